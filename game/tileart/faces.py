"""The pictures on mahjong tile faces, drawn into a rectangle of a supersampled canvas.

Each suit keeps the classic arrangement and colours of real sets: characters are a numeral over
a red 萬; dots are ringed circles (blue, green, red) in their fixed patterns; bamboo are jointed
sticks (green, the marked ones red) and the 1 of bamboo is a bird. Winds are dark ink, 中 red,
發 green, 白 an empty blue frame; seasons are blue and flowers plum-red, each with its number.
Positions are given in units of the art rectangle (x, y in 0..1), sizes in units of its width,
so every face is drawn afresh at the size asked, never scaled from a bitmap.
"""

from __future__ import annotations

import math

import pygame

from game.fonts import FONT_DIR, SERIF_BOLD
from rules.mahjong.tiles import GREEN as GREEN_DRAGON
from rules.mahjong.tiles import RED as RED_DRAGON
from rules.mahjong.tiles import WHITE as WHITE_DRAGON
from rules.mahjong.tiles import is_flower, is_honour, is_number, number_of, suit_of, tile_kanji

Colour = tuple[int, int, int]
Point = tuple[float, float]

IVORY: Colour = (250, 246, 232)
INK: Colour = (24, 28, 48)
RED: Colour = (198, 28, 38)
GREEN: Colour = (16, 122, 62)
BLUE: Colour = (26, 72, 168)
GOLD: Colour = (226, 176, 42)
GOLD_DARK: Colour = (150, 102, 12)
SEASON: Colour = (30, 86, 178)
FLOWER: Colour = (168, 30, 92)

# dot colours: outer ring, inner disc
_DOT = {"b": (28, 70, 160), "g": (18, 118, 66), "r": (200, 30, 40)}
# bamboo colours: body, shadow, highlight
_STICK = {"g": ((28, 132, 72), (6, 76, 38), (150, 214, 164)), "r": ((200, 34, 42), (120, 12, 20), (246, 160, 160))}

KANJI_FONT = SERIF_BOLD  # the engraved look of real tiles; art/fonts/make_font.py's TILE_GLYPHS
KANJI_WEIGHT = 0.014  # extra stroke, a share of the em: heavier than the font's bold, as tiles are
NUMERALS = "一二三四五六七八九"

# Dot patterns: (x, y, colour) in the art box, and the dot radius in units of the box width.
DOT_LAYOUTS: dict[int, tuple[float, list[tuple[float, float, str]]]] = {
    2: (0.27, [(0.5, 0.26, "g"), (0.5, 0.74, "b")]),
    3: (0.2, [(0.2, 0.15, "b"), (0.5, 0.5, "r"), (0.8, 0.85, "g")]),
    4: (0.22, [(0.27, 0.27, "b"), (0.73, 0.27, "g"), (0.27, 0.73, "g"), (0.73, 0.73, "b")]),
    5: (0.19, [(0.21, 0.17, "b"), (0.79, 0.17, "g"), (0.5, 0.5, "r"), (0.21, 0.83, "g"), (0.79, 0.83, "b")]),
    6: (0.19, [(0.27, 0.15, "g"), (0.73, 0.15, "g"), (0.27, 0.52, "r"), (0.73, 0.52, "r"), (0.27, 0.85, "r"), (0.73, 0.85, "r")]),
    7: (0.16, [(0.18, 0.11, "g"), (0.5, 0.22, "g"), (0.82, 0.33, "g"),
               (0.3, 0.6, "r"), (0.7, 0.6, "r"), (0.3, 0.88, "r"), (0.7, 0.88, "r")]),
    8: (0.155, [(x, y, "b") for y in (0.115, 0.372, 0.628, 0.885) for x in (0.28, 0.72)]),
    9: (0.155, [(x, y, c) for y, c in ((0.14, "b"), (0.5, "r"), (0.86, "g")) for x in (0.17, 0.5, 0.83)]),
}

# Bamboo patterns: (x, y, tilt in degrees, colour) in the art box; stick length in units of the
# box height, width in units of its width.
_M, _W = 22.0, -22.0  # 8 of bamboo: the upper row leans into an M, the lower into a W
BAMBOO_LAYOUTS: dict[int, tuple[float, float, list[tuple[float, float, float, str]]]] = {
    2: (0.45, 0.26, [(0.5, 0.26, 0, "g"), (0.5, 0.74, 0, "g")]),
    3: (0.45, 0.26, [(0.5, 0.26, 0, "g"), (0.27, 0.74, 0, "g"), (0.73, 0.74, 0, "g")]),
    4: (0.45, 0.26, [(0.27, 0.26, 0, "g"), (0.73, 0.26, 0, "g"), (0.27, 0.74, 0, "g"), (0.73, 0.74, 0, "g")]),
    5: (0.45, 0.24, [(0.16, 0.26, 0, "g"), (0.84, 0.26, 0, "g"), (0.5, 0.5, 0, "r"), (0.16, 0.74, 0, "g"), (0.84, 0.74, 0, "g")]),
    6: (0.45, 0.24, [(x, y, 0, "g") for y in (0.26, 0.74) for x in (0.16, 0.5, 0.84)]),
    7: (0.29, 0.22, [(0.5, 0.16, 0, "r")] + [(x, y, 0, "g") for y in (0.5, 0.84) for x in (0.16, 0.5, 0.84)]),
    8: (0.45, 0.19, [(0.1, 0.26, 0, "g"), (0.37, 0.26, _M, "g"), (0.63, 0.26, -_M, "g"), (0.9, 0.26, 0, "g"),
                     (0.1, 0.74, 0, "g"), (0.37, 0.74, _W, "g"), (0.63, 0.74, -_W, "g"), (0.9, 0.74, 0, "g")]),
    9: (0.3, 0.22, [(x, y, 0, "r" if x == 0.5 else "g") for y in (0.16, 0.5, 0.84) for x in (0.16, 0.5, 0.84)]),
}


# --- glyphs -------------------------------------------------------------------------------------

_fonts: dict[tuple[str, int], pygame.font.Font] = {}


def _font(name: str, px: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
        _fonts.clear()  # fonts opened before a pygame.quit() are dead
    font = _fonts.get((name, px))
    if font is None:
        font = _fonts[(name, px)] = pygame.font.Font(str(FONT_DIR / name), px)
    return font


def glyph(text: str, px: int, colour: Colour, name: str = KANJI_FONT, weight: float = 0.0) -> pygame.Surface:
    """``text`` rendered with an em of ``px`` pixels, cropped to its ink; ``weight`` thickens
    every stroke by that share of the em (the serif's hairlines would vanish on a small tile)."""
    try:
        raw = _font(name, px).render(text, True, colour)
    except pygame.error:  # a stale font from an earlier pygame session
        _fonts.clear()
        raw = _font(name, px).render(text, True, colour)
    grow = round(px * weight)
    if grow:
        bold = pygame.Surface((raw.get_width() + 2 * grow, raw.get_height() + 2 * grow), pygame.SRCALPHA)
        bold.fill((*colour, 0))
        steps = max(8, grow * 4)
        for ring in (grow, grow / 2):
            for i in range(steps):
                a = 2 * math.pi * i / steps
                bold.blit(raw, (grow + round(math.cos(a) * ring), grow + round(math.sin(a) * ring)), special_flags=pygame.BLEND_RGBA_MAX)
        raw = bold
    return raw.subsurface(raw.get_bounding_rect()).copy()


def draw_glyph(canvas: pygame.Surface, text: str, box: pygame.Rect, colour: Colour, name: str = KANJI_FONT) -> None:
    """``text`` centred in ``box`` with an em as tall as the box, shrunk if its ink would not fit.

    Sizing by the em, not the ink, keeps a flat numeral like 一 a stroke, as on real tiles.
    """
    ink = glyph(text, max(4, box.height), colour, name, KANJI_WEIGHT if name == KANJI_FONT else 0.0)
    fit = min(1.0, box.width / ink.get_width(), box.height / ink.get_height())
    if fit < 1.0:
        ink = pygame.transform.smoothscale(ink, (max(1, round(ink.get_width() * fit)), max(1, round(ink.get_height() * fit))))
    canvas.blit(ink, ink.get_rect(center=box.center))


def index_label(canvas: pygame.Surface, code: str, box: pygame.Rect, colour: Colour) -> None:
    """The learner's index ('3m', 'E', 'Rd'): the card serif, left-aligned in ``box``."""
    ink = glyph(code, max(4, round(box.height * 1.3)), colour, SERIF_BOLD)
    fit = min(box.width / ink.get_width(), box.height / ink.get_height())
    ink = pygame.transform.smoothscale(ink, (max(1, round(ink.get_width() * fit)), max(1, round(ink.get_height() * fit))))
    canvas.blit(ink, ink.get_rect(midleft=box.midleft))


# --- the faces ----------------------------------------------------------------------------------


def draw_face(canvas: pygame.Surface, area: pygame.Rect, kind: int) -> None:
    """The picture of tile ``kind`` (0-41, rules.mahjong.tiles) filling ``area``."""
    if is_number(kind):
        {"m": _characters, "p": _dots, "s": _bamboo}[suit_of(kind)](canvas, area, number_of(kind))
    elif kind == WHITE_DRAGON:
        _white_dragon(canvas, area)
    elif is_honour(kind):
        colour = RED if kind == RED_DRAGON else GREEN if kind == GREEN_DRAGON else INK
        em = min(area.width * 1.05, area.height * 0.8)
        draw_glyph(canvas, tile_kanji(kind), _box(area, em, em), colour)
    elif is_flower(kind):
        _flower(canvas, area, kind)
    else:
        raise ValueError(f"{kind!r} is not a tile kind (0-41)")


def _box(area: pygame.Rect, w: float, h: float, cx: float = 0.5, cy: float = 0.5) -> pygame.Rect:
    """A ``w`` x ``h`` rect centred at the unit point (cx, cy) of ``area``."""
    box = pygame.Rect(0, 0, round(w), round(h))
    box.center = (round(area.left + cx * area.width), round(area.top + cy * area.height))
    return box


def _characters(canvas: pygame.Surface, area: pygame.Rect, n: int) -> None:
    """萬子: the numeral in dark ink above a red 萬."""
    numeral = min(area.width * 0.92, area.height * 0.44)
    draw_glyph(canvas, NUMERALS[n - 1], _box(area, area.width, numeral, cy=0.21), INK)
    wan = min(area.width * 1.0, area.height * 0.56)
    draw_glyph(canvas, "萬", _box(area, area.width, wan, cy=0.7), RED)


def _dot(canvas: pygame.Surface, centre: Point, r: float, colour: str) -> None:
    """One 筒 circle: a coloured ring, an ivory gap, a disc with a ring of ivory petals."""
    ring = _DOT[colour]
    cx, cy = centre
    pygame.draw.circle(canvas, ring, centre, r)
    pygame.draw.circle(canvas, IVORY, centre, r * 0.8)
    pygame.draw.circle(canvas, ring, centre, r * 0.66)
    for i in range(8):
        a = math.pi * i / 4
        pygame.draw.circle(canvas, IVORY, (cx + math.cos(a) * r * 0.42, cy + math.sin(a) * r * 0.42), r * 0.11)
    pygame.draw.circle(canvas, IVORY, centre, r * 0.16)


def _dots(canvas: pygame.Surface, area: pygame.Rect, n: int) -> None:
    if n == 1:
        _one_dot(canvas, area)
        return
    radius, spots = DOT_LAYOUTS[n]
    for x, y, colour in spots:
        _dot(canvas, (area.left + x * area.width, area.top + y * area.height), radius * area.width, colour)


def _one_dot(canvas: pygame.Surface, area: pygame.Rect) -> None:
    """The 1 of dots: one large ornamented medallion, green rim, blue rings, a red heart."""
    centre = area.center
    cx, cy = centre
    r = min(area.width, area.height) * 0.49
    pygame.draw.circle(canvas, _DOT["g"], centre, r)
    pygame.draw.circle(canvas, IVORY, centre, r * 0.9)
    for i in range(16):  # a beaded ring
        a = math.pi * i / 8
        pygame.draw.circle(canvas, _DOT["g"], (cx + math.cos(a) * r * 0.8, cy + math.sin(a) * r * 0.8), r * 0.075)
    pygame.draw.circle(canvas, _DOT["b"], centre, r * 0.66)
    pygame.draw.circle(canvas, IVORY, centre, r * 0.58)
    for i in range(8):  # petals of the inner flower
        a = math.pi * i / 4 + math.pi / 8
        pygame.draw.circle(canvas, _DOT["b"], (cx + math.cos(a) * r * 0.4, cy + math.sin(a) * r * 0.4), r * 0.14)
    pygame.draw.circle(canvas, _DOT["r"], centre, r * 0.3)
    pygame.draw.circle(canvas, IVORY, centre, r * 0.18)
    pygame.draw.circle(canvas, _DOT["r"], centre, r * 0.1)


def _stick(canvas: pygame.Surface, centre: Point, length: float, width: float, tilt: float, colour: str) -> None:
    """One 索 stick: a rounded rod with a joint at each end and one in the middle, lit down its axis."""
    body, shadow, light = _STICK[colour]
    w, h = max(3, round(width)), max(6, round(length))
    stick = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
    rod = pygame.Rect(1 + w * 0.12, 1, w * 0.76, h)
    pygame.draw.rect(stick, shadow, rod, border_radius=round(w * 0.38))
    pygame.draw.rect(stick, body, rod.inflate(-w * 0.14, -w * 0.1), border_radius=round(w * 0.3))
    # the highlight down the axis, broken at the joints
    lw = max(1, round(w * 0.12))
    for top, bottom in ((0.12, 0.44), (0.56, 0.88)):
        pygame.draw.line(stick, light, (1 + w * 0.42, 1 + h * top), (1 + w * 0.42, 1 + h * bottom), lw)
    for y in (0.04, 0.5, 0.96):  # the joints: a wider knot with a dark seam
        knot = pygame.Rect(0, 0, w, max(2, h * 0.08))
        knot.center = (1 + w / 2, round(1 + h * y))
        knot.clamp_ip(stick.get_rect())
        pygame.draw.ellipse(stick, shadow, knot)
        pygame.draw.ellipse(stick, body, knot.inflate(-max(2, w * 0.2), -max(1, knot.height * 0.45)))
    if tilt:
        stick = pygame.transform.rotate(stick, tilt)
    canvas.blit(stick, stick.get_rect(center=(round(centre[0]), round(centre[1]))))


def _bamboo(canvas: pygame.Surface, area: pygame.Rect, n: int) -> None:
    if n == 1:
        _bird(canvas, area)
        return
    length, width, sticks = BAMBOO_LAYOUTS[n]
    for x, y, tilt, colour in sticks:
        span = length * area.height / (math.cos(math.radians(tilt)) if tilt else 1)
        _stick(canvas, (area.left + x * area.width, area.top + y * area.height), span * (0.94 if tilt else 1), width * area.width, tilt, colour)


def _bird(canvas: pygame.Surface, area: pygame.Rect) -> None:
    """The 1 of bamboo: a peacock-like bird perched on a bamboo stem, facing left, its tail fanned."""
    def P(x: float, y: float) -> Point:
        return (area.left + x * area.width, area.top + y * area.height)

    def oval(x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
        (l, t), (r, b) = P(x0, y0), P(x1, y1)
        return pygame.Rect(round(l), round(t), round(r - l), round(b - t))

    green, dark, _ = _STICK["g"]
    lw = max(1, round(area.width * 0.02))
    _stick(canvas, P(0.5, 0.86), area.width * 0.66, area.width * 0.11, 90, "g")  # the perch
    # the tail: five feathers fanning up and right from the rump, each with a gold and red eye
    for i, angle in enumerate((-62, -38, -14, 10, 34)):
        a = math.radians(angle)
        base = (0.56, 0.58)
        tip = (base[0] + math.cos(a) * 0.44, base[1] + math.sin(a) * 0.33)
        side = (-math.sin(a) * 0.075, math.cos(a) * 0.056)
        mid = (base[0] + (tip[0] - base[0]) * 0.6, base[1] + (tip[1] - base[1]) * 0.6)
        feather = [P(*base), P(mid[0] + side[0], mid[1] + side[1]), P(*tip), P(mid[0] - side[0], mid[1] - side[1])]
        pygame.draw.polygon(canvas, green if i % 2 else _DOT["b"], feather)
        pygame.draw.polygon(canvas, dark, feather, lw)
        eye = P(base[0] + (tip[0] - base[0]) * 0.72, base[1] + (tip[1] - base[1]) * 0.72)
        pygame.draw.circle(canvas, GOLD, eye, area.width * 0.05)
        pygame.draw.circle(canvas, RED, eye, area.width * 0.026)
    # legs down to the perch
    for x in (0.38, 0.48):
        pygame.draw.line(canvas, RED, P(x, 0.64), P(x - 0.03, 0.83), max(1, lw * 2))
    # the neck, the body and the wing
    neck = [P(0.24, 0.58), P(0.15, 0.4), P(0.17, 0.3), P(0.27, 0.3), P(0.31, 0.42), P(0.4, 0.5)]
    pygame.draw.polygon(canvas, green, neck)
    pygame.draw.polygon(canvas, dark, neck, lw)
    body = oval(0.2, 0.46, 0.66, 0.68)
    pygame.draw.ellipse(canvas, green, body)
    pygame.draw.ellipse(canvas, dark, body, lw)
    wing = oval(0.34, 0.5, 0.64, 0.63)
    pygame.draw.ellipse(canvas, _DOT["b"], wing)
    pygame.draw.ellipse(canvas, dark, wing, lw)
    for y in (0.545, 0.585):  # feather lines on the wing
        pygame.draw.line(canvas, dark, P(0.42, y), P(0.6, y + 0.01), lw)
    # the head: a red crest, a gold beak, an eye
    for x, top in ((0.17, 0.14), (0.22, 0.12), (0.27, 0.15)):
        pygame.draw.line(canvas, RED, P(0.22, 0.25), P(x, top), max(1, lw * 2))
        pygame.draw.circle(canvas, RED, P(x, top), area.width * 0.028)
    head = P(0.22, 0.27)
    pygame.draw.polygon(canvas, GOLD_DARK, [P(0.15, 0.25), P(0.03, 0.29), P(0.15, 0.3)])
    pygame.draw.circle(canvas, green, head, area.width * 0.085)
    pygame.draw.circle(canvas, dark, head, area.width * 0.085, lw)
    pygame.draw.circle(canvas, IVORY, P(0.2, 0.26), area.width * 0.028)
    pygame.draw.circle(canvas, INK, P(0.195, 0.26), area.width * 0.015)


def _white_dragon(canvas: pygame.Surface, area: pygame.Rect) -> None:
    """白: a blank face inside a blue frame, a thick line with a thin one inside it."""
    frame = _box(area, area.width * 0.84, area.height * 0.8)
    thick = max(2, round(area.width * 0.08))
    radius = round(area.width * 0.06)
    pygame.draw.rect(canvas, BLUE, frame, width=thick, border_radius=radius)
    inner = frame.inflate(-thick * 3, -thick * 3)
    pygame.draw.rect(canvas, BLUE, inner, width=max(1, thick // 3), border_radius=max(1, radius // 2))


def _flower(canvas: pygame.Surface, area: pygame.Rect, kind: int) -> None:
    """春夏秋冬 (seasons, blue) and 梅蘭菊竹 (flowers, plum-red): the kanji, its number 1-4
    in the top right and a small blossom or snowflake in the top left."""
    i = kind - 34
    colour = SEASON if i < 4 else FLOWER
    em = min(area.width * 0.95, area.height * 0.62)
    draw_glyph(canvas, tile_kanji(kind), _box(area, em, em, cy=0.62), colour)
    number = area.height * 0.24
    draw_glyph(canvas, str(i % 4 + 1), _box(area, number, number, cx=0.84, cy=0.13), colour, SERIF_BOLD)
    _emblem(canvas, (area.left + area.width * 0.22, area.top + area.height * 0.13), area.width * 0.14, colour, seasons=i < 4)


def _emblem(canvas: pygame.Surface, centre: Point, r: float, colour: Colour, seasons: bool) -> None:
    """A rayed sun for the seasons, a five-petalled blossom for the flowers."""
    cx, cy = centre
    if seasons:
        for j in range(8):
            a = math.pi * j / 4
            tip = (cx + math.cos(a) * r, cy + math.sin(a) * r)
            side = (-math.sin(a) * r * 0.16, math.cos(a) * r * 0.16)
            root = (cx + math.cos(a) * r * 0.5, cy + math.sin(a) * r * 0.5)
            pygame.draw.polygon(canvas, colour, [(root[0] + side[0], root[1] + side[1]), tip, (root[0] - side[0], root[1] - side[1])])
        pygame.draw.circle(canvas, colour, centre, r * 0.45)
        pygame.draw.circle(canvas, GOLD, centre, r * 0.28)
        return
    for j in range(5):
        a = 2 * math.pi * j / 5 - math.pi / 2
        pygame.draw.circle(canvas, colour, (cx + math.cos(a) * r * 0.55, cy + math.sin(a) * r * 0.55), r * 0.45)
    pygame.draw.circle(canvas, GOLD, centre, r * 0.3)

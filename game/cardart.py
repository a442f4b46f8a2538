"""Playing-card sprites drawn with pygame at the size asked for: crisp at every window size.

Nothing here is third-party art. Suits are polygons and circles (game/cardpaint.py), court cards
and jokers are stylised double-ended figures (game/cardfigures.py), the back is a lattice with a
medallion. Every sprite is drawn at
``SUPERSAMPLE`` times its size with pygame's (aliased) primitives, then smooth-scaled down: that
is the antialiasing, for the rounded corners too. Sprites are cached per (code, size), so the
table asks for the same size every frame at no cost; a new window size draws a new set once.

Card codes come from rules.core.cards ("AS", "TH", "KC", "JK1", "JK2"). Two styles: "classic"
(red hearts and diamonds, black spades and clubs) and "four_colour" (blue diamonds, green clubs).
Below ``SMALL_WIDTH`` pixels a face switches to a large index and one big suit sign, which stays
legible where pips would blur.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.cardfigures import court_half, jester, rosette, star
from game.cardpaint import BLUE, EDGE, GOLD, GOLD_DARK, INK, PALE, PAPER, RED, SUIT_COLOURS, Colour, Point, Size, draw_suit
from game.fonts import FONT_DIR, SERIF_BOLD
from rules.core.cards import JOKERS, RANK_CHARS, SUITS, card, is_joker, rank_of, suit_of

STYLES = ("classic", "four_colour")
BASE_SIZE = (80, 112)  # the viewer's hand at layout scale 1.0 (art/tables/*.tmx "scale"); 63 x 88 mm
SMALL_WIDTH = 58
SUPERSAMPLE = 4

# Pip centres for 2..10 as (column, row) in the pip field: columns 0/0.5/1, rows 0 (top) .. 1.
_L, _C, _R = 0.0, 0.5, 1.0
PIP_LAYOUTS: dict[int, list[Point]] = {
    2: [(_C, 0), (_C, 1)],
    3: [(_C, 0), (_C, 0.5), (_C, 1)],
    4: [(_L, 0), (_R, 0), (_L, 1), (_R, 1)],
    5: [(_L, 0), (_R, 0), (_C, 0.5), (_L, 1), (_R, 1)],
    6: [(_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    7: [(_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    8: [(_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_C, 0.75), (_L, 1), (_R, 1)],
    9: [(_L, 0), (_R, 0), (_L, 1 / 3), (_R, 1 / 3), (_C, 0.5), (_L, 2 / 3), (_R, 2 / 3), (_L, 1), (_R, 1)],
    10: [(_L, 0), (_R, 0), (_C, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3), (_C, 5 / 6), (_L, 1), (_R, 1)],
}


def size_for_scale(scale: float) -> Size:
    """The card size for a layout zone's ``scale`` property."""
    return (max(8, round(BASE_SIZE[0] * scale)), max(11, round(BASE_SIZE[1] * scale)))


def corner_radius(size: Size) -> float:
    return max(3.0, size[0] * 0.075)

# --- the canvas: a supersampled card with rounded corners --------------------------------------


def _scaled(size: Size) -> tuple[int, int, int]:
    """Supersample factor and canvas size; very large cards need less oversampling."""
    k = SUPERSAMPLE if max(size) <= 240 else 3 if max(size) <= 480 else 2
    return k, size[0] * k, size[1] * k


def _blank(size: Size, fill: Colour, edge: Colour) -> tuple[pygame.Surface, int]:
    """A supersampled card: paper with a thin edge, transparent outside the rounded corners.

    The transparent pixels carry the edge colour so smooth-scaling does not darken the rim.
    """
    k, w, h = _scaled(size)
    canvas = pygame.Surface((w, h), pygame.SRCALPHA)
    canvas.fill((*edge, 0))
    radius = round(corner_radius(size) * k)
    pygame.draw.rect(canvas, edge, canvas.get_rect(), border_radius=radius)
    rim = max(1, round(k * max(1.0, size[0] / 90)))
    pygame.draw.rect(canvas, fill, canvas.get_rect().inflate(-2 * rim, -2 * rim), border_radius=max(1, radius - rim))
    return canvas, k


def _finish(canvas: pygame.Surface, size: Size) -> pygame.Surface:
    return pygame.transform.smoothscale(canvas, size)


_serif_fonts: dict[int, pygame.font.Font] = {}


def _render_serif(label: str, px: int, colour: Colour) -> pygame.Surface:
    """Render with the card serif; fonts opened before a pygame.quit() are reopened."""
    for _ in range(2):
        if not pygame.font.get_init():
            pygame.font.init()
            _serif_fonts.clear()
        font = _serif_fonts.get(px)
        if font is None:
            font = _serif_fonts[px] = pygame.font.Font(str(FONT_DIR / SERIF_BOLD), px)
        try:
            return font.render(label, True, colour)
        except pygame.error:
            _serif_fonts.clear()  # a stale font from an earlier pygame session
    raise pygame.error(f"cannot render {label!r} with {SERIF_BOLD}")


def _text(label: str, height: float, colour: Colour, max_width: float | None = None) -> pygame.Surface:
    """``label`` in the card serif, cropped to its ink and scaled to exactly ``height`` px tall."""
    raw = _render_serif(label, max(8, round(height * 1.45)), colour)
    ink = raw.subsurface(raw.get_bounding_rect()).copy()
    w = ink.get_width() * height / max(1, ink.get_height())
    if max_width is not None and w > max_width:
        w = max_width
    return pygame.transform.smoothscale(ink, (max(1, round(w)), max(1, round(height))))


def _blit_centred(dest: pygame.Surface, src: pygame.Surface, centre: Point) -> None:
    dest.blit(src, src.get_rect(center=(round(centre[0]), round(centre[1]))))


def _double_ended(canvas: pygame.Surface, area: pygame.Rect, draw_half: Callable[[pygame.Surface], None]) -> None:
    """Draw the top half of ``area`` with ``draw_half`` and mirror it by a half turn below."""
    half = pygame.Surface((area.width, area.height // 2), pygame.SRCALPHA)
    draw_half(half)
    canvas.blit(half, area.topleft)
    canvas.blit(pygame.transform.rotate(half, 180), (area.left, area.top + area.height - half.get_height()))


# --- the art ------------------------------------------------------------------------------------


class CardArt:
    """Card faces and backs for one style, drawn on demand and cached per size.

    ``face(code, size)``, ``back(size)``; ``card(code, size, face_up, rotation)`` for the table
    (rotation in multiples of 90, counter-clockwise as pygame.transform.rotate);
    ``outline``/``highlight``/``selected``/``legal`` overlays the size of a card;
    ``dimmed(code, size)`` a darkened face for cards that cannot be played.
    """

    def __init__(self, style: str = "classic", back_colour: Colour = (28, 52, 112)) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown card style {style!r}; choose one of {', '.join(STYLES)}")
        self.style = style
        self.colours = SUIT_COLOURS[style]
        self.back_colour = back_colour
        self._cache: dict[tuple, pygame.Surface] = {}

    # public API ------------------------------------------------------------------------------

    def face(self, code: str, size: Sequence[int]) -> pygame.Surface:
        size = _size(size)
        key = ("face", code, size)
        if key not in self._cache:
            self._cache[key] = self._draw_face(code, size)
        return self._cache[key]

    def back(self, size: Sequence[int]) -> pygame.Surface:
        size = _size(size)
        key = ("back", size)
        if key not in self._cache:
            self._cache[key] = self._draw_back(size)
        return self._cache[key]

    def card(self, code: str | None, size: Sequence[int], face_up: bool = True, rotation: int = 0) -> pygame.Surface:
        """A face (or the back when ``face_up`` is False or ``code`` is None) turned by ``rotation``.

        ``size`` is the card's own (unrotated) width and height.
        """
        size = _size(size)
        show_face = face_up and code is not None
        base = self.face(code, size) if show_face else self.back(size)
        rotation %= 360
        if rotation == 0:
            return base
        key = ("turned", code if show_face else None, size, rotation)
        if key not in self._cache:
            if rotation % 90:
                raise ValueError(f"cards turn in quarter turns, not {rotation}")
            self._cache[key] = pygame.transform.rotate(base, rotation)
        return self._cache[key]

    def outline(self, size: Sequence[int], colour: Colour, width: float | None = None, tint: int = 0) -> pygame.Surface:
        """A rounded outline the size of a card (to blit over it); ``tint`` fills it faintly (alpha)."""
        size = _size(size)
        key = ("outline", size, colour, width, tint)
        if key not in self._cache:
            k, w, h = _scaled(size)
            canvas = pygame.Surface((w, h), pygame.SRCALPHA)
            canvas.fill((*colour, 0))
            radius = round(corner_radius(size) * k)
            line = round(k * (width if width is not None else max(2.0, size[0] / 26)))
            if tint:
                pygame.draw.rect(canvas, (*colour, tint), canvas.get_rect(), border_radius=radius)
            pygame.draw.rect(canvas, (*colour, 255), canvas.get_rect(), width=line, border_radius=radius)
            self._cache[key] = _finish(canvas, size)
        return self._cache[key]

    def highlight(self, size: Sequence[int]) -> pygame.Surface:
        """Gold rim with a warm glow: cards involved in a call, a hint, the winning card."""
        return self.outline(size, (255, 200, 40), tint=48)

    def selected(self, size: Sequence[int]) -> pygame.Surface:
        """A strong blue rim: the card under keyboard focus or picked up."""
        return self.outline(size, (40, 150, 255), width=max(3.0, _size(size)[0] / 18))

    def legal(self, size: Sequence[int]) -> pygame.Surface:
        """A green rim: a legal drop target or a playable card."""
        return self.outline(size, (60, 200, 90), tint=30)

    def dimmed(self, code: str | None, size: Sequence[int], face_up: bool = True) -> pygame.Surface:
        """The card darkened to about 60 %: not playable now, or not part of the highlighted set."""
        size = _size(size)
        key = ("dim", code if face_up else None, size)
        if key not in self._cache:
            surface = self.card(code, size, face_up).copy()
            surface.fill((150, 150, 160), special_flags=pygame.BLEND_RGB_MULT)
            self._cache[key] = surface
        return self._cache[key]

    # faces -------------------------------------------------------------------------------------

    def _draw_face(self, code: str, size: Size) -> pygame.Surface:
        if is_joker(code):
            if code not in JOKERS:
                raise ValueError(f"unknown card {code!r}")
            return self._draw_joker(code, size)
        if len(code) != 2 or code[0] not in RANK_CHARS or code[1] not in SUITS:
            raise ValueError(f"unknown card {code!r}")
        canvas, _ = _blank(size, PAPER, EDGE)
        rank, suit = rank_of(code), suit_of(code)
        colour = self.colours[suit]
        w, h = canvas.get_size()
        if size[0] < SMALL_WIDTH:
            self._small_face(canvas, rank, suit, colour)
            return _finish(canvas, size)
        grow = min(1.25, max(1.0, 1 + (90 - size[0]) / 120))
        self._indices(canvas, rank, suit, colour, grow)
        if rank == 1:
            self._ace(canvas, suit, colour)
        elif rank <= 10:
            field = pygame.Rect(0, 0, w * (0.40 - (grow - 1) * 0.2), h * 0.62)
            field.center = (w / 2, h / 2)
            pip = w * 0.17 / grow**0.5
            for col, row in PIP_LAYOUTS[rank]:
                x = field.left + col * field.width
                y = field.top + row * field.height
                draw_suit(canvas, suit, (x, y), pip, colour, flip=row > 0.5)
        else:
            self._court(canvas, rank, suit, colour)
        return _finish(canvas, size)

    def _indices(self, canvas: pygame.Surface, rank: int, suit: str, colour: Colour, grow: float = 1.0) -> None:
        """Rank over a small suit sign in the top-left corner, and turned in the bottom-right.

        ``grow`` enlarges the index on smaller cards, where it is what the eye reads.
        """
        w, h = canvas.get_size()
        label = "10" if rank == 10 else RANK_CHARS[rank - 1]
        rank_h = h * 0.125 * grow
        text = _text(label, rank_h, colour, max_width=w * 0.18 * grow)
        cx = w * 0.115 * grow ** 0.5
        top = h * 0.04
        corner = pygame.Surface((w * 0.3, h * 0.32), pygame.SRCALPHA)
        _blit_centred(corner, text, (cx, top + rank_h / 2))
        draw_suit(corner, suit, (cx, top + rank_h + h * 0.07 * grow), h * 0.085 * grow, colour)
        canvas.blit(corner, (0, 0))
        canvas.blit(pygame.transform.rotate(corner, 180), (w - corner.get_width(), h - corner.get_height()))

    def _small_face(self, canvas: pygame.Surface, rank: int, suit: str, colour: Colour) -> None:
        """A tiny card: a big rank top-left, a big suit sign below-right, both readable at 30 px."""
        w, h = canvas.get_size()
        label = "10" if rank == 10 else RANK_CHARS[rank - 1]
        text = _text(label, h * 0.30, colour, max_width=w * 0.62)
        canvas.blit(text, (w * 0.12, h * 0.08))
        if rank > 10:  # a court: its sign sits in a gold frame, as the big card's figure does
            frame = pygame.Rect(0, 0, w * 0.62, h * 0.5)
            frame.center = (round(w * 0.58), round(h * 0.7))
            pygame.draw.rect(canvas, PALE, frame, border_radius=round(w * 0.06))
            pygame.draw.rect(canvas, GOLD, frame, width=max(1, round(w * 0.05)), border_radius=round(w * 0.06))
            draw_suit(canvas, suit, frame.center, h * 0.3, colour)
        else:
            draw_suit(canvas, suit, (w * 0.58, h * 0.68), h * 0.40, colour)

    def _ace(self, canvas: pygame.Surface, suit: str, colour: Colour) -> None:
        w, h = canvas.get_size()
        centre = (w / 2, h / 2)
        if suit == "S":  # the ace of spades, ornamented as on real packs
            pygame.draw.circle(canvas, GOLD, centre, w * 0.33, width=max(1, round(w * 0.012)))
            pygame.draw.circle(canvas, colour, centre, w * 0.305, width=max(1, round(w * 0.006)))
            for i in range(16):
                a = 2 * math.pi * i / 16
                pygame.draw.circle(canvas, GOLD, (centre[0] + math.cos(a) * w * 0.33, centre[1] + math.sin(a) * w * 0.33), w * 0.016)
            draw_suit(canvas, suit, centre, w * 0.44, colour)
            draw_suit(canvas, suit, (centre[0], centre[1] - w * 0.02), w * 0.14, PAPER)
            draw_suit(canvas, suit, (centre[0], centre[1] - w * 0.015), w * 0.09, GOLD)
        else:
            draw_suit(canvas, suit, centre, w * 0.40, colour)

    # court cards ---------------------------------------------------------------------------------

    def _court(self, canvas: pygame.Surface, rank: int, suit: str, colour: Colour) -> None:
        w, h = canvas.get_size()
        panel = pygame.Rect(round(w * 0.2), round(h * 0.1), round(w * 0.6), round(h * 0.8))
        line = max(1, round(w * 0.012))
        pygame.draw.rect(canvas, PALE, panel, border_radius=round(w * 0.03))
        accent = BLUE if colour == RED else RED
        _double_ended(canvas, panel, lambda half: court_half(half, rank, suit, colour, accent))
        pygame.draw.line(canvas, GOLD_DARK, (panel.left + line * 3, panel.centery), (panel.right - line * 3, panel.centery), line)
        pygame.draw.rect(canvas, colour, panel, width=line * 2, border_radius=round(w * 0.03))
        pygame.draw.rect(canvas, GOLD, panel.inflate(-line * 5, -line * 5), width=line, border_radius=round(w * 0.02))

    # jokers --------------------------------------------------------------------------------------

    def _draw_joker(self, code: str, size: Size) -> pygame.Surface:
        canvas, _ = _blank(size, PAPER, EDGE)
        w, h = canvas.get_size()
        main, second = ((RED, GOLD) if code == "JK1" else (INK, (150, 156, 170)))
        if size[0] < SMALL_WIDTH:
            canvas.blit(_text("JK", h * 0.26, main, max_width=w * 0.7), (w * 0.12, h * 0.08))
            star(canvas, (w * 0.55, h * 0.68), h * 0.2, main)
            return _finish(canvas, size)
        # JOKER down the corners, as on real packs
        corner = pygame.Surface((w * 0.2, h * 0.6), pygame.SRCALPHA)
        letter_h = h * 0.068
        for i, ch in enumerate("JOKER"):
            _blit_centred(corner, _text(ch, letter_h, main), (w * 0.1, h * 0.06 + letter_h / 2 + i * letter_h * 1.3))
        star(corner, (w * 0.1, h * 0.06 + 5 * letter_h * 1.3 + h * 0.03), h * 0.045, main)
        canvas.blit(corner, (0, 0))
        canvas.blit(pygame.transform.rotate(corner, 180), (w - corner.get_width(), h - corner.get_height()))
        jester(canvas, pygame.Rect(round(w * 0.2), round(h * 0.12), round(w * 0.6), round(h * 0.76)), main, second)
        return _finish(canvas, size)

    # back ----------------------------------------------------------------------------------------

    def _draw_back(self, size: Size) -> pygame.Surface:
        canvas, k = _blank(size, PAPER, EDGE)
        w, h = canvas.get_size()
        base = self.back_colour
        light = tuple(min(255, c + 50) for c in base)
        margin = round(w * 0.065)
        inner = canvas.get_rect().inflate(-2 * margin, -2 * margin)
        radius = round(corner_radius(size) * k * 0.6)
        pygame.draw.rect(canvas, base, inner, border_radius=radius)
        # a diagonal lattice with small diamonds at the crossings, clipped to the inner panel
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(4, w / 7)
        lw = max(1, round(w * 0.012))
        n = int((inner.width + inner.height) / step) + 2
        for i in range(-n, n + 1):
            x0 = inner.width / 2 + i * step
            pygame.draw.line(pattern, light, (x0 - inner.height, inner.height / 2 - inner.height), (x0 + inner.height, inner.height / 2 + inner.height), lw)
            pygame.draw.line(pattern, light, (x0 + inner.height, inner.height / 2 - inner.height), (x0 - inner.height, inner.height / 2 + inner.height), lw)
        for i in range(-n, n + 1):
            for j in range(-n, n + 1):
                x = inner.width / 2 + (i + j) * step / 2
                y = inner.height / 2 + (i - j) * step / 2
                if -step < x < inner.width + step and -step < y < inner.height + step:
                    d = step * 0.16
                    pygame.draw.polygon(pattern, GOLD, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        canvas.blit(pattern, inner.topleft)
        pygame.draw.rect(canvas, GOLD, inner.inflate(-lw * 4, -lw * 4), width=lw, border_radius=radius)
        pygame.draw.rect(canvas, GOLD, inner, width=lw * 2, border_radius=radius)
        # the medallion: an oval framed in gold with a rosette
        oval = pygame.Rect(0, 0, w * 0.5, h * 0.42)
        oval.center = (w / 2, h / 2)
        pygame.draw.ellipse(canvas, GOLD, oval.inflate(lw * 6, lw * 6))
        pygame.draw.ellipse(canvas, base, oval)
        pygame.draw.ellipse(canvas, light, oval.inflate(-lw * 8, -lw * 8), width=lw)
        rosette(canvas, oval.center, w * 0.19, GOLD, light)
        return _finish(canvas, size)


def _size(size: Sequence[int]) -> Size:
    w, h = int(size[0]), int(size[1])
    if w < 8 or h < 8:
        raise ValueError(f"a card of {w}x{h} px is too small to draw")
    return (w, h)


def all_codes() -> list[str]:
    """Every card this module draws: the 52 naturals suit by suit, then the two jokers."""
    return [card(r, s) for s in SUITS for r in range(1, 14)] + list(JOKERS)

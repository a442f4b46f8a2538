"""Mahjong tile sprites drawn with pygame at the size asked for: crisp at every window size.

Nothing here is third-party art: the faces are our own drawing (game/tileart/faces.py) and the
glyphs come from the project's OFL CJK font. A tile is a slab: an ivory plate with a bevelled rim
and rounded corners over its thickness, the ivory layer and then the coloured back layer, as on
real tiles. Sprites are drawn at ``SUPERSAMPLE`` times their size and smooth-scaled down (the
antialiasing), and cached per request, as game/cardart.py does for cards.

Tiles are named by the spec codes of rules.mahjong.tiles (``tile_code``: "1m", "9p", "5s", "E",
"S", "W", "N", "Wh", "Gn", "Rd", "F1"-"F8"), or by their int kind 0-41; None is a tile seen
from behind. Poses: "standing" (a hand seen by its owner: the face over a deep edge), "lying"
(face up in a river or a meld: a thin edge), "sideways" (a claimed tile turned a quarter,
its face's top to the left). ``edge`` is the end of a face-down tile as a wall shows it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.tileart.faces import GOLD, GOLD_DARK, INK, IVORY, RED, draw_face, draw_glyph, index_label
from rules.mahjong.tiles import tile_code

STYLES = ("classic", "learner")
POSES = ("standing", "lying", "sideways")
SUPERSAMPLE = 4
FACE_ASPECT = 0.75  # face width / height, as a riichi tile's 26 x 35 mm
BASE_WIDTH = 52  # a standing tile of the viewer's hand at layout scale 1.0
# thickness shown below the face, as a share of the face's long side
EDGE_SHARE = {"standing": 0.2, "lying": 0.1, "sideways": 0.1}
WALL_SHARE = 0.72  # a tile's end seen in the wall: its height over its width

Colour = tuple[int, int, int]
Size = tuple[int, int]
Tile = str | int | None

BACK: Colour = (222, 142, 30)  # amber: stands out on green felt, as many Japanese sets do
IVORY_RIM: Colour = (222, 212, 186)  # the bevel round the face
IVORY_SIDE: Colour = (232, 224, 202)  # the ivory layer's side in the thickness
OUTLINE: Colour = (84, 72, 52)

_CODES = {tile_code(k): k for k in range(42)}


def kind_of(tile: str | int) -> int:
    """The kind 0-41 of a spec code or kind; anything else is refused with the codes we take."""
    if isinstance(tile, int) and not isinstance(tile, bool) and 0 <= tile < 42:
        return tile
    if isinstance(tile, str) and tile in _CODES:
        return _CODES[tile]
    raise ValueError(f"unknown tile {tile!r}: use a code such as '1m', '9p', '5s', 'E', 'Rd', 'F1', or a kind 0-41")


def size_for(pose: str, width: int) -> Size:
    """A tile's natural sprite size in ``pose`` for a face ``width`` px wide ("edge": a wall end)."""
    face_h = width / FACE_ASPECT
    if pose == "edge":
        return (width, max(8, round(width * WALL_SHARE)))
    if pose == "sideways":
        return (round(face_h), round(width + EDGE_SHARE[pose] * face_h))
    if pose in EDGE_SHARE:
        return (width, round(face_h * (1 + EDGE_SHARE[pose])))
    raise ValueError(f"unknown pose {pose!r}; choose one of {', '.join(POSES)} or edge")


def size_for_scale(scale: float, pose: str = "standing") -> Size:
    """The sprite size for a layout zone's ``scale`` (``BASE_WIDTH`` at 1.0)."""
    return size_for(pose, max(8, round(BASE_WIDTH * scale)))


def _size(size: Sequence[int]) -> Size:
    w, h = int(size[0]), int(size[1])
    if w < 8 or h < 8:
        raise ValueError(f"a tile of {w}x{h} px is too small to draw")
    return (w, h)


def _supersample(size: Size) -> int:
    return SUPERSAMPLE if max(size) <= 240 else 3 if max(size) <= 480 else 2


def _darker(colour: Colour, f: float = 0.72) -> Colour:
    return (round(colour[0] * f), round(colour[1] * f), round(colour[2] * f))


def _lighter(colour: Colour, f: float = 0.35) -> Colour:
    return (round(colour[0] + (255 - colour[0]) * f), round(colour[1] + (255 - colour[1]) * f), round(colour[2] + (255 - colour[2]) * f))


class TileArt:
    """Tile faces, bodies and backs for one style, drawn on demand and cached per request.

    ``tile(code, size, pose)`` for the table, ``face`` for a bare face, ``back``, ``edge``;
    ``outline``/``highlight``/``selected``/``legal`` overlays the size of a sprite, ``dimmed``
    a darkened tile, as game/cardart.py offers for cards.

    ``style`` "learner" adds a small index ("3m", "E", "Rd", "F1") in each face's top left for
    players who do not read the characters; ``face``/``tile`` take ``learner`` to override it.
    ``marked`` draws a variant's special tile (Wuhan's laizi): a gold frame and a small 頼.
    """

    def __init__(self, style: str = "classic", back_colour: Colour = BACK) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown tile style {style!r}; choose one of {', '.join(STYLES)}")
        self.style = style
        self.back_colour = back_colour
        self._cache: dict[tuple, pygame.Surface] = {}

    # public API ------------------------------------------------------------------------------

    def face(self, tile: str | int, size: Sequence[int], marked: bool = False, learner: bool | None = None) -> pygame.Surface:
        """The face alone (no thickness), ``size`` px: for pictures in rules, buttons and sheets."""
        size, kind = _size(size), kind_of(tile)
        learner = self.style == "learner" if learner is None else learner
        key = ("face", kind, size, marked, learner)
        if key not in self._cache:
            k = _supersample(size)
            canvas = _canvas(size[0] * k, size[1] * k)
            plate = _plate(canvas, canvas.get_rect(), IVORY_RIM, IVORY, k)
            _art(canvas, plate, kind, marked, learner, k)
            self._cache[key] = pygame.transform.smoothscale(canvas, size)
        return self._cache[key]

    def tile(self, tile: Tile, size: Sequence[int], pose: str = "standing", marked: bool = False,
             learner: bool | None = None, rotation: int = 0) -> pygame.Surface:
        """A whole tile in ``pose`` (``size`` includes its thickness); None shows its back.

        ``rotation`` turns the finished sprite in quarter turns counter-clockwise (the seats
        across and beside the viewer).
        """
        size = _size(size)
        if pose not in POSES:
            raise ValueError(f"unknown pose {pose!r}; choose one of {', '.join(POSES)}")
        kind = None if tile is None else kind_of(tile)
        learner = self.style == "learner" if learner is None else learner
        rotation %= 360
        if rotation % 90:
            raise ValueError(f"tiles turn in quarter turns, not {rotation}")
        key = ("tile", kind, size, pose, marked and kind is not None, learner and kind is not None, rotation)
        if key not in self._cache:
            if rotation:
                self._cache[key] = pygame.transform.rotate(self.tile(tile, size, pose, marked, learner), rotation)
            else:
                self._cache[key] = self._draw_tile(kind, size, pose, marked, learner)
        return self._cache[key]

    def back(self, size: Sequence[int], pose: str = "lying") -> pygame.Surface:
        """A tile face down (lying) or an opponent's standing tile seen from across the table."""
        return self.tile(None, size, pose)

    def edge(self, size: Sequence[int], rotation: int = 0) -> pygame.Surface:
        """The end of a face-down tile as the wall shows it: the back layer over the ivory one."""
        size = _size(size)
        rotation %= 360
        key = ("edge", size, rotation)
        if key not in self._cache:
            if rotation:
                self._cache[key] = pygame.transform.rotate(self.edge(size), rotation)
            else:
                self._cache[key] = self._draw_edge(size)
        return self._cache[key]

    def outline(self, size: Sequence[int], colour: Colour, width: float | None = None, tint: int = 0) -> pygame.Surface:
        """A rounded outline the size of a tile sprite (to blit over it); ``tint`` fills it faintly (alpha)."""
        size = _size(size)
        key = ("outline", size, colour, width, tint)
        if key not in self._cache:
            k = _supersample(size)
            canvas = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
            canvas.fill((*colour, 0))
            radius = _radius(canvas.get_rect())
            line = round(k * (width if width is not None else max(2.0, min(size) / 20)))
            if tint:
                pygame.draw.rect(canvas, (*colour, tint), canvas.get_rect(), border_radius=radius)
            pygame.draw.rect(canvas, (*colour, 255), canvas.get_rect(), width=line, border_radius=radius)
            self._cache[key] = pygame.transform.smoothscale(canvas, size)
        return self._cache[key]

    def highlight(self, size: Sequence[int]) -> pygame.Surface:
        """Gold rim with a warm glow: tiles involved in a call, a hint, the winning tile."""
        return self.outline(size, (255, 200, 40), tint=48)

    def selected(self, size: Sequence[int]) -> pygame.Surface:
        """A strong blue rim: the tile under keyboard focus or picked up."""
        return self.outline(size, (40, 150, 255), width=max(3.0, min(_size(size)) / 14))

    def legal(self, size: Sequence[int]) -> pygame.Surface:
        """A green rim: a legal drop target or a playable tile."""
        return self.outline(size, (60, 200, 90), tint=30)

    def dimmed(self, tile: Tile, size: Sequence[int], pose: str = "standing", marked: bool = False) -> pygame.Surface:
        """The tile darkened to about 60 %: not playable now, or not part of the highlighted set."""
        size = _size(size)
        key = ("dim", tile, size, pose, marked)
        if key not in self._cache:
            surface = self.tile(tile, size, pose, marked).copy()
            surface.fill((150, 150, 160), special_flags=pygame.BLEND_RGB_MULT)
            self._cache[key] = surface
        return self._cache[key]

    # drawing -----------------------------------------------------------------------------------

    def _draw_tile(self, kind: int | None, size: Size, pose: str, marked: bool, learner: bool) -> pygame.Surface:
        k = _supersample(size)
        canvas = _canvas(size[0] * k, size[1] * k)
        w, h = canvas.get_size()
        share = EDGE_SHARE[pose]  # of the face's long side: the width turned sideways, else h - edge
        edge = round(w * share) if pose == "sideways" else round(h * share / (1 + share))
        back = self.back_colour
        if kind is None:  # face down: the back layer on top, the ivory layer beneath it
            top = _slab(canvas, edge, upper=_darker(back, 0.82), lower=IVORY_SIDE, seam=0.45, k=k)
            _plate(canvas, top, _darker(back, 0.86), back, k)
        else:
            top = _slab(canvas, edge, upper=IVORY_SIDE, lower=back, seam=0.6, k=k)
            if pose == "sideways":  # the face is drawn upright, then turned a quarter
                upright = _canvas(top.height, top.width)
                plate = _plate(upright, upright.get_rect(), IVORY_RIM, IVORY, k)
                _art(upright, plate, kind, marked, learner, k)
                canvas.blit(pygame.transform.rotate(upright, 90), top.topleft)
            else:
                plate = _plate(canvas, top, IVORY_RIM, IVORY, k)
                _art(canvas, plate, kind, marked, learner, k)
        return pygame.transform.smoothscale(canvas, size)

    def _draw_edge(self, size: Size) -> pygame.Surface:
        k = _supersample(size)
        canvas = _canvas(size[0] * k, size[1] * k)
        w, h = canvas.get_size()
        line = k
        radius = round(min(w, h) * 0.22)
        full = canvas.get_rect()
        pygame.draw.rect(canvas, OUTLINE, full, border_radius=radius)
        inner = full.inflate(-2 * line, -2 * line)
        seam = round(h * 0.42)
        pygame.draw.rect(canvas, IVORY_SIDE, inner, border_radius=radius - line)
        pygame.draw.rect(canvas, self.back_colour, (inner.left, inner.top, inner.width, seam - inner.top),
                         border_top_left_radius=radius - line, border_top_right_radius=radius - line)
        pygame.draw.line(canvas, _darker(self.back_colour), (inner.left, seam), (inner.right - 1, seam), line)
        # light from above: a highlight along the top, a shadow along the foot
        pygame.draw.line(canvas, _lighter(self.back_colour), (inner.left + radius, inner.top + line), (inner.right - radius, inner.top + line), line)
        pygame.draw.line(canvas, IVORY_RIM, (inner.left + radius, inner.bottom - 2 * line), (inner.right - radius, inner.bottom - 2 * line), line)
        return pygame.transform.smoothscale(canvas, size)


# --- the body ---------------------------------------------------------------------------------------


def _canvas(width: int, height: int) -> pygame.Surface:
    """A transparent canvas, in supersampled pixels."""
    canvas = pygame.Surface((width, height), pygame.SRCALPHA)
    canvas.fill((*OUTLINE, 0))  # transparent, but OUTLINE-coloured so smoothscale keeps the rim dark
    return canvas


def _radius(rect: pygame.Rect) -> int:
    return round(min(rect.width, rect.height) * 0.13)


def _slab(canvas: pygame.Surface, edge: int, upper: Colour, lower: Colour, seam: float, k: int) -> pygame.Rect:
    """The tile's thickness along the bottom: two layers split at ``seam`` of the edge (from the
    top); returns the rect left for the top plate."""
    full = canvas.get_rect()
    top = pygame.Rect(0, 0, full.width, full.height - edge)
    radius, line = _radius(top), k
    pygame.draw.rect(canvas, OUTLINE, full, border_radius=radius)
    pygame.draw.rect(canvas, lower, full.inflate(-2 * line, -2 * line), border_radius=radius - line)
    split = pygame.Rect(0, 0, full.width, full.height - round(edge * (1 - seam)))
    pygame.draw.rect(canvas, _darker(lower, 0.8), split, border_radius=radius)
    pygame.draw.rect(canvas, upper, split.inflate(-2 * line, -2 * line), border_radius=radius - line)
    return top


def _plate(canvas: pygame.Surface, rect: pygame.Rect, rim: Colour, fill: Colour, k: int) -> pygame.Rect:
    """A rounded plate with a dark outline and a bevel, thicker at the foot as if lit from above;
    returns the flat inner rect."""
    radius, line = _radius(rect), k
    pygame.draw.rect(canvas, OUTLINE, rect, border_radius=radius)
    pygame.draw.rect(canvas, rim, rect.inflate(-2 * line, -2 * line), border_radius=radius - line)
    bevel = max(line, round(rect.width * 0.045))
    inner = pygame.Rect(rect.left + bevel, rect.top + round(bevel * 0.6), rect.width - 2 * bevel, rect.height - round(bevel * 2.2))
    pygame.draw.rect(canvas, fill, inner, border_radius=max(1, radius - bevel))
    return inner


def _art(canvas: pygame.Surface, plate: pygame.Rect, kind: int, marked: bool, learner: bool, k: int) -> None:
    """The face's picture inside ``plate``, with the learner's index and the special-tile marker."""
    margin = round(plate.width * 0.09)
    area = plate.inflate(-2 * margin, -2 * margin)
    if marked:  # a gold frame just inside the rim; the picture shrinks to sit inside it
        frame = plate.inflate(-round(plate.width * 0.05), -round(plate.width * 0.05))
        thick = max(2, round(plate.width * 0.06))
        pygame.draw.rect(canvas, GOLD_DARK, frame, width=thick + 2, border_radius=_radius(frame))
        pygame.draw.rect(canvas, GOLD, frame.inflate(-2, -2), width=thick, border_radius=_radius(frame))
        area = _shrunk(area, 1 - 2 * thick / area.width)
    if learner:  # the index takes the top left; the picture shrinks below it
        # 15 % of the face, but at least 10 px (a quarter of a small face) so it stays readable
        tall = max(plate.height * 0.15, min(plate.height * 0.25, 10 * k))
        label = pygame.Rect(plate.left + round(plate.width * 0.07), plate.top + round(plate.height * 0.03),
                            round(plate.width * 0.6), round(tall))
        index_label(canvas, tile_code(kind), label, INK)
        area = _shrunk(area, 1 - (label.bottom - area.top) / area.height, anchor="bottom")
    draw_face(canvas, area, kind)
    if marked:  # 頼 (laizi) on a gold disc in the bottom right corner
        r = plate.width * 0.17
        centre = (plate.right - r * 0.95, plate.bottom - r * 0.95)
        pygame.draw.circle(canvas, GOLD_DARK, centre, r)
        pygame.draw.circle(canvas, GOLD, centre, r * 0.88)
        box = pygame.Rect(0, 0, round(r * 1.35), round(r * 1.35))
        box.center = (round(centre[0]), round(centre[1]))
        draw_glyph(canvas, "頼", box, RED)


def _shrunk(area: pygame.Rect, factor: float, anchor: str = "center") -> pygame.Rect:
    """``area`` scaled by ``factor`` about its centre (or the middle of its bottom edge)."""
    out = pygame.Rect(0, 0, round(area.width * factor), round(area.height * factor))
    if anchor == "bottom":
        out.midbottom = area.midbottom
    else:
        out.center = area.center
    return out

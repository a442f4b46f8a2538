"""Drawing the parts of the table model that are not cards in piles: seat plates, the info panel,
the stock count, the waits indicator, messages; and the card image cache all table screens share."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game import look
from game.look import GOLD, GOLD_DARK, INK, IVORY, IVORY_DIM, RED, WOOD, WOOD_DARK

HIGHLIGHT = GOLD
CHOSEN = (120, 220, 255)  # cards lifted for a choice of several
DROP_GLOW = (255, 236, 150)


class CardImages:
    """Card faces and backs from the app's CardArt at a size, turned by an angle, cached.

    The table draws every piece through ``get(code, size, angle, pose, marked)``; cards have no
    pose and no marker, so those are ignored here (see :class:`TileImages`)."""

    material = "cards"
    tiled = False  # laid out as cards (game.table.piles sizes them by the zone's card scale)

    def __init__(self, app: Any) -> None:
        self.app = app
        self._cache: dict[tuple[str | None, tuple[int, int], int, str], pygame.Surface] = {}

    @property
    def style(self) -> str:
        return self.app.settings.card_style

    def shape(self, height: int) -> tuple[int, int]:
        """A face-up piece ``height`` px tall (a card's 5:7)."""
        return (round(height * 5 / 7), height)

    def get(self, code: str | None, size: tuple[int, int], angle: int = 0, pose: str | None = None,
            marked: bool = False) -> pygame.Surface:
        art = self.app.cards
        style = self.app.settings.card_style
        key = (code, size, angle, style)
        img = self._cache.get(key)
        if img is None:
            img = art.face(code, size) if code is not None else art.back(size)
            if angle:
                img = pygame.transform.rotate(img, angle)
            if len(self._cache) > 2000:  # a long session at many window sizes: start again
                self._cache.clear()
            self._cache[key] = img
        return img


class TileImages:
    """Mahjong tiles from the app's TileArt (game.tileart), for models with ``"material": "tiles"``.

    ``get(code, size, angle, pose, marked)``: ``pose`` is the tile art's (standing in a hand,
    lying face up in rivers, melds and everywhere off the table, sideways for a claimed tile; a
    None code is the tile's back in that pose), ``angle`` the seat's quarter turn, ``marked`` a
    variant's special tile (Wuhan's laizi). TileArt caches each sprite it draws."""

    material = "tiles"
    tiled = True  # laid out as tiles: sized and posed by game.tileart (also game.table.card_tiles)

    def __init__(self, app: Any) -> None:
        self.app = app
        self.learner: bool | None = None  # every face with its learner index (a lesson's), None: as the tile style

    @property
    def learner_faces(self) -> bool:
        return self.app.settings.tile_style == "learner" if self.learner is None else self.learner

    @property
    def style(self) -> str:
        return self.app.settings.tile_style

    def shape(self, height: int) -> tuple[int, int]:
        """A tile lying face up, ``height`` px tall with its thickness."""
        from game.tileart import size_for

        width = max(8, round(height * TILE_LYING_ASPECT))
        return size_for("lying", width)

    def get(self, code: str | None, size: tuple[int, int], angle: int = 0, pose: str | None = None,
            marked: bool = False) -> pygame.Surface:
        return self.app.tiles.tile(code, size, pose or "lying", marked=marked and code is not None,
                                   learner=self.learner, rotation=angle)  # None: the tile art's own style


TILE_LYING_ASPECT = 0.75 / 1.1  # a lying tile's width over its height (game.tileart: a 3:4 face, 10 % edge)
Images = CardImages | TileImages


def piece(images: Images, code: str | None, size: tuple[int, int], angle: int = 0, pose: str | None = None,
          marked: bool = False) -> pygame.Surface:
    """One card or tile: cards are asked only (code, size, angle), the call every table screen makes."""
    if not images.tiled:
        return images.get(code, size, angle)
    return images.get(code, size, angle, pose, marked)


def image_class(material: str) -> type[Images]:
    """The images for a model's ``material``: "cards", "tiles", or "card_tiles" (cards drawn in
    tile slots, game.table.card_tiles); anything else is cards."""
    from game.table.card_tiles import CardTileImages  # it builds on TileImages

    return {"tiles": TileImages, "card_tiles": CardTileImages}.get(material, CardImages)


def images_for(app: Any, material: str, current: Images | None = None) -> Images:
    """The images for pieces of ``material``, ``current`` if it already is."""
    if current is not None and current.material == material:
        return current
    return image_class(material)(app)


class Panels:
    """Drawn panels kept by what they show, so the frame after a move redraws only what changed."""

    MARGIN = 16  # room around a panel for its drop shadow

    def __init__(self) -> None:
        self._cache: dict[Any, pygame.Surface] = {}

    def blit(self, surface: pygame.Surface, rect: pygame.Rect, key: Any, draw: Callable[[pygame.Surface, pygame.Rect], None]) -> None:
        img = self._cache.get(key)
        if img is None:
            if len(self._cache) > 300:
                self._cache.clear()
            m = self.MARGIN
            img = pygame.Surface((rect.w + 2 * m, rect.h + 2 * m), pygame.SRCALPHA)
            draw(img, pygame.Rect(m, m, rect.w, rect.h))
            self._cache[key] = img
        surface.blit(img, (rect.x - self.MARGIN, rect.y - self.MARGIN))


def outline(surface: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int] = HIGHLIGHT, width: int = 3) -> None:
    pygame.draw.rect(surface, color, rect.inflate(6, 6), width, border_radius=8)


_shades: dict[tuple[int, int], pygame.Surface] = {}


def shade(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A card darkened: it may not be played now."""
    layer = _shades.get(rect.size)
    if layer is None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 14, 8, 120), layer.get_rect(), border_radius=max(3, rect.w // 12))
        _shades[rect.size] = layer
    surface.blit(layer, rect.topleft)


def glow(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A lit drop zone: a translucent warm fill and a bright edge."""
    layer = pygame.Surface(rect.inflate(16, 16).size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*DROP_GLOW, 60), layer.get_rect(), border_radius=14)
    pygame.draw.rect(layer, (*DROP_GLOW, 220), layer.get_rect(), 3, border_radius=14)
    surface.blit(layer, rect.inflate(16, 16).topleft)


def zone_frame(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The faint outline of a place on the felt where cards go."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (0, 0, 0, 34), layer.get_rect(), border_radius=10)
    pygame.draw.rect(layer, (255, 255, 255, 28), layer.get_rect(), 1, border_radius=10)
    surface.blit(layer, rect.topleft)


def plate(surface: pygame.Surface, fonts: Any, rect: pygame.Rect, data: dict[str, Any], thinking: bool) -> None:
    """A seat's name plate: name and score, its markers, lit while the seat is to act."""
    turn = data.get("turn", False)
    look.panel(surface, rect, (40, 26, 16, 215) if not turn else (92, 64, 26, 235), GOLD if turn else WOOD_DARK,
                  radius=10, width=3 if turn else 2)
    pad = 8 if rect.w < 160 else 10
    px = 17 if rect.w < 160 else 20
    top = rect.y + pad + px // 2 + 1
    name, score = data.get("name", ""), data.get("score", "")
    score_w = fonts.get(px - 3, True).size(score)[0] if rect.w < 160 else fonts.get(px, True).size(score)[0]
    look.text(surface, fonts, name, px, GOLD if turn else IVORY, (rect.x + pad, top), "midleft", bold=True,
                 max_width=max(20, rect.w - 2 * pad - score_w - 6))
    look.text(surface, fonts, score, px - 3 if rect.w < 160 else px, IVORY, (rect.right - pad, top), "midright",
                 bold=True)
    markers = list(data.get("markers", []))
    if thinking:
        markers.insert(0, _thinking_text())
    rows = marker_rows(fonts, markers, rect.w - 2 * pad, 2 if rect.h >= 80 else 1)
    for i, line in enumerate(reversed(rows)):
        look.text(surface, fonts, line, 14, GOLD if thinking and i == len(rows) - 1 else IVORY_DIM,
                  (rect.x + pad, rect.bottom - pad - 7 - 17 * i), "midleft", max_width=rect.w - 2 * pad)


def marker_rows(fonts: Any, markers: list[str], width: int, room: int) -> list[str]:
    """A plate's markers joined by " · ", on a second line (whole markers only) where one is too
    short and the plate has ``room`` for two; past that, one line shortened as ever."""
    rows: list[str] = []
    for marker in markers:
        if rows and fonts.get(14).size(rows[-1] + " · " + marker)[0] <= width:
            rows[-1] += " · " + marker
        else:
            rows.append(marker)
    return rows if len(rows) <= room else [" · ".join(markers)]


def _thinking_text() -> str:
    from rules.core.text import tr

    return tr("thinking...")


def info_panel(surface: pygame.Surface, fonts: Any, rect: pygame.Rect, lines: list[str]) -> None:
    """The hand label in gold, then the other lines: each on rows of its own where the panel is tall
    enough, else run together; wrapped, never shrunk."""
    look.panel(surface, rect, (30, 20, 12, 200), GOLD_DARK, radius=10)
    lines = [line for line in lines if line]
    if not lines:
        return
    room = max(0, (rect.h - 26) // 18)
    rest = [row for line in lines[1:] for row in look.wrap(fonts, line, 15, rect.w - 20)]
    if len(rest) > room:
        rest = look.wrap(fonts, " · ".join(lines[1:]), 15, rect.w - 20)
    rows = [lines[0]] + rest[:room]
    y = rect.y + 14
    for i, row in enumerate(rows):
        look.text(surface, fonts, row, 18 if i == 0 else 15, GOLD if i == 0 else IVORY, (rect.centerx, y),
                  bold=i == 0, max_width=rect.w - 20)
        y += 20 if i == 0 else 18


def message(surface: pygame.Surface, fonts: Any, rect: pygame.Rect, text: str, warn: bool) -> None:
    lines = look.wrap(fonts, text, 18, rect.w - 28)[:3]
    height = 14 + 24 * len(lines)
    box = pygame.Rect(rect.x, rect.bottom - height, rect.w, height)
    look.panel(surface, box, (255, 246, 226, 240), RED if warn else GOLD_DARK, radius=10, width=2)
    for i, line in enumerate(lines):
        look.text(surface, fonts, line, 18, RED if warn else INK, (box.x + 14, box.y + 19 + 24 * i), "midleft",
                     max_width=box.w - 28)


def banner(surface: pygame.Surface, fonts: Any, center: tuple[int, int], text: str) -> None:
    font = fonts.get(34, True)
    width = min(900, font.size(text)[0] + 80)
    rect = pygame.Rect(0, 0, width, 70)
    rect.center = center
    look.panel(surface, rect, WOOD, GOLD, radius=16, width=3)
    look.text(surface, fonts, text, 34, GOLD, rect.center, bold=True, max_width=width - 40)


def status(surface: pygame.Surface, fonts: Any, rect: pygame.Rect, line: str, yours: bool) -> None:
    """The line that says whose turn it is: bright when it is the person's own."""
    if not line:
        return
    font = fonts.get(19, yours)
    width = min(rect.w, font.size(line)[0] + 36)
    box = pygame.Rect(0, 0, width, 34)
    box.midbottom = rect.midbottom
    look.panel(surface, box, (92, 64, 26, 235) if yours else (30, 20, 12, 200), GOLD if yours else GOLD_DARK,
                  radius=17, width=2, drop=False)
    look.text(surface, fonts, line, 19, GOLD if yours else IVORY, box.center, bold=yours, max_width=box.w - 24)


def reveal(surface: pygame.Surface, fonts: Any, images: Images, center: tuple[int, int], title: str,
           groups: list[dict[str, Any]], marked: Any = ()) -> None:
    """The moment of a win: its banner, and the winning hand laid out under it, set by set."""
    if not groups:
        banner(surface, fonts, center, title)
        return
    card, gap, group_gap = images.shape(81), 4, 16
    cards_w = sum(len(g["cards"]) * (card[0] + gap) - gap for g in groups) + group_gap * (len(groups) - 1)
    width = min(surface.get_width() - 40, max(cards_w + 60, fonts.get(34, True).size(title)[0] + 80))
    rect = pygame.Rect(0, 0, width, 70 + card[1] + 30)
    rect.center = center
    look.panel(surface, rect, WOOD, GOLD, radius=16, width=3)
    look.text(surface, fonts, title, 34, GOLD, (rect.centerx, rect.y + 38), bold=True, max_width=width - 40)
    x = rect.centerx - cards_w // 2
    for group in groups:
        for code in group["cards"]:
            surface.blit(piece(images, code, card, marked=code in marked), (x, rect.y + 72))
            x += card[0] + gap
        x += group_gap - gap


def waits(surface: pygame.Surface, fonts: Any, images: Images, rect: pygame.Rect, data: dict[str, Any],
          marked: Any = ()) -> None:
    """The viewer's winning cards under their label (wrapped to two lines rather than shrunk), with
    the unseen count of each under it when the model gives ``counts`` (a list in the cards' order,
    or code -> count)."""
    look.panel(surface, rect, (30, 20, 12, 200), GOLD_DARK, radius=10)
    lines = look.wrap(fonts, data["label"], 14, rect.w - 12, bold=True)[:2]
    for i, line in enumerate(lines):
        look.text(surface, fonts, line, 14, GOLD, (rect.centerx, rect.y + 12 + 17 * i), bold=True, max_width=rect.w - 12)
    top = rect.y + 8 + 17 * len(lines)
    cards = data["cards"]
    counts = data.get("counts")
    below = 18 if counts else 0  # room for the counts
    ch = max(24, min(56, rect.bottom - 6 - top - below))
    cw, ch = images.shape(ch)
    room = rect.w - 16
    step = min(cw + 4, (room - cw) / (len(cards) - 1)) if len(cards) > 1 else cw
    x = rect.x + 8 + (room - (step * (len(cards) - 1) + cw)) / 2
    for i, code in enumerate(cards):
        surface.blit(piece(images, code, (cw, ch), marked=code in marked), (round(x + i * step), top))
        if counts:
            n = counts.get(code) if isinstance(counts, dict) else (counts[i] if i < len(counts) else None)
            if n is not None:
                look.text(surface, fonts, f"×{n}", 14, IVORY if n else RED, (round(x + i * step + cw / 2), top + ch + 9),
                             bold=True)


def stock(surface: pygame.Surface, fonts: Any, images: Images, rect: pygame.Rect, size: tuple[int, int],
          count: int) -> None:
    """The stock as a small stack of backs (thicker while it is full) with its count beneath."""
    layers = min(6, (count + 7) // 8)
    top = pygame.Rect(0, 0, *size)
    top.center = (rect.centerx, rect.centery - 12)
    back = images.get(None, size)
    for i in range(layers - 1, -1, -1):
        surface.blit(back, top.move(2 * i, 2 * i))
    badge = pygame.Rect(0, 0, 56, 26)
    badge.midtop = (rect.centerx + layers, top.bottom + 2 * layers + 6)
    look.panel(surface, badge, (30, 20, 12, 220), GOLD_DARK, radius=13, drop=False)
    look.text(surface, fonts, str(count), 17, IVORY, badge.center, bold=True)


def pile_label(surface: pygame.Surface, fonts: Any, rect: pygame.Rect, label: str, room: int = 0) -> None:
    """A small caption over a pile's cards (kept Ks, the dynasty card, the laizi indicator), on a
    second line above rather than cut short. ``room``: the width of the pile's zone, which the
    caption may use (Fuxi's "To beat" over one tile of a zone made for nine keeps to one line)."""
    width = max(170, rect.w + 60, room)
    rows = look.wrap(fonts, label, 14, width)[:2]
    half = min(max(fonts.get(14).size(row)[0] for row in rows), width) // 2
    x = min(max(rect.centerx, 20 + half), surface.get_width() - 20 - half)  # kept clear of the rail
    for i, row in enumerate(reversed(rows)):
        look.text(surface, fonts, row, 14, IVORY_DIM, (x, rect.y - 9 - 17 * i), max_width=width)


def countdown(surface: pygame.Surface, rect: pygame.Rect, fraction: float) -> None:
    """A bar that empties while an unanswered call window waits to pass."""
    bar = pygame.Rect(rect.x, rect.bottom + 6, rect.w, 5)
    pygame.draw.rect(surface, (0, 0, 0), bar, border_radius=3)
    pygame.draw.rect(surface, GOLD, (bar.x, bar.y, round(bar.w * max(0.0, fraction)), bar.h), border_radius=3)



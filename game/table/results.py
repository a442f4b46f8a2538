"""The score sheets after a hand and after the match, drawn from the variant's generic sheet model
(``variant.sheet(...)``): blocks of cards, rows (original term, English, value), lines and tables,
flowed into two columns under the title.

A sheet of a tiled material (``"material": "tiles"``, or ``"card_tiles"``: cards in tile slots)
draws its hand and card blocks as mahjong tiles lying face up (``"marked"``: codes drawn with the
variant's marker, Wuhan's laizi); a hand of tiles is sized so that fourteen of them and their set
gaps fit the column."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.scene import Scene
from game.table import render
from game.look import GOLD, GOLD_DARK, IVORY, IVORY_DIM, backdrop, panel, text, title_bar, wrap
from game.widgets import Button, ScrollView
from rules.core.text import tr

TOP, BOTTOM, BOTTOM_LEFT = 140, 716, 782  # the right column stops above the button
MARGIN, GUTTER, GAP = 48, 36, 10
HAND_CARD = (64, 90)
SMALL_CARD = (40, 56)
ROW_CARD = (27, 38)  # the cards a row of a sheet names, beneath its words
TILE_MAX_W, TILE_GAP, TILE_GROUP_GAP = 44, 2, 14  # a hand of tiles on a sheet
SMALL_TILE_H = 50
ROW_H, LINE_H, TITLE_H = 23, 21, 28
LABEL_LINE = 17  # a set label's second line beneath a hand of tiles
PANEL = (24, 16, 10, 170)


class SheetScene(Scene):
    """A score sheet with one button to go on (click it, or press Enter or Space)."""

    opaque = True

    def __init__(self, app: Any, sheet: dict[str, Any], images: render.Images, button: str,
                 on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        images = render.images_for(app, sheet.get("material", images.material), images)
        self.sheet, self.images, self.on_close = sheet, images, on_close
        w, h = app.screen.get_size()
        self.button = Button((w - 260, h - 70, 220, 48), button, self.close, primary=True, px=22)
        self.placed, self.scale = place(sheet, app.fonts, w)
        # A sheet too tall for the screen (five players, many items) scrolls at full size: text is
        # never drawn smaller than people can read.
        self.scroll: ScrollView | None = None
        if self.scale < 1:
            self.scroll = ScrollView((0, TOP, w, BOTTOM - TOP), self.draw_tall(w))

    @property
    def marked(self) -> frozenset[str]:
        return frozenset(self.sheet.get("marked", []))

    def busy(self) -> bool:
        return False  # a still sheet: it redraws on input

    def close(self) -> None:
        self.app.pop()
        if self.on_close:
            self.on_close()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.scroll is not None:  # the wheel, the bar and the arrow keys scroll a tall sheet
            if event.type == pygame.KEYDOWN and self.scroll.key(event):
                return True
            if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP) \
                    and self.scroll.handle_mouse(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.button.hovered = self.button.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.button.pressed = self.button.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.button.pressed:
            self.button.pressed = False
            if self.button.rect.collidepoint(event.pos):
                self.close()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        title_bar(surface, self.app.fonts, self.sheet["title"], self.sheet.get("subtitle", ""))
        if self.scroll is None:
            for block, rect in self.placed:
                draw_block(surface, self.app.fonts, self.images, block, rect, self.marked)
        else:
            self.scroll.draw(surface, self.app.fonts, False)
            text(surface, self.app.fonts, tr("Scroll for more (wheel, ↑ ↓)"), 16, IVORY_DIM,
                 (MARGIN, self.button.rect.centery), "midleft")
        self.button.draw(surface, self.app.fonts, False)

    def draw_tall(self, width: int) -> pygame.Surface:
        """All blocks at full size on one tall surface, for the scroll view."""
        bottom = max(rect.bottom for _, rect in self.placed)
        tall = pygame.Surface((width, bottom - TOP + 8), pygame.SRCALPHA)
        for block, rect in self.placed:
            draw_block(tall, self.app.fonts, self.images, block, rect.move(0, -TOP), self.marked)
        return tall


class HandResultScene(SheetScene):
    def __init__(self, app: Any, sheet: dict[str, Any], images: render.Images,
                 on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app, sheet, images, tr("Next hand"), on_close)


class MatchResultScene(SheetScene):
    def __init__(self, app: Any, sheet: dict[str, Any], images: render.Images,
                 on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app, sheet, images, tr("Back to title"), on_close)


# -- layout -----------------------------------------------------------------------------------------


def place(sheet: dict[str, Any], fonts: Any, width: int) -> tuple[list[tuple[dict[str, Any], pygame.Rect]], float]:
    """The blocks in order, split between a left and a right column where the two come out most
    even (the right column stops above the button), and the scale (at most 1) at which the taller
    column still fits: a long sheet (five players, many items) is drawn smaller, never clipped.
    A sheet of tables only (the match) gives the wider right column to its table with the most
    columns."""
    usable = width - 2 * MARGIN - GUTTER
    blocks = sheet["blocks"]
    widest = max((len(b["columns"]) for b in blocks if b["type"] == "table"), default=0)
    left_w = usable * 2 // 5 if widest > 4 and all(b["type"] == "table" for b in blocks) else usable // 2
    columns = [pygame.Rect(MARGIN, TOP, left_w, BOTTOM_LEFT - TOP),
               pygame.Rect(MARGIN + left_w + GUTTER, TOP, usable - left_w, BOTTOM - TOP)]
    tiles = render.image_class(sheet.get("material", "cards")).tiled
    heights = [[block_height(b, fonts, c.w, tiles) for b in blocks] for c in columns]

    def overflow(k: int) -> tuple[int, int]:
        left = sum(heights[0][:k]) + GAP * max(0, k - 1)
        right = sum(heights[1][k:]) + GAP * max(0, len(blocks) - k - 1)
        return (max(0, left - columns[0].h) + max(0, right - columns[1].h), max(left, right))

    split = min(range(1, len(blocks) + 1), key=overflow) if len(blocks) > 1 else len(blocks)
    out = []
    scale = 1.0
    for col, part in ((0, range(split)), (1, range(split, len(blocks)))):
        y = TOP
        for i in part:
            out.append((blocks[i], pygame.Rect(columns[col].x, y, columns[col].w, heights[col][i])))
            y += heights[col][i] + GAP
        scale = min(scale, columns[col].h / max(1, y - GAP - TOP))
    return out, scale


def hand_tile(block: dict[str, Any], width: int) -> tuple[int, int]:
    """The lying tile size at which a hand block's tiles and set gaps fit ``width`` (the block's
    inner width), at most TILE_MAX_W wide."""
    from game.tileart import size_for

    groups = block["groups"]
    n = sum(len(g["cards"]) for g in groups)
    room = width - 24 - TILE_GROUP_GAP * max(0, len(groups) - 1) - TILE_GAP * max(0, n - len(groups))
    return size_for("lying", max(12, min(TILE_MAX_W, room // max(1, n))))


def block_height(block: dict[str, Any], fonts: Any, width: int, tiles: bool = False) -> int:
    kind = block["type"]
    if kind == "hand":
        if not tiles:
            return TITLE_H + HAND_CARD[1] + 34
        size = hand_tile(block, width)
        lines = max((len(label_lines(fonts, g.get("label", ""), label_room(g, size))) for g in block["groups"]), default=1)
        return TITLE_H + size[1] + 34 + LABEL_LINE * (max(lines, 1) - 1)
    if kind == "rows":
        split = rows_split(block, fonts, width - 24)
        return TITLE_H + max(ROW_H, sum(row_height(row, english_lines(row, fonts, width - 24, split))
                                        for row in block["rows"])) + 10
    if kind == "lines":
        return TITLE_H + LINE_H * sum(len(wrap(fonts, line, 17, width - 24)) for line in block["lines"]) + 10
    if kind == "cards":
        lines = sum(len(wrap(fonts, line, 17, width - 24)) for line in block.get("text", "").split("\n") if line)
        small = SMALL_TILE_H if tiles else SMALL_CARD[1]
        return TITLE_H + LINE_H * lines + (small + 8 if block["cards"] else 0) + 10
    if kind == "table":
        return TITLE_H + ROW_H + (ROW_H - 3) * len(block["rows"]) + 10
    return TITLE_H


# -- drawing ----------------------------------------------------------------------------------------


def draw_block(surface: pygame.Surface, fonts: Any, images: render.Images, block: dict[str, Any], rect: pygame.Rect,
               marked: frozenset[str] = frozenset()) -> None:
    panel(surface, rect, PANEL, GOLD_DARK, radius=10, drop=False, width=1)
    text(surface, fonts, block.get("title", ""), 19, GOLD, (rect.x + 12, rect.y + 16), "midleft", bold=True,
         max_width=rect.w - 24)
    body = pygame.Rect(rect.x + 12, rect.y + TITLE_H, rect.w - 24, rect.h - TITLE_H - 6)
    draw = {"hand": _hand, "rows": _rows, "lines": _lines, "cards": _cards, "table": _table}[block["type"]]
    if images.tiled and block["type"] in ("hand", "cards"):
        {"hand": _tile_hand, "cards": _tile_cards}[block["type"]](surface, fonts, images, block, body, marked)
    else:
        draw(surface, fonts, images, block, body)


def hand_card(block: dict[str, Any], width: int) -> tuple[int, int]:
    """The card size at which a hand block's cards and group gaps fit ``width``, at most HAND_CARD."""
    groups = block["groups"]
    n = sum(len(g["cards"]) for g in groups)
    room = width - 18 * max(0, len(groups) - 1) - 4 * max(0, n - len(groups))
    w = max(20, min(HAND_CARD[0], room // max(1, n)))
    return (w, round(w * HAND_CARD[1] / HAND_CARD[0]))


def _hand(surface: pygame.Surface, fonts: Any, images: render.Images, block: dict[str, Any], body: pygame.Rect) -> None:
    x = body.x
    highlight = set(block.get("highlight", []))
    size = hand_card(block, body.w)
    for group in block["groups"]:
        start = x
        for code in group["cards"]:
            img = images.get(code, size)
            r = surface.blit(img, (x, body.y + 2))
            if code in highlight:
                render.outline(surface, r)
            x += size[0] + 4
        if group.get("label"):
            text(surface, fonts, group["label"], 15, IVORY_DIM, ((start + x - 4) // 2, body.y + size[1] + 16),
                 max_width=max(60, x - start + 10))
        x += 18


def _tile_hand(surface: pygame.Surface, fonts: Any, images: render.Images, block: dict[str, Any], body: pygame.Rect,
               marked: frozenset[str]) -> None:
    """A hand of tiles lying face up, set by set, each set's label beneath it."""
    size = hand_tile(block, body.w + 24)
    x = body.x
    highlight = set(block.get("highlight", []))
    for group in block["groups"]:
        start = x
        for code in group["cards"]:
            r = surface.blit(render.piece(images, code, size, marked=code in marked), (x, body.y + 2))
            if code in highlight:
                render.outline(surface, r)
            x += size[0] + TILE_GAP
        for i, line in enumerate(label_lines(fonts, group.get("label", ""), label_room(group, size))):
            text(surface, fonts, line, 15, IVORY_DIM, ((start + x - TILE_GAP) // 2, body.y + size[1] + 16 + i * LABEL_LINE),
                 max_width=label_room(group, size))
        x += TILE_GROUP_GAP - TILE_GAP


def label_room(group: dict[str, Any], size: tuple[int, int]) -> int:
    """The width a set's label may take beneath its tiles: the set's own and most of the gap to
    the next set (two lone tiles side by side must not run their labels together)."""
    return len(group["cards"]) * (size[0] + TILE_GAP) - TILE_GAP + TILE_GROUP_GAP - 4


def label_lines(fonts: Any, label: str, width: int) -> list[str]:
    """A set's label on at most two lines (a long one, 'Chow (順子) · laizi as 7 Bamboo', would
    otherwise be cut to nothing useful); the second is shortened if it must be."""
    if not label:
        return []
    if any(fonts.get(15).size(word)[0] > width for word in label.split()):
        return [label]  # a word wider than the set: one line, shrunk, rather than the word cut in two
    return wrap(fonts, label, 15, width)[:2]


def _tile_cards(surface: pygame.Surface, fonts: Any, images: render.Images, block: dict[str, Any], body: pygame.Rect,
                marked: frozenset[str]) -> None:
    """Text, then a row of tiles lying face up."""
    y = body.y + LINE_H // 2
    for line in block.get("text", "").split("\n"):
        for part in wrap(fonts, line, 17, body.w) if line else []:
            text(surface, fonts, part, 17, IVORY, (body.x, y), "midleft", max_width=body.w)
            y += LINE_H
    size = images.shape(SMALL_TILE_H)
    x = body.x
    for code in block["cards"]:
        surface.blit(render.piece(images, code, size, marked=code in marked), (x, y - LINE_H // 2 + 4))
        x += size[0] + 4


def rows_split(block: dict[str, Any], fonts: Any, width: int) -> int:
    """Where the English of a rows block begins: after what the longest original term needs (at
    most 9/20 of ``width``), so the English, the longer text, keeps the rest."""
    widest = max((fonts.get(18).size(row.get("original", ""))[0] for row in block["rows"]), default=0)
    return min(width * 9 // 20, widest + 16)


def english_lines(row: dict[str, Any], fonts: Any, width: int, split: int) -> list[str]:
    """A row's English, wrapped to the room between the original term and the value."""
    english = row.get("english", "")
    return wrap(fonts, english, 17, width - split - 70) if english else []


def row_height(row: dict[str, Any], lines: list[str]) -> int:
    """A row of words (its English on as many lines as it needs), with a line of the cards it
    scores beneath when it names them (a declared quint)."""
    return ROW_H + LINE_H * max(0, len(lines) - 1) + (ROW_CARD[1] + 4 if row.get("cards") else 0)


def _rows(surface: pygame.Surface, fonts: Any, images: render.Images, block: dict[str, Any], body: pygame.Rect) -> None:
    top = body.y
    split = rows_split(block, fonts, body.w)
    for row in block["rows"]:
        y = top + ROW_H // 2
        lines = english_lines(row, fonts, body.w, split)
        column = split if lines else body.w - 70
        text(surface, fonts, row.get("original", ""), 18, IVORY, (body.x, y), "midleft", max_width=column - 8)
        for i, line in enumerate(lines):
            text(surface, fonts, line, 17, IVORY_DIM, (body.x + split, y + i * LINE_H), "midleft",
                 max_width=body.w - split - 70)
        text(surface, fonts, row.get("value", ""), 18, GOLD, (body.right, y), "midright", bold=True, max_width=68)
        x = body.x + split
        for code in row.get("cards", []):
            surface.blit(render.piece(images, code, ROW_CARD), (x, top + ROW_H + LINE_H * max(0, len(lines) - 1)))
            x += ROW_CARD[0] + 3
        top += row_height(row, lines)


def _lines(surface: pygame.Surface, fonts: Any, images: render.Images, block: dict[str, Any], body: pygame.Rect) -> None:
    y = body.y + LINE_H // 2
    for line in block["lines"]:
        for part in wrap(fonts, line, 17, body.w):
            text(surface, fonts, part, 17, IVORY, (body.x, y), "midleft", max_width=body.w)
            y += LINE_H


def _cards(surface: pygame.Surface, fonts: Any, images: render.Images, block: dict[str, Any], body: pygame.Rect) -> None:
    y = body.y + LINE_H // 2
    for line in block.get("text", "").split("\n"):
        for part in wrap(fonts, line, 17, body.w) if line else []:
            text(surface, fonts, part, 17, IVORY, (body.x, y), "midleft", max_width=body.w)
            y += LINE_H
    x = body.x
    for code in block["cards"]:
        surface.blit(images.get(code, SMALL_CARD), (x, y - LINE_H // 2 + 4))
        x += SMALL_CARD[0] + 6


def _table(surface: pygame.Surface, fonts: Any, images: render.Images, block: dict[str, Any], body: pygame.Rect) -> None:
    columns, rows = block["columns"], block["rows"]
    for px in (16, 15, 14, 13):  # one size for the whole table, the largest that fits (then cells shorten)
        font = fonts.get(px)
        widths = [max(font.size(str(c))[0] for c in [columns[j]] + [r[j] for r in rows]) + 14 for j in range(len(columns))]
        if sum(widths) <= body.w:
            break
    widths[0] += max(0, body.w - sum(widths))  # spare room goes to the first column (names, labels)
    xs = [body.x + sum(widths[:j]) for j in range(len(columns))]
    y = body.y + ROW_H // 2
    for j, head in enumerate(columns):
        numeric = j > 0 and rows and all(_numeric(str(r[j])) for r in rows)
        _cell(surface, fonts, px, head, xs[j], widths[j], y, GOLD, True, numeric)
    pygame.draw.line(surface, GOLD_DARK, (body.x, y + 11), (body.right, y + 11))
    for i, row in enumerate(rows):
        y = body.y + ROW_H + (ROW_H - 3) * i + (ROW_H - 3) // 2
        for j, cell in enumerate(row):
            _cell(surface, fonts, px, str(cell), xs[j], widths[j], y, IVORY, False, j > 0 and _numeric(str(cell)))


def _cell(surface: pygame.Surface, fonts: Any, px: int, s: str, x: float, w: float, y: int, color: tuple[int, int, int],
          bold: bool, right: bool) -> None:
    if not right:
        text(surface, fonts, s, px, color, (round(x), y), "midleft", bold=bold, max_width=max(10, round(w) - 8))
    else:
        text(surface, fonts, s, px, color, (round(x + w) - 8, y), "midright", bold=bold, max_width=max(10, round(w) - 8))


def _numeric(s: str) -> bool:
    return bool(s) and s.replace(",", "").replace(".", "").lstrip("+-").isdigit()

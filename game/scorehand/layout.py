"""Where the Score-a-hand screen puts things (1280×800 logical pixels): the game chooser, the rows
of zones on the left with the palette beneath, the conditions on the right, the buttons below.
Pure geometry: the scene draws and hit-tests the same rectangles."""

from __future__ import annotations

import pygame

from game.scorehand.form import Adapter, Entry, Group
from game.tileart import size_for

GAME = pygame.Rect(40, 112, 520, 38)
LEFT_X, LEFT_W = 40, 820
ROWS_TOP = 162
ROW_H = 48
MIN_ROW_H = 36  # nine rows (Wuhan's hand and melds of every seat) still fit above a palette of tiles
ADD_H = 40  # the row of add buttons beneath the rows
LABEL_W = 120
FIELD_BOX = (150, 32)
ROW_PIECE_W = 28  # a piece's width in a row and in the palette
PIECE_GAP = 2
PALETTE_GAP = 6
RIGHT = pygame.Rect(880, 112, 360, 590)
TABS_H = 38
FIELD_ROW_H = 40
VALUE_W = 178
MESSAGE = pygame.Rect(40, 664, 820, 44)
SUMMARY_H = 22  # a line of a game's deals where no row is laid out
BUTTONS_Y, BUTTON_H = 726, 48


def piece_size(material: str) -> tuple[int, int]:
    """A piece lying face up in a row or the palette: a tile with its thickness, or a 5:7 card."""
    if material == "cards":
        return (ROW_PIECE_W, round(ROW_PIECE_W * 7 / 5))
    return size_for("lying", ROW_PIECE_W)


def shown_groups(adapter: Adapter, entry: Entry) -> list[Group]:
    return [g for g in entry.groups if adapter.zone(g.zone).shown(entry)]


def row_rects(adapter: Adapter, entry: Entry, bottom: int) -> list[tuple[Group, pygame.Rect]]:
    """One row per shown group, in the order of the adapter's zones (a zone's groups together),
    lower when many must fit above ``bottom`` (the add buttons and the palette's caption)."""
    order = {z.id: i for i, z in enumerate(adapter.zones)}
    groups = sorted(shown_groups(adapter, entry), key=lambda g: order[g.zone])
    step = max(MIN_ROW_H, min(ROW_H, (bottom - ADD_H - ROWS_TOP) // max(1, len(groups))))
    return [(g, pygame.Rect(LEFT_X, ROWS_TOP + i * step, LEFT_W, step - 4)) for i, g in enumerate(groups)]


def row_piece_size(material: str, row: pygame.Rect) -> tuple[int, int]:
    """A piece in a row: the palette's size, smaller in a lower row."""
    w, h = piece_size(material)
    room = row.h - 2
    if h <= room:
        return (w, h)
    if material == "cards":
        return (round(room * 5 / 7), room)
    width = w
    while width > 12 and size_for("lying", width)[1] > room:
        width -= 1
    return size_for("lying", width)


def group_field_rects(row: pygame.Rect, n: int) -> list[pygame.Rect]:
    """A group's own fields (a meld's kind, from whom), after its label."""
    w, h = FIELD_BOX[0], min(FIELD_BOX[1], row.h - 4)
    return [pygame.Rect(row.x + LABEL_W + i * (w + 8), row.centery - h // 2, w, h) for i in range(n)]


def pieces_x(row: pygame.Rect, fields: int) -> int:
    return row.x + LABEL_W + fields * (FIELD_BOX[0] + 8) + 6


def piece_rects(row: pygame.Rect, fields: int, n: int, size: tuple[int, int]) -> list[pygame.Rect]:
    """The pieces of a row, overlapping a little when many (Piquet's 24 trick cards) must fit."""
    x = pieces_x(row, fields)
    room = remove_rect(row).x - 6 - x - size[0]
    step = min(size[0] + PIECE_GAP, room // max(1, n - 1))
    return [pygame.Rect(x + i * step, row.centery - size[1] // 2, *size) for i in range(n)]


def remove_rect(row: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(row.right - 34, row.centery - 15, 30, 30)


def add_rect(after: pygame.Rect, index: int) -> pygame.Rect:
    """The button that adds a group of a kind (a meld), in the row after the last one."""
    return pygame.Rect(LEFT_X + index * 190, after.bottom + 4, 180, ADD_H - 6)


def palette_rects(top: int, n: int, size: tuple[int, int]) -> list[pygame.Rect]:
    """The palette in rows as wide as the left side, from ``top``."""
    per_row = max(1, (LEFT_W + PALETTE_GAP) // (size[0] + PALETTE_GAP))
    return [pygame.Rect(LEFT_X + (i % per_row) * (size[0] + PALETTE_GAP), top + (i // per_row) * (size[1] + 8), *size)
            for i in range(n)]


def palette_top(n: int, size: tuple[int, int]) -> int:
    """The palette sits just above the message line (its caption above it)."""
    per_row = max(1, (LEFT_W + PALETTE_GAP) // (size[0] + PALETTE_GAP))
    rows = -(-n // per_row)
    return MESSAGE.y - 8 - rows * (size[1] + 8)


def tab_rects(n: int) -> list[pygame.Rect]:
    w = (RIGHT.w + 8) // n
    return [pygame.Rect(RIGHT.x + i * w, RIGHT.y, w - 8, TABS_H) for i in range(n)]


def field_rects(n: int) -> list[pygame.Rect]:
    top = RIGHT.y + TABS_H + 12
    return [pygame.Rect(RIGHT.x, top + i * FIELD_ROW_H, RIGHT.w, FIELD_ROW_H - 4) for i in range(n)]


def value_rect(row: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(row.right - VALUE_W, row.y, VALUE_W, row.h)


def button_rects() -> dict[str, pygame.Rect]:
    return {"back": pygame.Rect(40, BUTTONS_Y, 160, BUTTON_H), "clear": pygame.Rect(216, BUTTONS_Y, 160, BUTTON_H),
            "example": pygame.Rect(392, BUTTONS_Y, 220, BUTTON_H),
            "score": pygame.Rect(1040, BUTTONS_Y, 200, BUTTON_H)}

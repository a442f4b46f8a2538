"""Drawing the Score-a-hand screen from its layout (game/scorehand/layout.py): the game chooser,
the rows being built (the one that takes the next piece framed in gold), the palette (pieces used
up are dimmed), the conditions and options, the message line and the buttons."""

from __future__ import annotations

from typing import Any

import pygame

from game.look import GOLD, GOLD_DARK, INK, IVORY, IVORY_DIM, WOOD, WOOD_DARK, panel, text
from game.scorehand import layout as L
from game.scorehand.form import Field, Values
from game.table import render
from rules.core.text import tr

ROW_FILL = (24, 16, 10, 120)


def value_box(surface: pygame.Surface, fonts: Any, rect: pygame.Rect, label: str) -> None:
    """A value with a step-back arrow at its left and a step-on arrow at its right."""
    panel(surface, rect, IVORY, WOOD_DARK, radius=8, drop=False)
    text(surface, fonts, label, 16, INK, rect.center, max_width=rect.w - 52)
    for x, sign in ((rect.x + 14, "‹"), (rect.right - 14, "›")):
        text(surface, fonts, sign, 22, WOOD, (x, rect.centery - 2), bold=True)


def label_of(f: Field, scene: Any, values: Values) -> str:
    return dict(f.choices(scene.entry, values)).get(values.get(f.id), str(values.get(f.id)))


def draw_screen(scene: Any, surface: pygame.Surface) -> None:
    fonts, ad, entry = scene.app.fonts, scene.adapter, scene.entry
    value_box(surface, fonts, L.GAME, scene.names[scene.game])
    size = L.piece_size(ad.material)
    rows = scene.rows()
    active = scene.active_group()
    marked = frozenset(ad.marked(entry))
    for group, row in rows:
        zone = ad.zone(group.zone)
        panel(surface, row, ROW_FILL, GOLD if group is active else GOLD_DARK, radius=8, drop=False,
              width=3 if group is active else 1)
        n = len(entry.zone(group.zone))
        label = zone.label if zone.most == 1 or n == 1 else f"{zone.label} {entry.zone(group.zone).index(group) + 1}"
        count = f"{zone.tag} · {len(group.pieces)}/{zone.limit}" if zone.tag else f"{len(group.pieces)}/{zone.limit}"
        colour = GOLD if group is active else IVORY
        if row.h >= 40:  # the count beneath the label, or beside it in a low row
            text(surface, fonts, label, 16, colour, (row.x + 10, row.centery - 8), "midleft", bold=True,
                 max_width=L.LABEL_W - 14)
            text(surface, fonts, count, 14, IVORY_DIM, (row.x + 10, row.centery + 11), "midleft")
        else:
            text(surface, fonts, f"{label} {count}", 15, colour, (row.x + 10, row.centery), "midleft", bold=True,
                 max_width=L.LABEL_W - 8)
        fields = [f for f in zone.fields if f.shown(entry, group.values)]
        for f, rect in zip(fields, L.group_field_rects(row, len(fields))):
            value_box(surface, fonts, rect, label_of(f, scene, group.values))
        row_size = L.row_piece_size(ad.material, row)
        for code, rect in zip(group.pieces, L.piece_rects(row, len(fields), len(group.pieces), row_size)):
            surface.blit(render.piece(scene.images, code, row_size, marked=code in marked), rect)
        if zone.most > 1:
            r = L.remove_rect(row)
            panel(surface, r, (90, 40, 30), GOLD_DARK, radius=15, drop=False)
            text(surface, fonts, "×", 20, IVORY, r.center, bold=True)
    if not rows:  # a drawn hand is settled from its conditions alone; a game of 99 lists its deals
        _summary(scene, surface)
    for zone_id, rect in scene.add_buttons(rows):
        panel(surface, rect, WOOD, GOLD_DARK, radius=8, drop=False)
        text(surface, fonts, tr("+ {zone}", zone=ad.zone(zone_id).label), 16, GOLD, rect.center, bold=True,
             max_width=rect.w - 12)
    _palette(scene, surface, size)
    _fields(scene, surface)
    if scene.message:
        panel(surface, L.MESSAGE, (120, 30, 24, 220) if scene.warn else (0, 0, 0, 110), GOLD_DARK, radius=8, drop=False)
        text(surface, fonts, scene.message, 16, IVORY, (L.MESSAGE.x + 12, L.MESSAGE.centery), "midleft",
             max_width=L.MESSAGE.w - 24)
    labels = {"back": tr("Back"), "clear": tr("Clear"), "example": tr("Worked example"), "score": tr("Score")}
    for key, button in scene.buttons.items():
        if key != "example" or scene.examples:
            button.label = labels[key]
            button.draw(surface, fonts, False)


def _summary(scene: Any, surface: pygame.Surface) -> None:
    lines = scene.adapter.summary(scene.entry)
    if not lines:
        text(surface, scene.app.fonts, tr("Nothing to lay out: choose the conditions on the right, then Score"), 18,
             IVORY_DIM, (L.LEFT_X + L.LEFT_W // 2, L.ROWS_TOP + 120), max_width=L.LEFT_W - 40)
        return
    per_column = (L.MESSAGE.y - 16 - L.ROWS_TOP) // L.SUMMARY_H
    for i, line in enumerate(lines[-2 * per_column:]):  # the latest deals when more than two columns hold
        x = L.LEFT_X + (i // per_column) * (L.LEFT_W // 2)
        y = L.ROWS_TOP + (i % per_column) * L.SUMMARY_H + L.SUMMARY_H // 2
        text(surface, scene.app.fonts, line, 15, GOLD if line.startswith("▶") else IVORY, (x, y), "midleft",
             max_width=L.LEFT_W // 2 - 12)


def _palette(scene: Any, surface: pygame.Surface, size: tuple[int, int]) -> None:
    ad, entry = scene.adapter, scene.entry
    places = scene.palette_places()
    group = scene.active_group()
    zones = {z.id: z for z in ad.zones}
    used = entry.used(zones, zones[group.zone].pool if group else "main")
    if not places:
        return
    top = places[0][1].y
    note = ad.note(group.zone, entry) if group else ""
    caption = tr("Click a piece to put it in the framed row") + (f" — {note}" if note else "")
    text(surface, scene.app.fonts, caption, 15, IVORY_DIM, (L.LEFT_X, top - 12), "midleft", max_width=L.LEFT_W)
    marked = frozenset(ad.marked(entry))
    for i, (code, rect) in enumerate(places):
        surface.blit(render.piece(scene.images, code, size, marked=code in marked), rect)
        if used[code] >= ad.copies(code):
            render.shade(surface, rect)
        if i == scene.cursor and scene.keyboard:
            render.outline(surface, rect)


def _fields(scene: Any, surface: pygame.Surface) -> None:
    fonts = scene.app.fonts
    pages = scene.pages()
    for (page, label), rect in zip(pages, L.tab_rects(len(pages))):  # the n-th field answers key n
        on = page == scene.page
        panel(surface, rect, GOLD if on else WOOD, GOLD_DARK, radius=8, drop=False)
        text(surface, fonts, label, 18, INK if on else IVORY, rect.center, bold=on)
    fields = scene.shown_fields()
    for i, (f, rect) in enumerate(zip(fields, L.field_rects(len(fields)))):
        label = f"{i + 1}  {f.label}" if scene.keyboard and i < 9 else f.label  # the key that steps it
        text(surface, fonts, label, 15, IVORY, (rect.x, rect.centery), "midleft", max_width=rect.w - L.VALUE_W - 8)
        value_box(surface, fonts, L.value_rect(rect).inflate(0, -4), label_of(f, scene, scene.entry.values))

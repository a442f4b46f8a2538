"""A score sheet never runs under its button: a sheet too tall for the two columns is drawn smaller."""

from __future__ import annotations

from game.app import App
from game.table.results import BOTTOM, BOTTOM_LEFT, TOP, place


def _sheet(blocks: int, lines: int) -> dict:
    return {"kind": "win", "title": "T", "blocks": [
        {"type": "lines", "title": f"Block {i}", "lines": [f"line {j}" for j in range(lines)]} for i in range(blocks)]}


def _fits(placed: list, scale: float) -> bool:
    right_x = max(rect.x for _, rect in placed)
    for _, rect in placed:
        limit = BOTTOM if rect.x == right_x else BOTTOM_LEFT
        if TOP + (rect.bottom - TOP) * scale > limit + 0.5:
            return False
    return True


def test_a_short_sheet_is_drawn_at_full_size(app: App) -> None:
    placed, scale = place(_sheet(3, 2), app.fonts, 1280)
    assert scale == 1 and _fits(placed, scale)


def test_a_tall_sheet_is_scaled_to_fit_above_the_button(app: App) -> None:
    placed, scale = place(_sheet(12, 6), app.fonts, 1280)
    assert scale < 1
    assert _fits(placed, scale)
    assert not _fits(placed, 1.0)  # at full size it would run under the button

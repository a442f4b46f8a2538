"""The real TableScene seated at the mahjong table with a hand-written model in place of the
rules' (tests/game/mahjong_model.py): a Wuhan session gives it seats and turns, and the variant's
``table`` (and ``sheet``) are replaced by the fixture, so the drawing is tested alone."""

from __future__ import annotations

from typing import Any

import pytest

from game.table import MatchConfig, SeatConfig, TableScene
from rules.core.options import resolve
from rules.core.registry import get_variant


def mahjong_table(app: Any, monkeypatch: pytest.MonkeyPatch, model: dict[str, Any]) -> TableScene:
    variant = get_variant("wuhan")
    monkeypatch.setattr(type(variant), "table", lambda self, view, meta: model, raising=False)
    monkeypatch.setattr(type(variant), "sheet", lambda self, event, view, meta: None, raising=False)
    players = model["players"]
    options = resolve(variant.options, {"variant": "jingzhou"} if players == 3 else {})
    seats = [SeatConfig("human", "", "You")] + [SeatConfig("cpu", "normal", f"CPU {i}") for i in range(1, players)]
    app.settings.animation_speed = 0
    scene = TableScene(app, MatchConfig("wuhan", players, seats, options, 3), autosave=False)
    app.push(scene)
    return scene

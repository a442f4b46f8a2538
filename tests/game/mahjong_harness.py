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


def save_and_continue(app: Any, variant_id: str, players: int, names: list[str]) -> tuple[TableScene, TableScene]:
    """A person (seat 0, the dealer) discards at a new table against easy CPUs, which play on a
    while; the table quits, and Continue on the title seats the saved match again. Checks the
    autosave of the move and its replay; returns the first table and the continued one."""
    from game.scenes.title import TitleScene
    from rules.core.command import Command
    from rules.core.session import Session
    from tests.game.conftest import FRAME, click
    from tests.game.test_table_play import drag, river, slot_of

    options = resolve(get_variant(variant_id).options, {})
    seed = next(s for s in range(100) if Session(variant_id, players, options, seed=s).state.dealer == 0)
    seats = [SeatConfig("human", "", names[0])] + [SeatConfig("cpu", "easy", names[i]) for i in range(1, players)]
    app.settings.animation_speed = 0
    scene = TableScene(app, MatchConfig(variant_id, players, seats, options, seed))
    app.push(scene)
    app.step([], FRAME)
    first = scene.hand_slots()[0].code
    drag(app, slot_of(scene, first).center, river(scene))
    data = app.saves.load_autosave()
    assert data is not None and data["record"]["log"][0] == Command(0, "discard", (first,)).to_json()
    for _ in range(40):
        app.step([], FRAME)
    scene.on_quit()
    data = app.saves.load_autosave()
    resumed = TableScene.from_save(app, data)
    assert resumed.session.digest() == scene.session.digest() == data["record"]["digest"]
    resumed.worker.close()
    app.to_title()
    title = app.top
    assert isinstance(title, TitleScene)
    click(app, next(w for w in title.form.widgets if getattr(w, "label", "") == "Continue").rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table is not scene
    assert table.session.log == scene.session.log and table.viewer == 0
    return scene, table

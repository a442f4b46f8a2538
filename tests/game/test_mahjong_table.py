"""The generic table draws a mahjong model (``"material": "tiles"``) with the tile art, headless:
a hand-written model (tests/game/mahjong_model.py) in the real TableScene, 4 and 3 seats. Every
zone lays out its most tiles inside itself, the tile art is asked for the right pose and turn of
each tile, the laizi is drawn marked everywhere, sheets of tiles draw tiles, and Emperor's cards
are untouched."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app import App
from game.settings import Settings
from game.table import MatchConfig, SeatConfig, TableScene, render
from game.table.results import HandResultScene
from game.tileart import TileArt
from tests.game.mahjong_harness import mahjong_table
from tests.game.mahjong_model import mahjong_model, win_sheet

TURNS = {4: {0: 0, 1: 90, 2: 180, 3: 270}, 3: {0: 0, 1: 90, 2: 270}}


def record_tiles(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Every tile the table asks of TileArt: code, size, pose, marked, rotation."""
    asked: list[dict[str, Any]] = []
    real = TileArt.tile

    def tile(self, code, size, pose="standing", marked=False, learner=None, rotation=0):
        asked.append({"code": code, "size": tuple(size), "pose": pose, "marked": marked, "rotation": rotation})
        return real(self, code, size, pose, marked, learner, rotation)

    monkeypatch.setattr(TileArt, "tile", tile)
    return asked


@pytest.mark.parametrize("players", (4, 3))
def test_every_zone_lays_out_its_most_tiles_inside_itself(app: App, monkeypatch: pytest.MonkeyPatch, players: int) -> None:
    scene = mahjong_table(app, monkeypatch, mahjong_model(players, full=True))
    assert isinstance(scene.images, render.TileImages)
    by_zone: dict[str, list[pygame.Rect]] = {}
    for slot in scene.slots:
        by_zone.setdefault(slot.zone, []).append(slot.rect)
    for p in range(players):
        assert len(by_zone[f"hand_{p}"]) == 14 and len(by_zone[f"river_{p}"]) == 24
        assert len(by_zone[f"melds_{p}"]) == 16 and len(by_zone[f"flowers_{p}"]) == 8
    for zone, rects in by_zone.items():
        room = scene.zones[zone][0].inflate(2, 2)
        assert all(room.contains(r) for r in rects), zone
    zones = sorted(by_zone)
    for i, a in enumerate(zones):
        for b in zones[i + 1:]:
            assert not any(r.collidelist(by_zone[b]) >= 0 for r in by_zone[a]), f"{a} overlaps {b}"
    # copies of one tile are told apart, so each slides on its own
    assert len({s.key for s in scene.slots}) == len(scene.slots)


@pytest.mark.parametrize("players", (4, 3))
def test_each_tile_is_asked_in_its_pose_and_turn(app: App, monkeypatch: pytest.MonkeyPatch, players: int) -> None:
    model = mahjong_model(players, full=True)
    scene = mahjong_table(app, monkeypatch, model)
    asked = record_tiles(monkeypatch)
    app.draw()
    expected = []
    for slot in scene.slots:
        if slot.zone == "stock":
            continue
        p = int(slot.zone.rsplit("_", 1)[1]) if slot.zone[-1].isdigit() else 0
        pose = "standing" if slot.zone.startswith("hand") else "lying"
        if slot.index in model["piles"][slot.zone].get("sideways", []):
            pose = "sideways"
        expected.append((slot.code, pose, TURNS[players][p], slot.code == "5p"))
    seen = [(a["code"], a["pose"], a["rotation"], a["marked"]) for a in asked]
    for item in expected:
        assert item in seen, item
    # the own hand stands upright and large; the others' hands are backs turned to their owners
    assert ("7s", "standing", 0, False) in seen
    assert {a["size"][0] for a in asked if a["pose"] == "standing" and a["code"] is not None} == {52}
    for p in range(1, players):
        assert (None, "standing", TURNS[players][p], False) in seen
    # each seat's claimed tiles lie sideways, turned with their seat
    for p in range(players):
        assert ("9p", "sideways", TURNS[players][p], False) in seen


def test_the_laizi_is_marked_everywhere_it_shows(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    model = mahjong_model(4)
    scene = mahjong_table(app, monkeypatch, model)
    asked = record_tiles(monkeypatch)
    scene._base = None  # the waits panel is drawn again
    app.draw()
    laizi = [a for a in asked if a["code"] == "5p"]
    assert laizi and all(a["marked"] for a in laizi)
    assert len(laizi) >= 3  # two in the hand, one in the waits
    assert not any(a["marked"] for a in asked if a["code"] != "5p")


def test_a_sheet_of_tiles_draws_tiles(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = mahjong_table(app, monkeypatch, mahjong_model(4))
    asked = record_tiles(monkeypatch)
    app.push(HandResultScene(app, win_sheet(), scene.images))
    app.draw()
    codes = [a["code"] for a in asked]
    assert codes.count("8m") == 3 and codes.count("4p") == 1
    assert all(a["pose"] == "lying" for a in asked)
    assert all(a["marked"] == (a["code"] == "5p") for a in asked)


def test_a_sheet_of_tiles_from_a_card_table_still_draws_tiles(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    asked = record_tiles(monkeypatch)
    app.push(HandResultScene(app, win_sheet(), render.CardImages(app)))
    app.draw()
    assert len(asked) == 16


def test_emperor_draws_cards_and_never_asks_for_tiles(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_tiles(*args: Any, **kw: Any) -> None:
        raise AssertionError("Emperor drew a tile")

    monkeypatch.setattr(TileArt, "tile", no_tiles)
    seats = [SeatConfig("human", "", "Ann")] + [SeatConfig("cpu", "normal", f"C{i}") for i in range(1, 4)]
    app.settings.animation_speed = 0
    scene = TableScene(app, MatchConfig("emperor", 4, seats, {}, 11), autosave=False)
    app.push(scene)
    app.draw()
    assert isinstance(scene.images, render.CardImages)
    assert all(s.pose is None for s in scene.slots)
    hand = [s for s in scene.slots if s.zone == "hand_0"]
    assert hand and all(s.size == (80, 112) for s in hand)


def test_the_tile_style_is_a_setting(app: App) -> None:
    assert Settings().tile_style == "classic"
    assert app.tiles.style == "classic"
    app.settings.tile_style = "learner"
    assert app.tiles.style == "learner"
    with pytest.raises(ValueError, match="tile_style"):
        Settings.from_json({"tile_style": "gold"})
    assert Settings.from_json(Settings(tile_style="learner").to_json()).tile_style == "learner"


def test_the_settings_screen_has_a_tile_style_row(app: App) -> None:
    from game.scenes.settings_scene import SettingsScene
    from game.widgets import Cycler

    scene = SettingsScene(app)
    app.push(scene)
    app.draw()
    rows = [w for w in scene.form.widgets if isinstance(w, Cycler)]
    labels = [w.label for w in rows]
    assert labels.index("Tile style") == labels.index("Card style") + 1
    tile_row = rows[labels.index("Tile style")]
    assert all(r.rect.bottom <= 700 for r in rows) and tile_row.rect.bottom <= 700


def test_dragging_a_second_copy_of_a_tile_discards_that_tile(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two 5p in the hand are two slots (5p, 5p~2); dropping either on the river plays "5p"."""
    from tests.game.test_table_play import drag

    scene = mahjong_table(app, monkeypatch, mahjong_model(4, full=True))
    played: list[Any] = []
    monkeypatch.setattr(scene, "attempt", lambda command: played.append(command) or True)
    copies = [s for s in scene.hand_slots() if s.code == "5p"]
    assert [s.key for s in copies] == ["5p", "5p~2"]
    drag(app, copies[1].center, scene.zones["river_0"][0].center)
    assert [(c.action, c.cards) for c in played if c.seat == 0] == [("discard", ("5p",))]
    # rearranging the hand moves one copy, and keeps every tile
    hand = [s.code for s in scene.hand_slots()]
    drag(app, scene.hand_slots()[0].center, (scene.hand_slots()[-2].center[0] + 5, scene.hand_slots()[0].center[1]))
    assert sorted(s.code for s in scene.hand_slots()) == sorted(hand)

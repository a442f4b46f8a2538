"""A person at a Kawuxing table, headless: drags, clicks and keys fed through App.step, as the
Wuhan table tests do (tests/game/test_mahjong_play.py).

Stacked walls (tests/kawuxing/rig.py) set the tiles. A call window is opened by submitting the
discarder's move before the table is built, so the person is the seat asked."""

from __future__ import annotations

from typing import Any

import pygame

from game.table import MatchConfig, SeatConfig, TableScene
from game.table.handoff import HandOffScene
from game.table.results import HandResultScene
from game.tileart import TileArt
from rules.core.command import Command as C
from rules.core.options import resolve
from rules.core.registry import get_variant
from rules.core.session import Session

from tests.game.conftest import FRAME, button_for, click, sit_down
from tests.game.mahjong_harness import save_and_continue
from tests.game.test_table_play import buttons, drag, press, river, slot_of
from tests.kawuxing.rig import BASE, rigged

NAMES = ["Ann", "Bob", "Cy", "Di"]


def kwx_table(app, session: Session, humans: tuple[int, ...] = (0,), seed: int = 1) -> TableScene:
    players = session.players
    seats = [SeatConfig("human", "", NAMES[i]) if i in humans else SeatConfig("cpu", "easy", NAMES[i])
             for i in range(players)]
    app.settings.animation_speed = 0
    scene = TableScene(app, MatchConfig("kawuxing", players, seats, session.options, seed), session)
    return sit_down(app, scene)


def commands(scene: TableScene) -> list[C]:
    return [c for _, c in scene.current_buttons() if c is not None]


def frozen_cpus(monkeypatch, scene: TableScene) -> None:
    monkeypatch.setattr(scene, "cpu_turn", lambda seat, dt: None)


def test_dragging_a_tile_onto_the_river_discards_it(app, monkeypatch) -> None:
    session = rigged(BASE)
    scene = kwx_table(app, session)
    frozen_cpus(monkeypatch, scene)
    assert scene.drop_zones("Wh") == ["river_0"]
    drag(app, slot_of(scene, "Wh").center, river(scene))
    assert session.log[0] == C(0, "discard", ("Wh",))
    assert scene.model["piles"]["river_0"]["cards"] == ["Wh"] and len(scene.hand_slots()) == 13


def test_a_refused_drop_slides_back_with_the_reason(app, monkeypatch) -> None:
    session = rigged(BASE)
    scene = kwx_table(app, session)
    frozen_cpus(monkeypatch, scene)
    drag(app, slot_of(scene, "Wh").center, river(scene))
    assert session.to_act() == {1}
    before = session.digest()
    home = slot_of(scene, "9s").center
    drag(app, home, river(scene))
    assert session.digest() == before
    assert scene.message is not None and scene.message[2] and scene.message[0] == "It is not your turn."
    assert scene.pos[slot_of(scene, "9s").key] == home


NINES = "9p 9p 9p 2p 4p 6p 8p 3s 5s 7s Wh Gn 4s"  # Bob holds three 9p: he must kong Ann's 9p (or win)


def test_the_kong_button_kongs_and_is_the_only_call_with_three_held(app) -> None:
    session = rigged({**BASE, 1: NINES, 2: BASE[2].replace("9p", "5p")}, supplements="8s")
    session.submit(C(0, "discard", ("9p",)))
    scene = kwx_table(app, session, humans=(1,))
    assert commands(scene) == [C(1, "kong", ("9p",))]
    kong = button_for(scene, C(1, "kong", ("9p",)))
    assert kong.label == "Kong 明槓 九筒"
    assert scene.status() == "You hold three of this tile: kong it (明槓), or win"
    press(app, kong)
    assert session.log[-1] == C(1, "kong", ("9p",))
    assert session.state.seats[1].melds[-1].kind == "kong_exposed" and session.state.turn == 1
    assert scene.model["piles"]["melds_0"]["cards"] == ["9p"] * 4


PAIR9 = "9p 9p 2p 4p 6p 8p 3s 5s 7s Wh Gn 4s 8s"


def test_the_pung_and_pass_buttons(app) -> None:
    session = rigged({**BASE, 1: PAIR9})
    session.submit(C(0, "discard", ("9p",)))
    scene = kwx_table(app, session, humans=(1,))
    assert set(commands(scene)) == {C(1, "pung", ("9p",)), C(1, "pass")}
    pung = button_for(scene, C(1, "pung", ("9p",)))
    assert pung.label == "Pung 碰 九筒" and button_for(scene, C(1, "pass")).label == "Pass"
    press(app, pung)
    assert session.log[-1] == C(1, "pung", ("9p",)) and session.state.seats[1].melds[-1].kind == "pung"
    assert scene.banner is not None and scene.banner[0] == "Bob: Pung 碰 九筒"
    assert scene.human_turn() == 1 and scene.model["piles"]["melds_0"]["sideways"] == [0]  # from Ann, on his left
    # and Pass on another window
    session = rigged({**BASE, 1: PAIR9})
    session.submit(C(0, "discard", ("9p",)))
    scene = kwx_table(app, session, humans=(1,))
    press(app, button_for(scene, C(1, "pass")))
    assert session.log[-1] == C(1, "pass") and session.state.seats[1].melds == []
    assert session.state.turn == 1 and session.state.drawn is not None


DOUBLE = {
    0: "5p 1p 2p 3p 7p 8p 9p 4s 5s 6s 4s 5s 6s Rd",
    1: "4p 6p 1s 2s 3s 7s 8s 9s Gn Gn Gn Rd Rd",
    2: "4p 6p 1s 2s 3s 7s 8s 9s Wh Wh Wh 3p 3p",
}


def test_the_win_button_wins_on_the_discard_and_the_sheet_shows(app) -> None:
    session = rigged(DOUBLE)
    session.submit(C(0, "discard", ("5p",)))
    session.submit(C(1, "pass"))
    scene = kwx_table(app, session, humans=(2,))
    ron = C(2, "ron", ("5p",))
    assert set(commands(scene)) == {ron, C(2, "pass")}
    assert button_for(scene, ron).label == "Win 胡 五筒" and scene.status() == "Win 胡 on this discard, or pass?"
    press(app, button_for(scene, ron))
    for _ in range(3):
        app.step([], FRAME)
    assert isinstance(app.top, HandResultScene)
    assert app.top.sheet["title"] == "Cy wins on the discard of Ann (放銃)"


READY = {
    0: "1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 1s 1s 2s Rd",
    1: "2p 4p 6p 8p 3s 5s 7s 9s 4s 6s 8s 9p Wh",
    2: "1p 3p 5p 7p 4s 5s 6s 7s 8s 9s 9s 6p 8p",
}


def test_disclosure_by_the_toggle_then_a_drop_and_the_automatic_discard(app, monkeypatch) -> None:
    session = rigged(READY, draws="Wh Gn 7s 4p", options={"disclosure_scope": "waiting_part"})
    scene = kwx_table(app, session)
    frozen_cpus(monkeypatch, scene)
    toggle = buttons(scene)["Disclose 亮倒"]
    press(app, toggle)
    assert scene.toggle == "disclose" and scene.toggle_cards() == {"Rd", "2s"}
    assert "✓ Disclose 亮倒" in buttons(scene)
    drag(app, slot_of(scene, "Rd").center, river(scene))
    assert session.log[0] == C(0, "disclose", ("Rd",)) and session.state.seats[0].disclosed
    # Bob and Cy discard what they drew; Ann draws 7s, and the table discards it for her (her only move)
    assert scene.attempt(C(1, "discard", ("Wh",))) and scene.attempt(C(2, "discard", ("Gn",)))
    assert session.legal(0) == [C(0, "discard", ("7s",))]
    app.step([], FRAME)
    assert session.log[1:4] == [C(1, "discard", ("Wh",)), C(2, "discard", ("Gn",)), C(0, "discard", ("7s",))]
    # others see her waiting part face up
    bob = model_of(session, 1)
    assert [c for c in bob["piles"]["hand_2"]["cards"] if c] == ["1s", "1s", "1s", "2s"]


def model_of(session: Session, seat: int) -> dict[str, Any]:
    return session.variant.table(session.view(seat), {"names": NAMES})


def test_autosave_and_continue_mid_hand(app) -> None:
    _, table = save_and_continue(app, "kawuxing", 3, NAMES)
    assert table.model["players"] == 3


def record_tiles(monkeypatch) -> list[Any]:
    drawn: list[Any] = []
    real = TileArt.tile

    def tile(self, code, size, pose="standing", marked=False, learner=None, rotation=0):
        drawn.append(code)
        return real(self, code, size, pose, marked, learner, rotation)

    monkeypatch.setattr(TileArt, "tile", tile)
    return drawn


def test_the_hand_off_shows_no_tile_of_the_other_person(app, monkeypatch) -> None:
    # Ann (0) and Bob (1) are people. Ann discards 9p, which Bob may pung.
    session = rigged({**BASE, 1: PAIR9})
    scene = kwx_table(app, session, humans=(0, 1))
    ann_only = {"1p", "3p", "5p", "7p", "1s", "2s", "9s", "Rd"}
    bob_only = {"4p", "8p", "5s", "7s", "8s", "4s"}
    drawn = record_tiles(monkeypatch)
    app.draw()
    assert not bob_only & set(drawn)
    drag(app, slot_of(scene, "9p").center, river(scene))
    app.step([], FRAME)
    assert isinstance(app.top, HandOffScene) and app.top.name == "Bob"
    drawn.clear()
    app.draw()
    assert drawn == []
    click(app, (640, 400))
    assert app.top is scene and scene.viewer == 1
    drawn.clear()
    app.draw()
    assert bob_only <= set(drawn) and not ann_only & set(drawn)
    assert C(1, "pung", ("9p",)) in commands(scene)


def test_a_four_player_rotation_table_seats_the_resting_player(app, monkeypatch) -> None:
    session = rigged(BASE, players=4, resting=3)
    scene = kwx_table(app, session)
    frozen_cpus(monkeypatch, scene)
    assert scene.model["players"] == 4 and scene.model["plates"]["plate_3"]["markers"] == ["Sits out (休み)"]
    assert "river_3" in scene.zones and scene.model["piles"]["hand_3"]["cards"] == []
    app.draw()


def test_the_demo_plays_a_hand_to_its_sheet(tmp_path) -> None:
    """``python -m game --autoplay kawuxing --hands 1 --screenshot P``, headless."""
    import game.__main__ as cli

    from game.app import App

    setup = App(settings_dir=tmp_path / "s", data_dir=tmp_path / "d", headless=True)
    setup.settings.animation_speed = 0
    setup.save_settings()
    setup.quit()
    shot = tmp_path / "kawuxing.png"
    args = ["--autoplay", "kawuxing", "--hands", "1", "--screenshot", str(shot), "--settings-dir", str(tmp_path / "s"),
            "--data-dir", str(tmp_path / "d")]
    assert cli.main(args) == 0
    image = pygame.image.load(str(shot))
    colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 800, 40)}
    assert image.get_size() == (1280, 800) and len(colours) > 20


def test_four_at_the_picker_turns_the_rotation_on() -> None:
    """Kawuxing's form option is a bool: the picker keeps it in step with the player count."""
    from game.scenes.forms import fit_form, form_for, form_option

    variant = get_variant("kawuxing")
    assert form_option(variant).id == "four_player_rotation"
    assert form_for(variant, 4) is True and form_for(variant, 3) is False
    assert fit_form("kawuxing", {}, 4)["four_player_rotation"] is True
    assert fit_form("kawuxing", {"four_player_rotation": True}, 3)["four_player_rotation"] is False
    Session("kawuxing", 4, resolve(variant.options, fit_form("kawuxing", {}, 4)), seed=1)  # the rules accept it


def test_anonymous_discards_lie_in_one_pile(app, monkeypatch) -> None:
    # With anonymous_discards the rivers stay empty and every discard lands in the middle pile,
    # which the mahjong maps lay over the rivers (the two are never drawn together).
    session = rigged(BASE, options={"anonymous_discards": True})
    scene = kwx_table(app, session)
    frozen_cpus(monkeypatch, scene)
    drag(app, slot_of(scene, "Wh").center, river(scene))
    assert session.log[0] == C(0, "discard", ("Wh",))
    assert [s.code for s in scene.slots if s.zone == "pile"] == ["Wh"]
    assert not [s for s in scene.slots if s.zone.startswith("river")]

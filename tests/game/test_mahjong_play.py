"""A person at a Wuhan (and Jingzhou) table, headless: drags, clicks and keys fed through App.step,
as the Emperor table tests do (tests/game/test_table_play.py).

Stacked walls (tests/wuhan/rig.py) set the tiles: laizi 5s (indicator 4s), 中 the kong tile. A
call window is opened by submitting the discarder's move before the table is built, so the person
is the first (often the only) seat asked and every step below is deterministic."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.scenes.forms import fit_form
from game.scenes.saved_match import describe
from game.scenes.title import TitleScene
from game.table import MatchConfig, SeatConfig, TableScene
from game.table.handoff import HandOffScene
from game.table.results import HandResultScene
from game.tileart import TileArt
from rules.core.command import Command as C
from rules.core.options import resolve
from rules.core.registry import get_variant
from rules.core.session import Session
from rules.wuhan.tiles import kind_of

from tests.game.conftest import FRAME, button_for, click, sit_down
from tests.game.test_table_play import drag, press, river, slot_of
from tests.wuhan.rig import BASE, adding_kong, meld, rigged

NAMES = ["Ann", "Bob", "Cy", "Di"]
NO_MIN = {"min_points": 0}


def wuhan_table(app, session: Session, humans: tuple[int, ...] = (0,), seed: int = 1) -> TableScene:
    """The table pushed and shown; with several people, the first one to act is seated."""
    players = session.players
    seats = [SeatConfig("human", "", NAMES[i]) if i in humans else SeatConfig("cpu", "normal", NAMES[i])
             for i in range(players)]
    app.settings.animation_speed = 0  # instant: every move lands in the frame it is made
    scene = TableScene(app, MatchConfig("wuhan", players, seats, session.options, seed), session)
    return sit_down(app, scene)


def commands(scene: TableScene) -> list[C]:
    return [c for _, c in scene.current_buttons() if c is not None]


def kinds(tiles: str) -> list[int]:
    return sorted(kind_of(t) for t in tiles.split())


def frozen_cpus(monkeypatch, scene: TableScene) -> None:
    """The CPU seats never move: the table stays on their turn for as long as the test needs."""
    monkeypatch.setattr(scene, "cpu_turn", lambda seat, dt: None)


# -- 1. a drag onto the river discards ---------------------------------------------------------------


def test_dragging_a_tile_onto_the_river_discards_it(app) -> None:
    session = rigged(BASE)
    scene = wuhan_table(app, session)
    # While 東 is dragged, the river is where it may go; nobody may call it.
    assert scene.drop_zones("E") == ["river_0"]
    drag(app, slot_of(scene, "E").center, river(scene))
    assert session.log[0] == C(0, "discard", ("E",))
    ann = session.state.seats[0]
    assert ann.river == [kind_of("E")] and kind_of("E") not in ann.hand and len(ann.hand) == 13
    assert scene.model["piles"]["river_0"]["cards"] == ["E"]
    assert "E" not in [s.code for s in scene.hand_slots()] and len(scene.hand_slots()) == 13


def test_dragging_a_second_copy_discards_that_kind(app) -> None:
    # Three 1p in the hand are three slots; the last of them dropped on the river plays "1p".
    session = rigged(BASE)
    scene = wuhan_table(app, session)
    copies = [s for s in scene.hand_slots() if s.code == "1p"]
    assert len(copies) == 3
    drag(app, copies[2].center, river(scene))
    assert session.log[0] == C(0, "discard", ("1p",))
    assert session.state.seats[0].hand.count(kind_of("1p")) == 2


# -- 2. an illegal drop slides back with the rules' reason ------------------------------------------


def refused_drop(app, scene: TableScene, code: str) -> str:
    """Drag ``code`` onto the river; it must be refused, slide back and leave the state as it was.
    Returns the message the table showed."""
    session = scene.session
    before, log = session.digest(), list(session.log)
    expected = session.validate(C(scene.viewer, "discard", (code,)))
    assert expected is not None  # the rules refuse it
    assert scene.drop_zones(code) == []  # the river does not light up for it
    home = slot_of(scene, code).center
    drag(app, home, river(scene))
    assert session.digest() == before and session.log == log
    assert scene.message is not None and scene.message[2]  # a refusal, in red
    assert scene.message[0] == expected
    assert scene.pos[slot_of(scene, code).key] == home  # slid back home (instantly at speed 0)
    return expected


def test_a_drop_while_another_seat_is_to_move_is_refused(app, monkeypatch) -> None:
    session = rigged(BASE)
    scene = wuhan_table(app, session)
    frozen_cpus(monkeypatch, scene)
    drag(app, slot_of(scene, "E").center, river(scene))
    assert session.to_act() == {1}  # Bob has drawn and thinks (for ever: his CPU is frozen)
    reason = refused_drop(app, scene, "S")
    assert reason == "It is not your turn."
    assert scene.status() == "Bob is thinking…"


def test_a_drop_during_a_call_window_is_refused(app) -> None:
    # Ann discards 9p; Bob (the person) may chi it with 7p 8p: a discard now is not his to make.
    session = rigged(BASE)
    session.submit(C(0, "discard", ("9p",)))
    scene = wuhan_table(app, session, humans=(1,))
    assert scene.human_turn() == 1
    reason = refused_drop(app, scene, "1s")
    assert reason == "A discard is on offer: call it or pass."
    assert C(1, "chi", ("7p", "8p")) in commands(scene)  # the call is still his to make


def test_a_drop_in_the_last_draw_phase_is_refused(app) -> None:
    # Wuhan §8.1: with 14 tiles left nobody discards; Cy's last-phase draw (8m) wins: win or pass.
    hands = dict(BASE)
    hands[2] = "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m"
    session = rigged(hands, draws="東 8m 9m 8m", melds={2: [meld("pung", "西西西", 1)]}, remaining=15, options=NO_MIN)
    session.submit(C(0, "discard", ("9p",)))
    session.submit(C(1, "pass"))
    session.submit(C(1, "discard", ("E",)))
    assert session.state.phase == "last" and session.state.turn == 2
    scene = wuhan_table(app, session, humans=(2,))
    reason = refused_drop(app, scene, "2m")
    assert reason == "In the last-draw phase nobody discards or declares a kong: win or pass."
    assert set(commands(scene)) == {C(2, "win"), C(2, "pass")}


def test_a_drop_while_a_kong_may_be_robbed_is_refused(app) -> None:
    # Bob adds 5p to his Pon; Cy (the person) may rob it (tests/wuhan/test_flow.py).
    session = adding_kong("2m 3m 4m 6p 7p 2s 3s 4s 8s 8s", "6m 7m 8m 2p 3p 4p 4p 6p 2s 2s", dealer=0)
    session.submit(C(1, "added_kong", ("5p",)))
    assert session.state.phase == "rob" and session.to_act() == {2, 3}
    scene = wuhan_table(app, session, humans=(2,))
    reason = refused_drop(app, scene, "8s")
    assert reason == "A tile is being added to a Pon: rob it or pass."


# -- 3. each claim button applies its call ----------------------------------------------------------


CHI_HANDS = {
    # Ann discards 6p; Bob (next) holds 4p 5p 7p 8p: three ways, or 4p 5p 7p: two.
    3: "4p 5p 7p 8p 1s 2s 3s 7s 8s 9s 白 白 北",
    2: "4p 5p 7p 1s 2s 3s 7s 8s 9s 白 白 北 西",
}


@pytest.mark.parametrize("ways", (3, 2))
def test_a_chow_of_several_ways_asks_which(app, ways: int) -> None:
    hands = dict(BASE)
    hands[0] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 南 北 6p"
    hands[1] = CHI_HANDS[ways]
    session = rigged(hands)
    session.submit(C(0, "discard", ("6p",)))
    assert session.to_act() == {1}
    scene = wuhan_table(app, session, humans=(1,))
    every = [("4p", "5p"), ("5p", "7p"), ("7p", "8p")][:ways]
    chis = sorted(c for c in commands(scene) if c.action == "chi")
    assert chis == [C(1, "chi", pair) for pair in every]  # one button per way
    labels = {c.cards: button_for(scene, c).label for c in chis}
    assert labels[("4p", "5p")] == "Chi 吃 四筒 五筒" and labels[("5p", "7p")] == "Chi 吃 五筒 七筒"
    assert len(set(labels.values())) == ways  # each shows its own tiles
    assert set(commands(scene)) == set(chis) | {C(1, "pass")}
    # Hovering a way marks the tiles it would use.
    second = button_for(scene, chis[1])
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=second.rect.center, rel=(0, 0), buttons=(0, 0, 0))], FRAME)
    assert scene.hover is second
    press(app, second)
    assert session.log[-1] == C(1, "chi", ("5p", "7p"))
    bob = session.state.seats[1]
    assert [m.kind for m in bob.melds] == ["chow"] and list(bob.melds[0].tiles) == kinds("5p 6p 7p")
    assert bob.hand.count(kind_of("4p")) == 1 and kind_of("5p") not in bob.hand
    assert session.state.turn == 1 and session.state.phase == "turn"  # Bob discards next
    assert scene.model["piles"]["melds_0"]["cards"] == ["5p", "6p", "7p"]
    assert scene.model["piles"]["river_3"]["cards"] == []  # the 6p left Ann's river
    assert scene.banner is not None and scene.banner[0] == "Bob: Chi 吃 五筒 七筒"


NINES = "9p 9p 9p 2m 5m 8m 2s 6s 西 西 發 發 白"  # Cy holds three 9p: pon or kong Ann's 9p


def nine_window(app) -> tuple[TableScene, Session]:
    """Ann discards 9p; Cy (the person) may pon or kong it; Bob holds nothing to chi it with."""
    hands = dict(BASE)
    hands[1] = "2p 3p 4p 6s 7s 8s 1s 2s 3s 7s 8s 9s 白"
    hands[2] = NINES
    session = rigged(hands)
    session.submit(C(0, "discard", ("9p",)))
    assert session.to_act() == {2}
    scene = wuhan_table(app, session, humans=(2,))
    assert set(commands(scene)) == {C(2, "pon", ("9p",)), C(2, "exposed_kong", ("9p",)), C(2, "pass")}
    return scene, session


def test_the_pon_button_pons(app) -> None:
    scene, session = nine_window(app)
    assert button_for(scene, C(2, "pon", ("9p",))).label == "Pon 碰 九筒"
    press(app, button_for(scene, C(2, "pon", ("9p",))))
    assert session.log[-1] == C(2, "pon", ("9p",))
    cy = session.state.seats[2]
    assert [(m.kind, m.tiles) for m in cy.melds] == [("pung", (kind_of("9p"),) * 3)]
    assert cy.hand.count(kind_of("9p")) == 1 and len(cy.hand) == 11
    assert session.state.turn == 2 and session.state.drawn is None  # Cy discards, no draw
    assert scene.model["piles"]["melds_0"]["cards"] == ["9p"] * 3
    # Her turn to discard; the fourth 9p she kept may be added to the Pon.
    assert scene.human_turn() == 2 and commands(scene) == [C(2, "added_kong", ("9p",))]
    assert scene.status() == "Your turn: declare a kong (槓), or discard a tile"


def test_the_kong_button_kongs_and_draws_a_replacement(app) -> None:
    scene, session = nine_window(app)
    kong = button_for(scene, C(2, "exposed_kong", ("9p",)))
    assert kong.label == "Kong 槓 九筒"
    press(app, kong)
    assert session.log[-1] == C(2, "exposed_kong", ("9p",))
    cy = session.state.seats[2]
    assert [(m.kind, m.tiles) for m in cy.melds] == [("kong_exposed", (kind_of("9p"),) * 4)]
    assert kind_of("9p") not in cy.hand and len(cy.hand) == 11  # 10 left and a replacement
    assert session.state.turn == 2 and session.state.replacement
    assert scene.model["piles"]["melds_0"]["cards"] == ["9p"] * 4


def test_the_pass_button_lets_the_discard_go(app) -> None:
    scene, session = nine_window(app)
    press(app, button_for(scene, C(2, "pass")))
    assert session.log[-1] == C(2, "pass")
    assert session.state.seats[2].melds == [] and session.state.seats[2].hand.count(kind_of("9p")) == 3
    assert session.state.seats[0].river == [kind_of("9p")]
    assert session.to_act() == {1} and session.state.drawn is not None  # Bob has drawn
    assert scene.banner is None  # a pass is announced to nobody


def test_the_win_button_wins_on_the_discard(app) -> None:
    # Ann discards 5m; Cy (a Pon of 西 open) completes 2m3m4m 6p7p8p 2s3s4s 5m5m on it.
    hands = dict(BASE)
    hands[0] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 南 5m 9p"
    hands[2] = "2m 3m 4m 6p 7p 8p 2s 3s 4s 5m"
    session = rigged(hands, melds={2: [meld("pung", "西西西", 1)]}, options=NO_MIN)
    session.submit(C(0, "discard", ("5m",)))
    assert session.to_act() == {2}
    scene = wuhan_table(app, session, humans=(2,))
    ron = C(2, "ron", ("5m",))
    assert set(commands(scene)) == {ron, C(2, "pass")}
    assert button_for(scene, ron).label == "Win 胡 五萬"
    assert scene.status() == "Win 胡 on this discard, or pass?"
    press(app, button_for(scene, ron))
    assert session.log[-1] == ron
    ended = session.state.history[-1]
    assert ended["result"] == "win" and ended["winner"] == 2 and ended["by"] == "ron" and ended["discarder"] == 0
    for _ in range(3):
        app.step([], FRAME)
    assert isinstance(app.top, HandResultScene)
    assert app.top.sheet["title"] == "Cy wins on the discard of Ann (放銃)"


def test_the_rob_button_robs_the_kong(app) -> None:
    session = adding_kong("2m 3m 4m 6p 7p 2s 3s 4s 8s 8s", "6m 7m 8m 2p 3p 4p 7p 7p 1s 1s", dealer=0)
    session.submit(C(1, "added_kong", ("5p",)))
    assert session.state.phase == "rob" and session.to_act() == {2}
    scene = wuhan_table(app, session, humans=(2,))
    rob = C(2, "rob", ("5p",))
    assert set(commands(scene)) == {rob, C(2, "pass")}
    press(app, button_for(scene, rob))
    ended = session.state.history[-1]
    assert session.log[-1] == rob and ended["winner"] == 2 and ended["by"] == "rob"


# On her own turn Ann holds four 1p, 中, the laizi 5s and a fourth 9p to her Pon of 9p.
KONGS = "1p 1p 1p 1p 中 5s 9p 2m 3m 4m 6m"
KONG_OTHERS = {1: BASE[1], 2: "2m 5m 8m 2s 6s 6s 西 西 發 發 白 8p 3p", 3: BASE[3]}


@pytest.mark.parametrize("command, label", [
    (C(0, "concealed_kong", ("1p",)), "Concealed kong 暗槓 一筒"),
    (C(0, "added_kong", ("9p",)), "Added kong 加槓 九筒"),
    (C(0, "hongzhong_kong", ("Rd",)), "Hongzhong kong 紅中槓 中"),
    (C(0, "laizi_kong", ("5s",)), "Laizi kong 頼子槓 五索"),
])
def test_each_kong_of_ones_own_turn_has_its_button(app, command: C, label: str) -> None:
    session = rigged({0: KONGS, **KONG_OTHERS}, melds={0: [meld("pung", "999p", 2)]}, replacements="9s")
    scene = wuhan_table(app, session)
    shown = commands(scene)
    assert {c for c in shown} == {C(0, "concealed_kong", ("1p",)), C(0, "added_kong", ("9p",)),
                                  C(0, "hongzhong_kong", ("Rd",)), C(0, "laizi_kong", ("5s",))}
    rects = [tuple(b.rect) for b, _ in scene.current_buttons()]
    assert len(set(rects)) == len(rects)  # four kongs and the hint, each in a place of its own
    button = button_for(scene, command)
    assert button.label == label
    wall = session.state.wall.remaining
    press(app, button)
    assert session.log == [command]
    ann = session.state.seats[0]
    tile = kind_of(command.cards[0])
    if command.action == "concealed_kong":
        assert ann.melds[-1].kind == "kong_concealed" and tile not in ann.hand
    elif command.action == "added_kong":
        assert [m.kind for m in ann.melds] == ["kong_added"] and tile not in ann.hand
    else:
        assert ann.singles == [(tile, "kong")] and tile not in ann.hand
    # every kong draws a replacement from the tail, and it is still Ann's turn
    assert session.state.replacement and session.state.turn == 0 and session.state.wall.remaining == wall - 1
    assert scene.human_turn() == 0 and len(scene.hand_slots()) == len(ann.hand)


def test_the_win_button_wins_by_self_draw(app) -> None:
    hands = dict(BASE)
    hands[0] = "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m 8m"
    session = rigged(hands, melds={0: [meld("pung", "北北北", 2)]}, drawn="8m", options=NO_MIN)
    scene = wuhan_table(app, session)
    win = C(0, "win")
    assert win in commands(scene)
    assert button_for(scene, win).label == "Win 胡 自摸"
    assert scene.status() == "Your turn: win 胡 by self-draw, or discard a tile"
    assert [s.code for s in scene.hand_slots()][-1] == "8m"  # the drawn tile stands last
    press(app, button_for(scene, win))
    assert session.log == [win]
    ended = session.state.history[-1]
    assert ended["winner"] == 0 and ended["by"] == "self_draw"
    for _ in range(3):
        app.step([], FRAME)
    assert isinstance(app.top, HandResultScene) and app.top.sheet["title"] == "Ann wins by self-draw (自摸)"


# -- 4. autosave and Continue mid-hand ---------------------------------------------------------------


@pytest.mark.parametrize("players, name", [(4, "Hongzhong Laizi Gang  紅中頼子槓"), (3, "Jingzhou (荊州)")])
def test_autosave_and_continue_mid_hand(app, players: int, name: str) -> None:
    variant = get_variant("wuhan")
    options = resolve(variant.options, fit_form("wuhan", {}, players))
    seed = next(s for s in range(100) if Session("wuhan", players, options, seed=s).state.dealer == 0)
    seats = [SeatConfig("human", "", "Ann")] + [SeatConfig("cpu", "normal", NAMES[i]) for i in range(1, players)]
    app.settings.animation_speed = 0
    scene = TableScene(app, MatchConfig("wuhan", players, seats, options, seed))
    app.push(scene)
    app.step([], FRAME)
    first = scene.hand_slots()[0].code
    drag(app, slot_of(scene, first).center, river(scene))
    data = app.saves.load_autosave()
    assert data is not None and data["record"]["log"][0] == C(0, "discard", (first,)).to_json()
    for _ in range(40):  # the CPU seats play on (and Ann may be asked again: she waits)
        app.step([], FRAME)
    assert len(scene.session.log) > 1 and not scene.session.is_over()
    scene.on_quit()
    data = app.saves.load_autosave()
    resumed = TableScene.from_save(app, data)
    assert resumed.session.digest() == scene.session.digest() == data["record"]["digest"]
    assert resumed.session.log == scene.session.log and resumed.viewer == 0
    assert resumed.config == scene.config and resumed.session.state.hand_no == 1
    resumed.worker.close()
    # The title names the game by its form; Continue seats Ann at the same position.
    lines = describe(data)
    assert lines == [name, "Hand 1 · lap 1 of 4", f"Ann against {players - 1} CPU players"]
    app.to_title()
    title = app.top
    assert isinstance(title, TitleScene) and title.saved_lines == lines
    click(app, next(w for w in title.form.widgets if getattr(w, "label", "") == "Continue").rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table is not scene
    assert table.session.digest() == data["record"]["digest"] and table.session.log == scene.session.log
    assert table.viewer == 0 and table.model["players"] == players
    assert [s.code for s in table.hand_slots()] == [s.code for s in scene.hand_slots()]


# -- 5. the hand-off with two people -----------------------------------------------------------------


def record_tiles(monkeypatch) -> list[Any]:
    """Every tile face asked of the tile art (the table asks through TileImages.get)."""
    drawn: list[Any] = []
    real = TileArt.tile

    def tile(self, code, size, pose="standing", marked=False, learner=None, rotation=0):
        drawn.append(code)
        return real(self, code, size, pose, marked, learner, rotation)

    monkeypatch.setattr(TileArt, "tile", tile)
    return drawn


ANN_HIDDEN = {"1m", "2m", "3m", "4m", "6m", "7m", "8m", "1p", "E", "S", "N"}
BOB_HAND = {"2p", "3p", "4p", "6p", "7p", "8p", "1s", "2s", "3s", "7s", "8s", "9s", "Wh"}


def test_the_hand_off_hides_the_other_persons_tiles(app, monkeypatch) -> None:
    # Ann (0) and Bob (1) are people: Ann discards 9p, which Bob may chi.
    session = rigged(BASE)
    scene = wuhan_table(app, session, humans=(0, 1))
    drawn = record_tiles(monkeypatch)
    app.draw()
    assert ANN_HIDDEN <= set(drawn) and not BOB_HAND & set(drawn)  # Ann's table
    drag(app, slot_of(scene, "9p").center, river(scene))
    app.step([], FRAME)
    assert isinstance(app.top, HandOffScene) and app.top.name == "Bob"
    drawn.clear()
    app.draw()
    assert drawn == []  # the hand-off screen is opaque: no tile of anyone is drawn
    click(app, (640, 400))
    assert app.top is scene and scene.viewer == 1
    drawn.clear()
    app.draw()
    # Bob's table: his own tiles, Ann's discard and the indicator face up, nothing else of Ann's.
    assert BOB_HAND | {"9p", "4s"} <= set(drawn)
    assert not ANN_HIDDEN & set(drawn)
    assert scene.model["piles"]["hand_3"]["cards"] == [None] * 13  # Ann, to Bob's left
    assert C(1, "chi", ("7p", "8p")) in commands(scene)


def test_no_tile_of_a_person_shows_while_cpus_play_between_two_people(app, monkeypatch) -> None:
    # Ann (0) and Cy (2) are people, Bob (1) and Di (3) CPUs. Ann discards 東 (nobody calls it);
    # until Cy sits down no tile of Ann's hand is drawn, in any frame.
    session = rigged(BASE)
    scene = wuhan_table(app, session, humans=(0, 2))
    drawn = record_tiles(monkeypatch)
    drag(app, slot_of(scene, "E").center, river(scene))
    for _ in range(400):
        if isinstance(app.top, HandOffScene):
            break
        drawn.clear()
        app.step([], 0.05)
        visible = {c for zone, pile in scene.model["piles"].items() if not zone.startswith("hand") for c in pile["cards"] if c}
        assert not (ANN_HIDDEN - visible) & set(drawn)
        assert scene.covered and set(scene.model["piles"]["hand_0"]["cards"]) == {None}
        assert scene.model["waits"] is None
    assert isinstance(app.top, HandOffScene) and app.top.name == "Cy"

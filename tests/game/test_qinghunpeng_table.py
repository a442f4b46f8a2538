"""A person at a Qing-Hun-Peng table, headless: drags, clicks and keys fed through App.step, as the
Kawuxing table tests do (tests/game/test_kawuxing_table.py).

Stacked walls (tests/qinghunpeng/rig.py) set the tiles. A call window is opened by submitting the
discarder's move before the table is built, so the person is the seat asked. The amounts on the
sheets are worked out by hand in the comments (spec §8-§10)."""

from __future__ import annotations

from typing import Any

import pygame

from game.layout import layout_for
from game.scenes.picker import table_ready
from game.scenes.title import TitleScene
from game.table import MatchConfig, SeatConfig, TableScene
from game.table.handoff import HandOffScene
from game.table.results import HandResultScene
from rules.core.command import Command as C
from rules.core.options import resolve
from rules.core.registry import get_variant
from rules.core.session import Session

from tests.game.conftest import FRAME, button_for, click, sit_down
from tests.game.test_mahjong_play import record_tiles
from tests.game.test_table_play import buttons, drag, key, press, river, slot_of
from tests.qinghunpeng.rig import meld, rigged

NAMES = ["Ann", "Bob", "Cy", "Di"]
# Four hands that do not interfere; seat 0 deals with 14 tiles (tests/qinghunpeng/test_flow.py).
BASE = {
    0: "1m 4m 7m 2p 5p 8p 3s 6s 9s E S W N Wh",
    1: "2m 5m 8m 3p 6p 9p 1s 4s 7s E S W N",
    2: "3m 6m 9m 1p 4p 7p 2s 5s 8s E S W N",
    3: "1m 4m 7m 2p 5p 8p 3s 6s 9s Gn Gn Rd Rd",
}


def qhp_table(app, session: Session, humans: tuple[int, ...] = (0,), seed: int = 1) -> TableScene:
    seats = [SeatConfig("human", "", NAMES[i]) if i in humans else SeatConfig("cpu", "easy", NAMES[i])
             for i in range(4)]
    app.settings.animation_speed = 0
    scene = TableScene(app, MatchConfig("qinghunpeng", 4, seats, session.options, seed), session)
    return sit_down(app, scene)


def commands(scene: TableScene) -> list[C]:
    return [c for _, c in scene.current_buttons() if c is not None]


def frozen_cpus(monkeypatch, scene: TableScene) -> None:
    monkeypatch.setattr(scene, "cpu_turn", lambda seat, dt: None)


def model_of(session: Session, seat: int | None) -> dict[str, Any]:
    return session.variant.table(session.view(seat), {"names": NAMES})


def to_sheet(app) -> dict[str, Any]:
    for _ in range(3):
        app.step([], FRAME)
    assert isinstance(app.top, HandResultScene)
    return app.top.sheet


def block(sheet: dict[str, Any], title: str) -> dict[str, Any]:
    return next(b for b in sheet["blocks"] if b["title"] == title)


# -- the picker, the discard ----------------------------------------------------------------------


def test_the_picker_seats_qinghunpeng_at_the_mahjong_table() -> None:
    assert table_ready("qinghunpeng", 4)
    assert {f"flowers_{p}" for p in range(4)} <= set(layout_for("qinghunpeng", 4).zones)


def test_a_drag_onto_the_river_or_the_keys_discard(app, monkeypatch) -> None:
    session = rigged(BASE, drawn="Wh")
    scene = qhp_table(app, session)
    frozen_cpus(monkeypatch, scene)
    assert scene.drop_zones("Wh") == ["river_0"] and scene.model["piles"]["hand_0"]["fresh"] == ["Wh"]
    drag(app, slot_of(scene, "Wh").center, river(scene))
    assert session.log == [C(0, "discard", ("Wh",))]
    assert scene.model["piles"]["river_0"]["cards"][-1] == "Wh" and len(scene.hand_slots()) == 13
    # a refused drop slides back and says why
    before = session.digest()
    drag(app, slot_of(scene, "9s").center, river(scene))
    assert session.digest() == before and scene.message is not None and scene.message[0] == "It is not your turn."
    # the keys: Right moves along the hand, Enter discards the chosen tile
    session = rigged(BASE, drawn="Wh")
    scene = qhp_table(app, session)
    frozen_cpus(monkeypatch, scene)
    first = scene.hand_slots()[scene.selected].code
    key(app, pygame.K_RIGHT)
    chosen = scene.hand_slots()[scene.selected].code
    assert chosen != first
    key(app, pygame.K_RETURN)
    assert session.log == [C(0, "discard", (chosen,))]


# -- flowers ---------------------------------------------------------------------------------------


def test_flowers_lie_beside_each_seat_and_are_counted_on_the_plates(app, monkeypatch) -> None:
    session = rigged(BASE, drawn="Wh", flowers={0: "F1 F2", 1: "F3", 2: "F4 F5 F6"})
    scene = qhp_table(app, session)
    frozen_cpus(monkeypatch, scene)
    piles, plates = scene.model["piles"], scene.model["plates"]
    assert [piles[f"flowers_{p}"]["cards"] for p in range(4)] == [["F1", "F2"], ["F3"], ["F4", "F5", "F6"], []]
    assert plates["plate_0"]["markers"] == ["Dealer 親", "Flowers 2"]
    assert plates["plate_2"]["markers"] == ["Flowers 3"] and plates["plate_3"]["markers"] == []
    assert {s.code for s in scene.slots if s.zone == "flowers_2"} == {"F4", "F5", "F6"}  # laid in the zone
    app.draw()
    # Cy sees the same flowers from her seat: Ann's lie at her left (position 2 → Ann is across)
    cy = model_of(session, 2)
    assert cy["piles"]["flowers_0"]["cards"] == ["F4", "F5", "F6"] and cy["piles"]["flowers_2"]["cards"] == ["F1", "F2"]


def test_a_drawn_flower_is_replaced_by_itself_and_the_hand_off_hides_each_hand(app, monkeypatch) -> None:
    # Ann and Bob are both people. Ann discards; Bob draws F2: the table lays it out and draws his
    # replacement 5p from the tail by itself, then hands the screen to Bob for his own move.
    session = rigged(BASE, draws="F2", replacements="5p", drawn="Wh")
    scene = qhp_table(app, session, humans=(0, 1))
    ann_only, bob_only = {"1m", "2p", "3s", "Wh"}, {"2m", "3p", "1s"}
    drawn = record_tiles(monkeypatch)
    app.draw()
    assert ann_only <= set(drawn) and not bob_only & set(drawn)
    drag(app, slot_of(scene, "Wh").center, river(scene))
    app.step([], FRAME)
    state = session.state
    assert session.log == [C(0, "discard", ("Wh",))]  # nobody made the flower's moves: they are the rules'
    assert state.seats[1].flowers == [35] and state.turn == 1 and state.replacement and state.drawn == 13
    assert isinstance(app.top, HandOffScene) and app.top.name == "Bob"
    drawn.clear()
    app.draw()
    assert drawn == []  # the hand-off screen shows no tile
    click(app, (640, 400))
    assert scene.viewer == 1 and scene.model["piles"]["flowers_0"]["cards"] == ["F2"]
    assert scene.model["piles"]["hand_0"]["fresh"] == ["5p"] and scene.model["plates"]["plate_0"]["markers"] == ["Flowers 1"]
    drawn.clear()
    app.draw()
    assert bob_only <= set(drawn) and not (ann_only - {"Wh"}) & set(drawn)  # Ann's Wh lies in her river


# -- calls -----------------------------------------------------------------------------------------

TWO_WAYS = {**BASE, 0: "3m 4m 6m 1p 2p 3p 7p 8p 9p E E S S", 3: "1m 4m 7m 2p 5p 8p 3s 6s 9s Gn Gn Rd 5m Wh"}
CROWDED = {**BASE, 0: "3m 4m 6m 7m 5m 5m 5m 1p 2p 3p E E S", 1: "2m 9m 8m 3p 6p 9p 1s 4s 7s E S W N", 3: "1m 4m 7m 2p 5p 8p 3s 6s 9s Gn Gn Rd 5m Wh"}


def test_a_chi_of_two_ways_has_a_button_each_and_the_keys_press_them(app) -> None:
    session = rigged(TWO_WAYS, draws="2m", dealer=3, drawn="Wh")
    session.submit(C(3, "discard", ("5m",)))
    scene = qhp_table(app, session)
    chis = [C(0, "chi", ("3m", "4m")), C(0, "chi", ("4m", "6m"))]
    assert sorted(commands(scene)) == sorted(chis + [C(0, "pass")])
    assert [button_for(scene, c).label for c in chis] == ["Chi 吃 三萬 四萬", "Chi 吃 四萬 六萬"]
    assert scene.status() == "A discard is on offer: call it or pass"
    first = scene.current_buttons()[0][1]  # keys 1-9 press the buttons in reading order
    assert first in chis
    key(app, pygame.K_1)
    assert session.log[-1] == first and session.state.seats[0].melds[0].kind == "chow"
    assert scene.model["piles"]["melds_0"]["sideways"] == [0]  # the claimed 5m from Di, on Ann's left


def test_a_crowded_call_window_gathers_the_chi_ways_behind_one_button(app) -> None:
    session = rigged(CROWDED, draws="2m", replacements="8m 9m", dealer=3, drawn="Wh")
    session.submit(C(3, "discard", ("5m",)))
    scene = qhp_table(app, session)
    assert set(session.legal(0)) == {C(0, "chi", ("3m", "4m")), C(0, "chi", ("4m", "6m")), C(0, "chi", ("6m", "7m")),
                                     C(0, "pon", ("5m",)), C(0, "exposed_kong", ("5m",)), C(0, "pass")}
    shown = buttons(scene)
    assert set(shown) == {"Chi 吃 (3 ways)…", "Pon 碰 五萬", "Kong 槓 五萬", "Pass", "Hint"}
    zone = scene.zones["buttons"][0]
    assert all(zone.contains(b.rect) for b in shown.values())  # no row grows over Bob's plate
    press(app, shown["Chi 吃 (3 ways)…"])
    assert set(buttons(scene)) == {"Chi 吃 三萬 四萬", "Chi 吃 四萬 六萬", "Chi 吃 六萬 七萬", "Back"}
    press(app, buttons(scene)["Chi 吃 六萬 七萬"])
    assert session.log[-1] == C(0, "chi", ("6m", "7m"))
    assert [list(m.tiles) for m in session.state.seats[0].melds] == [[4, 5, 6]]  # 5m 6m 7m


def test_the_pon_button_and_the_kong_button_with_its_replacement(app) -> None:
    session = rigged(CROWDED, draws="2m", replacements="8m 9m", dealer=3, drawn="Wh")
    session.submit(C(3, "discard", ("5m",)))
    scene = qhp_table(app, session)
    press(app, buttons(scene)["Pon 碰 五萬"])
    assert session.log[-1] == C(0, "pon", ("5m",)) and session.state.drawn is None
    assert scene.banner is not None and scene.banner[0] == "Ann: Pon 碰 五萬"
    session = rigged(CROWDED, draws="2m", replacements="8m 9m", dealer=3, drawn="Wh")
    session.submit(C(3, "discard", ("5m",)))
    scene = qhp_table(app, session)
    press(app, buttons(scene)["Kong 槓 五萬"])
    state = session.state
    assert state.seats[0].melds[0].kind == "kong_exposed" and state.replacement and state.drawn == 7  # 8m off the tail
    assert scene.model["piles"]["melds_0"]["cards"] == ["5m"] * 4


def test_the_pass_button_lets_the_discard_go(app) -> None:
    session = rigged(TWO_WAYS, draws="2m", dealer=3, drawn="Wh")
    session.submit(C(3, "discard", ("5m",)))
    scene = qhp_table(app, session)
    press(app, buttons(scene)["Pass"])
    assert session.log[-1] == C(0, "pass") and session.state.turn == 0 and session.state.drawn == 1  # Ann drew 2m


KONGS = {**BASE, 0: "Wh Wh Wh Wh 5p 7m 2p 8p 3s 6s 9s", 3: "1m 4m 7m 2p 6p 8p 3s 6s 9s Gn Gn Rd Rd"}


def test_concealed_and_added_kongs_by_their_buttons_the_concealed_tile_never_told(app, monkeypatch) -> None:
    session = rigged(KONGS, replacements="Gn Rd", drawn="5p", melds={0: [meld("pung", "5p 5p 5p", 1)]})
    scene = qhp_table(app, session)
    frozen_cpus(monkeypatch, scene)
    assert set(commands(scene)) == {C(0, "concealed_kong", ("Wh",)), C(0, "added_kong", ("5p",))}
    assert button_for(scene, C(0, "concealed_kong", ("Wh",))).label == "Concealed kong 暗槓 白"
    assert scene.status() == "Your turn: declare a kong (槓), or discard a tile"
    press(app, button_for(scene, C(0, "concealed_kong", ("Wh",))))
    assert session.state.seats[0].melds[-1].kind == "kong_concealed" and session.state.replacement
    assert scene.model["told"] == {"concealed_kong": "Concealed kong 暗槓"}  # never which tile
    assert scene.banner is None or "白" not in scene.banner[0]
    assert model_of(session, 1)["piles"]["melds_3"]["cards"][-4:] == [None] * 4  # face down for Bob
    assert "melds_0" in scene.model["private"]  # and face up for Ann only
    press(app, button_for(scene, C(0, "added_kong", ("5p",))))
    assert [m.kind for m in session.state.seats[0].melds] == ["kong_added", "kong_concealed"]


ROBBED = {0: "1m 2m 3m 4m 6m 7m 8m 9m 9m 9m 5p", 2: "1p 2p 3p 4p 6p 7p 8p 9p 9p 9p",
          1: "2m 5m 8m 3p 6p 9p 1s 4s 7s E S W N", 3: "4m 5m 6m 7m 8m 9m 6p 7p 8p Gn Gn Rd Wh"}


def test_the_rob_button_robs_an_added_kong_and_the_sheet_says_so(app) -> None:
    session = rigged(ROBBED, melds={0: [meld("pung", "5p 5p 5p", 1)], 2: [meld("pung", "Wh Wh Wh", 1)]}, drawn="5p")
    session.submit(C(0, "added_kong", ("5p",)))
    scene = qhp_table(app, session, humans=(2,))
    assert set(commands(scene)) == {C(2, "rob", ("5p",)), C(2, "pass")}
    assert scene.status() == "Rob the kong (搶槓) and win, or pass?"
    assert scene.model["piles"]["melds_2"]["fresh"] == ["5p"]  # the tile being added, on Ann's pung
    press(app, button_for(scene, C(2, "rob", ("5p",))))
    sheet = to_sheet(app)
    # 混一色: Wh pung 2 hua → V0 = 20 + 2 × 10 = 40; a robbed kong: the kong maker alone pays 3V = 120
    assert sheet["title"] == "Cy wins by robbing the kong of Ann (搶槓)"
    assert block(sheet, "Payments to Cy: 120 in all")["lines"] == ["Ann pays 120: Normal payment"]


# -- wins and their sheets --------------------------------------------------------------------------


def liability_self_draw() -> Session:
    """Bob (1) made three pungs of Cy's (2) discards: a relation; he is on turn with 9s just drawn."""
    hands = {0: "1m 2m 3m 4m 5m 6m 7m 8m 9m N N Rd Rd", 1: "1s 2s 3s 9s 9s",
             2: "3m 6m 9m 1p 4p 7p 2s 4s 8s S S W N", 3: "1m 4m 7m 2p 5p 8p 3s 6s 7s Gn Gn Rd S"}
    melds = {1: [meld("pung", "5s 5s 5s", 2), meld("pung", "Wh Wh Wh", 2), meld("kong_exposed", "E E E E", 2)]}
    session = rigged(hands, draws="2m", turn=1, drawn="9s", melds=melds, flowers={1: "F2 F3", 2: "F4"})
    session.state.claims = {"1>2": 3}
    session.state.relations = [{"caller": 1, "fed": 2, "order": 1, "third": "E"}]
    return session


def test_the_self_draw_win_and_its_sheet_item_by_item_with_the_liability(app) -> None:
    session = liability_self_draw()
    scene = qhp_table(app, session, humans=(1,))
    win = C(1, "win")
    assert button_for(scene, win).label == "Win 胡 自摸"
    assert scene.status() == "Your turn: win 胡 by self-draw, or discard a tile"
    press(app, button_for(scene, win))
    sheet = to_sheet(app)
    assert sheet["title"] == "Bob wins by self-draw (自摸)" and sheet["subtitle"] == "Hand 1 of 16 · Next hand: Bob deals"
    hand = sheet["blocks"][0]
    assert hand["title"] == "Bob: 混一色 Mixed one suit" and hand["highlight"] == ["9s"]
    assert [g["label"] for g in hand["groups"]] == ["Chow (順子)", "Pair (対子)", "Pon 碰", "Pon 碰", "Kong 明槓"]
    # §8.2: flowers 2 × 1, 5s pung 0, Wh pung 2, E exposed kong 2: 6 hua
    rows = block(sheet, "Hua 花 of Bob")["rows"]
    assert [(r["original"], r["english"], r["value"]) for r in rows] == [
        ("花牌 ×2", "Flowers", "2 hua"), ("刻子 五索", "Pung: 5 Bamboo", "0 hua"),
        ("刻子 白", "Pung: White Dragon", "2 hua"), ("明槓 東", "Exposed kong: East", "2 hua")]
    assert rows[0]["cards"] == ["F2", "F3"] and rows[3]["cards"] == ["E"] * 4
    # V0 = 20 + 6 × 10 = 80, below one lazi (20 + 8 × 10 = 100), no bonus: V = 80
    assert block(sheet, "Value of the hand (V)")["lines"] == [
        "1 lazi 喇子 = base 底 20 + 8 hua × 10 = 100", "Hua: 6; V0 = 20 + 6 × 10 = 80", "V = 80"]
    # §9 + §10.2 小包: each pays V = 80; Cy, the partner, 2V = 160 more: 80 × 3 + 160 = 400
    assert block(sheet, "Payments to Bob: 400 in all")["lines"] == [
        "三口の包: Bob claimed three times from Cy", "Ann pays 80: Normal payment", "Cy pays 80: Normal payment",
        "Di pays 80: Normal payment",
        "Cy pays 160: 小包 (自摸三家) · Three-mouth liability: the partner pays two more shares"]
    assert block(sheet, "Scores")["rows"] == [["Ann", "-80", "-80"], ["Bob", "+400", "+400"], ["Cy", "-240", "-240"],
                                              ["Di", "-80", "-80"]]


def test_the_relation_shows_on_the_plates_and_in_the_info_as_it_forms(app, monkeypatch) -> None:
    # Cy (2) discards 5p; Bob (1), with two pungs of Cy's already, pons it: his third claim from her.
    hands = {0: "1m 2m 3m 4m 5m 6m 7m 8m 9m E E Rd Rd", 1: "5p 5p 2p 3p 4p 9s 9s",
             2: "3m 6m 9m 1p 4p 7p 2s 5s 8s E S W N 5p", 3: "1m 4m 7m 2p 5p 8p 3s 6s 9s Gn Gn Rd S"}
    melds = {1: [meld("pung", "5s 5s 5s", 2), meld("pung", "Wh Wh Wh", 2)]}
    session = rigged(hands, turn=2, drawn="5p", melds=melds)
    session.state.claims = {"1>2": 2}
    session.submit(C(2, "discard", ("5p",)))
    scene = qhp_table(app, session, humans=(1,))
    frozen_cpus(monkeypatch, scene)
    said = "三口の包 Bob ↔ Cy: Bob claimed three times from Cy; if either wins, the other pays more"
    told = "三口の包 Bob ↔ Cy: Bob claimed 3 times from Cy"
    assert scene.model["spoken"] == [] and told not in scene.model["info"]
    press(app, button_for(scene, C(1, "pon", ("5p",))))
    assert scene.banner is not None and scene.banner[0] == said
    assert told in scene.model["info"]
    plates = scene.model["plates"]  # Bob sits at 0, Cy at his right (1)
    assert plates["plate_0"]["markers"] == ["包 ↔ Cy"] and plates["plate_1"]["markers"] == ["包 ↔ Bob"]
    assert model_of(session, 0)["plates"]["plate_1"]["markers"] == ["包 ↔ Cy"]  # Ann sees it too
    app.draw()
    # with the option off there is no liability to show
    off = rigged(hands, turn=2, drawn="5p", melds=melds, options={"three_mouth_pao": False})
    off.state.relations = [{"caller": 1, "fed": 2, "order": 1, "third": "5p"}]
    bob = model_of(off, 1)
    assert bob["spoken"] == [] and not any("三口の包" in line for line in bob["info"])
    assert bob["plates"]["plate_0"]["markers"] == [] and bob["plates"]["plate_1"]["markers"] == []


TWO_WINNERS = {0: "1m 2m 3m 4m 5m 6m 7m 8m 9m N N Rd Rd 5p", 1: "5p 1p 2p 3p",
               2: "4p 6p 8p 8p 8p 1p 1p 1p Gn Gn Gn E E", 3: "1m 1m 2m 2m 3m 3m 4m 4m 5m 5m W W 2s"}


def test_two_winners_on_one_discard_each_with_their_sheet(app) -> None:
    melds = {1: [meld("pung", "9p 9p 9p", 3), meld("pung", "Wh Wh Wh", 3), meld("pung", "S S S", 3)]}
    session = rigged(TWO_WINNERS, drawn="5p", melds=melds, flowers={1: "F2 F3", 2: "F4 F5 F6"})
    session.state.claims = {"1>3": 3}
    session.state.relations = [{"caller": 1, "fed": 3, "order": 1, "third": "S"}]
    session.submit(C(0, "discard", ("5p",)))
    scene = qhp_table(app, session, humans=(1, 2))
    assert scene.viewer == 1 and scene.status() == "Win 胡 on this discard, or pass?"
    key(app, pygame.K_1 + [c for _, c in scene.current_buttons()].index(C(1, "ron", ("5p",))))
    assert session.log[-1] == C(1, "ron", ("5p",))
    app.step([], FRAME)
    assert isinstance(app.top, HandOffScene) and app.top.name == "Cy"
    click(app, (640, 400))
    press(app, button_for(scene, C(2, "ron", ("5p",))))
    sheet = to_sheet(app)
    # §11: Bob is nearest Ann in turn order; the deal goes to his 下家, Cy
    assert sheet["title"] == "Bob and Cy win on the discard of Ann (点胡)"
    assert sheet["subtitle"] == "Hand 1 of 16 · Next hand: Cy deals"
    # Bob: flowers 2 + 9p 0 + Wh 2 + S 1 = 5 hua, V = 20 + 50 = 70; Ann was ready after her discard,
    # so Di (Bob's partner) pays a share beside her (一人一家)
    assert block(sheet, "Payments to Bob: 140 in all")["lines"] == [
        "三口の包: Bob claimed three times from Di", "Ann pays 70: Normal payment",
        "Di pays 70: 一人一家 · Three-mouth liability: the partner pays a share beside the discarder"]
    # Cy: flowers 3 + 8p 0 + 1p 0 + Gn 2 = 5 hua, V = 70, from Ann alone
    assert block(sheet, "Payments to Cy: 70 in all")["lines"] == ["Ann pays 70: Normal payment"]
    assert [r[1] for r in block(sheet, "Scores")["rows"]] == ["-140", "+140", "+70", "-70"]


def test_a_lazi_hand_with_a_raise_on_its_sheet(app) -> None:
    # Ann konged 9p and wins on the replacement 5p: 清一色 is one lazi (100); 槓開 raises only a
    # hand below a lazi, so V stays 100, paid by each of the three (§8.4, §9)
    hands = {**BASE, 0: "9p 9p 9p 9p 1p 2p 3p 4p 5p 6p 7p 8p 5p 1p", 1: "2m 5m 8m 3p 6p 2s 1s 4s 7s E S W N"}
    session = rigged(hands, replacements="5p", drawn="1p")
    scene = qhp_table(app, session)
    press(app, button_for(scene, C(0, "concealed_kong", ("9p",))))
    press(app, button_for(scene, C(0, "win")))
    sheet = to_sheet(app)
    assert sheet["title"] == "Ann wins on a replacement tile (槓開)"
    assert block(sheet, "Hua 花 of Ann")["rows"][0] == {"original": "清一色", "english": "Pure one suit", "value": "1 lazi"}
    assert block(sheet, "Value of the hand (V)")["lines"][1:] == [
        "V0 = 1 × 100 = 100", "槓開 Win on a replacement tile: raised to one lazi",
        "V = 100 (at a lazi or more: raises change nothing, each doubling ×2, §8.4)"]
    assert [r[1] for r in block(sheet, "Scores")["rows"]] == ["+300", "-100", "-100", "-100"]


def test_a_bare_single_wait_raised_to_one_lazi(app) -> None:
    # Ann's four melds and one E: Di's E completes her pair (単釣). 混一色: 5m 0, 7m 0, Wh 2 = 2 hua,
    # V0 = 20 + 2 × 10 = 40, raised to one lazi: V = 100, from Di alone (§8.4, §9)
    melds = {0: [meld("chow", "1m 2m 3m", 3), meld("pung", "5m 5m 5m", 2), meld("pung", "7m 7m 7m", 1),
                 meld("pung", "Wh Wh Wh", 3)]}
    session = rigged({**BASE, 0: "E", 3: "1m 4m 7m 2p 5p 8p 3s 6s 9s Gn Gn Rd Rd E"}, dealer=3, drawn="E", melds=melds)
    session.submit(C(3, "discard", ("E",)))
    scene = qhp_table(app, session)
    press(app, button_for(scene, C(0, "ron", ("E",))))
    sheet = to_sheet(app)
    assert [(g["cards"], g["label"]) for g in sheet["blocks"][0]["groups"][:2]] == [
        (["E", "E"], "Pair (対子)"), (["1m", "2m", "3m"], "Chi 吃")]
    assert block(sheet, "Value of the hand (V)")["lines"][1:] == [
        "Hua: 2; V0 = 20 + 2 × 10 = 40", "単釣 Bare single wait: raised to one lazi",
        "V = 100 (below a lazi and raised: exactly one lazi, §8.4)"]
    assert block(sheet, "Payments to Ann: 100 in all")["lines"] == ["Di pays 100: Normal payment"]


def test_the_flower_wins_and_their_sheets(app, monkeypatch) -> None:
    # 八花斉: Bob lays out his eighth flower; each other pays 2 lazi = 200
    session = rigged(BASE, draws="F8", flowers={1: "F1 F2 F3 F4 F5 F6 F7"}, drawn="Wh", options={"eight_flowers": True})
    scene = qhp_table(app, session)
    drag(app, slot_of(scene, "Wh").center, river(scene))
    sheet = to_sheet(app)
    assert sheet["title"] == "Bob wins by 八花斉 (All eight flowers)"
    assert sheet["blocks"][0]["cards"] == ["F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8"]
    assert block(sheet, "Payments to Bob: 600 in all")["lines"] == [
        "Each share: 2 lazi × 100 = 200", "Ann pays 200: All eight flowers", "Cy pays 200: All eight flowers",
        "Di pays 200: All eight flowers"]
    # 七捉一: Ann holds seven, Bob draws the last one: Bob alone pays Ann 200
    click(app, app.top.button.rect.center)
    session = rigged(BASE, draws="F8", flowers={0: "F1 F2 F3 F4 F5 F6 F7"}, drawn="Wh", options={"seven_catch_one": True})
    scene = qhp_table(app, session)
    drag(app, slot_of(scene, "Wh").center, river(scene))
    sheet = to_sheet(app)
    assert sheet["title"] == "Ann wins by 七捉一 (Seven flowers catch one)"
    assert [b["cards"] for b in sheet["blocks"][:2]] == [["F1", "F2", "F3", "F4", "F5", "F6", "F7"], ["F8"]]
    assert block(sheet, "Payments to Ann: 200 in all")["lines"][1:] == ["Bob pays 200: Seven flowers catch one"]


def test_the_exhaustive_draw_sheet(app) -> None:
    session = rigged(BASE, remaining=0, drawn="Wh", flowers={2: "F4"})
    scene = qhp_table(app, session)
    drag(app, slot_of(scene, "Wh").center, river(scene))
    sheet = to_sheet(app)
    assert sheet["kind"] == "draw" and sheet["title"] == "Exhaustive draw (荒牌)"
    assert sheet["subtitle"] == "Hand 1 of 16 · Next hand: Ann deals"  # the dealer deals again
    assert [b["title"] for b in sheet["blocks"][1:5]] == NAMES
    assert sheet["blocks"][3]["groups"][-1] == {"cards": ["F4"], "label": "Flowers"}
    assert [r[1] for r in block(sheet, "Scores")["rows"]] == ["0"] * 4


# -- what the table tells the person -------------------------------------------------------------


def test_the_waits_with_the_two_hua_rule(app, monkeypatch) -> None:
    # drawn to 1m-9m E E Rd Rd: waits E (1 hua, short on a discard without flowers) and Rd (2 hua)
    hands = {**BASE, 0: "1m 2m 3m 4m 5m 6m 7m 8m 9m E E Rd Rd 5p"}
    session = rigged(hands, drawn="5p")
    scene = qhp_table(app, session)
    frozen_cpus(monkeypatch, scene)
    # unseen by Ann: 4 of each less her own two (the others' hands are hidden from her)
    assert scene.model["waits"] == {"label": "Ready 聴牌: waits; under 2 hua on a discard: East", "cards": ["E", "Rd"],
                                    "counts": [2, 2]}
    session = rigged(hands, drawn="5p", flowers={0: "F1"})
    assert model_of(session, 0)["waits"]["label"] == "Ready 聴牌: waits"  # a flower makes E 2 hua
    short = {**BASE, 0: "1m 2m 3m 4m 5m 6m 7m 8m 9m 2m 3m N N 5p"}
    assert model_of(rigged(short, drawn="5p"), 0)["waits"]["label"] == "Ready 聴牌: under 2 hua, no win on a discard"


MISS = {**BASE, 1: "1p 1p 2p 3p 4p 6p 7p 8p 2p 3p 4p 9p 9p", 2: "4s 4s 9m 1p 4p 7p 2s 5s 8s E S W N Rd",
        0: "1m 4m 7m 2p 5p 8p 3s 6s 9s E S W N", 3: "1m 4m 7m 3p 5p 8p 3s 6s 9s Gn Gn Rd Rd"}


def test_a_passed_win_is_told_in_the_info_and_the_hint_button(app, monkeypatch) -> None:
    session = rigged(MISS, draws="Wh Wh 4m", turn=2, drawn="Rd")
    session.submit(C(2, "discard", ("1p",)))
    scene = qhp_table(app, session, humans=(1,))
    frozen_cpus(monkeypatch, scene)
    press(app, buttons(scene)["Hint"])
    assert scene.message is not None and scene.message[0].startswith("Hint: ")
    press(app, button_for(scene, C(1, "pass")))
    assert "You let a win go: until you draw or call, no win on 1 Dots by a discard or a robbed kong" in scene.model["info"]


def test_the_info_panel_names_the_dealer_and_the_lazi(app, monkeypatch) -> None:
    session = rigged(BASE, drawn="Wh", options={"lazi_hua": 4})
    scene = qhp_table(app, session)
    frozen_cpus(monkeypatch, scene)
    assert scene.model["info"][1:] == [f"Wall: {session.state.wall.remaining} tiles left", "Dealer 親: Ann",
                                       "1 lazi 喇子 = 20 + 4 × 10 = 60"]


# -- people at one screen, saving ------------------------------------------------------------------


def test_continue_brings_back_the_table_flowers_and_all(app) -> None:
    # A real deal (a save is the seed and the moves): Ann deals, and someone laid out flowers.
    options = resolve(get_variant("qinghunpeng").options, {})
    seed = next(s for s in range(100) if (st := Session("qinghunpeng", 4, options, seed=s).state).dealer == 0
                and any(seat.flowers for seat in st.seats))
    seats = [SeatConfig("human", "", "Ann")] + [SeatConfig("cpu", "easy", NAMES[i]) for i in range(1, 4)]
    app.settings.animation_speed = 0
    scene = TableScene(app, MatchConfig("qinghunpeng", 4, seats, options, seed))
    app.push(scene)
    app.step([], FRAME)
    chosen = scene.hand_slots()[scene.selected].code
    key(app, pygame.K_RETURN)  # the keys discard; the move is saved at once
    saved = app.saves.load_autosave()
    assert saved is not None and saved["record"]["log"] == [C(0, "discard", (chosen,)).to_json()]
    for _ in range(40):
        app.step([], FRAME)
    scene.on_quit()
    app.to_title()
    title = app.top
    assert isinstance(title, TitleScene)
    click(app, next(w for w in title.form.widgets if getattr(w, "label", "") == "Continue").rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table is not scene and table.session.digest() == scene.session.digest()
    flowers = [f"flowers_{p}" for p in range(4)]
    assert [table.model["piles"][z] for z in flowers] == [scene.model["piles"][z] for z in flowers]
    assert any(table.model["piles"][z]["cards"] for z in flowers) and table.model["plates"] == scene.model["plates"]


def test_cpus_play_a_short_match_to_its_match_sheet(app) -> None:
    from game.table.autoplay import run
    from game.table.results import MatchResultScene

    app.settings.animation_speed = 0
    app.save_options("qinghunpeng", {**resolve(get_variant("qinghunpeng").options, {}), "hands_per_game": 2})
    table = run(app, "qinghunpeng", 5, None, seed=3)
    assert table.session.is_over() and isinstance(app.top, MatchResultScene)
    sheet = app.top.sheet
    hands = block(sheet, "Hands")
    assert sheet["blocks"][0]["title"] == "Final standings" and len(hands["rows"]) == 2
    assert [row[0] for row in hands["rows"]] == ["Hand 1 of 2", "Hand 2 of 2"]
    assert sum(int(r[2].replace(",", "")) for r in sheet["blocks"][0]["rows"]) == 0  # money moves, none is made


def test_plate_markers_take_a_second_line_where_the_plate_has_room(app) -> None:
    from game.table.render import marker_rows

    markers = ["Dealer 親", "Flowers 2", "包 ↔ Cy"]  # wider than the bottom plate's 155 px on one line
    assert app.fonts.get(14).size(" · ".join(markers))[0] > 155
    assert marker_rows(app.fonts, markers, 155, 2) == ["Dealer 親 · Flowers 2", "包 ↔ Cy"]
    assert marker_rows(app.fonts, markers, 155, 1) == ["Dealer 親 · Flowers 2 · 包 ↔ Cy"]  # shortened as before
    assert marker_rows(app.fonts, markers, 216, 1) == ["Dealer 親 · Flowers 2 · 包 ↔ Cy"]
    assert marker_rows(app.fonts, [], 155, 2) == []

"""A person at a Trump Mahjong table, headless: drags, clicks and keys fed through App.step, as the
Kawuxing table tests do (tests/game/test_kawuxing_table.py).

Stacked walls (tests/trump_mahjong/rig.py) set the cards. A call window is opened by submitting
the discarder's move before the table is built, so the person is the seat asked."""

from __future__ import annotations

from typing import Any

import pygame

from game.table import MatchConfig, SeatConfig, TableScene
from game.table.card_tiles import CardTileImages
from game.table.handoff import HandOffScene
from game.table.results import MatchResultScene
from rules.core.command import Command as C
from rules.core.session import Session

from tests.game.conftest import FRAME, button_for, click, sit_down
from tests.game.mahjong_harness import save_and_continue
from tests.game.test_kawuxing_table import commands, frozen_cpus
from tests.game.test_qinghunpeng_table import to_sheet
from tests.game.test_table_play import buttons, drag, key, press, river, slot_of
from tests.trump_mahjong.rig import do, meld, rigged

NAMES = ["Ann", "Bob", "Cy", "Di"]
DEALER = "2D 2D 3S 3S 7H 8H 9H 7D 8D 5C TC TS TC JC"  # discards 5C (b5)
JUNK = "TH JH QH KH TS JS QS KS AH 9H AS 9S 5H"  # nothing to call on b5
JUNK2 = "TD JD QS KD AD 9D AS 9S 5D 2H 6D QC JS"
PON_B5 = "5S 5S AD 9D AC 9C 4S 6H JD QD KD QC KC"  # two b5: pon, no chi (no b3, b6 or b7)
NOCALL = "2S 2S AD 9D AC 9C 4S 6H JD QD KD QC KC"  # nothing to call on b5
TANYAO_B5 = "2H 3H 4H 3D 4D 5D 6S 7S 8S 2C 2C 4C 6C"  # all simples, waits on b5 (4-6)
SHANPON_B5 = "2H 3H 4H 6D 7D 8D 6S 7S 8S 3C 3C 5S 5S"  # waits on b3 / b5
NOTEN = "KH KS KC AH AS AC 9H 9S 9C 5H 6H 8C 2S"


def tm_table(app, session: Session, humans: tuple[int, ...] = (0,), seed: int = 1) -> TableScene:
    players = session.players
    seats = [SeatConfig("human", "", NAMES[i]) if i in humans else SeatConfig("cpu", "easy", NAMES[i])
             for i in range(players)]
    app.settings.animation_speed = 0
    scene = TableScene(app, MatchConfig("trump_mahjong", players, seats, session.options, seed), session)
    return sit_down(app, scene)


def block(sheet: dict[str, Any], title: str) -> dict[str, Any]:
    return next(b for b in sheet["blocks"] if b["title"].startswith(title))


def points(sheet: dict[str, Any]) -> list[list[str]]:
    """The rows of the sheet's points table: player, change, points."""
    return next(b for b in sheet["blocks"] if b["type"] == "table")["rows"]


def rows(sheet: dict[str, Any], title: str) -> list[tuple[str, str, str]]:
    return [(r["original"], r["english"], r["value"]) for r in block(sheet, title)["rows"]]


# -- the hand, discards -------------------------------------------------------------------------------


def test_the_hand_sorts_by_kind_and_a_drag_onto_the_river_discards(app, monkeypatch) -> None:
    session = rigged({0: DEALER, 1: NOCALL, 2: JUNK, 3: JUNK2}, drawn="5C")
    scene = tm_table(app, session)
    frozen_cpus(monkeypatch, scene)
    assert scene.model["material"] == "card_tiles" and scene.images.material == "card_tiles"
    # red 2 7 8 9, black 3 10 J (the two suits of a kind side by side), the drawn card last
    assert [s.code for s in scene.hand_slots()] == ["2D", "2D", "7D", "7H", "8D", "8H", "9H", "3S", "3S", "TC", "TC",
                                                    "TS", "JC", "5C"]
    assert scene.drop_zones("5C") == ["river_0"]
    drag(app, slot_of(scene, "5C").center, river(scene))
    assert session.log[0] == C(0, "discard", ("5C",))
    assert scene.model["piles"]["river_0"]["cards"] == ["5C"] and len(scene.hand_slots()) == 13


def test_keys_choose_a_card_and_enter_discards_it(app, monkeypatch) -> None:
    session = rigged({0: DEALER, 1: NOCALL, 2: JUNK, 3: JUNK2}, drawn="5C")
    scene = tm_table(app, session)
    frozen_cpus(monkeypatch, scene)
    key(app, pygame.K_LEFT)  # from the first card round to the last: the one just drawn
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RIGHT)
    assert scene.hand_slots()[scene.selected].code == "5C"
    key(app, pygame.K_RETURN)
    assert session.log == [C(0, "discard", ("5C",))]


# -- calls --------------------------------------------------------------------------------------------


def test_the_pon_button_by_its_key_pons_the_discard_which_lies_sideways_from_the_left(app) -> None:
    session = rigged({0: DEALER, 1: PON_B5, 2: JUNK, 3: JUNK2}, drawn="5C")
    do(session, 0, "discard", "5C")
    scene = tm_table(app, session, humans=(1,))
    assert set(commands(scene)) == {C(1, "pon", ("5C",)), C(1, "pass")}
    pon = button_for(scene, C(1, "pon", ("5C",)))
    assert pon.label == "Pon ポン 5♣" and scene.status() == "A discard is on offer: call it or pass"
    key(app, pygame.K_1)  # the buttons in reading order: Pon, Pass, Hint
    assert session.log[-1] == C(1, "pon", ("5C",)) and session.state.seats[1].melds[-1].kind == "pung"
    assert scene.banner is not None and scene.banner[0] == "Bob: Pon ポン 5♣"
    melds = scene.model["piles"]["melds_0"]
    assert melds["cards"][0] == "5C" and melds["sideways"] == [0]  # from Ann, on his left
    assert scene.human_turn() == 1 and "5C" not in scene.model["piles"]["river_3"]["cards"]


CHI_TWO = "4S 6S 6C AD 9D AC 9C JD QD KD QC KC 2H"  # b4 + b6 in two suits: one way (suits are cosmetic)
CHI_MANY = "3C 4S 5S 5S 5C 6C 7S AD 9D AC 9C JD QD"  # on b5: b3 b4 / b4 b6 / b6 b7, a pon and a kan


def test_chi_shows_each_way_as_a_button_and_many_ways_behind_one(app) -> None:
    session = rigged({0: DEALER, 1: CHI_TWO, 2: JUNK, 3: JUNK2}, drawn="5C")
    do(session, 0, "discard", "5C")
    scene = tm_table(app, session, humans=(1,))
    # b6 held in two suits is still one chi (D-18): one button, the card of the called suit chosen
    assert set(commands(scene)) == {C(1, "chi", ("4S", "6C")), C(1, "pass")}
    assert button_for(scene, C(1, "chi", ("4S", "6C"))).label == "Chi チー 4♠ 6♣"
    press(app, button_for(scene, C(1, "chi", ("4S", "6C"))))
    assert session.state.seats[1].melds[-1].kind == "chow" and scene.model["piles"]["melds_0"]["sideways"] == [0]
    # three ways, a pon and a kan would push Pass from its cell: the ways sit behind one button
    session = rigged({0: DEALER, 1: CHI_MANY, 2: JUNK, 3: JUNK2}, drawn="5C")
    do(session, 0, "discard", "5C")
    scene = tm_table(app, session, humans=(1,))
    menu = buttons(scene)["Chi チー (3 ways)…"]
    assert {C(1, "pass"), C(1, "pon", ("5C",)), C(1, "exposed_kong", ("5C",))} <= set(commands(scene))
    press(app, menu)
    ways = [c for c in commands(scene) if c.action == "chi"]
    assert ways == [C(1, "chi", ("3C", "4S")), C(1, "chi", ("4S", "6C")), C(1, "chi", ("6C", "7S"))]
    assert "Back" in buttons(scene)
    press(app, button_for(scene, C(1, "chi", ("6C", "7S"))))
    assert session.log[-1] == C(1, "chi", ("6C", "7S"))


KONG_B5 = "5S 5S 5C AD 9D AC 9C 4S 6H JD QD KD QC"


def test_the_open_kan_button_and_its_replacement_card(app, monkeypatch) -> None:
    session = rigged({0: DEALER, 1: KONG_B5, 2: JUNK, 3: JUNK2}, replacements="8C", drawn="5C")
    do(session, 0, "discard", "5C")
    scene = tm_table(app, session, humans=(1,))
    frozen_cpus(monkeypatch, scene)
    kan = button_for(scene, C(1, "exposed_kong", ("5C",)))
    assert kan.label == "Kan 大明槓 5♣"
    press(app, kan)
    assert session.state.seats[1].melds[-1].kind == "kong_exposed" and session.state.drawn == "8C"
    assert sorted(scene.model["piles"]["melds_0"]["cards"]) == ["5C", "5C", "5S", "5S"]
    assert scene.model["piles"]["hand_0"]["fresh"] == ["8C"]


def test_a_concealed_kan_shows_its_inner_cards_to_the_others(app, monkeypatch) -> None:
    hand = "5S 5S 5C 5C AD 9D AC 9C 4S 6H JD QD KD QC"
    session = rigged({0: hand, 1: JUNK, 2: TANYAO_B5.replace("2C 2C", "2S 2S"), 3: "2D 3D 4D 6D 7D 8D 3S 4S 6S 7S TD QS QH"},
                     replacements="8C", drawn="5C")
    scene = tm_table(app, session)
    frozen_cpus(monkeypatch, scene)
    codes = [s.code for s in scene.hand_slots()]  # the held 5C keeps its place, the drawn one comes last
    assert codes[-1] == "5C" and codes.index("5C") + 1 == codes.index("5S")
    kan = button_for(scene, C(0, "concealed_kong", ("5C",)))
    assert kan.label == "Kan 暗槓 5♣" and scene.status() == "Your turn: declare a kan 槓, or discard a card"
    press(app, kan)
    assert scene.banner is not None and scene.banner[0] == "Ann: Kan 暗槓"  # no suit told
    assert scene.model["piles"]["melds_0"]["cards"] == ["5C", "5C", "5S", "5S"] and "melds_0" in scene.model["private"]
    bob = session.variant.table(session.view(1), {"names": NAMES})
    assert bob["piles"]["melds_3"]["cards"] == [None, "5C", "5S", None]


ADDING = {0: "5C AD 9D AC 9C 4S 6H JD QD KD QC", 1: JUNK, 2: TANYAO_B5, 3: "2D 3D 4D 6D 7D 8D 3S 4S 6S 7S TD QS QH"}


def test_an_added_kan_may_be_robbed_by_chankan_and_the_sheet_says_so(app, monkeypatch) -> None:
    session = rigged(ADDING, replacements="8C", drawn="5C", melds={0: [meld("pung", "5S 5S 5C", 2)]})
    scene = tm_table(app, session, humans=(0, 2))
    frozen_cpus(monkeypatch, scene)
    kan = button_for(scene, C(0, "added_kong", ("5C",)))
    assert kan.label == "Kan 加槓 5♣"
    press(app, kan)
    app.step([], FRAME)
    assert isinstance(app.top, HandOffScene) and app.top.name == "Cy"
    click(app, (640, 400))
    assert scene.viewer == 2 and set(commands(scene)) == {C(2, "rob", ("5C",)), C(2, "pass")}
    assert scene.status() == "Chankan 搶槓: rob the kan and win, or pass?"
    melds = scene.model["piles"]["melds_2"]  # Ann's pung, the card being added lit beside the claimed one
    assert melds["fresh"] == ["5C"] and len(melds["sideways"]) == 2
    rob = button_for(scene, C(2, "rob", ("5C",)))
    assert rob.label == "Chankan 搶槓 5♣"
    press(app, rob)
    sheet = to_sheet(app)
    assert sheet["title"] == "Cy robs the kan of Ann (搶槓)"
    assert ("搶槓 ちゃんかん", "Robbing a kong", "1 han") in rows(sheet, "Yaku 役 of Cy")


# -- riichi ---------------------------------------------------------------------------------------------

# Four of its cards keep the hand tenpai when discarded: 7C or 8C (a pair wait on the other), or
# QH or QD (a pair of red Q left, 7C 8C waiting on b6 / b9).
RIICHI = "2H 3H 4H 6D 7D 8D 3S 4S 5S 7C 8C QH QH QD"
S1 = "TH JH KH TS JS AH 9H AS 9S 5H 2D 6H KS"
S2 = "TD JD KD TC JC AD 9D AC 9C 5D 2H 6D QC"
S3 = "3D 4D 8H 8S 2S 2C 6S 6C KC KD 7H 5C 4C"


def test_the_riichi_toggle_lights_only_the_cards_that_keep_tenpai(app, monkeypatch) -> None:
    session = rigged({0: RIICHI, 1: S1, 2: S2, 3: S3}, "JH KH JD TC", drawn="QD")
    scene = tm_table(app, session)
    frozen_cpus(monkeypatch, scene)
    assert scene.status() == "Your turn: discard, or press Riichi 立直 first"
    assert scene.playable() == set(RIICHI.split())  # before the toggle, every card may go
    press(app, buttons(scene)["Riichi 立直"])
    assert scene.toggle == "riichi" and "✓ Riichi 立直" in buttons(scene)
    ready = {"7C", "8C", "QH", "QD"}
    assert scene.playable() == ready  # the others are drawn dimmed
    assert scene.message is not None and scene.message[0].startswith("Riichi 立直: drop one of these on your river")
    # the keys start on a lit card and pass over the dimmed ones
    assert scene.hand_slots()[scene.selected].code == "7C"
    seen = set()
    for _ in range(8):
        key(app, pygame.K_RIGHT)
        seen.add(scene.hand_slots()[scene.selected].code)
    assert seen == ready
    # a card that breaks tenpai is refused, and nothing changes
    before = session.digest()
    drag(app, slot_of(scene, "2H").center, river(scene))
    assert session.digest() == before and scene.message is not None and scene.message[2]
    drag(app, slot_of(scene, "QD").center, river(scene))
    assert session.log == [C(0, "riichi", ("QD",))]
    for seat, card in ((1, "JH"), (2, "KH"), (3, "JD")):
        assert scene.attempt(C(seat, "discard", (card,)))
    assert session.state.seats[0].riichi and scene.model["piles"]["river_0"]["sideways"] == [0]
    assert "Riichi 立直" in scene.model["plates"]["plate_0"]["markers"]
    assert "Riichi deposits 供託: 1,000" in scene.model["info"]
    assert scene.model["waits"]["label"] == "Riichi 立直: waits"
    # Ann drew TC: the hand is locked, and the table lets it go for her
    app.step([], FRAME)
    assert session.log[-1] == C(0, "discard", ("TC",))


# -- wins and their sheets ------------------------------------------------------------------------------

COMPLETE = "2H 3H 4H 6D 7D 8D 3S 4S 5S 6C 7C 2D 2D 8C"  # four runs and a pair, 8C just drawn
NOTEN3 = "TH JH KD TS JC QD 3D 5C 7S 2C 4D QC KC"
DRAW3 = "TH JH KD TS JC QD 9D AD 8H 5D AS QC KC"


def test_tsumo_and_its_sheet_yaku_fu_formula_and_payments(app, monkeypatch) -> None:
    session = rigged({0: COMPLETE, 1: NOTEN, 2: JUNK2, 3: NOTEN3}, drawn="8C")
    scene = tm_table(app, session)
    frozen_cpus(monkeypatch, scene)
    tsumo = button_for(scene, C(0, "win"))
    assert tsumo.label == "Tsumo ツモ" and scene.status() == "Your turn: tsumo ツモ, or discard a card"
    press(app, tsumo)
    sheet = to_sheet(app)
    assert sheet["title"] == "Ann wins by tsumo (ツモ)" and sheet["material"] == "card_tiles"
    assert sheet["subtitle"] == "East 1, 0 honba (本場) · Next hand: Ann deals"
    hand = block(sheet, "Winning hand of Ann")
    assert [g["label"] for g in hand["groups"]] == ["Run 順子"] * 4 + ["Pair 雀頭"]
    assert hand["groups"][-1]["cards"] == ["2D", "2D"] and hand["highlight"] == ["8C"]
    # menzen tsumo 1 + tanyao 1 + pinfu 1 (6-7 waiting on 5 or 8); pinfu tsumo is exactly 20 fu
    assert rows(sheet, "Yaku 役 of Ann: 3 han") == [
        ("門前清自摸和 めんぜんちんつもほー", "Fully concealed self-draw", "1 han"),
        ("断幺九 たんやおちゅー", "All simples", "1 han"),
        ("平和 ぴんふ", "All sequences (pinfu)", "1 han")]
    assert rows(sheet, "Fu 符: 20") == [("Base (副底)", "", "+20"), ("Pinfu tsumo: exactly 20", "", ""),
                                        ("Total", "", "20 fu")]
    # base 20 x 2^5 = 640; the dealer's tsumo: 2 x 640 = 1,280 -> 1,300 from each
    lines = block(sheet, "Points to Ann: 3,900")["lines"]
    assert lines[:2] == ["Base = fu × 2^(han+2) = 20 × 2^5 = 640",
                         "Tsumo by the dealer: each pays 2 × base, rounded up to 100"]
    assert lines[2:] == [f"{n} pays Ann 1,300: ツモ Tsumo" for n in ("Bob", "Cy", "Di")]
    assert points(sheet)[0] == ["Ann", "+3,900", "28,900"]


def test_ron_and_its_sheet_with_the_fu_of_a_closed_wait(app) -> None:
    session = rigged({0: DEALER, 1: NOTEN, 2: TANYAO_B5, 3: JUNK2}, drawn="5C")
    do(session, 0, "discard", "5C")
    scene = tm_table(app, session, humans=(2,))
    ron = button_for(scene, C(2, "ron", ("5C",)))
    assert ron.label == "Ron ロン 5♣" and scene.status() == "Ron ロン on this discard, or pass?"
    press(app, ron)
    sheet = to_sheet(app)
    assert sheet["title"] == "Cy wins on the discard of Ann (ロン)"
    assert rows(sheet, "Yaku 役 of Cy: 1 han") == [("断幺九 たんやおちゅー", "All simples", "1 han")]
    # 20 + 10 closed ron + 2 kanchan (4-6 waiting on 5) = 32 -> 40
    fu = block(sheet, "Fu 符: 40")["rows"]
    assert [(r["original"], r["value"]) for r in fu] == [("Base (副底)", "+20"), ("Closed hand won by ron", "+10"),
                                                         ("Closed wait (kanchan)", "+2"), ("Total", "40 fu")]
    assert fu[2]["cards"] == ["5C"] and fu[3]["english"] == "32, rounded up to 10"
    # base 40 x 2^3 = 320; a non-dealer's ron 4 x 320 = 1,280 -> 1,300
    assert block(sheet, "Points to Cy")["lines"] == [
        "Base = fu × 2^(han+2) = 40 × 2^3 = 320",
        "Ron: Ann pays 4 × base = 4 × 320 = 1,280, rounded up to 1,300",
        "Ann pays Cy 1,300: ロン Ron"]


def test_two_rons_on_one_discard_each_with_its_part_honba_and_deposits_to_the_nearest(app) -> None:
    session = rigged({0: DEALER, 1: NOTEN, 2: TANYAO_B5, 3: SHANPON_B5}, drawn="5C")
    session.state.honba, session.state.deposits = 1, 1000
    do(session, 0, "discard", "5C")
    do(session, 3, "ron", "5C")
    scene = tm_table(app, session, humans=(2,))
    press(app, button_for(scene, C(2, "ron", ("5C",))))
    sheet = to_sheet(app)
    assert sheet["title"] == "Cy and Di win on the discard of Ann (ロン)"
    # each tanyao 1 han 40 fu: 1,300; Cy, nearer the discarder, also 300 for the honba and the 1,000 deposit
    cy = block(sheet, "Points to Cy: 2,600")["lines"]
    assert cy[2:] == ["Ann pays Cy 1,300 + 300 for 1 honba 本場: ロン Ron",
                      "Cy takes 1,000 from the table: 供託 Riichi deposits",
                      "Honba and deposits go to Cy, the winner nearest the discarder"]
    assert block(sheet, "Points to Di: 1,300")["lines"][2:] == ["Ann pays Di 1,300: ロン Ron"]
    # Di's shanpon: the b5 pung completed by ron is open (明刻): 20 + 10 + 2 = 32 -> 40
    di = block(sheet, "Winning hand of Di")
    pung = next(g for g in di["groups"] if g["label"] == "Pung 明刻")
    assert sorted(pung["cards"]) == ["5C", "5S", "5S"]
    di_fu = [b for b in sheet["blocks"] if b["title"].startswith("Fu 符")][1]
    assert ("Open pung", "black 5", "+2") in [(r["original"], r["english"], r["value"]) for r in di_fu["rows"]]
    # head bump: the first winner from the discarder only
    session = rigged({0: DEALER, 1: NOTEN, 2: TANYAO_B5, 3: SHANPON_B5}, drawn="5C", options={"multiple_ron": False})
    do(session, 0, "discard", "5C")
    do(session, 3, "ron", "5C")
    scene = tm_table(app, session, humans=(2,))
    press(app, button_for(scene, C(2, "ron", ("5C",))))
    assert to_sheet(app)["title"] == "Cy wins on the discard of Ann (ロン)"


def test_the_exhaustive_draw_sheet_names_tenpai_noten_and_the_payments(app) -> None:
    session = rigged({0: TANYAO_B5, 1: NOTEN, 2: SHANPON_B5, 3: DRAW3 + " JH"}, turn=3, drawn="JH",
                     remaining=0)
    scene = tm_table(app, session, humans=(3,))
    drag(app, slot_of(scene, "JH").center, river(scene))
    sheet = to_sheet(app)
    assert sheet["title"] == "Exhaustive draw (流局)" and sheet["kind"] == "draw"
    # 3,000 from the two noten to the two tenpai: each noten pays each tenpai 750
    assert block(sheet, "Exhaustive draw")["lines"] == [
        "No live card is left and nobody won.",
        "Tenpai 聴牌: Ann and Cy",
        "Noten 不聴: Bob and Di",
        "Bob pays Ann 750: 不聴罰符 Noten payment",
        "Bob pays Cy 750: 不聴罰符 Noten payment",
        "Di pays Ann 750: 不聴罰符 Noten payment",
        "Di pays Cy 750: 不聴罰符 Noten payment",
        "Ann, the dealer, is tenpai and keeps the deal (連荘)",
        "Honba 本場 +1; the riichi deposits (0) stay on the table"]
    titles = [b["title"] for b in sheet["blocks"] if b["type"] == "hand"]
    assert titles == ["Ann · tenpai 聴牌: waits black 5", "Bob · noten 不聴", "Cy · tenpai 聴牌: waits black 3, black 5",
                      "Di · noten 不聴"]
    assert points(sheet)[1] == ["Bob", "-1,500", "23,500"]


def sheet_of(session, events) -> dict[str, Any]:
    """The score sheet of the hand ``events`` ended, as the table shows it."""
    event = next(e for e in events if e.kind == "hand_ended")
    return session.variant.sheet(event, session.view(None), {"names": NAMES[:session.players]})


def test_an_open_hand_names_the_lower_value_of_its_yaku_and_its_chi() -> None:
    session = rigged({0: "4H 5H 6H 7D 8D 9D 5S 5S 5C 9C 9C"}, drawn="9C",
                     melds={0: [meld("chow", "AH 2H 3H", 3)]})
    sheet = sheet_of(session, do(session, 0, "win"))
    assert rows(sheet, "Yaku 役 of Ann: 1 han") == [("一気通貫 いっきつーかん", "Straight 1 to 9 (open hand; closed 2)", "1 han")]
    assert {"cards": ["AH", "2H", "3H"], "label": "Chi チー"} in block(sheet, "Winning hand of Ann")["groups"]
    # 20 + 2 tsumo + 4 concealed simple pung (b5) + 2 tanki = 28 -> 30; base 30 x 2^3 = 240;
    # the dealer's tsumo: 2 x 240 = 480 -> 500 from each
    assert [r["value"] for r in block(sheet, "Fu 符: 30")["rows"]] == ["+20", "+2", "+4", "+2", "30 fu"]
    assert block(sheet, "Points to Ann: 1,500")["lines"][0] == "Base = fu × 2^(han+2) = 30 × 2^3 = 240"


def test_a_three_player_tsumo_sheet_says_the_absent_share_is_not_paid() -> None:
    session = rigged({0: NOTEN + " QD", 1: "AH 2H 3H 4D 5D 6D 7H 8H 9H 3D 3D 5H 6H",
                      2: "TD JD QD KC AD 9D AC 9C 5D 7H 2H 4C 8C"}, "7D", players=3, drawn="QD", remaining=15)
    do(session, 0, "discard", "QD")
    sheet = sheet_of(session, do(session, 1, "win"))
    # chinitsu 6 + menzen tsumo 1 + pinfu 1 + ittsu 2 + haitei 1 = 11 han: sanbaiman, base 6,000;
    # the dealer pays 12,000, the other 6,000 (the fourth share of 6,000 is not paid)
    assert block(sheet, "Points to Bob: 18,000")["lines"] == [
        "11 han: 三倍満 Sanbaiman, base 6,000",
        "Tsumo: the dealer pays 2 × base, the others 1 × base, rounded up to 100",
        "Three players: the absent fourth share is not paid (ツモ損)",
        "Ann pays Bob 12,000: ツモ Tsumo",
        "Cy pays Bob 6,000: ツモ Tsumo"]


def test_a_bust_ends_the_game_with_the_final_ranking(app) -> None:
    session = rigged({0: DEALER, 1: NOTEN, 2: TANYAO_B5, 3: JUNK2}, drawn="5C", scores=[1000, 25000, 25000, 24000])
    do(session, 0, "discard", "5C")
    scene = tm_table(app, session, humans=(2,))
    press(app, button_for(scene, C(2, "ron", ("5C",))))
    sheet = to_sheet(app)
    assert sheet["subtitle"] == "East 1, 0 honba (本場)"  # no next hand
    click(app, app.top.button.rect.center)
    assert isinstance(app.top, MatchResultScene)
    # Ann's 1,300 for Cy's ron leaves her at -300 (飛び)
    final = app.top.sheet
    assert final["subtitle"] == "A player is below zero (飛び): the game ends."
    assert final["blocks"][0]["title"] == "Final ranking"
    assert final["blocks"][0]["rows"] == [["1", "Cy", "26,300"], ["2", "Bob", "25,000"], ["3", "Di", "24,000"],
                                          ["4", "Ann", "-300"]]


# -- what the table shows ---------------------------------------------------------------------------


def test_jokers_lie_beside_their_seat_and_count_on_the_plate(app, monkeypatch) -> None:
    session = rigged({0: DEALER, 1: NOCALL, 2: JUNK, 3: JUNK2}, drawn="5C",
                     jokers={0: "JK1", 2: "JK2 JK1", 3: "JK2"})
    scene = tm_table(app, session)
    frozen_cpus(monkeypatch, scene)
    assert scene.model["piles"]["flowers_0"]["cards"] == ["JK1"]
    assert scene.model["piles"]["flowers_2"]["cards"] == ["JK2", "JK1"]
    assert scene.model["plates"]["plate_2"]["markers"] == ["Jokers ×2"]
    assert scene.model["plates"]["plate_0"]["markers"] == ["Dealer 親", "Jokers ×1"]
    assert "A joker laid out: 1 han with a yaku" in scene.model["info"]
    laid = [s for s in scene.slots if s.zone == "flowers_2"]
    assert [s.code for s in laid] == ["JK2", "JK1"] and all(scene.zones["flowers_2"][0].contains(s.rect) for s in laid)
    app.draw()


def test_the_waits_show_furiten_and_a_hand_with_no_yaku_on_a_discard(app, monkeypatch) -> None:
    session = rigged({0: DEALER, 1: NOTEN, 2: TANYAO_B5, 3: JUNK2}, drawn="5C")
    session.state.seats[2].discarded.append(13)  # b5 among Cy's own discards: furiten (§7)
    scene = tm_table(app, session, humans=(2,))
    frozen_cpus(monkeypatch, scene)
    waits = scene.model["waits"]
    assert waits["label"] == "Furiten 振聴, no ron: waits" and waits["cards"] == ["5S"]
    assert waits["counts"] == [4]  # no b5 in sight yet
    # an open hand waiting on a kind with no yaku
    melds = {2: [meld("pung", "AH AH AD", 1)]}
    session = rigged({0: DEALER, 1: NOTEN.replace("AH", "JH"), 2: "3H 4H 5H 3D 4D 5D 6S 7S 8S 4C", 3: JUNK2},
                     drawn="5C", melds=melds)
    scene = tm_table(app, session, humans=(2,))
    frozen_cpus(monkeypatch, scene)
    assert scene.model["waits"]["label"] == "No yaku 役なし for ron: waits"


def test_the_hint_names_a_move(app, monkeypatch) -> None:
    session = rigged({0: DEALER, 1: NOCALL, 2: JUNK, 3: JUNK2}, drawn="5C")
    scene = tm_table(app, session)
    frozen_cpus(monkeypatch, scene)
    press(app, buttons(scene)["Hint"])
    assert scene.message is not None and scene.message[0].startswith("Hint: ") and scene.hint_cards


def test_three_players_sit_at_the_three_seat_table(app, monkeypatch) -> None:
    session = rigged({0: DEALER, 1: CHI_TWO, 2: JUNK}, drawn="5C", players=3, jokers={1: "JK1"})
    scene = tm_table(app, session)
    frozen_cpus(monkeypatch, scene)
    assert scene.model["players"] == 3 and scene.model["seats"] == [0, 1, 2]
    assert "river_3" not in scene.zones and scene.model["piles"]["flowers_1"]["cards"] == ["JK1"]
    assert scene.model["plates"]["plate_1"]["score"] == "35,000"
    drag(app, slot_of(scene, "5C").center, river(scene))
    assert session.to_act() == {1} and C(1, "chi", ("4S", "6C")) in session.legal(1)  # Bob is Ann's 下家
    app.draw()


def record_cards(monkeypatch) -> list[Any]:
    """Every card the table draws from now on (face down: None)."""
    drawn: list[Any] = []
    real = CardTileImages.get

    def get(self, code, size, angle=0, pose=None, marked=False):
        drawn.append(code)
        return real(self, code, size, angle, pose, marked)

    monkeypatch.setattr(CardTileImages, "get", get)
    return drawn


def test_the_hand_off_shows_no_card_of_the_other_person(app, monkeypatch) -> None:
    # Ann (0) and Bob (1) are people. Ann discards 5C, which Bob may pon.
    session = rigged({0: DEALER, 1: PON_B5, 2: JUNK, 3: JUNK2}, drawn="5C")
    scene = tm_table(app, session, humans=(0, 1))
    ann_only = {"2D", "3S", "7H", "8H", "7D", "8D", "TC", "JC"}
    bob_only = {"5S", "AD", "9D", "AC", "9C", "4S", "6H", "QD", "KD", "QC", "KC"}
    drawn = record_cards(monkeypatch)
    app.draw()
    assert not bob_only & set(drawn)
    drag(app, slot_of(scene, "5C").center, river(scene))
    app.step([], FRAME)
    assert isinstance(app.top, HandOffScene) and app.top.name == "Bob"
    drawn.clear()
    app.draw()
    assert not {c for c in drawn if c is not None} - {"5C"}  # only Ann's discard, on the table behind the screen
    click(app, (640, 400))
    assert app.top is scene and scene.viewer == 1
    drawn.clear()
    app.draw()
    assert bob_only <= set(drawn) and not ann_only & set(drawn)
    assert C(1, "pon", ("5C",)) in commands(scene)


def test_autosave_and_continue_mid_hand(app) -> None:
    _, table = save_and_continue(app, "trump_mahjong", 4, NAMES)
    assert table.model["material"] == "card_tiles"

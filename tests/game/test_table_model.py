"""Emperor's generic table model and score sheets (rules/emperor/table.py), on stacked decks.

Figures are worked out by hand from ../shared/rules/emperor.md; the flow tests in
tests/emperor/test_flow.py check the same hands' records, these check what the table shows."""

from __future__ import annotations

from rules.core.command import Command as C
from rules.core.session import Session
from rules.emperor.variant import VARIANT

from tests.emperor.rig import rigged

# 5♠8♠ 6♠7♠ + 4♠ waits on 4♣ (同種 3 + 一色 2 + 大通番 3 = 8 yaku, §12 notation example).
SPADES_WAIT = ["5S", "8S", "6S", "7S", "4S"]
NAMES = {"names": ["Ann", "Bob", "Cy", "Di"]}


def hand_ended(events):
    return next(e for e in events if e.kind == "hand_ended")


def test_table_model_is_seen_from_the_viewer() -> None:
    hands = {0: ["KS", "2H", "AD", "JK1", "TC", "2S"], 1: SPADES_WAIT, 2: ["3C", "9S", "QH", "JD", "4H"],
             3: ["5C", "6C", "7C", "8C", "9C"]}
    session = rigged(4, hands, dealer=0)
    model = VARIANT.table(session.view(2), NAMES)
    # Seat 2 sits at the bottom; the next seats in turn order follow round the table.
    assert model["seats"] == [2, 3, 0, 1] and model["viewer"] == 2
    # Only the viewer's own hand is face up (sorted by rank); seat 0 (position 2) holds 6 hidden cards.
    assert model["piles"]["hand_0"]["cards"] == ["3C", "4H", "9S", "JD", "QH"]
    assert model["piles"]["hand_2"]["cards"] == [None] * 6
    assert model["piles"]["hand_1"]["cards"] == [None] * 5 and model["piles"]["hand_3"]["cards"] == [None] * 5
    plate = model["plates"]["plate_2"]
    assert (plate["seat"], plate["name"], plate["score"], plate["turn"]) == (0, "Ann", "25,000", True)
    assert "Dealer" in plate["markers"] and "Shibari 4" in plate["markers"]
    assert model["plates"]["plate_0"]["turn"] is False
    assert model["drops"] == {"river_0": "discard"}
    assert model["toggles"]["riichi"]["instead_of"] == "discard"
    # 54 cards − 21 in hands = 33 in the stock.
    assert model["piles"]["stock"]["count"] == 33 and "Stock: 33 cards" in model["info"]
    assert model["info"][:2] == ["Hand 1 · Warring States", "Hand 1 of 15"]

    own = VARIANT.table(session.view(0), NAMES)
    # Sorted by rank, suits in S H D C order, jokers last: A♦ 2♠ 2♥ 10♣ K♠ JK.
    assert own["piles"]["hand_0"]["cards"] == ["AD", "2S", "2H", "TC", "KS", "JK1"]
    assert own["waits"] is None  # six cards: the dealer is about to discard


def test_river_marks_the_riichi_card_and_the_discard_on_offer() -> None:
    session = rigged(4, {0: SPADES_WAIT + ["AH"]}, stock_top=["3C"])
    session.submit(C(0, "riichi", ("AH",)))
    model = VARIANT.table(session.view(1), NAMES)
    # Seat 0 is at position 3 for seat 1 (the seat before it in turn order).
    river = model["piles"]["river_3"]
    assert river["cards"] == ["AH"] and river["sideways"] == [0] and river["fresh"] == ["AH"]
    assert "Riichi" in model["plates"]["plate_3"]["markers"]
    # Seat 0 in riichi waits on 4♣ (the pair 4♠4♣: 8 yaku) and on 9♠ (4♠9♠ is a third sou: three-sou).
    waits = VARIANT.table(session.view(0), NAMES)["waits"]
    assert waits == {"label": "Riichi: waits (待ち)", "cards": ["4C", "9S"]}


def test_win_sheet_itemises_the_tenhou_example() -> None:
    # §12 tenhou ①: emperor (seat 0), dynasty card A♥, kept K♠, dealt 6♥7♥ 5♦8♦ 4♣9♣.
    session = rigged(4, {0: ["6H", "7H", "5D", "8D", "4C", "9C"]}, emperor=0, dynasty_card="AH", kept={0: ["KS"]})
    session.meta.update(NAMES)
    events = session.submit(C(0, "tsumo"))
    sheet = VARIANT.sheet(hand_ended(events), session.view(None), session.meta)
    assert sheet["kind"] == "win" and sheet["title"] == "Ann wins by tsumo (ツモ)"
    blocks = {b["title"].split(" ")[0]: b for b in sheet["blocks"]}
    hand = sheet["blocks"][0]
    assert hand["type"] == "hand" and sorted(c for g in hand["groups"] for c in g["cards"]) == sorted(
        ["6H", "7H", "5D", "8D", "4C", "9C"])
    # Three sou, no yaku. Bonus: the heart sou 6♥7♥ is dora by the emperor's dynasty card A♥
    # (2 bonus yaku), tenhou 4: 6 × 500 = 3,000. Virtue: 3 sou + K♠ + the dynasty card + menzen
    # tsumo = 6 × 100 = 600. Base 3,600; tsumo: each of the other three pays 3,600.
    bonus = blocks["Bonus"]
    assert [(r["original"], r["value"]) for r in bonus["rows"]] == [("Dora (ドラ)", "2"), ("Tenhou (天和)", "4")]
    assert bonus["rows"][0]["english"] == "sou 6♥ 7♥ shown by A♥"
    virtue = blocks["Virtue"]
    assert virtue["title"] == "Virtue (徳): 6, needs 3: virtuous"
    assert [r["value"] for r in virtue["rows"]] == ["3", "1", "1", "1"]
    formulas = blocks["Formula"]["lines"]
    assert "Base: 0 + 3,000 + 600 = 3,600" in formulas
    assert [(r["original"], r["value"]) for r in blocks["Payments"]["rows"]] == [
        ("Bob → Ann", "3,600"), ("Cy → Ann", "3,600"), ("Di → Ann", "3,600")]
    succession = blocks["Succession"]
    assert succession["text"].startswith("Virtuous win (有徳上がり)") and succession["cards"] == ["AH"]
    scores = blocks["Scores"]
    assert scores["rows"][0] == ["Ann", "+10,800", "35,800"] and scores["rows"][1] == ["Bob", "-3,600", "21,400"]


def test_unification_sheet_offers_the_new_dynasty_cards() -> None:
    # Seat 3 wins by ron on 4♣ with three sou (5♥8♥ 6♥7♥ 9♣4♣) in the Warring States: no yaku,
    # 3 sou = 3 virtue (virtuous with 4 players) → 300, ron × 3 = 900, and a unification (§7.3).
    session = rigged(4, {0: ["4C", "AD", "2D", "3D", "TD", "JD"], 3: ["5H", "8H", "6H", "7H", "9C"]})
    session.state.seats[3].riichi = True
    session.meta.update(NAMES)
    session.submit(C(0, "discard", ("4C",)))
    events = session.submit(C(3, "ron", ("4C",)))
    sheet = VARIANT.sheet(hand_ended(events), session.view(None), session.meta)
    assert sheet["title"] == "Di wins by ron (ロン) off Ann"
    yaku = next(b for b in sheet["blocks"] if b["title"].startswith("Yaku"))
    assert yaku["rows"] == [{"original": "三双", "english": "Three-sou: no yaku, no shibari", "value": "0"}]
    succession = next(b for b in sheet["blocks"] if b["title"].startswith("Succession"))
    # The first dynasty's card is an A; Di chooses its suit before the next deal.
    assert succession["cards"] == ["AS", "AH", "AD", "AC"]
    assert "Unification (統一)" in succession["text"] and "Di chooses" in succession["text"]
    pay = next(b for b in sheet["blocks"] if b["title"] == "Payments")
    assert [(r["original"], r["value"]) for r in pay["rows"]] == [("Ann → Di", "900")]


def test_exhaustive_draw_sheet_shows_tenpai_and_payments() -> None:
    hands = {0: ["AD", "3D", "TH", "9D", "QD", "JC"], 1: SPADES_WAIT}
    session = rigged(4, hands, stock_top=["2H", "4C"])
    session.meta.update(NAMES)
    session.state.stock = session.state.stock[-2:]
    session.state.seats[1].draws = session.state.seats[1].discards = 2
    for command in (C(0, "discard", ("AD",)), C(1, "draw"), C(1, "discard", ("2H",)), C(2, "draw")):
        session.submit(command)
    events = session.submit(C(2, "discard", ("4C",)))
    sheet = VARIANT.sheet(hand_ended(events), session.view(None), session.meta)
    assert sheet["kind"] == "draw" and sheet["title"] == "Exhaustive draw (流局)"
    tenpai = sheet["blocks"][0]
    assert tenpai["title"] == "Bob: tenpai (聴牌)" and [g["cards"] for g in tenpai["groups"]] == [["5S", "8S"], ["6S", "7S"], ["4S"]]
    # Three noten players pay 3,600 / (1 × 3) = 1,200 each to Bob (§9.4).
    pay = next(b for b in sheet["blocks"] if b["title"] == "Payments")
    assert [(r["original"], r["value"]) for r in pay["rows"]] == [
        ("Ann → Bob", "1,200"), ("Cy → Bob", "1,200"), ("Di → Bob", "1,200")]


def test_match_sheet_lists_standings_and_hands() -> None:
    session = Session("emperor", 3, {"match_length": 10}, seed=5, meta={"names": ["Ann", "Bob", "Cy"]})
    cpus = [VARIANT.cpu("easy", i) for i in range(3)]
    last = []
    while not session.is_over():
        seat = min(session.to_act())
        last = session.submit(cpus[seat].choose(session.view(seat), session.legal(seat)))
    over = next(e for e in last if e.kind == "match_over")
    sheet = VARIANT.sheet(over, session.view(None), session.meta)
    standings, hands = sheet["blocks"]
    assert standings["columns"] == ["Rank", "Player", "Score", "Oka", "Uma", "Result"]
    assert [row[0] for row in standings["rows"]] == ["1", "2", "3"]
    # 3 players, 25,000 start: the winner's oka is (30,000 − 25,000) × 3 = 15,000.
    assert standings["rows"][0][3] == "+15,000"
    assert len(hands["rows"]) == 10 and hands["columns"] == ["Hand", "Result", "Ann", "Bob", "Cy"]
    # Each hand's changes balance: what the losers pay, the winners get.
    assert all(sum(int(v.replace(",", "")) for v in row[2:]) == 0 for row in hands["rows"])


def test_minor_events_have_no_sheet() -> None:
    session = rigged(4, {0: SPADES_WAIT + ["AH"]})
    events = session.submit(C(0, "discard", ("AH",)))
    assert [VARIANT.sheet(e, session.view(None), {}) for e in events] == [None] * len(events)

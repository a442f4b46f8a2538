"""The turn flow of a hand, on stacked decks: every figure below is worked out by hand from
../shared/rules/emperor.md (section numbers in the comments)."""

from __future__ import annotations

import pytest

from rules.core.command import Command
from rules.core.session import IllegalCommand
from rules.emperor.settlement import settle_exhaustive_draw, standings
from rules.emperor.state import DISCARD, DRAW, DYNASTY, RON

from tests.emperor.rig import rigged

C = Command
# 5♠8♠ 6♠7♠ + 4♠ waits on 4♣: 同種 3 + 一色 2 + 大通番 3 = 8 yaku (§12 notation example).
SPADES_WAIT = ["5S", "8S", "6S", "7S", "4S"]
# 5♥8♥ 6♥7♥ + 9♣ waits on 4♣ for three-sou (§4.3).
HEARTS_SANSOU_WAIT = ["5H", "8H", "6H", "7H", "9C"]


def last_record(session) -> dict:
    return session.state.history[-1]


def test_dealer_starts_with_six_cards_and_no_draw() -> None:
    session = rigged(4, {0: ["AS", "2H", "3D", "4C", "6S", "9H"], 1: ["TS", "TC", "JD", "QH", "KS"]})
    actions = {c.action for c in session.legal(0)}
    assert actions == {"discard"} and len(session.legal(0)) == 6
    assert session.legal(1) == [] and session.to_act() == {0}


def test_next_player_draws_or_calls_only_the_previous_discard() -> None:
    session = rigged(4, {0: ["AS", "2H", "3D", "4C", "6S", "9H"], 1: ["QS", "QC", "JD", "8H", "KS"]}, stock_top=["5D"])
    session.submit(C(0, "discard", ("AS",)))
    assert session.state.phase == DRAW and session.to_act() == {1}
    # A♠ + Q♠ or Q♣ is a wangzi (A–Q), so seat 1 may call with either queen (§3.4).
    assert session.legal(1) == [C(1, "call", ("AS", "QC")), C(1, "call", ("AS", "QS")), C(1, "draw")]
    session.submit(C(1, "call", ("AS", "QS")))
    me = session.state.seats[1]
    assert me.exposed == [("AS", "QS")] and "AS" not in session.state.seats[0].river
    assert session.view(1)["seats"][1]["shibari"] == 5  # 4 players: 4 yaku, +1 per call (§6)
    # After a call: discard a concealed card; no tsumo, and the called card is not discardable.
    legal = session.legal(1)
    assert not any(c.action == "tsumo" for c in legal)
    assert C(1, "discard", ("AS",)) not in legal and C(1, "discard", ("JD",)) in legal


def test_riichi_needs_a_valid_wait() -> None:
    # §11: 2♠J♥ 4♣9♦ 7♠ waits only on 7♣, which gives 0 yaku: shape tenpai, never riichi.
    session = rigged(4, {0: ["2S", "JH", "4C", "9D", "7S", "AH"]})
    assert C(0, "riichi", ("AH",)) not in session.legal(0)
    reason = session.validate(C(0, "riichi", ("AH",)))
    assert "valid tenpai" in reason and "4 yaku" in reason
    good = rigged(4, {0: SPADES_WAIT + ["AH"]})
    assert C(0, "riichi", ("AH",)) in good.legal(0)


def test_riichi_freezes_the_hand() -> None:
    session = rigged(4, {0: SPADES_WAIT + ["AH"], 3: ["AC", "QD", "2D", "JS", "9H"]}, stock_top=["3C", "3H", "TD", "2C"])
    session.submit(C(0, "riichi", ("AH",)))
    for seat in (1, 2, 3):
        session.submit(C(seat, "draw"))
        session.submit(C(seat, "discard", (session.state.drawn,)))
    # Seat 0 may not call 2♣ (no calls in riichi) and must discard what it draws.
    assert session.legal(0) == [C(0, "draw")]
    session.submit(C(0, "draw"))
    assert session.legal(0) == [C(0, "discard", ("2C",))]
    assert "frozen" in session.validate(C(0, "discard", ("5S",)))


def test_ron_goes_to_the_claimant_nearest_the_discarder() -> None:
    # Seats 1 and 3 are in riichi on 4♣; seat 0 discards it (§3.6: discarder+1 first).
    session = rigged(4, {0: ["4C", "AD", "2D", "3D", "TD", "JD"], 1: SPADES_WAIT, 2: ["KH", "KD", "QH", "QD", "JH"], 3: HEARTS_SANSOU_WAIT})
    for seat in (1, 3):
        session.state.seats[seat].riichi = True
    session.submit(C(0, "discard", ("4C",)))
    assert session.state.phase == RON and session.to_act() == {1, 3}
    session.submit(C(3, "ron", ("4C",)))
    assert session.to_act() == {1}  # seat 3 must wait for the nearer seat 1
    session.submit(C(1, "ron", ("4C",)))
    record = last_record(session)
    assert (record["winner"], record["by"], record["discarder"]) == (1, "ron", 0)
    # Commoner, 8 yaku: 8 × 7 × 50 = 2,800; 2 sou = 2 virtue < 3; ron ×3 = 8,400 (§9).
    assert record["breakdown"]["base"] == 2800
    assert record["deltas"] == [-8400, 8400, 0, 0]


def test_a_farther_claimant_wins_when_the_nearer_passes() -> None:
    session = rigged(4, {0: ["4C", "AD", "2D", "3D", "TD", "JD"], 1: SPADES_WAIT, 3: HEARTS_SANSOU_WAIT})
    for seat in (1, 3):
        session.state.seats[seat].riichi = True
    session.submit(C(0, "discard", ("4C",)))
    session.submit(C(1, "pass"))
    session.submit(C(3, "ron", ("4C",)))
    record = last_record(session)
    assert record["winner"] == 3 and record["breakdown"]["shape"] == "sansou"
    # Three-sou: no yaku; 3 sou = 3 virtue, virtuous → 300; ron ×3 = 900; a unification (§7.3).
    assert record["breakdown"]["base"] == 300 and record["deltas"] == [-900, 0, 0, 900]
    assert record["succession"] == "unification"


def test_without_riichi_no_ron_is_offered() -> None:
    session = rigged(4, {0: ["4C", "AD", "2D", "3D", "TD", "JD"], 1: SPADES_WAIT})
    session.submit(C(0, "discard", ("4C",)))
    assert session.state.phase == DRAW and C(1, "ron", ("4C",)) not in session.legal(1)


def test_tenhou_example_1() -> None:
    # §12 tenhou ①: emperor, dynasty card A♥, kept K♠, dealt 6♥7♥ 5♦8♦ 4♣9♣.
    session = rigged(4, {0: ["6H", "7H", "5D", "8D", "4C", "9C"]}, emperor=0, dynasty_card="AH", kept={0: ["KS"]})
    assert C(0, "tsumo") in session.legal(0)
    session.submit(C(0, "tsumo"))
    b = last_record(session)["breakdown"]
    assert [x["id"] for x in b["bonus"]] == ["dora", "tenhou"]
    assert (b["bonus_points"], b["virtue_count"], b["virtue_points"], b["base"]) == (3000, 6, 600, 3600)
    assert last_record(session)["deltas"] == [10800, -3600, -3600, -3600]
    assert last_record(session)["succession"] == "virtuous_win"
    state = session.state
    assert state.emperor == 0 and state.dealer == 0 and state.generation == 2
    assert state.seats[0].kept_kings == ["KS"]


def test_chiihou_example_2_and_its_voiding_by_a_call() -> None:
    hands = {0: ["AD", "3D", "TH", "9S", "QD", "JC"], 1: ["6H", "7S", "4D", "9C", "2S"]}
    session = rigged(4, hands, stock_top=["2C"])
    session.submit(C(0, "discard", ("AD",)))
    session.submit(C(1, "draw"))
    assert C(1, "tsumo") in session.legal(1)  # 0 yaku, but chiihou wins regardless (§8.3)
    session.submit(C(1, "tsumo"))
    b = last_record(session)["breakdown"]
    assert [x["id"] for x in b["bonus"]] == ["chiihou"] and b["yaku_count"] == 0
    assert (b["virtue_count"], b["virtuous"], b["base"]) == (1, False, 2000)
    assert last_record(session)["deltas"] == [-2000, 6000, -2000, -2000]

    # The same draw after someone has called: no chiihou, and 0 yaku cannot win.
    called = rigged(4, hands, stock_top=["2C"])
    called.state.any_call = True
    called.submit(C(0, "discard", ("AD",)))
    called.submit(C(1, "draw"))
    assert C(1, "tsumo") not in called.legal(1)
    assert "not a valid win" in called.validate(C(1, "tsumo"))


def test_double_riichi_and_ippatsu() -> None:
    options = {"ippatsu": True, "double_riichi": True}
    hands = {0: SPADES_WAIT + ["QD"], 1: ["AH", "3H", "9H", "JD", "KC"], 2: ["AC", "3C", "TH", "JH", "KH"], 3: ["2D", "3S", "TC", "JS", "AS"]}
    session = rigged(4, hands, dealer=0, options=options, stock_top=["2H", "2C", "4C"])
    session.submit(C(0, "riichi", ("QD",)))
    for seat in (1, 2, 3):
        session.submit(C(seat, "draw"))
        session.submit(C(seat, "discard", (session.state.drawn,)))
    session.submit(C(0, "ron", ("4C",)))
    b = last_record(session)["breakdown"]
    # 8 yaku → 2,800; ippatsu 1 + double riichi 1 = 2 bonus → 1,000; base 3,800; ron ×3 (§8.4).
    assert sorted(x["id"] for x in b["bonus"]) == ["double_riichi", "ippatsu"]
    assert b["base"] == 3800 and last_record(session)["deltas"] == [11400, 0, 0, -11400]


def test_a_call_breaks_ippatsu() -> None:
    options = {"ippatsu": True, "double_riichi": True}
    hands = {0: SPADES_WAIT + ["QD"], 1: ["AH", "3H", "9H", "JD", "KC"], 2: ["AC", "3C", "TH", "JH", "KH"], 3: ["2D", "3S", "TC", "JS", "AS"]}
    session = rigged(4, hands, dealer=0, options=options, stock_top=["2H", "4C"])
    session.submit(C(0, "riichi", ("QD",)))
    session.submit(C(1, "draw"))
    session.submit(C(1, "discard", ("2H",)))
    session.submit(C(2, "call", ("2H", "JH")))  # 2–J wangzi
    session.submit(C(2, "discard", ("AC",)))
    session.submit(C(3, "draw"))
    session.submit(C(3, "discard", ("4C",)))
    session.submit(C(0, "ron", ("4C",)))
    b = last_record(session)["breakdown"]
    assert [x["id"] for x in b["bonus"]] == ["double_riichi"] and b["base"] == 3300


def test_haitei_on_the_last_card_and_exhaustive_draw_after_the_final_discard() -> None:
    hands = {0: ["AD", "3D", "TH", "9D", "QD", "JC"], 1: ["5S", "8S", "6S", "7S", "4S"]}
    session = rigged(4, hands, stock_top=["2H", "4C"])
    session.state.stock = session.state.stock[-2:]  # only two cards left in the stock
    session.state.seats[1].draws = session.state.seats[1].discards = 2  # not a first draw
    session.submit(C(0, "discard", ("AD",)))
    session.submit(C(1, "draw"))
    session.submit(C(1, "discard", ("2H",)))
    session.submit(C(2, "draw"))  # the last card: 4♣, which seat 2 discards
    assert session.state.stock == []
    session.submit(C(2, "discard", ("4C",)))
    # Nobody is in riichi, so the final discard ends the hand: an exhaustive draw (§3.7).
    record = last_record(session)
    assert record["result"] == "exhaustive_draw" and record["tenpai"] == [1]
    assert record["deltas"] == [-1200, 3600, -1200, -1200]

    haitei = rigged(4, hands, stock_top=["2H", "4C"])
    haitei.state.stock = haitei.state.stock[-2:]
    haitei.state.seats[1].draws = 2
    haitei.submit(C(0, "discard", ("AD",)))
    haitei.submit(C(1, "draw"))
    haitei.submit(C(1, "discard", ("2H",)))
    haitei.submit(C(2, "draw"))
    haitei.submit(C(2, "discard", ("4C",)))
    assert last_record(haitei)["result"] == "exhaustive_draw"


def test_haitei_bonus() -> None:
    hands = {0: ["AD", "3D", "TH", "9D", "QD", "JC"], 1: ["5S", "8S", "6S", "7S", "4S"]}
    session = rigged(4, hands, stock_top=["4C"])
    session.state.stock = session.state.stock[-1:]
    session.state.seats[1].draws = 2
    session.submit(C(0, "discard", ("AD",)))
    session.submit(C(1, "draw"))
    session.submit(C(1, "tsumo"))
    b = last_record(session)["breakdown"]
    # 8 yaku → 2,800; haitei 1 → 500; V = 2 sou + menzen tsumo = 3 → virtuous 300 → 3,600 each.
    assert [x["id"] for x in b["bonus"]] == ["haitei"]
    assert (b["virtue_count"], b["base"]) == (3, 3600)
    assert last_record(session)["succession"] == "unification"


def test_houtei_on_the_final_discard() -> None:
    hands = {0: ["AD", "3D", "TH", "9D", "QD", "4C"], 1: SPADES_WAIT}
    session = rigged(4, hands)
    session.state.stock = []
    session.state.seats[1].riichi = True
    session.submit(C(0, "discard", ("4C",)))
    session.submit(C(1, "ron", ("4C",)))
    b = last_record(session)["breakdown"]
    assert [x["id"] for x in b["bonus"]] == ["houtei"] and b["base"] == 3300


TENPAI = [["5S", "8S", "6S", "7S", "4S"], ["5H", "8H", "6H", "7H", "4H"], ["5D", "8D", "6D", "7D", "4D"], ["5C", "8C", "6C", "7C", "4C"]]
NOTEN = [[r + s for r in "A39JK"] for s in "SHDC"]  # A, 3, 9, J, K: no two make a wangzi
DRAW_TABLE = {(3, 1): 1800, (3, 2): 1800, (4, 1): 1200, (4, 2): 900, (4, 3): 1200, (5, 1): 900, (5, 2): 600, (5, 3): 600, (5, 4): 900}


@pytest.mark.parametrize("players, tenpai", sorted(DRAW_TABLE))
def test_exhaustive_draw_payments_follow_the_table(players: int, tenpai: int) -> None:
    hands = {i: TENPAI[i] if i < tenpai else NOTEN[i - tenpai] for i in range(players)}
    session = rigged(players, hands)
    settle_exhaustive_draw(session.state)
    record = last_record(session)
    each = DRAW_TABLE[(players, tenpai)]
    assert record["tenpai"] == list(range(tenpai))
    assert record["deltas"] == [each * (players - tenpai)] * tenpai + [-each * tenpai] * (players - tenpai)


def test_open_hands_need_a_valid_wait_at_a_draw_and_kings_carry_over() -> None:
    # §11: 2♠J♥ 4♣9♦ + 7♠ is shape tenpai only. Closed it counts at a draw; open it does not.
    others = {1: ["AH", "3H", "9H", "QS", "2C"], 2: ["AD", "3S", "JD", "KD", "5C"], 3: ["AC", "3C", "9C", "JC", "TH"]}
    closed = rigged(4, {0: ["2S", "JH", "4C", "9D", "7S"], **others}, rivers={0: ["KH"], 1: ["KS"]}, kept={3: ["KC"]})
    settle_exhaustive_draw(closed.state)
    assert last_record(closed)["tenpai"] == [0]
    # Tenpai seat 0 keeps the K of its river; seat 3's kept K♣ is voided (noten), §8.5.
    assert [s.kept_kings for s in closed.state.seats] == [["KH"], [], [], []]

    opened = rigged(4, {0: ["4C", "9D", "7S"], **others}, exposed={0: [("2S", "JH")]})
    settle_exhaustive_draw(opened.state)
    assert last_record(opened)["tenpai"] == [] and last_record(opened)["deltas"] == [0, 0, 0, 0]


def test_unification_then_the_dynasty_card_and_labels() -> None:
    # §12 three-sou example: commoner closed tsumo, K♦ in the river, V = 5 → a unification.
    session = rigged(4, {0: ["AD", "3D", "TH", "9D", "QD", "JC"], 1: ["6H", "7H", "5S", "8S", "AC"]},
                     stock_top=["QC"], rivers={1: ["KD"]})
    session.state.seats[1].draws = session.state.seats[1].discards = 1
    session.submit(C(0, "discard", ("AD",)))
    session.submit(C(1, "draw"))
    session.submit(C(1, "tsumo"))
    record = last_record(session)
    assert (record["breakdown"]["base"], record["succession"]) == (500, "unification")
    assert record["deltas"] == [-500, 1500, -500, -500]
    state = session.state
    assert state.phase == DYNASTY and session.to_act() == {1}
    legal = session.legal(1)
    assert [c.cards[0] for c in legal] == ["AC", "AD", "AH", "AS"] and legal[0].choice == "秦"
    assert "rank A" in session.validate(C(1, "dynasty", ("2H",), "漢"))
    assert "Name your dynasty" in session.validate(C(1, "dynasty", ("AH",), ""))
    assert "not a card" in session.validate(C(1, "dynasty", ("AH ",), "漢"))  # strip nothing: refuse
    assert "visible" in session.validate(C(1, "dynasty", ("AH",), "漢\x07"))
    assert "spaces around" in session.validate(C(1, "dynasty", ("AH",), "漢 "))
    session.submit(C(1, "dynasty", ("AH",), "漢"))  # a name of the player's own is fine
    assert (state.emperor, state.dealer, state.dynasty_card, state.generation) == (1, 1, "AH", 1)
    assert session.view(0)["label"] == "Hand 2 · 漢 Dynasty, 1st generation (初代)"
    assert state.seats[1].kept_kings == ["KD"] and len(state.seats[1].hand) == 6
    assert len(state.stock) == 54 - 1 - 1 - 6 - 15  # dynasty card and the kept K are out (§1.1)


def test_overthrow_by_ron_off_the_emperor() -> None:
    # Dynasty card A♥ (emperor seat 0); seat 1 in riichi rons the emperor's 4♣ with 3 sou.
    session = rigged(4, {0: ["4C", "2D", "3D", "TD", "JD", "9D"], 1: HEARTS_SANSOU_WAIT}, emperor=0, dynasty_card="AH")
    session.state.seats[1].riichi = True
    session.submit(C(0, "discard", ("4C",)))
    session.submit(C(1, "ron", ("4C",)))
    assert last_record(session)["succession"] == "overthrow"
    assert session.state.phase == DYNASTY and session.legal(1)[0].cards[0][0] == "2"  # dynasty 2: a 2


def test_warring_states_joker_ura_draw_is_void_and_replaced() -> None:
    hands = {0: ["AD", "3D", "TH", "9D", "QD", "4C"], 1: SPADES_WAIT}
    session = rigged(4, hands, stock_top=["JK2", "3S"], rivers={1: ["JK1"]})
    session.state.seats[1].riichi = True
    session.submit(C(0, "discard", ("4C",)))
    session.submit(C(1, "ron", ("4C",)))
    record = last_record(session)
    assert record["ura_row"] == ["JK2", "3S"]
    dora = [x for x in record["breakdown"]["bonus"] if x["id"] == "dora"]
    # Two spade sou, one spade ura indicator: 1 dora each (no ceiling) → 4 bonus yaku.
    assert sum(x["count"] for x in dora) == 4
    # 8 yaku 2,800 + 2,000 + virtue (2 sou + joker = 3) 300 = 5,100; ron ×3.
    assert record["breakdown"]["base"] == 5100


def test_recombination_after_the_second_call() -> None:
    hands = {0: ["4C", "2D", "3D", "TD", "JD", "AS"], 1: ["9D", "QH", "2H"]}
    session = rigged(4, hands, options={"recombination": True}, exposed={1: [("4D", "9C")]})
    session.submit(C(0, "discard", ("4C",)))
    session.submit(C(1, "call", ("4C", "9D")))
    regroup = [c for c in session.legal(1) if c.action == "regroup"]
    assert regroup == [C(1, "regroup", ("4D", "9D", "9C", "4C"))]  # §10: two sou
    session.submit(regroup[0])
    assert session.state.seats[1].exposed == [("4D", "9D"), ("9C", "4C")]
    assert not any(c.action == "regroup" for c in session.legal(1))
    off = rigged(4, hands, exposed={1: [("4D", "9C")]})
    off.submit(C(0, "discard", ("4C",)))
    off.submit(C(1, "call", ("4C", "9D")))
    assert "not in play" in off.validate(C(1, "regroup", ("4D", "9D", "9C", "4C")))


def test_no_third_call() -> None:
    session = rigged(4, {0: ["4C", "2D", "3D", "TD", "JD", "AS"], 1: ["9H"]}, exposed={1: [("4D", "9C"), ("5S", "8S")]})
    session.submit(C(0, "discard", ("4C",)))
    assert session.legal(1) == [C(1, "draw")]
    assert "twice" in session.validate(C(1, "call", ("4C", "9H")))


def test_jokers_cannot_be_called_into_a_set_in_the_warring_states() -> None:
    session = rigged(4, {0: ["JK1", "2D", "3D", "TD", "JD", "AS"], 1: ["JK2", "AH", "2H", "3H", "QH"]})
    session.submit(C(0, "discard", ("JK1",)))
    assert session.legal(1) == [C(1, "draw")]
    dynasty = rigged(4, {0: ["JK1", "2D", "3D", "TD", "JD", "AS"], 1: ["JK2", "AD", "2H", "3H", "QH"]},
                     emperor=0, dynasty_card="AH")
    dynasty.submit(C(0, "discard", ("JK1",)))
    # With dynasty card A♥ the joker is A♥: it pairs with A♦ or the other joker, and makes A–Q with Q♥.
    calls = {c.cards[1] for c in dynasty.legal(1) if c.action == "call"}
    assert calls == {"JK2", "AD", "QH"}


def test_illegal_moves_are_refused_with_reasons_and_change_nothing() -> None:
    session = rigged(4, {0: ["AS", "2H", "3D", "4C", "6S", "9H"]})
    before = session.digest()
    for command, words in [
        (C(1, "discard", ("AS",)), "not your turn"),
        (C(0, "discard", ("KH",)), "do not hold"),
        (C(0, "draw"), "already have your card"),
        (C(0, "tsumo"), "not a valid win"),
        (C(9, "draw"), "no such seat"),
        (C(0, "fold"), "not a move of this game"),
    ]:
        with pytest.raises(IllegalCommand) as err:
            session.submit(command)
        assert words in err.value.reason
    assert session.digest() == before and session.state.phase == DISCARD


@pytest.mark.parametrize(
    "players, scores, first, start, uma, expected",
    [
        # 4 players, 25,000 start: oka 20,000 to the top; uma 20,000/10,000 (§9.6).
        (4, [40000, 30000, 20000, 10000], 0, 25000, "20000/10000", {0: 500, 1: 100, 2: -200, 3: -400}),
        # 3 players: oka 15,000; 1st takes 20,000 from 3rd.
        (3, [35000, 25000, 15000], 0, 25000, "20000/10000", {0: 400, 1: -50, 2: -350}),
        # 5 players all level: ties go by seat order from the first dealer (seat 3), D-17.
        (5, [25000] * 5, 3, 25000, "20000/10000", {3: 400, 4: 50, 0: -50, 1: -150, 2: -250}),
        # 30,000 start: no oka; uma off.
        (4, [36000, 30000, 30000, 24000], 1, 30000, "none", {0: 60, 1: 0, 2: 0, 3: -60}),
    ],
)
def test_final_standings(players, scores, first, start, uma, expected) -> None:
    session = rigged(players, {}, options={"starting_points": start, "uma": uma})
    state = session.state
    state.scores, state.first_dealer = scores, first
    table = standings(state)
    assert {row["seat"]: row["points"] for row in table} == expected
    assert [row["rank"] for row in table] == list(range(1, players + 1))


def test_simple_naming_style() -> None:
    session = rigged(4, {0: ["AS", "2H", "3D", "4C", "6S", "9H"]}, options={"naming_style": "simple"})
    assert session.view(0)["label"] == "Hand 1"

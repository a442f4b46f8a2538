"""Trick points, the last trick, the cards and capot, pique, and every option that changes them.
Hands are stacked; the arithmetic is in the comments."""

from __future__ import annotations

import pytest

from rules.piquet.state import ANNOUNCE, PLAY
from tests.piquet.rig import do, hand_record, kinds, rigged

# Pique hand. Elder (seat 0): A K Q J 10 9♠, A K♥, A K♦, 8 7♣; he throws 7♣ for 7♥.
# Younger: 8 7♠, Q J 10 9 8♥, 8 7♦, J 10 9♣; he throws 7♦ for Q♦.
PIQUE_ELDER = "AS KS QS JS TS 9S AH KH AD KD 8C 7C"
PIQUE_TALON = "7H QD JD TD 9D AC KC QC"


def _pique_to_trick_two(options: dict | None = None):
    s = rigged(PIQUE_ELDER, PIQUE_TALON, options)
    do(s, 0, "exchange", "7C")
    do(s, 1, "exchange", "7D")
    do(s, 0, "declare_point", choice="S")  # 6 cards
    do(s, 1, "answer", choice="good")  # younger's best is 5 hearts
    do(s, 0, "declare_sequence", "AS KS QS JS TS 9S")  # sixième, 16
    do(s, 1, "answer", choice="good")  # his quint Q-8♥ is weaker
    do(s, 0, "declare_sets", "AS AH AD")  # trio of aces, 3
    do(s, 1, "answer", choice="good")
    do(s, 0, "score_extras", "KS KH KD", "sets")  # trio of kings, 3: no stronger than the aces
    do(s, 0, "play", "AS")  # younger has nothing to announce: categories 1-4 are taken now
    assert s.state.phase == PLAY
    do(s, 1, "play", "7S")
    do(s, 0, "play", "8C")
    do(s, 1, "play", "9C")
    return s


def test_pique_counts_the_lead_before_the_opponents_win() -> None:
    s = _pique_to_trick_two()
    # 6 + 16 + 3 + 3 = 28; lead A♠ 29; lead 8♣ 30 with younger on 0 -> pique +30 (PQ-D21), and only
    # then younger's point for winning that trick with 9♣. Elder 28+1+1+30 = 60, younger 1.
    assert kinds(s) == [
        (0, "point", 6), (0, "sixieme", 16), (0, "trio", 3), (0, "trio", 3),
        (0, "lead", 1), (0, "lead", 1), (0, "pique", 30), (1, "win", 1),
    ]
    assert s.state.hand.so_totals == [60, 1]


def test_old_rules_trick_points_need_a_ten() -> None:
    s = _pique_to_trick_two({"point_by_pips": True, "trick_points_require_ten": True})
    # Old point: spades A K Q J 10 9 = 11+10+10+10+10+9 = 60 pips -> 6. Lead A♠ scores; the 8♣
    # lead and the 9♣ win do not (below 10). 28 + 1 = 29: no pique.
    assert kinds(s) == [(0, "point", 6), (0, "sixieme", 16), (0, "trio", 3), (0, "trio", 3), (0, "lead", 1)]


# Capot hand. Elder: all eight spades, A♥ A♦ A♣, K♥ (thrown for K♦). Younger holds no spade.
CAPOT_ELDER = "AS KS QS JS TS 9S 8S 7S AH AD AC KH"
CAPOT_TALON = "KD QH JH TH QD JD QC JC"
CAPOT_LEADS = ["AH", "AD", "AC", "KD", "AS", "KS", "QS", "JS", "TS", "9S", "8S", "7S"]


def _capot(options: dict | None = None):
    s = rigged(CAPOT_ELDER, CAPOT_TALON, options)
    do(s, 0, "exchange", "KH")  # takes K♦
    do(s, 1, "exchange", "7C")  # takes Q♥
    do(s, 0, "declare_point", choice="S")  # 8 cards: 8 (old rule: 11+40+9+8+7 = 75 pips -> 8)
    do(s, 1, "answer", choice="good")
    do(s, 0, "declare_sequence", choice="none")
    do(s, 0, "declare_sets", choice="none")
    for card in CAPOT_LEADS:
        do(s, 0, "play", card)
        while s.state.phase == ANNOUNCE:  # younger sinks his 9-8-7♥ and 10-9-8-7♦: he may stay silent
            do(s, 1, s.state.hand.announce_step and f"announce_{s.state.hand.announce_step}", choice="none")
        follow = next(c for c in s.legal(1) if c.action == "play")
        s.submit(follow)
    return hand_record(s)


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        # point 8 + 12 leads + last trick 1 + capot 40 = 61
        ({}, 61),
        # no last-trick point for the capot winner: 60
        ({"no_last_trick_point_on_capot": True}, 60),
        # c.1620: the last trick is won with 7♠, below 10: 60
        ({"last_trick_requires_ten": True}, 60),
        # old trick points: leads A♥ A♦ A♣ K♦ A♠ K♠ Q♠ J♠ 10♠ score (9); 9♠ 8♠ 7♠ do not;
        # the last trick still scores: 8 + 9 + 1 + 40 = 58
        ({"point_by_pips": True, "trick_points_require_ten": True}, 58),
    ],
)
def test_capot_and_last_trick_options(options: dict, expected: int) -> None:
    record = _capot(options)
    assert record["tricks_won"] == [12, 0]
    assert record["totals"] == [expected, 0]
    assert record["items"][-1]["kind"] == "capot" and record["items"][-1]["points"] == 40
    assert [it["kind"] for it in record["items"]].count("last_trick") == (1 if expected in (61, 58) else 0)


def test_more_tricks_scores_ten_and_six_all_nothing() -> None:
    # From the pique hand, play on with each side's obvious cards and check the cards bonus.
    s = _pique_to_trick_two()
    while s.state.hand is not None and s.state.hand_no == 1:
        seat = min(s.to_act())
        s.submit(next(c for c in s.legal(seat) if c.action == "play"))
    record = hand_record(s)
    won = record["tricks_won"]
    bonus = [it for it in record["items"] if it["kind"] in ("cards", "capot")]
    if won[0] == won[1]:
        assert bonus == []
    else:
        top = 0 if won[0] > won[1] else 1
        assert [(b["seat"], b["points"]) for b in bonus] == [(top, 40 if won[top] == 12 else 10)]
    assert sum(it["points"] for it in record["items"] if it["seat"] == 0) == record["totals"][0]

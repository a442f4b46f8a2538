"""Independent audit: hands built and scored by hand from the seed text, then run through the
calculator (`rules.score piquet`). Each case: the calculator's JSON input, the options, and the
expected hand totals [elder, younger] and bonus, with the arithmetic in a comment.

Abbreviations in the comments: E = elder, Y = younger, t3 = trick 3, "lead" = +1 for leading,
"win" = +1 for winning the opponent's lead, "last" = +1 for the 12th trick.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rules.piquet.calculator import InputError, score_hand

# H1. Elder: A♠ K♠ Q♠ J♠ 10♠ 9♠, A♥ A♦ A♣, K♥ K♦, 7♣. Younger has no clubs, so E leads and wins
# all twelve tricks (capot). Sets: quatorze of aces wins, trio of kings is a weaker extra.
H1: dict[str, Any] = {
    "point": {"by": "elder", "cards": "A♠ K♠ Q♠ J♠ 10♠ 9♠"},
    "sequences": {"by": "elder", "cards": ["A♠ K♠ Q♠ J♠ 10♠ 9♠"]},
    "sets": {"by": "elder", "cards": ["A♠ A♥ A♦ A♣", "K♠ K♥ K♦"]},
    "tricks": ["A♠ 7♠", "K♠ 8♠", "Q♠ 8♥", "J♠ 8♦", "10♠ 9♥", "9♠ 9♦",
               "A♥ 10♥", "A♦ 10♦", "K♥ J♥", "K♦ J♦", "A♣ Q♥", "7♣ Q♦"],
}

# H2. Elder: A♠ K♠ Q♠ J♠ 10♠ 7♠, A♥ K♥, A♦ K♦, 8♣ 7♣; younger: Q♥ J♥ 10♥ 9♥, Q♦ J♦ 10♦ 9♦,
# A♣ K♣ Q♣ J♣. E: point 6 + quint 15 + trio of aces 3 + trio of kings 3 = 27, Y nothing.
_H2_COMBOS: dict[str, Any] = {
    "point": {"by": "elder", "cards": "A♠ K♠ Q♠ J♠ 10♠ 7♠"},
    "sequences": {"by": "elder", "cards": ["A♠ K♠ Q♠ J♠ 10♠"]},
    "sets": {"by": "elder", "cards": ["A♠ A♥ A♦", "K♠ K♥ K♦"]},
}
# H2a: E leads 7♣ and Y wins it, so Y has scored before E reaches 30: no pique.
H2A = {**_H2_COMBOS, "tricks": [
    "7♣ A♣", "K♣ 8♣", "Q♣ 7♠", "Q♥ A♥", "A♠ J♣", "K♠ 9♥",
    "Q♠ 10♥", "J♠ J♥", "10♠ 9♦", "K♥ 10♦", "A♦ J♦", "K♦ Q♦"]}
# H2b: E leads winners from the start: 27 + t1 28 + t2 29 + t3 30 = pique, then capot.
H2B = {**_H2_COMBOS, "tricks": [
    "A♠ J♣", "K♠ Q♣", "Q♠ K♣", "J♠ A♣", "10♠ 9♥", "7♠ 10♥",
    "A♥ Q♥", "K♥ J♥", "A♦ Q♦", "K♦ J♦", "8♣ 10♦", "7♣ 9♦"]}

# H3. Sinking. Elder: A♠ K♠ Q♠ J♠, A♥ K♥ Q♥, A♦ K♦ Q♦, A♣ K♣ (wins every trick whatever is led);
# younger: 10♠ 9♠ 8♠ 7♠, J♥ 10♥ 9♥ 8♥, J♦ 10♦ 9♦ 8♦ (trio of tens). E declares point 4,
# quart to the ace + two tierces as extras, and only the trio of QUEENS (beats Y's tens), which
# sinks both quatorzes: stronger than the winning set, they cannot be extras.
H3: dict[str, Any] = {
    "point": {"by": "elder", "cards": "A♠ K♠ Q♠ J♠"},
    "sequences": {"by": "elder", "cards": ["A♠ K♠ Q♠ J♠", "A♥ K♥ Q♥", "A♦ K♦ Q♦"]},
    "sets": {"by": "elder", "cards": ["Q♠ Q♥ Q♦"]},
    "tricks": ["A♠ 7♠", "K♠ 8♠", "Q♠ 9♠", "J♠ 10♠", "A♥ 8♥", "K♥ 9♥",
               "Q♥ 10♥", "A♦ 8♦", "K♦ 9♦", "Q♦ 10♦", "A♣ J♥", "K♣ J♦"],
}

# H4. Younger's carte blanche and quatorze of tens. Younger: A♠ 10♠ 9♠ 8♠ 7♠, A♥ 10♥ 9♥, A♦ 10♦,
# A♣ 10♣ (no K/Q/J); elder: K Q J of every suit. Y: point 5, quart 10-7, quatorze of aces (beats
# E's quatorzes of K, Q, J), quatorze of tens as an extra.
H4: dict[str, Any] = {
    "carte_blanche": ["younger"],
    "point": {"by": "younger", "cards": "A♠ 10♠ 9♠ 8♠ 7♠"},
    "sequences": {"by": "younger", "cards": ["10♠ 9♠ 8♠ 7♠"]},
    "sets": {"by": "younger", "cards": ["A♠ A♥ A♦ A♣", "10♠ 10♥ 10♦ 10♣"]},
    "tricks": ["K♠ A♠", "A♥ K♥", "A♦ K♦", "A♣ K♣", "10♠ Q♠", "J♠ 9♠",
               "Q♥ 10♥", "J♥ 9♥", "Q♦ 10♦", "J♦ 8♠", "Q♣ 10♣", "J♣ 7♠"],
}

# H5. 17th-century game (36 cards). Both players had carte blanche (all 12 face cards in the
# talon). Elder then holds the neuvième A♠..6♠ and A♥ A♦ A♣ and wins all twelve tricks.
H5: dict[str, Any] = {
    "carte_blanche": ["elder", "younger"],
    "point": {"by": "elder", "cards": "A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠"},
    "sequences": {"by": "elder", "cards": ["A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠"]},
    "sets": {"by": "elder", "cards": ["A♠ A♥ A♦ A♣"]},
    "tricks": ["A♠ 8♥", "K♠ 8♦", "Q♠ 9♥", "J♠ 9♦", "10♠ 10♥", "A♥ J♥",
               "A♦ 10♦", "A♣ J♦", "9♠ Q♥", "8♠ Q♦", "7♠ K♥", "6♠ K♦"],
}

# H6. Ties: E ♠ A K Q 8 7 and Y ♥ A K Q 8 7 are an equal point (5 cards, 46 pips each) and equal
# tierces to the ace: nobody scores point or sequence. E's trio of kings beats Y's trio of queens.
# The tricks mix low and high cards to separate modern from old trick scoring.
H6: dict[str, Any] = {
    "point": None,
    "sets": {"by": "elder", "cards": ["K♠ K♦ K♣"]},
    "tricks": ["7♦ 8♦", "8♣ 9♣", "9♦ J♦", "Q♦ 10♦", "Q♣ K♣", "A♠ 9♠",
               "K♠ J♠", "Q♠ 7♥", "8♠ 8♥", "7♠ Q♥", "K♦ K♥", "10♣ A♥"],
}

# H7. Younger cannot make pique. Y: A♠ K♠ Q♠ J♠ 10♠ 9♠, A♥ K♥ Q♥ J♥, A♦, 7♣; E: K♦ Q♦ J♦ 10♦ 9♦,
# A♣ K♣ Q♣ J♣, 10♥ 9♥ 8♥. Y: point 6 + sixième 16 + quart (extra) 4 + trio of aces 3 = 29 with E on
# 0 (E declared no sets, so Y names the aces). E's lead to t1 comes before Y's win of t1, which
# brings Y to 30: E has 1, so no pique. Y then wins t2..t11 by leading.
H7: dict[str, Any] = {
    "point": {"by": "younger", "cards": "A♠ K♠ Q♠ J♠ 10♠ 9♠"},
    "sequences": {"by": "younger", "cards": ["A♠ K♠ Q♠ J♠ 10♠ 9♠", "A♥ K♥ Q♥ J♥"]},
    "sets": {"by": "younger", "cards": ["A♠ A♥ A♦"]},
    "tricks": ["K♦ A♦", "A♠ 10♥", "K♠ 9♥", "Q♠ 8♥", "J♠ 9♦", "10♠ 10♦",
               "9♠ J♦", "A♥ Q♦", "K♥ A♣", "Q♥ K♣", "J♥ Q♣", "7♣ J♣"],
}

# H7b: H7 with elder leading 9♦ to t1 (K♦ discarded at t5 instead). Under the old rules that lead
# scores nothing, so younger's win of t1 with A♦ makes 30 against 0: younger's pique.
H7B = {**H7, "tricks": ["9♦ A♦"] + H7["tricks"][1:4] + ["J♠ K♦"] + H7["tricks"][5:]}

OLD = {"point_by_pips": True, "trick_points_require_ten": True}
MODERN: dict[str, Any] = {}

CASES = [
    # H1 modern: 6 + 16 = 22, + quatorze 14 = 36 >= 30 with Y on 0 -> repique 60, + trio 3 = 39;
    # 12 leads + last 1 + capot 40 -> 39 + 60 + 53 = 152.
    ("H1 modern", H1, MODERN, [152, 0], ("repique", 0)),
    # seed: some refuse the last-trick point on capot: 152 - 1 = 151.
    ("H1 no last on capot", H1, {"no_last_trick_point_on_capot": True}, [151, 0], ("repique", 0)),
    # old rules: point pips 11+10+10+10+10+9 = 60 -> 6 (same); leads of 10+: A K Q J 10♠, A♥ A♦ K♥
    # K♦ A♣ = 10 (9♠ and 7♣ score nothing); last trick still 1 although won by 7♣ -> 39+60+10+1+40 = 150.
    ("H1 old rules", H1, OLD, [150, 0], ("repique", 0)),
    # c.1620: last trick won with 7♣ scores nothing -> 149.
    ("H1 old + 1620 last trick", H1, {**OLD, "last_trick_requires_ten": True}, [149, 0], ("repique", 0)),
    # H2a: E 27 + leads t1,t5..t12 = 9 + win t4 (A♥ on Q♥) 1 + last 1 + cards (9 tricks to 3) 10 = 48.
    # Y: win t1 1 + leads t2,t3,t4 3 = 4. Y scored at t1 before E reached 30: no pique.
    ("H2a no pique", H2A, MODERN, [48, 4], None),
    # old: E point 58 pips -> 6; leads of 10+ (not 7♣) 8 + win with A♥ 1 + last 1 + cards 10 -> 47.
    # Y: A♣ wins 1 + leads K♣ Q♣ Q♥ 3 = 4.
    ("H2a old rules", H2A, OLD, [47, 4], None),
    # H2b: pique at t3's lead (27 + 3 = 30): 27 + 12 leads + last 1 + pique 30 + capot 40 = 110.
    ("H2b pique", H2B, MODERN, [110, 0], ("pique", 0)),
    # old: 28 (A♠), 29 (K♠), 30 (Q♠): pique still at t3; leads of 10+: A K Q J 10♠ A♥ K♥ A♦ K♦ = 9
    # -> 27 + 9 + last 1 + 30 + 40 = 107.
    ("H2b old rules", H2B, OLD, [107, 0], ("pique", 0)),
    # c.1620: last trick won with 7♣ -> 106.
    ("H2b old + 1620", H2B, {**OLD, "last_trick_requires_ten": True}, [106, 0], ("pique", 0)),
    # no last point on capot: 110 - 1 = 109.
    ("H2b no last on capot", H2B, {"no_last_trick_point_on_capot": True}, [109, 0], ("pique", 0)),
    # H3: 4 + 4 + 3 + 3 + 3 = 17; t12 lead -> 29, last trick -> 30 = pique (the last-trick point
    # counts, the capot 40 does not): 17 + 12 + 1 + 30 + 40 = 100.
    ("H3 pique on the last trick", H3, MODERN, [100, 0], ("pique", 0)),
    # without the last-trick point on capot: 17 + 12 = 29 < 30 and the 40 never counts -> 29 + 40 = 69.
    ("H3 capot 40 not for pique", H3, {"no_last_trick_point_on_capot": True}, [69, 0], None),
    # H4: Y CB 10, point 15, quart 19, quatorze of aces 33 >= 30 -> repique 60, tens 14 -> 47 + 60.
    # Y tricks: win t1 1 + leads t2..t5 4 -> 112. E: leads t1,t6..t12 8 + win t5 1 + last 1 + cards
    # (8 to 4) 10 = 20.
    ("H4 carte blanche, 14 tens", H4, MODERN, [20, 112], ("repique", 1)),
    # old: Y point 45 pips rounds half up to 50 -> 5 (same); every lead/win here is 10 or higher.
    ("H4 old rules", H4, OLD, [20, 112], ("repique", 1)),
    # H5, 17th century (deck_36 + old rules): both CB 10, so no repique/pique for either.
    # E: 10 + point 81 pips -> 80 -> 8 + neuvième 19 + quatorze 14 = 51; leads of 10+: A K Q J 10♠,
    # A♥ A♦ A♣ = 8; last 1; capot 40 -> 100. Y: 10.
    ("H5 seventeenth century", H5, {**OLD, "deck_36": True}, [100, 10], None),
    # deck_36 with modern scoring: 10 + 9 + 19 + 14 + 12 + 1 + 40 = 105.
    ("H5 deck_36 modern", H5, {"deck_36": True}, [105, 10], None),
    # H6 modern. E: trio 3 + leads t1,t3,t6..t12 9 + wins t2,t5 2 + last 1 + cards (9 to 3) 10 = 25.
    # Y: leads t2,t4,t5 3 + wins t1,t3 2 = 5.
    ("H6 ties", H6, MODERN, [25, 5], None),
    # old: E leads of 10+: A♠ K♠ Q♠ K♦ 10♣ 5 (not 7♦ 9♦ 8♠ 7♠) + win with K♣ 1 (not 9♣) + last 1 +
    # cards 10 + 3 = 20. Y: leads Q♦ Q♣ 2 (not 8♣) + win with J♦ 1 (not 8♦) = 3.
    ("H6 old rules", H6, OLD, [20, 3], None),
    # 1620: last trick won with 10♣ still counts -> same.
    ("H6 old + 1620", H6, {**OLD, "last_trick_requires_ten": True}, [20, 3], None),
    # H7: Y 29 + win t1 1 + leads t2..t12 11 + cards (11 to 1) 10 = 51, no pique. E: lead t1 1 +
    # win t12 (J♣ on 7♣) 1 + last 1 = 3.
    ("H7 younger never piques", H7, MODERN, [3, 51], None),
    # old: Y 29 + A♦ win 1 + leads of 10+ (A K Q J 10♠, A K Q J♥) 9 + 10 = 49; E: K♦ 1 + J♣ 1 + last 1 = 3.
    ("H7 old rules", H7, OLD, [3, 49], None),
    # H7b modern: elder's lead of 9♦ still scores 1 first: no pique, the same 3 and 51.
    ("H7b modern", H7B, MODERN, [3, 51], None),
    # H7b old: Y 29 + A♦ win 1 = 30 with E on 0 -> pique 30; + leads of 10+ 9 + cards 10 = 79.
    # E: 9♦ lead 0 + J♣ win 1 + last 1 = 2. (The seed says younger's pique "does not actually occur"
    # under the old rules; it is rare, not impossible: PQ-D11.)
    ("H7b old rules: younger's pique", H7B, OLD, [2, 79], ("pique", 1)),
]


@pytest.mark.parametrize(("name", "hand", "options", "totals", "bonus"), CASES, ids=[c[0] for c in CASES])
def test_hand_totals(name: str, hand: dict[str, Any], options: dict[str, Any],
                     totals: list[int], bonus: tuple[str, int] | None) -> None:
    result = score_hand({**copy.deepcopy(hand), "options": options})
    assert result["totals"] == totals
    got = (result["bonus"]["kind"], result["bonus"]["seat"]) if result["bonus"] else None
    assert got == bonus
    assert sum(it["points"] for it in result["items"]) == sum(totals)


def test_sunk_quatorzes_cannot_be_extras() -> None:
    """H3: elder declared only the trio of queens; his quatorzes are stronger, so they are lost..."""
    hand = copy.deepcopy(H3)
    hand["sets"]["cards"] = ["Q♠ Q♥ Q♦", "A♠ A♥ A♦ A♣"]
    with pytest.raises(InputError, match="no stronger"):
        score_hand(hand)
    # ...unless Parlett's unrestricted extras apply: 4 + 4 + 3 + 3 + 3 = 17, + quatorze of aces 14 =
    # 31 -> repique 60, + quatorze of kings 14 = 105; capot 12 + 1 + 40 -> 158.
    hand["sets"]["cards"].append("K♠ K♥ K♦ K♣")
    result = score_hand({**hand, "options": {"extra_combinations_unrestricted": True}})
    assert result["totals"] == [158, 0] and result["bonus"]["kind"] == "repique"


def test_sequence_extra_stronger_than_winning_one_is_refused() -> None:
    hand = copy.deepcopy(H7)
    hand["sequences"]["cards"] = ["A♥ K♥ Q♥ J♥", "A♠ K♠ Q♠ J♠ 10♠ 9♠"]
    with pytest.raises(InputError, match="no stronger"):
        score_hand(hand)


@pytest.mark.parametrize(
    ("hand", "before", "totals", "after", "stopped", "winner"),
    [
        # H7, younger on 80: point 6 -> 86, sixième 16 -> 102 >= 100 in category 3: the hand stops
        # there; the quart, trio and all trick play are never reached.
        (H7, [0, 80], [0, 22], [0, 102], True, 1),
        # H4, younger on 95: carte blanche (category 1) makes 105 at once.
        (H4, [90, 95], [0, 10], [90, 105], True, 1),
        # H2a, [60, 98]: elder's 27 -> 87; in trick play younger reaches 100 first (t1 win 99, t2 lead
        # 100) but all 12 tricks are played: 60 + 48 = 108, 98 + 4 = 102 (higher total wins).
        (H2A, [60, 98], [48, 4], [108, 102], False, 0),
    ],
)
def test_target_in_scoring_order(hand: dict[str, Any], before: list[int], totals: list[int],
                                 after: list[int], stopped: bool, winner: int) -> None:
    result = score_hand({**copy.deepcopy(hand), "options": {"target_score": 100}, "game_scores": before})
    assert (result["totals"], result["game_scores"], result["stopped"]) == (totals, after, stopped)
    assert result["target_reached_by"] == 1 and result["game_won_by"] == winner


def test_h6_played_through_the_engine() -> None:
    """H6 in the game itself: equal point (5 cards, then 46 = 46 pips), equal tierces to the ace,
    elder's trio of kings good; same totals as the calculator, 25 and 5."""
    from rules.piquet.state import PLAY
    from tests.piquet.rig import do, hand_record, rigged

    # elder discards 7♣ for 7♦; younger (dealt J♣ instead of 8♣) discards J♣ for 8♣
    s = rigged("AS KS QS 8S 7S KD KC TD TC 9D 9C 7C", "7D 8C TS JH TH 9H AD AC")
    do(s, 0, "exchange", "7C")
    do(s, 1, "exchange", "JC")
    do(s, 0, "declare_point", choice="S")
    assert {c.choice for c in s.legal(1)} == {"good", "equal"}
    do(s, 1, "answer", choice="equal")
    assert s.state.hand.dialogue[-1]["pips"] == 46 and {c.choice for c in s.legal(1)} == {"good", "equal"}
    do(s, 1, "answer", choice="equal")
    do(s, 0, "declare_sequence", "AS KS QS")
    do(s, 1, "answer", choice="equal")
    do(s, 0, "declare_sets", "KS KD KC")
    assert {c.choice for c in s.legal(1)} == {"good"}  # younger's queens are weaker
    do(s, 1, "answer", choice="good")
    leader = 0
    for trick in ["7D 8D", "8C 9C", "9D JD", "QD TD", "QC KC", "AS 9S", "KS JS", "QS 7H", "8S 8H", "7S QH", "KD KH", "TC AH"]:
        lead, follow = trick.split()
        do(s, leader, "play", lead)
        assert s.state.phase == PLAY  # younger had nothing to announce
        do(s, 1 - leader, "play", follow)
        if follow[-1] == lead[-1] and "AKQJT987".index(follow[0]) < "AKQJT987".index(lead[0]):
            leader = 1 - leader
    record = hand_record(s)
    assert record["totals"] == [25, 5] and record["tricks_won"] == [9, 3] and record["bonus"] == ""


def test_old_rules_36_cards_four_card_point_beats_five() -> None:
    """17th-century game: the point is compared by pips only. Elder's 10 9 8 7 6♥ (5 cards,
    10+9+8+7+6 = 40) loses to younger's A K Q J♠ (4 cards, 11+10+10+10 = 41), which scores
    41 -> 40 -> 4. With modern counting the 5 cards win: younger may only say good."""
    from tests.piquet.rig import do, rigged

    elder = "TH 9H 8H 7H 6H 6S 7S 6D 7D 8D 6C 7C"
    talon = "TS KD 9S 8S JH QD JD TD KC QC JC TC"  # elder takes 10♠, younger K♦
    modern = rigged(elder, talon, {"deck_36": True})
    do(modern, 0, "exchange", "6S")
    do(modern, 1, "exchange", "9D")
    do(modern, 0, "declare_point", choice="H")
    assert {c.choice for c in modern.legal(1)} == {"good"}

    s = rigged(elder, talon, {"deck_36": True, "point_by_pips": True, "trick_points_require_ten": True})
    do(s, 0, "exchange", "6S")
    do(s, 1, "exchange", "9D")
    do(s, 0, "declare_point", choice="H")
    assert s.state.hand.dialogue[-1]["pips"] == 40 and {c.choice for c in s.legal(1)} == {"good", "not_good"}
    do(s, 1, "answer", choice="not_good")
    do(s, 0, "declare_sequence", choice="none")  # elder sinks his quint
    do(s, 0, "declare_sets", choice="none")
    do(s, 0, "play", "6D")  # a lead under 10 scores nothing under the old rules
    do(s, 1, "announce_point", choice="S")
    points = [it for it in s.state.hand.items if it["kind"] == "point"]
    assert [(it["seat"], it["points"]) for it in points] == [(1, 4)]

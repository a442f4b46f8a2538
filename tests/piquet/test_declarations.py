"""Declarations, repique and the scoring order, from the spec's worked example and hands
computed by hand (the arithmetic is in the comments)."""

from __future__ import annotations

from rules.piquet.state import ANNOUNCE, DECLARE, FIRST_LEAD, PLAY
from tests.piquet.rig import REPIQUE_ELDER, REPIQUE_TALON, do, kinds, refused, repique_to_first_lead, rigged

# Elder (seat 0): three small spades, A♥ 8♥ 7♥, A♦ K♦ 9♦, A♣ K♣ 9♣. Younger (seat 1) gets
# A♠ K♠ Q♠ J♠ 10♠, K♥ Q♥ J♥ 10♥ 9♥, 7♦, 7♣: two quints.
def test_spec_example_younger_repique_in_scoring_order() -> None:
    """Spec §10.1 / the seed's example: elder's point is rejected, he says no sequence, his sets are
    accepted and he leads; younger then announces his point and two quints and makes repique."""
    s = rigged(REPIQUE_ELDER, REPIQUE_TALON)
    do(s, 0, "exchange", "7H")  # elder takes 8♦: diamonds A K 9 8 = 4 cards, 11+10+9+8 = 38 pips
    do(s, 1, "exchange", "7C")  # younger takes 8♣
    do(s, 0, "declare_point", choice="D")
    assert s.legal(1) == sorted(s.legal(1)) and {c.choice for c in s.legal(1)} == {"good", "not_good"}
    do(s, 1, "answer", choice="not_good")  # younger's spades: 5 cards beat 4
    do(s, 0, "declare_sequence", choice="none")  # elder sinks his tierce 9-8-7♠
    do(s, 0, "declare_sets", "AH AD AC")
    do(s, 1, "answer", choice="good")
    assert s.state.phase == FIRST_LEAD
    assert s.state.hand.items[-1]["kind"] == "trio" and s.view(0)["hand"]["running"] == [3, 0]
    do(s, 0, "play", "AD")
    assert s.state.phase == ANNOUNCE
    # younger must announce a point that beats elder's 4 cards: only spades (5) or hearts (5)
    assert sorted(c.choice for c in s.legal(1) if c.action == "announce_point") == ["H", "S"]
    assert [c.action for c in s.legal(1)].count("request_show") == 1  # elder's trio was scored unseen
    do(s, 1, "announce_point", choice="S")
    do(s, 1, "announce_sequence", "AS KS QS JS TS")  # elder declared none: younger names any main one
    do(s, 1, "score_extras", "KH QH JH TH 9H", "sequence")  # the K-high quint is no stronger than the A-high one
    assert s.state.phase == PLAY
    # Scoring order: younger's point 5, quint 15, quint 15 (35 >= 30, elder 0) -> repique 60;
    # then elder's trio 3 and his lead 1. Younger 5+15+15+60 = 95, elder 3+1 = 4.
    assert kinds(s) == [(1, "point", 5), (1, "quint", 15), (1, "quint", 15), (1, "repique", 60), (0, "trio", 3), (0, "lead", 1)]
    assert s.state.hand.so_totals == [4, 95]
    assert s.view(0)["hand"]["shown"][1] == ["AS", "KS", "QS", "JS", "TS", "KH", "QH", "JH", "TH", "9H"]


def test_younger_answers_must_be_true() -> None:
    s = rigged(REPIQUE_ELDER, REPIQUE_TALON)
    do(s, 0, "exchange", "7H")
    do(s, 1, "exchange", "7C")
    refused(s, 0, "declare_point", choice="")  # the point cannot be declined (PQ-D2)
    refused(s, 0, "declare_sequence", choice="none")  # classes go in order: point first
    do(s, 0, "declare_point", choice="S")  # 9 8 7♠: not his best suit, which is allowed
    assert refused(s, 1, "answer", choice="equal").startswith("You may say equal only")
    do(s, 1, "answer", choice="good")  # younger may hide: good is always true
    assert kinds(s) == []  # elder's 3 for the point is recorded but not yet taken in scoring order
    assert s.state.hand.items[0]["points"] == 3 and s.state.hand.classes["point"].winner == 0


def test_longer_point_is_not_good() -> None:
    # Elder: A K Q J 9♠, 7♥, 10 8 7♦, 9 8 7♣. Younger: A K Q J 10 9 8♥ (7 cards), A K Q J 10♣.
    elder = "AS KS QS JS 9S 7H 8D 7D 9C 8C 7C TD"
    talon = "9D 7S 8S TS QD JD AD KD"
    s = rigged(elder, talon)
    do(s, 0, "exchange", "7H")  # elder takes 9♦
    do(s, 1, "exchange", "QC")  # younger takes 7♠
    do(s, 0, "declare_point", choice="S")  # 5 cards
    assert {c.choice for c in s.legal(1)} == {"good", "not_good"}  # 7 hearts > 5; no 5-card suit to be equal
    do(s, 1, "answer", choice="not_good")
    assert s.state.hand.classes["point"].answer == "not_good"


def test_pip_stage_equal_then_not_good() -> None:
    # Elder: A K Q J 9 8 7♠, 10 9 8 7♦, 10♣. Younger: A K Q J 10 9♥, A K Q J 8 7♣.
    elder = "AS KS QS JS 9S 8S 7S TD 9D 8D 7D TC"
    talon = "7H 8H TS AD KD QD JD 9C"
    s = rigged(elder, talon)
    do(s, 0, "exchange", "TC")  # elder takes 7♥; spades A K Q J 9 8 7 = 7 cards, 11+10+10+10+9+8+7 = 65
    do(s, 1, "exchange", "8C")  # younger takes 8♥; hearts A K Q J 10 9 8 = 7 cards, 11+40+9+8 = 68
    do(s, 0, "declare_point", choice="S")
    assert s.state.hand.dialogue[-1] == {"seat": 0, "class": "point", "says": "declare", "count": 7}
    assert {c.choice for c in s.legal(1)} == {"good", "equal"}  # 7 = 7 (clubs A K Q J 7 are only 5)
    do(s, 1, "answer", choice="equal")
    assert s.state.hand.dialogue[-1] == {"seat": 0, "class": "point", "says": "declare", "count": 7, "pips": 65}
    assert {c.choice for c in s.legal(1)} == {"good", "not_good"}  # 68 > 65
    do(s, 1, "answer", choice="not_good")
    assert s.state.phase == DECLARE and s.state.hand.classes["point"].stage == 1


def test_final_equal_scores_nothing() -> None:
    # Elder: A K Q J 9 8♠ (6 cards, 11+30+9+8 = 58); younger: A K Q J 9 8♥ (58). The tens and
    # sevens of both suits lie deep in the talon.
    elder = "AS KS QS JS 9S 8S 7D 8D 9D 7C 8C 9C"
    talon = "TD JD TC JC TS TH 7S 7H"
    s = rigged(elder, talon)
    do(s, 0, "exchange", "7C")  # elder takes 10♦
    do(s, 1, "exchange", "QC")  # younger takes J♦
    do(s, 0, "declare_point", choice="S")
    do(s, 1, "answer", choice="equal")  # 6 = 6
    assert {c.choice for c in s.legal(1)} == {"good", "equal"}  # 58 = 58
    do(s, 1, "answer", choice="equal")
    point = s.state.hand.classes["point"]
    assert point.step == "done" and point.winner is None and s.state.hand.items == []
    do(s, 0, "declare_sequence", choice="none")
    do(s, 0, "declare_sets", choice="none")
    do(s, 0, "play", "AS")
    # younger is entitled to nothing in the point class (PQ-D5): he goes straight to sequences
    assert s.state.hand.announce_step == "sequence"


def test_sinking_and_extras() -> None:
    # Elder holds a quint A-10♠ and a quart K-10♥ and declares the quart: once accepted, the hidden
    # quint can never score (it is stronger than the winning quart), but a tierce may.
    # Younger: 9 8 7♠, A 9 8 7♥, A K Q J 10♦.
    elder = "AS KS QS JS TS KH QH JH TH 9D 8D 7D"
    talon = "7C 8C 9C TC JC QC KC AC"
    s = rigged(elder, talon)
    do(s, 0, "exchange", "7D 8D 9D")  # takes 7♣ 8♣ 9♣: a tierce 9-8-7♣
    do(s, 1, "exchange", "7H")  # younger takes 10♣
    do(s, 0, "declare_point", choice="S")
    do(s, 1, "answer", choice="good")  # younger's A-10♦ is equal (5 cards, 51 pips) but he may hide
    do(s, 0, "declare_sequence", "KH QH JH TH")
    do(s, 1, "answer", choice="good")
    extras = [c.cards for c in s.legal(0) if c.action == "score_extras"]
    assert extras == [(), ("7C", "8C", "9C")]  # the quint A-10♠ is stronger than the quart: never
    refused(s, 0, "score_extras", "AS KS QS JS TS", "sequence")
    do(s, 0, "score_extras", "9C 8C 7C", "sequence")
    # point 5 (5 spades) + quart 4 + tierce 3 = 12 in real time
    assert s.view(0)["hand"]["running"][0] == 12


def test_parlett_extras_unrestricted() -> None:
    elder = "AS KS QS JS TS KH QH JH TH 9D 8D 7D"
    talon = "7C 8C 9C TC JC QC KC AC"
    s = rigged(elder, talon, {"extra_combinations_unrestricted": True})
    do(s, 0, "exchange", "7D 8D 9D")
    do(s, 1, "exchange", "7H")
    do(s, 0, "declare_point", choice="S")
    do(s, 1, "answer", choice="good")
    do(s, 0, "declare_sequence", "KH QH JH TH")
    do(s, 1, "answer", choice="good")
    do(s, 0, "score_extras", "AS KS QS JS TS 9C 8C 7C", "sequence")
    # point 5 + quart 4 + quint 15 + tierce 3 = 27
    assert s.view(0)["hand"]["running"][0] == 27


def test_staged_declarations() -> None:
    # Elder: K Q J 10♠ + 9♠ from the talon = a quint to the king. Younger: K Q J 10♥, A K Q J 10♦
    # (a quint to the ace), A K♣.
    elder = "KS QS JS TS 7H 8H 7D 8D 9D 7C 8C 9C"
    talon = "9S 8S 7S AS 9H TC JC QC"
    s = rigged(elder, talon, {"staged_declarations": True})
    do(s, 0, "exchange", "7H")  # elder takes 9♠
    do(s, 1, "exchange", "AH")  # younger takes 8♠
    do(s, 0, "declare_point", choice="S")
    do(s, 1, "answer", choice="good")
    do(s, 0, "declare_sequence", "KS QS JS TS 9S")
    assert s.state.hand.dialogue[-1] == {"seat": 0, "class": "sequence", "says": "declare", "length": 5}
    # younger's A-K-Q-J-10♦ is also 5 long: equal at the length stage, then better at the top stage
    assert {c.choice for c in s.legal(1)} == {"good", "equal"}
    do(s, 1, "answer", choice="equal")
    assert s.state.hand.dialogue[-1] == {"seat": 0, "class": "sequence", "says": "declare", "length": 5, "top": "K"}
    assert {c.choice for c in s.legal(1)} == {"good", "not_good"}
    do(s, 1, "answer", choice="not_good")


def test_sets_are_shown_only_on_request() -> None:
    s = repique_to_first_lead()
    trio = next(it for it in s.view(1)["hand"]["items"] if it["kind"] == "trio")
    assert trio["cards"] == [] and s.view(0)["hand"]["items"][0]["cards"] == ["AH", "AD", "AC"]
    assert "AH" not in s.view(1)["hand"]["shown"][0]
    do(s, 1, "request_show", choice="sets")
    assert {"AH", "AD", "AC"} <= set(s.view(1)["hand"]["shown"][0])
    assert next(it for it in s.view(1)["hand"]["items"] if it["kind"] == "trio")["cards"] == ["AH", "AD", "AC"]
    refused(s, 1, "request_show", choice="sets")  # already shown


def test_staged_sets_state_the_size_first() -> None:
    # Elder: A A A (trio of aces) ...; younger: K K K K (quatorze of kings) beats it at the size stage.
    elder = "AS AH AD 7S 8S 9S 7H 8H 9H 7D 8D 9D"
    talon = "7C 8C 9C TC TS TH TD AC"
    s = rigged(elder, talon, {"staged_declarations": True})
    do(s, 0, "exchange", "9D")  # takes 7♣
    do(s, 1, "exchange", "QC")  # younger, who was dealt every face card, takes 8♣
    assert sorted(c for c in s.state.hand.hands[1] if c[0] == "K") == ["KC", "KD", "KH", "KS"]
    do(s, 0, "declare_point", choice="S")
    do(s, 1, "answer", choice="good")
    do(s, 0, "declare_sequence", choice="none")
    do(s, 0, "declare_sets", "AS AH AD")
    assert s.state.hand.dialogue[-1] == {"seat": 0, "class": "sets", "says": "declare", "size": 3}
    assert {c.choice for c in s.legal(1)} == {"good", "not_good", "equal"}  # quatorze > 3; trio of K, Q or J = 3
    do(s, 1, "answer", choice="equal")
    assert s.state.hand.dialogue[-1] == {"seat": 0, "class": "sets", "says": "declare", "size": 3, "rank": "A"}
    assert {c.choice for c in s.legal(1)} == {"good"}  # at the rank stage only his trios count: none beats aces

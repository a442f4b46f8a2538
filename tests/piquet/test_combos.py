"""Combinations as whole units (PQ-D1), their values, and the old-rule point."""

from __future__ import annotations

from rules.piquet.combos import is_carte_blanche, point_value, sequences, sets
from rules.tricks.play import PIQUET_36_ORDER, PIQUET_ORDER


def test_sequences_are_maximal_runs() -> None:
    hand = "AS KS QS JS 9S 8S 7S KH QH JH TH 9H".split()
    runs = [(r.name, r.cards[0], r.value) for r in sequences(hand, PIQUET_ORDER)]
    # A-J♠ is one quart (not a tierce), 9-7♠ a tierce, K-9♥ a quint worth 15
    assert runs == [("quint", "KH", 15), ("quart", "AS", 4), ("tierce", "9S", 3)]


def test_long_sequences_and_the_neuvieme() -> None:
    spades = "AS KS QS JS TS 9S 8S 7S".split()
    assert [(r.name, r.value) for r in sequences(spades, PIQUET_ORDER)] == [("huitieme", 18)]
    assert [(r.name, r.value) for r in sequences(spades + ["6S"], PIQUET_36_ORDER)] == [("neuvieme", 19)]
    assert [r.value for r in sequences(spades[:6], PIQUET_ORDER)] == [16]
    assert [r.value for r in sequences(spades[:7], PIQUET_ORDER)] == [17]


def test_sets_only_ace_to_ten() -> None:
    hand = "AS AH AD AC KS KH KD 9S 9H 9D 9C 8S".split()
    assert [(s.name, s.cards[0][0], s.value) for s in sets(hand, PIQUET_ORDER)] == [("quatorze", "A", 14), ("trio", "K", 3)]


def test_old_point_rounds_half_up() -> None:
    # K Q 9 8 7 = 44 -> 4; A Q 9 8 7 = 45 -> 5; K Q J 9 8 7 = 54 -> 5; A K Q J 10 9 = 60 -> 6;
    # 36 cards: A K Q J 10 9 8 7 6 = 81 -> 8. Modern rule: the number of cards.
    assert point_value("KS QS 9S 8S 7S".split(), "S", True) == 4
    assert point_value("AS QS 9S 8S 7S".split(), "S", True) == 5
    assert point_value("KS QS JS 9S 8S 7S".split(), "S", True) == 5
    assert point_value("AS KS QS JS TS 9S".split(), "S", True) == 6
    assert point_value("AS KS QS JS TS 9S 8S 7S 6S".split(), "S", True) == 8
    assert point_value("AS KS QS JS TS 9S 8S 7S 6S".split(), "S", False) == 9


def test_carte_blanche_means_no_king_queen_or_jack() -> None:
    assert is_carte_blanche("AS TS 9S 8S 7S AH TH 9H 8H 7H AD TD".split())
    assert not is_carte_blanche("AS TS 9S 8S 7S AH TH 9H 8H 7H AD JD".split())

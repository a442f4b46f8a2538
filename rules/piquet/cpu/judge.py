"""Static judgement of Piquet hands shared by both CPU levels: what a hand is worth for the
declarations and for trick play, and which cards are masters (the highest left in their suit)."""

from __future__ import annotations

from collections.abc import Iterable

from rules.piquet.combos import PIPS, SET_RANKS, held_suits, sequences, suit_cards

# Trick-taking worth of a card by rank; the ace is a sure trick, a guarded king nearly one.
CARD_WORTH = {"A": 6.0, "K": 4.0, "Q": 2.5, "J": 1.5, "T": 1.0, "9": 0.4, "8": 0.3, "7": 0.2, "6": 0.1}


def point_score(hand: list[str]) -> tuple[int, int]:
    """(cards, pips) of the best suit for the point."""
    return max(((len(suit_cards(hand, s)), sum(PIPS[c[0]] for c in suit_cards(hand, s))) for s in held_suits(hand)), default=(0, 0))


def hand_value(hand: list[str], order: str) -> float:
    """Rough worth of a 12-card (or partial) hand: combinations in points, trick strength by rank,
    guards and long suits. Used to pick discards, never for legality."""
    value = 0.0
    count, _ = point_score(hand)
    value += count * 1.6  # the point usually scores its length and wins long-suit tricks
    runs = sequences(hand, order)
    value += sum(r.value for r in runs[:2]) * 0.8
    for rank in SET_RANKS:
        n = sum(1 for c in hand if c[0] == rank)
        value += {3: 3.0, 4: 14.0}.get(n, 0.0) * 0.8 + (0.6 if n == 2 and rank in "AK" else 0.0)
    for suit in "SHDC":
        cards = suit_cards(hand, suit)
        ranks = {c[0] for c in cards}
        for c in cards:
            worth = CARD_WORTH[c[0]]
            if c[0] == "K" and "A" not in ranks and len(cards) < 2:
                worth *= 0.4  # an unguarded king falls to the ace
            if c[0] == "Q" and len(ranks & {"A", "K"}) == 0 and len(cards) < 3:
                worth *= 0.5
            value += worth
        for i, rank in enumerate(order[:3]):  # touching honours from the top: more sure tricks
            if rank in ranks and all(r in ranks for r in order[:i]):
                value += 0.5
    return value


def masters(hand: Iterable[str], gone: Iterable[str], order: str) -> list[str]:
    """Cards of ``hand`` that beat every other unplayed card of their suit."""
    out = []
    mine, seen = set(hand), set(gone)
    for card in mine:
        higher = order[: order.index(card[0])]
        if all(r + card[-1] in mine or r + card[-1] in seen for r in higher):
            out.append(card)
    return sorted(out)

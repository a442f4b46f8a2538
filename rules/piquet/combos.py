"""Piquet's combinations (spec §6): the point, sequences and sets, their strength and value.

Units follow PQ-D1: a point is every card of one suit, a sequence a whole maximal run, a set
every held card of one rank. Strengths are tuples, so comparing two combinations of a class is
comparing tuples; suits never count.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rules.tricks.play import strength

PIPS = {"A": 11, "K": 10, "Q": 10, "J": 10, "T": 10, "9": 9, "8": 8, "7": 7, "6": 6}
FACE_RANKS = "KQJ"  # carte blanche: no K, Q or J (§1)
SET_RANKS = "AKQJT"  # only these make sets (§6.3)
SEQUENCE_POINTS = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18, 9: 19}
SEQUENCE_IDS = {3: "tierce", 4: "quart", 5: "quint", 6: "sixieme", 7: "septieme", 8: "huitieme", 9: "neuvieme"}
SET_POINTS = {3: 3, 4: 14}
SET_IDS = {3: "trio", 4: "quatorze"}


def pips(cards: Iterable[str]) -> int:
    return sum(PIPS[c[0]] for c in cards)


def suit_cards(hand: Iterable[str], suit: str) -> list[str]:
    return [c for c in hand if c[-1] == suit]


def is_carte_blanche(hand: Iterable[str]) -> bool:
    return not any(c[0] in FACE_RANKS for c in hand)


# -- the point ---------------------------------------------------------------------------------


def point_key(hand: Sequence[str], suit: str, by_pips: bool) -> tuple[int, ...]:
    """Strength of the point in ``suit``: (cards, pips) in the modern game, (pips,) by the old rule."""
    cards = suit_cards(hand, suit)
    return (pips(cards),) if by_pips else (len(cards), pips(cards))


def point_value(hand: Sequence[str], suit: str, by_pips: bool) -> int:
    """Modern: one a card. Old rule (PQ-D16): the pip total rounded half up to tens, over 10."""
    cards = suit_cards(hand, suit)
    return (pips(cards) + 5) // 10 if by_pips else len(cards)


def held_suits(hand: Iterable[str]) -> list[str]:
    return sorted({c[-1] for c in hand}, key="SHDC".index)


# -- sequences and sets -------------------------------------------------------------------------


@dataclass(frozen=True)
class Combo:
    """A sequence (a maximal run) or a set, as whole cards; ``top`` is the high card's rank."""

    kind: str  # "sequence" or "set"
    cards: tuple[str, ...]  # high to low
    order: str  # the pack's rank order, for strength

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def top(self) -> str:
        return self.cards[0][0]

    @property
    def key(self) -> tuple[int, int]:
        """Strength: longer (or bigger) first, then the higher top (or rank)."""
        return (self.size, strength(self.cards[0], self.order))

    @property
    def value(self) -> int:
        return SEQUENCE_POINTS[self.size] if self.kind == "sequence" else SET_POINTS[self.size]

    @property
    def name(self) -> str:
        return SEQUENCE_IDS[self.size] if self.kind == "sequence" else SET_IDS[self.size]


def sequences(hand: Iterable[str], order: str) -> list[Combo]:
    """Every maximal run of 3+ cards, strongest first (then by suit, for a stable order)."""
    held = set(hand)
    runs: list[Combo] = []
    for suit in "SHDC":
        run: list[str] = []
        for rank in order + " ":  # the blank closes the last run
            card = rank + suit
            if card in held:
                run.append(card)
                continue
            if len(run) >= 3:
                runs.append(Combo("sequence", tuple(run), order))
            run = []
    return sorted(runs, key=lambda c: (-c.key[0], -c.key[1], "SHDC".index(c.cards[0][-1])))


def sets(hand: Iterable[str], order: str) -> list[Combo]:
    """Every set of A, K, Q, J or 10 (3 or 4 cards), strongest first."""
    held = sorted(hand, key=lambda c: "SHDC".index(c[-1]))
    found = []
    for rank in SET_RANKS:
        cards = tuple(c for c in held if c[0] == rank)
        if len(cards) >= 3:
            found.append(Combo("set", cards, order))
    return sorted(found, key=lambda c: (-c.key[0], -c.key[1]))


def combos_of(kind: str, hand: Iterable[str], order: str) -> list[Combo]:
    return sequences(hand, order) if kind == "sequence" else sets(hand, order)


def find_combo(kind: str, hand: Iterable[str], order: str, cards: Iterable[str]) -> Combo | None:
    """The whole combination of ``hand`` made of exactly ``cards``, if there is one."""
    wanted = set(cards)
    for combo in combos_of(kind, hand, order):
        if set(combo.cards) == wanted:
            return combo
    return None


def split_combos(kind: str, hand: Iterable[str], order: str, cards: Iterable[str]) -> list[Combo] | None:
    """``cards`` as whole combinations of ``hand`` (None if they are not a union of whole ones)."""
    wanted = set(cards)
    chosen = [c for c in combos_of(kind, hand, order) if set(c.cards) <= wanted]
    covered = {x for c in chosen for x in c.cards}
    return chosen if covered == wanted else None

"""Following suit, winning a trick, and the order of play: the rules every trick game shares.

Cards are the codes of :mod:`rules.core.cards` ("AS", "TH", "6C"). A rank order is a string of
rank characters from high to low (:data:`PIQUET_ORDER`), so a game with another ranking passes
its own string. ``alias`` maps a card to the card it counts as (99's early-version joker plays
as an exact copy of the turn-up): suit and rank are read through it, the card itself is played.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

Card = str
Alias = Mapping[Card, Card] | None

PIQUET_ORDER = "AKQJT987"  # 32-card piquet, high to low
PIQUET_36_ORDER = "AKQJT9876"  # the 17th-century 36-card piquet
NINETY_NINE_ORDER = "AKQJT9876"  # 99: A K Q J 10 9 8 7 6

ALL_TRUMPS = "all"  # 99's option: every card is a trump, the highest rank wins, first played on ties


def pack(order: str, suits: str = "SHDC") -> list[Card]:
    """Every card of a pack with these ranks, suit by suit, high to low."""
    return [r + s for s in suits for r in order]


def effective(card: Card, alias: Alias = None) -> Card:
    """The card ``card`` counts as (itself unless ``alias`` says otherwise)."""
    return alias.get(card, card) if alias else card


def suit(card: Card, alias: Alias = None) -> str:
    return effective(card, alias)[-1]


def strength(card: Card, order: str, alias: Alias = None) -> int:
    """Higher is stronger: len(order) for the top rank down to 1 for the lowest."""
    rank = effective(card, alias)[0]
    try:
        return _strengths(order)[rank]
    except KeyError:
        raise ValueError(f"rank {rank!r} is not in the order {order!r}") from None


_STRENGTHS: dict[str, dict[str, int]] = {}  # order -> {rank: strength}: trick winners ask often


def _strengths(order: str) -> dict[str, int]:
    table = _STRENGTHS.get(order)
    if table is None:
        table = _STRENGTHS[order] = {r: len(order) - i for i, r in enumerate(order)}
    return table


def sort_hand(cards: Iterable[Card], order: str, suits: str = "SHDC") -> list[Card]:
    """Suit by suit (in ``suits`` order), high to low within a suit: how a hand is held."""
    return sorted(cards, key=lambda c: (suits.index(c[-1]), order.index(c[0])))


def legal_plays(hand: Sequence[Card], trick: Sequence[Card], alias: Alias = None) -> list[Card]:
    """The cards of ``hand`` that may go to a trick holding ``trick`` so far (sorted).

    The leader plays anything; a follower must follow the suit led if he can, and otherwise
    plays anything (no duty to trump or to beat: Piquet §8, 99 §6 / NN-D6).
    """
    if not trick:
        return sorted(hand)
    led = suit(trick[0], alias)
    following = [c for c in hand if suit(c, alias) == led]
    return sorted(following or hand)


def trick_winner(cards: Sequence[Card], order: str, trump: str | None = None, alias: Alias = None) -> int:
    """Index (in play order) of the card that wins a complete trick.

    ``trump`` is None (no trumps: the highest card of the suit led), a suit letter (the highest
    trump if any was played, else the highest of the suit led), or :data:`ALL_TRUMPS` (the
    highest rank whatever its suit; the first played of equal ranks).
    """
    if not cards:
        raise ValueError("an empty trick has no winner")
    played = [alias.get(c, c) for c in cards] if alias else cards  # each card as it counts
    ranks = _strengths(order)
    if trump == ALL_TRUMPS:
        best, top = 0, ranks[played[0][0]]
        for i in range(1, len(played)):
            r = ranks[played[i][0]]
            if r > top:
                best, top = i, r
        return best
    winning_suit = trump if trump and any(c[-1] == trump for c in played) else played[0][-1]
    best, top = -1, 0
    for i, c in enumerate(played):
        if c[-1] == winning_suit and ranks[c[0]] > top:
            best, top = i, ranks[c[0]]
    return best


def next_seat(seat: int, players: int) -> int:
    """The seat that plays after ``seat`` (seats are numbered in the direction of play)."""
    return (seat + 1) % players


def play_order(leader: int, players: int) -> list[int]:
    """Seats in the order they play to a trick led by ``leader``."""
    return [(leader + i) % players for i in range(players)]

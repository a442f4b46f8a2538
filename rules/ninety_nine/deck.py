"""99's cards and the rules read off them: the pack, bid values, trumps (spec §1, §3, §4, §9).

Cards are :mod:`rules.core.cards` codes; the early version's joker is ``JK1``. Suit and rank
questions go through :mod:`rules.tricks.play` with an *alias* mapping the joker to the turn-up
card it copies, so the joker follows suit, wins tricks and counts in bids as that card.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from rules.core.cards import JOKERS
from typing import Any

from rules.core.text import N_, msg, tr
from rules.tricks import ALL_TRUMPS, NINETY_NINE_ORDER, pack

ORDER = NINETY_NINE_ORDER  # A K Q J 10 9 8 7 6
JOKER = JOKERS[0]
BID_VALUES = {"C": 3, "H": 2, "S": 1, "D": 0}  # the lobes of each suit symbol (§4)
TRUMP_BY_SUCCESSES = ("D", "S", "H", "C")  # trumps of a deal from the previous deal's successes (§3)
FIRST_TRUMP = "D"  # the first deal of a match (NN-D7)
HAND_SIZE = 12
BID_SIZE = 3
TRICKS = 9

_TRUMP_NAMES = {
    "S": N_("♠ spades"),
    "H": N_("♥ hearts"),
    "D": N_("♦ diamonds"),
    "C": N_("♣ clubs"),
    "none": N_("no trump (切札なし)"),
    "all": N_("all trumps (すべて切札)"),
}


def full_pack(early_version: bool) -> list[str]:
    """The 36 cards (A K Q J 10 9 8 7 6 of four suits), plus the joker in the early version."""
    return pack(ORDER) + ([JOKER] if early_version else [])


def alias_for(turn_up: str | None) -> dict[str, str] | None:
    """{joker: turn-up} while a natural card is turned up (the joker copies it, §9); else None."""
    return {JOKER: turn_up} if turn_up and turn_up != JOKER else None


def counts_as(card: str, alias: Mapping[str, str] | None) -> str:
    return alias.get(card, card) if alias else card


def suit_value(card: str, alias: Mapping[str, str] | None = None) -> int:
    return BID_VALUES[counts_as(card, alias)[-1]]


def bid_value(cards: Iterable[str], alias: Mapping[str, str] | None = None) -> int:
    """The bid of three bid cards: clubs 3, hearts 2, spades 1, diamonds 0 (ranks do not count)."""
    return sum(suit_value(c, alias) for c in cards)


def trump_after(successes: int) -> str:
    """The standard game's trumps for a deal after one where ``successes`` players made their bid."""
    return TRUMP_BY_SUCCESSES[successes]


def trump_of_turn_up(turn_up: str, all_trumps: bool) -> str | None:
    """Early version: the turn-up's suit, or no trump (None) on the joker or a 9, which the
    ``all_trumps_instead_of_no_trump`` option turns into an all-trump deal."""
    if turn_up == JOKER or turn_up[0] == "9":
        return ALL_TRUMPS if all_trumps else None
    return turn_up[-1]


def trump_key(trump: str | None) -> str:
    """"S"/"H"/"D"/"C", "none" or "all": how trumps are written in views, records and the calculator."""
    return "none" if trump is None else trump


def trump_from_key(key: str) -> str | None:
    return None if key == "none" else key


def trump_label(trump: str | None) -> str:
    return tr(_TRUMP_NAMES[trump_key(trump)])


def trump_name(trump: str | None) -> dict[str, Any]:
    """The trumps as a msg(), for text kept in the state and in events."""
    return msg(_TRUMP_NAMES[trump_key(trump)])

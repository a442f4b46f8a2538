"""Playing cards used as tiles (Trump Mahjong, トランプマージャン).

Two 52-card packs (``rules.core.cards`` codes, e.g. "7H", "TD", "KS") and optionally four jokers.
A card's *kind* is its colour and rank (trump_mahjong.md §1, D-18): ♥♦ are red, ♠♣ black, and the
suit symbol is cosmetic.  Kinds reuse the tile-kind layout so the shared hand analysis applies:

- red A-9 (r1-r9)   -> 0-8   (the 萬 slots)
- black A-9 (b1-b9) -> 9-17  (the 筒 slots; 18-26 stay empty)
- r10 rJ rQ rK      -> 27-30 (honours: pungs and pairs only)
- b10 bJ bQ bK      -> 31-34

so card count vectors are 35 long (``CARD_KINDS``): the hand functions read everything from 27
on as honours.  Sequences therefore stay within one colour, run A-9 only and never wrap (8-9-10
is no run).  Jokers are flowers: they have no kind (``card_kind`` gives None) and never enter a
hand.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.core.cards import colour_of, is_joker, rank_of, standard_pack

CARD_KINDS = 35
RED_NUMBERS = tuple(range(9))
BLACK_NUMBERS = tuple(range(9, 18))
RED_HONOURS = (27, 28, 29, 30)  # r10 rJ rQ rK
BLACK_HONOURS = (31, 32, 33, 34)  # b10 bJ bQ bK
KINGS = (30, 34)
CARD_KIND_IDS = RED_NUMBERS + BLACK_NUMBERS + RED_HONOURS + BLACK_HONOURS
_HONOUR_RANKS = ["10", "J", "Q", "K"]


def card_kind(code: str) -> int | None:
    """The kind of a card code; None for a joker."""
    if is_joker(code):
        return None
    rank, red = rank_of(code), colour_of(code) == "red"
    if rank <= 9:
        return (0 if red else 9) + rank - 1
    return (27 if red else 31) + rank - 10


def card_kind_code(k: int) -> str:
    """'r7', 'bK', 'r10': the spec's kind notation."""
    if 0 <= k < 18:
        return ("r" if k < 9 else "b") + str(k % 9 + 1)
    if 27 <= k < 35:
        return ("r" if k < 31 else "b") + _HONOUR_RANKS[(k - 27) % 4]
    raise ValueError(f"{k!r} is not a card kind")


def card_kind_from_code(text: str) -> int:
    """Inverse of ``card_kind_code`` ('r7', 'bK', 'rA' = 'r1')."""
    t = text.strip()
    colour, rank = t[:1].lower(), t[1:].upper()
    if colour in ("r", "b"):
        if rank in ("A", "1", "2", "3", "4", "5", "6", "7", "8", "9"):
            return (0 if colour == "r" else 9) + (1 if rank == "A" else int(rank)) - 1
        if rank in ("10", "T", "J", "Q", "K"):
            return (27 if colour == "r" else 31) + _HONOUR_RANKS.index("10" if rank == "T" else rank)
    raise ValueError(f"cannot read card kind {text!r}: use r or b and a rank, e.g. 'r7', 'bK', 'r10'")


def is_card_honour(k: int) -> bool:
    return 27 <= k < 35


def card_counts(cards: Iterable[str]) -> list[int]:
    """The 35-long kind count vector of ``cards``; jokers are left out."""
    c = [0] * CARD_KINDS
    for code in cards:
        k = card_kind(code)
        if k is not None:
            c[k] += 1
    return c


def trump_deck(jokers: bool = True) -> list[str]:
    """Two packs in a fixed order (104 cards), plus the four jokers when ``jokers``."""
    return standard_pack(2 if jokers else 0) * 2

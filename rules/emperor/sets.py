"""Emperor's two-card sets (spec §4): wangzi, sou and pair, with jokers as the dynasty card.

Everything here works on card codes plus the era's dynasty card (``None`` in the Warring
States). A joker is an exact copy of the dynasty card during a dynasty and belongs to no set in
the Warring States (§4.2).
"""

from __future__ import annotations

from rules.core.cards import Card, is_joker, rank_of, suit_of

Face = tuple[int, str]  # (rank, suit) a card plays as; (0, '') for a dead joker


def face(code: Card, dynasty_card: Card | None) -> Face:
    """The rank and suit a card plays as in this era."""
    if is_joker(code):
        if dynasty_card is None:
            return (0, "")
        return (rank_of(dynasty_card), suit_of(dynasty_card))
    return (rank_of(code), suit_of(code))


def face_colour(f: Face) -> str:
    return "" if not f[1] else ("red" if f[1] in "HD" else "black")


def is_wangzi(a: Face, b: Face) -> bool:
    """Two cards whose ranks add to 13 (a K never belongs to one)."""
    return a[0] != 0 and b[0] != 0 and a[0] + b[0] == 13


def is_sou(a: Face, b: Face) -> bool:
    """A wangzi of one suit."""
    return is_wangzi(a, b) and a[1] == b[1]


def is_pair(a: Face, b: Face) -> bool:
    """Same rank and same colour (7♥7♦, K♠K♣; never 7♥7♠)."""
    return a[0] != 0 and a[0] == b[0] and face_colour(a) == face_colour(b)


def is_set(a: Face, b: Face) -> bool:
    return is_wangzi(a, b) or is_pair(a, b)


def wangzi_index(a: Face, b: Face) -> int:
    """A–Q = 1, 2–J = 2, … 6–7 = 6: the lower rank."""
    return min(a[0], b[0])


def pair_index(a: Face) -> int:
    """min(rank, 13 − rank): K = 0, A/Q = 1 … 6/7 = 6."""
    return min(a[0], 13 - a[0])


def cards_form_set(a: Card, b: Card, dynasty_card: Card | None) -> bool:
    return is_set(face(a, dynasty_card), face(b, dynasty_card))



def set_kind(a: Face, b: Face) -> str:
    """'sou', 'wangzi' (not a sou), 'pair', or '' when the two cards are no set."""
    if is_wangzi(a, b):
        return "sou" if a[1] == b[1] else "wangzi"
    if is_pair(a, b):
        return "pair"
    return ""

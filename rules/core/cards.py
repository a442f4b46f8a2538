"""Playing cards as short, JSON-friendly codes.

A card is a string: rank character + suit character, e.g. ``"AS"``, ``"TH"`` (ten of hearts),
``"KC"``. Jokers are ``"JK1"`` and ``"JK2"`` so that two jokers stay distinct cards and every
card of a pack can be accounted for. Codes are what commands, saves and views carry; the helpers
here give rank, suit and colour without any object allocation, so hot loops stay cheap.
"""

from __future__ import annotations

from functools import lru_cache

SUITS = "SHDC"  # spades, hearts, diamonds, clubs
RANK_CHARS = "A23456789TJQK"
JOKERS = ("JK1", "JK2")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_SYMBOL_TO_SUIT = {sym: s for s, sym in SUIT_SYMBOLS.items()}
_RANK_WORDS = {"A": 1, "1": 1, "J": 11, "Q": 12, "K": 13, "T": 10, "10": 10}

Card = str


def card(rank: int, suit: str) -> Card:
    """The code of a natural card; rank 1 (A) .. 13 (K)."""
    return RANK_CHARS[rank - 1] + suit


def is_joker(code: Card) -> bool:
    return code.startswith("JK")


@lru_cache(maxsize=None)
def rank_of(code: Card) -> int:
    """1..13, or 0 for a joker."""
    return 0 if is_joker(code) else RANK_CHARS.index(code[0]) + 1


def suit_of(code: Card) -> str:
    """One of SUITS, or '' for a joker."""
    return "" if is_joker(code) else code[1]


def colour_of(code: Card) -> str:
    """'red', 'black', or '' for a joker."""
    if is_joker(code):
        return ""
    return "red" if code[1] in "HD" else "black"


def is_face(code: Card) -> bool:
    return rank_of(code) >= 11


def standard_pack(jokers: int = 0) -> list[Card]:
    """A 52-card pack in a fixed order (suit by suit), plus up to two jokers."""
    return [card(r, s) for s in SUITS for r in range(1, 14)] + list(JOKERS[:jokers])


def display(code: Card) -> str:
    """How a player reads the card: ``10♥``, ``A♠``, ``JK``."""
    if is_joker(code):
        return "JK"
    rank = rank_of(code)
    label = "10" if rank == 10 else code[0]
    return label + SUIT_SYMBOLS[code[1]]


def parse_card(text: str) -> Card:
    """Read a card as a person writes it: ``10♥``, ``10h``, ``TH``, ``a♠``, ``JK``, ``JK2``.

    Raises ValueError naming the text when it is not a card. A bare ``JK`` gives ``JK1``;
    callers that hold two jokers use :func:`parse_cards`, which numbers them in turn.
    """
    raw = text.strip()
    up = raw.upper()
    if up in ("JK", "JOKER", "🃏"):
        return JOKERS[0]
    if up in JOKERS:
        return up
    if len(raw) < 2:
        raise ValueError(f"{text!r} is not a card (write it like 10♥, TH, A♠ or JK)")
    suit_text, rank_text = raw[-1], up[:-1]
    suit = _SYMBOL_TO_SUIT.get(suit_text, suit_text.upper())
    if suit not in SUITS:
        raise ValueError(f"{text!r} is not a card: unknown suit {suit_text!r} (use ♠♥♦♣ or S H D C)")
    if rank_text in _RANK_WORDS:
        rank = _RANK_WORDS[rank_text]
    elif rank_text.isdigit() and 2 <= int(rank_text) <= 10:
        rank = int(rank_text)
    else:
        raise ValueError(f"{text!r} is not a card: unknown rank {rank_text!r} (use A, 2-10, J, Q, K)")
    return card(rank, suit)


def parse_cards(texts: list[str] | str) -> list[Card]:
    """Parse several cards (a list, or one string split on spaces, commas and slashes).

    Jokers are numbered JK1, JK2 in the order they appear; a repeated card is an error.
    """
    if isinstance(texts, str):
        texts = [t for t in texts.replace(",", " ").replace("/", " ").split() if t]
    out: list[Card] = []
    for text in texts:
        code = parse_card(text)
        if is_joker(code) and code in out:
            code = JOKERS[1] if code == JOKERS[0] else JOKERS[0]
        if code in out:
            raise ValueError(f"{display(code)} appears twice; a pack has one of each card")
        out.append(code)
    return out

"""Trump Mahjong hands as kinds, and every reading of a winning hand (spec §2, §8).

Cards are card codes ("7H", "TD", "KS"; jokers never enter a hand) or kinds (ints, see
``rules.mahjong.card_tiles``); ``kinds_of`` turns either into kinds.  A *reading* is one way to
split the whole hand (concealed cards + declared melds) into four sets and a pair, together with
the set the winning card completed: the wait, and on a ron whether a pung it completed is open
(明刻, §2).  Scoring picks the best reading (§8).

API:
- ``kinds_of(cards) -> list[int]``: kinds of card codes or kinds (ValueError for a joker or junk).
- ``ScoredSet(kind, first, concealed)``: ``kind`` "chow", "pung" or "kong"; ``first`` the lowest
  kind; ``concealed`` False for a called set or a pung completed by ron.  ``kinds`` lists them.
- ``Reading(sets, pair, wait, closed)``: ``wait`` one of WAITS ("ryanmen", "kanchan",
  "penchan", "shanpon", "tanki"); ``closed`` = no chi, pon or open kong (§2).
- ``readings(concealed, melds, win_kind, ron) -> list[Reading]``: ``concealed`` includes the
  winning card; empty when the hand is not a winning shape.
- ``whole_counts(concealed, melds) -> list[int]``: the 35-long counts of the whole hand;
  ``meld_set(meld) -> ScoredSet`` (ValueError for tiles that make no such meld).
- ``parse_kinds(text) -> list[int]``: compact kind notation, a colour letter and ranks:
  "r234 b55 rKKK bT9" (A or 1, 2-9, T or 10, J, Q, K); ``format_kinds(kinds)`` is its inverse
  (sorted, red first, numbers before honours).
- Kind predicates: ``is_number_kind``, ``is_simple``, ``is_yaochu``, ``colour``, ``rank``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from rules.mahjong.card_tiles import CARD_KIND_IDS, CARD_KINDS, card_kind
from rules.mahjong.hand import decompositions
from rules.mahjong.melds import Meld

_RANKS = "123456789TJQK"
WAITS = ("ryanmen", "kanchan", "penchan", "shanpon", "tanki")
_VALID = frozenset(CARD_KIND_IDS)


def kinds_of(cards: Iterable[str | int]) -> list[int]:
    """Kinds of card codes or kinds; a joker or anything else is a ValueError."""
    out = []
    for c in cards:
        if isinstance(c, bool):
            raise ValueError(f"{c!r} is not a card")
        if isinstance(c, int):
            k: int | None = c
        elif isinstance(c, str):
            try:
                k = card_kind(c)
            except (ValueError, IndexError):
                raise ValueError(f"{c!r} is not a card code") from None
            if k is None:
                raise ValueError("jokers are laid out, never part of a hand")
        else:
            raise ValueError(f"{c!r} is not a card")
        if k not in _VALID:
            raise ValueError(f"{c!r} is not a card kind")
        out.append(k)
    return out


def parse_kinds(text: str) -> list[int]:
    out = []
    for token in text.replace(",", " ").split():
        col, ranks = token[0].lower(), token[1:].upper().replace("10", "T").replace("A", "1")
        if col not in "rb" or not ranks or any(ch not in _RANKS for ch in ranks):
            raise ValueError(f"cannot read {token!r}: a colour r or b, then ranks A-9, T (10), J, Q, K, e.g. 'r234 bKK'")
        for ch in ranks:
            i = _RANKS.index(ch)
            out.append((0 if col == "r" else 9) + i if i < 9 else (27 if col == "r" else 31) + i - 9)
    return out


def format_kinds(kinds: Iterable[int]) -> str:
    groups: dict[str, str] = {}
    for k in sorted(kinds, key=lambda k: (colour(k) == "b", k)):
        groups[colour(k)] = groups.get(colour(k), "") + _RANKS[rank(k) - 1]
    return " ".join(c + groups[c] for c in "rb" if c in groups)


def is_number_kind(k: int) -> bool:
    return k < 18


def colour(k: int) -> str:
    """'r' or 'b'."""
    return "r" if k < 9 or 27 <= k < 31 else "b"


def rank(k: int) -> int:
    """1-9 for number kinds, 10-13 for 10 J Q K."""
    return k % 9 + 1 if k < 18 else (k - 27) % 4 + 10


def is_simple(k: int) -> bool:
    return k < 18 and 2 <= rank(k) <= 8


def is_yaochu(k: int) -> bool:
    """么九 (§1): 1, 9, 10, J, Q, K."""
    return not is_simple(k)


class ScoredSet(NamedTuple):
    kind: str  # "chow", "pung" or "kong"
    first: int
    concealed: bool

    @property
    def kinds(self) -> tuple[int, ...]:
        f = self.first
        if self.kind == "chow":
            return (f, f + 1, f + 2)
        return (f,) * (4 if self.kind == "kong" else 3)

    @property
    def is_triplet(self) -> bool:
        return self.kind != "chow"


class Reading(NamedTuple):
    sets: tuple[ScoredSet, ...]
    pair: int
    wait: str
    closed: bool

    @property
    def kinds(self) -> list[int]:
        return [k for s in self.sets for k in s.kinds] + [self.pair, self.pair]


def meld_set(m: Meld) -> ScoredSet:
    """A declared meld as a set; ValueError for tiles that make no such set."""
    ks = kinds_of(m.tiles)
    lo = min(ks)
    if m.kind == "chow":
        if sorted(ks) != [lo, lo + 1, lo + 2] or lo >= 18 or lo // 9 != (lo + 2) // 9:
            raise ValueError("a chi is three consecutive number cards of one colour")
        return ScoredSet("chow", lo, False)
    if len(set(ks)) != 1:
        raise ValueError(f"a {m.kind} is made of one kind")
    if m.kind == "pung":
        return ScoredSet("pung", lo, False)
    return ScoredSet("kong", lo, m.kind == "kong_concealed")


def whole_counts(concealed: Sequence[str | int], melds: Sequence[Meld]) -> list[int]:
    c = [0] * CARD_KINDS
    for k in kinds_of(concealed) + [k for m in melds for k in kinds_of(m.tiles)]:
        c[k] += 1
    return c


def _wait(first: int, win: int) -> str:
    pos = win - first
    if pos == 1:
        return "kanchan"
    if (pos == 2 and first % 9 == 0) or (pos == 0 and first % 9 == 6):
        return "penchan"
    return "ryanmen"


def readings(concealed: Sequence[str | int], melds: Sequence[Meld], win_kind: int, ron: bool) -> list[Reading]:
    """Every reading of the hand with the winning card placed in each set it can have completed."""
    ks = kinds_of(concealed)
    c = [0] * CARD_KINDS
    for k in ks:
        c[k] += 1
    declared = tuple(meld_set(m) for m in melds)
    closed = all(m.kind == "kong_concealed" for m in melds)
    out: set[Reading] = set()
    for d in decompositions(c):
        own = [ScoredSet("chow" if g.kind == "chow" else "pung", g.first, True) for g in d.sets]
        if d.pair == win_kind:
            out.add(Reading(tuple(sorted(declared + tuple(own))), d.pair, "tanki", closed))
        for i, s in enumerate(own):
            if win_kind not in s.kinds:
                continue
            if s.kind == "pung":
                placed, wait = ScoredSet("pung", s.first, not ron), "shanpon"
            else:
                placed, wait = s, _wait(s.first, win_kind)
            sets = declared + tuple(own[:i]) + (placed,) + tuple(own[i + 1:])
            out.add(Reading(tuple(sorted(sets)), d.pair, wait, closed))
    return sorted(out)

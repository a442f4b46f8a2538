"""Winning shapes: sets and a pair (with wildcards), seven pairs, and every reading of a hand.

Counts are the 34-long vectors of ``tiles.counts`` (a longer vector is read as extra honour
kinds, which Trump Mahjong's eight card honours need).  The concealed part only: declared melds
are the caller's, so "four sets and a pair" is any number of sets here (tile count 3n+2).

Wildcards: the caller removes the wildcard tiles from the counts and passes their number as
``wilds``.  A wildcard may stand for any kind in ``wild_can_be`` (default: all), including its
own kind (used "at face value"), but never makes a fifth copy of a kind.
``pair_ok`` restricts the pair: a predicate on the kind or a collection of kinds (Wuhan's
2-5-8 rule: ``PAIR_258``).  ``wild_pair_kind``: when given, a pair made only of wildcards can
stand for that kind alone (Wuhan D18: two laizi as a pair are read at face value).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from functools import cache
from typing import NamedTuple

from rules.mahjong import tables
from rules.mahjong.tiles import format_tiles

PairRule = Callable[[int], bool] | Collection[int] | None

PAIR_258 = frozenset(s + n - 1 for s in (0, 9, 18) for n in (2, 5, 8))


class Group(NamedTuple):
    """One set of a reading: ``kind`` "chow" or "pung", ``first`` its lowest kind, and the kinds
    the wildcards in it stood for (empty when all its tiles are real)."""

    kind: str
    first: int
    wilds: tuple[int, ...] = ()

    @property
    def kinds(self) -> tuple[int, int, int]:
        f = self.first
        return (f, f + 1, f + 2) if self.kind == "chow" else (f, f, f)


class Decomposition(NamedTuple):
    """A reading of a complete hand: its sets, its pair's kind, and what each wildcard stood for
    (sorted; ``pair_wilds`` of them are in the pair).  Readings differing only in which set a
    wildcard replaced a tile of the same kind in are one reading; ``Group.wilds`` shows one."""

    sets: tuple[Group, ...]
    pair: int
    substitutions: tuple[int, ...] = ()
    pair_wilds: int = 0

    def __str__(self) -> str:
        parts = [format_tiles(g.kinds) for g in self.sets] + [format_tiles((self.pair, self.pair))]
        return " | ".join(parts) + (f"  (wild: {format_tiles(self.substitutions)})" if self.substitutions else "")


# --- masks ----------------------------------------------------------------------------------

_Masks = tuple[int, int, int, int]
_mask_cache: dict[object, _Masks] = {}


def kind_masks(allowed: Collection[int] | Callable[[int], bool] | None, n_kinds: int) -> _Masks | None:
    """Per-component bit masks (m, p, s, honours) of the kinds ``allowed`` accepts."""
    if allowed is None:
        return None
    key = (allowed, n_kinds) if _hashable(allowed) else None
    if key is not None and key in _mask_cache:
        return _mask_cache[key]
    test = allowed if callable(allowed) else allowed.__contains__
    bits = [0, 0, 0, 0]
    for k in range(n_kinds):
        if test(k):
            comp = k // 9 if k < 27 else 3
            bits[comp] |= 1 << (k - 9 * comp if k < 27 else k - 27)
    masks = (bits[0], bits[1], bits[2], bits[3])
    if key is not None:
        if len(_mask_cache) > 256:  # predicates built per call would otherwise pile up
            _mask_cache.clear()
        _mask_cache[key] = masks
    return masks


def _hashable(x: object) -> bool:
    try:
        hash(x)
    except TypeError:
        return False
    return True


# --- the win check --------------------------------------------------------------------------


def is_complete(
    counts34: Sequence[int],
    wilds: int = 0,
    *,
    wild_can_be: Collection[int] | None = None,
    pair_ok: PairRule = None,
    wild_pair_kind: int | None = None,
    chows: bool = True,
) -> bool:
    """Do the tiles plus ``wilds`` wildcards split exactly into sets and one pair?
    ``chows=False`` allows pungs only (the all-pungs hands: 碰碰胡, 対々和)."""
    total = sum(counts34) + wilds
    if total % 3 != 2 or wilds > tables.WMAX:
        return False
    n = len(counts34)
    wm = kind_masks(wild_can_be, n) or _EVERY
    pm = kind_masks(pair_ok, n) or _EVERY
    # with wild_pair_kind, a pair of two wildcards may only be that kind: the others need a real tile
    rm = _NONE if wild_pair_kind is None else _all_but(wild_pair_kind)
    c = counts34
    suit = tables.suit_wild if chows else tables.pung_wild
    m = suit(tuple(c[0:9]), wm[0], pm[0], rm[0])
    p = suit(tuple(c[9:18]), wm[1], pm[1], rm[1])
    s = suit(tuple(c[18:27]), wm[2], pm[2], rm[2])
    h = tables.pung_wild(tuple(c[27:]), wm[3], pm[3], rm[3])
    both = tables.wild_merge(tables.wild_merge(m, p), tables.wild_merge(s, h))
    return bool(both >> (16 + wilds) & 1)


_EVERY = (0x1FF, 0x1FF, 0x1FF, 0x1FF)
_NONE = (0, 0, 0, 0)


@cache
def _all_but(kind: int) -> _Masks:
    """Masks of every kind but ``kind``."""
    comp, bit = (kind // 9, kind % 9) if kind < 27 else (3, kind - 27)
    masks = list(_EVERY)
    masks[comp] &= ~(1 << bit)
    return masks[0], masks[1], masks[2], masks[3]


def is_seven_pairs(
    counts34: Sequence[int],
    wilds: int = 0,
    *,
    wild_can_be: Collection[int] | None = None,
    distinct: bool = True,
) -> bool:
    """Seven pairs from the tiles plus ``wilds`` wildcards (14 tiles in all).  ``distinct``:
    the seven pairs must be of seven kinds (four of a kind is not two pairs), as in riichi."""
    if sum(counts34) + wilds != 14:
        return False
    can = (lambda k: True) if wild_can_be is None else wild_can_be.__contains__
    pairs, need = 0, 0
    for k, c in enumerate(counts34):
        if c > 4 or (distinct and c > 2):
            return False
        if c % 2:
            if not can(k):
                return False
            need += 1
        pairs += (c + 1) // 2
    spare = wilds - need
    if spare < 0 or spare % 2:
        return False
    if distinct:  # spare wildcards pair up as kinds not held at all
        free = sum(1 for k, c in enumerate(counts34) if c == 0 and can(k))
        return spare // 2 <= free
    return True


# --- every reading --------------------------------------------------------------------------


def decompositions(
    counts34: Sequence[int],
    wilds: int = 0,
    *,
    wild_can_be: Collection[int] | None = None,
    pair_ok: PairRule = None,
    wild_pair_kind: int | None = None,
    chows: bool = True,
) -> Iterator[Decomposition]:
    """Every distinct reading of a complete hand as sets + one pair (none if it is not complete).

    Readings differ in their sets, pair, or in what the wildcards stood for; readings that
    differ only in which physical wildcard went where are the same.  Wildcards left over once
    every real tile is placed form sets (and the pair) of their own, in every allowed way.
    ``chows=False`` gives the all-pungs readings only.
    """
    if not is_complete(counts34, wilds, wild_can_be=wild_can_be, pair_ok=pair_ok, wild_pair_kind=wild_pair_kind, chows=chows):
        return
    n = len(counts34)
    can_wild = [True] * n if wild_can_be is None else [k in wild_can_be for k in range(n)]
    if pair_ok is None:
        pair_can = [True] * n
    elif callable(pair_ok):
        pair_can = [bool(pair_ok(k)) for k in range(n)]
    else:
        pair_can = [k in pair_ok for k in range(n)]
    used = list(counts34)  # real tiles + wildcard stand-ins, per kind: never above 4
    c = list(counts34)

    def fits(k: int, x: int) -> bool:
        return x == 0 or (can_wild[k] and used[k] + x <= 4)

    def free_groups(w: int, need_pair: bool, groups: list[Group], subs: list[int], pair: int | None, pw: int, floor: tuple) -> Iterator[Decomposition]:
        """Place ``w`` leftover wildcards as whole sets (and the pair), in canonical order."""
        if w == 0 and not need_pair:
            assert pair is not None
            yield Decomposition(tuple(sorted(groups)), pair, tuple(sorted(subs)), pw)
            return
        if need_pair:
            if w < 2:
                return
            for k in range(n):
                if pair_can[k] and fits(k, 2) and (wild_pair_kind is None or k == wild_pair_kind):
                    used[k] += 2
                    yield from free_groups(w - 2, False, groups, subs + [k, k], k, 2, floor)
                    used[k] -= 2
            return
        if w < 3:
            return
        for k in range(n):
            if ("pung", k) >= floor and fits(k, 3):
                used[k] += 3
                yield from free_groups(w - 3, False, groups + [Group("pung", k, (k, k, k))], subs + [k] * 3, pair, pw, ("pung", k))
                used[k] -= 3
        for k in range(min(n, 27) if chows else 0):
            if k % 9 <= 6 and ("chow", k) >= floor and all(fits(j, 1) for j in (k, k + 1, k + 2)):
                for j in (k, k + 1, k + 2):
                    used[j] += 1
                yield from free_groups(w - 3, False, groups + [Group("chow", k, (k, k + 1, k + 2))], subs + [k, k + 1, k + 2], pair, pw, ("chow", k))
                for j in (k, k + 1, k + 2):
                    used[j] -= 1

    def walk(w: int, groups: list[Group], subs: list[int], pair: int | None, pw: int) -> Iterator[Decomposition]:
        i = next((k for k in range(n) if c[k]), None)
        if i is None:
            yield from free_groups(w, pair is None, groups, subs, pair, pw, ("", -1))
            return
        # every group holding the lowest real tile i: its other slots are real or wild
        for real in (3, 2, 1):  # pung of i
            x = 3 - real
            if real <= c[i] and x <= w and fits(i, x):
                c[i] -= real
                used[i] += x
                yield from walk(w - x, groups + [Group("pung", i, (i,) * x)], subs + [i] * x, pair, pw)
                c[i] += real
                used[i] -= x
        if pair is None and pair_can[i]:
            for real in (2, 1):
                x = 2 - real
                if real <= c[i] and x <= w and fits(i, x):
                    c[i] -= real
                    used[i] += x
                    yield from walk(w - x, groups, subs + [i] * x, i, x)
                    c[i] += real
                    used[i] -= x
        if i < 27 and chows:
            for first in (i - 2, i - 1, i):
                if first < 0 or first // 9 != i // 9 or first % 9 > 6:
                    continue
                yield from chow_groups(first, i, w, groups, subs, pair, pw)

    def chow_groups(first: int, i: int, w: int, groups: list[Group], subs: list[int], pair: int | None, pw: int) -> Iterator[Decomposition]:
        others = [k for k in (first, first + 1, first + 2) if k != i]
        c[i] -= 1
        for choice in range(4):  # bit j set: slot others[j] is a wildcard
            wild_slots = [k for j, k in enumerate(others) if choice >> j & 1]
            real_slots = [k for j, k in enumerate(others) if not choice >> j & 1]
            if len(wild_slots) > w or any(k < i for k in real_slots) or any(c[k] < 1 for k in real_slots):
                continue
            if not all(fits(k, 1) for k in wild_slots):
                continue
            for k in real_slots:
                c[k] -= 1
            for k in wild_slots:
                used[k] += 1
            yield from walk(w - len(wild_slots), groups + [Group("chow", first, tuple(wild_slots))], subs + wild_slots, pair, pw)
            for k in real_slots:
                c[k] += 1
            for k in wild_slots:
                used[k] -= 1
        c[i] += 1

    seen: set[tuple] = set()
    for d in walk(wilds, [], [], None, 0):
        # which physical tile a wildcard replaced does not make a new reading
        key = (tuple((g.kind, g.first) for g in d.sets), d.pair, d.substitutions)
        if key not in seen:
            seen.add(key)
            yield d

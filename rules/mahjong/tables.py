"""Memoised per-suit tables behind shanten and the win check (the table method of issue 4 §6).

A hand splits into independent *components*: the three number suits (9 counts each) and the
honours (one count per kind, no runs).  Each component is summarised once per distinct count
vector, lazily, and the summaries are combined:

- **Distance vectors** (shanten).  ``d[2*s + p]`` = the fewest tiles to add to the component so
  that it contains ``s`` sets and ``p`` pairs (s 0-4, p 0-1), never more than 4 of a kind.  A
  hand's distance to "N sets + 1 pair" is the best split of N and the pair over the components;
  shanten is that distance minus 1 (tomohxx's exact formulation).  Vectors are interned as small
  ints, so merging two components is one dict look-up after the first time.
- **Wild bitmasks** (win check with wildcards).  Bit ``w`` of ``b[p]`` says the component's
  tiles plus ``w`` wildcards split exactly into sets and ``p`` pairs, with wildcards standing
  only for allowed kinds and never making a fifth copy.  Merging is a bitmask convolution.

New vectors come from a suffix recursion with memoisation (the state: the counts still to
place and the runs already started), which shares work between count vectors with the same
tail.  With every kind allowed it is cheaper still: only groups touching a held tile are
placed (the rest are added at full price), so a suit splits into blocks at gaps of two empty
kinds, and blocks recur far more often than whole suits.  ``tests/mahjong/test_tables.py``
checks the vectors against a brute force over every target shape of a suit.

Working out every suit takes the recursion some forty seconds, and a process's first hands would
pay for it piecemeal; so the vectors of every-kind-allowed suits and honours of up to 4 of a kind,
and their merges, ship ready-made in ``shanten_tables.bin`` (made by ``python -m
rules.mahjong.tablegen``, checked by ``tests/mahjong/test_shipped_tables.py``) and are loaded at
import.  So do the win check's bitmasks of suits and honours when wildcards and the pair may be any kind.
Other kind masks and count vectors still go through the recursion.
"""

from __future__ import annotations

import zlib
from functools import cache
from pathlib import Path
from typing import NamedTuple

INF = 99
ALL9 = 0x1FF
WMAX = 12  # wildcards tracked by the bitmasks; any real hand holds fewer
_WBITS = (1 << (WMAX + 1)) - 1
_ZERO = (0,) + (INF,) * 9  # nothing placed: 0 sets, 0 pairs at no cost

# --- distance vectors ------------------------------------------------------------------------


@cache
def _suffix_distance(rest: tuple[int, ...], a: int, b: int, allowed: int, prune: bool) -> tuple[int, ...]:
    """Distance vector of the suit positions ``rest`` (the last len(rest) of 9), given ``a`` runs
    started one position back and ``b`` two back; ``allowed`` masks the kinds of ``rest``.

    ``prune`` (only with every kind of the suit allowed): only groups that touch a held tile are
    placed here (a pung or pair
    on a held kind, a run with a held tile in it, no more runs than held tiles under them):
    ``_with_free_groups`` adds the others at full price afterwards.  Such a group can always
    be placed: a suit target holds at most 14 tiles, so some kind has room for it.
    """
    if not rest:
        return _ZERO
    ci, tail = rest[0], rest[1:]
    ok = allowed & 1
    carried = a + b
    if carried and not ok:
        return (INF,) * 10
    runs = 5 - carried if len(rest) >= 3 and ok else 1
    if prune:
        runs = min(runs, ci + rest[1] + rest[2] + 1) if len(rest) >= 3 else 1
    out = [INF] * 10
    for n in range(runs):  # runs starting here
        sub = _suffix_distance(tail, n, a, allowed >> 1, prune)
        for g, q in ((0, 0), (0, 1), (1, 0), (1, 1)):  # a pung here (two would be six), the pair
            need = carried + n + 3 * g + 2 * q
            if need > 4 or (need and not ok) or n + g > 4 or (prune and (g or q) and not ci):
                continue
            cost = need - ci if need > ci else 0
            # entry 2*s + p of sub moves to 2*(s + n + g) + p + q: a shift of the vector
            lo = 2 * (n + g)
            if q:
                out[lo + 1 :: 2] = map(min, out[lo + 1 :: 2], [cost + v for v in sub[0 : 10 - lo : 2]])
            else:
                out[lo:] = map(min, out[lo:], [cost + v for v in sub[: 10 - lo]])
    return tuple(min(INF, v) for v in out)


def _with_free_groups(vec: tuple[int, ...]) -> tuple[int, ...]:
    """``vec`` with sets (3 tiles) and the pair (2) that touch no held tile added at full price."""
    out = list(vec)
    for s in range(5):
        for p in range(2):
            for s0 in range(s + 1):
                for p0 in range(p + 1):
                    v = vec[2 * s0 + p0] + 3 * (s - s0) + 2 * (p - p0)
                    if v < out[2 * s + p]:
                        out[2 * s + p] = v
    return tuple(min(INF, v) for v in out)


@cache
def _honour_distance(honours: tuple[int, ...], allowed: int) -> tuple[int, ...]:
    """Distance vector of the honour counts: sets are pungs of distinct kinds, the pair a kind
    not used for a pung."""
    vec = _ZERO
    for i, c in enumerate(honours):
        if not allowed >> i & 1:
            continue
        pung, pair = max(0, 3 - c), max(0, 2 - c)
        new = list(vec)
        for s in range(5):
            for p in range(2):
                v = vec[2 * s + p]
                if v >= INF:
                    continue
                if s < 4 and v + pung < new[2 * (s + 1) + p]:
                    new[2 * (s + 1) + p] = v + pung
                if p == 0 and v + pair < new[2 * s + 1]:
                    new[2 * s + 1] = v + pair
        vec = tuple(new)
    return vec


_VECS: list[tuple[int, ...]] = []
_VEC_ID: dict[tuple[int, ...], int] = {}


def _intern(vec: tuple[int, ...]) -> int:
    i = _VEC_ID.get(vec)
    if i is None:
        i = _VEC_ID[vec] = len(_VECS)
        _VECS.append(vec)
    return i


_SUIT_ID: dict[tuple, int] = {}
_HONOUR_ID: dict[tuple, int] = {}
_MERGED: dict[tuple[int, int], int] = {}
_FINAL: dict[tuple[int, int, int], int] = {}


def suit_id(counts9: tuple[int, ...], allowed: int = ALL9) -> int:
    key = (counts9, allowed)
    i = _SUIT_ID.get(key)
    if i is None:
        if allowed == ALL9 and (i := _shipped_id(counts9, 9, "suit")) is not None:
            pass
        elif allowed == ALL9:
            i = _intern(_with_free_groups(_VECS[_blocks_id(counts9)]))
        else:
            i = _intern(_suffix_distance(counts9, 0, 0, allowed, False))
        _SUIT_ID[key] = i
    return i


_BLOCK_ID: dict[tuple[tuple[int, ...], int, int], int] = {}


def _blocks_id(counts9: tuple[int, ...]) -> int:
    """The groups-touching-held-tiles vector of a suit, from its blocks.

    Held tiles two or more empty kinds apart cannot share a group (a run spans three kinds),
    so the suit splits into blocks at such gaps, each with up to two empty kinds of room on
    either side for its runs.  Blocks recur far more often than whole suits, so each is worked
    out once.  Sharing the room between neighbours is safe: at most four sets pass any kind.
    """
    held = [i for i, n in enumerate(counts9) if n]
    vec = _intern(_ZERO)
    start = 0
    for j in range(len(held)):
        if j + 1 < len(held) and held[j + 1] - held[j] <= 2:
            continue
        lo, hi = held[start], held[j]
        left = min(2, lo - held[start - 1] - 1 if start else lo)
        right = min(2, held[j + 1] - hi - 1 if j + 1 < len(held) else 8 - hi)
        key = (counts9[lo : hi + 1], left, right)
        b = _BLOCK_ID.get(key)
        if b is None:
            b = _BLOCK_ID.get((key[0][::-1], right, left))  # the same block read from 9 down
            if b is None:
                padded = (0,) * left + key[0] + (0,) * right
                b = _intern(_suffix_distance(padded, 0, 0, (1 << len(padded)) - 1, True))
            _BLOCK_ID[key] = b
        vec = merged_id(vec, b)
        start = j + 1
    return vec


def honour_id(honours: tuple[int, ...], allowed: int) -> int:
    key = (honours, allowed)
    i = _HONOUR_ID.get(key)
    if i is None:
        if allowed != ALL9 or (i := _shipped_id(honours, HONOURS, "honour")) is None:
            i = _intern(_honour_distance(honours, allowed))
        _HONOUR_ID[key] = i
    return i


def merged_id(ia: int, ib: int) -> int:
    """The interned distance vector of two components taken together."""
    key = (ia, ib)
    i = _MERGED.get(key)
    if i is None:
        if _shipped is not None and ia < _shipped.n and ib < _shipped.n and (i := _shipped.merge[ia * _shipped.n + ib]) != NONE:
            _MERGED[key] = i
        else:
            i = _MERGED[key] = _intern(merge_vectors(_VECS[ia], _VECS[ib]))
    return i


def merge_vectors(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """The distance vector of two components taken together."""
    out = [INF] * 10
    for s1 in range(5):
        for p1 in range(2):
            x = a[2 * s1 + p1]
            if x >= INF:
                continue
            for s2 in range(5 - s1):
                for p2 in range(2 - p1):
                    v = x + b[2 * s2 + p2]
                    idx = 2 * (s1 + s2) + p1 + p2
                    out[idx] = min(out[idx], v)
    return tuple(out)


def distance(ia: int, ib: int, sets: int) -> int:
    """Fewest tiles to add to components ``ia`` + ``ib`` for ``sets`` sets and one pair."""
    key = (ia, ib, sets)
    d = _FINAL.get(key)
    if d is None:
        if _shipped is not None and ia < _shipped.n and ib < _shipped.n:
            d = _shipped.final[(ia * _shipped.n + ib) * 5 + sets]
        else:
            d = final_distance(_VECS[ia], _VECS[ib], sets)
        _FINAL[key] = d
    return d


def final_distance(a: tuple[int, ...], b: tuple[int, ...], sets: int) -> int:
    """Fewest tiles to add to two components' vectors for ``sets`` sets and one pair."""
    return min(min(a[2 * s] + b[2 * (sets - s) + 1], a[2 * s + 1] + b[2 * (sets - s)]) for s in range(sets + 1))


_SUIT_ALL: dict[tuple[int, ...], int] = {}  # suit_id with every kind allowed, keyed by counts alone
_HONOUR_ALL: dict[tuple[int, ...], int] = {}


def hand_distance(c: list[int] | tuple[int, ...], sets: int, allowed: tuple[int, int, int, int] | None) -> int:
    """Fewest tiles to add to counts ``c`` (34, or longer with extra honour kinds) for ``sets``
    sets and a pair; ``allowed`` gives the per-component kind masks (None = every kind).

    The hot path of every shanten call: plain dict look-ups, the tables filled on a miss."""
    if allowed is None:
        m = _SUIT_ALL.get(km := tuple(c[0:9]))
        if m is None:
            m = _SUIT_ALL[km] = suit_id(km)
        p = _SUIT_ALL.get(kp := tuple(c[9:18]))
        if p is None:
            p = _SUIT_ALL[kp] = suit_id(kp)
        s = _SUIT_ALL.get(ks := tuple(c[18:27]))
        if s is None:
            s = _SUIT_ALL[ks] = suit_id(ks)
        h = _HONOUR_ALL.get(kh := tuple(c[27:]))
        if h is None:
            h = _HONOUR_ALL[kh] = honour_id(kh, ALL9)
    else:
        m = suit_id(tuple(c[0:9]), allowed[0])
        p = suit_id(tuple(c[9:18]), allowed[1])
        s = suit_id(tuple(c[18:27]), allowed[2])
        h = honour_id(tuple(c[27:]), allowed[3])
    mp = _MERGED.get((m, p))
    if mp is None:
        mp = merged_id(m, p)
    mps = _MERGED.get((mp, s))
    if mps is None:
        mps = merged_id(mp, s)
    d = _FINAL.get((mps, h, sets))
    return distance(mps, h, sets) if d is None else d


# --- wildcard completion bitmasks ------------------------------------------------------------


@cache
def _suffix_wild(rest: tuple[int, ...], a: int, b: int, wild: int, pair: int, real: int) -> tuple[int, int]:
    """(bits without pair, bits with pair) for suit positions ``rest`` with ``a``/``b`` runs
    carried in.  Masks over ``rest``: ``wild`` where a wildcard may stand, ``pair`` where the
    pair may be, ``real`` where a pair needs a real tile (no pair of two wildcards there)."""
    if not rest:
        return (1, 0) if not (a or b) else (0, 0)
    ci, tail = rest[0], rest[1:]
    carried = a + b
    can_start = len(rest) >= 3
    pair_here = pair & 1 and not (real & 1 and ci == 0)
    out0 = out1 = 0
    for x in range(5 - ci if wild & 1 else 1):  # wildcards standing for this kind
        rem = ci + x - carried
        if rem < 0:
            continue
        for g in (0, 1):
            for q in (0, 1) if pair_here else (0,):
                n = rem - 3 * g - 2 * q  # runs starting here
                if n < 0 or (n and not can_start):
                    continue
                s0, s1 = _suffix_wild(tail, n, a, wild >> 1, pair >> 1, real >> 1)
                if q:
                    out1 |= s0 << x
                else:
                    out0 |= s0 << x
                    out1 |= s1 << x
    return out0 & _WBITS, out1 & _WBITS


@cache
def suit_wild(counts9: tuple[int, ...], wild: int, pair: int, real: int) -> int:
    """The suit's two bitmasks packed in one int: ``without_pair | with_pair << 16``."""
    if wild == pair == ALL9 and not real and (v := _shipped_wild(counts9, 9, "wild_suit")) is not None:
        return v
    b0, b1 = _suffix_wild(counts9, 0, 0, wild, pair, real)
    return b0 | b1 << 16


@cache
def pung_wild(counts: tuple[int, ...], wild: int, pair: int, real: int) -> int:
    """As ``suit_wild`` with pungs and the pair only: honours, or any suit in an all-pungs hand."""
    if wild == pair == ALL9 and not real and (v := _shipped_wild(counts, HONOURS, "wild_honour")) is not None:
        return v
    b0, b1 = 1, 0
    for i, c in enumerate(counts):
        w = wild >> i & 1
        p = pair >> i & 1 and not (real >> i & 1 and c == 0)
        # (wildcards used, is pair) ways to place this kind; c == 4 has none (a concealed four
        # can only leave the hand as a kong)
        ways: list[tuple[int, int]] = []
        if c == 0:
            ways.append((0, 0))
        if c <= 3 and (c == 3 or w):
            ways.append((3 - c, 0))
        if p and c <= 2 and (c == 2 or w):
            ways.append((2 - c, 1))
        n0 = n1 = 0
        for x, is_pair in ways:
            if is_pair:
                n1 |= b0 << x
            else:
                n0 |= b0 << x
                n1 |= b1 << x
        b0, b1 = n0 & _WBITS, n1 & _WBITS
    return b0 | b1 << 16


def _conv(a: int, b: int) -> int:
    out = 0
    x = 0
    while a:
        if a & 1:
            out |= b << x
        a >>= 1
        x += 1
    return out & _WBITS


_WMERGED: dict[tuple[int, int], int] = {}


def wild_merge(a: int, b: int) -> int:
    """Two components' packed bitmasks taken together (the pair comes from one of them)."""
    key = (a, b)
    r = _WMERGED.get(key)
    if r is None:
        a0, a1, b0, b1 = a & 0xFFFF, a >> 16, b & 0xFFFF, b >> 16
        r = _WMERGED[key] = _conv(a0, b0) | (_conv(a0, b1) | _conv(a1, b0)) << 16
    return r


# --- the shipped tables ----------------------------------------------------------------------

DATA = Path(__file__).with_name("shanten_tables.bin")
MAGIC = b"PSHT2"
HONOURS = 7  # honour kinds of the shipped honour table
NONE = 255  # "not shipped" in the byte tables


class Shipped(NamedTuple):
    """The shipped tables; vector ids 0 to n - 1 of ``_VECS`` are ``vecs``, interned first."""

    vecs: tuple[tuple[int, ...], ...]
    suit: bytes  # vector id of the 9 counts of a suit, by their base-5 code (first count highest)
    honour: bytes  # the same for the 7 honour counts
    merge: bytes  # [a * n + b]: merged_id(a, b), NONE if that leaves the shipped vectors
    final: bytes  # [(a * n + b) * 5 + sets]: distance(a, b, sets)
    # the win check's packed bitmasks with wildcards and the pair allowed on every kind:
    wilds: tuple[int, ...]  # the distinct values
    wild_suit: bytes  # index into wilds of suit_wild(counts9, ALL9, ALL9, 0), by base-5 code
    wild_honour: bytes  # the same for pung_wild of the 7 honour counts

    @property
    def n(self) -> int:
        return len(self.vecs)

    def encode(self) -> bytes:
        head = MAGIC + bytes([self.n]) + bytes(v for vec in self.vecs for v in vec)
        wilds = bytes([len(self.wilds)]) + b"".join(w.to_bytes(4, "little") for w in self.wilds)
        body = self.suit + self.honour + self.merge + self.final + wilds + self.wild_suit + self.wild_honour
        return zlib.compress(head + body, 9)

    @classmethod
    def decode(cls, blob: bytes) -> Shipped:
        raw = zlib.decompress(blob)
        if not raw.startswith(MAGIC):
            raise ValueError("not a shanten table file")
        at = len(MAGIC) + 1
        n = raw[at - 1]
        vecs = tuple(tuple(raw[at + 10 * i : at + 10 * i + 10]) for i in range(n))
        at += 10 * n
        parts = []
        for size in (5**9, 5**HONOURS, n * n, n * n * 5):
            parts.append(raw[at : at + size])
            at += size
        nw = raw[at]
        wilds = tuple(int.from_bytes(raw[at + 1 + 4 * i : at + 5 + 4 * i], "little") for i in range(nw))
        at += 1 + 4 * nw
        wild_suit, wild_honour = raw[at : at + 5**9], raw[at + 5**9 : at + 5**9 + 5**HONOURS]
        if at + 5**9 + 5**HONOURS != len(raw):
            raise ValueError("shanten table file of the wrong length")
        return cls(vecs, *parts, wilds, wild_suit, wild_honour)


_shipped: Shipped | None = None


def base5(counts: tuple[int, ...]) -> int | None:
    """The index of a count vector in the shipped tables, None if a count is not 0-4."""
    code = 0
    for n in counts:
        if not 0 <= n <= 4:
            return None
        code = code * 5 + n
    return code


def _shipped_id(counts: tuple[int, ...], length: int, table: str) -> int | None:
    if _shipped is None or len(counts) != length or (code := base5(counts)) is None:
        return None
    i = getattr(_shipped, table)[code]
    return None if i == NONE else i


def _shipped_wild(counts: tuple[int, ...], length: int, table: str) -> int | None:
    i = _shipped_id(counts, length, table)
    return None if i is None else _shipped.wilds[i]


def clear_caches(shipped: bool = True) -> None:
    """Forget every memoised table, then load the shipped ones unless ``shipped`` is False (the
    generator works them out from nothing)."""
    global _shipped
    for table in (_SUIT_ID, _SUIT_ALL, _BLOCK_ID, _HONOUR_ID, _HONOUR_ALL, _MERGED, _FINAL, _WMERGED, _VEC_ID):
        table.clear()
    _VECS.clear()
    for fn in (_suffix_distance, _honour_distance, _suffix_wild, suit_wild, pung_wild):
        fn.cache_clear()
    _shipped = None
    if shipped and DATA.exists():
        _shipped = Shipped.decode(DATA.read_bytes())
        for vec in _shipped.vecs:
            _intern(vec)


clear_caches()

"""Shanten (tiles away from ready), waits and useful tiles.

``shanten`` is exact: the fewest tiles to exchange for "sets + pair", minus one (-1 = complete,
0 = ready), never counting on a fifth copy of a kind.  It reads per-suit memoised tables
(``tables``), so after warm-up a call is a handful of dict look-ups.

Wildcards (``wilds``, removed from the counts) fill any missing tile of an ``allowed`` kind.
``allowed`` (default: all kinds) also bars kinds from the finished hand, such as Wuhan's 中 or
pizi; the shanten with wildcards assumes a wildcard may stand for every allowed kind (Wuhan:
everything but the kong tiles), and ignores pair rules, so it is a lower bound when a game adds
them (the 2-5-8 pair): the win check ``is_complete`` is the exact test.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache

from rules.mahjong import tables
from rules.mahjong.hand import PairRule, is_complete, is_seven_pairs, kind_masks


def shanten(
    counts34: Sequence[int],
    melds: int = 0,
    wilds: int = 0,
    *,
    allowed: Collection[int] | None = None,
) -> int:
    """Standard-shape shanten of the concealed ``counts34`` with ``melds`` declared sets."""
    if not 0 <= melds <= 4:
        raise ValueError(f"melds must be 0-4, not {melds}")
    d = tables.hand_distance(counts34, 4 - melds, kind_masks(allowed, len(counts34)))
    return max(d - wilds, 0) - 1


def shanten_seven_pairs(counts34: Sequence[int], wilds: int = 0, *, distinct: bool = True) -> int:
    """Seven-pairs shanten.  ``distinct``: seven different kinds (riichi; four of a kind is one
    pair); otherwise four of a kind counts as two pairs."""
    if distinct:
        # the seven best kinds: a pair costs nothing, a single one tile, a missing kind two
        have = sorted((min(c, 2) for c in counts34), reverse=True)[:7]
        d = sum(2 - h for h in have)
    else:
        pairs = sum(c // 2 for c in counts34)
        singles = sum(c % 2 for c in counts34)
        short = max(0, 7 - pairs)
        d = min(short, singles) + 2 * max(0, short - singles)
    return max(d - wilds, 0) - 1


def pung_shanten(counts34: Sequence[int], melds: int = 0) -> int:
    """Tiles away from ready for an all-pungs hand of (4 - ``melds``) triplets and a pair (no
    wildcards; a kind never gives more than a triplet)."""
    return _pung_distance(tuple(sorted((min(n, 3) for n in counts34 if n), reverse=True)), 4 - melds) - 1


@lru_cache(maxsize=4096)
def _pung_distance(held: tuple[int, ...], need: int) -> int:
    best = 99
    for i, pair in enumerate(held + (0,)):
        trip = (held[:i] + held[i + 1:])[:need]
        best = min(best, 2 - min(pair, 2) + sum(3 - n for n in trip) + 3 * (need - len(trip)))
    return best


def waits(
    counts34: Sequence[int],
    melds: int = 0,
    wilds: int = 0,
    *,
    wild_can_be: Collection[int] | None = None,
    pair_ok: PairRule = None,
    wild_pair_kind: int | None = None,
    seven_pairs: bool = False,
    kinds: Collection[int] | None = None,
    chows: bool = True,
) -> set[int]:
    """The kinds that complete the hand when added (a fifth copy is never a wait).  ``kinds``
    limits the candidates (e.g. the kinds in play); ``seven_pairs`` also accepts seven pairs
    (only without declared melds); ``chows=False`` waits for an all-pungs hand."""
    c = list(counts34)
    out = set()
    for k in range(len(c)) if kinds is None else sorted(kinds):
        if c[k] >= 4:
            continue
        c[k] += 1
        if is_complete(c, wilds, wild_can_be=wild_can_be, pair_ok=pair_ok, wild_pair_kind=wild_pair_kind, chows=chows) or (
            seven_pairs and melds == 0 and is_seven_pairs(c, wilds, wild_can_be=wild_can_be)
        ):
            out.add(k)
        c[k] -= 1
    return out


def useful_tiles(
    counts34: Sequence[int],
    melds: int,
    visible_counts: Sequence[int],
    *,
    wilds: int = 0,
    allowed: Collection[int] | None = None,
    seven_pairs: bool = False,
) -> dict[int, int]:
    """Kinds whose draw lowers the shanten of a hand of 3n+1 tiles -> copies still unseen
    (4 - own - ``visible_counts``, where visible counts everything the player sees outside his
    concealed hand: discards, melds, indicators)."""
    if (sum(counts34) + wilds + 3 * melds) % 3 != 1:
        raise ValueError("useful tiles are for a hand waiting to draw (3n+1 tiles)")

    def best(c: Sequence[int]) -> int:
        s = shanten(c, melds, wilds, allowed=allowed)
        if seven_pairs and melds == 0:
            s = min(s, shanten_seven_pairs(c, wilds))
        return s

    c = list(counts34)
    base = best(c)
    out = {}
    for k in range(len(c)):
        if c[k] >= 4 or (allowed is not None and k not in allowed):
            continue
        c[k] += 1
        if best(c) < base:
            out[k] = max(0, 4 - counts34[k] - visible_counts[k])
        c[k] -= 1
    return out

"""Readings of a Wuhan hand with laizi (spec §9.1-§9.3, §10): which shapes it can take, and
whether it is a legal win before the threshold.

A *reading* fixes how many laizi act as wildcards (the rest count at face value) and one way
of splitting the tiles. What scoring needs of a reading is small: hard or not, all pungs, one
suit, 風一色, 将一色, a 2/5/8 pair, a standard shape. So instead of listing every split, each
feature combination is tested for existence, memoised, which is fast enough for CPU play. The
standard shape is the family engine's ``is_complete``; the all-pungs test for 碰碰胡 is Wuhan's
own (the engine has none).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rules.mahjong.hand import PAIR_258, is_complete
from rules.wuhan.tiles import WINDISH, is_jiang, suit

NOT_258 = frozenset(range(34)) - PAIR_258


@dataclass(frozen=True)
class MeldFacts:
    """What the hand analysis needs of the declared melds (single-tile kongs are not melds)."""

    count: int = 0
    all_pungs: bool = True  # pungs and kongs only
    suits: frozenset[int | None] = frozenset()  # suit of each meld (None: honours)
    windish: bool = True  # every meld tile is 東南西北發白
    jiang: bool = True  # every meld tile is a 2, 5 or 8


@dataclass(frozen=True)
class ShapeReading:
    hard: bool
    elements: tuple[str, ...]  # shape elements: pengpeng, feng, jiang, qing
    standard: bool  # four sets and a pair
    pair258: bool  # the pair is a 2, 5 or 8 (False: a reading whose pair is not)


def _pungs_form(counts: tuple[int, ...], wilds: int, pair258: bool | None, allowed: frozenset[int]) -> bool:
    """Pungs and one pair only (碰碰胡), with wildcards standing for ``allowed`` kinds and never
    for a fifth copy of a kind (the family engine's rule). ``pair258``: as in :func:`can_form`."""
    for p, c in enumerate(counts):
        if not c or c > 2 or (pair258 is not None and is_jiang(p) != pair258):
            continue
        need = 2 - c  # a real pair, or one real tile and a wildcard
        if need and p not in allowed:
            continue
        for k, ck in enumerate(counts):
            if k != p and ck:
                if ck == 4 or (ck < 3 and k not in allowed):
                    break
                need += 3 - ck
        else:
            if need <= wilds:
                return True  # the wildcards left over make pungs of kinds not held
    return False


@lru_cache(maxsize=4096)  # recursion repeats a few subproblems; whole hands rarely repeat (hits ~1%)
def can_form(counts: tuple[int, ...], wilds: int, pungs_only: bool, pair258: bool | None, allowed: frozenset[int],
             laizi: int) -> bool:
    """Can ``counts`` plus ``wilds`` wildcards (standing for ``allowed`` kinds) make sets and one
    pair, with no pair of two wildcards but the laizi's own kind (D18)? ``pair258``: True, the
    pair is a 2, 5 or 8; False, it is not (a reading without the situational elements, §10.2);
    None, any pair.

    A laizi stands for any kind but a kong tile, even one whose four copies are all in the hand:
    the source sets no limit, and its typical any-tile wait, the 対対胡 laizi single wait, wins
    on the fourth copy of a concealed triplet. The family engine never lets a wildcard make a
    fifth copy, so such a reading is found by setting aside the real pung or real pair of that
    kind it must hold (five or more of a kind split into a pung and the rest, or a pair and
    chows) and checking the rest."""
    if _engine_form(counts, wilds, pungs_only, pair258, allowed, laizi):
        return True
    for k, c in enumerate(counts):
        if c < 3 or c + wilds < 5 or k not in allowed:
            continue
        rest = list(counts)
        rest[k] -= 3
        if can_form(tuple(rest), wilds, pungs_only, pair258, allowed, laizi):
            return True
        rest[k] += 1
        if (pair258 is None or is_jiang(k) == pair258) and _sets_only(tuple(rest), wilds, pungs_only, allowed):
            return True
    return False


def _engine_form(counts: tuple[int, ...], wilds: int, pungs_only: bool, pair258: bool | None,
                 allowed: frozenset[int], laizi: int) -> bool:
    if pungs_only:
        return _pungs_form(counts, wilds, pair258, allowed)
    pair_ok = None if pair258 is None else PAIR_258 if pair258 else NOT_258
    return is_complete(counts, wilds, wild_can_be=allowed, pair_ok=pair_ok, wild_pair_kind=laizi)


def _sets_only(counts: tuple[int, ...], wilds: int, pungs_only: bool, allowed: frozenset[int]) -> bool:
    """Sets and no pair: the engines want one pair, so add a real pair of an extra kind no
    wildcard can stand for, and make it the only pair allowed."""
    dummy = len(counts)
    with_pair = counts + (2,)
    if pungs_only:
        return _pungs_form(with_pair, wilds, None, allowed)
    return is_complete(with_pair, wilds, wild_can_be=allowed, pair_ok={dummy})


# This cache and can_form's are kept small: every entry holds frozensets and a MeldFacts that
# the garbage collector walks on each full collection; at 200,000 + 100,000 entries those walks
# took ~1 s, in the middle of a strong CPU's decision. Hits stop growing past ~16,000 entries.
@lru_cache(maxsize=16_384)
def readings(counts: tuple[int, ...], laizi: int, melds: MeldFacts, kong_tiles: frozenset[int],
             in_play: frozenset[int]) -> tuple[ShapeReading, ...]:
    """Every distinct reading of a complete concealed hand (3(4 - melds) + 2 tiles), best first.

    Kong tiles in the hand rule out any reading (§9.1 (1)); the rest (open mouth, the laizi limit,
    situational elements, threshold) is the caller's."""
    if any(counts[k] for k in kong_tiles):
        return ()
    laizi_count = counts[laizi]
    allowed = in_play - kong_tiles
    tiles = [k for k, c in enumerate(counts) if c and k != laizi]
    # Quick exit: no standard shape even with every laizi free, and no 風一色/将一色 either.
    if not (melds.windish and all(k in WINDISH for k in tiles)) and not (melds.jiang and all(map(is_jiang, tiles))):
        free = list(counts)
        free[laizi] = 0
        if not can_form(tuple(free), laizi_count, False, None, allowed, laizi):
            return ()
    out: list[ShapeReading] = []
    for wild in range(laizi_count + 1):
        real = list(counts)
        real[laizi] -= wild
        tiles = [k for k, c in enumerate(real) if c]
        feng = melds.windish and all(k in WINDISH and k not in kong_tiles for k in tiles)
        jiang = melds.jiang and all(is_jiang(k) for k in tiles)
        suits = {suit(k) for k in tiles} | set(melds.suits)
        qing_ok = len(suits) == 1 and None not in suits
        key = tuple(real)
        # A one-suit hand's wildcards stand inside the suit.
        in_suit = frozenset(k for k in allowed if suit(k) in suits)
        hard = wild == 0
        shown = set()
        for pungs in ((True, False) if melds.all_pungs else (False,)):
            for qing in ((True, False) if qing_ok else (False,)):
                for pair258 in (True, False):
                    if not can_form(key, wild, pungs, pair258, in_suit if qing else allowed, laizi):
                        continue
                    elements = tuple(e for e, on in (("pengpeng", pungs), ("feng", feng), ("jiang", jiang and pungs),
                                                      ("qing", qing)) if on)
                    if (elements, pair258) not in shown:
                        shown.add((elements, pair258))
                        out.append(ShapeReading(hard, elements, True, pair258))
        for element, on in (("feng", feng), ("jiang", jiang)):
            if on and ((element,), False) not in shown:  # §10.2: no shape needed
                shown.add(((element,), False))
                out.append(ShapeReading(hard, (element,), False, False))
    out.sort(key=lambda r: (-len(r.elements), not r.hard, not r.pair258))
    return tuple(out)


def legal_shapes(counts: tuple[int, ...], laizi: int, melds: MeldFacts, kong_tiles: frozenset[int],
                 in_play: frozenset[int], situational: bool = False) -> list[ShapeReading]:
    """The readings that make a legal win before the threshold (§9.1 (3)-(5)): a big-win element,
    or a small win with a 2/5/8 pair and at most one laizi in the concealed hand. With
    ``situational`` (a 槓上開/海底撈/搶槓/全求人 win), a standard 2/5/8 reading counts as big."""
    out = []
    for r in readings(counts, laizi, melds, kong_tiles, in_play):
        if r.elements or (r.standard and r.pair258 and (situational or counts[laizi] <= 1)):
            out.append(r)
    return out

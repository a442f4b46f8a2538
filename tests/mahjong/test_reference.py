"""The table engine against independent references on many seeded random hands.

- standard shapes without wildcards: PyPI ``mahjong`` (Agari, Shanten), the waits included;
- wildcards: brute force, trying every assignment of the wildcards to kinds, for the win check,
  every reading (with the pair rules and Wuhan's wildcard pair) and seven pairs.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import pytest
from mahjong.agari import Agari
from mahjong.shanten import Shanten

from rules.mahjong import (
    PAIR_258,
    RED,
    decompositions,
    is_complete,
    is_seven_pairs,
    shanten,
    shanten_seven_pairs,
    waits,
)
from tests.mahjong.gen import near_complete, random_counts, take_wilds

SIZES = (1, 2, 4, 5, 7, 8, 10, 11, 13, 14)


def _plain_complete(c: list[int], pair_ok: frozenset[int] | None, need_pair: bool = True, chows: bool = True) -> bool:
    """Sets + one pair by plain recursion on the lowest tile (the reference for wildcards)."""
    i = next((k for k in range(len(c)) if c[k]), None)
    if i is None:
        return not need_pair
    options = []
    if need_pair and c[i] >= 2 and (pair_ok is None or i in pair_ok):
        options.append(((i, i), False))
    if c[i] >= 3:
        options.append(((i, i, i), need_pair))
    if chows and i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
        options.append(((i, i + 1, i + 2), need_pair))
    for group, still in options:
        for k in group:
            c[k] -= 1
        ok = _plain_complete(c, pair_ok, still, chows)
        for k in group:
            c[k] += 1
        if ok:
            return True
    return False


def _brute_wild(c: list[int], wilds: int, can: frozenset[int], pair_ok: frozenset[int] | None, chows: bool = True) -> bool:
    if (sum(c) + wilds) % 3 != 2:
        return False
    for assignment in itertools.combinations_with_replacement(sorted(can), wilds):
        d = list(c)
        for k in assignment:
            d[k] += 1
        if max(d) <= 4 and _plain_complete(d, pair_ok, chows=chows):
            return True
    return False


def test_shanten_matches_pypi_mahjong_on_random_hands() -> None:
    rng = random.Random(20261121)
    for _ in range(4000):
        size = rng.choice(SIZES)
        c = random_counts(rng, size)
        melds = (14 - size) // 3  # PyPI implies the missing sets as declared melds
        assert shanten(c, melds) == Shanten.calculate_shanten_for_regular_hand(c), c
    ready = 0
    for _ in range(1500):  # near-ready hands, where shanten is small and mistakes show
        c = near_complete(rng, changes=2)
        k = rng.choice([k for k in range(34) if c[k]])
        c[k] -= 1  # 13 tiles
        expected = Shanten.calculate_shanten_for_regular_hand(c)
        assert shanten(c) == expected, c
        ready += expected == 0
    assert 200 < ready < 1500  # the ready hands are well represented


def test_seven_pairs_shanten_matches_pypi_mahjong() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        c = random_counts(rng, rng.choice((13, 14)))
        if rng.random() < 0.5:  # push towards pairs
            for k in range(34):
                if c[k] == 1 and rng.random() < 0.4 and sum(c) < 14:
                    c[k] += 1
        assert shanten_seven_pairs(c) == Shanten.calculate_shanten_for_chiitoitsu_hand(c), c


ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def _is_thirteen_orphans(c: list[int]) -> bool:
    """PyPI's agari also accepts 国士無双, which is no sets-and-a-pair shape: the one hand where
    the two answers may differ."""
    return sum(c) == 14 and all(c[k] for k in ORPHANS) and sum(c[k] for k in ORPHANS) == 14


def test_win_check_matches_pypi_agari() -> None:
    rng = random.Random(99)
    wins = 0
    for _ in range(6000):
        c = near_complete(rng, sets=rng.choice((1, 2, 3, 4)))
        ours = is_complete(c) or is_seven_pairs(c)
        assert ours == (Agari.is_agari(c) and not _is_thirteen_orphans(c)), c
        assert is_complete(c) == any(True for _ in decompositions(c))
        wins += ours
    assert 1500 < wins < 5000  # both outcomes are well represented


def test_waits_match_pypi_agari_on_ready_hands() -> None:
    # the waits of a 13-tile hand: every kind (not a fifth copy) whose addition PyPI calls agari
    rng = random.Random(31)
    ready = 0
    for _ in range(600):
        c = near_complete(rng, changes=1)
        c[rng.choice([k for k in range(34) if c[k]])] -= 1
        expected = set()
        for k in range(34):
            if c[k] < 4:
                c[k] += 1
                if Agari.is_agari(c) and not _is_thirteen_orphans(c):
                    expected.add(k)
                c[k] -= 1
        assert waits(c, seven_pairs=True) == expected, c
        ready += bool(expected)
    assert 150 < ready < 600


@pytest.mark.parametrize("wilds, hands", [(0, 1500), (1, 1500), (2, 600), (3, 80), (4, 16)])
def test_wildcard_win_check_matches_brute_force(wilds: int, hands: int) -> None:
    rng = random.Random(1000 + wilds)
    not_red = frozenset(range(34)) - {RED}
    everything = frozenset(range(34))
    wins = 0
    for i in range(hands):
        # many wildcards complete nearly any near-complete hand: mix in random hands
        if wilds >= 3 and i % 4 >= 2:
            base = random_counts(rng, rng.choice((8, 11, 14)))
        else:
            base = near_complete(rng, sets=rng.choice((2, 3, 4)), changes=1)
        c = take_wilds(rng, base, wilds)
        can = not_red if i % 2 else everything
        pair_ok = PAIR_258 if i % 3 == 0 else None
        expected = _brute_wild(c, wilds, can, pair_ok)
        assert is_complete(c, wilds, wild_can_be=can, pair_ok=pair_ok) == expected, (c, wilds, i)
        if expected:
            readings = list(decompositions(c, wilds, wild_can_be=can, pair_ok=pair_ok))
            assert readings and all(len(d.substitutions) == wilds for d in readings)
            assert all(set(d.substitutions) <= can and (pair_ok is None or d.pair in pair_ok) for d in readings)
        wins += expected
    assert 0 < wins < hands


@pytest.mark.parametrize("wilds", [0, 1, 2])
def test_pungs_only_win_check_matches_brute_force(wilds: int) -> None:
    rng = random.Random(77 + wilds)
    wins = 0
    for i in range(300):
        c = [0] * 34
        c[rng.randrange(34)] += 2
        for _ in range(rng.choice((2, 3, 4))):
            c[rng.randrange(34)] += 3
        if max(c) > 4:
            continue
        if i % 2:  # break half of them
            c[rng.choice([k for k in range(34) if c[k]])] -= 1
            c[rng.randrange(34)] += 1
        c = take_wilds(rng, [min(n, 4) for n in c], wilds)
        pair_ok = PAIR_258 if i % 3 == 0 else None
        expected = _brute_wild(c, wilds, frozenset(range(34)), pair_ok, chows=False)
        assert is_complete(c, wilds, pair_ok=pair_ok, chows=False) == expected, (c, wilds)
        assert any(True for _ in decompositions(c, wilds, pair_ok=pair_ok, chows=False)) == expected
        wins += expected
    assert 0 < wins < 300


def test_wildcard_shanten_is_the_best_substitution() -> None:
    # shanten with w wildcards = the best standard shanten over every assignment of them
    rng = random.Random(5)
    for _ in range(150):
        wilds = rng.choice((1, 2))
        size = 13 - wilds
        c = random_counts(rng, size)
        best = min(
            shanten(d)
            for a in itertools.combinations_with_replacement(range(34), wilds)
            if max(d := [c[k] + a.count(k) for k in range(34)]) <= 4
        )
        assert shanten(c, 0, wilds) == best, (c, wilds)


Reading = tuple[tuple[tuple[str, int], ...], int, tuple[int, ...]]


def _plain_readings(c: list[int], pair_fits: Callable[[int], bool], chows: bool) -> set[tuple[tuple[tuple[str, int], ...], int]]:
    """Every (sets, pair) split of a hand without wildcards, by plain recursion on the lowest tile."""
    out: set[tuple[tuple[tuple[str, int], ...], int]] = set()

    def rec(groups: list[tuple[str, int]], pair: int | None) -> None:
        i = next((k for k in range(len(c)) if c[k]), None)
        if i is None:
            if pair is not None:
                out.add((tuple(sorted(groups)), pair))
            return
        if pair is None and c[i] >= 2 and pair_fits(i):
            c[i] -= 2
            rec(groups, i)
            c[i] += 2
        if c[i] >= 3:
            c[i] -= 3
            rec(groups + [("pung", i)], pair)
            c[i] += 3
        if chows and i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
            for k in (i, i + 1, i + 2):
                c[k] -= 1
            rec(groups + [("chow", i)], pair)
            for k in (i, i + 1, i + 2):
                c[k] += 1

    rec([], None)
    return out


def _brute_readings(c: list[int], wilds: int, can: frozenset[int], pair_ok: frozenset[int] | None,
                    wild_pair_kind: int | None = None, chows: bool = True) -> set[Reading]:
    """Every reading, by trying every assignment of the wildcards to kinds.  With
    ``wild_pair_kind`` a pair of another kind needs a real tile of its kind in the hand (the
    pair can always take the real tiles of its kind, so only a kind absent from the hand makes
    a pair of two wildcards)."""

    def pair_fits(k: int) -> bool:
        return (pair_ok is None or k in pair_ok) and (wild_pair_kind is None or k == wild_pair_kind or c[k] > 0)

    out: set[Reading] = set()
    for assignment in itertools.combinations_with_replacement(sorted(can), wilds):
        d = list(c)
        for k in assignment:
            d[k] += 1
        if max(d) <= 4:
            out |= {(sets, pair, assignment) for sets, pair in _plain_readings(d, pair_fits, chows)}
    return out


@pytest.mark.parametrize("wilds, hands", [(0, 400), (1, 300), (2, 60)])
def test_every_reading_matches_brute_force(wilds: int, hands: int) -> None:
    # decompositions (used for scoring) against the full brute-force list, with the wildcard
    # limited to all kinds, all but 中, or a random handful, and the Wuhan pair rules
    rng = random.Random(400 + wilds)
    wins = 0
    for i in range(hands):
        if wilds == 2 and i % 2:  # pungs only: the two wildcards must be the pair (Wuhan D18's case)
            c = [0] * 34
            for k in rng.sample(range(34), rng.choice((2, 3, 4))):
                c[k] = 3
        else:
            c = take_wilds(rng, near_complete(rng, sets=rng.choice((2, 3, 4)), changes=i % 2), wilds)
        can = (frozenset(range(34)), frozenset(range(34)) - {RED}, frozenset(rng.sample(range(34), 8)))[i % 3]
        pair_ok = PAIR_258 if i % 4 == 1 else None
        wild_pair_kind = rng.choice(sorted(can)) if i % 5 in (2, 3) else None
        chows = i % 7 != 3
        expected = _brute_readings(c, wilds, can, pair_ok, wild_pair_kind, chows)
        kw = {"wild_can_be": can, "pair_ok": pair_ok, "wild_pair_kind": wild_pair_kind, "chows": chows}
        listed = [(tuple((g.kind, g.first) for g in d.sets), d.pair, d.substitutions) for d in decompositions(c, wilds, **kw)]
        assert len(listed) == len(set(listed)), (c, wilds, kw)  # each reading once
        assert set(listed) == expected, (c, wilds, kw)
        assert is_complete(c, wilds, **kw) == bool(expected), (c, wilds, kw)
        wins += bool(expected)
    assert 0 < wins < hands


def _brute_seven_pairs(c: list[int], wilds: int, can: frozenset[int], distinct: bool) -> bool:
    if sum(c) + wilds != 14:
        return False
    for assignment in itertools.combinations_with_replacement(sorted(can), wilds):
        d = list(c)
        for k in assignment:
            d[k] += 1
        if all(n % 2 == 0 for n in d) and max(d) <= (2 if distinct else 4):
            return True
    return False


@pytest.mark.parametrize("wilds", [0, 1, 2, 3])
def test_wildcard_seven_pairs_match_brute_force(wilds: int) -> None:
    rng = random.Random(700 + wilds)
    wins = 0
    for i in range(300):
        c = [0] * 34
        for k in rng.sample(range(34), 7) if i % 3 else [rng.randrange(34) for _ in range(7)]:
            c[k] += 2  # some draws repeat a kind: four of a kind, the distinct rule's case
        if max(c) > 4:
            continue
        for _ in range(rng.choice((0, 1, 2))):  # spoil some pairs
            c[rng.choice([k for k in range(34) if c[k]])] -= 1
            c[rng.randrange(34)] += 1
        if max(c) > 4:
            continue
        c = take_wilds(rng, c, wilds)
        # any kind, ten kinds, or only the kinds held (spare wildcards then have no kind to pair as)
        can = (frozenset(range(34)), frozenset(rng.sample(range(34), 10)), frozenset(k for k in range(34) if c[k]))[i % 3]
        distinct = i % 4 != 0
        expected = _brute_seven_pairs(c, wilds, can, distinct)
        assert is_seven_pairs(c, wilds, wild_can_be=can, distinct=distinct) == expected, (c, wilds, sorted(can), distinct)
        wins += expected
    assert 0 < wins < 300

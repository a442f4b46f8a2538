"""The shipped shanten tables (``shanten_tables.bin``) against the recursion that makes them.

Regenerating every suit takes the generator about a minute (``python -m rules.mahjong.tablegen
--check`` does it all); here a seeded sample of suits and every honour vector are worked out
afresh, and the merge and final tables are rebuilt in full from the shipped vectors.
"""

from __future__ import annotations

import random

from rules.mahjong import tablegen, tables


def _shipped() -> tables.Shipped:
    return tables.Shipped.decode(tables.DATA.read_bytes())


def test_the_shipped_tables_are_loaded_at_import() -> None:
    assert tables._shipped == _shipped()
    assert tuple(tables._VECS[: tables._shipped.n]) == tables._shipped.vecs


def test_shipped_vectors_equal_the_recursion() -> None:
    shipped = _shipped()
    rng = random.Random(20261126)
    suits = rng.sample(tablegen.count_vectors(9), 3000)
    honours = tablegen.count_vectors(tables.HONOURS)
    tables.clear_caches(shipped=False)
    try:
        fresh_suits = {c: (tablegen.suit_vector(c), tablegen.suit_wild(c)) for c in suits}
        fresh_honours = {h: (tablegen.honour_vector(h), tablegen.honour_wild(h)) for h in honours}
    finally:
        tables.clear_caches()
    for c, (vec, wild) in fresh_suits.items():
        assert shipped.vecs[shipped.suit[tables.base5(c)]] == vec, c
        assert shipped.wilds[shipped.wild_suit[tables.base5(c)]] == wild, c
    for h, (vec, wild) in fresh_honours.items():
        assert shipped.vecs[shipped.honour[tables.base5(h)]] == vec, h
        assert shipped.wilds[shipped.wild_honour[tables.base5(h)]] == wild, h
    # only count vectors of up to 14 tiles are shipped
    listed = sorted(tables.base5(c) for c in tablegen.count_vectors(9))
    assert [i for i, v in enumerate(shipped.suit) if v != tables.NONE] == listed
    assert [i for i, v in enumerate(shipped.wild_suit) if v != tables.NONE] == listed


def test_shipped_merges_equal_the_merge_of_their_vectors() -> None:
    shipped = _shipped()
    vecs = shipped.vecs
    index = {v: i for i, v in enumerate(vecs)}
    for a, va in enumerate(vecs):
        for b, vb in enumerate(vecs):
            merged = tables.merge_vectors(va, vb)
            assert shipped.merge[a * shipped.n + b] == index.get(merged, tables.NONE)
            for sets in range(5):
                assert shipped.final[(a * shipped.n + b) * 5 + sets] == tables.final_distance(va, vb, sets)


def test_hands_read_the_same_with_and_without_the_shipped_tables() -> None:
    from rules.mahjong import is_complete, shanten
    from tests.mahjong.gen import near_complete, random_counts, take_wilds

    rng = random.Random(7)
    hands = [random_counts(rng, rng.choice((13, 14))) for _ in range(300)]
    wins = [(take_wilds(rng, near_complete(rng), w), w) for w in range(4) for _ in range(100)]
    with_tables = [shanten(c) for c in hands], [is_complete(c, w) for c, w in wins]
    assert 0 < sum(with_tables[1]) < len(wins)  # both answers occur
    tables.clear_caches(shipped=False)
    try:
        assert ([shanten(c) for c in hands], [is_complete(c, w) for c, w in wins]) == with_tables
    finally:
        tables.clear_caches()

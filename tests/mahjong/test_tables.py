"""The per-suit distance tables against a brute force over every target shape of one suit."""

from __future__ import annotations

import itertools
import random

from rules.mahjong import tables

# every "s sets + p pairs" target inside one suit (s <= 4, p <= 1, at most 4 of a kind)
_SETS = [("pung", i) for i in range(9)] + [("chow", i) for i in range(7)]


def _targets() -> list[tuple[int, int, tuple[int, ...]]]:
    out = []
    for s in range(5):
        for groups in itertools.combinations_with_replacement(_SETS, s):
            base = [0] * 9
            for kind, i in groups:
                for k in (i, i, i) if kind == "pung" else (i, i + 1, i + 2):
                    base[k] += 1
            for pair in [None, *range(9)]:
                t = list(base)
                if pair is not None:
                    t[pair] += 2
                if max(t) <= 4:
                    out.append((s, int(pair is not None), tuple(t)))
    return out


TARGETS = _targets()


def _brute_vector(c: tuple[int, ...], allowed: int) -> tuple[int, ...]:
    best = [tables.INF] * 10
    for s, p, t in TARGETS:
        if any(n and not allowed >> k & 1 for k, n in enumerate(t)):
            continue
        cost = sum(n - h for n, h in zip(t, c, strict=True) if n > h)
        if cost < best[2 * s + p]:
            best[2 * s + p] = cost
    return tuple(best)


def test_suit_vectors_match_brute_force() -> None:
    rng = random.Random(11)
    for i in range(60):
        size = rng.choice((0, 1, 2, 3, 4, 5, 6, 8, 11, 14))
        c = [0] * 9
        for k in rng.sample([k for k in range(9) for _ in range(4)], size):
            c[k] += 1
        # half the suits with every kind allowed (blocks and pruning), half with some barred
        allowed = tables.ALL9 if i % 2 else rng.randrange(1 << 9)
        got = tables._VECS[tables.suit_id(tuple(c), allowed)]
        assert got == _brute_vector(tuple(c), allowed), (c, bin(allowed))

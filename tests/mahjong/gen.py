"""Seeded hand generators for the comparison tests and the bench."""

from __future__ import annotations

import random

WALL = [k for k in range(34) for _ in range(4)]


def random_counts(rng: random.Random, size: int, kinds: int = 34) -> list[int]:
    c = [0] * kinds
    for t in rng.sample([k for k in range(kinds) for _ in range(4)], size):
        c[t] += 1
    return c


def complete_counts(rng: random.Random, sets: int = 4) -> list[int] | None:
    """A random complete hand of ``sets`` sets + a pair, or None if it drew a fifth copy."""
    c = [0] * 34
    c[rng.randrange(34)] += 2
    for _ in range(sets):
        if rng.random() < 0.4:
            c[rng.randrange(34)] += 3
        else:
            first = rng.randrange(3) * 9 + rng.randrange(7)
            for k in (first, first + 1, first + 2):
                c[k] += 1
    return c if max(c) <= 4 else None


def near_complete(rng: random.Random, sets: int = 4, changes: int = 1) -> list[int]:
    """A complete hand with ``changes`` tiles swapped for random ones: about half still win."""
    while True:
        c = complete_counts(rng, sets)
        if c is None:
            continue
        for _ in range(changes):
            if rng.random() < 0.5:
                out = rng.choice([k for k in range(34) if c[k]])
                into = rng.randrange(34)
                c[out] -= 1
                c[into] += 1
        if max(c) <= 4:
            return c


def take_wilds(rng: random.Random, c: list[int], wilds: int) -> list[int]:
    """``c`` with ``wilds`` random tiles taken out (to be given back as wildcards)."""
    c = list(c)
    for _ in range(wilds):
        k = rng.choice([k for k in range(len(c)) if c[k]])
        c[k] -= 1
    return c

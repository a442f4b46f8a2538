"""The special combinations as goals a Fuxi hand can build toward, and the fewest plays that
empty a hand once they are counted. Pure functions over tile counts (27 kinds).

Why this matters: a normal play sheds at most one *loose group* (a kind held once or twice),
since a triplet chain carries any number of triplets but only one single or pair. The specials
(spec §5.2) break that limit: 一通 sheds nine kinds in one play and, like 三色, carries one more
normal combination (a whole triplet chain with its loose group); 一盃口 sheds three pairs. Both
may be played on any table. So a hand of many loose tiles can still go out fast if they fall into
a special.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from rules.fuxi.combinations import TILE_KINDS
from rules.mahjong.tiles import kind

SUITS = ("m", "p", "s")


@dataclass(frozen=True)
class Target:
    """A special to build: ``need`` the (kind, copies) it takes; ``carrier``: it may carry one
    normal combination (三色, 一通; not 一盃口)."""

    form: str
    need: tuple[tuple[int, int], ...]
    carrier: bool

    @cached_property
    def tiles(self) -> tuple[int, ...]:
        return tuple(sorted(k for k, n in self.need for _ in range(n)))


def _targets() -> tuple[Target, ...]:
    out = []
    for s in SUITS:
        out += [Target("iipeikou", tuple((kind(s, n + i), 2) for i in range(3)), False) for n in range(1, 8)]
        out.append(Target("ittsu", tuple((kind(s, n), 1) for n in range(1, 10)), True))
    for n in range(1, 8):
        out.append(Target("sanshoku", tuple(sorted((kind(s, n + i), 1) for s in SUITS for i in range(3))), True))
    return tuple(out)


TARGETS = _targets()  # every 一盃口 (21), 一通 (3) and 三色 (7) of the 108 tiles


def holds(c: list[int], target: Target) -> bool:
    return all(c[k] >= n for k, n in target.need)


def missing(c: list[int], target: Target) -> int:
    """Tiles the hand still lacks for ``target``."""
    return sum(max(n - c[k], 0) for k, n in target.need)


def min_plays(c: list[int]) -> int:
    """The fewest plays (kongs not counted: each restarts the turn) that empty a hand of counts
    ``c`` with the table ignored, the specials it holds included. Every choice of disjoint specials
    is tried; the rest is triplets (all carried in one chain) and loose groups, one play each,
    less one per carrying special (三色 / 一通 carries a chain ending in a loose group)."""
    return _min_plays(list(c), 0, 0, 0)


def _min_plays(c: list[int], start: int, carriers: int, others: int) -> int:
    best = _plain(c, carriers, others)
    for i in range(start, len(TARGETS)):
        t = TARGETS[i]
        if holds(c, t):
            for k, n in t.need:
                c[k] -= n
            best = min(best, _min_plays(c, i, carriers + t.carrier, others + (not t.carrier)))
            for k, n in t.need:
                c[k] += n
    return best


def _plain(c: list[int], carriers: int, others: int) -> int:
    loose = sum(1 for n in c if n in (1, 2))
    triplets = any(n == 3 for n in c)
    chain_alone = 1 if triplets and not loose and not carriers else 0
    return carriers + others + max(loose - carriers, 0) + chain_alone


def counts(tiles: list[int]) -> list[int]:
    c = [0] * TILE_KINDS
    for t in tiles:
        c[t] += 1
    return c

"""The worlds of the mahjong strong level (rules.mahjong.strong): the tiles a seat has not seen,
dealt to the other hands at their known sizes and to the wall, and what a call window asks of
the seats in a dealt world.

What the view says of hidden hands bounds the deal: a game passes ``fits`` (e.g. a declared ready
hand must be ready); a hand that fails it is dealt again a few times, then built to fit
(``build``, e.g. ``ready_hand``: a random hand is seldom ready).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any, TypeVar

from rules.mahjong.wall import Wall

T = TypeVar("T", bound=Hashable)
FIT_TRIES = 30  # deals of one constrained hand before it is built to fit (or the rule dropped)


def unseen(full: Iterable[T], seen: Iterable[T]) -> list[T]:
    """The tiles of ``full`` (the game's whole set) that ``seen`` does not account for, sorted so a
    deal depends only on the seed. Seeing more copies of a kind than exist is a caller's error."""
    pool = Counter(full)
    pool.subtract(seen)
    over = sorted(str(t) for t, n in pool.items() if n < 0)
    if over:
        raise ValueError(f"the view shows more copies than the set holds: {', '.join(over)}")
    return sorted(pool.elements(), key=str)


def deal(
    pool: list[T],
    sizes: Sequence[int],
    rng: random.Random,
    fits: Callable[[int, list[T]], bool] | None = None,
    build: Callable[[list[T], int, random.Random], list[T] | None] | None = None,
) -> tuple[list[list[T]], list[T]]:
    """Shuffle ``pool`` into hands of ``sizes`` (in order; 0 for a seat whose hand is known) and the
    rest, which is the wall. ``fits(i, hand)``, if given, is a rule hand ``i`` must meet; a hand
    that fails it ``FIT_TRIES`` times is taken from ``build(rest, size, rng)`` while that finds
    one that fits (the rule is dropped only when neither does)."""
    rest = list(pool)
    rng.shuffle(rest)
    hands: list[list[T]] = []
    for i, size in enumerate(sizes):
        hand = rest[:size]
        if fits is not None and size and not fits(i, hand):
            hand = _refit(i, rest, size, rng, fits, build)
            for t in hand:
                rest.remove(t)
            rest = hand + rest
        hands.append(hand)
        del rest[:size]
    return hands, rest


def _refit(i: int, rest: list[T], size: int, rng: random.Random, fits: Callable[[int, list[T]], bool],
           build: Callable[[list[T], int, random.Random], list[T] | None] | None) -> list[T]:
    for _ in range(FIT_TRIES):
        hand = rng.sample(rest, size)
        if fits(i, hand):
            return hand
    for _ in range(FIT_TRIES if build is not None else 0):
        built = build(rest, size, rng)  # type: ignore[misc]
        if built is not None and fits(i, built):
            return built
    return rest[:size]


def _groups(pool: list[T], kind: Callable[[T], int], rng: random.Random) -> dict[int, list[T]]:
    groups: dict[int, list[T]] = {}
    for t in pool:
        groups.setdefault(kind(t), []).append(t)
    for ts in groups.values():
        rng.shuffle(ts)
    return groups


def _run_from(groups: dict[int, list[T]], k: int, gaps: tuple[int, ...]) -> bool:
    """Whether a run from kind ``k`` with tiles at ``k + gap`` can be taken (kinds below 27 run
    in suits of nine)."""
    return k < 27 and k % 9 + max(gaps) <= 8 and all(groups.get(k + g) for g in gaps)


def _take_sets(groups: dict[int, list[T]], n: int, rng: random.Random) -> list[T] | None:
    """``n`` random sets (three of a kind or runs) taken out of ``groups``; None if a draw failed."""
    hand: list[T] = []
    for _ in range(n):
        k = rng.choice(sorted(k for k, ts in groups.items() if ts))
        if _run_from(groups, k, (1, 2)) and (rng.random() < 0.7 or len(groups[k]) < 3):
            hand += [groups[j].pop() for j in (k, k + 1, k + 2)]
        elif len(groups[k]) >= 3:
            hand += [groups[k].pop() for _ in range(3)]
        else:
            return None
    return hand


def complete_sets(pool: list[T], size: int, kind: Callable[[T], int], rng: random.Random) -> list[T] | None:
    """``size`` (a multiple of three) tiles from ``pool`` that are complete sets; None if the draw failed."""
    return _take_sets(_groups(pool, kind, rng), size // 3, rng)


def ready_hand(pool: list[T], size: int, kind: Callable[[T], int], rng: random.Random) -> list[T] | None:
    """A random hand of ``size`` tiles from ``pool`` one tile from "sets and a pair": sets and,
    at random, a lone tile (a pair wait) or a pair and two tiles of a run (a run wait). None if
    the draw failed."""
    groups = _groups(pool, kind, rng)
    sets = (size - 1) // 3
    pair_wait = rng.random() < 0.5 or sets == 0
    hand = _take_sets(groups, sets if pair_wait else sets - 1, rng)
    if hand is None:
        return None
    if pair_wait:
        return hand + [groups[rng.choice(sorted(k for k, ts in groups.items() if ts))].pop()]
    pairs = sorted(k for k, ts in groups.items() if len(ts) >= 2)
    gap = rng.choice((1, 2))
    if not pairs:
        return None
    k = rng.choice(pairs)
    hand += [groups[k].pop(), groups[k].pop()]
    starts = sorted(k for k in groups if groups[k] and _run_from(groups, k, (gap,)))
    if not starts:
        return None
    k = rng.choice(starts)
    return hand + [groups[k].pop(), groups[k + gap].pop()]


def wall_of(tiles: list[Any], reserve: int = 0) -> Wall:
    """A simplified wall holding ``tiles`` (draws from the front, replacements from the back). Any
    count will do: a lone first tile stands with an empty slot above it."""
    slots = [None] * (len(tiles) % 2) + list(tiles)
    return Wall.from_json({"slots": slots, "head": len(tiles) % 2, "tail": len(slots) // 2 - 1, "reserve": reserve})


def open_window(state: Any, seat: int, own: list[list[Any]], others: Iterable[int],
                choices_of: Callable[[int], list[tuple[str, tuple[str, ...]]]]) -> None:
    """A world in a call window: the seat's own choices as its view gives them, each other seat's
    (``others``, the discarder left out) as its dealt hand allows; nobody has answered yet."""
    state.choices = {seat: [(a, tuple(c)) for a, c in own]}
    for other in others:
        if other not in (seat, state.turn):
            options = choices_of(other)
            if options:
                state.choices[other] = options
    state.answers = {s: None for s in state.choices}

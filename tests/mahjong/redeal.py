"""The hidden tiles of a mahjong state dealt again: what the scramble tests of every game's CPUs
(tests/mahjong/test_cpu_views.py, tests/mahjong/strong_checks.py) hand a seat instead."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from rules.mahjong.wall import Wall


def redealt(state: Any, view: dict[str, Any], rng: random.Random, fixed: Callable[[Any], bool] = lambda t: False) -> Any:
    """A copy of ``state`` with every tile the seat of ``view`` cannot see (the other concealed
    hands its view does not show, and the wall) dealt again among the places they lie; wall tiles
    that are ``fixed`` (flowers, jokers: never in a hidden hand) keep their slots."""
    twin = copy.deepcopy(state)
    wall = twin.wall.to_json()
    free = [j for j, t in enumerate(wall["slots"]) if t is not None and not fixed(t)]
    hands = [twin.seats[i].hand for i, shown in enumerate(view["seats"])
             if i != view["seat"] and shown.get("hand") is None]
    pool = [t for hand in hands for t in hand] + [wall["slots"][j] for j in free]
    rng.shuffle(pool)
    for hand in hands:
        n = len(hand)
        hand[:], pool = sorted(pool[:n]), pool[n:]
    for j, tile in zip(free, pool):
        wall["slots"][j] = tile
    twin.wall = Wall.from_json(wall)
    twin.cache.clear()
    return twin

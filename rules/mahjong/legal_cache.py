"""The legal commands of a mahjong position, computed once: a call window asks every seat, the
table and the CPU ask again, and ``validate`` looks a command up in the same set.

A game's state keeps ``moves`` (commands applied so far, which names the position) and a
``cache`` dict; only the last few positions are kept.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core.command import Command

KEPT = 8  # positions kept: every seat of the newest few


def cached_legal(state: Any, seat: int, compute: Callable[[Any, int], list[Command]]) -> tuple[list[Command], frozenset[Command]]:
    """``compute(state, seat)`` for this position, as a list and a set; from the cache when known."""
    key = (state.moves, seat)
    if key not in state.cache:
        if len(state.cache) > KEPT:
            state.cache.clear()
        moves = compute(state, seat)
        state.cache[key] = (moves, frozenset(moves))
    return state.cache[key]

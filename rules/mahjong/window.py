"""A mahjong hand's two kinds of position, as the family's flows share them: a seat on turn
(phase "turn"), or a call window (phases "claim" and "rob") where every asked seat answers one of
its ``choices`` or passes; the state keeps ``answers`` (None until given). Trump Mahjong uses
these; Wuhan, Kawuxing and Qing-Hun-Peng still carry their own copies of the same lines."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core.command import Command
from rules.mahjong.legal_cache import cached_legal

WINDOWS = ("claim", "rob")


def to_act(state: Any) -> frozenset[int]:
    """The seat on turn, or the seats yet to answer the call window; nobody once it is over."""
    if state.phase == "turn":
        return frozenset({state.turn})
    if state.phase in WINDOWS:
        return frozenset(s for s, a in state.answers.items() if a is None)
    return frozenset()


def legal_sets(state: Any, seat: int, turn_moves: Callable[[Any, int], list[Command]]) -> tuple[list[Command], frozenset[Command]]:
    """The legal commands of ``seat`` (a list, sorted, and a set), computed once per position: the
    game's ``turn_moves`` on turn, else its choices in the window and pass."""

    def compute(state: Any, seat: int) -> list[Command]:
        if seat not in to_act(state):
            return []
        if state.phase == "turn":
            return sorted(turn_moves(state, seat))
        return sorted([Command(seat, "pass")] + [Command(seat, a, c) for a, c in state.choices[seat]])

    return cached_legal(state, seat, compute)

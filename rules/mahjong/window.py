"""A mahjong hand's two kinds of position, as the family's flows share them: a seat on turn
(phase "turn"), or a call window (phases "claim" and "rob") where every asked seat answers one of
its ``choices`` or passes; the state keeps ``answers`` (None until given). Trump Mahjong and
Qing-Hun-Peng use all of it; Wuhan (a last-tile phase) and Kawuxing (a forced kong) only ``answer``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core.command import Command
from rules.core.text import tr
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


def check(state: Any, cmd: Command, turn_moves: Callable[[Any, int], list[Command]],
          reason: Callable[[Any, Command], str]) -> str | None:
    """None when ``cmd`` is legal, else why: the game is over, it is not this seat's move, or the
    game's own ``reason`` for a command its legal lists lack."""
    if state.phase == "over":
        return tr("The game is over.")
    if cmd.seat not in to_act(state):
        return tr("It is not your turn.")
    if cmd in legal_sets(state, cmd.seat, turn_moves)[1]:
        return None
    return reason(state, cmd)


def answer(state: Any, cmd: Command, resolve: Callable[[Any], list[Any]]) -> list[Any]:
    """Record ``cmd`` as its seat's answer in the call window; once every asked seat has answered,
    ``resolve(state)``. Until then nothing happens: the answers stay secret."""
    state.answers[cmd.seat] = (cmd.action, cmd.cards)
    if any(a is None for a in state.answers.values()):
        return []
    return resolve(state)


def open_window(state: Any, source: int, phase: str, ask: Callable[[int], list[tuple[str, tuple[str, ...]]]]) -> bool:
    """Ask every seat but ``source`` what it may call (``ask(seat)`` -> its choices); when any
    may, the window ``phase`` opens, every such seat yet to answer. False when nobody may call."""
    state.choices = {}
    for other in range(state.players):
        if other != source:
            calls = ask(other)
            if calls:
                state.choices[other] = calls
    if not state.choices:
        return False
    state.phase = phase
    state.answers = {s: None for s in state.choices}
    return True

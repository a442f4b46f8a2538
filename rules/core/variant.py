"""The variant interface every game implements, and the CPU player interface.

A variant is a stateless object describing one game; its mutable ``state`` is opaque to
everything outside the variant. The rest of Parlour reaches a game only through this interface
(usually via :class:`rules.core.session.Session`), so the table, CPU players, saves and tests
work for every game alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from rules.core.command import Command
from rules.core.events import Event
from rules.core.options import OptionSpec


@dataclass(frozen=True)
class Hint:
    """A suggested move and the one-line reason a person would give for it."""

    command: Command
    reason: str


class Variant(Protocol):
    id: str
    version: int  # bumped when a change of rules would make old command logs replay differently
    names: dict[str, str]  # {"en": "Emperor", "original": "皇帝"}
    player_counts: tuple[int, ...]
    default_players: int
    options: tuple[OptionSpec, ...]
    cpu_levels: tuple[str, ...]

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> tuple[Any, list[Event]]:
        """A fresh match (options already resolved against ``options``) and the events of its
        opening (the first deal), which the table animates like any others."""

    def to_act(self, state: Any) -> frozenset[int]:
        """Seats that must act now (several may answer one discard); empty once the match is over."""

    def legal(self, state: Any, seat: int) -> list[Command]:
        """Every legal command of ``seat``, sorted; never empty for a seat in ``to_act``."""

    def validate(self, state: Any, command: Command) -> str | None:
        """None if legal, else the reason in plain words. Never raises, never mutates."""

    def apply(self, state: Any, command: Command) -> list[Event]:
        """Carry out a validated command, mutating ``state``; returns what happened."""

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        """All that ``seat`` may know (None: a spectator); JSON types only."""

    def is_over(self, state: Any) -> bool: ...

    def snapshot(self, state: Any) -> dict[str, Any]:
        """The whole state as JSON types, hidden cards included: for replay checks and tests."""

    def explain(self, state: Any, command: Command) -> str:
        """Why ``command`` is legal (what it does) or why it is not."""

    def report(self, event: Event, meta: dict[str, Any]) -> list[str]:
        """Plain lines telling ``event`` (hand results, standings); [] for the minor ones."""

    def standings(self, state: Any) -> list[dict[str, Any]]:
        """Ranking rows (rank, seat, score, points...) as if the match ended now."""

    def cpu(self, level: str, seed: int) -> CpuPlayer:
        """A CPU player of the given level; its randomness comes from ``seed`` only."""

    def hint(self, view: dict[str, Any], legal: list[Command]) -> Hint:
        """What the normal CPU would do here, with a one-line reason."""


class CpuPlayer(Protocol):
    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        """Pick one of ``legal``, knowing only ``view`` (the seat's own view)."""

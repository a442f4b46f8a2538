"""Piquet CPU players (easy, strong) and the hint: see players.py for how each one plays."""

from __future__ import annotations

from typing import Any

from rules.core.command import Command
from rules.core.variant import Hint
from rules.piquet.cpu.players import TABLE_BUDGET, PiquetCpu
from rules.core.search import Budget

HINT_BUDGET = Budget(iterations=200, seconds=0.3)


def make_cpu(level: str, seed: int, budget: Budget = TABLE_BUDGET) -> PiquetCpu:
    """A CPU of ``level`` ("easy", "normal", "strong"; "random" for tests and ladders)."""
    return PiquetCpu(level, seed, budget)


def hint(view: dict[str, Any], legal: list[Command]) -> Hint:
    """What the strong CPU would do here, with its one-line reason."""
    return PiquetCpu("strong", 0, HINT_BUDGET).decide(view, legal)

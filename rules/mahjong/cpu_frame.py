"""The frame of a mahjong CPU player: its own seeded Random, every win taken, the random level,
the only move; a game's player subclasses it, writes ``think`` and may say why a win is taken
(``win_reason``). Trump Mahjong, Kawuxing and Qing-Hun-Peng use it."""

from __future__ import annotations

import random
from typing import Any

from rules.core.command import Command
from rules.core.text import tr

WIN_ACTIONS = ("win", "ron", "rob")


class CpuFrame:
    def __init__(self, level: str, seed: int, meta: dict[str, Any] | None = None) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.meta = meta or {}

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        return self.decide(view, legal)[0]

    def decide(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        """The move and its one-line reason (the hint)."""
        for command in legal:
            if command.action in WIN_ACTIONS:
                return command, self.win_reason()
        if self.level == "random":
            return self.rng.choice(legal), tr("A move at random.")
        if len(legal) == 1:
            return legal[0], tr("The only move.")
        return self.think(view, legal)

    def win_reason(self) -> str:
        """The hint's words for taking a win."""
        return tr("Win: it is paid.")

    def think(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        raise NotImplementedError

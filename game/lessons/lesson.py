"""A lesson as data: the engine's own seeded deal, the learner's steps and the CPU seats' script.

A lesson is written once per game (``game/lessons/<game>.py``) in the game's words, its texts
``N_``-marked English (the Japanese is in ``rules/core/catalogs/ja/lessons.json``). It never
builds a table of its own: the deal is the one the game's ``new_game`` makes from ``seed``, and
every move, the learner's and the CPU seats', goes through the rules engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core.command import Command
from rules.core.session import Session

ANY = "any"  # a step's ``expect``: any legal move will do


@dataclass(frozen=True)
class Step:
    """One moment of the lesson: what to look at, what it means, and what to do next.

    ``expect`` is the move the lesson waits for (a Command, or ANY), or None for a step that is
    only read (the learner presses Next; the table waits meanwhile). ``why`` says, to a learner
    who makes another legal move, why the lesson wants this one. ``zones`` (of the table's layout
    map) and ``cards`` (codes) are lit; the rest of the table is dimmed. ``panel`` names the
    place of the text in the lesson's ``panels`` ("" = "default"), chosen so that it covers
    nothing the step talks about.
    """

    text: str
    expect: Command | str | None = None
    why: str = ""
    zones: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    panel: str = ""


@dataclass(frozen=True)
class Lesson:
    id: str  # the game's variant id: one lesson per game
    title: str
    summary: str
    players: int
    seed: int
    learner: int  # the learner's seat
    steps: tuple[Step, ...]
    script: tuple[Command, ...]  # the CPU seats' moves, in the order they make them
    panels: dict[str, tuple[int, int, int, int]]  # where the text may go on this game's table
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def game(self) -> str:
        return self.id

    def new_session(self, names: list[str] | None = None) -> Session:
        meta = {"names": names} if names else None
        return Session(self.id, self.players, self.options, self.seed, meta=meta)


def move(seat: int, action: str, *cards: str, choice: str = "") -> Command:
    """A Command as a lesson writes it: ``move(0, "discard", "JK1")``."""
    return Command(seat, action, tuple(cards), choice)

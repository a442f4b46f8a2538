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
from rules.core.text import tr

ANY = "any"  # a step's ``expect``: any legal move will do
NOW, TURN, END = "now", "turn", "end"  # when a step comes up (Step.at)


@dataclass(frozen=True)
class Step:
    """One moment of the lesson: what to look at, what it means, and what to do next.

    ``expect`` is the move the lesson waits for (a Command, or ANY), or None for a step that is
    only read (the learner presses Next; the table waits meanwhile). ``why`` says, to a learner
    who makes another legal move, why the lesson wants this one. ``zones`` (of the table's layout
    map) and ``cards`` (codes) are lit; the rest of the table is dimmed. ``panel`` names the
    place of the text in the lesson's ``panels`` ("" = "default"), chosen so that it covers
    nothing the step talks about.

    ``at`` says when the step comes up; until then the table plays on (the CPU seats, and the
    learner's moves the rules leave no choice about). A step with a move comes up when the
    learner must choose one; a read step at once (NOW), at the learner's next choice (TURN), or
    once the hand is over and its score sheet is up (END).
    """

    text: str
    expect: Command | str | None = None
    why: str = ""
    zones: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    panel: str = ""
    at: str = ""  # NOW, TURN or END; "" is TURN for a step with a move, NOW for a read step

    @property
    def when(self) -> str:
        return self.at or (NOW if self.expect is None else TURN)


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
    learner_faces: bool = False  # pieces show their learner index (a card's kind) whatever the tile style

    @property
    def game(self) -> str:
        return self.id

    def seat_names(self) -> list[str]:
        """"Learner" at the learner's seat, "CPU 1", "CPU 2"... at the others, in turn order."""
        names, n = [], 0
        for seat in range(self.players):
            if seat == self.learner:
                names.append(tr("Learner"))
            else:
                n += 1
                names.append(tr("CPU {n}", n=n))
        return names

    def new_session(self) -> Session:
        return Session(self.id, self.players, self.options, self.seed, meta={"names": self.seat_names()})


def move(seat: int, action: str, *cards: str, choice: str = "") -> Command:
    """A Command as a lesson writes it: ``move(0, "discard", "JK1")``."""
    return Command(seat, action, tuple(cards), choice)

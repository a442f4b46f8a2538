"""Scoring a hand's end (spec §9, D-12/D-13): the winner gains 1 point times every multiplier that
applies; nobody pays, and an exhaustive draw scores nothing.  Each line carries the seed's term
(漢字) and an English label.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

from rules.core.text import N_, tr

FINISHES = ("normal", "triplet", "special")
TERMS = {"base": "通常あがり", "jitou": "親のあがり", "triplet": "刻子あがり", "special": "特殊あがり",
         "last_tile": "牌底あがり", "first_turn": "配牌あがり"}
LABELS = {
    "base": N_("Win: 1 point"),
    "jitou": N_("The jitou (地頭) wins"),
    "triplet": N_("Won with a triplet"),
    "special": N_("Won with a special play"),
    "last_tile": N_("Won on the last wall tile"),
    "first_turn": N_("Won in the first turn"),
}
FACTORS = {"base": 1, "jitou": 2, "triplet": 2, "special": 4, "last_tile": 2, "first_turn": 4}


@dataclass(frozen=True)
class ScoreLine:
    """One line of the score: ``id`` (a TERMS key), the seed's term, and its factor (the base
    line's factor is the 1-point base itself)."""

    id: str
    factor: int

    @property
    def term(self) -> str:
        return TERMS[self.id]

    def label(self) -> str:
        return tr(LABELS[self.id])

    def text(self) -> str:
        value = str(self.factor) if self.id == "base" else f"×{self.factor}"
        return f"{self.term}  {self.label()}  {value}"


@dataclass(frozen=True)
class WinFacts:
    """What the score of a win depends on: the finish ("normal", "triplet" or "special": see
    ``combinations.finish_of``), whether the winner is the jitou, drew the last wall tile during
    this turn (牌底, restarts included) and won in their first turn of the hand (配牌)."""

    finish: str = "normal"
    jitou: bool = False
    last_tile: bool = False
    first_turn: bool = False


@dataclass(frozen=True)
class WinScore:
    lines: tuple[ScoreLine, ...]

    @property
    def points(self) -> int:
        """The product of every line (D-12)."""
        return prod(line.factor for line in self.lines)

    def formula(self) -> str:
        return " × ".join(str(line.factor) for line in self.lines) + f" = {self.points}"


def score_win(facts: WinFacts) -> WinScore:
    """The itemised score of a win: base 1, then the finish (triplet ×2 or special ×4, never both:
    D-13), jitou ×2, last tile ×2, first turn ×4."""
    if facts.finish not in FINISHES:
        raise ValueError(f"finish must be one of {', '.join(FINISHES)}, not {facts.finish!r}")
    ids = ["base"]
    if facts.finish != "normal":
        ids.append(facts.finish)
    ids += [i for i, on in (("jitou", facts.jitou), ("last_tile", facts.last_tile),
                            ("first_turn", facts.first_turn)) if on]
    return WinScore(tuple(ScoreLine(i, FACTORS[i]) for i in ids))


@dataclass(frozen=True)
class HandScore:
    """A hand's result: the winner (None for an exhaustive draw, 流局), the win's score if any,
    and each seat's gain."""

    winner: int | None
    win: WinScore | None
    deltas: tuple[int, ...]


def score_hand(players: int, jitou: int, winner: int | None, finish: str = "normal",
               last_tile: bool = False, first_turn: bool = False) -> HandScore:
    """The score of a hand's end: the winner gains the win's points; the others gain and lose
    nothing ("あがった人は得点を得る"); an exhaustive draw (winner None) scores nothing."""
    if players not in (3, 4) or not 0 <= jitou < players or (winner is not None and not 0 <= winner < players):
        raise ValueError("players must be 3 or 4 and jitou and winner seats 0..players-1")
    if winner is None:
        return HandScore(None, None, (0,) * players)
    win = score_win(WinFacts(finish, winner == jitou, last_tile, first_turn))
    return HandScore(winner, win, tuple(win.points if s == winner else 0 for s in range(players)))

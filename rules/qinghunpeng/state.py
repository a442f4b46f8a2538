"""The mutable state of a Qing-Hun-Peng match: scores, dealer, and the hand in play (wall, each
seat's tiles, flowers, claim records and three-mouth relations, missed wins, call windows)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from rules.mahjong.melds import Meld
from rules.mahjong.wall import Wall
from rules.qinghunpeng.options import Rules

TURN = "turn"  # the seat on turn holds 3n+2 tiles: win, kong or discard
CLAIM = "claim"  # a discard is on offer: asked seats answer ron, pon, exposed_kong, chi or pass
ROB = "rob"  # a tile is being added to a pung: asked seats answer rob or pass
OVER = "over"
PLAYERS = 4


@dataclass
class SeatState:
    hand: list[int] = field(default_factory=list)  # concealed tiles, sorted
    melds: list[Meld] = field(default_factory=list)
    river: list[int] = field(default_factory=list)  # discards left lying (claimed ones move to melds)
    flowers: list[int] = field(default_factory=list)  # laid out face up, in order

    def tiles(self) -> list[int]:
        return self.hand + [t for m in self.melds for t in m.tiles] + self.river + self.flowers

    def snapshot(self) -> dict[str, Any]:
        return {"hand": list(self.hand), "melds": [m.to_json() for m in self.melds], "river": list(self.river),
                "flowers": list(self.flowers)}


@dataclass
class QhpState:
    options: dict[str, Any]
    rules: Rules
    rng: random.Random
    scores: list[int]
    dealer: int
    players: int = PLAYERS
    hand_no: int = 1
    seats: list[SeatState] = field(default_factory=list)
    wall: Wall = field(default_factory=lambda: Wall([]))
    dice: tuple[int, int] = (1, 1)
    phase: str = TURN
    turn: int = 0  # the seat on turn (TURN), the discarder (CLAIM) or the kong maker (ROB)
    drawn: int | None = None  # the tile just drawn (None after a chi or pon)
    replacement: bool = False  # ... from the tail, after a kong or a flower (槓開)
    offer: int | None = None  # the discard or added-kong tile on offer
    final: bool = False  # the offer follows the last wall tile: win only (D-7)
    choices: dict[int, list[tuple[str, tuple[str, ...]]]] = field(default_factory=dict)
    answers: dict[int, tuple[str, tuple[str, ...]] | None] = field(default_factory=dict)
    missed: dict[int, list[int]] = field(default_factory=dict)  # seat -> kinds it may not win on (§7.3)
    claims: dict[str, int] = field(default_factory=dict)  # "X>Y": melds X made of Y's discards (§10.1)
    relations: list[dict[str, int]] = field(default_factory=list)  # {"caller", "fed", "third"} in forming order
    history: list[dict[str, Any]] = field(default_factory=list)
    standings: list[dict[str, Any]] = field(default_factory=list)
    moves: int = 0
    cache: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    @staticmethod
    def next_seat(seat: int) -> int:
        return (seat + 1) % PLAYERS

    def snapshot(self) -> dict[str, Any]:
        version, words, _ = self.rng.getstate()
        return {
            "options": dict(self.options), "rng": f"{version}:{hash(words):x}", "scores": list(self.scores),
            "dealer": self.dealer, "hand_no": self.hand_no, "seats": [s.snapshot() for s in self.seats],
            "wall": self.wall.to_json(), "dice": list(self.dice), "phase": self.phase, "turn": self.turn,
            "drawn": self.drawn, "replacement": self.replacement, "offer": self.offer, "final": self.final,
            "choices": {str(k): [[a, list(c)] for a, c in v] for k, v in sorted(self.choices.items())},
            "answers": {str(k): None if v is None else [v[0], list(v[1])] for k, v in sorted(self.answers.items())},
            "missed": {str(k): list(v) for k, v in sorted(self.missed.items())}, "claims": dict(sorted(self.claims.items())),
            "relations": list(self.relations), "moves": self.moves, "history": self.history, "standings": self.standings,
        }

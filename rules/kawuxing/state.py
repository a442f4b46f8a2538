"""The mutable state of a Kawuxing match: scores, dealer, who sits out, and the hand in play
(wall, each seat's tiles, kong chains, disclosures, missed-win restrictions, call windows)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from rules.kawuxing.options import Rules
from rules.mahjong.melds import Meld
from rules.mahjong.wall import Wall

# Phases; who acts in each is decided in flow.to_act.
TURN = "turn"  # the seat on turn holds 3n+2 tiles: discard, disclose, kong or win
CLAIM = "claim"  # a discard is on offer: eligible seats answer pung, kong, ron or pass
ROB = "rob"  # a tile is being added to a pung: eligible seats answer rob or pass
OVER = "over"


@dataclass
class SeatState:
    hand: list[int] = field(default_factory=list)  # concealed tiles, sorted
    melds: list[Meld] = field(default_factory=list)
    river: list[int] = field(default_factory=list)  # discards left lying (called ones move to melds)
    disclosed: bool = False
    shown: list[int] = field(default_factory=list)  # the disclosed tiles, as laid face up (§14)

    def tiles(self) -> list[int]:
        return self.hand + [t for m in self.melds for t in m.tiles] + self.river

    def snapshot(self) -> dict[str, Any]:
        return {"hand": list(self.hand), "melds": [m.to_json() for m in self.melds], "river": list(self.river),
                "disclosed": self.disclosed, "shown": list(self.shown)}


@dataclass
class KwxState:
    players: int  # people at the table: 3, or 4 with the rotation
    options: dict[str, Any]
    rules: Rules
    rng: random.Random
    scores: list[int]
    dealer: int
    order: list[int]  # the three active seats in turn order (positions at the table)
    resting: int | None = None  # the fourth person, sitting out this hand
    hand_no: int = 1
    seats: list[SeatState] = field(default_factory=list)
    wall: Wall = field(default_factory=lambda: Wall([]))
    dice: tuple[int, int] = (1, 1)
    phase: str = TURN
    turn: int = 0  # the seat on turn (TURN), the discarder (CLAIM) or the konger (ROB)
    drawn: int | None = None  # the tile the seat on turn just drew (None after a call)
    supplement: bool = False  # ... from the tail, after a kong
    pung_turn: bool = False  # the turn began with the seat's own pung: no closed kong (§7.2)
    link: int = 0  # the place in its chain of the last kong (payments ×2^(link-1), §8.1)
    bloom: int = 0  # the turn player's own kongs chained by supplements this turn (槓上開花)
    kong_discard: bool = False  # the offer is the discard made right after a supplement (槓上炮)
    offer: int | None = None  # the discard or growing-kong tile on offer
    final: bool = False  # the offer is the last discard: win only (D9)
    choices: dict[int, list[tuple[str, tuple[str, ...]]]] = field(default_factory=dict)  # seat -> its calls
    offered: dict[int, int] = field(default_factory=dict)  # seat -> capped doubles of the win it is offered
    answers: dict[int, tuple[str, tuple[str, ...]] | None] = field(default_factory=dict)
    restricted: dict[int, int] = field(default_factory=dict)  # seat -> doubles of the win it passed (§9.6)
    disclosers: list[int] = field(default_factory=list)  # in the order they disclosed
    kong_deltas: list[int] = field(default_factory=list)  # this hand's kong payments so far
    kongs: list[dict[str, Any]] = field(default_factory=list)  # this hand's kongs as paid, for the score sheet
    history: list[dict[str, Any]] = field(default_factory=list)
    standings: list[dict[str, Any]] = field(default_factory=list)
    moves: int = 0  # commands applied so far: keys the cache below
    cache: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    def next_seat(self, seat: int) -> int:
        """The next active player in turn order (the resting one is skipped)."""
        return self.order[(self.order.index(seat) + 1) % len(self.order)]

    def snapshot(self) -> dict[str, Any]:
        version, words, _ = self.rng.getstate()
        return {
            "players": self.players, "options": dict(self.options), "rng": f"{version}:{hash(words):x}",
            "scores": list(self.scores), "dealer": self.dealer, "order": list(self.order), "resting": self.resting,
            "hand_no": self.hand_no, "seats": [s.snapshot() for s in self.seats], "wall": self.wall.to_json(),
            "dice": list(self.dice), "phase": self.phase, "turn": self.turn, "drawn": self.drawn,
            "supplement": self.supplement, "pung_turn": self.pung_turn, "link": self.link, "bloom": self.bloom,
            "kong_discard": self.kong_discard, "offer": self.offer, "final": self.final,
            "choices": {str(k): [[a, list(c)] for a, c in v] for k, v in sorted(self.choices.items())},
            "offered": {str(k): v for k, v in sorted(self.offered.items())},
            "answers": {str(k): None if v is None else [v[0], list(v[1])] for k, v in sorted(self.answers.items())},
            "restricted": {str(k): v for k, v in sorted(self.restricted.items())},
            "disclosers": list(self.disclosers), "kong_deltas": list(self.kong_deltas), "kongs": list(self.kongs), "moves": self.moves,
            "history": self.history, "standings": self.standings,
        }

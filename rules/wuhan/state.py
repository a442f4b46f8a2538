"""The mutable state of a Wuhan game: the match (scores, dealer, laps) and the hand in play
(wall, laizi, each seat's tiles, the call windows)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from rules.mahjong.melds import Meld
from rules.mahjong.wall import Wall
from rules.wuhan.options import Rules
from rules.wuhan.scoring import Holding

# Phases; who acts in each is decided in flow.to_act.
TURN = "turn"  # the seat on turn holds 3n+2 tiles: discard, kong or win
CLAIM = "claim"  # a discard is on offer: eligible seats answer chi, pon, kong, ron or pass
ROB = "rob"  # a tile is being added to a Pon: eligible seats answer rob or pass
LAST = "last"  # the last-14-tiles phase (§8.1): the seat that drew answers win or pass
OVER = "over"

@dataclass
class SeatState:
    hand: list[int] = field(default_factory=list)  # concealed tiles, sorted
    melds: list[Meld] = field(default_factory=list)
    singles: list[tuple[int, str]] = field(default_factory=list)  # (kind, "kong" | "discard"): 中/laizi kongs
    river: list[int] = field(default_factory=list)  # discards left lying (called ones are moved to melds)

    def holding(self, laizi: int) -> Holding:
        return Holding(
            open_mouths=sum(m.is_open for m in self.melds),
            exposed_kongs=sum(m.kind in ("kong_exposed", "kong_added") for m in self.melds),
            concealed_kongs=sum(m.kind == "kong_concealed" for m in self.melds),
            hongzhong_kongs=sum(k != laizi for k, _ in self.singles),
            laizi_kongs=sum(k == laizi for k, _ in self.singles),
        )

    def tiles(self) -> list[int]:
        return self.hand + [t for m in self.melds for t in m.tiles] + [k for k, _ in self.singles] + self.river

    def snapshot(self) -> dict[str, Any]:
        return {"hand": list(self.hand), "melds": [m.to_json() for m in self.melds],
                "singles": [list(s) for s in self.singles], "river": list(self.river)}


@dataclass
class WuhanState:
    players: int
    options: dict[str, Any]
    rules: Rules
    rng: random.Random
    scores: list[int]
    first_dealer: int
    dealer: int
    passes: int = 0  # times the dealership has passed on (§6)
    hand_no: int = 1
    seats: list[SeatState] = field(default_factory=list)
    wall: Wall = field(default_factory=lambda: Wall([]))  # normal draws from the head, kong replacements from the tail
    dice: tuple[int, int] = (1, 1)
    indicator: int = 0
    laizi: int = 0
    kong_tiles: frozenset[int] = frozenset()
    phase: str = TURN
    turn: int = 0  # seat on turn (TURN, LAST), the discarder (CLAIM) or the kong declarer (ROB)
    drawn: int | None = None  # the tile the seat on turn just drew
    replacement: bool = False  # ... from the tail, after a kong (槓上開)
    called: bool = False  # the seat on turn got here by chi or pon: no self-draw win
    offer: int | None = None  # the discard or added-kong tile on offer
    final: bool = False  # the offer is Jingzhou's last discard: ron only (D13)
    choices: dict[int, list[tuple[str, tuple[str, ...]]]] = field(default_factory=dict)  # eligible seat -> its calls
    answers: dict[int, tuple[str, tuple[str, ...]] | None] = field(default_factory=dict)  # seat -> (action, cards)
    history: list[dict[str, Any]] = field(default_factory=list)
    standings: list[dict[str, Any]] = field(default_factory=list)
    moves: int = 0  # commands applied so far: keys the cache below
    cache: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)  # legal lists of this position

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    def snapshot(self) -> dict[str, Any]:
        version, words, _ = self.rng.getstate()
        return {
            "players": self.players,
            "options": dict(self.options),
            "rng": f"{version}:{hash(words):x}",
            "scores": list(self.scores),
            "first_dealer": self.first_dealer,
            "dealer": self.dealer,
            "passes": self.passes,
            "hand_no": self.hand_no,
            "seats": [s.snapshot() for s in self.seats],
            "wall": self.wall.to_json(),
            "dice": list(self.dice),
            "indicator": self.indicator,
            "laizi": self.laizi,
            "kong_tiles": sorted(self.kong_tiles),
            "phase": self.phase,
            "turn": self.turn,
            "drawn": self.drawn,
            "replacement": self.replacement,
            "called": self.called,
            "offer": self.offer,
            "final": self.final,
            "choices": {str(k): [[a, list(c)] for a, c in v] for k, v in sorted(self.choices.items())},
            "answers": {str(k): None if v is None else [v[0], list(v[1])] for k, v in sorted(self.answers.items())},
            "moves": self.moves,
            "history": self.history,
            "standings": self.standings,
        }

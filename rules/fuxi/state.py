"""The mutable state of a Fuxi game: scores, the lord (地頭) and the unseat counts, and the hand in
play (wall, hands, the exchange, the table and its owner, the order, passes, the turn's facts
that scoring reads).

Tiles are mahjong kinds (``rules.mahjong.tiles``): 0-8 萬子, 9-17 筒子, 18-26 索子.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from rules.fuxi.combinations import Face, Play
from rules.fuxi.options import Rules
from rules.mahjong.tiles import tile_code

EXCHANGE = "exchange"  # commoners give the lord their highest tile, then the lord gives one to each
TURN = "turn"  # the seat on turn has drawn: play one combination or pass
OVER = "over"


@dataclass
class FuxiState:
    players: int
    options: dict[str, Any]
    rules: Rules
    rng: random.Random
    scores: list[int]
    lord: int  # 地頭: receives in the exchange and leads (spec §2-§3)
    unseats: list[int]  # times each seat was unseated as lord (§10)
    hand_no: int = 1
    hands: list[list[int]] = field(default_factory=list)  # each seat's tiles, sorted
    wall: list[int] = field(default_factory=list)  # drawn from the front
    phase: str = EXCHANGE
    turn: int = 0  # the seat on turn (TURN)
    given: dict[int, int] = field(default_factory=dict)  # exchange: commoner -> tile given to the lord
    received: dict[int, int] = field(default_factory=dict)  # exchange: commoner -> tile the lord gave
    table: Face | None = None  # the combination to beat (場); None: empty
    owner: int | None = None  # who made the most recent play (§7)
    reversed: bool = False  # the strength order after an odd number of bamboo kongs (§5.2)
    passed: list[int] = field(default_factory=list)  # seats that passed, in order, since the last play
    pile: list[dict[str, Any]] = field(default_factory=list)  # every play of the hand, in order (played_json)
    trick_start: int = 0  # the first play of the pile since the table was last cleared
    drawn: int | None = None  # the tile the seat on turn drew last
    restart: bool = False  # this draw is a kong restart (§4 step 5)
    last_tile: bool = False  # the seat on turn drew the last wall tile this turn (牌底, §9)
    turns: list[int] = field(default_factory=list)  # turns begun by each seat this hand (配牌あがり: the first)
    history: list[dict[str, Any]] = field(default_factory=list)
    standings: list[dict[str, Any]] = field(default_factory=list)
    moves: int = 0
    cache: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    def next_seat(self, seat: int) -> int:
        """The player to the right: turn order is counterclockwise (spec §2)."""
        return (seat + 1) % self.players

    def commoners(self) -> list[int]:
        """The seats other than the lord, in turn order from the lord's right."""
        return [(self.lord + i) % self.players for i in range(1, self.players)]

    def snapshot(self) -> dict[str, Any]:
        version, words, _ = self.rng.getstate()
        return {
            "options": dict(self.options), "rng": f"{version}:{hash(words):x}", "scores": list(self.scores),
            "lord": self.lord, "unseats": list(self.unseats), "hand_no": self.hand_no,
            "hands": [list(h) for h in self.hands], "wall": list(self.wall), "phase": self.phase, "turn": self.turn,
            "given": {str(k): v for k, v in sorted(self.given.items())},
            "received": {str(k): v for k, v in sorted(self.received.items())},
            "table": face_json(self.table), "owner": self.owner, "reversed": self.reversed,
            "passed": list(self.passed), "pile": list(self.pile),
            "trick_start": self.trick_start, "drawn": self.drawn,
            "restart": self.restart, "last_tile": self.last_tile, "turns": list(self.turns), "moves": self.moves,
            "history": self.history, "standings": self.standings,
        }


def tile_codes(tiles: list[int] | tuple[int, ...]) -> list[str]:
    return [tile_code(t) for t in tiles]


def played_json(seat: int, play: Play) -> dict[str, Any]:
    """One play on the table as it stays face up in the pile (spec §7), as JSON types."""
    return {"seat": seat, "play": play.text(), "tiles": list(play.codes()), "face": face_json(play.face)}


def face_json(face: Face | None) -> dict[str, Any] | None:
    """The table combination as JSON types: its form, number and suit letter."""
    if face is None:
        return None
    return {"form": face.form, "number": face.number, "suit": face.suit}

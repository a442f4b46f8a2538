"""What a match at the table is set up with: the game, its seats (human or CPU) and the seed.

B's game picker builds a MatchConfig; the autosave keeps it beside the session's record so that
Continue rebuilds the same seats, names and CPU levels.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core.text import tr

HUMAN, CPU = "human", "cpu"


def default_name(kind: str, seat: int) -> str:
    """The name of a seat nobody named, in the language shown now."""
    return tr("Player {n}", n=seat + 1) if kind == HUMAN else tr("CPU {n}", n=seat + 1)


@dataclass(frozen=True)
class SeatConfig:
    kind: str  # "human" or "cpu"
    level: str = ""  # the CPU level (one of the variant's cpu_levels); "" for a human
    name: str = ""  # "" = the default name (``default_name``), kept unresolved so it follows the language

    @property
    def human(self) -> bool:
        return self.kind == HUMAN

    def shown_name(self, seat: int) -> str:
        return self.name or default_name(self.kind, seat)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level, "name": self.name}

    @classmethod
    def from_json(cls, data: Any) -> SeatConfig:
        if not isinstance(data, dict) or data.get("kind") not in (HUMAN, CPU):
            raise ValueError(f"a seat must be an object with kind human or cpu, not {data!r}")
        level, name = data.get("level", ""), data.get("name", "")
        if not isinstance(level, str) or not isinstance(name, str):
            raise ValueError("a seat's level and name must be strings")
        return cls(data["kind"], level, name)


@dataclass(frozen=True)
class MatchConfig:
    variant_id: str
    players: int
    seats: list[SeatConfig]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0

    def __post_init__(self) -> None:
        if len(self.seats) != self.players:
            raise ValueError(f"{self.players} players need {self.players} seats, not {len(self.seats)}")

    @property
    def names(self) -> list[str]:
        """Each seat's name as shown now (an unnamed seat's in the language of the moment)."""
        return [s.shown_name(i) for i, s in enumerate(self.seats)]

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def to_json(self) -> dict[str, Any]:
        return {
            "variant_id": self.variant_id,
            "players": self.players,
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: Any) -> MatchConfig:
        if not isinstance(data, dict):
            raise ValueError("a match configuration must be an object")
        seats = data.get("seats")
        if not isinstance(seats, list):
            raise ValueError("a match configuration needs a list of seats")
        players, seed, options = data.get("players"), data.get("seed", 0), data.get("options", {})
        if not isinstance(players, int) or not isinstance(seed, int) or not isinstance(options, dict):
            raise ValueError("a match configuration needs whole players and seed, and an options object")
        return cls(str(data.get("variant_id")), players, [SeatConfig.from_json(s) for s in seats], options, seed)

"""Declared melds: chows, pungs and the kongs, with where the called tile came from.

Tiles are whatever the game's physical tiles are: kind ints for tile sets, card codes for Trump
Mahjong.  ``from_seat`` is the seat the called tile was taken from (None for a concealed kong);
an added kong keeps its pung's record (Qing-Hun-Peng §5, Wuhan 7.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Tile = int | str
MELD_KINDS = ("chow", "pung", "kong_exposed", "kong_concealed", "kong_added")
OPEN_KINDS = frozenset({"chow", "pung", "kong_exposed", "kong_added"})
KONG_KINDS = frozenset({"kong_exposed", "kong_concealed", "kong_added"})


@dataclass(frozen=True)
class Meld:
    kind: str
    tiles: tuple[Tile, ...]
    called_tile: Tile | None = None
    from_seat: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in MELD_KINDS:
            raise ValueError(f"unknown meld kind {self.kind!r}; choose one of {', '.join(MELD_KINDS)}")
        size = 4 if self.kind in KONG_KINDS else 3
        if len(self.tiles) != size:
            raise ValueError(f"a {self.kind} has {size} tiles, not {len(self.tiles)}")

    @property
    def is_kong(self) -> bool:
        return self.kind in KONG_KINDS

    @property
    def is_open(self) -> bool:
        """Made with a claimed tile (concealed kongs are not): Wuhan's open mouth (開口)."""
        return self.kind in OPEN_KINDS

    @property
    def is_triplet(self) -> bool:
        """A pung or any kong: the sets an all-pungs hand allows."""
        return self.kind != "chow"

    def added_kong(self, tile: Tile) -> Meld:
        """This pung upgraded by ``tile`` to an added kong, keeping its claim record."""
        if self.kind != "pung":
            raise ValueError(f"only a pung can become an added kong, not a {self.kind}")
        return Meld("kong_added", self.tiles + (tile,), self.called_tile, self.from_seat)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "tiles": list(self.tiles)}
        if self.called_tile is not None:
            out["called_tile"] = self.called_tile
        if self.from_seat is not None:
            out["from_seat"] = self.from_seat
        return out

    @classmethod
    def from_json(cls, data: Any) -> Meld:
        if not isinstance(data, dict) or "kind" not in data or "tiles" not in data:
            raise ValueError(f"a meld must be an object with kind and tiles, not {data!r}")
        return cls(data["kind"], tuple(data["tiles"]), data.get("called_tile"), data.get("from_seat"))


def claimed_meld(hand: list[Tile], action: str, tile: Tile, own: list[Tile], source: int) -> Meld:
    """The meld a call on ``tile`` (claimed from ``source``) makes, its own tiles taken out of ``hand``:
    ``"chi"`` with the two ``own`` tiles, ``"pon"``, or ``"exposed_kong"`` (the family's action names)."""
    if action == "chi":
        for t in own:
            hand.remove(t)
        return Meld("chow", tuple(sorted([*own, tile])), tile, source)  # type: ignore[type-var]
    size = 3 if action == "exposed_kong" else 2
    for _ in range(size):
        hand.remove(tile)
    return Meld("kong_exposed" if size == 3 else "pung", (tile,) * (size + 1), tile, source)

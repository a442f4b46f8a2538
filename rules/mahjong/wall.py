"""The wall: a shuffled row of stacks with a head (normal draws) and a tail (replacements).

The caller shuffles the tiles with the state's ``random.Random`` and builds a ``Wall``:

- ``Wall(tiles)``: the simplified deal every spec allows: ``tiles[0]`` is the head's next tile
  and replacements come from the far end.
- ``Wall.broken(tiles, players, dealer, dice, break_by)``: the physical build.  ``tiles`` lie as
  stacks of two (``tiles[2g]`` on top of ``tiles[2g + 1]``) round the table clockwise, each
  seat's wall starting at its owner's right-hand end.  The dice total picks the wall counting
  counter-clockwise from the dealer as 1 (Wuhan §4: 1, 5, 9 = the dealer's own wall); the break
  falls after ``n`` stacks from that wall's right-hand end, ``n`` being the smaller die
  (``break_by="smaller"``, Wuhan) or the total (``"total"``: Kawuxing, Qing-Hun-Peng).  Draws go
  clockwise from the break; replacements come from the stacks before it.  At either end a
  stack's top tile goes before its bottom tile.

``reserve`` tiles are never drawn normally (Trump Mahjong's ``reserve_cards``): ``live_count``
is what normal draws may still take, ``remaining`` counts every undrawn tile.  A wall is
JSON-serialisable through ``to_json``/``from_json``.
"""

from __future__ import annotations

from typing import Any

Tile = int | str


class Wall:
    def __init__(self, tiles: list[Tile], *, reserve: int = 0, layout: dict[str, int] | None = None) -> None:
        if len(tiles) % 2:
            raise ValueError("a wall is built of stacks of two: give an even number of tiles")
        self._slots: list[Tile | None] = list(tiles)  # head order; None = drawn
        self._head = 0  # first slot that may still hold a tile
        self._tail = len(tiles) // 2 - 1  # last stack that may still hold a tile
        self._remaining = len(tiles)
        self.reserve = reserve
        self.layout = layout  # players, stacks (per wall) and start (global stack of the head)

    @classmethod
    def broken(
        cls,
        tiles: list[Tile],
        players: int,
        dealer: int,
        dice: tuple[int, int],
        break_by: str = "smaller",
        *,
        reserve: int = 0,
    ) -> Wall:
        stacks_total, rem = divmod(len(tiles), 2 * players)
        if rem:
            raise ValueError(f"{len(tiles)} tiles do not make {players} equal walls of stacks of two")
        if not all(1 <= d <= 6 for d in dice):
            raise ValueError(f"dice must be 1-6, not {dice}")
        total = dice[0] + dice[1]
        count = {"smaller": min(dice), "total": total}.get(break_by)
        if count is None:
            raise ValueError(f"break_by must be 'smaller' or 'total', not {break_by!r}")
        if count > stacks_total:
            raise ValueError(f"cannot count {count} stacks on a wall of {stacks_total}")
        seat = (dealer + total - 1) % players
        start = cls.wall_start(seat, players, stacks_total) + count
        n = players * stacks_total
        ordered: list[Tile] = []
        for j in range(n):
            g = (start + j) % n
            ordered += tiles[2 * g : 2 * g + 2]
        return cls(ordered, reserve=reserve, layout={"players": players, "stacks": stacks_total, "start": start % n})

    @staticmethod
    def wall_start(seat: int, players: int, stacks: int) -> int:
        """Global clockwise index of the first (right-hand end) stack of ``seat``'s wall: the
        walls run seat 0, then its previous player (seat - 1), and so on clockwise."""
        return (-seat) % players * stacks

    @property
    def remaining(self) -> int:
        """Every undrawn tile, head and tail alike."""
        return self._remaining

    @property
    def live_count(self) -> int:
        """Tiles normal draws may still take."""
        return max(0, self._remaining - self.reserve)

    def draw(self, offset: int = 0) -> Tile:
        """The next tile from the head (``offset`` skips that many undrawn tiles first, for a
        deal that jumps a stack)."""
        if self.live_count <= offset:
            raise IndexError("no live tile left to draw")
        i = self._head
        skipped = 0
        while True:
            if self._slots[i] is not None:
                if skipped == offset:
                    break
                skipped += 1
            i += 1
        tile = self._take(i)
        while self._head < len(self._slots) and self._slots[self._head] is None:
            self._head += 1
        return tile

    def draw_replacement(self) -> Tile:
        """The next tile from the tail: the top, then the bottom, of the last stack."""
        if self._remaining == 0:
            raise IndexError("the wall is empty")
        while True:
            for i in (2 * self._tail, 2 * self._tail + 1):
                if self._slots[i] is not None:
                    return self._take(i)
            self._tail -= 1

    def peek(self, n: int) -> list[Tile]:
        """The next ``n`` tiles from the head, undrawn (for tests and stacked decks)."""
        return [t for t in self._slots[self._head :] if t is not None][:n]

    def slot_position(self, j: int) -> tuple[int, int, bool]:
        """Where head-order slot ``j`` lies: (seat owning the wall, stack index from that wall's
        right-hand end, is the top tile).  Needs a ``broken`` wall."""
        if self.layout is None:
            raise ValueError("a simplified wall has no physical layout")
        players, stacks, start = self.layout["players"], self.layout["stacks"], self.layout["start"]
        g = (start + j // 2) % (players * stacks)
        return (-(g // stacks)) % players, g % stacks, j % 2 == 0

    def drawn_slots(self) -> list[int]:
        """Head-order slots already drawn (for drawing the wall on screen)."""
        return [j for j, t in enumerate(self._slots) if t is None]

    def _take(self, i: int) -> Tile:
        tile = self._slots[i]
        assert tile is not None
        self._slots[i] = None
        self._remaining -= 1
        return tile

    def to_json(self) -> dict[str, Any]:
        return {
            "slots": list(self._slots),
            "head": self._head,
            "tail": self._tail,
            "reserve": self.reserve,
            "layout": dict(self.layout) if self.layout else None,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Wall:
        wall = cls([], reserve=int(data["reserve"]), layout=data.get("layout"))
        wall._slots = list(data["slots"])
        wall._head = int(data["head"])
        wall._tail = int(data["tail"])
        wall._remaining = sum(1 for t in wall._slots if t is not None)
        return wall

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Wall) and self.to_json() == other.to_json()

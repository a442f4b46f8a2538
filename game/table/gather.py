"""A finished trick gathered to its winner (mixed into :class:`game.table.scene.TableScene`).

The rules move a trick's cards away the moment its last card is played, so the table shows what
the model's ``gather`` tells it (``{"serial", "cards", "zones", "to"}``: the trick just won, each
card in the zone it was played to, and the winner's pile): the whole trick stays in the middle for
a moment, then slides to the winner's pile with a sound, and only then does play go on.
"""

from __future__ import annotations

from typing import Any

from game.table.piles import Slot, lay_out, piece_size

GATHER_PAUSE = 0.9  # seconds the finished trick stays in view at animation speed 1


class TableGather:
    """The trick being gathered, if any."""

    gathering: dict[str, Any] | None

    def start_gather(self, old: dict[str, Any] | None) -> None:
        """Begin gathering when the new model names a trick won since ``old`` was drawn."""
        new = self.model.get("gather")
        if not new or not old or (old.get("gather") or {}).get("serial") == new["serial"] or self.speed <= 0:
            return
        self.gathering = {"trick": new, "left": GATHER_PAUSE / self.speed, "going": False}

    def gather_slots(self) -> list[Slot]:
        """The gathered trick's cards: in the middle, or at the winner's pile once they go."""
        g = self.gathering
        if g is None:
            return []
        trick = g["trick"]
        if g["going"] and trick["to"] in self.zones:
            rect, props = self.zones[trick["to"]]
            size = piece_size(props)
            return [Slot(code, code, "gathered", i, rect.center, size, 0) for i, code in enumerate(trick["cards"])]
        out: list[Slot] = []
        for code, zone in zip(trick["cards"], trick["zones"]):
            if zone in self.zones:
                rect, props = self.zones[zone]
                out += [Slot(s.key, s.code, "gathered", s.index, s.center, s.size, s.angle)
                        for s in lay_out(zone, rect, props, {"cards": [code]})]
        return out

    def update_gather(self, dt: float) -> bool:
        """Advance the gathering; True while it holds up play."""
        g = self.gathering
        if g is None:
            return False
        if not g["going"]:
            g["left"] -= dt
            if g["left"] <= 0 and not self.tweens:
                g["going"] = True
                self.app.play("gather")
                self.place()
            return True
        if not self.tweens:
            self.end_gather()
            return False
        return True

    def end_gather(self) -> None:
        """The trick is in its pile: it leaves the table (the pile shows one more back)."""
        if self.gathering is not None:
            self.gathering = None
            self.place(animate=False)


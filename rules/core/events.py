"""Events: what ``apply`` reports happened, for animation, sound, logs and the score sheet.

An event may carry cards that only one seat may see (a draw from the stock). ``private``
marks those, and :meth:`Event.seen_by` gives the copy another seat is allowed to see, with the
private cards hidden but their number kept.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

HIDDEN = "??"


@dataclass(frozen=True)
class Event:
    kind: str
    seat: int | None = None
    cards: tuple[str, ...] = ()
    private: bool = False
    data: dict[str, Any] = field(default_factory=dict)

    def seen_by(self, viewer: int | None) -> Event:
        """The event as ``viewer`` may see it (None: a spectator who sees nothing private)."""
        if not self.private or viewer == self.seat:
            return self
        return replace(self, cards=(HIDDEN,) * len(self.cards))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.cards:
            out["cards"] = list(self.cards)
        if self.private:
            out["private"] = True
        if self.data:
            out["data"] = self.data
        return out

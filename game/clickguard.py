"""Clicks aimed at what was there before: a control that has just appeared or moved does not take
a click for a moment. Every menu Form has one; the table can keep one for its own buttons."""

from __future__ import annotations

import time
from typing import Hashable, Iterable

SETTLE = 0.3  # seconds a control must have been in its place before a click on it counts


def now() -> float:
    """The clock of :class:`ClickGuard` (tests swap it for one they drive)."""
    return time.monotonic()


class ClickGuard:
    """Ignores a click on a control that appeared or moved less than ``settle`` seconds ago: the
    person aimed at what was under the pointer before the layout changed.

    Call :meth:`show` with a key per control on screen (what it is and where, e.g.
    ``(label, tuple(rect))``) whenever the layout may have changed, every frame if that is easiest;
    a key seen before keeps its time. Ask :meth:`ready` before acting on a press.
    """

    def __init__(self, settle: float = SETTLE) -> None:
        self.settle = settle
        self.shown: dict[Hashable, float] = {}

    def show(self, keys: Iterable[Hashable]) -> None:
        t = now()
        self.shown = {key: self.shown.get(key, t) for key in keys}

    def ready(self, key: Hashable) -> bool:
        shown = self.shown.get(key)
        return shown is not None and now() - shown >= self.settle

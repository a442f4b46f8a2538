"""Easing tweens: a value moving from a start to an end over a duration, eased out."""

from __future__ import annotations

from dataclasses import dataclass

MOVE_SECONDS = 0.3  # a card's slide at animation speed 1 (the table's moves, a card sliding back)


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    """A point moving from ``start`` to ``end``; ``delay`` seconds before it sets off."""

    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    delay: float = 0.0
    elapsed: float = 0.0

    def update(self, dt: float) -> None:
        self.elapsed += dt

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def value(self) -> tuple[float, float]:
        if self.duration <= 0:
            return self.end
        t = min(max((self.elapsed - self.delay) / self.duration, 0.0), 1.0)
        k = ease_out_cubic(t)
        return (self.start[0] + (self.end[0] - self.start[0]) * k, self.start[1] + (self.end[1] - self.start[1]) * k)

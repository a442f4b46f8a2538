"""The table where every game is played: the TableScene, its seats (MatchConfig), the hand-off
between people at one screen, the score sheets, and the CPU-only demo (autoplay)."""

from game.table.config import MatchConfig, SeatConfig
from game.table.scene import TableScene

__all__ = ["MatchConfig", "SeatConfig", "TableScene"]

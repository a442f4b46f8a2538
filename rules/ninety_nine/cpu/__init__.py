"""99's CPU players and the hint; see :mod:`rules.ninety_nine.cpu.players`."""

from rules.ninety_nine.cpu.players import LEVELS, hint, make_cpu

__all__ = ["LEVELS", "hint", "make_cpu"]

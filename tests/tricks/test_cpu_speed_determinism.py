"""The speed-ups of the trick search (rules/tricks, rules/ninety_nine/cpu) changed no decision:
seeded deals of each strong CPU against easy ones give the digests recorded with the code before
them (main at d23e7d2, by tests/tricks/cpu_digests.py; bench/trick_cpu_speed.py --check compares
100 deals of 99 and 20 of Piquet the same way)."""

from __future__ import annotations

from tests.tricks.cpu_digests import strong_deal_digests

# The first deals of seed 1, as the code before the speed-ups played them.
NINETY_NINE_BEFORE = ["5ec01e655fd73063", "dea7e51bfe096014", "3449d32218a9bcd3", "bc7a7b5865d01e9e"]
PIQUET_BEFORE = ["db6f619571070ab7", "b226e7d0c2fd4091", "9a8c252def0d55e9"]


def test_ninety_nine_strong_decides_as_before() -> None:
    assert strong_deal_digests("ninety_nine", len(NINETY_NINE_BEFORE)) == NINETY_NINE_BEFORE


def test_piquet_strong_decides_as_before() -> None:
    assert strong_deal_digests("piquet", len(PIQUET_BEFORE)) == PIQUET_BEFORE

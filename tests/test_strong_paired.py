"""bench/strong_paired.py's replays: the undrawn wall dealt anew, and a fork that plays on exactly
as the real hand did when the wall is left as it was."""

from __future__ import annotations

import importlib.util
import random
import sys
from collections import Counter
from pathlib import Path

import pytest

from rules.mahjong.wall import Wall

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("strong_paired", ROOT / "bench" / "strong_paired.py")
assert spec is not None and spec.loader is not None
strong_paired = importlib.util.module_from_spec(spec)
sys.modules["strong_paired"] = strong_paired
spec.loader.exec_module(strong_paired)


class Holder:
    def __init__(self, wall: object) -> None:
        self.wall = wall


def test_a_wall_dealt_anew_keeps_its_undrawn_tiles_and_its_drawn_slots() -> None:
    wall = Wall(list(range(40)), reserve=4)
    wall.draw(), wall.draw(), wall.draw_replacement()
    before = wall.to_json()
    holder = Holder(wall)
    strong_paired.reshuffle(holder, random.Random(3))
    after = holder.wall.to_json()
    assert [t is None for t in after["slots"]] == [t is None for t in before["slots"]]
    assert Counter(t for t in after["slots"] if t is not None) == Counter(t for t in before["slots"] if t is not None)
    assert after["slots"] != before["slots"]
    assert (after["head"], after["tail"], after["reserve"]) == (before["head"], before["tail"], 4)
    assert holder.wall.draw() == next(t for t in after["slots"] if t is not None)


def test_a_row_wall_is_shuffled_in_place_and_anything_else_is_refused() -> None:
    row = list(range(30))
    holder = Holder(row)
    strong_paired.reshuffle(holder, random.Random(5))
    assert holder.wall is row and sorted(row) == list(range(30)) and row != list(range(30))
    with pytest.raises(ValueError, match="no wall"):
        strong_paired.reshuffle(Holder(None), random.Random(5))


def test_a_replay_over_the_same_wall_ends_as_the_real_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    # Fuxi 4 players, seed 77702331: strong plays where normal passes (seat 2), and that costs
    # strong's seat a play in the real hand; the fork, played on without dealing the wall anew,
    # must reach the same figure with strong's choice and with normal's
    seed, seat = 77702331, 2
    base, _, _ = strong_paired.first_hand("fuxi", 4, seed, ["normal"] * 4)
    monkeypatch.setattr(strong_paired, "reshuffle", lambda state, rng: None)
    levels = ["strong" if i == seat else "normal" for i in range(4)]
    points, deviated, gains = strong_paired.first_hand("fuxi", 4, seed, levels, None, seat, replays=2)
    assert deviated == "play for pass"
    assert points[seat] - base[seat] == -1
    assert gains == [-1, -1]

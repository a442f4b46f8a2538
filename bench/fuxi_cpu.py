"""Fuxi CPU ladder: random, easy and normal against each other, 3 and 4 players.

    python bench/fuxi_cpu.py                  # 1,000 hands per pairing and player count
    python bench/fuxi_cpu.py --hands 300

Each pairing puts one seat of the stronger level against the weaker in the other seats, and the
same seeds are played with the lone seat rotated round the table, so seat and lord luck cancel.
Printed per pairing: mean points per seat-hand for each level with a 95% interval, the share of
hands anyone won, and the mean loose groups (kinds held once or twice) left in each level's hand
when the hand ended -- the distance from going out, which separates the levels even where wins
are too rare to (see bench/fuxi_outs.py for why). Then decision times per level (the CPU's
choice only; the session builds the legal list). Prints figures only; nothing passes or fails.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.session import Session  # noqa: E402
from rules.fuxi.cpu_plan import counts_of, loose  # noqa: E402
from rules.fuxi.variant import VARIANT  # noqa: E402

PAIRINGS = (("easy", "random"), ("normal", "random"), ("normal", "easy"))


class Tally:
    """Per level: points and loose groups per seat-hand; hands and wins per pairing."""

    def __init__(self) -> None:
        self.points: dict[str, list[int]] = defaultdict(list)
        self.loose: dict[str, list[int]] = defaultdict(list)
        self.hands = 0
        self.won = 0


def play_hands(players: int, levels: list[str], seed: int, hands: int, tally: Tally,
               times: dict[str, list[float]]) -> int:
    """Play from ``seed`` until ``hands`` hands are done (new matches as needed); returns the next
    seed to use."""
    done = 0
    while done < hands:
        session = Session(VARIANT, players, {"players": players}, seed)
        cpus = [VARIANT.cpu(levels[i], seed * 101 + i) for i in range(players)]
        seed += 1
        while not session.is_over() and done < hands:
            seat = min(session.to_act())
            view, legal = session.view(seat), session.legal(seat)
            start = time.perf_counter()
            command = cpus[seat].choose(view, legal)
            times[levels[seat]].append(time.perf_counter() - start)
            for event in session.submit(command):
                if event.kind != "hand_ended":
                    continue
                done += 1
                tally.hands += 1
                tally.won += event.data["result"] == "win"
                for i, level in enumerate(levels):
                    tally.points[level].append(event.data["deltas"][i])
                    tally.loose[level].append(loose(counts_of(event.data["hands"][i])))
    return seed


def mean_ci(xs: list[int]) -> str:
    m = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
    return f"{m:6.3f} ± {half:5.3f}"


def pairing(players: int, strong: str, weak: str, hands: int, times: dict[str, list[float]]) -> None:
    tally = Tally()
    per_rotation = max(hands // players, 1)
    for lone in range(players):
        levels = [strong if i == lone else weak for i in range(players)]
        play_hands(players, levels, 1, per_rotation, tally, times)  # the same seeds for each rotation
    print(f"  {strong} (1 seat) vs {weak}: {tally.hands} hands, won by anyone {tally.won / tally.hands:.1%}")
    for level in (strong, weak):
        print(f"    {level:>6}: points/seat-hand {mean_ci(tally.points[level])}   "
              f"loose groups at the end {mean_ci(tally.loose[level])}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000, help="hands per pairing and player count")
    args = parser.parse_args(argv)
    times: dict[str, list[float]] = defaultdict(list)
    start = time.perf_counter()
    for players in (4, 3):
        print(f"{players} players")
        for strong, weak in PAIRINGS:
            pairing(players, strong, weak, args.hands, times)
    print("decision time (ms)     p50     p95     max   decisions")
    for level in ("random", "easy", "normal"):
        ms = sorted(t * 1000 for t in times[level])
        p95 = ms[int(0.95 * (len(ms) - 1))]
        print(f"  {level:>6}          {statistics.median(ms):6.2f}  {p95:6.2f}  {ms[-1]:6.1f}   {len(ms)}")
    print(f"ran in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

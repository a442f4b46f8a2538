"""Fuxi CPU ladder: random, easy and normal against each other, 3 and 4 players.

    python bench/fuxi_cpu.py                  # 1,000 hands per mix and player count
    python bench/fuxi_cpu.py --hands 300

Each mix puts one seat of a level (the lone seat) in a field of another level (or its own: the
baseline), and the same seeds are played with the lone seat rotated round the table, so seat and
lord luck cancel. So the levels are compared in the same seat against the same opponents: read
down a field's rows. Printed per mix: the share of hands anyone won, and for the lone seat and
the field the mean points per seat-hand with a 95% interval and the mean loose groups (kinds held
once or twice) left in hand when the hand ended -- the distance from going out, which separates
the levels where wins are too rare to (see bench/fuxi_outs.py for why) -- then the lone seat's
share of hands won and tiles left at the end, with 95% intervals. Then decision times per
level, in process CPU time (the CPU's choice only; the session builds the legal list). Prints
figures only.
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

LEVELS = ("random", "easy", "normal")


class Tally:
    """Per role ("lone", "field"): points, loose groups, tiles and wins per seat-hand; hands and
    hands anyone won."""

    def __init__(self) -> None:
        self.points: dict[str, list[int]] = defaultdict(list)
        self.loose: dict[str, list[int]] = defaultdict(list)
        self.tiles: dict[str, list[int]] = defaultdict(list)
        self.wins: dict[str, list[int]] = defaultdict(list)
        self.hands = 0
        self.won = 0


def play_hands(players: int, levels: list[str], lone: int, seed: int, hands: int, tally: Tally,
               times: dict[str, list[float]]) -> None:
    """Play from ``seed`` until ``hands`` hands are done (new matches as needed); seat ``lone``
    is tallied as the lone seat, the others as the field."""
    done = 0
    while done < hands:
        session = Session(VARIANT, players, {"players": players}, seed)
        cpus = [VARIANT.cpu(levels[i], seed * 101 + i) for i in range(players)]
        seed += 1
        while not session.is_over() and done < hands:
            seat = min(session.to_act())
            view, legal = session.view(seat), session.legal(seat)
            start = time.process_time()  # CPU time: other processes on a shared machine do not count
            command = cpus[seat].choose(view, legal)
            times[levels[seat]].append(time.process_time() - start)
            for event in session.submit(command):
                if event.kind != "hand_ended":
                    continue
                done += 1
                tally.hands += 1
                tally.won += event.data["result"] == "win"
                for i in range(players):
                    role = "lone" if i == lone else "field"
                    tally.points[role].append(event.data["deltas"][i])
                    tally.loose[role].append(loose(counts_of(event.data["hands"][i])))
                    tally.tiles[role].append(len(event.data["hands"][i]))
                    tally.wins[role].append(int((event.data["win"] or {}).get("winner") == i))


def mean_ci(xs: list[int]) -> str:
    m = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
    return f"{m:6.3f} ± {half:5.3f}"


def share_ci(xs: list[int]) -> str:
    """A share with its 95% Wilson interval (sound at the few-percent shares of Fuxi wins)."""
    n, p, z = len(xs), statistics.fmean(xs), 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return f"{p:5.1%} [{max(centre - half, 0):5.1%}, {centre + half:5.1%}]"


def mix(players: int, lone: str, field: str, hands: int, times: dict[str, list[float]]) -> None:
    tally = Tally()
    per_rotation = max(hands // players, 1)
    for seat in range(players):
        levels = [lone if i == seat else field for i in range(players)]
        play_hands(players, levels, seat, 1, per_rotation, tally, times)  # the same seeds each rotation
    print(f"  {lone:>6} in {field:>6}  {tally.hands:5d}  {tally.won / tally.hands:6.1%}  "
          f"{mean_ci(tally.points['lone'])}  {mean_ci(tally.loose['lone'])}  {mean_ci(tally.points['field'])}  "
          f"{mean_ci(tally.loose['field'])}  {share_ci(tally.wins['lone'])}  {mean_ci(tally.tiles['lone'])}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000, help="hands per mix and player count")
    args = parser.parse_args(argv)
    times: dict[str, list[float]] = defaultdict(list)
    start = time.perf_counter()
    for players in (4, 3):
        print(f"{players} players: lone seat in a field  hands   won  "
              "lone points/seat-hand  lone loose at end  field points/seat-hand  field loose at end  "
              "lone won [95%]         lone tiles at end")
        for field in LEVELS:
            for lone in LEVELS:
                mix(players, lone, field, args.hands, times)
    print("decision time (ms)     p50     p95     max   decisions")
    for level in LEVELS:
        ms = sorted(t * 1000 for t in times[level])
        p95 = ms[int(0.95 * (len(ms) - 1))]
        print(f"  {level:>6}          {statistics.median(ms):6.2f}  {p95:6.2f}  {ms[-1]:6.1f}   {len(ms)}")
    print(f"ran in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

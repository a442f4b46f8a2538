"""Wuhan CPU benchmark: CPU-vs-CPU hands per second (easy and normal), milliseconds per
decision, and easy against normal in duplicate games.

    python bench/wuhan_cpu.py                 # 200 hands per level, 20 duplicate games
    python bench/wuhan_cpu.py 500 --duplicates 40 --variant jingzhou
    python bench/wuhan_cpu.py --ladder 1000       # strong vs normal (bench/ladder.py), one-lap matches
    python bench/wuhan_cpu.py --easy-normal 1000  # easy vs normal (bench/ladder.py), kept for the ladder table

Prints figures only; nothing here passes or fails. Strength is measured with duplicate games:
each seed is played twice with the levels swapping seats, so the luck of the tiles largely
cancels out. "A thousand-hand ladder" is estimated from the measured speed.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ladder import machine, mean_ci, rotations, strong_vs_normal  # noqa: E402
from bench.ladder_table import record  # noqa: E402
from rules.core.session import Session  # noqa: E402
from rules.wuhan.variant import VARIANT  # noqa: E402

PLAYERS = {"wuhan": 4, "jingzhou": 3}


def play(seed: int, levels: list[str], variant: str, max_hands: int | None = None,
         times: dict[str, list[float]] | None = None) -> Session:
    session = Session(VARIANT, len(levels), {"variant": variant, "laps": 1}, seed)
    cpus = [VARIANT.cpu(level, seed * 101 + i) for i, level in enumerate(levels)]
    while not session.is_over() and (max_hands is None or len(session.state.history) < max_hands):
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        start = time.perf_counter()
        command = cpus[seat].choose(view, legal)
        if times is not None:
            times[levels[seat]].append(time.perf_counter() - start)
        session.submit(command)
    return session


def speed(level: str, variant: str, hands: int, times: dict[str, list[float]]) -> tuple[float, int]:
    start = time.perf_counter()
    done, seed = 0, 0
    while done < hands:
        session = play(1000 + seed, [level] * PLAYERS[variant], variant, hands - done, times)
        done += len(session.state.history)
        seed += 1
    return done / (time.perf_counter() - start), done


def duplicate(seed: int, variant: str) -> dict[str, list[int]]:
    n = PLAYERS[variant]
    out: dict[str, list[int]] = {"easy": [], "normal": []}
    for first in ("normal", "easy"):
        other = "easy" if first == "normal" else "normal"
        levels = [(first, other)[i % 2] for i in range(n)]
        session = play(5000 + seed, levels, variant)
        for seat, score in enumerate(session.state.scores):
            out[levels[seat]].append(score)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("hands", nargs="?", type=int, default=200, help="hands per level for the speed figures")
    parser.add_argument("--duplicates", type=int, default=20, help="seeds played twice for easy vs normal")
    parser.add_argument("--variant", choices=sorted(PLAYERS), default="wuhan")
    parser.add_argument("--ladder", type=int, metavar="HANDS", help="only the strong vs normal ladder, of this many hands")
    parser.add_argument("--easy-normal", type=int, metavar="HANDS", help="only easy vs normal, one normal among easy seats")
    parser.add_argument("--seed", type=int, default=1, help="the ladder's seed")
    args = parser.parse_args()
    if args.easy_normal:
        players = PLAYERS[args.variant]
        print(f"Wuhan easy vs normal ({args.variant}), >= {args.easy_normal} hands, seed {args.seed}")
        print(machine())
        times: dict[str, list[float]] = {"easy": [], "normal": []}
        per_seed, played, _ = rotations(VARIANT, players, {"variant": args.variant, "laps": 1}, "easy", "normal",
                                        args.easy_normal, args.seed, times, lambda record, b_seat: None)
        mean, half = mean_ci(per_seed)
        print(f"  normal among easy: {played} hands, normal's points/hand {mean:+.2f} ± {half:.2f} (95%)")
        record("wuhan", players, "easy", "normal", mean, half, played, "points a hand, one B among A", "wuhan_cpu.py")
        return
    if args.ladder:
        print(f"Wuhan strong vs normal ({args.variant}), >= {args.ladder} hands, seed {args.seed}")
        print(machine())
        strong_vs_normal(VARIANT, PLAYERS[args.variant], {"variant": args.variant, "laps": 1}, args.ladder, args.seed, "points a hand, one B among A")
        return
    print(f"Wuhan CPU benchmark ({args.variant}) on {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}")
    for level in ("easy", "normal"):
        times: dict[str, list[float]] = {"easy": [], "normal": []}
        rate, done = speed(level, args.variant, args.hands, times)
        ms = [t * 1000 for t in times[level]]
        print(f"  {level:6}: {rate:6.1f} hands/s over {done} hands; per decision mean {statistics.mean(ms):.2f} ms, "
              f"p95 {sorted(ms)[int(len(ms) * 0.95)]:.2f} ms, max {max(ms):.1f} ms; "
              f"a 1,000-hand ladder ≈ {1000 / rate / 60:.1f} min")
    if args.duplicates:
        totals: dict[str, list[int]] = {"easy": [], "normal": []}
        start = time.perf_counter()
        for seed in range(args.duplicates):
            for level, scores in duplicate(seed, args.variant).items():
                totals[level] += scores
        print(f"  easy vs normal, {args.duplicates} duplicate one-lap games ({time.perf_counter() - start:.0f} s): "
              f"mean points per seat-game normal {statistics.mean(totals['normal']):+.1f}, "
              f"easy {statistics.mean(totals['easy']):+.1f}")


if __name__ == "__main__":
    main()

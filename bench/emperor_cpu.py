"""Emperor CPU benchmark: speed of CPU-vs-CPU play, think time per level, and easy vs normal.

    python bench/emperor_cpu.py            # 40 duplicate deals for the strength figures
    python bench/emperor_cpu.py 100 --jobs 2 --players 5

Prints figures only; nothing here passes or fails. Strength is measured with duplicate matches:
each seed is played twice with the levels swapping seats (normal, easy, normal, easy and then
easy, normal, easy, normal), so the luck of the deal largely cancels out. With 3 or 5 players the
levels alternate round the table, so each match has one more seat of one level than the other.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.session import Session  # noqa: E402
from rules.emperor.cpu import make_cpu, winning_holdings  # noqa: E402


def play(seed: int, levels: list[str], match_length: int = 10, max_hands: int | None = None,
         times: dict[str, list[float]] | None = None) -> Session:
    session = Session("emperor", players=len(levels), options={"match_length": match_length}, seed=seed)
    players = [make_cpu(level, seed * 101 + i) for i, level in enumerate(levels)]
    while not session.is_over() and (max_hands is None or len(session.state.history) < max_hands):
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        start = time.perf_counter()
        command = players[seat].choose(view, legal)
        if times is not None:
            times[levels[seat]].append(time.perf_counter() - start)
        session.submit(command)
    return session


def speed(level: str, players: int, hands: int) -> tuple[float, int]:
    """Hands per second with ``level`` in every seat (engine time included)."""
    start = time.perf_counter()
    done, seed = 0, 0
    while done < hands:
        session = play(1000 + seed, [level] * players, max_hands=hands - done)
        done += len(session.state.history)
        seed += 1
    return done / (time.perf_counter() - start), done


def duplicate(job: tuple[int, int]) -> dict[str, float]:
    """One seed played twice with the levels swapped: each level's mean final score and rank."""
    seed, players = job
    out: dict[str, list[float]] = {}
    first = [("normal", "easy")[i % 2] for i in range(players)]
    for levels in (first, [("easy", "normal")[i % 2] for i in range(players)]):
        session = play(50_000 + seed, levels)
        for score, level in zip(session.state.scores, levels):
            out.setdefault(level, []).append(score)
        for row in session.state.standings:
            out.setdefault(levels[row["seat"]] + "_rank", []).append(row["rank"])
    return {k: statistics.mean(v) for k, v in out.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deals", nargs="?", type=int, default=40, help="duplicate deals for easy vs normal (default 40)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes for the strength run")
    parser.add_argument("--players", type=int, default=4, choices=(3, 4, 5), help="table size for easy vs normal")
    parser.add_argument("--hands", type=int, default=30, help="hands per table for the speed figures")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs")

    start = time.perf_counter()
    winning_holdings()
    print(f"one-off table of winning holdings (for the danger of discards): {time.perf_counter() - start:.2f} s")

    print("\nCPU-only tables, hands per second:")
    for level in ("easy", "normal"):
        for players in (3, 4, 5):
            rate, hands = speed(level, players, args.hands)
            print(f"  {level:6} x{players}: {rate:7.1f} hands/s  ({hands} hands)")

    times: dict[str, list[float]] = {"easy": [], "normal": []}
    for seed in range(3):
        play(2000 + seed, ["normal", "easy", "normal", "easy"], times=times)
    print("\nDecision time (4 players, mixed table):")
    for level, values in times.items():
        values.sort()
        print(f"  {level:6}: mean {1000 * statistics.mean(values):6.2f} ms   p95 {1000 * values[int(0.95 * len(values))]:6.2f} ms"
              f"   max {1000 * values[-1]:6.1f} ms   ({len(values)} decisions)")

    print(f"\nEasy vs normal: {args.deals} duplicate deals (= {2 * args.deals} {args.players}-player matches of 10 hands,"
          " the levels alternating round the table)")
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(duplicate, [(seed, args.players) for seed in range(args.deals)]))
    diffs = [r["normal"] - r["easy"] for r in results]
    se = statistics.pstdev(diffs) / len(diffs) ** 0.5
    print(f"  normal mean final score {statistics.mean(r['normal'] for r in results):8,.0f}   "
          f"mean rank {statistics.mean(r['normal_rank'] for r in results):.2f}")
    print(f"  easy   mean final score {statistics.mean(r['easy'] for r in results):8,.0f}   "
          f"mean rank {statistics.mean(r['easy_rank'] for r in results):.2f}")
    print(f"  normal - easy: {statistics.mean(diffs):+,.0f} points per match (standard error {se:,.0f}); "
          f"normal ahead on {sum(d > 0 for d in diffs)}/{len(diffs)} deals")
    print(f"  ({time.perf_counter() - start:.0f} s with {args.jobs} processes)")


if __name__ == "__main__":
    main()

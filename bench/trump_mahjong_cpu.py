"""Trump Mahjong CPU ladder: random < easy < normal, 4 and 3 players, with 95% intervals, and
decision times.

    python bench/trump_mahjong_cpu.py                  # >= 1,000 hands per pairing
    python bench/trump_mahjong_cpu.py --hands 200 --seed 2

Each pairing "A vs B" seats one B against the others at A. Every seed is an East-only match
(東風戦) played once per seat, B taking each seat in turn (the cards come from the seed, so the
luck of the deal largely cancels out), until at least ``--hands`` hands are played. Reported
from B's side:
  points/hand  B's mean points per hand (the table is zero-sum: the A seats share the rest)
  won          share of hands B won; fed: share of hands B's discard (or kong card) paid a win
               (deal-in); the same two for an A seat, per A seat and hand, to compare
  drawn        share of exhaustive draws
The interval of points/hand is a normal 95% interval over the seeds (a seed's matches are one
sample, so the hands of one match are not taken as independent). Decision times are per call of
``choose``, over every pairing. Prints figures only; nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.session import Session  # noqa: E402
from rules.trump_mahjong.variant import VARIANT  # noqa: E402

PAIRINGS = (("random", "easy"), ("easy", "normal"), ("random", "normal"))
Z = 1.96


def mean_ci(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, Z * math.sqrt(var / n)


def wilson(successes: float, n: int) -> tuple[float, float, float]:
    p = successes / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
    return p, max(0.0, centre - half), min(1.0, centre + half)


def match(seed: int, players: int, levels: list[str], times: dict[str, list[float]]) -> Session:
    session = Session(VARIANT, players, {"players": players, "rounds": 1}, seed)
    cpus = [VARIANT.cpu(level, seed * 31 + i) for i, level in enumerate(levels)]
    while not session.is_over():
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        start = time.perf_counter()
        command = cpus[seat].choose(view, legal)
        times[levels[seat]].append(time.perf_counter() - start)
        session.submit(command)
    return session


def pairing(a: str, b: str, players: int, hands: int, seed: int, times: dict[str, list[float]]) -> dict:
    per_seed: list[float] = []
    played = won = fed = drawn = a_won = a_fed = 0
    n = 0
    while played < hands:
        match_seed = seed * 100_003 + n
        points = count = 0
        for b_seat in range(players):
            levels = [b if i == b_seat else a for i in range(players)]
            session = match(match_seed, players, levels, times)
            for record in session.state.history:
                count += 1
                points += record["deltas"][b_seat]
                drawn += record["result"] == "draw"
                for seat in range(players):
                    w = seat in record["winners"]
                    f = record["result"] == "win" and record["discarder"] == seat and not w
                    if seat == b_seat:
                        won, fed = won + w, fed + f
                    else:
                        a_won, a_fed = a_won + w, a_fed + f
        per_seed.append(points / count)
        played += count
        n += 1
    return {"hands": played, "seeds": n, "per_seed": per_seed, "won": won, "fed": fed, "drawn": drawn,
            "a_won": a_won / (played * (players - 1)), "a_fed": a_fed / (played * (players - 1))}


def percentile(sorted_ms: list[float], q: float) -> float:
    return sorted_ms[min(len(sorted_ms) - 1, int(len(sorted_ms) * q))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000, help="hands per pairing (whole seeds are played)")
    parser.add_argument("--players", type=int, nargs="+", default=[4, 3], choices=(3, 4))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"Trump Mahjong CPU ladder: >= {args.hands} hands per pairing, East-only matches, each seed played "
          f"once with B in every seat, seed {args.seed}")
    print(f"machine: {platform.machine()} python {platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}, one core")
    times: dict[str, list[float]] = {"random": [], "easy": [], "normal": []}
    for players in args.players:
        print(f"{players} players")
        print(f"  {'pairing (A vs B)':<18} {'hands':>6} {'B points/hand':>17} {'B won':>24} {'B fed':>24} "
              f"{'A won':>6} {'A fed':>6} {'drawn':>6} {'time':>6}")
        for a, b in PAIRINGS:
            start = time.perf_counter()
            r = pairing(a, b, players, args.hands, args.seed, times)
            took = time.perf_counter() - start
            mean, half = mean_ci(r["per_seed"])
            w, wlo, whi = wilson(r["won"], r["hands"])
            f, flo, fhi = wilson(r["fed"], r["hands"])
            print(f"  {a + ' vs ' + b:<18} {r['hands']:>6} {mean:>+7.0f} ± {half:<6.0f}   "
                  f"{w:>6.1%} [{wlo:.1%}, {whi:.1%}] {f:>6.1%} [{flo:.1%}, {fhi:.1%}] "
                  f"{r['a_won']:>6.1%} {r['a_fed']:>6.1%} {r['drawn'] / r['hands']:>6.1%} {took:>5.0f}s")
            sys.stdout.flush()
    print("decision times (ms per choose):")
    for level, ts in times.items():
        ms = sorted(t * 1000 for t in ts)
        print(f"  {level:<7} {len(ms):>7} decisions  p50 {percentile(ms, 0.5):6.2f}  p95 {percentile(ms, 0.95):6.2f}  "
              f"p99 {percentile(ms, 0.99):6.2f}  max {ms[-1]:7.2f}")


if __name__ == "__main__":
    main()

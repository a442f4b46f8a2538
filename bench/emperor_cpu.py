"""Emperor CPU ladder: easy < normal < strong at 3, 4 and 5 players, with 95% intervals, and decision times.

    python bench/emperor_cpu.py                                  # >= 1,000 hands per pairing and table size
    python bench/emperor_cpu.py --hands 300 --players 5 --pairings easy:normal normal:strong

Each pairing "A vs B" seats one B among A players (bench/ladder.py). Every seed is a match of
``--per-match`` hands played once per seat, B taking each seat in turn (the cards come from the
seed, so the luck of the deal largely cancels out), until at least ``--hands`` hands are played.
Reported from B's side:
  points/hand  B's mean points per hand (the table is zero-sum: the A seats share the rest);
               the interval is a normal 95% interval over the seeds (a seed's matches are one sample)
  won / fed    share of hands B won, and of hands B's discard was ronned
  drawn        share of exhaustive draws
Decision times are per call of ``choose``, by level, over every pairing run: wall-clock (bench/ladder.py)
and the process's CPU time (what a loaded, shared machine does not inflate). Prints figures only;
nothing here passes or fails.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ladder_table import record  # noqa: E402
from bench.ladder import machine, mean_ci, parser, percentile, print_times, rotations, wilson  # noqa: E402
from rules.emperor.variant import VARIANT  # noqa: E402

CPU_TIMES: dict[str, list[float]] = {level: [] for level in VARIANT.cpu_levels}  # process CPU time by level


def pairing(players: int, a: str, b: str, hands: int, per_match: int, seed: int, times: dict[str, list[float]]) -> dict:
    counts = {"won": 0, "fed": 0, "drawn": 0}

    def tally(record: dict, b_seat: int) -> None:
        won = record["result"] == "win"
        counts["won"] += won and record["winner"] == b_seat
        counts["fed"] += won and record["discarder"] == b_seat
        counts["drawn"] += not won

    per_seed, played, n = rotations(VARIANT, players, {"match_length": per_match}, a, b, hands, seed, times, tally, CPU_TIMES)
    return {"hands": played, "seeds": n, "per_seed": per_seed, **counts}


def main() -> None:
    cli = parser(__doc__, 1000)
    cli.add_argument("--per-match", type=int, default=10, choices=(10, 15, 20), help="hands per match")
    cli.add_argument("--players", type=int, nargs="+", default=[3, 4, 5], choices=(3, 4, 5))
    cli.add_argument("--pairings", nargs="+", default=["easy:normal", "normal:strong"], help="A:B pairs")
    args = cli.parse_args()
    print(f"Emperor CPU ladder: >= {args.hands} hands per pairing, {args.per_match}-hand matches, each seed "
          f"played once per seat with B in it, seed {args.seed}")
    print(machine())
    print(f"{'n':>2} {'pairing (A.. vs B)':<18} {'hands':>6} {'seeds':>5} {'B points/hand':>18} {'B won':>22} "
          f"{'B fed':>22} {'drawn':>6} {'time':>6}")
    times: dict[str, list[float]] = {level: [] for level in VARIANT.cpu_levels}
    for players in args.players:
        for pair in args.pairings:
            a, b = pair.split(":")
            start = time.perf_counter()
            r = pairing(players, a, b, args.hands, args.per_match, args.seed, times)
            took = time.perf_counter() - start
            mean, half = mean_ci(r["per_seed"])
            w, wlo, whi = wilson(r["won"], r["hands"])
            f, flo, fhi = wilson(r["fed"], r["hands"])
            print(f"{players:>2} {a + ' vs ' + b:<18} {r['hands']:>6} {r['seeds']:>5} {mean:>+8.1f} ± {half:<7.1f} "
                  f"{w:>6.1%} [{wlo:.1%}, {whi:.1%}] {f:>6.1%} [{flo:.1%}, {fhi:.1%}] {r['drawn'] / r['hands']:>6.1%} "
                  f"{took:>5.0f}s")
            record("emperor", players, a, b, mean, half, r["hands"], "points a hand, one B among A", "emperor_cpu.py")
            sys.stdout.flush()
    print("wall-clock:", end=" ")
    print_times(times)
    print("CPU time (ms per choose):")
    for level, ts in CPU_TIMES.items():
        if ts:
            ms = sorted(t * 1000 for t in ts)
            print(f"  {level:<7} {len(ms):>7} decisions  p50 {percentile(ms, 0.5):6.2f}  p95 {percentile(ms, 0.95):6.2f}  "
                  f"p99 {percentile(ms, 0.99):6.2f}  max {ms[-1]:7.2f}")


if __name__ == "__main__":
    main()

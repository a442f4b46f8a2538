"""Kawuxing CPU ladder: random < easy < normal, with 95% intervals, and decision times.

    python bench/kawuxing_cpu.py                    # >= 1,000 hands per pairing
    python bench/kawuxing_cpu.py --hands 300 --seed 2
    python bench/kawuxing_cpu.py --strong           # strong vs normal instead (bench/ladder.py)

Each pairing "A vs B" seats one B against two A. Every seed is a match of ``--per-match`` hands
played three times with the same seed, B taking each seat in turn (the tiles come from the seed,
so the luck of the deal largely cancels out), until at least ``--hands`` hands are played.
Reported from B's side:
  points/hand  B's mean points per hand (the table is zero-sum: the two A seats share the rest)
  won          share of hands B won; fed: share of hands B's discard or kong paid a win
  drawn        share of exhaustive draws
The interval of points/hand is a normal 95% interval over the seeds (a seed's three matches are
one sample, so hands of one match are not taken as independent). Decision times are the
normal CPU's (and the others') per call of ``choose``, over every pairing. Prints figures only;
nothing here passes or fails.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ladder_table import record  # noqa: E402
from bench.ladder import PAIRINGS, machine, mean_ci, parser, print_times, rotations, strong_vs_normal, wilson  # noqa: E402
from rules.kawuxing.variant import VARIANT  # noqa: E402


def pairing(a: str, b: str, hands: int, per_match: int, seed: int, times: dict[str, list[float]]) -> dict:
    counts = {"won": 0, "fed": 0, "drawn": 0}

    def tally(record: dict, b_seat: int) -> None:
        counts["won"] += b_seat in record["winners"]
        counts["fed"] += record["result"] == "win" and record["discarder"] == b_seat
        counts["drawn"] += record["result"] == "draw"

    per_seed, played, n = rotations(VARIANT, 3, {"hands_per_game": per_match}, a, b, hands, seed, times, tally)
    return {"hands": played, "seeds": n, "per_seed": per_seed, **counts}


def main() -> None:
    cli = parser(__doc__, 1000)
    cli.add_argument("--per-match", type=int, default=12, help="hands per match")
    cli.add_argument("--strong", action="store_true", help="only the strong vs normal ladder")
    args = cli.parse_args()
    if args.strong:
        print(f"Kawuxing strong vs normal: >= {args.hands} hands, {args.per_match}-hand matches, seed {args.seed}")
        print(machine())
        strong_vs_normal(VARIANT, 3, {"hands_per_game": args.per_match}, args.hands, args.seed, "points a hand, one B among A")
        return
    print(f"Kawuxing CPU ladder: >= {args.hands} hands per pairing, {args.per_match}-hand matches, each seed "
          f"played 3 times with B in every seat, seed {args.seed}")
    print(machine())
    print(f"{'pairing (A A vs B)':<20} {'hands':>6} {'B points/hand':>20} {'B won':>24} {'B fed':>24} {'drawn':>7} {'time':>6}")
    times: dict[str, list[float]] = {"random": [], "easy": [], "normal": []}
    for a, b in PAIRINGS:
        start = time.perf_counter()
        r = pairing(a, b, args.hands, args.per_match, args.seed, times)
        took = time.perf_counter() - start
        mean, half = mean_ci(r["per_seed"])
        record("kawuxing", 3, a, b, mean, half, r["hands"], "points a hand, one B among A", "kawuxing_cpu.py")
        w, wlo, whi = wilson(r["won"], r["hands"])
        f, flo, fhi = wilson(r["fed"], r["hands"])
        print(f"{a + ' vs ' + b:<20} {r['hands']:>6} {mean:>+8.2f} ± {half:<5.2f}    "
              f"{w:>6.1%} [{wlo:.1%}, {whi:.1%}] {f:>6.1%} [{flo:.1%}, {fhi:.1%}] {r['drawn'] / r['hands']:>6.1%} {took:>5.0f}s")
        sys.stdout.flush()
    print_times(times)


if __name__ == "__main__":
    main()

"""Trump Mahjong CPU ladder: random < easy < normal, 4 and 3 players, with 95% intervals, and
decision times.

    python bench/trump_mahjong_cpu.py                  # >= 1,000 hands per pairing
    python bench/trump_mahjong_cpu.py --hands 200 --seed 2
    python bench/trump_mahjong_cpu.py --strong --players 4   # strong vs normal instead (bench/ladder.py)

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

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ladder_table import record  # noqa: E402
from bench.ladder import PAIRINGS, machine, mean_ci, parser, print_times, rotations, strong_vs_normal, wilson  # noqa: E402
from rules.trump_mahjong.variant import VARIANT  # noqa: E402


def pairing(a: str, b: str, players: int, hands: int, seed: int, times: dict[str, list[float]]) -> dict:
    counts = {"won": 0, "fed": 0, "drawn": 0, "a_won": 0, "a_fed": 0}

    def tally(record: dict, b_seat: int) -> None:
        counts["drawn"] += record["result"] == "draw"
        for seat in range(players):
            w = seat in record["winners"]
            f = record["result"] == "win" and record["discarder"] == seat and not w
            side = "" if seat == b_seat else "a_"
            counts[side + "won"] += w
            counts[side + "fed"] += f

    per_seed, played, n = rotations(VARIANT, players, {"players": players, "rounds": 1}, a, b, hands, seed, times,
                                    tally)
    a_hands = played * (players - 1)
    return {"hands": played, "seeds": n, "per_seed": per_seed, "won": counts["won"], "fed": counts["fed"],
            "drawn": counts["drawn"], "a_won": counts["a_won"] / a_hands, "a_fed": counts["a_fed"] / a_hands}


def main() -> None:
    cli = parser(__doc__, 1000)
    cli.add_argument("--players", type=int, nargs="+", default=[4, 3], choices=(3, 4))
    cli.add_argument("--strong", action="store_true", help="only the strong vs normal ladder")
    args = cli.parse_args()
    if args.strong:
        print(f"Trump Mahjong strong vs normal: >= {args.hands} hands, East-only matches, seed {args.seed}")
        print(machine())
        for players in args.players:
            print(f"{players} players")
            strong_vs_normal(VARIANT, players, {"players": players, "rounds": 1}, args.hands, args.seed, "points a hand, one B among A")
        return
    print(f"Trump Mahjong CPU ladder: >= {args.hands} hands per pairing, East-only matches, each seed played "
          f"once with B in every seat, seed {args.seed}")
    print(machine())
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
            record("trump_mahjong", players, a, b, mean, half, r["hands"], "points a hand, one B among A", "trump_mahjong_cpu.py")
            w, wlo, whi = wilson(r["won"], r["hands"])
            f, flo, fhi = wilson(r["fed"], r["hands"])
            print(f"  {a + ' vs ' + b:<18} {r['hands']:>6} {mean:>+7.0f} ± {half:<6.0f}   "
                  f"{w:>6.1%} [{wlo:.1%}, {whi:.1%}] {f:>6.1%} [{flo:.1%}, {fhi:.1%}] "
                  f"{r['a_won']:>6.1%} {r['a_fed']:>6.1%} {r['drawn'] / r['hands']:>6.1%} {took:>5.0f}s")
            sys.stdout.flush()
    print_times(times)


if __name__ == "__main__":
    main()

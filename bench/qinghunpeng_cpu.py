"""Qing-Hun-Peng CPU ladder: random < easy < normal, with 95% intervals, and decision times.

    python bench/qinghunpeng_cpu.py                    # >= 3,000 hands per pairing (~6 minutes)
    python bench/qinghunpeng_cpu.py --hands 300 --seed 2
    python bench/qinghunpeng_cpu.py --strong           # strong vs normal instead (bench/ladder.py)

Each pairing "A vs B" seats one B against three A. Every seed is a match of ``--per-match``
hands played four times with the same seed, B taking each seat in turn (the tiles come from the
seed, so the luck of the deal largely cancels out), until at least ``--hands`` hands are played.
Reported from B's side, in lazi (L = 100 by default):
  lazi/hand   B's mean points per hand (zero-sum: the three A seats share the rest)
  won         share of hands B won; fed: share of hands B's discard or kong paid a win
  liable      share of hands B paid as the partner of a three-mouth relation (三口の包)
  drawn       share of exhaustive draws
The interval of lazi/hand is a normal 95% interval over the seeds (a seed's four matches are one
sample, so hands of one match are not taken as independent). Decision times are per call of
``choose``, over every pairing. Prints figures only; nothing here passes or fails.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ladder_table import record  # noqa: E402
from bench.ladder import PAIRINGS, machine, mean_ci, parser, print_times, rotations, strong_vs_normal, wilson  # noqa: E402
from rules.qinghunpeng.scoring import units  # noqa: E402
from rules.qinghunpeng.variant import VARIANT  # noqa: E402

PLAYERS = 4


def liable(record: dict, seat: int) -> bool:
    """Did ``seat`` pay a win as the partner of one of the winner's relations?"""
    for row in record["wins"]:
        w = row["winner"]
        for r in record["relations"]:
            if w in (r["caller"], r["fed"]) and seat in (r["caller"], r["fed"]) and seat != w and row["payments"][seat] < 0:
                return True
    return False


def pairing(a: str, b: str, hands: int, per_match: int, seed: int, times: dict[str, list[float]]) -> dict:
    lazi = units({}).lazi
    counts = {"won": 0, "fed": 0, "pao": 0, "drawn": 0}

    def tally(record: dict, b_seat: int) -> None:
        counts["won"] += b_seat in record["winners"]
        counts["fed"] += record["result"] == "win" and record.get("discarder") == b_seat
        counts["pao"] += record["result"] == "win" and liable(record, b_seat)
        counts["drawn"] += record["result"] == "draw"

    per_seed, played, n = rotations(VARIANT, PLAYERS, {"hands_per_game": per_match}, a, b, hands, seed, times, tally)
    return {"hands": played, "seeds": n, "per_seed": [p / lazi for p in per_seed], **counts}


def main() -> None:
    cli = parser(__doc__, 3000)
    cli.add_argument("--per-match", type=int, default=8, help="hands per match")
    cli.add_argument("--pairings", default=",".join(f"{a}:{b}" for a, b in PAIRINGS),
                     help="comma-separated A:B pairings (one B against three A)")
    cli.add_argument("--strong", action="store_true", help="only the strong vs normal ladder")
    args = cli.parse_args()
    if args.strong:
        print(f"Qing-Hun-Peng strong vs normal: >= {args.hands} hands, {args.per_match}-hand matches, seed {args.seed}")
        print(machine())
        strong_vs_normal(VARIANT, PLAYERS, {"hands_per_game": args.per_match}, args.hands, args.seed, "points a hand, one B among A")
        return
    pairings = [tuple(p.split(":")) for p in args.pairings.split(",")]
    print(f"Qing-Hun-Peng CPU ladder: >= {args.hands} hands per pairing, {args.per_match}-hand matches, each seed "
          f"played {PLAYERS} times with B in every seat, seed {args.seed}")
    print(machine())
    print(f"{'pairing (3 A vs B)':<20} {'hands':>6} {'B lazi/hand':>16} {'B won':>24} {'B fed':>24} "
          f"{'B liable':>8} {'drawn':>7} {'time':>6}")
    times: dict[str, list[float]] = {level: [] for level in VARIANT.cpu_levels}
    for a, b in pairings:
        start = time.perf_counter()
        r = pairing(a, b, args.hands, args.per_match, args.seed, times)
        took = time.perf_counter() - start
        mean, half = mean_ci(r["per_seed"])
        record("qinghunpeng", 4, a, b, mean, half, r["hands"], "lazi a hand, one B among A", "qinghunpeng_cpu.py")
        w, wlo, whi = wilson(r["won"], r["hands"])
        f, flo, fhi = wilson(r["fed"], r["hands"])
        print(f"{a + ' vs ' + b:<20} {r['hands']:>6} {mean:>+7.3f} ± {half:<6.3f}  "
              f"{w:>6.1%} [{wlo:.1%}, {whi:.1%}] {f:>6.1%} [{flo:.1%}, {fhi:.1%}] {r['pao'] / r['hands']:>8.1%} "
              f"{r['drawn'] / r['hands']:>6.1%} {took:>5.0f}s")
        sys.stdout.flush()
    print_times(times)


if __name__ == "__main__":
    main()

"""Piquet CPU ladder: each level against the one below (easy vs normal, normal vs strong), 95% intervals.

    python bench/piquet_ladder.py                      # 1,000+ deals per pairing
    python bench/piquet_ladder.py --deals 200 --pairings normal:strong

Whole matches (best of three games of 100) are played through Session, exactly as at the table,
until each pairing has played at least ``--deals`` deals; the two CPUs swap seats every match.
The strong CPU searches the table's number of playouts a move (``--iterations`` to change it)
with no clock, so every figure replays from ``--seed``. Reported per pairing, from the second
player's side (and the points a deal kept in bench/ladders.json for the README's table):
  deals won   share of deals where it scored more points than its opponent (ties count half)
  points/deal its mean points a deal minus the opponent's
  matches won share of matches won
with Wilson 95% intervals for the shares and a normal 95% interval for the mean.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ladder import mean_ci, wilson  # noqa: E402
from bench.ladder_table import record  # noqa: E402
from rules.core.search import Budget  # noqa: E402
from rules.core.session import Session  # noqa: E402
from rules.piquet.cpu import make_cpu  # noqa: E402
from rules.piquet.cpu.players import TABLE_BUDGET  # noqa: E402

PAIRINGS = (("easy", "normal"), ("normal", "strong"))


def run_pairing(a: str, b: str, deals: int, seed: int, budget: Budget) -> dict:
    """Matches until ``deals`` deals are played; results from b's side."""
    diffs: list[int] = []
    deal_wins = 0.0
    matches = match_wins = 0
    m = 0
    while len(diffs) < deals:
        match_seed = seed * 100_003 + m
        b_seat = m % 2  # swap seats every match
        levels = [b, a] if b_seat == 0 else [a, b]
        session = Session("piquet", 2, {}, match_seed)
        cpus = [make_cpu(levels[i], match_seed * 7 + i, budget) for i in (0, 1)]
        seen = 0
        while not session.is_over():
            seat = min(session.to_act())
            session.submit(cpus[seat].choose(session.view(seat), session.legal(seat)))
            for record in session.state.history[seen:]:
                d = record["totals"][b_seat] - record["totals"][1 - b_seat]
                diffs.append(d)
                deal_wins += 1.0 if d > 0 else 0.5 if d == 0 else 0.0
            seen = len(session.state.history)
        matches += 1
        match_wins += session.state.result["winner"] == b_seat
        m += 1
    return {"deals": len(diffs), "deal_wins": deal_wins, "diffs": diffs, "matches": matches, "match_wins": match_wins}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000, help="deals per pairing (whole matches are played)")
    parser.add_argument("--iterations", type=int, default=TABLE_BUDGET.iterations,
                        help="strong CPU playouts per card played (default: the table's)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pairings", nargs="+", default=[f"{a}:{b}" for a, b in PAIRINGS],
                        help="A:B pairings to play (default: each level against the one below)")
    args = parser.parse_args()
    budget = Budget(iterations=args.iterations)
    pairings = [tuple(p.split(":")) for p in args.pairings]
    print(f"Piquet ladder: >= {args.deals} deals per pairing, strong = {args.iterations} playouts/move, seed {args.seed}")
    print(f"machine: {platform.machine()} {platform.processor() or ''} python {platform.python_version()}, one core")
    print(f"{'pairing (A vs B)':<20} {'deals':>6} {'B deals won':>24} {'B points/deal':>18} {'matches':>8} {'B matches won':>24} {'time':>8}")
    for a, b in pairings:
        t0 = time.perf_counter()
        r = run_pairing(a, b, args.deals, args.seed, budget)
        took = time.perf_counter() - t0
        p, lo, hi = wilson(r["deal_wins"], r["deals"])
        mean, half = mean_ci(r["diffs"])
        mp, mlo, mhi = wilson(r["match_wins"], r["matches"])
        print(
            f"{a + ' vs ' + b:<20} {r['deals']:>6} {p:>8.1%} [{lo:.1%}, {hi:.1%}] {mean:>+7.1f} ± {half:<6.1f}"
            f" {r['matches']:>8} {mp:>8.1%} [{mlo:.1%}, {mhi:.1%}] {took:>7.0f}s"
        )
        sys.stdout.flush()
        record("piquet", 2, a, b, mean, half, r["deals"], "points a deal, seats swapped", "piquet_ladder.py")


if __name__ == "__main__":
    main()

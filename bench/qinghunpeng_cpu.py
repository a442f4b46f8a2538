"""Qing-Hun-Peng CPU ladder: random < easy < normal, with 95% intervals, and decision times.

    python bench/qinghunpeng_cpu.py                    # >= 3,000 hands per pairing (~6 minutes)
    python bench/qinghunpeng_cpu.py --hands 300 --seed 2

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

import argparse
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.kawuxing_cpu import mean_ci, percentile, wilson  # noqa: E402 (the ladder statistics)
from rules.core.session import Session  # noqa: E402
from rules.qinghunpeng.scoring import units  # noqa: E402
from rules.qinghunpeng.variant import VARIANT  # noqa: E402

PAIRINGS = (("random", "easy"), ("easy", "normal"), ("random", "normal"))
PLAYERS = 4


def match(seed: int, levels: list[str], hands: int, times: dict[str, list[float]]) -> Session:
    session = Session(VARIANT, PLAYERS, {"hands_per_game": hands}, seed)
    cpus = [VARIANT.cpu(level, seed * 31 + i) for i, level in enumerate(levels)]
    while not session.is_over():
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        start = time.perf_counter()
        command = cpus[seat].choose(view, legal)
        times[levels[seat]].append(time.perf_counter() - start)
        session.submit(command)
    return session


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
    per_seed: list[float] = []
    played = won = fed = pao = drawn = 0
    n = 0
    while played < hands:
        match_seed = seed * 100_003 + n
        points = 0
        count = 0
        for b_seat in range(PLAYERS):
            levels = [b if i == b_seat else a for i in range(PLAYERS)]
            session = match(match_seed, levels, per_match, times)
            for record in session.state.history:
                count += 1
                points += record["deltas"][b_seat]
                won += b_seat in record["winners"]
                fed += record["result"] == "win" and record.get("discarder") == b_seat
                pao += record["result"] == "win" and liable(record, b_seat)
                drawn += record["result"] == "draw"
        per_seed.append(points / count / lazi)
        played += count
        n += 1
    return {"hands": played, "seeds": n, "per_seed": per_seed, "won": won, "fed": fed, "pao": pao, "drawn": drawn}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000, help="hands per pairing (whole seeds are played)")
    parser.add_argument("--per-match", type=int, default=8, help="hands per match")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pairings", default=",".join(f"{a}:{b}" for a, b in PAIRINGS),
                        help="comma-separated A:B pairings (one B against three A)")
    args = parser.parse_args()
    pairings = [tuple(p.split(":")) for p in args.pairings.split(",")]
    print(f"Qing-Hun-Peng CPU ladder: >= {args.hands} hands per pairing, {args.per_match}-hand matches, each seed "
          f"played {PLAYERS} times with B in every seat, seed {args.seed}")
    print(f"machine: {platform.machine()} python {platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}, one core")
    print(f"{'pairing (3 A vs B)':<20} {'hands':>6} {'B lazi/hand':>16} {'B won':>24} {'B fed':>24} "
          f"{'B liable':>8} {'drawn':>7} {'time':>6}")
    times: dict[str, list[float]] = {level: [] for level in VARIANT.cpu_levels}
    for a, b in pairings:
        start = time.perf_counter()
        r = pairing(a, b, args.hands, args.per_match, args.seed, times)
        took = time.perf_counter() - start
        mean, half = mean_ci(r["per_seed"])
        w, wlo, whi = wilson(r["won"], r["hands"])
        f, flo, fhi = wilson(r["fed"], r["hands"])
        print(f"{a + ' vs ' + b:<20} {r['hands']:>6} {mean:>+7.3f} ± {half:<6.3f}  "
              f"{w:>6.1%} [{wlo:.1%}, {whi:.1%}] {f:>6.1%} [{flo:.1%}, {fhi:.1%}] {r['pao'] / r['hands']:>8.1%} "
              f"{r['drawn'] / r['hands']:>6.1%} {took:>5.0f}s")
        sys.stdout.flush()
    print("decision times (ms per choose):")
    for level, ts in times.items():
        if not ts:
            continue
        ms = sorted(t * 1000 for t in ts)
        print(f"  {level:<7} {len(ms):>7} decisions  p50 {percentile(ms, 0.5):6.2f}  p95 {percentile(ms, 0.95):6.2f}  "
              f"p99 {percentile(ms, 0.99):6.2f}  max {ms[-1]:7.2f}")


if __name__ == "__main__":
    main()

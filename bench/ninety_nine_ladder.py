"""99 CPU strength ladder: average score per deal, with 95% confidence intervals, for each level
against the one below it (easy / random, normal / easy, strong / normal), the seats of each
level rotating round the table.

    python bench/ninety_nine_ladder.py                 # 3 pairings x 120 matches x 9 deals = 3,240 deals
    python bench/ninety_nine_ladder.py --matches 12    # a quick look

Prints figures only; nothing here passes or fails. Each pairing seats one player of the first
level against two of the second; match m puts the first level in seat m mod 3, so every seat
order (and so every dealer order) is played alike. Matches are seeded and the search levels play
at their own iteration budgets without the table's time cap, so a run replays exactly. The
"paired" line is the first level's deal score less the mean of the second level's seats at the
same deal: paired per deal, it is the tightest measure of who is stronger. Each pairing's paired
edge is kept for the README's ladder table (bench/ladder_table.py).
"""

from __future__ import annotations

import argparse
import dataclasses
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ladder import mean_ci as interval  # noqa: E402
from bench.ladder_table import record  # noqa: E402
from rules.core.session import Session  # noqa: E402
from rules.ninety_nine.cpu.players import SEARCH_LEVELS, EasyCpu, RandomCpu, SearchCpu  # noqa: E402

PAIRINGS = (("easy", "random", "random"), ("normal", "easy", "easy"), ("strong", "normal", "normal"))


def make(level: str, seed: int):
    if level == "random":
        return RandomCpu(seed)
    if level == "easy":
        return EasyCpu()
    return SearchCpu(dataclasses.replace(SEARCH_LEVELS[level], seconds=None), seed)


def mean_ci(xs: list[float]) -> str:
    m, half = interval(xs)
    return f"{m:7.2f} ± {half:5.2f}"


def run_pairing(roles: tuple[str, ...], matches: int, seed0: int) -> dict[str, list[float]]:
    """Per-deal scores by level (one entry per seat-deal) and the paired difference per deal."""
    out: dict[str, list[float]] = {level: [] for level in roles}
    out["difference"] = []
    think: list[float] = []
    for m in range(matches):
        seat_roles = [roles[(s - m) % 3] for s in range(3)]  # the first role sits in seat m mod 3
        seed = seed0 + m
        session = Session("ninety_nine", 3, {}, seed)
        cpus = [make(level, seed * 101 + s) for s, level in enumerate(seat_roles)]
        while not session.is_over():
            seat = min(session.to_act())
            start = time.perf_counter()
            command = cpus[seat].choose(session.view(seat), session.legal(seat))
            if seat_roles[seat] == roles[0] and roles[0] in SEARCH_LEVELS:
                think.append(time.perf_counter() - start)
            for event in session.submit(command):
                if event.kind != "hand_ended":
                    continue
                deltas = event.data["deltas"]
                for s, level in enumerate(seat_roles):
                    out[level].append(deltas[s])
                first = seat_roles.index(roles[0])
                rivals = [deltas[s] for s in range(3) if s != first and seat_roles[s] == roles[1]]
                out["difference"].append(deltas[first] - statistics.fmean(rivals))
    if think:
        out["think"] = think
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description="99 CPU strength ladder")
    parser.add_argument("--matches", type=int, default=120, help="matches of 9 deals per pairing (default 120)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"99 ladder: {args.matches} matches x 9 deals per pairing, "
          f"seed {args.seed}; {platform.python_implementation()} {platform.python_version()} on {platform.machine()}")
    started = time.perf_counter()
    total = 0
    for roles in PAIRINGS:
        t0 = time.perf_counter()
        out = run_pairing(roles, args.matches, args.seed)
        deals = len(out["difference"])
        total += deals
        print(f"\n{' + '.join(roles)}: {deals} deals in {time.perf_counter() - t0:.0f} s")
        for level in dict.fromkeys(roles):
            print(f"  {level:<7} mean score per deal {mean_ci(out[level])}  (n={len(out[level])} seat-deals)")
        print(f"  {roles[0]} minus {roles[1]}, paired per deal: {mean_ci(out['difference'])}")
        record("ninety_nine", 3, roles[1], roles[0], *interval(out["difference"]), deals,
               "points a deal, paired", "ninety_nine_ladder.py")
        if "think" in out:
            t = sorted(out["think"])
            print(f"  {roles[0]} think time per move: mean {statistics.fmean(t) * 1000:.0f} ms, "
                  f"95th pct {t[int(0.95 * (len(t) - 1))] * 1000:.0f} ms, max {t[-1] * 1000:.0f} ms")
    print(f"\n{total} deals in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

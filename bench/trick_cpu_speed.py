"""Think time of the strong trick-game CPUs (99 and Piquet) at their full budget, and a digest
of their seeded decisions (to prove a speed-up changed no move).

    python bench/trick_cpu_speed.py                        # 20 deals of 99, 6 of Piquet
    python bench/trick_cpu_speed.py --deals 100 --piquet-deals 20 --save digests.json
    python bench/trick_cpu_speed.py --deals 100 --piquet-deals 20 --check digests.json

Each deal seats one strong CPU against easy ones (99: the strong seat moves round the table
match by match; Piquet: it swaps seats). Times are per strong decision, twice: wall-clock (what
a player waits, the machine's load included) and the process's CPU time (the code's own cost,
steady under load). The searches' time caps
are lifted for the digests (``--capped`` keeps them, as at the table): with the cap a slow
moment could cut a search short, and then the digest would measure the machine, not the code.
The "cap hits" line counts searches that stopped before their iteration budget. Piquet's strong
is timed as it plays today; ``--save`` / ``--check`` digest the former strong, whose decisions
tests/tricks/test_cpu_speed_determinism.py pins.
Prints figures only; nothing here passes or fails except ``--check`` reporting a mismatch.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import rules.ninety_nine.cpu.players as nn_players  # noqa: E402
import rules.piquet.cpu.players as pq_players  # noqa: E402
from rules.core import search as search_module  # noqa: E402
from rules.piquet.cpu.players import FORMER_STRONG, STRONG  # noqa: E402
from tests.tricks.cpu_digests import strong_deal_digests  # noqa: E402

CAP_HITS = [0, 0]  # searches cut short by their time cap, searches run


def _counting_search(*args, **kwargs):
    result = search_module.search(*args, **kwargs)
    budget = args[3] if len(args) > 3 else kwargs.get("budget", search_module.Budget())
    CAP_HITS[1] += 1
    CAP_HITS[0] += len(args[1]) > 1 and result.iterations < budget.iterations
    return result


nn_players.search = _counting_search
pq_players.search = _counting_search


def report(name: str, think: list[tuple[float, float]]) -> None:
    if not think:
        return
    for label, times in (("wall", [w for w, _ in think]), ("cpu", [c for _, c in think])):
        t = sorted(times)
        print(f"{name} ({label}): {len(t)} strong decisions; p50 {statistics.median(t) * 1000:.0f} ms, "
              f"p95 {t[int(0.95 * (len(t) - 1))] * 1000:.0f} ms, max {t[-1] * 1000:.0f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description="strong trick CPUs: think time and decision digests")
    parser.add_argument("--deals", type=int, default=20, help="99 deals (default 20)")
    parser.add_argument("--piquet-deals", type=int, default=6, help="Piquet deals (default 6)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--capped", action="store_true", help="keep the searches' time caps (as at the table)")
    parser.add_argument("--save", type=Path, help="write the per-deal digests to this JSON file")
    parser.add_argument("--check", type=Path, help="compare the per-deal digests with this JSON file")
    args = parser.parse_args()
    started = time.perf_counter()
    nn_think: list[tuple[float, float]] = []
    nn_digests = strong_deal_digests("ninety_nine", args.deals, args.seed, args.capped, nn_think)
    report("99", nn_think)
    pq_think: list[tuple[float, float]] = []
    pq_digests = strong_deal_digests("piquet", args.piquet_deals, args.seed, args.capped, pq_think,
                                     FORMER_STRONG if args.save or args.check else STRONG)
    report("piquet", pq_think)
    print(f"cap hits: {CAP_HITS[0]} of {CAP_HITS[1]} searches; {time.perf_counter() - started:.0f} s in all")
    digests = {"ninety_nine": nn_digests, "piquet": pq_digests}
    if args.save:
        args.save.write_text(json.dumps(digests, indent=1) + "\n")
    if args.check:
        old = json.loads(args.check.read_text())
        for game, new in digests.items():
            same = sum(a == b for a, b in zip(old[game], new))  # a shorter run checks the first deals
            print(f"{game}: {same} of {len(new)} deals decided as recorded"
                  + ("" if same == len(new) <= len(old[game]) else "  <-- MISMATCH"))
    return 0


if __name__ == "__main__":
    sys.exit(main())

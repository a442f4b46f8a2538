"""Think time of the strong trick-game CPUs (99 and Piquet) at their full budget, and a digest
of their seeded decisions (to prove a speed-up changed no move).

    python bench/trick_cpu_speed.py                        # 20 deals of 99, 6 of Piquet
    python bench/trick_cpu_speed.py --deals 100 --piquet-deals 20 --save digests.json
    python bench/trick_cpu_speed.py --deals 100 --piquet-deals 20 --check digests.json

Each deal seats one strong CPU against easy ones (99: the strong seat moves round the table
match by match; Piquet: it swaps seats). Times are per strong decision. The searches' time caps
are lifted for the digests (``--capped`` keeps them, as at the table): with the cap a slow
moment could cut a search short, and then the digest would measure the machine, not the code.
The "cap hits" line counts searches that stopped before their iteration budget.
Prints figures only; nothing here passes or fails except ``--check`` reporting a mismatch.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import rules.ninety_nine.cpu.players as nn_players  # noqa: E402
import rules.piquet.cpu.players as pq_players  # noqa: E402
from rules.core.session import Session  # noqa: E402
from rules.ninety_nine.cpu.players import SEARCH_LEVELS, EasyCpu, SearchCpu  # noqa: E402
from rules.piquet.cpu import make_cpu as piquet_cpu  # noqa: E402
from rules.tricks import search as search_module  # noqa: E402

CAP_HITS = [0, 0]  # searches cut short by their time cap, searches run


def _counting_search(*args, **kwargs):
    result = search_module.search(*args, **kwargs)
    budget = args[3] if len(args) > 3 else kwargs.get("budget", search_module.Budget())
    CAP_HITS[1] += 1
    CAP_HITS[0] += len(args[1]) > 1 and result.iterations < budget.iterations
    return result


nn_players.search = _counting_search
pq_players.search = _counting_search


def _move(command) -> str:
    return f"{command.action}:{' '.join(command.cards)}:{command.choice}"


def ninety_nine(deals: int, capped: bool, seed0: int) -> tuple[list[float], list[str]]:
    level = SEARCH_LEVELS["strong"] if capped else dataclasses.replace(SEARCH_LEVELS["strong"], seconds=None)
    think: list[float] = []
    digests: list[str] = []
    m = 0
    while len(digests) < deals:
        seed = seed0 + m
        strong = m % 3
        session = Session("ninety_nine", 3, {}, seed)
        cpus = [SearchCpu(level, seed * 101 + s) if s == strong else EasyCpu() for s in range(3)]
        moves: list[str] = []
        while not session.is_over() and len(digests) < deals:
            seat = min(session.to_act())
            start = time.perf_counter()
            command = cpus[seat].choose(session.view(seat), session.legal(seat))
            if seat == strong:
                think.append(time.perf_counter() - start)
                moves.append(_move(command))
            for event in session.submit(command):
                if event.kind == "hand_ended":
                    digests.append(hashlib.sha256("|".join(moves).encode()).hexdigest()[:16])
                    moves = []
        m += 1
    return think, digests


def piquet(deals: int, capped: bool, seed0: int) -> tuple[list[float], list[str]]:
    budget = pq_players.TABLE_BUDGET if capped else dataclasses.replace(pq_players.TABLE_BUDGET, seconds=None)
    think: list[float] = []
    digests: list[str] = []
    m = 0
    while len(digests) < deals:
        seed = seed0 * 100_003 + m
        strong = m % 2
        session = Session("piquet", 2, {}, seed)
        cpus = [piquet_cpu("strong" if s == strong else "easy", seed * 7 + s, budget) for s in range(2)]
        moves: list[str] = []
        seen = 0
        while not session.is_over() and len(digests) < deals:
            seat = min(session.to_act())
            start = time.perf_counter()
            command = cpus[seat].choose(session.view(seat), session.legal(seat))
            if seat == strong:
                think.append(time.perf_counter() - start)
                moves.append(_move(command))
            session.submit(command)
            for _ in session.state.history[seen:]:
                digests.append(hashlib.sha256("|".join(moves).encode()).hexdigest()[:16])
                moves = []
            seen = len(session.state.history)
        m += 1
    return think, digests


def report(name: str, think: list[float]) -> None:
    if not think:
        return
    t = sorted(think)
    print(f"{name}: {len(t)} strong decisions; p50 {statistics.median(t) * 1000:.0f} ms, "
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
    nn_think, nn_digests = ninety_nine(args.deals, args.capped, args.seed)
    report("99", nn_think)
    pq_think, pq_digests = piquet(args.piquet_deals, args.capped, args.seed)
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

"""Piquet strong against the strong level it replaced, over duplicate deals.

    nice -n 10 python bench/piquet_strong.py                  # 1,000 duplicate deals
    nice -n 10 python bench/piquet_strong.py --deals 200 --progress 25
    nice -n 10 python bench/piquet_strong.py --without sim_exchange   # what one part brings
    nice -n 10 python bench/piquet_strong.py --part sink --deals 400  # one part, on common deals

Each duplicate deal is the first deal of a fresh match from one seed (the same cards, talon and
dealer), played twice: the new strong in seat 0, then in seat 1. Its score is the mean of the
new strong's margin at the two tables, so the luck of the cards cancels; the figure is the mean
points a deal with a normal 95% interval. The former strong is the same class with its feature
switches off (rules.piquet.cpu.players.FORMER_STRONG). Both search on the table budget's
playouts with no clock, so every figure replays from ``--seed``.

``--part NAME`` measures one feature on common deals instead: each deal is played by two strong
CPUs without it, then again with one of them (each seat in turn) given it, seeds unchanged; a
sample is that seat's margin less its margin in the first game, zero wherever the part changed
nothing, so a part that acts in few deals is measured without the noise of the others.

Decision times (only as a
measure) are given per level as p50 / p95 / max over every decision with a choice, in wall-clock
and in process CPU time (the wall clock grows with the machine's load; the CPU time does not).
"""

from __future__ import annotations

import argparse
import dataclasses
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ladder import mean_ci, percentile  # noqa: E402
from bench.ladder_table import record  # noqa: E402
from rules.core.search import Budget  # noqa: E402
from rules.core.session import Session  # noqa: E402
from rules.piquet.cpu.players import FORMER_STRONG, STRONG, TABLE_BUDGET, Features, PiquetCpu  # noqa: E402


def play_deal(seed: int, features: list[Features], budget: Budget, times: list[list[tuple[float, float]]]) -> list[int]:
    """The first deal of match ``seed``; seat i plays strong with ``features[i]``. Its totals."""
    session = Session("piquet", 2, {}, seed)
    cpus = [PiquetCpu("strong", seed * 7 + i, budget, features[i]) for i in (0, 1)]
    while not session.state.history and not session.is_over():
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        t0, c0 = time.perf_counter(), time.process_time()
        cmd = cpus[seat].choose(view, legal)
        if len(legal) > 1:
            times[seat].append((time.perf_counter() - t0, time.process_time() - c0))
        session.submit(cmd)
    return list(session.state.history[0]["totals"])


def margin(totals: list[int], seat: int) -> int:
    return totals[seat] - totals[1 - seat]


def part_on_common_deals(name: str, deals: int, seed: int, budget: Budget, progress: int) -> None:
    """The ``--part`` measure: strong with feature ``name`` against strong without it."""
    without = dataclasses.replace(STRONG, **{name: False})
    print(f"Piquet strong with {name} vs without, {deals} common deals, seed {seed}")
    scores: list[float] = []
    changed = 0
    t_start = time.perf_counter()
    for i in range(deals):
        deal_seed = seed * 100_003 + i
        unused: list[list[tuple[float, float]]] = [[], []]
        base = play_deal(deal_seed, [without, without], budget, unused)
        diffs = []
        for seat in (0, 1):
            feats = [STRONG if s == seat else without for s in (0, 1)]
            diffs.append(margin(play_deal(deal_seed, feats, budget, unused), seat) - margin(base, seat))
        changed += any(diffs)
        scores.append(sum(diffs) / 2)
        if (i + 1) % progress == 0 or i + 1 == deals:
            mean, half = mean_ci(scores)
            print(f"{i + 1:>5} deals: with {name} {mean:+.2f} ± {half:.2f} points a deal; the outcome changed in "
                  f"{changed} ({time.perf_counter() - t_start:.0f}s)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000, help="duplicate deals (each played twice)")
    parser.add_argument("--iterations", type=int, default=TABLE_BUDGET.iterations, help="playouts a searched card")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--progress", type=int, default=50, help="print the running figure every this many deals")
    parser.add_argument("--without", default="", help="strong's features to switch off, comma-separated (e.g. sim_exchange)")
    parser.add_argument("--part", help="one of strong's features, measured on common deals (see above)")
    args = parser.parse_args()
    if args.part:
        part_on_common_deals(args.part, args.deals, args.seed, Budget(iterations=args.iterations), args.progress)
        return
    new = dataclasses.replace(STRONG, **{name: False for name in args.without.split(",") if name})
    budget = Budget(iterations=args.iterations)
    print(f"Piquet strong {new} vs former strong: {args.deals} duplicate deals, {args.iterations} playouts/searched card, seed {args.seed}")
    print(f"machine: {platform.machine()} python {platform.python_version()}, one process")
    scores: list[float] = []
    times: dict[str, list[tuple[float, float]]] = {"strong": [], "former": []}
    t_start = time.perf_counter()
    for i in range(args.deals):
        seed = args.seed * 100_003 + i
        margin_sum = 0.0
        for new_seat in (0, 1):
            feats = [new, FORMER_STRONG] if new_seat == 0 else [FORMER_STRONG, new]
            seat_times: list[list[tuple[float, float]]] = [[], []]
            totals = play_deal(seed, feats, budget, seat_times)
            margin_sum += margin(totals, new_seat)
            times["strong"] += seat_times[new_seat]
            times["former"] += seat_times[1 - new_seat]
        scores.append(margin_sum / 2)
        if (i + 1) % args.progress == 0 or i + 1 == args.deals:
            mean, half = mean_ci(scores)
            took = time.perf_counter() - t_start
            print(f"{i + 1:>5} duplicate deals: strong {mean:+.2f} ± {half:.2f} points a deal  ({took:.0f}s)")
            sys.stdout.flush()
    if not args.without:  # the whole strong against the former: the README's ladder table
        record("piquet", 2, "former strong", "strong", *mean_ci(scores), len(scores), "points a deal, duplicate", "piquet_strong.py")
    for level, xs in times.items():
        for i, clock in enumerate(("wall", "CPU")):
            ms = sorted(x[i] * 1000 for x in xs)
            print(f"{level:<7} {clock:<4} decisions {len(ms):>6}: p50 {percentile(ms, 0.5):.0f} ms, p95 {percentile(ms, 0.95):.0f} ms, max {ms[-1]:.0f} ms")


if __name__ == "__main__":
    main()

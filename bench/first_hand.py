"""Benchmark: is a process's first CPU decision as fast as its later ones? (prints figures only)

    python bench/first_hand.py                       # Emperor, 6 fresh processes
    python bench/first_hand.py --game qinghunpeng --procs 4 --decisions 400

Each process is started afresh (nothing memoised yet), imports the game, and lets its normal CPUs
play seeded matches; every decision is timed in order. Printed: the import time, the first decision
of each process, the process's first 20 decisions, every later one, and the first decision of
each later hand, the like-for-like comparison (p50 / p95 / max in ms, pooled over the processes).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EARLY = 20  # decisions counted as "first ones"


def child(game: str, level: str, seed: int, decisions: int) -> None:
    """In a fresh process: import, play, print the import time and each decision's time."""
    sys.path.insert(0, str(ROOT))
    import importlib

    start = time.perf_counter()
    from rules.core.session import Session

    make_cpu = importlib.import_module(f"rules.{game}.cpu").make_cpu
    imported = time.perf_counter() - start
    times: list[float] = []
    openers: list[int] = []  # the index of each hand's first decision
    match = 0
    while len(times) < decisions:
        session = Session(game, seed=seed * 1000 + match)
        cpus = [make_cpu(level, seed * 101 + i) for i in range(len(session.state.scores))]
        hand = None
        while not session.is_over() and len(times) < decisions:
            if hand != len(session.state.history):
                hand = len(session.state.history)
                openers.append(len(times))
            seat = min(session.to_act())
            view, legal = session.view(seat), session.legal(seat)
            t = time.perf_counter()
            command = cpus[seat].choose(view, legal)
            times.append(time.perf_counter() - t)
            session.submit(command)
        match += 1
    print(json.dumps({"import": imported, "times": times, "openers": openers}))


def stats(values: list[float]) -> str:
    v = sorted(values)
    return (f"p50 {1000 * statistics.median(v):7.2f}   p95 {1000 * v[int(0.95 * (len(v) - 1))]:7.2f}   "
            f"max {1000 * v[-1]:7.2f} ms  ({len(v)})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="emperor")
    ap.add_argument("--level", default="normal")
    ap.add_argument("--procs", type=int, default=6, help="fresh processes, one after another")
    ap.add_argument("--decisions", type=int, default=300, help="decisions timed per process")
    ap.add_argument("--child", type=int, metavar="SEED", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child is not None:
        child(args.game, args.level, args.child, args.decisions)
        return
    print(f"CPython {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores; "
          f"{args.game}, {args.level} CPUs, {args.procs} processes x {args.decisions} decisions")
    runs = []
    for seed in range(args.procs):
        out = subprocess.run([sys.executable, __file__, "--game", args.game, "--level", args.level,
                              "--decisions", str(args.decisions), "--child", str(seed)],
                             check=True, capture_output=True, text=True).stdout
        runs.append(json.loads(out.splitlines()[-1]))
    print(f"import of the game and its CPU: {stats([r['import'] for r in runs])}")
    print(f"first decision of a process:    {stats([r['times'][0] for r in runs])}")
    print(f"decisions 1-{EARLY}:               {stats([t for r in runs for t in r['times'][:EARLY]])}")
    print(f"later decisions:                {stats([t for r in runs for t in r['times'][EARLY:]])}")
    print(f"first decision of later hands:  {stats([r['times'][i] for r in runs for i in r['openers'][1:]])}")
    slowest = [max(range(len(r["times"])), key=r["times"].__getitem__) for r in runs]
    print(f"slowest decision of each process: #{', #'.join(map(str, slowest))} (counting from 0)")


if __name__ == "__main__":
    main()

"""Benchmark: the mahjong engine's shanten and win check (not a test; prints figures).

    python bench/mahjong_shanten.py [--n 20000] [--seed 20261121]

On one seeded sample, side by side in one run:

- standard-shape shanten, ours (``rules.mahjong.shanten``) vs PyPI ``mahjong``
  (``Shanten.calculate_shanten_for_regular_hand``), on random hands of 13 and 14 tiles, and on
  near-ready hands; µs per hand and the ratio;
- win check without wildcards, ours (``is_complete``) vs PyPI ``Agari.is_agari``;
- our win check with 0-4 wildcards (Wuhan's laizi: wildcards may not be 中, 2-5-8 pair),
  µs per hand.

"cold" empties every memo table first (the shipped tables stay loaded, as in any process) and
makes one pass; "warm" repeats the same sample with the tables kept (a game's situation after its
first few hands), best of three passes, taken interleaved with PyPI's so both see the same load
on the shared machine.

First: fresh processes (one per library and seed, nothing memoised, the import not counted) time
their first 1,000 random hands and then the next 1,000, for shanten and for the win check; a
process's first hands are what a player meets at the start of a game.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mahjong.agari import Agari
from mahjong.shanten import Shanten

from rules.mahjong import PAIR_258, RED, is_complete, shanten, tables
from tests.mahjong.gen import near_complete, random_counts, take_wilds


def per_call(fn: Callable[[list[int]], object], hands: list[list[int]], repeat: int = 1) -> float:
    """µs per call of ``fn`` over ``hands``: the best of ``repeat`` passes (the machine is
    shared, so the fastest pass is the least disturbed one)."""
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        for h in hands:
            fn(h)
        best = min(best, time.perf_counter() - t)
    return best / len(hands) * 1e6


FIRST = 1000  # hands in each of a fresh process's first and second batches


def first_hands(lib: str, seed: int) -> dict[str, list[float]]:
    """In a fresh process: µs per hand over the first and the next FIRST hands, for shanten and
    for the win check of ``lib`` ("ours" or "pypi")."""
    rng = random.Random(seed)
    hands = [random_counts(rng, 13) for _ in range(2 * FIRST)]
    wins = [near_complete(rng, changes=1) for _ in range(2 * FIRST)]
    if lib == "ours":
        fns = {"shanten": shanten, "win check": is_complete}
    else:
        fns = {"shanten": Shanten.calculate_shanten_for_regular_hand, "win check": Agari.is_agari}
    out = {}
    for name, sample in (("shanten", hands), ("win check", wins)):
        out[name] = [per_call(fns[name], sample[:FIRST]), per_call(fns[name], sample[FIRST:])]
    return out


def fresh_processes(seeds: int) -> None:
    print(f"\nfresh process, µs per hand: first {FIRST:,} random hands, then the next {FIRST:,} "
          f"(median of {seeds} processes each)")
    print(f"{'':<12}{'ours first':>12}{'ours next':>11}{'PyPI first':>12}{'PyPI next':>11}{'PyPI/ours first':>17}")
    got: dict[str, dict[str, list[list[float]]]] = {"ours": {}, "pypi": {}}
    for seed in range(seeds):
        for lib in ("ours", "pypi"):
            out = subprocess.run([sys.executable, __file__, "--child", lib, "--seed", str(seed)],
                                 check=True, capture_output=True, text=True).stdout
            for name, pair in json.loads(out.splitlines()[-1]).items():
                got[lib].setdefault(name, []).append(pair)
    for name in got["ours"]:
        o = [statistics.median(p[i] for p in got["ours"][name]) for i in (0, 1)]
        r = [statistics.median(p[i] for p in got["pypi"][name]) for i in (0, 1)]
        print(f"{name:<12}{o[0]:>12.2f}{o[1]:>11.2f}{r[0]:>12.2f}{r[1]:>11.2f}{r[0] / o[0]:>16.1f}x")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=20261121)
    ap.add_argument("--fresh", type=int, default=5, help="fresh processes per library for the first-hands figures")
    ap.add_argument("--child", choices=("ours", "pypi"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(first_hands(args.child, args.seed)))
        return
    rng = random.Random(args.seed)
    print(f"CPython {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores; n = {args.n} hands per sample")
    fresh_processes(args.fresh)

    samples = {
        "random 13 tiles": [random_counts(rng, 13) for _ in range(args.n)],
        "random 14 tiles": [random_counts(rng, 14) for _ in range(args.n)],
        "near-ready 13 tiles": [take_wilds(rng, near_complete(rng, changes=2), 1) for _ in range(args.n)],
    }
    print("\nstandard shanten, µs per hand")
    print(f"{'sample':<22}{'ours cold':>11}{'ours warm':>11}{'PyPI':>9}{'PyPI/ours warm':>16}{'PyPI/ours cold':>16}")
    for name, hands in samples.items():
        tables.clear_caches()
        cold = per_call(shanten, hands)
        warm = ref = float("inf")
        for _ in range(3):  # interleaved, so both sides see the same machine load
            warm = min(warm, per_call(shanten, hands))
            ref = min(ref, per_call(Shanten.calculate_shanten_for_regular_hand, hands))
        assert all(shanten(c) == Shanten.calculate_shanten_for_regular_hand(c) for c in hands[:2000])
        print(f"{name:<22}{cold:>11.2f}{warm:>11.2f}{ref:>9.2f}{ref / warm:>15.1f}x{ref / cold:>15.1f}x")

    print("\nwin check without wildcards, µs per hand (about half the hands win)")
    hands = [near_complete(rng, changes=1) for _ in range(args.n)]
    tables.clear_caches()
    cold = per_call(is_complete, hands)
    warm = per_call(is_complete, hands, repeat=3)
    ref = per_call(Agari.is_agari, hands, repeat=3)
    print(f"ours cold {cold:.2f}, ours warm {warm:.2f}, PyPI Agari.is_agari {ref:.2f} (includes seven pairs and 13 orphans)")

    print("\nwin check with wildcards (Wuhan: not 中, 2-5-8 pair), µs per hand")
    not_red = frozenset(range(34)) - {RED}
    tables.clear_caches()
    print(f"{'wildcards':<10}{'cold':>9}{'warm':>9}{'wins':>8}")
    for w in range(5):
        hands = [take_wilds(rng, near_complete(rng, changes=1), w) for _ in range(args.n)]
        def check(c: list[int], w: int = w) -> bool:
            return is_complete(c, w, wild_can_be=not_red, pair_ok=PAIR_258)

        cold = per_call(check, hands)
        warm = per_call(check, hands, repeat=3)
        wins = sum(check(c) for c in hands) / len(hands)
        print(f"{w:<10}{cold:>9.2f}{warm:>9.2f}{wins:>8.0%}")


if __name__ == "__main__":
    main()

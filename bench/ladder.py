"""The harness the mahjong CPU ladders share (bench/kawuxing_cpu.py, bench/qinghunpeng_cpu.py,
bench/trump_mahjong_cpu.py): matches played by CPU levels with each decision timed, every seed
played once per seat with the tested level B in it, the 95% intervals, and the decision-time table.
A ladder keeps only its game's options, its tallies of a hand record and its columns."""

from __future__ import annotations

import argparse
import math
import os
import platform
import time
from collections.abc import Callable
from typing import Any

from bench import ladder_table
from rules.core.session import Session
from rules.core.variant import Variant

PAIRINGS = (("random", "easy"), ("easy", "normal"), ("random", "normal"))
Z = 1.96


def mean_ci(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its normal 95% interval."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, Z * math.sqrt(var / n)


def wilson(successes: float, n: int) -> tuple[float, float, float]:
    """A share and its Wilson 95% interval (clamped to [0, 1] against rounding)."""
    p = successes / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
    return p, max(0.0, centre - half), min(1.0, centre + half)


def percentile(sorted_ms: list[float], q: float) -> float:
    return sorted_ms[min(len(sorted_ms) - 1, int(len(sorted_ms) * q))]


def parser(doc: str, hands: int) -> argparse.ArgumentParser:
    """The options every ladder takes: ``--hands`` (default ``hands``) and ``--seed``."""
    p = argparse.ArgumentParser(description=doc.splitlines()[0])
    p.add_argument("--hands", type=int, default=hands, help="hands per pairing (whole seeds are played)")
    p.add_argument("--seed", type=int, default=1)
    return p


def machine() -> str:
    return (f"machine: {platform.machine()} python {platform.python_implementation()} {platform.python_version()}, "
            f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}, one core")


def match(variant: Variant, players: int, options: dict[str, Any], seed: int, levels: list[str],
          times: dict[str, list[float]], cpu_times: dict[str, list[float]] | None = None) -> Session:
    """One match of CPUs at ``levels`` (by seat), each ``choose`` timed into ``times`` by level
    (and its process CPU time into ``cpu_times``: on a shared machine the wall clock counts others' work)."""
    session = Session(variant, players, options, seed)
    cpus = [variant.cpu(level, seed * 31 + i) for i, level in enumerate(levels)]
    while not session.is_over():
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        start, cpu_start = time.perf_counter(), time.process_time()
        command = cpus[seat].choose(view, legal)
        times[levels[seat]].append(time.perf_counter() - start)
        if cpu_times is not None:
            cpu_times[levels[seat]].append(time.process_time() - cpu_start)
        session.submit(command)
    return session


def rotations(variant: Variant, players: int, options: dict[str, Any], a: str, b: str, hands: int, seed: int,
              times: dict[str, list[float]], tally: Callable[[dict[str, Any], int], None],
              cpu_times: dict[str, list[float]] | None = None) -> tuple[list[float], int, int]:
    """Seeds played once per seat, B in that seat and A in the others, until at least ``hands``
    hands are played; ``tally(record, b_seat)`` sees every hand record. Returns B's mean points per
    hand of each seed (a seed's matches are one sample), the hands and the seeds played."""
    per_seed: list[float] = []
    played = n = 0
    while played < hands:
        match_seed = seed * 100_003 + n
        points = count = 0
        for b_seat in range(players):
            levels = [b if i == b_seat else a for i in range(players)]
            session = match(variant, players, options, match_seed, levels, times, cpu_times)
            for record in session.state.history:
                count += 1
                points += record["deltas"][b_seat]
                tally(record, b_seat)
        per_seed.append(points / count)
        played += count
        n += 1
    return per_seed, played, n


def strong_vs_normal(variant: Variant, players: int, options: dict[str, Any], hands: int, seed: int, unit: str) -> None:
    """The strong level's ladder: one strong seat among normal ones, each seed with strong in every
    seat; strong's mean points per hand with its 95% interval (kept for the README's ladder table,
    in ``unit``), and the decision times (wall clock and process CPU time) of both levels."""
    times: dict[str, list[float]] = {"normal": [], "strong": []}
    cpu_times: dict[str, list[float]] = {"normal": [], "strong": []}
    start = time.perf_counter()
    per_seed: list[float] = []
    played = 0
    while played < hands:  # one seed at a time, the running figure printed: a long run may be cut short
        means, count, _ = rotations(variant, players, options, "normal", "strong", 1, seed * 1000 + len(per_seed),
                                    times, lambda record, b_seat: None, cpu_times)
        per_seed += means
        played += count
        mean, half = mean_ci(per_seed)
        print(f"  normal vs strong: {played} hands ({len(per_seed)} seeds x {players} seats), strong's points/hand "
              f"{mean:+.2f} ± {half:.2f} (95%), {time.perf_counter() - start:.0f} s", flush=True)
        if played >= hands or len(per_seed) % 2 == 0:
            print_times(times)
            print("process CPU time per decision (what the decision itself costs on one free core):")
            print_times(cpu_times)
    ladder_table.record(variant.id, players, "normal", "strong", *mean_ci(per_seed), played, unit, f"{variant.id}_cpu.py")


def print_times(times: dict[str, list[float]]) -> None:
    print("decision times (ms per choose):")
    for level, ts in times.items():
        if not ts:
            continue
        ms = sorted(t * 1000 for t in ts)
        print(f"  {level:<7} {len(ms):>7} decisions  p50 {percentile(ms, 0.5):6.2f}  p95 {percentile(ms, 0.95):6.2f}  "
              f"p99 {percentile(ms, 0.99):6.2f}  max {ms[-1]:7.2f}")

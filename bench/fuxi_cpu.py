"""Fuxi CPU ladder: random, easy, normal and strong against each other, 3 and 4 players.

    python bench/fuxi_cpu.py                          # 600 hands per mix, 150 with a strong seat
    python bench/fuxi_cpu.py --hands 1000 --strong-hands 300 --players 4

Each mix puts one seat of a level B (the lone seat) in a field of another level A, and the same
seeds are played with the lone seat rotated round the table, so seat and lord luck cancel. The
levels are compared in the same seat against the same opponents: for each field A, B alone is set
against A alone (the baseline, A in A) hand by hand on the same deals, and the differences are
given with 95% intervals, and so is each level against the one below it. A field of strong seats is not played (four searches a turn: too slow
for the bench); strong is set against the others as the lone seat.

Measures, per seat-hand: points; whether the seat went out (won); and **plays left** when the hand
ended: the fewest plays that would have emptied the seat's hand, the specials counted
(``cpu_shape.min_plays``; 0 for the winner) -- the distance from going out, which separates the
levels where wins are too rare to (see bench/fuxi_outs.py for why they are rare). Lower is better.
Then decision times per level, in process CPU time (the CPU's choice only; the session builds the
legal list), and how many strong searches the safety net stopped (none should). Prints figures only.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ladder import mean_ci as interval  # noqa: E402
from bench.ladder_table import record  # noqa: E402
from rules.core.session import Session  # noqa: E402
from rules.fuxi.cpu_plan import counts_of  # noqa: E402
from rules.fuxi.cpu_shape import min_plays  # noqa: E402
from rules.fuxi.variant import VARIANT  # noqa: E402

LEVELS = ("random", "easy", "normal", "strong")
FIELDS = ("random", "easy", "normal")


class Tally:
    """The lone seat's points, wins and plays left per hand, each under its key (the lone seat
    and the hand's number from that seat's first seed), so two mixes on the same seeds pair hand
    by hand; and the share of hands anyone won."""

    def __init__(self) -> None:
        self.points: dict[tuple[int, int], int] = {}
        self.wins: dict[tuple[int, int], int] = {}
        self.left: dict[tuple[int, int], int] = {}
        self.hands = 0
        self.won = 0


def play_hands(players: int, levels: list[str], lone: int, seed: int, hands: int, tally: Tally,
               times: dict[str, list[float]], capped: dict[str, int]) -> None:
    """Play from ``seed`` until ``hands`` hands are done (new matches as needed); seat ``lone``
    is tallied."""
    done = 0
    while done < hands:
        session = Session(VARIANT, players, {"players": players}, seed)
        cpus = [VARIANT.cpu(levels[i], seed * 101 + i) for i in range(players)]
        seed += 1
        while not session.is_over() and done < hands:
            seat = min(session.to_act())
            view, legal = session.view(seat), session.legal(seat)
            start = time.process_time()  # CPU time: other processes on a shared machine do not count
            command = cpus[seat].choose(view, legal)
            times[levels[seat]].append(time.process_time() - start)
            for event in session.submit(command):
                if event.kind != "hand_ended":
                    continue
                key = (lone, done)
                done += 1
                tally.hands += 1
                tally.won += event.data["result"] == "win"
                tally.points[key] = event.data["deltas"][lone]
                tally.wins[key] = int((event.data["win"] or {}).get("winner") == lone)
                tally.left[key] = min_plays(counts_of(event.data["hands"][lone]))
        for i, cpu in enumerate(cpus):
            capped[levels[i]] += getattr(cpu, "capped", 0)


def mean_ci(xs: list[float]) -> str:
    m, half = interval(xs)
    return f"{m:+7.3f} ± {half:5.3f}"


def share_ci(xs: list[int]) -> str:
    """A share with its 95% Wilson interval (sound at the few-percent shares of Fuxi wins)."""
    n, p, z = len(xs), statistics.fmean(xs), 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return f"{p:5.1%} [{max(centre - half, 0):4.1%}, {centre + half:4.1%}]"


def mix(players: int, lone: str, field: str, hands: int, times: dict[str, list[float]],
        capped: dict[str, int]) -> Tally:
    tally = Tally()
    per_rotation = max(hands // players, 1)
    for seat in range(players):
        levels = [lone if i == seat else field for i in range(players)]
        play_hands(players, levels, seat, 1, per_rotation, tally, times, capped)  # the same seeds each rotation
    return tally


def paired(a: dict[tuple[int, int], int], b: dict[tuple[int, int], int]) -> list[float]:
    """Hand-by-hand differences on the hands both mixes played."""
    return [a[k] - b[k] for k in a if k in b]


def _hands(level: str, args: argparse.Namespace) -> int:
    return args.strong_hands if level == "strong" else args.hands


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=600, help="hands per mix without a strong seat")
    parser.add_argument("--strong-hands", type=int, default=150, help="hands per mix with a strong lone seat")
    parser.add_argument("--players", type=int, choices=(3, 4), action="append", help="3 or 4 (default both)")
    parser.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    parser.add_argument("--fields", nargs="+", default=list(FIELDS), choices=FIELDS)
    args = parser.parse_args(argv)
    times: dict[str, list[float]] = defaultdict(list)
    capped: dict[str, int] = defaultdict(int)
    start = time.perf_counter()
    for players in args.players or (4, 3):
        print(f"{players} players  lone in field  hands  anyone won  lone won [95%]         lone points      "
              "lone plays left   vs baseline: plays left    points")
        for field in args.fields:
            base: Tally | None = None
            others = [lv for lv in args.levels if lv != field]
            alone: dict[str, Tally] = {}
            for lone in [field] + others:
                # the baseline plays as many hands as the longest mix it is set against
                hands = max(_hands(lv, args) for lv in (others or [field])) if lone == field else _hands(lone, args)
                t = mix(players, lone, field, hands, times, capped)
                alone[lone] = t
                if lone == field:
                    base = t
                line = (f"  {lone:>6} in {field:>6}  {t.hands:5d}  {t.won / t.hands:9.1%}  "
                        f"{share_ci(list(t.wins.values()))}  {mean_ci(list(t.points.values()))}  "
                        f"{mean_ci(list(t.left.values()))}")
                if lone != field and base is not None:
                    line += f"   {mean_ci(paired(t.left, base.left))}  {mean_ci(paired(t.points, base.points))}"
                print(line, flush=True)
            for weaker, stronger in zip(args.levels, args.levels[1:]):  # neighbours, paired on the same deals
                if weaker in alone and stronger in alone:
                    a, b = alone[stronger], alone[weaker]
                    print(f"    {stronger} - {weaker} in {field}: plays left {mean_ci(paired(a.left, b.left))}, "
                          f"won {mean_ci(paired(a.wins, b.wins))}, points {mean_ci(paired(a.points, b.points))}", flush=True)
                    if field == weaker:  # the README's table: each level in the field of the one below it
                        fewer, half = interval(paired(a.left, b.left))
                        record("fuxi", players, weaker, stronger, -fewer, half, len(a.left),
                               "fewer plays left a hand, paired", "fuxi_cpu.py")
    print("decision time (ms)     p50     p95     max   decisions  searches stopped by the safety net")
    for level in args.levels:
        ms = sorted(t * 1000 for t in times[level])
        if ms:
            p95 = ms[int(0.95 * (len(ms) - 1))]
            print(f"  {level:>6}          {statistics.median(ms):6.2f}  {p95:6.2f}  {ms[-1]:6.1f}   {len(ms):9d}  {capped[level]}")
    print(f"ran in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

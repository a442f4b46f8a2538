"""Benchmark: Emperor winning-shape and yaku evaluation (not a test; prints figures).

    python bench/emperor_eval.py [--n 5000] [--seed 20240601]

Mean time per call, in microseconds, over a fixed seeded sample:

- score_win on valid winning hands (the full itemised breakdown);
- can_win on random 6-card holdings, and on holdings built from sets (near the winning shape);
- winning_cards on random 5-card hands.

"cold" = every memo cache emptied before the pass; "warm" = the same sample again, caches kept
(the situation of a CPU player re-examining the same hands).
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.cards import standard_pack  # noqa: E402
from rules.emperor import hand, scoring, waits, yaku  # noqa: E402
from rules.emperor.scoring import WinContext, can_win, score_win  # noqa: E402
from rules.emperor.sets import cards_form_set, face  # noqa: E402
from rules.emperor.waits import winning_cards  # noqa: E402

DYNASTIES = [None, None, "AH", "3S", "6D", "QC"]


def clear_caches() -> None:
    for f in (hand.shape_summary, hand.completions, scoring._can_win, waits._table, waits._winning):
        f.cache_clear()
    yaku._BY_MASK.clear()


_SETS: dict = {}


def _sets(dynasty: str | None):
    """(wangzi, pairs) of the era as card pairs, computed once per dynasty card."""
    if dynasty not in _SETS:
        pack = [c for c in standard_pack(2) if c != dynasty]
        allsets = [(a, b) for i, a in enumerate(pack) for b in pack[i + 1:]
                   if not (dynasty is None and "JK" in a + b) and cards_form_set(a, b, dynasty)]
        wz = [s for s in allsets if face(s[0], dynasty)[0] != face(s[1], dynasty)[0]]
        pr = [s for s in allsets if face(s[0], dynasty)[0] == face(s[1], dynasty)[0]]
        _SETS[dynasty] = (wz, pr)
    return _SETS[dynasty]


def built_holding(rng: random.Random, dynasty: str | None) -> list[str]:
    """Two wangzi and a pair (or three wangzi) of distinct cards: a holding in a winning shape."""
    wz, pr = _sets(dynasty)
    while True:
        groups = [rng.choice(wz), rng.choice(wz), rng.choice(pr if rng.random() < 0.8 else wz)]
        out = [c for g in groups for c in g]
        if len(set(out)) == 6:
            return out


def sample(n: int, seed: int):
    rng = random.Random(seed)
    random6, built6, random5, wins = [], [], [], []
    while len(wins) < n or len(random6) < n:
        dyn = rng.choice(DYNASTIES)
        pack = [c for c in standard_pack(2) if c != dyn]
        players = rng.choice((3, 4, 5))
        if len(random6) < n:
            random6.append((tuple(rng.sample(pack, 6)), (), dyn, players))
            random5.append((tuple(rng.sample(pack, 5)), (), dyn, players))
            b = built_holding(rng, dyn)
            built6.append((tuple(b), (), dyn, players))
        if len(wins) < n:
            b = built_holding(rng, dyn)
            calls = rng.choice((0, 0, 0, 1, 2))
            exp = tuple((b[2 * i], b[2 * i + 1]) for i in range(calls))
            conc = tuple(b[2 * len(exp):])
            if not can_win(conc, exp, dyn, players):
                continue
            emperor = None if dyn is None else rng.randrange(players)
            by = rng.choice(("tsumo", "ron"))
            winner = rng.randrange(players)
            discarder = (winner + 1) % players if by == "ron" else None
            river = tuple(rng.sample([c for c in pack if c not in b], 4))
            wins.append(WinContext(players, winner, conc, exp, conc[-1], by, discarder, dyn, emperor, river))
    return random6[:n], built6[:n], random5[:n], wins[:n]


def timed(fn, items) -> float:
    t = time.perf_counter()
    for x in items:
        fn(*x)
    return (time.perf_counter() - t) / len(items) * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=20240601)
    args = ap.parse_args()
    random6, built6, random5, wins = sample(args.n, args.seed)
    rows = []
    for name, fn, items in (
        ("score_win, valid hands", lambda c: score_win(c), [(w,) for w in wins]),
        ("can_win, random 6 cards", can_win, random6),
        ("can_win, 6 cards built from sets", can_win, built6),
        ("winning_cards, random 5 cards", winning_cards, random5),
    ):
        clear_caches()
        cold = timed(fn, items)
        warm = timed(fn, items)
        rows.append((name, cold, warm))
    print(f"Emperor evaluation benchmark: n = {args.n} per row, seed {args.seed}")
    print(f"machine: {platform.platform()}, {platform.processor() or platform.machine()}")
    print(f"python {platform.python_version()} ({platform.python_implementation()})")
    print(f"{'':36} {'cold µs':>10} {'warm µs':>10}")
    for name, cold, warm in rows:
        print(f"{name:36} {cold:10.1f} {warm:10.1f}")


if __name__ == "__main__":
    main()

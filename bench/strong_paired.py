"""Strong against normal hand by hand on common deals: the strong level's edge with most of the
luck of the tiles taken out.

    python bench/strong_paired.py wuhan --hands 600
    python bench/strong_paired.py emperor --players 5 --hands 2000 --seed 3
    python bench/strong_paired.py trump_mahjong --players 3 --record
    python bench/strong_paired.py fuxi --players 3

Each seed deals one hand (the first of a match, scores level). It is played once by normal CPUs
in every seat (the baseline) and then once per seat with that seat's normal CPU replaced by a
strong one, every other CPU seeded as in the baseline. A strong CPU asks its normal level first
with the same seed, so wherever strong plays normal's move the hand goes exactly as in the
baseline: a sample is strong's points in that seat less normal's points there in the baseline,
which is zero unless strong chose differently somewhere. The edge is the mean of these samples;
its 95% interval is taken over seeds (a seed's seats are one sample). Fuxi's hands are rarely
won by anyone, so its measure is bench/fuxi_cpu.py's: the plays the seat's hand was from going
out when the hand ended (``cpu_shape.min_plays``, 0 for the winner), a sample being how many
fewer strong left.

It also splits the hands in which strong left normal's move by the kind of its first change (a
plain discard for another, a declaration for a discard, a call for a pass...), so a change that
costs can be told from one that pays. The bench checks this pairing: a hand in which strong
never left normal's move (each of strong's moves compared with a second normal CPU seeded alike)
must end as the baseline did, and any that does not is counted and printed ("unpaired"), since
it would mean the pairing is broken.

``--replays K`` spends more on the hands that carry all the spread, those in which strong left
normal's move: from that point the hand is played on K more times, each over the undrawn wall
dealt anew (nobody has seen those tiles, so given the hand so far every order is as likely as the
real one), once with strong's choice and once with normal's, and the hand's sample is the mean of
the real difference and the K replayed ones. The expected edge is unchanged; the spread of a
changed hand shrinks by as much as the wall's luck made of it, which the bench prints beside the
figure the real walls alone give (Emperor's stock is not dealt anew).

The expected edge equals that of bench/ladder.py's ``strong_vs_normal`` (one strong seat among
normals, the table zero-sum and seats rotated); only its spread is smaller. Unlike it, only first
hands at level scores are played (a match's later hands, and what their standings change, are
not). ``--record`` keeps the figure for the README's ladder table. Prints figures only; nothing
here passes or fails.
"""

from __future__ import annotations

import argparse
import copy
import copyreg
import importlib
import random
import sys
import types
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ladder import machine, mean_ci, percentile  # noqa: E402
from bench.ladder_table import record  # noqa: E402
from rules.core.registry import get_variant  # noqa: E402
from rules.core.session import Session  # noqa: E402
from rules.fuxi.cpu_plan import counts_of  # noqa: E402
from rules.fuxi.cpu_shape import min_plays  # noqa: E402
from rules.mahjong.wall import Wall  # noqa: E402
from rules.qinghunpeng.scoring import units  # noqa: E402

# a strong CPU holds its game's flow module: copying a CPU (to play on from a fork) keeps the module
copyreg.pickle(types.ModuleType, lambda module: (importlib.import_module, (module.__name__,)))

# The options of a one-hand match for each game (at the given player count).
OPTIONS: dict[str, Callable[[int], dict[str, Any]]] = {
    "emperor": lambda n: {"match_length": 10},
    "wuhan": lambda n: {"variant": "wuhan" if n == 4 else "jingzhou", "laps": 1},
    "kawuxing": lambda n: {"hands_per_game": 12},
    "qinghunpeng": lambda n: {"hands_per_game": 8},
    "trump_mahjong": lambda n: {"players": n, "rounds": 1},
    "fuxi": lambda n: {"players": n},
}
DEFAULT_PLAYERS = {"emperor": 4, "wuhan": 4, "kawuxing": 3, "qinghunpeng": 4, "trump_mahjong": 4, "fuxi": 4}
UNITS = {"qinghunpeng": "lazi a hand, strong for normal on common deals",
         "fuxi": "fewer plays left a hand, strong for normal on common deals"}


def outcome(game: str, record: dict[str, Any]) -> list[float]:
    """Each seat's figure of a hand record, more being better: its points (Qing-Hun-Peng's in
    lazi, as its ladder counts them), or in Fuxi the plays its hand was from going out, negated."""
    if game == "fuxi":
        return [-min_plays(counts_of(hand)) for hand in record["hands"]]
    if game == "qinghunpeng":
        lazi = units(OPTIONS[game](4)).lazi
        return [d / lazi for d in record["deltas"]]
    return list(record["deltas"])


def reshuffle(state: Any, rng: random.Random) -> None:
    """Deal the undrawn wall anew: its tiles shuffled among the slots they fill (nobody has seen
    them, so given the hand so far every order is as likely as the real one)."""
    wall = state.wall
    if isinstance(wall, Wall):
        data = wall.to_json()
        tiles = [t for t in data["slots"] if t is not None]
        rng.shuffle(tiles)
        rest = iter(tiles)
        data["slots"] = [None if t is None else next(rest) for t in data["slots"]]
        state.wall = Wall.from_json(data)
    elif isinstance(wall, list):  # Fuxi: a row drawn from the front
        rng.shuffle(wall)
    else:
        raise ValueError(f"no wall to deal anew in {type(state).__name__}")


def play_on(game: str, session: Session, cpus: list[Any]) -> list[float]:
    """Play the hand to its end with ``cpus``; every seat's figure (``outcome``)."""
    while not session.state.history:
        seat = min(session.to_act())
        session.submit(cpus[seat].choose(session.view(seat), session.legal(seat)))
    return outcome(game, session.state.history[0])


def first_hand(game: str, players: int, seed: int, levels: list[str], cpu_ms: list[float] | None = None,
               strong_seat: int | None = None, replays: int = 0) -> tuple[list[float], str | None, list[float]]:
    """Play the first hand of seed ``seed``'s match; every seat's points, the kind of the strong
    seat's first choice other than its normal level's ("riichi for discard": strong's action,
    then normal's; None if it made none), and, ``replays`` times, the strong seat's figure with
    strong's choice less that with normal's, both played on from that point over the same wall
    dealt anew (``reshuffle``)."""
    variant = get_variant(game)
    session = Session(variant, players, OPTIONS[game](players), seed)
    cpus = [variant.cpu(level, seed * 31 + i) for i, level in enumerate(levels)]
    shadow = variant.cpu("normal", seed * 31 + strong_seat) if strong_seat is not None else None
    deviated: str | None = None
    fork: Any = None
    while not session.state.history:
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        start = time.process_time()
        command = cpus[seat].choose(view, legal)
        if seat == strong_seat:
            if cpu_ms is not None:
                cpu_ms.append((time.process_time() - start) * 1000)
            planned = shadow.choose(view, legal)
            if deviated is None and command != planned:
                deviated = f"{command.action} for {planned.action}"
                if replays:
                    fork = copy.deepcopy((session, cpus, shadow)), command, planned
        session.submit(command)
    gains = []
    if fork is not None:
        (at, strong_cpus, normal_seat), command, planned = fork
        for k in range(replays):
            world = copy.deepcopy(at)
            reshuffle(world.state, random.Random(f"{seed} {strong_seat} {k}"))
            other = copy.deepcopy(world)
            normal_cpus = copy.deepcopy(strong_cpus)
            normal_cpus[strong_seat] = copy.deepcopy(normal_seat)
            other.submit(planned)
            world.submit(command)
            gains.append(play_on(game, world, copy.deepcopy(strong_cpus))[strong_seat]
                         - play_on(game, other, normal_cpus)[strong_seat])
    return outcome(game, session.state.history[0]), deviated, gains


def main() -> None:
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("game", choices=sorted(OPTIONS))
    cli.add_argument("--players", type=int)
    cli.add_argument("--hands", type=int, default=400, help="strong hands to play (seeds x seats)")
    cli.add_argument("--seed", type=int, default=1)
    cli.add_argument("--replays", type=int, default=0,
                     help="per hand in which strong left normal's move, play on from there this many more times "
                          "over the wall dealt anew (not Emperor)")
    cli.add_argument("--record", action="store_true", help="keep the figure in bench/ladders.json")
    args = cli.parse_args()
    if args.replays and args.game == "emperor":
        cli.error("--replays needs a wall: Emperor's stock is not dealt anew")
    players = args.players or DEFAULT_PLAYERS[args.game]
    unit = UNITS.get(args.game, "points a hand, strong for normal on common deals")
    print(f"{args.game} strong vs normal on common deals, {players} players, >= {args.hands} hands, seed {args.seed}")
    print(machine())
    per_seed: list[float] = []
    real_only: list[float] = []  # the same seeds' figure from the real walls alone (when replaying)
    spreads: list[float] = []  # per replayed hand, the variance of its samples about their mean
    cpu_ms: list[float] = []
    hands = deviating = unpaired = 0
    by_kind: dict[str, list[float]] = {}  # the first deviation's kind -> the samples of those hands
    began = time.perf_counter()
    while hands < args.hands:
        seed = args.seed * 100_003 + len(per_seed)
        base, _, _ = first_hand(args.game, players, seed, ["normal"] * players)
        diffs, reals = [], []
        for seat in range(players):
            levels = ["strong" if i == seat else "normal" for i in range(players)]
            points, deviated, gains = first_hand(args.game, players, seed, levels, cpu_ms, seat, args.replays)
            samples = [points[seat] - base[seat]] + gains
            diffs.append(sum(samples) / len(samples))
            reals.append(samples[0])
            deviating += deviated is not None
            unpaired += deviated is None and points != base
            if deviated is not None:
                by_kind.setdefault(deviated, []).append(diffs[-1])
                if gains:
                    spreads.append(sum((x - diffs[-1]) ** 2 for x in samples) / (len(samples) - 1))
        per_seed.append(sum(diffs) / players)
        real_only.append(sum(reals) / players)
        hands += players
        if len(per_seed) % 10 == 0 or hands >= args.hands:
            mean, half = mean_ci(per_seed)
            print(f"  {hands} hands: strong − normal {mean:+.3f} ± {half:.3f} (95%); strong left normal's move in "
                  f"{deviating / hands:.0%} of hands; unpaired {unpaired}; {time.perf_counter() - began:.0f} s", flush=True)
    if args.replays:
        # how much the replays bought: a changed hand's spread of samples within it, against the
        # spread of the changed hands' own means (what replaying cannot shrink)
        changed = [x for xs in by_kind.values() for x in xs]
        within = sum(spreads) / len(spreads) if spreads else 0.0
        mean = sum(changed) / len(changed) if changed else 0.0
        between = sum((x - mean) ** 2 for x in changed) / max(1, len(changed) - 1) - within / (args.replays + 1)
        print(f"replays: each changed hand {1 + args.replays} samples; SD within a hand {within ** 0.5:.3f}, "
              f"SD of changed hands' true means {max(0.0, between) ** 0.5:.3f} (estimated); the real walls alone: "
              "{:+.3f} ± {:.3f}".format(*mean_ci(real_only)))
    print("hands by strong's first change of normal's move (strong's action for normal's): mean sample, 95%, hands")
    for kind, samples in sorted(by_kind.items(), key=lambda kv: -len(kv[1])):
        mean, half = mean_ci(samples) if len(samples) > 1 else (samples[0], float("inf"))
        print(f"  {kind:28} {mean:+8.2f} ± {half:.2f}  {len(samples)}")
    ms = sorted(cpu_ms)
    print(f"strong's CPU time per decision: p50 {percentile(ms, 0.5):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms, "
          f"max {ms[-1]:.1f} ms over {len(ms)} decisions")
    if unpaired:
        print(f"WARNING: {unpaired} hands without a deviation ended differently: the pairing is broken")
    elif args.record:
        bench = f"strong_paired.py --replays {args.replays}" if args.replays else "strong_paired.py"
        record(args.game, players, "normal", "strong", *mean_ci(per_seed), hands, unit, bench)


if __name__ == "__main__":
    main()

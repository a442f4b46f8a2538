"""Headless match runner: CPU players play whole matches and the results are printed.

    python -m rules.play emperor --players 4 --seed 7
    python -m rules.play emperor --hands 3 --json
    python -m rules.play emperor --games 200 --seed 1        # soak run with a summary
    python -m rules.play wuhan --variant jingzhou           # sets the game's option `variant`

The same seed always plays the same match. Everything goes through Session, exactly as the
table will: the CPUs see only their own seat's view.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from typing import Any, Callable

from rules.core.events import Event
from rules.core.registry import get_variant, variant_ids
from rules.core.session import RecordError, Session
from rules.core.text import set_language, tr
from rules.core.variant import Variant
from saves.files import read_json, write_json_atomic


def parse_option(text: str) -> tuple[str, Any]:
    """``key=value`` with value read as JSON when it can be (true, 20, "x"), else as text."""
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"an option is written key=value, not {text!r}")
    key, raw = text.split("=", 1)
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return key.strip(), value


def play_match(
    session: Session,
    levels: list[str],
    max_hands: int | None = None,
    on_events: Callable[[Session, list[Event]], None] | None = None,
) -> Session:
    """Play on (to the end, or for ``max_hands`` more hands) with CPU players in every seat."""
    variant, seed = session.variant, session.seed
    cpus = [variant.cpu(levels[i % len(levels)], seed * 101 + i) for i in range(session.players)]
    hands = 0
    while not session.is_over() and (max_hands is None or hands < max_hands):
        # Answers to one discard are collected seat by seat, as the table will ask them.
        seat = min(session.to_act())
        command = cpus[seat].choose(session.view(seat), session.legal(seat))
        events = session.submit(command)
        hands += sum(1 for e in events if e.kind == "hand_ended")
        if on_events:
            on_events(session, events)
    return session


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.play", description=tr("Watch CPU players play a match."))
    parser.add_argument("game", help=tr("the game: {ids}", ids=", ".join(variant_ids())))
    parser.add_argument("--players", type=int, help=tr("number of players (default: the game's usual number)"))
    parser.add_argument("--seed", type=int, default=1, help=tr("the seed; the same seed plays the same match"))
    parser.add_argument("--hands", type=int, help=tr("stop after this many hands"))
    parser.add_argument("--games", type=int, default=1, help=tr("play this many matches (seeds seed, seed+1, ...) and print a summary"))
    # default: normal, or the game's first level where it has no normal one
    parser.add_argument("--cpu", help=tr("CPU level per seat, comma-separated (e.g. easy,normal)"))
    parser.add_argument("--option", "-o", action="append", type=parse_option, default=[], metavar="KEY=VALUE",
                        help=tr("set a game option, e.g. -o dora_ceiling=true -o match_length=10"))
    parser.add_argument("--variant", metavar="NAME",
                        help=tr("set the game's option 'variant' (e.g. wuhan --variant jingzhou); the player count "
                                "follows it unless --players is given"))
    parser.add_argument("--json", action="store_true", help=tr("print a machine-readable record"))
    parser.add_argument("--save", metavar="PATH", help=tr("write the match as a saved game (JSON) when the run stops"))
    parser.add_argument("--load", metavar="PATH", help=tr("continue a saved game (replayed and checked first)"))
    parser.add_argument("--lang", default="en", help=tr("language of the printed text (en, ja)"))
    args = parser.parse_args(argv)

    try:
        set_language(args.lang)
        variant = get_variant(args.game)
        if args.variant:
            args.option.append(("variant", args.variant))
        players_for = getattr(variant, "players_for", None)  # a game whose rules fix the player count
        players = args.players or (players_for(dict(args.option)) if players_for else variant.default_players)
        # normal, else the strongest level there is (levels run weakest to strongest)
        cpu = args.cpu or ("normal" if "normal" in variant.cpu_levels else variant.cpu_levels[-1])
        levels = [level.strip() for level in cpu.split(",")]
        for level in levels:
            if level not in variant.cpu_levels:
                raise ValueError(tr("unknown CPU level {level!r}; {game} has {levels}", level=level, game=variant.id,
                                    levels=", ".join(variant.cpu_levels)))
        if args.load:
            session = Session.from_record(read_json(args.load))
            if session.variant.id != variant.id:
                raise ValueError(tr("{path} is a saved game of {other}, not {game}", path=args.load,
                                    other=session.variant.id, game=variant.id))
        else:
            session = Session(variant, players, dict(args.option), args.seed)
    except (ValueError, RecordError, OSError) as exc:
        print(f"rules.play: {exc}", file=sys.stderr)
        return 2

    if args.games > 1:
        return _soak(variant, players, args, levels)

    def show(session: Session, events: list[Event]) -> None:
        for event in events:
            for line in variant.report(event, session.meta):
                print(line)

    if not args.json:
        if session.log:
            print(tr("Continuing the saved game after {n} moves.", n=len(session.log)))
        else:
            show(session, session.opening)
    play_match(session, levels, args.hands, None if args.json else show)
    if args.save:
        write_json_atomic(args.save, session.to_record())
    standings = variant.standings(session.state)
    if args.json:
        print(json.dumps({"record": session.to_record(), "hands": session.view(None)["history"], "standings": standings},
                         ensure_ascii=False, indent=1))
    elif not session.is_over():
        print(tr("Stopped after {n} hands. Standings if the match ended here:", n=args.hands))
        for line in variant.report(Event("standings", None, data={"standings": standings}), session.meta):
            print(line)
    return 0


def _soak(variant: Variant, players: int, args: argparse.Namespace, levels: list[str]) -> int:
    """Many matches in a row; a summary of outcomes and speed."""
    outcomes: Counter[str] = Counter()
    points_by_level: dict[str, list[float]] = {}
    hands = commands = 0
    started = time.perf_counter()
    for game in range(args.games):
        seed = args.seed + game
        session = play_match(Session(variant, players, dict(args.option), seed), levels, args.hands)
        commands += len(session.log)
        for record in session.view(None)["history"]:
            hands += 1
            outcomes[record["result"] if record["result"] != "win" else f"win by {record['by']}"] += 1
        for row in variant.standings(session.state):
            level = levels[row["seat"] % len(levels)]
            points_by_level.setdefault(level, []).append(row["points"])
    elapsed = time.perf_counter() - started
    summary = {
        "games": args.games,
        "hands": hands,
        "commands": commands,
        "outcomes": dict(outcomes),
        "mean_points_by_level": {k: round(sum(v) / len(v), 1) for k, v in points_by_level.items()},
        "seconds": round(elapsed, 2),
        "hands_per_second": round(hands / elapsed, 1) if elapsed else None,
    }
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        print(tr("{games} matches, {hands} hands, {commands} commands in {seconds} s ({rate} hands/s)",
                 games=args.games, hands=hands, commands=commands, seconds=summary["seconds"],
                 rate=summary["hands_per_second"]))
        for outcome, count in sorted(outcomes.items()):
            print(f"  {outcome}: {count} ({100 * count / max(hands, 1):.1f}%)")
        for level, mean in summary["mean_points_by_level"].items():
            print(tr("  mean result points, {level} CPU: {mean}", level=level, mean=mean))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        sys.stderr.close()
        sys.exit(0)

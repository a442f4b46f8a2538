"""The ladder table: the measured edge of each CPU level over the one below it, for every game.

The ladder benches (bench/*_cpu.py, bench/*_ladder.py) call :func:`record` with each pairing they
measure; the figures are kept in bench/ladders.json, one entry per game, player count and
pairing (a later run replaces an earlier one), with the sample and the date. This script prints
them as the README's table:

    python bench/ladder_table.py            # the table, in Markdown
    python bench/ladder_table.py --readme   # and written into README.md between its ladder markers
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "ladders.json"
README = ROOT / "README.md"
START, END = "<!-- ladder table: bench/ladder_table.py --readme -->", "<!-- end of ladder table -->"
GAMES = ("emperor", "piquet", "ninety_nine", "wuhan", "kawuxing", "qinghunpeng", "trump_mahjong", "fuxi")
LEVELS = ("random", "easy", "normal", "strong")


def record(game: str, players: int, a: str, b: str, edge: float, half: float, sample: int, unit: str,
           bench: str, path: Path = RESULTS) -> None:
    """Keep one measured pairing: level ``b`` against ``a`` gains ``edge`` ± ``half`` (95%) ``unit``
    (e.g. "points a seat-hand") over ``sample`` hands or deals, as ``bench`` printed it."""
    entries = load(path)
    key = (game, players, a, b)
    entries = [e for e in entries if (e["game"], e["players"], e["a"], e["b"]) != key]
    entries.append({"game": game, "players": players, "a": a, "b": b, "edge": edge, "half": half,
                    "sample": sample, "unit": unit, "bench": bench, "date": datetime.date.today().isoformat()})
    entries.sort(key=_order)
    path.write_text(json.dumps(entries, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def load(path: Path = RESULTS) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else []


def _order(e: dict) -> tuple:
    level = {name: i for i, name in enumerate(LEVELS)}
    game = GAMES.index(e["game"]) if e["game"] in GAMES else len(GAMES)
    return game, e["players"], level.get(e["b"], 9), level.get(e["a"], 9)


def _figures(edge: float, half: float) -> str:
    """The edge and its interval to the interval's second significant digit."""
    places = max(0, 1 - math.floor(math.log10(half))) if half > 0 else 2
    return f"{edge:+.{places}f} ± {half:.{places}f}"


def table(entries: list[dict]) -> str:
    lines = ["| Game | Players | Level | against | Edge ± 95% | Unit | Sample | Bench, date |",
             "|---|---:|---|---|---:|---|---:|---|"]
    for e in entries:
        clear = "" if abs(e["edge"]) > e["half"] else " (not clear)"
        lines.append(f"| {e['game']} | {e['players']} | {e['b']} | {e['a']} | {_figures(e['edge'], abs(e['half']))}{clear} "
                     f"| {e['unit']} | {e['sample']:,} | {e['bench']}, {e['date']} |")
    return "\n".join(lines)


def write_readme(text: str, path: Path = README) -> None:
    readme = path.read_text(encoding="utf-8")
    head, _, rest = readme.partition(START)
    _, _, tail = rest.partition(END)
    if not rest:
        raise SystemExit(f"README.md has no ladder markers ({START})")
    path.write_text(f"{head}{START}\n{text}\n{END}{tail}", encoding="utf-8")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--readme", action="store_true", help="also write the table into README.md")
    args = p.parse_args()
    text = table(load())
    print(text)
    if args.readme:
        write_readme(text)


if __name__ == "__main__":
    main()

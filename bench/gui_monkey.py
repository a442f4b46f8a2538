"""The GUI monkey at length: random clicks, drags, keys, wheel turns, resizes and quits over every
scene of a headless App, driven through App.step (tests/game/monkey.py; the suite runs 3,000).

    python bench/gui_monkey.py                 # 30,000 events, seed 1
    python bench/gui_monkey.py 100000 --seed 7
    python bench/gui_monkey.py --window       # the window code paths (scaling, window size, F11) on SDL's offscreen driver

Prints events per second, frames, episodes (fresh starts after a quit, an idle spell or an
exception), the exceptions with the first traceback, and the events each screen received.
Prints figures; nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
from pathlib import Path

WINDOW = "--window" in sys.argv
os.environ["SDL_VIDEODRIVER"] = "offscreen" if WINDOW else "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.game.monkey import Monkey  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("events", type=int, nargs="?", default=30_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=float("inf"), help="stop after this long even if events remain")
    parser.add_argument("--window", action="store_true", help="a SCALED window on SDL's offscreen driver, not the plain surface")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        report = Monkey(Path(tmp), args.seed, headless=not args.window).run(args.events, args.seconds)
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
          f"SDL {os.environ['SDL_VIDEODRIVER']} driver")
    print(f"events: {report.events:,} in {report.steps:,} frames, {report.seconds:.1f} s: {report.rate:,.0f} events/s")
    print(f"episodes: {report.episodes}")
    print(f"exceptions: {len(report.errors)}")
    for name, count in sorted(report.scenes.items(), key=lambda kv: -kv[1]):
        print(f"  {name:<18} {count:>8,} events")
    if report.errors:
        print("\nthe first:\n" + report.errors[0])


if __name__ == "__main__":
    main()

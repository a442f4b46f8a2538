"""Frame time of the table: CPU seats at a 5-player Emperor, a 4-seat Wuhan mahjong table, or a Piquet or 99
trick table, animating at normal speed.

    python bench/table_frames.py            # Emperor, 5 seats, 600 frames
    python bench/table_frames.py 1200 --players 4
    python bench/table_frames.py --game wuhan               # Hongzhong Laizi Gang, 4 seats, tile art
    python bench/table_frames.py --game wuhan --players 3   # its 3-seat form, Jingzhou
    python bench/table_frames.py --game piquet              # (and --game ninety_nine): tricks gathered

Runs headless (SDL dummy drivers). Each frame is one App.step (events, update, draw of the whole
table) timed on its own; the CPU seats think in their worker thread meanwhile, as in play. Only
frames during which a card was sliding count as "animating". Prints figures; nothing here passes
or fails.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.app import App  # noqa: E402
from game.scenes.forms import fit_form, shown_name  # noqa: E402
from game.table import MatchConfig, SeatConfig, TableScene  # noqa: E402
from game.table.results import SheetScene  # noqa: E402
from rules.core.options import resolve  # noqa: E402
from rules.core.registry import get_variant  # noqa: E402

DEFAULT_PLAYERS = {"emperor": 5, "wuhan": 4, "piquet": 2, "ninety_nine": 3}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("frames", type=int, nargs="?", default=600)
    parser.add_argument("--game", choices=sorted(DEFAULT_PLAYERS), default="emperor")
    parser.add_argument("--players", type=int, default=None, help="default: 5 for emperor, 4 for wuhan (3: Jingzhou)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    players = args.players or DEFAULT_PLAYERS[args.game]
    variant = get_variant(args.game)
    # A game with forms plays the one for this many seats (Wuhan at 3 is Jingzhou), as the picker does.
    options = resolve(variant.options, fit_form(args.game, {}, players))
    with tempfile.TemporaryDirectory() as tmp:
        app = App(settings_dir=Path(tmp) / "config", data_dir=Path(tmp) / "data", headless=True)
        app.settings.animation_speed = 1
        seats = [SeatConfig("cpu", "normal", f"CPU {i + 1}") for i in range(players)]
        table = TableScene(app, MatchConfig(args.game, players, seats, options, args.seed), autosave=False)
        app.push(table)
        animating, idle = [], []
        dt = 1 / 60
        for _ in range(args.frames):
            if isinstance(app.top, SheetScene):
                app.top.close()
            moving = table.animating
            start = time.perf_counter()
            app.step([], dt)
            spent = time.perf_counter() - start
            (animating if moving else idle).append(spent)
            time.sleep(max(0.0, dt - spent))  # real time passes, as in the window, so the CPU thread can think
        table.worker.close()
    print(f"table frames, {shown_name(variant, options)}, {players} players, {args.frames} frames at 60 fps, "
          f"animation speed 1, drawn in {table.images.material}")
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    for name, times in (("animating", animating), ("all", animating + idle)):
        if not times:
            continue
        ms = sorted(t * 1000 for t in times)
        p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
        print(f"  {name:9}: {len(ms):5} frames, mean {statistics.fmean(ms):6.2f} ms, p99 {p99:6.2f} ms, max {ms[-1]:6.2f} ms")
    print(f"  moves played: {len(table.session.log)}, hands finished: {table.hands_finished}")


if __name__ == "__main__":
    main()

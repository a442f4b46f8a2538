"""Process CPU while the app sits on one screen: the real App.run loop, headless (SDL dummy drivers).

    python bench/idle_cpu.py                 # every scene, 4 s each
    python bench/idle_cpu.py title rules --seconds 8
    DISPLAY=:94 python bench/idle_cpu.py --window   # in a real window (an X server, e.g. Xvfb)

Each scene runs in a fresh child process: the app starts on it, settles (the human table waits
until it is the person's turn and nothing slides), then a watcher thread reads the process's CPU
time (time.process_time: every thread, the CPU worker's too) and the wall clock over the window,
counts the frames drawn, and posts QUIT. Prints CPU % of one core and frames per second; nothing
here passes or fails.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Callable

WINDOW = "--window" in sys.argv  # the platform's video driver and a real window, not SDL's dummy
if not WINDOW:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SCENES = ("title", "picker", "options", "settings", "rules", "table-cpu", "table-human")
SETTLE_SECONDS = 1.0  # after start, before measuring: the first frames build caches


def make_scene(app: Any, name: str) -> tuple[Any, Callable[[], bool]]:
    """The scene to run, and when it has settled enough to be measured."""
    from game.scenes.options import OptionsScene
    from game.scenes.picker import PickerScene
    from game.scenes.rules_scene import RulesScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.title import TitleScene
    from game.table import MatchConfig, SeatConfig, TableScene

    menus = {"title": TitleScene, "picker": PickerScene, "settings": SettingsScene, "rules": RulesScene}
    if name in menus:
        return menus[name](app), lambda: True
    if name == "options":
        return OptionsScene(app, "emperor"), lambda: True
    cpus = [SeatConfig("cpu", "normal", f"CPU {i + 1}") for i in range(5)]
    if name == "table-cpu":  # CPU seats thinking and cards sliding the whole time
        return TableScene(app, MatchConfig("emperor", 5, cpus, {}, 1), autosave=False), lambda: True
    seats = [SeatConfig("human", "", "Ada")] + cpus[1:4]
    table = TableScene(app, MatchConfig("emperor", 4, seats, {}, 1), autosave=False)
    return table, lambda: app.top is table and table.human_turn() is not None and not table.animating


def child(name: str, seconds: float) -> dict[str, Any]:
    import pygame

    from game.app import App

    with tempfile.TemporaryDirectory() as tmp:
        app = App(settings_dir=Path(tmp) / "config", data_dir=Path(tmp) / "data", headless=not WINDOW)
        app.settings.animation_speed = 1
        scene, settled = make_scene(app, name)
        frames = [0]
        draw = app.draw

        def counted_draw() -> None:
            frames[0] += 1
            draw()

        app.draw = counted_draw  # type: ignore[method-assign]
        result: dict[str, Any] = {"scene": name}

        def watch() -> None:
            start = time.perf_counter()
            while time.perf_counter() - start < SETTLE_SECONDS or not settled():
                time.sleep(0.05)
                if time.perf_counter() - start > 30:
                    result["error"] = "never settled"
                    break
            cpu0, wall0, frames0 = time.process_time(), time.perf_counter(), frames[0]
            time.sleep(seconds)
            cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
            result.update(cpu_percent=100 * cpu / wall, fps=(frames[0] - frames0) / wall, seconds=wall)
            pygame.event.post(pygame.event.Event(pygame.QUIT))

        threading.Thread(target=watch, daemon=True).start()
        app.run(scene)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("scenes", nargs="*", default=list(SCENES), help=", ".join(SCENES))
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--window", action="store_true", help="a real window (needs a display)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    unknown = set(args.scenes) - set(SCENES)
    if unknown:
        parser.error(f"unknown scene {', '.join(sorted(unknown))}; choose from {', '.join(SCENES)}")
    if args.child:
        print(json.dumps(child(args.scenes[0], args.seconds)))
        return
    video = f"a window on {os.environ.get('DISPLAY', 'the display')}" if WINDOW else "SDL dummy video"
    print(f"process CPU per scene, {args.seconds:g} s each after settling, real App.run loop, {video}")
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    for name in args.scenes:
        out = subprocess.run([sys.executable, __file__, "--child", name, "--seconds", str(args.seconds)] + ["--window"] * WINDOW,
                             capture_output=True, text=True, check=True)
        row = json.loads(out.stdout.strip().splitlines()[-1])
        note = f"  ({row['error']})" if "error" in row else ""
        print(f"  {name:12} CPU {row['cpu_percent']:5.1f} %   {row['fps']:5.1f} frames/s{note}")


if __name__ == "__main__":
    main()

"""How long the Fuxi table takes to refresh and to draw a frame for a person holding 20 tiles
(headless): the flow's legal list once per position (the rules' cost, cached), then the table's
own work per refresh and per frame, and reading a selection. Prints figures; asserts nothing.

    .venv/bin/python bench/fuxi_table_refresh.py
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.app import App  # noqa: E402
from game.table import MatchConfig, SeatConfig, TableScene  # noqa: E402
from tests.fuxi.rig import rigged  # noqa: E402

HANDS = {  # 20 tiles each: a plain hand, and the richest kinds (triplets carrying one another, 一通)
    "plain": "1m 3m 5m 7m 9m 2p 4p 6p 8p 1s 3s 5s 7s 9s 2m 4m 6m 8m 3p 5p",
    "triplets": "1m 1m 1m 2m 2m 2m 3m 3m 3m 4p 4p 4p 5p 5p 5p 6s 6s 6s 7s 7s",
    "straights": "1p 2p 3p 4p 5p 6p 7p 8p 9p 1m 2m 3m 4m 5m 6m 7m 8m 9m 1s 1s",
}


def best(f, n: int = 5) -> float:
    times = []
    for _ in range(n):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return min(times) * 1000


def main() -> None:
    app = App(settings_dir="/tmp/fuxi-bench/s", data_dir="/tmp/fuxi-bench/d", headless=True)
    app.settings.animation_speed = 0
    for name, hand in HANDS.items():
        session = rigged({0: hand}, turn=0)
        session.meta["names"] = ["Ann", "Bob", "Cy", "Di"]
        seats = [SeatConfig("human", "", "Ann")] + [SeatConfig("cpu", "easy", n) for n in ("Bob", "Cy", "Di")]
        t = time.perf_counter()
        legal = session.legal(0)
        first = (time.perf_counter() - t) * 1000
        scene = TableScene(app, MatchConfig("fuxi", 4, seats, session.options, 1), session, autosave=False)

        def refreshed() -> None:  # a new model, its buttons and the frame that draws it all anew
            scene.refresh(animate=False)
            scene.buttons_version = None
            scene.draw(app.screen)

        refresh = best(refreshed)
        drawn = best(lambda: scene.draw(app.screen))
        scene.chosen = [s.key for s in scene.hand_slots()[:9]]
        scene._ways = None
        chosen = best(lambda: (setattr(scene, "_ways", None), scene.select_entries()))
        print(f"{name:10} legal plays {len(legal):5}  flow legal (once a position) {first:6.1f} ms  "
              f"refresh + its frame {refresh:5.1f} ms  next frame {drawn:5.1f} ms  reading 9 chosen tiles {chosen:5.1f} ms")
        scene.worker.close()
    app.quit()


if __name__ == "__main__":
    main()

"""The demo: CPU seats play a few hands in the window, then a screenshot is saved.

``python -m game --autoplay emperor --hands 1 --screenshot PATH`` (wired in game/__main__.py);
it runs as well with the SDL dummy video driver, with no screen at all.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from game.scenes.forms import fit_form
from game.table.config import MatchConfig, SeatConfig
from game.table.results import SheetScene
from game.table.scene import TableScene
from rules.core.registry import get_variant


def run(app: Any, variant_id: str, hands: int, screenshot_path: str | Path | None, players: int | None = None,
        seed: int | None = None) -> TableScene:
    """Play ``hands`` hands with CPU seats only; save the last score sheet to ``screenshot_path``.

    The demo never touches the player's autosave. Closing the window ends it early.
    """
    variant = get_variant(variant_id)
    players = players or variant.default_players
    level = "normal" if "normal" in variant.cpu_levels else variant.cpu_levels[-1]
    seats = [SeatConfig("cpu", level) for _ in range(players)]
    seed = random.SystemRandom().randrange(1 << 30) if seed is None else seed
    options = fit_form(variant_id, app.options_for(variant_id), players)  # 3 at Hongzhong Laizi Gang: Jingzhou
    table = TableScene(app, MatchConfig(variant_id, players, seats, options, seed), autosave=False)
    app.push(table)
    app.running = True
    app.clock.tick()
    while app.running:
        dt = app.clock.tick(60) / 1000
        app.step(pygame.event.get(), dt)
        top = app.top
        if isinstance(top, SheetScene):
            if table.hands_finished >= hands or top.sheet["kind"] == "match":
                app.draw()
                if screenshot_path:
                    Path(screenshot_path).parent.mkdir(parents=True, exist_ok=True)
                    pygame.image.save(app.screen, str(screenshot_path))
                break
            top.close()
        if app.running and not app.headless:
            pygame.display.flip()
    table.worker.close()
    return table

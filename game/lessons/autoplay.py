"""``python -m game --lesson GAME --autoplay --screenshot PATH``: a lesson played through in the
window, the learner's expected moves made for them, a picture saved of its last step; it runs as
well with the SDL dummy video driver (no screen at all)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.lessons import get_lesson
from game.lessons.table import LessonSheet, LessonTable


def run(app: Any, game: str, screenshot_path: str | Path | None) -> LessonTable:
    """Play ``game``'s lesson to its last step; save it to ``screenshot_path``. Closing the window
    ends it early."""
    lesson = get_lesson(game)
    table = LessonTable(app, lesson, autoplay=True)
    app.push(table)
    app.running = True
    app.clock.tick()
    on_sheet = 0.0  # seconds the current step has been up on the score sheet
    while app.running:
        dt = app.clock.tick(60) / 1000
        app.step(pygame.event.get(), dt)
        if isinstance(app.top, LessonSheet) and not table.last_step():
            on_sheet += dt
            if on_sheet >= table.autoplay_pause:
                on_sheet = 0.0
                app.top.close()  # the sheet's Next: the lesson's next step about the sheet
        settled = isinstance(app.top, LessonSheet) or (table.step_clock >= table.autoplay_pause and not table.pending
                                                        and not table.animating)
        if table.last_step() and settled:
            app.draw()
            if screenshot_path:
                Path(screenshot_path).parent.mkdir(parents=True, exist_ok=True)
                pygame.image.save(app.screen, str(screenshot_path))
            break
        if app.running and not app.headless:
            pygame.display.flip()
    table.worker.close()
    return table

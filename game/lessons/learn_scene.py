"""Learn: the list of lessons, one per game, each marked once played to its end (the marks are kept
in the settings), and the button that starts it."""

from __future__ import annotations

from typing import Any

import pygame

from game.lessons import LESSONS, get_lesson
from game.look import GOLD, GOLD_DARK, IVORY, IVORY_DIM, panel, text
from game.scenes import MenuScene, game_name
from game.widgets import Button, Widget
from rules.core.registry import get_variant
from rules.core.text import tr

ROW = pygame.Rect(170, 146, 940, 62)  # the first lesson's row; the others follow every ROW_STEP px
ROW_STEP = 68  # eight lessons end above Back


class LearnScene(MenuScene):
    def heading(self) -> tuple[str, str]:
        return tr("Learn"), tr("A guided first hand of each game, played at the real table")

    def build(self) -> list[Widget]:
        widgets: list[Widget] = []
        for i, game in enumerate(LESSONS):
            row = ROW.move(0, i * ROW_STEP)
            done = game in self.app.settings.lessons_done
            widgets.append(Button((row.right - 180, row.centery - 21, 164, 42), tr("Again") if done else tr("Start"),
                                  lambda g=game: self.start(g), primary=not done, px=20))
        widgets.append(Button((40, 800 - 80, 160, 48), tr("Back"), self.back, px=20))
        return widgets

    def start(self, game: str) -> None:
        from game.lessons.table import LessonTable

        self.app.push(LessonTable(self.app, get_lesson(game)))

    def draw_extra(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        for i, game in enumerate(LESSONS):
            row = ROW.move(0, i * ROW_STEP)
            lesson = get_lesson(game)
            done = game in self.app.settings.lessons_done
            panel(surface, row, (0, 0, 0, 90), GOLD_DARK, radius=14, drop=False)
            mark = "✓" if done else "·"
            text(surface, fonts, mark, 30, GOLD if done else IVORY_DIM, (row.x + 30, row.centery), bold=True)
            text(surface, fonts, game_name(get_variant(game)), 21, IVORY, (row.x + 58, row.y + 18), "midleft", bold=True)
            status = tr("Completed") if done else tr("{n} steps", n=len(lesson.steps))
            text(surface, fonts, status, 16, GOLD if done else IVORY_DIM, (row.right - 196, row.y + 18), "midright")
            text(surface, fonts, tr(lesson.summary), 17, IVORY_DIM, (row.x + 58, row.y + 44), "midleft",
                 max_width=row.w - 58 - 200)

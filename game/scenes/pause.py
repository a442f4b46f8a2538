"""The pause menu over a match (Esc): Resume, Settings, Rules, Save & quit to title, Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scene import Scene
from game.look import GOLD, GOLD_DARK, WOOD, dim, panel, text
from game.widgets import Button, Form
from rules.core.text import tr

if TYPE_CHECKING:
    from game.app import App


class PauseScene(Scene):
    opaque = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.form = Form([])

    def enter(self) -> None:
        cx = self.app.screen.get_width() // 2
        items = [
            (tr("Resume"), self.app.pop, True),
            (tr("Settings"), self.settings, False),
            (tr("Rules"), self.rules, False),
            (tr("Score a hand"), self.score_hand, False),
            (tr("Save & quit to title"), self.app.to_title, False),
            (tr("Quit"), self.app.quit, False),
        ]
        self.rect = pygame.Rect(0, 0, 420, 130 + 62 * len(items))
        self.rect.center = (cx, self.app.screen.get_height() // 2)
        y = self.rect.y + 100
        widgets = []
        for label, action, primary in items:
            widgets.append(Button((cx - 160, y, 320, 50), label, action, primary=primary))
            y += 62
        keyboard = self.form.keyboard
        focus = self.form.focus if self.form.widgets else 0
        self.form = Form(widgets, focus=focus, on_activate=lambda: self.app.play("click"))
        self.form.keyboard = keyboard

    def busy(self) -> bool:
        return False  # still until input; the scene beneath is frozen meanwhile

    def settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        """The rules of the game being played (the scene beneath, when it says which)."""
        from game.scenes.rules_scene import RulesScene

        below = self.app.stack[-2] if len(self.app.stack) > 1 else None
        config = getattr(below, "config", None)
        self.app.push(RulesScene(self.app, getattr(config, "variant_id", None)))

    def score_hand(self) -> None:
        """The calculator screen, opened at the game being played (the scene beneath, when it says which)."""
        from game.scenes.score_hand import ScoreHandScene
        from game.scorehand.games import GAMES

        below = self.app.stack[-2] if len(self.app.stack) > 1 else None
        game = getattr(getattr(below, "config", None), "variant_id", None)
        self.app.push(ScoreHandScene(self.app, game if game in GAMES else GAMES[0]))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.form.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        return True  # the match beneath stays still while paused

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        panel(surface, self.rect, WOOD, GOLD_DARK, radius=18)
        pygame.draw.rect(surface, GOLD_DARK, self.rect.inflate(-12, -12), 1, border_radius=14)
        text(surface, self.app.fonts, tr("Paused"), 40, GOLD, (self.rect.centerx, self.rect.y + 52), bold=True)
        self.form.draw(surface, self.app.fonts)

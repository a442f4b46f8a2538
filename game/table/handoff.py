"""The hand-off screen between two people's turns at one screen: opaque, so nothing of the table
(and of the last person's hand) shows until the next person says they are ready."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.scene import Scene
from game.look import GOLD, GOLD_DARK, IVORY, IVORY_DIM, WOOD, backdrop, panel, text
from rules.core.text import tr


class HandOffScene(Scene):
    opaque = True

    def __init__(self, app: Any, name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.pressed = False

    def busy(self) -> bool:
        return False  # a still screen until the next person is ready

    def ready(self) -> None:
        self.app.pop()
        self.on_ready()

    def handle(self, event: pygame.event.Event) -> bool:
        # A press that began before this screen showed (the click that ended the last turn) is not "ready".
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.ready()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.ready()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        rect = pygame.Rect(0, 0, 720, 250)
        rect.center = surface.get_rect().center
        panel(surface, rect, WOOD, GOLD_DARK, radius=18)
        pygame.draw.rect(surface, GOLD_DARK, rect.inflate(-12, -12), 1, border_radius=14)
        fonts = self.app.fonts
        text(surface, fonts, tr("Pass to {name}", name=self.name), 44, GOLD, (rect.centerx, rect.y + 80), bold=True,
             max_width=rect.w - 60)
        text(surface, fonts, tr("Only {name} should look now.", name=self.name), 22, IVORY, (rect.centerx, rect.y + 140),
             max_width=rect.w - 60)
        text(surface, fonts, tr("Click when ready (or press Enter)"), 20, IVORY_DIM, (rect.centerx, rect.y + 190),
             max_width=rect.w - 60)

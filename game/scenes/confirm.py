"""A yes/no question over the current screen (an overlay)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.scene import Scene
from game.look import GOLD_DARK, INK, IVORY, dim, panel, text, wrap
from game.widgets import Button, Form
from rules.core.text import tr

if TYPE_CHECKING:
    from game.app import App


class ConfirmScene(Scene):
    """``message`` with a confirm and a cancel button. Confirming pops this dialog first, then
    calls ``on_confirm``; cancelling (or Esc) only pops it."""

    opaque = False

    def __init__(self, app: App, message: str, on_confirm: Callable[[], None], confirm_label: str = "", cancel_label: str = "") -> None:
        super().__init__(app)
        self.message = message
        self.on_confirm = on_confirm
        self.confirm_label = confirm_label or tr("OK")
        self.cancel_label = cancel_label or tr("Cancel")
        self.form = Form([])

    def enter(self) -> None:
        self.lines = wrap(self.app.fonts, self.message, 22, 520)
        self.rect = pygame.Rect(0, 0, 600, 150 + 30 * len(self.lines))
        self.rect.center = (self.app.screen.get_width() // 2, self.app.screen.get_height() // 2)
        y = self.rect.bottom - 74
        cancel = Button((self.rect.centerx - 230, y, 210, 50), self.cancel_label, self.cancel)
        confirm = Button((self.rect.centerx + 20, y, 210, 50), self.confirm_label, self.confirm, primary=True)
        self.form = Form([cancel, confirm], focus=1, on_activate=lambda: self.app.play("click"))

    def busy(self) -> bool:
        return False  # still until input; the scene beneath is frozen meanwhile

    def confirm(self) -> None:
        self.app.pop()
        self.on_confirm()

    def cancel(self) -> None:
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.form.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
        return True  # a modal dialog: nothing reaches the screen beneath

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        panel(surface, self.rect, IVORY, GOLD_DARK, radius=16)
        y = self.rect.y + 50
        for line in self.lines:
            text(surface, self.app.fonts, line, 22, INK, (self.rect.centerx, y))
            y += 30
        self.form.draw(surface, self.app.fonts)

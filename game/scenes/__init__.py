"""The menu screens around the table: title, game picker, options, settings, rules, pause and the
confirm dialog. Each builds its widgets in :meth:`MenuScene.build`, called on every ``enter``, so
a change of language shows at once on every screen. A click on a control that has just appeared
or moved is ignored (:class:`game.clickguard.ClickGuard`): on entering, every control is new."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.scene import Scene
from game.clickguard import ClickGuard
from game.look import backdrop, title_bar
from game.widgets import Form, Widget

if TYPE_CHECKING:
    from game.app import App


def game_name(variant: Any) -> str:
    """"Emperor 皇帝": the English name and the original when it differs."""
    en, original = variant.names["en"], variant.names.get("original", "")
    return en if original in ("", en) else f"{en}  {original}"


class MenuScene(Scene):
    """A screen of widgets on the felt backdrop; Esc goes back (pops)."""

    title = ""  # English, shown through tr() by the subclass's heading()

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.form = Form([])

    def enter(self) -> None:
        self.rebuild(appeared=True)

    def rebuild(self, appeared: bool = False) -> None:
        """Rebuild the widgets, keeping the keyboard focus where it was. Controls that kept their
        place stay clickable at once, unless the whole screen just ``appeared``."""
        focus, keyboard = self.form.focus, self.form.keyboard
        guard = ClickGuard() if appeared else self.form.guard
        self.form = Form(self.build(), on_activate=lambda: self.app.play("click"), guard=guard)
        if 0 <= focus < len(self.form.widgets) and self.form.widgets[focus].focusable and self.form.widgets[focus].enabled:
            self.form.focus = focus
        self.form.keyboard = keyboard

    def build(self) -> list[Widget]:
        return []

    def heading(self) -> tuple[str, str]:
        """(title, subtitle) in the current language."""
        return "", ""

    def back(self) -> None:
        self.app.pop()

    def busy(self) -> bool:
        """A menu changes only on input (a text caret blinks, slowly enough for the idle rate)."""
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if self.form.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        title, subtitle = self.heading()
        if title:
            title_bar(surface, self.app.fonts, title, subtitle)
        self.draw_extra(surface)
        self.form.draw(surface, self.app.fonts)

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Decoration drawn between the backdrop and the widgets."""

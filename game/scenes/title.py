"""The title: Continue (when a match was autosaved), New game, Rules, Settings, Quit, and the
notices the app collected (e.g. a corrupt save that was moved aside)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.scenes import MenuScene
from game.widgets import GOLD, GOLD_DARK, INK, IVORY, IVORY_DIM, WOOD_DARK, Button, Widget, panel, text, wrap
from rules.core.text import tr

FAN = ("AS", "KH", "QD", "JC", "JK1")  # the cards fanned under the name
NOTICE_WIDTH = 760


class TitleScene(MenuScene):
    def enter(self) -> None:
        self.saved: dict[str, Any] | None = self.app.saves.load_autosave()
        super().enter()

    def build(self) -> list[Widget]:
        w = 340
        x = (self.app.screen.get_width() - w) // 2
        y = 392
        items: list[tuple[str, Any, bool]] = []
        if self.saved is not None:
            items.append((tr("Continue"), self.resume, True))
        items += [
            (tr("New game"), self.new_game, self.saved is None),
            (tr("Rules"), self.rules, False),
            (tr("Settings"), self.settings, False),
            (tr("Quit"), self.app.quit, False),
        ]
        if self.app.messages:
            # The notice sits at the bottom: the menu takes the fan's place, centred above it.
            notice = self._notice_rect()
            y = min(y, 190 + (notice.y - 190 - 60 * len(items)) // 2)
        widgets: list[Widget] = []
        for label, action, primary in items:
            widgets.append(Button((x, y, w, 50), label, action, primary=primary))
            y += 60
        if self.app.messages:
            dismiss = Button((0, 0, 150, 40), tr("Dismiss"), self.dismiss, px=20)
            dismiss.rect.bottomright = (notice.right - 14, notice.bottom - 10)
            widgets.append(dismiss)
        return widgets

    def back(self) -> None:
        """Esc on the title does nothing: quitting is a deliberate choice."""

    def dismiss(self) -> None:
        self.app.messages.clear()
        self.rebuild()

    def resume(self) -> None:
        from game.table import TableScene

        data = self.app.saves.load_autosave()
        if data is None:  # moved aside since the title was shown
            self.enter()
            return
        try:
            scene = TableScene.from_save(self.app, data)
        except (ValueError, KeyError, TypeError) as exc:
            # A save that no longer replays (an older rules version, a hand-edited log) is kept aside.
            self.app.saves.discard_unusable(tr("The saved match could not be resumed ({reason})", reason=str(exc)))
            self.enter()
            return
        self.app.push(scene)

    def new_game(self) -> None:
        from game.scenes.confirm import ConfirmScene
        from game.scenes.picker import PickerScene

        if self.saved is None:
            self.app.push(PickerScene(self.app))
            return

        # The dialog pops itself before calling back: the picker goes over the title, which stays.
        self.app.push(
            ConfirmScene(self.app, tr("A new game replaces the match you can continue. Start a new game?"),
                         lambda: self.app.push(PickerScene(self.app)), tr("New game"))
        )

    def rules(self) -> None:
        from game.scenes.rules_scene import RulesScene

        self.app.push(RulesScene(self.app))

    def settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def draw_extra(self, surface: pygame.Surface) -> None:
        cx = surface.get_width() // 2
        if not self.app.messages:  # a notice lifts the menu into the fan's place
            self._draw_fan(surface, (cx, 270))
        text(surface, self.app.fonts, "Parlour", 96, (30, 20, 12), (cx + 3, 96), bold=True)
        text(surface, self.app.fonts, "Parlour", 96, GOLD, (cx, 92), bold=True)
        text(surface, self.app.fonts, tr("Rare card and tile games"), 24, IVORY_DIM, (cx, 168))
        if self.app.messages:
            self._draw_messages(surface)

    def _draw_fan(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        cards = self.app.cards
        n = len(FAN)
        radius = 300  # the cards turn about a point this far below the middle card, as a held fan
        for i, code in enumerate(FAN):
            angle = (i - (n - 1) / 2) * 10
            face = pygame.transform.rotozoom(cards.face(code, (92, 128)), -angle, 1)
            x = center[0] + math.sin(math.radians(angle)) * radius
            y = center[1] + radius - math.cos(math.radians(angle)) * radius
            surface.blit(face, face.get_rect(center=(round(x), round(y))))

    def _notice_lines(self) -> list[str]:
        """The latest notices wrapped to the panel, "" between two notices."""
        lines: list[str] = []
        for message in self.app.messages[-4:]:
            lines += [""] * bool(lines) + wrap(self.app.fonts, message, 18, NOTICE_WIDTH - 40)
        return lines

    def _notice_rect(self) -> pygame.Rect:
        lines = self._notice_lines()
        height = 24 * sum(1 for line in lines if line) + 10 * lines.count("")
        rect = pygame.Rect(0, 0, NOTICE_WIDTH, 56 + height + 48)
        rect.midbottom = (self.app.screen.get_width() // 2, self.app.screen.get_height() - 28)
        return rect

    def _draw_messages(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        rect = self._notice_rect()
        panel(surface, rect, IVORY, GOLD_DARK)
        text(surface, fonts, tr("Notice"), 22, INK, (rect.x + 20, rect.y + 24), "midleft", bold=True)
        y = rect.y + 52
        for line in self._notice_lines():
            text(surface, fonts, line, 18, WOOD_DARK, (rect.x + 20, y), "midleft")
            y += 24 if line else 10

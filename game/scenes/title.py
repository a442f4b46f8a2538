"""The title: Continue (when a match was autosaved) beside what it resumes, New game, Rules,
Settings, Quit, and the notices the app collected (e.g. a corrupt save that was moved aside).

The menu never moves for a notice: the notice has the right-hand side of the screen, the saved
match the left, and the fan of cards the middle above the menu."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.scenes import MenuScene
from game.scenes.saved_match import describe
from game.look import GOLD, GOLD_DARK, INK, IVORY, IVORY_DIM, WOOD_DARK, panel, text, wrap
from game.widgets import Button, Widget
from rules.core.text import tr

FAN = ("AS", "KH", "QD", "JC", "JK1")  # the cards fanned under the name
MENU = pygame.Rect(470, 380, 340, 48)  # the first button; the others follow every MENU_STEP px
MENU_STEP = 56
SIDE_W = 390  # the notice (right) and the saved match (left) beside the menu
NOTICE_AREA = pygame.Rect(1280 - 40 - SIDE_W, 196, SIDE_W, 800 - 28 - 196)  # the most a notice may take
NOTICE_PX = (18, 16, 14)  # a long notice takes a smaller size before it is cut (never below 13 px)


class TitleScene(MenuScene):
    def enter(self) -> None:
        self.saved: dict[str, Any] | None = self.app.saves.load_autosave()
        self.saved_lines = describe(self.saved) if self.saved is not None else []
        super().enter()

    def build(self) -> list[Widget]:
        items: list[tuple[str, Any, bool]] = []
        if self.saved is not None:
            items.append((tr("Continue"), self.resume, True))
        items += [
            (tr("New game"), self.new_game, self.saved is None),
            (tr("Learn"), self.learn, False),
            (tr("Rules"), self.rules, False),
            (tr("Score a hand"), self.score_hand, False),
            (tr("Settings"), self.settings, False),
            (tr("Quit"), self.app.quit, False),
        ]
        widgets: list[Widget] = []
        for i, (label, action, primary) in enumerate(items):
            widgets.append(Button(MENU.move(0, i * MENU_STEP), label, action, primary=primary))
        if self.app.messages:
            notice = self.notice_layout()[0]
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

    def learn(self) -> None:
        from game.lessons.learn_scene import LearnScene

        self.app.push(LearnScene(self.app))

    def rules(self) -> None:
        from game.scenes.rules_scene import RulesScene

        self.app.push(RulesScene(self.app))

    def score_hand(self) -> None:
        from game.scenes.score_hand import ScoreHandScene

        self.app.push(ScoreHandScene(self.app))

    def settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def draw_extra(self, surface: pygame.Surface) -> None:
        cx = surface.get_width() // 2
        self._draw_fan(surface, (cx, 270))
        text(surface, self.app.fonts, "Parlour", 96, (30, 20, 12), (cx + 3, 96), bold=True)
        text(surface, self.app.fonts, "Parlour", 96, GOLD, (cx, 92), bold=True)
        text(surface, self.app.fonts, tr("Rare card and tile games"), 24, IVORY_DIM, (cx, 168))
        if self.saved_lines:
            self._draw_saved(surface)
        if self.app.messages:
            self._draw_messages(surface)

    def saved_rect(self) -> pygame.Rect:
        """The panel saying what Continue resumes, level with Continue, left of the menu."""
        return pygame.Rect(40, MENU.y, SIDE_W, 56 + 26 * len(self._saved_wrapped()) + 14)

    def _saved_wrapped(self) -> list[tuple[str, int, bool]]:
        """(line, px, bold): the game in bold, then its progress and its players, wrapped."""
        out = []
        for i, line in enumerate(self.saved_lines):
            px = 20 if i == 0 else 18
            out += [(part, px, i == 0) for part in wrap(self.app.fonts, line, px, SIDE_W - 40, bold=i == 0)]
        return out

    def _draw_saved(self, surface: pygame.Surface) -> None:
        rect = self.saved_rect()
        panel(surface, rect, (0, 0, 0, 90), GOLD_DARK, radius=14, drop=False)
        text(surface, self.app.fonts, tr("Saved match"), 22, GOLD, (rect.x + 20, rect.y + 26), "midleft", bold=True)
        y = rect.y + 60
        for line, px, bold in self._saved_wrapped():
            text(surface, self.app.fonts, line, px, IVORY if bold else IVORY_DIM, (rect.x + 20, y), "midleft", bold=bold)
            y += 26

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

    def notice_layout(self) -> tuple[pygame.Rect, list[str], int]:
        """(panel, lines, px): the latest notices wrapped ("" between two), at the largest of
        NOTICE_PX that fits NOTICE_AREA, level with the menu's top when short enough; lines that
        still do not fit end in "…"."""
        def height(lines: list[str], px: int) -> int:
            return 56 + (px + 6) * sum(1 for line in lines if line) + 10 * lines.count("") + 58

        for px in NOTICE_PX:
            lines: list[str] = []
            for message in self.app.messages[-4:]:
                lines += [""] * bool(lines) + wrap(self.app.fonts, message, px, SIDE_W - 40)
            if height(lines, px) <= NOTICE_AREA.h:
                break
        while height(lines, px) > NOTICE_AREA.h:
            lines = lines[:-2] + ["…"]
        h = height(lines, px)
        rect = pygame.Rect(NOTICE_AREA.x, min(MENU.y, NOTICE_AREA.bottom - h), SIDE_W, h)
        return rect, lines, px

    def _draw_messages(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        rect, lines, px = self.notice_layout()
        panel(surface, rect, IVORY, GOLD_DARK)
        text(surface, fonts, tr("Notice"), 22, INK, (rect.x + 20, rect.y + 24), "midleft", bold=True)
        y = rect.y + 52
        for line in lines:
            text(surface, fonts, line, px, WOOD_DARK, (rect.x + 20, y), "midleft")
            y += px + 6 if line else 10

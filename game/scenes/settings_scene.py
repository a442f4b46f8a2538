"""Global settings: language, animation speed, sound and volume, card and tile style, window size and the
countdown on call windows (off: the table waits for the person). Each change is applied and saved at once."""

from __future__ import annotations

from typing import Any

import pygame

from game.scenes import MenuScene
from game.settings import ANIMATION_SPEEDS, CALL_COUNTDOWNS, CARD_STYLES, TILE_STYLES, WINDOW_SIZES
from game.tileart import size_for_scale
from game.look import GOLD_DARK, IVORY_DIM, panel, text
from game.widgets import Button, Cycler, Stepper, Toggle, Widget
from rules.core.text import N_, tr

LANGUAGE_NAMES = {"en": "English", "ja": "日本語"}  # each in its own language, as menus show them
SPEED_LABELS = {0: N_("Instant"), 1: N_("Normal"), 2: N_("Fast"), 3: N_("Fastest")}
STYLE_LABELS = {"classic": N_("Classic"), "four_colour": N_("Four-colour")}
TILE_STYLE_LABELS = {"classic": N_("Classic"), "learner": N_("Learner (index)")}
PREVIEW = ("AS", "KH", "QD", "JC")
TILE_PREVIEW = ("1m", "5p", "1s", "Rd")
LEFT, WIDTH, ROW_H = 110, 760, 58


class SettingsScene(MenuScene):
    def heading(self) -> tuple[str, str]:
        return tr("Settings"), ""

    def build(self) -> list[Widget]:
        s = self.app.settings
        x, y, w = LEFT + 24, 146, WIDTH - 48
        rows: list[Widget] = [
            Cycler((x, y, w, 52), tr("Language"), list(LANGUAGE_NAMES.items()), s.language, lambda v: self.set("language", v)),
            Stepper(
                (x, y, w, 52),
                tr("Animation speed"),
                ANIMATION_SPEEDS,
                s.animation_speed,
                lambda v: self.set("animation_speed", v),
                lambda v: tr(SPEED_LABELS[v]),
            ),
            Toggle((x, y, w, 52), tr("Sound"), s.sound, lambda v: self.set("sound", v)),
            Stepper(
                (x, y, w, 52),
                tr("Volume"),
                list(range(0, 101, 10)),
                round(s.volume * 10) * 10,
                lambda v: self.set("volume", v / 100),
                lambda v: f"{v}%",
            ),
            Cycler(
                (x, y, w, 52),
                tr("Card style"),
                [(style, tr(STYLE_LABELS[style])) for style in CARD_STYLES],
                s.card_style,
                lambda v: self.set("card_style", v),
            ),
            Cycler(
                (x, y, w, 52),
                tr("Tile style"),
                [(style, tr(TILE_STYLE_LABELS[style])) for style in TILE_STYLES],
                s.tile_style,
                lambda v: self.set("tile_style", v),
            ),
            Cycler(
                (x, y, w, 52),
                tr("Window size"),
                [(size, f"{size[0]} × {size[1]}") for size in self.window_sizes()],
                s.window_size if s.window_size in self.window_sizes() else WINDOW_SIZES[0],
                lambda v: self.set("window_size", v),
            ),
            Stepper(
                (x, y, w, 52),
                tr("Countdown on calls"),
                CALL_COUNTDOWNS,
                s.call_countdown if s.call_countdown in CALL_COUNTDOWNS else 0.0,
                lambda v: self.set("call_countdown", v),
                lambda v: tr("{n} s", n=f"{v:g}") if v else tr("Off: wait for me"),
            ),
            Toggle((x, y, w, 52), tr("CPU reasons in the move log"), s.cpu_reasons, lambda v: self.set("cpu_reasons", v),
                   tr("A reason can tell what a CPU holds: for learning, not for a fair game")),
        ]
        for i, row in enumerate(rows):
            row.rect.y = y + i * ROW_H
        rows.append(Button((LEFT, 800 - 100, 200, 54), tr("Back"), self.back))
        return rows

    @staticmethod
    def window_sizes() -> list[tuple[int, int]]:
        """The presets that fit on the screen (the smallest always)."""
        desktop = pygame.display.get_desktop_sizes()[0]
        return [size for size in WINDOW_SIZES if size == WINDOW_SIZES[0] or (size[0] <= desktop[0] and size[1] <= desktop[1])]

    def set(self, name: str, value: Any) -> None:
        setattr(self.app.settings, name, value)
        self.app.save_settings()
        if name == "language":
            self.rebuild()

    def draw_extra(self, surface: pygame.Surface) -> None:
        area = pygame.Rect(LEFT, 130, WIDTH, ROW_H * 9 + 20)
        panel(surface, area, (0, 0, 0, 60), GOLD_DARK, radius=14, drop=False)
        side = 1280 - LEFT - WIDTH - 30 - 60
        self._draw_preview(surface, pygame.Rect(LEFT + WIDTH + 30, 130, side, 300))
        self._draw_tile_preview(surface, pygame.Rect(LEFT + WIDTH + 30, 130 + 300 + 16, side, 150))
        text(surface, self.app.fonts, tr("F11 switches full screen."), 18, IVORY_DIM, (LEFT + WIDTH, 800 - 73), "midright")

    def _draw_preview(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        panel(surface, rect, (0, 0, 0, 60), GOLD_DARK, radius=14, drop=False)
        text(surface, self.app.fonts, tr("Card style"), 20, IVORY_DIM, (rect.centerx, rect.y + 26))
        cards = self.app.cards
        size = (70, 98)
        gap = 10
        total = 2 * size[0] + gap
        for i, code in enumerate(PREVIEW):
            col, row = i % 2, i // 2
            x = rect.centerx - total // 2 + col * (size[0] + gap)
            y = rect.y + 52 + row * (size[1] + gap)
            surface.blit(cards.face(code, size), (x, y))

    def _draw_tile_preview(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Four tiles standing, as the player's own hand shows them, in the chosen tile style."""
        panel(surface, rect, (0, 0, 0, 60), GOLD_DARK, radius=14, drop=False)
        text(surface, self.app.fonts, tr("Tile style"), 20, IVORY_DIM, (rect.centerx, rect.y + 26))
        tiles = self.app.tiles
        size = size_for_scale(1.0)
        gap = 6
        total = len(TILE_PREVIEW) * (size[0] + gap) - gap
        for i, code in enumerate(TILE_PREVIEW):
            surface.blit(tiles.tile(code, size), (rect.centerx - total // 2 + i * (size[0] + gap), rect.y + 48))

"""The game picker: which game, how many players, each seat Human or CPU (with its level) and its
name, the seed; Options opens the game's options; Start sits down at the table."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from game.layout import layout_for
from game.scenes import MenuScene, game_name
from game.widgets import GOLD, GOLD_DARK, IVORY, IVORY_DIM, Button, Cycler, Label, TextInput, Widget, panel, text
from rules.core.registry import get_variant, variant_ids
from rules.core.text import N_, tr

if TYPE_CHECKING:
    from game.app import App

# CPU level ids as variants declare them -> what the player reads.
LEVEL_LABELS = {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"), "strong": N_("Strong")}

GAMES_X, GAMES_W = 56, 330
SETUP_X, SETUP_W = 430, 794
SEAT_ROW_H = 58


@lru_cache(maxsize=None)
def table_ready(variant_id: str, players: int) -> bool:
    """Whether the table can seat this game: the variant draws itself on the generic table and a
    layout map exists for this many players (games whose rules land first wait for both)."""
    if not hasattr(get_variant(variant_id), "table"):
        return False
    try:
        layout_for(variant_id, players)
    except FileNotFoundError:
        return False
    return True


def level_label(level: str) -> str:
    return tr(LEVEL_LABELS[level]) if level in LEVEL_LABELS else level.capitalize()


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000)


@dataclass
class SeatChoice:
    kind: str  # "human" | "cpu"
    level: str
    name: str = ""  # "" = the default name of the seat

    def shown_name(self, seat: int) -> str:
        return self.name.strip() or default_name(self.kind, seat)


def default_name(kind: str, seat: int) -> str:
    return tr("Player {n}", n=seat + 1) if kind == "human" else tr("CPU {n}", n=seat + 1)


class PickerScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games = variant_ids()
        self.choose_game(self.games[0])
        self.seed = str(new_seed())

    def choose_game(self, variant_id: str) -> None:
        self.variant_id = variant_id
        variant = get_variant(variant_id)
        self.players = variant.default_players
        level = variant.cpu_levels[-1]
        # Seats keep their kind and name from game to game; the level is the new game's strongest.
        before = getattr(self, "seats", [])
        self.seats = [
            SeatChoice(before[i].kind, level, before[i].name) if i < len(before) else SeatChoice("human" if i == 0 else "cpu", level)
            for i in range(max(variant.player_counts))
        ]

    def heading(self) -> tuple[str, str]:
        return tr("New game"), ""

    # -- widgets ---------------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        variant = get_variant(self.variant_id)
        widgets: list[Widget] = []
        y = 130
        for vid in self.games:
            widgets.append(Button((GAMES_X, y, GAMES_W - 32, 56), game_name(get_variant(vid)), lambda vid=vid: self.pick(vid), primary=vid == self.variant_id, px=22))
            y += 66
        x = SETUP_X + 30
        widgets.append(
            Cycler(
                (x, 140, 520, 44),
                tr("Players"),
                [(n, str(n)) for n in variant.player_counts],
                self.players,
                self.set_players,
            )
        )
        y = 234
        levels = [(lv, level_label(lv)) for lv in variant.cpu_levels]
        for seat in range(self.players):
            choice = self.seats[seat]
            widgets.append(Label((x, y, 90, 44), tr("Seat {n}", n=seat + 1), 22, IVORY))
            widgets.append(
                TextInput((x + 100, y + 2, 250, 40), choice.name, lambda s, i=seat: self.set_name(i, s), 16, default_name(choice.kind, seat))
            )
            widgets.append(
                Cycler((x + 370, y, 180, 44), "", [("human", tr("Human")), ("cpu", tr("CPU"))], choice.kind, lambda k, i=seat: self.set_kind(i, k))
            )
            level = Cycler((x + 570, y, 170, 44), "", levels, choice.level, lambda lv, i=seat: self.set_level(i, lv))
            level.enabled = choice.kind == "cpu"
            widgets.append(level)
            y += SEAT_ROW_H
        seed_y = 234 + 5 * SEAT_ROW_H + 24
        widgets.append(Label((x, seed_y, 90, 44), tr("Seed"), 22, IVORY))
        widgets.append(TextInput((x + 100, seed_y + 2, 250, 40), self.seed, self.set_seed, 9))
        widgets.append(Button((x + 370, seed_y, 180, 44), tr("New seed"), self.reseed, px=20))
        bottom = 800 - 110
        widgets.append(Button((SETUP_X + 30, bottom, 200, 54), tr("Back"), self.back))
        widgets.append(Button((SETUP_X + 270, bottom, 220, 54), tr("Options"), self.options))
        start = Button((SETUP_X + SETUP_W - 250, bottom, 220, 54), tr("Start"), self.start, primary=True, px=26)
        start.enabled = table_ready(self.variant_id, self.players)
        widgets.append(start)
        return widgets

    def pick(self, variant_id: str) -> None:
        if variant_id != self.variant_id:
            self.choose_game(variant_id)
            self.rebuild()

    def set_players(self, n: int) -> None:
        self.players = n
        self.rebuild()

    def set_name(self, seat: int, name: str) -> None:
        self.seats[seat].name = name

    def set_kind(self, seat: int, kind: str) -> None:
        self.seats[seat].kind = kind
        self.rebuild()

    def set_level(self, seat: int, level: str) -> None:
        self.seats[seat].level = level

    def set_seed(self, value: str) -> None:
        self.seed = "".join(ch for ch in value if ch.isdigit())

    def reseed(self) -> None:
        self.seed = str(new_seed())
        self.rebuild()

    # -- actions -------------------------------------------------------------------------------

    def options(self) -> None:
        from game.scenes.options import OptionsScene

        self.app.push(OptionsScene(self.app, self.variant_id))

    def config(self) -> Any:
        """The MatchConfig the table is started with."""
        from game.table import MatchConfig, SeatConfig

        seats = [SeatConfig(c.kind, c.level if c.kind == "cpu" else "", c.shown_name(i)) for i, c in enumerate(self.seats[: self.players])]
        seed = int(self.seed) if self.seed else new_seed()
        return MatchConfig(self.variant_id, self.players, seats, self.app.options_for(self.variant_id), seed)

    def start(self) -> None:
        from game.table import TableScene

        config = self.config()
        self.app.saves.clear()  # the old match is given up (the title asked first)
        self.app.replace(TableScene(self.app, config))

    # -- drawing -------------------------------------------------------------------------------

    def draw_extra(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        games = pygame.Rect(GAMES_X - 16, 112, GAMES_W, 800 - 112 - 40)
        panel(surface, games, (0, 0, 0, 60), GOLD_DARK, radius=14, drop=False)
        setup = pygame.Rect(SETUP_X, 112, SETUP_W, 800 - 112 - 150)
        panel(surface, setup, (0, 0, 0, 60), GOLD_DARK, radius=14, drop=False)
        variant = get_variant(self.variant_id)
        text(surface, fonts, game_name(variant), 26, GOLD, (SETUP_X + SETUP_W - 30, 162), "midright", bold=True, max_width=220)
        x = SETUP_X + 30
        for label, cx in ((tr("Name"), x + 100), (tr("Player"), x + 370), (tr("Level"), x + 570)):
            text(surface, fonts, label, 18, IVORY_DIM, (cx + 4, 212), "midleft")
        pygame.draw.line(surface, GOLD_DARK, (x, 224), (SETUP_X + SETUP_W - 30, 224), 1)
        humans = sum(1 for c in self.seats[: self.players] if c.kind == "human")
        if not table_ready(self.variant_id, self.players):
            note = tr("The table for this game is not ready yet; its rules are under Rules.")
        elif humans == 0:
            note = tr("No human seats: you watch the CPU players.")
        elif humans == 1:
            note = tr("You play against the CPU players.")
        else:
            note = tr("Hot-seat: the humans pass the screen between turns.")
        text(surface, fonts, note, 18, IVORY_DIM, (x, 234 + 5 * SEAT_ROW_H + 80), "midleft")

"""The game picker: which game, how many players, each seat Human or CPU (with its level) and its
name, the seed; Options opens the game's options; Start sits down at the table."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from game.layout import layout_for
from game.scenes import MenuScene, game_name
from game.scenes.forms import fit_form, form_option, shown_name
from game.table.config import default_name
from game.look import GOLD, GOLD_DARK, IVORY, IVORY_DIM, panel, text, wrap
from game.widgets import Button, Cycler, Label, TextInput, Widget
from rules.core.registry import get_variant, variant_ids
from rules.core.text import N_, tr

if TYPE_CHECKING:
    from game.app import App

# CPU level ids as variants declare them -> what the player reads.
LEVEL_LABELS = {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"), "strong": N_("Strong")}

GAMES_X, GAMES_W = 56, 330
SETUP_X, SETUP_W = 430, 794
SEAT_ROW_H = 58
PLAYERS_W = 400  # the Players row, leaving the name of the game its own box on its right
NAME_BOX = pygame.Rect(SETUP_X + 30 + PLAYERS_W + 20, 116, SETUP_W - 30 - PLAYERS_W - 20 - 30, 84)
NAME_PX, MIN_PX = 26, 13  # nothing a player reads is drawn smaller than MIN_PX


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


def seed_digits(value: str) -> tuple[str, bool]:
    """The seed typed as ASCII digits, and whether anything else had to be left out. Any script's
    decimal digits count (fullwidth ３, Arabic-Indic ٣ are 3); ① or ² are not digits of a number."""
    digits = "".join(str(unicodedata.decimal(ch)) for ch in value if ch.isdecimal())
    return digits, len(digits) != len(value)


@dataclass
class SeatChoice:
    kind: str  # "human" | "cpu"
    level: str
    name: str = ""  # "" = the default name of the seat


class PickerScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games = variant_ids()
        self.choose_game(self.games[0])
        self.seed = str(new_seed())
        self.seed_refused = False  # something typed into the seed was not a digit

    def choose_game(self, variant_id: str) -> None:
        self.variant_id = variant_id
        variant = get_variant(variant_id)
        self.players = self.form_players() or variant.default_players
        level = "normal" if "normal" in variant.cpu_levels else variant.cpu_levels[-1]
        self.level_shown = level  # the level whose one-line description the picker shows
        # Seats keep their kind and name from game to game; the level is the new game's normal one
        # (a strong level thinks longer and is a choice to make, not a default).
        before = getattr(self, "seats", [])
        self.seats = [
            SeatChoice(before[i].kind, level, before[i].name) if i < len(before) else SeatChoice("human" if i == 0 else "cpu", level)
            for i in range(max(variant.player_counts))
        ]

    def form_players(self) -> int | None:
        """The player count of the form chosen in the game's options (Jingzhou: 3), if it has forms."""
        variant = get_variant(self.variant_id)
        if form_option(variant) is None:
            return None
        return int(variant.players_for(self.app.options_for(self.variant_id)))  # type: ignore[attr-defined]

    def enter(self) -> None:
        # The options screen may have switched the form (Wuhan <-> Jingzhou), and with it the count.
        self.players = self.form_players() or self.players
        super().enter()

    def heading(self) -> tuple[str, str]:
        return tr("New game"), ""

    def name(self) -> str:
        return shown_name(get_variant(self.variant_id), self.app.options_for(self.variant_id))

    def name_lines(self) -> tuple[list[str], int]:
        """The game's name in NAME_BOX at the largest size (down to MIN_PX) at which it fits: on one
        line, else its English and original names on lines of their own, wrapped."""
        fonts = self.app.fonts
        name = self.name()
        for px in range(NAME_PX, MIN_PX - 1, -1):
            font = fonts.get(px, True)
            # One line if it fits; else the English and the original names each on their own.
            parts = [name] if font.size(name)[0] <= NAME_BOX.w else name.split("  ")
            lines = [line for part in parts for line in wrap(fonts, part, px, NAME_BOX.w, bold=True)]
            if len(lines) * font.get_linesize() <= NAME_BOX.h and all(font.size(line)[0] <= NAME_BOX.w for line in lines):
                return lines, px
        return lines, MIN_PX

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
                (x, 140, PLAYERS_W, 44),
                tr("Players"),
                [(n, str(n)) for n in variant.player_counts],
                self.players,
                self.set_players,
            )
        )
        y = 234
        levels = [(lv, level_label(lv)) for lv in variant.cpu_levels]
        self.level_cyclers: list[Cycler] = []
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
            self.level_cyclers.append(level)
            y += SEAT_ROW_H
        seed_y = 234 + 5 * SEAT_ROW_H + 24
        widgets.append(Label((x, seed_y, 90, 44), tr("Seed"), 22, IVORY))
        self.seed_field = TextInput((x + 100, seed_y + 2, 250, 40), self.seed, self.set_seed, 9)
        widgets.append(self.seed_field)
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
        # 3 at a Wuhan table is Jingzhou: the options follow the count (and the name with them).
        options = self.app.options_for(self.variant_id)
        fitted = fit_form(self.variant_id, options, n)
        if fitted != options:
            self.app.save_options(self.variant_id, fitted)
        self.rebuild()

    def set_name(self, seat: int, name: str) -> None:
        self.seats[seat].name = name

    def set_kind(self, seat: int, kind: str) -> None:
        self.seats[seat].kind = kind
        self.rebuild()

    def set_level(self, seat: int, level: str) -> None:
        self.seats[seat].level = level
        self.level_shown = level

    def level_note(self) -> str:
        """How the level under the pointer plays (else the one last chosen), in one line."""
        variant = get_variant(self.variant_id)
        level = next((c.value for c in self.level_cyclers if c.hovered and c.enabled), self.level_shown)
        return tr("{level}: {note}", level=level_label(level), note=tr(variant.level_notes[level]))

    def set_seed(self, value: str) -> None:
        self.seed, refused = seed_digits(value)
        self.seed_refused = self.seed_refused or refused  # said until a new seed is drawn
        self.seed_field.value = self.seed  # the field shows the seed that will be used

    def reseed(self) -> None:
        self.seed, self.seed_refused = str(new_seed()), False
        self.rebuild()

    # -- actions -------------------------------------------------------------------------------

    def options(self) -> None:
        from game.scenes.options import OptionsScene

        self.app.push(OptionsScene(self.app, self.variant_id))

    def config(self) -> Any:
        """The MatchConfig the table is started with."""
        from game.table import MatchConfig, SeatConfig

        seats = [SeatConfig(c.kind, c.level if c.kind == "cpu" else "", c.name.strip()) for c in self.seats[: self.players]]
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
        lines, px = self.name_lines()
        line_h = fonts.get(px, True).get_linesize()
        y = NAME_BOX.centery - line_h * (len(lines) - 1) // 2
        for line in lines:
            text(surface, fonts, line, px, GOLD, (NAME_BOX.right, y), "midright", bold=True, max_width=NAME_BOX.w)
            y += line_h
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
        if self.seed_refused:  # in place of the note: it is about what was just typed
            note = tr("A seed is a whole number in digits (fullwidth or other scripts' digits are read as 0–9); signs such as ① are left out.")
        text(surface, fonts, note, 18, GOLD if self.seed_refused else IVORY_DIM, (x, 234 + 5 * SEAT_ROW_H + 80), "midleft", max_width=SETUP_W - 60)
        if any(c.kind == "cpu" for c in self.seats[: self.players]):
            text(surface, fonts, self.level_note(), 18, IVORY, (x, 234 + 5 * SEAT_ROW_H + 106), "midleft", max_width=SETUP_W - 60)

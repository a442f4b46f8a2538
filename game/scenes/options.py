"""A game's options, generated from its option schema (rules/core/options.py): a bool is a toggle,
a choice a cycler, a whole number a stepper. Every change is saved at once, per game.

The screen never holds a combination the game refuses: a change that clashes with another
option (the schema's ``excludes``) moves that option to an allowed value and says so in words.

A game with presets (game/scenes/presets.py) has a preset row above the options on every page."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pygame

from game.scenes import MenuScene
from game.scenes.forms import fit_form, form_option, shown_name, unused_options
from game.scenes.presets import CUSTOM, matching, preset_spec, preset_values
from game.look import GOLD_DARK, INK, IVORY, IVORY_DIM, panel, text, wrap
from game.widgets import Button, Cycler, Stepper, Toggle, Widget
from rules.core.options import OptionSpec, settle
from rules.core.registry import get_variant
from rules.core.text import tr

if TYPE_CHECKING:
    from game.app import App

PAGE_SIZE = 8
ROW_H = 64
LEFT, WIDTH = 110, 1060
NOTE_SECONDS = 8.0
NOTE_LINES = 10  # a preset may change most options: the note may cover most rows for a while
PRESET_CONTROL_W = 400  # room for a preset's name ("Old rules (18th–19th c.)") at full size


def show_value(value: Any) -> str:
    """An option value the schema gives no words for, as the player reads it: 25000 -> "25,000",
    "20000/10000" -> "20,000 / 10,000"."""
    if isinstance(value, bool):
        return tr("On") if value else tr("Off")
    if isinstance(value, int):
        return f"{value:,}"
    words = str(value)
    if re.fullmatch(r"\d+(/\d+)+", words):
        return " / ".join(f"{int(part):,}" for part in words.split("/"))
    # A word with no label reads as its id: "best_of_three" -> "Best of three".
    words = words.replace("_", " ")
    return words[:1].upper() + words[1:]


def choice_labels(spec: OptionSpec) -> list[tuple[Any, str]]:
    """Each choice with what the player reads: the schema's label, else the value shown as it is."""
    if spec.labels:
        return [(c, tr(spec.labels[i])) for i, c in enumerate(spec.choices)]
    return [(c, show_value(c)) for c in spec.choices]


def int_ladder(spec: OptionSpec) -> list[int]:
    """The values a stepper offers for an int option: its choices, else 0 up to a generous bound."""
    if spec.choices:
        return sorted(spec.choices)
    low = spec.minimum if spec.minimum is not None else 0
    return list(range(low, max(low + 10, 2 * spec.default) + 1))


class OptionsScene(MenuScene):
    def __init__(self, app: App, variant_id: str) -> None:
        super().__init__(app)
        self.variant_id = variant_id
        self.variant = get_variant(variant_id)
        self.values = app.options_for(variant_id)
        self.page = 0
        self.note = ""  # what a change moved elsewhere, and why (empty: nothing)
        self.note_left = 0.0  # seconds the note stays up
        self.has_presets = bool(getattr(self.variant, "presets", ()))
        # The player's own options (matching no preset) seen on this visit: "Custom" steps back to them.
        self.custom: dict[str, Any] | None = None
        self.remember_custom()

    @property
    def per_page(self) -> int:
        return PAGE_SIZE - 1 if self.has_presets else PAGE_SIZE  # the preset row takes one

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.variant.options) // self.per_page))

    def preset_shown(self) -> str:
        """The preset the options are exactly (CUSTOM: none, or the game has no presets)."""
        return matching(self.variant, self.values) if self.has_presets else CUSTOM

    def remember_custom(self) -> None:
        if self.has_presets and self.preset_shown() == CUSTOM:
            self.custom = dict(self.values)

    def heading(self) -> tuple[str, str]:
        return tr("Options"), shown_name(self.variant, self.values)

    def build(self) -> list[Widget]:
        widgets: list[Widget] = []
        y = 150
        form = form_option(self.variant)
        unused = unused_options(self.variant_id, self.values[form.id]) if form else frozenset()
        spec = preset_spec(self.variant, self.custom is not None)
        if spec is not None:
            rect = (LEFT + 24, y, WIDTH - 48, ROW_H - 10)
            chooser = Cycler(rect, tr(spec.description), choice_labels(spec), self.preset_shown(), self.choose,
                             tr("A named set of rules: choosing one sets every option"))
            chooser.control_width = PRESET_CONTROL_W
            widgets.append(chooser)
            y += ROW_H
        for spec in self.variant.options[self.page * self.per_page : (self.page + 1) * self.per_page]:
            row = self.row(spec, (LEFT + 24, y, WIDTH - 48, ROW_H - 10))
            if spec.id in unused:  # e.g. 發 as a kong tile, in Jingzhou
                row.enabled = False
                row.note = tr("Not used in {form}", form=shown_name(self.variant, self.values))
            widgets.append(row)
            y += ROW_H
        bottom = 800 - 100
        widgets.append(Button((LEFT, bottom, 200, 54), tr("Back"), self.back))
        widgets.append(Button((LEFT + 230, bottom, 300, 54), tr("Reset to defaults"), self.ask_reset))
        if self.pages > 1:
            prev = Button((LEFT + WIDTH - 330, bottom, 150, 54), tr("‹ Previous"), lambda: self.turn(-1))
            prev.enabled = self.page > 0
            nxt = Button((LEFT + WIDTH - 160, bottom, 150, 54), tr("Next ›"), lambda: self.turn(1))
            nxt.enabled = self.page < self.pages - 1
            widgets += [prev, nxt]
        return widgets

    def row(self, spec: OptionSpec, rect: tuple[int, int, int, int]) -> Toggle | Cycler:
        label = tr(spec.description)
        note = spec.seed_term if spec.seed_term not in label else ""  # the original term, unless the label says it
        value = self.values[spec.id]

        def change(v: Any, option: str = spec.id) -> None:
            self.set(option, v)

        if spec.type == "bool":
            return Toggle(rect, label, value, change, note)
        if spec.type == "int":
            return Stepper(rect, label, int_ladder(spec), value, change, show_value, note)
        return Cycler(rect, label, choice_labels(spec), value, change, note)

    def set(self, option: str, value: Any) -> None:
        preset = self.preset_shown()
        self.values, moved = settle(self.variant.options, dict(self.values, **{option: value}), option)
        form = form_option(self.variant)
        new_form = form is not None and option == form.id
        if new_form:
            # Another form (Jingzhou): the options it does not use go back to their defaults.
            self.values = fit_form(self.variant_id, self.values, self.variant.players_for(self.values))  # type: ignore[attr-defined]
        specs = {spec.id: spec for spec in self.variant.options}
        notes = []
        for other, rule in moved:
            spec = specs[other]
            notes.append(tr("Changed to fit: {option} is now {value}. {reason}.", option=tr(spec.description),
                            value=self.shown(spec), reason=tr(rule.reason)))
        self.note = "\n".join(notes)
        self.note_left = NOTE_SECONDS if moved else 0.0
        self.app.save_options(self.variant_id, self.values)
        self.remember_custom()
        if moved or new_form or self.preset_shown() != preset:
            self.rebuild()  # the moved options' rows, and the preset row, show their new values

    def choose(self, preset: str) -> None:
        """Every option as preset ``preset`` has it (CUSTOM: as the player last had them), saved at
        once; the note lists what changed."""
        before, offered = self.values, preset_spec(self.variant, self.custom is not None)
        assert offered is not None and preset in offered.choices  # "Custom" only with custom options to go back to
        self.values = dict(self.custom or {}) if preset == CUSTOM else preset_values(self.variant, preset)
        name = dict(choice_labels(offered))[preset]
        changed = [spec for spec in self.variant.options if self.values[spec.id] != before[spec.id]]
        if changed:
            lines = [tr("{preset}: these options changed", preset=name)]
            lines += [tr("· {option} → {value}", option=tr(spec.description), value=self.shown(spec)) for spec in changed]
        else:
            lines = [tr("{preset}: no option changed", preset=name)]
        self.note, self.note_left = "\n".join(lines), NOTE_SECONDS
        self.app.save_options(self.variant_id, self.values)
        self.rebuild()

    def shown(self, spec: OptionSpec) -> str:
        value = self.values[spec.id]
        if spec.type == "choice":
            return dict(choice_labels(spec))[value]
        return show_value(value)

    def turn(self, delta: int) -> None:
        self.page = min(max(self.page + delta, 0), self.pages - 1)
        self.rebuild()

    def ask_reset(self) -> None:
        from game.scenes.confirm import ConfirmScene

        self.app.push(ConfirmScene(self.app, tr("Put every option of this game back to its default?"), self.reset, tr("Reset")))

    def reset(self) -> None:
        self.values = {spec.id: spec.default for spec in self.variant.options}
        self.note = ""
        self.app.save_options(self.variant_id, self.values)
        self.rebuild()

    def draw_extra(self, surface: pygame.Surface) -> None:
        rows = min(self.per_page, len(self.variant.options) - self.page * self.per_page) + self.has_presets
        area = pygame.Rect(LEFT, 134, WIDTH, ROW_H * rows + 22)
        panel(surface, area, (0, 0, 0, 60), GOLD_DARK, radius=14, drop=False)
        if self.pages > 1:
            text(surface, self.app.fonts, tr("Page {n} of {total}", n=self.page + 1, total=self.pages), 18, IVORY_DIM, (area.right, area.bottom + 18), "midright")

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.note:
            self._draw_note(surface)

    def update(self, dt: float) -> None:
        self.note_left = max(0.0, self.note_left - dt)
        if self.note_left == 0:
            self.note = ""

    def _draw_note(self, surface: pygame.Surface) -> None:
        """Over the bottom rows, just above the buttons: what the last change moved, and why."""
        fonts = self.app.fonts
        lines = [part for line in self.note.split("\n") for part in wrap(fonts, line, 18, WIDTH - 48)][:NOTE_LINES]
        rect = pygame.Rect(LEFT, 0, WIDTH, 24 + 24 * len(lines))
        rect.bottom = 800 - 100 - 32  # clear of the buttons and the page count
        panel(surface, rect, IVORY, GOLD_DARK, radius=12)
        for i, line in enumerate(lines):
            text(surface, fonts, line, 18, INK, (rect.x + 24, rect.y + 24 + 24 * i), "midleft")

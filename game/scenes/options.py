"""A game's options, generated from its option schema (rules/core/options.py): a bool is a toggle,
a choice a cycler, a whole number a stepper. Every change is saved at once, per game."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pygame

from game.scenes import MenuScene
from game.scenes.forms import fit_form, form_option, shown_name, unused_options
from game.widgets import GOLD_DARK, IVORY_DIM, Button, Cycler, Stepper, Toggle, Widget, panel, text
from rules.core.options import OptionSpec
from rules.core.registry import get_variant
from rules.core.text import tr

if TYPE_CHECKING:
    from game.app import App

PAGE_SIZE = 8
ROW_H = 64
LEFT, WIDTH = 110, 1060


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
    return list(range(0, max(10, 2 * spec.default) + 1))


class OptionsScene(MenuScene):
    def __init__(self, app: App, variant_id: str) -> None:
        super().__init__(app)
        self.variant_id = variant_id
        self.variant = get_variant(variant_id)
        self.values = app.options_for(variant_id)
        self.page = 0

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.variant.options) // PAGE_SIZE))

    def heading(self) -> tuple[str, str]:
        return tr("Options"), shown_name(self.variant, self.values)

    def build(self) -> list[Widget]:
        widgets: list[Widget] = []
        y = 150
        form = form_option(self.variant)
        unused = unused_options(self.variant_id, self.values[form.id]) if form else frozenset()
        for spec in self.variant.options[self.page * PAGE_SIZE : (self.page + 1) * PAGE_SIZE]:
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
        self.values[option] = value
        form = form_option(self.variant)
        if form is not None and option == form.id:
            # Another form (Jingzhou): the options it does not use go back to their defaults.
            self.values = fit_form(self.variant_id, self.values, self.variant.players_for(self.values))  # type: ignore[attr-defined]
        self.app.save_options(self.variant_id, self.values)
        if form is not None and option == form.id:
            self.rebuild()

    def turn(self, delta: int) -> None:
        self.page = min(max(self.page + delta, 0), self.pages - 1)
        self.rebuild()

    def ask_reset(self) -> None:
        from game.scenes.confirm import ConfirmScene

        self.app.push(ConfirmScene(self.app, tr("Put every option of this game back to its default?"), self.reset, tr("Reset")))

    def reset(self) -> None:
        self.values = {spec.id: spec.default for spec in self.variant.options}
        self.app.save_options(self.variant_id, self.values)
        self.rebuild()

    def draw_extra(self, surface: pygame.Surface) -> None:
        rows = min(PAGE_SIZE, len(self.variant.options) - self.page * PAGE_SIZE)
        area = pygame.Rect(LEFT, 134, WIDTH, ROW_H * rows + 22)
        panel(surface, area, (0, 0, 0, 60), GOLD_DARK, radius=14, drop=False)
        if self.pages > 1:
            text(surface, self.app.fonts, tr("Page {n} of {total}", n=self.page + 1, total=self.pages), 18, IVORY_DIM, (area.right, area.bottom + 18), "midright")

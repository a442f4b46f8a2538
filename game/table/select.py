"""Choosing several hand cards for one move (Piquet's exchange, 99's bid of three): click cards to
lift them, then press the move's button or drop them on its zone (mixed into
:class:`game.table.scene.TableScene`).

The model's ``select`` says which actions are made this way (``{"count": [low, high], "label",
"zone", "values"}``, see :meth:`rules.core.variant.Variant.table`). Such an action has one button,
in its own cell, that never moves while the person chooses: it says what the chosen cards would do
and is enabled only while they make a legal move; until then it says how many to choose.
"""

from __future__ import annotations

from typing import Any

from game.table.buttons import fill
from game.widgets import Button
from rules.core.command import Command
from rules.core.text import tr


class TableSelect:
    """The lifted cards of a multi-card choice and the button that makes it."""

    chosen: list[str]  # slot keys of the lifted hand cards, in the order they were lifted

    def selecting(self) -> dict[str, dict[str, Any]]:
        """The select actions the person may make now, with their specs."""
        spec = self.model.get("select", {})
        actions = {c.action for c in self.legal()}
        return {action: rule for action, rule in spec.items() if action in actions}

    def chosen_codes(self) -> list[str]:
        codes = {s.key: s.code for s in self.hand_slots()}
        return [str(codes[k]) for k in self.chosen if codes.get(k)]

    def choose(self, key: str) -> None:
        """Lift a hand card into the choice, or put it back down."""
        if key in self.chosen:
            self.chosen.remove(key)
        elif any(s.key == key for s in self.hand_slots()):
            self.chosen.append(key)

    def selected_command(self, action: str, codes: list[str]) -> Command | None:
        """The legal move of ``action`` made with exactly ``codes`` (in any order), else None."""
        version, table = self._by_cards
        if version != self.version:
            table = {}
            for c in self.legal():
                if c.action in self.model.get("select", {}):
                    table[(c.action, tuple(sorted(c.cards)))] = c
            self._by_cards = (self.version, table)
        return table.get((action, tuple(sorted(codes))))

    def selection_text(self, action: str, rule: dict[str, Any], codes: list[str]) -> tuple[str, Command | None]:
        """The button's words for the cards chosen now, and the move they make (None: not yet one)."""
        low, high = rule["count"]
        if not low <= len(codes) <= high:
            if low == high:
                return tr("Choose {n} cards ({k} chosen)", n=low, k=len(codes)), None
            return tr("Choose {low} to {high} cards ({k} chosen)", low=low, high=high, k=len(codes)), None
        command = self.selected_command(action, codes)
        if command is None:
            seat = self.viewer if self.viewer is not None else 0
            reason = self.session.validate(Command(seat, action, tuple(codes)))
            return reason or tr("Not a legal choice"), None
        values = rule.get("values", {})
        label = rule["label"].replace("{n}", str(len(codes))).replace("{value}", str(sum(values.get(c, 0) for c in codes)))
        return fill(label, command, self.hand_codes()), command

    def select_entries(self) -> list[tuple[str, str, Any, Command | None, bool]]:
        """Button entries (action, label, on click, command, lit) of the select actions."""
        codes = self.chosen_codes()
        out = []
        for action, rule in self.selecting().items():
            label, command = self.selection_text(action, rule, codes)
            out.append((action, label, (lambda c=command: self.make_choice(c)) if command else None, command, True))
        return out

    def make_choice(self, command: Command) -> bool:
        self.settle()
        if self.attempt(command):
            self.chosen = []
            return True
        return False

    def drop_choice(self, key: str, zone: str) -> bool | None:
        """A chosen card dragged onto a select action's zone: that choice (with the dragged card
        lifted too). None when the zone is not a select zone; False when the choice is refused."""
        for action, rule in self.selecting().items():
            if rule.get("zone") != zone:
                continue
            if key not in self.chosen:
                self.chosen.append(key)
            label, command = self.selection_text(action, rule, self.chosen_codes())
            if command is None:
                self.say(label, warn=True)
                return False
            return self.make_choice(command)
        return None

    def select_zones(self) -> list[str]:
        return [str(rule["zone"]) for rule in self.selecting().values() if rule.get("zone") in self.zones]


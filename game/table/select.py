"""Choosing several hand cards for one move (Piquet's exchange, 99's bid of three): click cards to
lift them, then press the move's button or drop them on its zone (mixed into
:class:`game.table.scene.TableScene`).

The model's ``select`` says which actions are made this way (``{"count": [low, high], "label",
"zone", "values"}``, see :meth:`rules.core.variant.Variant.table`). Such an action has one button,
in its own cell, that never moves while the person chooses: it says what the chosen cards would do
and is enabled only while they make a legal move; until then it says how many to choose.

A game with too many moves to index by their cards (Fuxi's plays) has the variant's ``select_ways``
say what a selection could make (see :meth:`rules.core.variant.Variant.table`); the table keeps the
legal ones. When the chosen cards make several moves (a declaration to name), the button opens a
menu of their steps (type, then number, then suit), each step offering only what is still legal.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from game.table.buttons import Grid, fill
from game.widgets import Button
from rules.core.command import Command
from rules.core.text import tr


class TableSelect:
    """The lifted cards of a multi-card choice and the button that makes it."""

    chosen: list[str]  # slot keys of the lifted hand cards, in the order they were lifted
    menu_path: list[str]  # the steps taken so far in a menu of a selection's ways
    _ways: tuple[Any, Any] | None  # the last selection read by the variant's select_ways, and its ways

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
        self.menu = None  # other cards, other ways
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
        if not codes and rule.get("idle"):
            return rule["idle"], None  # the game's own words before anything is chosen
        if not low <= len(codes) <= high:
            if self.images.tiled:
                if low == high:
                    return tr("Choose {n} tiles ({k} chosen)", n=low, k=len(codes)), None
                return tr("Choose {low} to {high} tiles ({k} chosen)", low=low, high=high, k=len(codes)), None
            if low == high:
                return tr("Choose {n} cards ({k} chosen)", n=low, k=len(codes)), None
            return tr("Choose {low} to {high} cards ({k} chosen)", low=low, high=high, k=len(codes)), None
        if hasattr(self.variant, "select_ways"):
            ways = self.ways(action, codes)
            if isinstance(ways, str):
                return ways, None
            if len(ways) == 1:
                return ways[0][1], ways[0][0]
            return tr("{what}: choose how ({n} ways)", what=_shared_step(ways), n=len(ways)), None
        command = self.selected_command(action, codes)
        if command is None:
            seat = self.viewer if self.viewer is not None else 0
            reason = self.session.validate(Command(seat, action, tuple(codes)))
            return reason or tr("Not a legal choice"), None
        values = rule.get("values", {})
        label = rule["label"].replace("{n}", str(len(codes))).replace("{value}", str(sum(values.get(c, 0) for c in codes)))
        return fill(label, command, self.hand_codes()), command

    def ways(self, action: str, codes: list[str]) -> list[tuple[Command, str, tuple[str, ...]]] | str:
        """The legal moves the variant's ``select_ways`` finds in ``codes`` (with their labels and
        menu steps), or why there are none; worked out once per position and choice."""
        key = (self.version, self.viewer, action, tuple(sorted(codes)))
        if self._ways is not None and self._ways[0] == key:
            return self._ways[1]
        seat = self.viewer if self.viewer is not None else 0
        found = self.variant.select_ways(self.session.view(seat), action, tuple(codes), self.meta)
        if not isinstance(found, str):
            legal = [w for w in found if self.session.validate(w[0]) is None]
            # None of them legal: the first one's reason says why (a pair too weak for the table).
            found = legal or (found and self.session.validate(found[0][0])) or tr("Not a legal choice")
        self._ways = (key, found)
        return found

    def several_ways(self, action: str, codes: list[str]) -> bool:
        """Whether the chosen cards make more than one legal move (a menu tells them apart)."""
        if not hasattr(self.variant, "select_ways"):
            return False
        ways = self.ways(action, codes)
        return isinstance(ways, list) and len(ways) > 1

    def select_entries(self) -> list[tuple[str, str, Any, Command | None, bool]]:
        """Button entries (action, label, on click, command, lit) of the select actions."""
        codes = self.chosen_codes()
        out = []
        for action, rule in self.selecting().items():
            label, command = self.selection_text(action, rule, codes)
            click: Any = None
            if command is not None:
                click = partial(self.make_choice, command)
            elif self.several_ways(action, codes):
                click = partial(self.open_ways, action)  # the menu of its ways
            out.append((action, label, click, command, True))
        return out

    def open_ways(self, action: str) -> None:
        """The menu of the chosen cards' ways; the message says what they are."""
        self.menu, self.menu_path = action, []
        rule = self.selecting().get(action)
        if rule is not None:
            self.say(self.selection_text(action, rule, self.chosen_codes())[0])

    def way_options(self) -> list[tuple[str, Command | None]]:
        """The open menu's next step: each word with the move it makes (None: more steps follow).
        A step with one word only is taken at once."""
        ways = self.ways(self.menu or "", self.chosen_codes())
        if isinstance(ways, str):
            return []
        while True:
            words = _step(ways, self.menu_path)
            if len(words) == 1 and len(next(iter(words.values()))) > 1:
                self.menu_path.append(next(iter(words)))
                continue
            return [(word, group[0][0] if len(group) == 1 else None) for word, group in words.items()]

    def lay_out_ways(self) -> list[tuple[Button, Command | None]]:
        """The menu of a selection's ways: the words of the next step, and Back (a step back, or
        out of the menu); past the buttons zone, rows grow upwards."""
        options = self.way_options()
        grid = Grid.holding(self.zones["buttons"][0], len(options) + 1)
        rows = -(-(len(options) + 1) // grid.cols)
        start = min(0, (grid.rows - rows) * grid.cols)
        out = []
        for i, (word, command) in enumerate(options):
            click = (lambda c=command: self.make_choice(c)) if command else (lambda w=word: self.menu_path.append(w))
            out.append((Button(grid.box(start + i), word, click, px=17), command))
        out.append((Button(grid.box(grid.cells - 1), tr("Back"), self.way_back, px=18), None))
        return out

    def way_back(self) -> None:
        """One chosen step back (past the steps that offered one word only); out of the menu from the first."""
        ways = self.ways(self.menu or "", self.chosen_codes())
        while self.menu_path and not isinstance(ways, str):
            self.menu_path.pop()
            if len(_step(ways, self.menu_path)) > 1:
                return
        self.menu = None

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
            if command is None and self.several_ways(action, self.chosen_codes()):
                self.open_ways(action)  # several ways: the person names one
                return False
            if command is None:
                self.say(label, warn=True)
                return False
            return self.make_choice(command)
        return None

    def select_zones(self) -> list[str]:
        return [str(rule["zone"]) for rule in self.selecting().values() if rule.get("zone") in self.zones]



def _shared_step(ways: list[tuple[Command, str, tuple[str, ...]]]) -> str:
    """The first step's words when every way shares them, else the first way's label."""
    firsts = {w[2][0] if w[2] else w[1] for w in ways}
    return firsts.pop() if len(firsts) == 1 else ways[0][1]


def _step(ways: list[tuple[Command, str, tuple[str, ...]]], path: list[str]) -> dict[str, list[Any]]:
    """The words of the step after ``path``, each with the ways it leads to (a way with no more
    steps is named by its label)."""
    words: dict[str, list[Any]] = {}
    for way in ways:
        steps = way[2]
        if steps[:len(path)] == tuple(path):
            words.setdefault(steps[len(path)] if len(steps) > len(path) else way[1], []).append(way)
    return words

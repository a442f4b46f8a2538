"""The variant interface every game implements, and the CPU player interface.

A variant is a stateless object describing one game; its mutable ``state`` is opaque to
everything outside the variant. The rest of Parlour reaches a game only through this interface
(usually via :class:`rules.core.session.Session`), so the table, CPU players, saves and tests
work for every game alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from types import ModuleType
from typing import Any, Protocol

from rules.core.command import Command, shape_reason
from rules.core.events import Event
from rules.core.options import OptionSpec
from rules.core.text import N_


@dataclass(frozen=True)
class Hint:
    """A suggested move and the one-line reason a person would give for it."""

    command: Command
    reason: str


class Variant(Protocol):
    id: str
    version: int  # bumped when a change of rules would make old command logs replay differently
    names: dict[str, str]  # {"en": "Emperor", "original": "皇帝"}
    player_counts: tuple[int, ...]
    default_players: int
    options: tuple[OptionSpec, ...]
    cpu_levels: tuple[str, ...]
    level_notes: dict[str, str]  # {level: N_-marked one line on how it plays}, for every cpu level
    # Optional (read with getattr, so not declared here): ``presets``, the named bundles of options
    # the rules text defines, as a tuple of (id, label, options): the label N_-marked English, the
    # options what the preset sets over the defaults, e.g. ("rubicon", N_("Rubicon"),
    # {"match_format": "rubicon"}). The options screen offers them; choosing one sets every option.

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> tuple[Any, list[Event]]:
        """A fresh match (options already resolved against ``options``) and the events of its
        opening (the first deal), which the table animates like any others."""

    def to_act(self, state: Any) -> frozenset[int]:
        """Seats that must act now (several may answer one discard); empty once the match is over."""

    def legal(self, state: Any, seat: int) -> list[Command]:
        """Every legal command of ``seat``, sorted; never empty for a seat in ``to_act``."""

    def validate(self, state: Any, command: Command) -> str | None:
        """None if legal, else the reason in plain words. Never raises, never mutates."""

    def apply(self, state: Any, command: Command) -> list[Event]:
        """Carry out a validated command, mutating ``state``; returns what happened."""

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        """All that ``seat`` may know (None: a spectator); JSON types only."""

    def is_over(self, state: Any) -> bool: ...

    def snapshot(self, state: Any) -> dict[str, Any]:
        """The whole state as JSON types, hidden cards included: for replay checks and tests."""

    def explain(self, state: Any, command: Command) -> str:
        """Why ``command`` is legal (what it does) or why it is not."""

    def report(self, event: Event, meta: dict[str, Any]) -> list[str]:
        """Plain lines telling ``event`` (hand results, standings); [] for the minor ones."""

    def standings(self, state: Any) -> list[dict[str, Any]]:
        """Ranking rows (rank, seat, score, points...) as if the match ended now."""

    def cpu(self, level: str, seed: int) -> CpuPlayer:
        """A CPU player of the given level; its randomness comes from ``seed`` only."""

    def hint(self, view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
        """What the normal CPU would do here, with a one-line reason; seats it names are named from
        ``meta`` (the session's, with the players' names) as the table names them."""

    def table(self, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
        """The table as ``view``'s seat sees it, for the generic table to draw (JSON types only).

        Positions round the table are relative to the viewer: 0 is the viewer (bottom), 1 the
        next seat in turn order, and so on. Keys:

        - ``players``, ``viewer`` (the seat or None), ``seats``: the absolute seat at each position;
        - ``piles``: zone name of the layout map (``hand_i``, ``river_i``, ``exposed_i``,
          ``field_i``, ``stock``, ...) -> ``{"cards": [code or None (face down)], "sideways":
          [indices drawn turned], "fresh": [codes to mark: a drawn card, the discard on offer],
          "groups": [sizes of the sets, in order], "label": text, "count": int,
          "always_label": bool}`` (all but ``cards`` optional; a label shows over the cards, or over
          the empty zone with ``always_label``); a visible ``hand_0`` comes sorted in the game's order;
        - ``plates``: ``plate_i`` -> ``{"seat", "name", "score" (text), "markers": [texts],
          "turn": bool}``;
        - ``info``: lines for the info panel (hand label, era, stock count...);
        - ``drops``: zone -> the action made by dropping one hand card on it;
        - ``toggles``: action -> ``{"label", "instead_of": action}``: a button that, while on,
          turns the next drop of that other action into this one (riichi instead of discard,
          Kawuxing's disclose); while on, the table outlines the cards this action may drop and
          says so with the toggle's label;
        - ``labels``: action -> button label, a template with ``{cards}`` and ``{choice}``;
        - ``auto``: actions the table takes for a person when it is their only legal move;
        - ``pass``: actions that let a call window go; taken by a countdown (a Settings option);
        - ``sounds``: action -> the sound the table plays when that move shows on the table;
        - ``waits``: None or ``{"label", "cards"}``, the viewer's winning cards (mahjong adds
          ``"counts"``: the unseen copies of each);
        - ``places``: action -> its button cell (two columns, three rows, Hint in the last);
          ``wins``: actions a call countdown never passes; ``prompts``: ``[[actions], text]``,
          the first whose actions are all legal says what the viewer may do;
        - ``private``: zones turned face down while nobody at the screen may look (default
          ``["hand_0"]``);
        - mahjong (rules/mahjong/table.py): ``material`` ``"tiles"`` (codes are tile notation),
          zones ``melds_i``, ``flowers_i``, ``indicator``, ``pile`` (anonymous discards), and
          ``marked``: codes the table marks wherever they lie (Wuhan's laizi);
        - ``choices``: action -> ``{choice: whole button label}`` for commands told apart only by
          their choice (Piquet's "good / not good / equal", a point's suit); overrides ``labels``,
          except for a move with cards whose label shows ``{cards}`` (then only its cardless way:
          "No other sets");
        - ``select``: action -> ``{"count": [min, max], "label": template, "zone": zone, "values":
          {code: int}}`` (zone and values optional): an action made by selecting several hand cards
          (they lift), then pressing its button or dropping them on ``zone``. The button is enabled
          only while the selection's size is within ``count`` and the command with those cards is
          legal; its label fills ``{n}`` (cards selected), ``{cards}`` and ``{value}`` (the sum of
          the chosen cards' ``values``: a 99 bid); ``idle`` (optional) is its words before any card
          is chosen. Such actions get no button per legal command
          (Piquet's exchange, 99's bid). A variant with too many moves to list per card choice (Fuxi)
          defines ``select_ways(view, action, cards, meta)``: every move the chosen cards could make,
          as ``(command, label, steps)`` (``steps``: the words of a menu telling several apart, e.g. a
          declaration's type, number, suit), or why they make none; the table keeps the legal ones;
        - ``menus``: action -> label: a move with several ways that is rarely wanted gets one button
          with this label, which shows its ways (and Back) in place of the other buttons;
        - ``told``: action -> what the table announces of another seat's move (``{n}``: its number
          of cards), or None for nothing: a move whose cards are secret (an exchange, a bid) is
          never announced by its button label;
        - ``spoken``: ``[[name, words], ...]``: what is said aloud at the table (Piquet's dialogue,
          a repique); the table announces each line whose name is new since the last model;
        - ``gather``: None or ``{"serial", "cards", "zones", "to"}``: the trick won last, each card in
          the zone it was played to, and the winner's pile; the table shows a newly named one whole
          for a moment, then slides it to ``to`` (game/table/gather.py);
        - trick games (rules/tricks/table.py): ``material`` ``"cards"``, zones ``trick_i`` (that
          seat's card of the trick in play), ``won_i`` (a back per trick won, with ``count``),
          ``last_trick``; Piquet adds ``talon``, ``discards_i``, ``shown_i``; ``drops`` sends a
          card dropped on ``trick_0`` or ``trick`` (the middle) to the play action.
        """

    def sheet(self, event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
        """The score sheet of an event that ends a hand or the match (None for other events).

        ``view`` is any seat's view after the event (the match sheet lists the hands from it).
        ``{"kind", "title", "subtitle", "blocks": [...]}`` where a block is one of
        ``{"type": "hand", "title", "groups": [{"cards", "label"}], "highlight": [codes]}``,
        ``{"type": "rows", "title", "rows": [{"original", "english", "value", "cards"?}]}``,
        ``{"type": "lines", "title", "lines"}``, ``{"type": "cards", "title", "text", "cards"}``
        or ``{"type": "table", "title", "columns", "rows": [[texts]]}``.
        """


# The picker's line for a random CPU that still takes its wins (most games' weakest level).
RANDOM_NOTE = N_("Any legal move, but never lets a win go: a partner for trying the rules.")


class CpuPlayer(Protocol):
    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        """Pick one of ``legal``, knowing only ``view`` (the seat's own view)."""


class FlowVariant:
    """The part of a variant every game writes alike: the turn rules live in a ``flow`` module
    (``to_act``, ``legal``, ``validate``, ``apply``, the ``MOVES`` it knows and the card ``codes``
    of a state) and the state knows its ``players``, ``phase`` and ``snapshot``. A game's variant
    class sets ``flow`` and writes the rest."""

    flow: ModuleType

    def to_act(self, state: Any) -> frozenset[int]:
        return self.flow.to_act(state)

    def legal(self, state: Any, seat: int) -> list[Command]:
        return self.flow.legal(state, seat)

    def validate(self, state: Any, command: Command) -> str | None:
        # The checks every game shares come first, so the flow's own only meets known actions,
        # seats and codes, with nothing in the fields its action does not use.
        reason = shape_reason(command, state.players, self.flow.MOVES, self.flow.codes(state))
        return reason if reason is not None else self.flow.validate(state, command)

    def apply(self, state: Any, command: Command) -> list[Event]:
        return self.flow.apply(state, command)

    def is_over(self, state: Any) -> bool:
        return state.phase == "over"

    def snapshot(self, state: Any) -> dict[str, Any]:
        return state.snapshot()


class GameVariant(FlowVariant):
    """A :class:`FlowVariant` that also finds the rest of its methods in its game's package (the
    package of the subclass's module, e.g. ``rules.kawuxing``), each in the module named for it:

    - ``view`` -> ``view.view``; ``explain`` -> the command's reason from ``validate``, else
      ``report.describe``; ``report`` -> ``report.report``;
    - ``standings`` -> the ranking stored once the match ended (``state.standings``), else
      ``settlement.standings``;
    - ``cpu`` -> ``cpu.make_cpu``; ``hint`` -> ``cpu.hint`` (given the session's ``meta``);
    - ``table`` -> ``table.table``; ``sheet`` -> ``sheet.sheet``.

    A game whose function lives in another module of its package names that module in ``homes``
    (``{"sheet": "table"}``); a game that does something else writes its own method. Each module is
    imported at the first call, so a rules-only import never loads the CPU players or the table."""

    homes: dict[str, str] = {}

    def _find(self, name: str) -> Any:
        package = type(self).__module__.rpartition(".")[0]
        return getattr(import_module(f"{package}.{self.homes.get(name, _HOMES[name])}"), name)

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        return self._find("view")(state, seat)

    def explain(self, state: Any, command: Command) -> str:
        reason = self.validate(state, command)
        return reason if reason is not None else self._find("describe")(command)

    def report(self, event: Event, meta: dict[str, Any]) -> list[str]:
        return self._find("report")(event, meta)

    def standings(self, state: Any) -> list[dict[str, Any]]:
        return state.standings or self._find("standings")(state)

    def cpu(self, level: str, seed: int) -> CpuPlayer:
        return self._find("make_cpu")(level, seed)

    def hint(self, view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
        return self._find("hint")(view, legal, meta)

    def table(self, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
        return self._find("table")(view, meta)

    def sheet(self, event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
        return self._find("sheet")(event, view, meta)


# The module of a game's package that holds each function GameVariant calls, unless ``homes`` says.
_HOMES = {"view": "view", "describe": "report", "report": "report", "standings": "settlement",
          "make_cpu": "cpu", "hint": "cpu", "table": "table", "sheet": "sheet"}

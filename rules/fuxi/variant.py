"""Fuxi (富戯), a climbing game like Daifugo with the 108 number tiles, as a Parlour variant:
set-up, views, explanations, CPU players, the table (``table``) and score sheets (``sheet``)."""

from __future__ import annotations

import random
from typing import Any

from rules.core.command import Command
from rules.core.events import Event
from rules.core.variant import CpuPlayer, FlowVariant, Hint
from rules.fuxi import flow
from rules.fuxi.options import OPTIONS, make_rules, players_for
from rules.fuxi.report import describe, report
from rules.fuxi.settlement import new_hand, standings
from rules.fuxi.state import FuxiState
from rules.fuxi.view import view


class Fuxi(FlowVariant):
    flow = flow
    id = "fuxi"
    version = 1
    names = {"en": "Fuxi", "original": "富戯"}
    player_counts = (3, 4)
    default_players = 4
    options = OPTIONS
    cpu_levels = ("random", "easy", "normal")  # weakest to strongest, as the picker lists them

    def players_for(self, options: dict[str, Any]) -> int:
        """The count the ``players`` option sets (spec §12)."""
        return players_for(options)

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> tuple[FuxiState, list[Event]]:
        rules = make_rules(players, options)
        rng = random.Random(seed)
        state = FuxiState(players=players, options=dict(options), rules=rules, rng=rng, scores=[0] * players,
                          lord=rng.randrange(players), unseats=[0] * players)  # the first lord by lot (§2)
        return state, new_hand(state)

    def view(self, state: FuxiState, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def explain(self, state: FuxiState, command: Command) -> str:
        reason = self.validate(state, command)
        return reason if reason is not None else describe(command)

    def report(self, event: Event, meta: dict[str, Any]) -> list[str]:
        return report(event, meta)

    def standings(self, state: FuxiState) -> list[dict[str, Any]]:
        return state.standings or standings(state)

    def cpu(self, level: str, seed: int) -> CpuPlayer:
        from rules.fuxi.cpu import make_cpu

        return make_cpu(level, seed)

    def table(self, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
        from rules.fuxi.table import table

        return table(view, meta)

    def select_ways(self, view: dict[str, Any], action: str, cards: tuple[str, ...], meta: dict[str, Any]) -> Any:
        from rules.fuxi.table import select_ways

        return select_ways(view, action, cards, meta)

    def sheet(self, event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
        from rules.fuxi.sheet import sheet

        return sheet(event, view, meta)

    def hint(self, view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
        from rules.fuxi.cpu import hint

        return hint(view, legal, meta)


VARIANT = Fuxi()

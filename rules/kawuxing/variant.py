"""Kawuxing (卡五星), three-player Hubei mahjong with 84 tiles, as a Parlour variant: set-up,
views, explanations, CPU players."""

from __future__ import annotations

import random
from typing import Any

from rules.core.command import Command
from rules.core.events import Event
from rules.core.variant import CpuPlayer, FlowVariant, Hint
from rules.kawuxing import flow
from rules.kawuxing.options import OPTIONS, make_rules, players_for
from rules.kawuxing.report import describe, report
from rules.kawuxing.settlement import new_hand, standings
from rules.kawuxing.state import KwxState
from rules.kawuxing.view import view


class Kawuxing(FlowVariant):
    flow = flow
    id = "kawuxing"
    version = 1
    names = {"en": "Kawuxing", "original": "卡五星"}
    player_counts = (3, 4)
    default_players = 3
    options = OPTIONS
    cpu_levels = ("random", "easy", "normal")  # weakest to strongest, as the picker lists them

    def players_for(self, options: dict[str, Any]) -> int:
        """3, or 4 with the four-player rotation."""
        return players_for(options)

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> tuple[KwxState, list[Event]]:
        rules = make_rules(players, options)
        rng = random.Random(seed)
        # With four people one sits out; the first dealer is drawn at random from the seed (§4).
        resting = rng.randrange(players) if rules.rotation else None
        order = [s for s in range(players) if s != resting]
        dealer = rng.choice(order)
        state = KwxState(players=players, options=dict(options), rules=rules, rng=rng, scores=[0] * players,
                         dealer=dealer, order=order, resting=resting)
        return state, new_hand(state)

    def view(self, state: KwxState, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def explain(self, state: KwxState, command: Command) -> str:
        reason = self.validate(state, command)
        return reason if reason is not None else describe(command)

    def report(self, event: Event, meta: dict[str, Any]) -> list[str]:
        return report(event, meta)

    def standings(self, state: KwxState) -> list[dict[str, Any]]:
        return state.standings or standings(state)

    def cpu(self, level: str, seed: int) -> CpuPlayer:
        from rules.kawuxing.cpu import make_cpu

        return make_cpu(level, seed)

    def hint(self, view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
        from rules.kawuxing.cpu import hint

        return hint(view, legal, meta)

    def table(self, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
        from rules.kawuxing.table import table

        return table(view, meta)

    def sheet(self, event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
        from rules.kawuxing.table import sheet

        return sheet(event, view, meta)


VARIANT = Kawuxing()

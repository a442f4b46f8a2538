"""Trump Mahjong (トランプマージャン), Japanese riichi mahjong played with two packs of cards and
four jokers as flowers, as a Parlour variant: set-up, views, explanations, CPU players, the table
and its score sheets."""

from __future__ import annotations

import random
from typing import Any

from rules.core.command import Command
from rules.core.events import Event
from rules.core.variant import CpuPlayer, FlowVariant, Hint
from rules.trump_mahjong import flow
from rules.trump_mahjong.options import OPTIONS, make_rules, players_for
from rules.trump_mahjong.report import describe, report
from rules.trump_mahjong.settlement import new_hand, standings
from rules.trump_mahjong.state import TmState
from rules.trump_mahjong.view import view


class TrumpMahjong(FlowVariant):
    flow = flow
    id = "trump_mahjong"
    version = 1
    names = {"en": "Trump Mahjong", "original": "トランプマージャン"}
    player_counts = (3, 4)
    default_players = 4
    options = OPTIONS
    cpu_levels = ("random", "easy", "normal")

    def players_for(self, options: dict[str, Any]) -> int:
        """4, or 3 with option players = 3 (§14)."""
        return players_for(options)

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> tuple[TmState, list[Event]]:
        rules = make_rules(players, options)
        rng = random.Random(seed)
        first = rng.randrange(players)  # the first dealer is random (§3)
        state = TmState(options=dict(options), rules=rules, rng=rng, players=players,
                        scores=[rules.start_points] * players, first_dealer=first, dealer=first)
        return state, new_hand(state)

    def view(self, state: TmState, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def explain(self, state: TmState, command: Command) -> str:
        reason = self.validate(state, command)
        return reason if reason is not None else describe(command)

    def report(self, event: Event, meta: dict[str, Any]) -> list[str]:
        return report(event, meta)

    def standings(self, state: TmState) -> list[dict[str, Any]]:
        return state.standings or standings(state)

    def cpu(self, level: str, seed: int) -> CpuPlayer:
        from rules.trump_mahjong.cpu import make_cpu

        return make_cpu(level, seed)

    def hint(self, view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
        from rules.trump_mahjong.cpu import hint

        return hint(view, legal, meta)

    def table(self, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
        from rules.trump_mahjong.table import table

        return table(view, meta)

    def sheet(self, event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
        from rules.trump_mahjong.sheet import sheet

        return sheet(event, view, meta)


VARIANT = TrumpMahjong()

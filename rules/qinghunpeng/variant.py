"""Qing-Hun-Peng (清混碰), Shanghai mahjong with flowers, as a Parlour variant: set-up, views,
explanations, CPU players, the table and the score sheets."""

from __future__ import annotations

import random
from typing import Any

from rules.core.command import Command
from rules.core.events import Event
from rules.core.variant import CpuPlayer, FlowVariant, Hint
from rules.qinghunpeng import flow
from rules.qinghunpeng.options import OPTIONS, make_rules
from rules.qinghunpeng.report import describe, report
from rules.qinghunpeng.settlement import new_hand, standings
from rules.qinghunpeng.state import PLAYERS, QhpState
from rules.qinghunpeng.view import view


class QingHunPeng(FlowVariant):
    flow = flow
    id = "qinghunpeng"
    version = 1
    names = {"en": "Qing-Hun-Peng", "original": "清混碰"}
    player_counts = (PLAYERS,)
    default_players = PLAYERS
    options = OPTIONS
    cpu_levels = ("random", "easy", "normal")

    def players_for(self, options: dict[str, Any]) -> int:
        return PLAYERS

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> tuple[QhpState, list[Event]]:
        if players != PLAYERS:
            raise ValueError(f"Qing-Hun-Peng is played by 4, not {players}")
        rng = random.Random(seed)
        state = QhpState(options=dict(options), rules=make_rules(options), rng=rng, scores=[0] * PLAYERS,
                         dealer=rng.randrange(PLAYERS))  # the first dealer by lot (§2)
        return state, new_hand(state)

    def view(self, state: QhpState, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def explain(self, state: QhpState, command: Command) -> str:
        reason = self.validate(state, command)
        return reason if reason is not None else describe(command)

    def report(self, event: Event, meta: dict[str, Any]) -> list[str]:
        return report(event, meta)

    def standings(self, state: QhpState) -> list[dict[str, Any]]:
        return state.standings or standings(state)

    def cpu(self, level: str, seed: int) -> CpuPlayer:
        from rules.qinghunpeng.cpu import make_cpu

        return make_cpu(level, seed)

    def hint(self, view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
        from rules.qinghunpeng.cpu import hint

        return hint(view, legal, meta)

    def table(self, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
        from rules.qinghunpeng.table import table

        return table(view, meta)

    def sheet(self, event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
        from rules.qinghunpeng.sheet import sheet

        return sheet(event, view, meta)


VARIANT = QingHunPeng()

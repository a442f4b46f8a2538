"""Qing-Hun-Peng (清混碰), Shanghai mahjong with flowers, as a Parlour variant: set-up, views,
explanations, CPU players, the table and the score sheets."""

from __future__ import annotations

import random
from typing import Any

from rules.core.events import Event
from rules.core.text import N_
from rules.core.variant import GameVariant, RANDOM_NOTE
from rules.qinghunpeng import flow
from rules.qinghunpeng.options import OPTIONS, make_rules
from rules.qinghunpeng.settlement import new_hand
from rules.qinghunpeng.state import PLAYERS, QhpState


class QingHunPeng(GameVariant):
    flow = flow
    id = "qinghunpeng"
    version = 1
    names = {"en": "Qing-Hun-Peng", "original": "清混碰"}
    player_counts = (PLAYERS,)
    default_players = PLAYERS
    options = OPTIONS
    cpu_levels = ("random", "easy", "normal", "strong")
    level_notes = {  # one line each, shown in the picker
        "random": RANDOM_NOTE,
        "easy": N_("Collects one suit and the honours, and calls what fits them."),
        "normal": N_("Weighs every hand it could become by its hua, calls only when it pays, avoids liability."),
        "strong": N_("Checks normal's move against others in sampled deals played out (not yet shown stronger)."),
    }

    def players_for(self, options: dict[str, Any]) -> int:
        return PLAYERS

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> tuple[QhpState, list[Event]]:
        if players != PLAYERS:
            raise ValueError(f"Qing-Hun-Peng is played by 4, not {players}")
        rng = random.Random(seed)
        state = QhpState(options=dict(options), rules=make_rules(options), rng=rng, scores=[0] * PLAYERS,
                         dealer=rng.randrange(PLAYERS))  # the first dealer by lot (§2)
        return state, new_hand(state)


VARIANT = QingHunPeng()

"""Fuxi (富戯), a climbing game like Daifugo with the 108 number tiles, as a Parlour variant:
set-up, views, explanations, CPU players, the table (``table``) and score sheets (``sheet``)."""

from __future__ import annotations

import random
from typing import Any

from rules.core.events import Event
from rules.core.text import N_
from rules.core.variant import GameVariant
from rules.fuxi import flow
from rules.fuxi.options import OPTIONS, make_rules, players_for
from rules.fuxi.settlement import new_hand
from rules.fuxi.state import FuxiState


class Fuxi(GameVariant):
    flow = flow
    id = "fuxi"
    version = 1
    names = {"en": "Fuxi", "original": "富戯"}
    player_counts = (3, 4)
    default_players = 4
    options = OPTIONS
    cpu_levels = ("random", "easy", "normal", "strong")  # weakest to strongest, as the picker lists them
    level_notes = {  # one line each, shown in the picker
        "random": N_("Any legal move, but never misses going out: a partner for trying the rules."),
        "easy": N_("Sheds as many tiles as it can each turn; passes only when a play would set it back."),
        "normal": N_("Plans its hand into chains, kongs and specials, and plays to keep the table."),
        "strong": N_("Plays or passes by sampled deals to its next turn; shown stronger than normal."),
    }

    def players_for(self, options: dict[str, Any]) -> int:
        """The count the ``players`` option sets (spec §12)."""
        return players_for(options)

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> tuple[FuxiState, list[Event]]:
        rules = make_rules(players, options)
        rng = random.Random(seed)
        state = FuxiState(players=players, options=dict(options), rules=rules, rng=rng, scores=[0] * players,
                          lord=rng.randrange(players), unseats=[0] * players)  # the first lord by lot (§2)
        return state, new_hand(state)

    def select_ways(self, view: dict[str, Any], action: str, cards: tuple[str, ...], meta: dict[str, Any]) -> Any:
        from rules.fuxi.table import select_ways

        return select_ways(view, action, cards, meta)


VARIANT = Fuxi()

"""Trump Mahjong (トランプマージャン), Japanese riichi mahjong played with two packs of cards and
four jokers as flowers, as a Parlour variant: set-up, views, explanations, CPU players, the table
and its score sheets."""

from __future__ import annotations

import random
from typing import Any

from rules.core.events import Event
from rules.core.text import N_
from rules.core.variant import GameVariant, RANDOM_NOTE
from rules.trump_mahjong import flow
from rules.trump_mahjong.options import OPTIONS, make_rules, players_for
from rules.trump_mahjong.settlement import new_hand
from rules.trump_mahjong.state import TmState


class TrumpMahjong(GameVariant):
    flow = flow
    id = "trump_mahjong"
    version = 1
    names = {"en": "Trump Mahjong", "original": "トランプマージャン"}
    player_counts = (3, 4)
    default_players = 4
    options = OPTIONS
    cpu_levels = ("random", "easy", "normal", "strong")
    level_notes = {  # one line each, shown in the picker
        "random": RANDOM_NOTE,
        "easy": N_("Keeps its hand closed and declares riichi as soon as it may."),
        "normal": N_("Plays toward the yaku it can make, calls only to keep one, folds against a riichi when far off."),
        "strong": N_("Pushes a ready hand; weighs riichi, push or fold in sampled deals; shown stronger than normal."),
    }

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


VARIANT = TrumpMahjong()

"""Kawuxing (卡五星), three-player Hubei mahjong with 84 tiles, as a Parlour variant: set-up,
views, explanations, CPU players."""

from __future__ import annotations

import random
from typing import Any

from rules.core.events import Event
from rules.core.text import N_
from rules.core.variant import GameVariant, RANDOM_NOTE
from rules.kawuxing import flow
from rules.kawuxing.options import OPTIONS, make_rules, players_for
from rules.kawuxing.settlement import new_hand
from rules.kawuxing.state import KwxState


class Kawuxing(GameVariant):
    flow = flow
    id = "kawuxing"
    version = 1
    names = {"en": "Kawuxing", "original": "卡五星"}
    player_counts = (3, 4)
    default_players = 3
    options = OPTIONS
    cpu_levels = ("random", "easy", "normal", "strong")  # weakest to strongest, as the picker lists them
    level_notes = {  # one line each, shown in the picker
        "random": RANDOM_NOTE,
        "easy": N_("Plays toward ready, pungs and kongs whenever it may, discloses half the time."),
        "normal": N_("Aims at the hand that pays most, discloses when it pays, never feeds a disclosed hand."),
        "strong": N_("Plays out normal's close choices and 亮倒 in sampled deals; shown to beat normal."),
    }
    homes = {"sheet": "table"}

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


VARIANT = Kawuxing()

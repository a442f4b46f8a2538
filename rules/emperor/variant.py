"""Emperor (皇帝) as a Parlour variant: set-up, the seat views, explanations, CPU players."""

from __future__ import annotations

import random
from typing import Any

from rules.core.cards import display
from rules.core.command import Command
from rules.core.events import Event
from rules.core.text import N_, render, tr
from rules.core.variant import GameVariant
from rules.emperor import flow
from rules.emperor.options import OPTIONS
from rules.emperor.scoring import shibari
from rules.emperor.settlement import hand_label, new_hand
from rules.emperor.state import OVER, EmperorState


class Emperor(GameVariant):
    flow = flow
    id = "emperor"
    version = 1
    names = {"en": "Emperor", "original": "皇帝"}
    player_counts = (3, 4, 5)
    default_players = 4
    options = OPTIONS
    cpu_levels = ("easy", "normal", "strong")
    level_notes = {  # one line each, shown in the picker
        "easy": N_("Keeps the cards that make sets, throws the loosest, declares riichi whenever it may."),
        "normal": N_("Weighs each discard by what its waits can score, and defends against a riichi."),
        "strong": N_("Normal's play, pushing harder on a riichi; tries close discards in sampled deals."),
    }
    homes = {"describe": "variant", "sheet": "table"}

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> tuple[EmperorState, list[Event]]:
        rng = random.Random(seed)
        first = rng.randrange(players)  # the first dealer is chosen at random (§2)
        state = EmperorState(
            players=players,
            options=dict(options),
            rng=rng,
            scores=[options["starting_points"]] * players,
            first_dealer=first,
            dealer=first,
        )
        return state, new_hand(state)

    def view(self, state: EmperorState, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know: its own hand, every face-up card, counts of hidden ones."""
        seats = []
        for i, s in enumerate(state.seats):
            seats.append(
                {
                    "hand": list(s.hand) if i == seat else None,
                    "hand_count": len(s.hand),
                    "exposed": [list(p) for p in s.exposed],
                    "river": list(s.river),
                    "kept_kings": list(s.kept_kings),
                    "riichi": s.riichi,
                    "riichi_card": s.riichi_card,
                    "shibari": shibari(state.players, len(s.exposed)),
                    "discards": s.discards,
                    "draws": s.draws,
                }
            )
        return {
            "variant": self.id,
            "players": state.players,
            "seat": seat,
            "options": dict(state.options),
            "phase": state.phase,
            "to_act": sorted(flow.to_act(state)),
            "turn": state.turn,
            "hand_no": state.hand_no,
            "match_length": state.options["match_length"],
            "label": render(hand_label(state)) if state.phase != OVER else tr("Match over"),
            "era": "dynasty" if state.dynasty else "warring_states",
            "dynasty": state.dynasty,
            "dynasty_name": render(state.dynasty_name),
            "generation": state.generation,
            "dynasty_card": state.dynasty_card,
            "emperor": state.emperor,
            "dealer": state.dealer,
            "first_dealer": state.first_dealer,
            "scores": list(state.scores),
            "stock": len(state.stock),
            "ura_row": list(state.ura_row),
            "offer": state.offer,
            "drawn": state.drawn if seat == state.turn else None,
            "called": state.called,
            "any_call": state.any_call,
            "seats": seats,
            "history": state.history,
            "standings": state.standings,
        }


def describe(command: Command) -> str:
    """A legal command in plain words."""
    cards = " ".join(display(c) for c in command.cards)
    texts = {
        "dynasty": tr("Found the {name} dynasty with {cards} as its dynasty card.", name=command.choice, cards=cards)
        if command.choice
        else tr("Found a new dynasty with {cards} as its dynasty card.", cards=cards),
        "discard": tr("Discard {cards}.", cards=cards),
        "riichi": tr("Declare riichi and discard {cards}: you can then win by ron, and your hand is frozen.", cards=cards),
        "draw": tr("Draw the top card of the stock."),
        "call": tr("Call {cards}: expose the set, then discard. Each call adds one yaku to your shibari.", cards=cards),
        "regroup": tr("Regroup your exposed cards as {cards}.", cards=cards),
        "tsumo": tr("Win by tsumo."),
        "ron": tr("Win by ron on {cards}.", cards=cards),
        "pass": tr("Let the discard go."),
    }
    return texts.get(command.action, command.action)


VARIANT = Emperor()

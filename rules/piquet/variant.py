"""Piquet as a Parlour variant: set-up, the seat views, explanations, CPU players."""

from __future__ import annotations

import random
from typing import Any

from rules.core.cards import SUIT_SYMBOLS, display
from rules.core.command import Command
from rules.core.events import Event
from rules.core.text import N_, tr
from rules.core.variant import GameVariant, Hint
from rules.piquet import flow
from rules.piquet.match import standings
from rules.piquet.options import OPTIONS, PRESET_LABELS, PRESETS
from rules.piquet.state import PiquetState
from rules.tricks.play import PIQUET_36_ORDER, PIQUET_ORDER


class Piquet(GameVariant):
    flow = flow
    id = "piquet"
    version = 1
    names = {"en": "Piquet", "original": "Piquet", "ja": "ピケ"}
    player_counts = (2,)
    default_players = 2
    options = OPTIONS
    presets = tuple((name, PRESET_LABELS[name], PRESETS[name]) for name in PRESETS)
    cpu_levels = ("easy", "normal", "strong")
    level_notes = {  # one line each, shown in the picker
        "easy": N_("Sound habits: discards toward point, sequence and sets, cashes its masters."),
        "normal": N_("Easy's exchange and declarations; plays its tricks by a short search of your possible hands."),
        "strong": N_("Exchanges by simulation, sinks a combination you surely beat, reads the last ten tricks exactly."),
    }
    homes = {"describe": "variant", "sheet": "table"}

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> tuple[PiquetState, list[Event]]:
        if players != 2:
            raise ValueError("piquet is played by 2 players")
        if options["target_score"] <= 0:
            raise ValueError(f"option target_score must be positive, not {options['target_score']}")
        order = PIQUET_36_ORDER if options["deck_36"] else PIQUET_ORDER
        state = PiquetState(options=dict(options), rng=random.Random(seed), order=order)
        return state, [Event("match_started", None, (), False, {"format": options["match_format"]})]

    def standings(self, state: PiquetState) -> list[dict[str, Any]]:
        return standings(state)

    def hint(self, view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
        from rules.piquet.cpu import hint

        return hint(view, legal)


def describe(command: Command) -> str:
    """A legal command in plain words: the label of its button at the table."""
    cards = " ".join(display(c) for c in command.cards)
    suit = SUIT_SYMBOLS.get(command.choice, command.choice)
    action, choice = command.action, command.choice
    if action == "draw":
        return tr("Draw a card for the deal.")
    if action == "choose_role":
        return tr("Be elder (first hand).") if choice == "elder" else tr("Be younger (the dealer).")
    if action == "carte_blanche":
        if choice:
            return tr("Declare carte blanche and exchange {n} cards.", n=choice)
        return tr("Declare carte blanche.")
    if action == "exchange":
        return tr("Discard {cards} and take as many from the talon.", cards=cards) if cards else tr("Take no cards.")
    if action == "discard":
        return tr("Discard {cards} (you take the talon cards after elder).", cards=cards) if cards else tr("Discard no cards.")
    if action == "expose_rest":
        return tr("Turn the rest of the talon face up for both.")
    if action == "leave_rest":
        return tr("Leave the rest of the talon unseen.")
    if action == "reveal_rest":
        return tr("Expose the rest of the talon; your first lead will be {suit}.", suit=suit)
    if action == "request_show":
        return tr("Ask your opponent to show his scored sets.")
    if action in ("declare_sequence", "declare_sets", "announce_sequence", "announce_sets"):
        return tr("Declare {cards}.", cards=cards) if cards else tr("Declare none.")
    if action in ("declare_point", "announce_point"):
        return tr("Declare your point in {suit}.", suit=suit)
    if action == "answer":
        return {"good": tr("Good."), "not_good": tr("Not good."), "equal": tr("Equal.")}[choice]
    if action == "score_extras":
        return tr("Also score {cards}.", cards=cards) if cards else tr("Score no extras.")
    if action == "play":
        return tr("Play {cards}.", cards=cards)
    return action


VARIANT = Piquet()

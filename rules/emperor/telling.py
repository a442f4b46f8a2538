"""Emperor's words for the move log: the mahjong family's, with cards named as cards (4♥), its
calls of a pair, riichi on a discard, and the dynasties."""

from __future__ import annotations

from rules.core.cards import display
from rules.core.text import N_
from rules.mahjong.telling import MAHJONG

WORDS = MAHJONG.merged({
    "discarded.True": N_("{seat} declares riichi, discarding {cards}."),
    "called": N_("{seat} takes {first} from {from}: {cards}."),
    "declared_ron": N_("{seat} declares ron."),
    "tsumo": None,  # the win that follows tells it
    "won.ron": N_("{seat} wins on {discarder}'s {winning_card}."),
    "won.tsumo": N_("{seat} wins by tsumo with {winning_card}."),
    "exhaustive_draw": N_("The stock is used up: the hand is drawn."),
    "hand_drawn": None,
    "dynasty_founded": N_("{seat} founds the {name} dynasty with {first}."),
}, picks={"discarded": "riichi"}, piece=display)

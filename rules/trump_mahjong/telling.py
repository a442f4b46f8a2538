"""Trump Mahjong's words for the move log: the mahjong family's, with cards named as cards (6♥),
jokers set aside as flowers, and riichi."""

from __future__ import annotations

from rules.core.cards import display
from rules.core.text import N_
from rules.mahjong.telling import MAHJONG

WORDS = MAHJONG.merged({
    "joker": N_("{seat} sets aside a joker."),
    "riichi": N_("{seat} declares riichi (立直)."),
    "tsumo": None,  # the win that follows tells it
    # A call names the claimed card ``card`` (the tile games' ``tile``).
    "called.chi": N_("{seat} chis {card} from {from}: {cards}."),
    "called.pon": N_("{seat} pons {card} from {from}."),
    "called.exposed_kong": N_("{seat} kongs {card} from {from}."),
}, piece=display)

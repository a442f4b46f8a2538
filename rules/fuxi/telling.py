"""Fuxi's words for the move log: plays by the seed's names (単七萬, 槓五索), passes, the exchange of
tiles (which tile only to the two who trade it), the lord's fall."""

from __future__ import annotations

from rules.core.telling import Words
from rules.core.text import N_
from rules.mahjong.telling import tile_words, tiles_words

WORDS = Words({
    "hand_started": N_("— {label} —"),
    "gave": N_("{seat} gives {cards} to {to}."),
    "gave.hidden": N_("{seat} gives a tile to {to}."),
    "received": N_("{seat} receives {cards} from {from}."),
    "played": N_("{seat} plays {name} ({left} left)."),
    "played.True": N_("{seat} plays {name} ({left} left): the order reverses."),
    "passed": N_("{seat} passes."),
    "table_cleared": N_("Everyone else passed: {seat} leads again."),
    "won": N_("{seat} goes out and wins."),
    "hand_drawn": N_("The hand is drawn."),
    "unseated": N_("{seat} is unseated; {next_lord} is the lord now."),
}, picks={"played": "order_flipped"}, piece=tile_words, pieces=tiles_words)

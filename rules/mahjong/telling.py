"""The mahjong family's words for the move log (see rules/core/telling.py): discards, calls, kongs,
wins and draws, with tiles by their names ("5 Dots", 五筒). A game adds its own moves' words."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from rules.core.telling import Words
from rules.core.text import N_, tr
from rules.mahjong.tiles import tile_from_code, tile_name


def tile_words(code: str) -> str:
    """A tile in the reader's language: '5 Dots' in English, '五筒' in Japanese."""
    return tile_name(tile_from_code(code))


def tiles_words(codes: Iterable[str]) -> str:
    """Tiles in the reader's language, copies counted: '5 Dots ×3', '3 Dots, 4 Dots' (五筒×3, 三筒、四筒)."""
    counted = Counter(codes)
    return tr(", ").join(tile_words(c) + (f" ×{n}" if n > 1 else "") for c, n in counted.items())


MAHJONG = Words(
    {
        "hand_started": N_("— {label} —"),
        "discarded": N_("{seat} discards {cards}."),
        "called": N_("{seat} calls {cards} from {from}."),
        "called.chi": N_("{seat} chis {tile} from {from}: {cards}."),
        "called.pon": N_("{seat} pons {tile} from {from}."),
        "called.pung": N_("{seat} pungs {tile} from {from}."),
        "called.kong": N_("{seat} kongs {tile} from {from}."),
        "called.exposed_kong": N_("{seat} kongs {tile} from {from}."),
        # A kong made by a call or by adding to a pung is told by that event; the kong event after it
        # (its payments, its replacement draw) adds nothing to read.
        "kong.exposed": None,
        "kong.direct": None,
        "kong.added": None,
        "kong.growing": None,
        "kong.concealed": N_("{seat} declares a concealed kong of {first}."),
        "kong.concealed.hidden": N_("{seat} declares a concealed kong."),
        "kong.closed": N_("{seat} declares a concealed kong of {first}."),
        "kong.closed.hidden": N_("{seat} declares a concealed kong."),
        "adding_kong": N_("{seat} adds {cards} to a pung: a kong."),
        "won": N_("{seat} wins."),
        "won.ron": N_("{seat} wins on {from}'s discard, {cards}."),
        "won.rob": N_("{seat} wins by robbing {from}'s kong, {cards}."),
        "won.self_draw": N_("{seat} wins by self-draw, {cards}."),
        "won.tsumo": N_("{seat} wins by self-draw, {cards}."),
        "hand_drawn": N_("The wall is used up: the hand is drawn."),
    },
    picks={"called": "call", "kong": "kind", "won": "by"},
    piece=tile_words,
    pieces=tiles_words,
)

"""Piquet's words for the move log: the trick games', the draw for the deal, the exchange (never
which cards), the declaration dialogue as it is said aloud, and each score as it is made."""

from __future__ import annotations

from typing import Any

from rules.core.events import Event
from rules.core.text import N_
from rules.piquet.ledger import label
from rules.piquet.table import said
from rules.tricks.telling import TRICKS


def _extra(event: Event) -> dict[str, Any]:
    """A declaration's words as said aloud (its data is the line of the dialogue, never a suit),
    and a score's name."""
    if "says" in event.data and "class" in event.data:
        return {"said": said(event.data)}
    if event.kind == "scored":
        return {"name": label(event.data["kind"])}
    return {}


WORDS = TRICKS.merged({
    "drew_for_deal": N_("{seat} draws {cards} for the deal."),
    "hand_started": N_("— Game {game}, hand {hand}: {dealer} deals —"),
    "role_chosen": N_("{elder} will be elder (first hand)."),
    "carte_blanche": N_("{seat} declares carte blanche."),
    # The exchange is told by its number only, to its own player as to the other.
    "exchanged": N_("{seat} exchanges {count} card(s)."),
    "exchanged.hidden": N_("{seat} exchanges {count} card(s)."),
    "rest_exposed": N_("{seat} turns the rest of the talon face up: {cards}."),
    "declared": N_("{seat}: “{said}”"),
    "declared.hidden": N_("{seat}: “{said}”"),
    "answered": N_("{seat}: “{said}”"),
    "announced": N_("{seat}: “{said}”"),
    "shown": N_("{seat} shows {cards}."),
    "scored": N_("{seat} scores {points} for {name} ({formula})."),
    "scored.lead": None,  # a point for each card led: the plays tell it
    "scored.cards": None,  # the cards' points come with the hand's sheet
}, picks={"scored": "kind"}, extra=_extra)

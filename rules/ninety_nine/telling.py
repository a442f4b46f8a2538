"""99's words for the move log: the trick games', the bid (its cards only to its own player) and the
premiums that show it."""

from __future__ import annotations

from rules.core.text import N_
from rules.tricks.telling import TRICKS

WORDS = TRICKS.merged({
    "hand_started": N_("— {label} —"),
    "bid": N_("{seat} lays {cards} face down as the bid."),
    "bid.hidden": N_("{seat} lays {n} cards face down as the bid."),
    "revealed.declare": N_("{seat} declares a bid of {bid}: {cards}."),
    "revealed.reveal": N_("{seat} reveals a bid of {bid}, and the whole hand: {cards}."),
    "played.True": N_("{seat} leads {cards}."),
}, picks={"revealed": "kind", "played": "lead"},
    # A CPU's reasons for its plays count the tricks its bid still needs: the bid is its secret.
    reasons=False)

"""The trick games' words for the move log (see rules/core/telling.py): cards played and tricks won."""

from __future__ import annotations

from rules.core.telling import Words
from rules.core.text import N_

TRICKS = Words({
    "played": N_("{seat} plays {cards}."),
    "trick_won": N_("{seat} wins the trick."),
})

"""What every game's printed report (``Variant.report``) and score sheet name the same way."""

from __future__ import annotations

from typing import Any

from rules.core.cards import display
from rules.core.text import tr


def seat_name(seat: int, meta: dict[str, Any]) -> str:
    """The player's name from the session's meta, else "Seat 3" (seats count from 1 for people)."""
    names = meta.get("names") or []
    return names[seat] if seat < len(names) else tr("Seat {n}", n=seat + 1)


def cards_text(cards: list[str] | tuple[str, ...]) -> str:
    """Cards as a person reads them: "A♠ 10♥"."""
    return " ".join(display(c) for c in cards)

"""The record of tricks: who led, the cards in play order, who won; and what it reveals.

A :class:`Trick` is JSON-serialisable (``to_json`` / ``from_json``) so a game can keep its
tricks in its snapshot and show them in a seat's view. :func:`shown_voids` reads the one
inference every CPU wants from public play: a seat that did not follow suit has none left.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.tricks.play import Alias, Card, suit, trick_winner


@dataclass
class Trick:
    leader: int
    seats: list[int] = field(default_factory=list)  # who played each card, in play order
    cards: list[Card] = field(default_factory=list)
    winner: int | None = None  # a seat, once the trick is complete

    @property
    def led_suit(self) -> str | None:
        return self.cards[0][-1] if self.cards else None

    def add(self, seat: int, card: Card) -> None:
        self.seats.append(seat)
        self.cards.append(card)

    def settle(self, order: str, trump: str | None = None, alias: Alias = None) -> int:
        """Decide the winner of the complete trick, record it and return that seat (the next leader)."""
        self.winner = self.seats[trick_winner(self.cards, order, trump, alias)]
        return self.winner

    def card_of(self, seat: int) -> Card | None:
        for s, c in zip(self.seats, self.cards):
            if s == seat:
                return c
        return None

    def to_json(self) -> dict[str, Any]:
        return {"leader": self.leader, "seats": list(self.seats), "cards": list(self.cards), "winner": self.winner}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Trick:
        return cls(data["leader"], list(data["seats"]), list(data["cards"]), data.get("winner"))


TrickHistory = list[Trick]  # the tricks of one deal in order; the last may be incomplete


def history_to_json(history: TrickHistory) -> list[dict[str, Any]]:
    return [t.to_json() for t in history]


def history_from_json(data: list[dict[str, Any]]) -> TrickHistory:
    return [Trick.from_json(t) for t in data]


def shown_voids(history: TrickHistory | list[dict[str, Any]], alias: Alias = None) -> dict[int, set[str]]:
    """{seat: suits it has shown it lacks}: every seat that played off-suit to a lead.

    Accepts Tricks or their JSON (as found in a view). ``alias`` as in legal_plays: a card that
    counts as another is judged by the card it counts as.
    """
    voids: dict[int, set[str]] = {}
    for t in history:
        seats, cards = (t.seats, t.cards) if isinstance(t, Trick) else (t["seats"], t["cards"])
        if not cards:
            continue
        led = suit(cards[0], alias)
        for seat, c in zip(seats[1:], cards[1:]):
            if suit(c, alias) != led:
                voids.setdefault(seat, set()).add(led)
    return voids


def tricks_won(history: TrickHistory, players: int) -> list[int]:
    """How many complete tricks each seat has won."""
    won = [0] * players
    for t in history:
        if t.winner is not None:
            won[t.winner] += 1
    return won


def cards_played(history: TrickHistory | list[dict[str, Any]]) -> list[Card]:
    """Every card played so far, in order."""
    return [c for t in history for c in (t.cards if isinstance(t, Trick) else t["cards"])]

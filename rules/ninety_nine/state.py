"""The mutable state of a 99 match: the match (scores, games, dealer, trumps) and the deal in
play (hands, bid cards, premium offers, tricks)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from rules.ninety_nine.deck import alias_for, bid_value, trump_key
from rules.tricks import Trick, history_to_json

# Phases; who acts in each is decided in flow.to_act.
BID = "bid"  # every seat lays three bid cards, secretly and in any order
PREMIUM = "premium"  # every seat secretly offers a reveal (or none)
PLAY = "play"  # tricks
OVER = "over"  # the match has ended

PLAYERS = 3


@dataclass
class NinetyNineState:
    options: dict[str, Any]
    rng: random.Random
    first_dealer: int
    dealer: int
    deal_no: int = 1  # deals of the match, 1-based, of the deal in play
    game_no: int = 1  # race_to_100: the game in play (fixed_deals: always 1)
    scores: list[int] = field(default_factory=lambda: [0] * PLAYERS)  # of the game in play
    totals: list[int] = field(default_factory=lambda: [0] * PLAYERS)  # every point of the match
    games_won: list[int] = field(default_factory=lambda: [0] * PLAYERS)
    last_successes: int | None = None  # of the previous deal (sets the standard game's trumps)
    trump: str | None = None  # a suit, None (no trump) or ALL_TRUMPS
    turn_up: str | None = None  # early version: the 37th card
    hands: list[list[str]] = field(default_factory=lambda: [[] for _ in range(PLAYERS)])
    bid_cards: list[list[str] | None] = field(default_factory=lambda: [None] * PLAYERS)
    offers: list[str | None] = field(default_factory=lambda: [None] * PLAYERS)
    premium_seat: int | None = None
    premium_kind: str | None = None
    tricks: list[Trick] = field(default_factory=list)
    won: list[int] = field(default_factory=lambda: [0] * PLAYERS)
    phase: str = BID
    history: list[dict[str, Any]] = field(default_factory=list)  # a record per finished deal
    standings: list[dict[str, Any]] = field(default_factory=list)

    players = PLAYERS

    @property
    def alias(self) -> dict[str, str] | None:
        return alias_for(self.turn_up)

    @property
    def eldest(self) -> int:
        return (self.dealer + 1) % PLAYERS

    def turn(self) -> int | None:
        """The seat to play to the trick in PLAY (None otherwise)."""
        if self.phase != PLAY:
            return None
        last = self.tricks[-1]
        if len(last.cards) == PLAYERS:
            return last.winner
        return (last.leader + len(last.cards)) % PLAYERS

    def bids(self) -> list[int | None]:
        return [None if b is None else bid_value(b, self.alias) for b in self.bid_cards]

    def snapshot(self) -> dict[str, Any]:
        version, words, _ = self.rng.getstate()
        return {
            "options": dict(self.options),
            "rng": f"{version}:{hash(words):x}",
            "first_dealer": self.first_dealer,
            "dealer": self.dealer,
            "deal_no": self.deal_no,
            "game_no": self.game_no,
            "scores": list(self.scores),
            "totals": list(self.totals),
            "games_won": list(self.games_won),
            "last_successes": self.last_successes,
            "trump": trump_key(self.trump),
            "turn_up": self.turn_up,
            "hands": [list(h) for h in self.hands],
            "bid_cards": [None if b is None else list(b) for b in self.bid_cards],
            "offers": list(self.offers),
            "premium_seat": self.premium_seat,
            "premium_kind": self.premium_kind,
            "tricks": history_to_json(self.tricks),
            "won": list(self.won),
            "phase": self.phase,
            "history": self.history,
            "standings": self.standings,
        }

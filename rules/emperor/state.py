"""The mutable state of an Emperor match: the match (scores, era, dynasty, hand counter) and
the hand in play (stock, each seat's cards, the call/ron window)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

# Phases of play; who acts in each is decided in flow.to_act.
DYNASTY = "dynasty"  # a new emperor picks the dynasty card before the deal
DISCARD = "discard"  # the seat on turn holds six cards: discard, riichi, tsumo, regroup
RON = "ron"  # players in riichi who can win on the discard answer ron or pass
DRAW = "draw"  # the next player draws or calls the discard
OVER = "over"  # the match has ended


@dataclass
class SeatState:
    hand: list[str] = field(default_factory=list)  # concealed cards
    exposed: list[tuple[str, str]] = field(default_factory=list)  # (called card, own card)
    river: list[str] = field(default_factory=list)
    kept_kings: list[str] = field(default_factory=list)
    riichi: bool = False
    riichi_card: str | None = None  # the sideways card of the river
    double_riichi: bool = False
    ippatsu: bool = False  # the ippatsu window is open
    draws: int = 0
    discards: int = 0

    def holding(self) -> list[str]:
        return self.hand + [c for pair in self.exposed for c in pair]

    def snapshot(self) -> dict[str, Any]:
        return {
            "hand": list(self.hand),
            "exposed": [list(p) for p in self.exposed],
            "river": list(self.river),
            "kept_kings": list(self.kept_kings),
            "riichi": self.riichi,
            "riichi_card": self.riichi_card,
            "double_riichi": self.double_riichi,
            "ippatsu": self.ippatsu,
            "draws": self.draws,
            "discards": self.discards,
        }


@dataclass
class EmperorState:
    players: int
    options: dict[str, Any]
    rng: random.Random
    scores: list[int]
    first_dealer: int
    dealer: int
    hand_no: int = 1  # counted hands, 1-based, of the hand being played
    emperor: int | None = None
    dynasty: int = 0  # ordinal k of the current dynasty; 0 = Warring States
    dynasty_card: str | None = None
    dynasty_name: str | dict[str, Any] = ""  # the emperor's name, or msg("Dynasty {k}") when none was given
    dynasty_names_used: list[str | dict[str, Any]] = field(default_factory=list)
    generation: int = 0  # of the current dynasty, 1 = first generation
    seats: list[SeatState] = field(default_factory=list)
    stock: list[str] = field(default_factory=list)  # the top card is the last element
    ura_row: list[str] = field(default_factory=list)
    phase: str = DISCARD
    turn: int = 0  # seat on turn (DISCARD, DRAW) or the discarder (RON)
    drawn: str | None = None  # the card the seat on turn just drew
    called: bool = False  # the seat on turn got its card by a call
    regrouped: bool = False
    any_call: bool = False  # someone has called this hand
    offer: str | None = None  # the discard on offer (RON, DRAW)
    ron_claims: dict[int, bool | None] = field(default_factory=dict)  # eligible seat -> answer
    history: list[dict[str, Any]] = field(default_factory=list)
    standings: list[dict[str, Any]] = field(default_factory=list)

    @property
    def n(self) -> int:
        return self.players

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    def snapshot(self) -> dict[str, Any]:
        version, words, _ = self.rng.getstate()
        rng_fingerprint = f"{version}:{hash(words):x}"  # a tuple of ints hashes the same in every run
        return {
            "players": self.players,
            "options": dict(self.options),
            "rng": rng_fingerprint,
            "scores": list(self.scores),
            "first_dealer": self.first_dealer,
            "dealer": self.dealer,
            "hand_no": self.hand_no,
            "emperor": self.emperor,
            "dynasty": self.dynasty,
            "dynasty_card": self.dynasty_card,
            "dynasty_name": self.dynasty_name,
            "generation": self.generation,
            "seats": [s.snapshot() for s in self.seats],
            "stock": list(self.stock),
            "ura_row": list(self.ura_row),
            "phase": self.phase,
            "turn": self.turn,
            "drawn": self.drawn,
            "called": self.called,
            "regrouped": self.regrouped,
            "any_call": self.any_call,
            "offer": self.offer,
            "ron_claims": {str(k): v for k, v in sorted(self.ron_claims.items())},
            "history": self.history,
            "standings": self.standings,
        }

"""The mutable state of a Trump Mahjong game: points, dealer, round, honba and deposits, and the
hand in play (wall, each seat's cards, jokers, riichi and furiten marks, call windows).

Cards are card codes ("7H", "TD", "KS"; jokers "JK1"/"JK2"); two packs make two of each code.
Every rule reads a card's kind (rules/mahjong/card_tiles.py).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from rules.core.cards import standard_pack
from rules.mahjong.card_tiles import card_kind
from rules.mahjong.melds import Meld
from rules.mahjong.wall import Wall
from rules.trump_mahjong.options import Rules

TURN = "turn"  # the seat on turn holds 3n+2 cards: win, kong, riichi or discard
CLAIM = "claim"  # a discard is on offer: asked seats answer ron, pon, exposed_kong, chi or pass
ROB = "rob"  # a card is being added to a pung: asked seats answer rob or pass (搶槓)
OVER = "over"


@dataclass
class SeatState:
    hand: list[str] = field(default_factory=list)  # concealed cards, sorted
    melds: list[Meld] = field(default_factory=list)
    river: list[str] = field(default_factory=list)  # discards left lying (called ones move to melds)
    discarded: list[int] = field(default_factory=list)  # kinds of every own discard, called or not (§7)
    jokers: list[str] = field(default_factory=list)  # laid out face up
    riichi_at: int | None = None  # index in ``river`` of the riichi discard (turned sideways)
    riichi: bool = False  # the riichi stands (its discard was not ronned)
    double_riichi: bool = False
    ippatsu: bool = False  # riichi declared and nothing has broken its first go-round
    discards: int = 0  # discards made this hand (the first one may declare double riichi)
    passed: bool = False  # passed a win: no ron until the own next discard (§7)
    riichi_furiten: bool = False  # passed a win in riichi: no ron for the rest of the hand

    @property
    def closed(self) -> bool:
        return all(m.kind == "kong_concealed" for m in self.melds)

    def cards(self) -> list[str]:
        return self.hand + [c for m in self.melds for c in m.tiles] + self.river + self.jokers  # type: ignore[misc]

    def snapshot(self) -> dict[str, Any]:
        return {"hand": list(self.hand), "melds": [m.to_json() for m in self.melds], "river": list(self.river),
                "discarded": list(self.discarded), "jokers": list(self.jokers), "riichi_at": self.riichi_at,
                "riichi": self.riichi, "double_riichi": self.double_riichi, "ippatsu": self.ippatsu,
                "discards": self.discards, "passed": self.passed, "riichi_furiten": self.riichi_furiten}


@dataclass
class TmState:
    options: dict[str, Any]
    rules: Rules
    rng: random.Random
    players: int
    scores: list[int]
    first_dealer: int
    dealer: int
    round_no: int = 1  # 1 = East, 2 = South: every seat has dealt once per round (§3)
    honba: int = 0
    deposits: int = 0  # riichi sticks on the table, in points
    hand_no: int = 1
    seats: list[SeatState] = field(default_factory=list)
    wall: Wall = field(default_factory=lambda: Wall([]))
    phase: str = TURN
    turn: int = 0  # the seat on turn (TURN), the discarder (CLAIM) or the kong maker (ROB)
    drawn: str | None = None  # the card just drawn (None after a chi or pon: no tsumo, §5)
    replacement: bool = False  # ... from the tail, after a kong or a joker (嶺上開花)
    haitei: bool = False  # ... the last live card, by a normal draw (海底撈月)
    called: bool = False  # a chi, pon or kong was made this hand (double riichi, 地和, §6, §9)
    forbidden: list[int] = field(default_factory=list)  # kinds kuikae bars from this discard (§5)
    offer: str | None = None  # the discard or added-kong card on offer
    final: bool = False  # the offer is the last discard: no live draw remains (河底, win only)
    declaring: bool = False  # the discard on offer declares riichi
    choices: dict[int, list[tuple[str, tuple[str, ...]]]] = field(default_factory=dict)
    answers: dict[int, tuple[str, tuple[str, ...]] | None] = field(default_factory=dict)
    history: list[dict[str, Any]] = field(default_factory=list)
    standings: list[dict[str, Any]] = field(default_factory=list)
    moves: int = 0
    cache: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    def snapshot(self) -> dict[str, Any]:
        version, words, _ = self.rng.getstate()
        return {
            "options": dict(self.options), "rng": f"{version}:{hash(words):x}", "scores": list(self.scores),
            "first_dealer": self.first_dealer, "dealer": self.dealer, "round_no": self.round_no, "honba": self.honba,
            "deposits": self.deposits, "hand_no": self.hand_no, "seats": [s.snapshot() for s in self.seats],
            "wall": self.wall.to_json(), "phase": self.phase, "turn": self.turn, "drawn": self.drawn,
            "replacement": self.replacement, "haitei": self.haitei, "called": self.called,
            "forbidden": list(self.forbidden), "offer": self.offer, "final": self.final, "declaring": self.declaring,
            "choices": {str(k): [[a, list(c)] for a, c in v] for k, v in sorted(self.choices.items())},
            "answers": {str(k): None if v is None else [v[0], list(v[1])] for k, v in sorted(self.answers.items())},
            "moves": self.moves, "history": self.history, "standings": self.standings,
        }


KINDS: dict[str, int] = {c: card_kind(c) for c in standard_pack()}  # type: ignore[misc]  # a look-up: hot loops


def kind(card: str) -> int:
    """The kind of a card in play (never a joker: jokers are laid out at once)."""
    return KINDS[card]


def card_order(card: str) -> tuple[int, str]:
    """Hands sort by kind (red A-9, black A-9, red 10-K, black 10-K), then by code; jokers last."""
    return (KINDS.get(card, 99), card)


def sort_cards(cards: list[str]) -> None:
    cards.sort(key=card_order)

"""The mutable state of a Piquet match: the match (games, game scores, the dealer) and the hand
in play (cards, talon, the declaration dialogue, the score ledger, tricks)."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import Any

from rules.tricks.history import Trick

# Phases; who acts in each is decided in flow.to_act.
DRAW = "draw_for_deal"  # both draw a card for the first deal of a game (§2)
CHOOSE_ROLE = "choose_role"  # Rubicon: the higher card chooses elder or younger (§14.5)
ELDER_EXCHANGE = "elder_exchange"  # elder exchanges 1..5, or declares carte blanche with n (§5)
CB_DISCARD = "cb_younger_discard"  # §5.2 step 2: younger discards without taking
CB_EXCHANGE = "cb_elder_exchange"  # §5.2 step 4: elder exchanges exactly n
YOUNGER_EXCHANGE = "younger_exchange"  # younger's carte blanche and exchange
YOUNGER_REST = "younger_rest"  # Parlett: younger turns the rest of the talon up, or leaves it
DECLARE = "declare"  # elder declares point, sequence, sets; younger answers
FIRST_LEAD = "first_lead"  # elder leads to trick 1
ANNOUNCE = "announce"  # younger announces his combinations before playing to trick 1
PLAY = "play"  # trick play
OVER = "over"  # the match has ended

CLASSES = ("point", "sequence", "sets")
GOOD, NOT_GOOD, EQUAL = "good", "not_good", "equal"
ANSWERS = (GOOD, NOT_GOOD, EQUAL)


@dataclass
class ClassState:
    """One class of combination in one hand: elder's declaration, the answer, the winner."""

    step: str = "declare"  # declare -> answer -> (extras) -> done
    declared: list[str] | None = None  # elder's combination (point: the suit's cards); [] = none
    stage: int = 0  # the dialogue stage: 0 = count/length/size, 1 = pips/top/rank
    answer: str = ""  # younger's last answer
    winner: int | None = None
    main: list[str] = field(default_factory=list)  # the winning combination's cards
    extras: list[list[str]] = field(default_factory=list)


@dataclass
class Hand:
    elder: int
    dealt: list[list[str]]  # the 12 cards each seat was dealt (carte blanche is judged on them)
    hands: list[list[str]]
    talon: list[str]  # as dealt, card 1 first; talon[used:] not yet taken
    used: int = 0  # talon cards taken so far
    taken: list[int] = field(default_factory=lambda: [0, 0])
    discards: list[list[str]] = field(default_factory=lambda: [[], []])
    pending: list[str] = field(default_factory=list)  # §5.2: younger's discards awaiting replacements
    carte_blanche: list[bool] = field(default_factory=lambda: [False, False])
    cb_count: int = 0  # §5.2: how many cards elder said he will exchange
    peek: list[str] = field(default_factory=list)  # talon cards elder looked at (not taken)
    rest: list[str] = field(default_factory=list)  # the unused talon, once younger has exchanged
    rest_seen: bool = False  # younger looked at the rest privately
    rest_exposed: bool = False  # the rest is face up for both
    lead_suit: str = ""  # elder's first lead is bound to this suit (he exposed the rest)
    classes: dict[str, ClassState] = field(default_factory=lambda: {c: ClassState() for c in CLASSES})
    announce_step: str = "point"  # younger's announcements: point, sequence, sequence_extras, sets, sets_extras
    shown: list[list[str]] = field(default_factory=lambda: [[], []])  # a seat's cards shown to the other
    sets_shown: list[bool] = field(default_factory=lambda: [False, False])
    dialogue: list[dict[str, Any]] = field(default_factory=list)  # what was said, for both to hear
    items: list[dict[str, Any]] = field(default_factory=list)  # the score ledger, in real-time order
    settled: int = 0  # ledger items already taken in scoring order (bonuses, target)
    scoring_order: list[dict[str, Any]] = field(default_factory=list)  # items as taken in scoring order
    so_totals: list[int] = field(default_factory=lambda: [0, 0])  # hand totals in scoring order
    combinations_settled: bool = False  # categories 1-4 have been taken in scoring order
    bonus: str = ""  # "repique" or "pique" once awarded
    first_to_target: int | None = None
    tricks: list[Trick] = field(default_factory=list)
    leader: int = 0  # who leads the current trick
    turn: int = 0  # who acts now in trick play

    @property
    def younger(self) -> int:
        return 1 - self.elder


@dataclass
class PiquetState:
    players = 2  # not a field: Piquet is always two-handed
    options: dict[str, Any]
    rng: random.Random
    order: str  # rank order of the pack
    phase: str = DRAW
    draws: list[str] = field(default_factory=lambda: ["", ""])  # this round's card drawn for deal, per seat
    chooser: int | None = None  # Rubicon: who chooses elder or younger
    dealer: int = 0
    hand: Hand | None = None
    game_no: int = 1
    hand_no: int = 0  # hands dealt in this game
    hands_played: int = 0  # in the match
    scores: list[int] = field(default_factory=lambda: [0, 0])  # the current game's totals
    games_won: list[int] = field(default_factory=lambda: [0, 0])
    rubicon_length: int = 6  # hands in a Rubicon game, grown by 2 while tied
    history: list[dict[str, Any]] = field(default_factory=list)  # one record per finished hand
    games: list[dict[str, Any]] = field(default_factory=list)  # one record per finished game
    result: dict[str, Any] | None = None  # the match result once over

    def snapshot(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self) if f.name != "rng"}
        data["hand"] = dataclasses.asdict(self.hand) if self.hand else None
        data["rng"] = hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest()[:16]
        return json.loads(json.dumps(data))  # a detached copy

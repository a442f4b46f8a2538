"""Points from trick play (spec §9, §14.1, §14.3, PQ-D12): the lead, winning the opponent's
lead, the last trick, and the 10 or 40 for the cards. Shared by the game and the calculator."""

from __future__ import annotations

from rules.core.cards import display
from rules.core.events import Event
from rules.piquet import ledger
from rules.piquet.state import Hand, PiquetState
from rules.tricks.history import Trick

TRICKS_IN_HAND = 12
HIGH_RANKS = "AKQJT"  # "10 or higher" for the old trick points (§14.1, §14.3)


def _high(card: str) -> bool:
    return card[0] in HIGH_RANKS


def bonus_events(hand: Hand, before: int) -> list[Event]:
    """Events for a repique or pique the ledger added after item ``before``."""
    return [Event("scored", it["seat"], (), False, it) for it in hand.items[before:] if it["kind"] in ("repique", "pique")]


def _score(state: PiquetState, seat: int, kind: str, category: int, formula: str, trick: int, points: int = 1) -> list[Event]:
    hand = state.hand
    assert hand is not None
    before = len(hand.items)
    entry = ledger.item(seat, category, kind, points, formula, trick=trick)
    ledger.record(state, entry)
    return [Event("scored", seat, (), False, entry)] + bonus_events(hand, before + 1)


def score_lead(state: PiquetState, seat: int, card: str, number: int) -> list[Event]:
    """+1 for leading (old rules: only a card of 10 or higher)."""
    if state.options["trick_points_require_ten"] and not _high(card):
        return []
    return _score(state, seat, "lead", ledger.TRICKS, display(card), number)


def score_trick(state: PiquetState, trick: Trick, number: int) -> list[Event]:
    """A settled trick: +1 to a follower who won it, the last trick's +1, then the cards' 10 or 40."""
    hand = state.hand
    assert hand is not None and trick.winner is not None
    opts = state.options
    winner = trick.winner
    winning = trick.card_of(winner)
    assert winning is not None
    events: list[Event] = []
    if winner != trick.leader and (not opts["trick_points_require_ten"] or _high(winning)):
        events += _score(state, winner, "win", ledger.TRICKS, f"{display(winning)} > {display(trick.cards[0])}", number)
    if number != TRICKS_IN_HAND:
        return events
    won = [sum(1 for t in hand.tricks if t.winner == s) for s in (0, 1)]
    capot = won[winner] == TRICKS_IN_HAND
    if (not opts["last_trick_requires_ten"] or _high(winning)) and not (capot and opts["no_last_trick_point_on_capot"]):
        events += _score(state, winner, "last_trick", ledger.TRICKS, display(winning), number)
    if won[0] != won[1]:
        top = 0 if won[0] > won[1] else 1
        kind, value = ("capot", 40) if won[top] == TRICKS_IN_HAND else ("cards", 10)
        events += _score(state, top, kind, ledger.CARDS, f"{won[top]}-{won[1 - top]}", number, value)
    return events

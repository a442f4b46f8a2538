"""Stacked decks for 99 flow tests: a session at the start of a deal with the hands a test sets."""

from __future__ import annotations

from rules.core.cards import parse_cards
from rules.core.command import Command
from rules.core.session import Session
from rules.ninety_nine.deck import FIRST_TRUMP, full_pack, trump_of_turn_up
from rules.ninety_nine.state import NinetyNineState


def rigged(hands: list[str], dealer: int = 0, options: dict | None = None, turn_up: str | None = None) -> Session:
    """A session at the bidding of its first deal with ``hands`` (three strings of 12 cards as
    people write them) and, in the early version, the turn-up card."""
    session = Session("ninety_nine", options=options, seed=1)
    state: NinetyNineState = session.state
    state.dealer = state.first_dealer = dealer
    state.hands = [parse_cards(h) for h in hands]
    assert all(len(h) == 12 for h in state.hands), [len(h) for h in state.hands]
    if state.options["early_version"]:
        state.turn_up = parse_cards(turn_up)[0]
        state.trump = trump_of_turn_up(state.turn_up, state.options["all_trumps_instead_of_no_trump"])
    else:
        state.trump = FIRST_TRUMP
    placed = [c for h in state.hands for c in h] + ([state.turn_up] if state.turn_up else [])
    assert sorted(placed) == sorted(full_pack(state.options["early_version"])), "the hands must hold the whole pack"
    return session


def cards(text: str) -> tuple[str, ...]:
    return tuple(parse_cards(text))


def bid(session: Session, seat: int, text: str) -> None:
    session.submit(Command(seat, "bid", cards(text)))


def offer(session: Session, seat: int, choice: str) -> None:
    session.submit(Command(seat, "premium", (), choice))


def play(session: Session, moves: str) -> list:
    """Play cards in the order given ("A♠ J♠ 6♠ / K♠ ..."), each by the seat whose turn it is."""
    events = []
    for card in parse_cards(moves):
        seat = min(session.to_act())
        events += session.submit(Command(seat, "play", (card,)))
    return events

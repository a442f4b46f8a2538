"""Stacked walls for Trump Mahjong flow tests: a session whose hands, melds, jokers and wall are
set by the test, every one of the 104 cards (and the jokers) accounted for."""

from __future__ import annotations

from collections import Counter

from rules.core.cards import is_joker
from rules.core.command import Command
from rules.core.session import Session
from rules.mahjong.card_tiles import trump_deck
from rules.mahjong.melds import Meld
from rules.mahjong.wall import Wall
from rules.trump_mahjong.settlement import reset_hand
from rules.trump_mahjong.state import SeatState, TmState, sort_cards


def cards(text: str) -> list[str]:
    """'AH 2H TD KS' -> card codes (10 is T)."""
    return text.split()


def meld(kind: str, text: str, from_seat: int | None = None) -> Meld:
    cs = tuple(cards(text))
    return Meld(kind, cs, cs[0] if from_seat is not None else None, from_seat)


def rigged(
    hands: dict[int, str],
    draws: str = "",
    replacements: str = "",
    *,
    players: int = 4,
    dealer: int = 0,
    first_dealer: int | None = None,
    first_turn: bool = False,
    turn: int | None = None,
    drawn: str | None = None,
    melds: dict[int, list[Meld]] | None = None,
    jokers: dict[int, str] | None = None,
    remaining: int | None = None,
    scores: list[int] | None = None,
    options: dict | None = None,
) -> Session:
    """A session at ``turn``'s move (default: the dealer's). ``draws`` come off the front in
    order, ``replacements`` off the tail in order; ``remaining`` sets the wall's size (cards left
    over lie in the rivers, which makes no seat furiten: only ``discarded`` does). ``drawn`` marks
    a card of the turn player's hand as just drawn (None: no draw this turn, as after a chi or pon).
    Without ``jokers`` placed, the game has none (option jokers = false) unless ``options`` say so;
    jokers it does not place then lie out of play in the rivers. Each seat has discarded once
    already unless ``first_turn`` (then 天和, 地和 and double riichi are still open)."""
    opts = dict(options or {})
    if not jokers:
        opts.setdefault("jokers", False)  # no joker turns up by chance unless the test places some
    if players == 3:
        opts.setdefault("players", 3)
    session = Session("trump_mahjong", players, opts, seed=1)
    state: TmState = session.state
    state.dealer = dealer
    state.first_dealer = dealer if first_dealer is None else first_dealer
    if scores is not None:
        state.scores = list(scores)
    melds = melds or {}
    jokers = jokers or {}
    state.seats = [SeatState(hand=cards(hands.get(i, "")), melds=list(melds.get(i, [])),
                             jokers=cards(jokers.get(i, ""))) for i in range(players)]
    for s in state.seats:
        sort_cards(s.hand)
        s.discards = 0 if first_turn else 1
    head, tail = cards(draws), cards(replacements)
    pool = Counter(trump_deck(state.rules.jokers))
    used = Counter(head + tail)
    for s in state.seats:
        used.update(s.cards())
    assert not used - pool, f"placed more copies than exist: {used - pool}"
    filler = sorted((pool - used).elements())
    spare_jokers = [c for c in filler if is_joker(c)]
    filler = [c for c in filler if not is_joker(c)]
    total = len(head) + len(tail) + len(filler)
    size = total if remaining is None else remaining
    extra = total - size
    assert extra >= 0 and size >= len(head) + len(tail), "not enough cards for that wall"
    for i, c in enumerate(filler[:extra] + spare_jokers):  # surplus cards lie in the rivers
        state.seats[i % players].river.append(c)
    middle = filler[extra:]
    slots: list[str] = []  # the tail gives the top, then the bottom, of its last stack
    for j in range(0, len(tail), 2):
        slots = tail[j:j + 2] + slots
    if len(tail) % 2:
        slots = slots[:1] + [middle.pop()] + slots[1:]
    wall = head + middle + slots
    state.wall = Wall(wall[:1] * (len(wall) % 2) + wall, reserve=state.rules.reserve)  # stacks of two
    if len(wall) % 2:
        state.wall.draw()
    reset_hand(state)
    state.turn = dealer if turn is None else turn
    state.drawn = drawn
    state.cache.clear()
    return session


def cards_accounted(state: TmState) -> Counter:
    found = Counter(c for c in state.wall.to_json()["slots"] if c is not None)
    for s in state.seats:
        found.update(s.cards())
    if state.phase == "rob" and state.offer is not None:
        found[state.offer] += 1
    return found


def do(session: Session, seat: int, action: str, *cs: str):
    return session.submit(Command(seat, action, tuple(cs)))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def ended(events) -> dict:
    """The record of the hand that ``events`` ended."""
    return next(e.data for e in events if e.kind == "hand_ended")

"""Stacked walls for flow tests: a session whose hands, melds and wall are set by the test."""

from __future__ import annotations

from collections import Counter

from rules.core.command import Command
from rules.core.session import Session
from rules.kawuxing.settlement import reset_hand
from rules.kawuxing.state import KwxState, SeatState
from rules.mahjong.melds import Meld
from rules.mahjong.tiles import parse_tiles, tile_set
from rules.mahjong.wall import Wall


def meld(kind: str, tiles: str, from_seat: int | None = None) -> Meld:
    ts = tuple(sorted(parse_tiles(tiles)))
    return Meld(kind, ts, ts[0] if from_seat is not None else None, from_seat)


def rigged(
    hands: dict[int, str],
    draws: str = "",
    supplements: str = "",
    *,
    players: int = 3,
    dealer: int = 0,
    turn: int | None = None,
    drawn: str | None = None,
    melds: dict[int, list[Meld]] | None = None,
    remaining: int | None = None,
    options: dict | None = None,
    resting: int | None = None,
) -> Session:
    """A session at ``turn``'s move (default: the dealer's) with the given tiles. ``draws`` come
    off the head in order, ``supplements`` off the tail in order; ``remaining`` sets the wall's
    size (tiles left over lie in the rivers of the active seats), so every tile stays accounted
    for. ``drawn`` marks a tile of the turn player's hand as just drawn (None: no draw this turn,
    as after a pung). With 4 players, ``resting`` sits out (default: seat 3)."""
    options = dict(options or {})
    if players == 4:
        options.setdefault("four_player_rotation", True)
        resting = 3 if resting is None else resting
    session = Session("kawuxing", players=players, options=options, seed=1)
    state: KwxState = session.state
    state.order = [s for s in range(players) if s != resting]
    state.resting = resting
    state.dealer = dealer
    melds = melds or {}
    state.seats = [SeatState(hand=sorted(parse_tiles(hands.get(i, ""))), melds=list(melds.get(i, [])))
                   for i in range(players)]
    head, tail = parse_tiles(draws), parse_tiles(supplements)
    pool = Counter(tile_set("84", state.rules.removed_suit))
    used = Counter(head + tail)
    for s in state.seats:
        used.update(s.tiles())
    assert not used - pool, f"placed more copies than exist: {used - pool}"
    filler = sorted((pool - used).elements())
    total = len(head) + len(tail) + len(filler)
    size = total - total % 2 if remaining is None else remaining
    odd = size % 2  # a wall is built of stacks of two: an odd wall is an even one after one draw
    extra = total - size - odd
    assert extra >= 0, "not enough tiles for that wall"
    for i, t in enumerate(filler[:extra]):  # surplus tiles lie in the rivers
        state.seats[state.order[i % 3]].river.append(t)
    middle = filler[extra:]
    lead = [middle.pop(0)] if odd else []
    tail_slots: list[int] = []  # the tail is taken top then bottom from the last stack
    for j in range(0, len(tail), 2):
        tail_slots = tail[j:j + 2] + tail_slots
    if len(tail) % 2:  # a lone supplement: the bottom of its stack is filler
        tail_slots = tail_slots[:1] + [middle.pop()] + tail_slots[1:]
    state.wall = Wall(lead + head + middle + tail_slots)
    if odd:
        state.seats[state.order[0]].river.append(state.wall.draw())
    reset_hand(state)
    state.turn = dealer if turn is None else turn
    state.drawn = parse_tiles(drawn)[0] if drawn else None
    state.cache.clear()
    return session


def tiles_accounted(state: KwxState) -> Counter:
    found = Counter(t for t in state.wall.to_json()["slots"] if t is not None)
    for s in state.seats:
        found.update(s.tiles())
    if state.phase == "rob" and state.offer is not None:
        found[state.offer] += 1
    return found


def do(session: Session, seat: int, action: str, *cards: str):
    return session.submit(Command(seat, action, tuple(cards)))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


# Three hands that do not interfere (dots and bamboo; seat 0 the dealer with 14 tiles).
BASE = {
    0: "1p 2p 3p 5p 6p 7p 1s 2s 3s 9s Wh Gn Rd 9p",
    1: "2p 4p 6p 8p 1s 3s 5s 7s 9s Wh Wh Gn 4s",
    2: "1p 3p 8p 9p 2s 4s 6s 8s Gn Rd Rd 7p 6s",
}

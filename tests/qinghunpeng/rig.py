"""Stacked walls for Qing-Hun-Peng flow tests: a session whose hands, melds, flowers and wall
are set by the test, every one of the 144 tiles accounted for."""

from __future__ import annotations

from collections import Counter

from rules.core.command import Command
from rules.core.session import Session
from rules.mahjong.melds import Meld
from rules.mahjong.tiles import parse_tiles, tile_set
from rules.mahjong.wall import Wall
from rules.qinghunpeng.settlement import reset_hand
from rules.qinghunpeng.state import QhpState, SeatState


def meld(kind: str, tiles: str, from_seat: int | None = None) -> Meld:
    ts = tuple(sorted(parse_tiles(tiles)))
    return Meld(kind, ts, ts[0] if from_seat is not None else None, from_seat)


def rigged(
    hands: dict[int, str],
    draws: str = "",
    replacements: str = "",
    *,
    dealer: int = 0,
    turn: int | None = None,
    drawn: str | None = None,
    melds: dict[int, list[Meld]] | None = None,
    flowers: dict[int, str] | None = None,
    remaining: int | None = None,
    options: dict | None = None,
) -> Session:
    """A session at ``turn``'s move (default: the dealer's). ``draws`` come off the front in
    order, ``replacements`` off the tail in order; ``remaining`` sets the wall's size (tiles left
    over lie in the rivers). ``drawn`` marks a tile of the turn player's hand as just drawn
    (None: no draw this turn, as after a chi or pon). Flowers the test does not place lie out of
    play in the rivers, so no flower is drawn by chance."""
    session = Session("qinghunpeng", 4, options=dict(options or {}), seed=1)
    state: QhpState = session.state
    state.dealer = dealer
    melds = melds or {}
    flowers = flowers or {}
    state.seats = [SeatState(hand=sorted(parse_tiles(hands.get(i, ""))), melds=list(melds.get(i, [])),
                             flowers=parse_tiles(flowers.get(i, ""))) for i in range(4)]
    head, tail = parse_tiles(draws), parse_tiles(replacements)
    pool = Counter(tile_set("144"))
    used = Counter(head + tail)
    for s in state.seats:
        used.update(s.tiles())
    assert not used - pool, f"placed more copies than exist: {used - pool}"
    filler = sorted((pool - used).elements())
    spare_flowers = [t for t in filler if t >= 34]
    filler = [t for t in filler if t < 34]
    total = len(head) + len(tail) + len(filler)
    size = total if remaining is None else remaining
    extra = total - size
    assert extra >= 0 and size >= len(head) + len(tail), "not enough tiles for that wall"
    for i, t in enumerate(filler[:extra]):  # surplus tiles lie in the rivers
        state.seats[i % 4].river.append(t)
    middle = filler[extra:]
    slots: list[int] = []  # the tail gives the top, then the bottom, of its last stack
    for j in range(0, len(tail), 2):
        slots = tail[j:j + 2] + slots
    if len(tail) % 2:
        slots = slots[:1] + [middle.pop()] + slots[1:]
    wall = head + middle + slots
    state.wall = Wall(wall[:1] * (len(wall) % 2) + wall)  # stacks of two: an odd wall is one draw in
    if len(wall) % 2:
        state.wall.draw()
    for i, f in enumerate(spare_flowers):  # unplaced flowers lie out of play (in the rivers), scoring nothing
        state.seats[i % 4].river.append(f)
    reset_hand(state)
    state.turn = dealer if turn is None else turn
    state.drawn = parse_tiles(drawn)[0] if drawn else None
    state.cache.clear()
    return session


def tiles_accounted(state: QhpState) -> Counter:
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

"""Stacked walls for flow tests: a session whose hands, melds and wall are set by the test."""

from __future__ import annotations

from collections import Counter

from rules.core.session import Session
from rules.mahjong.melds import Meld
from rules.mahjong.tiles import parse_tiles
from rules.mahjong.wall import Wall
from rules.wuhan.state import TURN, SeatState, WuhanState
from rules.wuhan.tiles import kong_tiles_for, laizi_for, wall_tiles


def meld(kind: str, tiles: str, from_seat: int | None = None) -> Meld:
    ts = tuple(sorted(parse_tiles(tiles)))
    return Meld(kind, ts, ts[0] if from_seat is not None else None, from_seat)


def rigged(
    hands: dict[int, str],
    draws: str = "",
    replacements: str = "",
    *,
    players: int = 4,
    dealer: int = 0,
    turn: int | None = None,
    drawn: str | None = None,
    indicator: str = "4s",
    melds: dict[int, list[Meld]] | None = None,
    remaining: int | None = None,
    options: dict | None = None,
) -> Session:
    """A session at ``turn``'s move (default: the dealer's first turn, no draw) with the given
    tiles. ``draws`` come off the head in order, ``replacements`` off the tail in order;
    ``remaining`` sets the wall's size (tiles left over lie in the rivers), so every tile of
    the set stays accounted for. ``drawn`` marks a tile of the turn player's hand as just drawn."""
    options = dict(options or {})
    if players == 3:
        options.setdefault("variant", "jingzhou")
    session = Session("wuhan", players=players, options=options, seed=1)
    state: WuhanState = session.state
    rules = state.rules
    state.dealer = state.first_dealer = dealer
    state.indicator = parse_tiles(indicator)[0]
    state.kong_tiles = kong_tiles_for(state.indicator, rules.fa_as_hongzhong, rules.pizi_kong)
    state.laizi = laizi_for(state.indicator, rules.removed_suit, state.kong_tiles, rules.pizi_kong)
    melds = melds or {}
    state.seats = [SeatState(hand=sorted(parse_tiles(hands.get(i, ""))), melds=list(melds.get(i, [])))
                   for i in range(players)]
    head, tail = parse_tiles(draws), parse_tiles(replacements)
    pool = Counter(wall_tiles(rules.removed_suit))
    used = Counter([state.indicator] + head + tail)
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
        state.seats[i % players].river.append(t)
    middle = filler[extra:]
    lead = [middle.pop(0)] if odd else []
    # the tail is taken top then bottom from the last stack: lay it out stack by stack, reversed
    tail_slots: list[int] = []
    for j in range(0, len(tail), 2):
        tail_slots = tail[j:j + 2] + tail_slots
    if len(tail) % 2:  # a lone replacement: the bottom of its stack is filler
        tail_slots = tail_slots[:1] + [middle.pop()] + tail_slots[1:]
    slots = lead + head + middle + tail_slots
    state.wall = Wall(slots)
    if odd:
        state.seats[0].river.append(state.wall.draw())
    state.phase, state.turn = TURN, dealer if turn is None else turn
    state.drawn = parse_tiles(drawn)[0] if drawn else None
    state.replacement = state.called = False
    state.cache.clear()
    return session


def tiles_accounted(state: WuhanState) -> Counter:
    found = Counter([state.indicator] + [t for t in state.wall.to_json()["slots"] if t is not None])
    for s in state.seats:
        found.update(s.tiles())
    if state.phase == "rob" and state.offer is not None:
        found[state.offer] += 1
    return found


# Four hands that do not interfere: the dealer (seat 0) holds 14 tiles.
BASE = {
    0: "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 南 北 9p",
    1: "2p 3p 4p 6p 7p 8p 1s 2s 3s 7s 8s 9s 白",
    2: "9p 9p 2m 5m 8m 2s 6s 6s 西 西 發 發 白",
    3: "3m 6m 9m 2p 5p 8p 3s 4s 7s 8s 南 北 東",
}


def adding_kong(seat2: str, seat3: str, **kwargs: object) -> Session:
    """Seat 1 has just drawn 9s and may add 5p to its Pon (from seat 0); seats 2 and 3, each with a
    Pon of its own, hold ``seat2`` and ``seat3`` (whether they may rob the kong is theirs)."""
    hands = {0: "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 南 北", 1: "5p 2s 3s 4s 6s 7s 8s 7s 8s 9s 9s", 2: seat2, 3: seat3}
    melds = {1: [meld("pung", "555p", 0)], 2: [meld("pung", "西西西", 1)], 3: [meld("pung", "北北北", 2)]}
    return rigged(hands, melds=melds, turn=1, drawn="9s", **kwargs)  # type: ignore[arg-type]


"""Stacked deals and tables for Fuxi flow tests: sessions whose hands, wall and table are set by
the test, every one of the 108 tiles accounted for."""

from __future__ import annotations

from collections import Counter

from rules.core.command import Command
from rules.core.events import Event
from rules.core.session import Session
from rules.fuxi.combinations import Face, parse_play
from rules.fuxi.settlement import full_set, new_hand, reset_hand
from rules.fuxi.state import TURN, FuxiState, played_json
from rules.mahjong.tiles import parse_tiles, tile_code

FULL = Counter(full_set())
KINDS = {tile_code(k): k for k in range(27)}


def _fill(placed: list[int]) -> list[int]:
    pool = Counter(full_set())
    used = Counter(placed)
    assert not used - pool, f"placed more copies than exist: {used - pool}"
    return sorted((pool - used).elements())


def session(players: int = 4, options: dict | None = None) -> Session:
    return Session("fuxi", players, dict(options or {}, players=players), seed=1)


def dealt(hands: dict[int, str], draws: str = "", *, lord: int = 0, players: int = 4,
          options: dict | None = None) -> Session:
    """A session at the exchange of a deal where seat i holds ``hands[i]`` (13 tiles; seats not
    given get filler) and the wall starts with ``draws``."""
    s = session(players, options)
    state: FuxiState = s.state
    state.lord = lord
    given = {i: parse_tiles(h) for i, h in hands.items()}
    head = parse_tiles(draws)
    filler = _fill([t for h in given.values() for t in h] + head)
    order = [lord] + state.commoners()
    tiles: list[int] = []
    for seat in order:
        hand = given.get(seat)
        if hand is None:
            hand, filler = filler[:13], filler[13:]
        assert len(hand) == 13, f"seat {seat} is dealt {len(hand)} tiles"
        tiles += hand
    new_hand(state, tiles + head + filler)
    state.cache.clear()
    return s


def rigged(hands: dict[int, str], draws: str = "", *, turn: int = 0, lord: int = 0, players: int = 4,
           table: str | None = None, owner: int | None = None, reversed_: bool = False, passed: list[int] | None = None,
           remaining: int | None = None, first_turn: bool = False, last_tile: bool = False,
           options: dict | None = None) -> Session:
    """A session at ``turn``'s move, after its draw: seat i holds ``hands[i]`` (the drawn tile
    included), the wall starts with ``draws`` and holds ``remaining`` tiles (default: all the rest;
    surplus tiles lie in the pile as old plays). ``table`` is the combination to beat, in
    notation ("55m"), made by ``owner``."""
    s = session(players, options)
    state: FuxiState = s.state
    state.lord = lord
    reset_hand(state)
    state.hands = [sorted(parse_tiles(hands.get(i, ""))) for i in range(players)]
    head = parse_tiles(draws)
    on_table = parse_play(table) if table is not None else None
    assert not isinstance(on_table, str), on_table
    filler = _fill([t for h in state.hands for t in h] + head + (on_table.all_tiles() if on_table else []))
    size = len(head) + len(filler) if remaining is None else remaining
    extra = len(head) + len(filler) - size
    assert extra >= 0 and size >= len(head), "not enough tiles for that wall"
    for i, t in enumerate(filler[:extra]):  # out of play: old singles in the pile
        play = parse_play(f"{t % 9 + 1}{'mps'[t // 9]}")
        assert not isinstance(play, str)
        state.pile.append(played_json(i % players, play))
    state.wall = head + filler[extra:]
    if on_table is not None:
        state.pile.append(played_json(owner if owner is not None else (turn - 1) % players, on_table))
        state.table = on_table.face
        state.owner = owner if owner is not None else (turn - 1) % players
        state.trick_start = len(state.pile) - 1
    else:
        state.trick_start = len(state.pile)
    state.reversed = reversed_
    state.passed = list(passed or [])
    state.phase, state.turn = TURN, turn
    state.turns = [2] * players
    state.turns[turn] = 1 if first_turn else 2
    state.last_tile = last_tile
    state.cache.clear()
    return s


def face(text: str) -> Face:
    play = parse_play(text)
    assert not isinstance(play, str)
    return play.face


def tiles_accounted(state: FuxiState) -> Counter:
    found = Counter(t for h in state.hands for t in h)
    found.update(state.wall)
    found.update(KINDS[c] for p in state.pile for c in p["tiles"])
    return found


def play(s: Session, seat: int, text: str) -> list[Event]:
    """Play ``text`` (notation, any chain order: the legal, canonical form is looked up)."""
    p = parse_play(text)
    assert not isinstance(p, str), p
    c = p.canonical()
    return s.submit(Command(seat, "play", c.codes(), c.text()))


def cmd_play(seat: int, text: str) -> Command:
    p = parse_play(text)
    assert not isinstance(p, str), p
    return Command(seat, "play", p.codes(), p.text())


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]

"""Qing-Hun-Peng's CPU players on stacked walls and seeded play: normal takes wins, discards the
off-suit tile of a one-suit hand, declines a chi that breaks its flush and calls one that brings
it closer, keeps clear of a flush look's suit and of a third call that would make it liable
(三口の包); it plays legal moves only, is deterministic from its seed and reads only its view."""

from __future__ import annotations

import copy
import random

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.mahjong.shanten import pung_shanten
from rules.mahjong.tiles import counts, parse_tiles
from rules.qinghunpeng.cpu import make_cpu
from rules.qinghunpeng.cpu_eval import PLANS, Table
from rules.qinghunpeng.variant import VARIANT
from tests.qinghunpeng.rig import meld, rigged


def decide(session: Session, seat: int, level: str = "normal", seed: int = 1) -> tuple[Command, str]:
    return VARIANT.cpu(level, seed).decide(session.view(seat), session.legal(seat))  # type: ignore[attr-defined]


def offer(session: Session, discarder: int, tile: str) -> None:
    session.submit(Command(discarder, "discard", (tile,)))


def test_levels_read_weakest_to_strongest():
    assert VARIANT.cpu_levels == ("random", "easy", "normal", "strong")
    with pytest.raises(ValueError):
        make_cpu("expert", 1)


def test_pung_shanten_counts_the_tiles_to_draw():
    # 1m1m1m 2m2m2m 3m3m E S W N Wh: 3m3m the pair, two pungs held, two more from singles at 2
    # draws each: 4 draws, 3 from ready
    assert pung_shanten(counts(parse_tiles("1m 1m 1m 2m 2m 2m 3m 3m E S W N Wh")), 0) == 3
    assert pung_shanten(counts(parse_tiles("1m 1m 1m 2m 2m 2m 3m 3m 3m 4m")), 1) == 0  # single wait on 4m


def test_normal_takes_a_win():
    # the dealer's 14: 1m-9m, 1m1m, 5m5m5m: pure one suit (清一色), complete as dealt
    s = rigged({0: "1m 1m 1m 2m 3m 4m 5m 6m 7m 8m 9m 5m 5m 5m", 1: "1p 2p", 2: "1s 2s", 3: "E S"}, drawn="5m")
    command, _ = decide(s, 0)
    assert command == Command(0, "win")


def test_normal_discards_the_off_suit_tile_of_a_one_suit_hand():
    # 12 characters, 5p and 9s: either off-suit tile is the only discard that keeps the pure hand
    # (清一色, a lazi) as close as it was; any character would take it one tile farther
    s = rigged({0: "1m 1m 2m 3m 4m 4m 5m 6m 7m 8m 9m 9m 5p 9s", 1: "1p 2p", 2: "1s 2s", 3: "E S"}, drawn="9s")
    for seed in range(4):
        command, reason = decide(s, 0, seed=seed)
        assert command.cards[0] in ("5p", "9s") and reason


def test_normal_declines_a_chi_that_breaks_its_flush_and_takes_one_that_helps():
    # seat 1 holds nine dots, 2m 3m and two honours; seat 0 (its 上家) lets 4m go. A chi of
    # 2m3m4m leaves only a characters hand open, far away: pass. On 5p, a chi of 3p4p5p makes a set
    # of the dots hand it aims at: call.
    hands = {0: "4m 5p 9s 9s 1s 2s 3s 4s 6s 7s 8s E E S", 1: "1p 2p 3p 3p 4p 7p 8p 9p 9p 2m 3m Wh Wh",
             2: "1s 2s 3s 5s 6s 7s 1m 1m 5m 6m 7m W W", 3: "N N N 8m 8m 9m 9m 2p 2p 6p 6p 5s 5s"}
    s = rigged(hands)
    offer(s, 0, "4m")
    assert Command(1, "chi", ("2m", "3m")) in s.legal(1)
    assert decide(s, 1)[0] == Command(1, "pass")
    s = rigged(hands)
    offer(s, 0, "5p")
    command, reason = decide(s, 1)
    assert command == Command(1, "chi", ("3p", "4p")), reason


def test_normal_keeps_clear_of_a_flush_looks_suit():
    # seat 2 shows three bamboo melds; seat 0 aims at dots and holds two loose tiles, 5s and 5m,
    # equal for its own hand (without the melds the seed chooses): it lets 5m go
    s = rigged({0: "1p 2p 3p 4p 5p 6p 7p 8p 9p 9p 5s 5m Wh Wh", 1: "1m 2m", 2: "7s 7s 4m 4m", 3: "N N"},
               melds={2: [meld("pung", "1s 1s 1s", 3), meld("pung", "2s 2s 2s", 3), meld("chow", "4s 5s 6s", 1)]},
               remaining=30, drawn="5m")
    for seed in range(4):
        command, _ = decide(s, 0, seed=seed)
        assert command.cards == ("5m",)


LIABLE = {0: "1p 2p 3p 4p 5p 6p 7p 8p 9p 9p 5m 5s Wh Wh", 1: "1m 2m", 2: "1m 3m 4m 6m 1s 2s 9s", 3: "E S"}


def liable_table(claims: int) -> Session:
    # seat 2 (対面) has made two pungs of seat 0's honours; a third call forms a relation R(2, 0)
    # (§10). Seat 0 holds two loose tiles, 5m (seat 2 may hold a pair) and 5s, whose other three
    # copies lie in the rivers (nobody can call it).
    s = rigged(LIABLE, melds={2: [meld("pung", "Gn Gn Gn", 0), meld("pung", "Rd Rd Rd", 0)]}, drawn="5s")
    for seat in (1, 2, 3):
        s.state.seats[seat].river.append(parse_tiles("5s")[0])
    s.state.claims["2>0"] = claims
    s.state.cache.clear()
    return s


def test_normal_does_not_feed_the_third_call_that_makes_it_liable():
    s = liable_table(2)
    for seed in range(6):
        assert decide(s, 0, seed=seed)[0].cards == ("5s",)
    s = liable_table(1)  # no relation at stake: the two tiles are equal, the seed chooses
    assert {decide(s, 0, seed=seed)[0].cards for seed in range(12)} == {("5s",), ("5m",)}


def scramble(session: Session, seat: int, rng: random.Random) -> Session:
    """The same session with the other seats' concealed tiles dealt among them anew."""
    clone = copy.deepcopy(session)
    hidden = [t for s in range(4) if s != seat for t in clone.state.seats[s].hand]
    rng.shuffle(hidden)
    for s in range(4):
        if s != seat:
            n = len(clone.state.seats[s].hand)
            clone.state.seats[s].hand, hidden = sorted(hidden[:n]), hidden[n:]
    clone.state.cache.clear()
    return clone


def play(seed: int, hands: int, probe: bool = False) -> list:
    session = Session(VARIANT, 4, {"hands_per_game": hands}, seed)
    cpus = [VARIANT.cpu("normal", seed * 7 + i) for i in range(4)]
    rng = random.Random(seed)
    moves = []
    while not session.is_over():
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        if probe and len(legal) > 1 and rng.random() < 0.2:
            other = scramble(session, seat, rng)
            assert other.view(seat) == view  # nothing hidden shows through the view
            twin = VARIANT.cpu("normal", 99).decide(other.view(seat), other.legal(seat))[0]  # type: ignore[attr-defined]
            assert twin == VARIANT.cpu("normal", 99).decide(view, legal)[0]  # type: ignore[attr-defined]
        command = cpus[seat].choose(view, legal)
        assert command in legal
        moves.append(command)
        session.submit(command)
    return moves


def test_normal_plays_legal_moves_only_and_reads_only_its_view():
    play(5, 3, probe=True)


def test_normal_is_deterministic_from_its_seed():
    assert play(11, 2) == play(11, 2)


def test_the_hint_is_the_normal_cpus_move_with_a_reason():
    s = rigged({0: "1m 1m 2m 3m 4m 4m 5m 6m 7m 8m 9m 9m 5p 9s", 1: "1p 2p", 2: "1s 2s", 3: "E S"}, drawn="9s")
    hint = VARIANT.hint(s.view(0), s.legal(0))
    assert hint.command in s.legal(0) and hint.command.cards[0] in ("5p", "9s") and hint.reason


def test_every_plan_is_open_to_an_empty_hand():
    t = Table(rigged({0: "1m 1m 2m 3m 4m 4m 5m 6m 7m 8m 9m 9m 5p 9s"}, drawn="9s").view(0))
    assert t.open_plans == list(PLANS)
    reading = t.read(parse_tiles("1m 1m 2m 3m 4m 4m 5m 6m 7m 8m 9m 9m 5p"))
    # pure characters: 1m1m 2m3m4m 4m5m6m 7m8m9m 9m + 5p: drop 5p, draw a 9m or a 1m: 1 from ready
    assert (reading.plan.name, reading.distance) == ("qingyise", 1)

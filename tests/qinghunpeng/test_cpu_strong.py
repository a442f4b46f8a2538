"""Qing-Hun-Peng's strong CPU (rules/qinghunpeng/cpu_strong.py): the world it deals from a seat's
view holds every tile once, no flower in a hidden hand, and shows that seat its view; the move
depends on the view and the seed only; it plays whole hands legally."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from rules.core.session import Session
from rules.mahjong.tiles import is_flower, tile_set
from rules.qinghunpeng import flow
from rules.qinghunpeng.cpu import CpuPlayer
from rules.qinghunpeng.cpu_strong import QhpAdapter, make_strong, world
from rules.qinghunpeng.variant import VARIANT

SKIP = ("history", "last_hand")  # the match so far


def position(seed: int, moves: int, phase: str = "turn") -> Session:
    """A seeded hand played by normal CPUs for ``moves`` moves, then on to a decision in ``phase``
    with more than one legal move."""
    s = Session(VARIANT, 4, {}, seed)
    cpu = CpuPlayer("normal", seed)
    while True:
        seat = min(s.to_act())
        if s.state.moves >= moves and s.state.phase == phase and len(s.legal(seat)) > 1:
            return s
        assert not s.state.history, "the hand ended before the position"
        s.submit(cpu.choose(s.view(seat), s.legal(seat)))


def tiles_of(state) -> Counter:
    out: Counter = Counter()
    for seat in state.seats:
        out.update(seat.tiles())
    out.update(t for t in state.wall.to_json()["slots"] if t is not None)
    return out


@pytest.mark.parametrize("seed, moves", [(3, 10), (4, 30), (5, 45)])
def test_a_world_holds_every_tile_once_and_shows_the_seat_its_view(seed, moves):
    s = position(seed, moves)
    seat = min(s.to_act())
    view = s.view(seat)
    for i in range(5):
        w = world(view, random.Random(i))
        assert tiles_of(w) == Counter(tile_set("144"))
        assert [len(x.hand) for x in w.seats] == [len(x.hand) for x in s.state.seats]
        assert not any(is_flower(t) for x in w.seats for t in x.hand)
        seen = VARIANT.view(w, seat)
        assert {k: v for k, v in seen.items() if k not in SKIP} == {k: v for k, v in view.items() if k not in SKIP}
        assert flow.legal(w, seat) == s.legal(seat)


def test_a_world_in_a_call_window_asks_the_others_what_their_dealt_hands_allow():
    s = position(6, 8, phase="claim")
    seat = min(s.to_act())
    w = world(s.view(seat), random.Random(1))
    assert w.phase == "claim" and w.choices[seat] == s.state.choices[seat]
    for other, options in w.choices.items():
        assert options == flow.claim_choices(w, other, w.offer, w.turn) and w.answers[other] is None


def test_the_move_ignores_the_hidden_tiles():
    s = position(4, 30)
    seat = min(s.to_act())
    scrambled = copy.deepcopy(s.state)
    others = [i for i in range(4) if i != seat]
    slots = scrambled.wall._slots
    flowers = [t for t in slots if t is not None and is_flower(t)]
    hidden = [t for i in others for t in scrambled.seats[i].hand] + [t for t in slots if t is not None and not is_flower(t)]
    random.Random(4).shuffle(hidden)
    for i in others:
        n = len(scrambled.seats[i].hand)
        scrambled.seats[i].hand, hidden = sorted(hidden[:n]), hidden[n:]
    hidden += flowers
    for j, t in enumerate(slots):
        if t is not None:
            slots[j], hidden = hidden[0], hidden[1:]
    assert [x.hand for x in scrambled.seats] != [x.hand for x in s.state.seats]
    view, legal = s.view(seat), s.legal(seat)
    assert VARIANT.view(scrambled, seat) == view
    assert make_strong(3).choose(VARIANT.view(scrambled, seat), legal) == make_strong(3).choose(view, legal)


def test_the_move_is_fixed_by_the_seed():
    s = position(5, 45)
    seat = min(s.to_act())
    a, b = make_strong(8), make_strong(8)
    assert a.choose(s.view(seat), s.legal(seat)) == b.choose(s.view(seat), s.legal(seat))
    assert a.last is not None and a.last.means == b.last.means and a.last.iterations >= 8


def test_the_candidates_are_the_normal_move_and_the_next_discards():
    s = position(4, 30)
    seat = min(s.to_act())
    view, legal = s.view(seat), s.legal(seat)
    candidates = QhpAdapter(2).candidates(view, legal)
    assert candidates[0] == CpuPlayer("normal", 2).choose(view, legal)
    assert 2 <= len(candidates) <= 4 and len(set(candidates)) == len(candidates)
    assert all(c in legal for c in candidates)


def test_strong_is_a_level_and_plays_a_hand_legally():
    assert VARIANT.cpu_levels[-1] == "strong"
    s = Session(VARIANT, 4, {}, 5)
    cpus = [VARIANT.cpu("strong", 1)] + [VARIANT.cpu("normal", i) for i in (2, 3, 4)]
    searched = 0
    while not s.state.history:
        seat = min(s.to_act())
        s.submit(cpus[seat].choose(s.view(seat), s.legal(seat)))  # submit refuses an illegal move
        searched += seat == 0 and cpus[0].last is not None
    assert searched > 0

"""Kawuxing's strong CPU (rules/kawuxing/cpu_strong.py): the world it deals from a seat's view
holds every tile once, a disclosed hand ready behind its shown tiles, and shows that seat its
view; the move depends on the view and the seed only; it plays whole hands legally."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from rules.core.session import Session
from rules.kawuxing import flow
from rules.kawuxing.cpu import CpuPlayer, hand_shanten
from rules.kawuxing.cpu_strong import KawuxingAdapter, make_strong, world
from rules.kawuxing.variant import VARIANT
from rules.mahjong.tiles import tile_set

SKIP = ("history", "last_hand")  # the match so far


def position(seed: int, until, phase: str = "turn") -> Session:
    """A seeded hand played by normal CPUs until ``until(state)`` holds at a decision in ``phase``
    with more than one legal move."""
    s = Session(VARIANT, 3, {}, seed)
    cpu = CpuPlayer("normal", seed)
    while True:
        seat = min(s.to_act())
        if until(s.state) and s.state.phase == phase and len(s.legal(seat)) > 1:
            return s
        assert not s.state.history, "the hand ended before the position"
        s.submit(cpu.choose(s.view(seat), s.legal(seat)))


def after(moves: int):
    return lambda state: state.moves >= moves


def disclosed_then_other(state) -> bool:
    return any(x.disclosed for x in state.seats) and not state.seats[state.turn].disclosed


def tiles_of(state) -> Counter:
    out: Counter = Counter()
    for seat in state.seats:
        out.update(seat.tiles())
    out.update(t for t in state.wall.to_json()["slots"] if t is not None)
    return out


@pytest.mark.parametrize("seed, until", [(3, after(6)), (4, after(20)), (7, disclosed_then_other)])
def test_a_world_holds_every_tile_once_and_shows_the_seat_its_view(seed, until):
    s = position(seed, until)
    seat = min(s.to_act())
    view = s.view(seat)
    for i in range(5):
        w = world(view, random.Random(i))
        assert tiles_of(w) == Counter(tile_set("84", w.rules.removed_suit))
        assert [len(x.hand) for x in w.seats] == [len(x.hand) for x in s.state.seats]
        assert all(hand_shanten(x.hand, len(x.melds)) <= 0 for x in w.seats if x.disclosed)
        seen = VARIANT.view(w, seat)
        assert {k: v for k, v in seen.items() if k not in SKIP} == {k: v for k, v in view.items() if k not in SKIP}
        assert flow.legal(w, seat) == s.legal(seat)


def test_a_world_in_a_call_window_asks_the_others_what_their_dealt_hands_allow():
    s = position(6, after(4), phase="claim")
    seat = min(s.to_act())
    w = world(s.view(seat), random.Random(1))
    assert w.phase == "claim" and w.choices[seat] == s.state.choices[seat]
    for other, options in w.choices.items():
        assert options == flow.claim_choices(w, other, w.offer) and w.answers[other] is None


def test_the_move_ignores_the_hidden_tiles():
    s = position(4, after(20))
    seat = min(s.to_act())
    scrambled = copy.deepcopy(s.state)
    others = [i for i in range(3) if i != seat]
    slots = scrambled.wall._slots
    hidden = [t for i in others for t in scrambled.seats[i].hand] + [t for t in slots if t is not None]
    random.Random(4).shuffle(hidden)
    for i in others:
        n = len(scrambled.seats[i].hand)
        scrambled.seats[i].hand, hidden = sorted(hidden[:n]), hidden[n:]
    for j, t in enumerate(slots):
        if t is not None:
            slots[j], hidden = hidden[0], hidden[1:]
    assert [x.hand for x in scrambled.seats] != [x.hand for x in s.state.seats]
    view, legal = s.view(seat), s.legal(seat)
    assert VARIANT.view(scrambled, seat) == view
    assert make_strong(3).choose(VARIANT.view(scrambled, seat), legal) == make_strong(3).choose(view, legal)


def test_the_move_is_fixed_by_the_seed():
    s = position(4, after(20))
    seat = min(s.to_act())
    a, b = make_strong(8), make_strong(8)
    assert a.choose(s.view(seat), s.legal(seat)) == b.choose(s.view(seat), s.legal(seat))
    assert a.last is not None and a.last.means == b.last.means and a.last.iterations >= 8


def test_the_candidates_are_the_normal_move_and_the_next_discards():
    s = position(4, after(20))
    seat = min(s.to_act())
    view, legal = s.view(seat), s.legal(seat)
    candidates = KawuxingAdapter(2).candidates(view, legal)
    assert candidates[0] == CpuPlayer("normal", 2).choose(view, legal)
    assert 2 <= len(candidates) <= 4 and len(set(candidates)) == len(candidates)
    assert all(c in legal for c in candidates)


def test_strong_is_a_level_and_plays_a_hand_legally():
    assert VARIANT.cpu_levels[-1] == "strong"
    s = Session(VARIANT, 3, {}, 5)
    cpus = [VARIANT.cpu("strong", 1)] + [VARIANT.cpu("normal", i) for i in (2, 3)]
    searched = 0
    while not s.state.history:
        seat = min(s.to_act())
        s.submit(cpus[seat].choose(s.view(seat), s.legal(seat)))  # submit refuses an illegal move
        searched += seat == 0 and cpus[0].last is not None
    assert searched > 0

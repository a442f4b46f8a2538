"""Wuhan's strong CPU (rules/wuhan/cpu_strong.py): the world it deals from a seat's view holds
every tile once and shows that seat exactly its view; the move depends on the view and the seed
only; it plays whole hands legally."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from rules.core.session import Session
from rules.wuhan import flow
from rules.wuhan.cpu import CpuPlayer
from rules.wuhan.cpu_strong import WuhanAdapter, make_strong, world
from rules.wuhan.tiles import wall_tiles
from rules.wuhan.variant import VARIANT
from tests.wuhan.rig import meld, rigged
from tests.wuhan.test_flow import BASE

CASES = [  # (options, players, seed, moves before the position)
    ({"variant": "wuhan"}, 4, 11, 20),
    ({"variant": "wuhan", "anonymous_discards": True}, 4, 12, 25),
    ({"variant": "jingzhou"}, 3, 13, 30),
]


def position(options: dict, players: int, seed: int, moves: int, phase: str = "turn") -> Session:
    """A seeded hand played by normal CPUs for ``moves`` moves, then on to a decision in ``phase``
    with more than one legal move."""
    s = Session(VARIANT, players, dict(options, laps=1), seed)
    cpu = CpuPlayer("normal", seed)
    done = 0
    while True:
        seat = min(s.to_act())
        if done >= moves and s.state.phase == phase and len(s.legal(seat)) > 1 and not s.state.history:
            return s
        assert not s.state.history, "the hand ended before the position"
        s.submit(cpu.choose(s.view(seat), s.legal(seat)))
        done += 1


def tiles_of(state) -> Counter:
    out = Counter([state.indicator])
    for seat in state.seats:
        out.update(seat.tiles())
    out.update(t for t in state.wall.to_json()["slots"] if t is not None)
    return out


@pytest.mark.parametrize("options, players, seed, moves", CASES)
def test_a_world_holds_every_tile_once_and_shows_the_seat_its_view(options, players, seed, moves):
    s = position(options, players, seed, moves)
    seat = min(s.to_act())
    view = s.view(seat)
    for i in range(5):
        w = world(view, random.Random(i))
        assert tiles_of(w) == Counter(wall_tiles(w.rules.removed_suit))
        assert [len(x.hand) for x in w.seats] == [len(x.hand) for x in s.state.seats]
        seen = VARIANT.view(w, seat)
        assert {k: v for k, v in seen.items() if k != "history"} == {k: v for k, v in view.items() if k != "history"}
        assert flow.legal(w, seat) == s.legal(seat)


def test_a_hidden_concealed_kong_is_four_of_a_kind_the_seat_has_not_seen():
    hands = dict(BASE)
    hands[2] = "9p 9p 2m 5m 8m 2s 6s 6s 發 發"
    s = rigged(hands, melds={2: [meld("kong_concealed", "西西西西")]})
    view = s.view(0)
    assert view["seats"][2]["melds"][0]["tiles"] == ["??"] * 4
    for i in range(5):
        w = world(view, random.Random(i))
        kong = w.seats[2].melds[0]
        assert kong.kind == "kong_concealed" and len(set(kong.tiles)) == 1
        assert tiles_of(w) == Counter(wall_tiles(None)) and VARIANT.view(w, 0)["seats"] == view["seats"]


def test_a_world_in_a_call_window_asks_the_others_what_their_dealt_hands_allow():
    s = position({"variant": "wuhan"}, 4, 21, 10, phase="claim")
    seat = min(s.to_act())
    w = world(s.view(seat), random.Random(1))
    assert w.phase == "claim" and w.choices[seat] == s.state.choices[seat]
    for other, options in w.choices.items():
        assert options == flow.claim_choices(w, other, w.offer, w.turn) and w.answers[other] is None


def test_the_move_ignores_the_hidden_tiles():
    # the other hands and the wall dealt anew: the seat's view, and so its move, is the same
    s = position({"variant": "wuhan"}, 4, 11, 20)
    seat = min(s.to_act())
    scrambled = copy.deepcopy(s.state)
    others = [i for i in range(4) if i != seat]
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
    s = position({"variant": "jingzhou"}, 3, 13, 30)
    seat = min(s.to_act())
    a, b = make_strong(8), make_strong(8)
    assert a.choose(s.view(seat), s.legal(seat)) == b.choose(s.view(seat), s.legal(seat))
    assert a.last is not None and a.last.means == b.last.means and a.last.iterations >= 8


def test_the_candidates_are_the_normal_move_and_the_next_discards():
    s = position({"variant": "wuhan"}, 4, 11, 20)
    seat = min(s.to_act())
    view, legal = s.view(seat), s.legal(seat)
    candidates = WuhanAdapter(2).candidates(view, legal)
    assert candidates[0] == CpuPlayer("normal", 2).choose(view, legal)
    assert 2 <= len(candidates) <= 4 and len(set(candidates)) == len(candidates)
    assert all(c in legal for c in candidates)


def test_strong_is_a_level_and_plays_a_hand_legally():
    assert VARIANT.cpu_levels == ("easy", "normal", "strong")
    s = Session(VARIANT, 3, {"variant": "jingzhou", "laps": 1}, 5)
    cpus = [VARIANT.cpu("strong", 1)] + [VARIANT.cpu("normal", i) for i in (2, 3)]
    searched = 0
    while not s.state.history:
        seat = min(s.to_act())
        s.submit(cpus[seat].choose(s.view(seat), s.legal(seat)))  # submit refuses an illegal move
        searched += seat == 0 and cpus[0].last is not None
    assert searched > 0 and sum(s.state.history[0]["deltas"]) == 0

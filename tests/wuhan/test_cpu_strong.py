"""Wuhan's strong CPU (rules/wuhan/cpu_strong.py), by the checks every mahjong strong CPU passes
(tests/mahjong/strong_checks.py): worlds dealt from a seat's view hold every tile once and show
that seat its view, a hidden concealed kong is four of a kind unseen, the move ignores hidden
tiles and is fixed by the seed, a whole hand is played legally."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core.session import Session
from rules.wuhan import flow
from rules.wuhan.cpu import CpuPlayer
from rules.wuhan.cpu_strong import adapter, make_strong, world
from rules.wuhan.tiles import wall_tiles
from rules.wuhan.variant import VARIANT
from tests.mahjong.strong_checks import after, check_candidates, check_hand, check_hidden, check_seed, check_window, \
    check_worlds, position, tiles_of
from tests.wuhan.rig import meld, rigged
from tests.wuhan.test_flow import BASE


def played(options: dict, players: int, seed: int, moves: int, phase: str = "turn") -> Session:
    s = Session(VARIANT, players, dict(options, laps=1), seed)
    return position(s, CpuPlayer("normal", seed), after(moves), phase)


def held(seat) -> list[int]:
    return seat.tiles()


@pytest.mark.parametrize("options, players, seed, moves", [
    ({"variant": "wuhan"}, 4, 11, 20),
    ({"variant": "wuhan", "anonymous_discards": True}, 4, 12, 25),
    ({"variant": "jingzhou"}, 3, 13, 30),
])
def test_a_world_holds_every_tile_once_and_shows_the_seat_its_view(options, players, seed, moves):
    s = played(options, players, seed, moves)
    full = wall_tiles(s.state.rules.removed_suit)
    full.remove(s.state.indicator)  # the indicator lies out of play, seen by all
    check_worlds(s, world, full, held)


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
        assert tiles_of(w, held) + Counter([w.indicator]) == Counter(wall_tiles(None))
        assert VARIANT.view(w, 0)["seats"] == view["seats"]


def test_a_world_in_a_call_window_asks_the_others_what_their_dealt_hands_allow():
    check_window(played({"variant": "wuhan"}, 4, 21, 10, "claim"), world,
                 lambda w, other: flow.claim_choices(w, other, w.offer, w.turn))


def test_the_move_ignores_the_hidden_tiles():
    check_hidden(played({"variant": "wuhan"}, 4, 11, 20), make_strong)


def test_the_move_is_fixed_by_the_seed():
    check_seed(played({"variant": "jingzhou"}, 3, 13, 30), make_strong)


def test_the_candidates_are_the_normal_move_and_the_next_discards():
    check_candidates(played({"variant": "wuhan"}, 4, 11, 20), adapter(2), CpuPlayer("normal", 2))


def test_strong_is_a_level_and_plays_a_hand_legally():
    assert VARIANT.cpu_levels == ("easy", "normal", "strong")
    check_hand(Session(VARIANT, 3, {"variant": "jingzhou", "laps": 1}, 5))

"""Qing-Hun-Peng's strong CPU (rules/qinghunpeng/cpu_strong.py), by the checks every mahjong
strong CPU passes (tests/mahjong/strong_checks.py): worlds dealt from a seat's view hold every
tile once, no flower in a hidden hand, and show that seat its view; the move ignores hidden tiles
and is fixed by the seed; a whole hand is played legally; the search weighs only the discards
normal itself finds close."""

from __future__ import annotations

import pytest

from rules.core.session import Session
from rules.mahjong.tiles import is_flower, tile_set
from rules.qinghunpeng import flow
from rules.qinghunpeng.cpu import CpuPlayer
from rules.qinghunpeng.cpu_eval import Table
from rules.qinghunpeng.cpu_strong import CLOSE, adapter, make_strong, world
from rules.qinghunpeng.variant import VARIANT
from tests.mahjong.strong_checks import after, check_candidates, check_hand, check_hidden, check_seed, check_window, \
    check_worlds, position


def played(seed: int, moves: int, phase: str = "turn") -> Session:
    return position(Session(VARIANT, 4, {}, seed), CpuPlayer("normal", seed), after(moves), phase)


@pytest.mark.parametrize("seed, moves", [(3, 10), (4, 30), (5, 45)])
def test_a_world_holds_every_tile_once_and_shows_the_seat_its_view(seed, moves):
    for w in check_worlds(played(seed, moves), world, tile_set("144"), lambda seat: seat.tiles()):
        assert not any(is_flower(t) for x in w.seats for t in x.hand)


def test_a_world_in_a_call_window_asks_the_others_what_their_dealt_hands_allow():
    check_window(played(6, 8, "claim"), world, lambda w, other: flow.claim_choices(w, other, w.offer, w.turn))


def test_the_move_ignores_the_hidden_tiles():
    check_hidden(played(4, 30), make_strong, fixed=is_flower)  # flowers never lie in a hidden hand


def test_the_move_is_fixed_by_the_seed():
    check_seed(played(5, 45), make_strong)


def test_the_candidates_are_the_normal_move_and_the_discards_it_ranks_close():
    check_candidates(played(4, 30), adapter(2), CpuPlayer("normal", 2))


@pytest.mark.parametrize("seed, moves", [(3, 10), (4, 30), (5, 20)])
def test_a_discard_normal_ranks_far_below_its_best_is_never_weighed(seed, moves):
    s = played(seed, moves)
    seat = min(s.to_act())
    view, legal = s.view(seat), s.legal(seat)
    ranked = CpuPlayer("normal", 0).ranked_discards(Table(view), legal)  # [worth, reading, command, kind, less danger]
    top = ranked[0][4]
    far = {r[2] for r in ranked if r[4] < top - CLOSE * abs(top)}
    assert far and not far & set(adapter(2).candidates(view, legal))


def test_strong_is_a_level_and_plays_a_hand_legally():
    check_hand(Session(VARIANT, 4, {}, 5))

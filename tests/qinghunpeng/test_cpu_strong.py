"""Qing-Hun-Peng's strong CPU (rules/qinghunpeng/cpu_strong.py), by the checks every mahjong
strong CPU passes (tests/mahjong/strong_checks.py): worlds dealt from a seat's view hold every
tile once, no flower in a hidden hand, and show that seat its view; the move ignores hidden tiles
and is fixed by the seed; a whole hand is played legally; the search weighs only the discards
normal itself finds close; the playouts' fast normal reads from the state what the seat's view
shows and keeps only the plans near the hand."""

from __future__ import annotations

import random

import pytest

from rules.core.session import Session
from rules.mahjong.tiles import is_flower, tile_set
from rules.qinghunpeng import flow
from rules.qinghunpeng.cpu import CpuPlayer
from rules.qinghunpeng.cpu_eval import Table
from rules.core.command import Command
from rules.qinghunpeng.cpu_strong import CLOSE, FastNormal, QuickTable, adapter, make_strong, seat_view, world
from rules.qinghunpeng.view import view as full_view
from tests.qinghunpeng.rig import meld, rigged
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


@pytest.mark.parametrize("seed, moves", [(3, 10), (4, 30), (5, 45), (6, 60)])
def test_the_fast_policy_reads_from_the_state_what_the_seats_view_shows(seed, moves):
    s = played(seed, moves)
    for seat in range(4):
        fast, slow = Table(seat_view(s.state, seat)), Table(full_view(s.state, seat))
        assert (fast.hand, fast.melds, fast.flowers, fast.wall) == (slow.hand, slow.melds, slow.flowers, slow.wall)
        assert fast.unseen == slow.unseen and fast.flush_looks == slow.flush_looks


def test_another_seats_concealed_kong_stays_hidden_from_the_fast_policy():
    s = rigged({0: "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 5s 5s", 1: "1s 2s 3s 4s 6s 7s 8s 9s E E"},
               melds={1: [meld("kong_concealed", "Rd Rd Rd Rd")]})
    assert Table(seat_view(s.state, 0)).unseen[33] == 4  # seat 0 cannot tell which four tiles lie face down
    assert Table(seat_view(s.state, 1)).unseen[33] == 0


def test_the_fast_policy_reads_only_the_plans_near_the_hand():
    # eleven characters, a pair of East: the characters' and all-pungs plans stay, not dots or bamboo
    s = rigged({0: "1m 2m 3m 4m 5m 6m 7m 8m 9m 9m 1m E E 5p"})
    names = {(p.name, min(p.kinds)) for p in QuickTable(seat_view(s.state, 0)).open_plans}
    assert names == {("qingyise", 0), ("hunyise", 0)}
    assert len(Table(seat_view(s.state, 0)).open_plans) == 15


def test_the_fast_policy_discards_toward_the_hand_as_normal_does():
    s = rigged({0: "1m 1m 1m 2m 3m 4m 5m 6m 7m 8m 9m 9m 9m 5p"})  # ready for 清一色 less the dot
    legal = s.legal(0)
    move = FastNormal().move(s.state, 0, legal, random.Random(1))
    assert move == Command(0, "discard", ("5p",)) == CpuPlayer("normal", 1).choose(s.view(0), legal)

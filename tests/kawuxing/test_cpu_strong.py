"""Kawuxing's strong CPU (rules/kawuxing/cpu_strong.py), by the checks every mahjong strong CPU
passes (tests/mahjong/strong_checks.py): worlds dealt from a seat's view hold every tile once, a
disclosed hand ready behind its shown tiles, and show that seat its view; the move ignores hidden
tiles and is fixed by the seed; a whole hand is played legally; the playouts' policy does not feed
a disclosed wait."""

from __future__ import annotations

import random

import pytest

from rules.core.session import Session
from rules.kawuxing import flow
from rules.kawuxing.cpu import CpuPlayer, hand_shanten
from rules.kawuxing.cpu_strong import FastEasy, adapter, feeding, make_strong, world
from rules.kawuxing.variant import VARIANT
from rules.mahjong.tiles import tile_set
from tests.kawuxing.rig import do, rigged
from tests.kawuxing.test_cpu import DEFENCE
from tests.mahjong.strong_checks import after, check_candidates, check_hand, check_hidden, check_seed, check_window, \
    check_worlds, position


def played(seed: int, until, phase: str = "turn") -> Session:
    return position(Session(VARIANT, 3, {}, seed), CpuPlayer("normal", seed), until, phase)


def disclosed_then_other(state) -> bool:
    return any(x.disclosed for x in state.seats) and not state.seats[state.turn].disclosed


@pytest.mark.parametrize("seed, until", [(3, after(6)), (4, after(20)), (7, disclosed_then_other)])
def test_a_world_holds_every_tile_once_and_shows_the_seat_its_view(seed, until):
    s = played(seed, until)
    for w in check_worlds(s, world, tile_set("84", s.state.rules.removed_suit), lambda seat: seat.tiles()):
        assert all(hand_shanten(x.hand, len(x.melds)) <= 0 for x in w.seats if x.disclosed)


def test_a_world_in_a_call_window_asks_the_others_what_their_dealt_hands_allow():
    check_window(played(6, after(4), "claim"), world, lambda w, other: flow.claim_choices(w, other, w.offer))


def test_the_move_ignores_the_hidden_tiles():
    check_hidden(played(4, after(20)), make_strong)


def test_the_move_is_fixed_by_the_seed():
    check_seed(played(4, after(20)), make_strong)


def test_the_candidates_are_the_normal_move_and_the_next_discards():
    check_candidates(played(4, after(20)), adapter(2), CpuPlayer("normal", 2))


def test_strong_is_a_level_and_plays_a_hand_legally():
    check_hand(Session(VARIANT, 3, {}, 5))


def test_the_playouts_never_feed_a_disclosed_wait_while_they_hold_another_tile():
    # The stacked defence hand of tests/kawuxing/test_cpu.py: seat 0 discloses waiting on 2s and
    # 3s; seat 1 draws 3s, its natural discard, which easy plays for some seeds.
    s = rigged(DEFENCE, draws="3s Gn")
    do(s, 0, "disclose", "Rd")
    assert feeding(s.state, 1) == {19, 20}  # 2s and 3s
    legal = s.legal(1)
    assert any(CpuPlayer("easy", seed).choose(s.view(1), legal).cards == ("3s",) for seed in range(6))
    policy = FastEasy()
    for seed in range(6):
        command = policy.move(s.state, 1, legal, random.Random(seed))
        assert command in legal and command.cards != ("3s",)

"""Kawuxing's strong CPU (rules/kawuxing/cpu_strong.py), by the checks every mahjong strong CPU
passes (tests/mahjong/strong_checks.py): worlds dealt from a seat's view hold every tile once, a
disclosed hand ready behind its shown tiles, and show that seat its view; the move ignores hidden
tiles and is fixed by the seed; a whole hand is played legally; the playouts' policy does not feed
a disclosed wait; the search weighs only the moves normal itself finds close, and 亮倒 or not."""

from __future__ import annotations

import random

import pytest

from rules.core.command import Command
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


def test_the_candidates_are_the_normal_move_and_the_discards_it_ranks_close():
    check_candidates(played(4, after(20)), adapter(2), CpuPlayer("normal", 2))


def test_where_normal_is_clear_only_the_declaration_is_weighed():
    # Seat 0 holds 123s 456p 789s 234p, a lone 5p and the red dragon: discarding 2p, 5p or Rd
    # each leaves it ready, but Rd keeps the most waits (2p and 5p, the 5p a 卡五星) and normal
    # ranks the others well below it. Normal discloses with Rd; the search weighs that against
    # discarding Rd without disclosing, and nothing else.
    s = rigged({0: "1s2s3s 4p5p6p 7s8s9s 2p3p4p 5p Rd", 1: "1p1p2p2p3p3p7p8p9p1s1s4s4s",
                2: "6p6p7p7p8p9p9p5s6s6s7s8s8s"})
    view, legal = s.view(0), s.legal(0)
    assert {c.cards for c in legal if c.action == "disclose"} == {("2p",), ("5p",), ("Rd",)}
    assert adapter(2).candidates(view, legal) == [Command(0, "disclose", ("Rd",)), Command(0, "discard", ("Rd",))]


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

"""Trump Mahjong's strong CPU (rules/trump_mahjong/cpu_strong.py), by the checks every mahjong
strong CPU passes (tests/mahjong/strong_checks.py): worlds dealt from a seat's view hold every
card once, no joker in a hidden hand and a ready hand behind a riichi, and show that seat its
view; the move ignores hidden cards and is fixed by the seed; a whole hand is played legally; the
search weighs only the discards normal itself finds close, and riichi or not."""

from __future__ import annotations

import pytest

from rules.core.cards import is_joker
from rules.core.session import Session
from rules.mahjong.card_tiles import trump_deck
from rules.trump_mahjong import flow
from rules.trump_mahjong.cpu import NormalCpu
from rules.trump_mahjong.cpu_eval import Table
from rules.trump_mahjong.cpu_strong import CLOSE, adapter, make_strong, world
from rules.trump_mahjong.riichi import waits_of
from rules.trump_mahjong.variant import VARIANT
from tests.mahjong.strong_checks import SKIP, after, check_candidates, check_hand, check_hidden, check_seed, \
    check_window, check_worlds, position


def played(players: int, seed: int, until, phase: str = "turn") -> Session:
    s = Session(VARIANT, players, {"players": players, "rounds": 1}, seed)
    return position(s, NormalCpu("normal", seed), until, phase)


def riichi_then_other(state) -> bool:
    """Someone is in riichi and another seat is on turn."""
    return any(x.riichi for x in state.seats) and not state.seats[state.turn].riichi


@pytest.mark.parametrize("players, seed, until", [(4, 3, after(20)), (3, 4, after(15)), (4, 6, riichi_then_other)])
def test_a_world_holds_every_card_once_and_shows_the_seat_its_view(players, seed, until):
    s = played(players, seed, until)
    # furiten: a win passed this go-round is the seat's own memory, not in its view
    for w in check_worlds(s, world, trump_deck(s.state.rules.jokers), lambda seat: seat.cards(), SKIP + ("furiten",)):
        assert not any(is_joker(c) for x in w.seats for c in x.hand)
        assert all(waits_of(x) for x in w.seats if x.riichi)


def test_a_world_in_a_call_window_asks_the_others_what_their_dealt_hands_allow():
    check_window(played(4, 5, after(8), "claim"), world, lambda w, other: flow.claim_choices(w, other, w.offer, w.turn))


def test_the_move_ignores_the_hidden_cards():
    check_hidden(played(4, 3, after(20)), make_strong, fixed=is_joker)  # jokers never lie in a hidden hand


def test_the_move_is_fixed_by_the_seed():
    check_seed(played(3, 4, after(15)), make_strong)


def test_the_candidates_are_the_normal_move_and_the_discards_it_ranks_close():
    check_candidates(played(4, 3, after(20)), adapter(2), NormalCpu("normal", 2))


@pytest.mark.parametrize("players, seed, until", [(4, 3, after(20)), (3, 4, after(15)), (4, 7, after(6))])
def test_a_discard_normal_ranks_far_below_its_best_is_never_weighed(players, seed, until):
    s = played(players, seed, until)
    seat = min(s.to_act())
    view, legal = s.view(seat), s.legal(seat)
    ranked = NormalCpu("normal", 0).ranked_discards(Table(view), legal)  # (cost, card), cheapest first
    far = {card for cost, card in ranked if cost > ranked[0][0] + CLOSE}
    weighed = {c.cards[0] for c in adapter(2).candidates(view, legal)}
    assert far and not far & weighed


def test_strong_is_a_level_and_plays_a_hand_legally():
    check_hand(Session(VARIANT, 3, {"players": 3, "rounds": 1}, 5))

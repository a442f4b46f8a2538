"""Trump Mahjong's strong CPU (rules/trump_mahjong/cpu_strong.py), by the checks every mahjong
strong CPU passes (tests/mahjong/strong_checks.py): worlds dealt from a seat's view hold every
card once, no joker in a hidden hand and a ready hand behind a riichi, and show that seat its
view; the move ignores hidden cards and is fixed by the seed; a whole hand is played legally; the
search weighs riichi or not, and under a threat the discard that pushes, the safest one and those
normal itself finds close, no other discard, and never a chi for normal's pass; the move it weighs
first presses a ready hand against a riichi where normal folds."""

from __future__ import annotations

import pytest

from rules.core.cards import is_joker
from rules.core.command import Command
from rules.core.session import Session
from rules.mahjong.card_tiles import trump_deck
from rules.mahjong.strong import Adapter
from rules.trump_mahjong import flow
from rules.trump_mahjong.cpu import NormalCpu
from rules.trump_mahjong.cpu_eval import Table
from rules.trump_mahjong.cpu_strong import CLOSE, PressingCpu, adapter, make_strong, world
from rules.trump_mahjong.options import RESERVE
from rules.trump_mahjong.riichi import waits_of
from rules.trump_mahjong.state import KINDS
from rules.trump_mahjong.variant import VARIANT
from tests.trump_mahjong.rig import do, rigged
from tests.trump_mahjong.test_cpu import LONE, NO_YAKU, S2, _riichi_view
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


def test_a_world_after_the_last_live_card_knows_replacements_have_shortened_the_reserve():
    # three players keep 14 cards in reserve; the view says only that no live card is left, and
    # a replacement drawn since (here for the last joker) came out of the reserve: 12 remain
    s = rigged({0: PRESS, 1: S1, 2: S2}, drawn="5S", players=3, jokers={0: "JK1 JK2", 1: "JK1", 2: "JK2"},
               remaining=RESERVE[3] - 2)
    s.state.replacement = True
    assert s.view(0)["wall"] == 0
    for w in check_worlds(s, world, trump_deck(True), lambda seat: seat.cards(), SKIP + ("furiten",)):
        assert w.wall.remaining == RESERVE[3] - 2 and w.wall.live_count == 0
    assert make_strong(3).choose(s.view(0), s.legal(0)) in s.legal(0)


def test_a_world_in_a_call_window_asks_the_others_what_their_dealt_hands_allow():
    check_window(played(4, 5, after(8), "claim"), world, lambda w, other: flow.claim_choices(w, other, w.offer, w.turn))


def test_the_move_ignores_the_hidden_cards():
    check_hidden(played(4, 13, riichi_then_other), make_strong, fixed=is_joker)  # jokers never lie in a hidden hand


def test_the_move_is_fixed_by_the_seed():
    check_seed(played(4, 13, riichi_then_other), make_strong)


def test_under_a_riichi_the_candidates_are_normals_move_the_push_the_fold_and_the_close_discards():
    s = played(4, 13, riichi_then_other)  # seat 0 folds with 9H, its own discard; 9S goes on for the hand
    check_candidates(s, adapter(2), PressingCpu("normal", 2))
    seat = min(s.to_act())
    view, legal = s.view(seat), s.legal(seat)
    t = Table(view)
    assert t.threats
    pressing = PressingCpu("normal", 0)
    ranked = pressing.ranked_discards(t, legal)  # (cost, card), cheapest first
    push = pressing.ranked_discards(t, legal, push=0.0)[0][1]
    safest = min(ranked, key=lambda r: (t.danger(KINDS[r[1]]), r[0]))[1]
    near = {card for cost, card in ranked if cost <= ranked[0][0] + CLOSE}
    weighed = [c.cards[0] for c in adapter(2).candidates(view, legal)]
    assert t.danger(KINDS[safest]) == 0.0 and t.danger(KINDS[push]) > 0.0  # two ends of the choice, both weighed
    assert {push, safest} <= set(weighed) and set(weighed) <= near | {push, safest}


@pytest.mark.parametrize("players, seed, until", [(4, 3, after(20)), (3, 4, after(15)), (4, 7, after(6))])
def test_away_from_a_threat_only_normals_discard_and_its_riichi_twin_are_weighed(players, seed, until):
    s = played(players, seed, until)
    seat = min(s.to_act())
    view, legal = s.view(seat), s.legal(seat)
    assert not Table(view).threats
    first = PressingCpu("normal", 2).choose(view, legal)
    assert {c.cards for c in adapter(2).candidates(view, legal)} == {first.cards}


def test_strong_is_a_level_and_plays_a_hand_legally():
    check_hand(Session(VARIANT, 3, {"players": 3, "rounds": 1}, 5))


# Seat 1 is in riichi (river rK b2 r4). Seat 0 drew 5S: discarding 3D leaves r345 b345 b678 b89
# and the black-10 pair, ready on b7 alone (3 unseen) and without a yaku but riichi; 3D is no
# suji against the riichi (danger 1). Discarding 4D, its own 現物, is safe and leaves it 1 off.
PRESS = "3C 3D 3H 4D 4S 5H 5S 6C 7S 8S 8S 9S TS TS"
S1 = "AD 2D 3S 7D 8D AS 7H JH QH 4C 6D 2S 9H"


def test_the_move_strong_weighs_first_presses_a_ready_hand_where_normal_folds():
    s = rigged({0: PRESS, 1: S1, 2: S2}, drawn="5S")
    view, legal = _riichi_view(s), s.legal(0)
    t = Table(view)
    assert t.danger(KINDS["3D"]) == 1.0 and t.danger(KINDS["4D"]) == 0.0
    assert NormalCpu("normal", 1).choose(view, legal) == Command(0, "discard", ("4D",))
    assert PressingCpu("normal", 1).choose(view, legal) == Command(0, "riichi", ("3D",))
    assert adapter(1).candidates(view, legal)[0] == Command(0, "riichi", ("3D",))


def test_a_chi_is_never_weighed_against_normals_pass():
    # seat 1 (NO_YAKU: r123 b789 r55 and singles) may chi r567 from seat 0's 6H, which would
    # leave it open without a yaku: normal passes, and strong keeps that pass unsearched
    s = rigged({0: LONE, 1: NO_YAKU, 2: S2}, drawn="KS")
    do(s, 0, "discard", "6H")
    view, legal = s.view(1), s.legal(1)
    chis = [c for c in legal if c.action == "chi"]
    assert chis and PressingCpu("normal", 1).choose(view, legal) == Command(1, "pass")
    assert adapter(1).candidates(view, legal) == [Command(1, "pass")]
    searching = adapter(1)
    searching.passes_kept = ()
    assert set(chis) <= set(searching.candidates(view, legal))


def test_with_three_players_a_pon_is_never_weighed_against_normals_pass():
    # seat 1 (NO_YAKU) may pon r5 from seat 0's 5H, which would leave it open without a yaku:
    # normal passes; at three players strong keeps that pass unsearched, as it keeps a chi
    s = rigged({0: LONE.replace("JH", "5H"), 1: NO_YAKU, 2: S2}, drawn="KS", players=3)
    do(s, 0, "discard", "5H")
    view, legal = s.view(1), s.legal(1)
    pons = [c for c in legal if c.action == "pon"]
    assert pons and PressingCpu("normal", 1).choose(view, legal) == Command(1, "pass")
    assert set(pons) <= set(Adapter.candidates(adapter(1), view, legal))  # the family's rule weighs it
    assert adapter(1).candidates(view, legal) == [Command(1, "pass")]


def test_with_three_players_normals_riichi_is_never_weighed_against_silence():
    s = rigged({0: PRESS, 1: S1, 2: S2}, drawn="5S", players=3)
    view, legal = _riichi_view(s), s.legal(0)
    silent = Command(0, "discard", ("3D",))
    assert silent in legal and silent in Adapter.candidates(adapter(1), view, legal)
    weighed = adapter(1).candidates(view, legal)
    assert weighed[0] == Command(0, "riichi", ("3D",)) and silent not in weighed

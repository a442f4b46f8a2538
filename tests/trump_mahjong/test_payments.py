"""Trump Mahjong payments (spec §11.4, §11.5, §13, §14), worked out by hand."""

from __future__ import annotations

import pytest

from rules.trump_mahjong.payments import (REASONS, reason_label, ron_winners, settle_draw, settle_win,
                                          settle_wins)
from tests.trump_mahjong.scorerig import win

THREE = {"players": 3}


def test_spec_13_non_dealer_ron_1_han_30_fu():
    # pinfu ron: 1 han 30 fu, base 30 × 2^3 = 240; 4 × 240 = 960, paid as 1,000
    s = win("r123 r456 b789 b234 rTT", "r4")
    assert s is not None and (s.han, s.fu, s.base) == (1, 30, 240)
    st = settle_win(0, s.base, dealer=1, payer=2)
    assert st.deltas == {0: 1000, 1: 0, 2: -1000, 3: 0}


def test_spec_13_dealer_tsumo_3_han_40_fu():
    # riichi + tsumo + fanpai = 3 han; 20 + 2 (tsumo) + 8 (concealed rK) + 2 (kanchan r3) = 32 -> 40 fu
    # base 40 × 2^5 = 1,280; each pays 2 × 1,280 = 2,560, paid as 2,600
    s = win("rKKK r234 b567 b345 b88", "r3", tsumo=True, dealer=True, riichi=True)
    assert s is not None and (s.han, s.fu, s.base) == (3, 40, 1280)
    st = settle_win(1, s.base, dealer=1, payer=None)
    assert st.deltas == {0: -2600, 1: 7800, 2: -2600, 3: -2600}


def test_spec_13_non_dealer_tsumo_mangan():
    # 小三元 4 + tsumo 1 = 5 han: mangan; the dealer pays 4,000, the others 2,000
    s = win("rJJJ rQQQ rKK r234 b567", "r2", tsumo=True)
    assert s is not None and (s.han, s.limit, s.base) == (5, "mangan", 2000)
    st = settle_win(0, s.base, dealer=2, payer=None)
    assert st.deltas == {0: 8000, 1: -2000, 2: -4000, 3: -2000}


def test_no_kiriage():
    # §11.3: 4 han 30 fu (二盃口 3 + 平和 1), non-dealer ron: 4 × 1,920 = 7,680 -> 7,700
    s = win("r112233 b778899 b55", "r1")
    assert s is not None and (s.han, s.fu, s.base) == (4, 30, 1920)
    assert settle_win(0, s.base, dealer=1, payer=3).deltas[3] == -7700


@pytest.mark.parametrize("winner,dealer,payer,base,honba,deposits,deltas", [
    # dealer ron 1 han 30 fu: 6 × 240 = 1,440 -> 1,500
    (1, 1, 2, 240, 0, 0, {0: 0, 1: 1500, 2: -1500, 3: 0}),
    # dealer ron mangan: 12,000, + 2 honba × 300 + two deposits
    (1, 1, 0, 2000, 2, 2000, {0: -12600, 1: 14600, 2: 0, 3: 0}),
    # non-dealer ron baiman: 16,000 + 1 honba
    (3, 0, 0, 4000, 1, 0, {0: -16300, 1: 0, 2: 0, 3: 16300}),
    # non-dealer tsumo 30 fu 1 han: dealer 480 -> 500, others 240 -> 300, + 100 per honba each
    (2, 0, None, 240, 1, 1000, {0: -600, 1: -400, 2: 2400, 3: -400}),
    # dealer tsumo yakuman: 16,000 each
    (0, 0, None, 8000, 0, 0, {0: 48000, 1: -16000, 2: -16000, 3: -16000}),
])
def test_settle_win(winner, dealer, payer, base, honba, deposits, deltas):
    st = settle_win(winner, base, dealer=dealer, payer=payer, honba=honba, deposits=deposits)
    assert st.deltas == deltas
    assert sum(st.deltas.values()) == deposits
    assert st.winners == (winner,)


@pytest.mark.parametrize("winner,dealer,payer,base,honba,deltas", [
    # §14: the two opponents pay what they would with four; the absent share is lost (ツモ損)
    (1, 0, None, 2000, 0, {0: -4000, 1: 6000, 2: -2000}),
    (0, 0, None, 2000, 0, {0: 8000, 1: -4000, 2: -4000}),
    # 1 han 30 fu: dealer 500, other 300, + 100 each per honba
    (2, 1, None, 240, 2, {0: -500, 1: -700, 2: 1200}),
    # ron as with four players: 4 × 1,280 = 5,120 -> 5,200, + 300
    (2, 0, 1, 1280, 1, {0: 0, 1: -5500, 2: 5500}),
])
def test_three_players(winner, dealer, payer, base, honba, deltas):
    assert settle_win(winner, base, dealer=dealer, payer=payer, honba=honba, options=THREE).deltas == deltas


def test_multiple_ron():
    # discarder 2: seat 3 is nearer than seat 0 in turn order; honba and deposits go to seat 3
    # seat 3: 4 × 2,000 = 8,000 + 300 + 1,000; seat 0: 4 × 240 = 960 -> 1,000
    st = settle_wins([(0, 240), (3, 2000)], dealer=1, payer=2, honba=1, deposits=1000)
    assert st.winners == (3, 0)
    assert st.deltas == {0: 1000, 1: 0, 2: -9300, 3: 9300}


def test_head_bump():
    st = settle_wins([(0, 240), (3, 2000)], dealer=1, payer=2, honba=1, deposits=1000,
                     options={"multiple_ron": False})
    assert st.winners == (3,)
    assert st.deltas == {0: 0, 1: 0, 2: -8300, 3: 9300}


@pytest.mark.parametrize("claimants,discarder,options,order", [
    ({0, 1, 3}, 2, None, [3, 0, 1]),
    ({0, 1, 3}, 2, {"multiple_ron": False}, [3]),
    ({0, 1}, 2, THREE, [0, 1]),
    ({0, 2}, 1, THREE, [2, 0]),
])
def test_ron_winners(claimants, discarder, options, order):
    assert ron_winners(claimants, discarder, options) == order


@pytest.mark.parametrize("tenpai,options,deltas", [
    ([2], None, {0: -1000, 1: -1000, 2: 3000, 3: -1000}),
    ([0, 3], None, {0: 1500, 1: -1500, 2: -1500, 3: 1500}),
    ([0, 1, 3], None, {0: 1000, 1: 1000, 2: -3000, 3: 1000}),
    ([], None, {0: 0, 1: 0, 2: 0, 3: 0}),
    ([0, 1, 2, 3], None, {0: 0, 1: 0, 2: 0, 3: 0}),
    # §14: one tenpai gets 1,000 from each; two get 1,000 each from the noten player
    ([1], THREE, {0: -1000, 1: 2000, 2: -1000}),
    ([0, 2], THREE, {0: 1000, 1: -2000, 2: 1000}),
    ([0, 1, 2], THREE, {0: 0, 1: 0, 2: 0}),
])
def test_noten_payments(tenpai, options, deltas):
    st = settle_draw(tenpai, options)
    assert st.deltas == deltas
    assert all(p.reason == "noten" for p in st.lines)


@pytest.mark.parametrize("call", [
    lambda: settle_win(0, 240, dealer=1, payer=0),  # the winner pays himself
    lambda: settle_win(3, 240, dealer=1, payer=0, options=THREE),  # seat 3 in a 3-player game
    lambda: settle_win(0, 0, dealer=1, payer=2),  # no base points
    lambda: settle_win(0, 240, dealer=1, payer=2, honba=-1),
    lambda: settle_wins([(0, 240), (0, 480)], dealer=1, payer=2),  # one winner twice
    lambda: ron_winners({2}, 2),  # the discarder
    lambda: settle_draw([0], {"players": 5}),
])
def test_refusals(call):
    with pytest.raises(ValueError):
        call()


def test_reason_labels():
    assert all(reason_label(r) for r in REASONS)

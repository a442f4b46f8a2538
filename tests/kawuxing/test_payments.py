"""Kawuxing payments on amounts computed by hand: wins (§11), kongs and their chains (§8, §8.1),
and the drawn-hand disclosure penalty (§10)."""

from __future__ import annotations

import pytest

from rules.kawuxing.payments import draw_penalty, kong_payment, win_payments
from rules.kawuxing.scoring import Pattern, WinScore

A, B, C = 0, 1, 2
ACTIVE = [A, B, C]


def score(doubles: int) -> WinScore:
    return WinScore((Pattern("qingyise", "清一色", doubles),), doubles, doubles, False)


def test_chained_kong_example_8_1() -> None:
    # 1. A closed-kongs 9s: B and C each pay 2 → A +4.
    assert kong_payment("kong_concealed", A, None, ACTIVE, 1, 1) == {A: 4, B: -2, C: -2}
    # 2. The supplement grows A's 6p pung, the chain's 2nd kong: 1 × 2 = 2 from each → A +4.
    assert kong_payment("kong_added", A, None, ACTIVE, 2, 1) == {A: 4, B: -2, C: -2}
    # 3. B direct-kongs A's discard after the next supplement, the 3rd link: 2 × 4 = 8 from A.
    assert kong_payment("kong_exposed", B, A, ACTIVE, 3, 1) == {A: -8, B: 8, C: 0}


@pytest.mark.parametrize("kind,discarder,link,unit,expected", [
    ("kong_exposed", C, 1, 1, {A: 2, B: 0, C: -2}),  # 2 from the discarder
    ("kong_added", None, 1, 1, {A: 2, B: -1, C: -1}),  # 1 from each other
    ("kong_concealed", None, 1, 1, {A: 4, B: -2, C: -2}),  # 2 from each other
    ("kong_concealed", None, 4, 1, {A: 32, B: -16, C: -16}),  # 2 × 2^3 = 16 each
    ("kong_added", None, 1, 5, {A: 10, B: -5, C: -5}),  # unit 5: 1 × 5 each
])
def test_kong_payment(kind: str, discarder: int | None, link: int, unit: int, expected: dict[int, int]) -> None:
    assert kong_payment(kind, A, discarder, ACTIVE, link, unit) == expected


def test_resting_player_never_pays() -> None:
    # four-player rotation: seat 1 rests; the closed kong of seat 3 is paid 2 by seats 0 and 2.
    assert kong_payment("kong_concealed", 3, None, [0, 2, 3], 1, 1) == {0: -2, 2: -2, 3: 4}
    assert 1 not in win_payments(0, None, score(1), [0, 2, 3], False, 1)


@pytest.mark.parametrize("payer,doubles,disclosed,unit,expected", [
    (None, 2, False, 1, {A: 8, B: -4, C: -4}),  # self-draw: 1 × 2^2 = 4 from each
    (None, 2, True, 1, {A: 8, B: -4, C: -4}),  # a disclosed self-draw is paid the same
    (B, 2, False, 1, {A: 4, B: -4, C: 0}),  # discard: the discarder pays 4
    (B, 2, True, 1, {A: 8, B: -8, C: 0}),  # disclosed (亮倒), won on a discard: both shares, 2 × 4
    (C, 3, False, 2, {A: 16, B: 0, C: -16}),  # a robbed kong: the robbed player pays 2 × 2^3
    (None, 0, False, 3, {A: 6, B: -3, C: -3}),  # plain self-draw at unit 3: 3 × 2^0 from each
])
def test_win_payments(payer: int | None, doubles: int, disclosed: bool, unit: int, expected: dict[int, int]) -> None:
    assert win_payments(A, payer, score(doubles), ACTIVE, disclosed, unit) == expected


def test_draw_penalty() -> None:
    # the first discloser B pays A and C one unit each.
    assert draw_penalty(B, ACTIVE, 1) == {A: 1, B: -2, C: 1}
    assert draw_penalty(B, ACTIVE, 4) == {A: 4, B: -8, C: 4}
    assert draw_penalty(None, ACTIVE, 1) == {A: 0, B: 0, C: 0}


def test_bad_calls_are_refused() -> None:
    with pytest.raises(ValueError):
        kong_payment("kong_exposed", A, None, ACTIVE, 1, 1)  # a direct kong needs its discarder
    with pytest.raises(ValueError):
        kong_payment("kong_added", A, B, ACTIVE, 1, 1)  # a growing kong has none
    with pytest.raises(ValueError):
        kong_payment("kong_added", A, None, ACTIVE, 0, 1)  # links count from 1
    with pytest.raises(ValueError):
        kong_payment("pung", A, None, ACTIVE, 1, 1)
    with pytest.raises(ValueError):
        win_payments(A, A, score(1), ACTIVE, False, 1)
    with pytest.raises(ValueError):
        win_payments(3, None, score(1), ACTIVE, False, 1)  # not an active seat

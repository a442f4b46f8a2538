"""The exact trick solver against a plain minimax (no table, no pruning, no card merging) on
small random endings, under the modern and the old trick rules, with and without a pique pending."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from rules.tricks.endgame import Endgame, TrickRules, cards_of, mask

MODERN = TrickRules()
OLD = TrickRules(high_index=4, last_high_index=4, last_on_capot=False)


def brute(rules: TrickRules, hands: list[list[int]], leader: int, won0: int, so: list[int], bonus: bool,
          finish: Callable[[int, int], int] | None = None) -> int:
    """Seat 0 minus seat 1 from here, straight from the rules of §9-10, plus ``finish`` of the
    hand totals at the end."""
    if not hands[0]:
        return 0
    best: int | None = None
    for a in hands[leader]:
        follower = 1 - leader
        same = [c for c in hands[follower] if c >> 4 == a >> 4]
        worst: int | None = None
        for b in same or hands[follower]:
            pts = [0, 0]
            s, bon = list(so), bonus

            def score(seat: int, n: int) -> None:
                nonlocal bon
                pts[seat] += n
                s[seat] += n
                if n and not bon and s[seat] >= rules.pique_at and s[1 - seat] == 0:
                    bon = True
                    pts[seat] += rules.pique
                    s[seat] += rules.pique

            if a & 15 <= rules.high_index:
                score(leader, 1)
            wins = b >> 4 == a >> 4 and b < a
            winner, top = (follower, b) if wins else (leader, a)
            if wins and top & 15 <= rules.high_index:
                score(winner, 1)
            w0 = won0 + (winner == 0)
            rest = [list(hands[0]), list(hands[1])]
            rest[leader].remove(a)
            rest[follower].remove(b)
            if not rest[0]:
                capot = w0 in (0, rules.tricks)
                if top & 15 <= rules.last_high_index and not (capot and not rules.last_on_capot):
                    score(winner, 1)
                w1 = rules.tricks - w0
                if w0 != w1:
                    big = 0 if w0 > w1 else 1
                    pts[big] += rules.capot_bonus if min(w0, w1) == 0 else rules.cards_bonus
                    s[big] += rules.capot_bonus if min(w0, w1) == 0 else rules.cards_bonus
                v = pts[0] - pts[1] + (finish(s[0], s[1]) if finish else 0)
            else:
                v = pts[0] - pts[1] + brute(rules, rest, winner, w0, s, bon, finish)
            worst = v if worst is None or (v < worst if leader == 0 else v > worst) else worst
        assert worst is not None
        best = worst if best is None or (worst > best if leader == 0 else worst < best) else best
    assert best is not None
    return best


def _deal(rng: random.Random, n: int) -> list[list[int]]:
    deck = [s * 16 + r for s in range(4) for r in range(8)]
    cards = rng.sample(deck, 2 * n)
    return [sorted(cards[:n]), sorted(cards[n:])]


@pytest.mark.parametrize("rules", [MODERN, OLD], ids=["modern", "old"])
def test_solver_matches_brute_force_on_random_endings(rules: TrickRules) -> None:
    rng = random.Random(5)
    for trial in range(150):
        n = rng.randint(1, 4)
        hands = _deal(rng, n)
        leader = rng.randrange(2)
        won0 = rng.randint(0, 12 - n)
        bonus = trial % 3 == 0
        so = [rng.choice([0, 0, 27, 29]), rng.choice([0, 5, 28])]
        want = brute(rules, hands, leader, won0, so, bonus)
        solver = Endgame(rules)
        got = solver.value((mask(hands[0]), mask(hands[1])), leader, won0, (so[0], so[1]), bonus)
        assert got == want, (hands, leader, won0, so, bonus)
        leads = solver.lead_values((mask(hands[0]), mask(hands[1])), leader, won0, (so[0], so[1]), bonus)
        assert set(leads) == set(hands[leader])
        assert (max if leader == 0 else min)(leads.values()) == want


def test_solver_matches_brute_force_with_a_finish_term() -> None:
    # A game to 100 with the scores at 80 and 85: reaching it is worth 40 more (both past it: the
    # higher total; equal: nobody, for this test).
    def finish(t0: int, t1: int) -> int:
        g0, g1 = 80 + t0, 85 + t1
        if max(g0, g1) < 100 or g0 == g1:
            return 0
        return 40 if (g0 >= 100 and (g1 < 100 or g0 > g1)) else -40

    rng = random.Random(8)
    for trial in range(120):
        n = rng.randint(1, 4)
        hands = _deal(rng, n)
        leader = rng.randrange(2)
        so = [rng.choice([0, 8, 12, 18]), rng.choice([0, 3, 9, 14])]
        bonus = trial % 2 == 0
        won0 = rng.randint(0, 12 - n)
        want = brute(MODERN, hands, leader, won0, so, bonus, finish)
        got = Endgame(MODERN, finish).value((mask(hands[0]), mask(hands[1])), leader, won0, (so[0], so[1]), bonus)
        assert got == want, (hands, leader, won0, so, bonus)


def test_follow_values_score_each_reply() -> None:
    rng = random.Random(9)
    for _ in range(60):
        n = rng.randint(2, 4)
        hands = _deal(rng, n)
        leader = rng.randrange(2)
        led = hands[leader].pop(rng.randrange(n))
        so = [3, 4]
        so[leader] += 1  # the lead point is already scored
        solver = Endgame(MODERN)
        got = solver.follow_values((mask(hands[0]), mask(hands[1])), leader, led, 12 - n - 1, (so[0], so[1]), False)
        follower = 1 - leader
        same = [c for c in hands[follower] if c >> 4 == led >> 4]
        assert sorted(got) == sorted(same or hands[follower])
        for b, v in got.items():
            # the reply's value = brute force of the trick with the leader forced to lead ``led``
            forced = [list(hands[0]), list(hands[1])]
            forced[leader].append(led)
            forced[follower] = [b] + [c for c in forced[follower] if c != b]
            # leading ``led`` scores its point again in brute(): take it off
            one = 1 if leader == 0 else -1
            expect = _brute_reply(forced, leader, led, b, 12 - n - 1, so)
            assert v == expect - one


def _brute_reply(hands: list[list[int]], leader: int, led: int, b: int, won0: int, so: list[int]) -> int:
    """brute() with the leader's card and the follower's reply fixed (so minus the lead point)."""
    so = list(so)
    so[leader] -= 1
    follower = 1 - leader
    only = [list(hands[0]), list(hands[1])]
    only[leader] = [led]
    only[follower] = [b]
    rest = [[c for c in hands[0] if c not in (led, b)], [c for c in hands[1] if c not in (led, b)]]
    # value of the fixed trick, then the rest by brute force from its winner
    wins = b >> 4 == led >> 4 and b < led
    winner = follower if wins else leader
    pts = [0, 0]
    pts[leader] += 1
    if wins:
        pts[winner] += 1
    w0 = won0 + (winner == 0)
    so2 = [so[0] + pts[0], so[1] + pts[1]]
    if not rest[0]:
        pts[winner] += 1
        w1 = 12 - w0
        if w0 != w1:
            big = 0 if w0 > w1 else 1
            pts[big] += 40 if min(w0, w1) == 0 else 10
        return pts[0] - pts[1]
    return pts[0] - pts[1] + brute(MODERN, rest, winner, w0, so2, False)


def test_twelve_tricks_solve_and_cards_round_trip() -> None:
    rng = random.Random(3)
    hands = _deal(rng, 12)
    assert cards_of(mask(hands[0])) == hands[0]
    solver = Endgame(MODERN)
    v = solver.value((mask(hands[0]), mask(hands[1])), 0, 0, (0, 0), True)
    # every deal's value lies between seat 1's capot and seat 0's: 12 leads + 1 + 40
    assert -53 <= v <= 53

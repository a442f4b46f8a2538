"""The shipped table of winning holdings (cpu/winning_holdings.bin) against its generator."""

from __future__ import annotations

from rules.emperor import holdings
from rules.emperor.cpu import winning_holdings
from rules.emperor.cpu.shapes import _WINS_BY_FACE


def test_shipped_holdings_equal_what_the_generator_makes() -> None:
    made = holdings.build()
    assert holdings.shipped() == holdings.expected(made)
    assert winning_holdings() == made


def test_each_face_lists_exactly_the_holdings_that_hold_it() -> None:
    wins = winning_holdings()
    for f in range(52):
        assert _WINS_BY_FACE[f] == [w for w in wins if w[0] >> f & 1]
    # every holding has six faces, so each is listed six times
    assert sum(len(x) for x in _WINS_BY_FACE) == 6 * len(wins)


def test_holdings_come_best_first_and_meet_the_lowest_shibari() -> None:
    ys = [y for _, y in winning_holdings()]
    assert ys == sorted(ys, reverse=True)
    assert min(ys) == holdings.SHIBARI_FLOOR
    assert all(bin(mask).count("1") == 6 for mask, _ in winning_holdings())

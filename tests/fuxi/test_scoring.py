"""Scoring a hand's end (spec §9, D-12/D-13): 1 point times every multiplier, computed by hand in
the comments; the winner alone gains, an exhaustive draw scores nothing."""

from __future__ import annotations

import pytest

from rules.fuxi import WinFacts, finish_of, parse_play, score_hand, score_win


@pytest.mark.parametrize("facts,ids,points", [
    (WinFacts(), ["base"], 1),                                                # 通常あがり: 1
    (WinFacts(jitou=True), ["base", "jitou"], 2),                             # 1 × 2 (親)
    (WinFacts("triplet"), ["base", "triplet"], 2),                            # 1 × 2 (刻子)
    (WinFacts("special"), ["base", "special"], 4),                            # 1 × 4 (特殊)
    (WinFacts(last_tile=True), ["base", "last_tile"], 2),                     # 1 × 2 (牌底)
    (WinFacts(first_turn=True), ["base", "first_turn"], 4),                   # 1 × 4 (配牌)
    (WinFacts("triplet", jitou=True), ["base", "triplet", "jitou"], 4),       # 1 × 2 × 2
    (WinFacts("triplet", last_tile=True), ["base", "triplet", "last_tile"], 4),  # 1 × 2 × 2
    (WinFacts("special", jitou=True, last_tile=True), ["base", "special", "jitou", "last_tile"], 16),  # 1×4×2×2
    (WinFacts("triplet", first_turn=True), ["base", "triplet", "first_turn"], 8),                      # 1×2×4
    # §9: "The largest possible score is 2 × 4 × 4 = 32": the jitou's special finish on the first turn.
    (WinFacts("special", jitou=True, first_turn=True), ["base", "special", "jitou", "first_turn"], 32),
])
def test_score_win(facts: WinFacts, ids: list[str], points: int) -> None:
    s = score_win(facts)
    assert [line.id for line in s.lines] == ids
    assert s.points == points


def test_lines_carry_the_seed_terms_and_a_formula() -> None:
    s = score_win(WinFacts("special", jitou=True, first_turn=True))
    assert [line.term for line in s.lines] == ["通常あがり", "特殊あがり", "親のあがり", "配牌あがり"]
    assert s.formula() == "1 × 4 × 2 × 4 = 32"
    assert s.lines[0].text().startswith("通常あがり") and s.lines[1].text().endswith("×4")


def test_special_acting_as_triplet_is_special_only() -> None:
    # D-13: a 一盃口 declared as a triplet is a special finish (×4), never also a triplet (×2).
    p = parse_play("334455m=999s")
    s = score_win(WinFacts(finish_of(p)))  # type: ignore[arg-type]
    assert [line.id for line in s.lines] == ["base", "special"] and s.points == 4
    # A triplet with carries is a triplet finish: 222帯99 alone → 1 × 2 = 2.
    assert score_win(WinFacts(finish_of(parse_play("222m+99p")))).points == 2  # type: ignore[arg-type]


def test_score_hand_deltas() -> None:
    # 4 players, jitou seat 2 wins with a triplet on the last tile: 1 × 2 × 2 × 2 = 8.
    h = score_hand(4, jitou=2, winner=2, finish="triplet", last_tile=True)
    assert h.deltas == (0, 0, 8, 0) and h.win is not None and h.win.points == 8
    # A commoner (seat 0) wins normally in 3-player: 1; nobody pays (the seed: the winner gains).
    assert score_hand(3, jitou=1, winner=0).deltas == (1, 0, 0)
    # Exhaustive draw (流局): nobody scores.
    draw = score_hand(4, jitou=0, winner=None)
    assert draw.deltas == (0, 0, 0, 0) and draw.win is None and draw.winner is None


@pytest.mark.parametrize("args", [(5, 0, 0), (4, 4, 0), (4, 0, 4), (2, 0, 0)])
def test_score_hand_refuses_bad_seats(args: tuple[int, int, int]) -> None:
    with pytest.raises(ValueError):
        score_hand(*args)


def test_unknown_finish_is_refused() -> None:
    with pytest.raises(ValueError):
        score_win(WinFacts("kong"))

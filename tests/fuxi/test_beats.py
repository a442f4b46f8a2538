"""What beats what (spec §6, D-3/D-4/D-5/D-9/D-18), the kong effects by suit (§5.2, D-7/D-8) and
the reversal scopes (§12 ``reversal_scope``).  Each row says why in a comment."""

from __future__ import annotations

import pytest

from rules.fuxi import (Face, Play, after_clear, after_play, beats, bottom, declarations_for, judge, kong_effect,
                        parse_play, play_reason, rank, top)
from rules.fuxi.beats import face_reason
from rules.fuxi.combinations import NORMAL_FORMS

NORMAL, REVERSED = False, True


def play(text: str) -> Play:
    p = parse_play(text)
    assert isinstance(p, Play), p
    return p


def face(text: str) -> Face:
    return play(text).face


def test_order_ends() -> None:
    assert [rank(n, NORMAL) for n in (1, 5, 9)] == [1, 5, 9]
    assert [rank(n, REVERSED) for n in (1, 5, 9)] == [9, 5, 1]  # 9 weakest, 1 strongest
    assert (top(NORMAL), bottom(NORMAL), top(REVERSED), bottom(REVERSED)) == (9, 1, 1, 9)


# (play, table, reversed, beats?)
BEATS = [
    ("5m", None, NORMAL, True),          # anything normal leads an empty table
    ("555m", None, REVERSED, True),
    ("6p", "5m", NORMAL, True),          # strictly stronger, in any suit (D-4)
    ("6m", "5m", NORMAL, True),
    ("5p", "5m", NORMAL, False),         # equal numbers never beat (D-4)
    ("4m", "5m", NORMAL, False),         # weaker
    ("1s", "9s", NORMAL, True),          # §6 wrap example: 1s beats 9s
    ("1p1p", "9p9p", NORMAL, True),      # §6 wrap example
    ("111m", "999m", NORMAL, True),      # §6 wrap example
    ("1m", "9s", NORMAL, False),         # the wrap needs the same suit (seed: 同色の最も低い数字)
    ("1s", "8s", NORMAL, False),         # the wrap answers only the top number
    ("2m", "1s", NORMAL, True),          # after a wrap the bottom tile is beaten as usual
    ("9s", "1s", REVERSED, True),        # §6: with the order reversed, 9s beats 1s
    ("9m", "1s", REVERSED, False),       # ... of the same suit only
    ("4m", "5m", REVERSED, True),        # reversed: smaller is stronger
    ("6m", "5m", REVERSED, False),
    ("1p", "9s", REVERSED, True),        # reversed: 1 is top, beats anything else
    ("55m", "4m", NORMAL, False),        # D-3: a pair never goes on a single
    ("555m", "44m", NORMAL, False),      # D-3: nor a triplet on a pair
    ("5m", "44m", NORMAL, False),        # nor a single on a pair
    ("66p", "55m", NORMAL, True),
    ("666p", "555m", NORMAL, True),
    # D-5: carries never count: any carry (or none) on any weaker triplet with any carry (or none).
    ("333m+5p", "222m+99p+", NORMAL, True),
    ("333m", "222m+999p+99s", NORMAL, True),
    ("333m+999p+99s", "222m", NORMAL, True),
    ("222m+999p+99s", "333m", NORMAL, False),  # a strong carry does not lift a weak head
    ("111p+7m", "999p+888s", NORMAL, True),    # wrap on the head triplet only
]


@pytest.mark.parametrize("p,t,rev,ok", BEATS)
def test_beats(p: str, t: str | None, rev: bool, ok: bool) -> None:
    table = None if t is None else face(t.rstrip("+"))
    assert beats(face(p), table, rev) is ok
    assert (play_reason(play(p), table, rev) is None) is ok


@pytest.mark.parametrize("p,t,rev,why", [
    ("55m", "4m", NORMAL, "only a single goes on it"),
    ("5p", "5m", NORMAL, "equal numbers never beat"),
    ("1m", "9s", NORMAL, "of its own suit"),
    ("4m", "5m", NORMAL, "weaker than"),
    ("6m", "5m", REVERSED, "reversed order"),
])
def test_reasons_say_why(p: str, t: str, rev: bool, why: str) -> None:
    reason = face_reason(face(p), face(t), rev)
    assert reason is not None and why in reason, reason


# Specials (§5.2, D-9): a kong any time; 一盃口 / 三色 / 一通 with a declaration that beats.
@pytest.mark.parametrize("p,t,rev,ok", [
    ("2222m", "999s", NORMAL, True),     # a kong on a stronger triplet: any time
    ("2222s", "9p", REVERSED, True),
    ("2222p", None, NORMAL, True),
    ("123456789m=1111s", "99p", NORMAL, True),   # D-10: 一通 as a kong of any suit and number
    ("334455m=99s", "88p", NORMAL, True),        # declared pair 9s beats pair 8p
    ("334455m=88s", "88p", NORMAL, False),       # equal: the declaration must beat (D-9)
    ("334455m=999s", "88p", NORMAL, False),      # and may not change the table's type (D-9)
    ("334455m=1p", "9p", NORMAL, True),          # declared wrap tile of the same suit
    ("234m234p234s=999m+5p", "888s", NORMAL, True),
    ("234m234p234s=9p", "1m", REVERSED, False),   # reversed: 9 is bottom; 9p wraps 1p, not 1m
    ("123456789p=111s+22m", "222s", REVERSED, True),
])
def test_specials(p: str, t: str | None, rev: bool, ok: bool) -> None:
    table = None if t is None else face(t)
    assert (play_reason(play(p), table, rev) is None) is ok


def test_declared_wrap_under_reversal_and_failures_say_special() -> None:
    # reversed: top is 1, bottom 9; 9m declared on 1m of the same suit wraps.
    assert play_reason(play("234m234p234s=9m"), face("1m"), REVERSED) is None
    reason = play_reason(play("334455m=88s"), face("88p"), NORMAL)
    assert reason is not None and "一盃口 may be played any time" in reason


def test_declarations_for() -> None:
    # Empty table: any of 3 types × 9 numbers × 3 suits = 81; 一通 adds 27 kongs (D-10).
    assert len(declarations_for("iipeikou", None, NORMAL)) == 81
    assert len(declarations_for("ittsu", None, NORMAL)) == 108
    # A single 9s in normal order: no stronger number; only the wrap tile 1s remains.
    assert declarations_for("sanshoku", face("9s"), NORMAL) == [Face("single", 1, "s")]
    # Pair 7m reversed: stronger are 6..1 in 3 suits = 18 pairs.
    assert len(declarations_for("iipeikou", face("77m"), REVERSED)) == 18
    assert declarations_for("kong", None, NORMAL) == declarations_for("triplet", None, NORMAL) == []


@pytest.mark.parametrize("rev", [NORMAL, REVERSED])
def test_a_legal_declaration_always_exists(rev: bool) -> None:
    # §5.2: "the same type, one number stronger, or the wrap tile of the same suit".
    for form in NORMAL_FORMS:
        for n in range(1, 10):
            for s in "mps":
                decl = declarations_for("iipeikou", Face(form, n, s), rev)
                assert decl and all(d.form == form for d in decl)


def test_judge_explains() -> None:
    j = judge(play("1s"), face("9s"), NORMAL)
    assert j.ok and any("Wrap" in line for line in j.lines)
    j = judge(play("333m+999p+99s"), face("222m"), NORMAL)
    assert j.ok and any("never counts" in line for line in j.lines) and any("stronger" in line for line in j.lines)
    j = judge(play("55m"), face("4m"), NORMAL)
    assert not j.ok and "D-3" in j.lines[-1]
    j = judge(play("5555s"), face("9m"), NORMAL)
    assert j.ok and "any time" in j.lines[-1]
    j = judge(play("334455m=99s"), None, REVERSED)
    assert j.ok and j.lines[0].startswith("Order: reversed") and "empty" in j.lines[-1]


# --- kongs ------------------------------------------------------------------------------

def test_kong_effect_by_suit() -> None:
    assert kong_effect(Face("kong", 5, "m")).kind == "sweep"
    assert kong_effect(Face("kong", 5, "s")).kind == "reverse"
    assert kong_effect(Face("kong", 5, "p")).kind == "single"
    with pytest.raises(ValueError):
        kong_effect(Face("triplet", 5, "p"))


@pytest.mark.parametrize("scope", ["hand", "trick"])
def test_characters_kong_sweeps(scope: str) -> None:
    out = after_play(play("5555m"), face("888s"), NORMAL, {"reversal_scope": scope})
    assert (out.table, out.reversed, out.cleared, out.restart) == (None, False, True, True)
    # A sweep clears the table: under "trick" the reversal ends with it, under "hand" it stays (D-7).
    out = after_play(play("5555m"), face("888s"), REVERSED, {"reversal_scope": scope})
    assert out.reversed is (scope == "hand")


def test_bamboo_kong_reverses_and_keeps_the_table() -> None:
    out = after_play(play("3333s"), face("66m"), NORMAL)
    assert (out.table, out.reversed, out.cleared, out.restart) == (face("66m"), True, False, True)
    # The pair 6m stays, now judged reversed: 7m no longer beats it, 5m does.
    assert not beats(face("77p"), out.table, out.reversed) and beats(face("55p"), out.table, out.reversed)
    # A second bamboo kong flips it back (D-7).
    assert after_play(play("4444s"), out.table, out.reversed).reversed is NORMAL
    # On an empty table it still reverses.
    assert after_play(play("3333s"), None, NORMAL).reversed is REVERSED


def test_dots_kong_becomes_a_single_the_player_may_beat() -> None:
    # §5.2: 5p×4 leaves "single 5p" on the table, whatever was there (here a triplet 8m).
    out = after_play(play("5555p"), face("888m"), NORMAL)
    assert (out.table, out.reversed, out.restart) == (Face("single", 5, "p"), NORMAL, True)
    # D-8: after the restart the same player may beat their own single, e.g. with 6s.
    assert play_reason(play("6s"), out.table, out.reversed) is None


def test_ittsu_as_kong_has_the_declared_suits_effect() -> None:
    assert after_play(play("123456789p=7777s"), face("9m"), NORMAL).reversed is REVERSED
    assert after_play(play("123456789p=7777m"), face("9m"), NORMAL).table is None
    assert after_play(play("123456789s=7777p"), face("9m"), NORMAL).table == Face("single", 7, "p")


def test_normal_play_takes_the_table() -> None:
    out = after_play(play("333m+99p"), face("222s"), REVERSED)
    assert (out.table, out.reversed, out.restart, out.cleared) == (Face("triplet", 3, "m"), REVERSED, False, False)
    out = after_play(play("334455m=99s"), None, NORMAL)
    assert out.table == Face("pair", 9, "s") and not out.restart


def test_after_clear_by_scope() -> None:
    assert after_clear(REVERSED) is REVERSED                              # default "hand"
    assert after_clear(REVERSED, {"reversal_scope": "hand"}) is REVERSED
    assert after_clear(REVERSED, {"reversal_scope": "trick"}) is NORMAL  # option "trick"
    assert after_clear(NORMAL, {"reversal_scope": "trick"}) is NORMAL
    with pytest.raises(ValueError):
        after_clear(NORMAL, {"reversal_scope": "game"})

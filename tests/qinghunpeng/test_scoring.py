"""Qing-Hun-Peng scoring (spec §6-§8) on hands computed by hand: each case's comment holds the
reading and the arithmetic.  Defaults: B 20, h 10, n 8, so L = 20 + 8 × 10 = 100."""

from __future__ import annotations

import pytest

from rules.mahjong.melds import Meld
from rules.mahjong.tiles import parse_tiles
from rules.qinghunpeng.scoring import (WinContext, flower_win_value, is_ready, may_win, score_win, units,
                                       winning_tiles)


def t(text: str) -> list[int]:
    return parse_tiles(text)


def one(text: str) -> int:
    (k,) = parse_tiles(text)
    return k


def meld(kind: str, text: str, seat: int | None = 1) -> Meld:
    if kind == "chow":
        tiles = tuple(t(text))
    else:
        k = one(text)
        tiles = (k,) * (4 if kind.startswith("kong") else 3)
    return Meld(kind, tiles, tiles[0], None if kind == "kong_concealed" else seat)


def score(hand: str, melds=(), flowers=0, win="5m", source="discard", last=False, **opts):
    return score_win(t(hand), list(melds), flowers, WinContext(one(win), source, last), opts)


def test_units_default_and_options():
    assert units({}) == (20, 10, 8, 100)  # L = 20 + 8 × 10
    assert units({"lazi_hua": 4}).lazi == 60  # 20 + 4 × 10
    assert units({"base_points": 10, "hua_value": 5}).lazi == 50  # 10 + 8 × 5
    with pytest.raises(ValueError):
        units({"lazi_hua": 6})


def test_pengpeng_hua_items():
    # 111m 999p 東東東 中中中 55s: pungs 0 + 0 + 1 (wind) + 2 (dragon) = 3 hua; V0 = 20 + 30 = 50
    s = score("111m 999p 東東東 中中中 55s", win="5s")
    assert (s.hand, s.hua, s.v0, s.value, s.discard_ok) == ("pengpeng", 3, 50, 50, True)
    assert sorted(i.hua for i in s.items) == [0, 0, 1, 2]


def test_pengpeng_kongs_flowers_and_cap():
    # melds: exposed kong 2m (1), concealed kong 北 (3), added kong 發 = exposed (3); 888p pung 0;
    # 3 flowers 3: 1 + 3 + 3 + 0 + 3 = 10 hua, capped at 8: V0 = 20 + 80 = 100 (= L)
    melds = [meld("kong_exposed", "2m"), meld("kong_concealed", "北"), meld("kong_added", "發")]
    s = score("888p 55s", melds, flowers=3, win="5s", source="draw")
    assert (s.hand, s.hua, s.counted_hua, s.v0, s.value) == ("pengpeng", 10, 8, 100, 100)
    assert {(i.what, i.hua) for i in s.items} == {("flower", 3), ("kong_exposed", 1), ("kong_concealed", 3),
                                                  ("kong_exposed", 3), ("pung", 0)}


def test_wind_and_dragon_kongs():
    # exposed kong 東 2, concealed kong 白 4, concealed kong 5p 2, pung 9s 0 → 8 hua: V0 = 100
    melds = [meld("kong_exposed", "東"), meld("kong_concealed", "白"), meld("kong_concealed", "5p")]
    s = score("999s 11m", melds, win="1m", source="draw")
    assert (s.hand, s.hua, s.v0) == ("pengpeng", 8, 100)


def test_hunyise_with_flowers_on_discard():
    # 123m 456m 789m 東東東 55m + 2 flowers: 2 + 1 = 3 hua; V0 = 20 + 30 = 50
    s = score("123m 456m 789m 東東東 55m", flowers=2)
    assert (s.hand, s.hua, s.value, s.discard_ok) == ("hunyise", 3, 50, True)


def test_discard_win_needs_two_hua():
    # the same hand without flowers: 1 hua (東) < 2 → no discard win; self-draw is fine: V = 30
    hand = t("123m 456m 789m 東東東 55m")
    assert not may_win(hand, [], 0, WinContext(one("5m"), "discard"), {})
    assert may_win(hand, [], 0, WinContext(one("5m"), "rob"), {})  # D-10
    s = score("123m 456m 789m 東東東 55m", source="draw")
    assert (s.value, s.discard_ok) == (30, False)
    # 門清 doubling does not help (D-9)
    assert not may_win(hand, [], 0, WinContext(one("5m"), "discard"), {"menqing_double": True})


def test_hunpeng_beats_the_chow_reading():
    # 111m 222m 333m 東東東 55m: as 123m×3 + 東東東 it is 混一色 (1 hua, 30); as pungs 混碰 = L = 100
    s = score("111m 222m 333m 東東東 55m", source="draw")
    assert (s.hand, s.v0, s.value) == ("hunpeng", 100, 100)


def test_qingyise_qingpeng():
    # 123p 456p 789p 234p 55p: 清一色 = 1 L = 100, allowed on a discard with 0 hua
    s = score("123p 456p 789p 234p 55p", flowers=3, win="5p")
    assert (s.hand, s.hua, s.value, s.discard_ok) == ("qingyise", 0, 100, True)
    # 111s 333s 555s 777s 99s: 清碰 = 2 L = 200
    assert score("111s 333s 555s 777s 99s", win="9s").value == 200


def test_quanfeng_any_arrangement_and_fengpeng():
    # seven honour pairs: no standard shape, all honours → 全風向 = 2 L = 200
    s = score("東東 南南 西西 北北 白白 發發 中中", win="中")
    assert (s.hand, s.value) == ("quanfeng", 200)
    # 東南西北白發中 東南西北白發 + 東: any honours, with a meld of 中
    s = score("東南西北白 東南西北白 東", [meld("pung", "中")], win="東")
    assert s.hand == "quanfeng"
    # 東東東 南南南 西西西 白白白 中中: 風碰 = 4 L = 400
    assert score("東東東 南南南 西西西 白白白 中中", win="中").value == 400


def test_not_a_winning_hand():
    # two suits with a chow: none of the seven hands
    assert score("123m 456p 789s 東東東 55m") is None
    # a complete 13-orphans style mix of suits and honours: nothing
    assert score("19m 19p 19s 東南西北白發中 1m", win="1m") is None


def test_gangkai_raise():
    # 混一色 of 1 hua (30) won on a replacement: raised to one lazi = 100
    s = score("123m 456m 789m 東東東 55m", source="replacement")
    assert (s.raises, s.value) == (("gangkai",), 100)
    # a lazi hand is not changed: 清碰 stays 200
    assert score("111s 333s 555s 777s 99s", win="9s", source="replacement").value == 200


def test_dandiao_raise_and_discard():
    # four melds (1m 9p 3s 7s pungs, 0 hua) + 5s single: 碰碰胡 0 hua, 単釣 → L = 100, discard allowed
    melds = [meld("pung", x) for x in ("1m", "9p", "3s", "7s")]
    s = score("55s", melds, win="5s")
    assert (s.hand, s.hua, s.raises, s.value, s.discard_ok) == ("pengpeng", 0, ("dandiao",), 100, True)


def test_menqing_option():
    # 混一色 2 flowers + 東 = 3 hua = 50; 門清 doubles to 100 (= min(100, L))
    hand = "123m 456m 789m 東東東 55m"
    assert score(hand, flowers=2, source="draw").value == 50
    s = score(hand, flowers=2, source="draw", menqing_double=True)
    assert (s.doublings, s.value) == (("menqing",), 100)
    # 3 flowers + 東 = 4 hua = 60 → 120, cut to L = 100 (D-15)
    assert score(hand, flowers=3, source="draw", menqing_double=True).value == 100
    # a lazi hand doubles fully: 清一色 100 → 200; a chow claimed breaks 門清
    assert score("123p 456p 789p 234p 55p", win="5p", menqing_double=True).value == 200
    assert score("456p 789p 234p 55p", [meld("chow", "123p")], win="5p", menqing_double=True).value == 100
    # a concealed kong keeps it (D-13): 清碰 200 → 400
    assert score("333s 555s 777s 99s", [meld("kong_concealed", "1s")], win="9s", menqing_double=True).value == 400


def test_haidi_double():
    # 清碰 200 on a last draw → 400; with 門清 too → 800 (×4, D-15); never on a discard
    hand = "111s 333s 555s 777s 99s"
    assert score(hand, win="9s", source="draw", last=True).value == 400
    assert score(hand, win="9s", source="draw", last=True, menqing_double=True).value == 800
    assert score(hand, win="9s", source="discard", last=True).value == 200
    # a sub-lazi hand: 30 doubled 60; raised by 槓開 to 100 and no more
    assert score("123m 456m 789m 東東東 55m", source="draw", last=True).value == 60
    assert score("123m 456m 789m 東東東 55m", source="replacement", last=True).value == 100


def test_lazi_hua_four():
    # lazi_hua 4: L = 60; the 10-hua kong hand is capped at 4: 20 + 40 = 60; 清一色 = 60
    melds = [meld("kong_exposed", "2m"), meld("kong_concealed", "北"), meld("kong_added", "發")]
    assert score("888p 55s", melds, flowers=3, win="5s", source="draw", lazi_hua=4).value == 60
    assert score("123p 456p 789p 234p 55p", win="5p", lazi_hua=4).value == 60
    # base 10, hua 5: 3 hua → 10 + 15 = 25
    assert score("111m 999p 東東東 中中中 55s", win="5s", base_points=10, hua_value=5).value == 25


def test_ready():
    # 111s 333s 555s 777s 9s waits on 9s (清碰) and 8s (77s + 789s: 清一色)
    assert winning_tiles(t("111s 333s 555s 777s 9s"), []) == [one("8s"), one("9s")]
    # any honour completes 13 honours (全風向), except a kind held four times
    assert winning_tiles(t("東東東東 南西北白發中 南西北"), []) == t("南西北白發中")
    # mixed suits with chows: never ready
    assert not is_ready(t("123m 456p 789s 東東東 5m"), [])


def test_flower_win_values():
    assert flower_win_value("seven_catch_one", {}) == 200  # 2 × L
    assert flower_win_value("eight_flowers", {"eight_flowers_lazi": 3}) == 300
    with pytest.raises(ValueError):
        flower_win_value("nine", {})


@pytest.mark.parametrize("hand,melds,win,err", [
    ("11111m 222m 333m 東東東", [], "1m", "four copies"),
    ("123m 456m 789m 東東 55m", [], "5m", "must be 14"),
    ("123m 456m 789m 東東東 55m", [], "9p", "winning tile"),
])
def test_impossible_hands(hand, melds, win, err):
    with pytest.raises(ValueError, match=err):
        score(hand, melds, win=win)

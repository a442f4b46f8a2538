"""Readings of hands with laizi (spec §5, §9, §10.2): the laizi cycle, the 2-5-8 pair and its
exceptions, two laizi as a pair (D18), the small-win laizi limit, 風一色 / 将一色 without shape,
one-suit hands with wildcards, and the any-tile wait."""

from __future__ import annotations

import pytest

from rules.mahjong.tiles import RED, counts, parse_tiles
from rules.wuhan.hand import MeldFacts, legal_shapes
from rules.wuhan.tiles import kinds_in_play, kong_tiles_for, laizi_for

ALL = frozenset(range(34))
ONE_PUNG_M = MeldFacts(1, True, frozenset({0}), False, False)  # one declared pung of characters
ONE_CHOW_P = MeldFacts(1, False, frozenset({1}), False, False)
HONOUR_PUNG = MeldFacts(1, True, frozenset({None}), True, False)


def one(text: str) -> int:
    return parse_tiles(text)[0]


def shapes(hand: str, laizi: str = "5s", melds: MeldFacts = ONE_CHOW_P, situational: bool = False):
    c = tuple(counts(parse_tiles(hand)))
    return legal_shapes(c, one(laizi), melds, frozenset({RED}), ALL, situational)


def summary(hand: str, **kw) -> set[tuple[tuple[str, ...], bool]]:
    return {(s.elements, s.hard) for s in shapes(hand, **kw)}


@pytest.mark.parametrize("indicator,laizi", [("3m", "4m"), ("9p", "1p"), ("東", "南"), ("西", "北"), ("北", "發"),
                                             ("中", "發"), ("發", "白"), ("白", "東")])
def test_laizi_table_of_section_5(indicator, laizi):
    assert laizi_for(one(indicator), None, kong_tiles_for(one(indicator), False, False), False) == one(laizi)


def test_laizi_in_the_variants():
    # 13.1: 發 is a kong tile too: 北, 中 and 發 all give 白
    for ind in ("北", "中", "發"):
        assert laizi_for(one(ind), None, kong_tiles_for(one(ind), True, False), True and False) == one("白")
    # 13.2 pizi: indicator 東 → pizi 東 and 白, laizi 南; indicator 1s → pizi 1s and 9s, laizi 2s;
    # indicator 北 → laizi 中 (nothing skipped)
    assert kong_tiles_for(one("東"), False, True) == {one("東"), one("白")}
    assert kong_tiles_for(one("1s"), False, True) == {one("1s"), one("9s")}
    assert laizi_for(one("北"), None, kong_tiles_for(one("北"), False, True), True) == one("中")
    # Jingzhou: 東 absent, so 白 gives 南; 北 gives 發
    assert laizi_for(one("白"), "m", frozenset({RED}), False) == one("南")
    assert laizi_for(one("北"), "m", frozenset({RED}), False) == one("發")
    assert len(kinds_in_play("m")) == 24


def test_small_win_needs_a_258_pair():
    assert summary("123m 456m 789p 22s") == {((), True)}
    assert summary("123m 456m 789p 33s") == set()  # a 3 pair: no small win


def test_pair_exceptions_pengpeng_and_qing():
    assert ("pengpeng",) in {s.elements for s in shapes("111m 444m 999p 33s", melds=ONE_PUNG_M)}
    qing = MeldFacts(1, False, frozenset({0}), False, False)
    assert (("qing",), True) in summary("123m 456m 789m 33m", melds=qing)


def test_laizi_as_wildcard_or_at_face_value():
    # 5s laizi pairs the 2s as a wildcard: soft
    assert summary("123m 456m 789p 2s 5s") == {((), False)}
    # laizi at face value in a run: 456s is hard
    assert ((), True) in summary("123m 456m 456s 22m 789p")


def test_two_laizi_pair_is_read_at_face_value():
    # laizi 4s: the 4s 4s pair is no 2/5/8 pair, and the two are not a wild 2/5/8 pair either (D18);
    # with 碰碰胡 it is a legal big win, and hard (face value)
    assert summary("123m 456m 789p 4s 4s", laizi="4s") == set()
    assert summary("111m 444m 999p 4s 4s", laizi="4s", melds=ONE_PUNG_M) >= {(("pengpeng",), True)}


def test_small_win_laizi_limit():
    # two laizi in the concealed hand: no small win, even at face value (5s 5s is a 2/5/8 pair) ...
    assert summary("123m 456m 789p 5s 5s") == set()
    # ... unless a situational element makes it big (槓上開 etc.)
    found = shapes("123m 456m 789p 5s 5s", situational=True)
    assert found and all(s.pair258 and s.standard for s in found)


def test_feng_and_jiang_need_no_shape():
    assert summary("東南西北白發 東南西北白 發 5s", melds=HONOUR_PUNG) == {(("feng",), False)}
    jiang_melds = MeldFacts(1, True, frozenset({0}), False, True)
    assert (("jiang",), True) in summary("258m 258p 258s 22s", melds=jiang_melds)
    # a 中 in hand bars every win; a 3 bars 将一色
    assert summary("東南西北白發 東南西北白 中 5s", melds=HONOUR_PUNG) == set()
    assert summary("258m 258p 258s 23s", melds=jiang_melds) == set()


def test_one_suit_with_wildcards_and_big_win_has_no_laizi_limit():
    qing = MeldFacts(1, True, frozenset({0}), False, False)
    # 11m 33m 5s 5s with 999m and 777m: two laizi make 111m and 333m → 碰碰胡 + 清一色, pair ... any
    found = summary("11m 33m 777m 99m 5s 5s", melds=qing)
    assert (("pengpeng", "qing"), False) in found

"""Trump Mahjong score_win as a whole: joker han (§11.2), limits, the best reading (§8), waits and
tenpai (§11.5) and the refusal of impossible input."""

from __future__ import annotations

import pytest

from rules.mahjong.melds import Meld
from rules.trump_mahjong.context import WinContext
from rules.trump_mahjong.hands import format_kinds, parse_kinds
from rules.trump_mahjong.scoring import is_tenpai, limit_name, may_win, score_win, winning_kinds
from tests.trump_mahjong.scorerig import meld as M
from tests.trump_mahjong.scorerig import win

PINFU = "r123 r456 b789 b234 rTT"  # r4 ron: pinfu, 1 han 30 fu
# r4 tsumo: tsumo 1 + pinfu 1 + iipeikou 1 + ittsu 2 + chinitsu 6 = 11 han (sanbaiman)
ELEVEN = "r112233456789 r55"


@pytest.mark.parametrize("options,jokers,han,base", [
    (None, 0, 1, 240),  # 30 × 2^3
    (None, 2, 3, 960),  # (1 + 2) han: 30 × 2^5
    ({"joker_han": 0}, 2, 1, 240),
    ({"joker_han": 2}, 1, 3, 960),
    ({"joker_han": 2}, 4, 9, 4000),  # 1 + 8 han: baiman
])
def test_joker_han(options, jokers, han, base):
    s = win(PINFU, "r4", (), options, jokers=jokers)
    assert s is not None and (s.han, s.base) == (han, base)
    assert s.joker_han == han - 1


def test_jokers_reach_counted_yakuman():
    # 11 han + 2 jokers = 13: counted yakuman, 8,000 (sanbaiman 6,000 with kazoe off)
    s = win(ELEVEN, "r4", tsumo=True, jokers=2)
    assert s is not None and (s.han, s.limit, s.base, s.multiple) == (13, "kazoe_yakuman", 8000, 1)
    s = win(ELEVEN, "r4", (), {"kazoe_yakuman": False}, tsumo=True, jokers=2)
    assert s is not None and (s.han, s.limit, s.base) == (13, "sanbaiman", 6000)
    s = win(ELEVEN, "r4", tsumo=True)
    assert s is not None and (s.han, s.limit, s.base) == (11, "sanbaiman", 6000)


def test_jokers_do_not_add_to_yakuman():
    s = win("rJJJ bQQQ rKKK bKK bJJJ", "bK", jokers=3)
    assert s is not None and (s.multiple, s.joker_han, s.base) == (1, 0, 8000)


def test_cards_and_kinds_agree():
    # the same hand as card codes: 10♥ 10♦ as the pair, suits mixed within each colour
    cards = ["AH", "2D", "3H", "4H", "5D", "6D", "7S", "8C", "9S", "2C", "3S", "4C", "TH", "TD"]
    by_cards = score_win(cards, [], "4H", WinContext(tsumo=False))
    by_kinds = win(PINFU, "r4")
    assert by_cards == by_kinds


def test_mixed_colours_are_no_sequence():
    # 3♥ 4♠ 5♥ is no sequence (§2): the hand is not complete
    cards = ["AH", "2D", "3H", "3H", "4S", "5H", "7S", "8C", "9S", "2C", "3S", "4C", "TH", "TD"]
    assert score_win(cards, [], "3H", WinContext(tsumo=True)) is None


def test_no_wrap_sequences():
    # 8 9 10 and Q K A are no sequences: 14 cards in no winning shape
    assert win("r89T rQKA b234 b567 b22", "b2", tsumo=True) is None


@pytest.mark.parametrize("concealed,melds,waits", [
    ("r23 r456 b789 b234 rTT", (), "r147"),  # 1-4-7: 23 + 456 or 234 + 567
    # 1111 234: r1 would be a fifth copy, r4 completes 123 + 44
    ("r1111 r234 b567 bKKK", (), "r4"),
    # r5 tanki with an open r5 pung: all four held, so only r2 counts
    ("r2345 b567 bKKK", (M("pung", "r555"),), "r2"),
    ("r1112345678999", (), "r123456789"),
    ("r13 r456 b789 b234 rJK", (), ""),
])
def test_winning_kinds(concealed, melds, waits):
    got = winning_kinds(parse_kinds(concealed), list(melds))
    assert got == (parse_kinds(waits) if waits else [])
    assert is_tenpai(parse_kinds(concealed), list(melds)) == bool(waits)


def test_may_win():
    assert may_win(parse_kinds(PINFU), [], parse_kinds("r4")[0], WinContext(tsumo=False))
    assert not may_win(parse_kinds(PINFU), [], parse_kinds("r5")[0], WinContext(tsumo=False))


@pytest.mark.parametrize("concealed,melds,card,ctx,options", [
    ("r11111 r456 b789 b234", (), "r4", {}, None),  # five r1
    (PINFU, (), "b5", {}, None),  # the winning card is not in the hand
    ("r123 r456 b789 b234 rT", (), "r4", {}, None),  # 13 cards
    (PINFU, (), "r4", {"ippatsu": True}, None),  # ippatsu without riichi
    (PINFU, (), "r4", {"tsumo": True, "houtei": True}, None),
    (PINFU, (), "r4", {"haitei": True}, None),  # haitei on a ron
    (PINFU, (), "r4", {"jokers": 5}, None),
    (PINFU, (), "r4", {"jokers": 1}, {"jokers": False}),
    ("r123 r456 b234 rTT", (M("chow", "b789"),), "r4", {"tsumo": True, "first_draw": True}, None),
])
def test_impossible_input(concealed, melds, card, ctx, options):
    with pytest.raises(ValueError):
        win(concealed, card, melds, options, **ctx)


def test_impossible_cards():
    with pytest.raises(ValueError):  # three A♥: two packs hold two
        score_win(["AH", "AH", "AH", "4H", "5D", "6D", "7S", "8C", "9S", "2C", "3S", "4C", "TH", "TD"], [], "4H",
                  WinContext(tsumo=True))
    with pytest.raises(ValueError):  # a joker is never in a hand
        score_win(["JK1", "2D", "3H", "4H", "5D", "6D", "7S", "8C", "9S", "2C", "3S", "4C", "TH", "TD"], [], "4H",
                  WinContext(tsumo=True))
    with pytest.raises(ValueError):  # a chi of two colours
        score_win(parse_kinds("r456 b789 b234 rTT"), [Meld("chow", (0, 10, 2))], 3, WinContext(tsumo=False))


def test_notation_round_trip():
    kinds = parse_kinds("rA23 bT9 rK b10JQ")
    assert format_kinds(kinds) == "r123K b9TTJQ"
    with pytest.raises(ValueError):
        parse_kinds("g123")


def test_limit_names():
    assert [limit_name(x) for x in ("mangan", "haneman", "baiman", "sanbaiman", "kazoe_yakuman")] == [
        "満貫", "跳満", "倍満", "三倍満", "数え役満"]
    assert (limit_name("yakuman", 1), limit_name("yakuman", 2), limit_name("yakuman", 4)) == ("役満", "ダブル役満", "4倍役満")

"""Kawuxing patterns (spec §12), their combining (§13) and the cap (§11), on hands computed by hand:
each row's comment holds the reading and the arithmetic."""

from __future__ import annotations

import pytest

from rules.core.text import set_language
from rules.kawuxing.scoring import WinContext, may_win, pattern_label, readings, score_win, winning_tiles
from rules.mahjong.melds import Meld
from rules.mahjong.tiles import parse_tiles, tile_set

KINDS = sorted(set(tile_set("84")))  # 1p-9p, 1s-9s, 白發中


def t(text: str) -> list[int]:
    return parse_tiles(text)


def one(text: str) -> int:
    (k,) = parse_tiles(text)
    return k


def pung(text: str, kind: str = "pung") -> Meld:
    k = one(text)
    return Meld(kind, (k,) * (4 if kind.startswith("kong") else 3), k, None if kind == "kong_concealed" else 1)


def ctx(win: str, source: str = "discard", **flags) -> WinContext:
    return WinContext(one(win), source, **flags)


# (concealed incl. the winning tile, melds, context, options, expected ids, raw, capped doubles)
CASES = {
    # 123p 456p 789s 234s 55s by self-draw: no pattern (平胡) → 0 doubles.
    "plain self-draw": ("123p 456p 789s 234s 55s", [], ctx("5s", "draw"), {}, [], 0, 0),
    # 111p 999p 333s 中中中 77s: four triplets and a pair → 碰碰胡 1.
    "pengpeng": ("111p 999p 333s 中中中 77s", [], ctx("7s"), {}, ["pengpeng"], 1, 1),
    # 4p 6p + the winning 5p read as 456p; 123s 789s 中中中 發發 → 卡五星 1.
    "kawuxing": ("456p 123s 789s 中中中 發發", [], ctx("5p"), {}, ["kawuxing"], 1, 1),
    # D10: 4 5 5 5 6p reads only as 456p + 55p; the winning 5 may be the run's 5 → 卡五星 1.
    "kawuxing D10 pair of fives": ("45556p 123s 789s 中中中", [], ctx("5p"), {}, ["kawuxing"], 1, 1),
    # the winning 5p ends 345p: no 4-5-6 with it in the middle → no pattern.
    "five at a run's end": ("345p 123s 789s 中中中 發發", [], ctx("5p", "draw"), {}, [], 0, 0),
    # 456p completed by the 4p: the 5 is not the winning tile → no 卡五星.
    "four completes 456": ("456p 123s 789s 中中中 發發", [], ctx("4p", "draw"), {}, [], 0, 0),
    # exposed pung 2p + the winning 2p (its 4th copy) in 234p; 567s 789s 發發 → 明四帰一 1.
    "ming_sigui": ("234p 567s 789s 發發", [pung("2p")], ctx("2p"), {}, ["ming_sigui"], 1, 1),
    # the 4th 2p is in the hand but the winning tile is 發, and no 2-double pattern → nothing.
    "ming_sigui needs the winning tile": ("234p 567s 789s 發發", [pung("2p")], ctx("發", "draw"), {}, [], 0, 0),
    # D11 clause: pung 2p + 234p 567p 789p 11p, all dots → 清一色 2 + 明四帰一 1 (4th 2p anywhere) = 3.
    "ming_sigui clause qingyise": ("234p 567p 789p 11p", [pung("2p")], ctx("1p"), {}, ["ming_sigui", "qingyise"], 3, 3),
    # D11 clause with 小三元: pung 2p, 234p 中中中 發發發 白白 → 小三元 2 + 明四帰一 1 = 3.
    "ming_sigui clause xiao_sanyuan": ("234p 中中中 發發發 白白", [pung("2p")], ctx("白"), {},
                                       ["ming_sigui", "xiao_sanyuan"], 3, 3),
    # 暗四帰一 is no clause pattern (D11): pung 2p, 234p 777s+7s 89s 發發 won on the 4th 7s →
    # 暗四帰一 2 only; the 4th 2p sitting in 234p earns nothing.
    "an_sigui is no clause": ("234p 777789s 發發", [pung("2p")], ctx("7s"), {}, ["an_sigui"], 2, 2),
    # 222p 34p + the 4th 2p: 222p 234p 456s 789s 中中 → 暗四帰一 2.
    "an_sigui": ("222234p 456s 789s 中中", [], ctx("2p"), {}, ["an_sigui"], 2, 2),
    # four 1p but the winning tile is 9s, no 2-double pattern → nothing (111p 123p 567s 789s 99s).
    "an_sigui needs the winning tile": ("111123p 567s 789s 99s", [], ctx("9s", "draw"), {}, [], 0, 0),
    # D11 clause: all dots 111p 123p 567p 789p 99p, four 1p → 清一色 2 + 暗四帰一 2 = 4, capped 3.
    "an_sigui clause": ("111123p 567p 789p 99p", [], ctx("9p"), {}, ["qingyise", "an_sigui"], 4, 3),
    # D13: four 1p and four 4p (111p 123p 444p 456p 99p) → 清一色 2 + 暗四帰一 once 2 = 4, not 6.
    "an_sigui once": ("11112344445699p", [], ctx("9p"), {"max_doubles": 9}, ["qingyise", "an_sigui"], 4, 4),
    # D13: pungs 1p and 4p, each 4th copy in 123p / 456p, all dots → 清一色 2 + 明四帰一 once 1 = 3.
    "ming_sigui once": ("123p 456p 99p", [pung("1p"), pung("4p")], ctx("9p"), {}, ["ming_sigui", "qingyise"], 3, 3),
    # supplement after one kong (concealed kong 3s): 123p 456p 789s 中中 → 槓上開花 1.
    "gang_kaihua": ("123p 456p 789s 中中", [pung("3s", "kong_concealed")], ctx("中", "supplement", bloom_kongs=1),
                    {}, ["gang_kaihua"], 1, 1),
    # two chained kongs before the winning supplement → 槓上開花 2 (one per kong).
    "gang_kaihua chain 2": ("123p 456p 789s 中中", [pung("3s", "kong_concealed")],
                            ctx("中", "supplement", bloom_kongs=2), {}, ["gang_kaihua"], 2, 2),
    # D17 + D14: three chained kongs, the supplement is the wall's last tile → 3 + 海底撈 1 = 4, capped 3.
    "gang_kaihua and haidi": ("123p 456p 789s 中中", [pung("3s", "kong_concealed")],
                              ctx("中", "supplement", bloom_kongs=3, last_tile=True), {}, ["gang_kaihua", "haidi"], 4, 3),
    # 槓上炮 on the kong's discard: always exactly 1.
    "gang_pao": ("123p 456p 789s 中中", [pung("3s", "kong_exposed")], ctx("中", kong_discard=True), {}, ["gang_pao"], 1, 1),
    # robbing a growing kong of 中 with 123p 456p 789s 234s 中 → 搶槓 1.
    "qiang_gang": ("123p 456p 789s 234s 中中", [], ctx("中", "rob"), {}, ["qiang_gang"], 1, 1),
    # disclosed, won on a discard → 亮倒 1.
    "liangdao": ("123p 456p 789s 234s 55s", [], ctx("5s", disclosed=True), {}, ["liangdao"], 1, 1),
    # self-draw of the wall's last tile → 海底撈 1.
    "haidi": ("123p 456p 789s 234s 55s", [], ctx("5s", "draw", last_tile=True), {}, ["haidi"], 1, 1),
    # the last discard gets no 海底撈: plain, 0 doubles (and refused by default, see below).
    "last discard": ("123p 456p 789s 234s 55s", [], ctx("5s", last_discard=True), {}, [], 0, 0),
    # last_tile on a discard (the wall is empty, but the tile was discarded) gives no 海底撈 either.
    "last_tile on a discard": ("123p 456p 789s 234s 55s", [], ctx("5s", last_tile=True, last_discard=True), {}, [], 0, 0),
    # 123p 234p 456p 789p 55p, all dots, won on 9p → 清一色 2 (the 5s are in 55p / 456p, the 9 wins).
    "qingyise": ("123p 234p 456p 789p 55p", [], ctx("9p"), {}, ["qingyise"], 2, 2),
    # 11p 33p 55s 77s 99s 中中 發發 → 七対 2.
    "qidui": ("11p 33p 55s 77s 99s 中中 發發", [], ctx("發"), {}, ["qidui"], 2, 2),
    # D14: seven pairs of dots → 七対 2 + 清一色 2 = 4, capped 3.
    "qidui qingyise": ("11224455778899p", [], ctx("9p"), {}, ["qingyise", "qidui"], 4, 3),
    # seven pairs 11 22 33p 44 55 66 77s vs 123p 123p 456s 456s 77s: 七対 2 beats 卡五星 1.
    "qidui over kawuxing": ("112233p 445566s 77s", [], ctx("5s"), {}, ["qidui"], 2, 2),
    # 中中中 發發發 白白 123p 456s → 小三元 2.
    "xiao_sanyuan": ("中中中 發發發 白白 123p 456s", [], ctx("白"), {}, ["xiao_sanyuan"], 2, 2),
    # 中中中 發發發 白白白 123p 55s → 大三元 3, never with 小三元.
    "da_sanyuan": ("中中中 發發發 白白白 123p 55s", [], ctx("5s"), {}, ["da_sanyuan"], 3, 3),
    # D14: four pungs, lone 7s paired on a discard → 碰碰胡 1 + 手把一 2 = 3.
    "shoubayi": ("77s", [pung("1p"), pung("9p"), pung("3s"), pung("中", "kong_exposed")], ctx("7s"), {},
                 ["pengpeng", "shoubayi"], 3, 3),
    # D18: the same by self-draw still 手把一.
    "shoubayi self-draw": ("77s", [pung("1p"), pung("9p"), pung("3s"), pung("中", "kong_added")], ctx("7s", "draw"),
                           {}, ["pengpeng", "shoubayi"], 3, 3),
    # 1111p 33p 55s 77s 99s 中中 → 龍七対 3.
    "long_qidui": ("1111p 33p 55s 77s 99s 中中", [], ctx("中"), {}, ["long_qidui"], 3, 3),
    # 1111p 3333p 55s 77s 中中 → 双龍七対 4, capped 3 by default.
    "shuang_long_qidui": ("11113333p 55s 77s 中中", [], ctx("中"), {}, ["shuang_long_qidui"], 4, 3),
    # with double_dragon_four_doubles the cap is 4 → 16 units.
    "shuang_long_qidui option": ("11113333p 55s 77s 中中", [], ctx("中"), {"double_dragon_four_doubles": True},
                                 ["shuang_long_qidui"], 4, 4),
    # D12: three kinds of four (1111p 3333p 5555s 中中) are 双龍七対 too.
    "three fours D12": ("11113333p 5555s 中中", [], ctx("中"), {"double_dragon_four_doubles": True},
                        ["shuang_long_qidui"], 4, 4),
    # the option does not lift other hands: 七対 2 + 清一色 2 + 亮倒 1 = 5 → 3.
    "option only for 双龍": ("11224455778899p", [], ctx("9p", disclosed=True), {"double_dragon_four_doubles": True},
                            ["liangdao", "qingyise", "qidui"], 5, 3),
    # the cap as an option: 七対 2 + 清一色 2 = 4, capped at max_doubles 2.
    "max_doubles 2": ("11224455778899p", [], ctx("9p"), {"max_doubles": 2}, ["qingyise", "qidui"], 4, 2),
    # §13: 龍七対 never with 暗四帰一. 11112233p 445566s won on the 4th 1p reads as 龍七対 3, or as
    # 11p 123p 123p 456s 456s with 暗四帰一 2 (the 5s is no winning tile). Best 3, not 3 + 2 = 5.
    "long_qidui excludes an_sigui": ("11112233p 445566s", [], ctx("1p"), {"max_doubles": 9}, ["long_qidui"], 3, 3),
}


@pytest.mark.parametrize("name", list(CASES))
def test_hand(name: str) -> None:
    concealed, melds, c, options, ids, raw, doubles = CASES[name]
    score = score_win(t(concealed), melds, c, options)
    assert score is not None
    assert sorted(p.id for p in score.patterns) == sorted(ids)
    assert (score.raw, score.doubles) == (raw, doubles)
    assert score.plain == (ids == [])


def test_patterns_keep_the_spec_order_and_names() -> None:
    # 碰碰胡 before 亮倒 before 手把一 (§12's listing), each with its original name and doubles.
    s = score_win(t("77s"), [pung("1p"), pung("9p"), pung("3s"), pung("中")], ctx("7s", disclosed=True), {})
    assert s is not None
    assert [(p.id, p.chinese, p.doubles) for p in s.patterns] == [
        ("pengpeng", "碰碰胡", 1), ("liangdao", "亮倒", 1), ("shoubayi", "手把一", 2)]
    assert (s.raw, s.doubles, s.amount(1), s.amount(5)) == (4, 3, 8, 40)  # 1+1+2 = 4 → 3; 5 × 2^3 = 40


def test_gang_kaihua_doubles_per_kong_and_gang_pao_stays_one() -> None:
    hand, melds = t("123p 456p 789s 中中"), [pung("3s", "kong_concealed")]
    bloom = score_win(hand, melds, ctx("中", "supplement", bloom_kongs=2), {"max_doubles": 9})
    assert bloom is not None and [(p.id, p.doubles) for p in bloom.patterns] == [("gang_kaihua", 2)]
    pao = score_win(hand, melds, ctx("中", kong_discard=True), {"max_doubles": 9})
    assert pao is not None and [(p.id, p.doubles) for p in pao.patterns] == [("gang_pao", 1)]


def test_seven_pairs_reading_is_flagged_and_the_standard_reading_kept_too() -> None:
    # 11112233p 445566s on 1p: the standard reading has 暗四帰一 (2), the seven-pairs one 龍七対 (3).
    all_ = readings(t("11112233p 445566s"), [], ctx("1p"), {})
    assert sorted((r.seven_pairs, tuple(p.id for p in r.patterns)) for r in all_) == [
        (False, ("an_sigui",)), (True, ("long_qidui",))]
    best = score_win(t("11112233p 445566s"), [], ctx("1p"), {})
    assert best is not None and best.seven_pairs


def test_no_winning_shape() -> None:
    assert score_win(t("123p 456p 789s 234s 5s 6s"), [], ctx("6s", "draw"), {}) is None  # no pair
    # pung 中 + 11p 33p 55s 77s 99s 發: five pairs and a single make no sets → no shape
    assert score_win(t("11p 33p 55s 77s 99s 發"), [pung("中")], ctx("發"), {}) is None
    assert score_win(t("123p 456p 789s 55s"), [], ctx("5s"), {}) is None  # 11 tiles, no melds


def test_bad_contexts_and_chows_are_refused() -> None:
    hand = t("123p 456p 789s 234s 55s")
    with pytest.raises(ValueError):
        score_win(hand, [], ctx("5s", "draw", kong_discard=True), {})
    with pytest.raises(ValueError):
        score_win(hand, [], ctx("5s", "draw", bloom_kongs=1), {})
    with pytest.raises(ValueError):
        score_win(hand, [], ctx("1s"), {})  # the winning tile must be in the hand
    with pytest.raises(ValueError):
        score_win(t("456p 789s 234s 55s"), [Meld("chow", (9, 10, 11))], ctx("5s"), {})


# §9.3 / D7: who may win with which hand.
MAY_WIN = [
    # plain hand: self-draw yes, discard no, discard yes with the option off, disclosed discard yes.
    ("123p 456p 789s 234s 55s", ctx("5s", "draw"), {}, True),
    ("123p 456p 789s 234s 55s", ctx("5s"), {}, False),
    ("123p 456p 789s 234s 55s", ctx("5s", last_discard=True), {}, False),
    ("123p 456p 789s 234s 55s", ctx("5s"), {"plain_hand_self_draw_only": False}, True),
    ("123p 456p 789s 234s 55s", ctx("5s", disclosed=True), {}, True),
    ("123p 456p 789s 234s 55s", ctx("5s", kong_discard=True), {}, True),  # 槓上炮 is a pattern
    ("123p 456p 789s 234s 中中", ctx("中", "rob"), {}, True),  # 搶槓 too
    ("123p 456p 789s 234s 55s", ctx("5s", "supplement", bloom_kongs=1), {}, True),
    ("111p 999p 333s 中中中 77s", ctx("7s"), {}, True),  # 碰碰胡 on a discard
    ("123p 456p 789s 234s 5s 6s", ctx("6s", "draw"), {}, False),  # no shape
]


@pytest.mark.parametrize("concealed,c,options,expected", MAY_WIN)
def test_may_win(concealed: str, c: WinContext, options: dict, expected: bool) -> None:
    assert may_win(t(concealed), [], c, options) is expected


WAITS = [
    # 46p: only the 5p; the rest is complete.
    ("46p 123s 789s 中中中 發發", [], ["5p"]),
    # 23p + 123s 789s 中中中 發發: 1p or 4p.
    ("23p 123s 789s 中中中 發發", [], ["1p", "4p"]),
    # seven pairs with four 1p as two pairs: 1111p 33 44 55 66s + 中 waits on 中 only.
    ("1111p 33445566s 中", [], ["中"]),
    # a kong of 5p: a 5th 5p is never a wait, so 46p waits on nothing.
    ("46p 123s 789s 發發", [pung("5p", "kong_concealed")], []),
    # pung 發 + 46p 123s 789s 中: 中 only (no seven pairs with a meld).
    ("46p 5p 123s 789s 中", [pung("發")], ["中"]),
    # wrong size (14 tiles) → nothing.
    ("123p 456p 789s 234s 55s", [], []),
]


@pytest.mark.parametrize("concealed,melds,expected", WAITS)
def test_winning_tiles(concealed: str, melds: list[Meld], expected: list[str]) -> None:
    assert winning_tiles(t(concealed), melds, {}, KINDS) == [one(k) for k in expected]


def test_winning_tiles_keeps_to_the_kinds_given() -> None:
    assert winning_tiles(t("23p 123s 789s 中中中 發發"), [], {}, [one("4p")]) == [one("4p")]


def test_pattern_label_is_translated() -> None:
    assert pattern_label("kawuxing") == "Fit five: the winning 5 between 4 and 6"
    set_language("ja")
    try:
        assert pattern_label("qidui") != "Seven pairs"
    finally:
        set_language("en")


def _random_hands(seed: int, n: int):
    """Seeded 13-tile hands (some with a pung or kong declared) drawn from the 84 tiles."""
    import random

    rng = random.Random(seed)
    for _ in range(n):
        wall = tile_set("84")
        rng.shuffle(wall)
        melds: list[Meld] = []
        if rng.random() < 0.3:
            k = wall[0]
            kind = rng.choice(["pung", "kong_exposed", "kong_added", "kong_concealed"])
            size = 4 if kind != "pung" else 3
            melds.append(Meld(kind, (k,) * size))
            wall = [t for t in wall if t != k] + [k] * (4 - size)
        yield sorted(wall[: 13 - 3 * len(melds)]), melds
        yield _ready_hand(rng)


def _ready_hand(rng) -> tuple[list[int], list[Meld]]:
    """A complete hand (sets and a pair, or seven pairs) less one random tile: a ready hand."""
    while True:
        left = {k: 4 for k in KINDS}
        tiles: list[int] = []
        melds: list[Meld] = []
        if rng.random() < 0.2:
            pairs = rng.sample(KINDS, 6) + [rng.choice(KINDS)]  # a repeat makes a 龍七対
            tiles = [k for k in pairs for _ in range(2)]
        else:
            for _ in range(4):
                if rng.random() < 0.5:
                    first = rng.choice([k for k in KINDS if k < 27 and k % 9 <= 6])
                    group = [first, first + 1, first + 2]
                else:
                    group = [rng.choice(KINDS)] * 3
                if rng.random() < 0.2 and group[0] == group[1]:
                    melds.append(Meld("pung", tuple(group)))
                else:
                    tiles += group
            tiles += [rng.choice(KINDS)] * 2
        held = tiles + [t for m in melds for t in m.tiles]
        if all(held.count(k) <= left[k] for k in set(held)):
            tiles.remove(rng.choice(tiles))
            return sorted(tiles), melds


@pytest.mark.parametrize("seed", range(4))
def test_winning_tiles_agree_with_score_win(seed: int) -> None:
    # Each kind completes the hand exactly when score_win finds a shape; every reading is at most
    # the chosen one after the cap; a hand is plain exactly when it has no pattern.
    found = 0
    for hand, melds in _random_hands(seed, 300):
        waits_ = set(winning_tiles(hand, melds, {}, KINDS))
        found += bool(waits_)
        held = hand + [t for m in melds for t in m.tiles]
        for k in KINDS:
            if held.count(k) >= 4:
                assert k not in waits_
                continue
            c = ctx_kind(k)
            s = score_win(hand + [k], melds, c, {})
            assert (s is not None) == (k in waits_), (hand, melds, k)
            if s is not None:
                assert all((r.doubles, r.raw) <= (s.doubles, s.raw) for r in readings(hand + [k], melds, c, {}))
                assert s.doubles == min(s.raw, 3) and s.plain == (s.raw == 0)
    assert found >= 300  # every built ready hand has a wait


def ctx_kind(k: int) -> WinContext:
    return WinContext(k, "draw")

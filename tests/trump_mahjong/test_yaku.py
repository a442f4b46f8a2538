"""Trump Mahjong yaku (spec §10, seed 004): each yaku and each exclusive group on a hand worked out
by hand.  Kinds: r/b + rank (T = 10); ron unless the case says tsumo; seat 0 wins, not the dealer."""

from __future__ import annotations

import pytest

from rules.trump_mahjong.yaku import YAKU, YAKU_LABELS, YAKU_ORDER
from tests.trump_mahjong.scorerig import meld as M
from tests.trump_mahjong.scorerig import win

FOUR_KONGS = (M("kong_concealed", "bTTTT"), M("kong_exposed", "bJJJJ"), M("kong_added", "bQQQQ"),
              M("kong_concealed", "bKKKK"))

# (name, concealed incl. the winning card, winning card, melds, options, context, expected yaku)
REGULAR = [
    # closed tsumo, all simples, four sequences, pair b2, r2 completes 2-3-4 from 3-4 (two-sided)
    ("tsumo tanyao pinfu", "r234 r567 b345 b678 b22", "r2", (), None, {"tsumo": True},
     {"menzen_tsumo": 1, "tanyao": 1, "pinfu": 1}),
    # pinfu: the pair may be a 10 (seed: 字牌は10のみが認められ、それも雀頭のみに)
    ("pinfu with a 10 pair", "r123 r456 b789 b234 rTT", "r4", (), None, {}, {"pinfu": 1}),
    # a J pair forbids pinfu; tsumo still gives 門前清自摸和
    ("J pair: tsumo only", "r123 r456 b789 b234 rJJ", "r4", (), None, {"tsumo": True}, {"menzen_tsumo": 1}),
    # r5 completes 4-_-6 (kanchan): no pinfu, riichi is the yaku
    ("riichi", "r123 r456 b789 b234 rTT", "r5", (), None, {"riichi": True}, {"riichi": 1}),
    # r5 in 3-4-5 (from 3-4, two-sided) or 4-5-6 (kanchan): the pinfu reading is worth more
    ("pinfu on one reading", "r345 r456 b123 b789 rTT", "r5", (), None, {"riichi": True},
     {"pinfu": 1, "riichi": 1}),
    ("riichi ippatsu", "r123 r456 b789 b234 rTT", "r5", (), None, {"riichi": True, "ippatsu": True},
     {"riichi_ippatsu": 2}),
    ("double riichi", "r123 r456 b789 b234 rTT", "r5", (), None, {"riichi": True, "double_riichi": True},
     {"double_riichi": 2}),
    ("double riichi ippatsu", "r123 r456 b789 b234 rTT", "r5", (), None,
     {"riichi": True, "double_riichi": True, "ippatsu": True}, {"double_riichi_ippatsu": 3}),
    # open tanyao with kuitan (default)
    ("open tanyao", "r567 b345 b678 b22", "b5", (M("chow", "r234"),), None, {}, {"tanyao": 1}),
    ("iipeikou", "r223344 b456 b789 b55", "r2", (), None, {}, {"pinfu": 1, "iipeikou": 1}),
    ("fanpai one K", "rKKK r234 b567 b345 b88", "r2", (), None, {}, {"fanpai": 1}),
    ("fanpai two K", "rKKK bKKK r234 b567 b88", "r2", (), None, {}, {"fanpai": 2}),
    ("fanpai open K", "r234 b567 b345 b88", "r2", (M("pung", "rKKK"),), None, {}, {"fanpai": 1}),
    ("haitei", "r123 r456 b789 b234 rTT", "r5", (), None, {"tsumo": True, "haitei": True},
     {"menzen_tsumo": 1, "haitei": 1}),
    ("houtei on an open hand", "r123 r456 b234 rTT", "r4", (M("chow", "b789"),), None, {"houtei": True},
     {"houtei": 1}),
    # a concealed kong keeps the hand closed: 門前清自摸和 + 嶺上開花
    ("rinshan", "r234 r567 b345 b88", "r2", (M("kong_concealed", "bQQQQ"),), None, {"tsumo": True, "rinshan": True},
     {"menzen_tsumo": 1, "rinshan": 1}),
    ("chankan", "r123 r456 b234 rTT", "r4", (M("chow", "b789"),), None, {"chankan": True}, {"chankan": 1}),
    ("ittsu closed", "r123 r456 r789 b234 b55", "b2", (), None, {}, {"pinfu": 1, "ittsu": 2}),
    ("ittsu open", "r123 r456 b234 b55", "b2", (M("chow", "r789"),), None, {}, {"ittsu": 1}),
    # r2 and b7 concealed, r5 and b9 called: two concealed pungs only
    ("toitoi", "r222 b777 b33", "b3", (M("pung", "r555"), M("pung", "b999")), None, {}, {"toitoi": 2}),
    ("sanankou", "r222 b777 bQQQ r678 b33", "r6", (), None, {}, {"sanankou": 2}),
    # r111 222 333 as three concealed pungs (2 han, 50 fu) beats three r123 (pinfu + iipeikou, 30 fu)
    ("pungs beat sequences", "r111222333 b456 b99", "b4", (), None, {}, {"sanankou": 2}),
    # a ron on the shanpon opens b7: toitoi + sanankou, not 四暗刻
    ("shanpon ron", "r222 r555 b777 bQQQ b33", "b7", (), None, {}, {"toitoi": 2, "sanankou": 2}),
    ("honitsu closed", "r234 r567 r888 rJJJ r99", "r2", (), None, {}, {"honitsu": 3}),
    ("honitsu open", "r234 r567 r888 r99", "r2", (M("pung", "rJJJ"),), None, {}, {"honitsu": 2}),
    # r112233 as 123 123 (the 11 22 33 pairs are no shape here), 789 789 with b55 pair
    ("ryanpeikou closed", "r112233 b778899 b55", "r1", (), None, {}, {"pinfu": 1, "ryanpeikou": 3}),
    ("ryanpeikou open (seed)", "r123 b778899 b55", "r1", (M("chow", "r123"),), None, {}, {"ryanpeikou": 2}),
    # toitoi is not added to 混老頭; b9 rT bJ concealed = 三暗刻
    ("honroutou", "b999 rTTT bJJJ rKK", "rK", (M("pung", "r111"),), None, {}, {"sanankou": 2, "honroutou": 4}),
    ("shousangen, K pair", "rJJJ rQQQ rKK r234 b567", "r2", (), None, {}, {"shousangen": 4}),
    # the red K pung is inside 小三元: no fanpai (seed: 翻牌は既に含まれている)
    ("shousangen, K pung", "rJJJ rKKK rQQ r234 b567", "r2", (), None, {}, {"shousangen": 4}),
    # the other colour's K still gives fanpai (D-10)
    ("shousanki + red K", "bJJJ bQQQ bKK b234", "b2", (M("pung", "rKKK"),), None, {},
     {"fanpai": 1, "shousanki": 4}),
    ("chinitsu closed", "r111 r234 r666 r789 r55", "r2", (), None, {}, {"chinitsu": 6}),
    ("chinitsu open", "r111 r567 r999 r88", "r5", (M("chow", "r234"),), None, {}, {"chinitsu": 5}),
    ("daisangen", "rJJJ rQQQ b234 b55", "b2", (M("pung", "rKKK"),), None, {}, {"daisangen": 6}),
    ("daisanki", "bQQQ bKKK r234 r55", "r2", (M("pung", "bJJJ"),), None, {}, {"daisanki": 6}),
    # tanki ron keeps 四暗刻 (toitoi, sanankou not added: D-11)
    ("suuankou tanki ron", "r222 r555 b777 bQQQ b33", "b3", (), None, {}, {"suuankou": 8}),
    ("suuankou tsumo", "r222 r555 b777 bQQQ b33", "b3", (), None, {"tsumo": True},
     {"menzen_tsumo": 1, "suuankou": 8}),
    # 1+1+1+2+6 = 11 han of yaku
    ("chinitsu ittsu iipeikou", "r112233456789 r55", "r4", (), None, {"tsumo": True},
     {"menzen_tsumo": 1, "pinfu": 1, "iipeikou": 1, "ittsu": 2, "chinitsu": 6}),
]

YAKUMAN = [
    ("shousuushi", "bTTT bJJJ bQQQ bKK r234", "r2", (), None, {}, {"shousuushi": 1}),
    ("shousuugen", "rTT rJJJ rQQQ rKKK b234", "b2", (), None, {}, {"shousuugen": 1}),
    ("tsuuiisou", "rJJJ bQQQ rKKK bKK bJJJ", "bK", (), None, {}, {"tsuuiisou": 1}),
    ("chinroutou", "r111 b999 rTTT bTTT r99", "r9", (), None, {}, {"chinroutou": 1}),
    ("sankantsu", "r234 b66", "b6",
     (M("kong_exposed", "r5555"), M("kong_concealed", "b2222"), M("kong_added", "bJJJJ")), None, {},
     {"sankantsu": 1}),
    ("tenhou", "r234 r567 b345 b678 b22", "r2", (), None, {"tsumo": True, "first_draw": True, "dealer": True},
     {"tenhou": 1}),
    ("chiihou", "r234 r567 b345 b678 b22", "r2", (), None, {"tsumo": True, "first_draw": True}, {"chiihou": 1}),
    # spec §10: 天和 + 字一色 = ×2
    ("tenhou + tsuuiisou", "rJJJ bQQQ rKKK bKK bJJJ", "bK", (), None,
     {"tsumo": True, "first_draw": True, "dealer": True}, {"tsuuiisou": 1, "tenhou": 1}),
    ("daisuushi", "bTTT bJJJ bQQQ bKKK r55", "r5", (), None, {}, {"daisuushi": 2}),
    ("daisuugen", "rTTT rJJJ rQQQ rKKK b55", "b5", (), None, {}, {"daisuugen": 2}),
    # spec §10: 大四喜 + 四槓子 = ×4 (三槓子 not added)
    ("daisuushi + suukantsu", "r55", "r5", FOUR_KONGS, None, {}, {"daisuushi": 2, "suukantsu": 2}),
    ("suukantsu", "b55", "b5",
     (M("kong_concealed", "r2222"), M("kong_exposed", "r7777"), M("kong_added", "b3333"), M("kong_concealed", "rJJJJ")),
     None, {}, {"suukantsu": 2}),
    ("chuuren", "r11123456789995", "r5", (), None, {}, {"chuuren": 2}),
]


@pytest.mark.parametrize("name,concealed,card,melds,options,ctx,expected", REGULAR, ids=[c[0] for c in REGULAR])
def test_regular_yaku(name, concealed, card, melds, options, ctx, expected):
    s = win(concealed, card, melds, options, **ctx)
    assert s is not None
    assert dict(s.yaku) == expected
    assert s.yakuman == ()
    assert s.han == sum(expected.values())


@pytest.mark.parametrize("name,concealed,card,melds,options,ctx,expected", YAKUMAN, ids=[c[0] for c in YAKUMAN])
def test_yakuman(name, concealed, card, melds, options, ctx, expected):
    s = win(concealed, card, melds, options, **ctx)
    assert s is not None
    assert dict(s.yakuman) == expected
    assert s.yaku == () and s.han == 0 and s.joker_han == 0
    assert s.multiple == sum(expected.values())
    assert s.base == 8000 * s.multiple and s.limit == "yakuman"


def test_every_yaku_is_tested():
    seen = {y for case in REGULAR + YAKUMAN for y in case[6]}
    assert seen == set(YAKU_ORDER)


def test_stacking_off_keeps_the_biggest():
    # 大四喜 ×2 and 四槓子 ×2 do not add: ×2
    s = win("r55", "r5", FOUR_KONGS, {"yakuman_stacking": False})
    assert s is not None and s.multiple == 2 and s.base == 16000


NO_YAKU = [
    # closed ron, kanchan: no pinfu and nothing else
    ("kanchan ron", "r123 r456 b789 b234 rTT", "r5", (), None, {}),
    ("J pair ron", "r123 r456 b789 b234 rJJ", "r4", (), None, {}),
    ("open tanyao without kuitan", "r567 b345 b678 b22", "b5", (M("chow", "r234"),), {"kuitan": False}, {}),
    ("open iipeikou", "r223344 b456 b55", "r2", (M("chow", "b789"),), None, {}),
    ("open ryanpeikou off", "r123 b778899 b55", "r1", (M("chow", "r123"),), {"open_ryanpeikou": False}, {}),
    # a ron on b7 opens that pung: two concealed pungs only
    ("shanpon ron, no sanankou", "r222 b777 bQQQ r678 b33", "b7", (), None, {}),
    # the black J makes two colours: no 混一色
    ("honitsu needs the honours' colour", "r234 r567 r888 bJJJ r99", "r2", (), None, {}),
    # joker han are no yaku (§11.2)
    ("jokers alone", "r123 r456 b789 b234 rTT", "r5", (), None, {"jokers": 2}),
    # seven pairs is no winning shape (D-9)
    ("seven pairs", "r11 r33 r55 b22 b44 bJJ rKK", "rK", (), None, {"tsumo": True}),
]


@pytest.mark.parametrize("name,concealed,card,melds,options,ctx", NO_YAKU, ids=[c[0] for c in NO_YAKU])
def test_no_win(name, concealed, card, melds, options, ctx):
    assert win(concealed, card, melds, options, **ctx) is None


def test_open_ryanpeikou_option_does_not_touch_closed_hands():
    s = win("r112233 b778899 b55", "r1", (), {"open_ryanpeikou": False})
    assert s is not None and dict(s.yaku) == {"pinfu": 1, "ryanpeikou": 3}


def test_names():
    assert (YAKU["ryanpeikou"].kanji, YAKU["ryanpeikou"].closed, YAKU["ryanpeikou"].open) == ("二盃口", 3, 2)
    assert YAKU["suuankou"].open is None and YAKU["suuankou"].closed == 8  # seed: 8翻, not a yakuman
    assert YAKU["sankantsu"].yakuman == 1 and YAKU["chuuren"].yakuman == 2
    assert all(y.kana for y in YAKU.values()) and set(YAKU_LABELS) == set(YAKU)

"""Independent audit of Wuhan / Jingzhou scoring: wins built and paid out by hand from the source.

Every case is a calculator input (docs/wuhan-calculator.md) and the amount each payer finally pays
(after caps and liability), or None when the hand is not a legal win. The arithmetic is written
from the rules (spec §10-§13, the Japanese original's 点数計算 section) before running the engine.
Notation: winner factors (W) apply to every payer; each payer then adds his own factors.
"""

from __future__ import annotations

import copy

import pytest

from rules.wuhan.calculator import build, score


def win(**fields) -> dict:
    """A calculator input: four players, dealer 0, laizi indicator 4s (laizi 5s) unless overridden."""
    data = {"indicator": "4s", "dealer": 0, "players": [{}, {}, {}, {}]}
    data.update(fields)
    return data


def pung(tiles: str, frm: int) -> dict:
    return {"kind": "pung", "tiles": tiles, "from": frm}


def chow(tiles: str, frm: int) -> dict:
    return {"kind": "chow", "tiles": tiles, "from": frm}


def with_(data: dict, **changes) -> dict:
    """A copy of `data` with top-level fields replaced, `options` merged."""
    out = copy.deepcopy(data)
    for key, value in changes.items():
        if key == "options":
            out.setdefault("options", {}).update(value)
        else:
            out[key] = value
    return out


# 1. Small, soft win by self-draw: 5s (laizi) stands for 9p in 789p. W = 開口 ×2 × 自摸 ×2 = ×4 (not hard).
SOFT_TSUMO = win(
    winner=2, hand="123m 456m 78p 5s 22s", winning_tile="2s", by="self_draw",
    players=[{"melds": [pung("東東東", 1)]}, {},
             {"melds": [chow("345p", 1)]}, {"melds": [chow("678s", 2)], "hongzhong_kongs": 1}])

# 2. Dealer wins small and hard on a discard. W = 開口 2 × 硬胡 2 × 荘家 2 = ×8 (dealer counts for both sides).
DEALER_RON = win(
    winner=0, hand="234m 567p 888p 55m", winning_tile="5m", by="ron", discarder=2,
    players=[{"melds": [pung("777s", 3)]}, {},
             {"melds": [chow("123p", 1)]},
             {"melds": [{"kind": "kong_concealed", "tiles": "9m9m9m9m"}], "laizi_kongs": 1}])

# 3. 清一色 + 碰碰胡 + 全求人 (four pungs, bare single wait, 5p pair) on seat 1's discard. Melds in order:
# the third open meld (777p) was called from seat 3, so seat 3 is liable (清一色 with 3+ open mouths).
QING_QUANQIUREN = win(
    winner=2, hand="55p", winning_tile="5p", by="ron", discarder=1, discarder_ready=True,
    players=[{}, {},
             {"melds": [pung("111p", 1), pung("333p", 0), pung("777p", 3), pung("999p", 1)]}, {}])

# 4. 清一色 + 槓上開 (replacement after a hongzhong kong, pair 88s). Laizi 5m (indicator 4m).
# W = 開口 2 × 暗槓 4 × 紅中槓 2 × 硬胡 2 = ×32; base 20; no self-draw factor (槓上開 contains it).
GANGKAI_QING = win(
    indicator="4m", winner=1, hand="345s 678s 88s", winning_tile="8s", by="self_draw", replacement=True,
    players=[{"melds": [chow("123p", 3)]},
             {"melds": [pung("222s", 0), {"kind": "kong_concealed", "tiles": "9s9s9s9s"}], "hongzhong_kongs": 1},
             {}, {}])

# 5. Soft 碰碰胡 by self-draw (laizi 5m as 2p for the pair). W = 10 × 開口 2 × 自摸 1.5 = 30.
SOFT_PENGPENG = win(
    indicator="4m", winner=3, hand="111p 999s 777m 2p 5m", winning_tile="2p", by="self_draw",
    players=[{"melds": [{"kind": "kong_exposed", "tiles": "6p6p6p6p", "from": 1}],
              "laizi_kongs": 2, "hongzhong_kongs": 1},
             {}, {"melds": [chow("123s", 1)]}, {"melds": [pung("東東東", 2)]}])

# 6. Jingzhou small soft win on a discard (5s laizi with 67p). W = 開口 ×2.
JZ_SMALL = win(
    variant="jingzhou", winner=1, hand="456p 789s 22s 67p 5s", winning_tile="6p", by="ron", discarder=2,
    players=[{}, {"melds": [chow("123p", 0)]}, {"hongzhong_kongs": 1}])

# 7. Jingzhou 清一色 by self-draw: the big-win self-draw is ×2 there. Indicator 北 -> laizi 發.
# W = 10 × 開口 2 × 硬胡 2 × 自摸 2 = 80.
JZ_QING = win(
    variant="jingzhou", indicator="N", winner=2, hand="123p 345p 678p 22p", winning_tile="2p", by="self_draw",
    players=[{}, {"laizi_kongs": 1}, {"melds": [pung("999p", 1)]}])

# 8. Jingzhou 将一色 (no shape needed): always a golden cap; neither payer has an open mouth.
JZ_JIANG = win(
    variant="jingzhou", indicator="N", winner=0, hand="258p 258s 55p 88s 2s", winning_tile="2s",
    by="ron", discarder=1, players=[{"melds": [pung("222p", 1)]}, {}, {}])

# 9. Dealer's 風一色 + 碰碰胡 with four pungs and a 發 pair (not 2/5/8, so no 全求人).
# W = 20 × 開口 2 × 硬胡 2 = 80 (荘家 ×1 in a big win).
FENG_PENGPENG = win(
    indicator="4m", winner=0, hand="發發", winning_tile="Gn", by="ron", discarder=3,
    players=[{"melds": [pung("南南南", 2), pung("西西西", 3), pung("北北北", 1), pung("白白白", 2)]},
             {}, {"melds": [chow("234p", 1)]}, {}])

# 10. 将一色 + 碰碰胡 + 槓上開 (replacement of a hongzhong kong). W = 開口 2 × 紅中槓 2 × 硬胡 2 = ×8.
JIANG_GANGKAI = win(
    indicator="4m", winner=1, hand="555p 888s 222s 88p", winning_tile="8p", by="self_draw", replacement=True,
    players=[{}, {"melds": [pung("222p", 0)], "hongzhong_kongs": 1},
             {"melds": [chow("678m", 1)]}, {}])

# 11. 碰碰胡 drawn in the last phase with a 3m pair: no 海底撈 (pair not 2/5/8), so the self-draw
# ×1.5 applies (D5). W = 10 × 開口 2 × 硬胡 2 × 1.5 = 60.
HAIDI_NO = win(
    indicator="4m", winner=3, hand="111s 444s 777p 33m", winning_tile="3m", by="self_draw", last_phase=True,
    players=[{}, {}, {}, {"melds": [pung("999p", 2)]}])

# 12. Two open mouths for the winner (chow + pung); payer 2 has an exposed kong, payer 3 two chows.
# Laizi 5p (indicator 4p). 開口飜: W = 開口 2 × 硬胡 2 = ×4.
KOUKOU = win(
    indicator="4p", winner=1, hand="456m 234s 88p", winning_tile="8p", by="ron", discarder=2,
    players=[{}, {"melds": [chow("123p", 0), pung("777s", 2)]},
             {"melds": [{"kind": "kong_exposed", "tiles": "9m9m9m9m", "from": 3}]},
             {"melds": [chow("123s", 2), chow("789s", 2)]}])

# 13. 紅中發財頼子槓: indicator 北 -> laizi 白 (中 and 發 skipped); 白 is wild in 34s+白.
# Winner discarded a 發 (one hongzhong kong). W = 開口 2 × 自摸 2 × 紅中槓 2 = ×8 (soft).
FA_KONG = win(
    indicator="N", options={"fa_as_hongzhong": True}, winner=2, hand="456m 789p 22s 34s 白",
    winning_tile="4s", by="self_draw",
    players=[{}, {"hongzhong_kongs": 2}, {"melds": [chow("123m", 1)], "hongzhong_kongs": 1}, {"laizi_kongs": 1}])

# 14. 皮子槓: indicator 1s -> pizi 1s and 9s, laizi 2s; 中 is an ordinary tile (a pung of 中 is legal).
# W = 開口 2 × 硬胡 2 × 皮子槓 2 = ×8.
PIZI = win(
    indicator="1s", options={"pizi_kong": True}, winner=3, hand="234m 567p 888p 55m", winning_tile="5m",
    by="ron", discarder=0,
    players=[{}, {}, {"laizi_kongs": 1}, {"melds": [pung("中中中", 1)], "hongzhong_kongs": 1}])

# 15. Lone 清一色 by self-draw. W = 開口 2 × 硬胡 2; base 10 × 1.5, or 15 -> 20 under one_suit_base_15.
QING_TSUMO = win(
    indicator="4m", winner=1, hand="123p 456p 777p 22p", winning_tile="2p", by="self_draw",
    players=[{}, {"melds": [pung("999p", 2)]}, {}, {}])

# 16. 清一色 + 碰碰胡 on seat 3's discard with one_suit_base_15: discarder's base 20 + 15 = 35 (D23),
# the others' 15 + 10 = 25. W = 開口 2 × 硬胡 2 = ×4.
QING_PENG_15 = win(
    indicator="4m", options={"one_suit_base_15": True}, winner=1, hand="111p 333p 777p 22p",
    winning_tile="2p", by="ron", discarder=3,
    players=[{}, {"melds": [pung("999p", 2)]}, {}, {}])

# 17. Small hard win with the laizi 5s at face value in 456s. W = 開口 2 × 硬胡 2 = ×4.
FACE_VALUE = win(
    winner=2, hand="456s 789p 22m 678m", winning_tile="2m", by="ron", discarder=3,
    players=[{}, {"melds": [chow("789s", 0)]}, {"melds": [chow("123m", 1)]}, {}])

# 18. 搶槓 of seat 1's added kong of 5p, reaching the caps. W = 10 × 開口 2 × 暗槓 4 × 紅中槓 2·2 × 硬胡 2
# = 640 before the payers' factors: everyone is over 300, so the golden cap (per original payer, D7).
ROB_CAPPED = win(
    indicator="4m", winner=2, hand="456p 678m 22m", winning_tile="5p", by="rob", discarder=1,
    players=[{}, {"melds": [pung("555p", 3)]},
             {"melds": [pung("999s", 0), {"kind": "kong_concealed", "tiles": "東東東東"}], "hongzhong_kongs": 2},
             {}])

# 19. 碰碰胡 waiting on a single laizi (5s): an any-tile wait (§9.3), so self-draw only.
# Self-draw on 2p: W = 10 × 開口 2 × 自摸 1.5 = 30 (soft: the laizi pairs the 2p).
ANY_TILE = win(
    winner=3, hand="111p 999s 777m 2p 5s", winning_tile="2p", by="self_draw",
    players=[{}, {}, {}, {"melds": [pung("東東東", 2)]}])

# 20. Two laizi in a small win (one wild in 345s, one at face value): over the laizi limit (§9.1 (5)).
TWO_LAIZI_SMALL = win(
    options={"min_points": 0}, winner=2, hand="456m 789p 22s 3s 5s 5s", winning_tile="3s", by="self_draw",
    players=[{}, {}, {"melds": [chow("123m", 1)]}, {}])

# 21. Self-drawn 清一色 with three open mouths; the third (999s) was called from seat 2, who pays all.
# W = 10 × 開口 2 × 硬胡 2 × 自摸 1.5 = 60 per payer.
QING_THIRD_TSUMO = win(
    indicator="4m", winner=1, hand="567s 88s", winning_tile="8s", by="self_draw",
    players=[{}, {"melds": [pung("111s", 3), chow("234s", 0), pung("999s", 2)]}, {}, {}])

# 22. Dealer's small hard self-draw. W = 開口 2 × 硬胡 2 × 自摸 2 × 荘家 2 = 16.
DEALER_TSUMO = with_(DEALER_RON, by="self_draw", players=[{"melds": [pung("777s", 3)]}, {}, {}, {}])
del DEALER_TSUMO["discarder"]

# 23. 風一色 without a shape, the laizi 5m standing for a wind (soft), on seat 3's discard.
# W = 10 × 開口 2 = 20.
FENG_NO_SHAPE = win(
    indicator="4m", winner=2, hand="東東西西北白白發發發 5m", winning_tile="Gn", by="ron", discarder=3,
    players=[{}, {}, {"melds": [pung("南南南", 1)]}, {}])

# 24. 全求人 readiness computed from the discarder's hand (D8). Seat 1, open with 東東東, waits on 2p
# for a small win that meets the threshold: ready, so the 清一色 feeder (seat 3) stays liable.
# Seat 1's portion is now 30 × 4 × 放銃 1.5 × 開口 2 = 360, capped at 300 (the others stay under the
# cap, so no golden cap): seat 3 pays 120 + 300 + 120 = 540.
QQR_READY = with_(QING_QUANQIUREN, players=[
    {}, {"melds": [pung("東東東", 0)], "hand": "234m 678m 456s 2p"}, QING_QUANQIUREN["players"][2], {}])
del QQR_READY["discarder_ready"]
# A scattered hand with no open mouth is not ready: seat 1 pays for everyone, 420.
QQR_NOT_READY = with_(QING_QUANQIUREN, players=[
    {}, {"hand": "1m 3m 5m 7m 9m 1s 3s 5s 7s 9s 東 南 西"}, QING_QUANQIUREN["players"][2], {}])
del QQR_NOT_READY["discarder_ready"]

# 25. 皮子槓 with indicator 北: the laizi is the next kind in the full cycle, 中 (wild here in 34s+中);
# 北 and 西 are the pizi. W = 開口 2 × 自摸 2 = ×4 (soft).
PIZI_RD_LAIZI = win(
    indicator="N", options={"pizi_kong": True}, winner=1, hand="456m 789p 22s 34s 中", winning_tile="4s",
    by="self_draw",
    players=[{}, {"melds": [chow("123m", 0)]}, {"hongzhong_kongs": 1}, {"laizi_kongs": 1}])

# 26. 清一色 + 将一色 + 碰碰胡 + 槓上開 (four elements; laizi 5m wild inside the suit): 222p (open) 555p
# 888p, 2p+5m+5m, 8p+5m. The 8p are five with the laizi, as the source's "any tile" allows.
# W = 開口 2 × 紅中槓 2 = ×4 (soft; no self-draw factor with 槓上開).
FOUR_ELEMENTS = win(
    indicator="4m", winner=1, hand="555p 888p 8p 2p 5m 5m 5m", winning_tile="2p", by="self_draw",
    replacement=True, players=[{}, {"melds": [pung("222p", 0)], "hongzhong_kongs": 1}, {}, {}])

CASES = [
    # 1: min_points 0. seat0 4 × 荘家 2 × 開口 2 = 16; seat1 4; seat3 4 × 開口 2 × 紅中槓 2 = 16.
    ("small soft self-draw, no threshold", with_(SOFT_TSUMO, options={"min_points": 0}), {0: 16, 1: 4, 3: 16}),
    # 1b: seat 1 pays 4 < 8: every payer must reach the threshold in Wuhan, so no win.
    ("small soft self-draw, 8-point threshold fails", SOFT_TSUMO, None),
    # 1c: the same with threshold_scope any_payer: seat 0 reaches 16, so it is legal.
    ("threshold any_payer", with_(SOFT_TSUMO, options={"threshold_scope": "any_payer"}), {0: 16, 1: 4, 3: 16}),
    # 2: seat1 8; seat2 8 × 放銃 2 × 開口 2 = 32; seat3 8 × 暗槓 4 × 頼子槓 4 = 128. Seat 1 exactly 8: legal.
    ("dealer small hard ron", DEALER_RON, {1: 8, 2: 32, 3: 128}),
    # 3: base 30, W ×4 = 120. seat0 (dealer ×1) 120; seat1 放銃 ×1.5 = 180; seat3 120.
    # 包: seat 3 fed the third open meld and pays 120 + 180 + 120 = 420.
    ("清一色+碰碰胡+全求人, third-open-mouth liability", QING_QUANQIUREN, {0: 0, 1: 0, 3: 420}),
    # 3b: big_win_base doubling: three elements = 40: 160 + 240 + 160 = 560, seat 3 pays.
    ("three elements, doubling base", with_(QING_QUANQIUREN, options={"big_win_base": "doubling"}),
     {0: 0, 1: 0, 3: 560}),
    # 3c: the discarder was not ready: he supplied the 全求人 tile, which beats the 清一色 feeder (D7): 420.
    ("全求人 by a non-ready discarder", with_(QING_QUANQIUREN, discarder_ready=False), {0: 0, 1: 420, 3: 0}),
    # 4: 20 × 32 = 640; seat0 (open) 1280, seats 2 and 3 640: all ≥ 300 -> 金頂 400, no open mouth 陽光頂 500.
    ("槓上開 清一色, golden and sunshine caps", GANGKAI_QING, {0: 400, 2: 500, 3: 500}),
    # 4b: seat 0 without a meld: all three at the sunshine cap -> 三陽 600 each.
    ("triple sun", with_(GANGKAI_QING, players=[{}] + GANGKAI_QING["players"][1:]), {0: 600, 2: 600, 3: 600}),
    # 4c: caps raised (400/500/600/700): golden 500, sunshine 600.
    ("raised caps", with_(GANGKAI_QING, options={"caps": "raised"}), {0: 500, 2: 600, 3: 600}),
    # 5: seat0 30 × 開口 2 × 明槓 2 × 頼子槓 4·4 × 紅中槓 2 = 3840 -> cap 300; seat1 30; seat2 30 × 2 = 60.
    # Not every payer reaches 300, so no golden cap.
    ("soft 碰碰胡 self-draw, one payer capped", SOFT_PENGPENG, {0: 300, 1: 30, 2: 60}),
    # 5b: a 32-point threshold blocks it: seat 1 pays 30 < 32.
    ("32-point threshold blocks a big win", with_(SOFT_PENGPENG, options={"min_points": 32}), None),
    # 6: seat0 2 × 荘家 2 = 4; seat2 2 × 放銃 2 × 紅中槓 2 = 8: one payer reaches 8, enough in Jingzhou.
    ("Jingzhou small win, any-payer threshold", JZ_SMALL, {0: 4, 2: 8}),
    # 6b: without seat 2's hongzhong kong both pay 4 < 8: no win.
    ("Jingzhou threshold fails", with_(JZ_SMALL, players=[{}, JZ_SMALL["players"][1], {}]), None),
    # 7: seat0 (dealer ×1) 80; seat1 80 × 頼子槓 4 = 320 -> 300; only one payer capped: no golden cap.
    ("Jingzhou 清一色 self-draw ×2", JZ_QING, {0: 80, 1: 300}),
    # 8: automatic golden cap; no open mouths -> 500 each, both sunshine -> triple sun 600 each.
    ("Jingzhou 将一色 automatic golden cap", JZ_JIANG, {1: 600, 2: 600}),
    # 9: seat1 80; seat2 80 × 開口 2 = 160; seat3 80 × 放銃 1.5 = 120. Total 360.
    ("dealer 風一色+碰碰胡", FENG_PENGPENG, {1: 80, 2: 160, 3: 120}),
    # 9b: extended_liability: 風一色 with 4 open mouths; the third (北北北) came from seat 1: pays 360.
    ("extended liability 風一色", with_(FENG_PENGPENG, options={"extended_liability": True}), {1: 360, 2: 0, 3: 0}),
    # 10: base 30 × 8 = 240: seat0 (dealer ×1) 240; seat2 × 開口 2 = 480 -> 300; seat3 240.
    ("将一色+碰碰胡+槓上開", JIANG_GANGKAI, {0: 240, 2: 300, 3: 240}),
    # 10b: doubling base 40 × 8 = 320: all ≥ 300 -> golden 400 for seat 2 (open), 陽光頂 500 for seats 0 and 3.
    ("doubling base reaches the golden cap", with_(JIANG_GANGKAI, options={"big_win_base": "doubling"}),
     {0: 500, 2: 400, 3: 500}),
    # 11: 60 each (no payer factors).
    ("last-phase 碰碰胡 with a 3 pair: no 海底撈", HAIDI_NO, {0: 60, 1: 60, 2: 60}),
    # 11b: a 2m pair: 碰碰胡 + 海底撈 = 20, no self-draw factor: 20 × 2 × 2 = 80 each.
    ("海底撈 + 碰碰胡", with_(HAIDI_NO, hand="111s 444s 777p 22m", winning_tile="2m"), {0: 80, 1: 80, 2: 80}),
    # 12 (開口飜): seat0 4 × 荘家 2 = 8; seat2 4 × 放銃 2 × 開口 2 × 明槓 2 = 32; seat3 4 × 開口 2 = 8.
    ("開口飜", KOUKOU, {0: 8, 2: 32, 3: 8}),
    # 12b (口口飜): W = 開口 2·2 × 硬胡 2 = 8. seat0 8 × 2 = 16; seat2 8 × 放銃 2 × 開口 2 × 明槓 2 = 64;
    # seat3 8 × 開口 2·2 = 32.
    ("口口飜", with_(KOUKOU, options={"kou_kou_fan": True}), {0: 16, 2: 64, 3: 32}),
    # 13: seat0 8 × 荘家 2 = 16; seat1 8 × 紅中槓 2·2 = 32; seat3 8 × 頼子槓 4 = 32.
    ("紅中發財頼子槓", FA_KONG, {0: 16, 1: 32, 3: 32}),
    # 13b: without the option the laizi is 發 and 白 is an ordinary lone tile: no win.
    ("白 is not laizi without fa_as_hongzhong", with_(FA_KONG, options={"fa_as_hongzhong": False}), None),
    # 14: seat0 8 × 荘家 2 × 放銃 2 = 32; seat1 8; seat2 8 × 頼子槓 4 = 32.
    ("皮子槓", PIZI, {0: 32, 1: 8, 2: 32}),
    # 15: 10 × 1.5 × 4 = 60 each (dealer ×1 in a big win).
    ("清一色 self-draw", QING_TSUMO, {0: 60, 2: 60, 3: 60}),
    # 15b: one_suit_base_15: (15 + 5) × 4 = 80 each.
    ("清一色 self-draw, base 15", with_(QING_TSUMO, options={"one_suit_base_15": True}), {0: 80, 2: 80, 3: 80}),
    # 16: seat0 25 × 4 = 100; seat2 100; seat3 35 × 4 = 140.
    ("清一色+碰碰胡 on a discard, base 15", QING_PENG_15, {0: 100, 2: 100, 3: 140}),
    # 17: seat0 4 × 荘家 2 = 8; seat1 4 × 開口 2 = 8; seat3 4 × 放銃 2 = 8.
    ("laizi at face value is hard", FACE_VALUE, {0: 8, 1: 8, 3: 8}),
    # 18: seat0 640 (no open mouth); seat1 640 × 1.5 × 開口 2 = 1920; seat3 640: all ≥ 300 -> golden:
    # seat1 open 400, seats 0 and 3 陽光頂 500. The robbed seat 1 pays 500 + 400 + 500 = 1400.
    ("搶槓 with caps, robbed player liable", ROB_CAPPED, {0: 0, 1: 1400, 3: 0}),
    # 19: 30 each (dealer ×1 in a big win).
    ("any-tile wait by self-draw", ANY_TILE, {0: 30, 1: 30, 2: 30}),
    # 19b: the same wait may not win on a discard.
    ("any-tile wait on a discard", with_(ANY_TILE, by="ron", discarder=1), None),
    # 19c: the 4th 1p drawn wins too, the laizi pairing it (111p + 1p 5s): any tile means any tile. 30 each.
    ("any-tile wait: the fourth copy of a triplet", with_(ANY_TILE, hand="111p 999s 777m 1p 5s", winning_tile="1p"),
     {0: 30, 1: 30, 2: 30}),
    # 19d: a discarded laizi is never a winning tile (§9.2; 捨てられた頼子では上がれません).
    ("win on a discarded laizi", with_(ANY_TILE, winning_tile="5s", by="ron", discarder=1), None),
    # 20: no big element, two laizi in the hand: no win, even with no threshold.
    ("small win with two laizi", TWO_LAIZI_SMALL, None),
    # 21: seat 2 pays 60 × 3 = 180.
    ("self-drawn 清一色, third-open-mouth liability", QING_THIRD_TSUMO, {0: 0, 2: 180, 3: 0}),
    # 22: 16 each.
    ("dealer small self-draw", DEALER_TSUMO, {1: 16, 2: 16, 3: 16}),
    # 23: seat0 (dealer ×1) 20; seat1 20; seat3 20 × 放銃 1.5 = 30.
    ("風一色 with no shape, soft", FENG_NO_SHAPE, {0: 20, 1: 20, 3: 30}),
    # 24: see above.
    ("全求人, discarder ready from his hand", QQR_READY, {0: 0, 1: 0, 3: 540}),
    ("全求人, discarder not ready from his hand", QQR_NOT_READY, {0: 0, 1: 420, 3: 0}),
    # 25: seat0 4 × 荘家 2 = 8; seat2 4 × 皮子槓 2 = 8; seat3 4 × 頼子槓 4 = 16.
    ("皮子槓: 中 as the laizi", PIZI_RD_LAIZI, {0: 8, 2: 8, 3: 16}),
    # 26: additive 40 × 4 = 160 each.
    ("four elements, additive", FOUR_ELEMENTS, {0: 160, 2: 160, 3: 160}),
    # 26b: doubling 10·2·2·2 = 80 (D22) × 4 = 320 each: golden cap, no payer open -> triple sun 600.
    ("four elements, doubling base", with_(FOUR_ELEMENTS, options={"big_win_base": "doubling"}),
     {0: 600, 2: 600, 3: 600}),
    # 27: 槓上開 with a 3m pair in 碰碰胡: only 碰碰胡, so the self-draw ×1.5 applies (D5).
    # 10 × 開口 2 × 紅中槓 2 × 硬胡 2 × 1.5 = 120 each.
    ("replacement win, 碰碰胡 with a 3 pair: no 槓上開",
     with_(HAIDI_NO, last_phase=False, replacement=True,
           players=[{}, {}, {}, {"melds": [pung("999p", 2)], "hongzhong_kongs": 1}]), {0: 120, 1: 120, 2: 120}),
    # 28: 清一色 in dots with the laizi 5s standing for 9p: soft; 10 × 開口 2 × 1.5 = 30 each.
    ("清一色 with an off-suit laizi as wildcard",
     win(winner=1, hand="123p 456p 78p 22p 5s", winning_tile="2p", by="self_draw",
         players=[{}, {"melds": [pung("999p", 2)]}, {}, {}]), {0: 30, 2: 30, 3: 30}),
    # 29: two laizi as the pair are read at face value (D18): a hard 碰碰胡. 10 × 2 × 2 × 1.5 = 60 each.
    ("two-laizi pair is hard", with_(ANY_TILE, hand="111p 999s 777m 5s 5s", winning_tile="5s"),
     {0: 60, 1: 60, 2: 60}),
    # 30: caps raised_800 (400/500/600/800): the triple sun of case 4b is 800 each.
    ("triple sun at 800", with_(GANGKAI_QING, players=[{}] + GANGKAI_QING["players"][1:],
                                options={"caps": "raised_800"}), {0: 800, 2: 800, 3: 800}),
]


@pytest.mark.parametrize("name,data,pays", CASES, ids=[c[0] for c in CASES])
def test_audit_case(name, data, pays):
    state, how = build(data)
    b = score(state, how)
    if pays is None:
        assert b is None
        return
    assert b is not None
    assert {row["payer"]: row["pays"] for row in b["payers"]} == pays
    assert b["total"] == sum(pays.values())

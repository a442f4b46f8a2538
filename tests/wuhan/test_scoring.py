"""Payments (spec §11-§13) on hands computed by hand: the arithmetic is in the comments."""

from __future__ import annotations

import pytest

from rules.core.options import resolve
from rules.core.text import render, set_language
from rules.wuhan.options import OPTIONS, make_rules
from rules.wuhan.scoring import Holding, Reading, Situation, settle

H = Holding
OPEN = H(open_mouths=1)


def rules(players: int = 4, **options):
    if players == 3:
        options.setdefault("variant", "jingzhou")
    return make_rules(players, resolve(OPTIONS, options))


def pays(result) -> dict[int, int]:
    return {row["payer"]: row["pays"] for row in result["payers"]}


def uncapped(result) -> dict[int, int]:
    return {row["payer"]: row["uncapped"] for row in result["payers"]}


def test_worked_example_16_16_64():
    # §11.7: A (0) dealer, open; B (1) discarder, open; C (2) open, 1 hongzhong kong, 1 laizi kong;
    # D (3) small hard win, open. Winner ×2 hard ×2 open = ×4 for every payer.
    # A: 1×4 ×2 dealer ×2 open = 16; B: 1×4 ×2 discarder ×2 open = 16; C: 1×4 ×2 open ×2 ×4 = 64.
    sit = Situation(3, 0, (OPEN, OPEN, H(1, hongzhong_kongs=1, laizi_kongs=1), OPEN), self_draw=False, discarder=1)
    result = settle(rules(), sit, Reading((), hard=True))
    assert pays(result) == {0: 16, 1: 16, 2: 64} and result["total"] == 96 and result["valid"]
    formula = result["payers"][0]["formula"]  # a msg(): the breakdown is kept in no language
    assert render(formula) == "1 (小胡) × 2 (seat 4 開口) × 2 (seat 4 硬胡) × 2 (seat 1 開口) × 2 (seat 1 荘家) = 16"
    set_language("ja")
    try:
        assert render(formula) == "1 (小胡) × 2 (席4 開口) × 2 (席4 硬胡) × 2 (席1 開口) × 2 (席1 荘家) = 16"
    finally:
        set_language("en")


def test_each_doubling_of_both_sides():
    # Winner (1): open, 1 concealed kong ×4, 1 exposed kong ×2, soft, self-draw small ×2:
    # 1 × 2 × 4 × 2 × 2 = 32 for every payer before the payer's own factors.
    winner = H(open_mouths=2, exposed_kongs=1, concealed_kongs=1)
    payers = (H(), H(), H(open_mouths=1, exposed_kongs=1, hongzhong_kongs=2, laizi_kongs=1), H(concealed_kongs=2))
    sit = Situation(1, 0, (payers[0], winner, payers[2], payers[3]), self_draw=True)
    result = settle(rules(min_points=0, caps="kou_kou"), sit, Reading((), hard=False))
    # 0: dealer ×2 = 64; 2: open ×2, exposed kong ×2, hongzhong ×2², laizi ×4 = 32×2×2×4×4 = 2048 → cap 600;
    # 3: concealed kongs ×4² = 512
    assert uncapped(result) == {0: 64, 2: 2048, 3: 512}
    assert pays(result) == {0: 64, 2: 600, 3: 512}


def test_big_win_half_fan_and_dealer_factor():
    # 清一色 by self-draw: 10 × 2 open × 1.5 self-draw = 30; hard ×2 → 60. Dealer ×1 in a big win.
    sit = Situation(2, 0, (H(), H(), OPEN, H()), self_draw=True)
    result = settle(rules(), sit, Reading(("qing",), hard=True))
    assert pays(result) == {0: 60, 1: 60, 3: 60}
    # on a discard: the discarder pays ×1.5, the others ×1: 10 × 2 × 2 = 40, discarder 60
    sit = Situation(2, 0, (H(), H(), OPEN, H()), self_draw=False, discarder=3)
    assert pays(settle(rules(), sit, Reading(("qing",), hard=True))) == {0: 40, 1: 40, 3: 60}


def test_gangkai_and_haidi_contain_the_self_draw():
    # 槓上開 + 碰碰胡 = 20; no self-draw factor: 20 × 2 open = 40 (soft)
    sit = Situation(2, 1, (H(), H(), OPEN, H()), self_draw=True)
    assert pays(settle(rules(), sit, Reading(("pengpeng", "gangkai"), hard=False))) == {0: 40, 1: 40, 3: 40}
    # D5: a 碰碰胡 self-drawn on a replacement with a non-2/5/8 pair scores 碰碰胡 alone with ×1.5: 30
    assert pays(settle(rules(), sit, Reading(("pengpeng",), hard=False))) == {0: 30, 1: 30, 3: 30}


def test_jingzhou_doubles_instead_of_half_fan():
    # Jingzhou: the self-draw of a big win is ×2: 10 × 2 open × 2 = 40
    sit = Situation(1, 0, (H(), OPEN, H()), self_draw=True)
    assert pays(settle(rules(3), sit, Reading(("qing",), hard=False))) == {0: 40, 2: 40}


def test_threshold_all_payers_and_any_payer():
    # small soft ron, winner open: ×2; payer 0 (dealer) ×2 = 4 < 8 → 4p threshold fails
    sit = Situation(1, 0, (H(), OPEN, H(), H()), self_draw=False, discarder=2)
    result = settle(rules(), sit, Reading((), hard=False))
    assert uncapped(result) == {0: 4, 2: 4, 3: 2} and not result["valid"]
    assert settle(rules(min_points=0), sit, Reading((), hard=False))["valid"]
    # the same hand hard: 8, 8, 4: still not every payer ≥ 8; with any_payer it is legal
    assert not settle(rules(), sit, Reading((), hard=True))["valid"]
    assert settle(rules(threshold_scope="any_payer"), sit, Reading((), hard=True))["valid"]
    # Jingzhou (auto: any payer): seat 0 dealer 2 × 2 × 2 = 8 ≥ 8 while seat 2 owes 2 × 2 = 4
    sit3 = Situation(1, 0, (H(), OPEN, H()), self_draw=False, discarder=None)
    assert settle(rules(3), sit3, Reading((), hard=True))["valid"]


def test_threshold_32_can_block_a_big_win():
    # 10 × 2 open × 1.5 self-draw = 30 < 32 for a payer with nothing (D3)
    sit = Situation(1, 2, (H(), OPEN, H(open_mouths=1), H()), self_draw=True)
    result = settle(rules(min_points=32), sit, Reading(("qing",), hard=False))
    assert uncapped(result)[0] == 30 and not result["valid"]


def test_caps_golden_sunshine_triple():
    big = H(open_mouths=1, concealed_kongs=2)  # winner: 10 × 2 × 16 = 320 for each payer already
    sit = Situation(0, 0, (big, H(), OPEN, OPEN), self_draw=False, discarder=2)
    result = settle(rules(), sit, Reading(("qing",), hard=False))
    # every payer ≥ 300 → golden 400; seat 1 has no open mouth → sunshine 500
    assert pays(result) == {1: 500, 2: 400, 3: 400}
    assert [row["tier"] for row in result["payers"]] == ["sunshine", "golden", "golden"]
    # nobody has an open mouth → triple sun, 600 each
    sit = Situation(0, 0, (big, H(), H(), H()), self_draw=False, discarder=2)
    assert pays(settle(rules(), sit, Reading(("qing",), hard=False))) == {1: 600, 2: 600, 3: 600}
    # one payer below 300: plain caps only. 10 × 2 × 4 (one concealed kong) = 80; ×2 open = 160;
    # seat 1 with 2 laizi kongs: 80 × 16 = 1280 → 300
    sit = Situation(0, 3, (H(open_mouths=1, concealed_kongs=1), H(laizi_kongs=2), OPEN, H()), self_draw=False,
                    discarder=2)
    result = settle(rules(), sit, Reading(("qing",), hard=False))
    assert pays(result) == {1: 300, 2: 240, 3: 80}  # seat 2: 80 × 2 open × 1.5 discarder = 240


@pytest.mark.parametrize("caps,expected", [("raised", (500, 600)), ("raised_800", (500, 600)), ("kou_kou", (800, 1000))])
def test_cap_tables(caps, expected):
    huge = H(open_mouths=1, concealed_kongs=4)  # 10 × 2 × 256 = 5120 for each payer
    sit = Situation(0, 0, (huge, H(), OPEN, OPEN), self_draw=False, discarder=2)
    result = settle(rules(caps=caps), sit, Reading(("qing",), hard=False))
    assert pays(result) == {1: expected[1], 2: expected[0], 3: expected[0]}


def test_jingzhou_auto_golden_for_feng_and_jiang():
    # 風一色 in Jingzhou: 400 for an open payer, 500 for one without, whatever the arithmetic
    sit = Situation(1, 0, (OPEN, OPEN, H()), self_draw=False, discarder=2)
    result = settle(rules(3), sit, Reading(("feng",), hard=True))
    assert pays(result) == {0: 400, 2: 500} and result["threshold"]["waived"]
    sit = Situation(1, 0, (H(), OPEN, H()), self_draw=False, discarder=2)
    assert pays(settle(rules(3), sit, Reading(("jiang",), hard=True))) == {0: 600, 2: 600}
    # ... but not in Wuhan: 10 × 2 × 2 hard = 40; dealer ×1 open ×2 = 80; discarder ×1.5 = 60; seat 3 40
    sit = Situation(1, 0, (OPEN, OPEN, H(), H()), self_draw=False, discarder=2)
    assert pays(settle(rules(), sit, Reading(("feng",), hard=True))) == {0: 80, 2: 60, 3: 40}


def test_liability_third_open_mouth_of_qing():
    # 清一色 with three open melds, the third fed by seat 3: seat 3 pays everyone's share.
    # Self-draw: 10 × 2 open × 1.5 = 30 each → seat 3 pays 90.
    sit = Situation(1, 0, (H(), H(3), H(), H()), self_draw=True, third_mouth_from=3)
    result = settle(rules(), sit, Reading(("qing",), hard=False))
    assert pays(result) == {0: 0, 2: 0, 3: 90} and result["liable"] == 3
    # 将一色 too only with extended_liability
    assert settle(rules(), sit, Reading(("jiang",), hard=False))["liable"] is None
    assert settle(rules(extended_liability=True), sit, Reading(("jiang",), hard=False))["liable"] == 3


def test_liability_quanqiu_non_ready_discarder_beats_the_qing_feeder():
    # 全求人 + 清一色 on seat 2's discard, seat 2 not ready; the third mouth came from seat 0 (D7).
    # 20 × 2 open = 40; seat 0 dealer ×1 → 40; seat 2 discarder ×1.5 → 60; seat 3 → 40. Seat 2 pays 140.
    sit = Situation(1, 0, (H(), H(4), H(), H()), self_draw=False, discarder=2, third_mouth_from=0,
                    discarder_ready=False)
    result = settle(rules(), sit, Reading(("qing", "quanqiu"), hard=False))
    assert result["liable"] == 2 and pays(result) == {0: 0, 2: 140, 3: 0}
    ready = Situation(1, 0, (H(), H(4), H(), H()), self_draw=False, discarder=2, third_mouth_from=0)
    assert settle(rules(), ready, Reading(("qing", "quanqiu"), hard=False))["liable"] == 0


def test_liability_cap_tiers_judged_per_original_payer():
    # robbed kong: seat 2 pays all; each share capped as usual (D7): 10 × 2 × 16 (2 concealed kongs)
    # = 320 → every payer ≥ 300: golden 400, seat 1 (no open mouth) sunshine 500; seat 2 pays 1300
    big = H(open_mouths=1, concealed_kongs=2)
    sit = Situation(0, 3, (big, H(), OPEN, OPEN), self_draw=False, discarder=2, robbed=True)
    result = settle(rules(), sit, Reading(("qiangkong",), hard=False))
    assert pays(result) == {1: 0, 2: 1300, 3: 0}


def test_big_win_base_options():
    sit = Situation(1, 0, (H(), OPEN, H(), H()), self_draw=False, discarder=2)
    three = Reading(("pengpeng", "qing", "quanqiu"), hard=False)
    # additive: 30 × 2 open = 60 for seat 3; doubling: 40 × 2 = 80 (D22)
    assert pays(settle(rules(), sit, three))[3] == 60
    assert pays(settle(rules(big_win_base="doubling"), sit, three))[3] == 80
    # 15-point one-suit elements: 清一色 15 + 碰碰胡 10 = 25, × 2 open = 50 for seat 3;
    # the discarder: 20 + 15 = 35 (D23), × 2 = 70
    two = Reading(("pengpeng", "qing"), hard=False)
    assert pays(settle(rules(one_suit_base_15=True), sit, two)) == {0: 50, 2: 70, 3: 50}


def test_kou_kou_fan_doubles_each_open_mouth():
    # 口口飜: winner with 3 open mouths ×8, payer with 2 ×4: 1 × 8 × 4 = 32 (soft self-draw ×2 → 64)
    sit = Situation(1, 0, (H(), H(3), H(2), H()), self_draw=True)
    result = settle(rules(kou_kou_fan=True, min_points=0), sit, Reading((), hard=False))
    assert uncapped(result)[2] == 64 and uncapped(result)[3] == 16


def test_option_combinations_the_texts_exclude():
    with pytest.raises(ValueError):
        make_rules(4, resolve(OPTIONS, {"fa_as_hongzhong": True, "pizi_kong": True}))
    with pytest.raises(ValueError):
        make_rules(3, resolve(OPTIONS, {"variant": "jingzhou", "kou_kou_fan": True}))
    with pytest.raises(ValueError):
        make_rules(4, resolve(OPTIONS, {"one_suit_base_15": True, "big_win_base": "doubling"}))
    with pytest.raises(ValueError):
        make_rules(4, resolve(OPTIONS, {"variant": "jingzhou"}))

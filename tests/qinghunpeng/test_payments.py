"""Qing-Hun-Peng payments (spec §9), the three-mouth liability (§10) and several winners (§7.4),
computed by hand with V = 100 unless a case says otherwise.  Deltas are listed for seats 0-3."""

from __future__ import annotations

import pytest

from rules.mahjong.melds import Meld
from rules.qinghunpeng.payments import (claim_count, flower_win, forms_relation, relations_from_melds,
                                        settle_win, settle_wins)

V = 100


def deltas(winner, source, payer=None, relations=(), ready=False, value=V, **opts):
    s = settle_win(winner, source, value, payer, list(relations), ready, opts)
    d = s.deltas
    assert sum(d.values()) == 0
    return [d[i] for i in range(4)]


def test_normal_payments():
    assert deltas(0, "draw") == [300, -100, -100, -100]  # each other pays V
    assert deltas(0, "replacement") == [300, -100, -100, -100]  # 槓開 pays as a self-draw
    assert deltas(0, "discard", 2) == [100, 0, -100, 0]  # the discarder alone pays V
    assert deltas(0, "rob", 3) == [300, 0, 0, -300]  # the kong maker pays 3V


def test_xiaobao_both_ways():
    # relation (0 called 3 times from 1). 0 self-draws: 1 pays V + 2V = 300, 2 and 3 pay V → 500
    assert deltas(0, "draw", relations=[(0, 1)]) == [500, -300, -100, -100]
    # the relation binds both ways: 1 wins, 0 pays 3V
    assert deltas(1, "draw", relations=[(0, 1)]) == [-300, 500, -100, -100]


def test_dabao():
    # 大包: the partner pays 5V, the other two nothing (the winner still gets 500)
    assert deltas(0, "draw", relations=[(0, 1)], big_pao=True) == [500, -500, 0, 0]
    # no relation: 大包 changes nothing
    assert deltas(0, "draw", big_pao=True) == [300, -100, -100, -100]


def test_discard_by_the_partner():
    assert deltas(0, "discard", 1, [(0, 1)]) == [100, -100, 0, 0]  # nothing extra
    # 自銃両家: the partner pays 2V
    assert deltas(0, "discard", 1, [(0, 1)], pao_self_discard_double=True) == [200, -200, 0, 0]


def test_discard_by_a_third_player():
    # 2 discards, ready: 一人一家, 2 and partner 1 pay V each
    assert deltas(0, "discard", 2, [(0, 1)], ready=True) == [200, -100, -100, 0]
    # not ready: 2 pays 2V alone
    assert deltas(0, "discard", 2, [(0, 1)], ready=False) == [200, 0, -200, 0]
    # the split option: V each even when not ready
    assert deltas(0, "discard", 2, [(0, 1)], pao_split_even_if_not_ready=True) == [200, -100, -100, 0]


def test_robbing():
    # robbing 3's kong, partner 1: 3 pays 3V and 1 pays 3V
    assert deltas(0, "rob", 3, [(0, 1)]) == [600, -300, 0, -300]
    # robbing the partner's own kong: 3V only; 6V under 自銃両家 (D-18)
    assert deltas(0, "rob", 1, [(0, 1)]) == [300, -300, 0, 0]
    assert deltas(0, "rob", 1, [(0, 1)], pao_self_discard_double=True) == [600, -600, 0, 0]


def test_several_relations():
    # two partners: (0←1) and (2←0). Self-draw: 1 pays V + 2V, 2 pays V + 2V, 3 pays V → 700
    assert deltas(0, "draw", relations=[(0, 1), (2, 0)]) == [700, -300, -300, -100]
    # 大包: 3's V goes to the earliest relation's partner (1): 1 pays 400
    assert deltas(0, "draw", relations=[(0, 1), (2, 0)], big_pao=True) == [700, -400, -300, 0]
    assert deltas(0, "draw", relations=[(2, 0), (0, 1)], big_pao=True) == [700, -300, -400, 0]
    # two relations with the same partner (0←1 and 1←0): 1 pays V + 2V + 2V = 5V
    assert deltas(0, "draw", relations=[(0, 1), (1, 0)]) == [700, -500, -100, -100]
    # third-party discard by 3, not ready, two partners: 3 pays V + V + V
    assert deltas(0, "discard", 3, [(0, 1), (2, 0)]) == [300, 0, 0, -300]
    # relations not involving the winner are ignored
    assert deltas(0, "draw", relations=[(2, 3)]) == [300, -100, -100, -100]


def test_pao_off():
    assert deltas(0, "draw", relations=[(0, 1)], three_mouth_pao=False) == [300, -100, -100, -100]


def test_several_winners():
    # 3 discards; 0 wins V 100, 1 wins V 50 with relation (1←2) and 3 not ready: 3 pays 100 + 50 + 50
    a = settle_win(0, "discard", 100, 3, [(1, 2)], False, {})
    b = settle_win(1, "discard", 50, 3, [(1, 2)], False, {})
    assert settle_wins([a, b]) == {0: 100, 1: 100, 2: 0, 3: -200}


def test_claim_records():
    chow = Meld("chow", (0, 1, 2), 0, 3)
    pon = Meld("pung", (9, 9, 9), 9, 3)
    added = Meld("kong_added", (27, 27, 27, 27), 27, 3)  # still the one claim of its pung
    ckong = Meld("kong_concealed", (31,) * 4)
    assert claim_count([chow, pon, ckong], 3) == 2
    assert not forms_relation([chow, pon], 3)
    assert forms_relation([chow, pon, added], 3)
    assert not forms_relation([chow, pon, added, Meld("pung", (18,) * 3, 18, 3)], 3)  # a 4th forms none
    assert relations_from_melds({0: [chow, pon, added], 1: [], 3: [Meld("pung", (5,) * 3, 5, 0)]}) == [(0, 3)]


def test_flower_wins():
    assert flower_win("seven_catch_one", 2, 0, {}).deltas == {0: -200, 1: 0, 2: 200, 3: 0}
    assert flower_win("eight_flowers", 1, None, {}).deltas == {0: -200, 1: 600, 2: -200, 3: -200}


@pytest.mark.parametrize("args", [
    (0, "draw", 100, 1), (0, "discard", 100, None), (0, "discard", 100, 0), (0, "tsumo", 100, None),
    (4, "draw", 100, None), (0, "draw", 0, None),
])
def test_bad_input(args):
    with pytest.raises(ValueError):
        settle_win(*args, [], False, {})

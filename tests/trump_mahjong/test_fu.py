"""Trump Mahjong fu (spec §11.1) and base points (§11.3) on hands worked out by hand."""

from __future__ import annotations

import pytest

from rules.trump_mahjong.fu import FU_ITEMS, fu_label, set_fu
from rules.trump_mahjong.hands import ScoredSet
from rules.trump_mahjong.scoring import base_points
from tests.trump_mahjong.scorerig import meld as M
from tests.trump_mahjong.scorerig import win

# (name, concealed incl. the winning card, winning card, melds, context, expected fu items, total)
CASES = [
    # pinfu tsumo is exactly 20: no +2 for the tsumo
    ("pinfu tsumo", "r234 r567 b345 b678 b22", "r2", (), {"tsumo": True}, {"base": 20, "pinfu_tsumo": 0}, 20),
    # pinfu ron: 20 + 10 = 30
    ("pinfu ron", "r123 r456 b789 b234 rTT", "r4", (), {}, {"base": 20, "closed_ron": 10}, 30),
    # closed tsumo, no pinfu (J pair): 20 + 2 = 22 -> 30
    ("closed tsumo", "r123 r456 b789 b234 rJJ", "r4", (), {"tsumo": True}, {"base": 20, "tsumo": 2}, 30),
    # kanchan: 20 + 10 + 2 = 32 -> 40
    ("kanchan", "r123 r456 b789 b234 rTT", "r5", (), {"riichi": True},
     {"base": 20, "closed_ron": 10, "kanchan": 2}, 40),
    # penchan 1-2 waiting on 3: 20 + 10 + 2 = 32 -> 40
    ("penchan low", "r123 r456 b789 b234 rTT", "r3", (), {"riichi": True},
     {"base": 20, "closed_ron": 10, "penchan": 2}, 40),
    # penchan 8-9 waiting on 7: 20 + 10 + 2 = 32 -> 40
    ("penchan high", "r123 r456 b789 b234 rTT", "b7", (), {"riichi": True},
     {"base": 20, "closed_ron": 10, "penchan": 2}, 40),
    # open, two-sided: 20 -> 30 (an open hand of 20 counts 30)
    ("open minimum", "r567 b345 b678 b22", "b5", (M("chow", "r234"),), {},
     {"base": 20, "open_minimum": 10}, 30),
    # concealed yaochu pung 8 (rK) + closed ron 10: 38 -> 40
    ("concealed K pung", "rKKK r234 b567 b345 b88", "r2", (), {}, {"base": 20, "closed_ron": 10, "concealed_pung": 8}, 40),
    # open yaochu pung 4: 24 -> 30
    ("open K pung", "r234 b567 b345 b88", "r2", (M("pung", "rKKK"),), {}, {"base": 20, "pung": 4}, 30),
    # open simple 2 (r5) + open yaochu 4 (b9) + concealed simples 4 + 4 + tanki 2 = 36 -> 40
    ("toitoi tanki", "r222 b777 b33", "b3", (M("pung", "r555"), M("pung", "b999")), {},
     {"base": 20, "pung": 6, "concealed_pung": 8, "tanki": 2}, 40),
    # shanpon ron: b7 becomes open (2); r2 r5 concealed (4+4), bQ concealed (8); 20+10+18 = 48 -> 50
    ("shanpon ron", "r222 r555 b777 bQQQ b33", "b7", (), {},
     {"base": 20, "closed_ron": 10, "pung": 2, "concealed_pung": 16}, 50),
    # concealed yaochu kong 32 + tsumo 2: 54 -> 60
    ("concealed honour kong", "r234 r567 b345 b88", "r2", (M("kong_concealed", "bQQQQ"),), {"tsumo": True, "rinshan": True},
     {"base": 20, "tsumo": 2, "concealed_kong": 32}, 60),
    # open simple kong 8 + open yaochu kong 16 + tanki 2, open ron: 46 -> 50
    ("open kongs", "r234 b345 b66", "b6", (M("kong_exposed", "r5555"), M("kong_added", "bJJJJ")), {"houtei": True},
     {"base": 20, "kong": 24, "tanki": 2}, 50),
    # concealed simple kong 16 + tsumo 2: 38 -> 40
    ("concealed simple kong", "r234 r567 b345 bTT", "r2", (M("kong_concealed", "r8888"),), {"tsumo": True},
     {"base": 20, "tsumo": 2, "concealed_kong": 16}, 40),
    # K pair +2 (the only value pair, D-6) with a kanchan: 20 + 10 + 2 + 2 = 34 -> 40
    ("K pair", "r123 r456 b789 b234 bKK", "r5", (), {"riichi": True},
     {"base": 20, "closed_ron": 10, "king_pair": 2, "kanchan": 2}, 40),
    # a Q pair gives nothing: 20 + 10 + 2 = 32 -> 40
    ("Q pair", "r123 r456 b789 b234 bQQ", "r5", (), {"riichi": True},
     {"base": 20, "closed_ron": 10, "kanchan": 2}, 40),
]


@pytest.mark.parametrize("name,concealed,card,melds,ctx,items,total", CASES, ids=[c[0] for c in CASES])
def test_fu(name, concealed, card, melds, ctx, items, total):
    s = win(concealed, card, melds, None, **ctx)
    assert s is not None
    got: dict[str, int] = {}
    for i in s.fu_items:
        got[i.what] = got.get(i.what, 0) + i.fu
    assert got == items
    assert s.fu == total


@pytest.mark.parametrize("kind,first,concealed,fu", [
    ("pung", 4, False, 2), ("pung", 4, True, 4), ("pung", 0, False, 4), ("pung", 27, True, 8),
    ("kong", 4, False, 8), ("kong", 4, True, 16), ("kong", 17, False, 16), ("kong", 34, True, 32),
    ("chow", 0, True, 0),
])
def test_set_fu(kind, first, concealed, fu):
    assert set_fu(ScoredSet(kind, first, concealed)) == fu


@pytest.mark.parametrize("han,fu,options,base,limit", [
    (1, 30, None, 240, ""),  # 30 × 2^3
    (3, 40, None, 1280, ""),  # 40 × 2^5
    (4, 30, None, 1920, ""),  # 30 × 2^6: no kiriage mangan
    (4, 40, None, 2000, "mangan"),  # 40 × 64 = 2,560 -> capped
    (3, 70, None, 2000, "mangan"),  # 70 × 32 = 2,240
    (5, 20, None, 2000, "mangan"),
    (6, 30, None, 3000, "haneman"), (7, 30, None, 3000, "haneman"),
    (8, 30, None, 4000, "baiman"), (10, 30, None, 4000, "baiman"),
    (11, 30, None, 6000, "sanbaiman"), (12, 30, None, 6000, "sanbaiman"),
    (13, 30, None, 8000, "kazoe_yakuman"), (20, 30, None, 8000, "kazoe_yakuman"),
    (13, 30, {"kazoe_yakuman": False}, 6000, "sanbaiman"),
])
def test_base_points(han, fu, options, base, limit):
    assert base_points(han, fu, options) == (base, limit)


def test_fu_labels():
    assert all(fu_label(w) for w in FU_ITEMS)

"""Trump Mahjong fu (符, spec §11.1), item by item.

API:
- ``FuItem(what, fu, kind)``: ``what`` one of FU_ITEMS; ``kind`` the set's or pair's kind (None
  for the base, ron, tsumo and wait items).  ``fu_label(what) -> str`` names it (tr()).
- ``fu_of(reading, tsumo, pinfu) -> tuple[list[FuItem], int]``: the items and the total, rounded
  up to 10, with the fixed values: pinfu tsumo 20, an open hand of 20 counts 30.
"""

from __future__ import annotations

from typing import NamedTuple

from rules.core.text import N_, tr
from rules.trump_mahjong.hands import Reading, ScoredSet, is_yaochu

FU_LABELS = {
    "base": N_("Base (副底)"),
    "closed_ron": N_("Closed hand won by ron"),
    "tsumo": N_("Tsumo"),
    "pung": N_("Open pung"),
    "concealed_pung": N_("Concealed pung"),
    "kong": N_("Open kong"),
    "concealed_kong": N_("Concealed kong"),
    "king_pair": N_("Pair of kings"),
    "kanchan": N_("Closed wait (kanchan)"),
    "penchan": N_("Edge wait (penchan)"),
    "tanki": N_("Pair wait (tanki)"),
    "open_minimum": N_("Open hand: 30 at least"),
    "pinfu_tsumo": N_("Pinfu tsumo: exactly 20"),
}
FU_ITEMS = tuple(FU_LABELS)
KING_KINDS = (30, 34)


class FuItem(NamedTuple):
    what: str
    fu: int
    kind: int | None = None


def fu_label(what: str) -> str:
    return tr(FU_LABELS[what])


def set_fu(s: ScoredSet) -> int:
    """Simple pung open 2 / concealed 4; yaochu ×2; a kong ×4 (§11.1)."""
    if s.kind == "chow":
        return 0
    fu = 2 * (2 if s.concealed else 1) * (2 if is_yaochu(s.first) else 1)
    return fu * 4 if s.kind == "kong" else fu


def fu_of(r: Reading, tsumo: bool, pinfu: bool) -> tuple[list[FuItem], int]:
    if pinfu and tsumo:
        return [FuItem("base", 20), FuItem("pinfu_tsumo", 0)], 20
    items = [FuItem("base", 20)]
    if r.closed and not tsumo:
        items.append(FuItem("closed_ron", 10))
    if tsumo:
        items.append(FuItem("tsumo", 2))
    for s in r.sets:
        fu = set_fu(s)
        if fu:
            what = s.kind if s.kind == "kong" else "pung"
            items.append(FuItem(("concealed_" + what) if s.concealed else what, fu, s.first))
    if r.pair in KING_KINDS:
        items.append(FuItem("king_pair", 2, r.pair))
    if r.wait in ("kanchan", "penchan", "tanki"):
        items.append(FuItem(r.wait, 2))
    raw = sum(i.fu for i in items)
    total = -(-raw // 10) * 10
    if total == 20 and not r.closed:
        items.append(FuItem("open_minimum", 10))
        total = 30
    return items, total

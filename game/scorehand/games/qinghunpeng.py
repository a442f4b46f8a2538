"""Shanghai Qing-Hun-Peng (清混碰): a win with its flowers (docs/qinghunpeng-calculator.md); flower
wins, several winners and other three-mouth relations are left to the command line."""

from __future__ import annotations

from typing import Any

from game.scorehand.common import (hand_groups, kind_label, option_fields, tile_codes, tile_order, tile_palette, tiles_text,
                                   win_build, win_load)
from game.scorehand.form import Adapter, Entry, Field, Group, Zone, fixed, flag, from_seats, seats, when
from rules.core.text import tr
from rules.mahjong.tiles import is_flower, tile_from_code
from rules.qinghunpeng.options import OPTIONS

OPTION_IDS = ("base_points", "hua_value", "lazi_hua", "menqing_double", "three_mouth_pao", "big_pao",
              "pao_self_discard_double", "pao_split_even_if_not_ready")


def adapter() -> Adapter:
    kinds = [("chow", tr("Chow")), ("pung", tr("Pung")), ("kong_exposed", tr("Exposed kong")),
             ("kong_added", tr("Added kong")), ("kong_concealed", tr("Concealed kong"))]
    meld_fields = (Field("kind", tr("Meld"), fixed(kinds), "pung"),
                   Field("from", tr("From"), lambda e, v: from_seats(4, (e.values.get("winner"),)), 1,
                         lambda e, v: v.get("kind") != "kong_concealed"))
    sources = [("draw", tr("self-draw (自摸)")), ("replacement", tr("replacement draw (槓開)")),
               ("rob", tr("robbing a kong (搶槓)")), ("discard", tr("a discard (点胡)"))]
    fields = (
        Field("winner", tr("Winner"), fixed(seats(4)), 0),
        Field("by", tr("Won by"), fixed(sources), "draw"),
        Field("payer", tr("Paid by"), lambda e, v: seats(4, (e.values.get("winner"),)), 1, when("by", "discard", "rob")),
        flag("last_draw", tr("Last tiles of the wall (海底撈)"), when("by", "draw", "replacement")),
        Field("discarder_ready", tr("Discarder was ready"),
              lambda e, v: [(None, tr("not given")), (True, tr("yes")), (False, tr("no"))], None, when("by", "discard")),
    ) + option_fields(OPTIONS, OPTION_IDS, {"base_points": (10, 20, 30, 50, 100), "hua_value": (5, 10, 20),
                                            "lazi_hua": (4, 8)})

    def build(entry: Entry) -> dict[str, Any]:
        out = win_build("qinghunpeng", entry, fields, meld_fields, tiles_text, "winning_tile", "tiles")
        if entry.pieces("flowers"):
            out["flowers"] = tiles_text(entry.pieces("flowers"))
        return out

    def load(data: dict[str, Any]) -> Entry:
        entry = win_load(data, fields, meld_fields, tile_codes, "winning_tile", "tiles", ("flowers",))
        flowers = data.get("flowers", 0)
        codes = [f"F{i + 1}" for i in range(flowers)] if isinstance(flowers, int) else tile_codes(flowers)
        entry.groups.append(Group("flowers", codes))
        return entry

    return Adapter(
        game="qinghunpeng", name=tr("Qing-Hun-Peng (清混碰)"), material="tiles",
        palette=lambda e: tile_palette(flowers=True), copies=lambda code: 1 if is_flower(tile_from_code(code)) else 4,
        zones=(Zone("hand", tr("In hand"), 13), Zone("win", tr("Winning tile"), 1),
               Zone("meld", tr("Meld"), 4, most=4, fields=meld_fields), Zone("flowers", tr("Flowers"), 8)),
        fields=fields, build=build, load=load, order=tile_order,
        hand_groups=lambda e: hand_groups(e, label=kind_label(kinds)) + (
            [{"cards": e.pieces("flowers"), "label": tr("Flowers")}] if e.pieces("flowers") else []))

"""Kawuxing (卡五星): a win (docs/kawuxing-calculator.md); runs of kongs and drawn hands are left
to the command line."""

from __future__ import annotations

from typing import Any

from game.scorehand.common import (hand_groups, kind_label, option, option_fields, tile_codes, tile_order, tile_palette, tiles_text,
                                   win_build, win_load)
from game.scorehand.form import Adapter, Entry, Field, Zone, fixed, flag, seats, when
from rules.core.text import tr
from rules.kawuxing.options import OPTIONS

OPTION_IDS = ("unit", "max_doubles", "double_dragon_four_doubles", "plain_hand_self_draw_only", "removed_suit")


def adapter() -> Adapter:
    kinds = [("pung", tr("Pung")), ("kong_exposed", tr("Direct kong")), ("kong_added", tr("Growing kong")),
             ("kong_concealed", tr("Closed kong"))]
    meld_fields = (Field("kind", tr("Meld"), fixed(kinds), "pung"),)
    sources = [("draw", tr("self-draw")), ("supplement", tr("self-draw on a kong supplement")),
               ("discard", tr("a discard")), ("rob", tr("robbing a growing kong"))]

    def kongs(entry: Entry) -> int:
        return sum(1 for g in entry.zone("meld") if g.values.get("kind") != "pung")

    fields = (
        Field("winner", tr("Winner"), fixed(seats(3)), 0),
        Field("by", tr("Won by"), fixed(sources), "draw"),
        Field("payer", tr("Paid by"), lambda e, v: seats(3, (e.values.get("winner"),)), 1,
              when("by", "discard", "rob")),
        Field("bloom_kongs", tr("Kongs in the chain (槓上開花)"),
              lambda e, v: [(n, str(n)) for n in range(1, max(1, kongs(e)) + 1)], 1, when("by", "supplement")),
        flag("kong_discard", tr("Discard after a kong (槓上炮)"), when("by", "discard")),
        flag("disclosed", tr("Winner had disclosed (亮倒)")),
        flag("last_tile", tr("Last tile of the wall (海底撈)"), when("by", "draw", "supplement")),
        flag("last_discard", tr("The hand's last discard"), when("by", "discard")),
    ) + option_fields(OPTIONS, OPTION_IDS, {"unit": (1, 2, 5, 10, 20), "max_doubles": tuple(range(1, 11))})

    def palette(entry: Entry) -> tuple[str, ...]:
        suits = "".join(s for s in "mps" if s != option(entry, "removed_suit", "m"))
        return tuple(c for c in tile_palette(suits) if c not in ("E", "S", "W", "N"))

    def build(entry: Entry) -> dict[str, Any]:
        return win_build("kawuxing", entry, fields, meld_fields, tiles_text, "winning_tile", "tiles")

    def load(data: dict[str, Any]) -> Entry:
        return win_load(data, fields, meld_fields, tile_codes, "winning_tile", "tiles")

    return Adapter(
        game="kawuxing", name=tr("Kawuxing (卡五星)"), material="tiles", palette=palette, copies=lambda code: 4,
        zones=(Zone("hand", tr("In hand"), 13), Zone("win", tr("Winning tile"), 1),
               Zone("meld", tr("Meld"), 4, most=4, fields=meld_fields)),
        fields=fields, build=build, load=load, order=tile_order,
        hand_groups=lambda e: hand_groups(e, label=kind_label(kinds)))

"""Kawuxing (卡五星): a win or a drawn hand's penalty (docs/kawuxing-calculator.md); runs of kongs
are left to the command line. Two winners on one discard are each paid in full by the discarder
(rules §9.5): each win is scored on its own."""

from __future__ import annotations

from typing import Any

from game.scorehand.common import (hand_groups, kind_label, option, option_fields, options_in, tile_codes, tile_order, tile_palette, tiles_text,
                                   win_build, win_load)
from game.scorehand.form import Adapter, Entry, Field, Group, Zone, fixed, flag, only_when, seats, when
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

    is_win, is_draw = when("kind", "win"), when("kind", "draw")
    fields = (
        Field("kind", tr("Settle"), fixed([("win", tr("a win")), ("draw", tr("a draw (流局)"))]), "win"),
        Field("first_discloser", tr("First to disclose (亮倒)"), fixed([(None, tr("nobody"))] + seats(3)), None, is_draw),
    ) + only_when(is_win, (
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
    )) + option_fields(OPTIONS, OPTION_IDS, {"unit": (1, 2, 5, 10, 20), "max_doubles": tuple(range(1, 11))})

    def palette(entry: Entry) -> tuple[str, ...]:
        suits = "".join(s for s in "mps" if s != option(entry, "removed_suit", "m"))
        return tuple(c for c in tile_palette(suits) if c not in ("E", "S", "W", "N"))

    def build(entry: Entry) -> dict[str, Any]:
        out = win_build("kawuxing", entry, fields, meld_fields, tiles_text, "winning_tile", "tiles")
        if is_draw(entry, entry.values):  # the options, the kind and who disclosed first: nothing else
            return {"game": "kawuxing", "kind": "draw", "first_discloser": entry.values["first_discloser"]} | (
                {"options": out["options"]} if "options" in out else {})
        del out["kind"]
        return out

    def load(data: dict[str, Any]) -> Entry:
        if data.get("kind") == "draw":
            if set(data) - {"game", "note", "kind", "options", "first_discloser"}:
                raise ValueError("a drawn hand is built from its first discloser")
            values = {f.id: f.default for f in fields if f.page == "conditions"} | options_in(data, fields)
            values |= {"kind": "draw", "first_discloser": data.get("first_discloser")}
            return Entry([Group("hand"), Group("win")], values)
        return win_load(data, fields, meld_fields, tile_codes, "winning_tile", "tiles")

    won = lambda e: is_win(e, e.values)  # noqa: E731
    return Adapter(
        game="kawuxing", name=tr("Kawuxing (卡五星)"), material="tiles", palette=palette, copies=lambda code: 4,
        zones=(Zone("hand", tr("In hand"), 13, shown=won), Zone("win", tr("Winning tile"), 1, shown=won),
               Zone("meld", tr("Meld"), 4, most=4, fields=meld_fields, shown=won)),
        fields=fields, build=build, load=load, order=tile_order,
        hand_groups=lambda e: hand_groups(e, label=kind_label(kinds)))

"""Shanghai Qing-Hun-Peng (清混碰): a win with its flowers, or several winners on one discard
(docs/qinghunpeng-calculator.md); flower wins and the three-mouth relations beyond the melds'
are left to the command line."""

from __future__ import annotations

from typing import Any

from game.scorehand import winners as W
from game.scorehand.common import (hand_groups, kind_label, melds_out, option_fields, options_out, tile_codes, tile_order,
                                   tile_palette, tiles_text, win_build, win_load)
from game.scorehand.form import Adapter, Entry, Field, Group, Values, Zone, fixed, flag, from_seats, seats, when
from rules.core.text import tr
from rules.mahjong.tiles import is_flower, tile_from_code
from rules.qinghunpeng.options import OPTIONS

OPTION_IDS = ("base_points", "hua_value", "lazi_hua", "menqing_double", "three_mouth_pao", "big_pao",
              "pao_self_discard_double", "pao_split_even_if_not_ready")
PER_WINNER = ("winner", "discarder_ready")  # each win's own; "by", "payer" and the tile are shared
SHARED = ("by", "payer", "winning_tile")


def adapter() -> Adapter:
    kinds = [("chow", tr("Chow")), ("pung", tr("Pung")), ("kong_exposed", tr("Exposed kong")),
             ("kong_added", tr("Added kong")), ("kong_concealed", tr("Concealed kong"))]

    def seat_label(seat: int) -> str:
        return tr("seat {n}", n=seat + 1)

    def meld_fields(k: int) -> tuple[Field, ...]:
        return (Field("kind", tr("Meld"), fixed(kinds), "pung"),
                Field("from", tr("From"), lambda e, v: from_seats(4, (e.values.get(W.key("winner", k)),)), 1,
                      lambda e, v: v.get("kind") != "kong_concealed"))

    def ready(k: int, shown: Any) -> Field:
        return Field(W.key("discarder_ready", k), tr("Discarder was ready"),
                     lambda e, v: [(None, tr("not given")), (True, tr("yes")), (False, tr("no"))], None, shown)

    sources = [("draw", tr("self-draw (自摸)")), ("replacement", tr("replacement draw (槓開)")),
               ("rob", tr("robbing a kong (搶槓)")), ("discard", tr("a discard (点胡)"))]

    def source_choices(entry: Entry, values: Values) -> list[tuple[Any, str]]:
        return [s for s in sources if not W.several(entry) or s[0] in ("rob", "discard")]

    fields = (
        Field("kind", tr("Settle"), fixed([("win", tr("a win")), (W.SEVERAL, tr("several winners"))]), "win"),
        Field("winner", tr("Winner"), fixed(seats(4)), 0),
        Field("by", tr("Won by"), source_choices, "draw"),
        Field("payer", tr("Paid by"), lambda e, v: seats(4, (e.values.get("winner"),)), 1, when("by", "discard", "rob")),
        flag("last_draw", tr("Last tiles of the wall (海底撈)"), when("by", "draw", "replacement")),
        ready(1, when("by", "discard")),
        W.showing_field(seat_label),
        *(f for k in range(2, W.MOST + 1) for f in W.further_fields(
            k, Field(W.key("winner", k), tr("Winner {k}", k=k), W.winner_seats(k, lambda e: seats(4)), 1 if k == 2 else None),
            (ready(k, when("by", "discard")),), lambda e: True)),
    ) + option_fields(OPTIONS, OPTION_IDS, {"base_points": (10, 20, 30, 50, 100), "hua_value": (5, 10, 20),
                                            "lazi_hua": (4, 8)})

    def build_one(entry: Entry, k: int = 1) -> dict[str, Any]:
        out = win_build("qinghunpeng", entry, fields, meld_fields(k), tiles_text, "winning_tile", "tiles")
        out.pop("kind")
        if entry.pieces("flowers"):
            out["flowers"] = tiles_text(entry.pieces("flowers"))
        return out

    def build(entry: Entry) -> dict[str, Any]:
        if not W.several(entry):
            return build_one(entry)
        wins = []
        for k in W.winners(entry):
            one = build_one(W.sub_entry(entry, k, ("win",), PER_WINNER), k)
            wins.append({key: v for key, v in one.items() if key not in ("game", "options")})
        out: dict[str, Any] = {"game": "qinghunpeng", "kind": W.SEVERAL, "wins": wins}
        return out | ({"options": options_out(entry, fields)} if options_out(entry, fields) else {})

    def load_one(data: dict[str, Any]) -> Entry:
        entry = win_load(data, fields, meld_fields(1), tile_codes, "winning_tile", "tiles", ("flowers",))
        flowers = data.get("flowers", 0)
        codes = [f"F{i + 1}" for i in range(flowers)] if isinstance(flowers, int) else tile_codes(flowers)
        entry.groups.append(Group("flowers", codes))
        entry.values["kind"] = "win"
        return entry

    def load(data: dict[str, Any]) -> Entry:
        if data.get("kind", "win") != W.SEVERAL:
            return load_one(data)
        if set(data) - {"game", "note", "kind", "options", "wins"}:
            raise ValueError("fields the screen does not offer")
        wins = data["wins"]
        if any({key: w.get(key) for key in SHARED} != {key: wins[0].get(key) for key in SHARED} for w in wins):
            raise ValueError("the wins share the tile, how it was won and who pays")
        shared = {"options": data["options"]} if "options" in data else {}
        return W.loaded(data, load_one, shared, PER_WINNER, ("hand", "flowers"))

    def sheet(entry: Entry) -> list[dict[str, Any]]:
        def one(e: Entry) -> list[dict[str, Any]]:
            return hand_groups(e, label=kind_label(kinds)) + (
                [{"cards": e.pieces("flowers"), "label": tr("Flowers")}] if e.pieces("flowers") else [])
        return W.sheet_groups(entry, one, ("win",), PER_WINNER, seat_label)

    single = lambda e: True  # noqa: E731
    return Adapter(
        game="qinghunpeng", name=tr("Qing-Hun-Peng (清混碰)"), material="tiles",
        palette=lambda e: tile_palette(flowers=True), copies=lambda code: 1 if is_flower(tile_from_code(code)) else 4,
        zones=W.winner_zones((Zone("hand", tr("In hand"), 13), Zone("win", tr("Winning tile"), 1),
                              Zone("meld", tr("Meld"), 4, most=4, fields=meld_fields(1)), Zone("flowers", tr("Flowers"), 8)),
                             ("win",), single, meld_fields),
        fields=fields, build=build, load=load, order=tile_order, hand_groups=sheet, pages=(("winners", tr("Winners")),))

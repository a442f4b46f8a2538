"""Hongzhong Laizi Gang (紅中頼子槓) and its 3-player Jingzhou form: a win with every seat's melds
and single kongs (docs/wuhan-calculator.md). The other seats' concealed hands (for 全求人's
"was the discarder ready") are left to the command line; "discarder ready" is asked instead."""

from __future__ import annotations

from typing import Any

from game.scorehand.common import (conditions_out, option, option_fields, options_in, tile_codes, tile_order, tiles_text,
                                   winning_groups)
from game.scorehand.form import Adapter, Choices, Entry, Field, Group, Values, Zone, fixed, flag, from_seats, seats, when
from rules.core.text import tr
from rules.mahjong.tiles import tile_code, tile_from_code
from rules.wuhan.options import OPTIONS, PLAYERS
from rules.wuhan.tiles import kinds_in_play, kong_tiles_for, laizi_for

OPTION_IDS = ("removed_suit", "fa_as_hongzhong", "pizi_kong", "kou_kou_fan", "caps", "min_points", "threshold_scope",
              "big_win_base", "one_suit_base_15", "extended_liability")
SEAT_FIELDS = ("hongzhong_kongs", "laizi_kongs")


def adapter() -> Adapter:
    kinds = [("chow", tr("Chow")), ("pung", tr("Pung")), ("kong_exposed", tr("Exposed kong")),
             ("kong_added", tr("Added kong")), ("kong_concealed", tr("Concealed kong"))]

    def players(entry: Entry) -> int:
        return PLAYERS[entry.values.get("variant", "wuhan")]

    def callers(entry: Entry, values: Values) -> Choices:
        return from_seats(players(entry), (values.get("owner"),))

    def owners(entry: Entry, values: Values) -> Choices:
        """The winner's seat first: a new meld is the winner's unless the player says otherwise."""
        n, first = players(entry), entry.values.get("winner", 0)
        return sorted([(i, tr("seat {n}'s", n=i + 1)) for i in range(n)], key=lambda pair: (pair[0] - first) % n)

    meld_fields = (Field("owner", tr("Whose"), owners, None),
                   Field("kind", tr("Meld"), fixed(kinds), "pung"),
                   Field("from", tr("From"), callers, 1, lambda e, v: v.get("kind") != "kong_concealed"))
    by = [("self_draw", tr("self-draw")), ("ron", tr("a discard")), ("rob", tr("robbing a kong (搶槓)"))]
    seat_counts = tuple(
        Field(f"{key}.{seat}", label, fixed([(n, str(n)) for n in range(most + 1)]), 0,
              lambda e, v, seat=seat: seat < players(e), page="kongs")
        for seat in range(4)
        for key, label, most in (("hongzhong_kongs", tr("Seat {n}: kong tiles (中) konged alone", n=seat + 1), 8),
                                 ("laizi_kongs", tr("Seat {n}: laizi konged alone", n=seat + 1), 4)))
    fields = (
        Field("variant", tr("Rules"), fixed([("wuhan", tr("Wuhan (武漢)")), ("jingzhou", tr("Jingzhou (荊州)"))]), "wuhan"),
        Field("dealer", tr("Dealer"), lambda e, v: seats(players(e)), 0),
        Field("winner", tr("Winner"), lambda e, v: seats(players(e)), 0),
        Field("by", tr("Won by"), fixed(by), "self_draw"),
        Field("discarder", tr("Discarder / robbed"), lambda e, v: seats(players(e), (e.values.get("winner"),)), 1,
              when("by", "ron", "rob")),
        flag("replacement", tr("On a kong replacement (槓上開)"), when("by", "self_draw")),
        flag("last_phase", tr("Last 14 tiles (海底撈)"),
             lambda e, v: e.values.get("by") == "self_draw" and e.values.get("variant") == "wuhan"),
        Field("discarder_ready", tr("Discarder was ready (全求人)"),
              lambda e, v: [(None, tr("not given")), (True, tr("yes")), (False, tr("no"))], None, when("by", "ron")),
    ) + seat_counts + option_fields(OPTIONS, OPTION_IDS)

    def build(entry: Entry) -> dict[str, Any]:
        out: dict[str, Any] = {"game": "wuhan", "indicator": tiles_text(entry.pieces("indicator")),
                               "hand": tiles_text(entry.pieces("hand") + entry.pieces("win")),
                               "winning_tile": tiles_text(entry.pieces("win"))}
        out |= {k: v for k, v in conditions_out(entry, fields).items() if "." not in k}
        table: list[dict[str, Any]] = [{} for _ in range(players(entry))]
        for g in entry.zone("meld"):
            meld = {"kind": g.values["kind"], "tiles": tiles_text(g.pieces)}
            if g.values["kind"] != "kong_concealed":
                meld["from"] = g.values["from"]
            table[g.values["owner"]].setdefault("melds", []).append(meld)
        for seat, row in enumerate(table):
            for key in SEAT_FIELDS:
                if entry.values[f"{key}.{seat}"]:
                    row[key] = entry.values[f"{key}.{seat}"]
        out["players"] = table
        return out

    def load(data: dict[str, Any]) -> Entry:
        known = {f.id for f in fields if f.page == "conditions"} | {"game", "note", "indicator", "hand", "winning_tile",
                                                                   "players", "options"}
        if set(data) - known:
            raise ValueError(f"fields the screen does not offer: {sorted(set(data) - known)}")
        values = {f.id: data.get(f.id, f.default) for f in fields if f.page == "conditions"}
        values |= options_in(data, fields)
        groups = [Group("indicator", tile_codes(data["indicator"]))] + winning_groups(data, tile_codes, "hand", "winning_tile")
        for seat, row in enumerate(data["players"]):
            if set(row) - {"melds", *SEAT_FIELDS}:
                raise ValueError("a seat's concealed hand is not built on the screen")
            for key in SEAT_FIELDS:
                values[f"{key}.{seat}"] = row.get(key, 0)
            for m in row.get("melds", []):
                groups.append(Group("meld", tile_codes(m["tiles"]),
                                    {"owner": seat, "kind": m["kind"], "from": m.get("from", (seat + 1) % 4)}))
        return Entry(groups, values)

    def palette(entry: Entry) -> tuple[str, ...]:
        removed = option(entry, "removed_suit", "m") if entry.values.get("variant") == "jingzhou" else None
        return tuple(tile_code(k) for k in kinds_in_play(removed))

    def marked(entry: Entry) -> list[str]:
        """The laizi the indicator makes (drawn with the table's marker)."""
        shown = entry.pieces("indicator")
        if not shown:
            return []
        indicator = tile_from_code(shown[0])
        removed = option(entry, "removed_suit", "m") if entry.values.get("variant") == "jingzhou" else None
        kong = kong_tiles_for(indicator, option(entry, "fa_as_hongzhong", False), option(entry, "pizi_kong", False))
        try:
            return [tile_code(laizi_for(indicator, removed, kong, option(entry, "pizi_kong", False)))]
        except (ValueError, KeyError):
            return []

    def hand_groups(entry: Entry) -> list[dict[str, Any]]:
        groups = [{"cards": entry.pieces("hand") + entry.pieces("win"), "label": tr("In hand")}]
        names = dict(kinds)
        winner = entry.values.get("winner")
        groups += [{"cards": g.pieces, "label": names[g.values["kind"]]} for g in entry.zone("meld")
                   if g.values["owner"] == winner]
        return [g for g in groups if g["cards"]]

    return Adapter(
        game="wuhan", name=tr("Hongzhong Laizi Gang (紅中頼子槓)"), material="tiles", palette=palette,
        copies=lambda code: 4,
        zones=(Zone("indicator", tr("Laizi indicator"), 1), Zone("hand", tr("In hand"), 13),
               Zone("win", tr("Winning tile"), 1), Zone("meld", tr("Meld"), 4, most=6, fields=meld_fields)),
        fields=fields, build=build, load=load, order=tile_order, hand_groups=hand_groups, marked=marked,
        pages=(("kongs", tr("Single kongs")),))

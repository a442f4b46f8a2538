"""Fuxi (富戯): a winning play's score, whether a play beats the table, or every legal play of a
hand on a table (docs/fuxi-calculator.md). A play is built part by part (the head, then each
carried part); a special's declaration (the tiles it acts as, after "=") has its own row. A table
holding a declaration is left to the command line."""

from __future__ import annotations

from typing import Any

from game.scorehand.common import option, option_fields, options_in, options_out, tile_codes, tile_order, tile_palette
from game.scorehand.form import Adapter, Entry, Field, Group, Zone, fixed, flag, seats, when
from rules.core.text import tr
from rules.fuxi.options import OPTIONS
from rules.mahjong.tiles import format_tiles, tile_from_code

OPTION_IDS = ("players", "reversal_scope")
HINT = "hint"  # the screen's name for a play input without its play: the legal plays are listed


def written(codes: list[str]) -> str:
    """Tiles as the calculator's play notation writes them: "778899s", "234m234p234s"."""
    return format_tiles(sorted(tile_from_code(c) for c in codes))


def adapter() -> Adapter:
    def players(entry: Entry) -> int:
        return option(entry, "players", 4)

    fields = (
        Field("kind", tr("Settle"), fixed([("win", tr("a win's score")), ("play", tr("a play on the table")),
                                           (HINT, tr("the legal plays of a hand"))]), "win"),
        Field("jitou", tr("Jitou (地頭)"), lambda e, v: seats(players(e)), 0, when("kind", "win")),
        Field("winner", tr("Winner"), lambda e, v: seats(players(e)) + [(None, tr("nobody (流局)"))], 0,
              when("kind", "win")),
        flag("last_tile", tr("Drew the last wall tile (牌底)"), when("kind", "win")),
        flag("first_turn", tr("Out on the first turn (配牌)"), when("kind", "win")),
        flag("reversed", tr("Order reversed"), when("kind", "play", HINT)),
    ) + option_fields(OPTIONS, OPTION_IDS)

    def play_text(entry: Entry, zone: str, declared: str | None) -> str:
        parts = [written(g.pieces) for g in entry.zone(zone) if g.pieces]
        if declared and parts and entry.pieces(declared):
            parts[0] += "=" + written(entry.pieces(declared))
        return "+".join(parts)

    def build(entry: Entry) -> dict[str, Any]:
        kind = entry.values["kind"]
        if kind == HINT:  # a play input without its play: the calculator lists the legal ones
            out = {"game": "fuxi", "kind": "play", "table": play_text(entry, "table", None),
                   "hand": written(entry.pieces("hand")), "reversed": entry.values["reversed"]}
            return out | ({"options": options_out(entry, fields)} if options_out(entry, fields) else {})
        out: dict[str, Any] = {"game": "fuxi", "kind": kind}
        out |= {f.id: entry.values[f.id] for f in fields if f.page == "conditions" and f.id != "kind"
                and f.shown(entry, entry.values)}
        if kind == "win" and entry.values["winner"] is None:
            out = {k: v for k, v in out.items() if k not in ("last_tile", "first_turn")}
        elif play_text(entry, "part", "declared"):
            out["play"] = play_text(entry, "part", "declared")
        if kind == "play":
            out["table"] = play_text(entry, "table", None)
            if entry.pieces("hand"):
                out["hand"] = written(entry.pieces("hand"))
        if options_out(entry, fields):
            out["options"] = options_out(entry, fields)
        return out

    def load(data: dict[str, Any]) -> Entry:
        kind = data.get("kind", "win")
        if kind == "play" and "play" not in data:
            kind = HINT
        if set(data) - {"game", "note", "kind", "options", "jitou", "winner", "play", "last_tile", "first_turn", "table",
                        "reversed", "hand"} or "=" in data.get("table", "") or (kind == HINT and not data.get("hand")):
            raise ValueError("a finish without a play or a declared table is not built on the screen")
        values = {f.id: data.get(f.id, f.default) for f in fields if f.page == "conditions"} | options_in(data, fields)
        values["kind"] = kind
        parts = data.get("play", "").split("+") if data.get("play") else []
        head, _, declared = parts[0].partition("=") if parts else ("", "", "")
        groups = [Group("part", tile_codes(p)) for p in ([head] + parts[1:] if parts else [])]
        groups.append(Group("declared", tile_codes(declared) if declared else []))
        groups += [Group("table", tile_codes(p)) for p in data.get("table", "").split("+") if p]
        groups.append(Group("hand", tile_codes(data["hand"]) if data.get("hand") else []))
        return Entry(groups, values)

    def hand_groups(entry: Entry) -> list[dict[str, Any]]:
        groups = [{"cards": g.pieces, "label": tr("Play")} for g in entry.zone("part")]
        groups += [{"cards": entry.pieces("declared"), "label": tr("Acts as")}]
        if entry.values.get("kind") in ("play", HINT):
            groups += [{"cards": g.pieces, "label": tr("Table")} for g in entry.zone("table")]
        if entry.values.get("kind") == HINT:
            groups = [g for g in groups if g["label"] == tr("Table")] + [{"cards": entry.pieces("hand"), "label": tr("Whole hand")}]
        return [g for g in groups if g["cards"]]

    is_play, playing = when("kind", "play", HINT), lambda e: e.values.get("kind") != HINT
    return Adapter(
        game="fuxi", name=tr("Fuxi (富戯)"), material="tiles", palette=lambda e: tile_palette(honours=False),
        copies=lambda code: 4,
        zones=(Zone("part", tr("Play part"), 9, most=5, start=1, shown=playing,
                    note=tr("the head of the play first, then each part it carries")),
               Zone("declared", tr("Acts as (=)"), 4, pool="declared", shown=playing),
               Zone("table", tr("Table part"), 9, most=5, pool="table", shown=lambda e: is_play(e, e.values),
                    note=tr("the combination on the table, part by part; none for an empty table")),
               Zone("hand", tr("Whole hand"), 14, pool="hand", shown=lambda e: is_play(e, e.values),
                    note=lambda e: tr("the legal plays are found in it") if e.values.get("kind") == HINT
                    else tr("if given, the play must come from it"))),
        fields=fields, build=build, load=load, order=tile_order, hand_groups=hand_groups)

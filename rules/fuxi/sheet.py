"""Fuxi's score sheets (spec §9-§10): at each hand's end the winner and the play that went out,
the finish items in the seed's terms and English with their factors (the core's score lines), each
seat's change and total, and the lord's succession; at the game's end the standings and every hand.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rules.core.events import Event
from rules.core.report import match_result_sheet, seat_name
from rules.core.text import render, tr
from rules.fuxi.combinations import Play, parse_play, play_name
from rules.fuxi.scoring import ScoreLine
from rules.fuxi.table import play_words
from rules.mahjong.tiles import tile_code


def sheet(event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
    if event.kind == "hand_ended":
        record = event.data
        limit = view["unseats_to_end"]
        made = win_sheet(record, limit, meta) if record["result"] == "win" else draw_sheet(record, limit, meta)
        return dict(made, material="tiles")
    if event.kind == "match_ended":
        return dict(match_sheet(event.data["standings"], view["history"], view["players"], meta), material="tiles")
    return None


def _signed(n: int) -> str:
    return f"{n:+,}" if n else "0"


def _title(record: dict[str, Any], meta: dict[str, Any]) -> str:
    if record["result"] != "win":
        return tr("Exhaustive draw (流局)")
    win = record["win"]
    play = parse_play(win["play"])
    call = play_name(play) if isinstance(play, Play) else win["play"]
    return tr("{winner} goes out with {call}", winner=seat_name(win["winner"], meta), call=call)


def succession(record: dict[str, Any], limit: int, meta: dict[str, Any]) -> list[str]:
    """Who is the lord (地頭) next, and the unseat counts that end the game."""
    lord = seat_name(record["lord"], meta)
    if record["kept"]:
        lines = [tr("{lord} won as the lord (地頭) and stays lord.", lord=lord)]
    else:
        lines = [tr("{lord} is unseated as lord (降ろされる): {next} is the lord (地頭) now.", lord=lord,
                    next=seat_name(record["next_lord"], meta))]
    counts = ", ".join(f"{seat_name(i, meta)} {u}" for i, u in enumerate(record["unseats"]))
    lines.append(tr("Times unseated (the game ends when everyone reaches {m}): {counts}", m=limit, counts=counts))
    return lines


def _scores(record: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    rows = []
    for i, score in enumerate(record["scores"]):
        role = tr("地頭 lord") if i == record["lord"] else tr("民 commoner")
        rows.append([seat_name(i, meta), role, str(len(record["hands"][i])), _signed(record["deltas"][i]), _signed(score)])
    return {"type": "table", "title": tr("Scores"),
            "columns": [tr("Player"), tr("Role"), tr("Tiles left"), tr("Change"), tr("Score")], "rows": rows}


def win_sheet(record: dict[str, Any], limit: int, meta: dict[str, Any]) -> dict[str, Any]:
    win = record["win"]
    play = parse_play(win["play"])
    assert isinstance(play, Play)
    # Each part of the chain apart, named by itself (what it carries is the next part).
    parts = [{"cards": [tile_code(t) for t in part.tiles], "label": play_name(replace(part, carry=None))}
             for part in play.chain()]
    hand = {"type": "hand", "title": tr("The play that went out: {words}", words=play_words(play)),
            "groups": parts, "highlight": []}
    rows = []
    for line in win["lines"]:
        score = ScoreLine(line["id"], line["factor"])
        value = str(line["factor"]) if line["id"] == "base" else f"×{line['factor']}"
        rows.append({"original": score.term, "english": score.label(), "value": value})
    rows.append({"original": "", "english": tr("Points: {formula}", formula=win["formula"]), "value": str(win["points"])})
    blocks = [hand, {"type": "rows", "title": tr("Finish (あがり)"), "rows": rows},
              {"type": "lines", "title": tr("The lord (地頭)"), "lines": succession(record, limit, meta)}, _scores(record, meta)]
    return {"kind": "win", "title": _title(record, meta), "subtitle": render(record["label"]), "blocks": blocks}


def draw_sheet(record: dict[str, Any], limit: int, meta: dict[str, Any]) -> dict[str, Any]:
    lines = [tr("The wall ran out when {seat} had to draw: nobody scores.", seat=seat_name(record["stuck"], meta))]
    blocks = [{"type": "lines", "title": tr("Exhaustive draw (流局)"), "lines": lines + succession(record, limit, meta)},
              _scores(record, meta)]
    return {"kind": "draw", "title": _title(record, meta), "subtitle": render(record["label"]), "blocks": blocks}


def match_sheet(standings: list[dict[str, Any]], history: list[dict[str, Any]], players: int,
                meta: dict[str, Any]) -> dict[str, Any]:
    rows = [[str(r["rank"]), seat_name(r["seat"], meta), _signed(r["score"]), str(r.get("unseats", ""))] for r in standings]
    ranking = {"type": "table", "title": tr("Final standings"),
               "columns": [tr("Rank"), tr("Player"), tr("Score"), tr("Times unseated")], "rows": rows}
    return match_result_sheet(ranking, history, lambda record: _title(record, meta), players, meta)

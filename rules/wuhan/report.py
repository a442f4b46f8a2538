"""Wuhan's events told in plain lines (the runner prints them; the table's log will show them),
and commands described in words."""

from __future__ import annotations

from typing import Any

from rules.core.command import Command
from rules.core.events import Event
from rules.core.report import seat_name
from rules.core.text import render, tr
from rules.mahjong.telling import tiles_words


def report(event: Event, meta: dict[str, Any]) -> list[str]:
    """The lines worth printing for ``event`` (draws and discards print nothing)."""
    if event.kind == "hand_started":
        d = event.data
        return ["", f"== {render(d['label'])} ==", tr("Dealer: {dealer}; dice {a} and {b}", dealer=seat_name(d["dealer"], meta),
                                              a=d["dice"][0], b=d["dice"][1])]
    if event.kind == "indicator":
        return [tr("Indicator {indicator}: the laizi is {laizi}; kong tiles: {kong}", indicator=event.cards[0],
                   laizi=event.data["laizi"], kong=" ".join(event.data["kong_tiles"]))]
    if event.kind == "last_phase":
        return [tr("14 tiles left: the last-draw phase begins (no discards, no kongs).")]
    if event.kind == "hand_ended":
        return hand_lines(event.data, meta)
    if event.kind in ("match_ended", "standings"):
        title = tr("Final standings") if event.kind == "match_ended" else tr("Standings")
        lines = ["", title]
        for row in event.data["standings"]:
            lines.append(tr("  {rank}. {seat}: {score:+,}", rank=row["rank"], seat=seat_name(row["seat"], meta),
                            score=row["score"]))
        return lines
    return []


def hand_lines(record: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    if record["result"] != "win":
        lines = [tr("Exhaustive draw (流局): the dealer deals again.")]
    else:
        lines = win_lines(record, meta)
    scores = ", ".join(f"{seat_name(i, meta)} {s:+,}" for i, s in enumerate(record["scores"]))
    return lines + [tr("  Totals: {scores}", scores=scores)]


def win_lines(record: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    b = record["breakdown"]
    winner = seat_name(record["winner"], meta)
    how = {"self_draw": tr("self-draw (自摸)"), "rob": tr("robbing the kong of {seat} (搶槓)"),
           "ron": tr("the discard of {seat}")}[record["by"]]
    if record["by"] != "self_draw":
        how = how.format(seat=seat_name(record["discarder"], meta))
    hand = record["hands"][record["winner"]]
    melds = " ".join("[" + " ".join(m["tiles"]) + "]" for m in hand["melds"])
    lines = [tr("{winner} wins on {tile} by {how}: {hand} {melds}", winner=winner, tile=record["tile"], how=how,
                hand=" ".join(hand["hand"]), melds=melds)]
    if b["big"]:
        names = ", ".join(f"{e['term']} {render(e['english'])}" for e in b["elements"])
        lines.append(tr("  大胡 Big win: {names}", names=names))
    else:
        lines.append(tr("  小胡 Small win"))
    lines.append(tr("  硬胡 Hard win") if b["hard"] else tr("  軟胡 Soft win: a laizi stands in"))
    for row in b["payers"]:
        lines.append(tr("  {payer}: {formula}", payer=seat_name(row["payer"], meta), formula=render(row["formula"])))
    if b["liable"] is not None:
        lines.append(tr("  包 {seat} pays for everyone: {why}", seat=seat_name(b["liable"], meta),
                        why=render(b["liability"]["english"])))
    for row in b["payers"]:
        if row["pays"]:
            lines.append(tr("  {payer} pays {payee} {amount:,}", payer=seat_name(row["payer"], meta), payee=winner,
                            amount=row["pays"]))
    return lines


def describe(command: Command) -> str:
    """A legal command in plain words."""
    tiles = tiles_words(command.cards)
    texts = {
        "discard": tr("Discard {tiles}.", tiles=tiles),
        "chi": tr("Chi: make a run with {tiles} and the discard, then discard.", tiles=tiles),
        "pon": tr("Pon {tiles}, then discard.", tiles=tiles),
        "exposed_kong": tr("Exposed kong of {tiles}: ×2, and a replacement tile.", tiles=tiles),
        "concealed_kong": tr("Concealed kong of {tiles}: ×4, and a replacement tile.", tiles=tiles),
        "added_kong": tr("Add {tiles} to your Pon: ×2, unless someone robs it.", tiles=tiles),
        "hongzhong_kong": tr("Hongzhong kong of {tiles} (紅中槓): ×2, and a replacement tile.", tiles=tiles),
        "laizi_kong": tr("Laizi kong of {tiles} (頼子槓): ×4, and a replacement tile.", tiles=tiles),
        "win": tr("Win by self-draw (自摸)."),
        "ron": tr("Win on the discard {tiles}.", tiles=tiles),
        "rob": tr("Rob the kong: win on {tiles} (搶槓).", tiles=tiles),
        "pass": tr("Pass."),
    }
    return texts.get(command.action, command.action)

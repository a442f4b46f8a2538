"""Kawuxing's events told in plain lines (the runner prints them), and commands in words."""

from __future__ import annotations

from typing import Any

from rules.core.command import Command
from rules.core.events import Event
from rules.core.report import seat_name
from rules.core.text import render, tr
from rules.mahjong.telling import tiles_words
from rules.kawuxing.scoring import pattern_label

_KONG_NAMES = {"direct": "直槓", "growing": "加槓", "closed": "暗槓"}


def report(event: Event, meta: dict[str, Any]) -> list[str]:
    """The lines worth printing for ``event`` (draws and discards print nothing)."""
    d = event.data
    if event.kind == "hand_started":
        lines = ["", f"== {render(d['label'])} ==",
                 tr("Dealer (荘家): {dealer}; dice {a} and {b}", dealer=seat_name(d["dealer"], meta), a=d["dice"][0], b=d["dice"][1])]
        if d["resting"] is not None:
            lines.append(tr("{seat} sits out this hand.", seat=seat_name(d["resting"], meta)))
        return lines
    if event.kind == "kong" and event.seat is not None:
        pays = _payments(d["payments"], meta)
        return [tr("{seat}: kong ({name}), link {link} of its chain (×{mult}): {pays}", seat=seat_name(event.seat, meta),
                   name=_KONG_NAMES[d["kind"]], link=d["link"], mult=d["multiplier"], pays=pays)]
    if event.kind == "disclosed" and event.seat is not None:
        return [tr("{seat} discloses (亮倒): {tiles}", seat=seat_name(event.seat, meta), tiles=" ".join(event.cards))]
    if event.kind == "hand_ended":
        return hand_lines(d, meta)
    if event.kind in ("match_ended", "standings"):
        title = tr("Final standings") if event.kind == "match_ended" else tr("Standings")
        lines = ["", title]
        for row in d["standings"]:
            lines.append(tr("  {rank}. {seat}: {score:+,}", rank=row["rank"], seat=seat_name(row["seat"], meta),
                            score=row["score"]))
        return lines
    return []


def _payments(deltas: list[int], meta: dict[str, Any]) -> str:
    return ", ".join(f"{seat_name(i, meta)} {d:+,}" for i, d in enumerate(deltas) if d)


def hand_lines(record: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    if record["result"] == "draw":
        lines = [tr("Exhaustive draw (流局): the dealer deals again.")]
        if record["first_discloser"] is not None:
            lines.append(tr("  {seat} disclosed first and pays each other player: {pays}",
                            seat=seat_name(record["first_discloser"], meta), pays=_payments(record["penalty"], meta)))
    else:
        lines = []
        for row in record["wins"]:
            lines += win_lines(record, row, meta)
    if any(record["kong_deltas"]):
        lines.append(tr("  Kong payments this hand: {pays}", pays=_payments(record["kong_deltas"], meta)))
    scores = ", ".join(f"{seat_name(i, meta)} {s:+,}" for i, s in enumerate(record["scores"]))
    return lines + [tr("  Totals: {scores}", scores=scores)]


def win_lines(record: dict[str, Any], row: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    winner = seat_name(row["winner"], meta)
    how = {"self_draw": tr("self-draw (自摸)"), "supplement": tr("a kong supplement (自摸)"),
           "rob": tr("robbing the kong of {seat} (搶槓)"), "ron": tr("the discard of {seat}")}[record["by"]]
    if record["discarder"] is not None:
        how = how.format(seat=seat_name(record["discarder"], meta))
    hand = record["hands"][row["winner"]]
    melds = " ".join("[" + " ".join(m["tiles"]) + "]" for m in hand["melds"])
    lines = [tr("{winner} wins on {tile} by {how}: {hand} {melds}", winner=winner, tile=record["tile"], how=how,
                hand=" ".join(hand["hand"]), melds=melds)]
    score = row["score"]
    if not score["patterns"]:
        lines.append(tr("  平胡 Plain win: no doubles"))
    for p in score["patterns"]:
        lines.append(tr("  {chinese} {english}: +{n}", chinese=p["chinese"], english=pattern_label(p["id"]), n=p["doubles"]))
    if score["raw"] > score["doubles"]:
        lines.append(tr("  {raw} doubles, capped at {doubles}: {amount:,} a share", raw=score["raw"],
                        doubles=score["doubles"], amount=score["amount"]))
    else:
        lines.append(tr("  Doubles {doubles}: {amount:,} a share", doubles=score["doubles"], amount=score["amount"]))
    for seat, d in enumerate(row["payments"]):
        if d < 0:
            lines.append(tr("  {payer} pays {payee} {amount:,}", payer=seat_name(seat, meta), payee=winner, amount=-d))
    return lines


def describe(command: Command) -> str:
    """A legal command in plain words."""
    tiles = tiles_words(command.cards)
    texts = {
        "discard": tr("Discard {tiles}.", tiles=tiles),
        "disclose": tr("Discard {tiles} and disclose the ready hand (亮倒).", tiles=tiles),
        "pung": tr("Pung {tiles}, then discard.", tiles=tiles),
        "kong": tr("Direct kong of {tiles} (直槓): the discarder pays 2, and a supplement tile.", tiles=tiles),
        "closed_kong": tr("Closed kong of {tiles} (暗槓): each other player pays 2, and a supplement tile.", tiles=tiles),
        "add_kong": tr("Grow your pung of {tiles} to a kong (加槓): each other player pays 1, unless it is robbed.", tiles=tiles),
        "win": tr("Win by self-draw (自摸)."),
        "ron": tr("Win on the discard {tiles}.", tiles=tiles),
        "rob": tr("Rob the kong: win on {tiles} (搶槓).", tiles=tiles),
        "pass": tr("Pass."),
    }
    return texts.get(command.action, command.action)

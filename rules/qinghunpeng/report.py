"""Qing-Hun-Peng's events told in plain lines (the runner prints them), and commands in words."""

from __future__ import annotations

from typing import Any

from rules.core.command import Command
from rules.core.events import Event
from rules.core.report import seat_name
from rules.core.text import render, tr
from rules.mahjong.telling import tiles_words
from rules.qinghunpeng.payments import REASON_NAMES, reason_label
from rules.qinghunpeng.scoring import BONUS_NAMES, HAND_NAMES, bonus_label, hand_label


def report(event: Event, meta: dict[str, Any]) -> list[str]:
    """The lines worth printing for ``event`` (draws, discards and flowers print nothing)."""
    d = event.data
    if event.kind == "hand_started":
        return ["", f"== {render(d['label'])} ==",
                tr("Dealer (親): {dealer}; dice {a} and {b}", dealer=seat_name(d["dealer"], meta), a=d["dice"][0], b=d["dice"][1])]
    if event.kind == "relation_formed" and event.seat is not None:
        return [tr("{caller} has claimed three times from {fed}: three-mouth liability (三口の包) between them",
                   caller=seat_name(d["caller"], meta), fed=seat_name(d["fed"], meta))]
    if event.kind == "hand_ended":
        return hand_lines(d, meta)
    if event.kind in ("match_ended", "standings"):
        lines = ["", tr("Final standings") if event.kind == "match_ended" else tr("Standings")]
        for row in d["standings"]:
            lines.append(tr("  {rank}. {seat}: {score:+,}", rank=row["rank"], seat=seat_name(row["seat"], meta),
                            score=row["score"]))
        return lines
    return []


def hand_lines(record: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    if record["result"] == "draw":
        lines = [tr("Exhaustive draw (荒牌): nobody pays; the dealer deals again.")]
    else:
        lines = []
        for row in record["wins"]:
            lines += win_lines(record, row, meta)
    scores = ", ".join(f"{seat_name(i, meta)} {s:+,}" for i, s in enumerate(record["scores"]))
    return lines + [tr("  Totals: {scores}", scores=scores)]


def win_lines(record: dict[str, Any], row: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    winner = seat_name(row["winner"], meta)
    by = record["by"]
    score = row["score"]
    if by in ("eight_flowers", "seven_catch_one"):
        lines = [tr("{winner} wins by {chinese} ({english}): {amount:,} a share", winner=winner,
                    chinese=BONUS_NAMES[by], english=bonus_label(by), amount=score["value"])]
    else:
        how = {"self_draw": tr("self-draw (自摸)"), "replacement": tr("a replacement tile (槓開)"),
               "rob": tr("robbing a kong (搶槓)"), "ron": tr("a discard (点胡)")}[by]
        hand = record["hands"][row["winner"]]
        melds = " ".join("[" + " ".join(m["tiles"]) + "]" for m in hand["melds"])
        lines = [tr("{winner} wins on {tile} by {how}: {hand} {melds}", winner=winner, tile=record["tile"], how=how,
                    hand=" ".join(hand["hand"]), melds=melds)]
        chinese, english = HAND_NAMES[score["hand"]], hand_label(score["hand"])
        if score["lazi_multiple"]:
            lines.append(tr("  {chinese} {english}: {k} lazi = {v0:,}", chinese=chinese, english=english,
                            k=score["lazi_multiple"], v0=score["base"]))
        else:
            items = ", ".join(f"{what} {tile or ''}×{n} {hua}" for what, tile, n, hua in score["items"]) or "-"
            lines.append(tr("  {chinese} {english}: {hua} hua ({items}) = {v0:,}", chinese=chinese, english=english,
                            hua=score["hua"], items=items, v0=score["base"]))
        for b in score["bonuses"]:
            lines.append(f"  {BONUS_NAMES[b]} {bonus_label(b)}")
        lines.append(tr("  Value {v:,}", v=score["value"]))
    for line in row["lines"]:
        why = "" if line["reason"] == "normal" else f" ({REASON_NAMES[line['reason']]}: {reason_label(line['reason'])})"
        lines.append(tr("  {payer} pays {payee} {amount:,}", payer=seat_name(line["payer"], meta), payee=winner,
                        amount=line["amount"]) + why)
    return lines


def describe(command: Command) -> str:
    """A legal command in plain words."""
    tiles = tiles_words(command.cards)
    texts = {
        "discard": tr("Discard {tiles}.", tiles=tiles),
        "chi": tr("Chi with {tiles}, then discard.", tiles=tiles),
        "pon": tr("Pon {tiles}, then discard.", tiles=tiles),
        "exposed_kong": tr("Exposed kong of {tiles} (明槓), and a replacement tile.", tiles=tiles),
        "concealed_kong": tr("Concealed kong of {tiles} (暗槓), and a replacement tile.", tiles=tiles),
        "added_kong": tr("Add {tiles} to your pung (加槓), unless it is robbed.", tiles=tiles),
        "win": tr("Win by self-draw (自摸)."),
        "ron": tr("Win on the discard {tiles}.", tiles=tiles),
        "rob": tr("Rob the kong: win on {tiles} (搶槓).", tiles=tiles),
        "pass": tr("Pass."),
    }
    return texts.get(command.action, command.action)

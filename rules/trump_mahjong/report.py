"""Trump Mahjong's events told in plain lines (the runner prints them), and commands in words."""

from __future__ import annotations

from typing import Any

from rules.core.command import Command
from rules.core.events import Event
from rules.core.report import cards_text, seat_name
from rules.core.text import render, tr
from rules.trump_mahjong.payments import REASON_NAMES, reason_label
from rules.trump_mahjong.scoring import limit_label, limit_name
from rules.trump_mahjong.yaku import YAKU, yaku_label


def report(event: Event, meta: dict[str, Any]) -> list[str]:
    """The lines worth printing for ``event`` (draws, discards and jokers print nothing)."""
    d = event.data
    if event.kind == "hand_started":
        return ["", f"== {render(d['label'])} ==",
                tr("Dealer (親): {dealer}; deposits on the table {deposits:,}", dealer=seat_name(d["dealer"], meta),
                   deposits=d["deposits"])]
    if event.kind == "riichi" and event.seat is not None:
        what = tr("double riichi (ダブル立直)") if d["double"] else tr("riichi (立直)")
        return [tr("{seat} declares {what}", seat=seat_name(event.seat, meta), what=what)]
    if event.kind == "hand_ended":
        return hand_lines(d, meta)
    if event.kind in ("match_ended", "standings"):
        lines = ["", tr("Final standings") if event.kind == "match_ended" else tr("Standings")]
        if d.get("bust"):
            lines.append(tr("A player is below zero (飛び): the game ends."))
        if d.get("deposits"):
            lines.append(tr("Deposits left on the table ({n:,}) go to first place.", n=d["deposits"]))
        for row in d["standings"]:
            lines.append(tr("  {rank}. {seat}: {score:,}", rank=row["rank"], seat=seat_name(row["seat"], meta),
                            score=row["score"]))
        return lines
    return []


def hand_lines(record: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    if record["result"] == "draw":
        ready = ", ".join(seat_name(s, meta) for s in record["tenpai"]) or tr("nobody")
        lines = [tr("Exhaustive draw (流局). Tenpai: {seats}", seats=ready)]
        lines += [payment_line(line, meta) for line in record["lines"]]
    else:
        lines = []
        for row in record["wins"]:
            lines += win_lines(record, row, meta)
    scores = ", ".join(f"{seat_name(i, meta)} {s:,}" for i, s in enumerate(record["scores"]))
    return lines + [tr("  Points: {scores}", scores=scores)]


def win_lines(record: dict[str, Any], row: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    winner = seat_name(row["winner"], meta)
    hand = record["hands"][row["winner"]]
    melds = " ".join("[" + cards_text(m["tiles"]) + "]" for m in hand["melds"])
    how = {"tsumo": tr("tsumo (ツモ)"), "ron": tr("ron (ロン)"), "rob": tr("robbing a kong (搶槓)")}[record["by"]]
    lines = [tr("{winner} wins on {card} by {how}: {hand} {melds}", winner=winner, card=cards_text([record["card"]]),
                how=how, hand=cards_text(hand["hand"]), melds=melds)]
    score = row["score"]
    for yid, multiple in score["yakuman"]:
        lines.append(f"  {YAKU[yid].kanji} {yaku_label(yid)}: ×{multiple} " + tr("yakuman"))
    for yid, han in score["yaku"]:
        lines.append("  " + tr("{kanji} {english}: {han} han", kanji=YAKU[yid].kanji, english=yaku_label(yid), han=han))
    if score["joker_han"]:
        lines.append("  " + tr("Jokers (花牌): {han} han", han=score["joker_han"]))
    if not score["yakuman"]:
        lines.append("  " + tr("{han} han {fu} fu", han=score["han"], fu=score["fu"]))
    if score["limit"]:
        lines.append(f"  {limit_name(score['limit'], score['multiple'] or 1)} {limit_label(score['limit'])}")
    lines.append("  " + tr("Base points {base:,}", base=score["base"]))
    return lines + [payment_line(line, meta) for line in row["lines"]]


def payment_line(line: dict[str, Any], meta: dict[str, Any]) -> str:
    why = f"{REASON_NAMES[line['reason']]} {reason_label(line['reason'])}"
    if line["payer"] is None:
        return tr("  {payee} takes {amount:,} ({why})", payee=seat_name(line["payee"], meta), amount=line["amount"], why=why)
    return tr("  {payer} pays {payee} {amount:,} ({why})", payer=seat_name(line["payer"], meta),
              payee=seat_name(line["payee"], meta), amount=line["amount"], why=why)


def describe(command: Command) -> str:
    """A legal command in plain words."""
    cards = cards_text(command.cards)
    texts = {
        "discard": tr("Discard {cards}.", cards=cards),
        "riichi": tr("Discard {cards} and declare riichi (立直): 1,000 to the table, the hand locked.", cards=cards),
        "chi": tr("Chi with {cards}, then discard.", cards=cards),
        "pon": tr("Pon {cards}, then discard.", cards=cards),
        "exposed_kong": tr("Open kong of {cards} (大明槓), and a replacement card.", cards=cards),
        "concealed_kong": tr("Concealed kong of {cards} (暗槓), and a replacement card.", cards=cards),
        "added_kong": tr("Add {cards} to your pung (加槓), unless it is robbed.", cards=cards),
        "win": tr("Win by tsumo (ツモ)."),
        "ron": tr("Win on the discard {cards} (ロン).", cards=cards),
        "rob": tr("Rob the kong: win on {cards} (搶槓).", cards=cards),
        "pass": tr("Pass."),
    }
    return texts.get(command.action, command.action)

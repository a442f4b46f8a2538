"""Emperor's events told in plain lines: the runner prints them, the table's log will show them."""

from __future__ import annotations

from typing import Any

from rules.core.cards import display, is_joker
from rules.core.events import Event
from rules.core.report import cards_text, seat_name
from rules.core.text import N_, render, tr
from rules.emperor.yaku import YAKU_BY_ID

_SUCCESSION = {
    "unification": N_("統一 Unification: {winner} becomes the first emperor"),
    "abdication": N_("禅譲 Abdication: {winner} becomes the new emperor"),
    "overthrow": N_("放伐 Overthrow: {winner} overthrows the emperor"),
    "virtuous_win": N_("有徳上がり Virtuous win: the dynasty goes on"),
}


def report(event: Event, meta: dict[str, Any]) -> list[str]:
    """The lines worth printing for ``event`` (most events, such as draws, print nothing)."""
    if event.kind == "hand_started":
        return ["", f"== {render(event.data['label'])} ==", tr("Dealer: {dealer}", dealer=seat_name(event.data["dealer"], meta))]
    if event.kind == "dynasty_founded":
        return [tr("{emperor} founds the {name} dynasty (dynasty {k}) with dynasty card {card}.",
                   emperor=seat_name(event.seat, meta), name=render(event.data["name"]), k=event.data["ordinal"],
                   card=display(event.cards[0]))]
    if event.kind == "hand_ended":
        record = event.data
        lines = _win_lines(record, meta) if record["result"] == "win" else _draw_lines(record, meta)
        scores = ", ".join(f"{seat_name(i, meta)} {s:,}" for i, s in enumerate(record["scores"]))
        return lines + [tr("  Scores: {scores}", scores=scores)]
    if event.kind in ("match_over", "standings"):
        title = tr("Final standings") if event.kind == "match_over" else tr("Standings")
        return standings_lines(title, event.data["standings"], meta)
    return []


def _win_lines(record: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    b = record["breakdown"]
    winner = seat_name(record["winner"], meta)
    how = tr("tsumo") if record["by"] == "tsumo" else tr("ron off {seat}", seat=seat_name(record["discarder"], meta))
    sets = " / ".join(("[" + cards_text(s["cards"]) + "]") if s["exposed"] else cards_text(s["cards"]) for s in b["sets"])
    lines = [tr("{winner} ({role}) wins by {how}: {sets}", winner=winner, how=how, role=tr(b["role"]), sets=sets)]
    if b["shape"] == "sansou":
        lines.append(tr("  三双 Three-sou: no yaku"))
    else:
        yaku = ", ".join(tr("{japanese} {english} {value}", japanese=y["japanese"], english=tr(YAKU_BY_ID[y["id"]].english), value=y["value"])
                         for y in b["yaku"])
        lines.append(tr("  Yaku {count}: {yaku}", count=b["yaku_count"], yaku=yaku))
    for item in b["bonus"]:
        if item["id"] == "dora":
            shown = ", ".join(display(i["card"]) for i in item["indicators"])
            lines.append(tr("  Dora: sou {sou} shown by {indicators}: {count} bonus yaku",
                            sou=cards_text(item["sou"]), indicators=shown, count=item["count"]))
        else:
            lines.append(tr("  {label}: {count} bonus yaku", label=render(item["label"]), count=item["count"]))
    virtue = ", ".join(f"{render(v['label'])} {v['count']}" for v in b["virtue"])
    state = tr("virtuous") if b["virtuous"] else tr("not virtuous")
    lines.append(tr("  Virtue {v} ({state}, needs {need}): {items}", v=b["virtue_count"], state=state,
                    need=b["virtue_threshold"], items=virtue or "—"))
    lines += [f"  {render(f)}" for f in b["formulas"]]
    for p in b["payments"]:
        lines.append(tr("  {payer} pays {payee} {amount:,}", payer=seat_name(p["payer"], meta),
                        payee=seat_name(p["payee"], meta), amount=p["amount"]))
    if record["ura_row"]:
        lines.append(tr("  Ura-dora drawn: {cards}", cards=cards_text(record["ura_row"])))
        if record["dynasty_card"] is None and any(is_joker(c) for c in record["ura_row"]):
            lines.append(tr("  (a joker drawn in the Warring States has no suit: it is void and replaced)"))
    if record["succession"]:
        # The simple style calls every virtuous win 有徳上がり, whatever it does to the dynasty (§7.3).
        if record["naming_style"] == "detailed":
            text = tr(_SUCCESSION[record["succession"]], winner=winner)
        elif record["succession"] == "virtuous_win":
            text = tr(_SUCCESSION["virtuous_win"])
        else:
            text = tr("有徳上がり Virtuous win: {winner} becomes the new emperor", winner=winner)
        lines.append("  " + text)
    for seat, kings in record["kept_kings"].items():
        lines.append(tr("  {seat} keeps {kings} for the next hand", seat=seat_name(int(seat), meta), kings=cards_text(kings)))
    return lines


def _draw_lines(record: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    tenpai = [seat_name(s, meta) for s in record["tenpai"]]
    lines = [tr("Exhaustive draw (流局). Tenpai: {seats}", seats=", ".join(tenpai) or tr("nobody"))]
    for p in record["payments"]:
        lines.append(tr("  {payer} pays {payee} {amount:,}", payer=seat_name(p["payer"], meta),
                        payee=seat_name(p["payee"], meta), amount=p["amount"]))
    for seat, kings in record["kept_kings"].items():
        lines.append(tr("  {seat} keeps {kings} for the next hand", seat=seat_name(int(seat), meta), kings=cards_text(kings)))
    return lines


def standings_lines(title: str, standings: list[dict[str, Any]], meta: dict[str, Any]) -> list[str]:
    lines = ["", title]
    for row in standings:
        lines.append(tr("  {rank}. {seat}: {score:,} points, oka {oka:+,}, uma {uma:+,} → {points:+.1f}",
                        rank=row["rank"], seat=seat_name(row["seat"], meta), score=row["score"], oka=row["oka"],
                        uma=row["uma"], points=row["points"]))
    return lines

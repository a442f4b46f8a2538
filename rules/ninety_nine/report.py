"""99's events told in plain lines: the runner prints them, the table's log shows them."""

from __future__ import annotations

from typing import Any

from rules.core.cards import display
from rules.core.events import Event
from rules.core.report import cards_text, seat_name
from rules.core.text import render, tr
from rules.ninety_nine.deck import trump_from_key, trump_label
from rules.ninety_nine.scoring import item_label, premium_name


def report(event: Event, meta: dict[str, Any]) -> list[str]:
    """The lines worth printing for ``event`` (plays and secret answers print nothing)."""
    data = event.data
    if event.kind == "hand_started":
        lines = ["", f"== {render(data['label'])} ==", tr("Dealer: {dealer}", dealer=seat_name(data["dealer"], meta))]
        if data["turn_up"]:
            lines.append(tr("Turn-up: {card}", card=display(data["turn_up"])))
        return lines
    if event.kind == "revealed":
        what = premium_name(data["kind"])
        lines = [tr("{seat} makes a {what}: bid {bid} ({cards})", seat=seat_name(event.seat, meta), what=what,
                    bid=data["bid"], cards=cards_text(data["bid_cards"]))]
        if data["hand"]:
            lines.append(tr("  Hand shown to all: {cards}", cards=cards_text(data["hand"])))
        return lines
    if event.kind == "trick_won":
        plays = ", ".join(f"{seat_name(s, meta)} {display(c)}" for s, c in zip(data["seats"], event.cards))
        return [tr("  Trick {n}: {plays} → {winner}", n=data["trick_no"], plays=plays, winner=seat_name(event.seat, meta))]
    if event.kind == "hand_ended":
        return deal_lines(data, meta)
    if event.kind == "game_won":
        return [tr("{seat} wins game {g} ({games} won so far); scores start again from 0.",
                   seat=seat_name(event.seat, meta), g=data["game_no"], games=data["games_won"][event.seat])]
    if event.kind in ("match_ended", "standings"):
        title = tr("Final standings") if event.kind == "match_ended" else tr("Standings")
        return standings_lines(title, data["standings"], meta)
    return []


def deal_lines(record: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    """The itemised result of a deal: every seat's bid cards, tricks, each score item."""
    b = record["breakdown"]
    lines = [tr("Deal {n} ends. Trumps were {trumps}; {k} of 3 made their bid.", n=record["deal_no"],
                trumps=trump_label(trump_from_key(record["trump"])), k=b["successes"])]
    for row in b["seats"]:
        seat = row["seat"]
        verdict = tr("made") if row["made"] else tr("failed")
        lines.append(tr("  {seat}: bid {bid} ({cards}), won {tricks}: {verdict}", seat=seat_name(seat, meta),
                        bid=row["bid"], cards=cards_text(record["bid_cards"][seat]), tricks=row["tricks"],
                        verdict=verdict))
        for item in row["items"]:
            lines.append(tr("    {japanese} {english}: {value:+}  ({formula})", japanese=item["japanese"],
                            english=item_label(item["id"]), value=item["value"], formula=render(item["formula"])))
        lines.append(tr("    Deal total: {total}", total=row["total"]))
    scores = ", ".join(f"{seat_name(i, meta)} {s}" for i, s in enumerate(record["scores"]))
    lines.append(tr("  Scores: {scores}", scores=scores))
    return lines


def standings_lines(title: str, standings: list[dict[str, Any]], meta: dict[str, Any]) -> list[str]:
    lines = ["", title]
    for row in standings:
        if "games" in row:
            lines.append(tr("  {rank}. {seat}: {games} games won, {score} points in the game in play",
                            rank=row["rank"], seat=seat_name(row["seat"], meta), games=row["games"], score=row["score"]))
        else:
            lines.append(tr("  {rank}. {seat}: {score} points", rank=row["rank"], seat=seat_name(row["seat"], meta),
                            score=row["score"]))
    return lines

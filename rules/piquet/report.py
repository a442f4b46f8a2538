"""Piquet's events told in plain lines: the runner prints them, the table's log will show them."""

from __future__ import annotations

from typing import Any

from rules.core.cards import display
from rules.core.events import Event
from rules.core.report import seat_name
from rules.core.text import tr
from rules.piquet.ledger import label


def item_line(item: dict[str, Any], meta: dict[str, Any]) -> str:
    """One scored item: who, the term in French and Japanese, the English label, points, formula."""
    return tr(
        "  {who}: {french} / {japanese} ({label}) +{points}  [{formula}]",
        who=seat_name(item["seat"], meta),
        french=item["french"],
        japanese=item["japanese"],
        label=label(item["kind"]),
        points=item["points"],
        formula=item["formula"],
    )


def report(event: Event, meta: dict[str, Any]) -> list[str]:
    """The lines worth printing for ``event`` (plays and draws print nothing)."""
    data = event.data
    if event.kind == "hand_started":
        return ["", tr("== Game {game}, hand {hand} == dealer (younger): {dealer}; elder: {elder}",
                       game=data["game"], hand=data["hand"], dealer=seat_name(data["dealer"], meta),
                       elder=seat_name(data["elder"], meta))]
    if event.kind == "hand_ended":
        lines = [tr("Hand {hand} in scoring order:", hand=data["hand"])]
        lines += [item_line(it, meta) for it in data["items"]]
        if data["stopped"]:
            lines.append(tr("  The target was reached before trick play: the hand stops here."))
        lines.append(tr("  Hand: {a} {x} - {b} {y}; tricks {t0}-{t1}; game: {s0}-{s1}",
                        a=seat_name(0, meta), x=data["totals"][0], b=seat_name(1, meta), y=data["totals"][1],
                        t0=data["tricks_won"][0], t1=data["tricks_won"][1], s0=data["scores"][0], s1=data["scores"][1]))
        return lines
    if event.kind == "game_ended":
        line = tr("{winner} wins game {game}, {s0}-{s1}.", winner=seat_name(data["winner"], meta),
                  game=data["game"], s0=data["scores"][0], s1=data["scores"][1])
        if "value" in data:
            line += " " + tr("Rubicon game worth {value} ({formula}).", value=data["value"], formula=data["formula"])
        return [line]
    if event.kind == "match_ended":
        return [tr("{winner} wins the match, games {g0}-{g1}.", winner=seat_name(data["winner"], meta),
                   g0=data["games_won"][0], g1=data["games_won"][1])]
    if event.kind == "carte_blanche":
        return [tr("{who} declares carte blanche.", who=seat_name(event.seat or 0, meta))]
    if event.kind == "rest_exposed":
        return [tr("The rest of the talon is turned up: {cards}.", cards=" ".join(display(c) for c in event.cards))]
    return []

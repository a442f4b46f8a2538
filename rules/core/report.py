"""What every game's printed report (``Variant.report``) and score sheet name the same way."""

from __future__ import annotations

from typing import Any, Callable

from rules.core.cards import display
from rules.core.text import render, tr


def seat_name(seat: int, meta: dict[str, Any]) -> str:
    """The player's name from the session's meta, else "Seat 3" (seats count from 1 for people)."""
    names = meta.get("names") or []
    return names[seat] if seat < len(names) else tr("Seat {n}", n=seat + 1)


def seat_names(seats: list[int], meta: dict[str, Any]) -> str:
    """Several players named in one phrase: "Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    names = [seat_name(s, meta) for s in seats]
    if len(names) == 1:
        return names[0]
    return tr("{a} and {b}", a=", ".join(names[:-1]), b=names[-1])


def cards_text(cards: list[str] | tuple[str, ...]) -> str:
    """Cards as a person reads them: "A♠ 10♥"."""
    return " ".join(display(c) for c in cards)


def ranked_by_score(scores: list[int]) -> list[dict[str, Any]]:
    """Standings rows, highest total first: ``rank`` (equal totals share one), ``seat``, ``score``
    and ``points`` (the total again, as the runner's summary reads it)."""
    rows: list[dict[str, Any]] = []
    for i, seat in enumerate(sorted(range(len(scores)), key=lambda s: (-scores[s], s))):
        rank = rows[-1]["rank"] if rows and scores[seat] == rows[-1]["score"] else i + 1
        rows.append({"rank": rank, "seat": seat, "score": scores[seat], "points": scores[seat]})
    return rows


def match_result_sheet(ranking: dict[str, Any], history: list[dict[str, Any]], result: Callable[[dict[str, Any]], str],
                players: int, meta: dict[str, Any]) -> dict[str, Any]:
    """The score sheet at the end of a match: the game's ``ranking`` block, then every hand of
    ``history`` (its label, ``result(record)`` in words, each seat's change)."""
    hands = [[render(record["label"]), result(record)] + [f"{d:+,}" if d else "0" for d in record["deltas"]]
             for record in history]
    names = [seat_name(i, meta) for i in range(players)]
    hand_list = {"type": "table", "title": tr("Hands"), "columns": [tr("Hand"), tr("Result")] + names, "rows": hands}
    return {"kind": "match", "title": tr("Match over"), "subtitle": "", "blocks": [ranking, hand_list]}

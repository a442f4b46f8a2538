"""Fuxi's events told in plain lines (the runner prints them), and commands in words."""

from __future__ import annotations

from typing import Any

from rules.core.command import Command
from rules.core.events import Event
from rules.core.report import seat_name
from rules.core.text import N_, render, tr
from rules.fuxi.combinations import parse_play, play_name
from rules.fuxi.scoring import ScoreLine
from rules.mahjong.telling import tiles_words

EFFECTS = {
    "sweep": N_("characters kong (萬子): the table is swept away"),
    "reverse": N_("bamboo kong (索子): the strength order is reversed"),
    "unreverse": N_("bamboo kong (索子): the strength order is back to normal"),
    "single": N_("dots kong (筒子): it stays on the table as a single"),
}


def report(event: Event, meta: dict[str, Any]) -> list[str]:
    """The lines worth printing for ``event`` (draws and passes print nothing)."""
    d = event.data
    who = seat_name(event.seat, meta) if event.seat is not None else ""
    if event.kind == "hand_started":
        unseats = ", ".join(f"{seat_name(i, meta)} {n}" for i, n in enumerate(d["unseats"]))
        return ["", f"== {render(d['label'])} ==",
                tr("Lord (地頭): {lord}; times unseated: {unseats}", lord=seat_name(d["lord"], meta), unseats=unseats)]
    if event.kind == "gave":
        return [tr("  {seat} gives {tile} to {to}", seat=who, tile=" ".join(event.cards), to=seat_name(d["to"], meta))]
    if event.kind == "played":
        return played_lines(event, meta)
    if event.kind == "table_cleared":
        line = tr("{seat}'s play stood: the table is cleared (流す).", seat=who)
        if d["order_restored"]:
            line += " " + tr("The order is back to normal.")
        return [line]
    if event.kind == "won":
        lines = [tr("{seat} goes out with {play} ({name}): {formula}", seat=who, play=d["play"],
                    name=play_name_of(d["play"]), formula=d["formula"])]
        return lines + [f"  {line['term']} {ScoreLine(line['id'], line['factor']).label()} ×{line['factor']}"
                        for line in d["lines"][1:]]
    if event.kind == "hand_drawn":
        return [tr("The wall is empty when {seat} must draw: exhaustive draw (流局), nobody scores.", seat=who)]
    if event.kind == "hand_ended":
        scores = ", ".join(f"{seat_name(i, meta)} {s}" for i, s in enumerate(d["scores"]))
        return [tr("  Totals: {scores}", scores=scores)]
    if event.kind == "unseated":
        return [tr("{seat} is unseated as lord (降ろされる), unseat count {n}; {next} is the lord now.", seat=who, n=d["count"],
                   next=seat_name(d["next_lord"], meta))]
    if event.kind in ("match_ended", "standings"):
        lines = ["", tr("Final standings") if event.kind == "match_ended" else tr("Standings")]
        for row in d["standings"]:
            lines.append(tr("  {rank}. {seat}: {score}", rank=row["rank"], seat=seat_name(row["seat"], meta),
                            score=row["score"]))
        return lines
    return []


def played_lines(event: Event, meta: dict[str, Any]) -> list[str]:
    d = event.data
    line = tr("{seat} plays {play} ({name}), {n} left", seat=seat_name(event.seat, meta),  # type: ignore[arg-type]
              play=d["play"], name=play_name_of(d["play"]), n=d["left"])
    effect = d["effect"]
    if effect is None:
        return [line]
    if effect == "reverse" and not d["reversed"]:
        effect = "unreverse"
    return [line, "  " + tr(EFFECTS[effect])]


def play_name_of(text: str) -> str:
    play = parse_play(text)
    return text if isinstance(play, str) else play_name(play)


def describe(command: Command) -> str:
    """A legal command in plain words."""
    if command.action == "give":
        tile = tiles_words(command.cards)
        if command.choice:
            return tr("Give {tile} to seat {n}.", tile=tile, n=int(command.choice) + 1)
        return tr("Give {tile} to the lord (地頭).", tile=tile)
    if command.action == "play":
        return tr("Play {play} ({name}).", play=command.choice, name=play_name_of(command.choice))
    return tr("Pass: end your turn.")

"""Fuxi (富戯) calculator: (a) a hand's end scored from its conditions, itemised in the seed's terms;
(b) whether a play beats a table, and why (order, declarations, wrap, carries, kong effects) — or,
given a hand, every legal play.

    python -m rules.score fuxi [FILE] [--json]

The input format is documented in docs/fuxi-calculator.md (examples in docs/examples/fuxi/).
Exit status: 0 scored / a legal play; 1 not a legal win or play (the output says why); 2 bad
input or impossible tiles (one message on standard error naming the problem).
"""

from __future__ import annotations

import sys
from collections import Counter
from typing import Any

from rules.core.calcinput import InputError, calculator_parser, input_kind, seat_name, settle_main
from rules.core.text import tr
from rules.fuxi.beats import judge
from rules.fuxi.calcinput import PlayInput, WinInput, build_play, build_win
from rules.fuxi.combinations import Face, finish_of, play_name
from rules.fuxi.kongs import EFFECT_TERMS, Outcome, after_play
from rules.fuxi.legal import legal_plays
from rules.fuxi.scoring import score_hand
from rules.mahjong.tiles import tile_code

PROG = "python -m rules.score fuxi"
KINDS = ("win", "play")
FINISH_TERMS = {"normal": "通常あがり", "triplet": "刻子あがり", "special": "特殊あがり"}
LISTED = 40  # legal plays printed in the text; --json lists them all


def _face(face: Face | None) -> dict[str, Any] | None:
    return None if face is None else {"type": face.form, "number": face.number, "suit": face.suit,
                                      "name": face.name()}


def _refused(rule: str, reason: str, text: list[str]) -> tuple[int, dict[str, Any], str]:
    return 1, {"valid": False, "refused": {"rule": rule, "reason": reason}, "breakdown": None}, "\n".join(text)


def win_run(w: WinInput) -> tuple[int, dict[str, Any], str]:
    players = w.options["players"]
    name = lambda i: seat_name(w.names, i)  # noqa: E731
    lines: list[str] = []
    finish, play = w.finish, None
    if w.written is not None:
        lines.append(tr("Winning play: {text}", text=w.written.text))
        if isinstance(w.written.play, str):
            lines.append(tr("Not a legal win: {why}", why=w.written.play))
            return _refused("combination", w.written.play, lines)
        play = w.written.play
        if finish and finish != finish_of(play):
            raise InputError(tr("\"finish\" is {given} but the play {name} is a {actual} finish", given=finish,
                                name=play_name(play), actual=finish_of(play)))
        finish = finish_of(play)
        verdict = judge(play, w.table, w.reversed)
        if not verdict.ok:
            lines += verdict.lines
            lines.append(tr("Not a legal win: the winning play cannot go on this table."))
            return _refused("beats", verdict.lines[-1], lines)
        lines[-1] += f" = {play_name(play)}"
    if w.winner is None:
        lines.append(tr("流局 Exhaustive draw: nobody scores; the jitou ({jitou}) is unseated (降ろされる).",
                        jitou=name(w.jitou)))
        return 0, {"valid": True, "refused": None, "breakdown": {
            "kind": "draw", "jitou": w.jitou, "winner": None, "points": 0, "lines": [],
            "deltas": {str(s): 0 for s in range(players)}}}, "\n".join(lines)
    h = score_hand(players, w.jitou, w.winner, finish, w.last_tile, w.first_turn)
    assert h.win is not None
    role = tr("jitou 地頭") if w.winner == w.jitou else tr("commoner 民")
    lines.append(tr("{winner} ({role}) goes out: {term}", winner=name(w.winner), role=role,
                    term=FINISH_TERMS[finish]))
    lines += [f"  {line.text()}" for line in h.win.lines]
    lines.append(tr("Points: {formula} (multipliers multiply, D-12)", formula=h.win.formula()))
    keeps = tr("the jitou keeps the role") if w.winner == w.jitou else tr(
        "the jitou ({jitou}) is unseated (降ろされる)", jitou=name(w.jitou))
    lines.append(tr("Net: {totals}; {keeps}", totals=", ".join(f"{name(s)} {d:+d}" for s, d in enumerate(h.deltas)),
                    keeps=keeps))
    doc = {"kind": "win", "jitou": w.jitou, "winner": w.winner, "finish": finish,
           "play": None if play is None else play.to_json(),
           "lines": [{"id": ln.id, "term": ln.term, "label": ln.label(), "factor": ln.factor} for ln in h.win.lines],
           "points": h.win.points, "deltas": {str(s): d for s, d in enumerate(h.deltas)}}
    return 0, {"valid": True, "refused": None, "breakdown": doc}, "\n".join(lines)


def _after(out: Outcome) -> tuple[dict[str, Any], str]:
    doc = {"table": _face(out.table), "reversed": out.reversed, "cleared": out.cleared, "restart": out.restart,
           "effect": None if out.effect is None else out.effect.kind}
    table = out.table.name() if out.table else tr("empty")
    order = tr("reversed") if out.reversed else tr("normal")
    if out.effect is None:
        text = tr("After: the table is {table}; order {order}.", table=table, order=order)
    else:
        text = tr("Kong effect {term}: the table is {table}, order {order}; the player draws and plays again.",
                  term=EFFECT_TERMS[out.effect.kind], table=table, order=order)
    return doc, text


def play_run(p: PlayInput) -> tuple[int, dict[str, Any], str]:
    if p.written is None:
        return hint_run(p)
    lines = [tr("Play: {text}", text=p.written.text)]
    if isinstance(p.written.play, str):
        lines.append(tr("Not a legal play: {why}", why=p.written.play))
        return _refused("combination", p.written.play, lines)
    play = p.written.play
    if p.hand is not None:
        missing = Counter(play.all_tiles()) - Counter(p.hand)
        if missing:
            why = tr("the hand lacks {tiles}", tiles=" ".join(tile_code(k) for k in sorted(missing.elements())))
            lines.append(tr("Not a legal play: {why}", why=why))
            return _refused("hand", why, lines)
    verdict = judge(play, p.table, p.reversed)
    lines = list(verdict.lines)
    doc: dict[str, Any] = {"kind": "play", "play": play.to_json(), "name": play_name(play), "face": _face(play.face),
                           "table": _face(p.table), "reversed": p.reversed, "reasons": list(verdict.lines)}
    if not verdict.ok:
        lines.append(tr("Not a legal play."))
        return 1, {"valid": False, "refused": {"rule": "beats", "reason": verdict.lines[-1]}, "breakdown": doc}, \
            "\n".join(lines)
    after_doc, after_text = _after(after_play(play, p.table, p.reversed, p.options))
    doc["after"] = after_doc
    lines.append(tr("Legal."))
    lines.append(after_text)
    if p.hand is not None and Counter(play.all_tiles()) == Counter(p.hand):
        lines.append(tr("The play empties the hand: the player goes out ({term}).", term=FINISH_TERMS[finish_of(play)]))
        doc["goes_out"] = True
    return 0, {"valid": True, "refused": None, "breakdown": doc}, "\n".join(lines)


def hint_run(p: PlayInput) -> tuple[int, dict[str, Any], str]:
    assert p.hand is not None
    plays = legal_plays(p.hand, p.table, p.reversed, "strongest")
    table = p.table.name() if p.table else tr("empty")
    lines = [tr("Table: {table}; order {order}.", table=table, order=tr("reversed") if p.reversed else tr("normal")),
             tr("{n} legal plays (for 一盃口, 三色 and 一通 only the strongest declaration of each type and suit); "
                "passing is always allowed.", n=len(plays))]
    lines += [f"  {q.text()}  {play_name(q)}" for q in plays[:LISTED]]
    if len(plays) > LISTED:
        lines.append(tr("  ... and {n} more (--json lists them all)", n=len(plays) - LISTED))
    doc = {"kind": "hint", "table": _face(p.table), "reversed": p.reversed, "plays": [q.text() for q in plays]}
    return 0, {"valid": True, "refused": None, "breakdown": doc}, "\n".join(lines)


def run(data: Any) -> tuple[int, dict[str, Any], str]:
    """(exit status, the --json document, the text) for an input; InputError names a fault."""
    if input_kind(data, KINDS) == "play":
        return play_run(build_play(data))
    return win_run(build_win(data))


def main(argv: list[str] | None = None) -> int:
    return settle_main(argv, calculator_parser(PROG, tr(
        "Score a Fuxi (富戯) hand's end, or judge whether a play beats the table, described in JSON "
        "(see docs/fuxi-calculator.md).")), run)


if __name__ == "__main__":
    sys.exit(main())

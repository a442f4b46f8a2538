"""Kawuxing (卡五星) calculator: a real-table win, a run of kongs or a drawn hand as JSON in, the
itemised payments out.

    python -m rules.score kawuxing [FILE] [--json]

The input format is documented in docs/kawuxing-calculator.md (examples in docs/examples/kawuxing/).
Exit status: 0 scored, 1 a hand that is not a legal win (the output says why), 2 bad input or an
impossible hand (one message on standard error naming the problem).
"""

from __future__ import annotations

import sys
from typing import Any

from rules.core.calcinput import ArgumentParser, input_kind, seat_name, settle_main
from rules.core.text import tr
from rules.kawuxing.calcinput import MELD_LABELS, Hand, build_draw, build_kongs, build_win, meld_label
from rules.kawuxing.payments import KONG_TERMS, chain_factor, draw_penalty, kong_payment, win_payments
from rules.kawuxing.scoring import LABELS, WinScore, cap_for, pattern_label, plain_refused, score_win
from rules.mahjong.tiles import format_tiles

PROG = "python -m rules.score kawuxing"
KINDS = ("win", "kongs", "draw")


# --- a win ---------------------------------------------------------------------------------


def refusal(hand: Hand, s: WinScore | None) -> dict[str, str] | None:
    """Which requirement of a legal win (§9.1, §9.3) the hand fails, or None for a legal win."""
    if s is None:
        return {"rule": "shape", "reason": tr("the tiles make neither four sets and a pair nor seven pairs (§9.1)")}
    if plain_refused(s, hand.ctx, hand.options):
        return {"rule": "plain_discard", "reason": tr(
            "a plain hand (平胡) with no doubling pattern wins only by self-draw (§9.3, option "
            "plain_hand_self_draw_only)")}
    return None


def win_breakdown(hand: Hand) -> tuple[dict[str, Any] | None, dict[str, str] | None]:
    s = score_win(hand.concealed, hand.melds, hand.ctx, hand.options)
    refused = refusal(hand, s)
    if refused is not None or s is None:
        return None, refused
    unit = hand.options["unit"]
    deltas = win_payments(hand.winner, hand.payer, s, hand.active, hand.ctx.disclosed, unit)
    payments = [{"payer": seat, "payee": hand.winner, "amount": -d} for seat, d in sorted(deltas.items()) if d < 0]
    return {
        "kind": "win",
        "winner": hand.winner,
        "by": hand.ctx.source,
        "payer": hand.payer,
        "hand": format_tiles(sorted(hand.concealed)),
        "winning_tile": format_tiles([hand.ctx.win_tile]),
        "melds": [{"kind": m.kind, "tiles": format_tiles(m.tiles)} for m in hand.melds],
        "reading": "seven_pairs" if s.seven_pairs else "sets_and_pair",
        "patterns": [{"id": p.id, "chinese": p.chinese, "english": LABELS[p.id], "doubles": p.doubles}
                     for p in s.patterns],
        "plain": s.plain,
        "raw": s.raw,
        "cap": cap_for(s.ids(), hand.options),
        "doubles": s.doubles,
        "unit": unit,
        "amount": s.amount(unit),
        "disclosed_discard": hand.ctx.disclosed and hand.payer is not None,
        "payments": payments,
        "deltas": {str(k): v for k, v in sorted(deltas.items())},
    }, None


def win_text(hand: Hand, b: dict[str, Any] | None, refused: dict[str, str] | None) -> str:
    name = lambda i: seat_name(hand.names, i)  # noqa: E731
    melds = ", ".join(f"{format_tiles(m.tiles)} ({meld_label(m.kind)})" for m in hand.melds)
    lines = [tr("Hand: {tiles}; winning tile {tile}", tiles=format_tiles(sorted(hand.concealed)),
                tile=format_tiles([hand.ctx.win_tile]))]
    if melds:
        lines.append(tr("Melds: {melds}", melds=melds))
    if b is None:
        assert refused is not None
        lines.append(tr("Not a legal win: {why}", why=refused["reason"]))
        return "\n".join(lines)
    if hand.payer is None:
        lines.append(tr("{winner} wins by self-draw", winner=name(hand.winner)) if hand.ctx.source == "draw" else
                     tr("{winner} wins by self-draw on a kong supplement", winner=name(hand.winner)))
    elif hand.ctx.source == "rob":
        lines.append(tr("{winner} wins by robbing the kong of {payer}", winner=name(hand.winner), payer=name(hand.payer)))
    else:
        lines.append(tr("{winner} wins on the discard of {payer}", winner=name(hand.winner), payer=name(hand.payer)))
    lines.append(tr("Reading: seven pairs") if b["reading"] == "seven_pairs" else tr("Reading: four sets and a pair"))
    if b["plain"]:
        lines.append(tr("  平胡 Plain win: no doubling pattern"))
    for p in b["patterns"]:
        lines.append(tr("  {chinese} {english}: +{doubles}", chinese=p["chinese"], english=pattern_label(p["id"]),
                        doubles=p["doubles"]))
    if b["raw"] > b["doubles"]:
        lines.append(tr("Doubles: {raw}, capped at {doubles}", raw=b["raw"], doubles=b["doubles"]))
    else:
        lines.append(tr("Doubles: {doubles} (cap {cap})", doubles=b["doubles"], cap=b["cap"]))
    lines.append(tr("Amount: {unit} × 2^{doubles} = {amount}", unit=b["unit"], doubles=b["doubles"], amount=b["amount"]))
    for row in b["payments"]:
        if b["disclosed_discard"]:
            lines.append(tr("{payer} → {payee}: 2 × {amount} = {total} (亮倒: the payer pays both shares)",
                            payer=name(row["payer"]), payee=name(row["payee"]), amount=b["amount"],
                            total=row["amount"]))
        else:
            lines.append(tr("{payer} → {payee}: {amount}", payer=name(row["payer"]), payee=name(row["payee"]),
                            amount=row["amount"]))
    return "\n".join(lines)


# --- kongs and a drawn hand --------------------------------------------------------------------


def kongs_breakdown(data: dict[str, Any]) -> dict[str, Any]:
    rows = []
    total = {seat: 0 for seat in data["active"]}
    for k in data["kongs"]:
        deltas = kong_payment(k["kind"], k["by"], k["discarder"], data["active"], k["link"], data["unit"])
        for seat, d in deltas.items():
            total[seat] += d
        rows.append({"kind": k["kind"], "term": KONG_TERMS[k["kind"]], "english": MELD_LABELS[k["kind"]],
                     "by": k["by"], "discarder": k["discarder"], "tile": k["tile"], "link": k["link"],
                     "factor": chain_factor(k["link"]),
                     "payments": [{"payer": s, "payee": k["by"], "amount": -d} for s, d in sorted(deltas.items()) if d < 0],
                     "deltas": {str(s): d for s, d in sorted(deltas.items())}})
    return {"kind": "kongs", "unit": data["unit"], "kongs": rows, "total": {str(s): d for s, d in sorted(total.items())}}


def kongs_text(data: dict[str, Any], b: dict[str, Any]) -> str:
    name = lambda i: seat_name(data["names"], i)  # noqa: E731
    lines = []
    for n, row in enumerate(b["kongs"], 1):
        what = tr("{n}. {term} {english} by {konger}", n=n, term=row["term"], english=meld_label(row["kind"]),
                  konger=name(row["by"]))
        if row["tile"]:
            what += f" ({row['tile']})"
        lines.append(tr("{what}, link {link} of its chain (×{factor})", what=what, link=row["link"],
                        factor=row["factor"]))
        for p in row["payments"]:
            lines.append(tr("  {payer} → {payee}: {amount}", payer=name(p["payer"]), payee=name(p["payee"]),
                            amount=p["amount"]))
    lines.append(tr("Net: {totals}", totals=", ".join(f"{name(int(s))} {d:+d}" for s, d in b["total"].items())))
    return "\n".join(lines)


def draw_breakdown(data: dict[str, Any]) -> dict[str, Any]:
    deltas = draw_penalty(data["first_discloser"], data["active"], data["unit"])
    return {"kind": "draw", "first_discloser": data["first_discloser"], "unit": data["unit"],
            "deltas": {str(s): d for s, d in sorted(deltas.items())}}


def draw_text(data: dict[str, Any], b: dict[str, Any]) -> str:
    name = lambda i: seat_name(data["names"], i)  # noqa: E731
    if b["first_discloser"] is None:
        return tr("Drawn hand: nobody disclosed, nobody pays")
    lines = [tr("Drawn hand: {seat} disclosed first (亮倒) and pays each other player {unit}",
                seat=name(b["first_discloser"]), unit=b["unit"])]
    lines += [tr("  {payer} → {payee}: {amount}", payer=name(b["first_discloser"]), payee=name(int(s)), amount=d)
              for s, d in b["deltas"].items() if d > 0]
    return "\n".join(lines)


# --- command line ----------------------------------------------------------------------------


def _parser() -> ArgumentParser:
    parser = ArgumentParser(prog=PROG, description=tr(
        "Settle one Kawuxing (卡五星) win, run of kongs or drawn hand described in JSON (see "
        "docs/kawuxing-calculator.md)."))
    parser.add_argument("file", nargs="?", help=tr("the JSON file (default: standard input)"))
    parser.add_argument("--json", action="store_true", help=tr("print the breakdown as JSON"))
    return parser


def run(data: Any) -> tuple[int, dict[str, Any], str]:
    """(exit status, the --json document, the text) for an input; InputError names a fault."""
    kind = input_kind(data, KINDS)
    if kind == "kongs":
        spec = build_kongs(data)
        b = kongs_breakdown(spec)
        return 0, {"valid": True, "refused": None, "breakdown": b}, kongs_text(spec, b)
    if kind == "draw":
        spec = build_draw(data)
        b = draw_breakdown(spec)
        return 0, {"valid": True, "refused": None, "breakdown": b}, draw_text(spec, b)
    hand = build_win(data)
    b, refused = win_breakdown(hand)
    return (0 if b else 1), {"valid": b is not None, "refused": refused, "breakdown": b}, win_text(hand, b, refused)


def main(argv: list[str] | None = None) -> int:
    return settle_main(argv, _parser(), run)


if __name__ == "__main__":
    sys.exit(main())

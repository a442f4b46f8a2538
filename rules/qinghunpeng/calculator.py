"""Qing-Hun-Peng (清混碰) calculator: a real-table win (or an optional flower win) as JSON in, the
hand, its hua item by item, the conversion to lazi, the bonuses, the payments and the
three-mouth liability out.

    python -m rules.score qinghunpeng [FILE] [--json]

The input format is documented in docs/qinghunpeng-calculator.md (examples in
docs/examples/qinghunpeng/).  Exit status: 0 settled, 1 not a legal win (the output says why),
2 bad input or an impossible hand (one message on standard error naming the problem).
"""

from __future__ import annotations

import sys
from typing import Any

from rules.core.calcinput import ArgumentParser, input_kind, seat_name, settle_main
from rules.core.text import N_, tr
from rules.mahjong.tiles import format_tiles
from rules.qinghunpeng.calcinput import (MELD_TERMS, Hand, build_flower_win, build_win, build_wins,
                                          meld_label)
from rules.qinghunpeng.payments import REASON_NAMES, Settlement, flower_win, reason_label, settle_win
from rules.qinghunpeng.scoring import (BONUS_NAMES, HAND_NAMES, LAZI_HANDS, WinScore, bonus_label, hand_label,
                                       score_win, units)

PROG = "python -m rules.score qinghunpeng"
KINDS = ("win", "flower_win", "wins")
WAYS = {"draw": "自摸", "replacement": "槓開", "rob": "搶槓", "discard": "点胡"}
ITEM_LABELS = {"flower": N_("Flowers"), "pung": N_("Pung"), "kong_exposed": N_("Exposed kong"),
               "kong_concealed": N_("Concealed kong")}


def refusal(hand: Hand, s: WinScore | None) -> dict[str, str] | None:
    """Which requirement of a legal win (§6, §7.2) the hand fails, or None."""
    if s is None:
        return {"rule": "shape", "reason": tr(
            "the tiles are none of the seven hands (碰碰胡, 混一色, 混碰, 清一色, 清碰, 全風向, 風碰; §6)")}
    if hand.ctx.source == "discard" and not s.discard_ok:
        return {"rule": "two_hua", "reason": tr(
            "a discard win needs at least 2 hua; this {hand} counts {hua} (§7.2)", hand=HAND_NAMES[s.hand], hua=s.hua)}
    return None


def _payments(st: Settlement) -> list[dict[str, Any]]:
    return [{"payer": p.payer, "payee": p.payee, "amount": p.amount, "reason": p.reason,
             "term": REASON_NAMES[p.reason]} for p in st.lines]


def win_breakdown(hand: Hand) -> tuple[dict[str, Any] | None, dict[str, str] | None]:
    s = score_win(hand.concealed, hand.melds, hand.flowers, hand.ctx, hand.options)
    refused = refusal(hand, s)
    if refused is not None or s is None:
        return None, refused
    u = units(hand.options)
    st = settle_win(hand.winner, hand.ctx.source, s.value, hand.payer, hand.relations, hand.discarder_ready,
                    hand.options)
    return {
        "kind": "win",
        "winner": hand.winner,
        "by": hand.ctx.source,
        "way": WAYS[hand.ctx.source],
        "payer": hand.payer,
        "hand": format_tiles(sorted(hand.concealed)),
        "winning_tile": format_tiles([hand.ctx.win_tile]),
        "melds": [{"kind": m.kind, "tiles": format_tiles(m.tiles), "from": m.from_seat} for m in hand.melds],
        "flowers": hand.flowers,
        "hand_kind": s.hand,
        "chinese": HAND_NAMES[s.hand],
        "lazi_hand": s.is_lazi_hand,
        "lazi_multiple": LAZI_HANDS.get(s.hand, 0),
        "items": [{"what": i.what, "term": i.term, "tile": None if i.tile is None else format_tiles([i.tile]),
                   "count": i.count, "hua": i.hua} for i in s.items],
        "hua": s.hua,
        "counted_hua": s.counted_hua,
        "base": u.base, "hua_value": u.hua_value, "lazi_hua": u.lazi_hua, "lazi": u.lazi,
        "v0": s.v0,
        "raises": [{"id": b, "chinese": BONUS_NAMES[b]} for b in s.raises],
        "doublings": [{"id": b, "chinese": BONUS_NAMES[b]} for b in s.doublings],
        "value": s.value,
        "relations": [list(r) for r in hand.relations],
        "payments": _payments(st),
        "deltas": {str(k): v for k, v in sorted(st.deltas.items())},
    }, None


def _value_lines(b: dict[str, Any]) -> list[str]:
    lines = []
    if b["lazi_hand"]:
        lines.append(tr("Lazi hand: flowers and pungs add nothing (D-2); L = {b} + {n} × {h} = {lazi}",
                        b=b["base"], n=b["lazi_hua"], h=b["hua_value"], lazi=b["lazi"]))
        lines.append(tr("V0 = {k} × {lazi} = {v0}", k=b["lazi_multiple"], lazi=b["lazi"], v0=b["v0"]))
    else:
        for i in b["items"]:
            what = tr(ITEM_LABELS[i["what"]])
            tile = f" {i['tile']}" if i["tile"] else f" ×{i['count']}"
            lines.append(tr("  {term} {what}{tile}: {hua} hua", term=i["term"], what=what, tile=tile, hua=i["hua"]))
        capped = tr(", capped at {n}", n=b["lazi_hua"]) if b["hua"] > b["lazi_hua"] else ""
        lines.append(tr("Hua: {hua}{capped}; V0 = {b} + {n} × {h} = {v0} (one lazi is {lazi})", hua=b["hua"],
                        capped=capped, b=b["base"], n=b["counted_hua"], h=b["hua_value"], v0=b["v0"], lazi=b["lazi"]))
    for r in b["raises"] + b["doublings"]:
        lines.append(tr("  {chinese} {english}", chinese=r["chinese"], english=bonus_label(r["id"])))
    if b["raises"] or b["doublings"]:
        if b["v0"] >= b["lazi"]:
            rule = tr("at a lazi or more: raises change nothing, each doubling ×2")
        elif b["raises"]:
            rule = tr("below a lazi and raised: exactly one lazi")
        else:
            rule = tr("below a lazi: doubled, never above one lazi")
        lines.append(tr("V = {value} ({rule}, §8.4)", value=b["value"], rule=rule))
    else:
        lines.append(tr("V = {value}", value=b["value"]))
    return lines


def win_text(hand: Hand, b: dict[str, Any] | None, refused: dict[str, str] | None) -> str:
    name = lambda i: seat_name(hand.names, i)  # noqa: E731
    lines = [tr("Hand: {tiles}; winning tile {tile}", tiles=format_tiles(sorted(hand.concealed)),
                tile=format_tiles([hand.ctx.win_tile]))]
    if hand.melds:
        lines.append(tr("Melds: {melds}", melds=", ".join(
            f"{format_tiles(m.tiles)} ({MELD_TERMS[m.kind]} {meld_label(m.kind)}"
            + ("" if m.from_seat is None else tr(" from {seat}", seat=name(m.from_seat))) + ")" for m in hand.melds)))
    if hand.flowers:
        lines.append(tr("Flowers: {n}", n=hand.flowers))
    if b is None:
        assert refused is not None
        lines.append(tr("Not a legal win: {why}", why=refused["reason"]))
        return "\n".join(lines)
    w, p = name(hand.winner), None if hand.payer is None else name(hand.payer)
    lines.append({"draw": tr("{winner} wins by self-draw (自摸)", winner=w),
                  "replacement": tr("{winner} wins on a replacement tile (槓開)", winner=w),
                  "rob": tr("{winner} wins by robbing the kong of {payer} (搶槓)", winner=w, payer=p),
                  "discard": tr("{winner} wins on the discard of {payer} (点胡)", winner=w, payer=p)}[hand.ctx.source])
    lines.append(tr("{chinese} {english}", chinese=b["chinese"], english=hand_label(b["hand_kind"])))
    lines += _value_lines(b)
    for x, y in hand.relations:
        if hand.winner in (x, y):
            lines.append(tr("三口の包: {caller} claimed three times from {discarder}", caller=name(x),
                            discarder=name(y)))
    for row in b["payments"]:
        term = f"{row['term']} " if row["term"] else ""
        lines.append(tr("  {payer} → {payee}: {amount} ({term}{why})", payer=name(row["payer"]),
                        payee=name(row["payee"]), amount=row["amount"], term=term, why=reason_label(row["reason"])))
    lines.append(tr("Net: {totals}", totals=", ".join(f"{name(int(s))} {d:+d}" for s, d in b["deltas"].items())))
    return "\n".join(lines)


def flower_run(spec: dict[str, Any]) -> tuple[int, dict[str, Any], str]:
    win = spec["win"]
    name = lambda i: seat_name(spec["names"], i)  # noqa: E731
    if not spec["options"][win]:
        refused = {"rule": "option_off", "reason": tr("{chinese} is played only with the option {option} (§8.5)",
                                                      chinese=BONUS_NAMES[win], option=win)}
        return 1, {"valid": False, "refused": refused, "breakdown": None}, tr("Not a legal win: {why}",
                                                                                why=refused["reason"])
    st = flower_win(win, spec["winner"], spec["loser"], spec["options"])
    b = {"kind": "flower_win", "win": win, "chinese": BONUS_NAMES[win], "winner": spec["winner"],
         "loser": spec["loser"], "lazi": units(spec["options"]).lazi, "payments": _payments(st),
         "deltas": {str(k): v for k, v in sorted(st.deltas.items())}}
    lines = [tr("{chinese} {english}: {winner} wins whatever the tiles (no bonuses, no liability)",
                chinese=b["chinese"], english=bonus_label(win), winner=name(spec["winner"]))]
    lines += [tr("  {payer} → {payee}: {amount}", payer=name(r["payer"]), payee=name(r["payee"]), amount=r["amount"])
              for r in b["payments"]]
    lines.append(tr("Net: {totals}", totals=", ".join(f"{name(int(s))} {d:+d}" for s, d in b["deltas"].items())))
    return 0, {"valid": True, "refused": None, "breakdown": b}, "\n".join(lines)


def wins_run(hands: list[Hand]) -> tuple[int, dict[str, Any], str]:
    """§7.4: every winner settled on their own; the net is the sum."""
    rows = [win_breakdown(h) for h in hands]
    texts = [win_text(h, b, r) for h, (b, r) in zip(hands, rows)]
    refused = next(({"winner": h.winner, **r} for h, (_, r) in zip(hands, rows) if r), None)
    if refused is not None:
        return 1, {"valid": False, "refused": refused, "breakdown": None}, "\n\n".join(texts)
    total = {str(s): sum(b["deltas"][str(s)] for b, _ in rows if b) for s in range(4)}
    name = lambda i: seat_name(hands[0].names, i)  # noqa: E731
    texts.append(tr("Total: {totals}", totals=", ".join(f"{name(int(s))} {d:+d}" for s, d in total.items())))
    return 0, {"valid": True, "refused": None,
               "breakdown": {"kind": "wins", "wins": [b for b, _ in rows], "deltas": total}}, "\n\n".join(texts)


def _parser() -> ArgumentParser:
    parser = ArgumentParser(prog=PROG, description=tr(
        "Settle one Qing-Hun-Peng (清混碰) win described in JSON (see docs/qinghunpeng-calculator.md)."))
    parser.add_argument("file", nargs="?", help=tr("the JSON file (default: standard input)"))
    parser.add_argument("--json", action="store_true", help=tr("print the breakdown as JSON"))
    return parser


def run(data: Any) -> tuple[int, dict[str, Any], str]:
    """(exit status, the --json document, the text) for an input; InputError names a fault."""
    kind = input_kind(data, KINDS)
    if kind == "flower_win":
        return flower_run(build_flower_win(data))
    if kind == "wins":
        return wins_run(build_wins(data))
    hand = build_win(data)
    b, refused = win_breakdown(hand)
    return (0 if b else 1), {"valid": b is not None, "refused": refused, "breakdown": b}, win_text(hand, b, refused)


def main(argv: list[str] | None = None) -> int:
    return settle_main(argv, _parser(), run)


if __name__ == "__main__":
    sys.exit(main())

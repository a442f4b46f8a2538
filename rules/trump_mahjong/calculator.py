"""Trump Mahjong (トランプマージャン) calculator: a real-table win as JSON in; the yaku, joker han,
fu item by item, the limit, base points and payments out.  Also several rons on one discard and
the noten payments of an exhaustive draw.

    python -m rules.score trump_mahjong [FILE] [--json]

The input format is documented in docs/trump_mahjong-calculator.md (examples in
docs/examples/trump_mahjong/).  Exit status: 0 settled, 1 not a legal win (the output says why),
2 bad input or an impossible hand (one message on standard error naming the problem).
"""

from __future__ import annotations

import sys
from typing import Any

from rules.core.calcinput import calculator_parser, input_kind, seat_name, settle_main
from rules.core.text import tr
from rules.trump_mahjong.calcinput import (MELD_TERMS, Player, Win, build_draw, build_win, build_wins, card_text,
                                           meld_label)
from rules.trump_mahjong.fu import fu_label
from rules.trump_mahjong.hands import format_kinds, kinds_of, readings
from rules.trump_mahjong.payments import REASON_NAMES, Settlement, reason_label, settle_draw, settle_win, settle_wins
from rules.trump_mahjong.scoring import WinScore, limit_label, limit_name, score_win
from rules.trump_mahjong.yaku import YAKU, YAKU_LABELS, yaku_label

PROG = "python -m rules.score trump_mahjong"
KINDS = ("win", "wins", "draw")
SET_TERMS = {"chow": "順子", "pung": "刻子", "kong": "槓子"}


def refusal(p: Player, win_card: Any, s: WinScore | None) -> dict[str, str] | None:
    """Why the cards are no legal win (§8), or None."""
    if s is not None:
        return None
    if not readings(p.concealed, p.melds, kinds_of([win_card])[0], not p.ctx.tsumo):
        return {"rule": "shape", "reason": tr("the cards are not four sets and a pair (§2)")}
    return {"rule": "yaku", "reason": tr("no yaku: a win needs at least one; joker han are no yaku (§8, §11.2)")}


def _lines(st: Settlement) -> list[dict[str, Any]]:
    return [{"payer": p.payer, "payee": p.payee, "amount": p.amount, "reason": p.reason,
             "term": REASON_NAMES[p.reason]} for p in st.lines]


def _deltas(st: Settlement) -> dict[str, int]:
    return {str(k): v for k, v in sorted(st.deltas.items())}


def score_breakdown(p: Player, s: WinScore) -> dict[str, Any]:
    r = s.reading
    return {
        "winner": p.seat,
        "hand": card_text(p.concealed),
        "melds": [{"kind": m.kind, "term": MELD_TERMS[m.kind], "cards": card_text(list(m.tiles)), "from": m.from_seat}
                  for m in p.melds],
        "jokers": p.ctx.jokers,
        "yaku": [{"id": y, "kanji": YAKU[y].kanji, "kana": YAKU[y].kana, "english": YAKU_LABELS[y], "han": h}
                 for y, h in s.yaku],
        "yakuman": [{"id": y, "kanji": YAKU[y].kanji, "kana": YAKU[y].kana, "english": YAKU_LABELS[y],
                     "multiple": m} for y, m in s.yakuman],
        "joker_han": s.joker_han,
        "han": s.han,
        "fu_items": [{"what": i.what, "fu": i.fu, "kind": None if i.kind is None else format_kinds([i.kind])}
                     for i in s.fu_items],
        "fu": s.fu,
        "limit": s.limit,
        "limit_name": limit_name(s.limit, s.multiple),
        "multiple": s.multiple,
        "base": s.base,
        "reading": {"sets": [{"kind": x.kind, "concealed": x.concealed, "cards": format_kinds(x.kinds)} for x in r.sets],
                    "pair": format_kinds([r.pair, r.pair]), "wait": r.wait, "closed": r.closed},
    }


def _score_text(p: Player, b: dict[str, Any], name: Any) -> list[str]:
    lines = [tr("{winner}: {hand}", winner=name(p.seat), hand=b["hand"])]
    for m in b["melds"]:
        src = "" if m["from"] is None else tr(" from {seat}", seat=name(m["from"]))
        lines.append(tr("  {term} {what}: {cards}{src}", term=m["term"], what=meld_label(m["kind"]), cards=m["cards"],
                        src=src))
    if b["jokers"]:
        lines.append(tr("  Jokers laid out: {n}", n=b["jokers"]))
    reading = " | ".join(x["cards"] + ("" if x["kind"] == "chow" or x["concealed"] else "*") for x in b["reading"]["sets"])
    lines.append(tr("Reading: {sets} | {pair} (wait: {wait}; * = open)", sets=reading, pair=b["reading"]["pair"],
                    wait=b["reading"]["wait"]))
    if b["yakuman"]:
        for y in b["yakuman"]:
            times = tr("double yakuman") if y["multiple"] == 2 else tr("yakuman")
            lines.append(f"  {y['kanji']} ({y['kana']}) {yaku_label(y['id'])}: {times}")
        lines.append(tr("{name} ×{k}: base {base}", name=b["limit_name"], k=b["multiple"], base=b["base"]))
        return lines
    for y in b["yaku"]:
        lines.append(tr("  {kanji} ({kana}) {english}: {han} han", kanji=y["kanji"], kana=y["kana"],
                        english=yaku_label(y["id"]), han=y["han"]))
    if b["joker_han"]:
        lines.append(tr("  Jokers (花牌) × {n}: {han} han", n=b["jokers"], han=b["joker_han"]))
    fu = ", ".join(f"{fu_label(i['what'])}{' ' + i['kind'] if i['kind'] else ''} {i['fu']}" for i in b["fu_items"])
    lines.append(tr("Fu: {items} = {fu}", items=fu, fu=b["fu"]))
    if b["limit"]:
        lines.append(tr("{han} han {fu} fu: {name} {label}, base {base}", han=b["han"], fu=b["fu"],
                        name=b["limit_name"], label=limit_label(b["limit"]), base=b["base"]))
    else:
        lines.append(tr("{han} han {fu} fu: base {fu} × 2^{exp} = {base}", han=b["han"], fu=b["fu"], exp=b["han"] + 2,
                        base=b["base"]))
    return lines


def _payment_text(st: Settlement, name: Any) -> list[str]:
    lines = []
    for p in st.lines:
        payer = tr("the table") if p.payer is None else name(p.payer)
        lines.append(tr("  {payer} → {payee}: {amount} ({term} {why})", payer=payer, payee=name(p.payee),
                        amount=p.amount, term=REASON_NAMES[p.reason], why=reason_label(p.reason)))
    lines.append(tr("Net: {totals}", totals=", ".join(f"{name(s)} {d:+d}" for s, d in sorted(st.deltas.items()))))
    return lines


def win_run(w: Win) -> tuple[int, dict[str, Any], str]:
    name = lambda i: seat_name(w.names, i)  # noqa: E731
    texts, rows = [], []
    for p in w.players:
        s = score_win(p.concealed, p.melds, w.win_card, p.ctx, w.options)
        refused = refusal(p, w.win_card, s)
        if refused is not None or s is None:
            texts.append("\n".join([tr("{winner}: {hand}", winner=name(p.seat), hand=card_text(p.concealed)),
                                    tr("Not a legal win: {why}", why=refused["reason"])]))
            return 1, {"valid": False, "refused": dict(refused, winner=p.seat), "breakdown": None}, "\n\n".join(texts)
        b = score_breakdown(p, s)
        rows.append((p, s, b))
        texts.append("\n".join(_score_text(p, b, name)))
    if w.payer is None or len(rows) == 1:
        p, s, _ = rows[0]
        st = settle_win(p.seat, s.base, dealer=w.dealer, payer=w.payer, honba=w.honba, deposits=w.deposits,
                        options=w.options)
        way = tr("{winner} wins by tsumo (ツモ)", winner=name(p.seat)) if w.payer is None else tr(
            "{winner} wins by ron (ロン) on {payer}'s card", winner=name(p.seat), payer=name(w.payer))
    else:
        st = settle_wins([(p.seat, s.base) for p, s, _ in rows], dealer=w.dealer, payer=w.payer, honba=w.honba,
                         deposits=w.deposits, options=w.options)
        way = tr("Ron by {winners} on {payer}'s card (paid: {paid})", winners=", ".join(name(p.seat) for p, _, _ in rows),
                 payer=name(w.payer), paid=", ".join(name(x) for x in st.winners))
    texts.append("\n".join([way] + _payment_text(st, name)))
    doc = {"kind": "win" if len(rows) == 1 else "wins", "by": "tsumo" if w.payer is None else "ron",
           "dealer": w.dealer, "payer": w.payer, "winning_card": card_text([w.win_card]), "honba": w.honba,
           "deposits": w.deposits, "wins": [b for _, _, b in rows], "paid": list(st.winners),
           "payments": _lines(st), "deltas": _deltas(st)}
    return 0, {"valid": True, "refused": None, "breakdown": doc}, "\n\n".join(texts)


def draw_run(spec: dict[str, Any]) -> tuple[int, dict[str, Any], str]:
    name = lambda i: seat_name(spec["names"], i)  # noqa: E731
    st = settle_draw(spec["tenpai"], spec["options"])
    lines = []
    for h in spec["hands"] or []:
        waits = tr("tenpai, waiting on {kinds}", kinds=h["waits"]) if h["waits"] else tr("noten")
        hand = " + ".join([h["hand"]] + [f"{MELD_TERMS[m['kind']]} {m['cards']}" for m in h["melds"]])
        lines.append(tr("{seat}: {hand}: {waits}", seat=name(h["seat"]), hand=hand, waits=waits))
    tenpai = ", ".join(name(s) for s in spec["tenpai"]) or tr("nobody")
    lines.append(tr("Exhaustive draw (流局); tenpai: {who}", who=tenpai))
    lines += _payment_text(st, name) if st.lines else [tr("No noten payments")]
    doc = {"kind": "draw", "tenpai": spec["tenpai"], "hands": spec["hands"], "payments": _lines(st),
           "deltas": _deltas(st)}
    return 0, {"valid": True, "refused": None, "breakdown": doc}, "\n".join(lines)


def run(data: Any) -> tuple[int, dict[str, Any], str]:
    """(exit status, the --json document, the text) for an input; InputError names a fault."""
    kind = input_kind(data, KINDS)
    if kind == "draw":
        return draw_run(build_draw(data))
    return win_run(build_wins(data) if kind == "wins" else build_win(data))


def main(argv: list[str] | None = None) -> int:
    parser = calculator_parser(PROG, tr(
        "Settle one Trump Mahjong (トランプマージャン) win or draw described in JSON "
        "(see docs/trump_mahjong-calculator.md)."))
    return settle_main(argv, parser, run)


if __name__ == "__main__":
    sys.exit(main())

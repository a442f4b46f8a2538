"""Qing-Hun-Peng (清混碰) score sheets: what a hand's end looks like after the table.

A win sheet gives, for each winner: the hand split as it was scored, the hua item by item (each
with its original term and the tiles), the base V0, the conversion to lazi (喇子), the raises
and doublings and the final V (§8), and every payment with its reason, the three-mouth liability
(三口の包) named with the relation behind it (§9, §10). Flower wins (七捉一, 八花斉) show the
flowers and their fixed payment (§8.5); the exhaustive draw (荒牌) every seat's tiles.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.core.events import Event
from rules.core.report import match_result_sheet, seat_name, seat_names
from rules.core.text import N_, render, tr
from rules.mahjong.table import meld_label, tile_key
from rules.mahjong.tiles import tile_code, tile_from_code, tile_name
from rules.qinghunpeng.payments import REASON_NAMES, reason_label
from rules.qinghunpeng.scoring import BONUS_NAMES, HuaItem, WinContext, bonus_label, hand_label, readings, units
from rules.qinghunpeng.table import meld_of, partners

GROUP_LABELS = {
    "chow": N_("Chow (順子)"),
    "pung": N_("Pung (刻子)"),
    "pair": N_("Pair (対子)"),
    "honours": N_("Any honours (全風向)"),
    "hand": N_("Concealed hand"),
    "flowers": N_("Flowers"),
}
ITEM_LABELS = {"flower": N_("Flowers"), "pung": N_("Pung"), "kong_exposed": N_("Exposed kong"),
               "kong_concealed": N_("Concealed kong")}
TITLES = {
    "self_draw": N_("{winner} wins by self-draw (自摸)"),
    "replacement": N_("{winner} wins on a replacement tile (槓開)"),
    "rob": N_("{winner} wins by robbing the kong of {payer} (搶槓)"),
    "ron": N_("{winner} wins on the discard of {payer} (点胡)"),
    "rob_several": N_("{winner} rob the kong of {payer} (搶槓)"),
    "ron_several": N_("{winner} win on the discard of {payer} (点胡)"),
}
SOURCES = {"self_draw": "draw", "replacement": "replacement", "rob": "rob", "ron": "discard"}
FLOWER_WINS = ("seven_catch_one", "eight_flowers")


def sheet(event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
    if event.kind == "hand_ended":
        record = event.data
        if record["result"] != "win":
            made = draw_sheet(record, meta)
        elif record["by"] in FLOWER_WINS:
            made = flower_sheet(record, view["options"], meta)
        else:
            made = win_sheet(record, view["options"], meta)
        return dict(made, material="tiles")
    if event.kind == "match_ended":
        return dict(match_sheet(event.data["standings"], view["history"], meta), material="tiles")
    return None


def _signed(n: int) -> str:
    return f"{n:+,}" if n else "0"


def title(record: dict[str, Any], meta: dict[str, Any]) -> str:
    winner, payer = seat_names(record["winners"], meta), record["discarder"]
    by = record["by"]
    if by in FLOWER_WINS:
        return tr("{winner} wins by {chinese} ({english})", winner=winner, chinese=BONUS_NAMES[by], english=bonus_label(by))
    key = by + ("_several" if len(record["winners"]) > 1 else "")
    return tr(TITLES[key], winner=winner, payer=seat_name(payer, meta) if payer is not None else "")


def _subtitle(record: dict[str, Any], meta: dict[str, Any]) -> str:
    return tr("{label} · Next hand: {name} deals", label=render(record["label"]),
              name=seat_name(record["next_dealer"], meta))


# -- one winner ---------------------------------------------------------------------------------


def concealed_groups(record: dict[str, Any], row: dict[str, Any], options: dict[str, Any]) -> list[dict[str, Any]]:
    """The winner's concealed tiles split as the scored reading has them; one group for 全風向."""
    hand = record["hands"][row["winner"]]
    score = row["score"]
    codes = list(hand["hand"]) + ([] if record["by"] in ("self_draw", "replacement") else [record["tile"]])
    kinds = sorted(tile_from_code(c) for c in codes)
    ctx = WinContext(tile_from_code(record["tile"]), SOURCES[record["by"]])
    melds = [meld_of(m) for m in hand["melds"]]
    found = next((r for r in readings(kinds, melds, len(hand["flowers"]), ctx, options)
                  if r.hand == score["hand"] and r.hua == score["hua"] and r.v0 == score["base"]), None)
    if found is None or found.hand == "quanfeng":  # 全風向 needs no sets: its honours lie as they are
        label = "honours" if score["hand"] == "quanfeng" else "hand"
        return [{"cards": sorted(codes, key=tile_key), "label": tr(GROUP_LABELS[label])}]
    rest = Counter(kinds)
    groups = []
    for g in found.sets:
        rest.subtract(g.kinds)
        groups.append({"cards": [tile_code(k) for k in g.kinds], "label": tr(GROUP_LABELS[g.kind])})
    pair = [tile_code(k) for k in sorted(rest.elements())]
    return groups + [{"cards": pair, "label": tr(GROUP_LABELS["pair"])}]


def declared_groups(hand: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"cards": list(m["tiles"]), "label": meld_label(m["kind"])} for m in hand["melds"]]


def hua_rows(record: dict[str, Any], row: dict[str, Any]) -> list[dict[str, Any]]:
    """The hua items of a hua hand (§8.2), or the lazi hand's multiple (§8.3)."""
    score = row["score"]
    if score["lazi_multiple"]:
        return [{"original": score["chinese"], "english": hand_label(score["hand"]),
                 "value": tr("{k} lazi", k=score["lazi_multiple"])},
                {"original": "—", "english": tr("Flowers and pungs add nothing"), "value": ""}]
    flowers = record["hands"][row["winner"]]["flowers"]
    rows = []
    for what, tile, count, hua in score["items"]:
        item = HuaItem(what, None if tile is None else tile_from_code(tile), count, hua)
        if tile is None:
            original, english, cards = f"{item.term} ×{count}", tr(ITEM_LABELS[what]), list(flowers)
        else:
            original = f"{item.term} {tile_name(tile_from_code(tile), 'ja')}"
            english = tr("{what}: {tile}", what=tr(ITEM_LABELS[what]), tile=tile_name(tile_from_code(tile)))
            cards = [tile] * (3 if what == "pung" else 4)
        rows.append({"original": original, "english": english, "value": tr("{n} hua", n=hua), "cards": cards})
    if not rows:
        rows.append({"original": "—", "english": tr("No hua: no flowers, no scoring pungs"),
                     "value": tr("{n} hua", n=0)})
    return rows


def value_lines(row: dict[str, Any], options: dict[str, Any]) -> list[str]:
    """V0, the conversion to lazi, the raises and doublings and V (§8.1, §8.3, §8.4)."""
    score, u = row["score"], units(options)
    lines = [tr("1 lazi 喇子 = base 底 {b} + {n} hua × {h} = {lazi}", b=u.base, n=u.lazi_hua, h=u.hua_value,
                lazi=u.lazi)]
    if score["lazi_multiple"]:
        lines.append(tr("V0 = {k} × {lazi} = {v0}", k=score["lazi_multiple"], lazi=u.lazi, v0=score["base"]))
    else:
        capped = tr(", capped at {n}", n=u.lazi_hua) if score["hua"] > u.lazi_hua else ""
        lines.append(tr("Hua: {hua}{capped}; V0 = {b} + {n} × {h} = {v0}", hua=score["hua"], capped=capped, b=u.base,
                        n=score["counted_hua"], h=u.hua_value, v0=score["base"]))
    for bonus in score["bonuses"]:
        lines.append(tr("{chinese} {english}", chinese=BONUS_NAMES[bonus], english=bonus_label(bonus)))
    if not score["bonuses"]:
        return lines + [tr("V = {value}", value=score["value"])]
    if score["base"] >= u.lazi:
        rule = tr("at a lazi or more: raises change nothing, each doubling ×2")
    elif any(b in ("gangkai", "dandiao") for b in score["bonuses"]):
        rule = tr("below a lazi and raised: exactly one lazi")
    else:
        rule = tr("below a lazi: doubled, never above one lazi")
    return lines + [tr("V = {value} ({rule}, §8.4)", value=score["value"], rule=rule)]


def payment_lines(record: dict[str, Any], row: dict[str, Any], options: dict[str, Any],
                  meta: dict[str, Any]) -> list[str]:
    """Who pays this winner and why: the relations first, then each payment line (§9, §10)."""
    w = row["winner"]
    lines = []
    for r in record["relations"]:
        if w in (r["caller"], r["fed"]):
            lines.append(tr("三口の包: {caller} claimed three times from {discarder}",
                            caller=seat_name(r["caller"], meta), discarder=seat_name(r["fed"], meta)))
    if partners(record["relations"], w) and not options["three_mouth_pao"]:
        lines.append(tr("Three-mouth liability is off: no extra payment"))
    return lines + [payment_line(p, meta) for p in row["lines"]]


def payment_line(p: dict[str, Any], meta: dict[str, Any]) -> str:
    """One payment and its reason, the original term beside the English (a catalog whose reason
    already names the term leaves ``{term}`` out)."""
    payer, amount, why = seat_name(p["payer"], meta), f"{p['amount']:,}", reason_label(p["reason"])
    term = REASON_NAMES[p["reason"]]
    if term and p["reason"] not in FLOWER_WINS:  # a flower win's name is the sheet's title
        return tr("{payer} pays {amount}: {term} · {why}", payer=payer, amount=amount, term=term, why=why)
    return tr("{payer} pays {amount}: {why}", payer=payer, amount=amount, why=why)


def win_blocks(record: dict[str, Any], row: dict[str, Any], options: dict[str, Any],
               meta: dict[str, Any]) -> list[dict[str, Any]]:
    w, score = row["winner"], row["score"]
    name = seat_name(w, meta)
    hand = record["hands"][w]
    groups = concealed_groups(record, row, options) + declared_groups(hand)
    hand_title = tr("{name}: {chinese} {english}", name=name, chinese=score["chinese"],
                    english=hand_label(score["hand"]))
    total = sum(p["amount"] for p in row["lines"])
    return [
        {"type": "hand", "title": hand_title, "groups": groups, "highlight": [record["tile"]]},
        {"type": "rows", "title": tr("Hua 花 of {name}", name=name), "rows": hua_rows(record, row)},
        {"type": "lines", "title": tr("Value of the hand (V)"), "lines": value_lines(row, options)},
        {"type": "lines", "title": tr("Payments to {name}: {total} in all", name=name, total=f"{total:,}"),
         "lines": payment_lines(record, row, options, meta)},
    ]


def scores_block(record: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    rows = [[seat_name(i, meta), _signed(d), _signed(s)]
            for i, (d, s) in enumerate(zip(record["deltas"], record["scores"]))]
    return {"type": "table", "title": tr("Scores"), "columns": [tr("Player"), tr("Change"), tr("Score")], "rows": rows}


def win_sheet(record: dict[str, Any], options: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    blocks: list[dict[str, Any]] = []
    for row in record["wins"]:
        blocks += win_blocks(record, row, options, meta)
    blocks.append(scores_block(record, meta))
    return {"kind": "win", "title": title(record, meta), "subtitle": _subtitle(record, meta), "blocks": blocks}


# -- flower wins, the draw, the match --------------------------------------------------------------


def flower_sheet(record: dict[str, Any], options: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    """七捉一 / 八花斉 (§8.5): the flowers, the fixed payment, no bonuses and no liability."""
    row = record["wins"][0]
    w, by = row["winner"], record["by"]
    u = units(options)
    k = options[f"{by}_lazi"]
    text = tr("{winner} wins whatever the tiles: no bonuses, no liability (§8.5)", winner=seat_name(w, meta))
    blocks: list[dict[str, Any]] = [
        {"type": "cards", "title": tr("Flowers of {name} (花牌)", name=seat_name(w, meta)), "text": text,
         "cards": list(record["hands"][w]["flowers"])}]
    if by == "seven_catch_one":
        loser = record["discarder"]
        blocks.append({"type": "cards", "title": tr("Flowers of {name} (花牌)", name=seat_name(loser, meta)),
                       "text": tr("{name} holds the one other flower and pays alone", name=seat_name(loser, meta)),
                       "cards": list(record["hands"][loser]["flowers"])})
    lines = [tr("Each share: {k} lazi × {lazi} = {amount}", k=k, lazi=u.lazi, amount=f"{k * u.lazi:,}")]
    lines += [payment_line(p, meta) for p in row["lines"]]
    blocks.append({"type": "lines", "title": tr("Payments to {name}: {total} in all", name=seat_name(w, meta),
                                                total=f"{sum(p['amount'] for p in row['lines']):,}"), "lines": lines})
    blocks.append(scores_block(record, meta))
    return {"kind": "win", "title": title(record, meta), "subtitle": _subtitle(record, meta), "blocks": blocks}


def draw_sheet(record: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    blocks: list[dict[str, Any]] = [{"type": "lines", "title": tr("Exhaustive draw (荒牌)"), "lines": [
        tr("The wall is used up and nobody won: nobody pays."), tr("The dealer deals again (連荘).")]}]
    for seat, hand in enumerate(record["hands"]):
        groups = [{"cards": sorted(hand["hand"], key=tile_key), "label": tr(GROUP_LABELS["hand"])}] + declared_groups(hand)
        if hand["flowers"]:
            groups.append({"cards": list(hand["flowers"]), "label": tr(GROUP_LABELS["flowers"])})
        blocks.append({"type": "hand", "title": seat_name(seat, meta), "groups": groups, "highlight": []})
    blocks.append(scores_block(record, meta))
    return {"kind": "draw", "title": tr("Exhaustive draw (荒牌)"), "subtitle": _subtitle(record, meta), "blocks": blocks}


def match_sheet(standings: list[dict[str, Any]], history: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    rows = [[str(r["rank"]), seat_name(r["seat"], meta), _signed(r["score"])] for r in standings]
    ranking = {"type": "table", "title": tr("Final standings"), "columns": [tr("Rank"), tr("Player"), tr("Score")],
               "rows": rows}

    def result(record: dict[str, Any]) -> str:
        return title(record, meta) if record["result"] == "win" else tr("Exhaustive draw (荒牌)")

    return match_result_sheet(ranking, history, result, len(standings), meta)

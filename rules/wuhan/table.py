"""Wuhan (and Jingzhou) at the generic table: what the family builder (rules.mahjong.table) does
not know, and the score sheets.

Wuhan's own part of the table model: the laizi marked wherever it lies (``marked``) and its
indicator face up (``indicator``), the single 中 and laizi kongs (and discarded ones) laid in
the seat's meld corner (§7.1), their buttons, the open mouths (口) and a possible liability (包)
on the plates, the threshold (縛り) and the kong tiles in the info panel, and the waits with the
wins Wuhan allows (threshold and all, §9).
"""

from __future__ import annotations

from typing import Any

from rules.core.events import Event
from rules.core.report import match_result_sheet, seat_name
from rules.core.text import N_, render, tr
from rules.mahjong.hand import PAIR_258, decompositions
from rules.mahjong.table import SOUNDS, MahjongTable, meld_label, tile_key, unseen_counts
from rules.mahjong.tiles import counts, tile_name
from rules.wuhan.hand import MeldFacts, legal_shapes
from rules.wuhan.options import make_rules
from rules.wuhan.scoring import ONE_SUIT, Holding, Reading, Situation, best, formula
from rules.wuhan.tiles import CODE, WINDISH, is_jiang, kind_of, kinds_in_play, suit

# Wuhan's own buttons; the family's (chi, pon, kong, win, pass...) come from rules.mahjong.table.
WUHAN_LABELS = {
    "hongzhong_kong": N_("Hongzhong kong 紅中槓 {cards}"),
    "pizi_kong": N_("Pizi kong 皮子槓 {cards}"),
    "laizi_kong": N_("Laizi kong 頼子槓 {cards}"),
}
WUHAN_PLACES = {"hongzhong_kong": 0, "laizi_kong": 1}
# Wuhan's own single-tile kongs, said before the kongs every mahjong game has.
KONG_PROMPTS = {
    ("hongzhong_kong",): N_("Your turn: kong the kong tile singly (紅中槓), or discard a tile"),
    ("laizi_kong",): N_("Your turn: kong the laizi singly (頼子槓), or discard a tile"),
}
GROUP_LABELS = {
    "chow": N_("Chow (順子)"),
    "pung": N_("Pung (刻子)"),
    "pair": N_("Pair (対子)"),
    "pair258": N_("Pair 将 (2, 5 or 8)"),
    "loose": N_("No shape needed (風一色 / 将一色)"),
    "hand": N_("Concealed hand"),
    "hongzhong": N_("Hongzhong kong 紅中槓"),
    "laizi": N_("Laizi kong 頼子槓"),
}
HOW_LABELS = {"kong": N_("konged"), "discard": N_("discarded")}


def kong_term(view: dict[str, Any]) -> str:
    return "皮子槓" if view["options"].get("pizi_kong") else "紅中槓"


class WuhanTable(MahjongTable):
    sounds = {**SOUNDS, "hongzhong_kong": "call", "laizi_kong": "call"}

    def labels(self, view: dict[str, Any]) -> dict[str, str]:
        out = super().labels(view)
        kong = "pizi_kong" if view["options"].get("pizi_kong") else "hongzhong_kong"
        out["hongzhong_kong"] = tr(WUHAN_LABELS[kong])
        out["laizi_kong"] = tr(WUHAN_LABELS["laizi_kong"])
        return out

    def places(self, view: dict[str, Any]) -> dict[str, int]:
        return {**super().places(view), **WUHAN_PLACES}

    def prompts(self, view: dict[str, Any]) -> list[list[Any]]:
        base = super().prompts(view)
        at = next(i for i, (actions, _) in enumerate(base) if actions in (["concealed_kong"], ["discard"]))
        return base[:at] + [[list(actions), tr(KONG_PROMPTS[actions])] for actions in KONG_PROMPTS] + base[at:]

    def marked(self, view: dict[str, Any]) -> list[str]:
        return [view["laizi"]]

    def markers(self, view: dict[str, Any], seat: int, meta: dict[str, Any]) -> list[str]:
        out = super().markers(view, seat, meta)
        mouths = view["seats"][seat]["open_mouths"]
        if mouths:
            out.append(tr("Open 口×{n}", n=mouths))
        return out

    def info(self, view: dict[str, Any], meta: dict[str, Any]) -> list[str]:
        lines = [view["label"]]
        if view["phase"] == "over":
            return lines
        lines.append(tr("Wall: {n} tiles left", n=view["wall"]))
        lines.append(tr("Laizi 頼子: {laizi} (indicator {indicator})", laizi=tile_name(kind_of(view["laizi"])),
                        indicator=tile_name(kind_of(view["indicator"]))))
        lines.append(tr("Kong tiles {term}: {tiles}", term=kong_term(view),
                        tiles=", ".join(tile_name(kind_of(c)) for c in view["kong_tiles"])))
        rules = make_rules(view["players"], view["options"])
        if not rules.min_points:
            lines.append(tr("Threshold 縛り: none"))
        elif rules.any_payer_threshold:
            lines.append(tr("Threshold 縛り: {n} points from at least one payer", n=rules.min_points))
        else:
            lines.append(tr("Threshold 縛り: {n} points from every payer", n=rules.min_points))
        lines.append(tr("Dealer 荘家: {name}", name=seat_name(view["dealer"], meta)))
        if view["phase"] == "last":
            lines.append(tr("Last draw (海底): no discards, no kongs"))
        elif view.get("final"):
            lines.append(tr("The last discard: only a win 胡 may claim it"))
        elif view["wall"] < view["kong_min_wall"]:
            lines.append(tr("No more kongs: fewer than {n} tiles in the wall", n=view["kong_min_wall"]))
        return lines

    def indicator(self, view: dict[str, Any]) -> dict[str, Any]:
        return {"cards": [view["indicator"]],
                "label": tr("Indicator 頼子表示牌 → laizi {laizi}", laizi=tile_name(kind_of(view["laizi"])))}

    def extra_groups(self, view: dict[str, Any], seat: int) -> list[list[Any]]:
        return [[code] for code, _ in view["seats"][seat]["singles"]]

    def waits(self, view: dict[str, Any]) -> dict[str, Any] | None:
        return waits(view, self.visible(view) + [view["indicator"]])


TABLE = WuhanTable()


def table(view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    return TABLE.model(view, meta)


# -- waits -------------------------------------------------------------------------------


def _holding(s: dict[str, Any], laizi: str) -> Holding:
    return Holding(
        open_mouths=s["open_mouths"],
        exposed_kongs=sum(m["kind"] in ("kong_exposed", "kong_added") for m in s["melds"]),
        concealed_kongs=sum(m["kind"] == "kong_concealed" for m in s["melds"]),
        hongzhong_kongs=sum(code != laizi for code, _ in s["singles"]),
        laizi_kongs=sum(code == laizi for code, _ in s["singles"]),
    )


def _facts(melds: list[dict[str, Any]]) -> MeldFacts:
    tiles = [kind_of(t) for m in melds for t in m["tiles"]]
    return MeldFacts(count=len(melds), all_pungs=all(m["kind"] != "chow" for m in melds),
                     suits=frozenset(suit(kind_of(m["tiles"][0])) for m in melds),
                     windish=all(t in WINDISH for t in tiles), jiang=all(is_jiang(t) for t in tiles))


def winning_kinds(view: dict[str, Any], hand13: list[int]) -> tuple[list[int], list[int]]:
    """(kinds whose self-draw would be a legal win, every requirement and the threshold included;
    kinds that complete the shape but fail another requirement) for the viewer's 3n+1 tiles."""
    seat = view["seat"]
    me = view["seats"][seat]
    rules = make_rules(view["players"], view["options"])
    laizi = kind_of(view["laizi"])
    kong_tiles = frozenset(kind_of(c) for c in view["kong_tiles"])
    in_play = frozenset(kinds_in_play(rules.removed_suit))
    facts = _facts(me["melds"])
    holdings = tuple(_holding(s, view["laizi"]) for s in view["seats"])
    situation = Situation(winner=seat, dealer=view["dealer"], holdings=holdings, self_draw=True)
    wins, shapes = [], []
    for k in sorted(in_play - kong_tiles):
        found = legal_shapes(tuple(counts(hand13 + [k])), laizi, facts, kong_tiles, in_play)
        if not found:
            continue
        legal = me["open_mouths"] > 0 and best(rules, situation, [Reading(r.elements, r.hard) for r in found]) is not None
        (wins if legal else shapes).append(k)
    return wins, shapes


def waits(view: dict[str, Any], visible: list[str]) -> dict[str, Any] | None:
    """The viewer's waits when one tile short of a win: after a discard, while others act, and on
    the viewer's turn the waits it drew to (the hand without the tile just drawn)."""
    seat = view["seat"]
    hand = [kind_of(c) for c in view["seats"][seat]["hand"]]
    if len(hand) % 3 == 2 and view.get("drawn") is not None:
        hand.remove(kind_of(view["drawn"]))
    if len(hand) % 3 != 1:
        return None
    wins, shapes = winning_kinds(view, hand)
    kinds = wins or shapes
    if not kinds:
        return None
    laizi = kind_of(view["laizi"])
    removed = view["options"]["removed_suit"] if view["rules"] == "jingzhou" else None
    every = frozenset(kinds_in_play(removed)) - {kind_of(c) for c in view["kong_tiles"]} - {laizi}
    if not wins:
        label = tr("Shape only: no legal win yet (an open mouth or the threshold is missing)")
    elif every <= set(wins):
        label = tr("Any tile wins: by self-draw or robbing only (§9.3)")
    else:
        label = tr("Ready 聴牌: waits")
    codes = [CODE[k] for k in kinds]
    return {"label": label, "cards": codes, "counts": unseen_counts(codes, visible)}


# -- score sheets -----------------------------------------------------------------------------------


def sheet(event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
    if event.kind == "hand_ended":
        record = event.data
        made = win_sheet(record, view, meta) if record["result"] == "win" else draw_sheet(record, view, meta)
        # Drawn in tiles, the hand's laizi marked as at the table (the sheet is read on its own, in a save too).
        return dict(made, material="tiles", marked=[record["laizi"]] if record.get("laizi") else [])
    if event.kind == "match_ended":
        return dict(match_sheet(event.data["standings"], view["history"], view["players"], meta), material="tiles")
    return None


def _points(n: int) -> str:
    return f"{n:,}"


def _signed(n: int) -> str:
    return f"{n:+,}" if n else "0"


def _in_play(view: dict[str, Any]) -> frozenset[int]:
    removed = view["options"]["removed_suit"] if view["rules"] == "jingzhou" else None
    return frozenset(kinds_in_play(removed))


def concealed_groups(tiles: list[str], laizi: str, kong_tiles: list[str], in_play: frozenset[int],
                     breakdown: dict[str, Any] | None) -> list[dict[str, Any]]:
    """A complete concealed hand split into its sets and pair, each laizi standing where the
    scored reading puts it (face value in a hard win); one loose group when no split fits."""
    kinds = sorted(kind_of(c) for c in tiles)
    lz = kind_of(laizi)
    n_laizi = kinds.count(lz)
    elements = {e["id"] for e in breakdown["elements"]} if breakdown else set()
    hard = breakdown["hard"] if breakdown else True
    allowed = in_play - {kind_of(c) for c in kong_tiles}
    if "qing" in elements:
        suits = {suit(k) for k in kinds if k != lz}
        allowed = frozenset(k for k in allowed if suit(k) in suits)
    pair_ok = None if elements & {"pengpeng", "feng", "jiang", "qing"} else PAIR_258
    for wild in ([0] if hard else range(1, n_laizi + 1)):
        c = counts(kinds)
        c[lz] -= wild
        found = next(decompositions(c, wild, wild_can_be=allowed, pair_ok=pair_ok, wild_pair_kind=lz,
                                    chows="pengpeng" not in elements), None)
        if found is None:
            continue
        groups = []
        for g in found.sets:
            stood = list(g.wilds)  # the kinds this set's wildcards stand for
            cards = []
            for k in g.kinds:
                if k in stood:
                    stood.remove(k)
                    cards.append(laizi)
                else:
                    cards.append(CODE[k])
            label = tr(GROUP_LABELS[g.kind])
            if g.wilds:
                label += " · " + tr("laizi as {tiles}", tiles=" ".join(tile_name(k) for k in g.wilds))
            groups.append({"cards": cards, "label": label})
        pair = [laizi] * found.pair_wilds + [CODE[found.pair]] * (2 - found.pair_wilds)
        label = tr(GROUP_LABELS["pair258" if found.pair in PAIR_258 else "pair"])
        if found.pair_wilds:
            label += " · " + tr("laizi as {tiles}", tiles=tile_name(found.pair))
        groups.append({"cards": pair, "label": label})
        return groups
    label = "loose" if elements & {"feng", "jiang"} else "hand"
    return [{"cards": sorted(tiles, key=tile_key), "label": tr(GROUP_LABELS[label])}]


def _declared_groups(hand: dict[str, Any], laizi: str) -> list[dict[str, Any]]:
    groups = [{"cards": list(m["tiles"]), "label": meld_label(m["kind"])} for m in hand["melds"]]
    for code, how in hand["singles"]:
        kind = "laizi" if code == laizi else "hongzhong"
        groups.append({"cards": [code], "label": tr(GROUP_LABELS[kind]) + " · " + tr(HOW_LABELS[how])})
    return groups


def _factor_row(item: dict[str, Any]) -> dict[str, Any]:
    english = render(item["english"])
    if item["count"] > 1 and item["id"] not in ("big", "small"):
        english = tr("{what} ({n})", what=english, n=item["count"])
    return {"original": item["term"], "english": english, "value": "×" + item["factor"]}


def win_sheet(record: dict[str, Any], view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    b = record["breakdown"]
    w = record["winner"]
    winner = seat_name(w, meta)
    if record["by"] == "self_draw":
        title = tr("{winner} wins by self-draw (自摸)", winner=winner)
    elif record["by"] == "rob":
        title = tr("{winner} robs the kong of {seat} (搶槓)", winner=winner, seat=seat_name(record["discarder"], meta))
    else:
        title = tr("{winner} wins on the discard of {seat} (放銃)", winner=winner, seat=seat_name(record["discarder"], meta))
    hand = record["hands"][w]
    tiles = list(hand["hand"]) + ([] if record["by"] == "self_draw" else [record["tile"]])
    groups = concealed_groups(tiles, record["laizi"], record["kong_tiles"], _in_play(view), b)
    groups += _declared_groups(hand, record["laizi"])
    size = tr("大胡 Big win") if b["big"] else tr("小胡 Small win")
    blocks: list[dict[str, Any]] = [{"type": "hand", "title": tr("Winning hand · {size}", size=size), "groups": groups,
                                     "highlight": [record["tile"]]}]
    first = b["payers"][0]
    base_item = first["items"][0]
    if b["big"]:
        per = base_item["formula"]
        rules = make_rules(view["players"], view["options"])
        base_rows = [{"original": e["term"], "english": render(e["english"]),
                      "value": "" if rules.doubling_base else "15" if rules.one_suit_15 and e["id"] in ONE_SUIT else "10"}
                     for e in b["elements"]]
    else:
        per = "1"
        base_rows = [{"original": "小胡", "english": tr("Small win"), "value": "1"}]
    blocks.append({"type": "rows", "title": tr("Base (起翻): {formula}", formula=per), "rows": base_rows})
    winner_rows = [_factor_row(i) for i in first["items"] if i["whose"] == "winner"]
    if not b["hard"]:
        winner_rows.append({"original": "軟胡", "english": tr("Soft win: a laizi stands in"), "value": "×1"})
    blocks.append({"type": "rows", "title": tr("Doublings of the winner, {name} (飜)", name=winner), "rows": winner_rows})
    for row in b["payers"]:
        own = [_factor_row(i) for i in row["items"] if i["whose"] == "payer"]
        if not own:
            own = [{"original": "—", "english": tr("No doublings of their own"), "value": "×1"}]
        blocks.append({"type": "rows", "title": tr("Doublings of {name}, payer", name=seat_name(row["payer"], meta)),
                       "rows": own})
    named = lambda i: seat_name(i, meta)  # noqa: E731 -- the formula names seats as the table does
    lines = [tr("{payer}: {formula}", payer=seat_name(row["payer"], meta), formula=render(formula(row, named)))
             for row in b["payers"]]
    lines.append(_threshold_line(b))
    blocks.append({"type": "lines", "title": tr("Formula"), "lines": lines})
    capped = [row for row in b["payers"] if row["tier"]]
    if capped:
        blocks.append({"type": "rows", "title": tr("Caps (封頂)"), "rows": [
            {"original": row["tier_term"], "english": tr("{payer}: {why}", payer=seat_name(row["payer"], meta),
                                                         why=render(row["tier_english"])),
             "value": f"{_points(row['uncapped'])} → {_points(row['capped'])}"} for row in capped]})
    blocks.append(_payments(b, winner, meta))
    blocks.append(_scores(record, meta))
    return {"kind": "win", "title": title, "subtitle": render(record["label"]), "blocks": blocks}


def _threshold_line(b: dict[str, Any]) -> str:
    t = b["threshold"]
    if t["waived"]:
        return tr("Threshold (縛り): not needed, 風一色 and 将一色 are always a golden cap in Jingzhou")
    if not t["min_points"]:
        return tr("Threshold (縛り): none")
    if t["scope"] == "any_payer":
        return tr("Threshold (縛り): {n} points from at least one payer, before caps: met", n=t["min_points"])
    return tr("Threshold (縛り): {n} points from every payer, before caps: met", n=t["min_points"])


def _payments(b: dict[str, Any], winner: str, meta: dict[str, Any]) -> dict[str, Any]:
    rows = []
    if b["liable"] is not None:
        rows.append({"original": "包", "english": tr("{seat} pays for everyone: {why}", seat=seat_name(b["liable"], meta),
                                                     why=render(b["liability"]["english"])), "value": _points(b["total"])})
    for row in b["payers"]:
        note = ""
        if b["liable"] is not None and row["payer"] != b["liable"]:
            note = tr("{amount} paid by {seat} (包)", amount=_points(row["capped"]), seat=seat_name(b["liable"], meta))
        rows.append({"original": tr("{payer} → {payee}", payer=seat_name(row["payer"], meta), payee=winner),
                     "english": note, "value": _points(row["pays"])})
    return {"type": "rows", "title": tr("Payments: {total} in all", total=_points(b["total"])), "rows": rows}


def _scores(record: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    rows = [[seat_name(i, meta), _signed(d), _signed(s)] for i, (d, s) in enumerate(zip(record["deltas"], record["scores"]))]
    return {"type": "table", "title": tr("Scores"), "columns": [tr("Player"), tr("Change"), tr("Score")], "rows": rows}


def draw_sheet(record: dict[str, Any], view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    blocks: list[dict[str, Any]] = [{"type": "lines", "title": tr("Exhaustive draw (流局)"), "lines": [
        tr("Nobody won before the last 10 tiles: nobody pays."), tr("The dealer deals again (連荘).")]}]
    for seat, hand in enumerate(record["hands"]):
        groups = [{"cards": sorted(hand["hand"], key=tile_key), "label": tr(GROUP_LABELS["hand"])}]
        groups += _declared_groups(hand, record["laizi"])
        blocks.append({"type": "hand", "title": seat_name(seat, meta), "groups": groups, "highlight": []})
    blocks.append({"type": "cards", "title": tr("Laizi 頼子 and its indicator"),
                   "text": tr("Indicator {indicator} → laizi {laizi}", indicator=tile_name(kind_of(record["indicator"])),
                              laizi=tile_name(kind_of(record["laizi"]))),
                   "cards": [record["indicator"], record["laizi"]]})
    blocks.append(_scores(record, meta))
    return {"kind": "draw", "title": tr("Exhaustive draw (流局)"), "subtitle": render(record["label"]), "blocks": blocks}


def match_sheet(standings: list[dict[str, Any]], history: list[dict[str, Any]], players: int,
                meta: dict[str, Any]) -> dict[str, Any]:
    rows = [[str(r["rank"]), seat_name(r["seat"], meta), _signed(r["score"])] for r in standings]
    ranking = {"type": "table", "title": tr("Final standings"), "columns": [tr("Rank"), tr("Player"), tr("Score")],
               "rows": rows}

    def result(record: dict[str, Any]) -> str:
        if record["result"] != "win":
            return tr("Exhaustive draw (流局)")
        winner = seat_name(record["winner"], meta)
        if record["by"] == "self_draw":
            return tr("{winner} by self-draw (自摸)", winner=winner)
        if record["by"] == "rob":
            return tr("{winner} robbing {seat} (搶槓)", winner=winner, seat=seat_name(record["discarder"], meta))
        return tr("{winner} off {seat} (放銃)", winner=winner, seat=seat_name(record["discarder"], meta))

    return match_result_sheet(ranking, history, result, players, meta)

"""Kawuxing (卡五星) at the generic table: what the family builder (rules.mahjong.table) does not
know, and the score sheets.

Kawuxing's own part of the table model: its actions' labels, button places, prompts and sounds;
disclosure (亮倒) as a toggle that turns the next drop on the river into ``disclose``, the
discloser's shown tiles face up in his hand pile for everyone and his forced discard of the drawn
tile made by the table (``auto``); the missed-win restriction in the info panel; the four-player
rotation (the resting seat sits at the table with no tiles, its plate saying so); the waits with
their unseen copies.

Seats round the table: the three active seats take turns in ``order``; in the rotation the incoming
player takes the outgoing winner's place in it, so that order is not seat order after a while. The
table follows the chairs: ``arrangement`` lays the active seats in turn order with the resting one
in the gap where the first resting player sat, and the builder turns it to the viewer. So turn
order always runs counter-clockwise, and a player who sits out moves to the bench's place.
"""

from __future__ import annotations

from typing import Any

from rules.core.events import Event
from rules.core.report import match_result_sheet, seat_name
from rules.core.text import N_, render, tr
from rules.kawuxing.scoring import pattern_label, winning_tiles
from rules.kawuxing.winning import kinds_in_play
from rules.mahjong.hand import decompositions
from rules.mahjong.melds import Meld
from rules.mahjong.table import MahjongTable, meld_label, tile_key, unseen_counts
from rules.mahjong.tiles import counts, parse_tiles, tile_code, tile_from_code

ACTION_LABELS = {
    "discard": N_("Discard {cards}"),
    "disclose": N_("Disclose 亮倒 {cards}"),
    "pung": N_("Pung 碰 {cards}"),
    "kong": N_("Kong 明槓 {cards}"),
    "closed_kong": N_("Closed kong 暗槓 {cards}"),
    "add_kong": N_("Growing kong 加槓 {cards}"),
    "win": N_("Win 胡 自摸"),
    "ron": N_("Win 胡 {cards}"),
    "rob": N_("Rob the kong 搶槓 {cards}"),
    "pass": N_("Pass"),
}
# Cells as the family's (rules/mahjong/table.py BUTTON_PLACES): the disclose toggle takes the
# cell of the family's riichi-like toggle's neighbour (2) only on one's own turn, where no call is.
BUTTON_PLACES = {"add_kong": 0, "closed_kong": 1, "disclose": 2, "pung": 2, "kong": 2, "ron": 3, "win": 3,
                 "rob": 3, "pass": 4}
SOUNDS = {"discard": "discard", "disclose": "riichi", "pung": "call", "kong": "call", "closed_kong": "call",
          "add_kong": "call", "win": "win", "ron": "win", "rob": "win"}
PROMPTS = {
    ("ron",): N_("Win 胡 on this discard, or pass?"),
    ("rob",): N_("Rob the kong (搶槓) and win, or pass?"),
    ("kong",): N_("You hold three of this tile: kong it (明槓), or win"),
    ("pass",): N_("A discard is on offer: call it or pass"),
    ("win",): N_("Your turn: win 胡 by self-draw, or discard a tile"),
    ("closed_kong",): N_("Your turn: declare a kong (槓), or discard a tile"),
    ("add_kong",): N_("Your turn: declare a kong (槓), or discard a tile"),
    ("disclose",): N_("Your turn: discard, or press Disclose 亮倒 first"),
    ("discard",): N_("Your turn: discard a tile (drag it to your river)"),
}
MELD_LABELS = {
    "pung": N_("Pung 碰"),
    "kong_exposed": N_("Direct kong 明槓"),
    "kong_added": N_("Growing kong 加槓"),
    "kong_concealed": N_("Closed kong 暗槓"),
}
KONG_LABELS = {
    "direct": N_("Direct kong 明槓"),
    "growing": N_("Growing kong 加槓"),
    "closed": N_("Closed kong 暗槓"),
}
GROUP_LABELS = {
    "chow": N_("Chow (順子)"),
    "pung": N_("Pung (刻子)"),
    "pair": N_("Pair (対子)"),
    "pairs": N_("Seven pairs (七対)"),
    "hand": N_("Concealed hand"),
}
HOW = {
    "self_draw": N_("{winner} wins by self-draw (自摸)"),
    "supplement": N_("{winner} wins on a kong's supplement (槓上開花)"),
}


def _meld(m: dict[str, Any]) -> Meld:
    return Meld(m["kind"], tuple(sorted(parse_tiles(" ".join(m["tiles"])))))


class KawuxingTable(MahjongTable):
    sounds = SOUNDS
    auto = ("discard",)  # after a disclosure the drawn tile goes by itself (the only move left)

    def labels(self, view: dict[str, Any]) -> dict[str, str]:
        return {action: tr(ACTION_LABELS[action]) for action in ACTION_LABELS}

    def places(self, view: dict[str, Any]) -> dict[str, int]:
        return dict(BUTTON_PLACES)

    def prompts(self, view: dict[str, Any]) -> list[list[Any]]:
        out = [[list(actions), tr(PROMPTS[actions])] for actions in PROMPTS]
        me = view["seats"][view["seat"]] if view["seat"] is not None else None
        if me is not None and me["disclosed"]:  # after 亮倒 only a win or the drawn tile's discard
            out.insert(0, [["win"], tr("Disclosed 亮倒: win 胡 by self-draw, or the drawn tile goes")])
        return out

    # -- seats round the table ------------------------------------------------------------------

    def arrangement(self, view: dict[str, Any]) -> list[int]:
        order, resting = list(view["order"]), view["resting"]
        if resting is None:
            return order
        history = view.get("history") or []
        gap = history[0]["resting"] if history else resting  # the first bench's place, kept for the match
        return order[:gap] + [resting] + order[gap:]

    def ring(self, view: dict[str, Any]) -> list[int]:
        return list(view["order"])

    def on_turn(self, view: dict[str, Any], seat: int) -> bool:
        return seat != view["resting"] and super().on_turn(view, seat)

    def markers(self, view: dict[str, Any], seat: int, meta: dict[str, Any]) -> list[str]:
        if seat == view["resting"]:
            return [tr("Sits out (休み)")]
        out = super().markers(view, seat, meta)
        if view["seats"][seat]["disclosed"]:
            out.append(tr("Disclosed 亮倒"))
        return out

    def info(self, view: dict[str, Any], meta: dict[str, Any]) -> list[str]:
        lines = [view["label"]]
        if view["phase"] == "over":
            return lines
        lines.append(tr("Wall: {n} tiles left", n=view["wall"]))
        lines.append(tr("Dealer 荘家: {name}", name=seat_name(view["dealer"], meta)))
        if view["resting"] is not None:
            lines.append(tr("Sits out 休み: {name}", name=seat_name(view["resting"], meta)))
        for seat in view["disclosers"]:
            lines.append(tr("{name} has disclosed 亮倒", name=seat_name(seat, meta)))
        if view.get("restricted") is not None:
            lines.append(tr("Missed a win (doubles: {n}): until your next draw you may win on a discard only with more",
                            n=view["restricted"]))
        if view.get("final"):
            lines.append(tr("The last discard: only a win 胡 may claim it"))
        elif view["wall"] == 0:
            lines.append(tr("The wall is empty: no more kongs"))
        return lines

    # -- what the view says differently from the family's convention ---------------------------

    def adapt(self, view: dict[str, Any]) -> dict[str, Any]:
        """The view in the family's convention: melds name ``from_seat`` and their claimed tile,
        anonymous discards lie only in the ``pile``."""
        anonymous = view.get("pile") is not None
        seats = []
        for s in view["seats"]:
            melds = []
            for m in s["melds"]:
                meld = {"kind": m["kind"], "tiles": list(m["tiles"])}
                if m.get("from") is not None:
                    meld.update(from_seat=m["from"], called_tile=m["tiles"][0])
                melds.append(meld)
            seats.append(dict(s, melds=melds, river=None if anonymous else s["river"]))
        return dict(view, seats=seats)

    def model(self, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
        model = super().model(self.adapt(view), meta)
        model["toggles"] = {"disclose": {"label": tr("Disclose 亮倒"), "instead_of": "discard"}}
        model["told"] = {"closed_kong": tr("Closed kong 暗槓")}  # its tile lies face down: never announced
        return model

    def _hand(self, view: dict[str, Any], seat: int, s: dict[str, Any]) -> dict[str, Any]:
        if s["hand"] is None and s["disclosed"]:
            # The disclosed tiles lie face up for everyone; the rest (waiting_part) stays down.
            shown = sorted(s["shown"], key=tile_key)
            return {"cards": shown + [None] * (s["hand_count"] - len(shown)), "face_up": False}
        return super()._hand(view, seat, s)

    def visible(self, view: dict[str, Any]) -> list[str]:
        out = super().visible(view)
        for i, s in enumerate(view["seats"]):
            if i != view["seat"] and s["disclosed"]:
                out += s["shown"]
        return out

    def waits(self, view: dict[str, Any]) -> dict[str, Any] | None:
        me = view["seats"][view["seat"]]
        if view["seat"] == view["resting"] or me["hand"] is None:
            return None
        cards = view.get("waits")
        if cards is None and len(me["hand"]) % 3 == 2 and view.get("drawn") is not None:
            # on one's own turn: the waits drawn to (the hand without the tile just drawn)
            hand = [tile_from_code(c) for c in me["hand"]]
            hand.remove(tile_from_code(view["drawn"]))
            melds = [_meld(m) for m in me["melds"]]
            kinds = list(kinds_in_play(view["options"]["removed_suit"]))
            cards = [tile_code(k) for k in winning_tiles(sorted(hand), melds, view["options"], kinds)]
        if not cards:
            return None
        label = tr("Disclosed 亮倒: waits") if me["disclosed"] else tr("Ready 聴牌: waits")
        return {"label": label, "cards": list(cards), "counts": unseen_counts(cards, self.visible(self.adapt(view)))}


TABLE = KawuxingTable()


def table(view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    return TABLE.model(view, meta)


# -- score sheets -----------------------------------------------------------------------------------


def sheet(event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
    if event.kind == "hand_ended":
        record = event.data
        unit = view["options"]["unit"]
        made = win_sheet(record, unit, meta) if record["result"] == "win" else draw_sheet(record, unit, meta)
        return dict(made, material="tiles")
    if event.kind == "match_ended":
        return dict(match_sheet(event.data["standings"], view["history"], view["players"], meta), material="tiles")
    return None


def _signed(n: int) -> str:
    return f"{n:+,}" if n else "0"


def concealed_groups(tiles: list[str], tile: str, score: dict[str, Any]) -> list[dict[str, Any]]:
    """The concealed tiles split as the scored reading has them (seven pairs, or sets and a pair,
    the 4-5-6 around a winning 5 when 卡五星 scored); one loose group when no split fits."""
    kinds = sorted(tile_from_code(c) for c in tiles)
    c = counts(kinds)
    if score["seven_pairs"]:
        pairs = [tile_code(k) for k in sorted(set(kinds)) for _ in range(c[k] // 2)]
        return [{"cards": [p, p], "label": tr(GROUP_LABELS["pair"])} for p in pairs]
    ids = {p["id"] for p in score["patterns"]}
    win = tile_from_code(tile)
    found = None
    for d in decompositions(c):
        if "pengpeng" in ids and any(g.kind == "chow" for g in d.sets):
            continue
        if "kawuxing" in ids and not any(g.kind == "chow" and g.first == win - 1 for g in d.sets):
            continue
        found = d
        break
    if found is None:
        return [{"cards": sorted(tiles, key=tile_key), "label": tr(GROUP_LABELS["hand"])}]
    groups = []
    for g in found.sets:
        cards = [tile_code(g.first + i) for i in range(3)] if g.kind == "chow" else [tile_code(g.first)] * 3
        groups.append({"cards": cards, "label": tr(GROUP_LABELS["chow" if g.kind == "chow" else "pung"])})
    groups.append({"cards": [tile_code(found.pair)] * 2, "label": tr(GROUP_LABELS["pair"])})
    return groups


def _declared(hand: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"cards": list(m["tiles"]), "label": tr(MELD_LABELS[m["kind"]]) if m["kind"] in MELD_LABELS
             else meld_label(m["kind"])} for m in hand["melds"]]


def _title(record: dict[str, Any], meta: dict[str, Any]) -> str:
    names = [seat_name(w, meta) for w in record["winners"]]
    winner = tr("{a} and {b}", a=names[0], b=names[1]) if len(names) == 2 else names[0]
    if record["by"] in HOW:
        return tr(HOW[record["by"]], winner=winner)
    seat = seat_name(record["discarder"], meta)
    if record["by"] == "rob":
        return tr("{winner} robs the kong of {seat} (搶槓)", winner=winner, seat=seat)
    if len(names) == 2:
        return tr("{winner} both win on the discard of {seat} (放銃)", winner=winner, seat=seat)
    return tr("{winner} wins on the discard of {seat} (放銃)", winner=winner, seat=seat)


def win_blocks(record: dict[str, Any], row: dict[str, Any], unit: int, meta: dict[str, Any]) -> list[dict[str, Any]]:
    """One winner's part of a win sheet: the hand, the doubling patterns, the amount, who pays."""
    w, score = row["winner"], row["score"]
    name = seat_name(w, meta)
    hand = record["hands"][w]
    self_drawn = record["by"] in ("self_draw", "supplement")
    tiles = list(hand["hand"]) + ([] if self_drawn else [record["tile"]])
    groups = concealed_groups(tiles, record["tile"], score) + _declared(hand)
    title = tr("Winning hand of {name}", name=name)
    if row["disclosed"]:
        title = tr("{title} · disclosed 亮倒", title=title)
    blocks: list[dict[str, Any]] = [{"type": "hand", "title": title, "groups": groups, "highlight": [record["tile"]]}]
    if score["patterns"]:
        rows = [{"original": p["chinese"], "english": pattern_label(p["id"]), "value": tr("{n} doubles", n=p["doubles"])
                 if p["doubles"] != 1 else tr("1 double")} for p in score["patterns"]]
    else:
        rows = [{"original": "平胡", "english": tr("Plain win: no doubling pattern"), "value": tr("0 doubles")}]
    blocks.append({"type": "rows", "title": tr("Doubling patterns of {name} (飜)", name=name), "rows": rows})
    d = score["doubles"]
    lines = []
    if score["raw"] > d:
        lines.append(tr("{raw} doubles, capped at {doubles} (上限)", raw=score["raw"], doubles=d))
    elif d == 1:
        lines.append(tr("1 double, under the cap"))
    else:
        lines.append(tr("{doubles} doubles, under the cap", doubles=d))
    lines.append(tr("Amount: unit × 2^D = {unit} × 2^{d} = {amount}", unit=unit, d=d, amount=f"{score['amount']:,}"))
    if self_drawn:
        lines.append(tr("A self-draw: each other player pays the amount"))
    elif row["disclosed"]:
        lines.append(tr("Disclosed 亮倒: {seat} pays the amount twice, {amount} × 2 = {total}",
                        seat=seat_name(record["discarder"], meta), amount=f"{score['amount']:,}",
                        total=f"{2 * score['amount']:,}"))
    else:
        lines.append(tr("{seat} alone pays the amount", seat=seat_name(record["discarder"], meta)))
    pays = [tr("{payer} pays {payee} {amount}", payer=seat_name(s, meta), payee=name, amount=f"{-p:,}")
            for s, p in enumerate(row["payments"]) if p < 0]
    blocks.append({"type": "lines", "title": tr("Amount"), "lines": lines + pays})
    return blocks


def kong_block(record: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
    """The hand's kongs as they were paid, chain multipliers and all (§8)."""
    kongs = record.get("kongs") or []
    if not kongs:
        return None
    rows = []
    for k in kongs:
        payers = [seat_name(s, meta) for s, d in enumerate(k["payments"]) if d < 0]
        each = -min(k["payments"])
        english = tr("{seat}: {each} from {payers}", seat=seat_name(k["seat"], meta), each=each, payers=", ".join(payers))
        if k["link"] > 1:
            english = tr("{what} · link {link} (×{mult})", what=english, link=k["link"], mult=k["multiplier"])
        rows.append({"original": tr(KONG_LABELS[k["kind"]]), "english": english, "value": _signed(k["payments"][k["seat"]]), "cards": [k["tile"]] * 4})
    return {"type": "rows", "title": tr("Kong payments this hand (槓)"), "rows": rows}


def _scores(record: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    rows = []
    for i, score in enumerate(record["scores"]):
        if i == record["resting"]:
            rows.append([seat_name(i, meta), tr("Sits out (休み)"), "", "0", _signed(score)])
            continue
        rows.append([seat_name(i, meta), _signed(record["kong_deltas"][i]), _signed(record["result_deltas"][i]),
                     _signed(record["deltas"][i]), _signed(score)])
    return {"type": "table", "title": tr("Scores"),
            "columns": [tr("Player"), tr("Kongs"), tr("Hand"), tr("Change"), tr("Score")], "rows": rows}


def _next(record: dict[str, Any], meta: dict[str, Any]) -> str:
    line = tr("Next hand: {name} deals", name=seat_name(record["next_dealer"], meta))
    if record.get("next_resting") is not None:
        line = tr("{line}; {name} sits out", line=line, name=seat_name(record["next_resting"], meta))
    return line


def win_sheet(record: dict[str, Any], unit: int, meta: dict[str, Any]) -> dict[str, Any]:
    blocks: list[dict[str, Any]] = []
    for row in record["wins"]:
        blocks += win_blocks(record, row, unit, meta)
    kongs = kong_block(record, meta)
    if kongs is not None:
        blocks.append(kongs)
    blocks.append(_scores(record, meta))
    return {"kind": "win", "title": _title(record, meta), "subtitle": f"{render(record['label'])} · {_next(record, meta)}",
            "blocks": blocks}


def draw_sheet(record: dict[str, Any], unit: int, meta: dict[str, Any]) -> dict[str, Any]:
    first = record["first_discloser"]
    lines = [tr("The wall ran out and nobody won: the dealer deals again.")]
    if first is None:
        lines.append(tr("Nobody disclosed 亮倒: nobody pays."))
    else:
        lines.append(tr("{seat} disclosed 亮倒 first and pays each other player {unit}: {pays}",
                        seat=seat_name(first, meta), unit=unit,
                        pays=", ".join(f"{seat_name(s, meta)} {d:+,}" for s, d in enumerate(record["penalty"]) if d)))
    blocks: list[dict[str, Any]] = [{"type": "lines", "title": tr("Disclosure penalty (亮倒)"), "lines": lines}]
    for seat in record["order"]:
        hand = record["hands"][seat]
        title = seat_name(seat, meta) + (" · " + tr("disclosed 亮倒") if hand["disclosed"] else "")
        groups = [{"cards": sorted(hand["hand"], key=tile_key), "label": tr(GROUP_LABELS["hand"])}] + _declared(hand)
        blocks.append({"type": "hand", "title": title, "groups": groups, "highlight": []})
    kongs = kong_block(record, meta)
    if kongs is not None:
        blocks.append(kongs)
    blocks.append(_scores(record, meta))
    return {"kind": "draw", "title": tr("Exhaustive draw (流局)"), "subtitle": f"{render(record['label'])} · {_next(record, meta)}",
            "blocks": blocks}


def match_sheet(standings: list[dict[str, Any]], history: list[dict[str, Any]], players: int,
                meta: dict[str, Any]) -> dict[str, Any]:
    rows = [[str(r["rank"]), seat_name(r["seat"], meta), _signed(r["score"])] for r in standings]
    ranking = {"type": "table", "title": tr("Final standings"), "columns": [tr("Rank"), tr("Player"), tr("Score")],
               "rows": rows}

    def result(record: dict[str, Any]) -> str:
        if record["result"] != "win":
            return tr("Exhaustive draw (流局)")
        return _title(record, meta)

    return match_result_sheet(ranking, history, result, players, meta)

"""Emperor at the generic table: a seat's view as the table model, a finished hand as a score sheet.

The pygame table knows nothing of Emperor. It draws the *table model* (piles of cards per zone of
the layout map, seat plates, info lines, which drops and buttons make which moves) and the
*score sheet* (blocks of cards, rows, lines and tables) that this module builds from the view and
the events. Both are plain JSON, so they can be tested without a display. The shapes are
documented on :meth:`rules.core.variant.Variant.table` and :meth:`rules.core.variant.Variant.sheet`.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from rules.core.cards import SUITS, card, display, is_joker, rank_of
from rules.core.events import Event
from rules.core.report import match_result_sheet, seat_name
from rules.core.text import N_, render, tr
from rules.emperor.sets import cards_form_set, face, set_kind
from rules.emperor.waits import shape_cards, winning_cards
from rules.emperor.yaku import YAKU_BY_ID

# Button labels of the moves that are not made by dropping a card; {cards} and {choice} are filled in.
ACTION_LABELS = {
    "draw": N_("Draw"),
    "call": N_("Call {cards}"),
    "riichi": N_("Riichi (リーチ)"),
    "tsumo": N_("Tsumo (ツモ)"),
    "ron": N_("Ron (ロン) {cards}"),
    "pass": N_("Pass"),
    "regroup": N_("Regroup {cards}"),
    "dynasty": N_("Dynasty card {cards}"),
    "discard": N_("Discard {cards}"),
}
# Each action's cell among the buttons (two columns, three rows, Hint last): moves that come one
# after the other never take each other's place (Riichi is not where Call was).
BUTTON_PLACES = {"riichi": 0, "regroup": 1, "call": 2, "ron": 3, "tsumo": 3, "dynasty": 3, "draw": 4, "pass": 4}
# The table's sound for each move (game/sounds: deal, draw, discard, call, riichi, win).
SOUNDS = {"draw": "draw", "discard": "discard", "riichi": "riichi", "call": "call", "tsumo": "win", "ron": "win"}
# What the table says when it is the viewer's turn: the first entry all of whose actions are legal.
PROMPTS = {
    ("dynasty",): N_("Your dynasty: choose the suit of its card"),
    ("ron", "draw"): N_("Your turn: ron, call or draw"),
    ("ron",): N_("Ron (ロン) on this discard, or pass?"),
    ("draw",): N_("Your turn: draw or call"),
    ("tsumo",): N_("Your turn: tsumo, or discard a card"),
    ("discard",): N_("Your turn: discard a card (drag it to your river)"),
}
KIND_LABELS = {"wangzi": N_("wangzi (王子)"), "sou": N_("sou (双)"), "pair": N_("pair (対子)")}
SUCCESSION_LABELS = {
    "unification": N_("Unification (統一): the winner becomes the first emperor"),
    "abdication": N_("Abdication (禅譲): the winner becomes the new emperor"),
    "overthrow": N_("Overthrow (放伐): the winner becomes the new emperor"),
    "virtuous_win": N_("Virtuous win (有徳上がり): the dynasty goes on"),
}
_SUIT_ORDER = {s: i for i, s in enumerate(SUITS)}


def sort_key(code: str) -> tuple[int, int]:
    """Hands sort by rank (pairs and wangzi partners are easy to spot), jokers last."""
    return (14, int(code[-1])) if is_joker(code) else (rank_of(code), _SUIT_ORDER[code[1]])


def _points(n: int) -> str:
    return f"{n:,}"


def _signed(n: int) -> str:
    return f"{n:+,}" if n else "0"


# -- the table model ----------------------------------------------------------------------------


def table(view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    n, viewer = view["players"], view["seat"]
    base = 0 if viewer is None else viewer
    order = [(base + i) % n for i in range(n)]  # absolute seat at each position round the table
    piles: dict[str, dict[str, Any]] = {}
    plates: dict[str, dict[str, Any]] = {}
    for pos, seat in enumerate(order):
        s = view["seats"][seat]
        if s["hand"] is not None:
            hand = sorted(s["hand"], key=sort_key)
            drawn = view["drawn"] if seat == view["turn"] else None
            piles[f"hand_{pos}"] = {"cards": hand, "fresh": [drawn] if drawn in hand else [], "face_up": True}
        else:
            piles[f"hand_{pos}"] = {"cards": [None] * s["hand_count"], "face_up": False}
        river = {"cards": list(s["river"])}
        if s["riichi_card"] in s["river"]:
            river["sideways"] = [s["river"].index(s["riichi_card"])]
        if view["offer"] in s["river"]:
            river["fresh"] = [view["offer"]]
        piles[f"river_{pos}"] = river
        # Each exposed set is (the called card, the own card); the called card lies sideways.
        piles[f"exposed_{pos}"] = {"cards": [c for pair in s["exposed"] for c in pair], "groups": [2] * len(s["exposed"]),
                                   "sideways": [2 * k for k in range(len(s["exposed"]))]}
        field = list(s["kept_kings"])
        if seat == view["emperor"] and view["dynasty_card"]:
            field = [view["dynasty_card"]] + field
        piles[f"field_{pos}"] = {"cards": field, "label": _field_label(view, seat, s)}
        plates[f"plate_{pos}"] = {
            "seat": seat,
            "name": seat_name(seat, meta),
            "score": _points(view["scores"][seat]),
            "markers": _markers(view, seat, s),
            "turn": seat in view["to_act"],
        }
    piles["stock"] = {"cards": [None] if view["stock"] else [], "count": view["stock"]}
    return {
        "players": n,
        "viewer": viewer,
        "seats": order,
        "piles": piles,
        "plates": plates,
        "info": _info(view),
        "drops": {"river_0": "discard"},
        "toggles": {"riichi": {"label": tr("Riichi (リーチ)"), "instead_of": "discard"}},
        "labels": {action: tr(ACTION_LABELS[action]) for action in ACTION_LABELS},
        "auto": ["draw"],
        "pass": ["draw", "pass"],
        "wins": ["tsumo", "ron"],
        "sounds": SOUNDS,
        "places": BUTTON_PLACES,
        "prompts": [[list(actions), tr(PROMPTS[actions])] for actions in PROMPTS],
        "waits": _waits(view),
    }


def _field_label(view: dict[str, Any], seat: int, s: dict[str, Any]) -> str:
    if seat == view["emperor"] and view["dynasty_card"]:
        return tr("Dynasty card (王朝カード)")
    return tr("Kept K") if s["kept_kings"] else ""


def _markers(view: dict[str, Any], seat: int, s: dict[str, Any]) -> list[str]:
    out = []
    if seat == view["emperor"]:
        out.append(tr("Emperor"))
    if seat == view["dealer"]:
        out.append(tr("Dealer"))
    if s["riichi"]:
        out.append(tr("Riichi"))
    out.append(tr("Shibari {n}", n=s["shibari"]))
    return out


def _info(view: dict[str, Any]) -> list[str]:
    lines = [view["label"]]
    if view["phase"] == "over":
        return lines
    lines.append(tr("Hand {n} of {m}", n=min(view["hand_no"], view["match_length"]), m=view["match_length"]))
    if view["dynasty_card"]:
        lines.append(tr("Dynasty card: {card}", card=display(view["dynasty_card"])))
    else:
        lines.append(tr("Warring States (戦国時代): no dynasty card"))
    lines.append(tr("Stock: {n} cards", n=view["stock"]))
    return lines


def _waits(view: dict[str, Any]) -> dict[str, Any] | None:
    """The viewer's waits when their hand is one card short of a win: after their discard, and on
    their turn the waits they drew to (the hand without the card just drawn), riichi or not."""
    seat = view["seat"]
    if seat is None or view["phase"] == "over":
        return None
    s = view["seats"][seat]
    hand, exposed = s["hand"], [tuple(p) for p in s["exposed"]]
    if hand is not None and len(hand) + 2 * len(exposed) == 6 and seat == view["turn"] and view["drawn"] in hand:
        hand = [c for c in hand if c != view["drawn"]]
    if hand is None or len(hand) + 2 * len(exposed) != 5:
        return None
    args = (tuple(hand), tuple(exposed), view["dynasty_card"])
    wins = winning_cards(*args, view["players"])
    if wins:
        label = tr("Riichi: waits (待ち)") if s["riichi"] else tr("Tenpai: waits (待ち)")
        return {"label": label, "cards": sorted(wins, key=sort_key)}
    shapes = shape_cards(*args)
    if shapes:
        return {"label": tr("Shape only: no valid win"), "cards": sorted(shapes, key=sort_key)}
    return None


# -- score sheets ---------------------------------------------------------------------------------


def sheet(event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
    if event.kind == "hand_ended":
        record = event.data
        return _win_sheet(record, meta) if record["result"] == "win" else _draw_sheet(record, meta)
    if event.kind == "match_over":
        return _match_sheet(event.data["standings"], view["history"], view["players"], meta)
    return None


def _win_sheet(record: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    b = record["breakdown"]
    winner = seat_name(record["winner"], meta)
    if record["by"] == "tsumo":
        title = tr("{winner} wins by tsumo (ツモ)", winner=winner)
    else:
        title = tr("{winner} wins by ron (ロン) off {seat}", winner=winner, seat=seat_name(record["discarder"], meta))
    role = tr("Emperor (皇帝)") if b["role"] == "emperor" else tr("Commoner (平民)")
    groups = [{"cards": s["cards"], "label": tr(KIND_LABELS[s["kind"]]) + (tr(", called") if s["exposed"] else "")}
              for s in b["sets"]]
    blocks: list[dict[str, Any]] = [
        {"type": "hand", "title": tr("Winning hand · {role}", role=role), "groups": groups,
         "highlight": [record["winning_card"]] if record["winning_card"] else []},
    ]
    if b["shape"] == "sansou":
        yaku_rows = [{"original": "三双", "english": tr("Three-sou: no yaku, no shibari"), "value": "0"}]
    else:
        yaku_rows = [{"original": f"{y['japanese']} ({y['kana']})", "english": tr(YAKU_BY_ID[y["id"]].english), "value": str(y["value"])}
                     for y in b["yaku"]]
    blocks.append({"type": "rows", "title": tr("Yaku (役): {y}, shibari {need}", y=b["yaku_count"], need=b["shibari"]),
                   "rows": yaku_rows})
    bonus_rows = []
    for item in b["bonus"]:
        row = {"original": render(item["label"]), "english": "", "value": str(item["count"])}
        if item["id"] == "dora":
            shown = ", ".join(display(i["card"]) for i in item["indicators"])
            row["english"] = tr("sou {sou} shown by {indicators}", sou=" ".join(display(c) for c in item["sou"]), indicators=shown)
            row["cards"] = list(item["sou"])
        bonus_rows.append(row)
    if bonus_rows:
        blocks.append({"type": "rows", "title": tr("Bonus yaku (ボーナス役): {n}", n=b["bonus_count"]), "rows": bonus_rows})
    virtue_rows = [{"original": render(v["label"]), "english": " ".join(display(c) for c in v["cards"]), "value": str(v["count"]),
                    "cards": list(v["cards"])} for v in b["virtue"]]
    state = tr("virtuous") if b["virtuous"] else tr("not virtuous")
    blocks.append({"type": "rows", "title": tr("Virtue (徳): {v}, needs {need}: {state}", v=b["virtue_count"],
                                               need=b["virtue_threshold"], state=state), "rows": virtue_rows})
    blocks.append({"type": "lines", "title": tr("Formula"), "lines": [render(f) for f in b["formulas"]]})
    blocks.append(_payment_block(b["payments"], meta))
    if record["ura_row"]:
        blocks.append({"type": "cards", "title": tr("Ura-dora drawn (裏ドラ)"), "cards": list(record["ura_row"]), "text": ""})
    succession = _succession_block(record, winner)
    if succession:
        blocks.append(succession)
    blocks += _kept_blocks(record, meta)
    blocks.append(_score_block(record, meta))
    return {"kind": "win", "title": title, "subtitle": render(record["label"]), "blocks": blocks}


def _succession_block(record: dict[str, Any], winner: str) -> dict[str, Any] | None:
    change = record["succession"]
    if not change:
        return None
    if change == "virtuous_win":
        card_now = record["dynasty_card"]
        return {"type": "cards", "title": tr("Succession (継承)"), "text": tr(SUCCESSION_LABELS[change]),
                "cards": [card_now] if card_now else []}
    # A new dynasty: its card has the next rank (A after the Warring States, then A..Q in turn, never K)
    # and the new emperor chooses its suit before the next deal.
    now = record["dynasty_card"]
    rank = 1 if now is None else rank_of(now) % 12 + 1
    text = tr(SUCCESSION_LABELS[change]) + "\n" + tr("{winner} chooses the suit of the new dynasty card.", winner=winner)
    return {"type": "cards", "title": tr("Succession (継承)"), "text": text, "cards": [card(rank, s) for s in SUITS]}


def _kept_blocks(record: dict[str, Any], meta: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        {"type": "cards", "title": tr("{seat} keeps for the next hand", seat=seat_name(int(seat), meta)), "cards": kings,
         "text": ""}
        for seat, kings in record["kept_kings"].items()
    ]


def _payment_block(payments: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    rows = [{"original": tr("{payer} → {payee}", payer=seat_name(p["payer"], meta), payee=seat_name(p["payee"], meta)),
             "english": "", "value": _points(p["amount"])} for p in payments]
    if not rows:
        rows = [{"original": tr("No payments"), "english": "", "value": ""}]
    return {"type": "rows", "title": tr("Payments"), "rows": rows}


def _score_block(record: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    rows = [[seat_name(i, meta), _signed(d), _points(s)] for i, (d, s) in enumerate(zip(record["deltas"], record["scores"]))]
    return {"type": "table", "title": tr("Scores"), "columns": [tr("Player"), tr("Change"), tr("Score")], "rows": rows}


def _draw_sheet(record: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    blocks: list[dict[str, Any]] = []
    for seat in record["tenpai"]:
        groups = _tenpai_groups(record["hands"][str(seat)], record["dynasty_card"])
        groups += [{"cards": pair, "label": tr("called")} for pair in record["exposed"][str(seat)]]
        blocks.append({"type": "hand", "title": tr("{seat}: tenpai (聴牌)", seat=seat_name(seat, meta)),
                       "groups": groups, "highlight": []})
    if not record["tenpai"]:
        blocks.append({"type": "lines", "title": tr("Tenpai (聴牌)"), "lines": [tr("Nobody was tenpai: no payments.")]})
    elif len(record["tenpai"]) == len(record["deltas"]):
        blocks.append({"type": "lines", "title": tr("Tenpai (聴牌)"), "lines": [tr("Everybody was tenpai: no payments.")]})
    else:
        blocks.append({"type": "lines", "title": tr("Formula"),
                       "lines": [tr("The players not in tenpai pay 3,600 in all, shared among those in tenpai.")]})
    blocks.append(_payment_block(record["payments"], meta))
    blocks += _kept_blocks(record, meta)
    blocks.append(_score_block(record, meta))
    return {"kind": "draw", "title": tr("Exhaustive draw (流局)"), "subtitle": render(record["label"]), "blocks": blocks}


def _tenpai_groups(hand: list[str], dynasty_card: str | None) -> list[dict[str, Any]]:
    """A waiting hand as its sets and the card that waits, as a win sheet shows a winning hand
    (the way with the most sets; the hand as it is when no set can be made)."""
    cards = sorted(hand, key=sort_key)
    best: list[tuple[str, str]] = []
    for a, b in combinations(cards, 2):  # at most two concealed sets beside the single card
        if not cards_form_set(a, b, dynasty_card):
            continue
        rest = [c for c in cards if c not in (a, b)]
        more = next(((c, d) for c, d in combinations(rest, 2) if cards_form_set(c, d, dynasty_card)), None)
        found = [(a, b)] + ([more] if more else [])
        if len(found) > len(best):
            best = found
    grouped = {c for pair in best for c in pair}
    groups = [{"cards": list(pair), "label": tr(KIND_LABELS[set_kind(face(pair[0], dynasty_card), face(pair[1], dynasty_card))])}
              for pair in best]
    single = [c for c in cards if c not in grouped]
    if single:
        groups.append({"cards": single, "label": tr("waiting (待ち)") if best else ""})
    return groups


def _match_sheet(standings: list[dict[str, Any]], history: list[dict[str, Any]], players: int,
                 meta: dict[str, Any]) -> dict[str, Any]:
    rows = [[str(r["rank"]), seat_name(r["seat"], meta), _points(r["score"]), _signed(r["oka"]), _signed(r["uma"]),
             f"{r['points']:+.1f}"] for r in standings]
    ranking = {"type": "table", "title": tr("Final standings"),
               "columns": [tr("Rank"), tr("Player"), tr("Score"), tr("Oka"), tr("Uma"), tr("Result")], "rows": rows}

    def result(record: dict[str, Any]) -> str:
        if record["result"] != "win":
            return tr("Exhaustive draw (流局)")
        how = tr("tsumo") if record["by"] == "tsumo" else tr("ron")
        return tr("{winner} by {how}", winner=seat_name(record["winner"], meta), how=how)

    return match_result_sheet(ranking, history, result, players, meta)

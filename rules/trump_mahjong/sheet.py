"""Trump Mahjong (トランプマージャン) score sheets: what a hand's end looks like after the table.

A win sheet gives, for each winner: the hand split as it was scored (its sets and pair, the
declared melds, the jokers), each yaku with its 漢字, kana, English and the han it scored (an
open hand's lower value named), the jokers' han, the fu item by item with the cards that earn
them, the formula (fu × 2^(han+2) = base, or the limit's name), the payment rule and every
payment (honba and riichi deposits on lines of their own). Several rons on one discard give
each winner's part in turn. The exhaustive draw (流局) shows who was tenpai, with their waits,
the noten payments and every seat's cards; the match sheet the final ranking and every hand.
"""

from __future__ import annotations

from typing import Any

from rules.core.cards import display
from rules.core.events import Event
from rules.core.report import match_result_sheet, seat_name, seat_names
from rules.core.text import N_, render, tr
from rules.mahjong.card_tiles import card_kind
from rules.trump_mahjong.fu import fu_label
from rules.trump_mahjong.hands import Reading, ScoredSet, colour, meld_set, rank
from rules.trump_mahjong.payments import REASON_NAMES, reason_label
from rules.trump_mahjong.scoring import WinContext, limit_label, limit_name, score_win, winning_kinds
from rules.trump_mahjong.state import card_order
from rules.trump_mahjong.table import kind_card, meld_of
from rules.trump_mahjong.yaku import YAKU, yaku_label

GROUP_LABELS = {
    "chow": N_("Run 順子"),
    "pung": N_("Pung 明刻"),
    "concealed_pung": N_("Pung 暗刻"),
    "kong": N_("Kan 槓子"),
    "pair": N_("Pair 雀頭"),
    "hand": N_("Concealed hand"),
    "jokers": N_("Jokers 花牌"),
}
MELD_LABELS = {
    "chow": N_("Chi チー"),
    "pung": N_("Pon ポン"),
    "kong_exposed": N_("Kan 大明槓"),
    "kong_added": N_("Kan 加槓"),
    "kong_concealed": N_("Kan 暗槓"),
}
TITLES = {
    "tsumo": N_("{winner} wins by tsumo (ツモ)"),
    "ron": N_("{winner} wins on the discard of {payer} (ロン)"),
    "rob": N_("{winner} robs the kan of {payer} (搶槓)"),
    "ron_several": N_("{winner} win on the discard of {payer} (ロン)"),
    "rob_several": N_("{winner} rob the kan of {payer} (搶槓)"),
}
COLOURS = {"r": N_("red {rank}"), "b": N_("black {rank}")}
RIICHI_FAMILY = {"riichi", "riichi_ippatsu", "double_riichi", "double_riichi_ippatsu"}
RANK_NAMES = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K"}


def sheet(event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
    if event.kind == "hand_ended":
        record, options = event.data, view["options"]
        over = view["phase"] == "over"
        made = win_sheet(record, options, meta, over) if record["result"] == "win" else draw_sheet(record, options, meta, over)
        return dict(made, material="card_tiles")
    if event.kind == "match_ended":
        return dict(match_sheet(event.data, view["history"], view["players"], meta), material="card_tiles")
    return None


def _signed(n: int) -> str:
    return f"{n:+,}" if n else "0"


def term(original: str, label: str) -> str:
    """An original term with its translation beside it, once where the two are the same (満貫)."""
    return original if label == original else f"{original} {label}"


def kind_name(k: int) -> str:
    """A kind in words: red 7, black K."""
    return tr(COLOURS[colour(k)], rank=RANK_NAMES.get(rank(k), str(rank(k))))


def title(record: dict[str, Any], meta: dict[str, Any]) -> str:
    if record["result"] != "win":
        return tr("Exhaustive draw (流局)")
    by = record["by"] + ("_several" if len(record["winners"]) > 1 else "")
    payer = record["discarder"]
    return tr(TITLES[by], winner=seat_names(record["winners"], meta), payer=seat_name(payer, meta) if payer is not None else "")


def subtitle(record: dict[str, Any], meta: dict[str, Any], over: bool) -> str:
    label = render(record["label"])
    if over:
        return label
    return tr("{label} · Next hand: {name} deals", label=label, name=seat_name(record["next_dealer"], meta))


# -- one winner's hand --------------------------------------------------------------------------


def context(record: dict[str, Any], row: dict[str, Any], options: dict[str, Any]) -> WinContext:
    """How the hand was won, as far as its scored yaku tell (the record keeps the yaku, not the
    flags behind them): enough to find again the reading that was scored."""
    score = row["score"]
    ids = {y for y, _ in score["yaku"]} | {y for y, _ in score["yakuman"]}
    jokers = len(record["hands"][row["winner"]]["jokers"]) if options["jokers"] else 0
    return WinContext(tsumo=record["by"] == "tsumo", dealer=row["winner"] == record["dealer"],
                      riichi=bool(ids & RIICHI_FAMILY), double_riichi=bool(ids & {"double_riichi", "double_riichi_ippatsu"}),
                      ippatsu=bool(ids & {"riichi_ippatsu", "double_riichi_ippatsu"}), haitei="haitei" in ids,
                      houtei="houtei" in ids, rinshan="rinshan" in ids, chankan=record["by"] == "rob",
                      first_draw=bool(ids & {"tenhou", "chiihou"}), jokers=jokers)


def concealed_cards(record: dict[str, Any], winner: int) -> list[str]:
    """The winner's concealed cards with the winning card (a tsumo's is in the hand already)."""
    hand = list(record["hands"][winner]["hand"])
    return hand if record["by"] == "tsumo" else hand + [record["card"]]


def scored_reading(record: dict[str, Any], row: dict[str, Any], options: dict[str, Any]) -> Reading | None:
    """The reading the win was scored by: the hand scored again, kept when its fu items are the
    recorded ones."""
    melds = [meld_of(m) for m in record["hands"][row["winner"]]["melds"]]
    win = score_win(concealed_cards(record, row["winner"]), melds, record["card"], context(record, row, options), options)
    if win is None or [[f.what, f.fu, f.kind] for f in win.fu_items] != row["score"]["fu_items"]:
        return None
    return win.reading


def _take(pool: list[str], kinds: tuple[int, ...]) -> list[str]:
    """Cards of ``kinds`` taken from ``pool`` as a person would lay them: a run in one suit when
    the pool has it, a pair or pung of one card twice before two suits."""
    out = []
    if len(set(kinds)) == 3:
        suit = next((c[-1] for c in pool if card_kind(c) == kinds[0]
                     and all(any(card_kind(x) == k and x[-1] == c[-1] for x in pool) for k in kinds)), None)
        for k in kinds:
            card = next((c for c in pool if card_kind(c) == k and c[-1] == suit), None) \
                or next(c for c in pool if card_kind(c) == k)
            pool.remove(card)
            out.append(card)
        return out
    for _ in kinds:
        same = [c for c in pool if card_kind(c) == kinds[0]]
        card = max(same, key=lambda c: (same.count(c), -same.index(c)))
        pool.remove(card)
        out.append(card)
    return sorted(out)


def hand_groups(record: dict[str, Any], row: dict[str, Any], reading: Reading | None) -> tuple[list[dict[str, Any]], list[tuple[ScoredSet, list[str]]]]:
    """The winning hand as groups of cards (its concealed sets and pair as scored, the declared
    melds, the jokers) and each concealed set with its cards. The pair and pungs take their cards
    first, so runs are left their suits."""
    w = row["winner"]
    hand = record["hands"][w]
    pool = sorted(concealed_cards(record, w), key=card_order)
    groups: list[dict[str, Any]] = []
    sets: list[tuple[ScoredSet, list[str]]] = []
    if reading is None:
        groups.append({"cards": pool, "label": tr(GROUP_LABELS["hand"])})
    else:
        own = list(reading.sets)
        for m in hand["melds"]:
            own.remove(meld_set(meld_of(m)))
        pair = _take(pool, (reading.pair, reading.pair))
        taken = {i: _take(pool, s.kinds) for i, s in enumerate(own) if s.kind != "chow"}
        taken.update({i: _take(pool, s.kinds) for i, s in enumerate(own) if s.kind == "chow"})
        for i, s in enumerate(own):
            sets.append((s, taken[i]))
            label = "concealed_pung" if s.kind == "pung" and s.concealed else s.kind
            groups.append({"cards": taken[i], "label": tr(GROUP_LABELS[label])})
        groups.append({"cards": pair, "label": tr(GROUP_LABELS["pair"])})
    groups += declared_groups(hand)
    return groups, sets


def declared_groups(hand: dict[str, Any]) -> list[dict[str, Any]]:
    out = [{"cards": list(m["tiles"]), "label": tr(MELD_LABELS[m["kind"]])} for m in hand["melds"]]
    if hand["jokers"]:
        out.append({"cards": list(hand["jokers"]), "label": tr(GROUP_LABELS["jokers"])})
    return out


def yaku_rows(record: dict[str, Any], row: dict[str, Any], options: dict[str, Any], closed: bool) -> list[dict[str, Any]]:
    """Each yaku with 漢字 and kana, its English and the han it scored; an open hand's lower value
    says so. Then the jokers' han. A yakuman hand lists its yakuman only (§10)."""
    score = row["score"]
    rows = []
    for yid, multiple in score["yakuman"]:
        y = YAKU[yid]
        rows.append({"original": f"{y.kanji} {y.kana}", "english": yaku_label(yid),
                     "value": "役満" if multiple == 1 else f"役満×{multiple}"})
    for yid, han in score["yaku"]:
        y = YAKU[yid]
        english = yaku_label(yid)
        if not closed and y.open is not None and y.open < y.closed:
            english = tr("{yaku} (open hand; closed {n})", yaku=english, n=y.closed)
        elif yid == "fanpai" and han > 1:
            english = tr("{yaku} ×{n}", yaku=english, n=han)
        rows.append({"original": f"{y.kanji} {y.kana}", "english": english, "value": tr("{n} han", n=han)})
    jokers = record["hands"][row["winner"]]["jokers"]
    if score["joker_han"]:
        rows.append({"original": f"花牌 ×{len(jokers)}", "english": tr("Jokers laid out, {n} han each", n=options["joker_han"]),
                     "value": tr("{n} han", n=score["joker_han"]), "cards": list(jokers)})
    elif jokers and score["yakuman"]:
        rows.append({"original": f"花牌 ×{len(jokers)}", "english": tr("Jokers: not counted beside a yakuman"),
                     "value": "", "cards": list(jokers)})
    return rows


def fu_rows(record: dict[str, Any], row: dict[str, Any], sets: list[tuple[ScoredSet, list[str]]],
            hand: dict[str, Any]) -> list[dict[str, Any]]:
    """The fu item by item (§11.1), each set's cards beneath it, then the total rounded up."""
    score = row["score"]
    melds = {meld_set(meld_of(m)): list(m["tiles"]) for m in hand["melds"]}
    own = list(sets)
    rows = []
    for what, fu, kind in score["fu_items"]:
        cards: list[str] = []
        english = ""
        if what in ("pung", "concealed_pung", "kong", "concealed_kong"):
            english = kind_name(kind)
            found = next((i for i, (s, _) in enumerate(own) if s.first == kind and s.kind != "chow"), None)
            if found is not None:
                cards = own.pop(found)[1]
            else:
                cards = next((c for s, c in melds.items() if s.first == kind and s.kind != "chow"), [])
        elif what == "king_pair":
            english = kind_name(kind)
            cards = [kind_card(kind)] * 2
        elif what in ("kanchan", "penchan", "tanki"):
            english = tr("won on {card}", card=display(record["card"]))
            cards = [record["card"]]
        rows.append({"original": fu_label(what), "english": english, "value": f"+{fu}" if fu else "", "cards": cards})
    raw = sum(fu for _, fu, _ in score["fu_items"])
    rows.append({"original": tr("Total"), "english": tr("{raw}, rounded up to 10", raw=raw) if raw != score["fu"] else "",
                 "value": tr("{n} fu", n=score["fu"])})
    return rows


def points_lines(record: dict[str, Any], row: dict[str, Any], options: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    """The formula (§11.3), the payment rule (§11.4) and every payment to this winner."""
    score, w = row["score"], row["winner"]
    lines = []
    han, fu, base, limit = score["han"], score["fu"], score["base"], score["limit"]
    name = term(limit_name(limit, score["multiple"] or 1), limit_label(limit)) if limit else ""
    if score["yakuman"]:
        lines.append(tr("{name}: base 8,000 × {k} = {base}", name=name, k=score["multiple"], base=f"{base:,}"))
    elif limit in ("", "mangan") and han < 5:
        formula = tr("Base = fu × 2^(han+2) = {fu} × 2^{power} = {raw}", fu=fu, power=han + 2, raw=f"{fu * 2 ** (han + 2):,}")
        lines.append(formula if not limit else tr("{formula}, capped: {name} {base}", formula=formula, name=name,
                                                  base=f"{base:,}"))
    else:
        lines.append(tr("{han} han: {name}, base {base}", han=han, name=name, base=f"{base:,}"))
    dealer = w == record["dealer"]
    if record["by"] == "tsumo":
        rule = tr("Tsumo by the dealer: each pays 2 × base") if dealer else \
            tr("Tsumo: the dealer pays 2 × base, the others 1 × base")
        lines.append(tr("{rule}, rounded up to 100", rule=rule))
        if options["players"] == 3:
            lines.append(tr("Three players: the absent fourth share is not paid (ツモ損)"))
    else:
        k = 6 if dealer else 4
        paid = -(-k * base // 100) * 100
        rule = tr("Ron: {payer} pays {k} × base = {k} × {base} = {raw}", payer=seat_name(record["discarder"], meta), k=k,
                  base=f"{base:,}", raw=f"{k * base:,}")
        lines.append(rule if paid == k * base else tr("{rule}, rounded up to {paid}", rule=rule, paid=f"{paid:,}"))
    lines += payment_lines(row["lines"], record, meta)
    if len(record["winners"]) > 1 and w == record["winners"][0] and (record["honba"] or record["taken"]):
        lines.append(tr("Honba and deposits go to {name}, the winner nearest the discarder", name=seat_name(w, meta)))
    return lines


def payment_lines(payments: list[dict[str, Any]], record: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    """Each payment and its reason, a payer's honba on the line of the payment it goes with."""
    honba = {p["payer"]: p["amount"] for p in payments if p["reason"] == "honba"}
    lines = []
    for p in payments:
        why = term(REASON_NAMES[p["reason"]], reason_label(p["reason"]))
        names = {"payer": seat_name(p["payer"], meta) if p["payer"] is not None else "",
                 "payee": seat_name(p["payee"], meta), "amount": f"{p['amount']:,}", "why": why}
        if p["reason"] == "honba":
            continue
        if p["payer"] is None:
            lines.append(tr("{payee} takes {amount} from the table: {why}", **names))
        elif p["payer"] in honba:
            lines.append(tr("{payer} pays {payee} {amount} + {honba} for {n} honba 本場: {why}", **names,
                            honba=f"{honba[p['payer']]:,}", n=record["honba"]))
        else:
            lines.append(tr("{payer} pays {payee} {amount}: {why}", **names))
    return lines


def win_blocks(record: dict[str, Any], row: dict[str, Any], options: dict[str, Any], meta: dict[str, Any]) -> list[dict[str, Any]]:
    w, score = row["winner"], row["score"]
    name = seat_name(w, meta)
    hand = record["hands"][w]
    reading = scored_reading(record, row, options)
    groups, sets = hand_groups(record, row, reading)
    closed = all(m["kind"] == "kong_concealed" for m in hand["melds"])
    han = tr("{n} han", n=score["han"]) if not score["yakuman"] else "役満"
    blocks: list[dict[str, Any]] = [
        {"type": "hand", "title": tr("Winning hand of {name}", name=name), "groups": groups, "highlight": [record["card"]]},
        {"type": "rows", "title": tr("Yaku 役 of {name}: {han}", name=name, han=han),
         "rows": yaku_rows(record, row, options, closed)},
    ]
    if not score["yakuman"]:
        blocks.append({"type": "rows", "title": tr("Fu 符: {n}", n=score["fu"]), "rows": fu_rows(record, row, sets, hand)})
    total = sum(p["amount"] for p in row["lines"])
    blocks.append({"type": "lines", "title": tr("Points to {name}: {total}", name=name, total=f"{total:,}"),
                   "lines": points_lines(record, row, options, meta)})
    return blocks


def scores_block(record: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    rows = [[seat_name(i, meta), _signed(d), f"{s:,}"] for i, (d, s) in enumerate(zip(record["deltas"], record["scores"]))]
    return {"type": "table", "title": tr("Points"), "columns": [tr("Player"), tr("Change"), tr("Points")], "rows": rows}


def win_sheet(record: dict[str, Any], options: dict[str, Any], meta: dict[str, Any], over: bool) -> dict[str, Any]:
    blocks: list[dict[str, Any]] = []
    for row in record["wins"]:
        blocks += win_blocks(record, row, options, meta)
    blocks.append(scores_block(record, meta))
    return {"kind": "win", "title": title(record, meta), "subtitle": subtitle(record, meta, over), "blocks": blocks}


# -- the draw and the match ---------------------------------------------------------------------


def waits_text(hand: dict[str, Any]) -> str:
    kinds = winning_kinds(hand["hand"], [meld_of(m) for m in hand["melds"]])
    return ", ".join(kind_name(k) for k in kinds)


def draw_sheet(record: dict[str, Any], options: dict[str, Any], meta: dict[str, Any], over: bool) -> dict[str, Any]:
    """流局 (§11.5): who was tenpai, the noten payments, the deal and honba, every seat's cards."""
    ready = record["tenpai"]
    players = len(record["hands"])
    noten = [s for s in range(players) if s not in ready]
    lines = [tr("No live card is left and nobody won.")]
    lines.append(tr("Tenpai 聴牌: {names}", names=seat_names(ready, meta)) if ready else tr("Nobody is tenpai."))
    if noten:
        lines.append(tr("Noten 不聴: {names}", names=seat_names(noten, meta)))
    if record["lines"]:
        lines += payment_lines(record["lines"], record, meta)
    else:
        lines.append(tr("Nobody pays: all tenpai or all noten."))
    dealer = seat_name(record["dealer"], meta)
    lines.append(tr("{name}, the dealer, is tenpai and keeps the deal (連荘)", name=dealer) if record["dealer"] in ready
                 else tr("{name}, the dealer, is noten: the deal passes", name=dealer))
    lines.append(tr("Honba 本場 +1; the riichi deposits ({n}) stay on the table", n=f"{record['deposits']:,}"))
    blocks: list[dict[str, Any]] = [{"type": "lines", "title": tr("Exhaustive draw (流局)"), "lines": lines}]
    for seat, hand in enumerate(record["hands"]):
        head = tr("{name} · tenpai 聴牌: waits {waits}", name=seat_name(seat, meta), waits=waits_text(hand)) \
            if seat in ready else tr("{name} · noten 不聴", name=seat_name(seat, meta))
        groups = [{"cards": sorted(hand["hand"], key=card_order), "label": tr(GROUP_LABELS["hand"])}] + declared_groups(hand)
        blocks.append({"type": "hand", "title": head, "groups": groups, "highlight": []})
    blocks.append(scores_block(record, meta))
    return {"kind": "draw", "title": title(record, meta), "subtitle": subtitle(record, meta, over), "blocks": blocks}


def match_sheet(data: dict[str, Any], history: list[dict[str, Any]], players: int, meta: dict[str, Any]) -> dict[str, Any]:
    """The final ranking by points (no uma or oka, §3), then every hand."""
    rows = [[str(r["rank"]), seat_name(r["seat"], meta), f"{r['score']:,}"] for r in data["standings"]]
    ranking = {"type": "table", "title": tr("Final ranking"), "columns": [tr("Rank"), tr("Player"), tr("Points")],
               "rows": rows}

    def result(record: dict[str, Any]) -> str:
        return title(record, meta)

    made = match_result_sheet(ranking, history, result, players, meta)
    notes = []
    if data.get("bust"):
        notes.append(tr("A player is below zero (飛び): the game ends."))
    if data.get("deposits"):
        notes.append(tr("Deposits left on the table ({n:,}) go to first place.", n=data["deposits"]))
    made["subtitle"] = " ".join(notes)  # a sheet of tables only keeps the wide column for the hands
    return made

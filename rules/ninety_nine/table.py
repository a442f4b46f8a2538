"""99 at the generic table: a seat's view as the table model, a finished deal or match as a score
sheet (shapes on :meth:`rules.core.variant.Variant.table` and ``sheet``).

Built on :mod:`rules.tricks.table`. 99's own zones: ``bid_{p}`` (a seat's three bid cards: backs
until turned up, face up for the seat itself and for a declared or revealed premium), ``turn_up``
(the early version's turned card). A revealed hand lies face up in its ``hand_{p}`` for everyone.
A bid is a ``select`` of exactly three hand cards; the premium offer is buttons.
"""

from __future__ import annotations

from typing import Any

from rules.core.cards import SUIT_SYMBOLS
from rules.core.events import Event
from rules.core.report import match_result_sheet, seat_name
from rules.core.text import N_, render, tr
from rules.ninety_nine.deck import ORDER, suit_value, trump_from_key, trump_label
from rules.ninety_nine.scoring import item_label, premium_name
from rules.tricks.table import gathered, hand_pile, held, marker, order_round, plate, trick_piles, trick_table, won_piles

ACTION_LABELS = {"bid": N_("Bid {cards}"), "play": N_("Play {cards}")}
CHOICE_LABELS = {
    "declare": N_("Declare the bid (+30)"),
    "reveal": N_("Reveal bid and hand (+60)"),
    "none": N_("Keep the bid secret"),
}
SELECT_LABELS = {"bid": N_("Bid {value}: lay {cards}")}
# Bids are secret until the premiums are settled, and so are the offers.
TOLD = {"bid": None, "premium": None}
BUTTON_PLACES = {"bid": 0, "premium": 2}  # the three offers fill the first rows, in reading order
PROMPTS = {
    ("bid",): N_("Bid: select three cards (♣ 3, ♥ 2, ♠ 1, ♦ 0 tricks each), then press the button"),
    ("premium",): N_("Offer a premium: declare, reveal, or keep your bid secret"),
    ("play",): N_("Your turn: play a card (drag it to the middle)"),
}
SOUNDS = {"play": "discard", "bid": "discard", "premium": "call"}


def table(view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    viewer, n = view["seat"], view["players"]
    seats = order_round(viewer, n)
    piles: dict[str, dict[str, Any]] = {}
    plates: dict[str, dict[str, Any]] = {}
    premium = view["premium"]
    for pos, seat in enumerate(seats):
        s = view["seats"][seat]
        piles[f"hand_{pos}"] = hand_pile(s["hand"], s["hand_count"], ORDER)  # a revealed hand: its plate says so
        if s["bid_cards"] is not None:
            bid = {"cards": held(s["bid_cards"], ORDER), "label": tr("Bid {n}", n=s["bid"])}
        else:
            bid = {"cards": [None] * (3 if s["has_bid"] else 0), "label": tr("Bid laid") if s["has_bid"] else ""}
        piles[f"bid_{pos}"] = bid
        markers = []
        if seat == view["dealer"]:
            markers.append(marker("dealer"))
        if premium is not None and premium["seat"] == seat:
            markers.append(premium_name(premium["kind"]))
        if s["bid"] is not None:
            markers.append(tr("Bid {bid}, won {won}", bid=s["bid"], won=s["tricks_won"]))
        if view["race"]:
            markers.append(tr("Games won: {n}", n=s["games_won"]))
        plates[f"plate_{pos}"] = plate(seat, meta, str(s["score"]), markers, seat in view["to_act"])
    trick = _open_trick(view)
    done = [t for t in view["tricks"] if t.get("winner") is not None]
    piles.update(trick_piles(trick, seats))
    piles.update(won_piles([view["seats"][s]["tricks_won"] for s in range(n)], seats))
    if view["turn_up"]:
        piles["turn_up"] = {"cards": [view["turn_up"]], "label": tr("Turn-up")}
    model = trick_table(players=n, viewer=viewer, seats=seats, piles=piles, plates=plates, info=_info(view),
                        sounds=SOUNDS)
    model.update({
        "labels": {a: tr(ACTION_LABELS[a]) for a in ACTION_LABELS},
        "choices": {"premium": {c: tr(CHOICE_LABELS[c]) for c in CHOICE_LABELS}},
        "select": _select(view),
        "places": BUTTON_PLACES,
        "prompts": [[list(actions), tr(PROMPTS[actions])] for actions in PROMPTS],
        "private": ["hand_0", "bid_0"],
        "told": dict(TOLD),
        "gather": gathered(done[-1] if done else None, seats, f"{view['game_no']}-{view['deal_no']}-{len(done)}"),
    })
    return model


def _select(view: dict[str, Any]) -> dict[str, Any]:
    """The bid: exactly three hand cards, laid on the bid zone; each card's bid value as it counts
    (the early version's joker as the turn-up it copies)."""
    own = view["seats"][view["seat"]]["hand"] if view["seat"] is not None else None
    if view["phase"] != "bid" or not own:
        return {}
    values = {c: suit_value(c, view["alias"] or None) for c in own}
    return {"bid": {"count": [3, 3], "label": tr(SELECT_LABELS["bid"]), "values": values, "zone": "bid_0"}}


def _open_trick(view: dict[str, Any]) -> dict[str, Any] | None:
    if view["tricks"] and view["current_trick"]:
        return view["tricks"][-1]
    return None


def _info(view: dict[str, Any]) -> list[str]:
    lines = [view["label"]]
    if view["phase"] == "over":
        return lines
    if view["premium"] is not None:  # (the deal's label names the trumps)
        lines.append(tr("Premium: {what}", what=premium_name(view["premium"]["kind"])))
    return lines


# -- score sheets ---------------------------------------------------------------------------------


def sheet(event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
    if event.kind == "hand_ended":
        return deal_sheet(event.data, meta)
    if event.kind == "match_ended":
        return match_sheet(event.data["standings"], view["history"], view["players"], meta)
    return None


def deal_sheet(record: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    """Bids, tricks, made or failed, premiums, each player's points."""
    b = record["breakdown"]
    groups = [{"cards": list(record["bid_cards"][row["seat"]]),
               "label": tr("{seat}: bid {bid}", seat=seat_name(row["seat"], meta), bid=row["bid"])} for row in b["seats"]]
    blocks: list[dict[str, Any]] = [{"type": "hand", "title": tr("Bids"), "groups": groups, "highlight": []}]
    rows = []
    for row in b["seats"]:
        for item in row["items"]:
            if item["value"] == 0 and item["id"] != "tricks":
                continue  # a bonus not earned: the table below says made or failed
            rows.append({"original": item["japanese"], "english": tr("{seat}: {label} ({formula})",
                         seat=seat_name(row["seat"], meta), label=item_label(item["id"]), formula=render(item["formula"])),
                         "value": f"{item['value']:+}"})
    blocks.append({"type": "rows", "title": tr("Points"), "rows": rows})
    table_rows = [[seat_name(row["seat"], meta), str(row["bid"]), str(row["tricks"]),
                   tr("made") if row["made"] else tr("failed"), f"{row['total']:+}", str(record["scores"][row["seat"]])]
                  for row in b["seats"]]
    blocks.append({"type": "table", "title": tr("Tricks against bids"),
                   "columns": [tr("Player"), tr("Bid"), tr("Tricks"), tr("Result"), tr("Deal"), tr("Score")],
                   "rows": table_rows})
    trumps = trump_label(trump_from_key(record["trump"]))
    if record.get("turn_up"):  # the early version: each deal turns its trumps up
        succession = tr("Next deal: trumps from the card turned up.")
    else:  # the standard game's trumps follow how many made their bid (§3)
        succession = tr("Next deal: {trumps} are trumps ({k} of 3 made their bid).",
                        trumps=trump_label(trump_from_key(b["next_trump"])), k=b["successes"])
    blocks.append({"type": "lines", "title": tr("Trumps"), "lines": [succession]})
    return {"kind": "deal", "title": tr("Deal {n}: {k} of 3 made their bid", n=record["deal_no"], k=b["successes"]),
            "subtitle": tr("Trumps: {trumps}", trumps=trumps), "blocks": blocks}


def match_sheet(standings: list[dict[str, Any]], history: list[dict[str, Any]], players: int,
                meta: dict[str, Any]) -> dict[str, Any]:
    rows = [[str(r["rank"]), seat_name(r["seat"], meta), str(r.get("games", "")), str(r["score"])] for r in standings]
    ranking = {"type": "table", "title": tr("Final standings"),
               "columns": [tr("Rank"), tr("Player"), tr("Games"), tr("Score")], "rows": rows}
    return match_result_sheet(ranking, history, lambda r: tr("{k} of 3 made their bid", k=r["breakdown"]["successes"]),
                              players, meta)


def suit_symbol(suit: str) -> str:
    return SUIT_SYMBOLS.get(suit, suit)

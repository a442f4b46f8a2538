"""99 (Ninety-Nine): one deal, each seat's three bid cards and the tricks it took, and the reveal
that happened (docs/ninety_nine-calculator.md). Bids given as plain numbers, every seat's offers
and whole games are left to the command line."""

from __future__ import annotations

from typing import Any

from game.scorehand.common import card_codes, card_order, card_palette, cards_text
from game.scorehand.form import Adapter, Choices, Entry, Field, Group, Values, Zone, fixed, flag, seats
from rules.core.text import tr

SEATS = 3
TRICKS = 9


def adapter() -> Adapter:
    def taken(entry: Entry, upto: int) -> int:
        return sum(entry.values.get(f"tricks_{s}", 0) for s in range(upto))

    def tricks_choices(seat: int) -> Any:
        def choices(entry: Entry, values: Values) -> Choices:
            left = TRICKS - taken(entry, seat)
            # the last seat takes what is left: the tricks always add up to nine
            return [(left, str(left))] if seat == SEATS - 1 else [(n, str(n)) for n in range(left + 1)]
        return choices

    fields = (
        *(Field(f"tricks_{s}", tr("Tricks won by seat {n}", n=s), tricks_choices(s), 3) for s in range(SEATS)),
        Field("premium_seat", tr("Reveal by"), fixed([(None, tr("nobody"))] + seats(SEATS, first=0)), None),
        Field("premium_kind", tr("Reveal"), fixed([("declare", tr("bid reveal (30)")), ("reveal", tr("hand reveal (60)"))]),
              "declare", lambda e, v: e.values.get("premium_seat") is not None),
        flag("early_version", tr("Early version (37 cards)")),
    )

    def build(entry: Entry) -> dict[str, Any]:
        out: dict[str, Any] = {"game": "ninety_nine",
                               "bid_cards": [cards_text(entry.pieces(f"bid_{s}")).split() for s in range(SEATS)],
                               "tricks": [entry.values[f"tricks_{s}"] for s in range(SEATS)]}
        if entry.values["premium_seat"] is not None:
            out["premium"] = {"seat": entry.values["premium_seat"], "kind": entry.values["premium_kind"]}
        if entry.values["early_version"]:
            out["early_version"] = True
            if entry.pieces("turn_up"):
                out["turn_up"] = cards_text(entry.pieces("turn_up"))
        return out

    def load(data: dict[str, Any]) -> Entry:
        if set(data) - {"game", "note", "bid_cards", "tricks", "premium", "early_version", "turn_up"}:
            raise ValueError("only bid cards, tricks and a reveal are built on the screen")
        values: dict[str, Any] = {f"tricks_{s}": data["tricks"][s] for s in range(SEATS)}
        premium = data.get("premium")
        values |= {"premium_seat": premium["seat"] if premium else None,
                   "premium_kind": premium["kind"] if premium else "declare",
                   "early_version": data.get("early_version", False)}
        groups = [Group(f"bid_{s}", card_codes(cards)) for s, cards in enumerate(data["bid_cards"])]
        groups.append(Group("turn_up", card_codes([data["turn_up"]]) if "turn_up" in data else []))
        return Entry(groups, values)

    return Adapter(
        game="ninety_nine", name=tr("99 (Ninety-Nine)"), material="cards",
        palette=lambda e: card_palette((1, 13, 12, 11, 10, 9, 8, 7, 6), 1 if e.values.get("early_version") else 0),
        copies=lambda code: 1,
        zones=tuple(Zone(f"bid_{s}", tr("Seat {n} bids", n=s), 3) for s in range(SEATS)) + (
            Zone("turn_up", tr("Turn-up"), 1, shown=lambda e: bool(e.values.get("early_version"))),),
        fields=fields, build=build, load=load, order=card_order(ace_high=True),
        hand_groups=lambda e: [{"cards": e.pieces(f"bid_{s}"), "label": tr("Seat {n}", n=s)}
                               for s in range(SEATS) if e.pieces(f"bid_{s}")])

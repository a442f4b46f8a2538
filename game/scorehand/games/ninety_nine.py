"""99 (Ninety-Nine): one deal, each seat's three bid cards and the tricks it took, and the reveal
that happened; or a whole game from its deals, each as bids, tricks and reveal, one deal on the
page at a time (docs/ninety_nine-calculator.md). Every seat's offers are left to the command line."""

from __future__ import annotations

from typing import Any, Callable

from game.scorehand.common import card_codes, card_order, card_palette, cards_text
from game.scorehand.form import Adapter, Choices, Entry, Field, Group, Values, Zone, fixed, flag, seats, when
from rules.core.text import tr
from rules.ninety_nine.options import DEAL_COUNTS, FIXED_DEALS, RACE_TO_100

SEATS = 3
TRICKS = 9
GAME = "game"
RACE_DEALS = 60  # deals a race to three games of 100 may take on the screen (a match is 15 to 30)
MOST_DEALS = max(max(DEAL_COUNTS), RACE_DEALS)


def adapter() -> Adapter:
    is_deal, is_game = when("kind", "deal"), when("kind", GAME)

    def played(entry: Entry) -> int:
        return entry.values.get("deals", 1)

    def tricks_choices(key: Callable[[int], str], seat: int) -> Callable[[Entry, Values], Choices]:
        def choices(entry: Entry, values: Values) -> Choices:
            left = TRICKS - sum(entry.values.get(key(s), 0) for s in range(seat))
            # the last seat takes what is left: the tricks always add up to nine
            return [(left, str(left))] if seat == SEATS - 1 else [(n, str(n)) for n in range(left + 1)]
        return choices

    def reveal(prefix: str, shown: Callable[[Entry, Values], bool]) -> tuple[Field, ...]:
        return (Field(prefix + "premium_seat", tr("Reveal by"), fixed([(None, tr("nobody"))] + seats(SEATS, first=0)), None,
                      shown),
                Field(prefix + "premium_kind", tr("Reveal"),
                      fixed([("declare", tr("bid reveal (30)")), ("reveal", tr("hand reveal (60)"))]), "declare",
                      lambda e, v: shown(e, v) and e.values.get(prefix + "premium_seat") is not None))

    def deal_fields(n: int) -> tuple[Field, ...]:
        """Deal n's bids, tricks and reveal (ids "d<n>.bid_0"...), shown while it is the deal on the page."""
        prefix = f"d{n}."
        shown = lambda e, v: is_game(e, v) and e.values.get("deal") == n + 1  # noqa: E731
        return (*(Field(f"{prefix}bid_{s}", tr("Seat {n} bid", n=s), fixed([(b, str(b)) for b in range(TRICKS + 1)]), 3,
                        shown) for s in range(SEATS)),
                *(Field(f"{prefix}tricks_{s}", tr("Tricks won by seat {n}", n=s),
                        tricks_choices(lambda s: f"{prefix}tricks_{s}", s), 3, shown) for s in range(SEATS)),
                *reveal(prefix, shown))

    formats = [(FIXED_DEALS, tr("Fixed length")), (RACE_TO_100, tr("First to 3 games"))]
    fields = (
        Field("kind", tr("Settle"), fixed([("deal", tr("one deal")), (GAME, tr("a whole game"))]), "deal"),
        *(Field(f"tricks_{s}", tr("Tricks won by seat {n}", n=s), tricks_choices(lambda s: f"tricks_{s}", s), 3, is_deal)
          for s in range(SEATS)),
        *reveal("", is_deal),
        flag("early_version", tr("Early version (37 cards)"), is_deal),
        Field("game_format", tr("Game"), fixed(formats), FIXED_DEALS, is_game, page="options"),
        Field("num_deals", tr("Deals in a game"), fixed([(n, str(n)) for n in DEAL_COUNTS]), 9,
              lambda e, v: is_game(e, v) and e.values.get("game_format") == FIXED_DEALS, page="options"),
        Field("deals", tr("Deals played"), lambda e, v: [(n, str(n)) for n in range(1, most_deals(e) + 1)], 1, is_game),
        Field("deal", tr("Deal on the page"), lambda e, v: [(n, str(n)) for n in range(1, played(e) + 1)], 1, is_game),
        *(f for n in range(MOST_DEALS) for f in deal_fields(n)),
    )

    def most_deals(entry: Entry) -> int:
        return entry.values.get("num_deals", 9) if entry.values.get("game_format") == FIXED_DEALS else RACE_DEALS

    def premium(values: Values, prefix: str) -> dict[str, Any] | None:
        seat = values[prefix + "premium_seat"]
        return None if seat is None else {"seat": seat, "kind": values[prefix + "premium_kind"]}

    def build(entry: Entry) -> dict[str, Any]:
        v = entry.values
        if is_game(entry, v):
            out: dict[str, Any] = {"game": "ninety_nine", "kind": GAME, "game_format": v["game_format"]}
            if v["game_format"] == FIXED_DEALS:
                out["num_deals"] = v["num_deals"]
            out["deals"] = []
            for n in range(played(entry)):
                deal: dict[str, Any] = {"bids": [v[f"d{n}.bid_{s}"] for s in range(SEATS)],
                                        "tricks": [v[f"d{n}.tricks_{s}"] for s in range(SEATS)]}
                if premium(v, f"d{n}."):
                    deal["premium"] = premium(v, f"d{n}.")
                out["deals"].append(deal)
            return out
        out = {"game": "ninety_nine", "bid_cards": [cards_text(entry.pieces(f"bid_{s}")).split() for s in range(SEATS)],
               "tricks": [v[f"tricks_{s}"] for s in range(SEATS)]}
        if premium(v, ""):
            out["premium"] = premium(v, "")
        if v["early_version"]:
            out["early_version"] = True
            if entry.pieces("turn_up"):
                out["turn_up"] = cards_text(entry.pieces("turn_up"))
        return out

    def defaults() -> dict[str, Any]:
        return {f.id: f.default for f in fields}

    def load_game(data: dict[str, Any]) -> Entry:
        if set(data) - {"game", "note", "kind", "game_format", "num_deals", "deals"}:
            raise ValueError("a game is built from its deals")
        deals = data["deals"]
        values = defaults() | {"kind": GAME, "game_format": data.get("game_format", FIXED_DEALS),
                               "num_deals": data.get("num_deals", 9), "deals": len(deals), "deal": 1}
        if not 1 <= len(deals) <= MOST_DEALS:
            raise ValueError("too many deals")
        for n, deal in enumerate(deals):
            if set(deal) - {"bids", "tricks", "premium"}:
                raise ValueError("a game's deal is built from its bids, tricks and reveal")
            values |= {f"d{n}.bid_{s}": deal["bids"][s] for s in range(SEATS)}
            values |= {f"d{n}.tricks_{s}": deal["tricks"][s] for s in range(SEATS)}
            p = deal.get("premium")
            values |= {f"d{n}.premium_seat": p["seat"] if p else None, f"d{n}.premium_kind": p["kind"] if p else "declare"}
        return Entry([Group(f"bid_{s}") for s in range(SEATS)] + [Group("turn_up")], values)

    def load(data: dict[str, Any]) -> Entry:
        if data.get("kind") == GAME:
            return load_game(data)
        if set(data) - {"game", "note", "bid_cards", "tricks", "premium", "early_version", "turn_up"}:
            raise ValueError("only bid cards, tricks and a reveal are built on the screen")
        values: dict[str, Any] = defaults() | {f"tricks_{s}": data["tricks"][s] for s in range(SEATS)}
        p = data.get("premium")
        values |= {"premium_seat": p["seat"] if p else None, "premium_kind": p["kind"] if p else "declare",
                   "early_version": data.get("early_version", False)}
        groups = [Group(f"bid_{s}", card_codes(cards)) for s, cards in enumerate(data["bid_cards"])]
        groups.append(Group("turn_up", card_codes([data["turn_up"]]) if "turn_up" in data else []))
        return Entry(groups, values)

    def summary(entry: Entry) -> list[str]:
        """A whole game's deals so far, one line each, the deal on the page marked."""
        v = entry.values
        if not is_game(entry, v):
            return []
        lines = []
        for n in range(played(entry)):
            bids = " ".join(str(v[f"d{n}.bid_{s}"]) for s in range(SEATS))
            tricks = " ".join(str(v[f"d{n}.tricks_{s}"]) for s in range(SEATS))
            line = tr("Deal {n}: bids {bids}, tricks {tricks}", n=n + 1, bids=bids, tricks=tricks)
            if v[f"d{n}.premium_seat"] is not None:
                line += " · " + tr("seat {n}", n=v[f"d{n}.premium_seat"]) + " " + (
                    tr("bid reveal (30)") if v[f"d{n}.premium_kind"] == "declare" else tr("hand reveal (60)"))
            lines.append(("▶ " if v["deal"] == n + 1 else "   ") + line)
        return lines

    def dealt(entry: Entry) -> bool:
        return is_deal(entry, entry.values)

    return Adapter(
        game="ninety_nine", name=tr("99 (Ninety-Nine)"), material="cards",
        palette=lambda e: card_palette((1, 13, 12, 11, 10, 9, 8, 7, 6), 1 if e.values.get("early_version") else 0),
        copies=lambda code: 1,
        zones=tuple(Zone(f"bid_{s}", tr("Seat {n} bids", n=s), 3, shown=dealt) for s in range(SEATS)) + (
            Zone("turn_up", tr("Turn-up"), 1, shown=lambda e: dealt(e) and bool(e.values.get("early_version"))),),
        fields=fields, build=build, load=load, order=card_order(ace_high=True),
        hand_groups=lambda e: [{"cards": e.pieces(f"bid_{s}"), "label": tr("Seat {n}", n=s)}
                               for s in range(SEATS) if e.pieces(f"bid_{s}")] if dealt(e) else [],
        summary=summary)

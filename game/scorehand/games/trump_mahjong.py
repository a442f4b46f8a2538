"""Trump Mahjong (トランプマージャン): a win, several rons on one card, or an exhaustive draw's
tenpai seats (docs/trump_mahjong-calculator.md), cards laid out as tiles. A draw given as every
seat's hand (the calculator finds who is tenpai) is left to the command line."""

from __future__ import annotations

from typing import Any

from game.scorehand import winners as W
from game.scorehand.common import (card_codes, card_order, card_palette, cards_text, conditions_out, hand_groups, kind_label,
                                   melds_out, option, option_fields, options_in, options_out, win_build, win_load)
from game.scorehand.form import (Adapter, Choices, Entry, Field, Group, Values, Zone, fixed, flag, from_seats, only_when, seats,
                                 when)
from rules.core.text import tr
from rules.trump_mahjong.options import OPTIONS

OPTION_IDS = ("players", "jokers", "joker_han", "kuitan", "open_ryanpeikou", "kazoe_yakuman", "yakuman_stacking",
              "multiple_ron")
PER_WINNER = ("winner", "jokers", "riichi", "double_riichi", "ippatsu")  # each ron's own; the rest is shared
SHARED = ("dealer", "payer", "winning_card", "honba", "deposits", "houtei", "chankan")
SEATS = 4


def _codes(value: Any) -> list[str]:
    codes = card_codes(value)
    if any(c.startswith("JK") for c in codes):
        raise ValueError("jokers are counted, never held")
    return codes


def adapter() -> Adapter:
    kinds = [("chow", tr("Chi")), ("pung", tr("Pon")), ("kong_exposed", tr("Open kong")),
             ("kong_added", tr("Added kong")), ("kong_concealed", tr("Concealed kong"))]

    def players(entry: Entry) -> int:
        return option(entry, "players", 4)

    def seat_label(seat: int) -> str:
        return tr("seat {n}", n=seat + 1)

    def meld_fields(k: int) -> tuple[Field, ...]:
        def caller_seats(entry: Entry, values: Values) -> Choices:
            winner, n = entry.values.get(W.key("winner", k)) or 0, players(entry)
            return from_seats(n, tuple(s for s in range(n)
                                       if s == winner or (values.get("kind") == "chow" and s != (winner - 1) % n)))
        return (Field("kind", tr("Meld"), fixed(kinds), "pung"),
                Field("from", tr("From"), caller_seats, 1, lambda e, v: v.get("kind") != "kong_concealed"))

    def own(k: int) -> tuple[Field, ...]:
        """A winner's own conditions (the first winner's have the single win's ids)."""
        return (Field(W.key("jokers", k), tr("Jokers laid out"),
                      lambda e, v: [(n, str(n)) for n in range(5 if option(e, "jokers") else 1)], 0),
                flag(W.key("riichi", k), tr("Riichi (立直)")),
                flag(W.key("double_riichi", k), tr("Double riichi (ダブル立直)")),
                flag(W.key("ippatsu", k), tr("Ippatsu (立直即)")))

    is_win, is_draw = when("kind", "win"), when("kind", "draw")
    ron = lambda e, v: W.several(e) or e.values.get("by") == "ron"  # noqa: E731
    tsumo = lambda e, v: is_win(e, v) and e.values.get("by") == "tsumo"  # noqa: E731
    settle_kinds = [("win", tr("a win")), (W.SEVERAL, tr("several rons")),
                    ("draw", tr("a draw (流局)"))]
    fields = (
        Field("kind", tr("Settle"), fixed(settle_kinds), "win"),
        *only_when(lambda e, v: not is_draw(e, v), (
            Field("dealer", tr("Dealer"), lambda e, v: seats(players(e)), 0),
            Field("winner", tr("Winner"), lambda e, v: seats(players(e)), 0),
            Field("by", tr("Won by"), fixed([("tsumo", tr("tsumo (own draw)")), ("ron", tr("ron (a discard)"))]), "tsumo",
                  is_win),
            Field("payer", tr("Paid by"), lambda e, v: seats(players(e), (e.values.get("winner"),)), 1, ron),
            *own(1),
            flag("haitei", tr("Last card (海底撈月)"), tsumo),
            flag("houtei", tr("Final discard (河底撈魚)"), ron),
            flag("rinshan", tr("Replacement card (嶺上開花)"), tsumo),
            flag("chankan", tr("Robbing a kong (搶槓)"), ron),
            flag("first_draw", tr("First draw (天和 / 地和)"), tsumo),
            Field("honba", tr("Counters (本場)"), fixed([(n, str(n)) for n in range(9)]), 0),
            Field("deposits", tr("Riichi deposits"), fixed([(n * 1000, f"{n * 1000:,}") for n in range(9)]), 0),
        )),
        *(flag(f"tenpai.{s}", tr("Seat {n} was tenpai (聴牌)", n=s + 1),
               lambda e, v, s=s: is_draw(e, v) and s < players(e)) for s in range(SEATS)),
        W.showing_field(seat_label),
        *(f for k in range(2, W.MOST + 1) for f in W.further_fields(
            k, Field(W.key("winner", k), tr("Winner {k}", k=k), W.winner_seats(k, lambda e, k=k: seats(players(e)) if k < players(e) else []),
                     1 if k == 2 else None),
            own(k), lambda e, k=k: k < players(e))),
    ) + option_fields(OPTIONS, OPTION_IDS)

    def build(entry: Entry) -> dict[str, Any]:
        kind = entry.values["kind"]
        if kind == "draw":
            out: dict[str, Any] = {"game": "trump_mahjong", "kind": "draw",
                                   "tenpai": [s for s in range(players(entry)) if entry.values[f"tenpai.{s}"]]}
            return out | ({"options": options_out(entry, fields)} if options_out(entry, fields) else {})
        if kind == W.SEVERAL:
            return build_several(entry)
        out = win_build("trump_mahjong", entry, fields, meld_fields(1), cards_text, "winning_card", "cards")
        out.pop("kind")
        for key in ("jokers", "honba", "deposits"):
            if out.get(key) == 0:
                del out[key]
        return out

    def build_several(entry: Entry) -> dict[str, Any]:
        out: dict[str, Any] = {"game": "trump_mahjong", "kind": W.SEVERAL,
                               "winning_card": cards_text(entry.pieces("win"))}
        out |= {k: v for k, v in conditions_out(entry, fields).items()
                if k in SHARED + ("options",) and not (k in ("honba", "deposits") and v == 0)}
        out["wins"] = []
        for k in W.winners(entry):
            one = W.sub_entry(entry, k, ("win",), PER_WINNER)
            win: dict[str, Any] = {"winner": one.values["winner"],
                                   "hand": cards_text(one.pieces("hand") + one.pieces("win"))}
            if one.zone("meld"):
                win["melds"] = melds_out(one, cards_text, "cards", meld_fields(k))
            win |= {n: one.values[n] for n in PER_WINNER[1:] if one.values[n]}
            out["wins"].append(win)
        return out

    def load(data: dict[str, Any]) -> Entry:
        kind = data.get("kind", "win")
        if kind == "draw":
            if set(data) - {"game", "note", "kind", "options", "tenpai"}:
                raise ValueError("a draw is built from its tenpai seats")
            values = {f.id: f.default for f in fields if f.page == "conditions"} | options_in(data, fields)
            values |= {"kind": "draw"} | {f"tenpai.{s}": s in data["tenpai"] for s in range(SEATS)}
            return Entry([Group(z.id) for z in adapter_zones if z.most == 1], values)
        if kind == W.SEVERAL:
            if set(data) - {"game", "note", "kind", "options", "wins", *SHARED}:
                raise ValueError("fields the screen does not offer")
            shared = {k: v for k, v in data.items() if k in SHARED + ("options",)} | {"by": "ron"}
            return W.loaded(data, load_one, shared, PER_WINNER, ("hand",))
        return load_one(data)

    def load_one(data: dict[str, Any]) -> Entry:
        entry = win_load(data, fields, meld_fields(1), _codes, "winning_card", "cards")
        entry.values["kind"] = "win"
        return entry

    single = lambda e: is_win(e, e.values)  # noqa: E731
    adapter_zones = W.winner_zones(
        (Zone("hand", tr("In hand"), 13), Zone("win", tr("Winning card"), 1),
         Zone("meld", tr("Meld"), 4, most=4, fields=meld_fields(1))), ("win",), single, meld_fields)

    def sheet(entry: Entry) -> list[dict[str, Any]]:
        return W.sheet_groups(entry, lambda e: hand_groups(e, label=kind_label(kinds)), ("win",), PER_WINNER, seat_label)

    return Adapter(
        game="trump_mahjong", name=tr("Trump Mahjong (トランプマージャン)"), material="card_tiles",
        palette=lambda e: card_palette(range(1, 14)), copies=lambda code: 2,
        zones=adapter_zones, fields=fields, build=build, load=load, order=card_order(ace_high=False),
        hand_groups=sheet, pages=(("winners", tr("Winners")),))

"""Trump Mahjong (トランプマージャン): a win (docs/trump_mahjong-calculator.md), cards laid out as
tiles; several rons on one card and drawn hands are left to the command line."""

from __future__ import annotations

from typing import Any

from game.scorehand.common import (card_codes, card_order, card_palette, cards_text, hand_groups, kind_label, option, option_fields,
                                   win_build, win_load)
from game.scorehand.form import Adapter, Choices, Entry, Field, Values, Zone, fixed, flag, from_seats, seats, when
from rules.core.text import tr
from rules.trump_mahjong.options import OPTIONS

OPTION_IDS = ("players", "jokers", "joker_han", "kuitan", "open_ryanpeikou", "kazoe_yakuman", "yakuman_stacking")


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

    def caller_seats(entry: Entry, values: Values) -> Choices:
        winner, n = entry.values.get("winner", 0), players(entry)
        return from_seats(n, tuple(s for s in range(n) if s == winner or (values.get("kind") == "chow" and s != (winner - 1) % n)))

    meld_fields = (Field("kind", tr("Meld"), fixed(kinds), "pung"),
                   Field("from", tr("From"), caller_seats, 1, lambda e, v: v.get("kind") != "kong_concealed"))
    fields = (
        Field("dealer", tr("Dealer"), lambda e, v: seats(players(e)), 0),
        Field("winner", tr("Winner"), lambda e, v: seats(players(e)), 0),
        Field("by", tr("Won by"), fixed([("tsumo", tr("tsumo (own draw)")), ("ron", tr("ron (a discard)"))]), "tsumo"),
        Field("payer", tr("Paid by"), lambda e, v: seats(players(e), (e.values.get("winner"),)), 1, when("by", "ron")),
        Field("jokers", tr("Jokers laid out"), lambda e, v: [(n, str(n)) for n in range(5 if option(e, "jokers") else 1)], 0),
        flag("riichi", tr("Riichi (立直)")),
        flag("double_riichi", tr("Double riichi (ダブル立直)")),
        flag("ippatsu", tr("Ippatsu (立直即)")),
        flag("haitei", tr("Last card (海底撈月)"), when("by", "tsumo")),
        flag("houtei", tr("Final discard (河底撈魚)"), when("by", "ron")),
        flag("rinshan", tr("Replacement card (嶺上開花)"), when("by", "tsumo")),
        flag("chankan", tr("Robbing a kong (搶槓)"), when("by", "ron")),
        flag("first_draw", tr("First draw (天和 / 地和)"), when("by", "tsumo")),
        Field("honba", tr("Counters (本場)"), fixed([(n, str(n)) for n in range(9)]), 0),
        Field("deposits", tr("Riichi deposits"), fixed([(n * 1000, f"{n * 1000:,}") for n in range(9)]), 0),
    ) + option_fields(OPTIONS, OPTION_IDS)

    def build(entry: Entry) -> dict[str, Any]:
        out = win_build("trump_mahjong", entry, fields, meld_fields, cards_text, "winning_card", "cards")
        for key in ("jokers", "honba", "deposits"):
            if out.get(key) == 0:
                del out[key]
        return out

    def load(data: dict[str, Any]) -> Entry:
        return win_load(data, fields, meld_fields, _codes, "winning_card", "cards")

    return Adapter(
        game="trump_mahjong", name=tr("Trump Mahjong (トランプマージャン)"), material="card_tiles",
        palette=lambda e: card_palette(range(1, 14)), copies=lambda code: 2,
        zones=(Zone("hand", tr("In hand"), 13), Zone("win", tr("Winning card"), 1),
               Zone("meld", tr("Meld"), 4, most=4, fields=meld_fields)),
        fields=fields, build=build, load=load, order=card_order(ace_high=False),
        hand_groups=lambda e: hand_groups(e, label=kind_label(kinds)))

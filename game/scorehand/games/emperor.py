"""Emperor (皇帝): a finished hand with its field (river, kept Ks, ura cards, the dynasty card), or
an exhaustive draw with every seat's cards, one seat laid out at a time (docs/emperor-calculator.md).
The scores before a draw (to print those after it) and the final standings are left to the
command line."""

from __future__ import annotations

from typing import Any, Callable

from game.scorehand.common import (card_codes, card_order, card_palette, cards_text, conditions_out, option,
                                   option_fields, options_in, without_one)
from game.scorehand.form import Adapter, Entry, Field, Group, Zone, fixed, flag, only_when, seats, when
from rules.core.text import tr
from rules.emperor.options import OPTIONS

OPTION_IDS = ("dora_ceiling", "ippatsu", "double_riichi", "recombination")
FLAGS = ("riichi", "last_card", "tenhou", "chiihou", "ippatsu", "double_riichi")
FLAG = "flag."  # a flag's value is kept apart from the option of the same name (ippatsu, double_riichi)
CARD_ZONES = {"river": "river", "kept_kings": "kept_kings", "ura": "ura_cards"}
DRAW = "exhaustive_draw"
SEATS = 5


def adapter() -> Adapter:
    def players(entry: Entry) -> int:
        return entry.values.get("players", 4)

    dynasty = when("era", "dynasty")
    is_hand, is_draw = when("kind", "hand"), when("kind", DRAW)
    fields = (
        Field("kind", tr("Settle"), fixed([("hand", tr("a win")), (DRAW, tr("a draw (流局)"))]), "hand"),
        Field("players", tr("Players"), fixed([(n, str(n)) for n in (3, 4, 5)]), 4),
        Field("era", tr("Era"), fixed([("warring_states", tr("Warring States (戦国)")), ("dynasty", tr("Dynasty (王朝)"))]),
              "warring_states"),
        Field("emperor", tr("Emperor"), lambda e, v: seats(players(e), first=0), 0, dynasty),
        Field("dealer", tr("Dealer"), lambda e, v: seats(players(e), first=0), 0,
              lambda e, v: is_draw(e, v) and not dynasty(e, v)),
        Field("seat", tr("Lay out the cards of"), lambda e, v: seats(players(e), first=0), 0, is_draw),
        *(flag(f"riichi.{n}", tr("Seat {n} in riichi", n=n), lambda e, v, n=n: is_draw(e, v) and n < players(e))
          for n in range(SEATS)),
    ) + only_when(is_hand, (
        Field("winner", tr("Winner"), lambda e, v: seats(players(e), first=0), 0),
        Field("by", tr("Won by"), fixed([("tsumo", tr("tsumo (own draw)")), ("ron", tr("ron (a discard)"))]), "tsumo"),
        Field("discarder", tr("Dealt in by"), lambda e, v: seats(players(e), (e.values.get("winner"),), first=0), 1,
              when("by", "ron")),
        flag(FLAG + "riichi", tr("Riichi")),
        flag(FLAG + "last_card", tr("Last card (haitei / houtei)")),
        flag(FLAG + "tenhou", tr("Tenhou (天和)"), when("by", "tsumo")),
        flag(FLAG + "chiihou", tr("Chiihou (地和)"), when("by", "tsumo")),
        flag(FLAG + "ippatsu", tr("Ippatsu"), lambda e, v: bool(option(e, "ippatsu"))),
        flag(FLAG + "double_riichi", tr("Double riichi"), lambda e, v: bool(option(e, "double_riichi"))),
    )) + option_fields(OPTIONS, OPTION_IDS)

    def build(entry: Entry) -> dict[str, Any]:
        if is_draw(entry, entry.values):
            return build_draw(entry)
        out: dict[str, Any] = {"game": "emperor", "hand": cards_text(entry.pieces("hand") + entry.pieces("win"))}
        if entry.pieces("win"):
            out["winning_card"] = cards_text(entry.pieces("win"))
        if entry.zone("exposed"):
            out["exposed"] = [cards_text(g.pieces).split() for g in entry.zone("exposed")]
        for zone, key in CARD_ZONES.items():
            if entry.pieces(zone):
                out[key] = cards_text(entry.pieces(zone)).split()
        if entry.values["era"] == "dynasty" and entry.pieces("dynasty"):
            out["dynasty_card"] = cards_text(entry.pieces("dynasty"))
        conditions = conditions_out(entry, fields)
        out |= {k: v for k, v in conditions.items() if not k.startswith(FLAG)}
        flags = [k.removeprefix(FLAG) for k, v in conditions.items() if k.startswith(FLAG) and v]
        if flags:
            out["flags"] = flags
        return out

    def build_draw(entry: Entry) -> dict[str, Any]:
        out: dict[str, Any] = {"game": "emperor", "kind": DRAW, "players": players(entry), "era": entry.values["era"]}
        if entry.values["era"] == "dynasty":
            out["emperor"] = entry.values["emperor"]
            if entry.pieces("dynasty"):
                out["dynasty_card"] = cards_text(entry.pieces("dynasty"))
        else:
            out["dealer"] = entry.values["dealer"]
        out["seats"] = []
        for n in range(players(entry)):
            seat: dict[str, Any] = {"hand": cards_text(entry.pieces(f"{n}.hand"))}
            if entry.zone(f"{n}.exposed"):
                seat["exposed"] = [cards_text(g.pieces).split() for g in entry.zone(f"{n}.exposed")]
            for zone in ("river", "kept_kings"):
                if entry.pieces(f"{n}.{zone}"):
                    seat[zone] = cards_text(entry.pieces(f"{n}.{zone}")).split()
            if entry.values[f"riichi.{n}"]:
                seat["riichi"] = True
            out["seats"].append(seat)
        return out

    def load_draw(data: dict[str, Any]) -> Entry:
        if set(data) - {"game", "note", "kind", "players", "era", "dynasty_card", "emperor", "dealer", "seats"}:
            raise ValueError("the scores before a draw are not given on the screen")
        values = {f.id: f.default for f in fields if f.page == "conditions"} | options_in({}, fields)
        values |= {k: data[k] for k in ("players", "era", "emperor", "dealer") if k in data}
        values |= {"kind": DRAW, "seat": 0} | {f"riichi.{n}": False for n in range(SEATS)}
        if "dynasty_card" in data:
            values["era"] = "dynasty"
        groups = [Group(z) for z in ("hand", "win", "river", "kept_kings", "ura")]
        groups.append(Group("dynasty", card_codes([data["dynasty_card"]]) if "dynasty_card" in data else []))
        for n, seat in enumerate(data["seats"]):
            values[f"riichi.{n}"] = seat.get("riichi", False)
            groups.append(Group(f"{n}.hand", card_codes(seat["hand"])))
            groups += [Group(f"{n}.exposed", card_codes(pair)) for pair in seat.get("exposed", [])]
            groups += [Group(f"{n}.{zone}", card_codes(seat.get(zone, []))) for zone in ("river", "kept_kings")]
        groups += [Group(f"{n}.{zone}") for n in range(len(data["seats"]), SEATS) for zone in ("hand", "river", "kept_kings")]
        _renumber_jokers(groups)
        return Entry(groups, values)

    def load(data: dict[str, Any]) -> Entry:
        if data.get("kind") == DRAW:
            return load_draw(data)
        if data.get("kind", "hand") != "hand":
            raise ValueError("only a hand or a draw is built on the screen")
        plain = {f.id for f in fields if f.page == "conditions" and not f.id.startswith(FLAG)}
        known = plain | {"game", "note", "hand", "winning_card", "exposed", "flags", "dynasty_card", "options",
                         *CARD_ZONES.values()}
        if set(data) - known:
            raise ValueError(f"fields the screen does not offer: {sorted(set(data) - known)}")
        values = {f.id: data.get(f.id, f.default) for f in fields if f.id in plain}
        values |= {FLAG + f: f in data.get("flags", []) for f in FLAGS}
        values |= options_in(data, fields)
        if "dynasty_card" in data:
            values["era"] = "dynasty"
        hand = card_codes(data["hand"])
        win = card_codes([data["winning_card"]]) if "winning_card" in data else []
        # jokers are numbered over the whole input, as the calculator reads it
        groups = [Group("hand", without_one(hand, win[0]) if win else hand), Group("win", win)]
        groups += [Group("exposed", card_codes(pair)) for pair in data.get("exposed", [])]
        groups += [Group(zone, card_codes(data.get(key, []))) for zone, key in CARD_ZONES.items()]
        groups.append(Group("dynasty", card_codes([data["dynasty_card"]]) if "dynasty_card" in data else []))
        _renumber_jokers(groups)
        return Entry(groups, values)

    def hand_groups(entry: Entry) -> list[dict[str, Any]]:
        if is_draw(entry, entry.values):
            return [{"cards": entry.pieces(f"{n}.hand") + [c for g in entry.zone(f"{n}.exposed") for c in g.pieces],
                     "label": tr("seat {n}", n=n)} for n in range(players(entry)) if entry.pieces(f"{n}.hand")]
        groups = [{"cards": entry.pieces("hand") + entry.pieces("win"), "label": tr("In hand")}]
        groups += [{"cards": g.pieces, "label": tr("Exposed")} for g in entry.zone("exposed")]
        return [g for g in groups if g["cards"]]

    def won(entry: Entry) -> bool:
        return is_hand(entry, entry.values)

    def seat_shown(n: int) -> Callable[[Entry], bool]:
        return lambda e: is_draw(e, e.values) and e.values.get("seat") == n and n < players(e)

    return Adapter(
        game="emperor", name=tr("Emperor (皇帝)"), material="cards", palette=lambda e: card_palette(range(1, 14), 2),
        copies=lambda code: 1,
        zones=(Zone("hand", tr("In hand"), 6, shown=won), Zone("win", tr("Winning card"), 1, shown=won),
               Zone("exposed", tr("Exposed set"), 2, most=2, shown=won), Zone("river", tr("River"), 20, shown=won),
               Zone("kept_kings", tr("Kept Ks"), 4, shown=won), Zone("ura", tr("Ura cards"), 2, shown=won),
               Zone("dynasty", tr("Dynasty card"), 1, shown=lambda e: e.values.get("era") == "dynasty"),
               *(Zone(f"{n}.{zone}", label, limit, most, tag=tr("seat {n}", n=n), shown=seat_shown(n))
                 for n in range(SEATS)
                 for zone, label, limit, most in (("hand", tr("In hand"), 5, 1), ("exposed", tr("Exposed set"), 2, 2),
                                                  ("river", tr("River"), 20, 1), ("kept_kings", tr("Kept Ks"), 4, 1)))),
        fields=fields, build=build, load=load, order=card_order(ace_high=False), hand_groups=hand_groups)


def _renumber_jokers(groups: list[Group]) -> None:
    """Jokers numbered JK1, JK2 across the whole entry (each group read its own)."""
    n = 0
    for g in groups:
        for i, code in enumerate(g.pieces):
            if code.startswith("JK"):
                n += 1
                g.pieces[i] = f"JK{n}"

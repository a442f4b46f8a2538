"""Piquet: one hand's declarations (point, sequences, sets, carte blanche) and its tricks in order
(docs/piquet-calculator.md). Each declaration is clicked from its own copy of the pack, as the
same card is both declared and played; a Rubicon game's totals are left to the command line."""

from __future__ import annotations

from typing import Any

from game.scorehand.common import (card_codes, card_order, card_palette, cards_text, option, option_fields,
                                   options_in, options_out)
from game.scorehand.form import Adapter, Choices, Entry, Field, Group, Values, Zone
from rules.core.text import tr
from rules.piquet.options import OPTIONS

OPTION_IDS = ("point_by_pips", "trick_points_require_ten", "last_trick_requires_ten", "no_last_trick_point_on_capot",
              "extra_combinations_unrestricted", "deck_36")
CLASSES = (("point", "point"), ("sequence", "sequences"), ("set", "sets"))  # (zone, the input's field)


def adapter() -> Adapter:
    def roles(entry: Entry, values: Values) -> Choices:
        return [("elder", tr("Elder")), ("younger", tr("Younger"))]

    def carte_blanche(entry: Entry, values: Values) -> Choices:
        out = [((), tr("nobody")), (("elder",), tr("Elder")), (("younger",), tr("Younger"))]
        return out + ([(("elder", "younger"), tr("both"))] if option(entry, "deck_36") else [])

    fields = tuple(Field(f"{field}_by", label, roles, "elder", lambda e, v, zone=zone: bool(e.pieces(zone)))
                   for (zone, field), label in zip(CLASSES, (tr("Point scored by"), tr("Sequences scored by"),
                                                             tr("Sets scored by")))) + (
        Field("carte_blanche", tr("Carte blanche"), carte_blanche, ()),
    ) + option_fields(OPTIONS, OPTION_IDS)

    def build(entry: Entry) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if entry.values["carte_blanche"]:
            out["carte_blanche"] = list(entry.values["carte_blanche"])
        if entry.pieces("point"):
            out["point"] = {"by": entry.values["point_by"], "cards": cards_text(entry.pieces("point"))}
        for zone, field in CLASSES[1:]:
            combos = [cards_text(g.pieces) for g in entry.zone(zone) if g.pieces]
            if combos:
                out[field] = {"by": entry.values[f"{field}_by"], "cards": combos}
        played = entry.pieces("tricks")
        if played:
            out["tricks"] = [cards_text(played[i:i + 2]) for i in range(0, len(played), 2)]
        if options_out(entry, fields):
            out["options"] = options_out(entry, fields)
        return out

    def load(data: dict[str, Any]) -> Entry:
        if data.get("kind", "hand") != "hand":
            raise ValueError("only a hand is built on the screen")
        if set(data) - {"game", "note", "names", "options", "carte_blanche", "point", "sequences", "sets", "tricks"}:
            raise ValueError("fields the screen does not offer")
        if data.get("names", ["Elder", "Younger"]) != ["Elder", "Younger"]:
            raise ValueError("names are not asked on the screen")
        values: dict[str, Any] = {"carte_blanche": tuple(data.get("carte_blanche", ()))}
        groups = [Group("point", card_codes(data["point"]["cards"]) if data.get("point") else [])]
        values["point_by"] = data["point"]["by"] if data.get("point") else "elder"
        for zone, field in CLASSES[1:]:
            spec = data.get(field)
            values[f"{field}_by"] = spec["by"] if spec else "elder"
            groups += [Group(zone, card_codes(text)) for text in (spec["cards"] if spec else [])]
        groups.append(Group("tricks", [c for trick in data.get("tricks", []) for c in card_codes(trick)]))
        return Entry(groups, values | options_in(data, fields))

    def hand_groups(entry: Entry) -> list[dict[str, Any]]:
        groups = [{"cards": entry.pieces("point"), "label": tr("Point")}]
        groups += [{"cards": g.pieces, "label": label} for zone, label in (("sequence", tr("Sequence")), ("set", tr("Set")))
                   for g in entry.zone(zone)]
        return [g for g in groups if g["cards"]]

    return Adapter(
        game="piquet", name=tr("Piquet"), material="cards",
        palette=lambda e: card_palette((1, 13, 12, 11, 10, 9, 8, 7) + ((6,) if option(e, "deck_36") else ())),
        copies=lambda code: 1,
        zones=(Zone("point", tr("Point"), 9, pool="point", note=tr("the whole suit that scored the point")),
               Zone("sequence", tr("Sequence"), 9, most=3, pool="sequences",
                    note=tr("the winning sequence first, then any extras")),
               Zone("set", tr("Set"), 4, most=3, pool="sets", note=tr("the winning set first, then any extras")),
               Zone("tricks", tr("Tricks"), 24, sort=False, pool="tricks",
                    note=tr("each trick: the leader's card, then the follower's; elder leads the first"))),
        fields=fields, build=build, load=load, order=card_order(ace_high=True), hand_groups=hand_groups)

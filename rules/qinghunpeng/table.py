"""Qing-Hun-Peng (清混碰) at the generic table: what the family builder (rules.mahjong.table) does
not know. The score sheets are in rules.qinghunpeng.sheet.

The game's commands carry the family's action names (discard, chi, pon, exposed_kong,
concealed_kong, added_kong, win, ron, rob, pass), so the family's labels, button places and
prompts serve as they are. Its own part: flowers face up beside each seat (``flowers_i``) and
counted on the plates; the three-mouth liability (三口の包) on the plates of both players of a
relation, in the info panel, and announced when it forms (``spoken``); the missed-win
restriction and the lazi in the info panel; a concealed kong's tile never announced; the waits,
with the ones a discard cannot win on (under 2 hua, §7.2) named.
"""

from __future__ import annotations

from typing import Any

from rules.core.report import seat_name
from rules.core.text import tr
from rules.mahjong.melds import Meld
from rules.mahjong.table import MahjongTable, unseen_counts
from rules.mahjong.tiles import tile_code, tile_from_code, tile_name
from rules.qinghunpeng.scoring import WinContext, score_win, units, winning_tiles

# The mahjong map's buttons zone holds two columns of three cells, the Hint in the last: a call
# window with more moves than the other five grows a row over the plate above.
CALL_CELLS = 5


def meld_of(m: dict[str, Any]) -> Meld:
    """A view's (or a hand record's) meld as the scoring reads it; hidden tiles must not be asked."""
    return Meld(m["kind"], tuple(tile_from_code(t) for t in m["tiles"]), None, m.get("from_seat"))


def partners(relations: list[dict[str, Any]], seat: int) -> list[int]:
    """The other player of each relation ``seat`` is in, in forming order (§10.1: both ways)."""
    return [r["fed"] if r["caller"] == seat else r["caller"] for r in relations if seat in (r["caller"], r["fed"])]


def relation_text(r: dict[str, Any], meta: dict[str, Any], short: bool = False) -> str:
    """A relation in words: said in full as it forms, shortly in the info panel after."""
    caller, fed = seat_name(r["caller"], meta), seat_name(r["fed"], meta)
    if short:
        return tr("三口の包 {caller} ↔ {fed}: {caller} claimed 3 times from {fed}", caller=caller, fed=fed)
    return tr("三口の包 {caller} ↔ {fed}: {caller} claimed three times from {fed}; if either wins, the other pays more",
              caller=caller, fed=fed)


class QhpTable(MahjongTable):
    has_flowers = True

    def markers(self, view: dict[str, Any], seat: int, meta: dict[str, Any]) -> list[str]:
        out = [tr("Dealer 親")] if seat == view["dealer"] else []
        flowers = len(view["seats"][seat]["flowers"])
        if flowers:
            out.append(tr("Flowers {n}", n=flowers))
        if view["options"]["three_mouth_pao"]:
            out += [tr("包 ↔ {name}", name=seat_name(p, meta)) for p in partners(view["relations"], seat)]
        return out

    def info(self, view: dict[str, Any], meta: dict[str, Any]) -> list[str]:
        lines = [view["label"]]
        if view["phase"] == "over":
            return lines
        u = units(view["options"])
        lines.append(tr("Wall: {n} tiles left", n=view["wall"]))
        lines.append(tr("Dealer 親: {name}", name=seat_name(view["dealer"], meta)))
        lines.append(tr("1 lazi 喇子 = {b} + {n} × {h} = {lazi}", b=u.base, n=u.lazi_hua, h=u.hua_value, lazi=u.lazi))
        if view["options"]["three_mouth_pao"]:
            lines += [relation_text(r, meta, short=True) for r in view["relations"]]
        if view["missed"]:
            lines.append(tr("You let a win go: until you draw or call, no win on {tiles} by a discard or a robbed kong",
                            tiles=", ".join(tile_name(tile_from_code(c)) for c in view["missed"])))
        if view.get("final"):
            lines.append(tr("The last discard: only a win 胡 may claim it"))
        elif view["wall"] == 0:
            lines.append(tr("The wall is empty: no more kongs"))
        return lines

    def waits(self, view: dict[str, Any]) -> dict[str, Any] | None:
        me = view["seats"][view["seat"]]
        hand = [tile_from_code(c) for c in me["hand"]]
        if len(hand) % 3 == 2:
            if view.get("drawn") is None:
                return None  # after a chi or pon: the discard decides the waits
            hand.remove(tile_from_code(view["drawn"]))  # the waits drawn to
        melds = [meld_of(m) for m in me["melds"]]
        kinds = winning_tiles(sorted(hand), melds)
        if not kinds:
            return None
        # §7.2: a discard win needs 2 hua; those waits win only by self-draw (or a robbed kong).
        short = [k for k in kinds if not score_win(sorted(hand + [k]), melds, len(me["flowers"]),
                                                   WinContext(k, "discard"), view["options"]).discard_ok]
        if not short:
            label = tr("Ready 聴牌: waits")
        elif len(short) == len(kinds):
            label = tr("Ready 聴牌: under 2 hua, no win on a discard")
        else:
            label = tr("Ready 聴牌: waits; under 2 hua on a discard: {tiles}",
                       tiles=", ".join(tile_name(k) for k in short))
        cards = [tile_code(k) for k in kinds]
        return {"label": label, "cards": cards, "counts": unseen_counts(cards, self.visible(view))}

    def model(self, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
        model = super().model(view, meta)
        model["told"] = {"concealed_kong": tr("Concealed kong 暗槓")}  # face down: its tile is never announced
        if len(view["choices"]) + 1 > CALL_CELLS:  # the chi ways behind one button rather than over a plate
            model["menus"] = {"chi": tr("Chi 吃 ({n} ways)…", n=sum(a == "chi" for a, _ in view["choices"]))}
        # Said aloud once, as a relation forms (the table announces a name it has not heard).
        model["spoken"] = [[f"relation-{view['hand_no']}-{r['order']}", relation_text(r, meta)]
                           for r in view["relations"] if view["options"]["three_mouth_pao"]]
        return model


TABLE = QhpTable()


def table(view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    return TABLE.model(view, meta)

"""Trump Mahjong (トランプマージャン) at the generic table: what the family builder
(rules.mahjong.table) does not know. The score sheets are in rules.trump_mahjong.sheet.

The cards are drawn as cards in the tile slots and poses of the mahjong table (material
``card_tiles``), the hand sorted by kind (red A-9, black A-9, red 10-K, black 10-K; the two suits
of a kind side by side). The game's commands carry the family's action names, worded as a
Japanese table says them (チー, ポン, カン, ツモ, ロン, 搶槓). Its own part: riichi as a toggle that
turns the next drop on the river into ``riichi`` (only the cards that keep the hand tenpai stay
lit), the riichi card sideways in the river and 立直 on the plate; the drawn card discarded by the
table after riichi when no tsumo is on offer (``auto``); jokers face up beside each seat
(``flowers_i``) and counted on the plates; the round, honba, deposits and live cards in the info
panel; the waits with their unseen copies, furiten and a hand with no yaku on a discard named.
"""

from __future__ import annotations

from typing import Any

from rules.core.cards import RANK_CHARS
from rules.core.report import seat_name
from rules.core.text import N_, tr
from rules.mahjong.card_tiles import card_kind, card_kind_from_code
from rules.mahjong.melds import Meld
from rules.mahjong.table import MahjongTable
from rules.trump_mahjong.hands import colour, rank
from rules.trump_mahjong.scoring import WinContext, may_win, winning_kinds
from rules.trump_mahjong.state import card_order

ACTION_LABELS = {
    "discard": N_("Discard {cards}"),
    "riichi": N_("Riichi 立直 {cards}"),
    "chi": N_("Chi チー {cards}"),
    "pon": N_("Pon ポン {cards}"),
    "exposed_kong": N_("Kan 大明槓 {cards}"),
    "concealed_kong": N_("Kan 暗槓 {cards}"),
    "added_kong": N_("Kan 加槓 {cards}"),
    "win": N_("Tsumo ツモ"),
    "ron": N_("Ron ロン {cards}"),
    "rob": N_("Chankan 搶槓 {cards}"),
    "pass": N_("Pass"),
}
# Cells as the family's (rules/mahjong/table.py BUTTON_PLACES); the riichi toggle takes the call
# cell (2), free on one's own turn.
BUTTON_PLACES = {"added_kong": 0, "concealed_kong": 1, "riichi": 2, "chi": 2, "pon": 2, "exposed_kong": 2,
                 "ron": 3, "win": 3, "rob": 3, "pass": 4}
SOUNDS = {"discard": "discard", "riichi": "riichi", "chi": "call", "pon": "call", "exposed_kong": "call",
          "concealed_kong": "call", "added_kong": "call", "win": "win", "ron": "win", "rob": "win"}
PROMPTS = {
    ("rob",): N_("Chankan 搶槓: rob the kan and win, or pass?"),
    ("ron",): N_("Ron ロン on this discard, or pass?"),
    ("pass",): N_("A discard is on offer: call it or pass"),
    ("win",): N_("Your turn: tsumo ツモ, or discard a card"),
    ("concealed_kong",): N_("Your turn: declare a kan 槓, or discard a card"),
    ("added_kong",): N_("Your turn: declare a kan 槓, or discard a card"),
    ("riichi",): N_("Your turn: discard, or press Riichi 立直 first"),
    ("discard",): N_("Your turn: discard a card (drag it to your river)"),
}
# The mahjong map's buttons zone holds two columns of three cells: the calls take cells 0-3, Pass
# keeps cell 4 and the Hint 5. A call window with more calls than four shows the chi ways (two
# suits of a kind make more of them) behind one button.
CALL_CELLS = 4
SUIT_OF = {"r": "H", "b": "S"}  # the card a kind is shown by (the suit is cosmetic, D-18)


def kind_card(k: int) -> str:
    """A card that shows a kind (r7 -> '7H', bK -> 'KS'): hearts for red, spades for black."""
    return RANK_CHARS[rank(k) - 1] + SUIT_OF[colour(k)]


def meld_of(m: dict[str, Any]) -> Meld:
    """A view's (or a hand record's) meld as the scoring reads it; hidden cards must not be asked."""
    return Meld(m["kind"], tuple(m["tiles"]), m.get("called_tile"), m.get("from_seat"))


class TrumpMahjongTable(MahjongTable):
    material = "card_tiles"
    has_flowers = True  # the jokers, laid out beside their seat
    sounds = SOUNDS
    auto = ("discard",)  # after riichi the drawn card goes by itself (the only move left)

    def hand_key(self, code: str) -> Any:
        return card_order(code)

    def same_kind(self, a: str, b: str) -> bool:
        return card_kind(a) == card_kind(b)

    def labels(self, view: dict[str, Any]) -> dict[str, str]:
        return {action: tr(ACTION_LABELS[action]) for action in ACTION_LABELS}

    def places(self, view: dict[str, Any]) -> dict[str, int]:
        return dict(BUTTON_PLACES)

    def prompts(self, view: dict[str, Any]) -> list[list[Any]]:
        out = [[list(actions), tr(PROMPTS[actions])] for actions in PROMPTS]
        me = view["seats"][view["seat"]] if view["seat"] is not None else None
        if me is not None and me["riichi"] and view["phase"] == "turn":
            out.insert(0, [["win"], tr("Riichi 立直: tsumo ツモ, or the drawn card goes")])
        return out

    def score(self, view: dict[str, Any], seat: int) -> str:
        return f"{view['scores'][seat]:,}"  # points held, not a change

    def markers(self, view: dict[str, Any], seat: int, meta: dict[str, Any]) -> list[str]:
        s = view["seats"][seat]
        out = [tr("Dealer 親")] if seat == view["dealer"] else []
        if s["riichi"]:
            out.append(tr("Riichi 立直"))
        if s["jokers"]:
            out.append(tr("Jokers ×{n}", n=len(s["jokers"])))
        return out

    def info(self, view: dict[str, Any], meta: dict[str, Any]) -> list[str]:
        lines = [view["label"]]
        if view["phase"] == "over":
            return lines
        lines.append(tr("Live cards: {n}", n=view["wall"]))
        lines.append(tr("Dealer 親: {name}", name=seat_name(view["dealer"], meta)))
        lines.append(tr("Riichi deposits 供託: {n:,}", n=view["deposits"]))
        if view["options"]["jokers"]:
            lines.append(tr("A joker laid out: {n} han with a yaku", n=view["options"]["joker_han"]))
        if view.get("final"):
            lines.append(tr("The last discard: only ron ロン may claim it"))
        elif view["wall"] == 0:
            lines.append(tr("No live card left: no more kan"))
        return lines

    # -- what the view says differently from the family's convention ---------------------------

    def adapt(self, view: dict[str, Any]) -> dict[str, Any]:
        """The view in the family's convention: the jokers lie where flowers do."""
        return dict(view, seats=[dict(s, flowers=s["jokers"]) for s in view["seats"]])

    def model(self, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
        model = super().model(self.adapt(view), meta)
        for pos, seat in enumerate(model["seats"]):
            at = view["seats"][seat]["riichi_at"]
            river = model["piles"][f"river_{pos}"]
            # The riichi card lies sideways; if it was called, the next discard does (the index
            # then points at it).
            if at is not None and at < len(river["cards"]):
                river["sideways"] = [at]
        model["toggles"] = {"riichi": {"label": tr("Riichi 立直"), "instead_of": "discard"}}
        model["told"] = {"concealed_kong": tr("Kan 暗槓")}  # its outer cards lie face down: no suit told
        if len(view["choices"]) > CALL_CELLS:
            model["menus"] = {"chi": tr("Chi チー ({n} ways)…", n=sum(a == "chi" for a, _ in view["choices"]))}
        return model

    # -- the waits -------------------------------------------------------------------------------

    def waits(self, view: dict[str, Any]) -> dict[str, Any] | None:
        """The viewer's waits (on their own turn, those drawn to), each shown by one card of its kind."""
        me = view["seats"][view["seat"]]
        hand = list(me["hand"])
        if len(hand) % 3 == 2:
            if view.get("drawn") is None:
                return None  # after a chi or pon: the discard decides the waits
            hand.remove(view["drawn"])  # on one's own turn: the waits drawn to
            melds = [meld_of(m) for m in me["melds"]]
            kinds = winning_kinds(hand, melds)
        else:
            melds = [meld_of(m) for m in me["melds"]]
            kinds = [card_kind_from_code(k) for k in view["waits"]]
        if not kinds:
            return None
        cards = [kind_card(k) for k in kinds]
        ctx = WinContext(tsumo=False, riichi=me["riichi"], jokers=len(me["jokers"]) if view["options"]["jokers"] else 0)
        if view.get("furiten"):
            label = tr("Furiten 振聴, no ron: waits")
        elif not any(may_win([*hand, k], melds, k, ctx, view["options"]) for k in kinds):
            label = tr("No yaku 役なし for ron: waits")
        else:
            label = tr("Riichi 立直: waits") if me["riichi"] else tr("Tenpai 聴牌: waits")
        return {"label": label, "cards": cards, "counts": self.unseen(view, kinds)}

    def unseen(self, view: dict[str, Any], kinds: list[int]) -> list[int]:
        """Copies of each kind the viewer has not seen (four of each; jokers are no kind)."""
        seen: dict[int, int] = {}
        for code in self.visible(view):
            k = card_kind(code)
            if k is not None:
                seen[k] = seen.get(k, 0) + 1
        return [max(0, 4 - seen.get(k, 0)) for k in kinds]


TABLE = TrumpMahjongTable()


def table(view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    return TABLE.model(view, meta)

"""Any mahjong game at the generic table: one builder turns a mahjong view into the table model.

The pygame table draws only the JSON model documented on :meth:`rules.core.variant.Variant.table`.
This module builds it for every mahjong game from the family's view convention, so a game adds
only what is its own (Wuhan: the laizi, open mouths, the threshold) by overriding the hooks of
:class:`MahjongTable`.

The view convention (what the builder reads; a game's view may hold more):

- ``players``, ``seat`` (the viewer or None), ``phase``, ``turn`` (the seat on turn, the
  discarder of the tile on offer), ``to_act``, ``dealer``, ``scores``, ``wall`` (tiles left),
  ``drawn`` (the viewer's just drawn tile), ``offer`` (the tile on offer), ``label``;
- ``seats[i]``: ``hand`` (codes, the viewer's only; None for the others), ``hand_count``,
  ``melds`` (``{"kind", "tiles", "called_tile"?, "from_seat"?}``, a hidden tile as ``"??"``),
  ``river`` (codes in order; None when discards lie in one anonymous ``pile``), ``flowers``?

The model (keys beyond Emperor's are marked new):

- ``material`` (new): the class's ``material``: ``"tiles"``, codes in the tile notation of
  :mod:`rules.mahjong.tiles` ("1m".."9s", "E", "S", "W", "N", "Wh", "Gn", "Rd", "F1".."F8"), or
  ``"card_tiles"`` (Trump Mahjong: card codes, cards drawn in tile slots); None is face down.
- ``piles``: ``hand_{p}``, ``river_{p}``, ``melds_{p}``, ``flowers_{p}`` (games with flowers),
  ``stock``, ``indicator`` (games with one), ``pile`` (anonymous discards only); positions are
  relative to the viewer: 0 the viewer (bottom), 1 the next seat in turn order (right), ...
  (the hook ``arrangement`` says which seat sits where: seat order unless a game says otherwise).
  The viewer's hand is sorted by kind (the hook ``hand_key``) with the drawn tile last and in ``fresh``. A meld's
  claimed tile is in ``sideways``, placed as in real play by where it came from: the seat to
  the owner's left (previous player) first, opposite in the middle (second), right (next player)
  last; an added kong shows its added tile sideways beside the claimed one.
- ``marked`` (new): codes the table marks wherever they lie (Wuhan: the laizi).
- ``plates``, ``info``, ``drops``, ``toggles``, ``labels``, ``places``, ``prompts``, ``wins``,
  ``pass``, ``auto``, ``private``, as for Emperor; ``waits``: None or ``{"label", "cards",
  "counts"}``, ``counts`` the copies of each wait the viewer has not seen.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from rules.core.report import seat_name
from rules.core.text import N_, tr
from rules.mahjong.tiles import tile_from_code

# Button labels of the family's actions, the original term with its English; {cards} is filled in.
ACTION_LABELS = {
    "discard": N_("Discard {cards}"),
    "chi": N_("Chi 吃 {cards}"),
    "pon": N_("Pon 碰 {cards}"),
    "exposed_kong": N_("Kong 槓 {cards}"),
    "concealed_kong": N_("Concealed kong 暗槓 {cards}"),
    "added_kong": N_("Added kong 加槓 {cards}"),
    "win": N_("Win 胡 自摸"),
    "ron": N_("Win 胡 {cards}"),
    "rob": N_("Rob the kong 搶槓 {cards}"),
    "pass": N_("Pass"),
}
# Each action's home cell among the buttons: two columns, three rows read left to right, top to
# bottom; the Hint takes cell 5. A call on a discard (2) is followed by one's own turn, whose kongs
# (0, 1) and self-draw win (3) are elsewhere; after a kong comes another kong or the win, never in
# the cell just clicked, except a 4-tile kong after a 1-tile kong (rare); Pass (4) is never where
# a move of one's next turn is. Calls made together (several chi ways, pon, kong) start at their
# shared cell and take the nearest free cells before it.
BUTTON_PLACES = {
    "added_kong": 0,
    "concealed_kong": 1,
    "chi": 2,
    "pon": 2,
    "exposed_kong": 2,
    "ron": 3,
    "win": 3,
    "rob": 3,
    "pass": 4,
}
WIN_ACTIONS = ("win", "ron", "rob")
# The table's sound for each move (game/sounds: deal, draw, discard, call, riichi, win); a game adds its own.
SOUNDS = {"discard": "discard", "chi": "call", "pon": "call", "exposed_kong": "call", "concealed_kong": "call",
          "added_kong": "call", "win": "win", "ron": "win", "rob": "win"}
# What the table says when the viewer may act: the first entry all of whose actions are legal.
PROMPTS = {
    ("ron",): N_("Win 胡 on this discard, or pass?"),
    ("rob",): N_("Rob the kong (搶槓) and win, or pass?"),
    ("win", "pass"): N_("Last draw: win 胡, or pass and keep the tile"),
    ("win",): N_("Your turn: win 胡 by self-draw, or discard a tile"),
    ("pass",): N_("A discard is on offer: call it or pass"),
    ("concealed_kong",): N_("Your turn: declare a kong (槓), or discard a tile"),
    ("added_kong",): N_("Your turn: declare a kong (槓), or discard a tile"),
    ("discard",): N_("Your turn: discard a tile (drag it to your river)"),
}
MELD_LABELS = {
    "chow": N_("Chi 吃"),
    "pung": N_("Pon 碰"),
    "kong_exposed": N_("Kong 明槓"),
    "kong_added": N_("Added kong 加槓"),
    "kong_concealed": N_("Concealed kong 暗槓"),
}
KONG_KINDS = ("kong_exposed", "kong_added", "kong_concealed")


def tile_key(code: str) -> tuple[int, str]:
    """Tiles sort by kind: characters, dots, bamboo, winds, dragons, flowers (the family's order)."""
    try:
        return (tile_from_code(code), code)
    except ValueError:
        return (99, code)


def sideways_index(owner: int, source: int, players: int, size: int) -> int:
    """Where a claimed tile lies in its meld, as in real play: from the owner's left (the previous
    player) first, from the right (the next player) last, from across the table second."""
    step = (source - owner) % players
    if step == players - 1:
        return 0
    if step == 1:
        return size - 1
    return 1


def lay_meld(meld: dict[str, Any], owner: int, players: int, adding: str | None = None) -> tuple[list[Any], list[int]]:
    """A meld's tiles as laid on the table (hidden tiles None) and the indices drawn sideways.
    ``adding``: a tile being added to this pung (an added kong that may still be robbed)."""
    tiles = [None if t == "??" else t for t in meld["tiles"]]
    called, source = meld.get("called_tile"), meld.get("from_seat")
    if adding is not None:
        tiles = tiles + [adding]
    if called is None or source is None or called not in tiles:
        return tiles, []
    rest = list(tiles)
    rest.remove(called)
    added = None
    if meld["kind"] == "kong_added" or adding is not None:
        added = rest.pop()  # the fourth tile lies sideways beside the claimed one
    size = len(rest) + 1
    at = sideways_index(owner, source, players, size)
    laid = rest[:at] + [called] + ([added] if added is not None else []) + rest[at:]
    return laid, [at] + ([at + 1] if added is not None else [])


def unseen_counts(kinds: Iterable[str], visible: Iterable[str], copies: int = 4) -> list[int]:
    """How many copies of each of ``kinds`` the viewer has not seen, given every visible tile."""
    seen = Counter(visible)
    return [max(0, copies - seen[k]) for k in kinds]


class MahjongTable:
    """The table model of a mahjong view. A game subclasses it and overrides the hooks (each
    returns text already translated, so the game's own N_ tables stay in its own module)."""

    material = "tiles"
    wins: tuple[str, ...] = WIN_ACTIONS
    sounds: dict[str, str] = SOUNDS
    passes: tuple[str, ...] = ("pass",)
    auto: tuple[str, ...] = ()
    has_flowers = False

    # -- hooks -------------------------------------------------------------------------------

    def hand_key(self, code: str) -> Any:
        """The viewer's hand sorts by this key of each code."""
        return tile_key(code)

    def same_kind(self, a: str, b: str) -> bool:
        """Whether two codes are one kind (cards of two suits may be, Trump Mahjong's)."""
        return a == b

    def labels(self, view: dict[str, Any]) -> dict[str, str]:
        return {action: tr(ACTION_LABELS[action]) for action in ACTION_LABELS}

    def places(self, view: dict[str, Any]) -> dict[str, int]:
        return dict(BUTTON_PLACES)

    def prompts(self, view: dict[str, Any]) -> list[list[Any]]:
        return [[list(actions), tr(PROMPTS[actions])] for actions in PROMPTS]

    def marked(self, view: dict[str, Any]) -> list[str]:
        return []

    def markers(self, view: dict[str, Any], seat: int, meta: dict[str, Any]) -> list[str]:
        return [tr("Dealer (荘家)")] if seat == view.get("dealer") else []

    def score(self, view: dict[str, Any], seat: int) -> str:
        return f"{view['scores'][seat]:+,}" if view["scores"][seat] else "0"

    def info(self, view: dict[str, Any], meta: dict[str, Any]) -> list[str]:
        lines = [view["label"]]
        if view["phase"] != "over":
            lines.append(tr("Wall: {n} tiles left", n=view["wall"]))
        return lines

    def indicator(self, view: dict[str, Any]) -> dict[str, Any] | None:
        return None

    def waits(self, view: dict[str, Any]) -> dict[str, Any] | None:
        return None

    def offer(self, view: dict[str, Any]) -> tuple[int, str] | None:
        """(discarder, tile) of the discard on offer, if one is."""
        if view["phase"] == "claim" and view.get("offer") is not None:
            return view["turn"], view["offer"]
        return None

    def adding(self, view: dict[str, Any]) -> tuple[int, str] | None:
        """(declarer, tile) of a tile being added to a pung while the others may rob it."""
        if view["phase"] == "rob" and view.get("offer") is not None:
            return view["turn"], view["offer"]
        return None

    def arrangement(self, view: dict[str, Any]) -> list[int]:
        """Every seat round the table counter-clockwise, as the next turn goes; the builder turns it
        so the viewer sits at position 0. Default: seat order (Kawuxing's rotation differs)."""
        return list(range(view["players"]))

    def ring(self, view: dict[str, Any]) -> list[int]:
        """The seats taking turns this hand, in turn order: a claimed tile lies sideways by the
        claimer's place in it (left: the previous one). Default: every seat round the table."""
        return self.arrangement(view)

    def extra_groups(self, view: dict[str, Any], seat: int) -> list[list[Any]]:
        """Groups laid after a seat's melds in its meld zone (Wuhan: single 中 and laizi kongs)."""
        return []

    def on_turn(self, view: dict[str, Any], seat: int) -> bool:
        """Whether the plate shows ``seat`` as acting. In a call window only the viewer's own
        call is shown: who else may call is not for the viewer to know."""
        if view["phase"] in ("claim", "rob"):
            return seat == view["seat"] and seat in view["to_act"]
        return seat in view["to_act"]

    def visible(self, view: dict[str, Any]) -> list[str]:
        """Every tile face up for the viewer (its hand, melds, rivers, the tile on offer...)."""
        out: list[str] = []
        for s in view["seats"]:
            out += s["hand"] or []
            out += [t for m in s["melds"] for t in m["tiles"] if t != "??"]
            out += s.get("flowers") or []
            out += s["river"] or []
        out += view.get("pile") or []
        adding = self.adding(view)
        if adding is not None:
            out.append(adding[1])
        return out

    # -- the model ---------------------------------------------------------------------------

    def model(self, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
        n, viewer = view["players"], view["seat"]
        base = 0 if viewer is None else viewer
        ring = self.arrangement(view)
        at = ring.index(base) if base in ring else 0
        order = ring[at:] + ring[:at]
        offer, adding = self.offer(view), self.adding(view)
        piles: dict[str, dict[str, Any]] = {}
        plates: dict[str, dict[str, Any]] = {}
        private = ["hand_0"]
        for pos, seat in enumerate(order):
            s = view["seats"][seat]
            piles[f"hand_{pos}"] = self._hand(view, seat, s)
            river: dict[str, Any] = {"cards": list(s["river"] or [])}
            if offer is not None and offer[0] == seat and river["cards"] and river["cards"][-1] == offer[1]:
                river["fresh"] = [offer[1]]
            piles[f"river_{pos}"] = river
            melds = self._melds(view, seat, s, adding)
            piles[f"melds_{pos}"] = melds
            if pos == 0 and seat == viewer and any(m["kind"] == "kong_concealed" for m in s["melds"]):
                private.append("melds_0")  # the viewer's own concealed kong is face up for them only
            if self.has_flowers:
                piles[f"flowers_{pos}"] = {"cards": list(s.get("flowers") or [])}
            plates[f"plate_{pos}"] = {
                "seat": seat,
                "name": seat_name(seat, meta),
                "score": self.score(view, seat),
                "markers": self.markers(view, seat, meta),
                "turn": self.on_turn(view, seat),
            }
        piles["stock"] = {"cards": [None] if view["wall"] else [], "count": view["wall"]}
        if view.get("pile") is not None:
            piles["pile"] = {"cards": list(view["pile"]), "fresh": [offer[1]] if offer else []}
        indicator = self.indicator(view)
        if indicator is not None:
            piles["indicator"] = indicator
        waits = self.waits(view) if viewer is not None and view["phase"] != "over" else None
        return {
            "material": self.material,
            "players": n,
            "viewer": viewer,
            "seats": order,
            "piles": piles,
            "plates": plates,
            "marked": self.marked(view),
            "info": self.info(view, meta),
            "drops": {"river_0": "discard"},
            "toggles": {},
            "labels": self.labels(view),
            "places": self.places(view),
            "prompts": self.prompts(view),
            "wins": list(self.wins),
            "sounds": dict(self.sounds),
            "pass": list(self.passes),
            "auto": list(self.auto),
            "waits": waits,
            "private": private,
        }

    def _hand(self, view: dict[str, Any], seat: int, s: dict[str, Any]) -> dict[str, Any]:
        if s["hand"] is None:
            return {"cards": [None] * s["hand_count"], "face_up": False}
        hand = sorted(s["hand"], key=self.hand_key)
        drawn = view.get("drawn") if seat == view.get("turn") else None
        if drawn is not None and drawn in hand:
            hand.remove(drawn)
            return {"cards": hand + [drawn], "fresh": [drawn], "face_up": True}
        return {"cards": hand, "face_up": True}

    def _melds(self, view: dict[str, Any], seat: int, s: dict[str, Any], adding: tuple[int, str] | None) -> dict[str, Any]:
        cards: list[Any] = []
        groups: list[int] = []
        sideways: list[int] = []
        fresh: list[str] = []
        added_done = False
        ring = self.ring(view)
        for m in s["melds"]:
            add = None
            if adding is not None and adding[0] == seat and not added_done and m["kind"] == "pung" \
                    and self.same_kind(m["tiles"][0], adding[1]):
                add, added_done = adding[1], True
                fresh.append(add)
            if m.get("from_seat") in ring and seat in ring:  # places in turn order, not seat numbers
                placed = dict(m, from_seat=ring.index(m["from_seat"]))
                tiles, turned = lay_meld(placed, ring.index(seat), len(ring), add)
            else:
                tiles, turned = lay_meld(m, seat, view["players"], add)
            sideways += [len(cards) + i for i in turned]
            cards += tiles
            groups.append(len(tiles))
        for group in self.extra_groups(view, seat):
            cards += group
            groups.append(len(group))
        out: dict[str, Any] = {"cards": cards, "groups": groups, "sideways": sideways}
        if fresh:
            out["fresh"] = fresh
        return out


def meld_label(kind: str) -> str:
    """A declared meld's name for a score sheet: the original term with its English."""
    return tr(MELD_LABELS[kind])

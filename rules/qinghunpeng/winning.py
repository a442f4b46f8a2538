"""Who may win now, and for how much (spec §6-§8): the seven hands, hua, bonuses, the 2-hua
rule for discard wins and the missed-win restriction.

The flow asks ``self_draw_win`` (own turn) and ``offer_win`` (a discard or an added-kong tile);
each returns a ``Win`` (hand, hua, value V) or None. ``ready`` is the §6 test used by §10.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core.text import N_, tr
from rules.mahjong.hand import is_complete
from rules.mahjong.melds import Meld
from rules.mahjong.tiles import DRAGONS, KINDS, WINDS, counts, is_honour, tile_code
from rules.qinghunpeng.options import Rules
from rules.qinghunpeng.state import QhpState

# hand id -> (original name, English, lazi multiple; 0 = counted in hua)
HANDS: dict[str, tuple[str, str, int]] = {
    "pengpenghu": ("碰碰胡", N_("All pungs"), 0),
    "hunyise": ("混一色", N_("Mixed one suit"), 0),
    "hunpeng": ("混碰", N_("Mixed one suit, all pungs"), 1),
    "qingyise": ("清一色", N_("Pure one suit"), 1),
    "qingpeng": ("清碰", N_("Pure one suit, all pungs"), 2),
    "quanfengxiang": ("全風向", N_("All honours"), 2),
    "fengpeng": ("風碰", N_("All honour pungs"), 4),
}
BONUSES = {"gangkai": ("槓開", N_("Win on a replacement tile")), "dandiao": ("単釣", N_("Bare single wait")),
           "menqing": ("門清", N_("Concealed hand")), "haidi": ("海底撈", N_("Win on a last draw"))}


@dataclass
class Win:
    hand: str
    hua: int  # counted hua (hua hands only)
    base: int  # V0
    value: int  # V, after bonuses
    bonuses: list[str] = field(default_factory=list)
    items: list[list[Any]] = field(default_factory=list)  # hua breakdown: [what, hua]

    @property
    def lazi(self) -> bool:
        return HANDS[self.hand][2] > 0

    def to_json(self) -> dict[str, Any]:
        return {"hand": self.hand, "chinese": HANDS[self.hand][0], "english": HANDS[self.hand][1], "hua": self.hua,
                "base": self.base, "value": self.value, "bonuses": list(self.bonuses), "items": self.items}


def _pung_shape(c: list[int], melds: list[Meld]) -> bool:
    return all(m.kind != "chow" for m in melds) and is_complete(c, chows=False)


def classify(hand: list[int], melds: list[Meld]) -> str | None:
    """The best of the seven hands these tiles make, or None (§6; a pung reading always wins)."""
    c = counts(hand)
    every = hand + [t for m in melds for t in m.tiles]
    suits = {t // 9 for t in every if t < 27}
    honours = any(is_honour(t) for t in every)
    pung = _pung_shape(c, melds)
    if not suits:
        return "fengpeng" if pung else "quanfengxiang"
    if pung:
        return "pengpenghu" if len(suits) > 1 else "hunpeng" if honours else "qingpeng"
    if len(suits) > 1 or not is_complete(c):
        return None
    return "hunyise" if honours else "qingyise"


def hua_items(hand: list[int], melds: list[Meld], flowers: list[int]) -> list[list[Any]]:
    """§8.2: flowers 1 each; pungs/exposed kongs/concealed kongs of winds 1/2/3, dragons 2/3/4,
    number tiles 0/1/2 (honour triples in hand are pungs: honours make no chows)."""
    out: list[list[Any]] = [[tile_code(f), 1] for f in flowers]
    c = counts(hand)
    sets = [(m.kind, m.tiles[0]) for m in melds if m.kind != "chow"]
    sets += [("pung", k) for k in range(27, KINDS) if c[k] >= 3]
    for kind, k in sets:
        step = {"pung": 0, "kong_exposed": 1, "kong_added": 1, "kong_concealed": 2}[kind]
        hua = step + (2 if k in DRAGONS else 1 if k in WINDS else 0)
        if hua:
            out.append([f"{kind}:{tile_code(k)}", hua])
    return out


def value(rules: Rules, hand_id: str, hua: int, bonuses: list[str]) -> tuple[int, int]:
    """(V0, V) by §8.3-§8.4: raises lift a sub-lazi hand to L; doublings stop at L below it."""
    lazi = rules.lazi
    k = HANDS[hand_id][2]
    v0 = k * lazi if k else rules.base + min(hua, rules.lazi_hua) * rules.hua
    d = sum(b in ("menqing", "haidi") for b in bonuses)
    if v0 >= lazi:
        return v0, v0 * 2 ** d
    if any(b in ("gangkai", "dandiao") for b in bonuses):
        return v0, lazi
    return v0, min(v0 * 2 ** d, lazi)


def score(state: QhpState, seat: int, hand: list[int], way: str, single: bool) -> Win | None:
    """The win of ``seat`` with these concealed tiles (the winning tile included), or None.
    ``way``: draw, replacement, rob or discard; ``single``: one concealed tile before it (単釣)."""
    me = state.seats[seat]
    hand_id = classify(hand, me.melds)
    if hand_id is None:
        return None
    bonuses = []
    if way == "replacement":
        bonuses.append("gangkai")
    if single:
        bonuses.append("dandiao")
    if state.rules.menqing and all(m.kind == "kong_concealed" for m in me.melds):
        bonuses.append("menqing")
    if way in ("draw", "replacement") and state.wall.remaining <= 3:
        bonuses.append("haidi")
    items = hua_items(hand, me.melds, me.flowers) if not HANDS[hand_id][2] else []
    hua = sum(i[1] for i in items)
    v0, v = value(state.rules, hand_id, hua, bonuses)
    return Win(hand_id, hua, v0, v, bonuses, items)


def self_draw_win(state: QhpState, seat: int) -> Win | None:
    if seat != state.turn or state.drawn is None:
        return None
    return score(state, seat, list(state.seats[seat].hand), "replacement" if state.replacement else "draw", False)


def offer_win(state: QhpState, seat: int, tile: int, way: str) -> Win | None:
    """A win on another player's tile, the 2-hua rule aside (``way``: discard or rob)."""
    me = state.seats[seat]
    return score(state, seat, sorted(me.hand + [tile]), way, len(me.hand) == 1)


def discard_allowed(win: Win) -> bool:
    """§7.2: a discard win needs 2 hua: a lazi hand, 2+ counted hua, or 単釣 (門清 does not count)."""
    return win.lazi or win.hua >= 2 or "dandiao" in win.bonuses


def legal_offer_win(state: QhpState, seat: int, tile: int, way: str) -> Win | None:
    """The win ``seat`` could legally take on ``tile``, the missed-win restriction aside."""
    win = offer_win(state, seat, tile, way)
    if win is None or (way == "discard" and not discard_allowed(win)):
        return None
    return win


def offer_reason(state: QhpState, seat: int, tile: int, way: str) -> str:
    code = tile_code(tile)
    win = offer_win(state, seat, tile, way)
    if win is None:
        return tr("{tile} does not complete one of the seven winning hands.", tile=code)
    if way == "discard" and not discard_allowed(win):
        return tr("A win on a discard needs at least 2 hua; this hand has {hua}.", hua=win.hua)
    return tr("You let {tile} go earlier: until you draw or call, you may not win on it.", tile=code)


def ready(hand: list[int], melds: list[Meld]) -> bool:
    """§6: some kind completes one of the seven hands (kinds all four of which are held excepted)."""
    held = counts(hand + [t for m in melds for t in m.tiles])
    return any(held[k] < 4 and classify(sorted(hand + [k]), melds) is not None for k in range(KINDS))

"""Qing-Hun-Peng (清混碰) hand scoring: the seven hands (spec §6), hua (§8.2), V0 (§8.3), the
way-of-winning bonuses (§8.4), the 2-hua minimum of a discard win (§7.2) and the optional flower
wins (§8.5).  Pure functions over plain facts; no table state.

API (all ``options`` are plain dicts keyed by the §12 ids; a missing key takes the spec default,
see ``DEFAULTS``):

- ``units(options) -> Units``: ``Units(base, hua_value, lazi_hua, lazi)`` = B, h, n and
  L = B + n·h (20, 10, 8, 100 by default).
- ``WinContext(win_tile: int, source: str, last_draw: bool = False)``: ``source`` is one of
  ``"draw"`` (自摸, the dealer's dealt 14 included), ``"replacement"`` (槓開, a tile drawn after a
  kong or a flower), ``"rob"`` (搶槓) or ``"discard"`` (点胡).  ``last_draw``: the winner drew the
  tile leaving 3 or fewer in the wall (海底撈, D-14); ignored for rob and discard.
- ``score_win(concealed: list[int], melds: list[Meld], flowers: int, ctx: WinContext,
  options: dict) -> WinScore | None``: ``concealed`` = the winner's concealed tiles (kinds 0-33)
  INCLUDING the winning tile; ``melds`` = declared melds (rules.mahjong.melds.Meld; a kong fills
  one set slot, so ``len(concealed) + 3 * len(melds) == 14``); ``flowers`` = exposed flowers.
  None when the tiles are none of the seven hands.  Raises ValueError on impossible input (more
  than 4 copies, a wrong count, the winning tile not among ``concealed``, a bad source).  For a
  discard win the best reading that reaches 2 hua is preferred; check ``WinScore.discard_ok``.
- ``WinScore``: ``hand`` (a HANDS id), ``items`` (HuaItem tuple, empty for lazi hands), ``hua``
  (uncapped total), ``counted_hua`` (min(hua, n)), ``v0``, ``raises`` (ids among "gangkai",
  "dandiao"), ``doublings`` (ids among "menqing", "haidi"), ``value`` (final V, the amount each
  payer's share is built on), ``lazi`` (L), ``is_lazi_hand``, ``discard_ok`` (reaches 2 hua: §7.2),
  ``sets`` (the chosen reading's concealed groups, or () for 全風向).
- ``may_win(concealed, melds, flowers, ctx, options) -> bool``: a seven-hand shape, and for a
  discard win at least 2 hua.  (The missed-win restriction §7.3 is the flow's.)
- ``winning_tiles(concealed: list[int], melds: list[Meld]) -> list[int]``: kinds completing a
  13-tile hand into one of the seven hands (shape only, a 5th copy never counts): §6 "ready".
- ``is_ready(concealed, melds) -> bool``: ``bool(winning_tiles(...))`` (used by §10 / D-20).
- ``flower_win_value(kind: str, options) -> int``: ``"seven_catch_one"`` or ``"eight_flowers"``:
  what each loser pays (lazi count option × L).
- ``hand_label(hand_id) / bonus_label(bonus_id) -> str``: English names through tr();
  ``HAND_NAMES`` / ``BONUS_NAMES`` give the Chinese.
- Also: ``readings(...)`` (same arguments as score_win: every scored reading),
  ``check_tiles(concealed, melds, total=14)`` (ValueError for impossible tiles),
  ``option(options, key)`` (value or §12 default), ``DEFAULTS`` (every §12 id with its default).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from rules.core.text import N_, tr
from rules.mahjong.hand import Group, decompositions, is_complete
from rules.mahjong.melds import Meld
from rules.mahjong.tiles import DRAGONS, WINDS, counts, is_honour, is_number

SOURCES = ("draw", "replacement", "rob", "discard")
SELF_DRAWN = frozenset({"draw", "replacement"})
HANDS = ("pengpeng", "hunyise", "hunpeng", "qingyise", "qingpeng", "quanfeng", "fengpeng")
HAND_NAMES = {"pengpeng": "碰碰胡", "hunyise": "混一色", "hunpeng": "混碰", "qingyise": "清一色",
              "qingpeng": "清碰", "quanfeng": "全風向", "fengpeng": "風碰"}
HAND_LABELS = {
    "pengpeng": N_("All pungs"),
    "hunyise": N_("Mixed one suit"),
    "hunpeng": N_("Mixed one suit, all pungs"),
    "qingyise": N_("Pure one suit"),
    "qingpeng": N_("Pure one suit, all pungs"),
    "quanfeng": N_("All honours"),
    "fengpeng": N_("All honour pungs"),
}
LAZI_HANDS = {"hunpeng": 1, "qingyise": 1, "qingpeng": 2, "quanfeng": 2, "fengpeng": 4}  # §8.3 k
BONUS_NAMES = {"gangkai": "槓開", "dandiao": "単釣", "menqing": "門清", "haidi": "海底撈",
               "seven_catch_one": "七捉一", "eight_flowers": "八花斉"}
BONUS_LABELS = {
    "gangkai": N_("Win on a replacement tile: raised to one lazi"),
    "dandiao": N_("Bare single wait: raised to one lazi"),
    "menqing": N_("Concealed hand: doubled"),
    "haidi": N_("Win on a last draw: doubled"),
    "seven_catch_one": N_("Seven flowers catch one"),
    "eight_flowers": N_("All eight flowers"),
}
DEFAULTS: dict[str, Any] = {
    "base_points": 20, "hua_value": 10, "lazi_hua": 8, "menqing_double": False,
    "three_mouth_pao": True, "big_pao": False, "pao_self_discard_double": False,
    "pao_split_even_if_not_ready": False, "seven_catch_one": False, "seven_catch_one_lazi": 2,
    "eight_flowers": False, "eight_flowers_lazi": 2, "multi_win_dealer": "after_nearest_winner",
    "hands_per_game": 16,
}
# §8.2: hua of a pung / exposed kong / concealed kong, by tile group.
_SET_HUA = {"number": (0, 1, 2), "wind": (1, 2, 3), "dragon": (2, 3, 4)}
_SET_TERMS = ("刻子", "明槓", "暗槓")


def option(options: dict[str, Any], key: str) -> Any:
    return options.get(key, DEFAULTS[key])


class Units(NamedTuple):
    base: int
    hua_value: int
    lazi_hua: int
    lazi: int


def units(options: dict[str, Any]) -> Units:
    """B, h, n and L = B + n·h (§8.1: "20 + 8 × 10 = 100")."""
    b, h, n = int(option(options, "base_points")), int(option(options, "hua_value")), int(option(options, "lazi_hua"))
    if b <= 0 or h <= 0 or n not in (4, 8):
        raise ValueError("base_points and hua_value must be positive and lazi_hua 8 or 4")
    return Units(b, h, n, b + n * h)


@dataclass(frozen=True)
class WinContext:
    win_tile: int
    source: str
    last_draw: bool = False


@dataclass(frozen=True)
class HuaItem:
    """One hua line: ``what`` "flower" or "pung" / "kong_exposed" / "kong_concealed", its tile
    kind (None for flowers), how many and the hua they give together."""

    what: str
    tile: int | None
    count: int
    hua: int

    @property
    def term(self) -> str:
        return "花牌" if self.what == "flower" else _SET_TERMS[("pung", "kong_exposed", "kong_concealed").index(self.what)]


@dataclass(frozen=True)
class WinScore:
    hand: str
    items: tuple[HuaItem, ...]
    hua: int
    counted_hua: int
    v0: int
    raises: tuple[str, ...]
    doublings: tuple[str, ...]
    value: int
    lazi: int
    discard_ok: bool
    sets: tuple[Group, ...]

    @property
    def is_lazi_hand(self) -> bool:
        return self.hand in LAZI_HANDS


def hand_label(hand_id: str) -> str:
    return tr(HAND_LABELS[hand_id])


def bonus_label(bonus_id: str) -> str:
    return tr(BONUS_LABELS[bonus_id])


def _group(k: int) -> str:
    return "dragon" if k in DRAGONS else "wind" if k in WINDS else "number"


def _all_counts(concealed: list[int], melds: list[Meld]) -> list[int]:
    c = counts(concealed)
    for m in melds:
        for t in m.tiles:
            c[int(t)] += 1
    return c


def check_tiles(concealed: list[int], melds: list[Meld], total: int = 14) -> None:
    """Raise ValueError for tiles no table can hold: bad kinds, a wrong count, a 5th copy."""
    if any(not isinstance(t, int) or not 0 <= t < 34 for t in concealed):
        raise ValueError("concealed tiles must be number or honour kinds (flowers are counted apart)")
    for m in melds:
        ks = set(m.tiles)
        if any(not isinstance(t, int) or not 0 <= t < 34 for t in ks):
            raise ValueError("meld tiles must be number or honour kinds")
        if m.kind == "chow":
            lo = min(m.tiles)
            if sorted(m.tiles) != [lo, lo + 1, lo + 2] or not is_number(lo) or lo // 9 != (lo + 2) // 9:
                raise ValueError("a chow is three consecutive tiles of one suit")
        elif len(ks) != 1:
            raise ValueError(f"a {m.kind} is made of one kind")
    if len(concealed) + 3 * len(melds) != total:
        raise ValueError(f"the hand holds {len(concealed)} concealed tiles and {len(melds)} melds; "
                         f"concealed + 3 per meld must be {total}")
    if max(_all_counts(concealed, melds)) > 4:
        raise ValueError("more than four copies of a kind")


def _kind_of(all_c: list[int], pung_shape: bool) -> str | None:
    """§6: the hand a reading is, from the suits present and its shape (None: cannot win)."""
    held = [k for k, n in enumerate(all_c) if n]
    suits = {k // 9 for k in held if is_number(k)}
    honours = any(is_honour(k) for k in held)
    if not suits:
        return "fengpeng" if pung_shape else "quanfeng"
    if len(suits) == 1:
        if honours:
            return "hunpeng" if pung_shape else "hunyise"
        return "qingpeng" if pung_shape else "qingyise"
    return "pengpeng" if pung_shape else None  # mixed suits with a chow never win


def _items(sets: tuple[Group, ...], melds: list[Meld], flowers: int) -> list[HuaItem]:
    items = [HuaItem("flower", None, flowers, flowers)] if flowers else []
    pungs = [g.first for g in sets if g.kind == "pung"] + [int(m.tiles[0]) for m in melds if m.kind == "pung"]
    for k in sorted(pungs):
        items.append(HuaItem("pung", k, 1, _SET_HUA[_group(k)][0]))
    for m in melds:
        if m.is_kong:
            concealed = m.kind == "kong_concealed"  # an added kong is an exposed kong (§8.2)
            k = int(m.tiles[0])
            items.append(HuaItem("kong_concealed" if concealed else "kong_exposed", k, 1,
                                 _SET_HUA[_group(k)][2 if concealed else 1]))
    return items


def _final(v0: int, lazi: int, raises: list[str], doublings: list[str]) -> int:
    """§8.4: a lazi hand is multiplied; a sub-lazi hand is raised to L, or doubled up to L (D-15)."""
    if v0 >= lazi:
        return v0 * 2 ** len(doublings)
    if raises:
        return lazi
    return min(v0 * 2 ** len(doublings), lazi)


def context_problem(ctx: WinContext) -> str | None:
    if ctx.source not in SOURCES:
        return f"source must be one of {', '.join(SOURCES)}, not {ctx.source!r}"
    return None


def shaped(concealed: list[int]) -> bool:
    """Whether ``readings`` could find a hand at all: the concealed tiles split into sets and a
    pair, or are honours only (全風向 takes any arrangement). Cheap, so the flow asks it first."""
    return is_complete(counts(concealed)) or all(is_honour(k) for k in concealed)


def readings(concealed: list[int], melds: list[Meld], flowers: int, ctx: WinContext,
             options: dict[str, Any]) -> list[WinScore]:
    """Every reading of the hand that is one of the seven hands, scored (§6 "choosing the reading")."""
    problem = context_problem(ctx)
    if problem:
        raise ValueError(problem)
    check_tiles(concealed, melds)
    if ctx.win_tile not in concealed:
        raise ValueError("the concealed tiles must include the winning tile")
    if not 0 <= flowers <= 8:
        raise ValueError("there are eight flowers")
    u = units(options)
    all_c = _all_counts(concealed, melds)
    c = counts(concealed)
    meld_pungs = all(m.kind != "chow" for m in melds)
    dandiao = len(melds) == 4  # one concealed tile before the win (D-12)
    raises = (["gangkai"] if ctx.source == "replacement" else []) + (["dandiao"] if dandiao else [])
    doublings = []
    if option(options, "menqing_double") and all(m.kind == "kong_concealed" for m in melds):
        doublings.append("menqing")
    if ctx.last_draw and ctx.source in SELF_DRAWN:
        doublings.append("haidi")
    shapes: list[tuple[str, tuple[Group, ...]]] = []
    for d in decompositions(c):
        hand = _kind_of(all_c, meld_pungs and all(g.kind == "pung" for g in d.sets))
        if hand:
            shapes.append((hand, d.sets))
    if all(is_honour(k) for k, n in enumerate(all_c) if n) and not any(h == "fengpeng" for h, _ in shapes):
        shapes = [("quanfeng", ())]  # any arrangement of honours (§6)
    out = []
    for hand, sets in shapes:
        if hand in LAZI_HANDS:
            items: list[HuaItem] = []
            hua = counted = 0
            v0 = LAZI_HANDS[hand] * u.lazi
        else:
            items = _items(sets, melds, flowers)
            hua = sum(i.hua for i in items)
            counted = min(hua, u.lazi_hua)
            v0 = u.base + counted * u.hua_value
        ok = hand in LAZI_HANDS or hua >= 2 or dandiao  # §7.2; 門清 never helps (D-9)
        out.append(WinScore(hand, tuple(items), hua, counted, v0, tuple(raises), tuple(doublings),
                            _final(v0, u.lazi, raises, doublings), u.lazi, ok, sets))
    return out


def score_win(concealed: list[int], melds: list[Meld], flowers: int, ctx: WinContext,
              options: dict[str, Any]) -> WinScore | None:
    """The reading with the highest final value (a discard win prefers one reaching 2 hua)."""
    best, best_key = None, None
    for s in readings(concealed, melds, flowers, ctx, options):
        key = (s.discard_ok or ctx.source != "discard", s.value, s.is_lazi_hand, s.hua)
        if best_key is None or key > best_key:
            best, best_key = s, key
    return best


def may_win(concealed: list[int], melds: list[Meld], flowers: int, ctx: WinContext,
            options: dict[str, Any]) -> bool:
    s = score_win(concealed, melds, flowers, ctx, options)
    return s is not None and (ctx.source != "discard" or s.discard_ok)


def winning_tiles(concealed: list[int], melds: list[Meld]) -> list[int]:
    """§6 ready: the kinds that make one of the seven hands (not a kind whose 4 copies are all
    in the player's own hand and melds; the 2-hua minimum ignored)."""
    check_tiles(concealed, melds, 13)
    all_c = _all_counts(concealed, melds)
    out = []
    for k in range(34):
        if all_c[k] >= 4:
            continue
        try:
            if readings(concealed + [k], melds, 0, WinContext(k, "draw"), {}):
                out.append(k)
        except ValueError:
            continue
    return out


def is_ready(concealed: list[int], melds: list[Meld]) -> bool:
    return bool(winning_tiles(concealed, melds))


def flower_win_value(kind: str, options: dict[str, Any]) -> int:
    """§8.5: what each paying player owes for 七捉一 (A alone) or 八花斉 (each of the other three)."""
    if kind not in ("seven_catch_one", "eight_flowers"):
        raise ValueError(f"kind must be seven_catch_one or eight_flowers, not {kind!r}")
    n = int(option(options, f"{kind}_lazi"))
    if n <= 0:
        raise ValueError(f"{kind}_lazi must be positive")
    return n * units(options).lazi


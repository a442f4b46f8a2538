"""Trump Mahjong hand scoring (spec §8, §10, §11.1-11.3): the best reading of a win, its yaku,
fu, han (joker han included), limit and base points.  Pure functions; no table state.

API (``options``: a plain dict keyed by the §15 ids, ``context.DEFAULTS`` for missing keys;
cards are card codes such as "7H", "TD", "KS", or kinds, see ``hands.kinds_of``):

- ``WinContext`` (``context``): tsumo, dealer, riichi / double_riichi / ippatsu, haitei /
  houtei, rinshan, chankan, first_draw (天和 / 地和), jokers.
- ``score_win(concealed, melds, win_card, ctx, options) -> WinScore | None``: ``concealed`` =
  the winner's concealed cards INCLUDING the winning card; ``melds`` = declared melds
  (``rules.mahjong.melds.Meld``, card codes or kinds; a kong fills one set slot, so
  ``len(concealed) + 3 * len(melds) == 14``); ``win_card`` = the winning card (one of
  ``concealed``).  None when the cards are no winning shape or no reading has a yaku (§8).
  ValueError for impossible input (``check_hand``, ``WinContext.problem``).
- ``WinScore``: ``yaku`` (tuple of (id, han) in §10 order; see ``yaku.YAKU`` for 漢字, kana and
  English), ``yakuman`` (tuple of (id, multiple); when not empty the regular yaku, joker han and
  fu do not count), ``joker_han``, ``han`` (yaku + joker han; 0 for a yakuman), ``fu_items``
  (``fu.FuItem`` tuple), ``fu`` (rounded), ``multiple`` (counted yakuman multiple, 0 if none),
  ``limit`` (one of LIMITS or ""), ``base`` (base points, §11.3), ``reading`` (the chosen
  ``hands.Reading``).  ``limit_name`` gives 満貫 etc.
- ``may_win(concealed, melds, win_card, ctx, options) -> bool``: shape and a yaku (furiten is
  the flow's).
- ``winning_kinds(concealed, melds) -> list[int]``: the kinds that complete a 13-card hand (no
  yaku needed; a kind all four of which the player holds never counts, §11.5).
- ``is_tenpai(concealed, melds) -> bool``: ``bool(winning_kinds(...))``.
- ``base_points(han, fu, options) -> tuple[int, str]`` and ``yakuman_base(multiple)``.
- ``check_hand(concealed, melds, size=14)``: ValueError for cards no table holds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.core.text import N_, tr
from rules.mahjong.card_tiles import CARD_KIND_IDS
from rules.mahjong.hand import is_complete
from rules.mahjong.melds import Meld
from rules.trump_mahjong.context import DEFAULTS, WinContext, option
from rules.trump_mahjong.fu import FuItem, fu_of
from rules.trump_mahjong.hands import Reading, kinds_of, meld_set, readings, whole_counts
from rules.trump_mahjong.yaku import regular_yaku, yakuman_of

__all__ = ["DEFAULTS", "LIMITS", "WinContext", "WinScore", "base_points", "check_hand", "is_tenpai",
           "limit_label", "limit_name", "may_win", "score_win", "winning_kinds", "yakuman_base"]

LIMITS = ("mangan", "haneman", "baiman", "sanbaiman", "kazoe_yakuman", "yakuman")
LIMIT_NAMES = {"mangan": "満貫", "haneman": "跳満", "baiman": "倍満", "sanbaiman": "三倍満",
               "kazoe_yakuman": "数え役満", "yakuman": "役満"}
LIMIT_LABELS = {"mangan": N_("Mangan"), "haneman": N_("Haneman"), "baiman": N_("Baiman"),
                "sanbaiman": N_("Sanbaiman"), "kazoe_yakuman": N_("Counted yakuman"), "yakuman": N_("Yakuman")}
MANGAN = 2000


def limit_name(limit: str, multiple: int = 1) -> str:
    """満貫 … 役満; a yakuman of multiple k: ダブル役満, トリプル役満, or k倍役満."""
    if limit == "yakuman" and multiple > 1:
        return {2: "ダブル役満", 3: "トリプル役満"}.get(multiple, f"{multiple}倍役満")
    return LIMIT_NAMES.get(limit, "")


def limit_label(limit: str) -> str:
    return tr(LIMIT_LABELS[limit]) if limit else ""


@dataclass(frozen=True)
class WinScore:
    yaku: tuple[tuple[str, int], ...]
    yakuman: tuple[tuple[str, int], ...]
    joker_han: int
    han: int
    fu_items: tuple[FuItem, ...]
    fu: int
    multiple: int
    limit: str
    base: int
    reading: Reading


def yakuman_base(multiple: int) -> int:
    return 8000 * multiple


def base_points(han: int, fu: int, options: dict[str, Any] | None = None) -> tuple[int, str]:
    """(base, limit) of §11.3: fu × 2^(han+2) up to mangan (no kiriage), then the han limits."""
    if han >= 13:
        return (8000, "kazoe_yakuman") if option(options, "kazoe_yakuman") else (6000, "sanbaiman")
    if han >= 11:
        return 6000, "sanbaiman"
    if han >= 8:
        return 4000, "baiman"
    if han >= 6:
        return 3000, "haneman"
    base = fu * 2 ** (han + 2)
    if han >= 5 or base >= MANGAN:
        return MANGAN, "mangan"
    return base, ""


def check_hand(concealed: Sequence[str | int], melds: Sequence[Meld], size: int = 14) -> None:
    """ValueError for cards no table holds: a joker, a wrong count, a bad meld, a 5th copy of a
    kind, or with card codes a 3rd copy of one card (two packs)."""
    kinds_of(concealed)
    for m in melds:
        meld_set(m)
    if len(concealed) + 3 * len(melds) != size:
        raise ValueError(f"{len(concealed)} concealed cards and {len(melds)} melds: concealed + 3 per meld "
                         f"must be {size}")
    c = whole_counts(concealed, melds)
    if max(c) > 4:
        raise ValueError("more than four cards of a kind")
    codes = [x for x in list(concealed) + [t for m in melds for t in m.tiles] if isinstance(x, str)]
    if any(codes.count(x) > 2 for x in set(codes)):
        raise ValueError("more than two copies of a card (there are two packs)")


def _scored(r: Reading, ctx: WinContext, options: dict[str, Any] | None) -> WinScore | None:
    yakuman = yakuman_of(r, ctx, options)
    yaku = regular_yaku(r, ctx, options)
    pinfu = any(y == "pinfu" for y, _ in yaku)
    items, fu = fu_of(r, ctx.tsumo, pinfu)
    if yakuman:
        multiple = sum(m for _, m in yakuman) if option(options, "yakuman_stacking") else max(m for _, m in yakuman)
        return WinScore((), tuple(yakuman), 0, 0, tuple(items), fu, multiple, "yakuman", yakuman_base(multiple), r)
    if not yaku:
        return None
    joker_han = ctx.jokers * int(option(options, "joker_han"))
    han = sum(h for _, h in yaku) + joker_han
    base, limit = base_points(han, fu, options)
    multiple = 1 if limit == "kazoe_yakuman" else 0
    return WinScore(tuple(yaku), (), joker_han, han, tuple(items), fu, multiple, limit, base, r)


def _prepare(concealed: Sequence[str | int], melds: Sequence[Meld], win_card: str | int, ctx: WinContext,
             options: dict[str, Any] | None) -> int:
    problem = ctx.problem(options)
    if problem:
        raise ValueError(problem)
    check_hand(concealed, melds)
    (win,) = kinds_of([win_card])
    if win not in kinds_of(concealed):
        raise ValueError("the concealed cards must include the winning card")
    if ctx.first_draw and melds:
        raise ValueError("tenhou and chiihou are won before any call or kong")
    return win


def score_win(concealed: Sequence[str | int], melds: Sequence[Meld], win_card: str | int, ctx: WinContext,
              options: dict[str, Any] | None = None) -> WinScore | None:
    """The best-scoring reading (§8): the most base points, then han, then fu."""
    win = _prepare(concealed, melds, win_card, ctx, options)
    scored = [s for r in readings(concealed, melds, win, not ctx.tsumo) if (s := _scored(r, ctx, options))]
    if not scored:
        return None
    return max(scored, key=lambda s: (s.base, s.han, s.fu))


def may_win(concealed: Sequence[str | int], melds: Sequence[Meld], win_card: str | int, ctx: WinContext,
            options: dict[str, Any] | None = None) -> bool:
    return score_win(concealed, melds, win_card, ctx, options) is not None


def winning_kinds(concealed: Sequence[str | int], melds: Sequence[Meld]) -> list[int]:
    check_hand(concealed, melds, 13)
    whole = whole_counts(concealed, melds)
    own = [0] * len(whole)
    for k in kinds_of(concealed):
        own[k] += 1
    out = []
    for k in CARD_KIND_IDS:
        if whole[k] >= 4:
            continue
        own[k] += 1
        if is_complete(own):
            out.append(k)
        own[k] -= 1
    return out


def is_tenpai(concealed: Sequence[str | int], melds: Sequence[Meld]) -> bool:
    return bool(winning_kinds(concealed, melds))

"""What Kawuxing's normal CPU knows and weighs, read from one seat's view only.

- **Unseen tiles**: 4 copies of a kind less those in its own hand, every river, every exposed meld
  and every disclosed (亮倒) hand.
- **Plans**: the hand's distance to ready (shanten) by plain sets and a pair, and by the doubling
  patterns a discard win needs (§9.3): seven pairs (七対, no melds), all pungs (碰碰胡; every meld
  here is a pung or a kong), one suit (清一色, when every meld is of that suit). A plain reading
  counts a little farther than a pattern one, so equal hands lean to a pattern.
- **Ready value**: for a ready hand, the unseen winning tiles weighted by what each would pay by
  self-draw and on a discard, with and without a disclosure.
- **Threats**: the winning tiles of every disclosed opponent (read from the shown tiles), and the
  suit of an opponent whose exposed melds all share one suit (a 清一色 look).
"""

from __future__ import annotations

from collections import Counter
from functools import cached_property, lru_cache
from typing import Any

from rules.kawuxing.scoring import WinContext, plain_refused, score_win, winning_tiles
from rules.kawuxing.winning import kinds_in_play
from rules.mahjong.melds import Meld
from rules.mahjong.shanten import pung_shanten as pengpeng_shanten
from rules.mahjong.shanten import shanten, shanten_seven_pairs, waits
from rules.mahjong.tiles import counts, tile_from_code

PLAIN = 0.6  # how much farther a plain reading counts than a pattern one (a plain hand wins only by self-draw)
PLANS = ("std", "qidui", "pengpeng", "qingyise")
PLAN_EXTRA = {"std": PLAIN, "qidui": 0.1, "pengpeng": 0.2, "qingyise": 0.0}


@lru_cache(maxsize=256)
def disclosed_waits(shown: tuple[int, ...], melded: bool, kinds: tuple[int, ...]) -> list[int]:
    """The winning tiles a disclosed hand shows (its shown tiles, sorted; ``melded``: it has melds)."""
    c = counts(list(shown))
    found = set(waits(c, kinds=list(kinds)))
    if not melded and len(shown) == 13 and sum(n % 2 for n in c) == 1:
        found |= {k for k in kinds if c[k] % 2}  # seven pairs: the lone tile
    return sorted(found)


def meld_of(m: dict[str, Any]) -> Meld:
    tiles = tuple(tile_from_code(t) for t in m["tiles"])
    return Meld(m["kind"], tiles, tiles[0] if m["from"] is not None else None, m["from"])


class Table:
    """One seat's knowledge of the hand in play."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.seat: int = view["seat"]
        me = view["seats"][self.seat]
        self.hand = sorted(tile_from_code(c) for c in me["hand"])
        self.meld_list = [meld_of(m) for m in me["melds"]]
        self.melds = len(self.meld_list)
        self.disclosed = bool(me["disclosed"])
        self.options = view["options"]
        self.kinds = list(kinds_in_play(self.options.get("removed_suit", "m")))
        self.wall: int = view["wall"]
        self.meld_suits = {k // 9 if k < 27 else None for m in self.meld_list for k in m.tiles}

    @cached_property
    def unseen(self) -> dict[int, int]:
        v = self.view
        seen = Counter(self.hand)
        rivers = v["pile"] if v.get("pile") is not None else [t for s in v["seats"] for t in s["river"]]
        seen.update(tile_from_code(t) for t in rivers)
        for i, s in enumerate(v["seats"]):
            for m in s["melds"]:
                seen.update(tile_from_code(t) for t in m["tiles"] if t != "??")
            if i != self.seat:
                seen.update(tile_from_code(t) for t in s["shown"])
        return {k: max(0, 4 - seen[k]) for k in self.kinds}

    # -- threats ---------------------------------------------------------------------------
    @cached_property
    def disclosed_waits(self) -> dict[int, list[int]]:
        """Seat -> the winning tiles its disclosure shows (every disclosed opponent)."""
        kinds = tuple(self.kinds)
        return {i: disclosed_waits(tuple(sorted(tile_from_code(t) for t in s["shown"])), bool(s["melds"]), kinds)
                for i, s in enumerate(self.view["seats"]) if i != self.seat and s["disclosed"] and s["shown"]}

    @cached_property
    def forbidden(self) -> dict[int, int]:
        """Kind -> the disclosed opponent who wins on it."""
        return {k: seat for seat, ws in self.disclosed_waits.items() for k in ws}

    @cached_property
    def suit_threats(self) -> dict[int, tuple[int, float]]:
        """Number suit -> (seat, weight) of an opponent whose exposed melds are all of that suit."""
        out: dict[int, tuple[int, float]] = {}
        for i, s in enumerate(self.view["seats"]):
            if i == self.seat or not s["active"] or s["disclosed"]:
                continue
            tiles = [tile_from_code(t) for m in s["melds"] for t in m["tiles"] if t != "??"]
            if len(tiles) < 6:
                continue
            suits = {k // 9 if k < 27 else None for k in tiles}
            if len(suits) != 1 or None in suits:
                continue
            suit = suits.pop()
            river = [tile_from_code(t) for t in s["river"]]
            if river and sum(k < 27 and k // 9 == suit for k in river) * 3 > len(river):
                continue  # it throws that suit away: not collecting it
            late = 1.0 if self.wall <= 20 else 0.4 if self.wall <= 32 else 0.0
            weight = late * (1.5 if len(tiles) >= 9 else 1.0)
            if weight:
                out[suit] = (i, max(weight, out.get(suit, (i, 0.0))[1]))
        return out

    def danger(self, k: int) -> float:
        if k < 27 and k // 9 in self.suit_threats:
            return self.suit_threats[k // 9][1]
        return 0.0

    # -- plans ---------------------------------------------------------------------------
    def plan_shanten(self, c: list[int], melds: int, plan: str) -> int:
        if plan == "std":
            return shanten(c, melds)
        if plan == "qidui":
            return shanten_seven_pairs(c, distinct=False) if melds == 0 else 99
        if plan == "pengpeng":
            return pengpeng_shanten(c, melds)
        best = 99  # qingyise: the best suit the melds allow
        for suit in (0, 1, 2):
            if self.meld_suits - {suit} or not any(k // 9 == suit for k in self.kinds if k < 27):
                continue
            only = [n if suit * 9 <= k < suit * 9 + 9 else 0 for k, n in enumerate(c)]
            if sum(only) * 2 < sum(c):  # fewer than half the tiles in that suit: not a plan yet
                continue
            best = min(best, shanten(only, melds) + 0)
        return best

    def evaluate(self, hand: list[int], melds: int | None = None) -> tuple[float, str, int]:
        """(effective distance, plan, plain shanten) of a 3n+1 hand."""
        m = self.melds if melds is None else melds
        c = counts(hand)
        s_std = shanten(c, m)
        best, plan = s_std + PLAIN, "std"
        for p in PLANS[1:]:
            s = self.plan_shanten(c, m, p)
            if s + PLAN_EXTRA[p] < best:
                best, plan = s + PLAN_EXTRA[p], p
        return best, plan, s_std

    def ukeire(self, hand: list[int], plan: str, melds: int | None = None) -> int:
        """Unseen tiles that bring the hand closer by the plan (or by plain sets)."""
        m = self.melds if melds is None else melds
        c = counts(hand)
        base = {p: self.plan_shanten(c, m, p) for p in {"std", plan}}
        near = set()
        for k in set(hand):
            near.update((k,) if k >= 27 else range(max(k - 2, k // 9 * 9), min(k + 3, k // 9 * 9 + 9)))
        total = 0
        for k in near:
            if not self.unseen.get(k) or c[k] >= 4:
                continue
            c[k] += 1
            if any(self.plan_shanten(c, m, p) < b for p, b in base.items()):
                total += self.unseen[k]
            c[k] -= 1
        return total

    # -- ready hands -------------------------------------------------------------------------
    def waits(self, hand13: list[int]) -> list[int]:
        return winning_tiles(hand13, self.meld_list, self.options, self.kinds)

    def ready_value(self, hand13: list[int], waits13: list[int] | None = None) -> tuple[float, float, int]:
        """(value kept concealed, value disclosed, unseen winning tiles) of a ready hand."""
        ws = self.waits(hand13) if waits13 is None else waits13
        plain_v = disc_v = 0.0
        live = 0
        for w in ws:
            u = self.unseen.get(w, 0)
            if not u:
                continue
            live += u
            full = sorted(hand13 + [w])
            for disclosed in (False, True):
                sd = score_win(full, self.meld_list, WinContext(w, "draw", disclosed=disclosed), self.options)
                ctx = WinContext(w, "discard", disclosed=disclosed)
                ron = score_win(full, self.meld_list, ctx, self.options)
                value = 0.4 * 2 * sd.amount(1) if sd is not None else 0.0
                if ron is not None and not plain_refused(ron, ctx, self.options):
                    value += (0.15 * 2 if disclosed else 0.3) * ron.amount(1)
                if disclosed:
                    disc_v += u * value
                else:
                    plain_v += u * value
        return plain_v, disc_v, live

"""What Qing-Hun-Peng's normal CPU knows and weighs, read from one seat's view only.

- **Plans**: only seven hands win (§6), so a hand is read as each one it could still become:
  pure one suit (清一色 / 清碰), one suit and honours (混一色 / 混碰), all pungs over several
  suits (碰碰胡) and all honours (全風向 / 風碰). A plan is open while every exposed meld fits it.
- **Worth**: a plan is weighed by what it pays (rules.qinghunpeng.scoring.units): a lazi hand
  its multiple of L; a hua hand B + hua·h, the hua guessed from flowers, exposed sets and honour
  pungs held (a second honour pair counts half), and a hua hand short of 2 hua counts less, as it
  may not win on a discard (§7.2). The expected worth is ``value × Q ** distance``.
- **Unseen tiles**: 4 copies of a kind less those in its own hand, every river and every shown meld.
- **Threats**: an opponent whose 3+ exposed melds are all of one number suit (a flush look: its
  suit is dangerous to discard); an opponent holding two claims from this seat, to whom a
  tile it can call forms a three-mouth relation (三口の包) that makes this seat liable.
  Honours, and suits read from rivers alone, are not held back: in the ladder that cost more
  wins than it saved.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from rules.mahjong.melds import Meld
from rules.mahjong.shanten import pung_shanten, shanten, waits
from rules.mahjong.tiles import DRAGONS, WINDS, counts, tile_from_code
from rules.qinghunpeng.scoring import LAZI_HANDS, WinContext, score_win, units

Q = 0.3  # how much one more tile from ready discounts a plan's worth
NO_DISCARD_WIN = 0.6  # a hua hand under 2 hua wins by self-draw only (§7.2)
HONOURS = frozenset(range(27, 34))
SUITS = tuple(frozenset(range(s * 9, s * 9 + 9)) for s in range(3))
EVERY = frozenset(range(34))
# §8.2 hua of a pung, an exposed kong and a concealed kong, by number / wind / dragon
SET_HUA = {"pung": (0, 1, 2), "kong_exposed": (1, 2, 3), "kong_concealed": (2, 3, 4)}


@dataclass(frozen=True)
class Plan:
    name: str  # a scoring.HANDS id: the hand the plan aims at
    kinds: frozenset[int]  # the kinds the finished hand may hold
    pungs: bool  # pung shape only

    @property
    def lazi(self) -> int:
        return LAZI_HANDS.get(self.name, 0)


PLANS = tuple(p for s in SUITS for p in (Plan("qingyise", s, False), Plan("qingpeng", s, True),
                                         Plan("hunyise", s | HONOURS, False), Plan("hunpeng", s | HONOURS, True))) + (
    Plan("pengpeng", EVERY, True), Plan("quanfeng", HONOURS, False), Plan("fengpeng", HONOURS, True))


def group(k: int) -> int:
    """0 number, 1 wind, 2 dragon: the column of SET_HUA."""
    return 2 if k in DRAGONS else 1 if k in WINDS else 0


@dataclass(frozen=True)
class Reading:
    """A 3n+1 hand's best plan: its expected worth, the plan and its distance (0 = ready)."""

    worth: float
    plan: Plan
    distance: int


class Table:
    """One seat's knowledge of the hand in play."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.seat: int = view["seat"]
        me = view["seats"][self.seat]
        self.hand = sorted(tile_from_code(c) for c in me["hand"])
        self.melds = [(m["kind"], [tile_from_code(t) for t in m["tiles"]]) for m in me["melds"]]
        self.meld_list = [Meld(kind, tuple(ts)) for kind, ts in self.melds]
        self.flowers = len(me["flowers"])
        self.units = units(view["options"])
        self.wall: int = view["wall"]
        self.meld_kinds = {k for _, ts in self.melds for k in ts}
        self.meld_hua = sum(SET_HUA[kind][group(ts[0])] for kind, ts in self.melds if kind in SET_HUA)
        self.chow = any(kind == "chow" for kind, _ in self.melds)
        self.open_plans = [p for p in PLANS if self.meld_kinds <= p.kinds and not (p.pungs and self.chow)]

    @cached_property
    def unseen(self) -> list[int]:
        seen = Counter(self.hand)
        for s in self.view["seats"]:
            seen.update(tile_from_code(t) for t in s["river"])
            for m in s["melds"]:
                seen.update(tile_from_code(t) for t in m["tiles"] if t != "??")
        return [max(0, 4 - seen[k]) for k in range(34)]

    # -- plans ---------------------------------------------------------------------------------
    def distance(self, c: list[int], melds: int, plan: Plan) -> int:
        if plan.name == "quanfeng":  # any arrangement of honours: every other tile must go
            return sum(n for k, n in enumerate(c) if k not in HONOURS)
        if plan.pungs:
            return pung_shanten([c[k] for k in plan.kinds], melds)
        return shanten(c, melds, allowed=plan.kinds)

    def value(self, c: list[int], plan: Plan, melds_hua: int) -> float:
        """What the plan would pay (one share), a hua hand's hua guessed from the tiles held."""
        u = self.units
        if plan.lazi:
            return plan.lazi * u.lazi
        pairs = 0
        hua = self.flowers + melds_hua
        for k in HONOURS:
            if c[k] >= 3:
                hua += SET_HUA["pung"][group(k)]
            elif c[k] == 2:
                pairs += 1
                hua += SET_HUA["pung"][group(k)] * (0.5 if pairs > 1 else 0.0)
        worth = u.base + min(hua, u.lazi_hua) * u.hua_value
        return worth if hua >= 2 else worth * NO_DISCARD_WIN

    def read(self, hand: list[int], melds: int | None = None, extra_hua: int = 0,
             plans: list[Plan] | None = None) -> Reading:
        """The best plan of a 3n+1 hand (``melds`` sets declared; ``extra_hua`` from a new set)."""
        m = len(self.melds) if melds is None else melds
        c = counts(hand)
        best: Reading | None = None
        for plan in self.open_plans if plans is None else plans:
            d = self.distance(c, m, plan)
            if plan.name == "quanfeng" and sum(self.unseen[k] for k in HONOURS) < d + 1:
                continue  # not enough honours left to fill it
            worth = self.value(c, plan, self.meld_hua + extra_hua) * Q ** max(d, 0)
            if best is None or worth > best.worth:
                best = Reading(worth, plan, d)
        if best is not None and best.distance == 0 and m == len(self.melds):
            ready = self.ready_worth(hand)
            best = Reading(ready, best.plan, 0) if ready >= best.worth * Q else best
        return best if best is not None else Reading(0.0, PLANS[-3], 99)  # no winning hand is left open

    def ready_worth(self, hand: list[int]) -> float:
        """A ready hand's worth scored for real: each live winning tile's share, weighted by its
        unseen copies (a hand under 2 hua wins by self-draw only), fewer than 4 live ones less."""
        total, live = 0.0, 0
        shape = waits(counts(hand), len(self.meld_list))  # the seven hands are standard shapes, but for 全風向
        if self.meld_kinds <= HONOURS and set(hand) <= HONOURS:
            shape |= HONOURS
        for w in sorted(shape):
            u = self.unseen[w]
            if not u:
                continue
            win = score_win(sorted(hand + [w]), self.meld_list, self.flowers, WinContext(w, "discard"), self.view["options"])
            if win is None:
                continue
            live += u
            total += u * win.value * (1.0 if win.discard_ok else NO_DISCARD_WIN)
        return total / live * min(1.0, live / 4) if live else 0.0

    def plans_with(self, kinds: set[int], chow: bool = False) -> list[Plan]:
        """The open plans that a new meld of ``kinds`` (a chow or not) keeps open."""
        return [p for p in self.open_plans if kinds <= p.kinds and not (p.pungs and chow)]

    def improving(self, hand: list[int], plan: Plan, melds: int | None = None) -> int:
        """Unseen tiles that bring the hand closer to the plan."""
        m = len(self.melds) if melds is None else melds
        c = counts(hand)
        base = self.distance(c, m, plan)
        total = 0
        for k in sorted(plan.kinds):
            if not self.unseen[k] or c[k] >= 4:
                continue
            c[k] += 1
            if self.distance(c, m, plan) < base:
                total += self.unseen[k]
            c[k] -= 1
        return total

    # -- threats -------------------------------------------------------------------------------
    @cached_property
    def flush_looks(self) -> dict[int, tuple[int, int]]:
        """Opponent -> (its suit, exposed melds) when its exposed melds are all of one number suit (honours aside)."""
        out = {}
        for i, s in enumerate(self.view["seats"]):
            suits = {tile_from_code(t) // 9 for m in s["melds"] for t in m["tiles"] if t != "??" and tile_from_code(t) < 27}
            if i != self.seat and len(suits) == 1:
                out[i] = (suits.pop(), len(s["melds"]))
        return out

    def danger(self, k: int) -> float:
        """Expected cost (in points) of discarding ``k``: the win of an opponent with a flush look
        of 3+ melds, or a third call that forms a relation making this seat liable (§10). (Holding
        back more than that cost the CPU more wins than it saved in the ladder.)"""
        lazi = self.units.lazi
        seats = len(self.view["seats"])
        cost = 0.0
        for seat, (suit, melds) in self.flush_looks.items():
            if k in SUITS[suit] and melds >= 3:
                cost += lazi * (0.3 if melds == 3 else 0.6) * (1.0 if self.wall <= 40 else 0.6) * 0.05
        for seat in range(seats):
            if seat == self.seat or self.view["claims"].get(f"{seat}>{self.seat}", 0) != 2:
                continue
            call = (0.1 if self.unseen[k] >= 2 else 0.0) + (0.25 if seat == (self.seat + 1) % seats and k < 27 else 0.0)
            look = self.flush_looks.get(seat)
            if look is not None and not (k in SUITS[look[0]] or k in HONOURS):
                call *= 0.2  # off its suit: it would hardly call that
            cost += lazi * 0.5 * call
        return cost

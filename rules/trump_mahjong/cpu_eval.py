"""What Trump Mahjong's normal CPU knows and weighs, read from one seat's view only.

- **Unseen cards**: 4 copies of a kind less those in its own hand, every river and every meld
  shown (a concealed kong's outer cards are face down, its inner two show the kind).
- **Plans**: a win needs a yaku (§8), so a hand is measured by its distance to tenpai along the
  yaku it can still make. A closed hand has riichi and menzen tsumo, so the plain shanten holds;
  an open hand counts only the plans its melds allow: a K pung (翻牌), tanyao (kuitan),
  honitsu of one colour (its honours included), toitoi, or a K pair waiting for its third card.
  An open hand with no plan is "yakuless" (``FAR``): never called into, always left.
- **Ready value**: the live winning cards of a tenpai hand, each weighted by what it scores.
- **Danger**: per kind, how likely a discard of it is to deal into an opponent's riichi (its own
  discards are safe: 現物, furiten; suji and honours mostly shown are safer) or into an evident
  one-colour flush of open melds.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from rules.core.events import HIDDEN
from rules.mahjong.card_tiles import BLACK_HONOURS, BLACK_NUMBERS, CARD_KIND_IDS, CARD_KINDS, KINGS, RED_HONOURS, RED_NUMBERS
from rules.mahjong.melds import Meld
from rules.mahjong.shanten import shanten
from rules.trump_mahjong.context import WinContext
from rules.trump_mahjong.hands import is_simple
from rules.trump_mahjong.scoring import score_win, winning_kinds
from rules.trump_mahjong.state import KINDS

FAR = 99  # the distance of a hand that has no yaku left to win with
SIMPLES = frozenset(k for k in CARD_KIND_IDS if is_simple(k))
COLOURS = {"red": frozenset(RED_NUMBERS + RED_HONOURS), "black": frozenset(BLACK_NUMBERS + BLACK_HONOURS)}
# a small lean between plans of equal shanten: the flush pays most, toitoi is slow to finish
PLAN_LEAN = {"plain": 0.0, "kings": 0.0, "tanyao": 0.1, "red": -0.2, "black": -0.2, "toitoi": 0.3, "king_pair": 0.2}


def counts(kinds: list[int]) -> list[int]:
    c = [0] * CARD_KINDS
    for k in kinds:
        c[k] += 1
    return c


def meld_of(m: dict[str, Any]) -> Meld:
    """An own meld from the view, its cards read as kinds."""
    return Meld(m["kind"], tuple(KINDS[t] for t in m["tiles"]), None, m.get("from_seat"))


def triplets_shanten(c: list[int], melds: int) -> int:
    """Shanten of an all-pungs hand: (4 - melds) triplets and a pair from the held kinds."""
    need = 4 - melds
    held = sorted((n for n in c if n), reverse=True)
    best = 99
    for i in range(len(held) + 1):
        pair = held[i] if i < len(held) else 0
        others = held[:i] + held[i + 1:]
        trips = others[:need]
        cost = 2 - min(pair, 2) + sum(3 - min(n, 3) for n in trips) + 3 * (need - len(trips))
        best = min(best, cost)
    return best - 1


class Table:
    """One seat's knowledge of the hand in play."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.seat: int = view["seat"]
        me = view["seats"][self.seat]
        self.cards: list[str] = list(me["hand"])
        self.hand = [KINDS[c] for c in self.cards]
        self.meld_list = [meld_of(m) for m in me["melds"]]
        self.melds = len(self.meld_list)
        self.closed = all(m.kind == "kong_concealed" for m in self.meld_list)
        self.options: dict[str, Any] = view["options"]
        self.dealer = view["dealer"] == self.seat
        self.jokers = len(me["jokers"])
        self.plans = self._open_plans()

    # -- what is seen -------------------------------------------------------------------------
    @cached_property
    def unseen(self) -> list[int]:
        seen = counts(self.hand)
        for s in self.view["seats"]:
            for card in s["river"]:
                seen[KINDS[card]] += 1
            for m in s["melds"]:
                for card in m["tiles"]:
                    if card != HIDDEN:
                        seen[KINDS[card]] += 1
                if m["tiles"][0] == HIDDEN:  # an opponent's concealed kong: all four are gone
                    seen[KINDS[m["tiles"][1]]] += 2
        return [max(0, 4 - n) for n in seen]

    @cached_property
    def own_discards(self) -> set[int]:
        """Kinds this seat has discarded, the called ones included (furiten reads them all, §7)."""
        out = {KINDS[c] for c in self.view["seats"][self.seat]["river"]}
        for i, s in enumerate(self.view["seats"]):
            for m in s["melds"]:
                if i != self.seat and m.get("from_seat") == self.seat and m.get("called_tile"):
                    out.add(KINDS[m["called_tile"]])
        return out

    # -- plans ----------------------------------------------------------------------------------
    def _open_plans(self) -> tuple[str, ...]:
        """The yaku plans the declared melds still allow (only "plain" for a closed hand)."""
        if self.closed:
            return ("plain",)
        return plans_for(self.meld_list, self.options)

    def distance(self, c: list[int], melds: int, plans: tuple[str, ...]) -> float:
        """The effective shanten of the concealed counts ``c`` by the best plan; with no plan left,
        FAR more than the plain shanten (the shape still counts at an exhaustive draw)."""
        best = float(FAR)
        for plan in plans:
            s = plan_shanten(c, melds, plan, self.unseen)
            if s < FAR:
                best = min(best, s + PLAN_LEAN[plan])
        return best if best < FAR else FAR + shanten(c, melds)

    def ukeire(self, c: list[int], melds: int, plans: tuple[str, ...]) -> int:
        """Unseen cards whose draw brings the 3n+1 hand ``c`` nearer by some plan."""
        base = self.distance(c, melds, plans)
        total = 0
        for k in CARD_KIND_IDS:
            if not self.unseen[k] or c[k] >= 4:
                continue
            c[k] += 1
            if self.distance(c, melds, plans) < base - 0.5:
                total += self.unseen[k]
            c[k] -= 1
        return total

    # -- ready hands -----------------------------------------------------------------------------
    def waits(self, hand13: list[int], melds: list[Meld] | None = None) -> list[int]:
        return winning_kinds(hand13, self.meld_list if melds is None else melds)

    def ready_value(self, hand13: list[int], riichi: bool, melds: list[Meld] | None = None) -> tuple[float, int, int]:
        """(expected base points per live card, live winning cards, the least han on a ron) of a
        ready hand; the ron value counts 0 when furiten."""
        meld_list = self.meld_list if melds is None else melds
        ws = self.waits(hand13, meld_list)
        furiten = bool(set(ws) & self.own_discards)
        value = 0.0
        live = 0
        least = 99
        for w in ws:
            u = self.unseen[w]
            full = hand13 + [w]
            ron = score_win(full, meld_list, w, self._ctx(False, riichi), self.options)
            tsumo = score_win(full, meld_list, w, self._ctx(True, riichi), self.options)
            least = min(least, ron.han + 13 * ron.multiple if ron else 0)
            if not u:
                continue
            live += u
            per = (0.0 if furiten or ron is None else 0.7 * ron.base) + (0.3 * tsumo.base if tsumo else 0.0)
            value += u * per
        return value / max(live, 1), live, 0 if least == 99 else least

    def _ctx(self, tsumo: bool, riichi: bool) -> WinContext:
        return WinContext(tsumo=tsumo, dealer=self.dealer, riichi=riichi, jokers=self.jokers)

    # -- danger -----------------------------------------------------------------------------------
    @cached_property
    def threats(self) -> dict[int, float]:
        """Opponent seat -> how much it threatens: 1 for a riichi, less for an evident flush."""
        out: dict[int, float] = {}
        for i, s in enumerate(self.view["seats"]):
            if i == self.seat:
                continue
            if s["riichi_at"] is not None:
                out[i] = 1.0
            elif self.flush_colour(i) is not None:
                out[i] = 0.6 if len(s["melds"]) >= 3 else 0.35
        return out

    def flush_colour(self, seat: int) -> str | None:
        """The colour of an opponent whose two or more open melds are all of it."""
        melds = self.view["seats"][seat]["melds"]
        if len(melds) < 2:
            return None
        kinds = {KINDS[t] for m in melds for t in m["tiles"] if t != HIDDEN}
        for name, members in COLOURS.items():
            if kinds <= members:
                return name
        return None

    def danger(self, k: int) -> float:
        """The summed risk of discarding kind ``k`` against every threat (0 = safe)."""
        return sum(w * self._danger_vs(seat, k) for seat, w in self.threats.items())

    def _danger_vs(self, seat: int, k: int) -> float:
        s = self.view["seats"][seat]
        if s["riichi_at"] is None:  # a flush threat: only its colour is dangerous
            colour = self.flush_colour(seat)
            return 1.0 if colour is not None and k in COLOURS[colour] else 0.0
        river = {KINDS[c] for c in s["river"]}
        if k in river or k in self._passed_since_riichi(seat):
            return 0.0  # genbutsu: the riichi hand is furiten on it, or it was no win
        if k >= 27:
            return (0.0, 0.15, 0.35, 0.5, 0.5)[self.unseen[k]]  # a tanki or shanpon only
        n = k % 9  # 0 = A ... 8 = 9
        low, high = n - 3 >= 0 and k - 3 in river, n + 3 <= 8 and k + 3 in river
        ends = (n - 3 < 0 or low) and (n + 3 > 8 or high)
        base = 0.65 if n in (0, 8) else 0.8 if n in (1, 7) else 1.0
        if ends:  # suji: a two-sided wait cannot hold it
            return base * 0.35
        if low or high:
            return base * 0.7
        return base

    def _passed_since_riichi(self, seat: int) -> set[int]:
        """Kinds the others discarded after ``seat``'s riichi without a ron: safe against it
        (had it been a win, the riichi hand passing it is furiten for good, §7). The rivers do not
        say when each card fell, so only each seat's last cards, one fewer than the riichi
        seat's own discards since, are taken (called cards leave rivers; be cautious)."""
        s = self.view["seats"][seat]
        since = len(s["river"]) - 1 - s["riichi_at"] - 1
        out: set[int] = set()
        if since <= 0:
            return out
        for i, o in enumerate(self.view["seats"]):
            if i != seat:
                out.update(KINDS[c] for c in o["river"][-since:])
        return out


def plans_for(melds: list[Meld], options: dict[str, Any]) -> tuple[str, ...]:
    """The yaku plans an open hand with these melds (cards as kinds) may still make."""
    kinds = {k for m in melds for k in m.tiles}
    out = ["king_pair"]
    if any(m.tiles[0] in KINGS and m.kind != "chow" for m in melds):
        out.append("kings")
    if options.get("kuitan", True) and kinds <= SIMPLES:
        out.append("tanyao")
    for name, members in COLOURS.items():
        if kinds <= members:
            out.append(name)
    if all(m.kind != "chow" for m in melds):
        out.append("toitoi")
    return tuple(out)


def plan_shanten(c: list[int], melds: int, plan: str, unseen: list[int]) -> int:
    """The shanten of the concealed counts ``c`` towards ``plan`` (FAR when it cannot be)."""
    if plan in ("plain", "kings"):
        return shanten(c, melds)
    if plan == "tanyao":
        return shanten([n if k in SIMPLES else 0 for k, n in enumerate(c)], melds)
    if plan in COLOURS:
        members = COLOURS[plan]
        only = [n if k in members else 0 for k, n in enumerate(c)]
        if sum(only) * 3 < sum(c) * 2:  # under two thirds of the cards in the colour: no plan yet
            return FAR
        return shanten(only, melds)
    if plan == "toitoi":
        return triplets_shanten(c, melds)
    best = FAR  # king_pair: a K pung in hand, or a K pair that needs its third card
    if melds < 4:
        for k in KINGS:
            if c[k] >= 3:
                c[k] -= 3
                best = min(best, shanten(c, melds + 1))
                c[k] += 3
            elif c[k] == 2 and unseen[k]:
                c[k] -= 2
                best = min(best, shanten(c, melds + 1) + 1 + (unseen[k] == 1))
                c[k] += 2
    return best

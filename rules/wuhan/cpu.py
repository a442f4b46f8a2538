"""Wuhan's CPU players (easy, normal) and the hint. A CPU reads only its seat's ``view``.

Both levels take every win (a win always gains), get rid of 中 (and the other kong tiles) by
kong when the wall allows it, else by discarding it, keep at most one laizi (the small-win
limit, §9.1) and discard by shanten with the laizi as wildcards.

- **easy** weighs only its five loosest tiles (fewest neighbours) by shanten, calls when a call
  lowers the shanten, and always kongs.
- **normal** breaks ties by the number of unseen tiles that improve the hand, values a 2/5/8
  pair and the first open mouth (without one no hand can win, §9.1), kongs only while its hand
  is near ready (a kong doubles what it pays as well as what it wins), and defends: against an
  opponent showing a 清一色 / 風一色 / 将一色 shape it holds back the tiles that would feed it
  (a Pon or Chi for the third open mouth of a one-suit hand makes the feeder pay for all, §11.6).
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cached_property
from typing import Any

from rules.core.command import Command
from rules.core.text import tr
from rules.core.variant import Hint
from rules.mahjong.telling import tile_words
from rules.wuhan.cpu_shanten import Rules, Shape, rules_for
from rules.wuhan.tiles import WINDISH, is_jiang, kind_of, kinds_in_play, suit

WIN_ACTIONS = ("win", "ron", "rob")


class Table:
    """What the CPU knows, read from the view."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.seat: int = view["seat"]
        me = view["seats"][self.seat]
        self.hand = [kind_of(c) for c in me["hand"]]
        self.melds = len(me["melds"])
        self.open = me["open_mouths"] > 0
        self.laizi = kind_of(view["laizi"])
        self.kong_tiles = frozenset(kind_of(c) for c in view["kong_tiles"])
        removed = view["options"]["removed_suit"] if view["rules"] == "jingzhou" else None
        self.in_play = frozenset(kinds_in_play(removed))
        self.allowed = self.in_play - self.kong_tiles
        self.wall = view["wall"]
        self.kou_kou = view["options"]["kou_kou_fan"]
        self.view = view

    @cached_property
    def unseen(self) -> dict[int, int]:
        """Copies of each kind this seat has not seen: 4 less its hand, every exposed tile, the
        rivers and the indicator."""
        view = self.view
        seen = Counter(self.hand)
        seen[kind_of(view["indicator"])] += 1
        rivers = view["pile"] if view["pile"] is not None else [t for s in view["seats"] if s["river"] for t in s["river"]]
        for s in view["seats"]:
            for m in s["melds"]:
                seen.update(kind_of(t) for t in m["tiles"] if t != "??")
            seen.update(kind_of(t) for t, _ in s["singles"])
        seen.update(kind_of(t) for t in rivers)
        return {k: max(0, 4 - seen[k]) for k in self.in_play}

    @cached_property
    def threats(self) -> dict[int, float]:
        """Kinds an opponent's exposed melds make dangerous -> how dangerous (one-suit shapes)."""
        danger: dict[int, float] = {}
        for i, s in enumerate(self.view["seats"]):
            if i == self.seat or len(s["melds"]) < 2:
                continue
            tiles = [kind_of(t) for m in s["melds"] for t in m["tiles"] if t != "??"]
            if not tiles:
                continue
            weight = 1.0 if len(s["melds"]) >= 3 else 0.6
            suits = {suit(k) for k in tiles}
            groups = []
            if len(suits) == 1 and None not in suits:
                groups.append({k for k in self.in_play if suit(k) in suits})  # 清一色
            if all(k in WINDISH for k in tiles):
                groups.append(set(WINDISH) & self.in_play)  # 風一色
            if all(is_jiang(k) for k in tiles):
                groups.append({k for k in self.in_play if is_jiang(k)})  # 将一色
            for group in groups:
                for k in group:
                    danger[k] = max(danger.get(k, 0.0), weight)
        return danger

    @cached_property
    def counts(self) -> list[int]:
        """The hand as 34 counts (evaluations change it in place and put it back)."""
        return counts_of(self.hand)

    @cached_property
    def rules(self) -> Rules:
        return rules_for(self.laizi, self.kong_tiles, self.allowed)

    def shape(self, counts: list[int], melds: int) -> Shape:
        """Shanten of ``counts`` and of its one-tile variations, with every laizi a wildcard;
        kong tiles are on their way out, so ignored but counted as missing tiles."""
        return Shape(self.rules, counts, melds)

    def shanten(self, hand: list[int], melds: int) -> int:
        return self.shape(counts_of(hand), melds).shanten

    def useful(self, c: list[int], melds: int) -> int:
        """Unseen tiles that would lower the shanten of the 3n+1 hand ``c`` (counts)."""
        shape = self.shape(c, melds)
        if c[self.laizi]:
            near = self.allowed  # a wildcard makes any tile a partner
        else:  # only a kind held or next to a held one (within two, same suit) can join a set or pair
            near = self._near(c) & self.allowed
        unseen = self.unseen
        total = sum(unseen.get(k, 0) for k in shape.lowering(near))
        return total

    @staticmethod
    def _near(c: list[int]) -> set[int]:
        near = {k for k in range(27, 34) if c[k]}
        for k in range(27):
            if c[k]:
                lo = k // 9 * 9
                near.update(range(max(k - 2, lo), min(k + 3, lo + 9)))
        return near


def counts_of(kinds: list[int]) -> list[int]:
    c = [0] * 34
    for k in kinds:
        c[k] += 1
    return c


class CpuPlayer:
    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        return self.decide(view, legal)[0]

    def decide(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        for command in legal:
            if command.action in WIN_ACTIONS:
                return command, tr("Win: every win gains points.")
        if len(legal) == 1:
            return legal[0], tr("The only move.")
        table = Table(view)
        if view["phase"] in ("claim", "rob", "last"):
            return self._answer(table, legal)
        return self._turn(table, legal)

    # -- own turn ------------------------------------------------------------------------
    def _turn(self, t: Table, legal: list[Command]) -> tuple[Command, str]:
        by = {c.action: c for c in legal}
        for action in ("hongzhong_kong", "laizi_kong"):
            if action in by and (action == "hongzhong_kong" or t.hand.count(t.laizi) >= 2):
                reason = tr("Kong the kong tile: it cannot stay in a winning hand, and the kong draws a replacement.") \
                    if action == "hongzhong_kong" else tr("Kong the second laizi: a small win allows only one.")
                return by[action], reason
        for action in ("concealed_kong", "added_kong"):
            if action in by and self._wants_kong(t):
                return by[action], tr("Kong: ×2 or more for the win, and a replacement tile.")
        discards = [c for c in legal if c.action == "discard"]
        kong_discard = [c for c in discards if kind_of(c.cards[0]) in t.kong_tiles]
        if kong_discard:
            return kong_discard[0], tr("Discard the kong tile: a hand holding it cannot win.")
        if t.hand.count(t.laizi) >= 2:
            extra = [c for c in discards if kind_of(c.cards[0]) == t.laizi]
            if extra:
                return extra[0], tr("Discard a laizi: a small win allows only one in the hand.")
        best, reason = self._best_discard(t, discards)
        return best, reason

    def _wants_kong(self, t: Table) -> bool:
        if self.level == "easy":
            return True
        return t.shanten(t.hand, t.melds) <= 2 or t.wall > 50

    def _best_discard(self, t: Table, discards: list[Command]) -> tuple[Command, str]:
        scored = []
        if self.level == "easy":  # easy weighs only its five loosest tiles
            held = Counter(t.hand)
            loose = {c: self._neighbours(held, kind_of(c.cards[0])) for c in discards}
            discards = sorted(discards, key=lambda c: loose[c])[:5]
        c = t.counts
        whole = t.shape(c, t.melds)
        for command in discards:
            k = kind_of(command.cards[0])
            s = whole.after(k, -1)
            left = c[k] - 1
            if self.level == "easy":
                score = (s, loose[command], self.rng.random())
            else:
                danger = t.threats.get(k, 0.0) * (2.5 if s >= 2 else 1.0)
                pair_bonus = 0.3 if is_jiang(k) and left == 1 else 0.0
                score = (s + danger + pair_bonus, 0, self.rng.random())
            scored.append((score, command, s, k))
        scored.sort(key=lambda x: x[0])
        # normal counts the improving tiles of the four best candidates, as a tie-break: so only
        # of those tied for the best score (none if one stands alone)
        tied = [x for x in scored[:4] if x[0][0] == scored[0][0][0]]
        if self.level != "easy" and len(tied) > 1:
            for i, (score, command, s, k) in enumerate(tied):
                c[k] -= 1
                scored[i] = ((score[0], -t.useful(c, t.melds), score[2]), command, s, k)
                c[k] += 1
            scored.sort(key=lambda x: x[0])
        _, command, s, k = scored[0]
        if self.level != "easy" and t.threats and not t.threats.get(k) and any(t.threats.get(x[3]) for x in scored[1:]):
            return command, tr("Discard {tile}: safe against an open one-suit hand, shanten {s}.", tile=tile_words(command.cards[0]), s=s)
        if s <= 0:
            return command, tr("Discard {tile}: the hand stays ready.", tile=tile_words(command.cards[0]))
        return command, tr("Discard {tile}: the fewest tiles from ready ({s}) and the most ways to improve.",
                           tile=tile_words(command.cards[0]), s=s)

    @staticmethod
    def _neighbours(held: Counter[int], k: int) -> int:
        """How many tiles of the hand are near ``k`` (a loose tile has none)."""
        if k >= 27:
            return held[k]
        return sum(held[j] for j in range(max(k - 2, k // 9 * 9), min(k + 3, k // 9 * 9 + 9)))

    # -- answering a discard -------------------------------------------------------------
    def _answer(self, t: Table, legal: list[Command]) -> tuple[Command, str]:
        passing = next(c for c in legal if c.action == "pass")
        base = t.shanten(t.hand, t.melds) if len(t.hand) % 3 == 1 else 9
        best, best_value = passing, 0.0
        for command in legal:
            if command.action not in ("chi", "pon", "exposed_kong"):
                continue
            after = self._after_call(t, command)
            gain = base - after
            if self.level != "easy" and not t.open:
                gain += 0.5  # the first open mouth is needed to win at all
            elif self.level != "easy" and t.kou_kou:
                gain -= 0.5  # 口口飜: each call doubles what this seat pays too
            if command.action == "exposed_kong" and (self.level == "easy" or after <= 2):
                gain += 0.5
            if gain > best_value + 1e-9 or (gain > 0 and best is passing):
                best, best_value = command, gain
        if best is passing:
            return passing, tr("Pass: calling would not bring the hand closer to a win.")
        return best, tr("Call: it brings the hand closer to a win and opens the mouth a win needs.")

    def _after_call(self, t: Table, command: Command) -> int:
        offer = kind_of(command.cards[0]) if command.action != "chi" else None
        hand = list(t.hand)
        if command.action == "chi":
            for c in command.cards:
                hand.remove(kind_of(c))
        else:
            for _ in range(3 if command.action == "exposed_kong" else 2):
                hand.remove(offer)
        if command.action == "exposed_kong":
            return t.shanten(hand, t.melds + 1)
        shape = t.shape(counts_of(hand), t.melds + 1)
        return min((shape.after(k, -1) for k in set(hand)), default=99)


def make_cpu(level: str, seed: int) -> Any:
    if level == "strong":  # the shared determinized search (rules.mahjong.strong)
        from rules.wuhan.cpu_strong import make_strong

        return make_strong(seed)
    if level not in ("easy", "normal"):
        raise ValueError(f"unknown CPU level {level!r}; Wuhan has easy, normal, strong")
    return CpuPlayer(level, seed)


def hint(view: dict[str, Any], legal: list[Command]) -> Hint:
    command, reason = CpuPlayer("normal", 0).decide(view, legal)
    return Hint(command, reason)

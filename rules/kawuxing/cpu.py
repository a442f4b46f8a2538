"""Kawuxing's simple CPU players and the hint; the real ones come later. A CPU reads only its
seat's ``view``.

- **random**: any legal move, from its own seeded Random, except that it never lets a win go
  (random play that passed wins would hardly ever finish a hand but by the exhaustive draw).
- **easy**: takes every win; kongs whenever it may (kongs are paid at once); pungs when that
  brings the hand closer to ready; discards the tile that leaves the fewest tiles from ready
  (sets and a pair, or seven pairs without melds), ties broken by loose tiles; discloses a ready
  hand one time in two.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from rules.core.command import Command
from rules.core.text import tr
from rules.core.variant import Hint
from rules.mahjong.shanten import shanten, shanten_seven_pairs
from rules.mahjong.tiles import counts, tile_from_code

WIN_ACTIONS = ("win", "ron", "rob")
KONGS = ("closed_kong", "add_kong", "kong")


def hand_shanten(hand: list[int], melds: int) -> int:
    c = counts(hand)
    s = shanten(c, melds)
    if melds == 0 and len(hand) >= 13:
        s = min(s, shanten_seven_pairs(c, distinct=False))
    return s


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
        if self.level == "random":
            return self.rng.choice(legal), tr("A move at random.")
        if len(legal) == 1:
            return legal[0], tr("The only move.")
        for command in legal:
            if command.action in KONGS:
                return command, tr("Kong: it is paid at once, and a supplement tile follows.")
        me = view["seats"][view["seat"]]
        hand = [tile_from_code(c) for c in me["hand"]]
        melds = len(me["melds"])
        if view["phase"] != "turn":
            return self._answer(hand, melds, legal)
        return self._discard(hand, melds, legal)

    def _discard(self, hand: list[int], melds: int, legal: list[Command]) -> tuple[Command, str]:
        held = Counter(hand)
        scored = []
        for command in legal:
            if command.action != "discard":
                continue
            k = tile_from_code(command.cards[0])
            rest = list(hand)
            rest.remove(k)
            near = held[k] if k >= 27 else sum(held[j] for j in range(max(k - 2, k // 9 * 9), min(k + 3, k // 9 * 9 + 9)))
            scored.append(((hand_shanten(rest, melds), near, self.rng.random()), command))
        scored.sort(key=lambda x: x[0])
        (s, _, _), best = scored[0]
        disclose = Command(best.seat, "disclose", best.cards)
        if s == 0 and disclose in legal and self.rng.random() < 0.5:
            return disclose, tr("Disclose (亮倒): the hand is ready, and a disclosed win doubles.")
        if s <= 0:
            return best, tr("Discard {tile}: the hand stays ready.", tile=best.cards[0])
        return best, tr("Discard {tile}: the fewest tiles from ready ({s}).", tile=best.cards[0], s=s)

    def _answer(self, hand: list[int], melds: int, legal: list[Command]) -> tuple[Command, str]:
        passing = next(c for c in legal if c.action == "pass")
        pung = next((c for c in legal if c.action == "pung"), None)
        if pung is not None:
            base = hand_shanten(hand, melds)
            rest = list(hand)
            k = tile_from_code(pung.cards[0])
            rest.remove(k)
            rest.remove(k)
            after = min(hand_shanten([t for j, t in enumerate(rest) if j != i], melds + 1) for i in range(len(rest)))
            if after < base:
                return pung, tr("Pung: it brings the hand closer to ready.")
        return passing, tr("Pass: calling would not bring the hand closer to a win.")


def make_cpu(level: str, seed: int) -> CpuPlayer:
    if level not in ("random", "easy"):
        raise ValueError(f"unknown CPU level {level!r}; Kawuxing has random, easy")
    return CpuPlayer(level, seed)


def hint(view: dict[str, Any], legal: list[Command]) -> Hint:
    command, reason = CpuPlayer("easy", 0).decide(view, legal)
    return Hint(command, reason)

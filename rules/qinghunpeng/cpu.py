"""Qing-Hun-Peng's CPU players and the hint. A CPU reads only its seat's ``view``.

- **random**: any legal move from its own seeded Random, but it never lets a win go.
- **easy**: takes every win; aims at one suit plus honours (the suit it holds most of, melds
  included): discards tiles of the other suits first, then the tile that leaves the hand fewest
  tiles from ready in that suit and honours; pons and kongs honours and its suit, chis its suit
  only when that brings the hand closer.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from rules.core.command import Command
from rules.core.text import tr
from rules.core.variant import Hint
from rules.mahjong.shanten import shanten
from rules.mahjong.tiles import counts, tile_from_code

WIN_ACTIONS = ("win", "ron", "rob")
LEVELS = ("random", "easy")


def target_suit(hand: list[int], melds: list[list[int]]) -> int:
    held = Counter(t // 9 for t in hand + [t for m in melds for t in m] if t < 27)
    return max(range(3), key=lambda s: (held[s], -s))


def distance(hand: list[int], melds: int, suit: int) -> int:
    allowed = set(range(suit * 9, suit * 9 + 9)) | set(range(27, 34))
    off = sum(1 for t in hand if t not in allowed)
    return shanten(counts([t for t in hand if t in allowed]), melds) + off


class CpuPlayer:
    def __init__(self, level: str, seed: int, meta: dict[str, Any] | None = None) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.meta = meta or {}

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        return self.decide(view, legal)[0]

    def decide(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        for command in legal:
            if command.action in WIN_ACTIONS:
                return command, tr("Win: every win is paid.")
        if self.level == "random":
            return self.rng.choice(legal), tr("A move at random.")
        if len(legal) == 1:
            return legal[0], tr("The only move.")
        me = view["seats"][view["seat"]]
        hand = [tile_from_code(c) for c in me["hand"]]
        melds = [[tile_from_code(c) for c in m["tiles"] if c != "??"] for m in me["melds"]]
        suit = target_suit(hand, melds)
        if view["phase"] == "turn":
            return self._turn(hand, len(melds), suit, legal)
        return self._answer(hand, len(melds), suit, legal)

    def _turn(self, hand: list[int], melds: int, suit: int, legal: list[Command]) -> tuple[Command, str]:
        for command in legal:
            if command.action in ("concealed_kong", "added_kong"):
                k = tile_from_code(command.cards[0])
                if k >= 27 or k // 9 == suit:
                    return command, tr("Kong {tile}: hua, and a replacement tile.", tile=command.cards[0])
        scored = []
        for command in (c for c in legal if c.action == "discard"):
            k = tile_from_code(command.cards[0])
            rest = list(hand)
            rest.remove(k)
            scored.append(((distance(rest, melds, suit), k >= 27, self.rng.random()), command))
        scored.sort(key=lambda x: x[0])
        (d, _, _), best = scored[0]
        return best, tr("Discard {tile}: toward one suit and honours ({d} from ready).", tile=best.cards[0], d=max(d, 0))

    def _answer(self, hand: list[int], melds: int, suit: int, legal: list[Command]) -> tuple[Command, str]:
        passing = next(c for c in legal if c.action == "pass")
        base = distance(hand, melds, suit)
        for command in sorted(legal, key=lambda c: c.action != "exposed_kong"):
            if command.action == "pass":
                continue
            tile = tile_from_code(command.cards[0]) if command.action != "chi" else None
            if tile is not None and not (tile >= 27 or tile // 9 == suit):
                continue
            rest = list(hand)
            used = [tile_from_code(c) for c in command.cards] if command.action == "chi" else \
                [tile] * (3 if command.action == "exposed_kong" else 2)
            if command.action == "chi" and used[0] // 9 != suit:
                continue
            for k in used:
                rest.remove(k)
            if command.action == "exposed_kong":
                return command, tr("Exposed kong: hua, and a replacement tile.")
            after = min(distance([t for j, t in enumerate(rest) if j != i], melds + 1, suit) for i in range(len(rest)))
            if after < base:
                return command, tr("Call {action}: it brings the hand closer to ready.", action=command.action)
        return passing, tr("Pass: calling would not bring the hand closer to a win.")


def make_cpu(level: str, seed: int) -> CpuPlayer:
    if level not in LEVELS:
        raise ValueError(f"unknown CPU level {level!r}; Qing-Hun-Peng has {', '.join(LEVELS)}")
    return CpuPlayer(level, seed)


def hint(view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
    """What the easy CPU would do, with its reason in one line."""
    command, reason = CpuPlayer("easy", 0, meta).decide(view, legal)
    return Hint(command, reason)

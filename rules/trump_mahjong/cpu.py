"""Trump Mahjong's CPU players and the hint. A CPU reads only its seat's ``view``.

- **random**: any legal move from its own seeded Random, but it never lets a win go.
- **easy**: takes every win; keeps the hand closed to win by riichi or tsumo: declares riichi as
  soon as it may (the discard leaving the most waits), else discards the card that leaves the hand
  fewest cards from tenpai, loose honours and ends first; pons only kings (翻牌, a yaku of its
  own) and declares concealed kongs that do not slow the hand.
"""

from __future__ import annotations

from typing import Any

from rules.core.command import Command
from rules.core.text import tr
from rules.core.variant import Hint
from rules.mahjong.card_tiles import CARD_KINDS, KINGS
from rules.mahjong.cpu_frame import CpuFrame
from rules.mahjong.shanten import shanten
from rules.trump_mahjong.state import KINDS

LEVELS = ("random", "easy")


def _counts(cards: list[str]) -> list[int]:
    c = [0] * CARD_KINDS
    for card in cards:
        c[KINDS[card]] += 1
    return c


def _without(cards: list[str], *gone: str) -> list[str]:
    rest = list(cards)
    for card in gone:
        rest.remove(card)
    return rest


def _loose(card: str, hand: list[str]) -> int:
    """How lonely a card is: honours and ends with no partner go first."""
    k = KINDS[card]
    near = sum(1 for c in hand if (o := KINDS[c]) != k and k < 18 and o // 9 == k // 9 and abs(o - k) <= 2)
    pairs = sum(1 for c in hand if KINDS[c] == k) - 1
    edge = k >= 18 or k % 9 in (0, 8)
    return -(near + 2 * pairs) * 2 + edge


class CpuPlayer(CpuFrame):
    def think(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        me = view["seats"][view["seat"]]
        hand, melds = list(me["hand"]), len(me["melds"])
        if view["phase"] == "turn":
            return self._turn(hand, melds, legal)
        return self._answer(hand, melds, legal)

    def _turn(self, hand: list[str], melds: int, legal: list[Command]) -> tuple[Command, str]:
        riichi = [c for c in legal if c.action == "riichi"]
        if riichi:
            best = max(riichi, key=lambda c: (self._waits(_without(hand, c.cards[0]), melds), c.cards))
            return best, tr("Riichi discarding {card}: the hand is ready and stays closed.", card=best.cards[0])
        now = shanten(_counts(hand), melds)
        for command in legal:
            if command.action == "concealed_kong":
                rest = [c for c in hand if KINDS[c] != KINDS[command.cards[0]]]
                if shanten(_counts(rest), melds + 1) <= now:
                    return command, tr("Concealed kong: it costs nothing and brings a replacement card.")
        scored = []
        for command in (c for c in legal if c.action == "discard"):
            rest = _without(hand, command.cards[0])
            scored.append(((shanten(_counts(rest), melds), -_loose(command.cards[0], hand), self.rng.random()), command))
        scored.sort(key=lambda x: x[0])
        (d, _, _), best = scored[0]
        return best, tr("Discard {card}: it leaves the hand {d} from tenpai.", card=best.cards[0], d=max(d, 0))

    @staticmethod
    def _waits(rest: list[str], melds: int) -> int:
        c = _counts(rest)
        total = 0
        for k in range(CARD_KINDS):
            if c[k] < 4:
                c[k] += 1
                total += shanten(c, melds) == -1
                c[k] -= 1
        return total

    def _answer(self, hand: list[str], melds: int, legal: list[Command]) -> tuple[Command, str]:
        passing = next(c for c in legal if c.action == "pass")
        for command in legal:
            if command.action == "pon" and KINDS[command.cards[0]] in KINGS:
                return command, tr("Pon the kings: 翻牌 is a yaku.")
        return passing, tr("Pass: the hand stays closed for riichi.")


def make_cpu(level: str, seed: int) -> CpuPlayer:
    if level not in LEVELS:
        raise ValueError(f"unknown CPU level {level!r}; Trump Mahjong has {', '.join(LEVELS)}")
    return CpuPlayer(level, seed)


def hint(view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
    """What the easy CPU would do, with its reason in one line."""
    command, reason = CpuPlayer("easy", 0, meta).decide(view, legal)
    return Hint(command, reason)

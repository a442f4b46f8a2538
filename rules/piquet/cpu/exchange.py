"""Strong exchange by simulation: each candidate discard is scored over the same sampled worlds
(the opponent's dealt hand and the talon's order, dealt from the cards this seat has not seen),
as the whole deal it leads to: both final hands' declarations compared class by class with
repique (§6-§10), then the trick play (a lean open-hand playout, pique and the cards included).

The opponent's exchange is modelled cheaply: he throws his least useful cards (by hand_value)
and takes every talon card left to him (younger) or the number he did take (elder).
"""

from __future__ import annotations

import random
from typing import Any

from rules.core.command import Command
from rules.piquet.combos import held_suits, point_key, point_value, sequences, sets
from rules.piquet.cpu.judge import hand_value
from rules.piquet.cpu.partie import Partie
from rules.piquet.cpu.sim import LeanPlay, SimState, encode
from rules.tricks.play import pack

WORLDS = 24  # sampled deals, shared by every candidate (common random numbers)
REPIQUE, REPIQUE_AT = 60, 30


def declarations(hands: list[list[str]], order: str, by_pips: bool, so: list[int]) -> tuple[list[int], bool]:
    """Points each seat scores for point, sequences and sets when both declare their best, and
    whether a repique fell; ``so`` (the hand totals so far) is updated in place."""
    pts = [0, 0]
    bonus = False

    def score(seat: int, n: int) -> None:
        nonlocal bonus
        pts[seat] += n
        so[seat] += n
        if not bonus and so[seat] >= REPIQUE_AT and so[1 - seat] == 0:
            bonus = True
            pts[seat] += REPIQUE
            so[seat] += REPIQUE

    keys = [max((point_key(h, s, by_pips) for s in held_suits(h)), default=(0,)) for h in hands]
    win = _winner(keys)
    if win is not None:
        h = hands[win]
        score(win, max(point_value(h, s, by_pips) for s in held_suits(h) if point_key(h, s, by_pips) == keys[win]))
    for find in (sequences, sets):
        found = [find(h, order) for h in hands]
        win = _winner([f[0].key if f else (0, 0) for f in found])
        if win is not None and found[win]:
            for combo in found[win]:  # the winner may score every other one too (none is stronger)
                score(win, combo.value)
    return pts, bonus


def _winner(keys: list[tuple[int, ...]]) -> int | None:
    if keys[0] == keys[1]:
        return None
    return 0 if keys[0] > keys[1] else 1


def throw_order(hand: list[str], order: str) -> list[str]:
    """The hand's cards from least to most useful (what each adds to hand_value)."""
    whole = hand_value(hand, order)
    return sorted(hand, key=lambda c: (whole - hand_value([x for x in hand if x != c], order), c))


class ExchangeSim:
    """Scores candidate exchanges for the seat whose view it is given (before its exchange)."""

    def __init__(self, view: dict[str, Any], rng: random.Random, worlds: int = WORLDS, finish: Partie | None = None) -> None:
        h = view["hand"]
        self.finish = finish
        self.me, self.order = view["seat"], view["order"]
        self.elder = h["elder"]
        self.by_pips = view["options"]["point_by_pips"]
        self.lean = LeanPlay(view["options"])
        self.hand = list(h["cards"])
        self.so = list(h["running"])
        self.talon = h["talon_size"]
        self.elder_took = h["taken"][self.elder]
        seen = set(self.hand) | set(h["memory"]["discards"])
        unseen = sorted(set(pack(self.order)) - seen)
        self.worlds = []
        for _ in range(worlds):
            deal = rng.sample(unseen, len(unseen))
            self.worlds.append((deal, rng.randrange(2**31)))
        self.cache: dict[int, list[str]] = {}  # world -> his cards, least useful first

    def value(self, discard: tuple[str, ...]) -> float:
        """Mean points (mine minus his) of the deal after ``discard``, over the worlds."""
        return sum(self._one(i, discard) for i in range(len(self.worlds))) / len(self.worlds)

    def _one(self, i: int, discard: tuple[str, ...]) -> float:
        deal, seed = self.worlds[i]
        k = len(discard)
        kept = [c for c in self.hand if c not in discard]
        if self.me == self.elder:  # deal = his 12, then the talon in order
            talon = deal[12:]
            mine = kept + talon[:k]
            theirs = self._opp_final(i, deal[:12], talon[k:], self.talon - k)
        else:  # elder took his cards already: deal = his 12 dealt, then the talon from its top
            taken = self.elder_took
            talon = deal[12:]
            theirs = self._opp_final(i, deal[:12], talon, taken)
            mine = kept + talon[taken : taken + k]
        hands = [[], []]  # type: list[list[str]]
        hands[self.me], hands[1 - self.me] = mine, theirs
        so = list(self.so)
        pts, bonus = declarations(hands, self.order, self.by_pips, so)
        sim = SimState([[encode(c, self.order) for c in x] for x in hands], -1, self.elder, self.elder, 0, [0, 0], so, bonus)
        self.lean.play_out(sim, random.Random(seed))
        total = [self.so[seat] + pts[seat] + sim.pts[seat] for seat in (0, 1)]  # the deal's end totals
        value = pts[self.me] + sim.pts[self.me] - pts[1 - self.me] - sim.pts[1 - self.me]
        if self.finish is not None:  # the mid-deal stop at the target is not modelled
            extra = self.finish(total[0], total[1])
            value += extra if self.me == 0 else -extra
        return float(value)

    def _opp_final(self, i: int, dealt: list[str], talon: list[str], count: int) -> list[str]:
        """His hand after throwing his ``count`` least useful cards for the talon's first ``count``."""
        if i not in self.cache:
            self.cache[i] = throw_order(dealt, self.order)
        thrown = set(self.cache[i][:count])
        return [c for c in dealt if c not in thrown] + talon[:count]


def best_exchange(view: dict[str, Any], candidates: list[Command], rng: random.Random, finish: Partie | None = None) -> Command:
    """The candidate with the best simulated value (the first of equals)."""
    sim = ExchangeSim(view, rng, finish=finish)
    values = [sim.value(c.cards) for c in candidates]
    return candidates[values.index(max(values))]

"""Strong trick play over the end of the deal: for each world (an opponent hand consistent with
the seat's view; all of them when few remain, else a sample), the exact value of every legal
card by the double-dummy solver rules.tricks.endgame; the card with the best mean wins.

The budget is counted in worlds and solver nodes, never in time, so a move depends only on the
seed and the view.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rules.core.command import Command
from rules.piquet.cpu.partie import Partie
from rules.piquet.cpu.sampler import consistent_hands, opponent_cards
from rules.piquet.cpu.sim import HIGH_INDEX, encode
from rules.tricks.endgame import Endgame, TrickRules, mask


@dataclass(frozen=True)
class ExactPlan:
    """From how many tricks left the solver takes over, how many worlds it solves for at each
    count, and a cap on the solver's nodes past which it adds no more worlds (a 12-trick solve
    costs ~0.15 s, a 10-trick one 10-40 ms, an 8-trick one 5-20 ms, at ~100 nodes a ms; worlds
    share one table). Solving from 10 tricks rather than 8 gained +0.81 ± 0.48 points a deal
    over 150 duplicate deals against the same strong solving from 8."""

    from_tricks: int = 10
    worlds: tuple[int, ...] = (48, 48, 48, 48, 48, 40, 32, 20, 12, 12, 8)  # by tricks left, 0..10
    nodes: int = 25_000
    min_worlds: int = 4

    def worlds_at(self, left: int) -> int:
        return self.worlds[min(left, len(self.worlds) - 1)]


def trick_rules(options: dict[str, Any]) -> TrickRules:
    return TrickRules(
        high_index=HIGH_INDEX if options["trick_points_require_ten"] else 99,
        last_high_index=HIGH_INDEX if options["last_trick_requires_ten"] else 99,
        last_on_capot=not options["no_last_trick_point_on_capot"],
    )


def tricks_left(view: dict[str, Any]) -> int:
    return 12 - sum(1 for t in view["hand"]["tricks"] if t["winner"] is not None)


def exact_play(view: dict[str, Any], plays: list[Command], rng: random.Random, worlds: int,
               finish: Partie | None = None, plan: ExactPlan = ExactPlan()) -> tuple[Command, float, int]:
    """(the best card, its mean value in points for this seat, the number of worlds solved);
    ``finish`` adds what the deal's end totals decide of the partie (rules.piquet.cpu.partie).
    Past ``plan.nodes`` solver nodes no further world is solved (once ``plan.min_worlds`` are)."""
    me, order = view["seat"], view["order"]
    h = view["hand"]
    rules = trick_rules(view["options"])
    trick = h["current_trick"]
    leader = trick["leader"] if trick else me
    led = encode(trick["cards"][0], order) if trick else None
    so = tuple(h["so_totals"] if h["combinations_settled"] else h["running"])
    bonus = bool(h["bonus"])
    won0 = h["tricks_won"][0]
    mine = mask([encode(c, order) for c in h["cards"]])
    hands = consistent_hands(view, worlds) or [opponent_cards(view, rng) for _ in range(worlds)]
    by_card = {encode(c.cards[0], order): c for c in plays}
    totals = dict.fromkeys(by_card, 0.0)
    sign = 1 if me == 0 else -1
    solver = Endgame(rules, finish)  # one table for all worlds: their subtrees meet once cards are out
    solved = 0
    for opp_cards in hands:
        if solved >= plan.min_worlds and solver.nodes > plan.nodes:
            break
        solved += 1
        opp = mask([encode(c, order) for c in opp_cards])
        pair = (mine, opp) if me == 0 else (opp, mine)
        if led is None:
            values = solver.lead_values(pair, leader, won0, so, bonus)  # type: ignore[arg-type]
        else:
            values = solver.follow_values(pair, leader, led, won0, so, bonus)  # type: ignore[arg-type]
        for card in totals:
            totals[card] += sign * values[card]
    best = max(by_card, key=lambda c: (totals[c], -plays.index(by_card[c])))
    return by_card[best], totals[best] / solved, solved

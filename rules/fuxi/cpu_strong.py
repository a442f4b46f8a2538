"""Fuxi's strong CPU: the normal level's plan, checked by determinized search (rules/core/search.py).

At its turn it weighs the normal plan's move against the other kind of move only: a pass when
the plan plays, the plan's best play when it passes. Which of several plays to make stays the
plan's: searched, even among the plays the plan scored close, those choices cost (strong −
normal −0.23 ± 0.19 fewer plays left a hand over the 307 hands where one was changed,
bench/strong_paired.py), since a playout's value a turn ahead misjudges them. Each playout deals
the tiles it cannot see (the other hands, of their known sizes, and the wall) at random,
consistent with its view (a tile it passed in the exchange stays in the receiver's hand until
that seat has played one of its kind), makes the root move, and plays on with every seat
following the normal plan, on a lean copy of the hand (tile counts, no legal lists), until the
hand ends or the seat has had ``HORIZON`` more turns. A playout is worth the points the seat
wins, or else its standing (``cpu_plan.worth``, a fraction of a point per loose group) and
whether it holds the table.

The k-th playout of every candidate is played on the k-th sampled deal, so candidates compare
with the luck of the deal cancelled, and another move replaces the normal one only when it leads
it by ``MARGIN`` standard errors over the deals both were played on: with a few dozen playouts a
move, the best of several noisy means would otherwise trade a sound move for a lucky one (the
strong level that always took the best mean changed the normal move in every hand and was no
better for it). Going out is never searched: it is taken at once, with the richest finish.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from rules.core.command import Command
from rules.core.search import Budget, clearly_beats, search
from rules.fuxi import cpu_plan
from rules.fuxi.combinations import TILE_KINDS, Face, Play, finish_of
from rules.fuxi.kongs import after_clear, after_play
from rules.fuxi.scoring import score_hand
from rules.mahjong.tiles import tile_from_code

HORIZON = 1  # the seat's own turns played out after the root move
PLAYOUTS = 100  # the budget, in playouts
SAFETY_SECONDS = 2.0  # a wall-clock net for the table only; the bench never reaches it
STANDING = 0.1  # a playout's value per unit of hand standing (about one loose group)
HOLD = 0.2  # holding the table when the playout stops: the next turn leads
MARGIN = 2.0  # standard errors of the paired lead another move needs over the normal move
ROUND_ROBIN = 1e9  # an exploration width under which UCB1 always visits the least visited command


@dataclass
class Sim:
    """A lean Fuxi hand from the searching seat's knowledge: hands as tile counts."""

    players: int
    options: dict[str, Any]
    me: int
    lord: int
    hands: list[list[int]]
    wall: list[int]
    played: list[int]  # copies of each kind face up
    table: Face | None
    reversed: bool
    owner: int | None
    turn: int
    turns: list[int]
    last_tile: bool = False
    my_turns: int = 0
    result: float | None = None
    seen_cache: dict[int, cpu_plan.Seen] = field(default_factory=dict)

    def clone(self) -> Sim:
        """A copy a playout may change (the deal itself stays for the next candidate)."""
        return Sim(self.players, self.options, self.me, self.lord, [list(h) for h in self.hands], list(self.wall),
                   list(self.played), self.table, self.reversed, self.owner, self.turn, list(self.turns))

    def seen(self, seat: int) -> cpu_plan.Seen:
        c = self.hands[seat]
        live = tuple(max(4 - c[k] - self.played[k], 0) for k in range(TILE_KINDS))
        others = tuple(sum(h) for i, h in enumerate(self.hands) if i != seat)
        return cpu_plan.Seen(live, max(sum(live), 1), others, len(self.wall) / self.players)


def sample(view: dict[str, Any], rng: random.Random) -> Sim:
    """A deal of the unseen tiles consistent with the view."""
    me, players = view["seat"], view["players"]
    mine = cpu_plan.counts_of(view["seats"][me]["hand"])
    played = [0] * TILE_KINDS
    by_seat: list[set[int]] = [set() for _ in range(players)]
    for p in view["pile"]:
        for code in p["tiles"]:
            k = tile_from_code(code)
            played[k] += 1
            by_seat[p["seat"]].add(k)
    pool = [k for k in range(TILE_KINDS) for _ in range(4 - mine[k] - played[k])]
    forced: list[list[int]] = [[] for _ in range(players)]
    passed = view["given_to_lord"] if me != view["lord"] else {}
    for seat, code in list(passed.items()) + list(view["given_by_lord"].items()):
        to = view["lord"] if me != view["lord"] else int(seat)
        k = tile_from_code(code)
        if to != me and k not in by_seat[to] and k in pool:
            pool.remove(k)
            forced[to].append(k)
    rng.shuffle(pool)
    hands: list[list[int]] = []
    for seat in range(players):
        if seat == me:
            hands.append(list(mine))
            continue
        c = [0] * TILE_KINDS
        take = view["seats"][seat]["hand_count"] - len(forced[seat])
        for k in forced[seat] + pool[:take]:
            c[k] += 1
        del pool[:take]
        hands.append(c)
    t = view["table"]
    return Sim(players, view["options"], me, view["lord"], hands, pool, played,
               Face(t["form"], t["number"], t["suit"]) if t else None, view["reversed"], view["owner"],
               me, [2] * players)  # no 配牌 bonus in playouts: the seat's own first turn is now


def _apply(sim: Sim, seat: int, play: Play | None) -> None:
    """A play or a pass (None) by the seat on turn, then the next draw (§4)."""
    if play is None:
        _begin(sim, (seat + 1) % sim.players, False)
        return
    c = sim.hands[seat]
    for t in play.all_tiles():
        c[t] -= 1
        sim.played[t] += 1
    outcome = after_play(play, sim.table, sim.reversed, sim.options)
    sim.table, sim.reversed, sim.owner = outcome.table, outcome.reversed, seat
    if not any(c):
        score = score_hand(sim.players, sim.lord, seat, finish_of(play), sim.last_tile, sim.turns[seat] == 1)
        sim.result = float(score.deltas[sim.me]) if seat == sim.me else _standing(sim)
        return
    _begin(sim, seat if outcome.restart else (seat + 1) % sim.players, outcome.restart)


def _begin(sim: Sim, seat: int, restart: bool) -> None:
    sim.turn = seat
    if not restart:
        sim.turns[seat] += 1
        sim.last_tile = False
        if seat == sim.me:
            sim.my_turns += 1
        if sim.owner == seat:
            sim.table, sim.owner = None, None
            sim.reversed = after_clear(sim.reversed, sim.options)
    if not sim.wall:
        sim.result = _standing(sim)
        return
    sim.hands[seat][sim.wall.pop()] += 1
    sim.last_tile = sim.last_tile or not sim.wall


def _standing(sim: Sim) -> float:
    """A playout's value when the seat has not gone out: its hand's standing, and the lead."""
    value = STANDING * cpu_plan.worth(sim.hands[sim.me], sim.seen(sim.me))
    return value + (HOLD if sim.owner == sim.me else 0.0)


class FuxiModel:
    """The search's model: the k-th playout of each command runs on the k-th deal of the hidden
    tiles (``sample`` only hands the view on); the plan plays every seat."""

    scale = 1.0

    def __init__(self, plays: dict[Command, Play | None], seed: int) -> None:
        self.plays, self.seed = plays, seed
        self.deals: list[Sim] = []
        self.results: dict[Command, list[float]] = {}  # each command's outcomes, deal by deal

    def sample(self, view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        return view

    def _deal(self, view: dict[str, Any], k: int) -> Sim:
        while len(self.deals) <= k:
            self.deals.append(sample(view, random.Random(self.seed * 7919 + len(self.deals))))
        return self.deals[k].clone()

    def outcome(self, view: dict[str, Any], command: Command, rng: random.Random) -> float:
        results = self.results.setdefault(command, [])
        sim = self._deal(view, len(results))
        results.append(self.play_out(sim, self.plays[command]))
        return results[-1]

    def play_out(self, sim: Sim, play: Play | None) -> float:
        _apply(sim, sim.me, play)
        while sim.result is None:
            if sim.turn == sim.me and sim.my_turns > HORIZON:
                return _standing(sim)
            seat = sim.turn
            _apply(sim, seat, cpu_plan.best_play(sim.hands[seat], sim.table, sim.reversed, sim.seen(seat)))
        return sim.result

    def leads(self, best: Command, base: Command) -> bool:
        return clearly_beats(self.results.get(best, []), self.results.get(base, []), MARGIN)


def choose(view: dict[str, Any], seed: int, budget: Budget) -> tuple[Command, Play | None, int, bool]:
    """The strong level's move at its turn (not going out: that is taken before), the playouts
    it ran (fewer than the budget's only if the safety net stopped the search), and whether the
    search overturned the normal move."""
    seat, t = view["seat"], view["table"]
    c = cpu_plan.counts_of(view["seats"][seat]["hand"])
    table = Face(t["form"], t["number"], t["suit"]) if t else None
    seen = cpu_plan.seen_of(view)
    plays: dict[Command, Play | None] = {}

    def add(p: Play | None) -> None:
        q = p.canonical() if p is not None else None
        plays.setdefault(Command(seat, "play", q.codes(), q.text()) if q is not None else Command(seat, "pass"), q)

    normal = cpu_plan.best_play(c, table, view["reversed"], seen)
    add(normal)  # the normal move first
    if normal is not None:
        add(None)
    else:
        ranked = cpu_plan.ranked(c, table, view["reversed"], seen)
        if ranked:
            add(ranked[0][1])
    candidates = list(plays)
    model = FuxiModel(plays, seed)
    result = search(view, candidates, model, budget, seed, exploration=ROUND_ROBIN)
    overturned = result.command != candidates[0] and model.leads(result.command, candidates[0])
    command = result.command if overturned else candidates[0]
    return command, plays[command], result.iterations, overturned

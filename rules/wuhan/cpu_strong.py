"""Wuhan's strong CPU (and Jingzhou's): the shared determinized search of rules.mahjong.strong
with Wuhan's part of it, a world (a full WuhanState) built from a seat's view, the candidates
(the normal level's move and its next best discards) and the fast policy the playouts use.

The fast policy is the normal level's own turn and call logic (rules.wuhan.cpu.CpuPlayer) read
from the state instead of a view, without two refinements that cost more than a whole playout
can: the count of improving tiles as a tie-break and the defence against one-suit hands.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core.command import Command
from rules.mahjong.melds import Meld
from rules.mahjong.strong import Adapter, StatePolicy, StrongCpu
from rules.mahjong.worlds import deal, open_window, unseen, wall_of
from rules.wuhan import flow
from rules.wuhan.cpu import CpuPlayer, Table
from rules.wuhan.options import make_rules
from rules.wuhan.state import CLAIM, ROB, TURN, SeatState, WuhanState
from rules.wuhan.tiles import is_jiang, kind_of, kinds_in_play, wall_tiles
from rules.wuhan.winning import rob_win

TILES = 1500  # wall tiles played out per decision, over all playouts (bench/wuhan_cpu.py --ladder: times)
SCALE = 40.0  # a typical hand's points for one seat


class StateTable(Table):
    """The normal player's Table read from the full state (a playout's seat): only what the
    seat itself holds and what the table shows is used (its hand, melds, the laizi, the wall)."""

    def __init__(self, state: WuhanState, seat: int) -> None:  # noqa: super().__init__ reads a view
        me = state.seats[seat]
        self.seat = seat
        self.hand = me.hand
        self.melds = len(me.melds)
        self.open = any(m.is_open for m in me.melds)
        self.laizi = state.laizi
        self.kong_tiles = state.kong_tiles
        self.in_play = frozenset(kinds_in_play(state.rules.removed_suit))
        self.allowed = self.in_play - self.kong_tiles
        self.wall = state.wall.remaining
        self.kou_kou = state.rules.kou_kou_fan
        self.threats = {}  # the defence is left to the search at the root


def ranked_discards(t: Table, discards: list[Command], rng: random.Random) -> list[Command]:
    """Discards by the normal level's score: shanten after the discard, the danger of feeding an
    open one-suit hand, keeping a 2/5/8 pair; ties at random."""
    c = t.counts
    whole = t.shape(c, t.melds)
    scored = []
    for command in discards:
        k = kind_of(command.cards[0])
        s = whole.after(k, -1)
        danger = t.threats.get(k, 0.0) * (2.5 if s >= 2 else 1.0)
        pair = 0.3 if is_jiang(k) and c[k] == 2 else 0.0
        scored.append((s + danger + pair, rng.random(), command))
    scored.sort(key=lambda x: x[:2])
    return [command for _, _, command in scored]


class FastNormal(StatePolicy, CpuPlayer):
    """The normal level on a full state, for playouts."""

    def __init__(self) -> None:
        super().__init__("normal", 0)

    def _best_discard(self, t: Table, discards: list[Command]) -> tuple[Command, str]:
        return ranked_discards(t, discards, self.rng)[0], ""

    def play(self, state: WuhanState, seat: int, legal: list[Command]) -> Command:
        t = StateTable(state, seat)
        return (self._turn(t, legal) if state.phase == TURN else self._answer(t, legal))[0]


def rank(view: dict[str, Any], legal: list[Command], first: Command) -> list[Command]:
    """The discards by the normal level's score; none beside a kong of a kong tile or a laizi."""
    if first.action in ("hongzhong_kong", "laizi_kong"):
        return []  # the kong tile cannot stay, and the kong is free
    return ranked_discards(Table(view), [c for c in legal if c.action == "discard"], random.Random(0))


def world(view: dict[str, Any], rng: random.Random) -> WuhanState:
    """A full state consistent with ``view``: the tiles the seat has not seen dealt at random to
    the other hands and the wall (a hidden concealed kong is four of a kind still unseen)."""
    seat, players = view["seat"], view["players"]
    rules = make_rules(players, view["options"])
    vs = view["seats"]
    rivers = [[kind_of(c) for c in s["river"]] for s in vs] if view["pile"] is None else _rivers(view)
    seen = [kind_of(c) for c in vs[seat]["hand"]] + [kind_of(view["indicator"])] + [k for r in rivers for k in r]
    for s in vs:
        seen += [kind_of(c) for m in s["melds"] for c in m["tiles"] if c != "??"]
        seen += [kind_of(c) for c, _ in s["singles"]]
    pool = unseen(wall_tiles(rules.removed_suit), seen)
    melds = []
    for s in vs:
        mine = []
        for m in s["melds"]:
            if m["tiles"][0] == "??":
                fours = sorted({k for k in pool if pool.count(k) == 4}) or sorted(set(pool))
                k = rng.choice(fours)
                for _ in range(min(4, pool.count(k))):
                    pool.remove(k)
                mine.append(Meld("kong_concealed", (k,) * 4))
            else:
                mine.append(Meld(m["kind"], tuple(kind_of(c) for c in m["tiles"])))
        melds.append(mine)
    hands, wall = deal(pool, [0 if i == seat else s["hand_count"] for i, s in enumerate(vs)], rng)
    if len(wall) != view["wall"]:
        raise ValueError(f"the view's tiles do not add up: {len(wall)} left for a wall of {view['wall']}")
    hands[seat] = [kind_of(c) for c in vs[seat]["hand"]]
    state = WuhanState(players=players, options=dict(view["options"]), rules=rules,
                       rng=random.Random(rng.randrange(2**31)), scores=list(view["scores"]),
                       first_dealer=view["first_dealer"], dealer=view["dealer"], passes=view["passes"],
                       hand_no=view["hand_no"])
    state.seats = [SeatState(sorted(hands[i]), melds[i], [(kind_of(c), how) for c, how in s["singles"]], rivers[i])
                   for i, s in enumerate(vs)]
    state.wall = wall_of(wall)
    state.dice = tuple(view["dice"])
    state.indicator, state.laizi = kind_of(view["indicator"]), kind_of(view["laizi"])
    state.kong_tiles = frozenset(kind_of(c) for c in view["kong_tiles"])
    state.phase, state.turn, state.final = view["phase"], view["turn"], view["final"]
    state.replacement = view["replacement"]
    if view["drawn"] is not None:
        state.drawn = kind_of(view["drawn"])
    # On turn without a drawn tile and not the dealer's first turn: the seat called a tile.
    state.called = state.phase == TURN and state.drawn is None and any(rivers)
    if state.phase in (CLAIM, ROB):
        offer = kind_of(view["offer"])
        state.offer = offer

        def choices(other: int) -> list[tuple[str, tuple[str, ...]]]:
            if state.phase == CLAIM:
                return flow.claim_choices(state, other, offer, state.turn)
            return [("rob", (view["offer"],))] if rob_win(state, other, offer, state.turn) else []

        open_window(state, seat, view["choices"], range(players), choices)
    return state


def _rivers(view: dict[str, Any]) -> list[list[int]]:
    """Anonymous discards: the pile shared out (only the count matters), the offered tile last in
    its discarder's river, where a call takes it from."""
    pile = [kind_of(c) for c in view["pile"]]
    rivers: list[list[int]] = [[] for _ in view["seats"]]
    offer = kind_of(view["offer"]) if view["phase"] == CLAIM and view["offer"] else None
    if offer is not None:
        pile.remove(offer)
    for i, k in enumerate(pile):
        rivers[i % len(rivers)].append(k)
    if offer is not None:
        rivers[view["turn"]].append(offer)
    return rivers


def adapter(seed: int) -> Adapter:
    return Adapter(flow, SCALE, CpuPlayer("normal", seed), FastNormal(), world, rank)


def make_strong(seed: int, tiles: int = TILES) -> StrongCpu:
    return StrongCpu(adapter(seed), seed, tiles)

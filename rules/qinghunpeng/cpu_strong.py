"""Qing-Hun-Peng's strong CPU: the shared determinized search of rules.mahjong.strong with
Qing-Hun-Peng's part of it, a world (a full QhpState) built from a seat's view, the candidates
(the normal level's move and the discards it ranks close to it) and the fast policy the
playouts use.

The playouts play the easy level's logic (one suit and honours, by shanten), read from the state:
the normal level weighs up to fifteen plans per discard, counts improving tiles and scores a ready
hand's waits, about 3.7 times the cost a move, which a playout of sixty moves cannot carry within
the decision time (a cut-down normal that fitted measured no stronger than these playouts).
Flowers are laid out the moment they are drawn, so hidden hands hold none: the unseen flowers
are in the wall.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core.command import Command
from rules.mahjong.melds import Meld
from rules.mahjong.strong import Adapter, FromView, StrongCpu, WORLDS
from rules.mahjong.worlds import deal, open_window, unseen, wall_of
from rules.mahjong.tiles import is_flower, tile_code, tile_from_code, tile_set
from rules.qinghunpeng import flow
from rules.qinghunpeng.cpu import CpuPlayer
from rules.qinghunpeng.cpu_eval import Table
from rules.qinghunpeng.options import make_rules
from rules.qinghunpeng.state import CLAIM, ROB, PLAYERS, QhpState, SeatState

TILES = 1000  # wall tiles played out per decision, over all playouts (bench/qinghunpeng_cpu.py --strong: times)
CLOSE = 0.2  # the share of the best discard's worth within which another counts as close
SCALE = 30.0  # a typical hand's points for one seat


def rank(view: dict[str, Any], legal: list[Command], first: Command) -> list[Command]:
    """The discards the normal level itself finds close to its best (worth less danger within
    ``CLOSE`` of the best's), best first."""
    ranked = CpuPlayer("normal", 0).ranked_discards(Table(view), legal)
    top = ranked[0][4]
    return [r[2] for r in ranked if r[4] >= top - CLOSE * abs(top)]


def seat_view(state: QhpState, seat: int) -> dict[str, Any]:
    """What the easy level reads of ``seat``'s view, built from the state."""
    me = state.seats[seat]
    mine = {"hand": [tile_code(k) for k in me.hand], "melds": [{"tiles": [tile_code(k) for k in m.tiles]} for m in me.melds]}
    return {"seat": seat, "phase": state.phase, "seats": [mine if i == seat else None for i in range(PLAYERS)]}


def world(view: dict[str, Any], rng: random.Random) -> QhpState:
    """A full state consistent with ``view``: the tiles the seat has not seen dealt at random to
    the other hands (no flowers) and the wall (a hidden concealed kong is four of a kind unseen)."""
    seat = view["seat"]
    vs = view["seats"]
    seen = [tile_from_code(c) for c in vs[seat]["hand"]]
    for s in vs:
        seen += [tile_from_code(c) for c in s["river"] + s["flowers"]]
        seen += [tile_from_code(c) for m in s["melds"] for c in m["tiles"] if c != "??"]
    pool = unseen(tile_set("144"), seen)
    melds = []
    for s in vs:
        mine = []
        for m in s["melds"]:
            if m["tiles"][0] == "??":
                fours = sorted({k for k in pool if pool.count(k) == 4 and not is_flower(k)})
                k = rng.choice(fours)
                for _ in range(4):
                    pool.remove(k)
                mine.append(Meld("kong_concealed", (k,) * 4))
            else:
                called = m.get("called_tile")
                mine.append(Meld(m["kind"], tuple(tile_from_code(c) for c in m["tiles"]),
                                 tile_from_code(called) if called else None, m.get("from_seat")))
        melds.append(mine)
    flowers = [k for k in pool if is_flower(k)]
    hands, wall = deal([k for k in pool if not is_flower(k)], [0 if i == seat else s["hand_count"] for i, s in enumerate(vs)], rng)
    wall += flowers
    rng.shuffle(wall)
    if len(wall) != view["wall"]:
        raise ValueError(f"the view's tiles do not add up: {len(wall)} left for a wall of {view['wall']}")
    hands[seat] = [tile_from_code(c) for c in vs[seat]["hand"]]
    state = QhpState(options=dict(view["options"]), rules=make_rules(view["options"]),
                     rng=random.Random(rng.randrange(2**31)), scores=list(view["scores"]), dealer=view["dealer"],
                     hand_no=view["hand_no"])
    state.seats = [SeatState(sorted(hands[i]), melds[i], [tile_from_code(c) for c in s["river"]],
                             [tile_from_code(c) for c in s["flowers"]]) for i, s in enumerate(vs)]
    state.wall = wall_of(wall)
    state.dice = tuple(view["dice"])
    state.phase, state.turn, state.final = view["phase"], view["turn"], view["final"]
    state.replacement = view["replacement"]
    state.drawn = tile_from_code(view["drawn"]) if view["drawn"] is not None else None
    state.claims = dict(view["claims"])
    state.relations = [dict(r) for r in view["relations"]]
    if view["missed"]:  # the others' missed wins are their own secret
        state.missed = {seat: [tile_from_code(c) for c in view["missed"]]}
    if state.phase in (CLAIM, ROB):
        offer = state.offer = tile_from_code(view["offer"])

        def choices(other: int) -> list[tuple[str, tuple[str, ...]]]:
            if state.phase == CLAIM:
                return flow.claim_choices(state, other, offer, state.turn)
            return [("rob", (view["offer"],))] if flow.legal_offer_win(state, other, offer, "rob") else []

        open_window(state, seat, view["choices"], range(PLAYERS), choices)
    return state


def adapter(seed: int) -> Adapter:
    return Adapter(flow, SCALE, CpuPlayer("normal", seed), FromView(CpuPlayer("easy", 0), seat_view), world, rank)


def make_strong(seed: int, tiles: int = TILES) -> StrongCpu:
    return StrongCpu(adapter(seed), seed, tiles, worlds=WORLDS)

"""Kawuxing's strong CPU: the shared determinized search of rules.mahjong.strong with Kawuxing's
part of it, a world (a full KwxState) built from a seat's view, the candidates (the normal
level's move, the discards it ranks close to it, and the same tile with 亮倒 or without) and the
fast policy the playouts use.

The playouts play the easy level's logic (shanten, seven pairs included), read from the state:
the normal level's readings cost three times as much a move. To it they add the one rule of
normal's that changes most who pays: a seat never discards a disclosed opponent's winning tile
while it holds another discard (easy would feed a disclosed hand, so every disclosure would look
more profitable in the playouts than it is against normal players). A disclosed hand (亮倒) shows
the groups that make its wait and keeps its completed sets face down, so its hidden tiles are
dealt as complete sets.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core.command import Command
from rules.kawuxing import flow
from rules.kawuxing.cpu import KONGS, CpuPlayer, hand_shanten, sort_key
from rules.kawuxing.cpu_eval import Table, disclosed_waits
from rules.kawuxing.winning import kinds_in_play
from rules.kawuxing.options import make_rules
from rules.kawuxing.state import CLAIM, ROB, TURN, KwxState, SeatState
from rules.mahjong.melds import Meld
from rules.mahjong.strong import Adapter, StatePolicy, StrongCpu, WORLDS
from rules.mahjong.worlds import complete_sets, deal, open_window, unseen, wall_of
from rules.mahjong.tiles import tile_from_code, tile_set

TILES = 600  # wall tiles played out per decision, over all playouts (bench/kawuxing_cpu.py --strong: times)
CLOSE_DISTANCE = 0.3  # the window of near distances normal itself counts improving tiles in
CLOSE_VALUE = 0.8  # a ready discard's worth, as a share of the best one's, that counts as close
SCALE = 16.0  # a typical hand's points for one seat


def rank(view: dict[str, Any], legal: list[Command], first: Command) -> list[Command]:
    """The discards the normal level itself finds close to its best (those it would not feed a
    disclosed hand with), best first."""
    _, safe = CpuPlayer("normal", 0).ranked_discards(Table(view), legal)
    best = sort_key(safe[0])
    return [r[1] for r in safe if close(sort_key(r), best)]


def close(key: tuple[int, float, float], best: tuple[int, float, float]) -> bool:
    """Whether a discard's ``sort_key`` is near the best one's: of the same class (ready or not);
    a ready hand's waits worth ``CLOSE_VALUE`` of the best's, or a distance within ``CLOSE_DISTANCE``."""
    if key[0] != best[0]:
        return False
    if key[0] == 0:  # ready: the first figure is minus what the waits are worth
        return -key[1] >= CLOSE_VALUE * -best[1]
    return key[1] <= best[1] + CLOSE_DISTANCE


class FastEasy(StatePolicy, CpuPlayer):
    """The easy level on a full state, guarding disclosed waits, for playouts."""

    def __init__(self) -> None:
        super().__init__("easy", 0)

    def play(self, state: KwxState, seat: int, legal: list[Command]) -> Command:
        for command in legal:
            if command.action in KONGS:
                return command
        me = state.seats[seat]
        if state.phase != TURN:
            return self._answer(me.hand, len(me.melds), legal)[0]
        fed = feeding(state, seat)
        safe = [c for c in legal if c.action not in ("discard", "disclose") or tile_from_code(c.cards[0]) not in fed]
        return self._discard(me.hand, len(me.melds), safe or legal)[0]


def feeding(state: KwxState, seat: int) -> set[int]:
    """The kinds some disclosed opponent of ``seat`` wins on."""
    kinds = tuple(kinds_in_play(state.rules.removed_suit))
    out: set[int] = set()
    for i, s in enumerate(state.seats):
        if i != seat and s.disclosed and s.shown:
            out.update(disclosed_waits(tuple(sorted(s.shown)), bool(s.melds), kinds))
    return out


def world(view: dict[str, Any], rng: random.Random) -> KwxState:
    """A full state consistent with ``view``: the tiles the seat has not seen dealt at random to
    the other hands (a disclosed hand: its shown tiles and complete sets) and the wall."""
    seat, players = view["seat"], view["players"]
    rules = make_rules(players, view["options"])
    vs = view["seats"]
    seen = [tile_from_code(c) for c in vs[seat]["hand"]]
    for i, s in enumerate(vs):
        seen += [tile_from_code(c) for c in s["river"]]
        seen += [tile_from_code(c) for m in s["melds"] for c in m["tiles"] if c != "??"]
        if i != seat:
            seen += [tile_from_code(c) for c in s["shown"]]
    pool = unseen(tile_set("84", rules.removed_suit), seen)
    melds = []
    for s in vs:
        mine = []
        for m in s["melds"]:
            if m["tiles"][0] == "??":
                k = rng.choice(sorted({k for k in pool if pool.count(k) == 4}))
                for _ in range(4):
                    pool.remove(k)
                mine.append(Meld("kong_concealed", (k,) * 4))
            else:
                tiles = tuple(tile_from_code(c) for c in m["tiles"])
                mine.append(Meld(m["kind"], tiles, tiles[0] if m["from"] is not None else None, m["from"]))
        melds.append(mine)
    shown = [[tile_from_code(c) for c in s["shown"]] if i != seat else [] for i, s in enumerate(vs)]

    def fits(i: int, hand: list[int]) -> bool:  # a disclosed hand is ready
        return not vs[i]["disclosed"] or hand_shanten(shown[i] + hand, len(melds[i])) <= 0

    sizes = [0 if i == seat else s["hand_count"] - len(shown[i]) for i, s in enumerate(vs)]
    hands, wall = deal(pool, sizes, rng, fits, lambda rest, size, r: complete_sets(rest, size, int, r))
    if len(wall) != view["wall"]:
        raise ValueError(f"the view's tiles do not add up: {len(wall)} left for a wall of {view['wall']}")
    hands[seat] = [tile_from_code(c) for c in vs[seat]["hand"]]
    state = KwxState(players=players, options=dict(view["options"]), rules=rules,
                     rng=random.Random(rng.randrange(2**31)), scores=list(view["scores"]), dealer=view["dealer"],
                     order=list(view["order"]), resting=view["resting"], hand_no=view["hand_no"])
    state.seats = [SeatState(sorted(shown[i] + hands[i]), melds[i], [tile_from_code(c) for c in s["river"]],
                             s["disclosed"], [tile_from_code(c) for c in s["shown"]]) for i, s in enumerate(vs)]
    state.wall = wall_of(wall)
    state.dice = tuple(view["dice"])
    state.phase, state.turn, state.final = view["phase"], view["turn"], view["final"]
    state.supplement, state.link, state.kong_discard = view["supplement"], view["link"], view["kong_discard"]
    state.drawn = tile_from_code(view["drawn"]) if view["drawn"] is not None else None
    # on turn without a drawn tile: the turn began with the seat's own pung
    state.pung_turn = state.phase == TURN and state.drawn is None and any(s["river"] for s in vs)
    state.bloom = 1 if state.supplement else 0
    state.disclosers = list(view["disclosers"])
    state.kong_deltas = list(view["kong_deltas"])
    if view["restricted"] is not None:  # the others' passed wins are their own secret
        state.restricted = {seat: view["restricted"]}
    if state.phase in (CLAIM, ROB):
        offer = state.offer = tile_from_code(view["offer"])
        # a rob is a win, which the strong player takes without a search: no world is needed there
        open_window(state, seat, view["choices"], state.order, lambda other: flow.claim_choices(state, other, offer))
    return state


def adapter(seed: int) -> Adapter:
    return Adapter(flow, SCALE, CpuPlayer("normal", seed), FastEasy(), world, rank, declares=("disclose",))


def make_strong(seed: int, tiles: int = TILES) -> StrongCpu:
    return StrongCpu(adapter(seed), seed, tiles, worlds=WORLDS)

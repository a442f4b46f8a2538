"""The strong CPU level of the mahjong games, one for all of them, built on the determinized
search of ``rules.core.search``.

A decision with more than one sensible move goes to the search: the candidates are the normal
level's few best moves (the game's ``candidates``); each playout deals the tiles this seat has not
seen to the other hands (at their known sizes) and to the wall (rules.mahjong.worlds), builds a
full state of the game from that world (the game's ``world``), carries out the candidate through
the game's own flow and plays the hand to its end with a fast form of the normal policy (the
game's ``policy``, reading the full state: building a view per move would cost more than the
move). A candidate scores the seat's points of the hand (the hand record's ``deltas``), so every
rule and payment of the game counts exactly; the one with the best mean is played.

Worlds are shared by consecutive playouts, one per candidate (``HandModel.share``), and the
search visits the candidates in turn (its exploration set so wide that the fewest visits lead),
so every candidate meets the same hidden tiles and the comparison is paired: the luck of the deal
cancels out of each difference. The best mean replaces the normal move only when its paired
lead is clear of the noise (``MARGIN`` standard errors): with a few dozen playouts a decision,
mahjong's spread of outcomes would otherwise trade a sound move for a lucky one. A game may also
ask for a floor of shared worlds (``StrongCpu.worlds``): most replacements were decided on three
to six worlds, whose own spread is too unsure to trust; with a floor the search weighs on turn
only as many moves as its playouts give that many worlds each. Where a game lets a discard carry
a declaration (riichi, 亮倒), the normal discard's twin with or without it is always weighed.

The budget is counted in playouts; a time cap may be given to the table as a safety net only. A playout costs about as much as the wall has tiles left, so
the playouts a decision gets are a budget of wall tiles divided by the wall (between ``least`` and
``most``): early decisions, whose playouts are long, get fewer, and the time per decision stays
level.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from types import ModuleType
from typing import Any

from rules.core.command import Command
from rules.core.search import Budget, SearchResult, clearly_beats, search
from rules.core.text import tr
from rules.mahjong.cpu_frame import WIN_ACTIONS

MAX_STEPS = 3000  # a playout is a hand: far fewer moves; this only stops a flow bug from looping
MARGIN = 2.0  # standard errors of the paired lead the best mean needs over the normal move (the best of
# several noisy means is biased upward: one standard error let chance pick a candidate too often)
CANDIDATES = 4  # the normal move and the next best few
WORLDS = 8  # the floor of shared worlds a game may ask for (replacements decided on 3-6 were mostly noise)
ROUND_ROBIN = 1e9  # an exploration width under which UCB1 always visits the least visited command


class Adapter:
    """What a game supplies to the strong player: its ``flow`` module (``to_act``, ``legal``,
    ``apply``), ``scale`` (the usual spread of a hand's points for one seat), its normal player
    (its move leads the candidates; its reasons), the playouts' fast policy (``move(state, seat,
    legal, rng)``), ``world(view, rng)`` (a full state of the hand consistent with the view, the
    unseen tiles dealt at random and the history empty: a playout ends when a hand record appears)
    and ``rank(view, legal, first)`` (the moves on turn worth comparing with the normal move
    ``first``, best first; Kawuxing and Qing-Hun-Peng rank only the moves normal itself ranks
    close to ``first``, since where its reading is clear a few dozen playouts add nothing but
    noise; Trump Mahjong ranks discards only under a threat, where its worlds know more than
    normal's danger table). ``passes_kept`` names calls the search never puts in place of normal's
    pass (Trump Mahjong's chi: where its search put a chi for normal's pass, strong lost about
    1,000 ± 870 points a hand over 31 such hands in two bench runs)."""

    def __init__(self, flow: ModuleType, scale: float, normal: Any, fast: Any,
                 world: Callable[[dict[str, Any], random.Random], Any],
                 rank: Callable[[dict[str, Any], list[Command], Command], list[Command]],
                 declares: tuple[str, ...] = (), passes_kept: tuple[str, ...] = ()) -> None:
        self.flow, self.scale, self.normal, self.fast = flow, scale, normal, fast
        self.world, self.rank = world, rank
        self.declares = declares  # actions that discard a tile with a declaration (riichi, 亮倒)
        self.passes_kept = passes_kept  # calls never weighed against normal's pass (measured to cost)

    def horizon(self, view: dict[str, Any]) -> int:
        """The tiles left to draw in the hand (how long a playout is)."""
        return view["wall"]

    def candidates(self, view: dict[str, Any], legal: list[Command], count: int = CANDIDATES) -> list[Command]:
        """The moves worth a search, the normal level's choice first (one: no search): in a call
        window every answer, on turn the best ``count`` the game ranks; the normal discard's twin
        (the same tile with the declaration, or without it when normal declares) always among them,
        since whether to declare is the turn's largest choice."""
        first = self.normal.choose(view, legal)
        if view["phase"] != "turn":
            kept = self.passes_kept if first.action == "pass" else ()
            return [first] + [c for c in legal if c != first and c.action not in kept]
        discards = ("discard",) + self.declares
        twins = [c for c in legal if c != first and c.cards == first.cards and c.action in discards] \
            if first.action in discards else []
        rest = [c for c in self.rank(view, legal, first) if c != first and c not in twins]
        return ([first] + twins + rest)[:count]

    def policy(self, state: Any, seat: int, legal: list[Command], rng: random.Random) -> Command:
        return self.fast.move(state, seat, legal, rng)


def forced(legal: list[Command]) -> Command | None:
    """A win (always taken: every win gains) or the only move; None when there is a choice."""
    for command in legal:
        if command.action in WIN_ACTIONS:
            return command
    return legal[0] if len(legal) == 1 else None


class StatePolicy:
    """A playout policy reading the full state (a game's normal player, mixed in): a win or the
    only move at once, else ``play``."""

    rng: random.Random

    def move(self, state: Any, seat: int, legal: list[Command], rng: random.Random) -> Command:
        plain = forced(legal)
        if plain is not None:
            return plain
        self.rng = rng
        return self.play(state, seat, legal)

    def play(self, state: Any, seat: int, legal: list[Command]) -> Command:
        raise NotImplementedError


class FromView:
    """A playout policy from a player that reads a view: it is handed ``seat_view(state, seat)``,
    the few parts of the view it reads, built from the state (the whole view costs more)."""

    def __init__(self, player: Any, seat_view: Callable[[Any, int], dict[str, Any]]) -> None:
        self.player, self.seat_view = player, seat_view

    def move(self, state: Any, seat: int, legal: list[Command], rng: random.Random) -> Command:
        self.player.rng = rng
        return self.player.choose(self.seat_view(state, seat), legal)


class HandModel:
    """A :class:`rules.core.search.Model` for one mahjong hand: a world from the view, a playout
    through the game's flow to the end of the hand, the seat's points of that hand."""

    def __init__(self, adapter: Adapter, seat: int, share: int) -> None:
        self.adapter, self.seat, self.share = adapter, seat, max(1, share)
        self.scale = adapter.scale
        self._world: Any = None
        self._seed = 0  # the playout's own randomness comes with the world, shared alike
        self._uses = 0
        self.results: list[dict[Command, float]] = []  # per world: each command's points

    def sample(self, view: dict[str, Any], rng: random.Random) -> Any:
        if self._uses % self.share == 0:
            self._world = self.adapter.world(view, rng)
            self._seed = rng.randrange(2**31)
            self.results.append({})
        self._uses += 1
        return copy.deepcopy(self._world)

    def outcome(self, state: Any, command: Command, rng: random.Random) -> float:
        value = play_out(self.adapter, state, command, random.Random(self._seed))[self.seat]
        self.results[-1][command] = value
        return value

    def leads(self, best: Command, base: Command, least: int = 0) -> bool:
        """Whether ``best`` beats ``base`` in the worlds both were played in (at least ``least``
        of them), by more than ``MARGIN`` standard errors of the mean difference."""
        both = [r for r in self.results if best in r and base in r]
        return len(both) >= least and clearly_beats([r[best] for r in both], [r[base] for r in both], MARGIN)


def play_out(adapter: Adapter, state: Any, command: Command, rng: random.Random) -> list[int]:
    """Carry out ``command`` in ``state`` and play the hand to its end with the adapter's policy;
    every seat's points of the hand."""
    flow = adapter.flow
    flow.apply(state, command)
    for _ in range(MAX_STEPS):
        if state.history:
            return list(state.history[0]["deltas"])
        acting = flow.to_act(state)
        if not acting:
            break
        seat = min(acting)
        flow.apply(state, adapter.policy(state, seat, flow.legal(state, seat), rng))
    raise RuntimeError("a playout did not reach the end of the hand")


class StrongCpu:
    """The strong level: wins taken, a forced move played, else the search among the candidates."""

    def __init__(self, adapter: Adapter, seed: int, tiles: int, least: int = 8, most: int = 64,
                 seconds: float | None = None, worlds: int = 0) -> None:
        self.adapter = adapter
        self.rng = random.Random(seed)
        self.worlds = worlds  # the shared worlds a move needs to replace the normal move (0: no floor)
        # with a floor, enough playouts for at least two moves to reach it
        self.tiles, self.least, self.most, self.seconds = tiles, max(least, 2 * worlds), most, seconds
        self.last: SearchResult | None = None  # the last search, for tests and benches

    def playouts(self, view: dict[str, Any]) -> int:
        return min(self.most, max(self.least, self.tiles // max(1, self.adapter.horizon(view))))

    def decide(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        """The move and its one-line reason."""
        command = self.choose(view, legal)
        if self.last is None:  # a win, the only move, or the normal move alone worth playing
            return command, self.adapter.normal.decide(view, legal)[1]
        return command, tr("The best of {n} moves, each played to the end of the hand in {k} sampled deals.",
                           n=len(self.last.visits), k=self.last.iterations // len(self.last.visits))

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        self.last = None
        command = forced(legal)
        if command is not None:
            return command
        seed = self.rng.randrange(2**31)  # a new seed for every decision with a choice
        playouts = self.playouts(view)
        # with a floor of shared worlds, only as many moves on turn as the playouts give that many each
        count = max(2, min(CANDIDATES, playouts // self.worlds)) if self.worlds else CANDIDATES
        candidates = self.adapter.candidates(view, legal, count)
        if len(candidates) == 1:
            return candidates[0]
        model = HandModel(self.adapter, view["seat"], len(candidates))
        budget = Budget(iterations=playouts, seconds=self.seconds)
        self.last = search(view, candidates, model, budget, seed=seed, exploration=ROUND_ROBIN)
        if self.last.command != candidates[0] and not model.leads(self.last.command, candidates[0], self.worlds):
            self.last.command = candidates[0]
        return self.last.command

"""The strong CPU level of the mahjong games, one for all of them, built on the determinized
search of ``rules.core.search``.

A decision with more than one sensible move goes to the search: the candidates are the normal
level's few best moves (the game's ``candidates``); each playout deals the tiles this seat has not
seen to the other hands (at their known sizes) and to the wall (``unseen`` and ``deal``), builds a
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
mahjong's spread of outcomes would otherwise trade a sound move for a lucky one. The budget is counted in playouts; a time cap may be given
to the table as a safety net only. A playout costs about as much as the wall has tiles left, so
the playouts a decision gets are a budget of wall tiles divided by the wall (between ``least`` and
``most``): early decisions, whose playouts are long, get fewer, and the time per decision stays
level.

What the view says of hidden hands bounds the deal: a game passes ``fits`` (e.g. a declared ready
hand must be ready); a hand that fails it is dealt again a few times, then built to fit
(``build``, e.g. ``ready_hand``: a random hand is seldom ready).
"""

from __future__ import annotations

import copy
import math
import random
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from types import ModuleType
from typing import Any, Protocol, TypeVar

from rules.core.command import Command
from rules.core.search import Budget, SearchResult, search
from rules.core.text import tr
from rules.mahjong.cpu_frame import WIN_ACTIONS
from rules.mahjong.wall import Wall

T = TypeVar("T", bound=Hashable)
MAX_STEPS = 3000  # a playout is a hand: far fewer moves; this only stops a flow bug from looping
FIT_TRIES = 30  # deals of one constrained hand before the constraint is dropped
MARGIN = 1.0  # standard errors of the paired lead the best mean needs over the normal move
ROUND_ROBIN = 1e9  # an exploration width under which UCB1 always visits the least visited command


class Adapter(Protocol):
    """What a game supplies to the strong player."""

    flow: ModuleType  # to_act(state), legal(state, seat), apply(state, command)
    normal: Any  # the game's normal player: its ``decide`` gives the move and reason of a position not searched
    scale: float  # the usual spread of a hand's points for one seat (the search's exploration width)

    def world(self, view: dict[str, Any], rng: random.Random) -> Any:
        """A full state of the hand consistent with ``view``: the unseen tiles dealt at random, the
        history empty (a playout ends when a hand record appears)."""

    def horizon(self, view: dict[str, Any]) -> int:
        """The tiles left to draw in the hand (how long a playout is)."""

    def candidates(self, view: dict[str, Any], legal: list[Command]) -> list[Command]:
        """The moves worth a search, the normal level's choice first; one means no search."""

    def policy(self, state: Any, seat: int, legal: list[Command], rng: random.Random) -> Command:
        """The fast normal policy: ``seat``'s move in the full ``state``."""


def unseen(full: Iterable[T], seen: Iterable[T]) -> list[T]:
    """The tiles of ``full`` (the game's whole set) that ``seen`` does not account for, sorted so a
    deal depends only on the seed. Seeing more copies of a kind than exist is a caller's error."""
    pool = Counter(full)
    pool.subtract(seen)
    over = sorted(str(t) for t, n in pool.items() if n < 0)
    if over:
        raise ValueError(f"the view shows more copies than the set holds: {', '.join(over)}")
    return sorted(pool.elements(), key=str)


def deal(
    pool: list[T],
    sizes: Sequence[int],
    rng: random.Random,
    fits: Callable[[int, list[T]], bool] | None = None,
    build: Callable[[list[T], int, random.Random], list[T] | None] | None = None,
) -> tuple[list[list[T]], list[T]]:
    """Shuffle ``pool`` into hands of ``sizes`` (in order; 0 for a seat whose hand is known) and the
    rest, which is the wall. ``fits(i, hand)``, if given, is a rule hand ``i`` must meet; a hand
    that fails it ``FIT_TRIES`` times is taken from ``build(rest, size, rng)`` while that finds
    one that fits (the rule is dropped only when neither does)."""
    rest = list(pool)
    rng.shuffle(rest)
    hands: list[list[T]] = []
    for i, size in enumerate(sizes):
        hand = rest[:size]
        if fits is not None and size and not fits(i, hand):
            hand = _refit(i, rest, size, rng, fits, build)
            for t in hand:
                rest.remove(t)
            rest = hand + rest
        hands.append(hand)
        del rest[:size]
    return hands, rest


def _refit(i: int, rest: list[T], size: int, rng: random.Random, fits: Callable[[int, list[T]], bool],
           build: Callable[[list[T], int, random.Random], list[T] | None] | None) -> list[T]:
    for _ in range(FIT_TRIES):
        hand = rng.sample(rest, size)
        if fits(i, hand):
            return hand
    for _ in range(FIT_TRIES if build is not None else 0):
        built = build(rest, size, rng)  # type: ignore[misc]
        if built is not None and fits(i, built):
            return built
    return rest[:size]


def _groups(pool: list[T], kind: Callable[[T], int], rng: random.Random) -> dict[int, list[T]]:
    groups: dict[int, list[T]] = {}
    for t in pool:
        groups.setdefault(kind(t), []).append(t)
    for ts in groups.values():
        rng.shuffle(ts)
    return groups


def _run_from(groups: dict[int, list[T]], k: int, gaps: tuple[int, ...]) -> bool:
    """Whether a run from kind ``k`` with tiles at ``k + gap`` can be taken (kinds below 27 run
    in suits of nine)."""
    return k < 27 and k % 9 + max(gaps) <= 8 and all(groups.get(k + g) for g in gaps)


def _take_sets(groups: dict[int, list[T]], n: int, rng: random.Random) -> list[T] | None:
    """``n`` random sets (three of a kind or runs) taken out of ``groups``; None if a draw failed."""
    hand: list[T] = []
    for _ in range(n):
        k = rng.choice(sorted(k for k, ts in groups.items() if ts))
        if _run_from(groups, k, (1, 2)) and (rng.random() < 0.7 or len(groups[k]) < 3):
            hand += [groups[j].pop() for j in (k, k + 1, k + 2)]
        elif len(groups[k]) >= 3:
            hand += [groups[k].pop() for _ in range(3)]
        else:
            return None
    return hand


def complete_sets(pool: list[T], size: int, kind: Callable[[T], int], rng: random.Random) -> list[T] | None:
    """``size`` (a multiple of three) tiles from ``pool`` that are complete sets; None if the draw failed."""
    return _take_sets(_groups(pool, kind, rng), size // 3, rng)


def ready_hand(pool: list[T], size: int, kind: Callable[[T], int], rng: random.Random) -> list[T] | None:
    """A random hand of ``size`` tiles from ``pool`` one tile from "sets and a pair": sets and,
    at random, a lone tile (a pair wait) or a pair and two tiles of a run (a run wait). None if
    the draw failed."""
    groups = _groups(pool, kind, rng)
    sets = (size - 1) // 3
    pair_wait = rng.random() < 0.5 or sets == 0
    hand = _take_sets(groups, sets if pair_wait else sets - 1, rng)
    if hand is None:
        return None
    if pair_wait:
        return hand + [groups[rng.choice(sorted(k for k, ts in groups.items() if ts))].pop()]
    pairs = sorted(k for k, ts in groups.items() if len(ts) >= 2)
    gap = rng.choice((1, 2))
    if not pairs:
        return None
    k = rng.choice(pairs)
    hand += [groups[k].pop(), groups[k].pop()]
    starts = sorted(k for k in groups if groups[k] and _run_from(groups, k, (gap,)))
    if not starts:
        return None
    k = rng.choice(starts)
    return hand + [groups[k].pop(), groups[k + gap].pop()]


def wall_of(tiles: list[Any], reserve: int = 0) -> Wall:
    """A simplified wall holding ``tiles`` (draws from the front, replacements from the back). Any
    count will do: a lone first tile stands with an empty slot above it."""
    slots = [None] * (len(tiles) % 2) + list(tiles)
    return Wall.from_json({"slots": slots, "head": len(tiles) % 2, "tail": len(slots) // 2 - 1, "reserve": reserve})


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

    def leads(self, best: Command, base: Command) -> bool:
        """Whether ``best`` beats ``base`` in the worlds both were played in, by more than
        ``MARGIN`` standard errors of the mean difference."""
        diffs = [r[best] - r[base] for r in self.results if best in r and base in r]
        n = len(diffs)
        if n < 2:
            return False
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean > 0 and mean > MARGIN * math.sqrt(var / n)


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
                 seconds: float | None = None) -> None:
        self.adapter = adapter
        self.rng = random.Random(seed)
        self.tiles, self.least, self.most, self.seconds = tiles, least, most, seconds
        self.last: SearchResult | None = None  # the last search, for tests and benches

    def playouts(self, view: dict[str, Any]) -> int:
        return min(self.most, max(self.least, self.tiles // max(1, self.adapter.horizon(view))))

    def decide(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        """The move and its one-line reason."""
        command = self.choose(view, legal)
        if self.last is None:
            return command, self.adapter.normal.decide(view, [command])[1]
        return command, tr("The best of {n} moves, each played to the end of the hand in {k} sampled deals.",
                           n=len(self.last.visits), k=self.last.iterations // len(self.last.visits))

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        self.last = None
        for command in legal:
            if command.action in WIN_ACTIONS:
                return command
        if len(legal) == 1:
            return legal[0]
        seed = self.rng.randrange(2**31)  # drawn for every decision, so a move depends on the decisions before
        candidates = self.adapter.candidates(view, legal)
        if len(candidates) == 1:
            return candidates[0]
        model = HandModel(self.adapter, view["seat"], len(candidates))
        budget = Budget(iterations=self.playouts(view), seconds=self.seconds)
        self.last = search(view, candidates, model, budget, seed=seed, exploration=ROUND_ROBIN)
        if self.last.command != candidates[0] and not model.leads(self.last.command, candidates[0]):
            self.last.command = candidates[0]
        return self.last.command

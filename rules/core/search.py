"""Determinized Monte Carlo search with UCB1 at the root, for every game with hidden cards or tiles
(the trick games' CPUs, and the strong level of every game).

Each iteration deals the unseen cards anew in a way consistent with what the searching seat
knows (the game's ``sample``), picks a root command by UCB1, and plays the deal out with a fast
policy (the game's ``outcome``). The command with the best mean outcome is chosen. Because the
seat's own legal commands depend only on its view, every root command is legal in every sample.

Determinism: all randomness comes from ``random.Random(seed)`` and the budget is counted in
iterations (playouts), so a move depends only on the seed and the view. ``Budget.seconds`` is a
safety net for the table only, set well above what the iterations take (bench/trick_cpu_speed.py
counts the searches that hit it: none should); ladders and tests leave it out.
"""

from __future__ import annotations

import copy
import math
from math import sqrt
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from rules.core.command import Command
from rules.core.variant import Variant


WARMUP_ROUNDS = 8  # at most this many round-robin passes over the commands before UCB takes over


@dataclass(frozen=True)
class Budget:
    iterations: int = 200  # playouts in all; the search stops at this many
    seconds: float | None = None  # optional wall-clock safety net, never the budget (not reproducible if hit)


@dataclass
class SearchResult:
    command: Command
    iterations: int
    visits: dict[Command, int] = field(default_factory=dict)
    means: dict[Command, float] = field(default_factory=dict)


class Model(Protocol):
    """What a game supplies to the search. It may also set ``scale``: the usual spread of its
    outcomes, so exploration is not starved while the spread seen so far is still small."""

    def sample(self, view: dict[str, Any], rng: random.Random) -> Any:
        """A full state (the model's own object) consistent with ``view``: hidden cards dealt at random."""

    def outcome(self, state: Any, command: Command, rng: random.Random) -> float:
        """Carry out ``command`` in ``state`` (which the model may consume), play on with a fast
        policy to the model's horizon, and return the result for the searching seat (higher is better)."""


def search(
    view: dict[str, Any],
    legal: list[Command],
    model: Model,
    budget: Budget = Budget(),
    seed: int = 0,
    exploration: float = 0.7,
    clock: Callable[[], float] = time.perf_counter,
) -> SearchResult:
    """Pick one of ``legal`` by determinized playouts within ``budget``; ties go to the first in ``legal``."""
    if not legal:
        raise ValueError("search needs at least one legal command")
    if len(legal) == 1:
        return SearchResult(legal[0], 0, {legal[0]: 0}, {legal[0]: 0.0})
    rng = random.Random(seed)
    n = len(legal)
    visits = [0] * n
    totals = [0.0] * n
    low, high = math.inf, -math.inf
    floor_scale = getattr(model, "scale", 0.0)  # the spread of outcomes the game expects, if it says
    deadline = None if budget.seconds is None else clock() + budget.seconds
    done = 0
    # A few rounds of every command first: UCB on a single sample per arm can starve a command
    # whose first outcomes were unlucky (rare but large pay-offs, such as the cards' +10).
    warmup = n * max(1, min(WARMUP_ROUNDS, budget.iterations // (3 * n)))
    while done < budget.iterations and (deadline is None or clock() < deadline):
        done += 1
        if done <= warmup:
            arm = (done - 1) % n
        else:
            width = exploration * (max(high - low, floor_scale) or 1.0)
            log_n = math.log(done)
            ucb = [totals[i] / visits[i] + width * sqrt(log_n / visits[i]) for i in range(n)]
            arm = ucb.index(max(ucb))  # the first of equals
        state = model.sample(view, rng)
        value = model.outcome(state, legal[arm], rng)
        visits[arm] += 1
        totals[arm] += value
        low, high = min(low, value), max(high, value)
    tried = [i for i in range(n) if visits[i]]
    best = max(tried, key=lambda i: (totals[i] / visits[i], -i))
    return SearchResult(
        legal[best],
        done,
        {legal[i]: visits[i] for i in range(n)},
        {legal[i]: totals[i] / visits[i] for i in tried},
    )


def paired_gain(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean and standard error of ``a[k] - b[k]`` over the worlds both were played on (the k-th
    outcome of each command on the k-th sampled world): how far one command beats another with
    the luck of the deal cancelled. An infinite error when fewer than two worlds are shared."""
    pairs = [x - y for x, y in zip(a, b)]
    if len(pairs) < 2:
        return 0.0, math.inf
    mean = sum(pairs) / len(pairs)
    var = sum((d - mean) ** 2 for d in pairs) / (len(pairs) - 1)
    return mean, math.sqrt(var / len(pairs))


def clearly_beats(a: list[float], b: list[float], margin: float) -> bool:
    """Whether outcomes ``a`` beat ``b`` on the worlds both were played on by more than ``margin``
    standard errors of the paired difference: how a strong level lets a searched move replace
    its normal move (the best of several noisy means is biased upward)."""
    mean, error = paired_gain(a, b)
    return mean > 0 and mean > margin * error


class VariantModel:
    """A :class:`Model` built on the Variant protocol alone: copies the sampled state and plays
    it out through ``variant.apply`` with ``policy`` until ``horizon(state)`` (or the match ends).

    Convenient and exact, but as slow as the full command path; a game wanting many playouts
    a move supplies a lean model of its own instead.
    """

    def __init__(
        self,
        variant: Variant,
        seat: int,
        sample_state: Callable[[dict[str, Any], random.Random], Any],
        policy: Callable[[Any, int, list[Command], random.Random], Command],
        reward: Callable[[Any, int], float],
        horizon: Callable[[Any], bool],
    ) -> None:
        self.variant, self.seat = variant, seat
        self.sample_state, self.policy, self.reward, self.horizon = sample_state, policy, reward, horizon

    def sample(self, view: dict[str, Any], rng: random.Random) -> Any:
        return copy.deepcopy(self.sample_state(view, rng))

    def outcome(self, state: Any, command: Command, rng: random.Random) -> float:
        v = self.variant
        v.apply(state, command)
        while not self.horizon(state) and not v.is_over(state):
            seat = min(v.to_act(state))
            v.apply(state, self.policy(state, seat, v.legal(state, seat), rng))
        return self.reward(state, self.seat)

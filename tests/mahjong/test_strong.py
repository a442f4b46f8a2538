"""The shared strong player (rules/mahjong/strong.py, worlds.py): the deal of the unseen tiles, the wall it
builds, and the choice among candidates, on a toy draw-and-discard game whose odds are worked out
by hand."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest

from rules.core.command import Command
from rules.mahjong.shanten import shanten
from rules.mahjong.strong import Adapter, HandModel, StrongCpu, play_out
from rules.mahjong.worlds import deal, ready_hand, unseen, wall_of
from rules.mahjong.tiles import counts


def test_unseen_is_the_set_less_what_the_seat_sees():
    full = [0] * 4 + [1] * 4 + [2] * 4
    assert Counter(unseen(full, [0, 0, 1, 2, 2, 2])) == Counter({0: 2, 1: 3, 2: 1})


def test_unseen_refuses_a_view_showing_more_copies_than_exist():
    with pytest.raises(ValueError, match="more copies"):
        unseen([0, 0, 1], [0, 0, 0])


def test_deal_keeps_every_tile_and_the_hand_sizes():
    pool = [k for k in range(9) for _ in range(4)]
    hands, wall = deal(pool, [0, 13, 7, 10], random.Random(3))
    assert [len(h) for h in hands] == [0, 13, 7, 10]
    assert Counter(t for h in hands for t in h) + Counter(wall) == Counter(pool)
    assert len(wall) == 36 - 30


def test_deal_is_fixed_by_the_seed_and_differs_between_seeds():
    pool = [k for k in range(9) for _ in range(4)]
    assert deal(pool, [13, 13], random.Random(5)) == deal(pool, [13, 13], random.Random(5))
    assert deal(pool, [13, 13], random.Random(5)) != deal(pool, [13, 13], random.Random(6))


def test_deal_meets_a_rule_a_hand_must_keep():
    # hand 1 must hold no 0 (as a hidden hand holds no joker): 4 zeros among 12 tiles, hand of 3
    pool = [0] * 4 + [1] * 8
    for seed in range(20):
        hands, wall = deal(pool, [0, 3], random.Random(seed), lambda i, hand: 0 not in hand)
        assert 0 not in hands[1] and Counter(hands[1]) + Counter(wall) == Counter(pool)


@pytest.mark.parametrize("tiles", [[1, 2, 3, 4, 5], [1, 2, 3, 4]])
def test_wall_of_draws_from_the_front_and_replaces_from_the_back(tiles):
    wall = wall_of(list(tiles), reserve=1)
    assert wall.remaining == len(tiles) and wall.live_count == len(tiles) - 1
    assert wall.draw() == 1
    assert wall.draw_replacement() in (tiles[-1], tiles[-2])  # the last stack: top, then bottom
    assert wall.remaining == len(tiles) - 2


# -- a toy game: one seat holds three tiles after its draw, discards one and draws once more; it
# scores 1 if the two kept and the draw make a pair or better, else 0. The wall is what it has
# not seen: here 0, 0, 0, 1 (four of each kind less its hand 0 1 2 and the two 1s and three 2s
# seen elsewhere). Keeping 0 1 (discarding 2) wins on any draw: 4/4; keeping 0 2 wins on a 0:
# 3/4; keeping 1 2 wins on a 1: 1/4.

FULL = [k for k in range(3) for _ in range(4)]


@dataclass
class Toy:
    hand: list[int]
    wall: list[int]
    history: list[dict[str, Any]] = field(default_factory=list)


class ToyFlow:
    @staticmethod
    def to_act(state: Toy) -> frozenset[int]:
        return frozenset() if state.history else frozenset({0})

    @staticmethod
    def legal(state: Toy, seat: int) -> list[Command]:
        return [Command(0, "discard", (str(k),)) for k in sorted(set(state.hand))]

    @staticmethod
    def apply(state: Toy, command: Command) -> None:
        state.hand.remove(int(command.cards[0]))
        state.hand.append(state.wall.pop(0))
        state.history.append({"deltas": [1 if len(set(state.hand)) < 3 else 0]})


class ToyAdapter:
    flow = ToyFlow
    scale = 1.0

    def __init__(self, normal_first: str) -> None:
        self.normal_first = normal_first
        self.worlds = 0

    def horizon(self, view: dict[str, Any]) -> int:
        return 1

    def candidates(self, view: dict[str, Any], legal: list[Command], count: int = 4) -> list[Command]:
        first = next(c for c in legal if c.cards[0] == self.normal_first)
        return [first] + [c for c in legal if c != first]

    def policy(self, state: Any, seat: int, legal: list[Command], rng: random.Random) -> Command:
        raise AssertionError("the toy hand ends with the searched move")

    def world(self, view: dict[str, Any], rng: random.Random) -> Toy:
        self.worlds += 1
        pool = unseen(FULL, view["hand"] + view["seen"])
        _, wall = deal(pool, [], rng)
        return Toy(list(view["hand"]), wall)


VIEW = {"seat": 0, "hand": [0, 1, 2], "seen": [1, 1, 2, 2, 2]}
LEGAL = [Command(0, "discard", (k,)) for k in "012"]


def test_the_search_finds_the_discard_worked_out_by_hand():
    cpu = StrongCpu(ToyAdapter(normal_first="0"), seed=1, tiles=24)
    assert cpu.choose(VIEW, LEGAL) == Command(0, "discard", ("2",))
    means = cpu.last.means
    assert len(means) == 3 and means[Command(0, "discard", ("2",))] == 1.0  # wins in every world: 4/4
    assert means[Command(0, "discard", ("0",))] < 1.0  # wins only on the one 1


def test_every_candidate_meets_the_same_worlds():
    adapter = ToyAdapter(normal_first="0")
    model = HandModel(adapter, 0, share=3)
    rng = random.Random(2)
    for i in range(9):
        state = model.sample(VIEW, rng)
        model.outcome(state, LEGAL[i % 3], rng)
    assert adapter.worlds == 3 and [len(r) for r in model.results] == [3, 3, 3]


def test_the_normal_move_stays_unless_clearly_beaten():
    # discarding 1 (keeps 0 2: 3/4) against discarding 2 (4/4) with only two worlds: a lead of
    # 1/4 a world on average is within the noise of so few
    model = HandModel(ToyAdapter("1"), 0, share=2)
    model.results = [{LEGAL[1]: 1, LEGAL[2]: 1}, {LEGAL[1]: 0, LEGAL[2]: 1}]
    assert not model.leads(LEGAL[2], LEGAL[1])
    model.results = [{LEGAL[1]: 0, LEGAL[2]: 1}] * 3  # the same lead every time: clear
    assert model.leads(LEGAL[2], LEGAL[1])


def test_a_floor_of_shared_worlds_keeps_the_normal_move_on_too_few():
    # the same clear lead three times is not enough when eight shared worlds are asked for
    model = HandModel(ToyAdapter("1"), 0, share=2)
    model.results = [{LEGAL[1]: 0, LEGAL[2]: 1}, {LEGAL[1]: 1, LEGAL[2]: 1}] * 2 + [{LEGAL[1]: 0, LEGAL[2]: 1}]
    assert model.leads(LEGAL[2], LEGAL[1]) and not model.leads(LEGAL[2], LEGAL[1], least=8)
    model.results = [{LEGAL[1]: 0, LEGAL[2]: 1}, {LEGAL[1]: 1, LEGAL[2]: 1}] * 4
    assert model.leads(LEGAL[2], LEGAL[1], least=8)


class Counting(ToyAdapter):
    """The toy, taking on turn only the ``count`` moves the strong player asks for."""

    def candidates(self, view: dict[str, Any], legal: list[Command], count: int = 4) -> list[Command]:
        self.count = count
        return super().candidates(view, legal)[:count]


@pytest.mark.parametrize("tiles, count", [(16, 2), (24, 3), (40, 4)])
def test_with_a_floor_only_the_moves_the_playouts_give_that_many_worlds_are_weighed(tiles, count):
    # the toy's playout is one tile long: the budget of tiles is the number of playouts
    adapter = Counting("0")
    cpu = StrongCpu(adapter, seed=1, tiles=tiles, least=16, worlds=8)
    cpu.choose(VIEW, LEGAL)
    assert adapter.count == count and len(cpu.last.visits) == min(count, 3)


def test_with_a_floor_the_clearly_better_discard_still_replaces_the_normal_one():
    # normal discards 1 (keeps 0 2: wins 3/4); discarding 2 wins 4/4: in 21 shared worlds it never
    # does worse and does better whenever a 1 is drawn (a lead this seed shows clearly; two seeds in ten do not)
    cpu = StrongCpu(Counting("1"), seed=3, tiles=64, least=16, worlds=8)
    assert cpu.choose(VIEW, LEGAL) == Command(0, "discard", ("2",))


class Fixed:
    """A normal player whose move is given."""

    def __init__(self, move: Command) -> None:
        self.move = move

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        return self.move


TURN_LEGAL = [Command(0, "discard", (k,)) for k in "0123"] + [Command(0, "riichi", (k,)) for k in "13"]


def by_code(view: dict[str, Any], legal: list[Command], first: Command) -> list[Command]:
    return sorted((c for c in legal if c.action == "discard"), key=lambda c: c.cards, reverse=True)


@pytest.mark.parametrize("first, twin", [(Command(0, "discard", ("1",)), Command(0, "riichi", ("1",))),
                                         (Command(0, "riichi", ("3",)), Command(0, "discard", ("3",)))])
def test_the_normal_discard_and_its_declared_twin_are_weighed_together(first, twin):
    adapter = Adapter(ToyFlow, 1.0, Fixed(first), None, None, by_code, declares=("riichi",))  # type: ignore[arg-type]
    view = {"phase": "turn"}
    assert adapter.candidates(view, TURN_LEGAL, 2) == [first, twin]  # the twin before any ranked discard
    four = adapter.candidates(view, TURN_LEGAL, 4)
    assert four[:2] == [first, twin] and len(four) == 4 and all(c.action == "discard" for c in four[2:])


def test_without_declarations_the_candidates_are_the_ranked_discards():
    first = Command(0, "discard", ("1",))
    adapter = Adapter(ToyFlow, 1.0, Fixed(first), None, None, by_code)  # type: ignore[arg-type]
    assert adapter.candidates({"phase": "turn"}, TURN_LEGAL, 3) == [first, TURN_LEGAL[3], TURN_LEGAL[2]]


def test_a_move_depends_only_on_the_seed_and_the_view():
    runs = [StrongCpu(ToyAdapter("0"), seed=7, tiles=12) for _ in range(2)]
    picks = [cpu.choose(VIEW, LEGAL) for cpu in runs]
    assert picks[0] == picks[1] and runs[0].last.means == runs[1].last.means


def test_a_win_is_taken_and_a_lone_move_played_without_search():
    adapter = ToyAdapter("0")
    cpu = StrongCpu(adapter, seed=1, tiles=24)
    win = Command(0, "win")
    assert cpu.choose(VIEW, LEGAL + [win]) == win
    assert cpu.choose(VIEW, LEGAL[:1]) == LEGAL[0]
    assert adapter.worlds == 0


def test_a_playout_that_never_ends_is_an_error():
    class Stuck(ToyAdapter):
        def policy(self, state: Any, seat: int, legal: list[Command], rng: random.Random) -> Command:
            return legal[0]

    class NoEnd(ToyFlow):
        @staticmethod
        def apply(state: Toy, command: Command) -> None:
            pass

    adapter = Stuck("0")
    adapter.flow = NoEnd  # type: ignore[assignment]
    with pytest.raises(RuntimeError, match="did not reach the end"):
        play_out(adapter, Toy([0, 1, 2], [0]), LEGAL[0], random.Random(0))


def test_a_built_hand_is_one_tile_from_sets_and_a_pair():
    pool = [k for k in range(34) for _ in range(4)]
    for seed in range(30):
        hand = ready_hand(pool, 13, lambda k: k, random.Random(seed))
        if hand is not None:
            assert len(hand) == 13 and not Counter(hand) - Counter(pool)
            assert shanten(counts(hand)) == 0


def test_deal_builds_a_hand_the_rule_needs_when_random_ones_miss():
    pool = [k for k in range(27) for _ in range(4)]

    def ready(i: int, hand: list[int]) -> bool:
        return shanten(counts(hand)) == 0

    hands, wall = deal(pool, [13, 13], random.Random(1), ready, lambda rest, size, r: ready_hand(rest, size, int, r))
    assert all(ready(i, h) for i, h in enumerate(hands))
    assert Counter(hands[0]) + Counter(hands[1]) + Counter(wall) == Counter(pool)

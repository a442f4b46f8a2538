"""The strong CPU: its deals of the hidden tiles agree with its view, it is deterministic from its
seed, legal, and it goes out at once when it can."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core.command import Command
from rules.core.search import Budget
from rules.core.session import Session
from rules.fuxi import cpu_plan, cpu_strong
from rules.fuxi.cpu import CpuPlayer
from rules.fuxi.variant import VARIANT
from rules.mahjong.tiles import tile_from_code
from tests.fuxi.rig import cmd_play, rigged


def strong(seed: int = 0, playouts: int = 30) -> CpuPlayer:
    return CpuPlayer("strong", seed, Budget(playouts))


def test_a_sample_deals_the_unseen_tiles_to_hands_of_their_sizes_and_the_wall() -> None:
    s = rigged({0: "1m 1m 5p 7s 9s", 1: "2m 3m", 2: "4p 4p 4p", 3: "8s"}, table="66p", owner=2, remaining=30)
    view = s.view(0)
    rng = random.Random(1)
    for _ in range(20):
        sim = cpu_strong.sample(view, rng)
        assert [sum(h) for h in sim.hands] == [5, 2, 3, 1] and len(sim.wall) == 30
        assert sim.hands[0] == cpu_plan.counts_of(view["seats"][0]["hand"])
        total = Counter()
        for h in sim.hands:
            total.update({k: n for k, n in enumerate(h) if n})
        total.update(sim.wall)
        total.update(tile_from_code(c) for p in view["pile"] for c in p["tiles"])
        assert all(total[k] == 4 for k in range(27))  # every tile once: 108 in all


def test_a_tile_passed_to_the_lord_stays_in_the_lords_sampled_hand() -> None:
    # Seat 1, a commoner, gave the lord (seat 0) its 9m in the exchange; the lord has played no
    # 9m since, so every deal puts a 9m in the lord's hand.
    s = Session(VARIANT, 4, {"players": 4}, 7)
    state = s.state
    lord = state.lord
    commoner = (lord + 1) % 4
    while state.phase == "exchange":
        seat = min(s.to_act())
        s.submit(s.legal(seat)[0])
    gift = state.given[commoner]
    while state.turn != commoner:
        s.submit(Command(state.turn, "pass"))
    view = s.view(commoner)
    assert view["given_to_lord"] == {str(commoner): view["given_to_lord"][str(commoner)]}
    rng = random.Random(2)
    for _ in range(20):
        assert cpu_strong.sample(view, rng).hands[lord][gift] >= 1


@pytest.mark.parametrize("players", [3, 4])
def test_strong_is_legal_and_plays_as_seeded(players: int) -> None:
    def run() -> list[Command]:
        s = Session(VARIANT, players, {"players": players}, 4)
        cpus = [strong(i) if i == 0 else VARIANT.cpu("normal", i) for i in range(players)]
        moves = []
        while len([m for m in moves if m.seat == 0]) < 12:
            seat = min(s.to_act())
            legal = s.legal(seat)
            command = cpus[seat].choose(s.view(seat), legal)
            assert command in legal
            s.submit(command)
            moves.append(command)
        return moves

    first = run()
    assert first == run()
    assert any(m.seat == 0 and m.action == "play" for m in first)


def test_strong_goes_out_at_once() -> None:
    s = rigged({0: "2p 2p 2p 7s 7s 7s 9m", 1: "1s", 2: "2s", 3: "6m"}, table="555m", owner=3)
    player = strong()
    assert player.choose(s.view(0), s.legal(0)) == cmd_play(0, "777s+222p+9m")


def test_strong_sheds_rather_than_pass_when_nothing_is_lost() -> None:
    # A lone 9s on the single 3m: playing it leaves the 222p triplet with nothing loose, and only a
    # 1s (the wrap of 9s) can beat it, so the next turn likely leads the triplet out; a pass keeps
    # a loose tile and lets the table go. The search prefers the shed.
    s = rigged({0: "2p 2p 2p 9s", 1: "1m 4m", 2: "5m 6m", 3: "7m 8m"}, table="3m", owner=3)
    assert strong(playouts=40).choose(s.view(0), s.legal(0)) == cmd_play(0, "9s")


def test_strong_weighs_only_a_pass_against_a_play() -> None:
    # which play to make stays the plan's: strong makes normal's move, or passes where normal
    # plays, or plays the plan's best where normal passes; never another play
    s = Session(VARIANT, 4, {"players": 4}, 4)
    cpus = [strong(0)] + [VARIANT.cpu("normal", i) for i in range(1, 4)]
    kinds = set()
    for _ in range(200):
        if s.state.history:
            break
        seat = min(s.to_act())
        view, legal = s.view(seat), s.legal(seat)
        command = cpus[seat].choose(view, legal)
        if seat == 0 and view["phase"] == "turn":
            planned = VARIANT.cpu("normal", 0).choose(view, legal)
            assert command == planned or command.action != planned.action
            kinds.add((planned.action, command.action))
        s.submit(command)
    assert ("play", "play") in kinds  # the hand went far enough for normal's plays to be kept

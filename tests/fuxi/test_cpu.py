"""The normal CPU: legal, deterministic, blind to what its seat cannot see, and right in positions
worked out by hand (spec §4-§8)."""

from __future__ import annotations

import random

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.fuxi import cpu_plan
from rules.core.search import Budget
from rules.fuxi.cpu import LEVELS, CpuPlayer
from rules.fuxi.state import FuxiState
from rules.fuxi.variant import VARIANT
from tests.fuxi.rig import cmd_play, rigged


def normal(view: dict, legal: list[Command]) -> Command:
    return CpuPlayer("normal", 0).choose(view, legal)


def run(players: int, seed: int, hands: int) -> tuple[Session, list[Command]]:
    s = Session(VARIANT, players, {"players": players}, seed)
    cpus = [VARIANT.cpu("normal", seed * 7 + i) for i in range(players)]
    moves: list[Command] = []
    while not s.is_over() and len(s.state.history) < hands:
        seat = min(s.to_act())
        legal = s.legal(seat)
        command = cpus[seat].choose(s.view(seat), legal)
        assert command in legal, command
        s.submit(command)
        moves.append(command)
    return s, moves


@pytest.mark.parametrize("players", [3, 4])
def test_normal_makes_only_legal_moves_and_plays_as_seeded(players: int) -> None:
    first, moves = run(players, 5, 3)
    again, same = run(players, 5, 3)
    assert moves == same and first.digest() == again.digest()
    assert any(m.action == "play" for m in moves) and any(m.action == "pass" for m in moves)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_reads_only_its_view(level: str) -> None:
    """Shuffling the tiles it cannot see (other hands, the wall) changes neither its view nor its
    move (a fresh player of the same seed each time; strong with a small search budget)."""
    s = Session(VARIANT, 4, {"players": 4}, 11)
    cpus = [VARIANT.cpu("normal", i) for i in range(4)]
    rng = random.Random(3)
    checked = 0
    wanted = 8 if level == "strong" else 30

    def move(view: dict, legal: list[Command]) -> Command:
        return CpuPlayer(level, 5, Budget(24)).choose(view, legal)

    while not s.is_over() and checked < wanted:
        seat = min(s.to_act())
        state: FuxiState = s.state
        if state.phase == "turn" and len(s.legal(seat)) > 2:
            hidden = [t for i, h in enumerate(state.hands) if i != seat for t in h] + state.wall
            shuffled = hidden[:]  # dealt back to the same seats and wall, then restored
            rng.shuffle(shuffled)
            saved = ([list(h) for h in state.hands], list(state.wall))
            view = s.view(seat)
            first = move(view, s.legal(seat))
            at = 0
            for i in range(4):
                if i != seat:
                    n = len(state.hands[i])
                    state.hands[i] = sorted(shuffled[at:at + n])
                    at += n
            state.wall = shuffled[at:]
            assert (state.hands, state.wall) != saved
            assert s.view(seat) == view
            assert move(s.view(seat), s.legal(seat)) == first
            state.hands, state.wall = saved
            checked += 1
        s.submit(cpus[seat].choose(s.view(seat), s.legal(seat)))
    assert checked == wanted


def test_it_leads_its_chain_to_go_out() -> None:
    # 777s carrying 222p carrying 9m empties the hand on an empty table (a triplet finish, ×2);
    # the chain is headed by its strongest triplet
    s = rigged({0: "2p 2p 2p 7s 7s 7s 9m", 1: "1s", 2: "2s", 3: "6m"})
    assert normal(s.view(0), s.legal(0)) == cmd_play(0, "777s+222p+9m")
    # on a table of 555m only 777s may head it
    s = rigged({0: "2p 2p 2p 7s 7s 7s 9m", 1: "1s", 2: "2s", 3: "6m"}, table="555m", owner=3)
    assert normal(s.view(0), s.legal(0)) == cmd_play(0, "777s+222p+9m")
    # on the single 8m the chain may not go: it sheds the 9m, and the 7 tiles' chain waits
    s = rigged({0: "2p 2p 2p 7s 7s 7s 9m", 1: "1s", 2: "2s", 3: "6m"}, table="8m", owner=3)
    assert normal(s.view(0), s.legal(0)) == cmd_play(0, "9m")


def test_it_keeps_a_triplet_rather_than_break_it_for_a_single() -> None:
    # Only 7p beats the table's 6m, and it would turn 777p into a pair: one more loose group
    # (2s, 3m, 4m and 77p) and no chance to go out, for one tile shed -- it passes.
    s = rigged({0: "7p 7p 7p 2s 3m 4m", 1: "1s", 2: "2s", 3: "6m"}, table="6m", owner=3)
    assert normal(s.view(0), s.legal(0)) == Command(0, "pass")
    # With a loose 8s it sheds that instead
    s = rigged({0: "7p 7p 7p 2s 3m 8s", 1: "1s", 2: "2s", 3: "6m"}, table="6m", owner=3)
    assert normal(s.view(0), s.legal(0)) == cmd_play(0, "8s")


def test_it_plays_a_characters_kong_then_leads_out() -> None:
    # Nothing beats the 9s on the table; 5555m sweeps it and restarts the turn; the restart draws
    # 8s, and 222p carrying 88s goes out on the empty table.
    s = rigged({0: "5m 5m 5m 5m 2p 2p 2p 8s", 1: "1p", 2: "2s", 3: "6m"}, "8s", table="9s", owner=3)
    kong = normal(s.view(0), s.legal(0))
    assert kong == cmd_play(0, "5555m")
    s.submit(kong)
    assert s.to_act() == {0} and s.view(0)["table"] is None
    assert normal(s.view(0), s.legal(0)) == cmd_play(0, "222p+88s")


def test_it_declares_the_weakest_face_that_keeps_the_table() -> None:
    # Every tile lies face up but the opponents' 2m, 3m, 4m and the wall's 5m 6m. On the single 1m
    # the 一盃口 may be declared any single 2-9. A 5 could still be beaten (by 6m); a 6 or more
    # cannot, and 6 is the weakest of those (in the last suit, s, of the equals).
    s = rigged({0: "3p 3p 4p 4p 5p 5p 8s", 1: "2m", 2: "3m", 3: "4m"}, "5m 6m", table="1m", owner=3,
               remaining=2)
    assert normal(s.view(0), s.legal(0)) == cmd_play(0, "334455p=6s")


def test_the_commoner_gives_the_copy_it_holds_fewest_of() -> None:
    s = rigged({0: "9m 9m 9p 1s 2s 3s", 1: "1p", 2: "2p", 3: "5m"}, lord=1)
    s.state.phase = "exchange"
    s.state.cache.clear()
    assert normal(s.view(0), s.legal(0)) == Command(0, "give", ("9p",))


def test_it_reverses_with_a_bamboo_kong_only_when_the_reversal_helps() -> None:
    # Nothing beats the 9m. Reversed, its loose 1p 2p 3m become the strongest tiles (ranks 9, 8,
    # 7 instead of 1, 2, 3) and any of them beats the 9m, now the weakest: it plays 6666s.
    s = rigged({0: "6s 6s 6s 6s 1p 2p 3m", 1: "1s", 2: "2s", 3: "5m"}, "4m", table="9m", owner=3)
    assert normal(s.view(0), s.legal(0)) == cmd_play(0, "6666s")
    # With 7p 8p 9p it would turn its own tiles weak: it keeps the kong and passes.
    s = rigged({0: "6s 6s 6s 6s 7p 8p 9p", 1: "1s", 2: "2s", 3: "5m"}, "4m", table="9m", owner=3)
    assert normal(s.view(0), s.legal(0)) == Command(0, "pass")


@pytest.mark.parametrize("hand", ["2m 2m 8s 8s", "2m 8s 8s 9p"])
@pytest.mark.parametrize("remaining", [None, 40, 10])
def test_it_sheds_a_pair_rather_than_pass_for_its_third_copy(hand: str, remaining: int | None) -> None:
    # On a pair of 5 only 88s beats. Playing it drops the loose groups from 2 to 1 (22m) or 3 to
    # 2 (2m, 9p) now and for sure, and 8 is high enough to keep the table likely (the next turn is
    # a lead). Keeping 88s pays only if a third 8s comes (2 live copies among the unseen) and the
    # hand then gets near going out before the wall ends -- speculative, least of all with few
    # draws left (remaining 10). A pass also leaves the hand a tile larger. So it plays.
    s = rigged({0: hand}, turn=0, table="55p", owner=2, passed=[3], remaining=remaining)
    assert normal(s.view(0), s.legal(0)) == cmd_play(0, "88s")


def test_it_does_not_break_a_triplet_to_beat_a_pair() -> None:
    # "2m 888s 9p" on a pair of 5: the only play, 88s, is made from the triplet. It sheds no loose
    # group -- it leaves three (2m, 8s, 9p) where there were two -- and loses the triplet that can
    # carry a loose group out at the end: keeping the table does not pay for that, so it passes.
    s = rigged({0: "2m 8s 8s 8s 9p"}, turn=0, table="55p", owner=2, passed=[3])
    assert normal(s.view(0), s.legal(0)) == Command(0, "pass")


def test_near_the_end_of_the_wall_a_kept_pair_is_worth_less() -> None:
    # The worth of a kept pair is the chance of drawing a third copy, 1 - (1 - draws/unseen)^live:
    # with the whole wall ahead (93 tiles, 23.25 draws of a seat, 2 live 8s among 102 unseen)
    # 1 - (1 - 23.25/102)^2 = 0.40; with 10 tiles left (2.5 draws, the one live 8s among 19 unseen)
    # 2.5/19 = 0.13. So shedding the pair gains more near the end.
    early = rigged({0: "2m 8s 8s 9p", 1: "1p 3p 4s", 2: "3m 4m 6p", 3: "4p 5p 7s"}, table="55p", owner=2)
    late = rigged({0: "2m 8s 8s 9p", 1: "1p 3p 4s", 2: "3m 4m 6p", 3: "4p 5p 7s"}, table="55p", owner=2,
                  remaining=10, draws="1s 2s 3s 4s 5s 6s 7s 8s 9s 9m")
    chances = []
    for s in (early, late):
        view = s.view(0)
        chances.append(cpu_plan.seen_of(view).chance(cpu_plan.counts_of(["8s"]).index(1)))
    assert chances == [pytest.approx(1 - (1 - 23.25 / 102) ** 2), pytest.approx(2.5 / 19)]

"""Invariants over seeded CPU hands, every option on some tables: every tile accounted for after
every command, payments sum to zero, `legal` sorted and never empty for a seat that must act,
every legal command validates, random illegal probes are refused with the state unchanged, and
replaying the log reproduces the digest. A longer soak: python -m rules.play qinghunpeng --games 50."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.mahjong.tiles import tile_code, tile_set
from rules.qinghunpeng.variant import VARIANT
from tests.invariants import check_position
from tests.qinghunpeng.rig import tiles_accounted

OPTION_SETS = [
    {},
    {"big_pao": True, "pao_self_discard_double": True, "menqing_double": True, "lazi_hua": 4},
    {"pao_split_even_if_not_ready": True, "multi_win_dealer": "nearest_winner", "seven_catch_one": True,
     "eight_flowers": True},
    {"three_mouth_pao": False, "base_points": 10, "hua_value": 5},
]
ACTIONS = ("discard", "chi", "pon", "exposed_kong", "concealed_kong", "added_kong", "win", "ron", "rob", "pass")
FULL = Counter(tile_set("144"))


def probes(session: Session, seat: int, rng: random.Random) -> list[Command]:
    """Well-formed commands, legal or not: tiles held or not, out-of-phase actions, other seats."""
    hand = session.state.seats[seat].hand
    mine = tile_code(rng.choice(hand)) if hand else "1p"
    other = tile_code(rng.choice(tile_set("144")))
    pool = [Command(seat, rng.choice(ACTIONS), (t,)) for t in (mine, other)]
    pool += [Command(seat, rng.choice(ACTIONS)), Command(seat, "chi", (mine, other)), Command(seat, "discard", ("xx",)),
             Command((seat + 1) % 4, rng.choice(ACTIONS), (mine,)), Command(seat, "pass", (), "x")]
    return rng.sample(pool, 4)


def play_checked(seed: int, options: dict, levels: tuple[str, ...]) -> Counter[str]:
    session = Session(VARIANT, 4, dict(options, hands_per_game=4), seed)
    cpus = [VARIANT.cpu(levels[i % len(levels)], seed * 7 + i) for i in range(4)]
    rng = random.Random(seed)
    outcomes: Counter[str] = Counter()
    while not session.is_over():
        probing = rng.random() < 0.2
        legal = check_position(session, lambda seat: probes(session, seat, rng) if probing else ())
        seat = rng.choice(sorted(legal))  # simultaneous answers come in any order
        events = session.submit(cpus[seat].choose(session.view(seat), legal[seat]))
        if not session.is_over():
            assert tiles_accounted(session.state) == FULL
        for event in events:
            if event.kind == "hand_ended":
                record = event.data
                assert sum(record["deltas"]) == 0 and sum(record["scores"]) == 0
                outcomes[record["result"] if record["result"] != "win" else record["by"]] += 1
                if len(record["winners"]) > 1:
                    outcomes["several"] += 1
                if record["relations"]:
                    outcomes["relation"] += 1
                for row in record["wins"]:
                    assert row["payments"][row["winner"]] > 0
    if seed % 4 == 0:
        replayed = Session.from_record(session.to_record())
        assert replayed.digest() == session.digest()
    return outcomes


@pytest.mark.parametrize("chunk", range(4))  # 4 x 125 games of 4 hands: 2,000 hands, split for the workers
def test_cpu_hands_keep_every_invariant(chunk: int) -> None:
    outcomes: Counter[str] = Counter()
    for seed in range(chunk * 125, chunk * 125 + 125):
        levels = {0: ("random", "easy"), 1: ("easy", "normal")}.get(seed % 4, ("easy",))
        outcomes += play_checked(seed, OPTION_SETS[seed % len(OPTION_SETS)], levels)
    assert all(outcomes[k] for k in ("self_draw", "ron", "draw", "replacement", "several", "relation")), outcomes

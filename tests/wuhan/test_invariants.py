"""Invariants over seeded CPU hands, 4-player Wuhan and 3-player Jingzhou, every option on some
tables: every tile accounted for after every command, payments sum to zero, `legal` sorted and
never empty for a seat that must act, every legal command validates, random illegal probes
are refused with the state unchanged, and replaying the log reproduces the digest."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.mahjong.tiles import tile_code
from rules.wuhan.tiles import wall_tiles
from rules.wuhan.variant import VARIANT
from tests.invariants import check_position
from tests.wuhan.rig import tiles_accounted

OPTION_SETS = {
    4: [
        {},
        {"fa_as_hongzhong": True, "min_points": 16, "caps": "raised", "anonymous_discards": True},
        {"pizi_kong": True, "min_points": 16, "caps": "raised_800", "extended_liability": True},
        {"kou_kou_fan": True, "caps": "kou_kou", "min_points": 32, "big_win_base": "doubling"},
        {"one_suit_base_15": True, "min_points": 0, "threshold_scope": "any_payer"},
    ],
    3: [
        {"variant": "jingzhou"},
        {"variant": "jingzhou", "removed_suit": "p", "one_suit_base_15": True, "extended_liability": True},
        {"variant": "jingzhou", "removed_suit": "s", "big_win_base": "doubling", "min_points": 16},
    ],
}
ACTIONS = ("discard", "chi", "pon", "exposed_kong", "concealed_kong", "added_kong", "hongzhong_kong", "laizi_kong",
           "win", "ron", "rob", "pass")


def probes(session: Session, seat: int, rng: random.Random) -> list[Command]:
    """Well-formed commands, legal or not: tiles held or not, out-of-phase actions, other seats."""
    state = session.state
    hand = state.seats[seat].hand
    mine = tile_code(rng.choice(hand)) if hand else "1p"
    other = tile_code(rng.randrange(34))
    pool = [Command(seat, rng.choice(ACTIONS), (t,)) for t in (mine, other)]
    pool += [Command(seat, rng.choice(ACTIONS)), Command(seat, "chi", (mine, other)), Command(seat, "discard", ("xx",)),
             Command((seat + 1) % session.players, rng.choice(ACTIONS), (mine,)), Command(seat, "pass", (), "x")]
    return rng.sample(pool, 4)


def play_checked(players: int, seed: int, options: dict, levels: tuple[str, ...]) -> Counter[str]:
    session = Session(VARIANT, players, dict(options, laps=1), seed)
    full = Counter(wall_tiles(session.state.rules.removed_suit))
    cpus = [VARIANT.cpu(levels[i % len(levels)], seed * 7 + i) for i in range(players)]
    rng = random.Random(seed)
    outcomes: Counter[str] = Counter()
    while not session.is_over():
        probing = rng.random() < 0.25  # probing one move in four keeps the run short
        legal = check_position(session, lambda seat: probes(session, seat, rng) if probing else ())
        seat = min(legal)
        events = session.submit(cpus[seat].choose(session.view(seat), legal[seat]))
        if not session.is_over():
            assert tiles_accounted(session.state) == full
        for event in events:
            if event.kind == "hand_ended":
                record = event.data
                assert sum(record["deltas"]) == 0 and sum(record["scores"]) == 0
                outcomes[record["result"] if record["result"] != "win" else record["by"]] += 1
                if record["result"] == "win":
                    b = record["breakdown"]
                    assert b["valid"] and record["deltas"][record["winner"]] == b["total"] > 0
    if seed % 4 == 0:  # replaying every fourth game keeps the run short
        replayed = Session.from_record(session.to_record())  # checks the digest itself
        assert replayed.digest() == session.digest()
    return outcomes


@pytest.mark.parametrize("players,target", [(4, 1000), (3, 1000)])
def test_cpu_hands_keep_every_invariant(players: int, target: int) -> None:
    """1,000 four-player and 1,000 Jingzhou hands: 2,000 in all."""
    outcomes: Counter[str] = Counter()
    seed = 0
    while sum(outcomes.values()) < target:
        # Mostly easy CPUs (fast); every eighth game seats normal CPUs too, whose play differs.
        levels = ("normal", "easy") if seed % 8 == 0 else ("easy",)
        options = OPTION_SETS[players][seed % len(OPTION_SETS[players])]
        outcomes += play_checked(players, seed, options, levels)
        seed += 1
    # The runs must see every way a hand ends, or they prove little.
    assert outcomes["self_draw"] and outcomes["ron"] and outcomes["exhaustive_draw"], outcomes
    if players == 4:
        assert outcomes["rob"], outcomes

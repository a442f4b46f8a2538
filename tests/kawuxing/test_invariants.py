"""Invariants over seeded CPU hands, three players and the four-player rotation, every option on
some tables: every tile accounted for after every command, payments sum to zero, `legal` sorted
and never empty for a seat that must act, every legal command validates, random illegal probes
are refused with the state unchanged, the resting seat never acts or pays, and replaying the log
reproduces the digest. A longer soak: python -m rules.play kawuxing --games 200 --cpu easy."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.kawuxing.variant import VARIANT
from rules.mahjong.tiles import tile_code, tile_set
from tests.invariants import check_position
from tests.kawuxing.rig import tiles_accounted

OPTION_SETS = {
    3: [
        {},
        {"removed_suit": "p", "disclosure_scope": "waiting_part", "anonymous_discards": True},
        {"removed_suit": "s", "plain_hand_self_draw_only": False, "max_doubles": 4, "unit": 2},
        {"double_dragon_four_doubles": True, "max_doubles": 2},
    ],
    4: [
        {"four_player_rotation": True},
        {"four_player_rotation": True, "disclosure_scope": "waiting_part", "plain_hand_self_draw_only": False},
    ],
}
ACTIONS = ("discard", "disclose", "pung", "kong", "closed_kong", "add_kong", "win", "ron", "rob", "pass")


def probes(session: Session, seat: int, rng: random.Random) -> list[Command]:
    """Well-formed commands, legal or not: tiles held or not, out-of-phase actions, other seats."""
    hand = session.state.seats[seat].hand
    mine = tile_code(rng.choice(hand)) if hand else "1p"
    other = tile_code(rng.choice(tile_set("84", session.state.rules.removed_suit)))
    pool = [Command(seat, rng.choice(ACTIONS), (t,)) for t in (mine, other)]
    pool += [Command(seat, rng.choice(ACTIONS)), Command(seat, "pung", (mine, other)), Command(seat, "discard", ("xx",)),
             Command((seat + 1) % session.players, rng.choice(ACTIONS), (mine,)), Command(seat, "pass", (), "x")]
    return rng.sample(pool, 4)


def play_checked(players: int, seed: int, options: dict, levels: tuple[str, ...]) -> Counter[str]:
    session = Session(VARIANT, players, dict(options, hands_per_game=4), seed)
    full = Counter(tile_set("84", session.state.rules.removed_suit))
    cpus = [VARIANT.cpu(levels[i % len(levels)], seed * 7 + i) for i in range(players)]
    rng = random.Random(seed)
    outcomes: Counter[str] = Counter()
    while not session.is_over():
        probing = rng.random() < 0.25
        resting = session.state.resting
        legal = check_position(session, lambda seat: probes(session, seat, rng) if probing else ())
        assert resting not in legal
        seat = rng.choice(sorted(legal))  # simultaneous answers come in any order
        events = session.submit(cpus[seat].choose(session.view(seat), legal[seat]))
        if not session.is_over():
            assert tiles_accounted(session.state) == full
        for event in events:
            if event.kind == "kong":
                assert sum(event.data["payments"]) == 0
            if event.kind == "hand_ended":
                record = event.data
                assert sum(record["deltas"]) == 0 and sum(record["scores"]) == 0
                if record["resting"] is not None:
                    assert record["deltas"][record["resting"]] == 0
                outcomes[record["result"] if record["result"] != "win" else record["by"]] += 1
                if len(record["winners"]) > 1:
                    outcomes["several"] += 1
                for row in record.get("wins", []):
                    assert row["payments"][row["winner"]] > 0
    if seed % 3 == 0:
        replayed = Session.from_record(session.to_record())
        assert replayed.digest() == session.digest()
    return outcomes


@pytest.mark.parametrize("players,target", [(3, 1200), (4, 800)])  # 2,000 hands in all
def test_cpu_hands_keep_every_invariant(players: int, target: int) -> None:
    outcomes: Counter[str] = Counter()
    seed = 0
    while sum(outcomes[k] for k in ("self_draw", "supplement", "ron", "rob", "draw")) < target:
        levels = ("random", "easy") if seed % 5 == 0 else ("easy", "normal") if seed % 5 == 1 else ("easy",)
        options = OPTION_SETS[players][seed % len(OPTION_SETS[players])]
        outcomes += play_checked(players, seed, options, levels)
        seed += 1
    assert outcomes["self_draw"] and outcomes["ron"] and outcomes["draw"] and outcomes["several"], outcomes

"""Invariants over thousands of seeded CPU hands (3, 4 and 5 players, every option on some tables):
every card accounted for after every command, payments balance, `legal` never empty for a seat
that must act, every legal command validates, illegal commands are refused with the state
unchanged, and replaying the log reproduces the state."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core.cards import standard_pack
from rules.core.command import Command
from rules.core.session import Session
from rules.emperor.state import EmperorState
from rules.emperor.variant import VARIANT
from tests.invariants import check_position

PACK = sorted(standard_pack(jokers=2))
OPTION_SETS = [
    {"match_length": 10},
    {"match_length": 10, "dora_ceiling": True, "recombination": True, "ippatsu": True, "double_riichi": True},
    {"match_length": 10, "starting_points": 30000, "uma": "none", "naming_style": "simple"},
]


def cards_on_table(state: EmperorState) -> list[str]:
    found = state.stock + state.ura_row + ([state.dynasty_card] if state.dynasty_card else [])
    for seat in state.seats:
        found += seat.holding() + seat.river + seat.kept_kings
    return sorted(found)


def probe_commands(session: Session, seat: int, rng: random.Random) -> list[Command]:
    """A random sample of well-formed commands for ``seat``, legal or not: out-of-phase actions,
    cards not held, calls of the wrong card, moves of seats not asked."""
    state = session.state
    cards = rng.sample(PACK, 4)
    hand = state.seats[seat].hand
    mine = rng.choice(hand) if hand else cards[0]
    offer = state.offer or cards[1]
    pool = [
        Command(seat, "draw"),
        Command(seat, "pass"),
        Command(seat, "tsumo"),
        Command(seat, "discard", (mine,)),
        Command(seat, "discard", (cards[0],)),
        Command(seat, "riichi", (mine,)),
        Command(seat, "ron", (offer,)),
        Command(seat, "ron", (cards[2],)),
        Command(seat, "call", (offer, mine)),
        Command(seat, "call", (cards[1], mine)),
        Command(seat, "discard", (mine,), "x"),
        Command((seat + 1) % session.players, "draw"),
    ]
    return rng.sample(pool, 5)


def play_checked(players: int, seed: int, options: dict, levels: tuple[str, ...]) -> tuple[int, Counter[str]]:
    session = Session(VARIANT, players, options, seed)
    cpus = [VARIANT.cpu(levels[i % len(levels)], seed * 7 + i) for i in range(players)]
    rng = random.Random(seed)
    start_total = sum(session.state.scores)
    outcomes: Counter[str] = Counter()
    hands = 0
    while not session.is_over():
        legal = check_position(session, lambda seat: probe_commands(session, seat, rng))
        seat = min(legal)
        events = session.submit(cpus[seat].choose(session.view(seat), legal[seat]))
        assert cards_on_table(session.state) == PACK
        for event in events:
            if event.kind == "hand_ended":
                hands += 1
                record = event.data
                assert sum(record["deltas"]) == 0
                assert sum(record["scores"]) == start_total
                outcomes[record["result"] if record["result"] != "win" else record["by"]] += 1
                if record["result"] == "win":
                    breakdown = record["breakdown"]
                    assert breakdown["valid"]
                    assert sum(p["amount"] for p in breakdown["payments"]) == record["deltas"][record["winner"]]
    standings = session.state.standings
    assert round(sum(row["points"] for row in standings), 6) == 0
    assert [row["rank"] for row in standings] == list(range(1, players + 1))
    replayed = Session.from_record(session.to_record())  # checks the digest itself
    assert replayed.view(0) == session.view(0)
    return hands, outcomes


@pytest.mark.parametrize("players", [3, 4, 5])
def test_cpu_hands_keep_every_invariant(players: int) -> None:
    """At least 700 hands per player count: over 2,000 hands in all."""
    total = 0
    outcomes: Counter[str] = Counter()
    seed = 0
    while total < 700:
        # Mostly easy CPUs (fast); every tenth match seats normal CPUs too, whose play differs.
        levels = ("normal", "easy") if seed % 10 == 0 else ("easy",)
        hands, seen = play_checked(players, seed, OPTION_SETS[seed % len(OPTION_SETS)], levels)
        total += hands
        outcomes += seen
        seed += 1
    # The runs must exercise every way a hand ends, or they prove little.
    assert outcomes["tsumo"] > 0 and outcomes["ron"] > 0 and outcomes["exhaustive_draw"] > 0, outcomes

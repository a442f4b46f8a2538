"""Invariants over thousands of seeded CPU deals (easy and random CPUs, every option on some
matches): every card accounted for after every command, `legal` never empty for a seat that
must act and every legal command validating, random probes refused with the state unchanged,
views hiding what a seat may not know, scores and trumps following the rules from deal to deal,
and replaying the log reproducing the state."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.ninety_nine.deck import full_pack, trump_after, trump_key, trump_of_turn_up
from rules.ninety_nine.scoring import Premium, quick_totals
from rules.ninety_nine.state import NinetyNineState
from rules.ninety_nine.variant import VARIANT
from rules.tricks import cards_played
from tests.invariants import check_position

OPTION_SETS = [
    {},
    {"early_version": True},
    {"early_version": True, "all_trumps_instead_of_no_trump": True},
    {"game_format": "race_to_100"},
]
LEVELS = [("easy",), ("random",), ("easy", "random", "random"), ("random", "easy", "easy")]


def cards_on_table(state: NinetyNineState) -> list[str]:
    found = [c for hand in state.hands for c in hand] + [c for b in state.bid_cards if b for c in b]
    found += cards_played(state.tricks) + ([state.turn_up] if state.turn_up else [])
    return sorted(found)


def probe_commands(session: Session, seat: int, rng: random.Random) -> list[Command]:
    """Well-formed commands, legal or not: wrong phase, cards not held, bad choices, wrong seats."""
    pack = full_pack(True)
    hand = session.state.hands[seat]
    mine = rng.sample(hand, min(3, len(hand)))
    other = rng.sample(pack, 3)
    pool = [
        Command(seat, "bid", tuple(mine)),
        Command(seat, "bid", tuple(other)),
        Command(seat, "bid", tuple(mine[:2])),
        Command(seat, "premium", (), rng.choice(["none", "declare", "reveal", "maybe"])),
        Command(seat, "premium", tuple(mine[:1]), "none"),
        Command(seat, "play", tuple(mine[:1])),
        Command(seat, "play", tuple(other[:1])),
        Command(seat, "play", tuple(mine[:1]), "x"),
        Command(seat, "pass"),
        Command((seat + 1) % 3, "play", tuple(mine[:1])),
    ]
    return rng.sample(pool, 3)


def _canonical(command: Command) -> Command:
    return Command(command.seat, command.action, tuple(sorted(command.cards)), command.choice)


def check_views(session: Session) -> None:
    state = session.state
    for viewer in range(3):
        view = session.view(viewer)
        for i, seat in enumerate(view["seats"]):
            if i == viewer:
                assert seat["hand"] == state.hands[i]
                continue
            revealed = state.premium_seat == i
            assert (seat["hand"] is not None) == (revealed and state.premium_kind == "reveal")
            assert (seat["bid_cards"] is not None) == revealed
            assert seat["offer"] is None


def check_deal(record: dict, previous: dict | None, options: dict) -> None:
    assert sum(record["tricks"]) == 9
    b = record["breakdown"]
    premium = Premium(b["premium"]["seat"], b["premium"]["kind"]) if b["premium"] else None
    assert record["deltas"] == quick_totals(record["bids"], record["tricks"], premium)
    assert all(len(cards) == 3 for cards in record["bid_cards"])
    if options.get("early_version"):
        expected = trump_of_turn_up(record["turn_up"], options.get("all_trumps_instead_of_no_trump", False))
        assert record["trump"] == trump_key(expected)
    elif previous is None:
        assert record["trump"] == "D"
    else:
        assert record["trump"] == trump_after(previous["breakdown"]["successes"])


def play_checked(seed: int, options: dict, levels: tuple[str, ...], max_deals: int) -> tuple[int, Counter[str]]:
    session = Session(VARIANT, 3, options, seed)
    cpus = [VARIANT.cpu(levels[i % len(levels)], seed * 7 + i) for i in range(3)]
    rng = random.Random(seed)
    pack = sorted(full_pack(session.options["early_version"]))
    seen: Counter[str] = Counter()
    deals = 0
    checked: set[tuple[int, str, int]] = set()
    while not session.is_over() and deals < max_deals:
        # A bidding seat's legal list (every three-card bid) stands until it bids: check it once.
        keys = {(seat, session.state.phase, session.state.deal_no) for seat in session.to_act()}
        fresh = session.state.phase == "play" or not keys <= checked
        checked |= keys
        legal = check_position(session, lambda seat: probe_commands(session, seat, rng), canonical=_canonical,
                               validate_legal=fresh)
        seat = rng.choice(sorted(legal))  # simultaneous answers may come in any order
        events = session.submit(cpus[seat].choose(session.view(seat), legal[seat]))
        seen.update(e.kind for e in events)
        if session.state.phase != "over":
            assert cards_on_table(session.state) == pack
        if rng.random() < 0.3:
            check_views(session)
        deals += sum(1 for e in events if e.kind == "hand_ended")
    history = session.view(None)["history"]
    for i, record in enumerate(history):
        check_deal(record, history[i - 1] if i else None, options)
    scores = [sum(r["deltas"][s] for r in history) for s in range(3)]
    assert session.state.totals == scores
    replayed = Session.from_record(session.to_record())  # checks the digest itself
    assert replayed.view(0) == session.view(0)
    return deals, seen


@pytest.mark.parametrize("part", range(2))
def test_cpu_deals_keep_every_invariant(part: int) -> None:
    """2,000 deals in two parts: each option set with each mix of easy and random CPUs."""
    total = 0
    seen: Counter[str] = Counter()
    seed = part * 1000
    while total < 1000:
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        levels = LEVELS[(seed // len(OPTION_SETS)) % len(LEVELS)]
        deals, kinds = play_checked(seed, options, levels, max_deals=27)
        total += deals
        seen += kinds
        seed += 1
    # The runs must exercise every event, or they prove little.
    for kind in ("hand_started", "dealt", "bid", "offered", "revealed", "played", "trick_won", "hand_ended",
                 "game_won", "match_ended"):
        assert seen[kind] > 0, kind

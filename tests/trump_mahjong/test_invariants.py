"""Invariants over seeded CPU hands, 3 and 4 players and every option on some tables: every card
accounted for after every command, payments balance (the deposits aside), `legal` sorted and never
empty for a seat that must act, every legal command validates, random illegal probes are refused
with the state unchanged, and replaying the log reproduces the digest. A longer soak:
python -m rules.play trump_mahjong --games 50."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core.cards import standard_pack
from rules.core.command import Command
from rules.core.session import Session
from rules.mahjong.card_tiles import trump_deck
from rules.trump_mahjong.variant import VARIANT
from tests.invariants import check_position
from tests.trump_mahjong.rig import cards_accounted

OPTION_SETS = [
    {"rounds": 1},
    {"players": 3, "rounds": 1},
    {"multiple_ron": False, "joker_han": 2, "kuitan": False, "tobi": False, "start_points": 20000},
    {"players": 3, "jokers": False, "open_ryanpeikou": False, "kazoe_yakuman": False, "yakuman_stacking": False,
     "reserve_cards": 8, "start_points": 30000},
    {"joker_han": 0, "reserve_cards": 4, "rounds": 1, "start_points": 20000},
]
ACTIONS = ("discard", "riichi", "chi", "pon", "exposed_kong", "concealed_kong", "added_kong", "win", "ron", "rob",
           "pass")
CODES = standard_pack()
HANDS = 4  # hands a game is played for at most


def probes(session: Session, seat: int, rng: random.Random) -> list[Command]:
    """Well-formed commands, legal or not: cards held or not, out-of-phase actions, other seats."""
    hand = session.state.seats[seat].hand
    mine = rng.choice(hand) if hand else "AS"
    other = rng.choice(CODES)
    pool = [Command(seat, rng.choice(ACTIONS), (c,)) for c in (mine, other)]
    pool += [Command(seat, rng.choice(ACTIONS)), Command(seat, "chi", (mine, other)), Command(seat, "discard", ("xx",)),
             Command((seat + 1) % session.players, rng.choice(ACTIONS), (mine,)), Command(seat, "pass", (), "x")]
    return rng.sample(pool, 4)


def play_checked(seed: int, options: dict, levels: tuple[str, ...]) -> Counter[str]:
    players = options.get("players", 4)
    session = Session(VARIANT, players, options, seed)
    full = Counter(trump_deck(session.state.rules.jokers))
    cpus = [VARIANT.cpu(levels[i % len(levels)], seed * 7 + i) for i in range(players)]
    rng = random.Random(seed)
    outcomes: Counter[str] = Counter()
    hands = 0
    while not session.is_over() and hands < HANDS:
        probing = rng.random() < 0.2
        legal = check_position(session, lambda seat: probes(session, seat, rng) if probing else ())
        seat = rng.choice(sorted(legal))  # simultaneous answers come in any order
        events = session.submit(cpus[seat].choose(session.view(seat), legal[seat]))
        if not session.is_over():
            assert cards_accounted(session.state) == full
        for event in events:
            outcomes[event.kind] += event.kind in ("riichi", "joker", "kong", "match_ended")
            if event.kind != "hand_ended":
                continue
            hands += 1
            record = event.data
            assert sum(record["deltas"]) == record["taken"]  # a winner takes the deposits off the table
            outcomes[record["result"] if record["result"] != "win" else record["by"]] += 1
            outcomes["several"] += len(record["winners"]) > 1
            for row in record["wins"]:
                assert sum(line["amount"] for line in row["lines"]) > 0
                outcomes["yakuman"] += bool(row["score"]["yakuman"])
                outcomes["rinshan"] += any(y == "rinshan" for y, _ in row["score"]["yaku"])
    scores = session.state.scores
    assert sum(scores) + session.state.deposits == players * session.state.rules.start_points
    if seed % 4 == 0:
        replayed = Session.from_record(session.to_record())
        assert replayed.digest() == session.digest()
    return outcomes


@pytest.mark.parametrize("chunk", range(4))  # 4 x 125 games of up to 4 hands: 2,000 hands, split for the workers
def test_cpu_hands_keep_every_invariant(chunk: int) -> None:
    outcomes: Counter[str] = Counter()
    for seed in range(chunk * 125, chunk * 125 + 125):
        levels = {0: ("random", "easy"), 1: ("easy", "normal")}.get(seed % 4, ("easy",))
        outcomes += play_checked(seed, OPTION_SETS[seed % len(OPTION_SETS)], levels)
    print(dict(outcomes))
    assert all(outcomes[k] for k in ("tsumo", "ron", "draw", "riichi", "joker", "kong", "rinshan")), outcomes

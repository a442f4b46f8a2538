"""Seeded CPU matches: every card accounted for, legal never empty for a seat that must act,
every listed command validates, illegal probes are refused with the state unchanged, and a
replay of the record reproduces the digest (the shared checks of tests/invariants.py at every decision,
probes at one in ten). Counts: 2,000 deals, 1,200 of the modern game and 200 under each
option preset, easy and random CPUs."""

from __future__ import annotations

import random

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.piquet.options import preset
from rules.tricks.play import pack
from tests.invariants import check_position

PROBES = [
    Command(0, "play", ("AS",)), Command(1, "play", ("7C",)), Command(0, "exchange", ("AS", "KS", "QS", "JS", "TS", "9S")),
    Command(1, "answer", (), "equal"), Command(0, "declare_point", (), "X"), Command(1, "announce_sequence", ("AS",)),
    Command(0, "score_extras", ("7S",), "sets"), Command(1, "carte_blanche", (), "9"), Command(0, "reveal_rest", (), "S"),
    Command(1, "request_show", (), "sets"), Command(2, "draw"), Command(0, "choose_role", (), "dealer"),
]


def _accounted(s: Session) -> None:
    hand = s.state.hand
    if hand is None:
        return
    cards = hand.hands[0] + hand.hands[1] + hand.discards[0] + hand.discards[1] + hand.talon[hand.used :]
    cards += [c for t in hand.tricks for c in t.cards]
    assert sorted(cards) == sorted(pack(s.state.order)), "a card is lost or doubled"


def _canonical(command: Command) -> Command:
    return Command(command.seat, command.action, tuple(sorted(command.cards)), command.choice)


def _probes(seat: int) -> list[Command]:
    return [p for p in PROBES if p.seat in (seat, 2)]  # seat 2 does not exist: always refused


def _play(options: dict, seed: int, levels: tuple[str, str]) -> Session:
    s = Session("piquet", 2, options, seed)
    cpus = [s.variant.cpu(levels[i], seed * 31 + i) for i in (0, 1)]
    rng = random.Random(seed)
    few = lambda legal: legal if len(legal) <= 40 else rng.sample(legal, 40)  # an exchange lists up to 1,585
    while not s.is_over():
        probing = rng.random() < 0.1  # probing one decision in ten keeps 2,000 deals short
        legal = check_position(s, _probes if probing else lambda seat: (), canonical=_canonical, sample=few)
        seat = min(legal)
        s.submit(cpus[seat].choose(s.view(seat), legal[seat]))
        _accounted(s)
    return s


def _check_match(s: Session) -> int:
    """The ledger adds up and the record replays; the number of deals played."""
    for h in s.state.history:
        for i in (0, 1):
            assert h["totals"][i] == sum(it["points"] for it in h["items"] if it["seat"] == i)
    assert Session.from_record(s.to_record()).digest() == s.digest()
    return len(s.state.history)


LEVELS = [("easy", "random"), ("random", "easy"), ("random", "random"), ("easy", "easy")]


@pytest.mark.parametrize("batch", range(8))
def test_modern_matches(batch: int) -> None:
    """8 batches of at least 150 deals: 1,200 deals of the modern game."""
    deals, seed = 0, batch * 1000
    while deals < 150:
        s = _play({}, seed, LEVELS[seed % 4])
        assert max(s.state.games_won) == 2
        totals = [sum(h["totals"][i] for h in s.state.history if h["game"] == s.state.game_no) for i in (0, 1)]
        assert totals == s.state.games[-1]["scores"]
        deals += _check_match(s)
        seed += 1


@pytest.mark.parametrize("name", ["old_rules", "parlett", "seventeenth_century", "rubicon"])
@pytest.mark.parametrize("batch", range(2))
def test_preset_matches(name: str, batch: int) -> None:
    """2 batches of at least 100 deals per preset: 800 deals under the options."""
    options = {**preset(name), "target_score": 60} if name != "rubicon" else preset(name)
    deals, seed = 0, 100 + batch * 1000
    while deals < 100:
        s = _play(options, seed, LEVELS[seed % 4])
        assert s.is_over()
        deals += _check_match(s)
        seed += 1

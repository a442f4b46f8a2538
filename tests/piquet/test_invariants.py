"""Seeded CPU matches: every card accounted for, legal never empty for a seat that must act,
every listed command validates, illegal probes are refused with the state unchanged, and a
replay of the record reproduces the digest. Counts: 16 easy/random matches of the modern game
and 4 of each option preset, probes on every 7th decision."""

from __future__ import annotations

import random

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.piquet.options import preset
from rules.tricks.play import pack

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


def _play(options: dict, seed: int, levels: tuple[str, str]) -> Session:
    s = Session("piquet", 2, options, seed)
    cpus = [s.variant.cpu(levels[i], seed * 31 + i) for i in (0, 1)]
    rng = random.Random(seed)
    step = 0
    while not s.is_over():
        acting = s.to_act()
        assert acting
        seat = min(acting)
        legal = s.legal(seat)
        assert legal, f"no legal command in {s.state.phase}"
        step += 1
        if step % 7 == 0:
            for cmd in rng.sample(legal, min(3, len(legal))):
                assert s.validate(cmd) is None
            before = s.digest()
            for probe in PROBES:
                if probe not in legal and Command(probe.seat, probe.action, tuple(sorted(probe.cards)), probe.choice) not in legal:
                    assert s.validate(probe), f"{probe} accepted in {s.state.phase}"
            other = 1 - seat
            if other not in acting:
                assert s.legal(other) == [] and s.validate(Command(other, "play", ("AS",)))
            assert s.digest() == before
        s.submit(cpus[seat].choose(s.view(seat), legal))
        _accounted(s)
    return s


@pytest.mark.parametrize("seed", range(16))
def test_modern_matches(seed: int) -> None:
    levels = ("easy", "random") if seed % 2 else ("random", "easy")
    s = _play({}, seed, levels)
    assert max(s.state.games_won) == 2
    totals = [sum(h["totals"][i] for h in s.state.history if h["game"] == s.state.game_no) for i in (0, 1)]
    assert totals == s.state.games[-1]["scores"]
    for h in s.state.history:
        for i in (0, 1):
            assert h["totals"][i] == sum(it["points"] for it in h["items"] if it["seat"] == i)
    replay = Session.from_record(s.to_record())
    assert replay.digest() == s.digest()


@pytest.mark.parametrize("name", ["old_rules", "parlett", "seventeenth_century", "rubicon"])
@pytest.mark.parametrize("seed", range(4))
def test_preset_matches(name: str, seed: int) -> None:
    options = {**preset(name), "target_score": 60} if name != "rubicon" else preset(name)
    s = _play(options, 100 + seed, ("easy", "easy") if seed % 2 else ("random", "easy"))
    assert s.is_over()
    assert Session.from_record(s.to_record()).digest() == s.digest()

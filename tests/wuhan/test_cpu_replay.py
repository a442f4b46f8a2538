"""The CPUs' moves are a function of their seeds and views: seeded CPU-only games replay the same
command logs.  The digests were recorded with the CPU as it was before its shanten was worked out
suit by suit (rules/wuhan/cpu_shanten.py), so they also pin that speed-up to the same decisions."""

from __future__ import annotations

import hashlib

import pytest

from rules.core.session import Session
from rules.wuhan.variant import VARIANT

# (options, levels by seat, seed, hands played) -> sha256 of the command log, first 16 hex digits
PIZI = {"pizi_kong": True, "kou_kou_fan": True}
GAMES = [
    ({}, ("normal",) * 4, 3000, 5, "90cdb3ec82e29fe1"),
    ({}, ("normal",) * 4, 3001, 5, "e415f0288b66ca85"),
    (PIZI, ("normal",) * 4, 3002, 5, "457ca9a8b22bc8a7"),
    ({"fa_as_hongzhong": True, "anonymous_discards": True}, ("normal",) * 4, 3003, 4, "66ec67a627465da7"),
    ({"variant": "jingzhou"}, ("normal",) * 3, 3004, 5, "468c542cdb8791ce"),
    ({"variant": "jingzhou", "removed_suit": "s"}, ("normal",) * 3, 3005, 4, "b52b91d6605c1b60"),
    (PIZI, ("easy", "normal", "easy", "normal"), 3006, 3, "0e7de3808d81ec88"),
    ({"variant": "jingzhou"}, ("normal", "easy", "normal"), 3007, 3, "efec0d738a7ce445"),
]


def replay(options: dict[str, object], levels: tuple[str, ...], seed: int, hands: int) -> tuple[str, int]:
    session = Session(VARIANT, len(levels), {**options, "laps": 2}, seed)
    cpus = [VARIANT.cpu(level, seed * 101 + i) for i, level in enumerate(levels)]
    while not session.is_over() and len(session.state.history) < hands:
        seat = min(session.to_act())
        session.submit(cpus[seat].choose(session.view(seat), session.legal(seat)))
    log = "\n".join(repr(c) for c in session.log)
    return hashlib.sha256(log.encode()).hexdigest()[:16], len(session.state.history)


@pytest.mark.parametrize(("options", "levels", "seed", "hands", "digest"), GAMES)
def test_seeded_cpu_games_replay_the_recorded_moves(options, levels, seed, hands, digest):
    assert replay(options, levels, seed, hands) == (digest, hands)

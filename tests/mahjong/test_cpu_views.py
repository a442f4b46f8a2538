"""Every mahjong game's CPUs decide from their seat's view alone: the tiles a seat cannot see (the
other concealed hands and the wall) dealt again change neither its view nor its move, at every
level the picker offers (strong in tests/mahjong/strong_checks.py)."""

from __future__ import annotations

import copy
import random

import pytest

from rules.core.registry import get_variant
from rules.core.session import Session
from tests.mahjong.redeal import redealt

TABLES = [("wuhan", 4, {}), ("wuhan", 3, {"variant": "jingzhou"}), ("kawuxing", 3, {}),
          ("qinghunpeng", 4, {}), ("trump_mahjong", 4, {}), ("trump_mahjong", 3, {"players": 3})]
# strong plays whole hands out per move: its own scramble check (tests/mahjong/strong_checks.py)
# takes a few decisions rather than two hands
CASES = [(game, players, options, level) for game, players, options in TABLES
         for level in get_variant(game).cpu_levels if level != "strong"]


def scrambled(session: Session, seat: int, rng: random.Random) -> Session:
    """A copy of ``session`` with every tile ``seat`` cannot see dealt again where such tiles lie."""
    twin = copy.copy(session)  # the session reads its state; only the state is dealt again
    twin.state = redealt(session.state, session.view(seat), rng)
    return twin


@pytest.mark.parametrize(("game", "players", "options", "level"), CASES,
                         ids=[f"{g}-{p}-{lv}" for g, p, _, lv in CASES])
def test_a_cpu_moves_the_same_whatever_the_tiles_it_cannot_see(game: str, players: int, options: dict, level: str) -> None:
    variant = get_variant(game)
    rng = random.Random(5)
    session = Session(variant, players, options, 17)
    cpus = [variant.cpu(level, 60 + i) for i in range(players)]
    shadows = [variant.cpu(level, 60 + i) for i in range(players)]  # same seeds, fed the twins' views
    checked = 0
    while len(session.state.history) < 2 and not session.is_over():
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        twin = scrambled(session, seat, rng)
        assert twin.view(seat) == view  # nothing of the re-dealt tiles shows
        command = cpus[seat].choose(view, legal)
        assert shadows[seat].choose(twin.view(seat), twin.legal(seat)) == command
        session.submit(command)
        checked += 1
    assert checked > 20

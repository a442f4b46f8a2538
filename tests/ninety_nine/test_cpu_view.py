"""A 99 CPU decides from its seat's view alone: re-dealing every card it cannot see (the other
hands not revealed, the bids not shown) changes neither its view nor its move, at every level."""

from __future__ import annotations

import copy
import dataclasses
import random

import pytest

from rules.core.session import Session
from rules.ninety_nine.cpu.players import LEVELS, SEARCH_LEVELS, SearchCpu
from rules.ninety_nine.variant import VARIANT


def _cpu(level: str, seed: int):
    if level in SEARCH_LEVELS:  # the iteration budget alone: a time cap hit would make a move vary with speed
        return SearchCpu(dataclasses.replace(SEARCH_LEVELS[level], seconds=None), seed)
    return VARIANT.cpu(level, seed)


def _scrambled(state, seat: int, rng: random.Random):
    """A copy of ``state`` with the cards ``seat`` cannot see dealt again among the places they were."""
    view = VARIANT.view(state, seat)
    twin = copy.deepcopy(state)
    places: list[tuple[list[str], int]] = []
    for i, shown in enumerate(view["seats"]):
        if i == seat:
            continue
        if shown["hand"] is None:
            places.append((twin.hands[i], len(twin.hands[i])))
        if shown["bid_cards"] is None and twin.bid_cards[i] is not None:
            places.append((twin.bid_cards[i], len(twin.bid_cards[i])))
    pool = [c for cards, _ in places for c in cards]
    rng.shuffle(pool)
    for cards, n in places:
        cards[:] = sorted(pool[:n])
        del pool[:n]
    return twin


@pytest.mark.parametrize("level", LEVELS)
def test_a_cpu_moves_the_same_whatever_the_cards_it_cannot_see(level: str) -> None:
    rng = random.Random(3)
    session = Session("ninety_nine", 3, {}, 11)
    players = [_cpu(level, 40 + i) for i in range(3)]
    shadows = [_cpu(level, 40 + i) for i in range(3)]  # same seeds, fed views of the re-dealt twins
    moved = changed = 0
    while session.state.deal_no <= 2 and not session.is_over():
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        twin = _scrambled(session.state, seat, rng)
        changed += twin.hands != session.state.hands
        twin_view = VARIANT.view(twin, seat)
        assert twin_view == view  # nothing of the re-dealt cards shows
        command = players[seat].choose(view, legal)
        assert shadows[seat].choose(twin_view, VARIANT.legal(twin, seat)) == command
        session.submit(command)
        moved += 1
    assert moved > 40 and changed > 30  # the twins really differed, bids, premiums and tricks included

"""The checks every mahjong game's strong CPU passes (tests/<game>/test_cpu_strong.py): positions
reached by seeded play, the worlds dealt from a seat's view, a view with the hidden tiles
scrambled, the seed, the candidates, a whole hand played."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from rules.core.session import Session
from rules.mahjong.strong import Adapter, StrongCpu
from tests.mahjong.redeal import redealt

SKIP = ("history", "last_hand")  # the match so far: a world starts its own history


def position(session: Session, cpu: Any, until: Callable[[Any], bool], phase: str = "turn") -> Session:
    """``session`` played on by ``cpu`` until ``until(state)`` holds at a decision in ``phase``
    with more than one legal move, within the first hand."""
    while True:
        seat = min(session.to_act())
        if until(session.state) and session.state.phase == phase and len(session.legal(seat)) > 1:
            return session
        assert not session.state.history, "the hand ended before the position"
        session.submit(cpu.choose(session.view(seat), session.legal(seat)))


def after(moves: int) -> Callable[[Any], bool]:
    return lambda state: state.moves >= moves


def tiles_of(state: Any, held: Callable[[Any], list[Any]]) -> Counter:
    """Every tile of the state: each seat's (``held``) and the wall's."""
    out: Counter = Counter()
    for seat in state.seats:
        out.update(held(seat))
    out.update(t for t in state.wall.to_json()["slots"] if t is not None)
    return out


def check_worlds(s: Session, world: Callable[[dict, random.Random], Any], full: list[Any],
                 held: Callable[[Any], list[Any]], skip: tuple[str, ...] = SKIP) -> list[Any]:
    """Worlds dealt from the acting seat's view hold every tile of ``full`` once, the hands at
    their sizes, and show that seat its own view and legal moves. Returns the worlds."""
    seat = min(s.to_act())
    view = s.view(seat)
    worlds = []
    for i in range(5):
        w = world(view, random.Random(i))
        assert tiles_of(w, held) == Counter(full)
        assert [len(x.hand) for x in w.seats] == [len(x.hand) for x in s.state.seats]
        seen = s.variant.view(w, seat)
        assert {k: v for k, v in seen.items() if k not in skip} == {k: v for k, v in view.items() if k not in skip}
        assert s.variant.legal(w, seat) == s.legal(seat)
        worlds.append(w)
    return worlds


def check_window(s: Session, world: Callable[[dict, random.Random], Any], choices_of: Callable[[Any, int], list]) -> None:
    """A world in a call window keeps the seat's choices and asks each other seat what its dealt
    hand allows (``choices_of(world, seat)``), nobody having answered."""
    seat = min(s.to_act())
    w = world(s.view(seat), random.Random(1))
    assert w.phase == "claim" and w.choices[seat] == s.state.choices[seat]
    for other, options in w.choices.items():
        assert options == choices_of(w, other) and w.answers[other] is None


def check_hidden(s: Session, make_strong: Callable[[int], StrongCpu], fixed: Callable[[Any], bool] = lambda t: False) -> None:
    """The other hands and the wall dealt anew (tiles ``fixed`` keep their wall slots): the seat's
    view is the same, and so is its move."""
    seat = min(s.to_act())
    scrambled = redealt(s.state, s.view(seat), random.Random(4), fixed)
    assert [x.hand for x in scrambled.seats] != [x.hand for x in s.state.seats]
    view, legal = s.view(seat), s.legal(seat)
    assert s.variant.view(scrambled, seat) == view
    assert make_strong(3).choose(s.variant.view(scrambled, seat), legal) == make_strong(3).choose(view, legal)


def check_seed(s: Session, make_strong: Callable[[int], StrongCpu]) -> None:
    seat = min(s.to_act())
    a, b = make_strong(8), make_strong(8)
    assert a.choose(s.view(seat), s.legal(seat)) == b.choose(s.view(seat), s.legal(seat))
    assert a.last is not None and a.last.means == b.last.means and a.last.iterations >= 8


def check_candidates(s: Session, adapter: Adapter, normal: Any) -> None:
    """The normal move first, then up to three other legal moves."""
    seat = min(s.to_act())
    view, legal = s.view(seat), s.legal(seat)
    candidates = adapter.candidates(view, legal)
    assert candidates[0] == normal.choose(view, legal)
    assert 2 <= len(candidates) <= 4 and len(set(candidates)) == len(candidates)
    assert all(c in legal for c in candidates)


def check_hand(s: Session) -> None:
    """A strong seat 0 among normal ones plays the first hand: every move legal, some searched."""
    variant = s.variant
    assert variant.cpu_levels[-1] == "strong"
    cpus = [variant.cpu("strong" if i == 0 else "normal", i) for i in range(len(s.state.seats))]
    searched = 0
    while not s.state.history:
        seat = min(s.to_act())
        s.submit(cpus[seat].choose(s.view(seat), s.legal(seat)))  # submit refuses an illegal move
        searched += seat == 0 and cpus[0].last is not None
    assert searched > 0

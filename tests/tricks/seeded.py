"""Seeded play for the table-model tests of trick games: CPU moves with a random legal move now
and then (to reach rarer steps), a check before every move, every score sheet made on the way."""

from __future__ import annotations

import json
import random
from typing import Any, Callable

from rules.core.session import Session


def play_checking(session: Session, level: str, seed: int, moves: int, random_share: float,
                  check: Callable[[Session], None], sheet: Callable[..., Any], meta: dict[str, Any]) -> None:
    """Play up to ``moves`` moves (or to the end), calling ``check`` before each and at the end;
    each event's sheet must be plain JSON."""
    cpus = [session.variant.cpu(level, seed * 10 + k) for k in range(session.players)]
    rng = random.Random(seed)
    for _ in range(moves):
        if session.is_over():
            break
        check(session)
        seat = min(session.to_act())
        legal = session.legal(seat)
        command = rng.choice(legal) if rng.random() < random_share else cpus[seat].choose(session.view(seat), legal)
        for event in session.submit(command):
            made = sheet(event, session.view(0), meta)
            if made is not None:
                json.dumps(made)
    check(session)

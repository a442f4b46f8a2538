"""Seeded deals of a strong trick-game CPU (99 or Piquet) against easy ones, reduced to one short
digest per deal of the strong CPU's moves: a speed-up of the search must leave every digest as it
was. Shared by tests/tricks/test_cpu_speed_determinism.py and bench/trick_cpu_speed.py (which also
times each strong decision)."""

from __future__ import annotations

import dataclasses
import hashlib
import time

from rules.core.command import Command
from rules.core.session import Session
from rules.ninety_nine.cpu.players import SEARCH_LEVELS, EasyCpu, SearchCpu
from rules.piquet.cpu.players import FORMER_STRONG, TABLE_BUDGET, Features, PiquetCpu


def _move(command: Command) -> str:
    return f"{command.action}:{' '.join(command.cards)}:{command.choice}"


def _digest(moves: list[str]) -> str:
    return hashlib.sha256("|".join(moves).encode()).hexdigest()[:16]


def _cpus(game: str, match_seed: int, strong: int, capped: bool, features: Features) -> list:
    """The seats of one match. Uncapped, the searches run on their iteration budgets alone."""
    if game == "ninety_nine":
        level = SEARCH_LEVELS["strong"] if capped else dataclasses.replace(SEARCH_LEVELS["strong"], seconds=None)
        return [SearchCpu(level, match_seed * 101 + s) if s == strong else EasyCpu() for s in range(3)]
    budget = TABLE_BUDGET if capped else dataclasses.replace(TABLE_BUDGET, seconds=None)
    return [PiquetCpu("strong" if s == strong else "easy", match_seed * 7 + s, budget, features) for s in range(2)]


def strong_deal_digests(game: str, deals: int, seed: int = 1, capped: bool = False,
                        think: list[tuple[float, float]] | None = None, features: Features = FORMER_STRONG) -> list[str]:
    """One digest per deal of the strong seat's moves, match after match until ``deals`` are done
    (the strong seat moves round the table match by match); ``think`` collects the (wall-clock,
    process CPU) seconds of each of its decisions. Piquet's ``features`` default to the strong
    level as it searched when the digests were recorded (its exact endgame, simulated exchange and
    partie switched off: they change decisions by design); the speed bench times today's."""
    players = 3 if game == "ninety_nine" else 2
    digests: list[str] = []
    m = 0
    while len(digests) < deals:
        match_seed = seed + m if game == "ninety_nine" else seed * 100_003 + m
        strong = m % players
        session = Session(game, players, {}, match_seed)
        cpus = _cpus(game, match_seed, strong, capped, features)
        moves: list[str] = []
        finished = 0  # deals of this match done
        while not session.is_over() and len(digests) < deals:
            seat = min(session.to_act())
            start, start_cpu = time.perf_counter(), time.process_time()
            command = cpus[seat].choose(session.view(seat), session.legal(seat))
            if seat == strong:
                if think is not None:
                    think.append((time.perf_counter() - start, time.process_time() - start_cpu))
                moves.append(_move(command))
            events = session.submit(command)
            ended = (sum(e.kind == "hand_ended" for e in events) if game == "ninety_nine"
                     else len(session.state.history) - finished)
            for _ in range(ended):
                digests.append(_digest(moves))
                moves = []
            finished += ended
        m += 1
    return digests

"""Play of a Fuxi hand (spec §3-§10, §15): who acts, the legal commands, validation with a plain
reason, and carrying commands out. The exchange is ``flow_exchange``'s, the turn ``flow_turn``'s,
the hand's end ``settlement``'s.

Commands: ``give`` (the exchange), then on one's turn ``play`` or ``pass``. Draws, table
clearing, kong effects, the order and scoring are automatic (§15).
"""

from __future__ import annotations

from rules.core.command import CARDS_AND_CHOICE, NO_FIELDS, Command
from rules.core.events import Event
from rules.core.text import tr
from rules.fuxi.combinations import TILE_KINDS, parse_play
from rules.fuxi.flow_exchange import exchange_done, exchange_legal, exchange_reason, exchange_to_act, give
from rules.fuxi.flow_turn import begin_turn, make_play, pass_turn, play_refusal, turn_legal
from rules.fuxi.state import EXCHANGE, OVER, TURN, FuxiState
from rules.mahjong.legal_cache import cached_legal
from rules.mahjong.tiles import tile_code

MOVES = {"give": CARDS_AND_CHOICE, "play": CARDS_AND_CHOICE, "pass": NO_FIELDS}
_CODES = frozenset(tile_code(k) for k in range(TILE_KINDS))


def codes(state: FuxiState) -> frozenset[str]:
    return _CODES


def to_act(state: FuxiState) -> frozenset[int]:
    if state.phase == EXCHANGE:
        return exchange_to_act(state)
    if state.phase == TURN:
        return frozenset({state.turn})
    return frozenset()


def legal(state: FuxiState, seat: int) -> list[Command]:
    return list(_cached(state, seat)[0])


def _cached(state: FuxiState, seat: int) -> tuple[list[Command], frozenset[Command]]:
    return cached_legal(state, seat, _legal)


def _legal(state: FuxiState, seat: int) -> list[Command]:
    if seat not in to_act(state):
        return []
    if state.phase == EXCHANGE:
        return exchange_legal(state, seat)
    return turn_legal(state, seat)


def validate(state: FuxiState, cmd: Command) -> str | None:
    if state.phase == OVER:
        return tr("The game is over.")
    if cmd.seat not in to_act(state):
        if state.phase == EXCHANGE and cmd.seat == state.lord:
            return tr("The lord (地頭) gives once every commoner has given.")
        return tr("It is not your turn.")
    if cmd in _cached(state, cmd.seat)[1]:
        return None
    if state.phase == EXCHANGE:
        return exchange_reason(state, cmd)
    if cmd.action == "give":
        return tr("The exchange is over.")
    return play_refusal(state, cmd)


def apply(state: FuxiState, cmd: Command) -> list[Event]:
    state.moves += 1
    if state.phase == EXCHANGE:
        events = give(state, cmd)
        if exchange_done(state):
            events += [Event("exchange_done", state.lord)] + begin_turn(state, state.lord)
        return events
    if cmd.action == "pass":
        return pass_turn(state, cmd.seat)
    play = parse_play(cmd.choice)
    assert not isinstance(play, str)
    return make_play(state, cmd.seat, play)

"""The exchange (牌交換, spec §3.3, D-14): every commoner gives the lord one tile of the highest
number in their hand (any suit of it, their choice), all at once; then the lord gives each
commoner one tile of the lord's choice from the whole hand, in any order.

Commands: ``give`` with one tile; the lord's also names the commoner (``choice``: the seat number).
Each tile passed is told only to the two players involved (private events to each).
"""

from __future__ import annotations

from rules.core.command import Command
from rules.core.events import Event
from rules.core.text import tr
from rules.fuxi.state import FuxiState
from rules.mahjong.tiles import number_of, tile_code, tile_from_code


def exchange_to_act(state: FuxiState) -> frozenset[int]:
    waiting = [s for s in state.commoners() if s not in state.given]
    return frozenset(waiting) if waiting else frozenset({state.lord})


def highest(hand: list[int]) -> list[int]:
    """The kinds of the highest number in ``hand`` (normal order: D-14), one per suit held."""
    top = max(number_of(t) for t in hand)
    return sorted({t for t in hand if number_of(t) == top})


def exchange_legal(state: FuxiState, seat: int) -> list[Command]:
    if seat != state.lord:
        return [Command(seat, "give", (tile_code(t),)) for t in highest(state.hands[seat])]
    kinds = sorted(set(state.hands[seat]))
    return sorted(Command(seat, "give", (tile_code(t),), str(to)) for to in state.commoners()
                  if to not in state.received for t in kinds)


def exchange_reason(state: FuxiState, cmd: Command) -> str:
    """Why a command that is not among the legal gives is refused."""
    if cmd.action != "give":
        return tr("The exchange comes first: give a tile.")
    if len(cmd.cards) != 1:
        return tr("Give exactly one tile.")
    hand = state.hands[cmd.seat]
    tile = tile_from_code(cmd.cards[0])
    if tile not in hand:
        return tr("You do not hold {tile}.", tile=cmd.cards[0])
    if cmd.seat != state.lord:
        if cmd.choice:
            return tr("A commoner gives to the lord (地頭) only: name no seat.")
        top = number_of(highest(hand)[0])
        return tr("A commoner gives a tile of the highest number in hand: {n}.", n=top)
    waiting = [str(s) for s in state.commoners() if s not in state.received]
    return tr("Name a commoner who has not yet received a tile from you: {seats}.", seats=", ".join(waiting))


def give(state: FuxiState, cmd: Command) -> list[Event]:
    """Carry out a legal give; the lord's last one starts the lord's first turn (the caller's)."""
    tile = tile_from_code(cmd.cards[0])
    to = state.lord if cmd.seat != state.lord else int(cmd.choice)
    state.hands[cmd.seat].remove(tile)
    state.hands[to].append(tile)
    state.hands[to].sort()
    if cmd.seat != state.lord:
        state.given[cmd.seat] = tile
    else:
        state.received[to] = tile
    code = (tile_code(tile),)
    return [Event("gave", cmd.seat, code, private=True, data={"to": to}),
            Event("received", to, code, private=True, data={"from": cmd.seat})]


def exchange_done(state: FuxiState) -> bool:
    return len(state.received) == state.players - 1

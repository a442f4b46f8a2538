"""The turn flow of an Emperor hand (spec §3): who acts, what is legal, why a move is not,
and what each move does."""

from __future__ import annotations

from itertools import combinations

from rules.core.cards import SUITS, card, display, rank_of, standard_pack, suit_of
from rules.core.command import CARDS, CARDS_AND_CHOICE, NO_FIELDS, Command
from rules.core.events import Event
from rules.core.text import tr
from rules.emperor.scoring import can_win, shibari
from rules.emperor.sets import cards_form_set
from rules.emperor.settlement import (
    dynasty_rank,
    found_dynasty,
    settle_exhaustive_draw,
    settle_win,
    suggested_dynasty_name,
)
from rules.emperor.state import DISCARD, DRAW, DYNASTY, OVER, RON, EmperorState, SeatState
from rules.emperor.waits import valid_tenpai

MAX_NAME = 12
# Every action and the fields it uses: a move with anything in another field is refused.
MOVES = {
    "dynasty": CARDS_AND_CHOICE,
    "draw": NO_FIELDS,
    "pass": NO_FIELDS,
    "tsumo": NO_FIELDS,
    "ron": CARDS,
    "call": CARDS,
    "discard": CARDS,
    "riichi": CARDS,
    "regroup": CARDS,
}
_CODES = frozenset(standard_pack(jokers=2))


def codes(state: EmperorState) -> frozenset[str]:
    """Every card code of the game: the 52 cards and the two jokers."""
    return _CODES


def to_act(state: EmperorState) -> frozenset[int]:
    if state.phase == OVER:
        return frozenset()
    if state.phase == RON:
        return frozenset(s for s, answer in state.ron_claims.items() if answer is None)
    return frozenset({state.turn})


# -- what a seat may do ------------------------------------------------------------------------


def legal(state: EmperorState, seat: int) -> list[Command]:
    if seat not in to_act(state):
        return []
    if state.phase == DYNASTY:
        rank, name = dynasty_rank(state.dynasty + 1), suggested_dynasty_name(state)
        return sorted(Command(seat, "dynasty", (card(rank, s),), name) for s in SUITS)
    if state.phase == RON:
        return sorted([Command(seat, "ron", (state.offer,)), Command(seat, "pass")])
    if state.phase == DRAW:
        return sorted([Command(seat, "draw")] + [Command(seat, "call", (state.offer, own)) for own in _call_partners(state, seat)])
    return sorted(_discard_phase_moves(state, seat))


def _call_partners(state: EmperorState, seat: int) -> list[str]:
    """Concealed cards that form a set with the discard on offer, if a call is allowed (§3.4)."""
    me = state.seats[seat]
    if me.riichi or len(me.exposed) >= 2:
        return []
    return sorted({c for c in me.hand if cards_form_set(state.offer, c, state.dynasty_card)})


def _discard_phase_moves(state: EmperorState, seat: int) -> list[Command]:
    me = state.seats[seat]
    moves: list[Command] = []
    if _can_tsumo(state, seat):
        moves.append(Command(seat, "tsumo"))
    if me.riichi:
        return moves + [Command(seat, "discard", (state.drawn,))]
    moves += [Command(seat, "discard", (c,)) for c in me.hand]
    moves += [Command(seat, "riichi", (c,)) for c in me.hand if _riichi_ok(state, me, c)]
    moves += [Command(seat, "regroup", sets) for sets in _regroupings(state, me)]
    return moves


def _is_tenhou(state: EmperorState, seat: int) -> bool:
    me = state.seats[seat]
    return seat == state.dealer and me.draws == 0 and me.discards == 0 and not state.called


def _is_chiihou(state: EmperorState, seat: int) -> bool:
    me = state.seats[seat]
    return seat != state.dealer and state.drawn is not None and me.draws == 1 and not state.any_call


def _can_tsumo(state: EmperorState, seat: int) -> bool:
    exempt = _is_tenhou(state, seat) or _is_chiihou(state, seat)
    if state.drawn is None and not exempt:
        return False
    me = state.seats[seat]
    return can_win(tuple(me.hand), tuple(me.exposed), state.dynasty_card, state.players, exempt)


def _riichi_ok(state: EmperorState, me: SeatState, discard: str) -> bool:
    rest = list(me.hand)
    rest.remove(discard)
    return valid_tenpai(tuple(rest), tuple(me.exposed), state.dynasty_card, state.players)


def _regroupings(state: EmperorState, me: SeatState) -> list[tuple[str, ...]]:
    """Other valid groupings of the four exposed cards, right after the second call (§10)."""
    if not (state.options["recombination"] and state.called and len(me.exposed) == 2 and not state.regrouped):
        return []
    four = [c for pair in me.exposed for c in pair]
    current = {frozenset(p) for p in me.exposed}
    out = []
    for a, b in combinations(four[1:], 2):
        first = (four[0], next(c for c in four[1:] if c not in (a, b)))
        second = (a, b)
        if {frozenset(first), frozenset(second)} == current:
            continue
        if all(cards_form_set(x, y, state.dynasty_card) for x, y in (first, second)):
            out.append(first + second)
    return out


# -- why a move is refused ----------------------------------------------------------------------


def validate(state: EmperorState, cmd: Command) -> str | None:
    """Why ``cmd`` is refused, or None; FlowVariant has already checked its seat, action, fields
    and card codes against MOVES."""
    if state.phase == OVER:
        return tr("The match is over.")
    if cmd.seat not in to_act(state):
        return tr("It is not your turn.")
    if cmd.action not in _PHASE_ACTIONS[state.phase]:
        return _phase_reason(state)
    check = _CHECKS.get(cmd.action)
    return check(state, cmd) if check else None


_PHASE_ACTIONS = {
    DYNASTY: ("dynasty",),
    RON: ("ron", "pass"),
    DRAW: ("draw", "call"),
    DISCARD: ("discard", "riichi", "tsumo", "regroup"),
}


def _phase_reason(state: EmperorState) -> str:
    return {
        DYNASTY: tr("Choose the suit of your dynasty card first."),
        RON: tr("You may only answer the discard now: ron or pass."),
        DRAW: tr("Draw from the stock or call the discard first."),
        DISCARD: tr("You already have your card: discard one (or declare a win)."),
    }[state.phase]


def _check_dynasty(state: EmperorState, cmd: Command) -> str | None:
    rank = dynasty_rank(state.dynasty + 1)
    if len(cmd.cards) != 1 or rank_of(cmd.cards[0]) != rank or suit_of(cmd.cards[0]) not in SUITS:
        return tr("The dynasty card of dynasty {k} must be a card of rank {rank}, in a suit of your choice.",
                  k=state.dynasty + 1, rank=display(card(rank, "S"))[:-1])
    name = cmd.choice.strip()
    if state.options["naming_style"] == "detailed" and not name:
        return tr("Name your dynasty (one kanji, such as 漢 or 唐).")
    if len(name) > MAX_NAME or name != cmd.choice or not name.isprintable():  # no control or invisible characters
        return tr("A dynasty name is at most {n} visible characters, without spaces around it.", n=MAX_NAME)
    return None


def _check_ron(state: EmperorState, cmd: Command) -> str | None:
    # Only claimants are asked (to_act), so the discard is known to complete their hand.
    if cmd.cards != (state.offer,):
        return tr("You can only ron the discard on the table, {card}.", card=display(state.offer))
    return None


def _check_call(state: EmperorState, cmd: Command) -> str | None:
    me = state.seats[cmd.seat]
    if me.riichi:
        return tr("You cannot call while in riichi.")
    if len(me.exposed) >= 2:
        return tr("You have called twice already; no more calls this hand.")
    if len(cmd.cards) != 2 or cmd.cards[0] != state.offer:
        return tr("You can only call the previous player's last discard, {card}.", card=display(state.offer))
    if cmd.cards[1] not in me.hand:
        return tr("You do not hold {card}.", card=display(cmd.cards[1]))
    if not cards_form_set(cmd.cards[0], cmd.cards[1], state.dynasty_card):
        return tr("{a} and {b} do not make a wangzi (ranks adding to 13) or a pair (same rank and colour).",
                  a=display(cmd.cards[0]), b=display(cmd.cards[1]))
    return None


def _check_discard(state: EmperorState, cmd: Command) -> str | None:
    me = state.seats[cmd.seat]
    if len(cmd.cards) != 1 or cmd.cards[0] not in me.hand:
        return tr("You do not hold that card.")
    if me.riichi and cmd.cards[0] != state.drawn:
        return tr("In riichi your hand is frozen: discard the card you drew, {card}.", card=display(state.drawn))
    return None


def _check_riichi(state: EmperorState, cmd: Command) -> str | None:
    me = state.seats[cmd.seat]
    if me.riichi:
        return tr("You are already in riichi.")
    if len(cmd.cards) != 1 or cmd.cards[0] not in me.hand:
        return tr("You do not hold that card.")
    if not _riichi_ok(state, me, cmd.cards[0]):
        return tr(
            "Riichi needs a valid tenpai: after discarding {card} no card would complete a hand with "
            "the {need} yaku the shibari asks.",
            card=display(cmd.cards[0]),
            need=shibari(state.players, len(me.exposed)),
        )
    return None


def _check_tsumo(state: EmperorState, cmd: Command) -> str | None:
    if state.drawn is None and not _is_tenhou(state, cmd.seat):
        return tr("You can only win by tsumo on a card you drew.")
    if not _can_tsumo(state, cmd.seat):
        need = shibari(state.players, len(state.seats[cmd.seat].exposed))
        return tr("Your hand is not a valid win: it needs two wangzi and a pair with at least {need} yaku, or three sou.",
                  need=need)
    return None


def _check_regroup(state: EmperorState, cmd: Command) -> str | None:
    if not state.options["recombination"]:
        return tr("Regrouping (組み替え) is not in play: turn on the recombination option.")
    if cmd.cards not in _regroupings(state, state.seats[cmd.seat]):
        return tr("You may regroup only right after your second call, into two valid sets other than the ones you have.")
    return None


# draw and pass need no check beyond their phase.
_CHECKS = {
    "dynasty": _check_dynasty,
    "ron": _check_ron,
    "call": _check_call,
    "discard": _check_discard,
    "riichi": _check_riichi,
    "tsumo": _check_tsumo,
    "regroup": _check_regroup,
}


# -- doing it -----------------------------------------------------------------------------------


def apply(state: EmperorState, cmd: Command) -> list[Event]:
    handler = _HANDLERS[cmd.action]
    return handler(state, cmd)


def _dynasty(state: EmperorState, cmd: Command) -> list[Event]:
    return found_dynasty(state, suit_of(cmd.cards[0]), cmd.choice)


def _discard(state: EmperorState, cmd: Command) -> list[Event]:
    seat, me = cmd.seat, state.seats[cmd.seat]
    discarded = cmd.cards[0]
    declaring = cmd.action == "riichi"
    if declaring:
        me.riichi, me.riichi_card = True, discarded
        me.double_riichi = state.options["double_riichi"] and me.discards == 0 and not state.any_call
        me.ippatsu = state.options["ippatsu"]
    else:
        me.ippatsu = False  # the window closes once the next draw has not won
    me.hand.remove(discarded)
    me.river.append(discarded)
    me.discards += 1
    state.drawn, state.called, state.regrouped = None, False, False
    state.offer = discarded
    events = [Event("discarded", seat, (discarded,), data={"riichi": declaring})]
    claimants = [
        s
        for s, other in enumerate(state.seats)
        if s != seat and other.riichi
        and can_win(tuple(other.hand) + (discarded,), tuple(other.exposed), state.dynasty_card, state.players)
    ]
    if claimants:
        state.phase, state.turn = RON, seat
        state.ron_claims = {s: None for s in claimants}
        return events + [Event("ron_window", seat, (discarded,), data={"claimants": claimants})]
    return events + _after_discard(state, seat)


def _after_discard(state: EmperorState, discarder: int) -> list[Event]:
    state.ron_claims = {}
    if not state.stock:
        return settle_exhaustive_draw(state)
    state.phase, state.turn = DRAW, state.next_seat(discarder)
    return []


def _draw(state: EmperorState, cmd: Command) -> list[Event]:
    me = state.seats[cmd.seat]
    drawn = state.stock.pop()
    me.hand.append(drawn)
    me.draws += 1
    state.drawn, state.offer, state.phase = drawn, None, DISCARD
    return [Event("drew", cmd.seat, (drawn,), private=True, data={"stock": len(state.stock)})]


def _call(state: EmperorState, cmd: Command) -> list[Event]:
    me, discarder = state.seats[cmd.seat], (cmd.seat - 1) % state.players
    taken, own = cmd.cards
    state.seats[discarder].river.remove(taken)
    me.hand.remove(own)
    me.exposed.append((taken, own))
    state.any_call, state.called, state.offer, state.phase = True, True, None, DISCARD
    for seat in state.seats:
        seat.ippatsu = False  # any call breaks every ippatsu window (§8.4)
    return [Event("called", cmd.seat, (taken, own), data={"from": discarder, "calls": len(me.exposed)})]


def _regroup(state: EmperorState, cmd: Command) -> list[Event]:
    me = state.seats[cmd.seat]
    a, b, c, d = cmd.cards
    me.exposed = [(a, b), (c, d)]
    state.regrouped = True
    return [Event("regrouped", cmd.seat, cmd.cards)]


def _tsumo(state: EmperorState, cmd: Command) -> list[Event]:
    seat, me = cmd.seat, state.seats[cmd.seat]
    tenhou, chiihou = _is_tenhou(state, seat), _is_chiihou(state, seat)
    flags = {
        "last_card": state.drawn is not None and not state.stock,
        "tenhou": tenhou,
        "chiihou": chiihou,
        "ippatsu": me.ippatsu,
        "double_riichi": me.double_riichi,
    }
    return [Event("tsumo", seat)] + settle_win(state, seat, "tsumo", state.drawn, flags)


def _answer(state: EmperorState, cmd: Command) -> list[Event]:
    state.ron_claims[cmd.seat] = cmd.action == "ron"
    events = [Event("declared_ron" if cmd.action == "ron" else "passed", cmd.seat)]
    discarder = state.turn
    for step in range(1, state.players):
        seat = (discarder + step) % state.players
        answer = state.ron_claims.get(seat, False)
        if answer is None:
            return events  # a nearer claimant has still to answer (§3.6)
        if answer:
            return events + _ron(state, seat)
    return events + _after_discard(state, discarder)


def _ron(state: EmperorState, winner: int) -> list[Event]:
    me, won = state.seats[winner], state.offer
    state.seats[state.turn].river.remove(won)
    me.hand.append(won)
    flags = {
        "last_card": not state.stock,
        "ippatsu": me.ippatsu,
        "double_riichi": me.double_riichi,
    }
    return settle_win(state, winner, "ron", won, flags)


_HANDLERS = {
    "dynasty": _dynasty,
    "discard": _discard,
    "riichi": _discard,
    "draw": _draw,
    "call": _call,
    "regroup": _regroup,
    "tsumo": _tsumo,
    "ron": _answer,
    "pass": _answer,
}

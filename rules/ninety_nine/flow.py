"""The flow of a deal of 99 (spec §4–§6, §13): who acts, what is legal, why a move is not, and
what each move does. Bids and premium offers are simultaneous and secret: every seat that has
not yet answered is in ``to_act``; the table may ask them in any order."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from rules.core.cards import display
from rules.core.command import CARDS, CHOICE, Command
from rules.core.events import Event
from rules.core.text import tr
from rules.ninety_nine.deck import BID_SIZE, ORDER, TRICKS, bid_value, full_pack
from rules.ninety_nine.scoring import OFFERS, PREMIUM_BONUS, resolve_premium
from rules.ninety_nine.settlement import finish_deal
from rules.ninety_nine.state import BID, OVER, PLAY, PLAYERS, PREMIUM, NinetyNineState
from rules.tricks import Trick, legal_plays

# Every action and the fields it uses: a move with anything in another field is refused.
MOVES = {"bid": CARDS, "premium": CHOICE, "play": CARDS}


def codes(state: NinetyNineState) -> frozenset[str]:
    """Every card code of the pack in play (the joker only in the early version)."""
    return _pack(state.options["early_version"])


@lru_cache(maxsize=None)
def _pack(early_version: bool) -> frozenset[str]:
    return frozenset(full_pack(early_version))


def to_act(state: NinetyNineState) -> frozenset[int]:
    if state.phase == BID:
        return frozenset(s for s in range(PLAYERS) if state.bid_cards[s] is None)
    if state.phase == PREMIUM:
        return frozenset(s for s in range(PLAYERS) if state.offers[s] is None)
    if state.phase == PLAY:
        return frozenset({state.turn()})
    return frozenset()


def current_trick(state: NinetyNineState) -> list[str]:
    """The cards of the trick being played (empty when a lead is due)."""
    last = state.tricks[-1] if state.tricks else None
    return [] if last is None or len(last.cards) == PLAYERS else list(last.cards)


def playable(state: NinetyNineState, seat: int) -> list[str]:
    return legal_plays(state.hands[seat], current_trick(state), state.alias)


# -- what a seat may do ------------------------------------------------------------------------


def legal(state: NinetyNineState, seat: int) -> list[Command]:
    if seat not in to_act(state):
        return []
    if state.phase == BID:
        return [Command(seat, "bid", trio) for trio in combinations(sorted(state.hands[seat]), BID_SIZE)]
    if state.phase == PREMIUM:
        return [Command(seat, "premium", (), offer) for offer in OFFERS]
    return [Command(seat, "play", (c,)) for c in playable(state, seat)]


# -- why a move is refused ----------------------------------------------------------------------


def validate(state: NinetyNineState, cmd: Command) -> str | None:
    """Why ``cmd`` is refused, or None; FlowVariant has already checked its seat, action, fields
    and card codes against MOVES."""
    if state.phase == OVER:
        return tr("The match is over.")
    if cmd.action != _PHASE_ACTION[state.phase]:
        return _phase_reason(state, cmd.seat)
    if cmd.seat not in to_act(state):
        return _waiting_reason(state)
    return _CHECKS[cmd.action](state, cmd)


_PHASE_ACTION = {BID: "bid", PREMIUM: "premium", PLAY: "play"}


def _phase_reason(state: NinetyNineState, seat: int) -> str:
    if state.phase == BID:
        return tr("First lay your bid: three cards face down.")
    if state.phase == PREMIUM:
        return tr("First say whether you reveal: declare, reveal or none.")
    return tr("The bids are laid: it is time to play cards.")


def _waiting_reason(state: NinetyNineState) -> str:
    if state.phase == BID:
        return tr("You have laid your bid; the others are still choosing theirs.")
    if state.phase == PREMIUM:
        return tr("You have answered; the others are still deciding whether to reveal.")
    return tr("It is not your turn.")


def _check_bid(state: NinetyNineState, cmd: Command) -> str | None:
    if len(cmd.cards) != BID_SIZE or len(set(cmd.cards)) != BID_SIZE:
        return tr("A bid is exactly three different cards from your hand.")
    for c in cmd.cards:
        if c not in state.hands[cmd.seat]:
            return tr("You do not hold {card}.", card=display(c))
    return None


def _check_premium(state: NinetyNineState, cmd: Command) -> str | None:
    if cmd.choice not in OFFERS:
        return tr("Choose declare (show your bid, 30), reveal (show your bid and hand, 60) or none.")
    return None


def _check_play(state: NinetyNineState, cmd: Command) -> str | None:
    if len(cmd.cards) != 1:
        return tr("Play exactly one card.")
    card = cmd.cards[0]
    if card not in state.hands[cmd.seat]:
        return tr("You do not hold {card}.", card=display(card))
    if card not in playable(state, cmd.seat):
        led = current_trick(state)[0]
        return tr("You must follow suit: you hold a card of the suit led ({card}).", card=display(led))
    return None


_CHECKS = {"bid": _check_bid, "premium": _check_premium, "play": _check_play}


# -- doing it -----------------------------------------------------------------------------------


def apply(state: NinetyNineState, cmd: Command) -> list[Event]:
    return _HANDLERS[cmd.action](state, cmd)


def _bid(state: NinetyNineState, cmd: Command) -> list[Event]:
    seat = cmd.seat
    laid = sorted(cmd.cards)
    for c in laid:
        state.hands[seat].remove(c)
    state.bid_cards[seat] = laid
    events = [Event("bid", seat, tuple(laid), private=True, data={"laid": PLAYERS - len(to_act(state))})]
    if all(b is not None for b in state.bid_cards):
        state.phase = PREMIUM
    return events


def _premium(state: NinetyNineState, cmd: Command) -> list[Event]:
    state.offers[cmd.seat] = cmd.choice
    events = [Event("offered", cmd.seat)]  # what was offered stays secret (NN-D4)
    if any(o is None for o in state.offers):
        return events
    return events + _resolve(state)


def _resolve(state: NinetyNineState) -> list[Event]:
    """Keep the highest-priority offer and expose that seat's cards; then the first lead (§5, §6)."""
    premium = resolve_premium(list(state.offers), state.dealer)
    events = []
    if premium is not None:
        state.premium_seat, state.premium_kind = premium.seat, premium.kind
        bid_cards = state.bid_cards[premium.seat] or []
        shown = list(bid_cards) + (list(state.hands[premium.seat]) if premium.kind == "reveal" else [])
        events.append(Event("revealed", premium.seat, tuple(shown), data={
            "kind": premium.kind,
            "bonus": PREMIUM_BONUS[premium.kind],
            "bid_cards": list(bid_cards),
            "bid": bid_value(bid_cards, state.alias),
            "hand": list(state.hands[premium.seat]) if premium.kind == "reveal" else None,
        }))
    state.phase = PLAY
    state.tricks = [Trick(state.eldest)]
    events.append(Event("play_started", state.eldest, data={"leader": state.eldest, "premium": premium.kind if premium else None}))
    return events


def _play(state: NinetyNineState, cmd: Command) -> list[Event]:
    seat, card = cmd.seat, cmd.cards[0]
    trick = state.tricks[-1]
    if len(trick.cards) == PLAYERS:  # the previous trick is complete: its winner leads a new one
        trick = Trick(trick.winner)
        state.tricks.append(trick)
    state.hands[seat].remove(card)
    trick.add(seat, card)
    events = [Event("played", seat, (card,), data={"trick_no": len(state.tricks), "lead": len(trick.cards) == 1})]
    if len(trick.cards) < PLAYERS:
        return events
    winner = trick.settle(ORDER, state.trump, state.alias)
    state.won[winner] += 1
    events.append(Event("trick_won", winner, tuple(trick.cards), data={
        "trick_no": len(state.tricks), "seats": list(trick.seats), "won": list(state.won)}))
    if len(state.tricks) == TRICKS:
        return events + finish_deal(state)
    return events


_HANDLERS = {"bid": _bid, "premium": _premium, "play": _play}

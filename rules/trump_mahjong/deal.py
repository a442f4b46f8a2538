"""Cards into hands (spec §4): the deal, live draws from the front, replacement draws from the
tail, and jokers laid out as flowers and replaced. These only move cards and report it; whoever
calls them ends the hand when a draw is impossible (``True`` returned: the exhaustive draw)."""

from __future__ import annotations

from rules.core.cards import is_joker
from rules.core.events import Event
from rules.mahjong.card_tiles import trump_deck
from rules.mahjong.wall import Wall
from rules.trump_mahjong.state import TURN, SeatState, TmState, sort_cards


def deal(state: TmState, cards: list[str] | None = None) -> list[Event]:
    """Shuffle and deal 13 each, the dealer a 14th (§4). ``cards`` (tests) lays the wall unshuffled."""
    if cards is None:
        cards = trump_deck(state.rules.jokers)
        state.rng.shuffle(cards)
    state.wall = wall = Wall(cards, reserve=state.rules.reserve)
    state.seats = [SeatState() for _ in range(state.players)]
    order = [(state.dealer + i) % state.players for i in range(state.players)]
    for _ in range(3):
        for seat in order:
            state.seats[seat].hand += [wall.draw() for _ in range(4)]  # type: ignore[misc]
    for seat in order:
        state.seats[seat].hand.append(wall.draw())  # type: ignore[arg-type]
    last = wall.draw()
    state.seats[state.dealer].hand.append(last)  # type: ignore[arg-type]
    for s in state.seats:
        sort_cards(s.hand)
    state.phase, state.turn, state.drawn = TURN, state.dealer, last  # type: ignore[assignment]
    return [Event("dealt", seat, tuple(state.seats[seat].hand), private=True) for seat in order]


def lay_out(state: TmState, seat: int) -> tuple[list[Event], bool]:
    """Lay out every joker ``seat`` holds, each replaced from the tail, again if the replacement
    is a joker (§4). Returns the events and whether no card was left for a replacement."""
    me = state.seats[seat]
    events: list[Event] = []
    while True:
        jokers = [c for c in me.hand if is_joker(c)]
        if not jokers:
            return events, False
        for joker in jokers:
            me.hand.remove(joker)
            me.jokers.append(joker)
            events.append(Event("joker", seat, (joker,), data={"jokers": len(me.jokers)}))
            if state.wall.remaining == 0:
                return events, True
            events += _take(state, seat, state.wall.draw_replacement(), replacement=True)  # type: ignore[arg-type]


def draw(state: TmState, seat: int) -> tuple[list[Event], bool]:
    """A live draw from the front (the caller checked one is possible), jokers handled."""
    card: str = state.wall.draw()  # type: ignore[assignment]
    events = _take(state, seat, card, replacement=False)
    more, empty = lay_out(state, seat)
    return events + more, empty


def replace(state: TmState, seat: int) -> tuple[list[Event], bool]:
    """The replacement card from the tail after a kong (a kong needs a live draw, so one is left)."""
    events = _take(state, seat, state.wall.draw_replacement(), replacement=True)  # type: ignore[arg-type]
    more, empty = lay_out(state, seat)
    return events + more, empty


def _take(state: TmState, seat: int, card: str, *, replacement: bool) -> list[Event]:
    me = state.seats[seat]
    me.hand.append(card)
    sort_cards(me.hand)
    state.phase, state.turn, state.drawn, state.replacement = TURN, seat, card, replacement
    state.haitei = not replacement and state.wall.live_count == 0  # a replacement is never haitei (D-14)
    return [Event("drew", seat, (card,), private=True,
                  data={"replacement": replacement, "live": state.wall.live_count})]

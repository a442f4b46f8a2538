"""Kongs (spec §7-§8): the three kinds, the supplement from the tail, chains and their
immediate payments.

A kong is chained to the one before it (§8.1, D6) when it is a closed or growing kong of the
supplement tile just drawn for the previous kong, or a direct kong on the discard made right
after a supplement (the kong's discard). The n-th kong of a chain pays ×2^(n-1);
``state.link`` is the place of the last kong in its chain. ``state.bloom`` counts the turn
player's own kongs linked by supplements this turn, the doubles of 槓上開花.
"""

from __future__ import annotations

from rules.core.events import Event
from rules.kawuxing.payments import kong_payment
from rules.kawuxing.state import TURN, KwxState
from rules.mahjong.melds import Meld
from rules.mahjong.tiles import tile_code

# our kong names -> the kinds payments.kong_payment knows
PAYMENT_KIND = {"direct": "kong_exposed", "growing": "kong_added", "closed": "kong_concealed"}


def kong_allowed(state: KwxState) -> bool:
    """No supplement, no kong (§7.2): the wall must hold a tile; the last one is the supplement."""
    return state.wall.remaining > 0


def chained_on_supplement(state: KwxState, tile: int) -> bool:
    """A closed or growing kong whose fourth tile is the supplement just drawn (§8.1)."""
    return state.supplement and state.drawn == tile


def pay_kong(state: KwxState, kind: str, seat: int, discarder: int | None, link: int, tile: int) -> list[int]:
    """Pay a successful kong now (§8); the payment stands whatever happens later. The hand keeps
    each kong paid (``state.kongs``: seat, kind, tile, from, link, multiplier, payments) for its sheet."""
    pay = kong_payment(PAYMENT_KIND[kind], seat, discarder, list(state.order), link, state.rules.unit)
    deltas = [pay.get(s, 0) for s in range(state.players)]
    for s, d in enumerate(deltas):
        state.scores[s] += d
        state.kong_deltas[s] += d
    state.kongs.append({"seat": seat, "kind": kind, "tile": tile_code(tile), "from": discarder, "link": link,
                        "multiplier": 2 ** (link - 1), "payments": deltas})
    return deltas


def kong_event(state: KwxState, seat: int, kind: str, tile: int, link: int, deltas: list[int],
               discarder: int | None = None) -> Event:
    data = {"kind": kind, "link": link, "multiplier": 2 ** (link - 1), "payments": deltas, "from": discarder}
    # a closed kong lies face down: the others learn that it was made and what it paid, not of what
    return Event("kong", seat, (tile_code(tile),) * 4, private=kind == "closed", data=data)


def closed_kong(state: KwxState, seat: int, tile: int) -> list[Event]:
    me = state.seats[seat]
    chained = chained_on_supplement(state, tile)
    link, bloom = (state.link + 1, state.bloom + 1) if chained else (1, 1)
    for _ in range(4):
        me.hand.remove(tile)
    me.melds.append(Meld("kong_concealed", (tile,) * 4))
    deltas = pay_kong(state, "closed", seat, None, link, tile)
    state.link, state.bloom = link, bloom
    return [kong_event(state, seat, "closed", tile, link, deltas)] + supplement(state, seat)


def complete_growing_kong(state: KwxState, seat: int, tile: int, link: int, bloom: int) -> list[Event]:
    """Nobody robbed the growing kong: it stands and is paid (§8)."""
    me = state.seats[seat]
    i = next(i for i, m in enumerate(me.melds) if m.kind == "pung" and m.tiles[0] == tile)
    me.melds[i] = me.melds[i].added_kong(tile)
    state.offer, state.choices, state.offered, state.answers = None, {}, {}, {}
    deltas = pay_kong(state, "growing", seat, None, link, tile)
    state.link, state.bloom = link, bloom
    return [kong_event(state, seat, "growing", tile, link, deltas)] + supplement(state, seat)


def direct_kong(state: KwxState, seat: int, discarder: int, tile: int) -> list[Event]:
    """A direct kong on a discard: chained if that was the kong's discard (§8.1)."""
    me = state.seats[seat]
    link = state.link + 1 if state.kong_discard else 1
    for _ in range(3):
        me.hand.remove(tile)
    state.seats[discarder].river.pop()  # the called tile moves to the kong
    meld = Meld("kong_exposed", (tile,) * 4, tile, discarder)
    me.melds.append(meld)
    deltas = pay_kong(state, "direct", seat, discarder, link, tile)
    state.link, state.bloom = link, 1
    called = Event("called", seat, (tile_code(tile),) * 4, data={"call": "kong", "tile": tile_code(tile), "from": discarder})
    return [called, kong_event(state, seat, "direct", tile, link, deltas, discarder)] + supplement(state, seat)


def supplement(state: KwxState, seat: int) -> list[Event]:
    """The supplement tile from the tail (when 1 tile is left, it is that one: §7.2)."""
    tile = state.wall.draw_replacement()
    me = state.seats[seat]
    me.hand.append(tile)
    me.hand.sort()
    state.phase, state.turn, state.drawn, state.supplement = TURN, seat, tile, True
    state.pung_turn, state.kong_discard, state.final = False, False, False
    state.restricted.pop(seat, None)  # his own draw ends a missed-win restriction (§9.6)
    return [Event("drew", seat, (tile_code(tile),), private=True,
                  data={"supplement": True, "remaining": state.wall.remaining})]

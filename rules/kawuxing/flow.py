"""Play of a Kawuxing hand (spec §6-§10, §14, §18): who acts, the legal commands, validation
with a plain reason, and carrying commands out.

Commands (tiles are tile codes, e.g. "5p", "Rd"):
  discard (tile), disclose (tile: discard + 亮倒), closed_kong (tile), add_kong (tile: the
  growing kong, with the tile just drawn), win: on one's own turn;
  pung (tile), kong (tile: direct kong), ron (tile), pass: on a discard;
  rob (tile), pass: on a growing kong's tile.
Draws are automatic (head draws and supplements). A call window asks only the seats that have a
call; every one of them answers before the calls are resolved: all wins (several allowed),
else the pung or direct kong.
"""

from __future__ import annotations

from functools import lru_cache

from rules.core.command import CARDS, NO_FIELDS, Command
from rules.core.events import Event
from rules.core.text import tr
from rules.kawuxing.disclosure import disclosure_waits, shown_tiles
from rules.kawuxing.kongs import closed_kong, complete_growing_kong, chained_on_supplement, direct_kong, kong_allowed
from rules.kawuxing.settlement import settle_draw, settle_wins
from rules.kawuxing.state import CLAIM, OVER, ROB, TURN, KwxState
from rules.kawuxing.winning import kinds_in_play, offer_reason, offer_score, restriction_allows, self_draw_score, waits_of
from rules.mahjong import window
from rules.mahjong.claims import Claim, resolve
from rules.mahjong.melds import claimed_meld
from rules.mahjong.tiles import tile_code, tile_from_code
from rules.mahjong.legal_cache import cached_legal

TURN_ACTIONS = ("discard", "disclose", "closed_kong", "add_kong", "win")
CLAIM_ACTIONS = ("pung", "kong", "ron", "pass")
MOVES = {a: NO_FIELDS if a in ("win", "pass") else CARDS for a in TURN_ACTIONS + CLAIM_ACTIONS + ("rob",)}
_CLAIM_KIND = {"ron": "win", "rob": "win", "kong": "kong", "pung": "pung", "pass": "pass"}


def codes(state: KwxState) -> frozenset[str]:
    return _codes(state.rules.removed_suit)


@lru_cache(maxsize=None)
def _codes(removed_suit: str) -> frozenset[str]:
    return frozenset(tile_code(k) for k in kinds_in_play(removed_suit))


def to_act(state: KwxState) -> frozenset[int]:
    if state.phase == TURN:
        return frozenset({state.turn})
    if state.phase in (CLAIM, ROB):
        return frozenset(s for s, a in state.answers.items() if a is None)
    return frozenset()


# -- legal commands ----------------------------------------------------------------------------


def legal(state: KwxState, seat: int) -> list[Command]:
    return list(_cached(state, seat)[0])


def _cached(state: KwxState, seat: int) -> tuple[list[Command], frozenset[Command]]:
    return cached_legal(state, seat, _legal)


def _legal(state: KwxState, seat: int) -> list[Command]:
    if seat not in to_act(state):
        return []
    if state.phase == TURN:
        return sorted(turn_moves(state, seat))
    calls = [Command(seat, a, c) for a, c in state.choices[seat]]
    # Both originals: a player holding three of the discarded tile MUST direct-kong it (he may win on
    # it instead); the restatement's D5 lets him pass. Passing stays legal where no kong is offered.
    if any(c.action == "kong" for c in calls):
        return sorted(calls)
    return sorted([Command(seat, "pass")] + calls)


def turn_moves(state: KwxState, seat: int) -> list[Command]:
    me = state.seats[seat]
    win = [Command(seat, "win")] if self_draw_score(state, seat) is not None else []
    if me.disclosed:  # §14: the drawn tile is discarded unless it wins (no kongs, D15)
        return win + [Command(seat, "discard", (tile_code(state.drawn),))] if state.drawn is not None else win
    kinds = sorted(set(me.hand))
    moves = win + [Command(seat, "discard", (tile_code(k),)) for k in kinds]
    moves += [Command(seat, "disclose", (tile_code(k),)) for k in kinds if disclosure_waits(state, seat, k)]
    if kong_allowed(state):
        if not state.pung_turn:
            moves += [Command(seat, "closed_kong", (tile_code(k),)) for k in kinds if me.hand.count(k) == 4]
        if state.drawn is not None and any(m.kind == "pung" and m.tiles[0] == state.drawn for m in me.melds):
            moves.append(Command(seat, "add_kong", (tile_code(state.drawn),)))
    return moves


def claim_choices(state: KwxState, seat: int, tile: int) -> list[tuple[str, tuple[str, ...]]]:
    """The calls ``seat`` may make on the discard ``tile`` (§6.2, §7.2, §9.6, §10, §14)."""
    me = state.seats[seat]
    code = (tile_code(tile),)
    out: list[tuple[str, tuple[str, ...]]] = []
    score = offer_score(state, seat, tile, "discard")
    if score is not None:
        state.offered[seat] = score.doubles
        if restriction_allows(state, seat, score):
            out.append(("ron", code))
    if state.final or me.disclosed:  # the last discard: a win only (D9); a discloser only wins (D15)
        return out
    held = me.hand.count(tile)
    if held == 2:  # a held triplet may not pung (§7.2, D5)
        out.append(("pung", code))
    if held == 3 and kong_allowed(state):
        out.append(("kong", code))
    return out


# -- validation ----------------------------------------------------------------------------


def validate(state: KwxState, cmd: Command) -> str | None:
    if state.phase == OVER:
        return tr("The game is over.")
    if cmd.seat not in to_act(state):
        return tr("It is not your turn.")
    if cmd in _cached(state, cmd.seat)[1]:
        return None
    return _reason(state, cmd)


def _reason(state: KwxState, cmd: Command) -> str:
    """Why a command by a seat that is asked to act is not legal, in plain words."""
    me = state.seats[cmd.seat]
    if state.phase == TURN:
        return _turn_reason(state, cmd)
    offer = tile_code(state.offer) if state.offer is not None else "?"
    if state.phase == ROB:
        if cmd.action not in ("rob", "pass"):
            return tr("A tile is being added to a pung: rob it or pass.")
        if cmd.cards != (offer,):
            return tr("The tile on offer is {tile}.", tile=offer)
        return offer_reason(state, cmd.seat, state.offer, "rob")
    if cmd.action not in CLAIM_ACTIONS:
        return tr("A discard is on offer: call it or pass.")
    if cmd.action == "pass" and any(a == "kong" for a, _ in state.choices[cmd.seat]):
        return tr("You hold three {tile}: the rules oblige you to kong it (or win on it).", tile=offer)
    if cmd.cards != (offer,):
        return tr("The tile on offer is {tile}.", tile=offer)
    if cmd.action == "ron":
        return offer_reason(state, cmd.seat, state.offer, "discard")
    if state.final:
        return tr("The last discard may be claimed only to win.")
    if me.disclosed:
        return tr("After a disclosure you make no pungs and no kongs: win or pass.")
    held = me.hand.count(state.offer)
    if cmd.action == "pung":
        if held == 3:
            return tr("You hold three {tile}: claim it as a kong (or win), never as a pung.", tile=offer)
        return tr("A pung needs two {tile} in your hand.", tile=offer)
    if held == 3:
        return tr("No kong with an empty wall: there would be no supplement tile.")
    return tr("A direct kong needs three {tile} in your hand.", tile=offer)


def _turn_reason(state: KwxState, cmd: Command) -> str:
    me = state.seats[cmd.seat]
    if cmd.action not in TURN_ACTIONS:
        return tr("On your turn you discard, disclose, declare a kong or win.")
    if cmd.action == "win":
        if state.drawn is None:
            return tr("You can win by self-draw only right after drawing.")
        return tr("This hand is not a winning hand.")
    if len(cmd.cards) != 1:
        return tr("Name exactly one tile.")
    tile = tile_from_code(cmd.cards[0])
    if tile not in me.hand:
        return tr("You do not hold {tile}.", tile=cmd.cards[0])
    if me.disclosed:
        return tr("After a disclosure the hand cannot change: the drawn tile is discarded unless it wins.")
    if cmd.action == "discard":
        return tr("You cannot discard now.")
    if cmd.action == "disclose":
        return tr("Your hand would not be ready after discarding {tile}: no disclosure.", tile=cmd.cards[0])
    if not kong_allowed(state):
        return tr("No kong with an empty wall: there would be no supplement tile.")
    if cmd.action == "closed_kong":
        if state.pung_turn:
            return tr("No closed kong in a turn that began with your own pung.")
        return tr("A closed kong needs four {tile} in your hand.", tile=cmd.cards[0])
    if not any(m.kind == "pung" and m.tiles[0] == tile for m in me.melds):
        return tr("A growing kong needs your own pung of {tile}.", tile=cmd.cards[0])
    return tr("A growing kong is made only with the tile just drawn.")


# -- carrying out --------------------------------------------------------------------------


def apply(state: KwxState, cmd: Command) -> list[Event]:
    state.moves += 1
    seat = cmd.seat
    tile = tile_from_code(cmd.cards[0]) if cmd.cards else None
    if state.phase == TURN:
        if cmd.action == "win":
            score = self_draw_score(state, seat)
            assert score is not None and state.drawn is not None
            return settle_wins(state, [(seat, score)], state.drawn, "supplement" if state.supplement else "self_draw", None)
        if cmd.action in ("discard", "disclose"):
            return _discard(state, seat, tile, cmd.action == "disclose")
        if cmd.action == "closed_kong":
            return closed_kong(state, seat, tile)
        return _growing_kong(state, seat, tile)
    return window.answer(state, cmd, _resolve)


def _discard(state: KwxState, seat: int, tile: int, disclose: bool) -> list[Event]:
    me = state.seats[seat]
    me.hand.remove(tile)
    me.river.append(tile)
    state.kong_discard = state.supplement  # the kong's discard: 槓上炮, and a direct kong on it chains
    if not state.supplement:
        state.link = 0
    state.drawn, state.supplement, state.pung_turn = None, False, False
    state.final = state.wall.remaining == 0
    events = [Event("discarded", seat, (tile_code(tile),),
                    data={"disclosed": disclose, "kong_discard": state.kong_discard, "last": state.final})]
    if disclose:
        wait = waits_of(me.hand, me.melds, state)
        me.disclosed = True
        me.shown = shown_tiles(state, me.hand, wait)
        state.disclosers.append(seat)
        events.append(Event("disclosed", seat, tuple(tile_code(t) for t in me.shown),
                            data={"scope": state.rules.disclosure_scope, "first": state.disclosers == [seat]}))
    state.offer, state.turn = tile, seat
    state.choices, state.offered = {}, {}
    for other in state.order:
        if other != seat:
            calls = claim_choices(state, other, tile)
            if calls:
                state.choices[other] = calls
    if state.choices:
        state.phase = CLAIM
        state.answers = {s: None for s in state.choices}
        return events
    return events + _after_offer(state, seat)


def _after_offer(state: KwxState, discarder: int) -> list[Event]:
    state.offer, state.choices, state.offered, state.answers = None, {}, {}, {}
    if state.final:
        return settle_draw(state)
    return _next_draw(state, state.next_seat(discarder))


def _growing_kong(state: KwxState, seat: int, tile: int) -> list[Event]:
    """Add the drawn tile to a pung; the others may rob it first (§9.4)."""
    chained = chained_on_supplement(state, tile)
    link, bloom = (state.link + 1, state.bloom + 1) if chained else (1, 1)
    state.seats[seat].hand.remove(tile)
    state.offer, state.turn, state.drawn, state.supplement = tile, seat, None, False
    state.link, state.bloom = link, bloom  # kept for the kong if nobody robs it
    state.choices, state.offered, state.final = {}, {}, False
    for other in state.order:
        if other == seat:
            continue
        score = offer_score(state, other, tile, "rob")
        if score is not None:
            state.offered[other] = score.doubles
            if restriction_allows(state, other, score):
                state.choices[other] = [("rob", (tile_code(tile),))]
    events = [Event("adding_kong", seat, (tile_code(tile),))]
    if state.choices:
        state.phase = ROB
        state.answers = {s: None for s in state.choices}
        return events
    return events + complete_growing_kong(state, seat, tile, link, bloom)


def _restrict(state: KwxState) -> None:
    """§9.6: a seat that let a win go is restricted until its next turn (D8: capped doubles)."""
    for seat, answer in state.answers.items():
        if seat in state.offered and answer is not None and answer[0] not in ("ron", "rob"):
            state.restricted[seat] = max(state.restricted.get(seat, -1), state.offered[seat])


def _resolve(state: KwxState) -> list[Event]:
    source, tile = state.turn, state.offer
    assert tile is not None
    claims = [Claim(s, _CLAIM_KIND[a]) for s, (a, _) in sorted(state.answers.items())]  # type: ignore[misc]
    taken = _taken(state, claims, source)
    _restrict(state)
    if state.phase == ROB:
        if not taken:
            return complete_growing_kong(state, source, tile, state.link, state.bloom)
        wins = [(c.seat, offer_score(state, c.seat, tile, "rob")) for c in taken]
        state.offer, state.choices, state.answers = None, {}, {}
        return settle_wins(state, wins, tile, "rob", source)  # type: ignore[arg-type]
    if not taken:
        return _after_offer(state, source)
    if taken[0].kind == "win":
        wins = [(c.seat, offer_score(state, c.seat, tile, "discard")) for c in taken]
        state.offer, state.choices, state.answers = None, {}, {}
        return settle_wins(state, wins, tile, "ron", source)  # type: ignore[arg-type]
    seat = taken[0].seat
    for skipped in _between(state, source, seat) + [seat]:
        state.restricted.pop(skipped, None)  # a turn skipped by a call (or one's own call) ends it
    state.offer, state.choices, state.offered, state.answers, state.final = None, {}, {}, {}, False
    if taken[0].kind == "kong":
        return direct_kong(state, seat, source, tile)
    me = state.seats[seat]
    state.seats[source].river.pop()
    me.melds.append(claimed_meld(me.hand, "pon", tile, [], source))
    state.phase, state.turn, state.drawn, state.supplement = TURN, seat, None, False
    state.pung_turn, state.link, state.bloom, state.kong_discard = True, 0, 0, False
    return [Event("called", seat, (tile_code(tile),) * 3, data={"call": "pung", "tile": tile_code(tile), "from": source})]


def _taken(state: KwxState, claims: list[Claim], source: int) -> list[Claim]:
    """Resolve in turn-order distance among the active seats (the resting seat is skipped)."""
    pos = {s: i for i, s in enumerate(state.order)}
    relabelled = [Claim(pos[c.seat], c.kind) for c in claims]
    taken = resolve(relabelled, pos[source], len(state.order), multiple_winners=True)
    return [Claim(state.order[c.seat], c.kind) for c in taken]


def _between(state: KwxState, source: int, caller: int) -> list[int]:
    """The active seats after ``source`` and before ``caller`` in turn order: their turn is skipped."""
    out, seat = [], state.next_seat(source)
    while seat != caller:
        out.append(seat)
        seat = state.next_seat(seat)
    return out


def _next_draw(state: KwxState, seat: int) -> list[Event]:
    tile = state.wall.draw()
    me = state.seats[seat]
    me.hand.append(tile)
    me.hand.sort()
    state.phase, state.turn, state.drawn, state.supplement = TURN, seat, tile, False
    state.pung_turn, state.link, state.bloom, state.kong_discard, state.final = False, 0, 0, False, False
    state.restricted.pop(seat, None)  # his own draw ends a missed-win restriction (§9.6)
    return [Event("drew", seat, (tile_code(tile),), private=True,
                  data={"supplement": False, "remaining": state.wall.remaining})]

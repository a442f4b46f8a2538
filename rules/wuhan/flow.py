"""Play of a Wuhan hand (spec §7-§9, §14): who acts, the legal commands, validation with a
plain reason, and carrying commands out.

Commands (tiles are tile codes, e.g. "5m", "Rd"):
  discard (tile), concealed_kong (tile), added_kong (tile), hongzhong_kong (tile),
  laizi_kong (tile), win: on one's own turn;
  chi (two own tiles), pon (tile), exposed_kong (tile), ron (tile), pass: on a discard;
  rob (tile), pass: on a tile added to a Pon; win, pass: after a last-phase draw.
Draws are automatic. A call window asks only the seats that have a call; every one of them
answers before the calls are resolved (win, then pon/kong, then chi; head-bump among wins).
"""

from __future__ import annotations

from functools import lru_cache

from rules.core.command import CARDS, NO_FIELDS, Command
from rules.core.events import Event
from rules.core.text import tr
from rules.mahjong import window
from rules.mahjong.claims import Claim, resolve
from rules.mahjong.melds import Meld, claimed_meld
from rules.wuhan.settlement import settle_draw, settle_win
from rules.wuhan.state import CLAIM, LAST, OVER, ROB, TURN, WuhanState
from rules.wuhan.tiles import CODE, codes as codes_of, kind_of, kinds_in_play
from rules.wuhan.winning import rob_win, ron_win, self_draw_win, win_shortfall_text
from rules.mahjong.legal_cache import cached_legal

TURN_ACTIONS = ("discard", "concealed_kong", "added_kong", "hongzhong_kong", "laizi_kong", "win")
CLAIM_ACTIONS = ("chi", "pon", "exposed_kong", "ron", "pass")
# Every action and the fields it uses: a move with anything in another field is refused.
MOVES = {a: NO_FIELDS if a in ("win", "pass") else CARDS for a in TURN_ACTIONS + CLAIM_ACTIONS + ("rob",)}
_CLAIM_KIND = {"ron": "win", "rob": "win", "exposed_kong": "kong", "pon": "pung", "chi": "chow", "pass": "pass"}


def codes(state: WuhanState) -> frozenset[str]:
    """Every tile code in play (Jingzhou leaves out a suit and 東)."""
    return _tiles(state.rules.removed_suit)


@lru_cache(maxsize=None)
def _tiles(removed_suit: str | None) -> frozenset[str]:
    return frozenset(codes_of(kinds_in_play(removed_suit)))


def to_act(state: WuhanState) -> frozenset[int]:
    if state.phase in (TURN, LAST):
        return frozenset({state.turn})
    if state.phase in (CLAIM, ROB):
        return frozenset(s for s, a in state.answers.items() if a is None)
    return frozenset()


# -- legal commands ----------------------------------------------------------------------------


def legal(state: WuhanState, seat: int) -> list[Command]:
    return list(_cached(state, seat)[0])


def _cached(state: WuhanState, seat: int) -> tuple[list[Command], frozenset[Command]]:
    return cached_legal(state, seat, _legal)


def _legal(state: WuhanState, seat: int) -> list[Command]:
    if seat not in to_act(state):
        return []
    if state.phase == TURN:
        return sorted(_turn_moves(state, seat))
    if state.phase == LAST:
        return sorted([Command(seat, "pass"), Command(seat, "win")])
    return sorted([Command(seat, "pass")] + [Command(seat, a, c) for a, c in state.choices[seat]])


def kong_allowed(state: WuhanState) -> bool:
    """A kong of any kind needs enough tiles in the wall (D11)."""
    return state.wall.remaining >= state.rules.kong_min_wall


def _turn_moves(state: WuhanState, seat: int) -> list[Command]:
    me = state.seats[seat]
    kinds = sorted(set(me.hand))
    moves = [Command(seat, "discard", (CODE[k],)) for k in kinds]
    if kong_allowed(state):
        for k in kinds:
            if k in state.kong_tiles:
                moves.append(Command(seat, "hongzhong_kong", (CODE[k],)))
            elif k == state.laizi:
                moves.append(Command(seat, "laizi_kong", (CODE[k],)))
            elif me.hand.count(k) == 4:
                moves.append(Command(seat, "concealed_kong", (CODE[k],)))
        for m in me.melds:
            if m.kind == "pung" and m.tiles[0] in me.hand:
                moves.append(Command(seat, "added_kong", (CODE[m.tiles[0]],)))
    if self_draw_win(state, seat) is not None:
        moves.append(Command(seat, "win"))
    return moves


def claim_choices(state: WuhanState, seat: int, tile: int, discarder: int) -> list[tuple[str, tuple[str, ...]]]:
    """The calls ``seat`` may make on ``discarder``'s discard (§7.2, §8)."""
    me = state.seats[seat]
    code = (CODE[tile],)
    out: list[tuple[str, tuple[str, ...]]] = []
    if ron_win(state, seat, tile, discarder) is not None:
        out.append(("ron", code))
    if state.final:  # Jingzhou's last discard: ron only (D13)
        return out
    held = me.hand.count(tile)
    if held >= 2:
        out.append(("pon", code))
    if held >= 3 and kong_allowed(state):
        out.append(("exposed_kong", code))
    if tile < 27 and seat == state.next_seat(discarder):
        n = tile % 9
        for a, b in ((n - 2, n - 1), (n - 1, n + 1), (n + 1, n + 2)):
            if 0 <= a and b <= 8:
                ka, kb = tile - n + a, tile - n + b
                usable = all(k in me.hand and k != state.laizi and k not in state.kong_tiles for k in (ka, kb))
                if usable:
                    out.append(("chi", (CODE[ka], CODE[kb])))
    return out


# -- validation ----------------------------------------------------------------------------


def validate(state: WuhanState, cmd: Command) -> str | None:
    """Why ``cmd`` is refused, or None; FlowVariant has already checked its seat, action, fields
    and tile codes against MOVES."""
    if state.phase == OVER:
        return tr("The game is over.")
    if cmd.seat not in to_act(state):
        return tr("It is not your turn.")
    if cmd in _cached(state, cmd.seat)[1]:
        return None
    return _reason(state, cmd)


def _reason(state: WuhanState, cmd: Command) -> str:
    """Why a command by a seat that is asked to act is not legal, in plain words."""
    tiles = [kind_of(c) for c in cmd.cards]
    me = state.seats[cmd.seat]
    if state.phase == TURN:
        if cmd.action not in TURN_ACTIONS:
            return tr("On your turn you discard, declare a kong or win.")
        if cmd.action == "win":
            if state.drawn is None:
                return tr("You can win by self-draw only right after drawing.")
            return tr("This hand is not a legal win: {why}", why=win_shortfall(state, cmd.seat))
        if len(tiles) != 1:
            return tr("Name exactly one tile.")
        t = tiles[0]
        if t not in me.hand:
            return tr("You do not hold {tile}.", tile=cmd.cards[0])
        if cmd.action != "discard" and not kong_allowed(state):
            return tr("A kong needs at least {n} tiles in the wall.", n=state.rules.kong_min_wall)
        if cmd.action == "hongzhong_kong":
            return tr("Only a kong tile (中, or 發/pizi in the variants) can be konged singly this way.")
        if cmd.action == "laizi_kong":
            return tr("{tile} is not the laizi.", tile=cmd.cards[0])
        if cmd.action == "concealed_kong":
            if t == state.laizi or t in state.kong_tiles:
                return tr("Laizi and kong tiles are konged one at a time, never as four.")
            return tr("A concealed kong needs four {tile} in your hand.", tile=cmd.cards[0])
        return tr("An added kong needs your own Pon of {tile}.", tile=cmd.cards[0])
    if state.phase == LAST:
        if cmd.action == "discard" or cmd.action.endswith("kong"):
            return tr("In the last-draw phase nobody discards or declares a kong: win or pass.")
        return tr("In the last-draw phase you may only win or pass.")
    offer = CODE[state.offer] if state.offer is not None else "?"
    if state.phase == ROB:
        if cmd.action not in ("rob", "pass"):
            return tr("A tile is being added to a Pon: rob it or pass.")
        return tr("You cannot win on {tile} now.", tile=offer)
    if cmd.action not in CLAIM_ACTIONS:
        return tr("A discard is on offer: call it or pass.")
    if state.final and cmd.action != "ron":
        return tr("The last discard may be claimed only to win.")
    if cmd.action in ("pon", "exposed_kong", "ron") and cmd.cards != (offer,):
        return tr("The tile on offer is {tile}.", tile=offer)
    if cmd.action == "ron":
        return tr("This is no legal win on {tile}: {why}", tile=offer, why=win_shortfall(state, cmd.seat, state.offer))
    if cmd.action == "pon":
        return tr("A Pon needs two {tile} in your hand.", tile=offer)
    if cmd.action == "exposed_kong":
        if not kong_allowed(state):
            return tr("A kong needs at least {n} tiles in the wall.", n=state.rules.kong_min_wall)
        return tr("An exposed kong needs three {tile} in your hand.", tile=offer)
    if cmd.seat != state.next_seat(state.turn):
        return tr("Only the discarder's next player may chi.")
    return tr("Chi needs two tiles of your hand (no laizi, no kong tile) that make a run with {tile}.", tile=offer)


def win_shortfall(state: WuhanState, seat: int, extra: int | None = None) -> str:
    """The first winning requirement (§9.1) the hand (with ``extra``, a discard) misses."""
    me = state.seats[seat]
    if extra is None:
        return win_shortfall_text(state, seat)
    me.hand.append(extra)
    try:
        return win_shortfall_text(state, seat)
    finally:
        me.hand.pop()  # validate never changes the state


# -- carrying out --------------------------------------------------------------------------


def apply(state: WuhanState, cmd: Command) -> list[Event]:
    state.moves += 1
    seat = cmd.seat
    tile = kind_of(cmd.cards[0]) if cmd.cards else None
    if state.phase == TURN:
        if cmd.action == "discard":
            return _discard(state, seat, tile)
        if cmd.action == "win":
            return settle_win(state, seat, "self_draw", state.drawn, self_draw_win(state, seat))
        return _kong(state, seat, cmd.action, tile)
    if state.phase == LAST:
        if cmd.action == "win":
            return settle_win(state, seat, "self_draw", state.drawn, self_draw_win(state, seat))
        state.drawn = None  # the tile is simply kept
        return _last_draw(state, state.next_seat(seat))
    return window.answer(state, cmd, _resolve_rob if state.phase == ROB else _resolve_claims)


def _discard(state: WuhanState, seat: int, tile: int) -> list[Event]:
    me = state.seats[seat]
    me.hand.remove(tile)
    state.drawn, state.replacement, state.called = None, False, False
    final = state.rules.jingzhou and state.wall.remaining <= 10
    if tile in state.kong_tiles or tile == state.laizi:  # §7.3: discarding one counts as its kong
        me.singles.append((tile, "discard"))
        kind = "laizi" if tile == state.laizi else "hongzhong"
        events = [Event("discarded", seat, (CODE[tile],), data={"kong": kind})]
        return events + (settle_draw(state) if final else _next_draw(state, state.next_seat(seat)))
    me.river.append(tile)
    events = [Event("discarded", seat, (CODE[tile],), data={"kong": None})]
    state.final = final
    state.offer, state.turn = tile, seat
    state.choices = {}
    for other in range(state.players):
        if other != seat:
            options = claim_choices(state, other, tile, seat)
            if options:
                state.choices[other] = options
    if state.choices:
        state.phase = CLAIM
        state.answers = {s: None for s in state.choices}
        return events
    return events + _after_offer(state, seat)


def _after_offer(state: WuhanState, discarder: int) -> list[Event]:
    state.offer, state.choices, state.answers = None, {}, {}
    if state.final:
        return settle_draw(state)
    return _next_draw(state, state.next_seat(discarder))


def _resolve_claims(state: WuhanState) -> list[Event]:
    discarder, tile = state.turn, state.offer
    claims = [Claim(s, _CLAIM_KIND[a], c) for s, (a, c) in sorted(state.answers.items())]
    taken = resolve(claims, discarder, state.players, multiple_winners=False)
    if not taken:
        return _after_offer(state, discarder)
    seat = taken[0].seat
    action, cards = state.answers[seat]
    if action == "ron":
        breakdown = ron_win(state, seat, tile, discarder)
        state.offer, state.choices, state.answers = None, {}, {}
        return settle_win(state, seat, "ron", tile, breakdown)
    me = state.seats[seat]
    state.seats[discarder].river.pop()  # the called tile moves to the caller's meld
    meld = claimed_meld(me.hand, action, tile, [kind_of(c) for c in cards], discarder)
    me.melds.append(meld)
    state.offer, state.choices, state.answers, state.final = None, {}, {}, False
    state.phase, state.turn, state.drawn, state.replacement = TURN, seat, None, False
    events = [Event("called", seat, tuple(CODE[t] for t in meld.tiles),
                    data={"call": action, "tile": CODE[tile], "from": discarder})]
    if action == "exposed_kong":
        events.append(Event("kong", seat, tuple(CODE[t] for t in meld.tiles), data={"kind": "exposed"}))
        return events + _replacement(state, seat)
    state.called = True
    return events


def _kong(state: WuhanState, seat: int, action: str, tile: int) -> list[Event]:
    me = state.seats[seat]
    code = CODE[tile]
    state.called = False
    if action in ("hongzhong_kong", "laizi_kong"):
        me.hand.remove(tile)
        me.singles.append((tile, "kong"))
        kind = "laizi" if action == "laizi_kong" else "hongzhong"
        return [Event("kong", seat, (code,), data={"kind": kind})] + _replacement(state, seat)
    if action == "concealed_kong":
        for _ in range(4):
            me.hand.remove(tile)
        me.melds.append(Meld("kong_concealed", (tile,) * 4))
        # Laid face down: the others see that a concealed kong was made, not of what (§7.3).
        return [Event("kong", seat, (code,) * 4, private=True, data={"kind": "concealed"})] + _replacement(state, seat)
    # added kong: the others may rob it first (§9.5)
    me.hand.remove(tile)
    state.offer, state.turn, state.drawn, state.replacement = tile, seat, None, False
    state.choices = {}
    for other in range(state.players):
        if other != seat and rob_win(state, other, tile, seat) is not None:
            state.choices[other] = [("rob", (code,))]
    events = [Event("adding_kong", seat, (code,))]
    if state.choices:
        state.phase = ROB
        state.answers = {s: None for s in state.choices}
        return events
    return events + _complete_added_kong(state, seat, tile)


def _complete_added_kong(state: WuhanState, seat: int, tile: int) -> list[Event]:
    me = state.seats[seat]
    i = next(i for i, m in enumerate(me.melds) if m.kind == "pung" and m.tiles[0] == tile)
    me.melds[i] = me.melds[i].added_kong(tile)
    state.offer, state.choices, state.answers = None, {}, {}
    state.phase = TURN
    return [Event("kong", seat, (CODE[tile],) * 4, data={"kind": "added"})] + _replacement(state, seat)


def _resolve_rob(state: WuhanState) -> list[Event]:
    declarer, tile = state.turn, state.offer
    claims = [Claim(s, "win" if a == "rob" else "pass") for s, (a, _) in sorted(state.answers.items())]
    taken = resolve(claims, declarer, state.players, multiple_winners=False)  # head-bump (D15)
    if not taken:
        return _complete_added_kong(state, declarer, tile)
    winner = taken[0].seat
    breakdown = rob_win(state, winner, tile, declarer)
    state.offer, state.choices, state.answers = None, {}, {}
    return settle_win(state, winner, "rob", tile, breakdown)


def _replacement(state: WuhanState, seat: int) -> list[Event]:
    tile = state.wall.draw_replacement()
    state.seats[seat].hand.append(tile)
    state.seats[seat].hand.sort()
    state.phase, state.turn, state.drawn, state.replacement = TURN, seat, tile, True
    return [Event("drew", seat, (CODE[tile],), private=True,
                  data={"replacement": True, "remaining": state.wall.remaining})]


def _next_draw(state: WuhanState, seat: int) -> list[Event]:
    """``seat`` is about to make a normal draw: the last-14 phase may begin (§8.1)."""
    if state.rules.last_draw_phase and state.wall.remaining <= 14:
        return [Event("last_phase", None, data={"remaining": state.wall.remaining})] + _last_draw(state, seat)
    tile = state.wall.draw()
    state.seats[seat].hand.append(tile)
    state.seats[seat].hand.sort()
    state.phase, state.turn, state.drawn, state.replacement, state.called = TURN, seat, tile, False, False
    return [Event("drew", seat, (CODE[tile],), private=True,
                  data={"replacement": False, "remaining": state.wall.remaining})]


def _last_draw(state: WuhanState, seat: int) -> list[Event]:
    """Last-phase draws in turn until someone may win (and is asked) or 10 tiles remain."""
    events: list[Event] = []
    while state.wall.remaining > 10:
        tile = state.wall.draw()
        me = state.seats[seat]
        me.hand.append(tile)
        me.hand.sort()
        state.phase, state.turn, state.drawn, state.replacement, state.called = LAST, seat, tile, False, False
        events.append(Event("drew", seat, (CODE[tile],), private=True,
                            data={"replacement": False, "remaining": state.wall.remaining, "last_phase": True}))
        if self_draw_win(state, seat) is not None:
            return events
        state.drawn = None
        seat = state.next_seat(seat)
    return events + settle_draw(state)

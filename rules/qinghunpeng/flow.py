"""Play of a Qing-Hun-Peng hand (spec §4-§7, §10, §15): who acts, the legal commands, validation
with a plain reason, and carrying commands out.

Commands (tiles are codes, e.g. "5p", "Rd"), named as the mahjong family names them:
  own turn: discard (tile), concealed_kong (tile), added_kong (tile), win;
  on a discard: ron (tile), pon (tile), exposed_kong (tile), chi (two hand tiles, the 下家
  only), pass; on an added kong's tile: rob (tile), pass.
Draws, flowers and their replacements are automatic. A call window asks only the seats that
have a call; when all have answered: every win (several allowed), else pon/kong, else chi.
"""

from __future__ import annotations

from rules.core.command import CARDS, NO_FIELDS, Command
from rules.core.events import Event
from rules.core.text import tr
from rules.mahjong import window
from rules.mahjong.claims import Claim, resolve
from rules.mahjong.melds import Meld, claimed_meld
from rules.mahjong.tiles import tile_code, tile_from_code
from rules.qinghunpeng.flowers import lay_out
from rules.qinghunpeng.settlement import end_by, settle_draw, settle_wins
from rules.qinghunpeng.state import CLAIM, PLAYERS, ROB, TURN, QhpState
from rules.qinghunpeng.winning import legal_offer_win, offer_reason, self_draw_win

TURN_ACTIONS = ("discard", "concealed_kong", "added_kong", "win")
CLAIM_ACTIONS = ("chi", "pon", "exposed_kong", "ron", "pass")
MOVES = {a: NO_FIELDS if a in ("win", "pass") else CARDS for a in TURN_ACTIONS + CLAIM_ACTIONS + ("rob",)}
_CLAIM_KIND = {"ron": "win", "rob": "win", "exposed_kong": "kong", "pon": "pung", "chi": "chow", "pass": "pass"}
_CODES = frozenset(tile_code(k) for k in range(42))


def codes(state: QhpState) -> frozenset[str]:
    return _CODES


def to_act(state: QhpState) -> frozenset[int]:
    return window.to_act(state)


# -- legal commands ----------------------------------------------------------------------------


def legal(state: QhpState, seat: int) -> list[Command]:
    return list(window.legal_sets(state, seat, turn_moves)[0])


def kong_allowed(state: QhpState) -> bool:
    """A kong needs a replacement tile: at least one tile left in the wall (§5, D-8)."""
    return state.wall.remaining > 0


def turn_moves(state: QhpState, seat: int) -> list[Command]:
    me = state.seats[seat]
    kinds = sorted(set(me.hand))
    moves = [Command(seat, "discard", (tile_code(k),)) for k in kinds]
    if state.drawn is None:  # after a chi or pon: discard only (D-8)
        return moves
    if self_draw_win(state, seat) is not None:
        moves.append(Command(seat, "win"))
    if kong_allowed(state):
        moves += [Command(seat, "concealed_kong", (tile_code(k),)) for k in kinds if me.hand.count(k) == 4]
        moves += [Command(seat, "added_kong", (tile_code(m.tiles[0]),)) for m in me.melds
                  if m.kind == "pung" and m.tiles[0] in me.hand]
    return moves


def claim_choices(state: QhpState, seat: int, tile: int, discarder: int) -> list[tuple[str, tuple[str, ...]]]:
    """The calls ``seat`` may make on ``discarder``'s discard (§5, §7)."""
    me = state.seats[seat]
    code = (tile_code(tile),)
    out: list[tuple[str, tuple[str, ...]]] = []
    if legal_offer_win(state, seat, tile, "discard") is not None and tile not in state.missed.get(seat, []):
        out.append(("ron", code))
    if state.final:  # the discard after the last wall tile: a win only (D-7)
        return out
    held = me.hand.count(tile)
    if held >= 2:
        out.append(("pon", code))
    if held >= 3 and kong_allowed(state):
        out.append(("exposed_kong", code))
    if tile < 27 and seat == state.next_seat(discarder):  # chi: the discarder's 下家 only
        n = tile % 9
        for a, b in ((n - 2, n - 1), (n - 1, n + 1), (n + 1, n + 2)):
            if 0 <= a and b <= 8 and tile - n + a in me.hand and tile - n + b in me.hand:
                out.append(("chi", (tile_code(tile - n + a), tile_code(tile - n + b))))
    return out


# -- validation ----------------------------------------------------------------------------


def validate(state: QhpState, cmd: Command) -> str | None:
    return window.check(state, cmd, turn_moves, _reason)


def _reason(state: QhpState, cmd: Command) -> str:
    me = state.seats[cmd.seat]
    if state.phase == TURN:
        return _turn_reason(state, cmd)
    offer = tile_code(state.offer) if state.offer is not None else "?"
    if state.phase == ROB:
        if cmd.action not in ("rob", "pass"):
            return tr("A tile is being added to a pung: rob it or pass.")
        if cmd.cards != (offer,):
            return tr("The tile on offer is {tile}.", tile=offer)
        return offer_reason(state, cmd.seat, state.offer, "rob")  # type: ignore[arg-type]
    if cmd.action not in CLAIM_ACTIONS:
        return tr("A discard is on offer: call it or pass.")
    if cmd.action == "chi":
        if cmd.seat != state.next_seat(state.turn):
            return tr("Only the discarder's next player (下家) may chi.")
        if state.final:
            return tr("The last discard may be claimed only to win.")
        return tr("Chi needs two tiles from your hand that make a run with {tile}.", tile=offer)
    if cmd.cards != (offer,):
        return tr("The tile on offer is {tile}.", tile=offer)
    if cmd.action == "ron":
        return offer_reason(state, cmd.seat, state.offer, "discard")  # type: ignore[arg-type]
    if state.final:
        return tr("The last discard may be claimed only to win.")
    if cmd.action == "pon":
        return tr("A pon needs two {tile} in your hand.", tile=offer)
    if me.hand.count(state.offer) >= 3:
        return tr("No kong with an empty wall: there would be no replacement tile.")
    return tr("An exposed kong needs three {tile} in your hand.", tile=offer)


def _turn_reason(state: QhpState, cmd: Command) -> str:
    me = state.seats[cmd.seat]
    if cmd.action not in TURN_ACTIONS:
        return tr("On your turn you win, declare a kong or discard.")
    if cmd.action == "win":
        if state.drawn is None:
            return tr("You can win by self-draw only right after drawing.")
        return tr("This is not one of the seven winning hands.")
    if len(cmd.cards) != 1:
        return tr("Name exactly one tile.")
    tile = tile_from_code(cmd.cards[0])
    if tile not in me.hand:
        return tr("You do not hold {tile}.", tile=cmd.cards[0])
    if cmd.action == "discard":
        return tr("You cannot discard now.")
    if state.drawn is None:
        return tr("Kongs are declared after a draw, not right after a chi or pon.")
    if not kong_allowed(state):
        return tr("No kong with an empty wall: there would be no replacement tile.")
    if cmd.action == "concealed_kong":
        return tr("A concealed kong needs four {tile} in your hand.", tile=cmd.cards[0])
    return tr("An added kong needs your own exposed pung of {tile}.", tile=cmd.cards[0])


# -- carrying out --------------------------------------------------------------------------


def apply(state: QhpState, cmd: Command) -> list[Event]:
    state.moves += 1
    seat = cmd.seat
    tile = tile_from_code(cmd.cards[0]) if cmd.cards else None
    if state.phase == TURN:
        if cmd.action == "win":
            win = self_draw_win(state, seat)
            assert win is not None and state.drawn is not None
            return settle_wins(state, [(seat, win)], state.drawn, "replacement" if state.replacement else "self_draw", None)
        assert tile is not None
        if cmd.action == "discard":
            return _discard(state, seat, tile)
        if cmd.action == "concealed_kong":
            me = state.seats[seat]
            for _ in range(4):
                me.hand.remove(tile)
            me.melds.append(Meld("kong_concealed", (tile,) * 4))
            return [Event("kong", seat, (tile_code(tile),) * 4, private=True, data={"kind": "concealed"})] + replace(state, seat)
        return _added_kong(state, seat, tile)
    return window.answer(state, cmd, _resolve)


def _discard(state: QhpState, seat: int, tile: int) -> list[Event]:
    me = state.seats[seat]
    me.hand.remove(tile)
    me.river.append(tile)
    state.drawn, state.replacement = None, False
    state.final = state.wall.remaining == 0
    events = [Event("discarded", seat, (tile_code(tile),), data={"last": state.final})]
    state.offer, state.turn = tile, seat
    if window.open_window(state, seat, CLAIM, lambda other: claim_choices(state, other, tile, seat)):
        return events
    return events + _after_offer(state, seat)


def _after_offer(state: QhpState, discarder: int) -> list[Event]:
    state.offer, state.choices, state.answers = None, {}, {}
    if state.final:
        return settle_draw(state)
    return draw(state, state.next_seat(discarder))


def _added_kong(state: QhpState, seat: int, tile: int) -> list[Event]:
    """Add the 4th tile to a pung; the others may rob it first (§7.1)."""
    state.seats[seat].hand.remove(tile)
    state.offer, state.turn, state.drawn, state.replacement, state.final = tile, seat, None, False, False
    events = [Event("adding_kong", seat, (tile_code(tile),))]

    def may_rob(other: int) -> list[tuple[str, tuple[str, ...]]]:
        if legal_offer_win(state, other, tile, "rob") is None or tile in state.missed.get(other, []):
            return []
        return [("rob", (tile_code(tile),))]

    if window.open_window(state, seat, ROB, may_rob):
        return events
    return events + _complete_added_kong(state, seat, tile)


def _complete_added_kong(state: QhpState, seat: int, tile: int) -> list[Event]:
    me = state.seats[seat]
    i = next(i for i, m in enumerate(me.melds) if m.kind == "pung" and m.tiles[0] == tile)
    me.melds[i] = me.melds[i].added_kong(tile)  # keeps its claim record; not a new claim (§10.1)
    state.offer, state.choices, state.answers = None, {}, {}
    return [Event("kong", seat, (tile_code(tile),) * 4, data={"kind": "added"})] + replace(state, seat)


def _miss(state: QhpState, way: str) -> None:
    """§7.3 (D-11): a seat that could legally win on the tile and did not may not win on that kind."""
    tile = state.offer
    assert tile is not None
    for seat, answer in state.answers.items():
        if answer is not None and answer[0] not in ("ron", "rob") and legal_offer_win(state, seat, tile, way):
            if tile not in state.missed.setdefault(seat, []):
                state.missed[seat].append(tile)


def _resolve(state: QhpState) -> list[Event]:
    source, tile = state.turn, state.offer
    assert tile is not None
    claims = [Claim(s, _CLAIM_KIND[a]) for s, (a, _) in sorted(state.answers.items())]  # type: ignore[misc]
    taken = resolve(claims, source, PLAYERS, multiple_winners=True)
    robbing = state.phase == ROB
    _miss(state, "rob" if robbing else "discard")
    if taken and taken[0].kind == "win":
        way = "rob" if robbing else "discard"
        wins = [(c.seat, legal_offer_win(state, c.seat, tile, way)) for c in taken]
        state.offer, state.choices, state.answers = None, {}, {}
        return settle_wins(state, wins, tile, "rob" if robbing else "ron", source)  # type: ignore[arg-type]
    if robbing:
        return _complete_added_kong(state, source, tile)
    if not taken:
        return _after_offer(state, source)
    seat = taken[0].seat
    action, cards = state.answers[seat]  # type: ignore[misc]
    return _call(state, seat, source, tile, action, cards)


def _call(state: QhpState, seat: int, source: int, tile: int, action: str, cards: tuple[str, ...]) -> list[Event]:
    me = state.seats[seat]
    state.seats[source].river.pop()  # the claimed tile moves to the caller's meld
    meld = claimed_meld(me.hand, action, tile, [tile_from_code(c) for c in cards], source)
    me.melds.append(meld)
    state.missed.pop(seat, None)  # a chi, pon or exposed kong ends the restriction (§7.3)
    state.offer, state.choices, state.answers, state.final = None, {}, {}, False
    state.phase, state.turn, state.drawn, state.replacement = TURN, seat, None, False
    events = [Event("called", seat, tuple(tile_code(t) for t in meld.tiles),
                    data={"call": action, "tile": tile_code(tile), "from": source})]
    events += _record_claim(state, seat, source, tile)
    if action == "exposed_kong":
        events.append(Event("kong", seat, (tile_code(tile),) * 4, data={"kind": "exposed", "from": source}))
        return events + replace(state, seat)
    return events


def _record_claim(state: QhpState, caller: int, fed: int, tile: int) -> list[Event]:
    """§10.1: the third claim of one seat's discards forms a relation, which lasts the hand."""
    key = f"{caller}>{fed}"
    state.claims[key] = state.claims.get(key, 0) + 1
    if state.claims[key] != 3:
        return []
    relation = {"caller": caller, "fed": fed, "order": len(state.relations) + 1, "third": tile_code(tile)}
    state.relations.append(relation)
    return [Event("relation_formed", caller, (tile_code(tile),), data=dict(relation))]


def draw(state: QhpState, seat: int) -> list[Event]:
    """A normal draw from the front; a flower is laid out and replaced from the tail (§4)."""
    tile = state.wall.draw()
    me = state.seats[seat]
    me.hand.append(tile)
    me.hand.sort()
    state.phase, state.turn, state.drawn, state.replacement, state.final = TURN, seat, tile, False, False
    state.missed.pop(seat, None)  # a draw from the wall ends the missed-win restriction (§7.3)
    events = [Event("drew", seat, (tile_code(tile),), private=True,
                    data={"replacement": False, "remaining": state.wall.remaining})]
    more, stop = lay_out(state, seat)
    return events + more + (end_by(state, stop, seat) if stop else [])


def replace(state: QhpState, seat: int) -> list[Event]:
    """The replacement tile from the tail after a kong (flowers laid out in turn)."""
    if state.wall.remaining == 0:
        return settle_draw(state)
    tile = state.wall.draw_replacement()
    me = state.seats[seat]
    me.hand.append(tile)
    me.hand.sort()
    state.phase, state.turn, state.drawn, state.replacement, state.final = TURN, seat, tile, True, False
    state.missed.pop(seat, None)
    events = [Event("drew", seat, (tile_code(tile),), private=True,
                    data={"replacement": True, "remaining": state.wall.remaining})]
    more, stop = lay_out(state, seat)
    return events + more + (end_by(state, stop, seat) if stop else [])


"""Whether a seat may win now, and what the win is worth: the bridge from a hand in play to
the readings (rules.wuhan.hand) and the payments (rules.wuhan.scoring), spec §9-§11."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rules.core.text import tr
from rules.mahjong.shanten import shanten
from rules.mahjong.tiles import counts
from rules.wuhan.hand import MeldFacts, legal_shapes
from rules.wuhan.scoring import Reading, Situation, best
from rules.wuhan.state import LAST, SeatState, WuhanState
from rules.wuhan.tiles import WINDISH, is_jiang, kinds_in_play, suit


def meld_facts(seat: SeatState) -> MeldFacts:
    tiles = [t for m in seat.melds for t in m.tiles]
    return MeldFacts(
        count=len(seat.melds),
        all_pungs=all(m.is_triplet for m in seat.melds),
        suits=frozenset(suit(m.tiles[0]) for m in seat.melds),
        windish=all(t in WINDISH for t in tiles),
        jiang=all(is_jiang(t) for t in tiles),
    )


def in_play(state: WuhanState) -> frozenset[int]:
    return _in_play(state.rules.removed_suit)


@lru_cache(maxsize=None)
def _in_play(removed_suit: str | None) -> frozenset[int]:
    return frozenset(kinds_in_play(removed_suit))


def third_mouth_from(seat: SeatState) -> int | None:
    """Who supplied the third open meld, in the order the melds were made (§11.6 case 2)."""
    opened = [m for m in seat.melds if m.is_open]
    return opened[2].from_seat if len(opened) >= 3 else None


def shape_readings(state: WuhanState, seat: int, tiles: list[int], situational: bool) -> list[Any]:
    me = state.seats[seat]
    if not any(m.is_open for m in me.melds):  # §9.1 (2): at least one open mouth
        return []
    return legal_shapes(tuple(counts(tiles)), state.laizi, meld_facts(me), state.kong_tiles, in_play(state), situational)


def any_tile_wait(state: WuhanState, seat: int, tiles13: list[int]) -> bool:
    """§9.3 (D14): every kind in play but the kong tiles and the laizi completes a legal hand."""
    for kind in sorted(in_play(state) - state.kong_tiles - {state.laizi}):
        if not shape_readings(state, seat, tiles13 + [kind], False):
            return False
    return True


def evaluate(
    state: WuhanState,
    seat: int,
    tiles: list[int],
    *,
    self_draw: bool,
    situational: tuple[str, ...] = (),
    discarder: int | None = None,
    robbed: bool = False,
    check_ready: bool = True,
    discarder_ready: bool | None = None,
) -> dict[str, Any] | None:
    """The best legal breakdown of ``seat`` winning with the concealed ``tiles`` (the winning tile
    included), or None if it is no legal win. ``situational``: the 海底撈/槓上開/搶槓/全求人
    elements the way of winning offers; they count only in a standard reading with a 2/5/8 pair.
    ``discarder_ready`` (the calculator) states whether a 全求人 discarder was ready (D8)."""
    shapes = shape_readings(state, seat, tiles, bool(situational))
    if not shapes:
        return None
    readings = []
    for shape in shapes:
        extra = situational if shape.standard and shape.pair258 else ()
        readings.append(Reading(shape.elements + extra, shape.hard))
    ready = True if discarder_ready is None else discarder_ready
    if discarder_ready is None and check_ready and discarder is not None and not robbed and "quanqiu" in situational:
        ready = is_ready(state, discarder)
    situation = Situation(
        winner=seat,
        dealer=state.dealer,
        holdings=tuple(s.holding(state.laizi) for s in state.seats),
        self_draw=self_draw,
        discarder=discarder,
        robbed=robbed,
        third_mouth_from=third_mouth_from(state.seats[seat]),
        discarder_ready=ready,
    )
    return best(state.rules, situation, readings)


def self_draw_win(state: WuhanState, seat: int) -> dict[str, Any] | None:
    """The self-draw win open to the seat on turn, if any."""
    if state.drawn is None:
        return None
    situational = []
    if state.replacement:
        situational.append("gangkai")
    if state.phase == LAST:
        situational.append("haidi")
    return evaluate(state, seat, state.seats[seat].hand, self_draw=True, situational=tuple(situational))


@lru_cache(maxsize=16_384)
def _may_complete(hand: tuple[int, ...], melds: MeldFacts, laizi: int, allowed: frozenset[int]) -> bool:
    """Could one more tile complete this 3n+1 hand? A cheap filter before the full readings: a
    standard shape needs shanten 0 (laizi as wildcards); 風一色 and 将一色 need only their tiles.
    The engine's shanten never lets a laizi be a fifth copy, which a Wuhan laizi may be
    (hand.can_form), so a hand with a laizi and three of a kind always goes on to the readings."""
    tiles = [k for k in hand if k != laizi]
    if melds.windish and all(k in WINDISH for k in tiles) or melds.jiang and all(map(is_jiang, tiles)):
        return True
    c = counts(tiles)
    if len(tiles) < len(hand) and max(c) >= 3:
        return True
    return shanten(c, melds.count, len(hand) - len(tiles), allowed=allowed) <= 0


def _open_and_may_complete(state: WuhanState, seat: int) -> bool:
    me = state.seats[seat]
    if not any(m.is_open for m in me.melds):
        return False
    return _may_complete(tuple(me.hand), meld_facts(me), state.laizi, in_play(state) - state.kong_tiles)


def ron_win(state: WuhanState, seat: int, tile: int, discarder: int,
            discarder_ready: bool | None = None) -> dict[str, Any] | None:
    """A win on ``discarder``'s discard ``tile``; never on a discarded laizi (§9.2; the game never
    offers one, the calculator may be asked) nor with an any-tile wait (§9.3)."""
    if tile == state.laizi or not _open_and_may_complete(state, seat):
        return None
    me = state.seats[seat]
    tiles = me.hand + [tile]
    quanqiu = len(me.hand) == 1 and len(me.melds) == 4 and all(m.is_open for m in me.melds)
    result = evaluate(state, seat, tiles, self_draw=False, situational=("quanqiu",) if quanqiu else (),
                      discarder=discarder, discarder_ready=discarder_ready)
    if result is not None and any_tile_wait(state, seat, me.hand):
        return None
    return result


def rob_win(state: WuhanState, seat: int, tile: int, declarer: int) -> dict[str, Any] | None:
    """A win robbing ``declarer``'s added kong (§9.5); any-tile waits may rob (D25)."""
    if not _open_and_may_complete(state, seat):
        return None
    tiles = state.seats[seat].hand + [tile]
    return evaluate(state, seat, tiles, self_draw=False, situational=("qiangkong",), discarder=declarer, robbed=True)


def is_ready(state: WuhanState, seat: int) -> bool:
    """D8: some kind would complete a legal win, threshold included, by an ordinary self-draw."""
    hand = state.seats[seat].hand
    for kind in sorted(in_play(state)):
        if evaluate(state, seat, hand + [kind], self_draw=True, check_ready=False) is not None:
            return True
    return False


def win_shortfall_text(state: WuhanState, seat: int) -> str:
    """Why the concealed hand of ``seat`` (winning tile included) is no legal win, in words."""
    me = state.seats[seat]
    if any(k in state.kong_tiles for k in me.hand):
        return tr("every 中 (kong tile) must be konged or discarded first")
    if not any(m.is_open for m in me.melds):
        return tr("you need an open mouth (a chi, pon or exposed kong)")
    return tr("no reading makes four sets and a 2/5/8 pair (or a big win) within the laizi limit, the threshold "
              "and the way of winning (an any-tile wait wins only by self-draw or robbing)")

"""Who may win now, and for how much: the flow's side of scoring (rules.kawuxing.scoring).

Builds the WinContext of each way to win (self-draw, supplement, discard, robbing) from the
state, and applies the missed-win restriction (§9.6, D8) to discard and rob wins.
"""

from __future__ import annotations

from functools import lru_cache

from rules.core.text import tr
from rules.kawuxing.scoring import WinContext, WinScore, may_win, score_win, winning_tiles
from rules.kawuxing.state import KwxState
from rules.mahjong.melds import Meld
from rules.mahjong.tiles import tile_code, tile_set


@lru_cache(maxsize=None)
def kinds_in_play(removed_suit: str) -> tuple[int, ...]:
    return tuple(sorted(set(tile_set("84", removed_suit))))


def self_draw_context(state: KwxState) -> WinContext:
    assert state.drawn is not None
    return WinContext(state.drawn, "supplement" if state.supplement else "draw",
                      bloom_kongs=state.bloom if state.supplement else 0,
                      disclosed=state.seats[state.turn].disclosed, last_tile=state.wall.remaining == 0)


def self_draw_score(state: KwxState, seat: int) -> WinScore | None:
    """The score of a self-draw win by the seat on turn, or None if it may not win."""
    if seat != state.turn or state.drawn is None:
        return None
    me = state.seats[seat]
    ctx = self_draw_context(state)
    return _score(list(me.hand), list(me.melds), ctx, state)


def offer_context(state: KwxState, seat: int, tile: int, source: str) -> WinContext:
    return WinContext(tile, source, kong_discard=source == "discard" and state.kong_discard,
                      disclosed=state.seats[seat].disclosed, last_discard=source == "discard" and state.final)


def offer_score(state: KwxState, seat: int, tile: int, source: str) -> WinScore | None:
    """The score of a win on ``tile`` (a discard or a growing kong's tile), restriction aside."""
    me = state.seats[seat]
    hand = sorted(me.hand + [tile])
    ctx = offer_context(state, seat, tile, source)
    return _score(hand, list(me.melds), ctx, state)


def _score(hand: list[int], melds: list[Meld], ctx: WinContext, state: KwxState) -> WinScore | None:
    """The score if this may win (a plain hand only by self-draw under the option, D7)."""
    score = score_win(hand, melds, ctx, state.options)
    if score is None or (score.plain and not may_win(hand, melds, ctx, state.options)):
        return None
    return score


def restriction_allows(state: KwxState, seat: int, score: WinScore) -> bool:
    """§9.6: a restricted seat wins on a discard or a rob only with strictly more capped doubles."""
    missed = state.restricted.get(seat)
    return missed is None or score.doubles > missed


def offer_reason(state: KwxState, seat: int, tile: int, source: str) -> str:
    """Why ``seat`` may not win on ``tile`` now, in plain words."""
    score = offer_score(state, seat, tile, source)
    code = tile_code(tile)
    if score is None:
        me = state.seats[seat]
        hand = sorted(me.hand + [tile])
        shape = may_win(hand, list(me.melds), offer_context(state, seat, tile, "draw"), dict(state.options, plain_hand_self_draw_only=False))
        if shape:
            return tr("{tile} completes a plain hand (平胡), which wins only by self-draw.", tile=code)
        return tr("{tile} does not complete your hand.", tile=code)
    return tr("You passed a win (doubles: {missed}): until your next draw you may win on a discard or a rob "
              "only with more doubles, and this win has {n}.", missed=state.restricted.get(seat, 0), n=score.doubles)


def waits_of(hand13: list[int], melds: list[Meld], state: KwxState) -> list[int]:
    """The kinds that would complete ``hand13`` (shape-ready, the 亮倒 double counted: D16)."""
    return sorted(winning_tiles(sorted(hand13), list(melds), state.options, list(kinds_in_play(state.rules.removed_suit))))

"""Who may win now, and for how much: the flow's side of scoring (rules.qinghunpeng.scoring).

Builds the WinContext of each way to win from the state: ``self_draw_win`` (own turn, a front
draw or a replacement), ``legal_offer_win`` (a discard or an added kong's tile, the 2-hua rule
applied, the missed-win restriction §7.3 left to the flow). ``ready`` is the §6 test of §10.
"""

from __future__ import annotations

from typing import Any

from rules.core.text import tr
from rules.mahjong.tiles import tile_code
from rules.qinghunpeng.scoring import HAND_NAMES, LAZI_HANDS, WinContext, WinScore, is_ready, score_win, shaped
from rules.qinghunpeng.state import QhpState


def score_json(win: WinScore) -> dict[str, Any]:
    """A WinScore as JSON for events and the hand record (English labels are looked up by id)."""
    return {"hand": win.hand, "chinese": HAND_NAMES[win.hand], "lazi_multiple": LAZI_HANDS.get(win.hand, 0),
            "hua": win.hua, "counted_hua": win.counted_hua, "base": win.v0, "value": win.value,
            "bonuses": list(win.raises) + list(win.doublings),
            "items": [[it.what, tile_code(it.tile) if it.tile is not None else None, it.count, it.hua] for it in win.items]}


def _score(state: QhpState, seat: int, hand: list[int], tile: int, source: str) -> WinScore | None:
    if not shaped(hand):
        return None  # most offers: no need to score them
    me = state.seats[seat]
    # 海底撈 (D-14): the winner's own draw left 3 or fewer tiles in the wall
    ctx = WinContext(tile, source, last_draw=source in ("draw", "replacement") and state.wall.remaining <= 3)
    return score_win(hand, list(me.melds), len(me.flowers), ctx, state.options)


def self_draw_win(state: QhpState, seat: int) -> WinScore | None:
    if seat != state.turn or state.drawn is None:
        return None
    source = "replacement" if state.replacement else "draw"
    return _score(state, seat, list(state.seats[seat].hand), state.drawn, source)


def offer_win(state: QhpState, seat: int, tile: int, way: str) -> WinScore | None:
    """A win on another player's tile (``way``: discard or rob), the 2-hua rule aside."""
    return _score(state, seat, sorted(state.seats[seat].hand + [tile]), tile, way)


def legal_offer_win(state: QhpState, seat: int, tile: int, way: str) -> WinScore | None:
    """The win ``seat`` could legally take on ``tile`` (§7.2: a discard win needs 2 hua)."""
    win = offer_win(state, seat, tile, way)
    if win is None or (way == "discard" and not win.discard_ok):
        return None
    return win


def offer_reason(state: QhpState, seat: int, tile: int, way: str) -> str:
    code = tile_code(tile)
    win = offer_win(state, seat, tile, way)
    if win is None:
        return tr("{tile} does not complete one of the seven winning hands.", tile=code)
    if way == "discard" and not win.discard_ok:
        return tr("A win on a discard needs at least 2 hua; this hand has {hua}.", hua=win.hua)
    return tr("You let {tile} go earlier: until you draw or call, you may not win on it.", tile=code)


def ready(state: QhpState, seat: int) -> bool:
    me = state.seats[seat]
    return is_ready(list(me.hand), list(me.melds))

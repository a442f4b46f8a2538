"""The edges of a Fuxi hand (spec §3, §9, §10): the deal, the end of a hand (a win scored by the
core's ``score_hand``, or the exhaustive draw), the lord's succession, the end of the game by
``unseats_to_end`` and the standings."""

from __future__ import annotations

from typing import Any

from rules.core.events import Event
from rules.core.report import ranked_by_score
from rules.core.text import msg
from rules.fuxi.combinations import TILE_KINDS, Play, finish_of
from rules.fuxi.scoring import score_hand
from rules.fuxi.state import EXCHANGE, OVER, FuxiState, tile_codes

HAND_SIZE = 13  # spec §3


def full_set() -> list[int]:
    """The 108 tiles: 1-9 of the three suits, four of each (spec §1)."""
    return [k for k in range(TILE_KINDS) for _ in range(4)]


def new_hand(state: FuxiState, tiles: list[int] | None = None) -> list[Event]:
    """Shuffle, deal 13 to each seat from the lord round (§3) and open the exchange. ``tiles``
    (tests) lays the wall unshuffled: the first 13 go to the lord, the next 13 to the lord's
    right, and so on; the rest is the wall, drawn from the front."""
    if tiles is None:
        tiles = full_set()
        state.rng.shuffle(tiles)
    order = [state.lord] + state.commoners()
    state.hands = [[] for _ in range(state.players)]
    for i, seat in enumerate(order):
        state.hands[seat] = sorted(tiles[i * HAND_SIZE:(i + 1) * HAND_SIZE])
    state.wall = list(tiles[state.players * HAND_SIZE:])
    reset_hand(state)
    events = [Event("hand_started", state.lord, data={
        "hand_no": state.hand_no, "label": hand_label(state), "lord": state.lord, "unseats": list(state.unseats),
        "scores": list(state.scores), "remaining": len(state.wall)})]
    return events + [Event("dealt", seat, tuple(tile_codes(state.hands[seat])), private=True) for seat in order]


def reset_hand(state: FuxiState) -> None:
    state.phase, state.turn, state.given, state.received = EXCHANGE, state.lord, {}, {}
    state.table, state.owner, state.reversed, state.passed = None, None, False, []
    state.pile, state.trick_start, state.drawn, state.restart, state.last_tile = [], 0, None, False, False
    state.turns = [0] * state.players


def hand_label(state: FuxiState) -> dict[str, Any]:
    return msg("Hand {n}", n=state.hand_no)


def settle_win(state: FuxiState, winner: int, play: Play) -> list[Event]:
    """§9: the winner gains 1 point times every multiplier (the core's score), nobody pays."""
    finish = finish_of(play)
    first = state.turns[winner] == 1
    score = score_hand(state.players, state.lord, winner, finish, state.last_tile, first)
    assert score.win is not None
    win = {"winner": winner, "play": play.text(), "finish": finish, "points": score.win.points,
           "formula": score.win.formula(), "lines": [{"id": line.id, "term": line.term, "factor": line.factor}
                                                     for line in score.win.lines]}
    record = {"result": "win", "by": finish, "win": win}
    return [Event("won", winner, tuple(tile_codes(play.all_tiles())), data=dict(win))] + \
        close_hand(state, record, list(score.deltas), winner)


def settle_draw(state: FuxiState, seat: int) -> list[Event]:
    """流局: ``seat`` had to draw and the wall is empty (D-11); nobody scores."""
    record = {"result": "draw", "by": None, "win": None, "stuck": seat}
    return [Event("hand_drawn", seat)] + close_hand(state, record, [0] * state.players, None)


def close_hand(state: FuxiState, record: dict[str, Any], deltas: list[int], winner: int | None) -> list[Event]:
    """Score the hand, pass the lordship on (§10) and deal the next hand or end the game."""
    for i, d in enumerate(deltas):
        state.scores[i] += d
    lord = state.lord
    kept = winner == lord
    if not kept:  # any other winner or an exhaustive draw unseats the lord (降ろされる)
        state.unseats[lord] += 1
        state.lord = state.next_seat(lord)
    record.update({"hand_no": state.hand_no, "label": hand_label(state), "lord": lord, "kept": kept,
                   "next_lord": state.lord, "hands": [tile_codes(h) for h in state.hands], "deltas": deltas,
                   "scores": list(state.scores), "unseats": list(state.unseats)})
    state.history.append(record)
    events = [Event("hand_ended", None, data=record)]
    if not kept:
        events.append(Event("unseated", lord, data={"count": state.unseats[lord], "next_lord": state.lord}))
    if all(u >= state.rules.unseats_to_end for u in state.unseats):  # D-15
        state.phase, state.drawn = OVER, None
        state.standings = standings(state)
        return events + [Event("match_ended", None, data={"standings": state.standings})]
    state.hand_no += 1
    return events + new_hand(state)


def standings(state: FuxiState) -> list[dict[str, Any]]:
    """Ranked by total score; equal totals share the place (D-19)."""
    return [dict(row, unseats=state.unseats[row["seat"]]) for row in ranked_by_score(state.scores)]

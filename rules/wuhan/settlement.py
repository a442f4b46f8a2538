"""The edges of a hand: the deal and the laizi (spec §4-§5), the end of a hand (a win or the
exhaustive draw) with its payments, dealer rotation and the end of the game (§6)."""

from __future__ import annotations

from typing import Any

from rules.core.events import Event
from rules.core.text import msg
from rules.mahjong.wall import Wall
from rules.wuhan.state import OVER, TURN, SeatState, WuhanState
from rules.wuhan.tiles import CODE, codes, kong_tiles_for, laizi_for, wall_tiles


def new_hand(state: WuhanState, tiles: list[int] | None = None) -> list[Event]:
    """Build the wall with the dice break and deal (§4), then turn up the laizi indicator (§5).
    ``tiles`` (tests only) lays the wall in this order instead of shuffling."""
    rules = state.rules
    if tiles is None:
        tiles = wall_tiles(rules.removed_suit)
        state.rng.shuffle(tiles)
    state.dice = (state.rng.randint(1, 6), state.rng.randint(1, 6))
    state.wall = wall = Wall.broken(tiles, state.players, state.dealer, state.dice)
    state.seats = [SeatState() for _ in range(state.players)]
    order = [(state.dealer + i) % state.players for i in range(state.players)]
    for _ in range(3):  # three rounds of two stacks each
        for seat in order:
            state.seats[seat].hand += [wall.draw() for _ in range(4)]
    # チョンチョン: the dealer takes the top tiles of the next two stacks, the others one tile each.
    state.seats[state.dealer].hand += [wall.draw(), wall.draw(1)]
    for seat in order[1:]:
        state.seats[seat].hand.append(wall.draw())
    for s in state.seats:
        s.hand.sort()
    state.indicator = wall.draw()  # out of play (D1)
    state.kong_tiles = kong_tiles_for(state.indicator, rules.fa_as_hongzhong, rules.pizi_kong)
    state.laizi = laizi_for(state.indicator, rules.removed_suit, state.kong_tiles, rules.pizi_kong)
    state.phase, state.turn = TURN, state.dealer
    state.drawn, state.replacement, state.called = None, False, False
    state.offer, state.final, state.choices, state.answers = None, False, {}, {}
    events = [Event("hand_started", state.dealer, data={
        "hand_no": state.hand_no, "label": hand_label(state), "dealer": state.dealer, "dice": list(state.dice),
        "passes": state.passes, "scores": list(state.scores)})]
    events += [Event("dealt", seat, codes(s.hand), private=True) for seat, s in enumerate(state.seats)]
    events.append(Event("indicator", None, (CODE[state.indicator],), data={
        "laizi": CODE[state.laizi], "kong_tiles": [CODE[k] for k in sorted(state.kong_tiles)],
        "remaining": wall.remaining}))
    return events


def hand_label(state: WuhanState) -> dict[str, Any]:
    """"Hand 5 · lap 2 of 4" as a msg(): it is kept in events and the history."""
    lap = min(state.passes // state.players + 1, state.rules.laps)
    return msg("Hand {n} · lap {lap} of {laps}", n=state.hand_no, lap=lap, laps=state.rules.laps)


def reveal(state: WuhanState) -> list[dict[str, Any]]:
    """Every seat's tiles as the hand ends, concealed kongs turned up."""
    return [{"hand": list(codes(s.hand)), "melds": [{"kind": m.kind, "tiles": list(codes(m.tiles))} for m in s.melds],
             "singles": [[CODE[k], how] for k, how in s.singles]} for s in state.seats]


def settle_win(state: WuhanState, winner: int, by: str, tile: int, breakdown: dict[str, Any]) -> list[Event]:
    """Pay a win (§11) and move on (§6)."""
    deltas = [0] * state.players
    for row in breakdown["payers"]:
        deltas[row["payer"]] -= row["pays"]
        deltas[winner] += row["pays"]
    record = {
        "result": "win",
        "by": by,
        "winner": winner,
        "discarder": breakdown["discarder"],
        "tile": CODE[tile],
        "breakdown": breakdown,
    }
    events = [Event("won", winner, (CODE[tile],), data={"by": by, "from": breakdown["discarder"]})]
    return events + _close_hand(state, record, deltas, dealer_keeps=winner == state.dealer)


def settle_draw(state: WuhanState) -> list[Event]:
    """The exhaustive draw (§8): nobody pays, the dealer deals again."""
    return _close_hand(state, {"result": "exhaustive_draw", "by": None, "winner": None}, [0] * state.players,
                       dealer_keeps=True)


def _close_hand(state: WuhanState, record: dict[str, Any], deltas: list[int], dealer_keeps: bool) -> list[Event]:
    for i, d in enumerate(deltas):
        state.scores[i] += d
    record.update({
        "hand_no": state.hand_no,
        "label": hand_label(state),
        "dealer": state.dealer,
        "indicator": CODE[state.indicator],
        "laizi": CODE[state.laizi],
        "kong_tiles": [CODE[k] for k in sorted(state.kong_tiles)],
        "hands": reveal(state),
        "deltas": deltas,
        "scores": list(state.scores),
    })
    state.history.append(record)
    events = [Event("hand_ended", None, data=record)]
    if not dealer_keeps:  # a non-dealer won: the dealer's next player deals (§6)
        state.dealer = state.next_seat(state.dealer)
        state.passes += 1
    if state.passes >= state.rules.laps * state.players:
        state.phase = OVER
        state.standings = standings(state)
        return events + [Event("match_ended", None, data={"standings": state.standings})]
    state.hand_no += 1
    return events + new_hand(state)


def standings(state: WuhanState) -> list[dict[str, Any]]:
    """Ranked by running total; equal totals share a rank."""
    order = sorted(range(state.players), key=lambda s: (-state.scores[s], s))
    rows = []
    for i, seat in enumerate(order):
        rank = rows[-1]["rank"] if rows and state.scores[seat] == rows[-1]["score"] else i + 1
        rows.append({"rank": rank, "seat": seat, "score": state.scores[seat], "points": state.scores[seat]})
    return rows

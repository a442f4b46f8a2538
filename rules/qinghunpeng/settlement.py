"""The edges of a hand (spec §3, §4, §9-§11): the deal and the opening flowers, wins (one or
several, and the flower wins) with their payments and three-mouth liability, the exhaustive
draw, the next dealer and the end of the match."""

from __future__ import annotations

from typing import Any

from rules.core.events import Event
from rules.core.text import msg
from rules.mahjong.tiles import tile_code, tile_set
from rules.mahjong.wall import Wall
from rules.qinghunpeng.flowers import lay_out, special_flower_win
from rules.qinghunpeng.payments_flow import win_payments
from rules.qinghunpeng.state import OVER, PLAYERS, TURN, QhpState, SeatState
from rules.qinghunpeng.payments import flower_win
from rules.qinghunpeng.scoring import WinScore, flower_win_value
from rules.qinghunpeng.winning import score_json


def codes(tiles: list[int] | tuple[int, ...]) -> list[str]:
    return [tile_code(t) for t in tiles]


def new_hand(state: QhpState, tiles: list[int] | None = None) -> list[Event]:
    """Shuffle, break the wall by the dice total (§3, cosmetic: D-5), deal 14/13/13/13 and lay out
    the flowers from the dealer in turn order (§4). ``tiles`` (tests) lays the wall unshuffled."""
    if tiles is None:
        tiles = tile_set("144")
        state.rng.shuffle(tiles)
    state.dice = (state.rng.randint(1, 6), state.rng.randint(1, 6))
    state.wall = wall = Wall.broken(tiles, PLAYERS, state.dealer, state.dice, "total")
    state.seats = [SeatState() for _ in range(PLAYERS)]
    order = [(state.dealer + i) % PLAYERS for i in range(PLAYERS)]
    for _ in range(3):
        for seat in order:
            state.seats[seat].hand += [wall.draw() for _ in range(4)]
    for seat in order:
        state.seats[seat].hand.append(wall.draw())
    last = wall.draw()
    state.seats[state.dealer].hand.append(last)
    for s in state.seats:
        s.hand.sort()
    reset_hand(state)
    events = [Event("hand_started", state.dealer, data={
        "hand_no": state.hand_no, "label": hand_label(state), "dealer": state.dealer, "dice": list(state.dice),
        "scores": list(state.scores), "remaining": wall.remaining})]
    events += [Event("dealt", seat, tuple(codes(state.seats[seat].hand)), private=True) for seat in order]
    return events + opening_flowers(state, last)


def opening_flowers(state: QhpState, last: int) -> list[Event]:
    """Each player in turn lays out and replaces all flowers before the next starts (D-4)."""
    events: list[Event] = []
    for i in range(PLAYERS):
        seat = (state.dealer + i) % PLAYERS
        more, stop = lay_out(state, seat)
        events += more
        if stop is not None:
            return events + end_by(state, stop, seat)
    # The dealer's first turn starts at step 2; a dealt hand that is complete wins by self-draw.
    state.phase, state.turn, state.replacement = TURN, state.dealer, False
    state.drawn = last if last in state.seats[state.dealer].hand else state.seats[state.dealer].hand[-1]
    return events


def end_by(state: QhpState, stop: str, seat: int) -> list[Event]:
    """A flower stopped the hand: the exhaustive draw (no replacement left) or a flower win."""
    if stop == "empty":
        return settle_draw(state)
    found = special_flower_win(state)
    assert found is not None
    winner, payer = found
    hand_id = "eight_flowers" if payer is None else "seven_catch_one"
    settled = flower_win(hand_id, winner, payer, state.options)  # no liability, no bonuses (D-21)
    deltas = [settled.deltas.get(s, 0) for s in range(PLAYERS)]
    lines = [{"payer": p.payer, "payee": p.payee, "amount": p.amount, "reason": p.reason} for p in settled.lines]
    row = {"winner": winner, "score": {"hand": hand_id, "value": flower_win_value(hand_id, state.options)},
           "payments": deltas, "lines": lines}
    record = {"result": "win", "by": hand_id, "tile": None, "discarder": payer, "wins": [row], "winners": [winner]}
    events = [Event("won", winner, (), data=dict(row, by=hand_id, **{"from": payer}))]
    return events + close_hand(state, record, deltas, winner)


def reset_hand(state: QhpState) -> None:
    state.phase, state.turn, state.drawn, state.replacement = TURN, state.dealer, None, False
    state.offer, state.final, state.choices, state.answers = None, False, {}, {}
    state.missed, state.claims, state.relations = {}, {}, []


def hand_label(state: QhpState) -> dict[str, Any]:
    return msg("Hand {n} of {total}", n=state.hand_no, total=state.rules.hands_per_game)


def reveal(state: QhpState) -> list[dict[str, Any]]:
    """Every seat's tiles as the hand ends, concealed kongs turned up."""
    return [{"hand": codes(s.hand), "melds": [{"kind": m.kind, "tiles": codes(m.tiles), "from_seat": m.from_seat}
                                              for m in s.melds], "flowers": codes(s.flowers)} for s in state.seats]


def settle_wins(state: QhpState, wins: list[tuple[int, WinScore]], tile: int, by: str, payer: int | None) -> list[Event]:
    """Pay each winner on their own (§7.4, §9, §10) and choose the next dealer (§11)."""
    deltas = [0] * PLAYERS
    events: list[Event] = []
    rows = []
    for winner, win in wins:
        pay, lines = win_payments(state, winner, win.value, by, payer)
        for s in range(PLAYERS):
            deltas[s] += pay[s]
        row = {"winner": winner, "score": score_json(win), "payments": pay, "lines": lines}
        rows.append(row)
        events.append(Event("won", winner, (tile_code(tile),), data=dict(row, by=by, **{"from": payer})))
    record = {"result": "win", "by": by, "tile": tile_code(tile), "discarder": payer, "wins": rows,
              "winners": [w for w, _ in wins]}
    if len(wins) == 1:
        dealer = wins[0][0]
    else:  # §11: the winner nearest the discarder (or kong maker) in turn order; D-3 its 下家
        assert payer is not None
        nearest = min((w for w, _ in wins), key=lambda w: (w - payer) % PLAYERS)
        dealer = nearest if state.rules.multi_win_dealer == "nearest_winner" else (nearest + 1) % PLAYERS
    return events + close_hand(state, record, deltas, dealer)


def settle_draw(state: QhpState) -> list[Event]:
    """荒牌: nobody pays and the dealer deals again (§11)."""
    record = {"result": "draw", "by": None, "winners": [], "wins": []}
    return [Event("hand_drawn", None)] + close_hand(state, record, [0] * PLAYERS, state.dealer)


def close_hand(state: QhpState, record: dict[str, Any], deltas: list[int], dealer: int) -> list[Event]:
    for i, d in enumerate(deltas):
        state.scores[i] += d
    record.update({"hand_no": state.hand_no, "label": hand_label(state), "dealer": state.dealer,
                   "hands": reveal(state), "relations": list(state.relations), "deltas": deltas,
                   "scores": list(state.scores), "next_dealer": dealer})
    state.dealer = dealer
    state.history.append(record)
    events = [Event("hand_ended", None, data=record)]
    if state.hand_no >= state.rules.hands_per_game:
        state.phase = OVER
        state.offer, state.choices, state.answers, state.drawn = None, {}, {}, None
        state.standings = standings(state)
        return events + [Event("match_ended", None, data={"standings": state.standings})]
    state.hand_no += 1
    return events + new_hand(state)


def standings(state: QhpState) -> list[dict[str, Any]]:
    """Ranked by balance; equal balances share the place (§11)."""
    order = sorted(range(PLAYERS), key=lambda s: (-state.scores[s], s))
    rows: list[dict[str, Any]] = []
    for i, seat in enumerate(order):
        rank = rows[-1]["rank"] if rows and state.scores[seat] == rows[-1]["score"] else i + 1
        rows.append({"rank": rank, "seat": seat, "score": state.scores[seat], "points": state.scores[seat]})
    return rows

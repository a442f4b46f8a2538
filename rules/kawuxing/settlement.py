"""The edges of a hand (spec §3-§5, §10, §11): the deal, the end of a hand by a win (one or
several winners) or by the exhaustive draw with its disclosure penalty, the next dealer, who
sits out in the four-player rotation, and the end of the match."""

from __future__ import annotations

from typing import Any

from rules.core.events import Event
from rules.core.text import msg
from rules.kawuxing.payments import draw_penalty, win_payments
from rules.kawuxing.scoring import LABELS, WinScore
from rules.kawuxing.state import OVER, TURN, KwxState, SeatState
from rules.mahjong.tiles import tile_code, tile_set
from rules.mahjong.wall import Wall


def codes(tiles: list[int] | tuple[int, ...]) -> list[str]:
    return [tile_code(t) for t in tiles]


def new_hand(state: KwxState, tiles: list[int] | None = None) -> list[Event]:
    """Build the wall, break it by the dice total and deal 14/13/13 (§4). ``tiles`` (tests
    only) lays the wall in this order instead of shuffling."""
    if tiles is None:
        tiles = tile_set("84", state.rules.removed_suit)
        state.rng.shuffle(tiles)
    state.dice = (state.rng.randint(1, 6), state.rng.randint(1, 6))
    position = state.order.index(state.dealer)
    state.wall = wall = Wall.broken(tiles, 3, position, state.dice, "total")
    state.seats = [SeatState() for _ in range(state.players)]
    order = [state.order[(position + i) % 3] for i in range(3)]
    for _ in range(3):  # three rounds of two stacks each
        for seat in order:
            state.seats[seat].hand += [wall.draw() for _ in range(4)]
    for seat in order:
        state.seats[seat].hand.append(wall.draw())
    last = wall.draw()  # the dealer's extra tile: his first turn has no draw
    state.seats[state.dealer].hand.append(last)
    for s in state.seats:
        s.hand.sort()
    reset_hand(state)
    state.drawn = last  # a complete dealt hand may win by self-draw on that tile
    events = [Event("hand_started", state.dealer, data={
        "hand_no": state.hand_no, "label": hand_label(state), "dealer": state.dealer, "order": list(state.order),
        "resting": state.resting, "dice": list(state.dice), "scores": list(state.scores), "remaining": wall.remaining})]
    events += [Event("dealt", seat, tuple(codes(state.seats[seat].hand)), private=True) for seat in state.order]
    return events


def reset_hand(state: KwxState) -> None:
    """The per-hand fields at the start of a hand, the dealer on turn."""
    state.phase, state.turn = TURN, state.dealer
    state.drawn, state.supplement, state.pung_turn = None, False, False
    state.link, state.bloom, state.kong_discard = 0, 0, False
    state.offer, state.final, state.choices, state.offered, state.answers = None, False, {}, {}, {}
    state.restricted, state.disclosers = {}, []
    state.kong_deltas = [0] * state.players
    state.kongs = []


def hand_label(state: KwxState) -> dict[str, Any]:
    return msg("Hand {n} of {total}", n=state.hand_no, total=state.rules.hands_per_game)


def reveal(state: KwxState) -> list[dict[str, Any]]:
    """Every seat's tiles as the hand ends, closed kongs turned up."""
    return [{"hand": codes(s.hand), "melds": [{"kind": m.kind, "tiles": codes(m.tiles)} for m in s.melds],
             "disclosed": s.disclosed} for s in state.seats]


def score_json(score: WinScore, unit: int) -> dict[str, Any]:
    """A WinScore as JSON: each pattern with its original name, its English label (untranslated,
    so the state is the same in every language: shown through tr() or scoring.pattern_label) and
    its doubles; ``raw`` before the cap, ``doubles`` after it, ``amount`` one share."""
    return {"patterns": [{"id": p.id, "chinese": p.chinese, "english": LABELS[p.id], "doubles": p.doubles}
                         for p in score.patterns],
            "raw": score.raw, "doubles": score.doubles, "plain": score.plain, "seven_pairs": score.seven_pairs,
            "amount": score.amount(unit)}


def settle_wins(state: KwxState, wins: list[tuple[int, WinScore]], tile: int, by: str, payer: int | None) -> list[Event]:
    """Pay each win in full (§11; several winners on one discard or rob, §9.5) and move on."""
    unit = state.rules.unit
    deltas = [0] * state.players
    events: list[Event] = []
    rows = []
    for winner, score in wins:
        pay = win_payments(winner, payer, score, list(state.order), state.seats[winner].disclosed, unit)
        for seat, d in pay.items():
            deltas[seat] += d
        row = {"winner": winner, "disclosed": state.seats[winner].disclosed, "score": score_json(score, unit),
               "payments": [pay.get(s, 0) for s in range(state.players)]}
        rows.append(row)
        events.append(Event("won", winner, (tile_code(tile),), data=dict(row, by=by, **{"from": payer})))
    record = {"result": "win", "by": by, "tile": tile_code(tile), "discarder": payer, "wins": rows,
              "winners": [w for w, _ in wins]}
    if len(wins) == 1:
        winner = wins[0][0]
        dealer, out = winner, winner
    else:  # the discarder (or robbed player) deals; the winner nearer him sits out (§5, D2)
        assert payer is not None
        dealer = payer
        out = min((w for w, _ in wins), key=lambda w: (state.order.index(w) - state.order.index(payer)) % 3)
    return events + close_hand(state, record, deltas, dealer, out)


def settle_draw(state: KwxState) -> list[Event]:
    """The exhaustive draw (§10): the first discloser pays each other 1 unit; the dealer stays."""
    first = state.disclosers[0] if state.disclosers else None
    pay = draw_penalty(first, list(state.order), state.rules.unit)
    deltas = [pay.get(s, 0) for s in range(state.players)]
    record = {"result": "draw", "by": None, "winners": [], "first_discloser": first, "penalty": list(deltas)}
    events = [Event("hand_drawn", None, data={"first_discloser": first, "penalty": list(deltas)})]
    return events + close_hand(state, record, deltas, state.dealer, None)


def close_hand(state: KwxState, record: dict[str, Any], deltas: list[int], dealer: int, out: int | None) -> list[Event]:
    """Apply ``deltas``, record the hand, choose the next dealer (and, in the rotation, let
    ``out`` sit out with the resting person taking his place and dealing), and deal on."""
    for i, d in enumerate(deltas):
        state.scores[i] += d
    total = [k + d for k, d in zip(state.kong_deltas, deltas)]
    record.update({"hand_no": state.hand_no, "label": hand_label(state), "dealer": state.dealer,
                   "order": list(state.order), "resting": state.resting, "hands": reveal(state),
                   "kong_deltas": list(state.kong_deltas), "kongs": list(state.kongs), "result_deltas": deltas, "deltas": total,
                   "scores": list(state.scores)})
    if state.rules.rotation and out is not None and state.resting is not None:
        incoming = state.resting
        state.order[state.order.index(out)] = incoming
        state.resting = out
        # a single winner's place goes to the incoming player, who deals; after a double win the discarder deals
        dealer = incoming if dealer == out else dealer
    state.dealer = dealer
    record.update({"next_dealer": dealer, "next_resting": state.resting})
    state.history.append(record)
    events = [Event("hand_ended", None, data=record)]
    if state.hand_no >= state.rules.hands_per_game:
        state.phase = OVER
        state.offer, state.choices, state.answers, state.drawn = None, {}, {}, None
        state.standings = standings(state)
        return events + [Event("match_ended", None, data={"standings": state.standings})]
    state.hand_no += 1
    return events + new_hand(state)


def standings(state: KwxState) -> list[dict[str, Any]]:
    """Ranked by running total; equal totals share a rank."""
    order = sorted(range(state.players), key=lambda s: (-state.scores[s], s))
    rows: list[dict[str, Any]] = []
    for i, seat in enumerate(order):
        rank = rows[-1]["rank"] if rows and state.scores[seat] == rows[-1]["score"] else i + 1
        rows.append({"rank": rank, "seat": seat, "score": state.scores[seat], "points": state.scores[seat]})
    return rows

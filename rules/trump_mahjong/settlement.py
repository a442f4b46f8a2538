"""The edges of a hand (spec §3, §4, §11.4-§11.5, §14): a new hand with its opening jokers, wins
(one, or several on one discard) and the exhaustive draw paid through payments.py, then the
dealer, honba and round, bust (飛び), the end of the game and the final ranking."""

from __future__ import annotations

from typing import Any

from rules.core.events import Event
from rules.core.text import msg
from rules.trump_mahjong.deal import deal, lay_out
from rules.trump_mahjong.payments import Settlement, settle_draw, settle_win, settle_wins
from rules.trump_mahjong.riichi import tenpai
from rules.trump_mahjong.scoring import WinScore
from rules.trump_mahjong.state import OVER, TURN, TmState

ROUND_NAMES = {1: msg("East"), 2: msg("South")}  # labels only: no round winds in this game (§3)


def new_hand(state: TmState, cards: list[str] | None = None) -> list[Event]:
    """Deal, then the opening jokers from the dealer in turn order (§4). The dealer's turn starts
    at step 2: a complete starting hand may win at once (天和, §9)."""
    reset_hand(state)
    events = [Event("hand_started", state.dealer, data={
        "hand_no": state.hand_no, "label": hand_label(state), "dealer": state.dealer, "honba": state.honba,
        "deposits": state.deposits, "scores": list(state.scores)})]
    events += deal(state, cards)
    drawn = state.drawn
    for i in range(state.players):
        seat = (state.dealer + i) % state.players
        more, empty = lay_out(state, seat)
        events += more
        if empty:
            return events + settle_exhaustive(state)
        if i == 0:
            drawn = state.drawn
    state.phase, state.turn, state.drawn, state.replacement, state.haitei = TURN, state.dealer, drawn, False, False
    return events


def reset_hand(state: TmState) -> None:
    state.phase, state.turn, state.drawn, state.replacement, state.haitei = TURN, state.dealer, None, False, False
    state.called, state.forbidden, state.offer, state.final, state.declaring = False, [], None, False, False
    state.choices, state.answers = {}, {}


def hand_label(state: TmState) -> dict[str, Any]:
    """東1局 1本場: the round's name, the dealer's number in the round, the honba."""
    number = (state.dealer - state.first_dealer) % state.players + 1
    return msg("{round} {n}, {honba} honba (本場)", round=ROUND_NAMES.get(state.round_no, state.round_no), n=number,
               honba=state.honba)


def reveal(state: TmState) -> list[dict[str, Any]]:
    """Every seat's cards as the hand ends, concealed kongs turned up."""
    return [{"hand": list(s.hand), "melds": [m.to_json() for m in s.melds], "jokers": list(s.jokers),
             "riichi": s.riichi} for s in state.seats]


def score_json(win: WinScore) -> dict[str, Any]:
    return {"yaku": [list(y) for y in win.yaku], "yakuman": [list(y) for y in win.yakuman],
            "joker_han": win.joker_han, "han": win.han, "fu": win.fu,
            "fu_items": [[f.what, f.fu, f.kind] for f in win.fu_items], "multiple": win.multiple, "limit": win.limit,
            "base": win.base}


def _lines(settled: Settlement) -> list[dict[str, Any]]:
    return [{"payer": p.payer, "payee": p.payee, "amount": p.amount, "reason": p.reason} for p in settled.lines]


def settle_hand_wins(state: TmState, wins: list[tuple[int, WinScore]], card: str, by: str,
                     payer: int | None) -> list[Event]:
    """Pay the win, or each win on one discard (§11.4); the deposits go with the first winner."""
    if payer is None:
        (winner, win), = wins
        settled = settle_win(winner, win.base, dealer=state.dealer, payer=None, honba=state.honba,
                             deposits=state.deposits, options=state.options)
    else:
        settled = settle_wins([(w, s.base) for w, s in wins], dealer=state.dealer, payer=payer, honba=state.honba,
                              deposits=state.deposits, options=state.options)
    scores = dict(wins)
    deltas = [settled.deltas[s] for s in range(state.players)]
    rows, events = [], []
    for winner in settled.winners:
        lines = [line for line in _lines(settled) if line["payee"] == winner]
        row = {"winner": winner, "score": score_json(scores[winner]), "lines": lines}
        rows.append(row)
        events.append(Event("won", winner, (card,), data=dict(row, by=by, **{"from": payer})))
    record = {"result": "win", "by": by, "card": card, "discarder": payer, "wins": rows,
              "winners": list(settled.winners), "taken": state.deposits}
    state.deposits = 0
    return events + close_hand(state, record, deltas, keep=state.dealer in settled.winners, draw=False)


def settle_exhaustive(state: TmState) -> list[Event]:
    """流局 (§11.5): noten payments; the dealer keeps the deal if tenpai; honba +1 either way."""
    ready = [s for s in range(state.players) if tenpai(state.seats[s])]
    settled = settle_draw(ready, state.options)
    deltas = [settled.deltas[s] for s in range(state.players)]
    record = {"result": "draw", "by": None, "winners": [], "wins": [], "tenpai": ready, "lines": _lines(settled),
              "taken": 0}
    return [Event("hand_drawn", None, data={"tenpai": ready})] + close_hand(
        state, record, deltas, keep=state.dealer in ready, draw=True)


def close_hand(state: TmState, record: dict[str, Any], deltas: list[int], *, keep: bool, draw: bool) -> list[Event]:
    """Points, then the next dealer (§3): kept after a dealer win or a tenpai dealer at a draw;
    honba +1 after a dealer win or any draw, 0 after a non-dealer win (§11.4)."""
    for i, d in enumerate(deltas):
        state.scores[i] += d
    record.update({"hand_no": state.hand_no, "label": hand_label(state), "dealer": state.dealer,
                   "honba": state.honba, "hands": reveal(state), "deltas": deltas, "scores": list(state.scores),
                   "deposits": state.deposits})
    state.honba = state.honba + 1 if keep or draw else 0
    if not keep:
        state.dealer = state.next_seat(state.dealer)
        if state.dealer == state.first_dealer:
            state.round_no += 1
    record["next_dealer"] = state.dealer
    state.history.append(record)
    events = [Event("hand_ended", None, data=record)]
    bust = state.rules.tobi and min(state.scores) < 0
    if bust or state.round_no > state.rules.rounds:
        return events + end_game(state, bust)
    state.hand_no += 1
    return events + new_hand(state)


def end_game(state: TmState, bust: bool) -> list[Event]:
    """The game ends (§3): deposits left on the table go to first place; no uma or oka."""
    state.phase = OVER
    state.offer, state.choices, state.answers, state.drawn = None, {}, {}, None
    order = ranking(state)
    left = state.deposits
    state.scores[order[0]] += left
    state.deposits = 0
    state.standings = standings(state)
    return [Event("match_ended", None, data={"standings": state.standings, "bust": bust, "deposits": left})]


def ranking(state: TmState) -> list[int]:
    """Seats by points; a tie goes to the seat nearer the first dealer in turn order (§3)."""
    return sorted(range(state.players), key=lambda s: (-state.scores[s], (s - state.first_dealer) % state.players))


def standings(state: TmState) -> list[dict[str, Any]]:
    return [{"rank": i + 1, "seat": seat, "score": state.scores[seat], "points": state.scores[seat]}
            for i, seat in enumerate(ranking(state))]

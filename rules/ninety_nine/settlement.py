"""The edges of a deal: shuffling and dealing with the trumps of the deal (spec §2, §3, §9),
the end of a deal (scoring, next trumps, the dealer passing left, §7), the end of a game and
of the match (§8), and the standings."""

from __future__ import annotations

from typing import Any

from rules.core.events import Event
from rules.core.text import msg
from rules.ninety_nine.deck import (
    FIRST_TRUMP,
    HAND_SIZE,
    full_pack,
    trump_after,
    trump_key,
    trump_name,
    trump_of_turn_up,
)
from rules.ninety_nine.options import RACE_TO_100
from rules.ninety_nine.scoring import Premium, score_deal
from rules.ninety_nine.state import BID, OVER, PLAYERS, NinetyNineState

GAME_TARGET = 100  # race_to_100: points that win a game
GAMES_TO_WIN = 3  # race_to_100: games that win the match


def new_deal(state: NinetyNineState) -> list[Event]:
    """Shuffle, deal 12 each one at a time from the dealer's left; set the deal's trumps."""
    early = state.options["early_version"]
    pack = full_pack(early)
    state.rng.shuffle(pack)
    state.hands = [[] for _ in range(PLAYERS)]
    for i in range(HAND_SIZE * PLAYERS):
        state.hands[(state.dealer + 1 + i) % PLAYERS].append(pack[i])
    if early:
        state.turn_up = pack[-1]
        state.trump = trump_of_turn_up(state.turn_up, state.options["all_trumps_instead_of_no_trump"])
    else:
        state.turn_up = None
        state.trump = FIRST_TRUMP if state.last_successes is None else trump_after(state.last_successes)
    state.bid_cards = [None] * PLAYERS
    state.offers = [None] * PLAYERS
    state.premium_seat = state.premium_kind = None
    state.tricks = []
    state.won = [0] * PLAYERS
    state.phase = BID
    started = Event(
        "hand_started",
        state.dealer,
        (state.turn_up,) if state.turn_up else (),
        data={
            "deal_no": state.deal_no,
            "game_no": state.game_no,
            "label": deal_label(state),
            "dealer": state.dealer,
            "trump": trump_key(state.trump),
            "turn_up": state.turn_up,
            "previous_successes": state.last_successes,
        },
    )
    return [started] + [Event("dealt", seat, tuple(hand), private=True) for seat, hand in enumerate(state.hands)]


def deal_label(state: NinetyNineState) -> dict[str, Any]:
    """"Deal 4 of 9 · trumps ♥ hearts" or, racing to 100, "Game 2, deal 4 · ...", as a msg()."""
    trumps = trump_name(state.trump)
    if state.options["game_format"] == RACE_TO_100:
        return msg("Game {g}, deal {n} · trumps: {trumps}", g=state.game_no, n=state.deal_no, trumps=trumps)
    return msg("Deal {n} of {total} · trumps: {trumps}", n=state.deal_no, total=state.options["num_deals"], trumps=trumps)


def finish_deal(state: NinetyNineState) -> list[Event]:
    """Score the deal (§7), turn up every bid, then the game/match checks and the next deal."""
    bids = [b for b in state.bids() if b is not None]
    premium = None if state.premium_seat is None else Premium(state.premium_seat, state.premium_kind)
    score = score_deal(bids, list(state.won), premium)
    add_points(state, score.totals)
    record: dict[str, Any] = {
        "result": f"{score.successes} made",  # how many made their bid: the runner's outcome summary
        "deal_no": state.deal_no,
        "game_no": state.game_no,
        "label": deal_label(state),
        "dealer": state.dealer,
        "trump": trump_key(state.trump),
        "turn_up": state.turn_up,
        "bid_cards": [list(b or []) for b in state.bid_cards],
        "bids": bids,
        "tricks": list(state.won),
        "breakdown": score.to_dict(),
        "deltas": score.totals,
        "scores": list(state.scores),
        "totals": list(state.totals),
        "game_won": None,
    }
    events = [Event("hand_ended", None, data=record)]
    state.last_successes = score.successes
    if state.options["game_format"] == RACE_TO_100:
        game_no, scores = state.game_no, list(state.scores)
        winner = award_game(state)
        if winner is not None:
            record["game_won"] = winner
            events.append(Event("game_won", winner, data={"game_no": game_no, "scores": scores,
                                                          "games_won": list(state.games_won)}))
        record["games_won"] = list(state.games_won)
    state.history.append(record)
    state.deal_no += 1
    state.dealer = (state.dealer + 1) % PLAYERS  # the deal passes to the left (§2)
    if match_finished(state):
        state.standings = standings(state)
        state.phase = OVER
        return events + [Event("match_ended", None, data={"standings": state.standings})]
    return events + new_deal(state)


def add_points(state: NinetyNineState, totals: list[int]) -> None:
    """A deal's points, into the game in play and the match."""
    for seat, total in enumerate(totals):
        state.scores[seat] += total
        state.totals[seat] += total


def award_game(state: NinetyNineState) -> int | None:
    """race_to_100: the game the scores now win, if any; it is counted and the scores reset for
    the next game, the dealer and trumps carrying on (NN-D7)."""
    winner = game_winner(state.scores)
    if winner is not None:
        state.games_won[winner] += 1
        state.scores = [0] * PLAYERS
        state.game_no += 1
    return winner


def game_winner(scores: list[int]) -> int | None:
    """race_to_100: the single highest score of 100 or more; a tie for highest wins nothing (NN-D8)."""
    top = max(scores)
    if top < GAME_TARGET or scores.count(top) > 1:
        return None
    return scores.index(top)


def match_finished(state: NinetyNineState) -> bool:
    if state.options["game_format"] == RACE_TO_100:
        return max(state.games_won) >= GAMES_TO_WIN
    return state.deal_no > state.options["num_deals"]


def standings(state: NinetyNineState) -> list[dict[str, Any]]:
    """Ranking rows as if the match ended now; tied seats share a rank (joint winners, NN-D8).

    fixed_deals ranks by score; race_to_100 by games won, then the score of the game in play.
    ``points`` is what the ranking counts (score, or games won).
    """
    race = state.options["game_format"] == RACE_TO_100

    def key(seat: int) -> tuple[int, ...]:
        return (state.games_won[seat], state.scores[seat]) if race else (state.scores[seat],)

    order = sorted(range(PLAYERS), key=lambda s: (tuple(-k for k in key(s)), s))
    rows = []
    for seat in order:
        rank = 1 + sum(1 for other in range(PLAYERS) if key(other) > key(seat))
        row = {"rank": rank, "seat": seat, "score": state.scores[seat], "total": state.totals[seat],
               "points": state.games_won[seat] if race else state.scores[seat]}
        if race:
            row["games"] = state.games_won[seat]
        rows.append(row)
    return rows

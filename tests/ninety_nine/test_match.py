"""Game length (spec §8): nine deals or a multiple, or the race to three games of 100; the
first deal's trumps; standings with shared ranks."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.core.session import Session
from rules.ninety_nine.settlement import game_winner, standings
from rules.ninety_nine.state import OVER
from rules.play import play_match
from tests.ninety_nine.rig import play
from tests.ninety_nine.test_flow import PLAYS, deal_through_bids


def _ended(events, kind):
    return [e for e in events if e.kind == kind]


@pytest.mark.parametrize("deals", [9, 18])
def test_fixed_deals_each_player_deals_equally_often(deals: int) -> None:
    session = Session("ninety_nine", options={"num_deals": deals}, seed=11)
    assert session.opening[0].data["trump"] == "D"  # the first deal of a match: diamonds
    play_match(session, ["easy"])
    history = session.view(None)["history"]
    assert session.is_over() and len(history) == deals
    assert Counter(r["dealer"] for r in history) == {0: deals // 3, 1: deals // 3, 2: deals // 3}
    assert [r["deal_no"] for r in history] == list(range(1, deals + 1))
    final = session.variant.standings(session.state)
    assert sorted(row["score"] for row in final) == sorted(session.state.scores)
    assert session.state.scores == [sum(r["deltas"][s] for r in history) for s in range(3)]


def test_the_number_of_deals_must_be_a_multiple_of_nine() -> None:
    with pytest.raises(ValueError, match="num_deals"):
        Session("ninety_nine", options={"num_deals": 10})


def test_winning_a_game_resets_the_scores_and_trumps_carry_on() -> None:
    session = deal_through_bids(("reveal", "none", "none"))
    session.state.options["game_format"] = "race_to_100"
    session.state.scores = [10, 0, 0]
    events = play(session, PLAYS)
    # seat 0 scores 6 + 30 + 60 = 96: 106, the only score of 100 or more.
    won = _ended(events, "game_won")
    assert [e.seat for e in won] == [0] and won[0].data["scores"] == [106, 0, 3]
    assert session.state.scores == [0, 0, 0] and session.state.games_won == [1, 0, 0]
    assert session.state.game_no == 2 and session.state.totals == [96, 0, 3]
    started = _ended(events, "hand_started")[0]
    assert started.data["trump"] == "S"  # one success in the last deal, across the game boundary


def test_a_tie_for_the_highest_score_wins_no_game() -> None:
    session = deal_through_bids(("reveal", "none", "none"))
    session.state.options["game_format"] = "race_to_100"
    session.state.scores = [0, 100, 97]
    events = play(session, PLAYS)
    # 0 + 96, 100 + 0, 97 + 3: seats 1 and 2 tie on 100 at the top: no game, the scores stand.
    assert _ended(events, "game_won") == []
    assert session.state.scores == [96, 100, 100] and session.state.games_won == [0, 0, 0]
    assert game_winner([96, 100, 100]) is None


def test_the_third_game_wins_the_match() -> None:
    session = deal_through_bids(("reveal", "none", "none"))
    session.state.options["game_format"] = "race_to_100"
    session.state.scores, session.state.games_won = [10, 0, 0], [2, 1, 0]
    events = play(session, PLAYS)
    assert session.state.phase == OVER and session.state.games_won == [3, 1, 0]
    final = _ended(events, "match_ended")[0].data["standings"]
    assert [(row["seat"], row["rank"], row["games"]) for row in final] == [(0, 1, 3), (1, 2, 1), (2, 3, 0)]


@pytest.mark.parametrize(
    "scores, winner",
    [([100, 99, 0], 0), ([99, 98, 0], None), ([120, 110, 0], 0), ([100, 100, 3], None), ([100, 120, 120], None)],
)
def test_game_winner(scores: list[int], winner: int | None) -> None:
    assert game_winner(scores) == winner


def test_tied_leaders_share_the_win() -> None:
    session = Session("ninety_nine", seed=3)
    session.state.scores = [40, 55, 55]
    rows = standings(session.state)
    assert [(row["seat"], row["rank"]) for row in rows] == [(1, 1), (2, 1), (0, 3)]


def test_a_race_plays_to_three_games() -> None:
    session = Session("ninety_nine", options={"game_format": "race_to_100"}, seed=4)
    play_match(session, ["easy"])
    history = session.view(None)["history"]
    games = [r["game_won"] for r in history if r["game_won"] is not None]
    assert max(Counter(games).values()) == 3 and session.is_over()
    assert len(games) == sum(session.state.games_won)

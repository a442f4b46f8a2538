"""The draw for deal, the game target (mid-hand stop, both over), best of three, Rubicon."""

from __future__ import annotations

from rules.core.command import Command
from rules.core.session import Session
from rules.piquet.match import end_hand, rubicon_value
from rules.piquet.state import CHOOSE_ROLE, DRAW, ELDER_EXCHANGE
from rules.tricks.play import strength
from tests.piquet.rig import REPIQUE_ELDER, REPIQUE_TALON, announce_repique, repique_to_first_lead, rigged


def test_lower_card_deals_and_ties_draw_again() -> None:
    for seed in range(30):
        s = Session("piquet", 2, {}, seed)
        while s.state.phase == DRAW:
            seat = min(s.to_act())
            events = s.submit(Command(seat, "draw"))
            if any(e.kind == "draw_tied" for e in events):
                assert s.state.draws == ["", ""]
        a, b = (strength(c, s.state.order) for c in s.state.draws)
        assert a != b and s.state.dealer == (0 if a < b else 1)
        assert s.state.phase == ELDER_EXCHANGE and s.state.hand.elder == 1 - s.state.dealer


def test_rubicon_higher_card_chooses() -> None:
    s = Session("piquet", 2, {"match_format": "rubicon"}, 3)
    while s.state.phase == DRAW:
        s.submit(Command(min(s.to_act()), "draw"))
    assert s.state.phase == CHOOSE_ROLE
    a, b = (strength(c, s.state.order) for c in s.state.draws)
    chooser = 0 if a > b else 1
    assert s.to_act() == {chooser}
    s.submit(Command(chooser, "choose_role", (), "younger"))
    assert s.state.dealer == chooser and s.state.hand.elder == 1 - chooser


def test_target_reached_in_combinations_stops_the_hand() -> None:
    # The repique hand with younger (seat 1) on 80: his point 5 takes him to 85, his first quint to
    # 100 = the target, in scoring order: the game ends there. His second quint, the repique, elder's
    # trio and elder's lead are never taken (PQ-D13). Hand: elder 0, younger 5 + 15 = 20.
    s = repique_to_first_lead(scores=(0, 80))
    events = announce_repique(s)
    record = s.state.history[-1]
    assert record["stopped"] and record["totals"] == [0, 20]
    assert [e.kind for e in events if e.kind in ("hand_ended", "game_ended")] == ["hand_ended", "game_ended"]
    assert s.state.games == [{"game": 1, "winner": 1, "scores": [0, 100], "hands": 1}]
    assert s.state.games_won == [0, 1] and s.state.phase == DRAW and s.state.scores == [0, 0]


def _finish(scores: list[int], so: list[int], first: int | None) -> dict:
    s = rigged(REPIQUE_ELDER, REPIQUE_TALON, scores=tuple(scores))
    s.state.hand.so_totals = list(so)
    s.state.hand.first_to_target = first
    end_hand(s.state, stopped=False)
    return s.state.games[-1] if s.state.games else {}


def test_after_trick_play_the_higher_total_wins() -> None:
    # Both past 100 after the hand: 90+30 = 120 against 95+20 = 115: seat 0 wins though seat 1 got
    # there first in scoring order.
    assert _finish([90, 95], [30, 20], first=1)["winner"] == 0
    # Equal totals, 110 each: the first to the target in scoring order wins.
    assert _finish([90, 95], [20, 15], first=1)["winner"] == 1
    # Only one past the target.
    assert _finish([90, 40], [12, 50], first=0)["winner"] == 0
    # Nobody: no game result, the other player deals the next hand.
    assert _finish([10, 20], [5, 5], first=None) == {}


def test_rubicon_value() -> None:
    # 150 against 80: the loser is rubiconed, 150 + 80 + 100 = 330; against 120: 150 - 120 + 100 = 130.
    assert rubicon_value(150, 80)["value"] == 330 and rubicon_value(150, 80)["rubiconed"]
    assert rubicon_value(150, 120)["value"] == 130 and not rubicon_value(150, 120)["rubiconed"]


def _play_out(options: dict, seed: int, levels: tuple[str, str] = ("easy", "easy")) -> Session:
    s = Session("piquet", 2, options, seed)
    cpus = [s.variant.cpu(levels[i], seed * 10 + i) for i in (0, 1)]
    while not s.is_over():
        seat = min(s.to_act())
        s.submit(cpus[seat].choose(s.view(seat), s.legal(seat)))
    return s


def test_best_of_three_ends_at_two_games() -> None:
    s = _play_out({}, 5)
    result = s.state.result
    assert max(result["games_won"]) == 2 and len(result["games"]) in (2, 3)
    for game in result["games"]:
        assert max(game["scores"]) >= 100 and game["scores"][game["winner"]] == max(game["scores"])


def test_rubicon_match_is_six_hands_or_more_and_scored() -> None:
    s = _play_out({"match_format": "rubicon"}, 2)
    (game,) = s.state.games
    assert game["hands"] >= 6 and (game["hands"] - 6) % 2 == 0
    w, l = game["scores"][game["winner"]], game["scores"][1 - game["winner"]]
    assert w > l and game["value"] == (w + l + 100 if l < 100 else w - l + 100)


def test_single_game_ends_the_match() -> None:
    s = _play_out({"match_format": "single_game", "target_score": 150}, 9)
    assert len(s.state.games) == 1 and max(s.state.games[0]["scores"]) >= 150

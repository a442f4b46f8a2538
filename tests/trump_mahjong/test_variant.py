"""Set-up, options, views and the runner (spec §3, §4, §12, §14, §15)."""

from __future__ import annotations

import json

import pytest

from rules.core.cards import is_joker
from rules.core.command import Command
from rules.core.events import Event
from rules.core.registry import get_variant
from rules.core.session import Session
from rules.play import main as play_main
from rules.trump_mahjong.report import describe
from rules.trump_mahjong.variant import VARIANT


def test_registered_for_four_or_three_players_at_the_table():
    assert get_variant("trump_mahjong") is VARIANT and VARIANT.player_counts == (3, 4)
    assert hasattr(VARIANT, "table") and hasattr(VARIANT, "sheet")  # seated at the generic table
    assert VARIANT.players_for({"players": 3}) == 3 and VARIANT.players_for({}) == 4
    with pytest.raises(ValueError):
        Session(VARIANT, 3, {}, 1)  # three players need option players = 3


@pytest.mark.parametrize("players, start, reserve", [(4, 25000, 0), (3, 35000, 14)])
def test_the_deal_by_player_count(players, start, reserve):
    s = Session(VARIANT, players, {"players": players}, 5)
    st = s.state
    assert st.scores == [start] * players and st.rules.reserve == reserve and st.dealer == st.first_dealer
    sizes = sorted(len(x.hand) + 3 * len(x.melds) for x in st.seats)
    assert sizes == [13] * (players - 1) + [14] and len(st.seats[st.dealer].hand) == 14
    assert not any(is_joker(c) for x in st.seats for c in x.hand)
    jokers = sum(len(x.jokers) for x in st.seats)
    assert st.wall.remaining == 104 + 4 - 13 * players - 1 - jokers
    s = Session(VARIANT, players, {"players": players, "start_points": 30000, "reserve_cards": 6}, 5)
    assert s.state.scores == [30000] * players and s.state.rules.reserve == 6


def test_opening_jokers_are_laid_out_and_replaced_before_play():
    for seed in range(40):
        s = Session(VARIANT, 4, {}, seed)
        if any(x.jokers for x in s.state.seats):
            break
    kinds = [e.kind for e in s.opening]
    assert "joker" in kinds and kinds.index("joker") > kinds.index("dealt")
    st = s.state
    assert st.turn == st.dealer and st.drawn in st.seats[st.dealer].hand and not st.replacement
    s = Session(VARIANT, 4, {"jokers": False}, seed)
    assert s.state.wall.remaining == 104 - 53 and not any(x.jokers for x in s.state.seats)


def test_views_hide_the_other_hands_and_show_the_table():
    s = Session(VARIANT, 4, {}, 3)
    st = s.state
    other = st.next_seat(st.dealer)
    v = s.view(other)
    assert v["seats"][other]["hand"] is not None and v["seats"][st.dealer]["hand"] is None
    assert v["seats"][st.dealer]["hand_count"] == 14 and v["drawn"] is None and s.view(st.dealer)["drawn"] is not None
    assert s.view(None)["seats"][other]["hand"] is None
    for key in ("players", "seat", "phase", "turn", "to_act", "dealer", "scores", "wall", "honba", "deposits", "label",
                "offer", "waits", "furiten"):
        assert key in v
    assert set(v["seats"][0]) >= {"hand", "hand_count", "melds", "river", "riichi_at", "jokers"}
    assert v["wall"] == st.wall.live_count and json.dumps(v)


def test_report_hint_and_cpus():
    assert VARIANT.report(Event("drew", 0, ("5S",)), {}) == []
    s = Session(VARIANT, 4, {}, 3)
    seat = min(s.to_act())
    hint = VARIANT.hint(s.view(seat), s.legal(seat))
    assert hint.command in s.legal(seat) and hint.reason
    for level in VARIANT.cpu_levels:
        assert VARIANT.cpu(level, 1).choose(s.view(seat), s.legal(seat)) in s.legal(seat)
    assert VARIANT.explain(s.state, hint.command) == describe(hint.command)
    assert VARIANT.explain(s.state, Command((seat + 1) % 4, "pass")) == "It is not your turn."


def test_play_runner_whole_games(capsys):
    assert play_main(["trump_mahjong", "--seed", "3", "--cpu", "easy", "-o", "rounds=1"]) == 0
    out = capsys.readouterr().out
    assert "== East 1, 0 honba (本場) ==" in out and "Final standings" in out and "wins on" in out
    assert play_main(["trump_mahjong", "--seed", "4", "-o", "players=3", "-o", "rounds=1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["record"]["players"] == 3 and len(data["standings"]) == 3
    assert play_main(["trump_mahjong", "--games", "2", "-o", "rounds=1"]) == 0
    assert "2 matches" in capsys.readouterr().out

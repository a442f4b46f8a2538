"""Registration, options, views, the hint and the runner (spec §2, §11, §12)."""

from __future__ import annotations

import pytest

from rules.core.command import Command
from rules.core.events import Event
from rules.core.registry import get_variant
from rules.core.session import Session
from rules.fuxi.variant import VARIANT
from rules.play import main as play_main, play_match
from tests.fuxi.rig import cmd_play, rigged


def test_registered_for_three_or_four_with_the_players_option():
    assert get_variant("fuxi") is VARIANT and VARIANT.player_counts == (3, 4)
    assert {o.id for o in VARIANT.options} == {"players", "reversal_scope", "unseats_to_end"}
    assert VARIANT.players_for({"players": 3}) == 3 and VARIANT.players_for({}) == 4
    with pytest.raises(ValueError, match="set for 4 players"):
        Session(VARIANT, 3, {}, 1)
    with pytest.raises(ValueError):
        Session(VARIANT, 4, {"reversal_scope": "forever"}, 1)
    with pytest.raises(ValueError):
        Session(VARIANT, 4, {"unseats_to_end": 0}, 1)


def test_views_hide_the_other_hands_and_show_the_public_table():
    s = Session(VARIANT, 4, {}, 7)
    cpus = [VARIANT.cpu("easy", i) for i in range(4)]
    while s.state.phase == "exchange" or not s.state.pile:  # through the exchange to the first play
        seat = min(s.to_act())
        s.submit(cpus[seat].choose(s.view(seat), s.legal(seat)))
    st = s.state
    for seat in range(4):
        v = s.view(seat)
        assert [x["hand"] is not None for x in v["seats"]] == [i == seat for i in range(4)]
        assert [x["hand_count"] for x in v["seats"]] == [len(h) for h in st.hands]
        for key in ("table", "table_text", "owner", "reversed", "passed", "trick", "pile", "wall", "lord", "unseats",
                    "scores", "to_act", "turn", "phase", "unseats_to_end"):
            assert v[key] == s.view(None)[key], key  # the public part is the same for everyone
        assert (v["drawn"] is not None) == (seat == st.turn)
    spectator = s.view(None)
    assert all(x["hand"] is None for x in spectator["seats"]) and spectator["given_to_lord"] == {}
    assert spectator["wall"] == len(st.wall) and spectator["lord"] == st.lord


def test_a_seeded_game_replays_to_the_same_position():
    for players in (3, 4):
        s = play_match(Session(VARIANT, players, {"players": players, "unseats_to_end": 1}, 11), ["random", "easy"])
        assert s.is_over()
        again = Session.from_record(s.to_record())
        assert again.digest() == s.digest() and again.state.history == s.state.history
        other = play_match(Session(VARIANT, players, {"players": players, "unseats_to_end": 1}, 11), ["random", "easy"])
        assert other.log == s.log


def test_report_explain_and_hint():
    assert VARIANT.report(Event("drew", 0, ("5p",)), {}) == []
    assert VARIANT.report(Event("passed", 0), {}) == []
    s = Session(VARIANT, 4, {}, 3)
    seat = min(s.to_act())
    hint = VARIANT.hint(s.view(seat), s.legal(seat))
    assert hint.command in s.legal(seat) and hint.reason
    assert "Give" in VARIANT.explain(s.state, hint.command)
    for level in VARIANT.cpu_levels:
        assert VARIANT.cpu(level, 1).choose(s.view(seat), s.legal(seat)) in s.legal(seat)
    with pytest.raises(ValueError):
        VARIANT.cpu("expert", 1)


def test_play_runner(capsys):
    assert play_main(["fuxi", "--seed", "3", "-o", "unseats_to_end=1"]) == 0
    out = capsys.readouterr().out
    assert out.count("== Hand ") >= 4 and "Final standings" in out and "Lord (地頭)" in out
    assert play_main(["fuxi", "--players", "3", "-o", "players=3", "--seed", "2", "--hands", "1", "--json"]) == 0
    assert '"variant": "fuxi"' in capsys.readouterr().out
    assert play_main(["fuxi", "--games", "2", "--cpu", "random,easy", "-o", "reversal_scope=trick",
                      "-o", "unseats_to_end=1"]) == 0
    assert "2 matches" in capsys.readouterr().out


def test_the_hint_goes_out_when_it_can_and_passes_when_nothing_beats():
    s = rigged({0: "5m 5m 5m 2p", 1: "1p", 2: "1s", 3: "6m"})
    hint = VARIANT.hint(s.view(0), s.legal(0))
    assert hint.command == cmd_play(0, "555m+2p") and "Go out" in hint.reason
    s = rigged({0: "1p 2p", 1: "1s", 2: "2s", 3: "6m"}, table="9m", owner=3)
    hint = VARIANT.hint(s.view(0), s.legal(0))
    assert hint.command == Command(0, "pass") and hint.reason == "The only move."
    s = rigged({0: "3m 7m 7m 8s", 1: "1s", 2: "2s", 3: "6m"}, table="2p", owner=3)
    hint = VARIANT.hint(s.view(0), s.legal(0))
    assert hint.command == cmd_play(0, "3m")  # sheds the lone tile, keeps the pair, spends the weakest

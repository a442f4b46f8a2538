"""The turn on stacked tables (spec §4-§7): draw then play or pass, refusals with their reasons
and the state unchanged, how the table clears, the wrap, the reversal and its scope, the kong
effects in play with the restart, and the specials' declarations."""

from __future__ import annotations

from rules.core.command import Command
from tests.fuxi.rig import FULL, cmd_play, face, kinds, play, rigged, tiles_accounted

OTHERS = {1: "1p 2p 3p 4p", 2: "1s 2s 3s 5s", 3: "6m 8m 9m 9m"}


def test_a_play_goes_on_the_table_and_the_next_player_draws():
    s = rigged({0: "5m 7p 8p", **OTHERS}, draws="3s")
    events = play(s, 0, "5m")
    assert kinds(events) == ["played", "drew"]
    st = s.state
    assert st.table == face("5m") and st.owner == 0 and st.turn == 1 and s.to_act() == {1}
    assert st.hands[1].count(20) == 1 and len(st.hands[1]) == 5  # drew the 3s (kind 20)
    assert events[1].seen_by(0).cards == ("??",) and s.view(1)["drawn"] == "3s" and s.view(0)["drawn"] is None
    assert tiles_accounted(st) == FULL
    v = s.view(2)
    assert v["table_text"] == "5m" and v["trick"][-1]["play"] == "5m" and v["seats"][0]["hand_count"] == 2


def test_passing_is_always_legal_even_when_leading():
    s = rigged({0: "5m 7p 8p", **OTHERS})
    assert Command(0, "pass") in s.legal(0)
    events = s.submit(Command(0, "pass"))
    assert kinds(events) == ["passed", "drew"] and s.state.passed == [0] and s.state.table is None


def test_illegal_plays_are_refused_with_a_reason_and_change_nothing():
    s = rigged({0: "5p 5p 7m 7m 8s 9s 9s 1m 1m 1m 2p 2p 2p 3s 3s 3s", **OTHERS}, table="55m", owner=3)
    before = s.digest()
    legal = s.legal(0)
    assert cmd_play(0, "77m") in legal and cmd_play(0, "99s") in legal and Command(0, "pass") in legal
    assert cmd_play(0, "55p") not in legal and cmd_play(0, "8s") not in legal
    assert "never beat" in s.validate(cmd_play(0, "55p"))
    assert "only a pair goes on it" in s.validate(cmd_play(0, "8s"))
    assert "You do not hold 6m 6m" in s.validate(cmd_play(0, "66m"))
    assert "Name the play's tiles, sorted: 7m 7m" in s.validate(Command(0, "play", ("7m",), "77m"))
    assert s.validate(Command(0, "play", ("7m", "7m"), "77x"))  # no combination: the core's reason
    assert "not your turn" in s.validate(cmd_play(2, "22s"))
    s2 = rigged({0: "1m 1m 1m 2p 2p 2p 3s 3s 3s 9m", **OTHERS})
    assert "Write this play as 111m+222p+333s+9m" in s2.validate(cmd_play(0, "111m+333s+222p+9m"))
    assert cmd_play(0, "111m+222p+333s+9m") in s2.legal(0)
    assert s.digest() == before


def test_the_table_clears_when_every_other_player_has_passed():
    s = rigged({0: "9m 1m 2m", **OTHERS}, draws="4s 5s 6s 7s")
    play(s, 0, "9m")
    for seat in (1, 2):
        s.submit(Command(seat, "pass"))
    assert s.view(0)["passed"] == [1, 2] and s.state.table == face("9m")
    events = s.submit(Command(3, "pass"))
    assert kinds(events) == ["passed", "table_cleared", "drew"] and events[2].seat == 0
    st = s.state
    assert st.turn == 0 and st.table is None and st.owner is None and st.passed == []
    assert s.view(0)["trick"] == [] and [p["play"] for p in s.view(0)["pile"]][-1] == "9m"  # still face up
    assert cmd_play(0, "1m") in s.legal(0)  # the owner leads anything


def test_the_clear_comes_at_the_start_of_the_owners_turn_and_a_play_restarts_the_passes():
    s = rigged({0: "5m 1m 2m", 1: "1p 2p", 2: "6m 3s", 3: "4p 5p"}, draws="1s 2s 4s 5s 6s 7s 8s")
    play(s, 0, "5m")
    s.submit(Command(1, "pass"))
    play(s, 2, "6m")  # the passes start again: seat 2 owns the table
    assert s.state.passed == []
    s.submit(Command(3, "pass"))
    s.submit(Command(0, "pass"))
    events = s.submit(Command(1, "pass"))
    assert kinds(events) == ["passed", "table_cleared", "drew"] and events[1].seat == 2
    assert s.state.turn == 2 and s.state.table is None


def test_the_wrap_beats_the_top_with_the_bottom_of_the_same_suit():
    s = rigged({0: "1s 1m 1p 1p", **OTHERS}, table="9s", owner=3)
    assert cmd_play(0, "1s") in s.legal(0) and cmd_play(0, "1m") not in s.legal(0)
    assert "another suit" in s.validate(cmd_play(0, "1m"))
    s = rigged({0: "1s 1m 1p 1p", **OTHERS}, table="99p", owner=3)
    assert cmd_play(0, "11p") in s.legal(0)
    s = rigged({0: "9s 9m 2s", **OTHERS}, table="1s", owner=3, reversed_=True)  # reversed: 1 is top, 9 bottom
    assert cmd_play(0, "9s") in s.legal(0) and cmd_play(0, "9m") not in s.legal(0) and cmd_play(0, "2s") not in s.legal(0)


def test_a_bamboo_kong_reverses_the_order_keeps_the_table_and_restarts_the_turn():
    s = rigged({0: "4s 4s 4s 4s 3m 6m 7s 7s 7s 7s", **OTHERS}, draws="2p 8p", table="5m", owner=2)
    events = play(s, 0, "4444s")
    assert kinds(events) == ["played", "drew"] and events[1].seat == 0 and events[1].data["restart"]
    assert events[0].data["effect"] == "reverse" and events[0].data["order_flipped"]
    st = s.state
    assert st.reversed and st.table == face("5m") and st.owner == 0 and s.to_act() == {0}
    assert s.view(1)["reversed"] is True
    legal = s.legal(0)
    assert cmd_play(0, "3m") in legal and cmd_play(0, "2p") in legal and cmd_play(0, "6m") not in legal
    events = play(s, 0, "7777s")  # a second bamboo kong flips the order back
    assert not s.state.reversed and events[0].data["order_flipped"] and s.to_act() == {0}
    assert cmd_play(0, "6m") in s.legal(0)


def test_the_reversal_lasts_the_hand_or_until_the_table_clears():
    hands = {0: "5m 1m", 1: "1p 2p", 2: "3s 4s", 3: "6m 7m"}
    for scope, still in (("hand", True), ("trick", False)):
        s = rigged(hands, draws="1s 2s 5s 6s", table="8m", owner=3, reversed_=True, options={"reversal_scope": scope})
        play(s, 0, "5m")  # reversed: 5 beats 8
        for seat in (1, 2, 3):
            events = s.submit(Command(seat, "pass"))
        cleared = next(e for e in events if e.kind == "table_cleared")
        assert s.state.reversed is still and cleared.data["order_restored"] is (not still)


def test_a_characters_kong_sweeps_the_table_and_the_player_leads_again():
    for scope, reversed_after in (("hand", True), ("trick", False)):
        s = rigged({0: "7m 7m 7m 7m 2p", **OTHERS}, draws="3p", table="999p", owner=2, reversed_=True,
                   options={"reversal_scope": scope})
        events = play(s, 0, "7777m")
        assert kinds(events) == ["played", "drew"] and events[0].data["effect"] == "sweep"
        st = s.state
        assert st.table is None and st.owner == 0 and st.reversed is reversed_after and s.view(0)["trick"] == []
        assert cmd_play(0, "2p") in s.legal(0) and cmd_play(0, "3p") in s.legal(0)


def test_a_dots_kong_stays_as_a_single_the_player_may_beat():
    s = rigged({0: "6p 6p 6p 6p 7s", **OTHERS}, draws="8m", table="55m", owner=3)
    events = play(s, 0, "6666p")
    assert events[0].data["effect"] == "single" and events[0].data["table"] == {"form": "single", "number": 6, "suit": "p"}
    assert s.state.table == face("6p") and s.state.owner == 0 and s.to_act() == {0}
    assert cmd_play(0, "7s") in s.legal(0) and cmd_play(0, "8m") in s.legal(0)  # D-8: beat your own single
    assert s.view(1)["trick"][-1]["tiles"] == ["6p"] * 4  # the kong itself lies on the pile


def test_a_special_is_played_any_time_declared_as_a_combination_that_beats_the_table():
    s = rigged({0: "3m 3m 4m 4m 5m 5m 2p", **OTHERS}, table="99s", owner=3)
    legal = s.legal(0)
    assert cmd_play(0, "334455m=11s") in legal  # only the wrap beats a pair of top 9s
    assert cmd_play(0, "334455m=99m") not in legal
    assert "declared as a combination that beats the table" in s.validate(cmd_play(0, "334455m=99m"))
    play(s, 0, "334455m=11s")
    assert s.state.table == face("11s") and s.state.turn == 1


def test_an_ittsu_may_act_as_a_kong_of_any_suit_with_its_effect():
    s = rigged({0: "1p 2p 3p 4p 5p 6p 7p 8p 9p 2m", **OTHERS}, draws="3m", table="55s", owner=3)
    events = play(s, 0, "123456789p=5555m")  # as a characters kong: sweep and restart
    assert events[0].data["effect"] == "sweep" and s.state.table is None and s.to_act() == {0}

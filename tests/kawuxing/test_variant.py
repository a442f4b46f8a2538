"""Set-up, the options, the views and the runner (spec §2-§5, §17)."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.core.events import Event
from rules.core.session import Session
from rules.kawuxing.variant import VARIANT
from rules.mahjong.tiles import tile_set
from rules.play import main as play_main
from tests.kawuxing.rig import tiles_accounted


@pytest.mark.parametrize("suit", ["m", "p", "s"])
def test_84_tiles_without_the_removed_suit_or_winds(suit):
    s = Session(VARIANT, 3, {"removed_suit": suit}, 2)
    tiles = tile_set("84", suit)
    assert len(tiles) == 84 and tiles_accounted(s.state) == Counter(tiles)
    assert not any(t in range(27, 31) for t in tiles)


def test_player_count_follows_the_rotation_option():
    assert VARIANT.players_for({"four_player_rotation": True}) == 4 and VARIANT.players_for({}) == 3
    with pytest.raises(ValueError):
        Session(VARIANT, 4, {}, 1)
    with pytest.raises(ValueError):
        Session(VARIANT, 3, {"four_player_rotation": True}, 1)
    s = Session(VARIANT, 4, {"four_player_rotation": True}, 1)
    st = s.state
    assert st.resting is not None and len(st.order) == 3 and st.resting not in st.order
    assert st.seats[st.resting].hand == [] and st.dealer in st.order


def test_views_hide_what_a_seat_may_not_know():
    s = Session(VARIANT, 3, {}, 4)
    dealer = s.state.dealer
    other = s.state.next_seat(dealer)
    v = s.view(other)
    assert v["seats"][other]["hand"] is not None and v["seats"][dealer]["hand"] is None
    assert v["seats"][dealer]["hand_count"] == 14 and v["drawn"] is None
    assert v["wall"] == 44 and v["dealer"] == dealer and v["resting"] is None
    assert s.view(None)["seats"][dealer]["hand"] is None
    assert s.view(dealer)["drawn"] is not None


def test_anonymous_discards_make_one_pile():
    s = Session(VARIANT, 3, {"anonymous_discards": True}, 2)
    seat = min(s.to_act())
    cmd = next(c for c in s.legal(seat) if c.action == "discard")
    s.submit(cmd)
    assert cmd.cards[0] in s.view(1)["pile"] and s.view(1)["options"]["anonymous_discards"] is True
    assert Session(VARIANT, 3, {}, 2).view(1)["pile"] is None


def test_report_lines():
    assert VARIANT.report(Event("drew", 0, ("5p",)), {}) == []
    lines = VARIANT.report(Event("kong", 1, ("5p",) * 4, data={"kind": "direct", "link": 2, "multiplier": 2,
                                                                  "payments": [-4, 4, 0], "from": 0}), {})
    assert "直槓" in lines[0] and "Seat 2 +4" in lines[0]


def test_cpu_levels_and_hint():
    s = Session(VARIANT, 3, {}, 3)
    seat = min(s.to_act())
    hint = VARIANT.hint(s.view(seat), s.legal(seat))
    assert hint.command in s.legal(seat) and hint.reason
    for level in VARIANT.cpu_levels:
        cpu = VARIANT.cpu(level, 1)
        assert cpu.choose(s.view(seat), s.legal(seat)) in s.legal(seat)


def test_play_runner(capsys):
    assert play_main(["kawuxing", "--seed", "3", "--cpu", "easy", "-o", "hands_per_game=4"]) == 0
    out = capsys.readouterr().out
    assert out.count("== Hand ") == 4 and "Final standings" in out


def test_play_runner_rotation(capsys):
    assert play_main(["kawuxing", "--seed", "2", "--cpu", "easy", "-o", "four_player_rotation=true",
                      "-o", "hands_per_game=3"]) == 0
    out = capsys.readouterr().out
    assert "sits out" in out and "Seat 4" in out

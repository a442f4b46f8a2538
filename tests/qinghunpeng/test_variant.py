"""Set-up, options, views and the runner (spec §1-§4, §12)."""

from __future__ import annotations

import pytest

from rules.core.events import Event
from rules.core.registry import get_variant
from rules.core.session import Session
from rules.play import main as play_main
from rules.qinghunpeng.variant import VARIANT


def test_registered_for_four_players():
    assert get_variant("qinghunpeng") is VARIANT and VARIANT.player_counts == (4,)
    assert hasattr(VARIANT, "table") and hasattr(VARIANT, "sheet")  # seated at the generic table
    with pytest.raises(ValueError):
        Session(VARIANT, 3, {}, 1)


def test_views_hide_others_tiles_and_show_flowers():
    for seed in range(6):
        s = Session(VARIANT, 4, {}, seed)
        st = s.state
        if any(x.flowers for x in st.seats):
            break
    dealer = st.dealer
    other = (dealer + 1) % 4
    v = s.view(other)
    assert v["seats"][other]["hand"] is not None and v["seats"][dealer]["hand"] is None
    assert v["seats"][dealer]["hand_count"] == 14 and v["drawn"] is None and s.view(dealer)["drawn"] is not None
    assert s.view(None)["seats"][other]["hand"] is None
    for i in range(4):
        assert v["seats"][i]["flowers"] == s.view(None)["seats"][i]["flowers"]  # flowers are public
    assert any(v["seats"][i]["flowers"] for i in range(4))
    for key in ("players", "seat", "phase", "turn", "to_act", "dealer", "scores", "wall", "drawn", "offer", "label"):
        assert key in v
    assert set(v["seats"][0]) >= {"hand", "hand_count", "melds", "river", "flowers"}


def test_report_and_hint():
    assert VARIANT.report(Event("drew", 0, ("5p",)), {}) == []
    s = Session(VARIANT, 4, {}, 3)
    seat = min(s.to_act())
    hint = VARIANT.hint(s.view(seat), s.legal(seat))
    assert hint.command in s.legal(seat) and hint.reason
    for level in VARIANT.cpu_levels:
        assert VARIANT.cpu(level, 1).choose(s.view(seat), s.legal(seat)) in s.legal(seat)


def test_play_runner(capsys):
    assert play_main(["qinghunpeng", "--seed", "3", "--cpu", "easy", "-o", "hands_per_game=4"]) == 0
    out = capsys.readouterr().out
    assert out.count("== Hand ") == 4 and "Final standings" in out


def test_the_runner_defaults_to_the_strongest_cpu(capsys):
    assert play_main(["qinghunpeng", "--seed", "3", "-o", "hands_per_game=3"]) == 0
    assert "wins on" in capsys.readouterr().out  # easy CPUs win hands; random ones seldom do

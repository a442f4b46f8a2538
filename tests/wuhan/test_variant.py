"""Set-up, the deal, the options and the runner (spec §3-§6, §12, §13)."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.core.command import Command
from rules.core.events import Event
from rules.core.session import Session
from rules.play import main as play_main
from rules.wuhan.tiles import wall_tiles
from rules.wuhan.variant import VARIANT
from tests.wuhan.rig import meld, rigged, tiles_accounted


@pytest.mark.parametrize("players,options,remaining,tiles", [(4, {}, 82, 136), (3, {"variant": "jingzhou"}, 55, 96)])
def test_deal_and_indicator(players, options, remaining, tiles):
    s = Session(VARIANT, players, options, 3)
    st = s.state
    assert st.wall.remaining == remaining  # §4: 82 after the deal and the indicator (Jingzhou 55)
    assert sorted(len(seat.hand) for seat in st.seats) == [13] * (players - 1) + [14]
    assert len(st.seats[st.dealer].hand) == 14
    assert sum(tiles_accounted(st).values()) == tiles == len(wall_tiles(st.rules.removed_suit))
    assert tiles_accounted(st) == Counter(wall_tiles(st.rules.removed_suit))
    assert st.laizi != st.indicator and st.laizi not in st.kong_tiles
    opening = [e.kind for e in s.opening]
    assert opening[0] == "hand_started" and opening[-1] == "indicator" and opening.count("dealt") == players
    assert all(e.private for e in s.opening if e.kind == "dealt")


def test_jingzhou_has_no_east_and_no_removed_suit():
    s = Session(VARIANT, 3, {"variant": "jingzhou", "removed_suit": "p"}, 1)
    present = set(wall_tiles("p"))
    assert 27 not in present and not any(9 <= k <= 17 for k in present) and len(wall_tiles("p")) == 96
    assert all(t in present for seat in s.state.seats for t in seat.hand)


def test_player_count_must_fit_the_rules():
    with pytest.raises(ValueError):
        Session(VARIANT, 3, {}, 1)
    with pytest.raises(ValueError):
        Session(VARIANT, 4, {"variant": "jingzhou"}, 1)
    assert VARIANT.players_for({"variant": "jingzhou"}) == 3


def test_fa_as_hongzhong_makes_fa_a_kong_tile():
    hands = {0: "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 發 北 9p", 1: "2p 3p 4p 6p 7p 8p 1s 2s 3s 7s 8s 9s 白",
             2: "9p 9p 2m 5m 8m 2s 6s 6s 西 西 發 發 白", 3: "3m 6m 9m 2p 5p 8p 3s 4s 7s 8s 南 北 東"}
    s = rigged(hands, indicator="北", options={"fa_as_hongzhong": True, "min_points": 16, "caps": "raised"})
    assert s.state.laizi == 31  # 北 → (中, 發 skipped) → 白
    assert Command(0, "hongzhong_kong", ("Gn",)) in s.legal(0)
    events = s.submit(Command(0, "discard", ("Gn",)))  # a discarded 發 counts as a hongzhong kong
    assert events[0].data["kong"] == "hongzhong" and s.state.phase == "turn"  # seat 2 may not pon it


def test_pizi_kong_makes_zhong_ordinary():
    hands = {0: "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 中 中 北 9p", 1: "2p 3p 4p 6p 7p 8p 1s 2s 3s 7s 8s 9s 白",
             2: "9p 9p 2m 5m 8m 2s 6s 6s 西 西 發 中 白", 3: "3m 6m 9m 2p 5p 8p 3s 4s 7s 8s 南 北 東"}
    s = rigged(hands, indicator="1s", options={"pizi_kong": True})
    assert s.state.kong_tiles == {18, 26} and s.state.laizi == 19  # pizi 1s and 9s, laizi 2s
    assert not any(c.action == "hongzhong_kong" and c.cards == ("Rd",) for c in s.legal(0))
    s.submit(Command(0, "discard", ("Rd",)))
    assert Command(2, "pon", ("Rd",)) not in s.legal(2)  # seat 2 holds one 中 only: nothing to call
    assert s.state.seats[0].river == [33]  # 中 is an ordinary discard here


def test_anonymous_discards_view():
    s = Session(VARIANT, 4, {"anonymous_discards": True}, 2)
    seat = min(s.to_act())
    s.submit(next(c for c in s.legal(seat) if c.action == "discard"))
    view = s.view(1)
    assert all(row["river"] is None for row in view["seats"]) and isinstance(view["pile"], list)


def test_report_lines_of_a_hand():
    s = rigged({0: "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m 8m", 1: "2p 3p 4p 6p 7p 8p 1s 2s 3s 7s 8s 9s 白",
                2: "9p 9p 2m 5m 8m 2s 6s 6s 西 西 發 發 白", 3: "3m 6m 9m 2p 5p 8p 3s 4s 7s 8s 南 北 東"},
               melds={0: [meld("pung", "北北北", 2)]}, drawn="8m",
               options={"min_points": 0})
    events = s.submit(Command(0, "win"))
    ended = next(e for e in events if e.kind == "hand_ended")
    lines = VARIANT.report(ended, {})
    assert lines[0].startswith("Seat 1 wins on 8m by self-draw")
    assert any("小胡" in line for line in lines) and any("pays Seat 1" in line for line in lines)
    assert VARIANT.report(Event("drew", 0, ("5m",)), {}) == []


def test_play_runner_jingzhou(capsys):
    assert play_main(["wuhan", "--variant", "jingzhou", "--seed", "4", "--cpu", "easy", "-o", "laps=1"]) == 0
    out = capsys.readouterr().out
    assert "Final standings" in out and "Seat 4" not in out

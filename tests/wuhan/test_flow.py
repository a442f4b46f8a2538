"""Flow on stacked walls (spec §6-§9, §12, §14): calls and their priority, head-bump, robbing a
kong, single-tile kongs of 中 and laizi, the last-14 phase, the exhaustive draw, dealer rotation,
Jingzhou's last discard. Laizi is 5s throughout (indicator 4s) and 中 the kong tile."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.core.command import Command
from rules.core.session import IllegalCommand
from rules.wuhan.tiles import wall_tiles
from tests.wuhan.rig import BASE, adding_kong, meld, rigged, tiles_accounted

NO_MIN = {"min_points": 0}



def do(session, seat: int, action: str, *cards: str):
    return session.submit(Command(seat, action, tuple(cards)))


def kinds(events):
    return [e.kind for e in events]


def test_pon_beats_chi_and_skips_the_players_between():
    s = rigged(BASE, draws="5p 5p")
    do(s, 0, "discard", "9p")
    # seat 1 (next player) may chi 7p8p+9p, seat 2 may pon: both are asked
    assert s.to_act() == {1, 2}
    assert Command(1, "chi", ("7p", "8p")) in s.legal(1)
    assert Command(2, "pon", ("9p",)) in s.legal(2)
    assert do(s, 1, "chi", "7p", "8p") == []  # answers stay secret until all have answered
    events = do(s, 2, "pon", "9p")
    assert kinds(events) == ["called"]
    st = s.state
    assert st.turn == 2 and st.phase == "turn" and st.seats[2].melds[0].kind == "pung"
    assert st.seats[2].melds[0].from_seat == 0 and st.seats[0].river == []
    assert all(c.action != "win" for c in s.legal(2))  # no self-draw win after a call
    do(s, 2, "discard", "2m")
    assert s.to_act() == {3}  # seat 3 draws next: seat 1 lost its turn
    assert st.drawn == 13  # 5p


def test_chi_only_from_the_previous_player():
    s = rigged(BASE, draws="5p 5p")
    do(s, 0, "discard", "9p")
    do(s, 2, "pass")
    do(s, 1, "chi", "7p", "8p")
    st = s.state
    assert st.turn == 1 and [m.kind for m in st.seats[1].melds] == ["chow"]
    assert sorted(st.seats[1].melds[0].tiles) == [15, 16, 17]
    # seat 3 holds 2p but is not the discarder's next player: never offered chi
    hands = dict(BASE)
    s = rigged(hands, draws="5p 5p")
    do(s, 0, "discard", "4m")  # seat 1 holds no 2m3m/3m5m/5m6m; seat 3 has 3m but is not next
    assert s.to_act() == {1} and s.state.phase == "turn"


def test_head_bump_nearest_winner_takes_the_discard():
    hands = {
        0: "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 南 5m 9p",
        1: "2p 3p 4p 6p 7p 8p 1s 2s 3s 7s 8s 9s 白",
        2: "2m 3m 4m 6p 7p 8p 2s 3s 4s 5m",
        3: "6m 7m 8m 2p 3p 4p 6s 7s 8s 5m",
    }
    melds = {2: [meld("pung", "西西西", 1)], 3: [meld("pung", "北北北", 2)]}
    s = rigged(hands, melds=melds, options=NO_MIN)
    do(s, 0, "discard", "5m")
    assert s.to_act() == {2, 3}
    do(s, 3, "ron", "5m")
    events = do(s, 2, "ron", "5m")
    ended = next(e for e in events if e.kind == "hand_ended").data
    assert ended["winner"] == 2 and ended["by"] == "ron" and ended["discarder"] == 0
    assert sum(ended["deltas"]) == 0 and ended["deltas"][3] < 0  # seat 3 gets nothing, and pays


def test_no_furiten_a_passed_win_is_offered_again():
    hands = {
        0: "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 南 5m 9p",
        1: "2p 3p 4p 6p 7p 8p 1s 2s 3s 7s 8s 5m 白",
        2: "2m 3m 4m 6p 7p 8p 2s 3s 4s 5m",
        3: "6m 9m 9m 2p 3p 4p 6s 7s 8s 北 東 南 西",
    }
    s = rigged(hands, draws="9s", melds={2: [meld("pung", "西西西", 1)]}, options=NO_MIN)
    do(s, 0, "discard", "5m")
    do(s, 2, "pass")  # seat 2 lets the win go ...
    do(s, 1, "discard", "5m")  # ... and may still win on the next 5m, his own turn not come
    assert Command(2, "ron", ("5m",)) in s.legal(2)


def test_added_kong_without_robbers_completes_with_a_replacement():
    s = adding_kong("2m 3m 4m 6p 7p 8p 2s 3s 4s 4p", "6m 7m 8m 2p 3p 4p 6s 7s 8s 4p", replacements="1s", options=NO_MIN)
    assert Command(1, "added_kong", ("5p",)) in s.legal(1)
    # seats 2 and 3 wait on 4p (for the pair), not on 5p: no rob window, the kong completes
    events = do(s, 1, "added_kong", "5p")
    assert kinds(events) == ["adding_kong", "kong", "drew"] and events[2].cards == ("1s",)
    assert s.state.seats[1].melds[0].kind == "kong_added" and s.state.replacement


def test_rob_head_bump_and_liability():
    s = adding_kong("2m 3m 4m 6p 7p 2s 3s 4s 8s 8s", "6m 7m 8m 2p 3p 4p 4p 6p 2s 2s", dealer=0)
    events = do(s, 1, "added_kong", "5p")
    assert kinds(events) == ["adding_kong"] and s.state.phase == "rob"
    assert s.to_act() == {2, 3}
    assert Counter(wall_tiles(None)) == tiles_accounted(s.state)
    do(s, 3, "rob", "5p")
    events = do(s, 2, "rob", "5p")
    ended = next(e for e in events if e.kind == "hand_ended").data
    b = ended["breakdown"]
    assert ended["winner"] == 2 and ended["by"] == "rob"  # seat 2 is nearer to the declarer
    assert [e["id"] for e in b["elements"]] == ["qiangkong"]  # pair 8s: 2/5/8
    assert b["liable"] == 1 and ended["deltas"][0] == 0 and ended["deltas"][3] == 0
    assert ended["deltas"][1] == -b["total"] == -ended["deltas"][2]
    # the robbed Pon stays a Pon and still an open mouth for the robbed player
    assert ended["hands"][1]["melds"][0]["kind"] == "pung"


def test_laizi_kong_draws_from_the_tail_and_wins_on_the_replacement():
    hands = {
        0: "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m 5s",
        1: BASE[1], 2: BASE[2], 3: BASE[3],
    }
    s = rigged(hands, melds={0: [meld("pung", "北北北", 2)]}, replacements="8m", options=NO_MIN)
    assert Command(0, "laizi_kong", ("5s",)) in s.legal(0)
    events = do(s, 0, "laizi_kong", "5s")
    assert kinds(events) == ["kong", "drew"] and events[0].data["kind"] == "laizi"
    assert events[1].data["replacement"] and events[1].cards == ("8m",)
    assert s.state.seats[0].singles == [(22, "kong")]
    assert Command(0, "win") in s.legal(0)
    ended = next(e for e in do(s, 0, "win") if e.kind == "hand_ended").data
    b = ended["breakdown"]
    assert [e["id"] for e in b["elements"]] == ["gangkai"]
    ids = [i["id"] for i in b["payers"][0]["items"] if i["whose"] == "winner"]
    assert "laizi_kong" in ids and "self_draw" not in ids  # 槓上開 contains the self-draw
    # 10 × 2 open × 4 laizi kong × 2 hard × 2 (seat 1 open? no: seat 1 has no melds) = 160
    assert b["payers"][0]["uncapped"] == 160


def test_hongzhong_kong_and_discarded_zhong_and_laizi_are_kongs_and_never_claimable():
    hands = dict(BASE)
    hands[0] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 中 東 南 5s 9p"
    hands[1] = "2p 3p 4p 6p 7p 8p 1s 2s 3s 7s 中 中 5s"
    s = rigged(hands, replacements="1p", draws="9s 9s")
    events = do(s, 0, "hongzhong_kong", "Rd")
    assert events[0].data["kind"] == "hongzhong" and s.state.seats[0].singles == [(33, "kong")]
    events = do(s, 0, "discard", "5s")  # a discarded laizi: a laizi kong, and no call window
    assert events[0].data["kong"] == "laizi" and s.state.phase == "turn" and s.state.turn == 1
    assert s.state.seats[0].singles == [(33, "kong"), (22, "discard")]
    assert s.state.seats[0].holding(s.state.laizi).laizi_kongs == 1
    assert s.state.seats[0].holding(s.state.laizi).hongzhong_kongs == 1
    assert not any(c.action == "pon" for c in s.legal(1))


def test_a_kong_tile_in_hand_blocks_the_win_and_no_open_mouth_blocks_it():
    hands = dict(BASE)
    hands[0] = "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m 8m 中 1s 1s"
    s = rigged(hands, drawn="8m")
    reason = s.validate(Command(0, "win"))
    assert "中" in reason
    hands[0] = "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m 8m 1s 1s 1s"
    s = rigged(hands, drawn="8m")
    assert "open mouth" in s.validate(Command(0, "win"))
    with pytest.raises(IllegalCommand):
        s.submit(Command(0, "win"))


def test_small_win_allows_one_laizi_in_hand():
    hands = dict(BASE)
    hands[0] = "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m 5s"  # laizi pairs the 8m: a small win
    s = rigged(hands, melds={0: [meld("pung", "北北北", 2)]}, drawn="8m", options=NO_MIN)
    assert Command(0, "win") in s.legal(0)
    hands[0] = "2m 3m 4m 6p 7p 8p 2s 5s 4s 8m 5s"  # two laizi: only a big win could
    s = rigged(hands, melds={0: [meld("pung", "北北北", 2)]}, drawn="8m", options=NO_MIN)
    assert Command(0, "win") not in s.legal(0)


def test_any_tile_wait_cannot_win_on_a_discard_but_can_self_draw():
    # 碰碰胡 with a laizi single wait: every kind completes it (§9.3)
    hands = dict(BASE)
    hands[0] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 南 北 3p"
    hands[1] = "5s"
    melds = {1: [meld("pung", "999s", 2), meld("pung", "777s", 3), meld("pung", "白白白", 2), meld("pung", "333s", 0)]}
    s = rigged(hands, melds=melds, draws="3p")
    do(s, 0, "discard", "3p")
    assert s.state.phase == "turn" and s.state.turn == 1  # no ron offered on 3p ...
    assert Command(1, "win") in s.legal(1)  # ... but the drawn 3p wins


def test_last_fourteen_phase_draws_without_discards_then_exhaustive_draw():
    hands = dict(BASE)
    hands[0] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 南 北 中"
    s = rigged(hands, draws="5p 9s 9m 1s 1s 7p", remaining=15)
    assert Command(0, "hongzhong_kong", ("Rd",)) in s.legal(0)  # 15 in the wall: still allowed
    do(s, 0, "discard", "Rd")
    assert s.state.wall.remaining == 14 and s.state.turn == 1
    assert not any(c.action.endswith("kong") for c in s.legal(1))  # 14 left: no kongs
    events = do(s, 1, "discard", "5p")
    assert kinds(events)[:2] == ["discarded", "last_phase"]
    assert [e.seat for e in events if e.kind == "drew"] == [2, 3, 0, 1]
    ended = next(e for e in events if e.kind == "hand_ended").data
    assert ended["result"] == "exhaustive_draw" and ended["deltas"] == [0, 0, 0, 0]
    assert s.state.dealer == 0 and s.state.hand_no == 2 and s.state.passes == 0  # 連荘


def test_last_phase_self_draw_is_haidi_and_a_pass_keeps_the_tile():
    hands = dict(BASE)
    hands[2] = "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m"
    s = rigged(hands, draws="東 8m 9m 8m", melds={2: [meld("pung", "西西西", 1)]}, remaining=15, options=NO_MIN)
    do(s, 0, "discard", "9p")
    do(s, 1, "pass")  # seat 1 could chi the 9p
    do(s, 1, "discard", "E")
    assert s.state.phase == "last" and s.state.turn == 2
    assert s.legal(2) == sorted([Command(2, "pass"), Command(2, "win")])
    assert "win or pass" in s.validate(Command(2, "discard", ("8m",)))
    ended = next(e for e in do(s, 2, "win") if e.kind == "hand_ended").data
    assert [e["id"] for e in ended["breakdown"]["elements"]] == ["haidi"]
    assert s.state.dealer == 1 and s.state.passes == 1  # a non-dealer won: the next player deals


def test_discard_at_fourteen_may_be_called_but_not_konged():
    hands = dict(BASE)
    hands[2] = "9p 9p 9p 5m 8m 2s 6s 6s 西 西 發 發 白"
    hands[0] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 南 北 2m"
    s = rigged(hands, draws="9p", remaining=15)
    do(s, 0, "discard", "1m")
    do(s, 1, "discard", "9p")
    assert s.state.wall.remaining == 14
    legal = s.legal(2)
    assert Command(2, "pon", ("9p",)) in legal and Command(2, "exposed_kong", ("9p",)) not in legal


def test_dealer_win_keeps_the_deal_and_the_game_ends_after_the_laps():
    hands = dict(BASE)
    hands[0] = "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m 8m"
    s = rigged(hands, melds={0: [meld("pung", "北北北", 2)]}, drawn="8m", options=NO_MIN)
    do(s, 0, "win")
    assert s.state.dealer == 0 and s.state.passes == 0 and s.state.hand_no == 2
    # A 1-lap game whose dealership has passed 0 → 1 → 2 → 3: a non-dealer win ends it.
    hands = dict(BASE)
    hands[3], hands[0] = BASE[0], "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m"
    s = rigged(hands, melds={0: [meld("pung", "999s", 2)]}, dealer=3, options=dict(NO_MIN, laps=1))
    s.state.passes = 3
    do(s, 3, "discard", "8m")
    events = do(s, 0, "ron", "8m")
    assert kinds(events)[-2:] == ["hand_ended", "match_ended"] and s.is_over()
    assert s.state.passes == 4 and s.to_act() == frozenset()
    assert [row["seat"] for row in events[-1].data["standings"]][0] == 0


def test_jingzhou_last_discard_only_ron_then_draw():
    hands = {
        0: "1p 2p 3p 4p 6p 7p 8p 1s 1s 1s 南 西 北 9p",
        1: "2p 3p 4p 6p 7p 8p 9p 9p 2s 3s 7s 8s 白",
        2: "5p 5p 2s 5s 8s 6s 6s 西 西 發 發 白 白",
    }
    s = rigged(hands, players=3, draws="9s", remaining=11, indicator="4s")
    do(s, 0, "discard", "9p")  # seat 1 may pon or chi (Jingzhou keeps chi, D19)
    assert {c.action for c in s.legal(1)} >= {"pon", "chi"}
    do(s, 1, "pass")
    assert s.state.wall.remaining == 10 and s.state.turn == 1
    events = do(s, 1, "discard", "9p")
    ended = next(e for e in events if e.kind == "hand_ended").data  # nobody may pon the last discard
    assert ended["result"] == "exhaustive_draw"

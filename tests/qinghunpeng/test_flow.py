"""The turn rules on stacked walls (spec §4-§11): flowers after the deal and on draws, calls and
their priority, chi from the previous player only, kongs and replacements, robbing, the 2-hua
rule, the missed win, several winners and the next dealer, the three-mouth relation, the last
discard, the flower wins and the end of the game."""

from __future__ import annotations

from collections import Counter

from rules.core.command import Command
from rules.core.session import Session
from rules.mahjong.tiles import tile_set
from rules.qinghunpeng.payments_flow import win_payments
from rules.qinghunpeng.settlement import opening_flowers
from tests.qinghunpeng.rig import do, kinds, meld, rigged, tiles_accounted

FULL = Counter(tile_set("144"))
# Four hands that do not interfere; seat 0 deals with 14 tiles.
BASE = {
    0: "1m 4m 7m 2p 5p 8p 3s 6s 9s E S W N Wh",
    1: "2m 5m 8m 3p 6p 9p 1s 4s 7s E S W N",
    2: "3m 6m 9m 1p 4p 7p 2s 5s 8s E S W N",
    3: "1m 4m 7m 2p 5p 8p 3s 6s 9s Gn Gn Rd Rd",
}


def test_the_deal_and_the_dealers_first_turn():
    s = Session("qinghunpeng", 4, {}, 5)
    st = s.state
    assert tiles_accounted(st) == FULL and s.to_act() == {st.dealer}
    assert sorted(len(x.hand) for x in st.seats) == [13, 13, 13, 14]
    assert not any(t >= 34 for x in st.seats for t in x.hand)  # every flower laid out
    assert st.wall.remaining == 144 - 53 - sum(len(x.flowers) for x in st.seats)


def test_opening_flowers_in_turn_order_from_the_dealer_with_tail_replacements():
    hands = {2: "F1 1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p", 3: "1s 2s 3s 4s 5s 6s 7s 8s 9s 1p 2p 3p E",
             0: "F2 F3 1s 2s 3s 4s 5s 6s 7s 8s 9s 5p 6p", 1: "F4 E E E S S S W W W N N N"}
    s = rigged(hands, replacements="F5 Wh Gn Rd Wh", dealer=2)
    events = opening_flowers(s.state, 12)  # the dealer's last dealt tile, 4p
    flowers = [(e.seat, e.cards[0]) for e in events if e.kind == "flower"]
    assert flowers == [(2, "F1"), (2, "F5"), (0, "F2"), (0, "F3"), (1, "F4")]  # the dealer's chain first (D-4)
    assert [e.cards[0] for e in events if e.kind == "drew"] == ["F5", "Wh", "Gn", "Rd", "Wh"]
    assert s.state.seats[2].flowers == [34, 38] and "Wh" in [c for c in s.view(2)["seats"][2]["hand"]]
    assert s.to_act() == {2} and tiles_accounted(s.state) == FULL


def test_a_drawn_flower_is_laid_out_and_replaced_and_the_replacement_wins_as_gangkai():
    hands = {**BASE, 1: "1p 1p 1p 2p 3p 4p 5p 6p 7p 8p 9p 9p 9p"}
    s = rigged(hands, draws="F2", replacements="5p")
    do(s, 0, "discard", "Wh")
    st = s.state
    assert st.turn == 1 and st.seats[1].flowers == [35] and st.replacement and st.drawn == 13
    assert Command(1, "win") in s.legal(1)
    events = do(s, 1, "win")
    won = next(e for e in events if e.kind == "won")
    assert won.data["by"] == "replacement" and "gangkai" in won.data["score"]["bonuses"]
    assert won.data["payments"] == [-100, 300, -100, -100]  # 清一色: one lazi from each (§9)


def test_chi_only_from_the_previous_player():
    hands = {**BASE, 1: "1s 2s 5m 8m 3p 6p 9p 4s 7s E S W N", 2: "4s 5s 9m 1p 4p 7p 2s 8s 3m E S W N"}
    s = rigged(hands)
    do(s, 0, "discard", "3s")
    assert s.to_act() == {1}  # seat 2 holds 4s 5s but is not the discarder's 下家
    assert Command(1, "chi", ("1s", "2s")) in s.legal(1)
    do(s, 1, "chi", "1s", "2s")
    st = s.state
    m = st.seats[1].melds[0]
    assert m.kind == "chow" and m.from_seat == 0 and st.drawn is None and st.claims == {"1>0": 1}
    assert all(c.action == "discard" for c in s.legal(1))  # no draw, no kong, no win after a call
    assert "after a draw" in s.validate(Command(1, "concealed_kong", ("E",)))


def test_pon_beats_chi_and_skips_the_players_between():
    hands = {**BASE, 1: "1s 2s 5m 8m 3p 6p 9p 4s 7s E S W N", 3: "3s 3s 7m 2p 5p 8p 1s 6s 9s Gn Gn Rd Rd"}
    s = rigged(hands, draws="9m")
    do(s, 0, "discard", "3s")
    assert s.to_act() == {1, 3}
    do(s, 1, "chi", "1s", "2s")
    assert do(s, 3, "pon", "3s")[0].data == {"call": "pon", "tile": "3s", "from": 0}
    assert s.state.turn == 3 and s.state.seats[1].melds == []
    do(s, 3, "discard", "Gn")
    assert s.state.turn == 0 and s.state.drawn == 8  # 9m: seats 1 and 2 lost their turn


def test_a_discard_win_needs_two_hua_and_self_draw_has_no_minimum():
    hands = {**BASE, 1: "1m 2m 3m 4m 5m 6m 7m 8m 9m 2m 2m E E", 0: "1s 4m 7m 2p 5p 8p 3s 6s 9s E S W N Wh",
             2: "3m 6m 9m 1p 4p 7p 2s 5s 8s Gn S W N"}
    s = rigged(hands, draws="E")
    do(s, 0, "discard", "E")  # 混一色 with one wind pung: 1 hua, below the minimum
    assert s.legal(1) == [Command(1, "pass"), Command(1, "pon", ("E",))]
    assert "at least 2 hua" in s.validate(Command(1, "ron", ("E",)))
    do(s, 1, "pass")
    assert s.state.turn == 1 and s.state.drawn == 27 and s.state.missed == {}  # not a miss: it could not win
    assert Command(1, "win") in s.legal(1)
    won = next(e for e in do(s, 1, "win") if e.kind == "won")
    assert won.data["score"]["hand"] == "hunyise" and won.data["score"]["value"] == 30  # 20 + 1 × 10


def test_two_hua_with_a_flower_allows_the_discard_win():
    hands = {**BASE, 1: "1m 2m 3m 4m 5m 6m 7m 8m 9m 2m 2m E E", 0: "1s 4m 7m 2p 5p 8p 3s 6s 9s E S W N Wh"}
    s = rigged(hands, flowers={1: "F3"})
    do(s, 0, "discard", "E")
    assert Command(1, "ron", ("E",)) in s.legal(1)
    won = next(e for e in do(s, 1, "ron", "E") if e.kind == "won")
    assert won.data["score"]["hua"] == 2 and won.data["payments"] == [-40, 40, 0, 0]


MISS = {**BASE, 1: "1p 1p 2p 3p 4p 6p 7p 8p 2p 3p 4p 9p 9p", 2: "4s 4s 9m 1p 4p 7p 2s 5s 8s E S W N Rd",
        0: "1m 4m 7m 2p 5p 8p 3s 6s 9s E S W N", 3: "1m 4m 7m 3p 5p 8p 3s 6s 9s Gn Gn Rd Rd"}


def test_a_missed_win_blocks_that_kind_until_the_next_draw():
    s = rigged(MISS, draws="Wh Wh 4m", turn=2, drawn="Rd")  # seat 1: 清一色 waiting 1p or 9p
    do(s, 2, "discard", "1p")
    assert Command(1, "ron", ("1p",)) in s.legal(1)
    do(s, 1, "pass")
    assert s.state.missed == {1: [9]}
    do(s, 3, "discard", "Wh")  # seat 3 drew Wh
    do(s, 0, "discard", "1m")
    # seat 1 drew: the restriction ends
    assert s.state.turn == 1 and s.state.missed == {}


def test_a_restricted_player_may_not_win_on_the_same_kind():
    s = rigged({**MISS, 3: "1p 4m 7m 3p 5p 8p 3s 6s 9s Gn Gn Rd Rd"},
               draws="Wh", turn=2, drawn="Rd")
    do(s, 2, "discard", "1p")
    do(s, 1, "pass")
    do(s, 3, "discard", "1p")  # the same kind before seat 1 draws again
    assert s.to_act() == {1} and Command(1, "ron", ("1p",)) not in s.legal(1)  # pon is still there
    assert "may not win on it" in s.validate(Command(1, "ron", ("1p",)))


def test_several_winners_each_paid_and_the_next_dealer_after_the_nearest():
    hands = {0: "1p 2p 3p 4p 5p 6p 7p 8p 9p 1p 2p 3p 5p", 1: "1m 1m 1m 2m 2m 2m 3m 3m 3m E E E 5p",
             2: "5p 1s 2s 3s 4s 6s 7s 8s 9s Rd Rd Gn Wh N", 3: "4m 5m 6m 7m 8m 9m 1s 1s 9s Gn Gn Rd Wh"}
    for option, dealer in (("after_nearest_winner", 1), ("nearest_winner", 0)):
        s = rigged(hands, turn=2, drawn="N", flowers={1: "F1 F2"}, options={"multi_win_dealer": option})
        do(s, 2, "discard", "5p")
        assert s.to_act() == {0, 1}
        do(s, 1, "ron", "5p")
        events = do(s, 0, "ron", "5p")
        ended = next(e for e in events if e.kind == "hand_ended").data
        assert ended["winners"] == [0, 1]  # nearest to the discarder first: seat 0 (2 steps), seat 1 (3)
        assert [w["payments"] for w in ended["wins"]] == [[100, 0, -100, 0], [0, 50, -50, 0]]
        assert ended["next_dealer"] == dealer and s.state.dealer == dealer  # spec §11's example


def test_the_last_discard_is_for_winning_only_then_the_exhaustive_draw_and_game_end():
    hands = {**BASE, 1: "1p 1p 1p 9p 9p 9p 2p 3p 4p 5p 5p 5p Wh", 3: "Wh Wh 7m 2p 4p 8p 3s 6s 9s Gn Gn Rd Rd"}
    s = rigged(hands, remaining=0, drawn="Wh", flowers={1: "F1 F2"})
    do(s, 0, "discard", "Wh")
    assert s.state.final and s.legal(3) == [] and s.to_act() == {1}  # no pon on the last discard (D-7)
    do(s, 1, "ron", "Wh")
    assert s.state.history[-1]["by"] == "ron" and s.state.dealer == 1
    s = rigged(BASE, remaining=0, drawn="Wh", options={"hands_per_game": 1})
    events = do(s, 0, "discard", "Wh")
    assert kinds(events)[-3:] == ["hand_drawn", "hand_ended", "match_ended"] and s.is_over()
    assert s.state.history[-1]["next_dealer"] == 0 and [r["rank"] for r in s.state.standings] == [1, 1, 1, 1]
    assert s.legal(0) == [] and s.validate(Command(0, "pass")) == "The game is over."


def test_kongs_draw_replacements_from_the_tail_and_need_a_wall_tile():
    hands = {**BASE, 0: "Wh Wh Wh Wh 4m 7m 2p 5p 8p 3s 6s 9s S W"}
    s = rigged(hands, replacements="F1 Gn", drawn="Wh")
    events = do(s, 0, "concealed_kong", "Wh")
    assert kinds(events) == ["kong", "drew", "flower", "drew"] and events[0].private
    st = s.state
    assert st.replacement and st.drawn == 32 and st.seats[0].flowers == [34]
    assert s.view(1)["seats"][0]["melds"][0]["tiles"] == ["??"] * 4
    do(s, 0, "discard", "Gn")
    s2 = rigged(hands, remaining=0, drawn="Wh")
    assert not any(c.action == "concealed_kong" for c in s2.legal(0))


def test_an_exposed_kong_and_an_added_kong_robbed():
    hands = {**BASE, 1: "2m 5m 8m 3p 6p 9p 1s 4s 7s S S S N", 0: "1m 4m 7m 2p 5p 8p 3s 6s 9s E W N Wh S",
             2: "3m 6m 9m 1p 4p 7p 2s 5s 8s E Gn W N"}
    s = rigged(hands, replacements="Rd")
    do(s, 0, "discard", "S")
    do(s, 1, "exposed_kong", "S")
    st = s.state
    assert st.turn == 1 and st.replacement and st.seats[1].melds[0].from_seat == 0 and st.claims == {"1>0": 1}
    # an added kong robbed: seat 2 waits on 5p with 清一色
    robbed = {0: "1m 2m 3m 4m 6m 7m 8m 9m 9m 9m 5p", 2: "1p 2p 3p 4p 6p 7p 8p 9p 9p 9p",
              1: "2m 5m 8m 3p 6p 9p 1s 4s 7s E S W N", 3: "4m 5m 6m 7m 8m 9m 6p 7p 8p Gn Gn Rd Wh"}
    s = rigged(robbed, melds={0: [meld("pung", "5p 5p 5p", 1)], 2: [meld("pung", "Wh Wh Wh", 1)]}, drawn="5p")
    do(s, 0, "added_kong", "5p")
    assert s.state.phase == "rob" and s.to_act() == {2}
    ended = next(e for e in do(s, 2, "rob", "5p") if e.kind == "hand_ended").data
    assert ended["by"] == "rob" and ended["deltas"] == [-120, 0, 120, 0]  # 混一色 20 + 2 hua; 3V from the kong maker
    assert ended["hands"][0]["melds"][0]["kind"] == "pung"  # the robbed pung stays a pung


def test_the_third_claim_from_one_player_forms_a_relation_and_the_partner_pays_on_a_self_draw():
    hands = {**BASE, 0: "1m 4m 7m 3p 5p 8p 3s 6s 9s E S W N Wh", 1: "3p 3p 9p 9p 9p 5p Wh"}
    s = rigged(hands, draws="1m 2m 5m 5p", melds={1: [meld("pung", "1p 1p 1p", 0), meld("pung", "2p 2p 2p", 0)]})
    s.state.claims = {"1>0": 2}
    do(s, 0, "discard", "3p")
    events = do(s, 1, "pon", "3p")
    formed = next(e for e in events if e.kind == "relation_formed")
    assert formed.data == {"caller": 1, "fed": 0, "order": 1, "third": "3p"}
    assert s.state.relations == [formed.data] and s.view(2)["relations"] == [formed.data]
    do(s, 1, "discard", "Wh")
    for seat, tile in ((2, "1m"), (3, "2m"), (0, "5m")):
        do(s, seat, "discard", tile)
    events = do(s, 1, "win")
    ended = next(e for e in events if e.kind == "hand_ended").data
    assert ended["wins"][0]["score"]["hand"] == "qingpeng" and ended["relations"] == [formed.data]
    assert ended["deltas"] == [-600, 1000, -200, -200]  # 小包: the partner 3V, the others V (§10.2)
    assert [line["reason"] for line in ended["wins"][0]["lines"]].count("xiaobao") == 1


def test_eight_flowers_wins_at_once_when_the_option_is_on():
    s = rigged(BASE, draws="F8", flowers={1: "F1 F2 F3 F4 F5 F6 F7"}, options={"eight_flowers": True})
    events = do(s, 0, "discard", "Wh")
    ended = next(e for e in events if e.kind == "hand_ended").data
    assert ended["by"] == "eight_flowers" and ended["deltas"] == [-200, 600, -200, -200] and ended["next_dealer"] == 1
    s = rigged(BASE, draws="F8", replacements="Rd", flowers={1: "F1 F2 F3 F4 F5 F6 F7"})
    do(s, 0, "discard", "Wh")
    assert s.state.turn == 1 and len(s.state.seats[1].flowers) == 8 and s.state.drawn == 33  # off: replaced


def test_seven_catch_one_when_the_last_flower_comes_out():
    s = rigged(BASE, draws="F8", flowers={0: "F1 F2 F3 F4 F5 F6 F7"}, options={"seven_catch_one": True})
    events = do(s, 0, "discard", "Wh")
    ended = next(e for e in events if e.kind == "hand_ended").data
    assert ended["by"] == "seven_catch_one" and ended["deltas"] == [200, -200, 0, 0] and ended["next_dealer"] == 0


def test_an_added_kong_not_robbed_keeps_its_claim_record_and_draws_a_replacement():
    hands = {**BASE, 0: "1m 4m 7m 2p 6p 8p 3s 6s 9s Wh 5p", 3: "1m 4m 7m 2p 3p 8p 3s 6s 9s Gn Gn Rd Rd"}
    s = rigged(hands, replacements="Gn", melds={0: [meld("pung", "5p 5p 5p", 2)]}, drawn="5p")
    s.state.claims = {"0>2": 1}
    events = do(s, 0, "added_kong", "5p")
    assert kinds(events) == ["adding_kong", "kong", "drew"]
    m = s.state.seats[0].melds[0]
    assert m.kind == "kong_added" and m.from_seat == 2 and s.state.claims == {"0>2": 1}  # not a new claim
    assert s.state.replacement and s.state.drawn == 32


def test_passing_a_robbable_kong_is_a_miss():
    hands = {0: "1m 2m 3m 4m 6m 7m 8m 9m 9m 9m 5p", 2: "1p 2p 3p 4p 6p 7p 8p 9p 9p 9p",
             1: "2m 5m 8m 3p 6p 9p 1s 4s 7s E S W N", 3: "4m 5m 6m 7m 8m 9m 6p 7p 8p Gn Gn Rd Wh"}
    s = rigged(hands, replacements="Gn", melds={0: [meld("pung", "5p 5p 5p", 1)], 2: [meld("pung", "Wh Wh Wh", 1)]},
               drawn="5p")
    do(s, 0, "added_kong", "5p")
    events = do(s, 2, "pass")
    assert "kong" in kinds(events) and s.state.missed == {2: [13]}  # D-11


def test_a_flower_as_the_last_wall_tile_ends_the_hand_in_a_draw():
    s = rigged(BASE, draws="F8", remaining=1)
    events = do(s, 0, "discard", "Wh")
    assert kinds(events)[1:5] == ["drew", "flower", "hand_drawn", "hand_ended"]  # no replacement is left
    assert s.state.history[-1]["result"] == "draw" and s.state.dealer == 0  # the dealer deals again


def test_an_exposed_kong_beats_a_chi():
    hands = {**BASE, 1: "1s 2s 5m 8m 3p 6p 9p 4s 7s E S W N", 3: "3s 3s 3s 2p 5p 8p 1s 6s 9s Gn Gn Rd Rd",
             0: "1m 4m 7m 2p 5p 8p 3s 6s 9s E S W N Wh"}
    s = rigged(hands, replacements="7m")
    do(s, 0, "discard", "3s")
    do(s, 1, "chi", "1s", "2s")
    do(s, 3, "exposed_kong", "3s")
    assert s.state.turn == 3 and s.state.seats[3].melds[0].kind == "kong_exposed" and s.state.drawn == 6


def test_an_all_honours_hand_of_no_standard_shape_wins_on_a_discard():
    # seven honour pairs are no sets-and-a-pair, yet 全風向 (any honours) wins: the flow must still offer it
    hands = {**BASE, 1: "E E S S W W N N Wh Wh Gn Gn Rd", 0: "1m 4m 7m 2p 5p 8p 3s 6s 9s E S W N Rd"}
    s = rigged(hands)
    do(s, 0, "discard", "Rd")
    assert Command(1, "ron", ("Rd",)) in s.legal(1)
    do(s, 1, "ron", "Rd")
    won = next(e for e in do(s, 3, "pass") if e.kind == "won")  # seat 3 could pon the 中
    assert won.data["score"]["hand"] == "quanfeng"

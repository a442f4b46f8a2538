"""Kongs on stacked walls (spec §7-§8, §9.4, §12): the three kinds, supplements, immediate
payments, chains (the §8.1 example), robbing a growing kong, bloom and 槓上炮, the empty wall."""

from __future__ import annotations

from rules.core.command import Command
from tests.kawuxing.rig import BASE, do, kinds, meld, rigged


def test_direct_kong_takes_a_supplement_and_is_paid_by_the_discarder():
    hands = {**BASE, 1: "2p 4p 6p 8p 1s 3s 5s 7s 9s Wh Wh Wh 4s"}
    s = rigged(hands, supplements="8s")
    do(s, 0, "discard", "Wh")
    assert Command(1, "kong", ("Wh",)) in s.legal(1)
    events = do(s, 1, "kong", "Wh")
    assert kinds(events) == ["called", "kong", "drew"]
    st = s.state
    assert events[1].data["payments"] == [-2, 2, 0] and events[1].data["link"] == 1
    assert st.scores == [-2, 2, 0] and st.kong_deltas == [-2, 2, 0]
    assert st.seats[1].melds[-1].kind == "kong_exposed" and st.seats[0].river == []
    assert st.turn == 1 and st.supplement and st.drawn == 25  # 8s from the tail
    assert events[2].data["supplement"] is True


def test_growing_kong_only_with_the_tile_just_drawn():
    hands = {0: "1p 2p 3p 7p 8p 9p 2s 3s 4s 9s 9s", 1: "2p 4p 6p 8p 1s 3s 5s 7s 9s Gn Gn Rd 4s", 2: BASE[2]}
    # the fourth Wh held from earlier: no growing kong (D4)
    s = rigged({**hands, 0: hands[0] + " Wh"}, drawn="9s", melds={0: [meld("pung", "Wh Wh Wh", 1)]},
               options={})
    assert not any(c.action == "add_kong" for c in s.legal(0))
    assert "just drawn" in s.validate(Command(0, "add_kong", ("Wh",)))
    # drawn now: it may grow; nobody can rob, so each other player pays 1 and a supplement follows
    s = rigged({**hands, 0: hands[0] + " Wh"}, drawn="Wh", supplements="5s", melds={0: [meld("pung", "Wh Wh Wh", 1)]})
    events = do(s, 0, "add_kong", "Wh")
    assert kinds(events) == ["adding_kong", "kong", "drew"]
    assert s.state.scores == [2, -1, -1] and s.state.seats[0].melds[0].kind == "kong_added"


ROB = {
    0: "1p 2p 3p 7p 8p 9p 2s 3s 4s Wh Wh 5p",
    1: "4p 6p 1s 2s 3s 7s 8s 9s Gn Gn Gn Rd Rd",
    2: "1p 2p 3p 6p 7p 8p 5s 6s 7s 9s 9s Wh Rd",
}


def test_robbing_a_growing_kong_fails_the_kong_unpaid():
    s = rigged(ROB, drawn="5p", melds={0: [meld("pung", "5p 5p 5p", 2)]})
    events = do(s, 0, "add_kong", "5p")
    assert kinds(events) == ["adding_kong"] and s.to_act() == {1}
    assert s.legal(1) == [Command(1, "pass"), Command(1, "rob", ("5p",))]
    events = do(s, 1, "rob", "5p")
    won = next(e for e in events if e.kind == "won")
    ids = [p["id"] for p in won.data["score"]["patterns"]]
    assert "qiang_gang" in ids and "kawuxing" in ids and won.data["by"] == "rob" and won.data["from"] == 0
    ended = next(e for e in events if e.kind == "hand_ended").data
    assert ended["kong_deltas"] == [0, 0, 0]  # the robbed kong is not paid
    assert ended["result_deltas"] == [-4, 4, 0]  # 2 doubles, the robbed player pays
    assert ended["hands"][0]["melds"][0]["kind"] == "pung"
    assert s.state.dealer == 1 and s.state.hand_no == 2  # the winner deals


def test_closed_kong_is_face_down_to_the_others():
    hands = {**BASE, 0: "1p 2p 3p 5p 6p 7p 1s 2s 3s 9s 9s 9s 9s 9p", 1: NO_9S}
    s = rigged(hands, drawn="9s", supplements="4s")
    events = do(s, 0, "closed_kong", "9s")
    assert events[0].kind == "kong" and events[0].private and events[0].seen_by(1).cards == ("??",) * 4
    assert s.state.scores == [4, -2, -2]
    assert s.view(1)["seats"][0]["melds"][0]["tiles"] == ["??"] * 4
    assert s.view(0)["seats"][0]["melds"][0]["tiles"] == ["9s"] * 4


NO_9S = "2p 4p 6p 8p 1s 3s 5s 7s 8s Wh Wh Gn 4s"
CHAIN = {
    0: "9s 9s 9s 9s 4s 1p 2p 3p 7p 8p 9p",
    1: "4s 4s 4s 1s 2s 3s 5s 6s 7s Gn Gn Rd Rd",
    2: "1p 2p 3p 7p 8p 9p 2s 3s 5p 5p Wh Wh Rd",
}


def test_the_chained_kong_example_of_8_1():
    s = rigged(CHAIN, drawn="9s", supplements="6p Wh 1s", melds={0: [meld("pung", "6p 6p 6p", 1)]})
    first = do(s, 0, "closed_kong", "9s")
    assert first[0].data["link"] == 1 and s.state.scores == [4, -2, -2]
    assert s.state.drawn == 14  # the supplement 6p grows the pung: the chain's second kong
    second = do(s, 0, "add_kong", "6p")
    kong = next(e for e in second if e.kind == "kong")
    assert kong.data["link"] == 2 and kong.data["payments"] == [4, -2, -2] and s.state.scores == [8, -4, -4]
    do(s, 0, "discard", "4s")  # the kong's discard
    assert s.legal(1) == [Command(1, "kong", ("4s",))]  # three held: a kong, never a pung, and no pass
    third = do(s, 1, "kong", "4s")
    kong = next(e for e in third if e.kind == "kong")
    assert kong.data["link"] == 3 and kong.data["multiplier"] == 4 and kong.data["payments"] == [-8, 8, 0]
    assert s.state.scores == [0, 4, -4]


def test_a_kong_of_tiles_held_before_starts_a_new_chain():
    hands = {**CHAIN, 0: "9s 9s 9s 9s 1p 1p 1p 1p 2p 3p 4s"}
    hands[2] = "5p 2p 3p 7p 8p 9p 2s 3s 5p 6p Wh Wh Rd"
    s = rigged(hands, drawn="9s", supplements="Gn 5s")
    do(s, 0, "closed_kong", "9s")
    events = do(s, 0, "closed_kong", "1p")  # not the supplement just drawn (Gn): a new chain (D6)
    assert events[0].data["link"] == 1 and s.state.scores == [8, -4, -4]


def test_bloom_counts_each_chained_kong():
    hands = {**CHAIN, 1: "1s 2s 3s 5s 6s 7s Gn Gn Rd Rd 2p 4p 8p"}
    s = rigged(hands, drawn="9s", supplements="6p 4s", melds={0: [meld("pung", "6p 6p 6p", 1)]})
    do(s, 0, "closed_kong", "9s")
    do(s, 0, "add_kong", "6p")
    assert Command(0, "win") in s.legal(0)
    events = do(s, 0, "win")
    won = next(e for e in events if e.kind == "won")
    bloom = [p for p in won.data["score"]["patterns"] if p["id"] == "gang_kaihua"]
    assert bloom and bloom[0]["doubles"] == 2 and won.data["by"] == "supplement"
    assert won.data["payments"] == [8, -4, -4]


def test_win_on_a_kongs_discard():
    hands = {0: "9s 9s 9s 9s 1p 2p 3p 7p 8p 9p 5p 1s 1s 1s",
             1: "2p 4p 6p 8p 3s 4s 5s 7s 8s Wh Wh Gn 4s",
             2: "4p 6p 1s 2s 3s 6s 7s 8s Gn Gn Rd Rd Rd"}
    s = rigged(hands, drawn="9s", supplements="Wh")
    do(s, 0, "closed_kong", "9s")
    events = do(s, 0, "discard", "5p")
    assert events[0].data["kong_discard"] is True
    events = do(s, 2, "ron", "5p")
    won = next(e for e in events if e.kind == "won")
    ids = [p["id"] for p in won.data["score"]["patterns"]]
    assert "gang_pao" in ids and "kawuxing" in ids and "gang_kaihua" not in ids


def test_no_kong_with_an_empty_wall_and_the_last_tile_is_the_supplement():
    hands = {**BASE, 0: "1p 2p 3p 5p 6p 7p 1s 2s 3s 9s 9s 9s 9s 9p", 1: NO_9S}
    s = rigged(hands, drawn="9s", remaining=0)
    assert not any("kong" in c.action for c in s.legal(0))
    assert "empty wall" in s.validate(Command(0, "closed_kong", ("9s",)))
    # one tile left: the kong is allowed and that tile is its supplement; it wins: 海底撈 and bloom (D17)
    s = rigged({**hands, 0: "1p 2p 3p 5p 6p 7p 1s 2s 3s 9s 9s 9s 9s 9p"}, drawn="9s", draws="9p", remaining=1)
    events = do(s, 0, "closed_kong", "9s")
    assert s.state.wall.remaining == 0 and events[-1].cards == ("9p",)
    events = do(s, 0, "win")
    ids = [p["id"] for p in next(e for e in events if e.kind == "won").data["score"]["patterns"]]
    assert "haidi" in ids and "gang_kaihua" in ids


def test_passing_a_rob_restricts_and_the_kong_then_stands():
    s = rigged(ROB, drawn="5p", supplements="9s", melds={0: [meld("pung", "5p 5p 5p", 2)]})
    do(s, 0, "add_kong", "5p")
    events = do(s, 1, "pass")
    assert kinds(events) == ["kong", "drew"] and s.state.restricted == {1: 2}  # 卡五星 + 搶槓 let go
    assert s.state.scores == [2, -1, -1] and s.state.seats[0].melds[0].kind == "kong_added"

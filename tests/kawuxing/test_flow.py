"""The turn and the calls on stacked walls (spec §5-§6, §9-§10): the dealer's first turn, pung,
the held triplet, the last tile and the last discard, the missed-win restriction, several
winners, the next dealer, the four-player rotation and the game's length."""

from __future__ import annotations

from collections import Counter

from rules.core.command import Command
from rules.core.session import Session
from rules.mahjong.tiles import tile_set
from rules.play import play_match
from tests.kawuxing.rig import BASE, do, kinds, rigged, tiles_accounted


def test_the_dealers_first_turn_has_no_draw():
    s = Session("kawuxing", 3, {}, 5)
    st = s.state
    assert s.to_act() == {st.dealer} and len(st.seats[st.dealer].hand) == 14
    assert sorted(len(st.seats[i].hand) for i in range(3)) == [13, 13, 14] and st.wall.remaining == 44
    assert tiles_accounted(st) == Counter(tile_set("84"))
    dealer = st.dealer
    cmd = next(c for c in s.legal(dealer) if c.action == "discard")
    s.submit(cmd)
    while s.state.phase == "claim":
        s.submit(Command(min(s.to_act()), "pass"))
    assert s.state.turn == st.next_seat(dealer) and s.state.wall.remaining == 43 and s.state.drawn is not None


PUNG = {
    0: "1p 2p 3p 5p 6p 7p 1s 2s 3s 9s Wh Gn Rd 9p",
    1: "4p 4p 4p 4p Wh Wh 1s 3s 5s 7s 9s 6p 8p",
    2: "1p 3p 8p 9p 2s 4s 6s 8s Gn Rd Rd 7p 6s",
}


def test_pung_then_discard_without_a_closed_kong():
    s = rigged(PUNG, draws="5s")
    do(s, 0, "discard", "Wh")
    assert s.legal(1) == sorted([Command(1, "pass"), Command(1, "pung", ("Wh",))])
    events = do(s, 1, "pung", "Wh")
    assert kinds(events) == ["called"] and events[0].data["from"] == 0
    moves = s.legal(1)
    assert moves and not any(c.action in ("closed_kong", "win") for c in moves)  # four 4p held, but a pung turn
    assert "began with your own pung" in s.validate(Command(1, "closed_kong", ("4p",)))
    do(s, 1, "discard", "1s")
    assert s.state.turn == 2 and s.state.drawn == 22  # 5s


def test_a_pung_skips_the_players_between():
    hands = {**PUNG, 1: "2p 4p 6p 8p 1s 3s 5s 7s 9s Gn 4s 4s 5s", 2: "1p 3p 8p 9p 2s 6s 8s Wh Wh Rd Rd 7p 6s"}
    s = rigged(hands, draws="5s")
    do(s, 0, "discard", "Wh")
    do(s, 2, "pung", "Wh")
    do(s, 2, "discard", "1p")
    assert s.state.turn == 0  # seat 1 lost its turn


def test_a_held_triplet_must_be_konged_never_punged():
    # Both originals (English "must do a direct kong", Japanese 直ちに明槓しなければなりません): the
    # holder of three must kong the fourth; the restatement's D5 would let him pass. The original wins.
    hands = {**PUNG, 1: "2p 4p 6p 8p 1s 3s 5s 7s 9s Wh Wh Wh 4s"}
    s = rigged(hands, supplements="5s")
    do(s, 0, "discard", "Wh")
    assert s.legal(1) == [Command(1, "kong", ("Wh",))]
    assert "never as a pung" in s.validate(Command(1, "pung", ("Wh",)))
    assert "oblige you to kong" in s.validate(Command(1, "pass"))


LAST = {
    0: "2s 3s 4s 5s 6s 7s 8s 9s Wh Wh Rd Rd 9s 2p",
    1: "1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 1s Gn Gn",
    2: "3p 4p 5p 6p 2s 3s 4s Wh Rd 5s 6s 7s 8s",
}


def test_a_self_draw_of_the_walls_last_tile_is_haidi():
    s = rigged(LAST, draws="Gn", remaining=1)
    do(s, 0, "discard", "9s")
    assert s.state.wall.remaining == 0 and Command(1, "win") in s.legal(1)
    events = do(s, 1, "win")
    won = next(e for e in events if e.kind == "won")
    assert [p["id"] for p in won.data["score"]["patterns"]] == ["haidi"]


PAIRS = "5p 5p Rd Rd 2s 2s 2s 3s 3s 3s Gn Gn Gn"  # waits on 5p and Rd, all pungs (1 double)


def test_the_last_discard_is_claimed_only_to_win():
    hands = {0: "5p 1p 2p 3p 7p 8p 9p 4s 5s 6s 7s Rd Wh 1s", 1: "2p 3p 8p 9p 4s 5s 6s Wh Wh 1s 7s 8s 9s", 2: PAIRS}
    s = rigged(hands, drawn="1s", remaining=0)
    events = do(s, 0, "discard", "5p")
    assert events[0].data["last"] and s.to_act() == {2}
    assert s.legal(2) == sorted([Command(2, "pass"), Command(2, "ron", ("5p",))])
    assert "only to win" in s.validate(Command(2, "pung", ("5p",)))
    events = do(s, 2, "ron", "5p")
    ids = [p["id"] for p in next(e for e in events if e.kind == "won").data["score"]["patterns"]]
    assert "haidi" not in ids and "pengpeng" in ids


RESTRICT = {
    0: "Rd 9p 9p 1p 2p 3p 6p 7p 8p 1s 4s 7s 8s 9s",
    1: "5p 2p 4p 6p 8p 1s 5s 7s 6s Wh Wh Wh 9p",
    2: PAIRS,
}


def test_a_passed_win_refuses_an_equal_one_until_the_own_draw():
    s = rigged(RESTRICT, draws="1p 4s")
    do(s, 0, "discard", "Rd")
    assert Command(2, "ron", ("Rd",)) in s.legal(2)
    do(s, 2, "pass")
    assert s.state.restricted == {2: 1} and s.view(2)["restricted"] == 1
    do(s, 1, "discard", "5p")
    assert s.legal(2) == sorted([Command(2, "pass"), Command(2, "pung", ("5p",))])  # the same 1 double: no ron
    reason = s.validate(Command(2, "ron", ("5p",)))
    assert "passed a win (doubles: 1)" in reason
    do(s, 2, "pass")
    assert s.state.turn == 2 and s.state.restricted == {}  # his own draw ends it


def test_a_passed_win_allows_a_bigger_one():
    s = rigged(RESTRICT, draws="Wh", supplements="4s")
    do(s, 0, "discard", "Rd")
    do(s, 2, "pass")
    do(s, 1, "closed_kong", "Wh")
    do(s, 1, "discard", "5p")  # the kong's discard: all pungs + 槓上炮 = 2 doubles > 1
    assert Command(2, "ron", ("5p",)) in s.legal(2)
    events = do(s, 2, "ron", "5p")
    assert next(e for e in events if e.kind == "won").data["score"]["doubles"] == 2


def test_a_turn_skipped_by_a_call_ends_the_restriction():
    s = rigged(RESTRICT, draws="1p")
    do(s, 0, "discard", "Rd")
    do(s, 2, "pass")
    do(s, 1, "discard", "9p")
    do(s, 0, "pung", "9p")  # seat 2's turn is skipped
    assert s.state.restricted == {}


DOUBLE = {
    0: "5p 1p 2p 3p 7p 8p 9p 4s 5s 6s 4s 5s 6s Rd",
    1: "4p 6p 1s 2s 3s 7s 8s 9s Gn Gn Gn Rd Rd",
    2: "4p 6p 1s 2s 3s 7s 8s 9s Wh Wh Wh 3p 3p",
}


def test_a_double_ron_is_paid_in_full_by_the_discarder_who_deals_next():
    s = rigged(DOUBLE)
    do(s, 0, "discard", "5p")
    assert s.to_act() == {1, 2}
    assert do(s, 1, "ron", "5p") == []  # answers stay secret until all have answered
    events = do(s, 2, "ron", "5p")
    assert kinds(events)[:3] == ["won", "won", "hand_ended"]
    record = s.state.history[-1]
    assert record["winners"] == [1, 2] and record["deltas"] == [-4, 2, 2] and s.state.scores == [-4, 2, 2]
    assert s.state.dealer == 0 and record["next_dealer"] == 0


def test_a_single_winner_deals_next():
    s = rigged(DOUBLE)
    do(s, 0, "discard", "5p")
    do(s, 1, "pass")
    do(s, 2, "ron", "5p")
    assert s.state.dealer == 2 and s.state.history[-1]["winners"] == [2]


def test_rotation_the_winner_sits_out_and_the_incoming_player_deals():
    s = rigged(DOUBLE, players=4, resting=3)
    do(s, 0, "discard", "5p")
    do(s, 1, "ron", "5p")
    do(s, 2, "pass")
    st = s.state
    assert st.resting == 1 and st.order == [0, 3, 2] and st.dealer == 3
    assert st.scores == [-2, 2, 0, 0] and len(st.seats[3].hand) == 14 and st.seats[1].hand == []
    assert s.view(1)["seats"][1]["active"] is False and s.legal(1) == []


def test_rotation_after_a_double_win_the_nearer_winner_sits_out_and_the_discarder_deals():
    s = rigged(DOUBLE, players=4, resting=3)
    do(s, 0, "discard", "5p")
    do(s, 1, "ron", "5p")
    do(s, 2, "ron", "5p")
    st = s.state
    assert st.resting == 1 and st.order == [0, 3, 2] and st.dealer == 0


def test_rotation_skips_the_resting_seat_in_turn_order():
    s = rigged(BASE, players=4, resting=1, draws="5s")
    assert s.state.order == [0, 2, 3] and s.state.next_seat(0) == 2
    hands = {0: BASE[0], 2: BASE[1], 3: BASE[2]}
    s = rigged(hands, players=4, resting=1, draws="5s")
    do(s, 0, "discard", "9s")
    assert s.state.turn == 2 and s.to_act() == {2}


def test_the_game_lasts_hands_per_game_hands():
    s = Session("kawuxing", 3, {"hands_per_game": 3}, 11)
    play_match(s, ["easy"])
    assert s.is_over() and len(s.state.history) == 3 and s.state.standings
    assert sum(s.state.scores) == 0 and s.to_act() == frozenset()
    s = rigged(DOUBLE, options={"hands_per_game": 1})
    do(s, 0, "discard", "5p")
    do(s, 1, "pass")
    events = do(s, 2, "ron", "5p")
    assert events[-1].kind == "match_ended" and s.is_over()


def test_a_call_window_does_not_tell_who_else_is_asked():
    s = rigged(DOUBLE)
    do(s, 0, "discard", "5p")
    assert s.view(1)["to_act"] == [1] and s.view(2)["to_act"] == [2] and s.view(0)["to_act"] == []
    assert s.view(1)["choices"] == [["ron", ["5p"]]] and s.view(0)["choices"] == []

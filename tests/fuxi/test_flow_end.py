"""Going out, the hand's end and what follows (spec §8-§10, D-11/D-12/D-15/D-16/D-19) on stacked
tables: the score of each finish with its multipliers, the exhaustive draw at a turn start and at
a kong restart, the lord's succession, the end of the game and the standings, 3 and 4 players."""

from __future__ import annotations

from rules.core.command import Command
from tests.fuxi.rig import FULL, dealt, kinds, play, rigged, tiles_accounted

OTHERS = {1: "1p 2p 3p 4p", 2: "1s 2s 3s 5s", 3: "6m 8m 9m 9m"}


def won(events):
    return next(e for e in events if e.kind == "won")


def ended(events):
    return next(e for e in events if e.kind == "hand_ended").data


def test_a_commoner_goes_out_with_a_triplet_and_the_lord_is_unseated():
    s = rigged({0: "5m 5m 5m 2p", **OTHERS}, lord=1)
    events = play(s, 0, "555m+2p")
    assert kinds(events)[:5] == ["played", "won", "hand_ended", "unseated", "hand_started"]
    w = won(events).data
    assert w["finish"] == "triplet" and w["points"] == 2 and w["formula"] == "1 × 2 = 2"  # base 1 × 刻子あがり 2
    record = ended(events)
    assert record["deltas"] == [2, 0, 0, 0] and record["lord"] == 1 and record["next_lord"] == 2 and not record["kept"]
    st = s.state
    assert st.scores == [2, 0, 0, 0] and st.unseats == [0, 1, 0, 0] and st.lord == 2
    assert st.hand_no == 2 and st.phase == "exchange" and s.to_act() == {0, 1, 3}
    assert tiles_accounted(st) == FULL and [len(h) for h in st.hands] == [13] * 4


def test_the_lord_going_out_keeps_the_role_and_doubles():
    s = rigged({0: "3s 3s", **OTHERS}, lord=0, table="22m", owner=3)
    events = play(s, 0, "33s")
    w = won(events).data
    assert w["finish"] == "normal" and w["points"] == 2  # base 1 × 親のあがり 2
    assert [line["id"] for line in w["lines"]] == ["base", "jitou"]
    record = ended(events)
    assert record["kept"] and record["next_lord"] == 0 and s.state.unseats == [0, 0, 0, 0]
    assert "unseated" not in kinds(events)


def test_a_kong_that_empties_the_hand_wins_at_once_with_no_restart_draw():
    s = rigged({0: "6s 6s 6s 6s", **OTHERS}, lord=2, table="7m", owner=3)
    events = play(s, 0, "6666s")
    assert kinds(events)[:2] == ["played", "won"]  # no drew: the hand is over
    assert won(events).data["finish"] == "special" and won(events).data["points"] == 4  # 1 × 特殊あがり 4


def test_going_out_in_the_turn_that_drew_the_last_tile_doubles():
    # Seat 3 passes; seat 0 draws the wall's last tile, 2p, and goes out: 1 × 2 (triplet) × 2 (牌底) = 4.
    s = rigged({0: "5m 5m 5m", 1: "1p", 2: "1s", 3: "6m 8m"}, draws="2p", remaining=1, turn=3, lord=1)
    events = s.submit(Command(3, "pass"))
    assert kinds(events) == ["passed", "drew"] and s.state.last_tile and s.view(0)["wall"] == 0
    w = won(play(s, 0, "555m+2p")).data
    assert [line["id"] for line in w["lines"]] == ["base", "triplet", "last_tile"] and w["points"] == 4


def test_a_kong_restart_that_draws_the_last_tile_counts_as_this_turn():
    # Seat 0 (the lord) kongs, draws the last tile 2p at the restart and goes out with 999s+2p:
    # 1 × 2 (triplet) × 2 (lord) × 2 (牌底) = 8.
    s = rigged({0: "7m 7m 7m 7m 9s 9s 9s", **OTHERS}, draws="2p", remaining=1, lord=0)
    events = play(s, 0, "7777m")  # a characters kong: the table is swept, the restart leads
    assert kinds(events) == ["played", "drew"] and s.state.last_tile
    assert won(play(s, 0, "999s+2p")).data["points"] == 8


def test_the_empty_wall_ends_the_hand_when_a_player_must_draw():
    s = rigged({0: "5m 7p", **OTHERS}, remaining=0, lord=0)
    events = s.submit(Command(0, "pass"))
    assert kinds(events)[:4] == ["passed", "hand_drawn", "hand_ended", "unseated"]
    assert next(e for e in events if e.kind == "hand_drawn").seat == 1  # seat 1 could not draw
    st = s.state
    assert st.scores == [0] * 4 and st.unseats == [1, 0, 0, 0] and st.lord == 1 and st.hand_no == 2
    assert st.history[-1]["result"] == "draw"


def test_a_kong_restart_on_an_empty_wall_ends_the_hand():
    s = rigged({0: "7p 7p 7p 7p 2m", **OTHERS}, remaining=0, lord=3)
    events = play(s, 0, "7777p")
    drawn = next(e for e in events if e.kind == "hand_drawn")
    assert drawn.seat == 0 and kinds(events)[:2] == ["played", "hand_drawn"]
    assert s.state.unseats == [0, 0, 0, 1] and s.state.lord == 0  # the lord's right is seat 0


def test_going_out_in_the_first_turn_with_the_dealt_hand():
    # The lord holds four triplets and a 5m; the commoners give their nines, the lord gives them
    # back, draws the second 5m and plays all 14: 1 × 2 (triplet) × 2 (lord) × 4 (配牌) = 16.
    hands = {0: "1m 1m 1m 2m 2m 2m 3m 3m 3m 4m 4m 4m 5m", 1: "9p 1p 1p 2p 2p 3p 3p 4p 4p 5p 5p 6p 6p",
             2: "9s 1s 1s 2s 2s 3s 3s 4s 4s 5s 5s 6s 6s", 3: "9m 6m 6m 7m 7m 7p 7p 7s 7s 8m 8p 8s 8s"}
    s = dealt(hands, "5m", lord=0)
    for seat, tile in ((1, "9p"), (2, "9s"), (3, "9m")):
        s.submit(Command(seat, "give", (tile,)))
    for tile, to in (("9p", "1"), ("9s", "2"), ("9m", "3")):
        s.submit(Command(0, "give", (tile,), to))
    assert s.state.turns[0] == 1
    w = won(play(s, 0, "111m+222m+333m+444m+55m")).data
    assert [line["id"] for line in w["lines"]] == ["base", "triplet", "jitou", "first_turn"] and w["points"] == 16


def test_a_later_turn_is_not_the_first():
    s = rigged({0: "5m 5m 5m", 1: "1p", 2: "1s", 3: "6m 8m"}, draws="2p", turn=3, lord=1)
    s.state.turns = [1, 1, 1, 1]  # everyone has had a turn: seat 0's next is its second
    s.submit(Command(3, "pass"))
    assert s.state.turns[0] == 2
    w = won(play(s, 0, "555m+2p")).data
    assert [line["id"] for line in w["lines"]] == ["base", "triplet"] and w["points"] == 2


def test_the_game_ends_once_every_player_has_been_unseated_enough():
    s = rigged({0: "5m 7p", 1: "1p", 2: "1s"}, players=3, remaining=0, lord=2, options={"unseats_to_end": 1})
    st = s.state
    st.unseats, st.scores = [1, 1, 0], [3, 3, 1]
    events = s.submit(Command(0, "pass"))  # seat 1 cannot draw: the lord (seat 2) is unseated
    assert kinds(events)[-1] == "match_ended" and st.phase == "over" and s.is_over()
    assert st.unseats == [1, 1, 1] and s.to_act() == frozenset() and s.legal(0) == []
    assert s.validate(Command(0, "pass")) == "The game is over."
    assert [(r["rank"], r["seat"]) for r in st.standings] == [(1, 0), (1, 1), (3, 2)]  # equal totals share (D-19)
    assert s.view(1)["standings"] == st.standings


def test_a_lord_who_wins_does_not_end_the_game():
    s = rigged({0: "3s 3s", 1: "1p", 2: "1s"}, players=3, lord=0, options={"unseats_to_end": 1})
    st = s.state
    st.unseats = [0, 1, 1]
    play(s, 0, "33s")
    assert not s.is_over() and st.lord == 0 and st.hand_no == 2 and len(st.wall) == 69


def test_three_players_turn_order_wraps_after_two_others():
    s = rigged({0: "9m 1m", 1: "1p 2p", 2: "1s 2s"}, players=3, draws="3p 3s 4s")
    play(s, 0, "9m")
    s.submit(Command(1, "pass"))
    events = s.submit(Command(2, "pass"))
    assert kinds(events) == ["passed", "table_cleared", "drew"] and s.state.turn == 0

"""The normal CPU's plan with the special combinations (spec §5.2): the fewest plays that empty a
hand, the tiles it keeps toward a 一通 / 三色, and going out with a special carrying a chain."""

from __future__ import annotations

import pytest

from rules.fuxi.combinations import Play, parse_play
from rules.fuxi.cpu import CpuPlayer
from rules.fuxi.cpu_shape import min_plays
from rules.fuxi.state import played_json
from rules.mahjong.tiles import parse_tiles
from tests.fuxi.rig import rigged


def counts(text: str) -> list[int]:
    c = [0] * 27
    for t in parse_tiles(text):
        c[t] += 1
    return c


@pytest.mark.parametrize("hand, plays", [
    # 一通 carrying 777s carrying 2p: one play (a normal chain would need 9 + 1 = 10 plays)
    ("1m 2m 3m 4m 5m 6m 7m 8m 9m 7s 7s 7s 2p", 1),
    # the same less 9m: eight loose singles and 2p, one chain carrying one of them: 9 plays
    ("1m 2m 3m 4m 5m 6m 7m 8m 7s 7s 7s 2p", 9),
    # 一盃口 334455p cannot carry: it and the single 8s are 2 plays
    ("3p 3p 4p 4p 5p 5p 8s", 2),
    # 三色 234 carrying 555m carrying 66s: 1 play
    ("2m 3m 4m 2p 3p 4p 2s 3s 4s 5m 5m 5m 6s 6s", 1),
    # a kong is free (its restart) and the pair is one play
    ("9p 9p 9p 9p 1s 1s", 1),
    # two 三色 of different runs, each carrying one single: 2 plays for 20 tiles
    ("1m 2m 3m 1p 2p 3p 1s 2s 3s 5m 6m 7m 5p 6p 7p 5s 6s 7s 9m 9s", 2),
])
def test_min_plays_counts_the_specials(hand: str, plays: int) -> None:
    assert min_plays(counts(hand)) == plays


def test_it_keeps_1_to_8m_when_one_draw_makes_the_ittsu() -> None:
    # Leading, it holds 1-8m with 3p and 7s. Any of the ten singles sheds one loose group now, but
    # a 9m (three live among the unseen) turns the eight into an 一通, which sheds them all in one
    # play and carries one more: it sheds 3p or 7s and keeps 1-8m.
    s = rigged({0: "1m 2m 3m 4m 5m 6m 7m 8m 3p 7s", 1: "1s", 2: "2s", 3: "6p"})
    move = CpuPlayer("normal", 0).choose(s.view(0), s.legal(0))
    assert move.action == "play" and move.cards in (("3p",), ("7s",))


def test_with_every_9m_gone_the_characters_are_loose_tiles_like_any_other() -> None:
    # The control: the same hand with all four 9m face up in the pile. No 一通 can be made, so
    # the characters are plain loose singles and it leads one of them.
    s = rigged({0: "1m 2m 3m 4m 5m 6m 7m 8m 3p 7s", 1: "1s", 2: "2s", 3: "6p"})
    nine = parse_tiles("9m")[0]
    for _ in range(4):
        s.state.wall.remove(nine)
        s.state.pile.append(played_json(1, Play("single", (nine,))))
    s.state.trick_start = len(s.state.pile)
    s.state.cache.clear()
    move = CpuPlayer("normal", 0).choose(s.view(0), s.legal(0))
    assert move.action == "play" and move.cards[0].endswith("m")


def test_it_goes_out_with_a_sanshoku_carrying_a_chain() -> None:
    # On a single 5m its 234 三色 (declared as a single that beats 5m) carries 111p carrying 777s
    # carrying 9m: all 16 tiles in one play, a special finish. No normal play could: three
    # triplets and nine loose kinds.
    hand = "2m 3m 4m 2p 3p 4p 2s 3s 4s 1p 1p 1p 7s 7s 7s 9m"
    s = rigged({0: hand, 1: "1s", 2: "2s", 3: "6m"}, table="5m", owner=3)
    move = CpuPlayer("normal", 0).choose(s.view(0), s.legal(0))
    play = parse_play(move.choice)
    assert not isinstance(play, str)
    assert play.form == "sanshoku" and len(move.cards) == 16
    assert [p.text() for p in play.chain()[1:]] == ["111p+777s+9m", "777s+9m", "9m"]


def test_a_held_ittsu_waits_as_the_finisher() -> None:
    # It holds 1-9s, a triplet and two loose singles, on an empty table. Leading the 一通 now
    # (carrying one single) sheds as much as leading a single (alone or carried by 444p), but the
    # 一通 may be played on any table later and carry the whole rest out: it sheds 2m or 6m and
    # keeps the 一通.
    s = rigged({0: "1s 2s 3s 4s 5s 6s 7s 8s 9s 4p 4p 4p 2m 6m", 1: "1p", 2: "2p", 3: "3m"})
    move = CpuPlayer("normal", 0).choose(s.view(0), s.legal(0))
    play = parse_play(move.choice)
    assert not isinstance(play, str) and play.form != "ittsu"
    assert set(move.cards) & {"2m", "6m"} and not set(move.cards) & {"1s", "5s", "9s"}

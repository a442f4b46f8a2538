"""Shanten, waits and useful tiles on hands worked out by hand."""

from __future__ import annotations

import pytest

from rules.mahjong import (
    PAIR_258,
    RED,
    counts,
    parse_tiles,
    shanten,
    shanten_seven_pairs,
    useful_tiles,
    waits,
)


def c(text: str) -> list[int]:
    return counts(parse_tiles(text))


def ks(text: str) -> set[int]:
    return set(parse_tiles(text))


@pytest.mark.parametrize(
    "text, melds, expected",
    [
        ("123m 456p 789s 東東東 55s", 0, -1),
        ("123m 456p 789s 東東東 5s", 0, 0),  # tanki
        # three sets + four odd honours: a pair (1 tile) and a fourth set (2 tiles) = 3 tiles away
        ("123m 456p 789s 東南白中", 0, 2),
        ("東東 55m", 3, 0),  # three declared sets, shanpon wait
        ("東", 4, 0),  # bare single wait after four calls
        ("19m 19p 19s 東南西北白發中", 0, 8),  # thirteen orphans: nothing pairs or joins
    ],
)
def test_shanten_by_hand(text: str, melds: int, expected: int) -> None:
    assert shanten(c(text), melds) == expected


def test_allowed_kinds() -> None:
    # 中中 is a pair normally (1-shanten: 東 needs two more); with 中 barred (Wuhan) the hand
    # needs a pair and a set from 東 and new tiles: 4 tiles away, 3-shanten
    hand = c("123m 456p 789s 中中 東")
    assert shanten(hand) == 1
    assert shanten(hand, allowed=frozenset(range(34)) - {RED}) == 3


def test_wildcard_shanten() -> None:
    # 123m 456p 789s 東南 + wildcard (13 tiles): 東 + wildcard is the pair, 南 needs two more
    # for a set: 2 tiles away, 1-shanten (without the wildcard: 3 away, 2-shanten)
    assert shanten(c("123m 456p 789s 東南"), 0, 1) == 1
    assert shanten(c("123m 456p 789s 東南")) == 2
    # 123m 456p 789s 東東 + two wildcards: ready, any tile makes a set with them
    assert shanten(c("123m 456p 789s 東東"), 0, 2) == 0
    assert shanten(c("123m 456p 789s 東東"), 0, 3) == -1
    # one declared set: 3 sets + 東 + wildcard pair is complete
    assert shanten(c("123m 456p 789s 東"), 1, 1) == -1


def test_seven_pairs_shanten() -> None:
    assert shanten_seven_pairs(c("1122m 3344p 5566s 7s")) == 0
    assert shanten_seven_pairs(c("1122m 3344p 5566s 77s")) == -1
    # 1111 22 33 44 55 6m: riichi counts five pairs of six kinds: 6 - 5 + (7 - 6) = 2;
    # with four of a kind as two pairs it is six pairs and a single: ready
    assert shanten_seven_pairs(c("1111223344556m")) == 2
    assert shanten_seven_pairs(c("1111223344556m"), distinct=False) == 0
    # five pairs + 東 南 + wildcard: the wildcard pairs one single, ready on the other
    assert shanten_seven_pairs(c("1122m 3344p 55s 東南"), wilds=1) == 0
    assert shanten_seven_pairs(c("1122m 3344p 5566s 東"), wilds=1) == -1


def test_waits_by_hand() -> None:
    assert waits(c("1112345678999m")) == ks("123456789m")  # nine gates
    assert waits(c("23m 456p 789s 東東東 55s")) == ks("14m")
    assert waits(c("13m 456p 789s 東東東 55s")) == ks("2m")
    assert waits(c("55m 東東 456p 789s 123s")) == ks("5m 東")
    assert waits(c("1112m 234p 567p 789s")) == ks("23m")  # 111+22, or 11+123
    assert waits(c("1111m 234p 567p 789s")) == set()  # the tanki on 1m would be a fifth 1m
    assert waits(c("55m 東東 456p 789s 123s"), chows=False) == set()
    assert waits(c("55m 東東 444p 777s 111s"), chows=False) == ks("5m 東")
    # 2-5-8 pair only: 55m/東東 shanpon can win only on 東 (pair 55m)
    assert waits(c("55m 東東 456p 789s 123s"), pair_ok=PAIR_258) == ks("東")
    # seven pairs waits, and the seven-pairs tanki that a 4th copy would make two pairs of
    assert waits(c("1122m 3344p 5566s 7s"), seven_pairs=True) == ks("7s")
    assert waits(c("1122m 3344p 5566s 7s")) == set()


def test_any_tile_wait_with_a_wildcard() -> None:
    # 碰碰胡 with a laizi single wait (wuhan.md 9.3): any kind pairs with the wildcard, except the
    # four kinds held three times (a fourth copy + wildcard would need a fifth)
    hand = c("東東東 南南南 111m 999p")
    assert waits(hand, wilds=1) == set(range(34)) - ks("東南 1m 9p")
    assert waits(hand, wilds=1, kinds=ks("1m 2m 中")) == ks("2m 中")


def test_useful_tiles() -> None:
    # 123m 456p 789s + four lone honours: only pairing an honour lowers the shanten (2 -> 1)
    visible = [0] * 34
    visible[parse_tiles("東")[0]] = 2
    assert useful_tiles(c("123m 456p 789s 東南白中"), 0, visible) == {27: 1, 28: 3, 31: 3, 33: 3}
    # a ready hand: the useful tiles are its waits
    hand = c("23m 456p 789s 東東東 55s")
    assert set(useful_tiles(hand, 0, [0] * 34)) == waits(hand)
    with pytest.raises(ValueError):
        useful_tiles(c("123m 456p 789s 東南白中 1m"), 0, visible)

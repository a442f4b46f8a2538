"""Win check, seven pairs and readings on hands worked out by hand."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.mahjong import (
    PAIR_258,
    RED,
    counts,
    decompositions,
    is_complete,
    is_seven_pairs,
    parse_tiles,
)
from rules.mahjong.card_tiles import card_counts
from rules.mahjong.hand import Decomposition


def c(text: str) -> list[int]:
    return counts(parse_tiles(text))


def k(text: str) -> int:
    return parse_tiles(text)[0]


def readings(text: str, wilds: int = 0, **kw: object) -> set[tuple]:
    return {(tuple((g.kind, g.first) for g in d.sets), d.pair, d.substitutions) for d in decompositions(c(text), wilds, **kw)}


def _check_reading(counts34: list[int], d: Decomposition) -> None:
    """A reading uses every real tile once and each wildcard once."""
    used = Counter(t for g in d.sets for t in g.kinds) + Counter({d.pair: 2})
    held = Counter({kind: n for kind, n in enumerate(counts34) if n}) + Counter(d.substitutions)
    assert used == held
    assert all(n <= 4 for n in used.values())
    assert sum(len(g.wilds) for g in d.sets) + d.pair_wilds == len(d.substitutions)


def test_plain_hand_and_its_two_readings() -> None:
    # 111222333m 55p: three pungs, or three 123m chows
    assert readings("111222333m 55p") == {
        ((("pung", 0), ("pung", 1), ("pung", 2)), 13, ()),
        ((("chow", 0), ("chow", 0), ("chow", 0)), 13, ()),
    }
    assert is_complete(c("234m 567p 55s 東東東 678s")) and not is_complete(c("234m 567p 55s 東東東 679s"))
    assert is_complete(c("55m")) and is_complete(c("123m 東東")) and not is_complete(c("123m"))
    assert not is_complete(c("東東東東 55m"))  # four honours in hand are no pung + single


def test_pair_rule() -> None:
    # 碰碰胡-like hand with a 3m pair fails the 2-5-8 rule; 22m passes
    assert is_complete(c("111p 222s 東東東 白白白 33m")) and not is_complete(c("111p 222s 東東東 白白白 33m"), pair_ok=PAIR_258)
    assert is_complete(c("111p 222s 東東東 白白白 22m"), pair_ok=PAIR_258)
    # 1112345678999m + 5m reads only as 111 234 55 678 999 (pair 11m leaves 2345 5678 999 and
    # pair 99m leaves 111 2345 5678 9: neither splits)
    assert is_complete(c("11123455678999m"), pair_ok=lambda kind: kind == k("5m"))
    assert readings("11123455678999m") == {((("chow", 1), ("chow", 5), ("pung", 0), ("pung", 8)), k("5m"), ())}


def test_wildcard_as_itself_or_substituted() -> None:
    # laizi 4m held with 23m: it completes 123m (stood for 1m) or 234m (at face value, 4m)
    rs = readings("23m 567p 789s 東東東 55s", 1)
    assert rs == {
        ((("chow", 0), ("chow", 13), ("chow", 24), ("pung", 27)), k("5s"), (k("1m"),)),
        ((("chow", 1), ("chow", 13), ("chow", 24), ("pung", 27)), k("5s"), (k("4m"),)),
    }
    # barring 1m from the wildcard leaves only the face-value reading
    rs = readings("23m 567p 789s 東東東 55s", 1, wild_can_be=frozenset(range(34)) - {k("1m")})
    assert [r[2] for r in rs] == [(k("4m"),)]


def test_wildcards_never_make_a_fifth_copy() -> None:
    # 1111m + wildcard: 111 + (1m + wild) would need a fifth 1m
    assert not is_complete(c("1111m"), 1)
    assert is_complete(c("111m 1p"), 1)
    assert not is_complete(c("東東東東"), 1)
    # 東東東 + two wildcards: the wildcards pair up as any kind but 東 (東東東 + 東東 is six)
    assert is_complete(c("東東東"), 2) and not is_complete(c("東東東"), 2, wild_can_be={27})
    assert is_complete(c("東東東 南"), 1)
    # 1111m 23m + wildcard: every reading needs 5 x 1m (111 + 123 + 1w, 11 + 11w + 123...)
    assert not is_complete(c("1111m 23m"), 1)
    # with two wildcards: 111 + 123 + a wildcard pair of any of the 33 kinds but 1m, or
    # 11 + 123 + 1(23): the wildcards as 2m and 3m
    ds = list(decompositions(c("1111m 23m"), 2))
    pure_pairs = [d for d in ds if d.pair_wilds == 2]
    assert len(pure_pairs) == 33 and 0 not in {d.pair for d in pure_pairs}
    assert [d.substitutions for d in ds if d.pair_wilds == 0] == [(1, 2)]


def test_three_free_wildcards_and_a_pair() -> None:
    # 11m + 3 wildcards that may be 1m, 2m or 3m (worked out by hand):
    #   11 + 222 | 11 + 333 | 11 + 123 | 111(1 wild) + 22 | 111(1 wild) + 33
    # (11 + 111 would need five 1m; "1m + wild" pairs with a 123 chow are the 11 + 123 reading)
    rs = readings("11m", 3, wild_can_be=frozenset({0, 1, 2}))
    assert rs == {
        ((("pung", 1),), 0, (1, 1, 1)),
        ((("pung", 2),), 0, (2, 2, 2)),
        ((("chow", 0),), 0, (0, 1, 2)),
        ((("pung", 0),), 1, (0, 1, 1)),
        ((("pung", 0),), 2, (0, 2, 2)),
    }


def test_wild_pair_kind() -> None:
    # four honour pungs + two wildcards: only a pure-wildcard pair fits (東東東 + 東 would be a fifth)
    hand = c("東東東 南南南 西西西 北北北")
    assert is_complete(hand, 2, pair_ok=PAIR_258)
    # Wuhan D18: two laizi as a pair are the laizi kind: 3s is no 2-5-8 pair, 5s is
    assert not is_complete(hand, 2, pair_ok=PAIR_258, wild_pair_kind=k("3s"))
    assert is_complete(hand, 2, pair_ok=PAIR_258, wild_pair_kind=k("5s"))
    [d] = decompositions(hand, 2, pair_ok=PAIR_258, wild_pair_kind=k("5s"))
    assert d.pair == k("5s") and d.substitutions == (k("5s"),) * 2 and d.pair_wilds == 2
    # a pair with one real tile is not restricted: 東東東 南南南 西西西 234m + 北 and a wildcard as the 北 pair
    assert is_complete(c("東東東 南南南 西西西 北 234m"), 1, wild_pair_kind=k("3s"))


def test_wuhan_hongzhong_excluded_from_wildcards() -> None:
    not_red = frozenset(range(34)) - {RED}
    # 77 789 789m 666s + 中中 + wildcard: 中中中 is the only reading (77m + wild would be a
    # fifth 7m, and 中中 as the pair leaves 77778899m 666s + wild, which needs 7777 or 888)
    hand = c("77778899m 666s 中中")
    assert is_complete(hand, 1) and not is_complete(hand, 1, wild_can_be=not_red)


def test_every_reading_accounts_for_every_tile() -> None:
    for text, w in [("11123455678999m", 0), ("1112345678999m", 1), ("2233445566m", 1), ("12m 東", 2), ("5m", 4)]:
        hand = c(text)
        ds = list(decompositions(hand, w))
        assert ds, text
        for d in ds:
            _check_reading(hand, d)


def test_pungs_only() -> None:
    # chows=False: 111222333m 55p reads only as three pungs; a hand with a chow cannot
    assert readings("111222333m 55p", chows=False) == {((("pung", 0), ("pung", 1), ("pung", 2)), 13, ())}
    assert not is_complete(c("123m 456p 789s 東東東 55s"), chows=False)
    # 碰碰胡 with a laizi: 東東 + wildcard is the fourth pung, 55s the (2-5-8) pair
    hand = c("東東 南南南 111m 999p 55s")
    assert is_complete(hand, 1, chows=False, pair_ok=PAIR_258)
    [d] = decompositions(hand, 1, chows=False, pair_ok=PAIR_258)
    assert d.substitutions == (k("東"),) and d.pair == k("5s")
    # 11112345678999m reads as 111 123 456 789 99, which needs chows
    assert is_complete(c("11112345678999m")) and not is_complete(c("11112345678999m"), chows=False)


def test_seven_pairs() -> None:
    assert is_seven_pairs(c("1122m 3344p 5566s 77s"))
    assert not is_seven_pairs(c("1111m 3344p 5566s 77s"))
    assert is_seven_pairs(c("1111m 3344p 5566s 77s"), distinct=False)
    assert is_seven_pairs(c("112233m 4455p 667s"), 1)
    assert not is_seven_pairs(c("112233m 4455p 667s"), 1, wild_can_be=frozenset(range(34)) - {k("7s")})
    # two spare wildcards pair up as an unheld kind
    assert is_seven_pairs(c("112233m 4455p 66s"), 2)
    assert not is_seven_pairs(c("112233m 4455p 66s"), 2, wild_can_be=frozenset({0}))
    assert not is_seven_pairs(c("1122m 3344p 5566s 7s"))


def test_card_honours_in_a_35_long_vector() -> None:
    # Trump Mahjong: r7 r8 r9 + r10 is no run; four honour pungs of rK bK r10 bJ + pair b5
    hand = card_counts(["7H", "8D", "9H", "TH", "TD", "TS"])
    assert len(hand) == 35 and not is_complete(hand)
    pungs = card_counts(["KH", "KD", "KH", "KS", "KC", "KS", "TH", "TD", "TH", "JS", "JC", "JS", "5S", "5C"])
    assert is_complete(pungs)
    [d] = decompositions(pungs)
    assert sorted(g.first for g in d.sets) == [27, 30, 32, 34] and d.pair == 13


@pytest.mark.parametrize("wilds", [0, 1, 2, 3, 4])
def test_empty_hand_with_wildcards(wilds: int) -> None:
    # wildcards alone complete when they make 3n + 2 tiles: 2 (a pair) but not 1, 3 or 4
    assert is_complete([0] * 34, wilds) == (wilds == 2)

"""Tile kinds, notation, names, the laizi cycle and the physical tile sets."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.core.text import set_language
from rules.mahjong import tiles as T
from rules.mahjong.card_tiles import (
    CARD_KIND_IDS,
    card_counts,
    card_kind,
    card_kind_code,
    card_kind_from_code,
    trump_deck,
)
from rules.mahjong.tiles import (
    EAST,
    GREEN,
    NORTH,
    RED,
    SOUTH,
    WEST,
    WHITE,
    format_tiles,
    next_in_cycle,
    parse_tiles,
    previous_in_cycle,
    tile_code,
    tile_from_code,
    tile_set,
)


def test_kind_layout() -> None:
    assert parse_tiles("1m 9m 1p 9p 1s 9s") == [0, 8, 9, 17, 18, 26]
    assert parse_tiles("東南西北白發中") == [27, 28, 29, 30, 31, 32, 33]
    assert RED == 33 and WHITE == 31 and GREEN == 32
    assert T.suit_of(13) == "p" and T.number_of(13) == 5
    assert T.is_terminal(8) and not T.is_terminal(27) and T.is_honour(27) and not T.is_honour(26)
    assert T.FLOWERS == tuple(range(34, 42)) and T.suit_of(34) == "f"


def test_every_notation_reads_the_same_tiles() -> None:
    want = [0, 1, 2, 12, 13, 14, 22, 22, 27, 27, 27, 33]
    assert parse_tiles("123m 456p 55s 東東東 中") == want
    assert parse_tiles("1m 2m 3m 4p 5p 6p 5s 5s E E E Rd") == want
    assert parse_tiles("123m456p55s1114z7z") == [0, 1, 2, 12, 13, 14, 22, 22, 27, 27, 27, NORTH, RED]
    # PyPI mahjong's z order: 1-7 = 東南西北白發中
    assert parse_tiles("1234567z") == [EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED]
    assert parse_tiles("Wh Gn Rd wh rd") == [WHITE, GREEN, RED, WHITE, RED]
    assert parse_tiles("発 发 發") == [GREEN] * 3
    assert parse_tiles("F1 F8 春竹") == [34, 41, 34, 41]
    assert parse_tiles("1m,2m") == [0, 1]


@pytest.mark.parametrize("bad", ["0m", "8z", "1x", "m", "東X", "Bk", "12", "F9"])
def test_bad_notation_is_refused_with_the_piece_named(bad: str) -> None:
    with pytest.raises(ValueError, match="cannot read|z notation|1-9|red fives"):
        parse_tiles(bad)


def test_format_round_trips() -> None:
    text = "123m 456p 55s 東東東中 春"
    assert format_tiles(parse_tiles(text)) == text
    every = list(range(42))
    assert parse_tiles(format_tiles(every)) == every
    assert format_tiles(parse_tiles("中 1m 東")) == "1m 東中"  # sorted, grouped
    for k in range(42):
        assert tile_from_code(tile_code(k)) == k
    assert [tile_code(k) for k in (4, 27, 31, 32, 33, 36)] == ["5m", "E", "Wh", "Gn", "Rd", "F3"]
    with pytest.raises(ValueError):
        tile_from_code("1m2m")


def test_names() -> None:
    assert T.tile_name(4, "en") == "5 Characters"
    assert T.tile_name(4, "ja") == "五萬" and T.tile_name(RED, "ja") == "中"
    assert T.tile_name(13) == "5 Dots" and T.tile_name(RED) == "Red Dragon"
    set_language("ja")
    assert T.tile_name(EAST) == "東" and T.tile_name(22) == "5索"


@pytest.mark.parametrize(
    "indicator, skip, laizi",
    [
        # wuhan.md §5 table (中 skipped)
        ("3m", "中", "4m"), ("9p", "中", "1p"), ("東", "中", "南"), ("西", "中", "北"),
        ("北", "中", "發"), ("中", "中", "發"), ("發", "中", "白"), ("白", "中", "東"),
        # 13.1 (發 is a kong tile too): 北, 中 and 發 all give 白; 白 gives 東
        ("北", "中發", "白"), ("中", "中發", "白"), ("發", "中發", "白"), ("白", "中發", "東"),
        # Jingzhou: 東 absent: 白 gives 南, 北 still gives 發
        ("白", "中東", "南"), ("北", "中東", "發"),
        # pizi (13.2): nothing skipped, 北 gives 中
        ("北", "", "中"), ("9s", "", "1s"),
    ],
)
def test_laizi_cycle(indicator: str, skip: str, laizi: str) -> None:
    assert next_in_cycle(parse_tiles(indicator)[0], parse_tiles(skip)) == parse_tiles(laizi)[0]


def test_pizi_below_the_indicator() -> None:
    # wuhan.md 13.2: indicator 東 -> pizi 東 and 白; indicator 1s -> 1s and 9s
    assert previous_in_cycle(EAST) == WHITE
    assert previous_in_cycle(parse_tiles("1s")[0]) == parse_tiles("9s")[0]
    with pytest.raises(ValueError):
        next_in_cycle(34)


def test_tile_sets() -> None:
    full = tile_set("136")
    assert len(full) == 136 and Counter(full) == {k: 4 for k in range(34)}
    flowers = tile_set("144")
    assert len(flowers) == 144 and Counter(flowers) - Counter(full) == Counter(range(34, 42))
    assert len(tile_set("108")) == 108 and max(tile_set("108")) == 26
    # Kawuxing: two suits (m removed by default) + 中發白, no winds
    k84 = Counter(tile_set("84"))
    assert len(tile_set("84")) == 84 and set(k84) == set(range(9, 27)) | {WHITE, GREEN, RED}
    assert set(Counter(tile_set("84", removed_suit="p"))) == set(range(9)) | set(range(18, 27)) | {31, 32, 33}
    # Jingzhou: one suit and the four 東 removed: 136 - 36 - 4 = 96
    j96 = Counter(tile_set("96"))
    assert len(tile_set("96")) == 96 and EAST not in j96 and 0 not in j96 and j96[RED] == 4
    with pytest.raises(ValueError):
        tile_set("120")
    with pytest.raises(ValueError):
        tile_set("84", removed_suit="z")


def test_counts_leave_flowers_out() -> None:
    c = T.counts(parse_tiles("11m 東 春夏"))
    assert len(c) == 34 and c[0] == 2 and c[EAST] == 1 and sum(c) == 3
    assert T.tiles_of(c) == parse_tiles("11m 東")


def test_cards_as_tiles() -> None:
    deck = trump_deck()
    assert len(deck) == 108 and len(trump_deck(jokers=False)) == 104
    c = card_counts(deck)
    assert len(c) == 35 and sum(c) == 104 and all(c[k] == 4 for k in CARD_KIND_IDS)
    assert c[18:27] == [0] * 9  # the 索 slots stay empty
    # ♥ and ♦ of a rank are one kind; ♠ and ♣ another
    assert card_kind("7H") == card_kind("7D") == 6 and card_kind("7S") == card_kind("7C") == 15
    assert card_kind("AH") == 0 and card_kind("9C") == 17
    assert card_kind("TH") == 27 and card_kind("KD") == 30 and card_kind("TS") == 31 and card_kind("KC") == 34
    assert card_kind("JK1") is None
    for k in CARD_KIND_IDS:
        assert card_kind_from_code(card_kind_code(k)) == k
    assert card_kind_code(33) == "bQ" and card_kind_from_code("rA") == 0
    with pytest.raises(ValueError):
        card_kind_from_code("g5")

"""Every legal play of a hand (spec §5-§6): small hands listed by hand, the seed's going-out
chains, and on random hands that each listed play is well formed, legal, from the hand and
listed once."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.fuxi import Face, Play, can_play, iter_plays, legal_plays, make_play, parse_play, play_reason
from rules.mahjong.tiles import parse_tiles, tile_set

NORMAL, REVERSED = False, True


def t(text: str) -> list[int]:
    return parse_tiles(text)


def texts(hand: str, table: str | None = None, rev: bool = NORMAL, declarations: str = "all") -> set[str]:
    tab = None if table is None else parse_play(table).face  # type: ignore[union-attr]
    return {p.text() for p in legal_plays(t(hand), tab, rev, declarations)}


def test_small_hand_on_an_empty_table() -> None:
    # 5m 5m 7p: single 5m, single 7p, pair 5m; nothing else.
    assert texts("55m 7p") == {"5m", "7p", "55m"}


def test_the_seed_example_222_carrying_99() -> None:
    # 222m 99p: singles 2m 9p, pairs 22m 99p, triplet 222m alone or carrying 9p / 99p = 7.
    assert texts("222m 99p") == {"2m", "9p", "22m", "99p", "222m", "222m+9p", "222m+99p"}


def test_four_alike_is_a_kong_or_a_triplet_carrying_its_fourth() -> None:
    # D-6: 7m×4 is 単7, 対7, 刻7, 刻7帯7 or 槓7.
    assert texts("7777m") == {"7m", "77m", "777m", "777m+7m", "7777m"}


def test_table_filters_by_type_and_strength() -> None:
    assert texts("55m 7p", "6s") == {"7p"}               # only a stronger single
    assert texts("55m 7p", "44s") == {"55m"}             # only a stronger pair
    assert texts("55m 7p", "444s") == set()              # no triplet
    assert texts("55m 7p 1s", "9s") == {"1s"}            # only the wrap
    assert texts("55m 7p 9s", "1s", REVERSED) == {"9s"}  # reversed wrap
    assert texts("55m 7p 9s", "6s", REVERSED) == {"5m"}  # reversed: 5 beats 6


def test_carry_chains_the_seed_way() -> None:
    # 444m 333s 111p 5m (seed: 444帯333帯111帯5): the whole hand in one play, listed canonically.
    plays = texts("4445m 333s 111p")
    assert "444m+111p+333s+5m" in plays       # head 444m, carried triplets in tile order, single last
    assert "333s+444m+111p+5m" in plays       # any triplet may be the head (tile order: m, p, s)
    assert "111p+444m+333s+5m" in plays
    assert "444m+333s+111p+5m" not in plays   # not canonical: same play as the first
    # D-16: four triplets and a pair going out on the first turn (14 tiles).
    full = legal_plays(t("111m 222p 333s 444m 55p"), None, NORMAL)
    assert any(len(p.all_tiles()) == 14 for p in full)


def test_specials_with_declarations() -> None:
    # On a single 9s only 1s can be declared (the wrap); the 一盃口 334455m appears once.
    assert texts("334455m", "9s") == {"334455m=1s"}
    # On an empty table: 81 declarations, plus the normal plays: singles 3 4 5, pairs 3 4 5.
    plays = texts("334455m")
    assert len(plays) == 81 + 6
    # "strongest": the strongest legal face of each type and suit, 9 of them on an empty table.
    assert texts("334455m", declarations="strongest") == {"3m", "4m", "5m", "33m", "44m", "55m"} | {
        f"334455m={face}" for face in ("9m", "9p", "9s", "99m", "99p", "99s", "999m", "999p", "999s")}
    # Reversed, the strongest number is 1.
    assert "334455m=111p" in texts("334455m", declarations="strongest", rev=REVERSED)


def test_ittsu_as_kong_and_sanshoku_with_carry() -> None:
    plays = texts("123456789p", "999m")
    # On a triplet 9m: the only declared triplet is the wrap 1m; kongs of any suit and number.
    assert {p for p in plays if "=" in p} == {"123456789p=111m"} | {
        f"123456789p={n}{n}{n}{n}{s}" for n in range(1, 10) for s in "mps"}
    plays = texts("234m234p234s 7m", "5m")
    assert {"234m234p234s=9p+7m", "234m234p234s=9p", "7m"} <= plays
    assert "234m234p234s=5p" not in plays  # equal number


def test_kong_any_time() -> None:
    assert "5555s" in texts("5555s", "999m")
    assert "5555s" in texts("5555s", "1p", REVERSED)


def test_can_play() -> None:
    assert not can_play(t("23m"), Face("single", 9, "p"), NORMAL)
    assert can_play(t("1p 23m"), Face("single", 9, "p"), NORMAL)  # the wrap
    assert can_play(t("2222m"), Face("triplet", 9, "p"), NORMAL)  # a kong, any time
    assert not can_play(t("77m"), Face("triplet", 3, "p"), NORMAL)


def test_bad_declarations_argument_and_tiles() -> None:
    with pytest.raises(ValueError):
        legal_plays(t("5m"), None, NORMAL, "some")
    with pytest.raises(ValueError):
        legal_plays(t("東"), None, NORMAL)


@pytest.mark.parametrize("seed", range(12))
def test_random_hands(seed: int) -> None:
    # 13-30 tiles from the 108 (a hand grows one tile each turn it passes), a random table.
    rng = random.Random(seed)
    hand = rng.sample(tile_set("108"), rng.randint(13, 30))
    table = rng.choice([None] + [Face(f, n, s) for f in ("single", "pair", "triplet") for n in (1, 5, 9)
                                 for s in "mps"])
    rev = rng.random() < 0.5
    plays = list(iter_plays(hand, table, rev, "strongest"))
    assert len({p.text() for p in plays}) == len(plays)  # each once
    have = Counter(hand)
    for p in plays:
        assert play_reason(p, table, rev) is None, p.text()
        assert not Counter(p.all_tiles()) - have, p.text()  # from the hand
        assert p.canonical() == p
        again = parse_play(p.text())
        assert again == p  # well formed: it reads back through make_play's checks
    # Every single, pair and triplet the hand holds that beats the table is listed.
    for k, n in have.items():
        for size, form in ((1, "single"), (2, "pair"), (3, "triplet")):
            built = make_play(form, [k] * size)
            if n >= size and isinstance(built, Play) and play_reason(built, table, rev) is None:
                assert built in plays

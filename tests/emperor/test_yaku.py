"""Emperor yaku (spec §5): the table, the one-line examples, the maximum hands, absorption."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.cards import parse_card, parse_cards, standard_pack
from rules.emperor.hand import readings
from rules.emperor.scoring import WinContext, score_win
from rules.emperor.sets import face, is_sou
from rules.emperor.yaku import (ABSORBS, MNEMONIC, YAKU, YAKU_BY_ID, YAKU_IDS, absorb, by_mask, counted_yaku, held_mask,
                                yaku_of)

# §5.1, copied from the spec table: id, 漢字, kana, English, value, ○/◎.
SPEC_TABLE = [
    ("issou", "一双", "イッソウ", "One Sou", 1, "○"),
    ("nisou", "二双", "ニソウ", "Two Sou", 2, "○"),
    ("doushu", "同種", "ドウシュ", "Twin Suit", 3, "○"),
    ("isshu", "一種", "イッシュ", "Full Suit", 6, "◎"),
    ("doushoku", "同色", "ドウショク", "Twin Colour", 1, "○"),
    ("isshoku", "一色", "イッショク", "Full Colour", 2, "◎"),
    ("doushi", "同士", "ドウシ", "Comrades", 1, "○"),
    ("daidoushi", "大同士", "ダイドウシ", "Grand Comrades", 3, "◎"),
    ("renban", "連番", "レンバン", "Sequence", 1, "○"),
    ("tsuuban", "通番", "ツウバン", "Through Sequence", 2, "○"),
    ("douban", "同番", "ドウバン", "Same Numbers", 2, "○"),
    ("dairenban", "大連番", "ダイレンバン", "Grand Sequence", 2, "◎"),
    ("daitsuuban", "大通番", "ダイツウバン", "Grand Through Sequence", 3, "◎"),
    ("toirenban", "対連番", "トイレンバン", "Paired Sequence", 3, "◎"),
    ("daidouban", "大同番", "ダイドウバン", "Grand Same Numbers", 5, "◎"),
]


def test_table_matches_spec():
    assert [(y.id, y.kanji, y.kana, y.english, y.value, y.kind) for y in YAKU] == SPEC_TABLE


def test_mnemonic_rows():
    # 役の覚え方: five rows of three, values as the seed gives them.
    values = [[YAKU_BY_ID[y].value for y in row] for row in MNEMONIC]
    assert values == [[1, 2, 3], [1, 2, 1], [1, 2, 2], [2, 3, 3], [3, 5, 6]]
    assert sorted(y for row in MNEMONIC for y in row) == sorted(YAKU_IDS)


def best(hand: str, dynasty: str | None = None):
    """The reading the full rules choose (§4.4), shibari lifted (a chiihou) so that every shape counts."""
    cards = tuple(parse_cards(hand))
    dynasty = dynasty and parse_card(dynasty)
    emperor = None if dynasty is None else 1
    b = score_win(WinContext(4, 0, cards, (), cards[-1], "tsumo", dynasty_card=dynasty, emperor=emperor,
                             chiihou=True))
    assert b.valid and b.shape == "normal"
    return b


# §5.1 one-line examples: (dynasty card, hand, counted yaku, total).
EXAMPLES = [
    (None, "3♥ 10♥ / 5♠ 8♦ / 2♠ 2♣", {"issou"}, 1),
    (None, "3♥ 10♥ / 5♠ 8♠ / 2♠ 2♣", {"nisou"}, 2),
    (None, "3♥ 10♥ / 5♥ 8♥ / 2♠ 2♣", {"doushu"}, 3),
    ("2♥", "3♥ 10♥ / 5♥ 8♥ / JK JK", {"isshu"}, 6),
    (None, "3♥ 10♦ / 5♦ 8♥ / 2♠ 2♣", {"doushoku"}, 1),
    (None, "3♥ 10♦ / 5♦ 8♥ / 2♥ 2♦", {"isshoku"}, 2),
    (None, "A♠ Q♣ / 2♥ J♠ / 5♥ 5♦", {"doushi", "renban"}, 2),
    (None, "A♥ Q♣ / A♦ Q♠ / K♠ K♣", {"daidoushi", "douban"}, 5),
    (None, "4♠ 9♥ / 5♦ 8♣ / K♠ K♣", {"renban"}, 1),
    (None, "5♠ 8♥ / 6♦ 7♣ / 2♠ 2♣", {"tsuuban"}, 2),
    (None, "3♠ 10♥ / 3♦ 10♣ / 6♠ 6♣", {"douban"}, 2),
    (None, "3♠ 10♥ / 4♦ 9♣ / 2♠ 2♣", {"dairenban"}, 2),
    (None, "5♠ 8♥ / 6♦ 7♣ / 9♠ 9♣", {"daitsuuban"}, 3),
    (None, "6♠ 7♥ / 6♣ 7♦ / 8♠ 8♣", {"toirenban"}, 3),
    (None, "4♠ 9♠ / 4♣ 9♣ / 4♥ 4♦", {"nisou", "doushoku", "daidouban"}, 8),
]


@pytest.mark.parametrize("dynasty, hand, yaku, total", EXAMPLES, ids=[e[1] for e in EXAMPLES])
def test_one_line_examples(dynasty, hand, yaku, total):
    b = best(hand, dynasty)
    assert {y.id for y in b.yaku} == yaku
    assert b.yaku_count == total


def test_doushu_absorbs_nisou_issou_doushoku():
    b = best("3♥ 10♥ / 5♥ 8♥ / 2♠ 2♣")
    assert set(b.absorbed) == {"nisou", "issou", "doushoku"}


def test_notation_order():
    # 双(種) → 色 → 士 → 番: A♥Q♥ / 2♥J♦ / 5♠5♣ is written 一双・同色・同士・連番.
    b = best("A♥ Q♥ / 2♥ J♦ / 5♠ 5♣")
    assert [y.japanese for y in b.yaku] == ["一双", "同色", "同士", "連番"]
    b = best("5♠ 8♠ / 6♠ 7♠ / 4♠ 4♣")
    assert [y.japanese for y in b.yaku] == ["同種", "一色", "大通番"]
    assert b.yaku_count == 8
    assert set(b.absorbed) == {"nisou", "issou", "doushoku", "tsuuban", "renban", "dairenban"}


# §5.3 maximum hands.
MAXIMA = [
    (None, "A♥ Q♥ / 2♥ J♥ / K♥ K♦", {"doushu", "isshoku", "daidoushi", "dairenban"}, 10),
    (None, "A♥ Q♥ / A♦ Q♦ / J♥ J♦", {"nisou", "isshoku", "daidoushi", "douban"}, 9),
    (None, "A♥ Q♥ / A♦ Q♦ / K♥ K♦", {"nisou", "isshoku", "daidoushi", "douban"}, 9),
    (None, "A♥ Q♥ / A♦ Q♦ / Q♠ Q♣", {"nisou", "doushoku", "doushi", "daidouban"}, 9),
    ("3♠", "A♠ Q♠ / 2♠ J♠ / JK JK", {"isshu", "doushi", "dairenban"}, 9),
    ("10♦", "A♦ Q♦ / 2♦ J♦ / JK JK", {"isshu", "doushi", "dairenban"}, 9),
    ("4♠", "5♠ 8♠ / 6♠ 7♠ / JK JK", {"isshu", "daitsuuban"}, 9),
    ("9♣", "5♣ 8♣ / 6♣ 7♣ / JK JK", {"isshu", "daitsuuban"}, 9),
    # the two kinds the seed's list misses (D-25)
    (None, "A♠ Q♠ / 2♣ J♣ / K♠ K♣", {"nisou", "isshoku", "daidoushi", "dairenban"}, 9),
    ("Q♠", "A♣ Q♣ / 2♣ J♣ / JK JK", {"doushu", "isshoku", "daidoushi", "renban"}, 9),
    ("Q♠", "A♠ JK / 2♠ J♠ / Q♣ JK", {"doushu", "isshoku", "daidoushi", "renban"}, 9),
]


@pytest.mark.parametrize("dynasty, hand, yaku, total", MAXIMA, ids=[m[1] for m in MAXIMA])
def test_maximum_hands(dynasty, hand, yaku, total):
    b = best(hand, dynasty)
    assert {y.id for y in b.yaku} == yaku
    assert b.yaku_count == total


def test_isshu_with_another_dynasty_rank_is_less():
    # With a 5♠ dynasty card the jokers are a pair of 5s: 一種 6 + 同士 1 + 連番 1, no 大連番.
    b = best("A♠ Q♠ / 2♠ J♠ / JK JK", "5♠")
    assert {y.id for y in b.yaku} == {"isshu", "doushi", "renban"}
    assert b.yaku_count == 8


def test_reading_choice_example():
    # §4.4: 6♥7♥ / 6♦7♦ / 6♠6♣ can also be read 6♥6♦ / 7♥6♠ / 7♦6♣.
    cards = tuple(parse_cards("6♥ 7♥ 6♦ 7♦ 6♠ 6♣"))
    rs = readings(cards, (), None)
    pairs = {tuple(sorted(r.sets[2].cards)) for r in rs}
    assert pairs == {("6C", "6S"), ("6D", "6H")}
    # 二双 2 + 同色 1 + 大同番 5 = 8; 6♥7♦ / 6♦7♥ gives 同色 + 大同番 = 6; each 6♥6♦ reading 大同番 = 5.
    assert sorted(r.yaku_count for r in rs) == [5, 5, 6, 8]
    b = best("6♥ 7♥ / 6♦ 7♦ / 6♠ 6♣")
    assert b.yaku_count == 8
    assert sorted(b.sets[2].cards) == ["6C", "6S"]
    assert {y.id for y in b.yaku} == {"nisou", "doushoku", "daidouban"}


def test_three_sou_is_not_a_normal_shape_and_has_no_yaku():
    r = readings(tuple(parse_cards("6♥ 7♥ 5♠ 8♠ A♣ Q♣")), (), None)
    assert [x.shape for x in r] == ["sansou"]
    assert r[0].yaku == () and r[0].yaku_count == 0
    # three wangzi that are not all sou make no winning shape
    assert readings(tuple(parse_cards("6♥ 7♥ 5♠ 8♠ A♣ Q♦")), (), None) == []


@pytest.mark.parametrize("dynasty", [None, "6H", "QS"])
def test_no_holding_is_both_three_sou_and_normal(dynasty):
    # §4.3, checked on every three-sou holding of the era (jokers included in a dynasty).
    pack = [c for c in standard_pack(2 if dynasty else 0) if c != dynasty]
    sous = [(a, b) for a, b in itertools.combinations(pack, 2)
            if is_sou(face(a, dynasty), face(b, dynasty))]
    count = 0
    for trio in itertools.combinations(sous, 3):
        cards = sum(trio, ())
        if len(set(cards)) == 6:
            assert {r.shape for r in readings(cards, (), dynasty)} == {"sansou"}
            count += 1
    assert count > 1000


# ---------------------------------------------------------------------------------------------
# Absorption (§5.2)

# The matrix of §5.2, row yaku against column yaku, columns in table order.
SPEC_MATRIX = """
issou      - < < < . . . . . . . . . . .
nisou      > - < < . . . . . . . . . . .
doushu     > > - < > . . . . . x . . x x
isshu      > > > - > > . x . . x . . x x
doushoku   . . < < - < . . . . . . . . .
isshoku    . . . < > - . . . . . . . . x
doushi     . . . . . . - < . x . . x x .
daidoushi  . . . x . . > - . x . . x x x
renban     . . . . . . . . - < x < < x x
tsuuban    . . . . . . x x > - x . < x x
douban     . . x x . . . . x x - x x < <
dairenban  . . . . . . . . > . x - < x x
daitsuuban . . . . . . x x > > x > - x x
toirenban  . . x x . . x x x x > x x - x
daidouban  . . x x . x . x x x > x x x -
"""

SUITS = "SHDC"
_RED = set("HD")
_FACES = [(r, s) for r in range(1, 14) for s in SUITS]
_W = [(a, b) for a in _FACES for b in _FACES if a[0] < b[0] and a[0] + b[0] == 13]
_P = [(a, b) for a in _FACES for b in _FACES if a[0] == b[0] and a < b and (a[1] in _RED) == (b[1] in _RED)]


def _disjoint(*groups) -> bool:
    cs = [c for g in groups for c in g]
    return len(cs) == len(set(cs))


def all_normal_readings():
    """Every normal reading (as faces) of every era.

    Warring States: two wangzi and a pair of distinct natural faces. In a dynasty the natural
    dynasty card is out and the two jokers play as it, so the only new readings are those that use
    the dynasty face twice (a reading using it once is a Warring States reading). The yaku are
    symmetric under swapping suits within a colour and swapping the colours, so one suit per
    dynasty rank covers every dynasty card.
    """
    for i, w1 in enumerate(_W):
        for w2 in _W[i + 1:]:
            if not _disjoint(w1, w2):
                continue
            for p in _P:
                if _disjoint(w1, w2, p):
                    yield w1, w2, p
    for rank in range(1, 13):
        d = (rank, "S")
        wn = [w for w in _W if d not in w]
        wd = [w for w in _W if d in w]
        for i, w1 in enumerate(wn):  # the jokers as the pair
            for w2 in wn[i + 1:]:
                if _disjoint(w1, w2):
                    yield w1, w2, (d, d)
        for p in _P:  # a joker in the pair and one in a wangzi
            if d in p:
                other = [c for c in p if c != d]
                for w1 in wd:
                    for w2 in wn:
                        if _disjoint(w1, w2, other):
                            yield w1, w2, p
        for i, w1 in enumerate(wd):  # a joker in each wangzi
            for w2 in wd[i + 1:]:
                x, y = [c for c in w1 if c != d], [c for c in w2 if c != d]
                for p in _P:
                    if d not in p and _disjoint(x, y, p):
                        yield w1, w2, p


@pytest.fixture(scope="module")
def every_reading():
    return list(all_normal_readings())


@pytest.fixture(scope="module")
def yaku_sets(every_reading):
    return {yaku_of(w1, w2, p) for w1, w2, p in every_reading}


def _fid(f) -> int:
    return (f[0] - 1) * 4 + SUITS.index(f[1])


def test_fast_evaluation_equals_the_definitions(every_reading):
    # The table-driven held_mask used in the hot paths gives exactly the yaku of yaku_of, for every
    # reading of every era, whatever the order of the cards and of the two wangzi.
    assert len(every_reading) > 140_000
    for w1, w2, p in every_reading:
        ids = [_fid(f) for f in (*w1, *w2, *p)]
        expected = yaku_of(w1, w2, p)
        assert by_mask(held_mask(*ids))[:2] == absorb(expected)
        swapped = ids[3], ids[2], ids[1], ids[0], ids[5], ids[4]
        assert held_mask(*swapped) == held_mask(*ids)


def test_matrix_of_section_5_2(yaku_sets):
    derived = {}
    for a in YAKU_IDS:
        for b in YAKU_IDS:
            if a == b:
                continue
            with_a = [s for s in yaku_sets if a in s]
            with_b = [s for s in yaku_sets if b in s]
            if not any(b in s for s in with_a):
                derived[a, b] = "x"
            elif all(b in s for s in with_a):
                derived[a, b] = ">"
            elif all(a in s for s in with_b):
                derived[a, b] = "<"
            else:
                derived[a, b] = "."
    rows = [line.split() for line in SPEC_MATRIX.strip().splitlines()]
    assert [r[0] for r in rows] == list(YAKU_IDS)
    for row in rows:
        a = row[0]
        for b, mark in zip(YAKU_IDS, row[1:]):
            if a != b:
                assert derived[a, b] == mark, (a, b)


def test_absorption_table_is_exactly_the_implications(yaku_sets):
    implied = {}
    for a in YAKU_IDS:
        with_a = [s for s in yaku_sets if a in s]
        assert with_a, a  # every yaku can occur
        imp = frozenset(b for b in YAKU_IDS if b != a and all(b in s for s in with_a))
        if imp:
            implied[a] = imp
    assert implied == ABSORBS


def test_highest_count_is_ten(yaku_sets):
    totals = sorted({sum(YAKU_BY_ID[y].value for y in absorb(s)[0]) for s in yaku_sets})
    assert totals[-1] == 10 and totals[-2] == 9


@st.composite
def normal_readings(draw):
    w1 = draw(st.sampled_from(_W))
    w2 = draw(st.sampled_from(_W))
    p = draw(st.sampled_from(_P + [((r, s), (r, s)) for r in range(1, 13) for s in SUITS]))
    return w1, w2, p


@settings(max_examples=300, deadline=None)
@given(normal_readings())
def test_no_counted_yaku_implies_another(reading):
    held = yaku_of(*reading)
    counted, absorbed = counted_yaku(*reading)
    assert set(counted) | set(absorbed) == set(held)
    assert not set(counted) & set(absorbed)
    for a in counted:
        assert not ABSORBS.get(a, frozenset()) & set(counted)
    for b in absorbed:
        assert any(b in ABSORBS.get(a, ()) for a in counted)

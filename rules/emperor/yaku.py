"""Emperor's 15 yaku (spec §5) as data, their absorption table (§5.2) and the yaku of a reading.

A *normal reading* is two wangzi and a pair, given as faces (``(rank, suit)``, see
:mod:`rules.emperor.sets`; a joker already turned into the dynasty card). Yaku are counted on
those three sets only. A three-sou hand has no yaku at all and never comes here.

:func:`yaku_of` gives every yaku whose condition holds; :func:`counted_yaku` drops the ones
absorbed by a higher yaku present (§5.2) and returns both lists, the counted ones in the
notation order of §5.1 (suit 双/種 → colour 色 → face 士 → rank 番); :func:`yaku_count` gives Y.
:func:`counted_ids` / :func:`yaku_count_ids` do the same on face ids from tables (hot path).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.cards import SUITS
from rules.core.text import N_
from rules.emperor.sets import Face, face_colour, pair_index, wangzi_index

WANGZI_ONLY = "○"  # built from the two wangzi only
WITH_PAIR = "◎"  # also uses the pair


@dataclass(frozen=True)
class Yaku:
    id: str
    kanji: str  # Japanese name, e.g. 一双
    kana: str  # its reading, e.g. イッソウ
    english: str  # English name (pass through rules.core.text.tr to show it)
    value: int
    kind: str  # WANGZI_ONLY (○) or WITH_PAIR (◎)


# Notation order of §5.1 (suit → colour → face → rank).
YAKU: tuple[Yaku, ...] = (
    Yaku("issou", "一双", "イッソウ", N_("One Sou"), 1, WANGZI_ONLY),
    Yaku("nisou", "二双", "ニソウ", N_("Two Sou"), 2, WANGZI_ONLY),
    Yaku("doushu", "同種", "ドウシュ", N_("Twin Suit"), 3, WANGZI_ONLY),
    Yaku("isshu", "一種", "イッシュ", N_("Full Suit"), 6, WITH_PAIR),
    Yaku("doushoku", "同色", "ドウショク", N_("Twin Colour"), 1, WANGZI_ONLY),
    Yaku("isshoku", "一色", "イッショク", N_("Full Colour"), 2, WITH_PAIR),
    Yaku("doushi", "同士", "ドウシ", N_("Comrades"), 1, WANGZI_ONLY),
    Yaku("daidoushi", "大同士", "ダイドウシ", N_("Grand Comrades"), 3, WITH_PAIR),
    Yaku("renban", "連番", "レンバン", N_("Sequence"), 1, WANGZI_ONLY),
    Yaku("tsuuban", "通番", "ツウバン", N_("Through Sequence"), 2, WANGZI_ONLY),
    Yaku("douban", "同番", "ドウバン", N_("Same Numbers"), 2, WANGZI_ONLY),
    Yaku("dairenban", "大連番", "ダイレンバン", N_("Grand Sequence"), 2, WITH_PAIR),
    Yaku("daitsuuban", "大通番", "ダイツウバン", N_("Grand Through Sequence"), 3, WITH_PAIR),
    Yaku("toirenban", "対連番", "トイレンバン", N_("Paired Sequence"), 3, WITH_PAIR),
    Yaku("daidouban", "大同番", "ダイドウバン", N_("Grand Same Numbers"), 5, WITH_PAIR),
)
YAKU_BY_ID: dict[str, Yaku] = {y.id: y for y in YAKU}
YAKU_IDS: tuple[str, ...] = tuple(y.id for y in YAKU)
_ORDER = {y.id: i for i, y in enumerate(YAKU)}

# §5.2: a higher yaku absorbs every yaku its condition implies (already transitive).
ABSORBS: dict[str, frozenset[str]] = {
    "nisou": frozenset({"issou"}),
    "doushu": frozenset({"nisou", "issou", "doushoku"}),
    "isshu": frozenset({"doushu", "nisou", "issou", "isshoku", "doushoku"}),
    "isshoku": frozenset({"doushoku"}),
    "daidoushi": frozenset({"doushi"}),
    "tsuuban": frozenset({"renban"}),
    "dairenban": frozenset({"renban"}),
    "daitsuuban": frozenset({"tsuuban", "dairenban", "renban"}),
    "toirenban": frozenset({"douban"}),
    "daidouban": frozenset({"douban"}),
}

# The teaching mnemonic of §5.1 (役の覚え方): five rows of three.
MNEMONIC: tuple[tuple[str, str, str], ...] = (
    ("issou", "nisou", "doushu"),
    ("doushoku", "isshoku", "doushi"),
    ("renban", "tsuuban", "douban"),
    ("dairenban", "daitsuuban", "toirenban"),
    ("daidoushi", "daidouban", "isshu"),
)


def _is_sou(w: tuple[Face, Face]) -> bool:
    return w[0][1] == w[1][1]


def _face_card_colour(w: tuple[Face, Face]) -> str:
    """The colour of the wangzi's face card (J or Q), or '' when it has none."""
    for f in w:
        if f[0] >= 11:
            return face_colour(f)
    return ""


def yaku_of(w1: tuple[Face, Face], w2: tuple[Face, Face], pair: tuple[Face, Face]) -> frozenset[str]:
    """Every yaku whose condition holds for this normal reading, before absorption.

    This is the readable definition, condition by condition as in §5.1. The hot paths use the
    table-driven :func:`counted_ids`, which the tests check against this over every reading.
    """
    held: set[str] = set()
    sou1, sou2 = _is_sou(w1), _is_sou(w2)
    if sou1 or sou2:
        held.add("issou")
    if sou1 and sou2:
        held.add("nisou")
        if w1[0][1] == w2[0][1]:
            held.add("doushu")
    suits = {w1[0][1], w1[1][1], w2[0][1], w2[1][1]}
    if len(suits) == 1 and pair[0][1] in suits and pair[1][1] in suits:
        held.add("isshu")
    colours = {face_colour(f) for f in (*w1, *w2)}
    if len(colours) == 1:
        held.add("doushoku")
        if face_colour(pair[0]) in colours:  # a pair is one colour
            held.add("isshoku")
    c1, c2 = _face_card_colour(w1), _face_card_colour(w2)
    if c1 and c1 == c2:
        held.add("doushi")
        if pair[0][0] >= 11 and face_colour(pair[0]) == c1:
            held.add("daidoushi")
    i1, i2 = wangzi_index(*w1), wangzi_index(*w2)
    lo, hi = min(i1, i2), max(i1, i2)
    j = pair_index(pair[0])
    if hi - lo == 1:
        held.add("renban")
        if j == lo - 1 or j == hi + 1:
            held.add("dairenban")
    if (lo, hi) == (5, 6):
        held.add("tsuuban")
        if j == 4:
            held.add("daitsuuban")
    if lo == hi:
        held.add("douban")
        if lo == 6 and j == 5:
            held.add("toirenban")
        if j == lo:
            held.add("daidouban")
    return frozenset(held)


def absorb(held: frozenset[str] | set[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(counted, absorbed): drop each yaku implied by another one present (§5.2)."""
    absorbed: set[str] = set()
    for y in held:
        absorbed |= ABSORBS.get(y, frozenset()) & held
    counted = tuple(sorted(held - absorbed, key=_ORDER.__getitem__))
    return counted, tuple(sorted(absorbed, key=_ORDER.__getitem__))


def value_of(ids) -> int:
    return sum(YAKU_BY_ID[y].value for y in ids)


# ---------------------------------------------------------------------------------------------
# Table-driven evaluation on face ids (hot path)
#
# A face id is (rank − 1) × 4 + suit index (S H D C), 0..51 (see rules.emperor.hand). The ○ yaku
# depend on the two wangzi only, so they are tabulated for every pair of wangzi faces (96 × 96);
# the ◎ yaku then need a few features of the wangzi and the pair. A yaku set is a bit mask;
# absorption and the value are memoised per mask (a few hundred masks exist).

_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
_BIT = {y: 1 << i for i, y in enumerate(YAKU_IDS)}
_ID_FACES = tuple((r, s) for r in range(1, 14) for s in SUITS)


def _mask(ids) -> int:
    m = 0
    for y in ids:
        m |= _BIT[y]
    return m


def _wid(a: int, b: int) -> int:
    """0..95 for a wangzi (lower-rank card first), -1 when the faces are no wangzi."""
    (ra, _), (rb, _) = _ID_FACES[a], _ID_FACES[b]
    if ra + rb != 13:
        return -1
    if ra > rb:
        a, b = b, a
    return (min(ra, rb) - 1) * 16 + (a % 4) * 4 + (b % 4)


_WID: tuple[int, ...] = tuple(_wid(a, b) for a in range(52) for b in range(52))
_WZ_FACES: dict[int, tuple[Face, Face]] = {}
for _a in range(52):
    for _b in range(52):
        _w = _WID[_a * 52 + _b]
        if _w >= 0 and _ID_FACES[_a][0] < _ID_FACES[_b][0]:
            _WZ_FACES[_w] = (_ID_FACES[_a], _ID_FACES[_b])
_O_YAKU = {y.id for y in YAKU if y.kind == WANGZI_ONLY}
_DUMMY_PAIR = ((13, "S"), (13, "C"))
_RED = (False, True, True, False)


def _ww(w1: tuple[Face, Face], w2: tuple[Face, Face]) -> tuple[int, int, int, int, int, int]:
    """(○ yaku mask, common suit index or -1, common colour 0/1 or -1, 同士 colour or -1, lo, hi)."""
    mask = _mask(yaku_of(w1, w2, _DUMMY_PAIR) & _O_YAKU)
    suits = {f[1] for f in (*w1, *w2)}
    colours = {_RED[_SUIT_INDEX[f[1]]] for f in (*w1, *w2)}
    c1, c2 = _face_card_colour(w1), _face_card_colour(w2)
    i1, i2 = wangzi_index(*w1), wangzi_index(*w2)
    return (mask, _SUIT_INDEX[suits.pop()] if len(suits) == 1 else -1,
            int(colours.pop()) if len(colours) == 1 else -1,
            int(c1 == "red") if c1 and c1 == c2 else -1, min(i1, i2), max(i1, i2))


_WW: tuple = tuple(_ww(_WZ_FACES[x], _WZ_FACES[y]) for x in range(96) for y in range(96))
_B_ISSHU, _B_ISSHOKU, _B_DAIDOUSHI = _BIT["isshu"], _BIT["isshoku"], _BIT["daidoushi"]
_B_DAIRENBAN, _B_DAITSUUBAN = _BIT["dairenban"], _BIT["daitsuuban"]
_B_TOIRENBAN, _B_DAIDOUBAN = _BIT["toirenban"], _BIT["daidouban"]
_BY_MASK: dict[int, tuple[tuple[str, ...], tuple[str, ...], int]] = {}


def held_mask(a1: int, b1: int, a2: int, b2: int, p1: int, p2: int) -> int:
    """The held yaku (before absorption) of wangzi (a1, b1), (a2, b2) and pair (p1, p2), as a bit mask."""
    mask, suit, colour, doushi, lo, hi = _WW[_WID[a1 * 52 + b1] * 96 + _WID[a2 * 52 + b2]]
    rank = (p1 >> 2) + 1
    j = rank if rank < 7 else 13 - rank
    if suit >= 0 and p1 == p2 and (p1 & 3) == suit:
        mask |= _B_ISSHU
    pcolour = _RED[p1 & 3]
    if colour >= 0 and pcolour == colour:
        mask |= _B_ISSHOKU
    if doushi >= 0 and rank >= 11 and pcolour == doushi:
        mask |= _B_DAIDOUSHI
    if hi - lo == 1:
        if j == lo - 1 or j == hi + 1:
            mask |= _B_DAIRENBAN
            if lo == 5:
                mask |= _B_DAITSUUBAN
    elif lo == hi:
        if j == lo:
            mask |= _B_DAIDOUBAN
        elif lo == 6 and j == 5:
            mask |= _B_TOIRENBAN
    return mask


def by_mask(mask: int) -> tuple[tuple[str, ...], tuple[str, ...], int]:
    """(counted ids, absorbed ids, Y) of a held-yaku mask."""
    try:
        return _BY_MASK[mask]
    except KeyError:
        counted, absorbed = absorb({y for y in YAKU_IDS if mask & _BIT[y]})
        _BY_MASK[mask] = out = (counted, absorbed, value_of(counted))
        return out


def counted_ids(a1: int, b1: int, a2: int, b2: int, p1: int, p2: int) -> tuple[tuple[str, ...], tuple[str, ...], int]:
    """(counted yaku, absorbed yaku, Y) of a normal reading given as face ids."""
    return by_mask(held_mask(a1, b1, a2, b2, p1, p2))


def yaku_count_ids(a1: int, b1: int, a2: int, b2: int, p1: int, p2: int) -> int:
    """Y of a normal reading given as face ids (the fastest entry point)."""
    return by_mask(held_mask(a1, b1, a2, b2, p1, p2))[2]


def _ids(faces) -> list[int]:
    return [(r - 1) * 4 + _SUIT_INDEX[s] for r, s in faces]


def counted_yaku(w1: tuple[Face, Face], w2: tuple[Face, Face], pair: tuple[Face, Face]
                 ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The yaku that count for this reading (notation order) and the ones absorbed (for teaching)."""
    c, a, _ = counted_ids(*_ids((*w1, *w2, *pair)))
    return c, a


def yaku_count(w1: tuple[Face, Face], w2: tuple[Face, Face], pair: tuple[Face, Face]) -> int:
    """Y: the total value of the counted yaku (§5, §9.1)."""
    return by_mask(held_mask(*_ids((*w1, *w2, *pair))))[2]

"""Readings of a 6-card Emperor holding (spec §4.3, §4.4).

A holding is the concealed cards plus the exposed (called) sets. Exposed sets are fixed in
every reading; the concealed cards are split into 2-card sets in every possible way. A reading
is **normal** (two wangzi and one pair) or **three-sou** (三双: three sou). Jokers play as the
dynasty card; in the Warring States (``dynasty_card is None``) a joker is dead, so a holding with
a joker has no reading at all (§4.2).

Two layers:

- :func:`readings` gives full :class:`Reading` objects (cards, kinds, yaku) for scoring;
- :func:`shape_summary` (a complete holding) and :func:`completions` (a holding one card short)
  are the hot paths for the game and the CPU players: on integer face ids, memoised, they answer
  "best yaku count of a normal reading, and is there a three-sou reading".

Caches are bounded (LRU), so a long session never grows without limit.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator, NamedTuple

from rules.core.cards import SUITS, Card, card, is_joker
from rules.emperor.sets import Face
from rules.emperor.yaku import counted_ids, yaku_count_ids

# ---------------------------------------------------------------------------------------------
# Face ids: a natural face (rank, suit) as 0..51 = (rank - 1) * 4 + suit index (S H D C).

NO_FACE = -1  # a dead joker (Warring States)
FACES: tuple[Face, ...] = tuple((r, s) for r in range(1, 14) for s in SUITS)
_NATURAL_FID: dict[Card, int] = {card(r, s): (r - 1) * 4 + i for r in range(1, 14) for i, s in enumerate(SUITS)}
FID_CARD: tuple[Card, ...] = tuple(card(r, s) for r in range(1, 14) for s in SUITS)

NONE, WANGZI, SOU, PAIR = 0, 1, 2, 3
KIND_NAMES = {WANGZI: "wangzi", SOU: "sou", PAIR: "pair"}


def _kind(a: int, b: int) -> int:
    (ra, sa), (rb, sb) = FACES[a], FACES[b]
    if ra + rb == 13:
        return SOU if sa == sb else WANGZI
    if ra == rb and (sa in "HD") == (sb in "HD"):
        return PAIR
    return NONE


KIND: tuple[int, ...] = tuple(_kind(a, b) for a in range(52) for b in range(52))
# For each face: the faces it can form a set with (what a single card waits on).
PARTNERS: tuple[frozenset[int], ...] = tuple(
    frozenset(b for b in range(52) if KIND[a * 52 + b]) for a in range(52)
)


def fid(code: Card, dynasty_card: Card | None) -> int:
    """The face id a card plays as, or NO_FACE for a joker in the Warring States."""
    if is_joker(code):
        return NO_FACE if dynasty_card is None else _NATURAL_FID[dynasty_card]
    return _NATURAL_FID[code]


def _matchings(n: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """All ways to split positions 0..n-1 into unordered pairs (1, 3, 15 for n = 2, 4, 6)."""
    if n == 0:
        return ((),)
    out = []
    for k in range(1, n):
        rest = [i for i in range(1, n) if i != k]
        for m in _matchings(n - 2):
            out.append(((0, k),) + tuple((rest[i], rest[j]) for i, j in m))
    return tuple(out)


MATCHINGS = {n: _matchings(n) for n in (0, 2, 4, 6)}

SetIds = tuple[int, int, int]  # (kind, face id, face id)


def set_splits(faces: tuple[int, ...]) -> Iterator[list[tuple[int, int, int]]]:
    """Every way these face ids split wholly into 2-card sets, each set as (kind, position, position)."""
    for m in MATCHINGS[len(faces)]:
        split = []
        for i, j in m:
            k = KIND[faces[i] * 52 + faces[j]]
            if not k:
                break
            split.append((k, i, j))
        else:
            yield split


def exposed_sets(exposed: tuple[tuple[int, int], ...]) -> list[SetIds] | None:
    """The exposed sets as (kind, face, face), or None when one of them is no set (a dead joker)."""
    fixed = []
    for a, b in exposed:
        if a == NO_FACE or b == NO_FACE or not KIND[a * 52 + b]:
            return None
        fixed.append((KIND[a * 52 + b], a, b))
    return fixed


# ---------------------------------------------------------------------------------------------
# Hot path


@lru_cache(maxsize=1 << 16)
def shape_summary(concealed: tuple[int, ...], exposed: tuple[tuple[int, int], ...]) -> tuple[int, bool]:
    """(best yaku count of a normal reading or -1 when there is none, whether a three-sou reading exists).

    ``concealed`` are face ids (sorted, for the cache); ``exposed`` the face ids of each exposed set.
    A dead joker (NO_FACE) anywhere means no reading.
    """
    if NO_FACE in concealed or len(concealed) + 2 * len(exposed) != 6:
        return -1, False
    fixed = exposed_sets(exposed)
    if fixed is None:
        return -1, False
    best, sansou = -1, False
    for split in set_splits(concealed):
        sets = fixed + [(k, concealed[i], concealed[j]) for k, i, j in split]
        pairs = [s for s in sets if s[0] == PAIR]
        if not pairs:
            if all(s[0] == SOU for s in sets):
                sansou = True
        elif len(pairs) == 1:
            w1, w2 = (s for s in sets if s[0] != PAIR)
            y = yaku_count_ids(w1[1], w1[2], w2[1], w2[2], pairs[0][1], pairs[0][2])
            if y > best:
                best = y
    return best, sansou


@lru_cache(maxsize=1 << 15)
def completions(concealed: tuple[int, ...], exposed: tuple[tuple[int, int], ...]) -> dict[int, tuple[int, bool]]:
    """For a holding one card short of 6: {face id: (best normal yaku or -1, three-sou?)} for every
    face that completes a winning shape.

    The completing card always forms a set with one concealed card x, and the other concealed cards
    must then split into sets by themselves; so only x's partners are tried, and only when the rest
    splits. Treat the result as read-only (it is cached).
    """
    out: dict[int, list] = {}
    if NO_FACE in concealed or len(concealed) + 2 * len(exposed) != 5:
        return {}
    fixed = exposed_sets(exposed)
    if fixed is None:
        return {}
    n = len(concealed)
    tried: set[int] = set()
    for xi in range(n):
        x = concealed[xi]
        if x in tried:  # two jokers: the same face twice
            continue
        tried.add(x)
        rest = concealed[:xi] + concealed[xi + 1:]
        for split in set_splits(rest):
            sets = fixed + [(k, rest[i], rest[j]) for k, i, j in split]
            pairs = [t for t in sets if t[0] == PAIR]
            if len(pairs) > 1:
                continue
            wz = [t for t in sets if t[0] != PAIR]
            all_sou = all(t[0] == SOU for t in sets)
            for f in PARTNERS[x]:
                k = KIND[x * 52 + f]
                if k == PAIR:
                    if pairs:
                        continue
                    (_, a1, b1), (_, a2, b2) = wz
                    y = yaku_count_ids(a1, b1, a2, b2, x, f)
                    entry = out.setdefault(f, [-1, False])
                    if y > entry[0]:
                        entry[0] = y
                elif pairs:
                    (_, a1, b1), (_, p1, p2) = wz[0], pairs[0]
                    y = yaku_count_ids(a1, b1, x, f, p1, p2)
                    entry = out.setdefault(f, [-1, False])
                    if y > entry[0]:
                        entry[0] = y
                elif k == SOU and all_sou:
                    out.setdefault(f, [-1, False])[1] = True
    return {f: (e[0], e[1]) for f, e in out.items()}


def face_key(concealed, exposed, dynasty_card) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """Face ids of a holding, in the canonical form shape_summary caches on."""
    conc = tuple(sorted(fid(c, dynasty_card) for c in concealed))
    exp = tuple(tuple(sorted((fid(a, dynasty_card), fid(b, dynasty_card)))) for a, b in exposed)
    return conc, tuple(sorted(exp))


# ---------------------------------------------------------------------------------------------
# Full readings for scoring and teaching


class HandSet(NamedTuple):
    kind: str  # "wangzi" (not a sou), "sou" or "pair"
    cards: tuple[Card, Card]
    exposed: bool
    faces: tuple[Face, Face]

    @property
    def suit(self) -> str:
        """The suit of a sou (its two cards share it)."""
        return self.faces[0][1]


class Reading(NamedTuple):
    shape: str  # "normal" or "sansou"
    sets: tuple[HandSet, ...]  # normal: wangzi, wangzi, pair; three-sou: three sou
    yaku: tuple[str, ...] = ()  # counted yaku ids, notation order (normal only)
    absorbed: tuple[str, ...] = ()
    yaku_count: int = 0  # Y after absorption (0 for three-sou)

    @property
    def sou(self) -> tuple[HandSet, ...]:
        return tuple(s for s in self.sets if s.kind == "sou")


def readings(concealed, exposed, dynasty_card: Card | None) -> list[Reading]:
    """Every reading of the holding as a winning shape (empty when there is none)."""
    concealed = tuple(concealed)
    if len(concealed) + 2 * len(exposed) != 6:
        return []
    conc_f = [fid(c, dynasty_card) for c in concealed]
    if NO_FACE in conc_f:
        return []
    fixed: list[HandSet] = []
    fixed_ids: list[tuple[int, int]] = []
    for a, b in exposed:
        fa, fb = fid(a, dynasty_card), fid(b, dynasty_card)
        if NO_FACE in (fa, fb) or not KIND[fa * 52 + fb]:
            return []
        fixed.append(HandSet(KIND_NAMES[KIND[fa * 52 + fb]], (a, b), True, (FACES[fa], FACES[fb])))
        fixed_ids.append((fa, fb))
    out: list[Reading] = []
    for split in set_splits(tuple(conc_f)):
        sets = fixed + [
            HandSet(KIND_NAMES[k], (concealed[i], concealed[j]), False, (FACES[conc_f[i]], FACES[conc_f[j]]))
            for k, i, j in split
        ]
        ids = fixed_ids + [(conc_f[i], conc_f[j]) for _, i, j in split]
        kinds = [s.kind for s in sets]
        npairs = kinds.count("pair")
        if npairs == 0 and kinds.count("sou") == 3:
            out.append(Reading("sansou", tuple(sets)))
        elif npairs == 1:
            p = kinds.index("pair")
            w = [i for i in range(3) if i != p]
            (a1, b1), (a2, b2), (p1, p2) = ids[w[0]], ids[w[1]], ids[p]
            counted, absorbed, y = counted_ids(a1, b1, a2, b2, p1, p2)
            out.append(Reading("normal", (sets[w[0]], sets[w[1]], sets[p]), counted, absorbed, y))
    return out

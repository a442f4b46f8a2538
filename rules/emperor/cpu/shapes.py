"""The structure of hands on face ids, memoised for the process: sets, waits, readings, winning holdings."""

from __future__ import annotations

from functools import lru_cache

from rules.emperor import holdings
from rules.emperor.hand import FACES, KIND, NO_FACE, PAIR, PARTNERS, SOU, exposed_sets, fid, set_splits
from rules.emperor.yaku import yaku_count


# =============================================================================================
# Structure on face ids (memoised for the process)


def _kind(a: int, b: int) -> int:
    return 0 if a < 0 or b < 0 else KIND[a * 52 + b]


@lru_cache(maxsize=1 << 16)
def all_sets(conc: tuple[int, ...]) -> bool:
    """Whether the concealed faces split completely into sets (an empty tuple does)."""
    if not conc:
        return True
    if NO_FACE in conc or len(conc) % 2:
        return False
    return next(set_splits(conc), None) is not None


@lru_cache(maxsize=1 << 17)
def shape_waits(conc: tuple[int, ...]) -> tuple[int, ...]:
    """Faces that would turn these concealed faces (one short) into sets only.

    Exposed sets are sets already, so they do not matter here; whether the result is a winning
    shape (two wangzi and a pair, or three sou) is for :func:`completions` to say.
    """
    if NO_FACE in conc:
        return ()
    out: set[int] = set()
    for i, single in enumerate(conc):
        if all_sets(conc[:i] + conc[i + 1:]):
            out |= PARTNERS[single]
    return tuple(sorted(out))


Summary = tuple[tuple[bool, int, tuple[str, ...]], ...]


@lru_cache(maxsize=1 << 15)
def _yaku(w1: tuple[int, int], w2: tuple[int, int], p: tuple[int, int]) -> int:
    return yaku_count((FACES[w1[0]], FACES[w1[1]]), (FACES[w2[0]], FACES[w2[1]]), (FACES[p[0]], FACES[p[1]]))


def _read(sets: list[tuple[int, int, int]]) -> tuple[bool, int, tuple[str, ...]] | None:
    """One reading of three sets (kind, face, face): (three-sou?, yaku, sou suits), or None."""
    pairs = [x for x in sets if x[0] == PAIR]
    if not pairs:
        if all(x[0] == SOU for x in sets):
            return (True, 0, tuple(sorted(FACES[x[1]][1] for x in sets)))
        return None
    if len(pairs) != 1:
        return None
    w1, w2 = sorted(tuple(sorted(x[1:])) for x in sets if x[0] != PAIR)
    p = pairs[0]
    y = _yaku(w1, w2, (min(p[1], p[2]), max(p[1], p[2])))
    return (False, y, tuple(sorted(FACES[w[0]][1] for w in (w1, w2) if KIND[w[0] * 52 + w[1]] == SOU)))


@lru_cache(maxsize=1 << 18)
def completions(conc: tuple[int, ...], exp: tuple[tuple[int, int], ...]) -> dict[int, Summary]:
    """For a holding one card short: each face that completes a winning shape, with every reading
    of the completed holding as (three-sou?, yaku count, suits of its sou), the same readings as
    :func:`rules.emperor.hand.readings` (the tests check it). Do not mutate the result.

    Any reading of the completed holding puts the new card in a set with one concealed card, the
    *single*, and the other concealed cards in sets; so the decompositions of this hand give them all.
    """
    if NO_FACE in conc or len(conc) + 2 * len(exp) != 5:
        return {}
    fixed = exposed_sets(exp)
    if fixed is None:
        return {}
    found: dict[int, set] = {}
    for i, single in enumerate(conc):
        if i and conc[i - 1] == single:
            continue  # the same face as the previous single gives the same decompositions
        rest = conc[:i] + conc[i + 1:]
        for split in set_splits(rest):
            sets = fixed + [(k, rest[a], rest[b]) for k, a, b in split]
            for f in PARTNERS[single]:
                reading = _read(sets + [(KIND[single * 52 + f], single, f)])
                if reading is not None:
                    found.setdefault(f, set()).add(reading)
    return {f: tuple(sorted(r)) for f, r in found.items()}


@lru_cache(maxsize=1 << 12)
def core_yaku(w1: tuple[int, int], w2: tuple[int, int]) -> int:
    """Yaku that two wangzi give on their own (the ○ yaku of §5.1, after absorption)."""
    (r1, s1), (r2, s2) = FACES[w1[0]], FACES[w1[1]]
    (r3, s3), (r4, s4) = FACES[w2[0]], FACES[w2[1]]
    sou1, sou2 = s1 == s2, s3 == s4
    y = 0
    if sou1 and sou2:
        y += 3 if s1 == s3 else 2
    elif sou1 or sou2:
        y += 1
    if len({s in "HD" for s in (s1, s2, s3, s4)}) == 1 and not (sou1 and sou2 and s1 == s3):
        y += 1
    faces1 = [s for r, s in ((r1, s1), (r2, s2)) if r >= 11]
    faces2 = [s for r, s in ((r3, s3), (r4, s4)) if r >= 11]
    if faces1 and faces2 and (faces1[0] in "HD") == (faces2[0] in "HD"):
        y += 1
    i1, i2 = min(r1, r2), min(r3, r4)
    if {i1, i2} == {5, 6}:
        y += 2
    elif abs(i1 - i2) == 1:
        y += 1
    elif i1 == i2:
        y += 2
    return y


@lru_cache(maxsize=1 << 14)
def core_options(core: tuple[int, int], single: int) -> tuple[tuple[int, int], ...]:
    """For a set and a loose card: each face that would make the loose card a set, with a guess
    of the yaku the two sets promise (two wangzi: their own yaku plus one the pair usually adds;
    a wangzi and a pair: one, two with a sou); two pairs promise nothing."""
    out = []
    k1 = KIND[core[0] * 52 + core[1]]
    for f in sorted(PARTNERS[single]):
        k2 = KIND[single * 52 + f]
        if k1 == PAIR and k2 == PAIR:
            continue
        if k1 != PAIR and k2 != PAIR:
            y = core_yaku(tuple(sorted(core)), tuple(sorted((single, f)))) + 1
        else:
            w = core if k1 != PAIR else (single, f)
            y = 1 + (FACES[w[0]][1] == FACES[w[1]][1])
        out.append((f, y))
    return tuple(out)


@lru_cache(maxsize=1 << 15)
def _singles(conc: tuple[int, ...]) -> tuple[int, ...]:
    """The cards that can be left over when the rest of the hand splits into sets."""
    return tuple(sorted({f for i, f in enumerate(conc) if all_sets(conc[:i] + conc[i + 1:])}))


def faces_of(cards, dynasty_card: str | None) -> tuple[int, ...]:
    return tuple(sorted(fid(c, dynasty_card) for c in cards))


def exposed_faces(exposed, dynasty_card: str | None) -> tuple[tuple[int, int], ...]:
    return tuple(sorted(tuple(sorted((fid(a, dynasty_card), fid(b, dynasty_card)))) for a, b in exposed))


def _without(conc: tuple[int, ...], f: int) -> tuple[int, ...]:
    i = conc.index(f)
    return conc[:i] + conc[i + 1:]


def _with(conc: tuple[int, ...], f: int) -> tuple[int, ...]:
    return tuple(sorted(conc + (f,)))


@lru_cache(maxsize=1 << 17)
def _potential_options(conc: tuple[int, ...], exp: tuple[tuple[int, int], ...]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """For each set the hand could keep (exposed or concealed): the (face, promised yaku) of every
    card that would turn one of the other cards into a second set."""
    cores = list(exp)
    for i in range(len(conc)):
        for j in range(i + 1, len(conc)):
            if _kind(conc[i], conc[j]):
                cores.append((conc[i], conc[j]))
    out = []
    for core in cores:
        rest = list(conc)
        for f in core:
            if f in rest:
                rest.remove(f)
        out.append(tuple(opt for a in rest if a >= 0 for opt in core_options(core, a)))
    return tuple(out)


# -- every valid winning holding, for reading the danger of a discard ---------------------------
# Working them out takes about half a second, which used to land on the first decision that read
# a riichi; so they ship ready-made (see rules.emperor.holdings) and are loaded here, at import.

_WINS, _WINS_BY_FACE = holdings.shipped()  # (mask of the 6 faces, best yaku; 99 for three-sou), best first; per face


def winning_holdings() -> list[tuple[int, int]]:
    """Every 6-face holding of natural faces that is a normal hand with 3+ yaku or three-sou,
    best yaku first; the lowest shibari of any table is 3, so it serves all. Do not mutate it."""
    return _WINS

"""Every legal play from a hand on a table (spec §5-§6): for the hint, the CPUs and validation.

Plays are produced in canonical form (``Play.canonical``): carried triplets in tile order, a
carried single or pair last, so a play written with its chain in another order is found by
``legal_plays(...)`` after ``.canonical()``.  Passing is always legal too (D-2); it is the flow's.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from rules.fuxi.beats import beats, declarations_for, rank
from rules.fuxi.combinations import NORMAL_FORMS, TILE_KINDS, Face, Play
from rules.mahjong.tiles import SUIT_LETTERS, kind, number_of, suit_of

DECLARATION_CHOICES = ("all", "strongest")


def _counts(hand: Sequence[int]) -> list[int]:
    c = [0] * TILE_KINDS
    for t in hand:
        if not 0 <= t < TILE_KINDS:
            raise ValueError(f"{t!r} is not a Fuxi tile (kinds 0-26)")
        c[t] += 1
    return c


def carries(c: list[int], first: int = 0) -> Iterator[Play]:
    """Every normal combination that can be carried from counts ``c`` (mutated and restored), in
    canonical form: singles, pairs, and triplets of kind >= ``first`` alone or carrying again."""
    for k in range(TILE_KINDS):
        if c[k] >= 1:
            yield Play("single", (k,))
        if c[k] >= 2:
            yield Play("pair", (k, k))
    for k in range(first, TILE_KINDS):
        if c[k] >= 3:
            head = Play("triplet", (k, k, k))
            yield head
            c[k] -= 3
            for inner in carries(c, k + 1):
                yield Play("triplet", head.tiles, None, inner)
            c[k] += 3


def _with_carries(head: Play, c: list[int]) -> Iterator[Play]:
    """``head`` alone and carrying each combination left in ``c`` (``head``'s tiles removed)."""
    yield head
    for inner in carries(c):
        yield Play(head.form, head.tiles, head.declared, inner)


def _faces(form: str, table: Face | None, reversed_: bool, declarations: str) -> list[Face]:
    faces = declarations_for(form, table, reversed_)
    if declarations == "all":
        return faces
    best: dict[tuple[str, str], Face] = {}  # the strongest legal face of each form and suit
    for f in faces:
        key = (f.form, f.suit)
        if key not in best or rank(f.number, reversed_) > rank(best[key].number, reversed_):
            best[key] = f
    return sorted(best.values())


def iter_plays(hand: Sequence[int], table: Face | None, reversed_: bool,
               declarations: str = "all") -> Iterator[Play]:
    """Every legal play, lazily, each once.  ``declarations="strongest"`` keeps, for the specials,
    only the strongest legal declaration of each form and suit (and one kong per suit for 一通):
    far fewer plays for a CPU to weigh, none of them needlessly weak."""
    if declarations not in DECLARATION_CHOICES:
        raise ValueError(f"declarations must be one of {', '.join(DECLARATION_CHOICES)}")
    c = _counts(hand)
    for k in range(TILE_KINDS):
        n, s = number_of(k), suit_of(k)
        for size, form in enumerate(NORMAL_FORMS, start=1):
            if c[k] >= size and beats(Face(form, n, s), table, reversed_):
                play = Play(form, (k,) * size)
                if form == "triplet":
                    c[k] -= 3
                    yield from _with_carries(play, c)
                    c[k] += 3
                else:
                    yield play
        if c[k] == 4:
            yield Play("kong", (k,) * 4)
    for s in SUIT_LETTERS:
        for n in range(1, 8):
            run = [kind(s, n + i) for i in range(3)]
            if all(c[t] >= 2 for t in run):
                for face in _faces("iipeikou", table, reversed_, declarations):
                    yield Play("iipeikou", tuple(sorted(run * 2)), face)
    for n in range(1, 8):
        tiles = sorted(kind(s, n + i) for s in SUIT_LETTERS for i in range(3))
        if all(c[t] >= 1 for t in tiles):
            yield from _declared_with_carries("sanshoku", tuple(tiles), c, table, reversed_, declarations)
    for s in SUIT_LETTERS:
        tiles = [kind(s, n) for n in range(1, 10)]
        if all(c[t] >= 1 for t in tiles):
            yield from _declared_with_carries("ittsu", tuple(tiles), c, table, reversed_, declarations)


def _declared_with_carries(form: str, tiles: tuple[int, ...], c: list[int], table: Face | None,
                           reversed_: bool, declarations: str) -> Iterator[Play]:
    for t in tiles:
        c[t] -= 1
    for face in _faces(form, table, reversed_, declarations):
        if face.form == "kong":
            yield Play(form, tiles, face)
        else:
            yield from _with_carries(Play(form, tiles, face), c)
    for t in tiles:
        c[t] += 1


def legal_plays(hand: Sequence[int], table: Face | None, reversed_: bool,
                declarations: str = "all") -> list[Play]:
    """Every legal play (see ``iter_plays``), sorted by ``Play.sort_key``."""
    return sorted(iter_plays(hand, table, reversed_, declarations), key=Play.sort_key)


def can_play(hand: Sequence[int], table: Face | None, reversed_: bool) -> bool:
    """Whether the hand holds any legal play (else only passing is left)."""
    return next(iter_plays(hand, table, reversed_, "strongest"), None) is not None

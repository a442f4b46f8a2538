"""Wuhan's tiles: which kinds are in play, the kong tiles and the laizi (spec §5, §12, §13.1-2).

Kinds are the shared family's ints (rules.mahjong.tiles). A tile's code in Commands and Events
is the family's ``tile_code``: "1m".."9m", "1p".."9p", "1s".."9s", "E", "S", "W", "N", "Wh",
"Gn", "Rd".
"""

from __future__ import annotations

from rules.mahjong.tiles import (
    EAST,
    GREEN,
    NORTH,
    RED,
    SOUTH,
    WEST,
    WHITE,
    next_in_cycle,
    previous_in_cycle,
    tile_code,
    tile_from_code,
    tile_set,
)

WINDISH = frozenset({EAST, SOUTH, WEST, NORTH, GREEN, WHITE})  # the 風一色 tiles, §10.2
SUITS = "mps"


CODE: tuple[str, ...] = tuple(tile_code(k) for k in range(34))  # kind -> code, as a fast look-up
_CODES = {c: k for k, c in enumerate(CODE)}


def kind_of(text: str) -> int | None:
    """The kind of one tile code (any family notation), or None if ``text`` is not one tile."""
    if text in _CODES:
        return _CODES[text]
    try:
        k = tile_from_code(text)
    except ValueError:
        return None
    return k if k < 34 else None


def codes(kinds: list[int] | tuple[int, ...]) -> tuple[str, ...]:
    return tuple(CODE[k] for k in kinds)


def suit(kind: int) -> int | None:
    """0, 1, 2 for m, p, s; None for an honour."""
    return kind // 9 if kind < 27 else None


def is_jiang(kind: int) -> bool:
    """A 2, 5 or 8 of a suit (将)."""
    return kind < 27 and kind % 9 in (1, 4, 7)


def wall_tiles(removed_suit: str | None) -> list[int]:
    """The 136 tiles, or Jingzhou's 96 without one suit and without 東 (§12)."""
    return tile_set("96", removed_suit) if removed_suit else tile_set("136")


def kinds_in_play(removed_suit: str | None) -> tuple[int, ...]:
    return tuple(sorted(set(wall_tiles(removed_suit))))


def kong_tiles_for(indicator: int, fa_as_hongzhong: bool, pizi_kong: bool) -> frozenset[int]:
    """The kinds konged singly and barred from a win: 中 (and 發 under §13.1), or the pizi (§13.2):
    the indicator's kind and the kind just below it in the full cycle."""
    if pizi_kong:
        return frozenset({indicator, previous_in_cycle(indicator)})
    return frozenset({RED, GREEN}) if fa_as_hongzhong else frozenset({RED})


def laizi_for(indicator: int, removed_suit: str | None, kong_tiles: frozenset[int], pizi_kong: bool) -> int:
    """The kind after the indicator, skipping kinds not in play and fixed kong tiles (D2).
    Under pizi only absent kinds are skipped, so 中 may be laizi there (§13.2)."""
    absent = set(range(34)) - set(kinds_in_play(removed_suit))
    skip = absent if pizi_kong else absent | kong_tiles
    return next_in_cycle(indicator, skip)

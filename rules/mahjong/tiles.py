"""Mahjong tiles as small ints, their notation, names and the physical tile sets.

A tile *kind* is an int: 0-8 = 1m..9m (萬子), 9-17 = 1p..9p (筒子), 18-26 = 1s..9s (索子),
27-30 = 東 南 西 北, 31-33 = 白 發 中.  Flowers are 34-41 (春 夏 秋 冬 梅 蘭 菊 竹); each flower
exists once, so a flower is both a kind and a physical tile.  The four copies of a number or
honour kind are indistinguishable, so a physical tile *is* its kind: a hand or a wall is a list
of ints, and ``counts`` turns it into the 34-long count vector the hand analysis works on.

Notation (``parse_tiles``): compact runs ``123m 456p 55s`` with suit letters m/p/s and ``z``
for honours in PyPI ``mahjong`` order (1z-7z = 東南西北白發中), kanji 東南西北白發中 (also 発/发),
flower kanji 春夏秋冬梅蘭菊竹, and the spec codes ``1m``, ``E S W N``, ``Wh Gn Rd``, ``F1``-``F8``.
``tile_code`` gives the spec code, the form commands and saves carry.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from rules.core.text import N_, tr

Tile = int

MAN, PIN, SOU = 0, 9, 18
SUIT_OFFSETS = (MAN, PIN, SOU)
SUIT_LETTERS = "mps"
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
WHITE, GREEN, RED = 31, 32, 33
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)
HONOURS = WINDS + DRAGONS
KINDS = 34  # number and honour kinds; flowers come after
FLOWERS = tuple(range(34, 42))
NUMBER_KINDS = tuple(range(27))

_HONOUR_KANJI = "東南西北白發中"
_FLOWER_KANJI = "春夏秋冬梅蘭菊竹"
_HONOUR_CODES = ("E", "S", "W", "N", "Wh", "Gn", "Rd")
_NUMERALS = "一二三四五六七八九"
_SUIT_KANJI = "萬筒索"


def is_flower(k: Tile) -> bool:
    return 34 <= k <= 41


def is_number(k: Tile) -> bool:
    return 0 <= k < 27


def is_honour(k: Tile) -> bool:
    return 27 <= k < 34


def suit_of(k: Tile) -> str:
    """'m', 'p' or 's' for a number tile, 'z' for an honour, 'f' for a flower."""
    if is_number(k):
        return SUIT_LETTERS[k // 9]
    if is_honour(k):
        return "z"
    if is_flower(k):
        return "f"
    raise ValueError(f"{k!r} is not a tile kind (0-41)")


def number_of(k: Tile) -> int:
    """1-9 for a number tile; 0 for honours and flowers."""
    return k % 9 + 1 if is_number(k) else 0


def is_terminal(k: Tile) -> bool:
    """A 1 or a 9 of a number suit (honours are not terminals)."""
    return is_number(k) and k % 9 in (0, 8)


def is_terminal_or_honour(k: Tile) -> bool:
    return is_terminal(k) or is_honour(k)


def kind(suit: str, number: int) -> Tile:
    """The kind of number ``number`` (1-9) in suit 'm', 'p' or 's'."""
    if suit not in SUIT_LETTERS or not 1 <= number <= 9:
        raise ValueError(f"no number tile {number}{suit}")
    return SUIT_OFFSETS[SUIT_LETTERS.index(suit)] + number - 1


# Wuhan §5: numbers wrap 9 -> 1 inside their suit; honours form ONE cycle 東南西北中發白.
HONOUR_CYCLE = (EAST, SOUTH, WEST, NORTH, RED, GREEN, WHITE)


def next_in_cycle(k: Tile, skip: Iterable[Tile] = ()) -> Tile:
    """The kind after ``k`` (the laizi for indicator ``k``), skipping the kinds in ``skip``.

    Numbers: the next number of the same suit, 9 followed by 1.  Honours: the single cycle
    東→南→西→北→中→發→白→東 of wuhan.md §5.  ``skip`` holds kinds that cannot be the answer
    (kong tiles, kinds not in play); Wuhan's base game passes ``{RED}``, so 北 and 中 both give 發.
    """
    return _step(k, 1, frozenset(skip))


def previous_in_cycle(k: Tile, skip: Iterable[Tile] = ()) -> Tile:
    """The kind before ``k`` in the same cycle (Wuhan's pizi below the indicator, 東 -> 白)."""
    return _step(k, -1, frozenset(skip))


def _step(k: Tile, step: int, skip: frozenset[Tile]) -> Tile:
    if is_number(k):
        cycle: Sequence[Tile] = range(k - k % 9, k - k % 9 + 9)
    elif is_honour(k):
        cycle = HONOUR_CYCLE
    else:
        raise ValueError(f"{k!r} has no successor: only number and honour kinds cycle")
    i = list(cycle).index(k)
    for n in range(1, len(cycle)):
        nxt = cycle[(i + step * n) % len(cycle)]
        if nxt not in skip:
            return nxt
    raise ValueError(f"every kind in the cycle of {tile_code(k)} is skipped")


# --- notation -------------------------------------------------------------------------------

_KANJI_TO_KIND = {ch: 27 + i for i, ch in enumerate(_HONOUR_KANJI)}
_KANJI_TO_KIND.update({"発": GREEN, "发": GREEN})
_KANJI_TO_KIND.update({ch: 34 + i for i, ch in enumerate(_FLOWER_KANJI)})
_CODE_TO_KIND = {code.lower(): 27 + i for i, code in enumerate(_HONOUR_CODES)}
_CODE_TO_KIND.update({f"f{i + 1}": 34 + i for i in range(8)})
_TOKEN = re.compile(r"\d+[mpsz]|[A-Za-z]+\d?|\S", re.IGNORECASE)


def tile_code(k: Tile) -> str:
    """The spec code: '5m', 'E', 'Rd', 'F3'."""
    if type(k) is int and 0 <= k < len(_CODES):  # the CPUs' hot path: a lookup, not a parse
        return _CODES[k]
    return _spell(k)


def _spell(k: Tile) -> str:
    if is_number(k):
        return f"{number_of(k)}{suit_of(k)}"
    if is_honour(k):
        return _HONOUR_CODES[k - 27]
    if is_flower(k):
        return f"F{k - 33}"
    raise ValueError(f"{k!r} is not a tile kind (0-41)")


def tile_from_code(code: str) -> Tile:
    """Inverse of ``tile_code`` (any notation ``parse_tiles`` accepts, for exactly one tile)."""
    known = _FROM_CODE.get(code)
    if known is not None:
        return known
    tiles = parse_tiles(code)
    if len(tiles) != 1:
        raise ValueError(f"{code!r} is not exactly one tile")
    return tiles[0]


_CODES = tuple(_spell(k) for k in range(42))
_FROM_CODE = {code: k for k, code in enumerate(_CODES)}


def parse_tiles(text: str) -> list[Tile]:
    """Tiles from text in any of the notations listed in the module docstring, in text order."""
    out: list[Tile] = []
    for token in text.replace(",", " ").split():
        pos = 0
        while pos < len(token):
            m = _TOKEN.match(token, pos)
            assert m is not None  # \S matches any remaining character
            piece = m.group(0)
            pos = m.end()
            out.extend(_parse_piece(piece, token))
    return out


def _parse_piece(piece: str, token: str) -> list[Tile]:
    if piece[0].isdigit():
        digits, suit = piece[:-1], piece[-1].lower()
        if suit not in "mpsz":
            raise ValueError(f"cannot read {piece!r} in {token!r}: numbers need a suit letter m, p, s or z")
        if suit == "z":
            if any(d not in "1234567" for d in digits):
                raise ValueError(f"{piece!r} in {token!r}: honours in z notation are 1z-7z")
            return [27 + int(d) - 1 for d in digits]
        if "0" in digits:
            raise ValueError(f"{piece!r} in {token!r}: number tiles are 1-9 (no red fives)")
        return [kind(suit, int(d)) for d in digits]
    if piece in _KANJI_TO_KIND:
        return [_KANJI_TO_KIND[piece]]
    if piece.lower() in _CODE_TO_KIND:
        return [_CODE_TO_KIND[piece.lower()]]
    raise ValueError(
        f"cannot read {piece!r} in {token!r}: use e.g. '123m 456p 55s 東東 中', "
        "'1m E Rd F1' or '1234567z'"
    )


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Compact sorted text grouped by suit: '123m 456p 55s 東東東中 春'."""
    ts = sorted(tiles)
    groups: list[str] = []
    for suit in SUIT_LETTERS:
        nums = "".join(str(number_of(t)) for t in ts if suit_of(t) == suit)
        if nums:
            groups.append(nums + suit)
    for kanji_of, test in ((_HONOUR_KANJI, is_honour), (_FLOWER_KANJI, is_flower)):
        run = "".join(kanji_of[t - (27 if test is is_honour else 34)] for t in ts if test(t))
        if run:
            groups.append(run)
    bad = [t for t in ts if not (is_number(t) or is_honour(t) or is_flower(t))]
    if bad:
        raise ValueError(f"not tile kinds: {bad}")
    return " ".join(groups)


def tile_kanji(k: Tile) -> str:
    """The tile's original-script name: '五萬', '東', '春'."""
    if is_number(k):
        return _NUMERALS[k % 9] + _SUIT_KANJI[k // 9]
    if is_honour(k):
        return _HONOUR_KANJI[k - 27]
    if is_flower(k):
        return _FLOWER_KANJI[k - 34]
    raise ValueError(f"{k!r} is not a tile kind (0-41)")


_SUIT_NAMES = {"m": N_("{number} Characters"), "p": N_("{number} Dots"), "s": N_("{number} Bamboo")}
_HONOUR_NAMES = {
    EAST: N_("East"),
    SOUTH: N_("South"),
    WEST: N_("West"),
    NORTH: N_("North"),
    WHITE: N_("White Dragon"),
    GREEN: N_("Green Dragon"),
    RED: N_("Red Dragon"),
}
_FLOWER_NAMES = {
    34: N_("Spring"),
    35: N_("Summer"),
    36: N_("Autumn"),
    37: N_("Winter"),
    38: N_("Plum"),
    39: N_("Orchid"),
    40: N_("Chrysanthemum"),
    41: N_("Bamboo flower"),
}


def tile_name(k: Tile, lang: str | None = None) -> str:
    """A tile's name for a player in the current language (through ``tr``); ``lang="en"`` forces
    the English name ('5 Characters') and ``lang="ja"`` the kanji one ('五萬')."""
    if lang == "ja":
        return tile_kanji(k)
    if is_number(k):
        label, values = _SUIT_NAMES[suit_of(k)], {"number": number_of(k)}
    elif is_honour(k):
        label, values = _HONOUR_NAMES[k], {}
    elif is_flower(k):
        label, values = _FLOWER_NAMES[k], {}
    else:
        raise ValueError(f"{k!r} is not a tile kind (0-41)")
    if lang == "en":
        return label.format(**values)
    if lang is not None:
        raise ValueError(f"unknown language {lang!r}")
    if is_number(k):
        return tr(_SUIT_NAMES[suit_of(k)], **values)
    return tr(_HONOUR_NAMES[k]) if is_honour(k) else tr(_FLOWER_NAMES[k])


# --- counting and tile sets ----------------------------------------------------------------


def counts(tiles: Iterable[Tile]) -> list[int]:
    """The 34-long count vector of ``tiles``; flowers are left out."""
    c = [0] * KINDS
    for t in tiles:
        if t < KINDS:
            c[t] += 1
    return c


def tiles_of(counts34: Sequence[int]) -> list[Tile]:
    """The sorted tiles of a count vector (inverse of ``counts`` for flowerless hands)."""
    return [k for k, n in enumerate(counts34) for _ in range(n)]


TILE_SETS = ("136", "144", "108", "96", "84")


def tile_set(name: str, removed_suit: str = "m") -> list[Tile]:
    """The physical tiles of a set, in a fixed order (shuffle with the state's Random).

    - "136": 4 x 34 kinds, no flowers (Wuhan, Trump-free riichi-style games).
    - "144": the 136 plus the eight flowers (Shanghai Qing-Hun-Peng).
    - "108": 4 x the three number suits, no honours.
    - "96":  Wuhan's Jingzhou preset: one suit (``removed_suit``) and the four 東 removed.
    - "84":  Kawuxing: one suit (``removed_suit``) and all four winds removed: two suits + 白發中.
    """
    if removed_suit not in SUIT_LETTERS:
        raise ValueError(f"removed_suit must be one of m, p, s, not {removed_suit!r}")
    gone = range(kind(removed_suit, 1), kind(removed_suit, 9) + 1)
    if name == "136":
        kinds = list(range(KINDS))
    elif name == "144":
        return [k for k in range(KINDS) for _ in range(4)] + list(FLOWERS)
    elif name == "108":
        kinds = list(NUMBER_KINDS)
    elif name == "96":
        kinds = [k for k in range(KINDS) if k not in gone and k != EAST]
    elif name == "84":
        kinds = [k for k in range(KINDS) if k not in gone and k not in WINDS]
    else:
        raise ValueError(f"unknown tile set {name!r}; choose one of {', '.join(TILE_SETS)}")
    return [k for k in kinds for _ in range(4)]

"""The mahjong family engine shared by Wuhan, Kawuxing, Qing-Hun-Peng and Trump Mahjong.

Pure, deterministic and JSON-friendly: tiles are ints, walls/melds/claims have to_json.

Usage::

    from rules.mahjong import ALL, PAIR_258, RED, counts, decompositions, is_complete, parse_tiles, shanten

    hand = parse_tiles("234m 567p 55s 東東東 678s")    # kinds 0-33 (中 = 33), flowers 34-41
    c = counts(hand)                                 # 34 counts, flowers left out
    shanten(c)                                       # -1 complete, 0 ready, ... (exact, fast)
    shanten(c, melds=1, wilds=2, allowed=ALL - {RED})  # with declared sets and wildcards
    is_complete(c, wilds=1, wild_can_be=ALL - {RED}, pair_ok=PAIR_258, wild_pair_kind=laizi)
    for d in decompositions(c, wilds=1):             # every reading of a complete hand
        d.sets, d.pair, d.substitutions              # (Group("chow"|"pung", first, wilds), ...)

Wildcards are taken out of the counts by the caller and passed as ``wilds``.  Counts hold the
concealed tiles only; "sets and a pair" accepts any number of sets.

Modules: ``tiles`` (kinds, ``parse_tiles``/``format_tiles``/``tile_code``, ``tile_name``,
``next_in_cycle`` for the laizi, ``tile_set`` "136"/"144"/"108"/"96"/"84"), ``card_tiles``
(Trump Mahjong's cards as kinds, 35-long counts), ``hand`` (win check, seven pairs,
decompositions), ``shanten`` (shanten, waits, useful tiles), ``tables`` (the memoised per-suit
tables behind both), ``wall`` (``Wall``: dice break, head and tail draws, reserve, JSON),
``melds`` (``Meld``), ``legal_cache`` (a position's legal commands computed once), ``window`` (a
turn or a call window: who acts, the legal lists), ``cpu_frame`` (a CPU player's frame), ``claims`` (``Claim``, ``resolve``: win > kong/pung > chow, several
winners or head-bump; ``may_chow``: the discarder's next player only), ``table``
(``MahjongTable``: any mahjong view as the generic table's model; each game overrides hooks).
"""

from rules.mahjong.claims import Claim, may_chow, resolve
from rules.mahjong.hand import (
    PAIR_258,
    Decomposition,
    Group,
    decompositions,
    is_complete,
    is_seven_pairs,
)
from rules.mahjong.melds import Meld
from rules.mahjong.shanten import shanten, shanten_seven_pairs, useful_tiles, waits
from rules.mahjong.tiles import (
    DRAGONS,
    EAST,
    FLOWERS,
    GREEN,
    HONOURS,
    KINDS,
    MAN,
    NORTH,
    PIN,
    RED,
    SOU,
    SOUTH,
    WEST,
    WHITE,
    WINDS,
    counts,
    format_tiles,
    is_flower,
    is_honour,
    is_number,
    is_terminal,
    next_in_cycle,
    number_of,
    parse_tiles,
    previous_in_cycle,
    suit_of,
    tile_code,
    tile_from_code,
    tile_kanji,
    tile_name,
    tile_set,
    tiles_of,
)
from rules.mahjong.wall import Wall

ALL = frozenset(range(KINDS))

__all__ = [
    "ALL",
    "DRAGONS",
    "EAST",
    "FLOWERS",
    "GREEN",
    "HONOURS",
    "KINDS",
    "MAN",
    "NORTH",
    "PAIR_258",
    "PIN",
    "RED",
    "SOU",
    "SOUTH",
    "WEST",
    "WHITE",
    "WINDS",
    "Claim",
    "Decomposition",
    "Group",
    "Meld",
    "Wall",
    "counts",
    "decompositions",
    "format_tiles",
    "is_complete",
    "is_flower",
    "is_honour",
    "is_number",
    "is_seven_pairs",
    "is_terminal",
    "may_chow",
    "next_in_cycle",
    "number_of",
    "parse_tiles",
    "previous_in_cycle",
    "resolve",
    "shanten",
    "shanten_seven_pairs",
    "suit_of",
    "tile_code",
    "tile_from_code",
    "tile_kanji",
    "tile_name",
    "tile_set",
    "tiles_of",
    "useful_tiles",
    "waits",
]

"""Makes ``shanten_tables.bin``, the shipped tables of ``rules.mahjong.tables``.

    python -m rules.mahjong.tablegen           # write the file (about a minute)
    python -m rules.mahjong.tablegen --check   # say whether the shipped file is what it makes

Every vector is worked out by the recursion of ``tables`` with nothing shipped loaded, so the
file holds exactly what a process would otherwise compute hand by hand.
"""

from __future__ import annotations

import argparse
import itertools
import sys

from rules.mahjong import tables

MAX_TILES = 14  # no component of a hand holds more


def count_vectors(length: int) -> list[tuple[int, ...]]:
    """Every vector of ``length`` counts 0-4 summing to at most MAX_TILES, in base-5 order."""
    return [c for c in itertools.product(range(5), repeat=length) if sum(c) <= MAX_TILES]


def suit_vector(counts9: tuple[int, ...]) -> tuple[int, ...]:
    return tables._VECS[tables.suit_id(counts9)]


def honour_vector(honours: tuple[int, ...]) -> tuple[int, ...]:
    return tables._VECS[tables.honour_id(honours, tables.ALL9)]


def suit_wild(counts9: tuple[int, ...]) -> int:
    return tables.suit_wild(counts9, tables.ALL9, tables.ALL9, 0)


def honour_wild(honours: tuple[int, ...]) -> int:
    return tables.pung_wild(honours, tables.ALL9, tables.ALL9, 0)


def build() -> tables.Shipped:
    tables.clear_caches(shipped=False)
    try:
        suit_counts, honour_counts = count_vectors(9), count_vectors(tables.HONOURS)
        suits = {c: suit_vector(c) for c in suit_counts}
        honours = {h: honour_vector(h) for h in honour_counts}
        wild_suits = {c: suit_wild(c) for c in suit_counts}
        wild_honours = {h: honour_wild(h) for h in honour_counts}
    finally:
        tables.clear_caches()
    return assemble(suits, honours, wild_suits, wild_honours)


Found = dict[tuple[int, ...], tuple[int, ...]]


def assemble(suits: Found, honours: Found, wild_suits: dict[tuple[int, ...], int], wild_honours: dict[tuple[int, ...], int]) -> tables.Shipped:
    """The tables from the vectors and win-check bitmasks of every suit and honour count vector."""
    s = set(suits.values())
    two = {tables.merge_vectors(a, b) for a in s for b in s}  # the hot path merges m+p, then +s
    three = {tables.merge_vectors(a, b) for a in two for b in s}
    vecs = tuple(sorted(s | two | three | set(honours.values())))
    if len(vecs) >= tables.NONE:
        raise ValueError(f"{len(vecs)} vectors do not fit the byte tables")
    index = {v: i for i, v in enumerate(vecs)}

    wilds = tuple(sorted(set(wild_suits.values()) | set(wild_honours.values())))
    if len(wilds) >= tables.NONE:
        raise ValueError(f"{len(wilds)} win-check bitmasks do not fit the byte tables")
    windex = {w: i for i, w in enumerate(wilds)}

    def by_code(found: dict, length: int, index: dict) -> bytes:
        out = bytearray([tables.NONE]) * 5**length
        for c, v in found.items():
            out[tables.base5(c)] = index[v]
        return bytes(out)

    merge = bytes(index.get(tables.merge_vectors(a, b), tables.NONE) for a in vecs for b in vecs)
    final = bytes(tables.final_distance(a, b, sets) for a in vecs for b in vecs for sets in range(5))
    return tables.Shipped(vecs, by_code(suits, 9, index), by_code(honours, tables.HONOURS, index), merge, final,
                          wilds, by_code(wild_suits, 9, windex), by_code(wild_honours, tables.HONOURS, windex))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="compare with the shipped file instead of writing it")
    args = ap.parse_args()
    made = build()
    if args.check:
        same = tables.DATA.exists() and tables.Shipped.decode(tables.DATA.read_bytes()) == made
        print("shipped tables are up to date" if same else "shipped tables differ from what the generator makes")
        sys.exit(0 if same else 1)
    tables.DATA.write_bytes(made.encode())
    print(f"wrote {tables.DATA} ({tables.DATA.stat().st_size} bytes, {made.n} vectors)")


if __name__ == "__main__":
    main()

"""The table of every winning holding (``rules.emperor.cpu.shapes.winning_holdings``): how it is
made, and the file it ships in, ``cpu/winning_holdings.bin``.

    python -m rules.emperor.holdings           # write the file (about a second)
    python -m rules.emperor.holdings --check   # say whether the shipped file is what it makes
"""

from __future__ import annotations

import argparse
import struct
import sys
import zlib
from itertools import combinations
from pathlib import Path

from rules.emperor.hand import FACES, KIND, PAIR, SOU
from rules.emperor.yaku import yaku_count

SHIBARI_FLOOR = 3  # the lowest shibari of any table
DATA = Path(__file__).parent / "cpu" / "winning_holdings.bin"


Holding = tuple[int, int]  # (bit mask of the 6 faces, best yaku; 99 for three-sou)


def by_face(wins: list[Holding]) -> list[list[int]]:
    """For each face, the indices of the holdings that hold it."""
    out: list[list[int]] = [[] for _ in range(52)]
    for i, (mask, _) in enumerate(wins):
        for f in range(52):
            if mask >> f & 1:
                out[f].append(i)
    return out


def encode(wins: list[Holding]) -> bytes:
    """The holdings as little-endian 64-bit words (the yaku in the top byte: masks use 52 bits),
    then for each face the count and the 16-bit indices of its holdings (ready-made, as working
    them out at import would cost more than the rest of the load)."""
    faces = by_face(wins)
    parts = [struct.pack("<I", len(wins))]
    parts += [(mask | y << 56).to_bytes(8, "little") for mask, y in wins]
    parts += [struct.pack("<I", len(ix)) for ix in faces]
    parts += [struct.pack(f"<{len(ix)}H", *ix) for ix in faces]
    return zlib.compress(b"".join(parts), 9)


def decode(blob: bytes) -> tuple[list[Holding], list[list[Holding]]]:
    """(every holding, best first; the holdings of each face)."""
    raw = zlib.decompress(blob)
    (n,) = struct.unpack_from("<I", raw)
    low = (1 << 56) - 1
    wins = [(w & low, w >> 56) for (w,) in struct.iter_unpack("<Q", raw[4 : 4 + 8 * n])]
    at = 4 + 8 * n
    counts = struct.unpack_from("<52I", raw, at)
    at += 4 * 52
    faces = []
    for c in counts:
        faces.append([wins[i] for i in struct.unpack_from(f"<{c}H", raw, at)])
        at += 2 * c
    if at != len(raw):
        raise ValueError("winning holdings file of the wrong length")
    return wins, faces


def expected(wins: list[Holding]) -> tuple[list[Holding], list[list[Holding]]]:
    """What ``decode`` should give for the holdings ``wins``."""
    return wins, [[wins[i] for i in ix] for ix in by_face(wins)]


def shipped() -> tuple[list[Holding], list[list[Holding]]]:
    return decode(DATA.read_bytes())


def build() -> list[Holding]:
    """Every 6-face holding of natural faces that is a normal hand with 3+ yaku (its best reading)
    or three-sou (99), as (bit mask of the faces, yaku), best first."""
    sets = [(a, b) for a in range(52) for b in range(a + 1, 52) if KIND[a * 52 + b]]
    wangzi = [s for s in sets if KIND[s[0] * 52 + s[1]] != PAIR]
    pairs = [s for s in sets if KIND[s[0] * 52 + s[1]] == PAIR]
    sou = [s for s in wangzi if KIND[s[0] * 52 + s[1]] == SOU]
    best: dict[int, int] = {}
    for i, w1 in enumerate(wangzi):
        m1 = (1 << w1[0]) | (1 << w1[1])
        f1 = (FACES[w1[0]], FACES[w1[1]])
        for w2 in wangzi[i + 1:]:
            m2 = (1 << w2[0]) | (1 << w2[1])
            if m1 & m2:
                continue
            f2 = (FACES[w2[0]], FACES[w2[1]])
            for p in pairs:
                mp = (1 << p[0]) | (1 << p[1])
                if mp & (m1 | m2):
                    continue
                y = yaku_count(f1, f2, (FACES[p[0]], FACES[p[1]]))
                if y >= SHIBARI_FLOOR:
                    mask = m1 | m2 | mp
                    if y > best.get(mask, -1):
                        best[mask] = y
    for a, b, c in combinations(sou, 3):
        mask = (1 << a[0]) | (1 << a[1]) | (1 << b[0]) | (1 << b[1]) | (1 << c[0]) | (1 << c[1])
        if bin(mask).count("1") == 6:
            best[mask] = 99
    return sorted(best.items(), key=lambda kv: -kv[1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="compare with the shipped file instead of writing it")
    args = ap.parse_args()
    made = build()
    if args.check:
        same = DATA.exists() and shipped() == expected(made)
        print("shipped holdings are up to date" if same else "shipped holdings differ from what the generator makes")
        sys.exit(0 if same else 1)
    DATA.write_bytes(encode(made))
    print(f"wrote {DATA} ({DATA.stat().st_size} bytes, {len(made)} holdings)")


if __name__ == "__main__":
    main()

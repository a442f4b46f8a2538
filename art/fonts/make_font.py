"""Make the fonts shipped in art/fonts/ by subsetting Noto Sans/Serif CJK JP (SIL OFL 1.1).

The full Noto CJK collections are about 20 MB each; the table needs Latin, kana, the JIS X 0208
symbols and level-1 kanji (so everyday Japanese player names render) and every
character the repository's own texts use. Subsetting keeps the repo small.

Source: Debian's ``fonts-noto-cjk`` package (``apt-get install fonts-noto-cjk``, or
``apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb DIR`` and pass
``--source DIR/usr/share/fonts/opentype/noto``). Run from the repository root::

    .venv/bin/python art/fonts/make_font.py [--source /usr/share/fonts/opentype/noto]

Outputs (overwritten):
    ParlourSansJP-Regular.otf, ParlourSansJP-Bold.otf  the text font (Noto Sans CJK JP subset)
    ParlourSerif-Bold.otf                              card indices and tile faces (Noto Serif CJK JP:
                                                       printable ASCII and the ``TILE_GLYPHS``)
The family names are changed to "Parlour ..." as the OFL asks of modified versions; the
copyright and licence fields are kept.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTCollection, TTFont

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

# Code point ranges always kept: Latin (names in European languages), punctuation, arrows,
# box drawing, geometric shapes, the card suits, CJK punctuation, kana, full-width forms.
RANGES = [
    (0x0020, 0x007E),
    (0x00A0, 0x017F),
    (0x0370, 0x03FF),
    (0x2010, 0x205E),
    (0x2070, 0x209F),
    (0x20AC, 0x20AC),
    (0x2100, 0x21FF),
    (0x2212, 0x2219),
    (0x2460, 0x24FF),
    (0x2500, 0x25FF),
    (0x2600, 0x267F),
    (0x3000, 0x30FF),
    (0x31F0, 0x31FF),
    (0xFF01, 0xFF9F),
]


# The names of the collection's games in their own script (GUIDE.md section 1), kept before
# their catalogs land, and the games' own terms outside level-1 kanji (喇子/辣子/勒子 lazi,
# 断幺九, 點/齊 of the Chinese names) so texts never have to reword around a missing glyph.
EXTRA = "皇帝紅中頼子槓卡五星清混碰富戯トランプマージャン" "喇辣勒幺點齊"

# What game/tileart engraves on mahjong tile faces in the serif: numerals, 萬, winds, dragons,
# seasons, flowers, and 頼 (the laizi marker).
TILE_GLYPHS = "一二三四五六七八九萬東南西北白發中春夏秋冬梅蘭菊竹頼"


def jis_x_0208() -> set[str]:
    """JIS X 0208 rows 1-47 via EUC-JP: its symbols, kana, Latin, Greek, Cyrillic, box drawing and
    the 2,965 level-1 kanji (the everyday set, enough for most names). Level-2 kanji (rows 48-84)
    would double the size; any of them the repository's texts use are added by repository_text."""
    chars: set[str] = set()
    for row in range(0xA1, 0xD0):
        for cell in range(0xA1, 0xFF):
            try:
                chars.add(bytes((row, cell)).decode("euc_jp"))
            except UnicodeDecodeError:
                pass  # an unassigned cell
    return chars


def repository_text() -> set[str]:
    """Every non-ASCII character in the repo's catalogs, Python sources and rules references
    (names, terms)."""
    chars: set[str] = set()
    for pattern in ("rules/**/*.json", "rules/**/*.py", "game/**/*.py", "game/**/*.json", "game/rules_text/*.md"):
        for path in ROOT.glob(pattern):
            chars.update(c for c in path.read_text(encoding="utf-8") if ord(c) > 0x7F)
    return chars


def wanted_text() -> str:
    chars = {chr(cp) for lo, hi in RANGES for cp in range(lo, hi + 1)}
    chars |= jis_x_0208() | repository_text() | set(EXTRA)
    return "".join(sorted(chars))


def load_face(collection: Path, family: str) -> TTFont:
    for font in TTCollection(str(collection)).fonts:
        if font["name"].getDebugName(1) == family:
            return font
    raise SystemExit(f"{family!r} is not in {collection}")


def rename(font: TTFont, family: str, style: str) -> None:
    """Give the subset its own name (OFL: a modified version keeps no reserved name)."""
    names = {1: family, 2: style, 3: f"{family.replace(' ', '')}-{style};subset", 4: f"{family} {style}",
             6: f"{family.replace(' ', '')}-{style}", 16: family, 17: style}
    name_table = font["name"]
    for record in list(name_table.names):
        if record.nameID in names:
            record.string = names[record.nameID]
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [names[6]]
        top = cff.topDictIndex[0]
        top.FamilyName = family
        top.FullName = names[4]


def subset(source: TTFont, text: str, out: Path, family: str, style: str) -> None:
    options = Options()
    options.layout_features = ["kern", "palt", "liga", "locl", "vert", "fwid", "hwid"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.drop_tables += ["VORG", "vhea", "vmtx", "BASE"]
    subsetter = Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(source)
    rename(source, family, style)
    source.save(str(out))
    print(f"{out.name}: {out.stat().st_size / 1e6:.2f} MB, {len(source.getBestCmap())} characters")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=Path("/usr/share/fonts/opentype/noto"))
    args = parser.parse_args()
    text = wanted_text()
    for style in ("Regular", "Bold"):
        face = load_face(args.source / f"NotoSansCJK-{style}.ttc", "Noto Sans CJK JP")
        subset(face, text, HERE / f"ParlourSansJP-{style}.otf", "Parlour Sans JP", style)
    latin = "".join(chr(cp) for cp in range(0x20, 0x7F))
    face = load_face(args.source / "NotoSerifCJK-Bold.ttc", "Noto Serif CJK JP")
    subset(face, latin + TILE_GLYPHS, HERE / "ParlourSerif-Bold.otf", "Parlour Serif", "Bold")


if __name__ == "__main__":
    main()

"""The shipped font draws every character the Japanese catalogs use, Latin, kana and the JIS
level-1 kanji (player names), checked glyph by glyph with pygame.freetype.

A catalog that brings a new character fails here: re-run art/fonts/make_font.py, which takes in
every character the repository's texts use."""

from __future__ import annotations

import json
import os
import unicodedata
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame.freetype  # noqa: E402
import pytest  # noqa: E402

from game.fonts import BOLD, REGULAR, SERIF_BOLD, Fonts  # noqa: E402
from rules.core.text import catalog_files  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def missing_glyphs(font: pygame.freetype.Font, text: str) -> set[str]:
    """Characters of ``text`` with no glyph (control characters such as newlines aside)."""
    wanted = {c for c in text if not unicodedata.category(c).startswith("C")}
    return {c for c in wanted if font.get_metrics(c)[0] is None}


@pytest.fixture(scope="module")
def faces() -> dict[str, pygame.freetype.Font]:
    pygame.freetype.init()
    fonts = Fonts()
    return {name: pygame.freetype.Font(str(fonts.dir / name), 16) for name in (REGULAR, BOLD)}


def test_there_are_japanese_catalogs_to_check() -> None:
    assert catalog_files("ja")


@pytest.mark.parametrize("path", catalog_files("ja"), ids=lambda p: p.name)
def test_every_catalog_character_has_a_glyph(path: Path, faces: dict[str, pygame.freetype.Font]) -> None:
    catalog = json.loads(path.read_text(encoding="utf-8"))
    text = "".join(catalog) + "".join(catalog.values())  # English keys are drawn with the same face
    for name, face in faces.items():
        missing = missing_glyphs(face, text)
        assert not missing, f"{name} lacks {''.join(sorted(missing))} used in {path.name}; re-run art/fonts/make_font.py"


def jis_level_1_kanji() -> str:
    """The 2,965 level-1 kanji of JIS X 0208 (rows 16-47), decoded from EUC-JP."""
    chars = []
    for row in range(0xB0, 0xD0):
        for cell in range(0xA1, 0xFF):
            try:
                chars.append(bytes((row, cell)).decode("euc_jp"))
            except UnicodeDecodeError:
                pass
    return "".join(chars)


def test_names_in_kana_kanji_and_latin_render(faces: dict[str, pygame.freetype.Font]) -> None:
    kanji = jis_level_1_kanji()
    assert len(kanji) == 2965
    kana = "".join(chr(c) for c in range(0x3041, 0x3097)) + "".join(chr(c) for c in range(0x30A1, 0x30FB))
    latin = "".join(chr(c) for c in range(0x21, 0x7F)) + "ÀÉÎÕÜßàçéèêëïñöøüÿŒœ"
    for name, face in faces.items():
        assert not missing_glyphs(face, kanji + kana + latin), name


def test_covers_tells_which_text_the_font_can_draw() -> None:
    fonts = Fonts()
    assert fonts.covers("皇帝 有徳 Emperor 10♥ A♠")
    assert fonts.covers("山田 太郎 やまだ タロウ")
    # 𠮷 (U+20BB7) is outside JIS X 0208; Hangul is not shipped at all
    assert not fonts.covers("𠮷野家")
    assert fonts.missing("𠮷野家 한국") == "𠮷한국"


def test_get_returns_cached_fonts_that_draw_japanese() -> None:
    fonts = Fonts()
    font = fonts.get(24)
    assert fonts.get(24) is font
    assert fonts.get(24, bold=True) is not font
    surface = font.render("皇帝", True, (255, 255, 255))
    assert surface.get_height() >= 24
    # two ideographs are about two ems wide, and they leave ink on the surface
    assert 40 <= surface.get_width() <= 56
    assert surface.get_bounding_rect().width > 30
    # the card serif holds the index letters
    assert fonts.serif(30).render("10", True, (0, 0, 0)).get_bounding_rect().width > 10


def test_fonts_accept_the_repository_root_or_the_font_folder() -> None:
    assert Fonts(ROOT).dir == Fonts(ROOT / "art" / "fonts").dir == Fonts().dir
    with pytest.raises(FileNotFoundError):
        Fonts(ROOT / "rules")


def test_shipped_fonts_stay_small() -> None:
    fonts = Fonts()
    for name in (REGULAR, BOLD, SERIF_BOLD):
        assert (fonts.dir / name).stat().st_size < 2_500_000, name

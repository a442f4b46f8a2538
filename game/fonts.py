"""The table's fonts: one shipped face for Latin and Japanese text, and a serif for card indices.

The files in art/fonts/ are subsets of Noto Sans / Serif CJK JP (SIL OFL 1.1) made by
art/fonts/make_font.py; art/README.md records their origin. Fonts are opened lazily and cached
per pixel size, so asking for the same size every frame costs a dict look-up.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame.freetype

FONT_DIR = Path(__file__).resolve().parents[1] / "art" / "fonts"
REGULAR = "ParlourSansJP-Regular.otf"
BOLD = "ParlourSansJP-Bold.otf"
SERIF_BOLD = "ParlourSerif-Bold.otf"


def font_dir(base_dir: str | Path | None = None) -> Path:
    """The folder holding the font files: ``base_dir`` itself, or its art/fonts/ (a repo root)."""
    if base_dir is None:
        return FONT_DIR
    base = Path(base_dir)
    nested = base / "art" / "fonts"
    return nested if nested.is_dir() else base


class Fonts:
    """``fonts.get(24)`` -> a pygame Font for UI text in any language the catalogs use."""

    def __init__(self, base_dir: str | Path | None = None) -> None:
        self.dir = font_dir(base_dir)
        for name in (REGULAR, BOLD, SERIF_BOLD):
            if not (self.dir / name).is_file():
                raise FileNotFoundError(f"font file {self.dir / name} is missing; run art/fonts/make_font.py")
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._probe: pygame.freetype.Font | None = None
        self._covered: dict[str, bool] = {}

    def path(self, bold: bool = False, serif: bool = False) -> Path:
        """The file of a face, for code that wants pygame.freetype or its own Font objects."""
        if serif:
            return self.dir / SERIF_BOLD
        return self.dir / (BOLD if bold else REGULAR)

    def get(self, px: int, bold: bool = False) -> pygame.font.Font:
        """The text face at ``px`` pixels (the font's em size), cached."""
        return self._open(self.path(bold), px)

    def serif(self, px: int) -> pygame.font.Font:
        """The bold serif used for card indices (Latin letters and digits only)."""
        return self._open(self.path(serif=True), px)

    def _open(self, path: Path, px: int) -> pygame.font.Font:
        key = (path.name, max(1, int(px)))
        font = self._fonts.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = self._fonts[key] = pygame.font.Font(str(path), key[1])
        return font

    def covers(self, text: str) -> bool:
        """True when the text face has a glyph for every character of ``text`` (blanks aside)."""
        return not self.missing(text)

    def missing(self, text: str) -> str:
        """The characters of ``text`` that the text face cannot draw, in order, each once."""
        out: list[str] = []
        for char in text:
            if char.isspace() or char in out:
                continue
            ok = self._covered.get(char)
            if ok is None:
                ok = self._covered[char] = self._probe_font().get_metrics(char)[0] is not None
            if not ok:
                out.append(char)
        return "".join(out)

    def _probe_font(self) -> pygame.freetype.Font:
        if self._probe is None:
            if not pygame.freetype.get_init():
                pygame.freetype.init()
            self._probe = pygame.freetype.Font(str(self.path()), 16)
        return self._probe

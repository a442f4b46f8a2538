"""The rules reader: each registered game's reference (game/rules_text/<id>.md), laid out on a
scrollable sheet, with real card and tile sprites for the example lines.

The texts are a small Markdown subset: ``#`` / ``##`` headings, paragraphs, ``-`` bullets,
``| tables |``, ``**bold**`` (shown plain), card lines ``[cards] AS QH / 6D 7C = caption``
(card codes of rules.core.cards, ``/`` between sets) and tile lines ``[tiles] 4p 6p / Rd Rd Rd = caption``
(tile codes of rules.mahjong.tiles.tile_code, drawn as tile faces in the player's tile style).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.scenes import MenuScene, game_name
from game.look import GOLD_DARK, INK, IVORY, WOOD, WOOD_DARK, panel, text, wrap
from game.widgets import Button, ScrollView, Widget
from rules.core.registry import get_variant, variant_ids
from rules.core.text import language, tr

if TYPE_CHECKING:
    from game.app import App

TEXT_DIR = Path(__file__).resolve().parent.parent / "rules_text"
SHEET = pygame.Rect(330, 116, 910, 600)
PAD = 28
CARD = (50, 70)
TILE = (34, 45)
CAPTION_MIN = 200  # px: a narrower caption beside a card line goes under it

Block = tuple[int, Callable[[pygame.Surface, int], None]]  # (height, draw at y)


def rules_path(variant_id: str, lang: str) -> Path | None:
    """The reference in ``lang`` if there is one, else the English one, else None."""
    for name in (f"{variant_id}.{lang}.md", f"{variant_id}.md"):
        path = TEXT_DIR / name
        if path.is_file():
            return path
    return None


def _plain(s: str) -> str:
    return re.sub(r"\*\*(.+?)\*\*", r"\1", s).replace("`", "")


class Sheet:
    """Lays the Markdown subset out as blocks, then paints them onto one tall surface."""

    def __init__(self, fonts: Any, cards: Any, width: int, tiles: Any = None) -> None:
        self.fonts, self.cards, self.width, self.tiles = fonts, cards, width, tiles

    def render(self, source: str) -> pygame.Surface:
        blocks: list[Block] = []
        lines = source.splitlines()
        i = 0
        para: list[str] = []

        def flush() -> None:
            if para:
                blocks.append(self.paragraph(" ".join(para)))
                para.clear()

        while i < len(lines):
            line = lines[i].rstrip()
            if not line:
                flush()
            elif line.startswith("## "):
                flush()
                blocks.append(self.heading(line[3:], 26, True))
            elif line.startswith("# "):
                flush()
                blocks.append(self.heading(line[2:], 34, False))
            elif line.startswith("- "):
                flush()
                blocks.append(self.bullet(line[2:]))
            elif re.match(r"\d+\. ", line):
                flush()
                number, rest = line.split(" ", 1)
                blocks.append(self.bullet(rest, number))
            elif line.startswith("[cards]"):
                flush()
                blocks.append(self.card_line(line[len("[cards]") :].strip()))
            elif line.startswith("[tiles]") and self.tiles is not None:
                flush()
                blocks.append(self.card_line(line[len("[tiles]") :].strip(), tiles=True))
            elif line.startswith("|"):
                flush()
                rows = []
                while i < len(lines) and lines[i].startswith("|"):
                    cells = [c.strip() for c in lines[i].strip().strip("|").split("|")]
                    if not all(re.fullmatch(r":?-+:?", c) for c in cells):
                        rows.append([_plain(c) for c in cells])
                    i += 1
                blocks.append(self.table(rows))
                continue
            else:
                para.append(line)
            i += 1
        flush()
        height = sum(h for h, _ in blocks) + 2 * PAD
        surface = pygame.Surface((self.width, height), pygame.SRCALPHA)
        y = PAD
        for h, paint in blocks:
            paint(surface, y)
            y += h
        return surface

    # -- blocks --------------------------------------------------------------------------------

    def heading(self, s: str, px: int, rule: bool) -> Block:
        def paint(surface: pygame.Surface, y: int) -> None:
            r = text(surface, self.fonts, s, px, WOOD_DARK, (PAD, y + 14), "topleft", bold=True, max_width=self.width - 2 * PAD)
            if rule:
                pygame.draw.line(surface, GOLD_DARK, (PAD, r.bottom + 6), (self.width - PAD, r.bottom + 6), 2)

        return px + 34, paint

    def _lines(self, s: str, x: int, px: int = 19) -> Block:
        lines = wrap(self.fonts, _plain(s), px, self.width - x - PAD)
        step = px + 9

        def paint(surface: pygame.Surface, y: int) -> None:
            for n, line in enumerate(lines):
                text(surface, self.fonts, line, px, INK, (x, y + n * step), "topleft")

        return step * len(lines) + 10, paint

    def paragraph(self, s: str) -> Block:
        return self._lines(s, PAD)

    def bullet(self, s: str, mark: str = "•") -> Block:
        h, paint_lines = self._lines(s, PAD + 28)

        def paint(surface: pygame.Surface, y: int) -> None:
            text(surface, self.fonts, mark, 19, GOLD_DARK, (PAD + 8, y), "topleft", bold=True)
            paint_lines(surface, y)

        return h, paint

    def card_line(self, spec: str, tiles: bool = False) -> Block:
        cards_part, _, caption = spec.partition("=")
        groups = [g.split() for g in cards_part.split("/")]
        size, gap, inner = (TILE, 12, 2) if tiles else (CARD, 16, 3)
        face = self.tiles.face if tiles else self.cards.face
        cards_w = sum(len(g) * (size[0] + inner) for g in groups) + gap * (len(groups) - 1)
        caption_x = PAD + 24 + cards_w + 24
        # A whole hand of cards leaves no room beside it: its caption goes underneath.
        below = bool(caption.strip()) and self.width - caption_x - PAD < CAPTION_MIN
        if below:
            caption_x = PAD + 24
        caption_lines = wrap(self.fonts, caption.strip(), 18, self.width - caption_x - PAD)

        def paint(surface: pygame.Surface, y: int) -> None:
            x = PAD + 24
            for group in groups:
                for code in group:
                    surface.blit(face(code, size), (x, y + 6))
                    x += size[0] + inner
                x += gap
            if below:
                top = y + 6 + size[1] + 6
            else:
                top = y + 6 + max(0, size[1] // 2 - len(caption_lines) * 13)
            for n, line in enumerate(caption_lines):
                text(surface, self.fonts, line, 18, INK, (caption_x, top + n * 26), "topleft")

        if below:
            return size[1] + 6 + len(caption_lines) * 26 + 16, paint
        return max(size[1], len(caption_lines) * 26) + 16, paint

    def table(self, rows: list[list[str]]) -> Block:
        px, line_h = 17, 24
        cols = max(len(r) for r in rows)
        rows = [r + [""] * (cols - len(r)) for r in rows]
        font = self.fonts.get(px)
        bold = self.fonts.get(px, True)
        natural = [max((bold if n == 0 else font).size(r[c])[0] for n, r in enumerate(rows)) + 20 for c in range(cols)]
        avail = self.width - 2 * PAD
        widths = list(natural)
        if sum(widths) > avail:
            # The widest column (the one with the prose) gives way and wraps.
            wide = widths.index(max(widths))
            widths[wide] = max(120, avail - (sum(widths) - widths[wide]))
            if sum(widths) > avail:
                widths = [w * avail // sum(widths) for w in widths]
        cells = [[wrap(self.fonts, r[c], px, widths[c] - 16, bold=n == 0) for c in range(cols)] for n, r in enumerate(rows)]
        heights = [max(len(c) for c in row) * line_h + 10 for row in cells]

        def paint(surface: pygame.Surface, y: int) -> None:
            top = y + 4
            total = sum(widths)
            for n, row in enumerate(cells):
                rect = pygame.Rect(PAD, top, total, heights[n])
                if n == 0:
                    pygame.draw.rect(surface, WOOD, rect, border_top_left_radius=6, border_top_right_radius=6)
                elif n % 2 == 0:
                    pygame.draw.rect(surface, (236, 226, 200), rect)
                x = PAD
                for c, cell in enumerate(row):
                    for k, line in enumerate(cell):
                        text(surface, self.fonts, line, px, IVORY if n == 0 else INK, (x + 8, top + 5 + k * line_h), "topleft", bold=n == 0)
                    x += widths[c]
                top += heights[n]
            pygame.draw.rect(surface, WOOD, pygame.Rect(PAD, y + 4, total, top - y - 4), 1, border_radius=6)

        return sum(heights) + 22, paint


class RulesScene(MenuScene):
    def __init__(self, app: App, variant_id: str | None = None) -> None:
        super().__init__(app)
        self.games = variant_ids()
        self.variant_id = variant_id or self.games[0]
        self._sheets: dict[tuple[str, str, str], pygame.Surface] = {}

    def heading(self) -> tuple[str, str]:
        return tr("Rules"), ""

    def sheet(self) -> pygame.Surface:
        key = (self.variant_id, language(), self.app.settings.tile_style)
        if key not in self._sheets:
            path = rules_path(self.variant_id, language())
            if path is None:
                names = get_variant(self.variant_id).names
                source = f"# {names['en']} {names.get('original', '')}\n\n" + tr("The rules reference for this game is not written yet.")
            else:
                source = path.read_text(encoding="utf-8")
            self._sheets[key] = Sheet(self.app.fonts, self.app.cards, SHEET.w, self.app.tiles).render(source)
        return self._sheets[key]

    def build(self) -> list[Widget]:
        widgets: list[Widget] = []
        y = SHEET.y
        for vid in self.games:
            widgets.append(Button((40, y, 260, 52), game_name(get_variant(vid)), lambda vid=vid: self.pick(vid), primary=vid == self.variant_id, px=20))
            y += 62
        self.view = ScrollView(SHEET.inflate(-4, -12), self.sheet())
        widgets.append(self.view)
        widgets.append(Button((40, 800 - 100, 200, 54), tr("Back"), self.back))
        return widgets

    def enter(self) -> None:
        super().enter()
        self.form.focus_on(self.view)

    def pick(self, variant_id: str) -> None:
        if variant_id != self.variant_id:
            self.variant_id = variant_id
            self.rebuild()

    def draw_extra(self, surface: pygame.Surface) -> None:
        panel(surface, SHEET, IVORY, WOOD_DARK, radius=12)
        text(surface, self.app.fonts, tr("Scroll with the wheel, the arrow keys or Page Up / Page Down."), 17, IVORY, (SHEET.right, SHEET.bottom + 22), "midright")

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # The sheet's rounded corners: redraw the frame over the scrolled content.
        pygame.draw.rect(surface, WOOD_DARK, SHEET, 2, border_radius=12)

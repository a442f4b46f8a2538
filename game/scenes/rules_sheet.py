"""The rules sheet: a rules text (a small Markdown subset, see game/scenes/rules_scene.py) laid
out as blocks and painted onto one tall surface, with real card and tile sprites for the
illustration lines of game.rules_markup, a table of contents and the ``[[Section]]`` links.
The reader (game/scenes/rules_scene.py) shows the surface and follows the links."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, Callable

import pygame

from game.look import GOLD, GOLD_DARK, INK, IVORY, WOOD, WOOD_DARK, text, wrap
from game.rules_markup import Illustration, MarkupError, is_illustration, parse, resolve_links
from rules.core.text import tr

PAD = 28
INDENT = 24  # an illustration row starts this far in from the text
CARD = (50, 70)
TILE = (38, 51)  # a tile face
CARD_TILE = (40, 56)  # a tile slot holding a card (game.table.card_tiles fits a 5:7 card in it)
INNER = {"cards": 3, "tiles": 2}  # px between the pieces of a set
SET_GAP = 14  # px between sets
ROW_GAP = 8  # px between the rows of a wrapped illustration
CAPTION_MIN = 200  # px: a narrower caption beside a row goes under it
CAPTION_GRID = 150  # px: where a caption beside a row may start
CAPTION_PX = 18
LINE_STEP = 28  # a paragraph line at 19 px
LINK_INK = (28, 84, 140)  # a link in a paragraph: blue ink, underlined


@dataclass
class Block:
    """One laid-out piece of the sheet: its height and how to paint it at a y; ``anchor`` names a
    section heading, ``texts`` are its lines (dy, words) for the search, ``links`` its clickable
    areas (rect relative to the block's top, the section they jump to: its number, or its heading
    until the page resolves it)."""

    height: int
    paint: Callable[[pygame.Surface, int], None]
    anchor: str | None = None
    texts: list[tuple[int, str]] = field(default_factory=list)
    links: list[tuple[pygame.Rect, int | str]] = field(default_factory=list)


@dataclass
class Page:
    """A rendered reference: the surface, its sections (title, y), links (rect on the surface,
    section number: the contents first, then the links of the text, in reading order) and its text
    lines (y, height, words) for the search. A link to a heading the page lacks is left out (the
    tests check that every link has its section)."""

    surface: pygame.Surface
    sections: list[tuple[str, int]]
    links: list[tuple[pygame.Rect, int]]
    lines: list[tuple[int, int, str]]

    def find(self, query: str, after: int = -1) -> int | None:
        """The y of the first line below ``after`` holding ``query`` (any case), wrapping to the top."""
        q = query.strip().casefold()
        if not q:
            return None
        hits = [y for y, _, s in self.lines if q in s.casefold()]
        return next((y for y in hits if y > after), hits[0] if hits else None)


def card_material(variant_id: str) -> str:
    """How a game draws its cards: "card_tiles" for a mahjong played with cards (its table's
    ``material``), else "cards"."""
    try:
        table = getattr(import_module(f"rules.{variant_id}.table"), "TABLE", None)
    except ImportError:
        return "cards"
    return getattr(table, "material", "cards")


def _unmarked(s: str) -> str:
    return re.sub(r"\*\*(.+?)\*\*", r"\1", s).replace("`", "")


def _plain(s: str) -> str:
    """The words of ``s``: no bold marks, and links as their words (where they are not followed)."""
    return resolve_links(_unmarked(s))[0]


class Sheet:
    """Lays the Markdown subset out as blocks, then paints them onto one tall surface.

    ``card_tiles``, when given, draws the ``[cards]`` rows as the table does for a game played
    with cards as tiles (``get(code, size, pose=...)`` of game.table.card_tiles)."""

    def __init__(self, fonts: Any, cards: Any, width: int, tiles: Any = None, card_tiles: Any = None) -> None:
        self.fonts, self.cards, self.width, self.tiles, self.card_tiles = fonts, cards, width, tiles, card_tiles

    def render(self, source: str) -> Page:
        blocks = self.blocks(source)
        sections = [b.anchor for b in blocks if b.anchor is not None]
        if sections:
            blocks.insert(1 if blocks[0].anchor is None else 0, self.contents(sections))
        height = sum(b.height for b in blocks) + 2 * PAD
        surface = pygame.Surface((self.width, height), pygame.SRCALPHA)
        page = Page(surface, [], [], [])
        number = {title: n for n, title in enumerate(sections)}
        y = PAD
        for b in blocks:
            b.paint(surface, y)
            if b.anchor is not None:
                page.sections.append((b.anchor, y))
            page.links += [(r.move(0, y), number[n] if isinstance(n, str) else n) for r, n in b.links if not isinstance(n, str) or n in number]
            page.lines += [(y + dy, LINE_STEP, s) for dy, s in b.texts]
            y += b.height
        return page

    def blocks(self, source: str) -> list[Block]:
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
            elif is_illustration(line):
                flush()
                blocks.append(self.illustration(line))
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
        return blocks

    # -- blocks --------------------------------------------------------------------------------

    def heading(self, s: str, px: int, rule: bool) -> Block:
        s = _plain(s)

        def paint(surface: pygame.Surface, y: int) -> None:
            r = text(surface, self.fonts, s, px, WOOD_DARK, (PAD, y + 14), "topleft", bold=True, max_width=self.width - 2 * PAD)
            if rule:
                pygame.draw.line(surface, GOLD_DARK, (PAD, r.bottom + 6), (self.width - PAD, r.bottom + 6), 2)

        return Block(px + 34, paint, anchor=s if rule else None, texts=[(14, s)])

    def contents(self, sections: list[str]) -> Block:
        """The table of contents: every section in two columns, each a link."""
        px, step = 18, 30
        col_w = (self.width - 2 * PAD - 24) // 2
        rows = (len(sections) + 1) // 2
        top = 40
        links = [
            (pygame.Rect(PAD + 12 + (n // rows) * (col_w + 12), top + (n % rows) * step, col_w, step), n)
            for n in range(len(sections))
        ]
        height = top + rows * step + 12

        def paint(surface: pygame.Surface, y: int) -> None:
            box = pygame.Rect(PAD, y + 4, self.width - 2 * PAD, height - 8)
            pygame.draw.rect(surface, (238, 228, 204), box, border_radius=8)
            pygame.draw.rect(surface, GOLD_DARK, box, 1, border_radius=8)
            text(surface, self.fonts, tr("Contents"), 18, WOOD_DARK, (PAD + 14, y + 12), "topleft", bold=True)
            for r, n in links:
                at = r.move(0, y)
                text(surface, self.fonts, f"{n + 1}.", px, GOLD_DARK, (at.x, at.centery), "midleft", bold=True)
                label = text(surface, self.fonts, sections[n], px, WOOD, (at.x + 30, at.centery), "midleft", max_width=at.w - 34)
                pygame.draw.line(surface, GOLD, (label.x, label.bottom - 1), (label.right, label.bottom - 1), 1)

        return Block(height + 6, paint, links=links)

    def _lines(self, s: str, x: int, px: int = 19) -> Block:
        words, links = resolve_links(re.sub(r"\s+", " ", _unmarked(s)).strip())
        lines = wrap(self.fonts, words, px, self.width - x - PAD)
        step = px + 9
        font = self.fonts.get(px)
        # Each line's runs (x, words, link target or None), and the links' rects: a link that
        # wraps is a link on each of its lines.
        runs: list[list[tuple[int, str, str | None]]] = []
        rects: list[tuple[pygame.Rect, int | str]] = []
        at = 0
        for n, line in enumerate(lines):
            start = words.find(line, at)
            at = start + len(line)
            cuts = sorted({0, len(line)} | {min(max(c - start, 0), len(line)) for link in links for c in (link.start, link.end)})
            row = []
            for a, b in zip(cuts, cuts[1:]):
                target = next((k.target for k in links if k.start <= start + a and start + b <= k.end), None)
                left = x + font.size(line[:a])[0]
                row.append((left, line[a:b], target))
                if target is not None and line[a:b].strip():
                    rects.append((pygame.Rect(left, n * step, font.size(line[a:b])[0], step), target))
            runs.append(row)

        def paint(surface: pygame.Surface, y: int) -> None:
            for n, row in enumerate(runs):
                for left, part, target in row:
                    r = text(surface, self.fonts, part, px, INK if target is None else LINK_INK, (left, y + n * step), "topleft")
                    if target is not None and part.strip():
                        pygame.draw.line(surface, LINK_INK, (r.x, r.bottom - 2), (r.right, r.bottom - 2), 1)

        return Block(step * len(lines) + 10, paint, texts=[(n * step, line) for n, line in enumerate(lines)], links=rects)

    def paragraph(self, s: str) -> Block:
        return self._lines(s, PAD)

    def bullet(self, s: str, mark: str = "•") -> Block:
        block = self._lines(s, PAD + 28)
        paint_lines = block.paint

        def paint(surface: pygame.Surface, y: int) -> None:
            text(surface, self.fonts, mark, 19, GOLD_DARK, (PAD + 8, y), "topleft", bold=True)
            paint_lines(surface, y)

        block.paint = paint
        return block

    def piece_size(self, kind: str) -> tuple[int, int]:
        if kind == "tiles":
            return TILE
        return CARD_TILE if self.card_tiles is not None else CARD

    def sprite(self, kind: str, code: str, marked: bool) -> pygame.Surface:
        size = self.piece_size(kind)
        if kind == "tiles":
            return self.tiles.face(code, size, marked=marked)
        if self.card_tiles is not None:
            return self.card_tiles.get(code, size, pose="lying", marked=marked)
        return self.cards.face(code, size)

    def rows(self, art: Illustration, width: int) -> list[list[list[str]]]:
        """The sets of ``art`` in rows no wider than ``width``: a row breaks between sets, and
        inside a set only when the set alone is wider than a row."""
        w, inner = self.piece_size(art.kind)[0], INNER[art.kind]
        per_row = max(1, (width + inner) // (w + inner))
        rows: list[list[list[Any]]] = [[]]
        used = 0
        for group in art.groups:
            chunks = [list(group[k : k + per_row]) for k in range(0, len(group), per_row)]
            for chunk in chunks:
                need = len(chunk) * (w + inner) - inner + (SET_GAP if rows[-1] else 0)
                if rows[-1] and used + need > width:
                    rows.append([])
                    used, need = 0, need - SET_GAP
                rows[-1].append(chunk)
                used += need
        return rows

    def row_width(self, kind: str, row: list[list[Any]]) -> int:
        w, inner = self.piece_size(kind)[0], INNER[kind]
        return sum(len(g) * (w + inner) - inner for g in row) + SET_GAP * (len(row) - 1)

    def illustration(self, line: str) -> Block:
        try:
            art = parse(line)
        except MarkupError as e:
            return self._lines(str(e), PAD)  # shown, not hidden: a text to fix
        if (art.kind == "tiles" and self.tiles is None) or (art.kind == "cards" and self.cards is None and self.card_tiles is None):
            return self._lines(art.caption, PAD) if art.caption else Block(0, lambda s, y: None)
        left = PAD + INDENT
        rows = self.rows(art, self.width - left - PAD)
        piece_h = self.piece_size(art.kind)[1]
        rows_h = len(rows) * piece_h + (len(rows) - 1) * ROW_GAP
        # Captions beside rows start on a grid, so those of neighbouring rows line up.
        caption_x = left + -(-(max(self.row_width(art.kind, r) for r in rows) + 24) // CAPTION_GRID) * CAPTION_GRID
        # A caption goes underneath when the row leaves it too little room beside (or it would
        # take more than two lines there), or when the row wrapped.
        caption = wrap(self.fonts, _plain(art.caption), CAPTION_PX, max(1, self.width - caption_x - PAD)) if art.caption else []
        below = bool(caption) and (self.width - caption_x - PAD < CAPTION_MIN or len(caption) > 2 or len(rows) > 1)
        if below:
            caption_x = left
            caption = wrap(self.fonts, _plain(art.caption), CAPTION_PX, self.width - caption_x - PAD)
        caption_h = len(caption) * 26
        cap_top = 6 + rows_h + 6 if below else 6 + max(0, rows_h // 2 - caption_h // 2)
        w, inner = self.piece_size(art.kind)[0], INNER[art.kind]

        def paint(surface: pygame.Surface, y: int) -> None:
            for r, row in enumerate(rows):
                x, top = left, y + 6 + r * (piece_h + ROW_GAP)
                for group in row:
                    for p in group:
                        surface.blit(self.sprite(art.kind, p.code, p.marked), (x, top))
                        x += w + inner
                    x += SET_GAP - inner
            for n, s in enumerate(caption):
                text(surface, self.fonts, s, CAPTION_PX, INK, (caption_x, y + cap_top + n * 26), "topleft")

        height = (cap_top + caption_h if below else max(rows_h, caption_h)) + 16
        return Block(height, paint, texts=[(cap_top + n * 26, s) for n, s in enumerate(caption)])

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
        tops = [4 + sum(heights[:n]) for n in range(len(rows))]

        def paint(surface: pygame.Surface, y: int) -> None:
            total = sum(widths)
            for n, row in enumerate(cells):
                rect = pygame.Rect(PAD, y + tops[n], total, heights[n])
                if n == 0:
                    pygame.draw.rect(surface, WOOD, rect, border_top_left_radius=6, border_top_right_radius=6)
                elif n % 2 == 0:
                    pygame.draw.rect(surface, (236, 226, 200), rect)
                x = PAD
                for c, cell in enumerate(row):
                    for k, line in enumerate(cell):
                        text(surface, self.fonts, line, px, IVORY if n == 0 else INK, (x + 8, rect.y + 5 + k * line_h), "topleft", bold=n == 0)
                    x += widths[c]
            pygame.draw.rect(surface, WOOD, pygame.Rect(PAD, y + 4, total, sum(heights)), 1, border_radius=6)

        texts = [(tops[n], " ".join(" ".join(c) for c in row)) for n, row in enumerate(cells)]
        return Block(sum(heights) + 22, paint, texts=texts)

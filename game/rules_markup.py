"""The illustration lines of the rules texts (game/rules_text/*.md): a row of real card or tile
sprites, drawn by the rules reader (game/scenes/rules_sheet.py). Parsing needs no display.

An illustration is a line of its own, starting with ``[cards]`` or ``[tiles]``::

    [cards] A♠ Q♥ / 6D 7C = Wangzi: A–Q and 6–7, any suits
    [tiles] 123m 456p 789s / 中中中 / 55s = a winning hand
    [tiles] 234p 5p* 6p* / 99s = two laizi (marked) stand in

- ``[cards]``: cards as rules.core.cards reads them: codes (``AS``, ``TH``, ``JK1``) or as a
  person writes them (``A♠``, ``10♥``, ``JK``). A game played with cards as tiles (Trump
  Mahjong) draws them in its own material, cards in tile slots.
- ``[tiles]``: tiles in any notation of rules.mahjong.tiles.parse_tiles: codes (``1m``, ``E``,
  ``Rd``, ``F1``), compact runs (``123m``, ``1234567z``) and kanji (``東``, ``中``, ``春``).
- ``/`` separates sets: a gap is drawn between them. Within a set, spaces mean nothing.
- ``*`` right after a piece marks it (a game's special piece, e.g. Wuhan's laizi), drawn with the
  gold frame the table gives it.
- ``= caption`` (optional): the words beside the row, or under it when the row is wide.

A row longer than the sheet wraps between sets (inside a set only if the set alone is too
long). A piece that is not a card or tile is an error naming the line and the piece.

A link to a section, anywhere in a paragraph, bullet or numbered item, is the section's
heading in double brackets, or the heading and the words to show::

    Three-sou wins whatever the [[Shibari (縛り): the yaku you need|shibari]].
    The payments are under [[Scoring]].

The reader shows the words as a link that jumps to the section (game/scenes/rules_sheet.py draws
it, game/scenes/rules_scene.py follows it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.core.cards import parse_card
from rules.mahjong.tiles import parse_tiles, tile_code

KINDS = ("cards", "tiles")
_LINE = re.compile(r"\[(cards|tiles)\]\s*(.*)$")


_LINK = re.compile(r"\[\[([^\]|]+)(?:\|([^\]]+))?\]\]")


@dataclass(frozen=True)
class Link:
    """A link in a text: its words are ``text[start:end]`` of the text with the links resolved."""

    start: int
    end: int
    target: str  # a section heading


def resolve_links(s: str) -> tuple[str, list[Link]]:
    """``s`` with every ``[[Section]]`` / ``[[Section|words]]`` replaced by its words, and the links."""
    out, links, at = [], [], 0
    length = 0
    for m in _LINK.finditer(s):
        before = s[at : m.start()]
        target = m.group(1).strip()
        words = (m.group(2) or m.group(1)).strip()
        out += [before, words]
        length += len(before)
        links.append(Link(length, length + len(words), target))
        length += len(words)
        at = m.end()
    out.append(s[at:])
    return "".join(out), links


def link_targets(s: str) -> list[str]:
    """The section headings the links of ``s`` point to, in order."""
    return [link.target for link in resolve_links(s)[1]]


class MarkupError(ValueError):
    """An illustration line that does not name real cards or tiles."""


@dataclass(frozen=True)
class Piece:
    code: str  # a card code (rules.core.cards) or a tile code (rules.mahjong.tiles.tile_code)
    marked: bool = False


@dataclass(frozen=True)
class Illustration:
    kind: str  # "cards" or "tiles"
    groups: tuple[tuple[Piece, ...], ...]
    caption: str

    @property
    def pieces(self) -> list[Piece]:
        return [p for g in self.groups for p in g]


def is_illustration(line: str) -> bool:
    return _LINE.match(line.strip()) is not None


def parse(line: str) -> Illustration:
    """The illustration of one text line; MarkupError says what is wrong."""
    m = _LINE.match(line.strip())
    if m is None:
        raise MarkupError(f"{line!r} is not an illustration: start it with [cards] or [tiles]")
    kind, rest = m.groups()
    body, _, caption = rest.partition("=")
    groups = []
    for part in body.split("/"):
        group = tuple(_pieces(kind, part, line))
        if not group:
            raise MarkupError(f"{line!r}: an empty set (two '/' in a row, or one at an end)")
        groups.append(group)
    return Illustration(kind, tuple(groups), caption.strip())


def _pieces(kind: str, part: str, line: str) -> list[Piece]:
    out: list[Piece] = []
    for token in part.split():
        # A '*' marks the piece just before it (with compact tiles, the last of the run).
        chunks = re.findall(r"[^*]+\*?", token)
        if not chunks:
            raise MarkupError(f"{line!r}: a '*' must follow a card or tile")
        for chunk in chunks:
            marked = chunk.endswith("*")
            text = chunk.rstrip("*")
            try:
                codes = [parse_card(text)] if kind == "cards" else [tile_code(t) for t in parse_tiles(text)]
            except ValueError as e:
                raise MarkupError(f"{line!r}: {e}") from None
            out.extend(Piece(c) for c in codes[:-1])
            out.append(Piece(codes[-1], marked))
    return out

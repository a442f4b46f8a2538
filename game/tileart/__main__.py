"""A contact sheet of every tile in every form: ``python -m game.tileart --sheet out.png``.

For each face width asked (``--widths 36 72``): the 42 tiles standing, lying and sideways, in
the learner style, marked (laizi), and the backs and the wall's edge, on felt, so the drawing can
be judged by eye at the sizes the table uses.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.fonts import BOLD, FONT_DIR  # noqa: E402
from game.tileart import TileArt, size_for  # noqa: E402
from rules.mahjong.tiles import tile_code  # noqa: E402

FELT = (24, 94, 64)
GROUPS = [list(range(0, 9)), list(range(9, 18)), list(range(18, 27)), list(range(27, 34)), list(range(34, 42))]
GAP = 6


def _block(art: TileArt, width: int, pose: str, title: str, font: pygame.font.Font, **kw: bool) -> pygame.Surface:
    """The five groups (m, p, s, honours, flowers) one row each, in one pose."""
    size = size_for(pose, width)
    label = font.render(title, True, (240, 236, 220))
    cols = max(len(g) for g in GROUPS)
    block = pygame.Surface((max(label.get_width(), cols * (size[0] + GAP)), label.get_height() + 4 + len(GROUPS) * (size[1] + GAP)))
    block.fill(FELT)
    block.blit(label, (0, 0))
    y = label.get_height() + 4
    for group in GROUPS:
        for i, kind in enumerate(group):
            block.blit(art.tile(tile_code(kind), size, pose, **kw), (i * (size[0] + GAP), y))
        y += size[1] + GAP
    return block


def _backs(art: TileArt, width: int, font: pygame.font.Font) -> pygame.Surface:
    """Backs standing and lying, a wall of edges two high, and bare faces."""
    label = font.render("backs standing / lying, wall (edges), bare faces", True, (240, 236, 220))
    stand, lie, edge = size_for("standing", width), size_for("lying", width), size_for("edge", width)
    face = (width, round(width / 0.75))
    block = pygame.Surface((max(label.get_width(), 16 * (width + GAP)), label.get_height() + 4 + max(stand[1], lie[1], 2 * edge[1], face[1]) + GAP))
    block.fill(FELT)
    block.blit(label, (0, 0))
    y, x = label.get_height() + 4, 0
    for _ in range(3):
        block.blit(art.back(stand, "standing"), (x, y))
        x += stand[0] + GAP
    for _ in range(3):
        block.blit(art.back(lie), (x, y))
        x += lie[0] + GAP
    for i in range(4):  # a wall, two high
        block.blit(art.edge(edge), (x + i * edge[0], y + edge[1] - max(1, width // 12)))
        block.blit(art.edge(edge), (x + i * edge[0], y))
    x += 4 * edge[0] + GAP
    for code in ("5p", "Rd", "F6"):
        block.blit(art.face(code, face), (x, y))
        x += face[0] + GAP
    return block


def contact_sheet(widths: list[int]) -> pygame.Surface:
    pygame.font.init()
    font = pygame.font.Font(str(FONT_DIR / BOLD), 16)
    classic, learner = TileArt(), TileArt("learner")
    blocks: list[list[pygame.Surface]] = []
    for w in widths:
        blocks.append([_block(classic, w, "standing", f"standing, width {w}", font),
                       _block(classic, w, "lying", f"lying, width {w}", font)])
        blocks.append([_block(learner, w, "standing", f"learner style, width {w}", font),
                       _block(classic, w, "lying", f"marked (laizi), width {w}", font, marked=True)])
        blocks.append([_block(classic, w, "sideways", f"sideways, width {w}", font)])
        blocks.append([_backs(classic, w, font)])
    width = max(sum(b.get_width() + 3 * GAP for b in row) for row in blocks) + 2 * GAP
    height = sum(max(b.get_height() for b in row) + 3 * GAP for row in blocks) + 2 * GAP
    sheet = pygame.Surface((width, height))
    sheet.fill(FELT)
    y = 2 * GAP
    for row in blocks:
        x = 2 * GAP
        for b in row:
            sheet.blit(b, (x, y))
            x += b.get_width() + 3 * GAP
        y += max(b.get_height() for b in row) + 3 * GAP
    return sheet


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheet", type=Path, required=True, help="the PNG to write")
    parser.add_argument("--widths", type=int, nargs="+", default=[36, 64], help="face widths in px")
    args = parser.parse_args()
    pygame.image.save(contact_sheet(args.widths), str(args.sheet))
    print(args.sheet)


if __name__ == "__main__":
    main()

"""The drawn figures of the playing cards: the court cards' busts, the joker's jester, the back's
rosette and stars. Pure pygame primitives in a half-panel's proportions, no third-party art."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.cardpaint import BLUE, GOLD, GOLD_DARK, GREEN, INK, PAPER, RED, SKIN, Colour, Point, draw_suit

def star(surface: pygame.Surface, centre: Point, radius: float, colour: Colour, points: int = 5) -> None:
    pts = []
    for i in range(points * 2):
        a = -math.pi / 2 + math.pi * i / points
        r = radius if i % 2 == 0 else radius * 0.45
        pts.append((centre[0] + math.cos(a) * r, centre[1] + math.sin(a) * r))
    pygame.draw.polygon(surface, colour, pts)


def rosette(surface: pygame.Surface, centre: Point, radius: float, gold: Colour, light: Colour) -> None:
    """An eight-petalled rosette: symmetric under a half turn, as a back must be."""
    cx, cy = centre
    for i in range(8):
        a = math.pi * i / 4
        tip = (cx + math.cos(a) * radius, cy + math.sin(a) * radius)
        side = radius * 0.28
        left = (cx + math.cos(a + 0.5) * side * 1.6, cy + math.sin(a + 0.5) * side * 1.6)
        right = (cx + math.cos(a - 0.5) * side * 1.6, cy + math.sin(a - 0.5) * side * 1.6)
        pygame.draw.polygon(surface, gold, [(cx, cy), left, tip, right])
    pygame.draw.circle(surface, light, centre, radius * 0.3)
    pygame.draw.circle(surface, gold, centre, radius * 0.18)


# --- figures ------------------------------------------------------------------------------------


def _poly(surface: pygame.Surface, colour: Colour, pts: Sequence[Point], outline: Colour | None = None) -> None:
    """A polygon in the half-panel's unit coordinates (x 0..1 across, y 0..1 down)."""
    w, h = surface.get_size()
    scaled = [(x * w, y * h) for x, y in pts]
    pygame.draw.polygon(surface, colour, scaled)
    if outline is not None:
        pygame.draw.polygon(surface, outline, scaled, width=max(1, round(w / 160)))


def _circle(surface: pygame.Surface, colour: Colour, x: float, y: float, r: float, width: int = 0) -> None:
    """A circle at unit (x, y) with radius ``r`` in units of the half-panel's width."""
    w, h = surface.get_size()
    pygame.draw.circle(surface, colour, (x * w, y * h), r * w, width=width)


def court_half(half: pygame.Surface, rank: int, suit: str, colour: Colour, accent: Colour) -> None:
    """One half of a court card: a crowned (K), tiara'd (Q) or capped (J) bust with an attribute."""
    w, h = half.get_size()
    lw = max(1, round(w / 160))
    # the attribute behind the figure: K a sword, Q a flower, J a halberd
    if rank == 13:
        _poly(half, (200, 205, 215), [(0.80, 0.06), (0.835, 0.02), (0.87, 0.06), (0.87, 0.80), (0.80, 0.80)], INK)
        _poly(half, GOLD, [(0.73, 0.78), (0.94, 0.78), (0.94, 0.84), (0.73, 0.84)], GOLD_DARK)
    elif rank == 11:
        _poly(half, (140, 90, 40), [(0.17, 0.12), (0.21, 0.12), (0.21, 1.0), (0.17, 1.0)])
        _poly(half, (200, 205, 215), [(0.19, 0.0), (0.27, 0.14), (0.19, 0.24), (0.11, 0.14)], INK)
        _poly(half, (200, 205, 215), [(0.21, 0.14), (0.33, 0.08), (0.33, 0.24), (0.21, 0.2)], INK)
    # robe
    robe = [(0.1, 1.0), (0.14, 0.74), (0.24, 0.64), (0.4, 0.6), (0.6, 0.6), (0.76, 0.64), (0.86, 0.74), (0.9, 1.0)]
    _poly(half, colour, robe, INK)
    _poly(half, accent, [(0.3, 1.0), (0.36, 0.66), (0.5, 0.78), (0.64, 0.66), (0.7, 1.0)])
    _poly(half, GOLD, [(0.36, 0.62), (0.5, 0.76), (0.64, 0.62), (0.6, 0.6), (0.5, 0.68), (0.4, 0.6)], GOLD_DARK)
    for y in (0.84, 0.92):
        _circle(half, GOLD, 0.5, y, 0.022)
    # trim along the robe's hem and shoulders
    for x in (0.18, 0.26, 0.74, 0.82):
        _circle(half, GOLD, x, 0.8, 0.015)
    # hair behind the face
    hair = {13: (235, 235, 240), 12: (224, 170, 60), 11: (120, 72, 30)}[rank]
    if rank == 12:  # long hair falling to the shoulders
        locks = [(0.5, 0.2), (0.62, 0.24), (0.68, 0.36), (0.7, 0.5), (0.74, 0.62), (0.66, 0.68), (0.6, 0.6),
                 (0.4, 0.6), (0.34, 0.68), (0.26, 0.62), (0.3, 0.5), (0.32, 0.36), (0.38, 0.24)]
        _poly(half, hair, locks, INK)
    else:
        _poly(half, hair, [(0.36, 0.3), (0.64, 0.3), (0.66, 0.5), (0.34, 0.5)])
    # face (an oval) with eyes, brows and mouth
    face = pygame.Rect(0, 0, w * 0.24, h * 0.36)
    face.center = (w * 0.5, h * 0.43)
    pygame.draw.ellipse(half, SKIN, face)
    pygame.draw.ellipse(half, INK, face, width=lw)
    for ex in (0.455, 0.545):
        _circle(half, INK, ex, 0.41, 0.014)
        pygame.draw.line(half, INK, (w * (ex - 0.03), h * 0.37), (w * (ex + 0.03), h * 0.37), lw)
    pygame.draw.line(half, (190, 60, 60), (w * 0.47, h * 0.53), (w * 0.53, h * 0.53), lw * 2)
    if rank == 13:  # the king's beard and moustache
        _poly(half, hair, [(0.39, 0.5), (0.44, 0.55), (0.5, 0.56), (0.56, 0.55), (0.61, 0.5), (0.6, 0.6), (0.5, 0.68), (0.4, 0.6)], INK)
        _poly(half, hair, [(0.44, 0.5), (0.5, 0.48), (0.56, 0.5), (0.5, 0.52)])
    # headgear
    if rank == 13:
        crown = [(0.34, 0.3), (0.34, 0.1), (0.42, 0.2), (0.5, 0.04), (0.58, 0.2), (0.66, 0.1), (0.66, 0.3)]
        _poly(half, GOLD, crown, GOLD_DARK)
        for x, y in ((0.34, 0.09), (0.5, 0.03), (0.66, 0.09)):
            _circle(half, GOLD, x, y, 0.022)
        _circle(half, accent, 0.5, 0.24, 0.03)
        _circle(half, RED if accent != RED else BLUE, 0.41, 0.26, 0.02)
        _circle(half, RED if accent != RED else BLUE, 0.59, 0.26, 0.02)
    elif rank == 12:
        _poly(half, GOLD, [(0.36, 0.3), (0.38, 0.18), (0.44, 0.22), (0.5, 0.12), (0.56, 0.22), (0.62, 0.18), (0.64, 0.3)], GOLD_DARK)
        _circle(half, accent, 0.5, 0.12, 0.028)
        for x in (0.38, 0.62):
            _circle(half, (255, 250, 240), x, 0.18, 0.016)
        # the flower she holds
        _poly(half, GREEN, [(0.22, 0.95), (0.24, 0.95), (0.27, 0.62), (0.25, 0.62)])
        for i in range(6):
            a = math.pi * i / 3
            _circle(half, accent if accent != BLUE else RED, 0.26 + math.cos(a) * 0.04, 0.56 + math.sin(a) * 0.04 * w / h, 0.032)
        _circle(half, GOLD, 0.26, 0.56, 0.025)
    else:
        _poly(half, accent, [(0.32, 0.32), (0.36, 0.16), (0.5, 0.1), (0.64, 0.16), (0.7, 0.3), (0.5, 0.26)], INK)
        _poly(half, GOLD, [(0.32, 0.32), (0.5, 0.26), (0.7, 0.3), (0.7, 0.34), (0.5, 0.3), (0.32, 0.36)], GOLD_DARK)
        _poly(half, (255, 255, 250), [(0.62, 0.16), (0.72, 0.04), (0.84, 0.0), (0.78, 0.08), (0.7, 0.2)], INK)  # the plume
    # the suit's sign as a badge on the free side
    badge_x = 0.2 if rank == 13 else 0.8
    draw_suit(half, suit, (w * badge_x, h * 0.2), h * 0.2, colour)


def jester(canvas: pygame.Surface, area: pygame.Rect, main: Colour, second: Colour) -> None:
    """The joker: a jester's head with a three-pointed belled cap over a ruff, and a star."""
    surf = pygame.Surface(area.size, pygame.SRCALPHA)
    w, h = surf.get_size()

    def P(pts: Sequence[Point]) -> list[Point]:
        return [(x * w, y * h) for x, y in pts]

    lw = max(1, round(w / 120))
    # the body: a diamond-patched tunic
    tunic = P([(0.12, 1.0), (0.18, 0.7), (0.35, 0.62), (0.65, 0.62), (0.82, 0.7), (0.88, 1.0)])
    pygame.draw.polygon(surf, main, tunic)
    for i, x in enumerate((0.3, 0.5, 0.7)):
        for j, y in enumerate((0.76, 0.9)):
            c = second if (i + j) % 2 == 0 else PAPER
            pygame.draw.polygon(surf, c, P([(x, y - 0.06), (x + 0.08, y), (x, y + 0.06), (x - 0.08, y)]))
    pygame.draw.polygon(surf, INK, tunic, width=lw)
    # the ruff
    for i in range(9):
        x = 0.3 + i * 0.05
        pygame.draw.circle(surf, PAPER, (x * w, 0.62 * h), w * 0.045)
        pygame.draw.circle(surf, INK, (x * w, 0.62 * h), w * 0.045, width=lw)
    # the face
    face = pygame.Rect(0, 0, w * 0.3, h * 0.22)
    face.center = (w * 0.5, h * 0.5)
    pygame.draw.ellipse(surf, SKIN, face)
    pygame.draw.ellipse(surf, INK, face, width=lw)
    for ex in (0.44, 0.56):
        pygame.draw.circle(surf, INK, (ex * w, 0.48 * h), w * 0.016)
    pygame.draw.arc(surf, (190, 60, 60), pygame.Rect(w * 0.42, h * 0.47, w * 0.16, h * 0.08), math.pi * 1.1, math.pi * 1.9, lw * 2)
    pygame.draw.circle(surf, (235, 120, 120), (0.4 * w, 0.53 * h), w * 0.025)
    pygame.draw.circle(surf, (235, 120, 120), (0.6 * w, 0.53 * h), w * 0.025)
    # the cap: three drooping points with bells
    band = P([(0.33, 0.42), (0.67, 0.42), (0.66, 0.37), (0.34, 0.37)])
    left = P([(0.34, 0.38), (0.42, 0.2), (0.22, 0.14), (0.08, 0.3), (0.2, 0.24), (0.3, 0.28)])
    mid = P([(0.4, 0.38), (0.6, 0.38), (0.56, 0.16), (0.5, 0.04), (0.44, 0.16)])
    right = P([(0.66, 0.38), (0.58, 0.2), (0.78, 0.14), (0.92, 0.3), (0.8, 0.24), (0.7, 0.28)])
    for part, c in ((left, second), (right, second), (mid, main)):
        pygame.draw.polygon(surf, c, part)
        pygame.draw.polygon(surf, INK, part, width=lw)
    pygame.draw.polygon(surf, GOLD, band)
    pygame.draw.polygon(surf, INK, band, width=lw)
    for x, y in ((0.08, 0.31), (0.5, 0.04), (0.92, 0.31)):
        pygame.draw.circle(surf, GOLD, (x * w, y * h), w * 0.045)
        pygame.draw.circle(surf, GOLD_DARK, (x * w, y * h), w * 0.045, width=lw)
    star(surf, (0.5 * w, 0.27 * h), w * 0.05, GOLD)
    canvas.blit(surf, area.topleft)

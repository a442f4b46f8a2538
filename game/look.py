"""One look for every screen: the palette (felt green, dark wood, ivory, gold), rounded panels with
soft drop shadows, the felt backdrop, and text: one line that never shrinks below MIN_PX (it is cut
short instead), and wrapping that respects Japanese line-break rules."""

from __future__ import annotations

import re
from typing import Protocol

import pygame


# -- palette -------------------------------------------------------------------------------------

FELT = (24, 94, 64)
FELT_DARK = (12, 58, 40)
FELT_LIGHT = (38, 120, 84)
WOOD = (86, 52, 30)
WOOD_DARK = (52, 30, 17)
WOOD_LIGHT = (128, 82, 48)
IVORY = (247, 240, 222)
IVORY_DIM = (214, 204, 180)
INK = (44, 32, 24)
INK_SOFT = (110, 94, 78)
GOLD = (222, 180, 90)
GOLD_DARK = (160, 118, 44)
RED = (176, 46, 38)
DISABLED = (150, 140, 124)

RADIUS = 10


class FontSource(Protocol):
    def get(self, px: int, bold: bool = False) -> pygame.font.Font: ...


# -- drawing helpers -----------------------------------------------------------------------------

_shadow_cache: dict[tuple[int, int, int, int], pygame.Surface] = {}


def shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int = RADIUS, offset: int = 5, alpha: int = 90) -> None:
    """A soft shadow under ``rect``: a few stacked translucent rounded rects."""
    key = (rect.w, rect.h, radius, alpha)
    img = _shadow_cache.get(key)
    if img is None:
        spread = 6
        img = pygame.Surface((rect.w + 2 * spread, rect.h + 2 * spread), pygame.SRCALPHA)
        for i in range(spread, 0, -1):
            a = alpha * (spread - i + 1) // (spread * 3)
            pygame.draw.rect(img, (0, 0, 0, a), pygame.Rect(spread - i, spread - i, rect.w + 2 * i, rect.h + 2 * i), border_radius=radius + i)
        _shadow_cache[key] = img
    surface.blit(img, (rect.x - 6, rect.y - 6 + offset))


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: tuple[int, ...] = IVORY,
    border: tuple[int, ...] | None = WOOD_DARK,
    radius: int = RADIUS,
    drop: bool = True,
    width: int = 2,
) -> None:
    if drop:
        shadow(surface, rect, radius)
    if len(fill) == 4:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect.topleft)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


MIN_PX = 13  # no text a player needs is drawn smaller than this at 1280x800


def text(
    surface: pygame.Surface,
    fonts: FontSource,
    s: str,
    px: int,
    color: tuple[int, int, int],
    pos: tuple[int, int],
    anchor: str = "center",
    bold: bool = False,
    max_width: int | None = None,
) -> pygame.Rect:
    """Render one line; ``anchor`` is a pygame.Rect attribute (center, midleft, topleft...).
    A line wider than ``max_width`` is set in a smaller size, never below MIN_PX; what still does
    not fit is cut short with an ellipsis (never squeezed out of reach of the eye)."""
    if not s:
        rect = pygame.Rect(0, 0, 0, fonts.get(px, bold).get_height())
        setattr(rect, anchor, pos)
        return rect
    s, px = fit(fonts, s, px, max_width, bold)
    img = fonts.get(px, bold).render(s, True, color)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def fit(fonts: FontSource, s: str, px: int, max_width: int | None, bold: bool = False) -> tuple[str, int]:
    """The text and size that fit ``max_width``: down to MIN_PX (or ``px`` if that is smaller
    already), then shortened with "…"."""
    if max_width is None or fonts.get(px, bold).size(s)[0] <= max_width:
        return s, px
    floor = min(px, MIN_PX)
    while px > floor and fonts.get(px, bold).size(s)[0] > max_width:
        px -= 1
    font = fonts.get(px, bold)
    if font.size(s)[0] <= max_width:
        return s, px
    while len(s) > 1 and font.size(s + "…")[0] > max_width:
        s = s[:-1]
    return s.rstrip() + "…", px


# Line-break opportunities: at spaces, and between any two CJK characters (Japanese has no spaces).
_CJK = "\u3000-\u30ff\u3400-\u9fff\uff00-\uffef"
_TOKENS = re.compile(rf"\s+|[{_CJK}]|[^\s{_CJK}]+")
# Kinsoku: these never begin a line; nor does a Latin token after a CJK word, "(聴牌): ..."
_NO_LINE_START = set("、。，．・：；？！）」』】〉》ー…),.:;!?")


def wrap(fonts: FontSource, s: str, px: int, width: int, bold: bool = False) -> list[str]:
    """``s`` broken into lines that fit ``width`` px, at spaces or between CJK characters."""
    font = fonts.get(px, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for token in _TOKENS.findall(para):
            if token.isspace():
                line += " " if line else ""
                continue
            if not line or token[0] in _NO_LINE_START or font.size(line + token)[0] <= width:
                line += token
            else:
                lines.append(line.rstrip())
                line = token
            # A single word wider than the whole line is cut where it must be.
            while line == token and len(line) > 1 and font.size(line)[0] > width:
                cut = len(line) - 1
                while cut > 1 and font.size(line[:cut])[0] > width:
                    cut -= 1
                lines.append(line[:cut])
                line = token = line[cut:]
        lines.append(line.rstrip())
    return lines


_backdrop_cache: dict[tuple[int, int], pygame.Surface] = {}


def backdrop(surface: pygame.Surface) -> None:
    """The felt table inside a dark wooden frame, shared by every menu screen."""
    size = surface.get_size()
    img = _backdrop_cache.get(size)
    if img is None:
        img = pygame.Surface(size)
        w, h = size
        # Felt lit from the middle: concentric ellipses from dark edge to lighter centre.
        img.fill(FELT_DARK)
        steps = 24
        for i in range(steps):
            t = i / (steps - 1)
            color = tuple(round(FELT_DARK[c] + (FELT[c] - FELT_DARK[c]) * t) for c in range(3))
            inset_x, inset_y = round(w * 0.45 * t), round(h * 0.45 * t)
            pygame.draw.ellipse(img, color, pygame.Rect(-w // 3 + inset_x, -h // 3 + inset_y, w + 2 * w // 3 - 2 * inset_x, h + 2 * h // 3 - 2 * inset_y))
        # A faint woven texture so the felt is not a flat fill.
        weave = pygame.Surface(size, pygame.SRCALPHA)
        for y in range(0, h, 3):
            pygame.draw.line(weave, (0, 0, 0, 10), (0, y), (w, y))
        for x in range(0, w, 4):
            pygame.draw.line(weave, (255, 255, 255, 5), (x, 0), (x, h))
        img.blit(weave, (0, 0))
        # The wooden rail.
        rail = 14
        pygame.draw.rect(img, WOOD, img.get_rect(), rail)
        pygame.draw.rect(img, WOOD_DARK, img.get_rect(), 3)
        pygame.draw.rect(img, WOOD_LIGHT, img.get_rect().inflate(-2 * rail + 4, -2 * rail + 4), 2, border_radius=6)
        pygame.draw.rect(img, WOOD_DARK, img.get_rect().inflate(-2 * rail, -2 * rail), 2, border_radius=6)
        _backdrop_cache[size] = img
    surface.blit(img, (0, 0))


def dim(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken what is already drawn (behind an overlay)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


def title_bar(surface: pygame.Surface, fonts: FontSource, title: str, subtitle: str = "") -> None:
    """A screen's heading: gold text on a wooden plaque at the top centre."""
    w = surface.get_width()
    head = fonts.get(40, True)
    width = max(360, head.size(title)[0] + 100)
    rect = pygame.Rect(0, 0, width, 64)
    rect.midtop = (w // 2, 30)
    panel(surface, rect, WOOD, GOLD_DARK, radius=14)
    pygame.draw.rect(surface, WOOD_LIGHT, rect.inflate(-8, -8), 1, border_radius=11)
    text(surface, fonts, title, 40, GOLD, rect.center, bold=True, max_width=width - 40)
    if subtitle:
        text(surface, fonts, subtitle, 20, IVORY_DIM, (w // 2, rect.bottom + 20))


# -- widgets -------------------------------------------------------------------------------------

"""The playing cards' palette and suit signs, shared by the card faces (game/cardart.py), their
court figures (game/cardfigures.py) and cards laid out as tiles (game/table/card_tiles.py)."""

from __future__ import annotations

import math
from functools import cache

import pygame

Colour = tuple[int, int, int]
Size = tuple[int, int]
Point = tuple[float, float]

PAPER: Colour = (252, 250, 243)
EDGE: Colour = (150, 146, 136)
INK: Colour = (28, 28, 34)
RED: Colour = (200, 24, 38)
BLUE: Colour = (22, 76, 186)
GREEN: Colour = (22, 128, 52)
GOLD: Colour = (222, 172, 40)
GOLD_DARK: Colour = (150, 104, 14)
SKIN: Colour = (250, 222, 192)
PALE: Colour = (250, 242, 218)

SUIT_COLOURS = {
    "classic": {"S": INK, "H": RED, "D": RED, "C": INK},
    "four_colour": {"S": INK, "H": RED, "D": BLUE, "C": GREEN},
}


# --- suit shapes: polygons in a unit box (x, y in -0.5..0.5, y down), point up ---------------


def _fit(points: list[Point]) -> list[Point]:
    """Scale and centre ``points`` so their bounding box is 1 high, centred on the origin."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    h = max(ys) - min(ys)
    cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    return [((x - cx) / h, (y - cy) / h) for x, y in points]


def _heart_curve(n: int = 96) -> list[Point]:
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    return pts


def _bezier(p0: Point, p1: Point, p2: Point, n: int = 16) -> list[Point]:
    out = []
    for i in range(n):
        t = i / n
        out.append(((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0], (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1]))
    return out


def _stem(top: float, bottom: float, half_width: float, neck: float) -> list[Point]:
    """A flared stem below a spade or club: narrow neck, concave sides, flat foot."""
    return [(-neck, top), *_bezier((neck, top), (neck * 1.2, bottom - 0.02), (half_width, bottom)), (-half_width, bottom),
            *_bezier((-half_width, bottom), (-neck * 1.2, bottom - 0.02), (-neck, top))[1:]]


@cache
def suit_shape(suit: str) -> tuple[tuple[str, tuple], ...]:
    """The suit sign as drawing parts in the unit box: ("poly", points) and ("circle", (x, y, r))."""
    if suit == "H":
        return (("poly", tuple(_fit(_heart_curve()))),)
    if suit == "D":
        top, right, bottom, left = (0, -0.5), (0.4, 0), (0, 0.5), (-0.4, 0)
        pts = (_bezier(top, (0.15, -0.19), right) + _bezier(right, (0.15, 0.19), bottom)
               + _bezier(bottom, (-0.15, 0.19), left) + _bezier(left, (-0.15, -0.19), top))
        return (("poly", tuple(pts)),)
    if suit == "S":
        heart = [(x * 0.98, -y) for x, y in _heart_curve()]
        body = _fit(heart)  # 1 high, tip up
        body = [(x * 0.8, y * 0.8 - 0.1) for x, y in body]  # top 80 %: -0.5 .. 0.3
        return (("poly", tuple(body)), ("poly", tuple(_stem(0.12, 0.5, 0.2, 0.035))))
    if suit == "C":
        r = 0.205
        return (
            ("circle", (0.0, -0.5 + r, r)),
            ("circle", (-0.245, 0.02, r)),
            ("circle", (0.245, 0.02, r)),
            ("poly", ((0.0, -0.2), (0.2, 0.05), (0.0, 0.2), (-0.2, 0.05))),
            ("poly", tuple(_stem(0.02, 0.5, 0.2, 0.04))),
        )
    raise ValueError(f"unknown suit {suit!r}")


def draw_suit(surface: pygame.Surface, suit: str, centre: Point, height: float, colour: Colour, flip: bool = False) -> None:
    """Draw a suit sign ``height`` px tall centred on ``centre``; ``flip`` turns it upside down."""
    cx, cy = centre
    sy = -1 if flip else 1
    for kind, data in suit_shape(suit):
        if kind == "poly":
            pygame.draw.polygon(surface, colour, [(cx + x * height, cy + sy * y * height) for x, y in data])
        else:
            x, y, r = data
            pygame.draw.circle(surface, colour, (cx + x * height, cy + sy * y * height), r * height)

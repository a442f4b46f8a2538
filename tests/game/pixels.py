"""Reading the pictures the art modules draw: raw bytes, and how many pixels are near a colour."""

from __future__ import annotations

import pygame


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def count_near(surface: pygame.Surface, colour: tuple[int, int, int], tolerance: int = 40) -> int:
    """Opaque pixels within ``tolerance`` of ``colour`` on every channel."""
    w, h = surface.get_size()
    n = 0
    for y in range(h):
        for x in range(w):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and abs(r - colour[0]) <= tolerance and abs(g - colour[1]) <= tolerance and abs(b - colour[2]) <= tolerance:
                n += 1
    return n

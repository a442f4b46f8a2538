"""Playing cards laid out as mahjong tiles, for models with ``"material": "card_tiles"`` (a
mahjong game played with cards): the table sizes and poses every piece as a tile (a hand
standing, rivers and melds lying, a claimed piece sideways, game.table.piles) and this draws a
card in each tile slot.

A tile slot is a 3:4 face over its thickness; a card is 5:7 and thin. The card takes the slot's
full width (the zone's gap keeps neighbours apart and hit areas stay the slot's), is as tall as
its 5:7 shape makes it and sits centred in the slot (at its top when it stands, its shadow where
a tile's thickness would be): every slot of a row has one size, so rows of rivers and melds stay
aligned. Sideways, the card is turned a quarter (its top to the left, as a claimed tile) and
fitted to the slot's long side. Faces and backs come from the app's CardArt in the player's card
style (classic or four-colour), which below its small width draws a big rank and one big suit
sign: at river size the rank and colour read at a glance. In the learner tile style each face
also carries its kind ("r5", "b10", "rK": colour and rank, the suit being cosmetic), the hint that
♥5 and ♦5 are one kind.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.cardart import corner_radius
from game.cardpaint import GOLD, GOLD_DARK
from game.table.render import TileImages
from game.tileart.faces import index_label
from rules.core.cards import colour_of, is_joker, rank_of

SHADOW = {"standing": (0, 4, 70), "lying": (0, 2, 60), "sideways": (0, 2, 60)}  # dx, dy, alpha
CACHE_LIMIT = 2000  # sprites kept; a long session at many sizes starts again


class CardTileImages(TileImages):
    """Cards drawn in tile slots: ``get(code, size, angle, pose, marked)`` as :class:`TileImages`
    (sizes and ``shape`` are the tiles'), pictures from the card art. ``marked`` (a variant's
    special piece) draws a gold frame inside the card's edge."""

    material = "card_tiles"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}

    @property
    def style(self) -> str:
        return self.app.settings.card_style

    def get(self, code: str | None, size: tuple[int, int], angle: int = 0, pose: str | None = None,
            marked: bool = False) -> pygame.Surface:
        pose = pose or "lying"
        size = (int(size[0]), int(size[1]))
        learner = self.learner_faces and code is not None and not is_joker(code)
        key = (code, size, angle % 360, pose, marked and code is not None, self.style, learner)
        img = self._cache.get(key)
        if img is None:
            img = self._draw(code, size, pose, marked and code is not None, learner)
            if angle % 360:
                img = pygame.transform.rotate(img, angle)
            if len(self._cache) > CACHE_LIMIT:
                self._cache.clear()
            self._cache[key] = img
        return img

    def _draw(self, code: str | None, size: tuple[int, int], pose: str, marked: bool, learner: bool) -> pygame.Surface:
        sideways = pose == "sideways"
        box = size[::-1] if sideways else size  # the slot as the upright card sees it
        card_size = fit(box)
        card = self.app.cards.face(code, card_size) if code is not None else self.app.cards.back(card_size)
        if marked:
            card = framed(card)
        if learner and code is not None:
            card = with_kind(card, code)
        dx, dy, alpha = SHADOW.get(pose, SHADOW["lying"])
        upright = pygame.Surface(box, pygame.SRCALPHA)
        # Standing, the card's foot is where a tile's thickness would be: it stands at the top, its
        # shadow below; lying, it is centred.
        at = card.get_rect(midtop=(box[0] // 2, 0)) if pose == "standing" else card.get_rect(center=(box[0] // 2, box[1] // 2))
        shadow = pygame.Surface(card_size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, alpha), shadow.get_rect(), border_radius=round(corner_radius(card_size)))
        upright.blit(shadow, at.move(dx, dy))
        upright.blit(card, at)
        return pygame.transform.rotate(upright, 90) if sideways else upright


def fit(box: tuple[int, int]) -> tuple[int, int]:
    """The largest 5:7 card inside ``box`` (upright) with two pixels to spare for its shadow below."""
    w = box[0]
    h = round(w * 7 / 5)
    room = box[1] - 2
    if h > room:
        h = room
        w = round(h * 5 / 7)
    return (max(8, w), max(8, h))


KIND_INK = {"red": (150, 20, 30), "black": (25, 25, 30)}
RANKS = {10: "10", 11: "J", 12: "Q", 13: "K"}


def kind_index(code: str) -> str:
    """A card's kind as the learner sees it: colour letter and rank ("r5", "b10", "rK"; an ace is 1)."""
    rank = rank_of(code)
    return ("r" if colour_of(code) == "red" else "b") + RANKS.get(rank, str(rank))


def with_kind(card: pygame.Surface, code: str) -> pygame.Surface:
    """``card`` with its kind on a pale strip along the foot, in the colour's ink."""
    out = card.copy()
    w, h = out.get_size()
    strip = pygame.Rect(max(1, w // 12), h - max(9, round(h * 0.2)) - max(1, h // 24), w - 2 * max(1, w // 12), max(9, round(h * 0.2)))
    pygame.draw.rect(out, (250, 244, 220), strip, border_radius=max(2, strip.h // 4))
    pygame.draw.rect(out, GOLD_DARK, strip, width=1, border_radius=max(2, strip.h // 4))
    text = strip.inflate(-max(2, strip.h // 4), -max(2, strip.h // 5))
    label = kind_index(code)
    box = pygame.Rect(0, 0, min(text.w, round(text.h * 0.75 * len(label))), text.h)
    box.center = text.center
    index_label(out, label, box, KIND_INK[colour_of(code)])
    return out


def framed(card: pygame.Surface) -> pygame.Surface:
    """``card`` with a gold frame just inside its edge: a variant's special card."""
    out = card.copy()
    w, h = out.get_size()
    line = max(2, round(w / 16))
    rect = out.get_rect().inflate(-line, -line)
    radius = round(corner_radius((w, h)))
    pygame.draw.rect(out, GOLD_DARK, rect, width=line + 1, border_radius=radius)
    pygame.draw.rect(out, GOLD, rect.inflate(-2, -2), width=line, border_radius=radius)
    return out

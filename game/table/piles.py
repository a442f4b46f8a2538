"""Where each card of a pile goes inside its zone of the layout map.

The zone's Tiled properties (see art/make_tables.py) say how: ``card_rotation`` (the cards' turn,
tops towards the table's centre), ``scale`` (of cardart's 80 x 112 base size), ``flow`` (the
screen direction in which successive cards are laid), ``wrap`` (where the next row starts) and
``per_row``. Cards marked sideways (a riichi discard, a called card) lie turned a quarter more. A
hand keeps its newly drawn card a little apart; groups (exposed sets) have a gap between them; a
row with more cards than room overlaps them evenly.

Tiles (a model with ``"material": "tiles"``, or ``"card_tiles"``: cards in tile slots) are sized
by game.tileart instead, in a pose: a hand stands, everything else lies face up; a sideways index
is the tile's own sideways pose (its thickness still at the foot), turned only with its seat. The
zone's ``gap`` (tiles touch) and ``align`` ("center": a single line centred along its zone;
"end": pushed to the far end, as melds lie at their owner's right) hold for both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

BASE_SIZE = (80, 112)  # game.cardart.BASE_SIZE: a card at layout scale 1.0
STEP_GAP = 3  # between two cards side by side
GROUP_GAP = 10
FRESH_GAP = 18
ROW_GAP = 3
_VECTORS = {"right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1)}
_DEFAULT_WRAP = {"right": "down", "left": "up", "up": "right", "down": "left"}


@dataclass(frozen=True)
class Slot:
    """One card's place: ``size`` is the card's own (upright) size, ``angle`` its turn on screen."""

    key: str  # stable identity across frames: the code for a visible card, zone#index for a hidden one
    code: str | None  # None: face down
    zone: str
    index: int
    center: tuple[float, float]
    size: tuple[int, int]
    angle: int  # degrees counter-clockwise, as pygame.transform.rotate
    fresh: bool = False
    pose: str | None = None  # a tile's pose (standing, lying, sideways); None for a card

    @property
    def rect(self) -> pygame.Rect:
        w, h = self.size if self.angle % 180 == 0 else self.size[::-1]
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.center[0]), round(self.center[1]))
        return r


def card_size(props: dict[str, Any]) -> tuple[int, int]:
    scale = float(props.get("scale", 1.0))
    return (max(8, round(BASE_SIZE[0] * scale)), max(11, round(BASE_SIZE[1] * scale)))


def tile_size(props: dict[str, Any], pose: str) -> tuple[int, int]:
    """A tile's sprite size in ``pose`` at the zone's scale (of game.tileart.BASE_WIDTH)."""
    from game.tileart import size_for_scale

    return size_for_scale(float(props.get("scale", 1.0)), pose)


def piece_size(props: dict[str, Any], tiles: bool = False, pose: str = "lying") -> tuple[int, int]:
    """The size of one card, or of one tile in ``pose``, in a zone."""
    return tile_size(props, pose) if tiles else card_size(props)


def tile_pose(zone: str) -> str:
    """How a zone's tiles are shown: a hand stands, everything else lies face up."""
    return "standing" if zone.startswith("hand") else "lying"


def lay_out(zone: str, rect: pygame.Rect, props: dict[str, Any], pile: dict[str, Any], tiles: bool = False) -> list[Slot]:
    cards: list[str | None] = pile.get("cards", [])
    if not cards:
        return []
    angle = int(props.get("card_rotation", 0)) % 360
    flow = str(props.get("flow", "right" if rect.w >= rect.h else "down"))
    wrap = str(props.get("wrap", _DEFAULT_WRAP[flow]))
    (fx, _), (wx, _) = _VECTORS[flow], _VECTORS[wrap]
    sideways = set(pile.get("sideways", []))
    fresh = set(pile.get("fresh", []))
    step_gap = int(props.get("gap", STEP_GAP))
    if tiles:
        poses: list[str | None] = ["sideways" if i in sideways else tile_pose(zone) for i in range(len(cards))]
        sizes = [tile_size(props, str(pose)) for pose in poses]
        turns = [angle] * len(cards)  # a sideways tile has its own sprite
    else:
        poses = [None] * len(cards)
        sizes = [card_size(props)] * len(cards)
        turns = [(angle + (90 if i in sideways else 0)) % 360 for i in range(len(cards))]

    def extent(i: int, along: bool) -> int:
        """Screen length of card i along the flow (or across it)."""
        w, h = sizes[i] if turns[i] % 180 == 0 else sizes[i][::-1]
        horizontal = fx != 0 if along else wx != 0
        return w if horizontal else h

    length = rect.w if fx else rect.h
    depth = rect.h if fx else rect.w
    gaps = [0] * len(cards)
    start = 0
    for n in (pile.get("groups") or [len(cards)])[:-1]:
        start += n
        if start < len(cards):
            gaps[start] = GROUP_GAP
    if zone.startswith("hand") and len(cards) > 1 and cards[-1] in fresh:
        gaps[-1] = FRESH_GAP
    per_row = int(props.get("per_row", len(cards)))
    rows = [list(range(i, min(len(cards), i + per_row))) for i in range(0, len(cards), per_row)]
    thickness = max(extent(i, False) for i in range(len(cards)))
    out: list[Slot] = []
    for r, row in enumerate(rows):
        offsets, u = [], 0.0
        for n, i in enumerate(row):
            u += (step_gap + gaps[i]) if n else 0
            offsets.append(u)
            u += extent(i, True)
        if u > length and offsets[-1] > 0:  # more than fit: overlap them evenly
            k = (length - extent(row[-1], True)) / offsets[-1]
            offsets, u = [x * k for x in offsets], length
        centred = zone == "hand_0" or zone == "stock" or props.get("align") == "center"
        lead = (length - u) / 2 if centred else (length - u) if props.get("align") == "end" else 0.0
        # Rows of a river start at the wrap edge (nearest the table's centre); a single line is centred.
        v = r * (thickness + ROW_GAP) + thickness / 2 if "per_row" in props else depth / 2
        for x, i in zip(offsets, row):
            centre_u = lead + x + extent(i, True) / 2
            code = cards[i]
            key = code if code is not None else f"{zone}#{i}"
            out.append(Slot(key, code, zone, i, _point(rect, flow, wrap, centre_u, v), sizes[i], turns[i], code in fresh,
                            poses[i]))
    return out


def _point(rect: pygame.Rect, flow: str, wrap: str, u: float, v: float) -> tuple[float, float]:
    """Screen point ``u`` along the flow from its starting edge, ``v`` along the wrap from its edge."""
    x = y = 0.0
    for distance, direction in ((u, flow), (v, wrap)):
        if direction == "right":
            x = rect.x + distance
        elif direction == "left":
            x = rect.right - distance
        elif direction == "down":
            y = rect.y + distance
        else:
            y = rect.bottom - distance
    return (x, y)

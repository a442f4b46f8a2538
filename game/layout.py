"""Table layouts from the Tiled maps in art/tables/, read with pytmx as data (no display needed).

A map is ``<table>_<players>.tmx`` (made by art/make_tables.py, editable in Tiled), where the
table is the variant's own id or its family's (``FAMILY``: every mahjong game sits at the
``mahjong`` table; Piquet and 99 sit at their own, ``piquet_2`` and ``ninety_nine_3``): 1280 x 800
logical pixels with an object layer "zones" of named rectangles. Seat zones are named
``<kind>_<position>`` where position 0 is the seat being shown at the bottom and 1, 2, ... follow in
turn order (1 = the viewer's right; at two seats, the top). Each zone's custom properties come
through as ``props`` (see art/make_tables.py for their meaning: card_rotation, scale, flow, wrap,
per_row, face, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pygame
import pytmx

TABLE_DIR = Path(__file__).resolve().parents[1] / "art" / "tables"
SEAT_KINDS = ("hand", "river", "exposed", "field", "plate")
TABLE_ZONES = ("stock", "info", "buttons", "center", "waits", "message")
# The zones of each family's table: seat kinds (one per position) and table zones.
ZONE_KINDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "emperor": (SEAT_KINDS, TABLE_ZONES),
    "mahjong": (("hand", "river", "melds", "flowers", "plate"), TABLE_ZONES + ("indicator", "pile")),
    # The trick games: ``trick`` is both a seat kind (trick_{p}: that seat's card) and the middle
    # that holds them (a drop target; it and ``center`` are the only zones over others).
    "piquet": (("hand", "trick", "won", "plate", "discards", "shown"),
               ("stock", "info", "buttons", "center", "message", "trick", "talon", "last_trick")),
    "ninety_nine": (("hand", "trick", "won", "plate", "bid"),
                    ("stock", "info", "buttons", "center", "message", "trick", "turn_up")),
    # The climbing games (Fuxi): ``table`` (the middle, a drop target) and ``center`` hold the order,
    # the play to beat and the stack of plays before it (art/climb_tables.py).
    "climbing": (("hand", "played", "plate"),
                 ("stock", "info", "buttons", "center", "message", "table", "order", "beat", "stack1", "stack2",
                  "stack3", "stack4")),
}
# Variants that share another's table maps: the one place a new game is seated at a family's table.
FAMILY = {"wuhan": "mahjong", "kawuxing": "mahjong", "qinghunpeng": "mahjong", "trump_mahjong": "mahjong",
          "fuxi": "climbing"}


def table_name(variant_id: str) -> str:
    """The maps a variant is laid out on: its family's (``FAMILY``), else its own."""
    return FAMILY.get(variant_id, variant_id)


@dataclass(frozen=True)
class Zone:
    name: str
    rect: pygame.Rect
    props: dict[str, object] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        return str(self.props.get("kind", self.name.rsplit("_", 1)[0]))

    @property
    def rotation(self) -> int:
        return int(self.props.get("card_rotation", 0))

    @property
    def scale(self) -> float:
        return float(self.props.get("scale", 1.0))


@dataclass(frozen=True)
class Layout:
    path: Path
    size: tuple[int, int]
    zones: dict[str, Zone]
    props: dict[str, object]

    @property
    def positions(self) -> int:
        """How many seat positions the map has (hand_0 .. hand_{n-1})."""
        n = 0
        while f"hand_{n}" in self.zones:
            n += 1
        return n

    def zone(self, name: str) -> Zone:
        try:
            return self.zones[name]
        except KeyError:
            raise KeyError(f"{self.path.name} has no zone {name!r}") from None

    def seat(self, kind: str, position: int) -> Zone:
        """``layout.seat("river", 2)`` is the zone river_2."""
        return self.zone(f"{kind}_{position}")

    def zone_at(self, point: tuple[int, int]) -> Zone | None:
        """The zone under a logical point (for drops), or None."""
        for zone in self.zones.values():
            if zone.rect.collidepoint(point):
                return zone
        return None


def load_layout(path: str | Path) -> Layout:
    """Read a Tiled map's "zones" layer. Raises ValueError naming the file when it has none."""
    path = Path(path)
    tmx = pytmx.TiledMap(str(path))
    try:
        layer = tmx.get_layer_by_name("zones")
    except ValueError:
        raise ValueError(f"{path.name} has no object layer named 'zones'") from None
    zones: dict[str, Zone] = {}
    for obj in layer:
        if not obj.name:
            raise ValueError(f"{path.name}: an object at ({obj.x}, {obj.y}) has no name")
        if obj.name in zones:
            raise ValueError(f"{path.name}: zone {obj.name!r} appears twice")
        props = dict(obj.properties)
        if obj.type and "kind" not in props:
            props["kind"] = obj.type
        rect = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
        zones[obj.name] = Zone(obj.name, rect, props)
    size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    return Layout(path, size, zones, dict(tmx.properties))


_loaded: dict[Path, Layout] = {}


def layout_for(variant_id: str, players: int, table_dir: str | Path | None = None) -> Layout:
    """The layout of ``variant_id`` at ``players`` seats (its family's map), loaded once and kept."""
    path = Path(table_dir or TABLE_DIR) / f"{table_name(variant_id)}_{players}.tmx"
    if path not in _loaded:
        if not path.is_file():
            raise FileNotFoundError(f"no table layout for {variant_id} with {players} players ({path})")
        _loaded[path] = load_layout(path)
    return _loaded[path]

"""Write the Tiled maps of the Emperor table: art/tables/emperor_{3,4,5}.tmx.

Run from the repository root: ``.venv/bin/python art/make_tables.py``. The maps are plain TMX
(orthogonal, 1280 x 800 px as 40 x 25 tiles of 32 px, no tilesets) with one object layer
"zones" of named rectangles, so Tiled opens and edits them; this script keeps the three shapes
consistent and refuses to write a map whose zones overlap or leave the map.

Positions: 0 is the seat being shown (bottom); 1, 2, ... follow in turn order round the table,
counter-clockwise as seen from above, as in mahjong: 1 is on the viewer's right.
    3 players: 0 bottom, 1 right, 2 left
    4 players: 0 bottom, 1 right, 2 top, 3 left
    5 players: 0 bottom, 1 right, 2 top right, 3 top left, 4 left

Zone properties (all optional for the reader, see game/layout.py):
    kind       hand | river | exposed | field | plate | stock | info | buttons | center | waits | message
    position   the seat position (seat zones only)
    card_rotation  degrees counter-clockwise (as pygame.transform.rotate) that the seat's cards turn
               so that their tops point to the table's centre: 0 bottom, 90 right, 180 top, 270 left
    scale      card size as a fraction of game.cardart.BASE_SIZE (80 x 112 px)
    flow       screen direction in which successive cards are laid: right | left | up | down
    wrap       for rivers: where the next row starts (towards the seat's own edge)
    per_row    for rivers: cards in one row before wrapping
    face       up | down: how the seat's hand is shown to the viewer
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

WIDTH, HEIGHT, TILE = 1280, 800, 32
OUT = Path(__file__).resolve().parent / "tables"

# the viewer's own seat, at the bottom, drawn larger
HAND_SCALE, OWN_SCALE = 1.0, 0.55
# every other seat; an opponent's card is 36 x 50 px, laid at a step of 38 px
OPP_SCALE, OPP_STEP, OPP_CARD = 0.45, 38, (36, 50)
FLOW = {0: "right", 90: "up", 180: "left", 270: "down"}
WRAP = {0: "down", 90: "right", 180: "up", 270: "left"}


@dataclass
class Zone:
    name: str
    x: int
    y: int
    w: int
    h: int
    props: dict[str, object] = field(default_factory=dict)

    def overlaps(self, other: Zone) -> bool:
        return self.x < other.x + other.w and other.x < self.x + self.w and self.y < other.y + other.h and other.y < self.y + self.h


def opponent(position: int, rotation: int, x: int, y: int, compact: bool) -> list[Zone]:
    """The zones of one opponent, designed in the seat's own frame and turned onto the table.

    Local frame: lx runs along the seat from its left to its right, ly from the table's centre
    (0) to the seat's edge. A side seat (``compact`` False) is two rows, 480 long:
        river (7 a row, 3 rows) | field          <- centre side
        hand                    | exposed        <- edge
    A top seat (``compact``) is three rows, 394 long, with its plate:
        river (10 a row, 2 rows)
        exposed | field
        hand    | plate
    ``x, y`` is the block's top-left corner on screen.
    """
    hand_len = 6 * OPP_STEP + OPP_CARD[0] + 10  # 6 cards + a drawn card set apart
    if compact:  # a top seat's backs overlap, leaving its plate room for the name and markers
        hand_len = 6 * OPP_STEP // 2 + OPP_CARD[0] + 10
    sets_len = 2 * (OPP_CARD[0] + OPP_CARD[1]) + 10  # two L-shaped calls: one card upright, one sideways
    field_len = 5 * OPP_STEP  # up to four kept Ks and the dynasty card
    thick = OPP_CARD[1] + 6
    if compact:
        per_row, rows = 10, 2
        river_len = per_row * OPP_STEP + (OPP_CARD[1] - OPP_CARD[0])  # room for the sideways riichi card
        river_thick = rows * (OPP_CARD[1] + 2)
        length = max(river_len, hand_len + 10 + 100, sets_len + 10 + field_len)
        local = [
            ("river", 0, 0, river_len, river_thick),
            ("exposed", 0, river_thick + 8, sets_len, thick),
            ("field", length - field_len, river_thick + 8, field_len, thick),
            ("hand", 0, river_thick + thick + 16, hand_len, thick),
            ("plate", hand_len + 10, river_thick + thick + 16, length - hand_len - 10, thick),
        ]
        depth = river_thick + 2 * thick + 16
    else:
        per_row, rows = 7, 3
        river_len = per_row * OPP_STEP + (OPP_CARD[1] - OPP_CARD[0])
        river_thick = rows * (OPP_CARD[1] + 2)
        length = max(river_len + 10 + field_len, hand_len + 10 + sets_len)
        local = [
            ("river", 0, 0, river_len, river_thick),
            ("field", length - field_len, 0, field_len, thick),
            ("hand", 0, river_thick + 8, hand_len, thick),
            ("exposed", length - sets_len, river_thick + 8, sets_len, thick),
        ]
        depth = river_thick + 8 + thick
    zones = []
    for kind, lx, ly, lw, lh in local:
        if rotation == 0:
            rect = (x + lx, y + ly, lw, lh)
        elif rotation == 180:
            rect = (x + length - lx - lw, y + depth - ly - lh, lw, lh)
        elif rotation == 90:
            rect = (x + ly, y + length - lx - lw, lh, lw)
        else:  # 270
            rect = (x + depth - ly - lh, y + lx, lh, lw)
        if kind == "plate":  # a name plate is read, never turned
            props: dict[str, object] = {}
        else:
            props = {"card_rotation": rotation, "scale": OPP_SCALE, "flow": FLOW[rotation]}
        if kind == "river":
            props.update(wrap=WRAP[rotation], per_row=per_row)
        if kind == "hand":
            props["face"] = "down"
        zones.append(Zone(f"{kind}_{position}", *rect, {"kind": kind, "position": position, **props}))
    return zones


def viewer() -> list[Zone]:
    """The bottom seat: a large hand, its river above it, field and plate left, calls right."""
    own = {"position": 0, "card_rotation": 0, "flow": "right"}
    return [
        Zone("hand_0", 326, 662, 628, 132, {"kind": "hand", **own, "scale": HAND_SCALE, "face": "up"}),
        Zone("river_0", 400, 526, 480, 130, {"kind": "river", **own, "scale": OWN_SCALE, "wrap": "down", "per_row": 10}),
        Zone("field_0", 16, 636, 300, 72, {"kind": "field", **own, "scale": OWN_SCALE}),
        Zone("plate_0", 16, 716, 300, 76, {"kind": "plate", "position": 0}),
        Zone("exposed_0", 964, 720, 300, 72, {"kind": "exposed", **own, "scale": OWN_SCALE}),
        # Two columns, three rows of buttons: each action keeps its cell (see the table's ``places``).
        Zone("buttons", 964, 564, 300, 148, {"kind": "buttons"}),
    ]


def side_plates(positions: dict[str, int]) -> list[Zone]:
    """Name plates of the side seats, in the top corners above their columns."""
    spots = {"left": (8, 8), "right": (1048, 8)}
    return [Zone(f"plate_{p}", *spots[side], 224, 64, {"kind": "plate", "position": p}) for side, p in positions.items()]


def centre(top: int) -> list[Zone]:
    """The middle of the table below the top seats (``top`` = their lowest y)."""
    return [
        Zone("info", 440, top + 8, 400, 64, {"kind": "info"}),
        Zone("stock", 250, top + 8, 150, 130, {"kind": "stock", "scale": OPP_SCALE}),
        Zone("center", 440, top + 80, 400, 440 - top - 80, {"kind": "center"}),
        Zone("message", 400, 470, 480, 44, {"kind": "message"}),
        Zone("waits", 886, 412, 156, 104, {"kind": "waits", "scale": OPP_SCALE}),
    ]


def table(players: int) -> list[Zone]:
    zones = viewer()
    right = opponent(1, 90, 1048, 80, compact=False)
    if players == 3:
        zones += right + opponent(2, 270, 8, 80, compact=False) + side_plates({"right": 1, "left": 2})
        zones += centre(top=80)
    elif players == 4:
        zones += right + opponent(2, 180, 445, 8, compact=True) + opponent(3, 270, 8, 80, compact=False)
        zones += side_plates({"right": 1, "left": 3}) + centre(top=8 + 232)
    elif players == 5:
        zones += right + opponent(2, 180, 646, 8, compact=True) + opponent(3, 180, 244, 8, compact=True)
        zones += opponent(4, 270, 8, 80, compact=False) + side_plates({"right": 1, "left": 4}) + centre(top=8 + 232)
    else:
        raise ValueError(f"Emperor is played by 3 to 5, not {players}")
    check(zones, players)
    return zones


def check(zones: list[Zone], players: int) -> None:
    names = [z.name for z in zones]
    if len(set(names)) != len(names):
        raise SystemExit(f"{players} players: a zone name is used twice")
    for i, a in enumerate(zones):
        if a.x < 0 or a.y < 0 or a.x + a.w > WIDTH or a.y + a.h > HEIGHT:
            raise SystemExit(f"{players} players: {a.name} leaves the map: {(a.x, a.y, a.w, a.h)}")
        for b in zones[i + 1:]:
            if a.overlaps(b):
                raise SystemExit(f"{players} players: {a.name} overlaps {b.name}")


def property_element(parent: ET.Element, name: str, value: object) -> None:
    kind = "bool" if isinstance(value, bool) else "int" if isinstance(value, int) else "float" if isinstance(value, float) else None
    attrs = {"name": name}
    if kind:
        attrs["type"] = kind
    attrs["value"] = str(value).lower() if isinstance(value, bool) else str(value)
    ET.SubElement(parent, "property", attrs)


def write_map(players: int, out: Path = OUT) -> Path:
    zones = table(players)
    root = ET.Element("map", {
        "version": "1.8", "tiledversion": "1.8.2", "orientation": "orthogonal", "renderorder": "right-down",
        "width": str(WIDTH // TILE), "height": str(HEIGHT // TILE), "tilewidth": str(TILE), "tileheight": str(TILE),
        "infinite": "0", "backgroundcolor": "#1e5a3c", "nextlayerid": "2", "nextobjectid": str(len(zones) + 1),
    })
    props = ET.SubElement(root, "properties")
    property_element(props, "variant", "emperor")
    property_element(props, "players", players)
    layer = ET.SubElement(root, "objectgroup", {"id": "1", "name": "zones"})
    for number, zone in enumerate(zones, start=1):
        obj = ET.SubElement(layer, "object", {
            "id": str(number), "name": zone.name, "type": str(zone.props["kind"]),
            "x": str(zone.x), "y": str(zone.y), "width": str(zone.w), "height": str(zone.h),
        })
        obj_props = ET.SubElement(obj, "properties")
        for key in sorted(zone.props):
            if key != "kind":
                property_element(obj_props, key, zone.props[key])
        property_element(obj_props, "kind", zone.props["kind"])
    ET.indent(root, space=" ")
    path = out / f"emperor_{players}.tmx"
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")
    return path


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for players in (3, 4, 5):
        print(write_map(players))


if __name__ == "__main__":
    main()

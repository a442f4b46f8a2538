"""Write the Tiled maps of the tables: art/tables/emperor_{3,4,5}.tmx, mahjong_{3,4}.tmx, and the
trick games' piquet_2.tmx and ninety_nine_3.tmx (their zones come from art/trick_tables.py).

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
    gap        px between two pieces side by side (tiles touch more closely than cards)
    align      center: a single line is centred along its zone (the indicator); end: pushed to the
               far end of the flow (melds lie at their owner's right)

The mahjong maps (one per table shape, shared by every mahjong game: game/layout.py's FAMILY) have
seat zones hand, river (rows of six), melds (the claimed tile lies sideways) and flowers, and
table zones stock (the wall's count), indicator (a wildcard indicator), pile (anonymous discards, over the
rivers: the two are never used together), info, buttons, center,
message and waits. There ``scale`` is a share of game.tileart.BASE_WIDTH (a 52 px tile face).

The trick tables (Piquet, 99; art/trick_tables.py) have seat zones hand, trick (that seat's card of
the trick), won (tricks won), plate, and Piquet's discards and shown or 99's bid; table zones
stock, info, buttons, center, message, trick (the middle, a drop target, holding the trick_*
zones: it and center are the only zones that overlap others), Piquet's talon and last_trick, 99's
turn_up. Every card there is upright.

The climbing table (Fuxi; art/climb_tables.py, climbing_{3,4}.tmx) has seat zones hand, played
(that seat's last play) and plate; table zones table and center (the middle, containers), order,
beat (the play to beat), stack1..stack4 (the plays before it), stock, info, buttons and message.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

# trick_tables sits beside this file; the tests load this file by its path, with art/ not on sys.path.
if str(Path(__file__).resolve().parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
import climb_tables  # noqa: E402  (neither imports anything from here: no cycle)
import trick_tables  # noqa: E402

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


def check(zones: list[Zone], players: int, may_overlap: Callable[[str, str], bool] | None = None) -> None:
    """Names unique, every zone on the map, none over another (except pairs ``may_overlap`` allows)."""
    names = [z.name for z in zones]
    if len(set(names)) != len(names):
        raise SystemExit(f"{players} players: a zone name is used twice")
    for i, a in enumerate(zones):
        if a.x < 0 or a.y < 0 or a.x + a.w > WIDTH or a.y + a.h > HEIGHT:
            raise SystemExit(f"{players} players: {a.name} leaves the map: {(a.x, a.y, a.w, a.h)}")
        for b in zones[i + 1:]:
            if a.overlaps(b) and not (may_overlap and may_overlap(a.name, b.name)):
                raise SystemExit(f"{players} players: {a.name} overlaps {b.name}")


# -- the mahjong table ---------------------------------------------------------------------------

# Tile sprite sizes as game.tileart.size_for_scale gives them (a face 52 px wide at scale 1.0,
# 3:4, with its thickness below); tests/game/test_layout.py checks these against the tile art.
TILE_BASE, TILE_ASPECT = 52, 0.75
MJ_OWN, MJ_OWN_MELDS, MJ_RIVER, MJ_OPP = 1.0, 0.7, 0.55, 0.45
TILE_GAP, GROUP_GAP, FRESH_GAP, ROW_GAP = 1, 10, 18, 3  # as game/table/piles.py lays them
HAND_MAX, RIVER_MAX, RIVER_ROW, MELDS_MAX, FLOWERS_MAX = 14, 24, 6, 4, 8
PILE_ROW = 28  # anonymous discards: three rows of 28, overlapping a little when full (up to 84 tiles)


def tile_size(scale: float, pose: str) -> tuple[int, int]:
    w = max(8, round(TILE_BASE * scale))
    face_h = w / TILE_ASPECT
    if pose == "sideways":
        return (round(face_h), round(w + 0.1 * face_h))
    return (w, round(face_h * (1.2 if pose == "standing" else 1.1)))


def hand_len(scale: float) -> int:
    """13 standing tiles and the drawn one set apart."""
    w = tile_size(scale, "standing")[0]
    return HAND_MAX * w + (HAND_MAX - 1) * TILE_GAP + FRESH_GAP + 2  # + 2: room for rounding


def melds_len(scale: float) -> int:
    """Four kongs, each with one claimed tile lying sideways."""
    w, side = tile_size(scale, "lying")[0], tile_size(scale, "sideways")[0]
    return MELDS_MAX * (3 * w + side + 3 * TILE_GAP) + (MELDS_MAX - 1) * GROUP_GAP + 2


def flowers_len(scale: float) -> int:
    w = tile_size(scale, "lying")[0]
    return FLOWERS_MAX * w + (FLOWERS_MAX - 1) * TILE_GAP + 2


def river_box(scale: float) -> tuple[int, int]:
    """Length and depth of a river: rows of six (room for one tile lying sideways), four rows."""
    (w, h), side = tile_size(scale, "lying"), tile_size(scale, "sideways")[0]
    rows = -(-RIVER_MAX // RIVER_ROW)
    return (RIVER_ROW * w + (RIVER_ROW - 1) * TILE_GAP + (side - w) + 2, rows * h + (rows - 1) * ROW_GAP + 2)


def turned(rotation: int, x: int, y: int, length: int, depth: int, lx: int, ly: int, lw: int, lh: int) -> tuple[int, int, int, int]:
    """A rect of a seat's own frame (lx along the seat from its left, ly from the centre side
    towards its edge) on screen, for a block of ``length`` x ``depth`` at ``x, y``."""
    if rotation == 0:
        return (x + lx, y + ly, lw, lh)
    if rotation == 180:
        return (x + length - lx - lw, y + depth - ly - lh, lw, lh)
    if rotation == 90:
        return (x + ly, y + length - lx - lw, lh, lw)
    return (x + depth - ly - lh, y + lx, lh, lw)  # 270


def mahjong_seat(position: int, rotation: int, x: int, y: int) -> list[Zone]:
    """An opponent's hand, melds and flowers, designed in its own frame and turned onto the table.

    Two lines, the hand along the seat's edge (its backs standing, turned to face their owner)::

        melds (four kongs) ..........         <- centre side
        hand (14 backs) | flowers (8)         <- edge
    """
    thick_hand = tile_size(MJ_OPP, "standing")[1] + 3
    thick_melds = max(tile_size(MJ_OPP, "lying")[1], tile_size(MJ_OPP, "sideways")[1]) + 2
    hand, flowers, melds = hand_len(MJ_OPP), flowers_len(MJ_OPP), melds_len(MJ_OPP)
    length = max(hand + 10 + flowers, melds)
    depth = thick_melds + 6 + thick_hand
    local = [
        ("melds", length - melds, 0, melds, thick_melds),
        ("hand", 0, thick_melds + 6, hand, thick_hand),
        ("flowers", length - flowers, thick_melds + 6, flowers, thick_hand),
    ]
    seat = {"position": position, "card_rotation": rotation, "scale": MJ_OPP, "flow": FLOW[rotation], "gap": TILE_GAP}
    zones = []
    for kind, lx, ly, lw, lh in local:
        props: dict[str, object] = {"kind": kind, **seat}
        if kind == "hand":
            props["face"] = "down"
        if kind == "melds":
            props["align"] = "end"
        zones.append(Zone(f"{kind}_{position}", *turned(rotation, x, y, length, depth, lx, ly, lw, lh), props))
    return zones


def mahjong_block(rotation: int) -> tuple[int, int]:
    """The (length, depth) of an opponent's block, in its own frame."""
    thick_hand = tile_size(MJ_OPP, "standing")[1] + 3
    thick_melds = max(tile_size(MJ_OPP, "lying")[1], tile_size(MJ_OPP, "sideways")[1]) + 2
    return (max(hand_len(MJ_OPP) + 10 + flowers_len(MJ_OPP), melds_len(MJ_OPP)), thick_melds + 6 + thick_hand)


def mahjong_viewer() -> list[Zone]:
    """The bottom seat: a large standing hand along the bottom, melds and flowers above it, the
    buttons on the right."""
    own = {"position": 0, "card_rotation": 0, "flow": "right", "gap": TILE_GAP}
    hand_h = tile_size(MJ_OWN, "standing")[1] + 5
    melds_h = max(tile_size(MJ_OWN_MELDS, "lying")[1], tile_size(MJ_OWN_MELDS, "sideways")[1]) + 3
    hand_w = hand_len(MJ_OWN)
    melds_w = melds_len(MJ_OWN_MELDS)
    hand_y = HEIGHT - 6 - hand_h
    melds_y = hand_y - 4 - melds_h
    buttons = Zone("buttons", 964, HEIGHT - 8 - 148, 300, 148, {"kind": "buttons"})
    hand_x = buttons.x - 10 - hand_w
    return [
        Zone("hand_0", hand_x, hand_y, hand_w, hand_h, {"kind": "hand", **own, "scale": MJ_OWN, "face": "up"}),
        Zone("melds_0", buttons.x - 8 - melds_w, melds_y, melds_w, melds_h, {"kind": "melds", **own, "scale": MJ_OWN_MELDS,
                                                                              "align": "end"}),
        Zone("flowers_0", 8, melds_y, flowers_len(MJ_RIVER), melds_h, {"kind": "flowers", **own, "scale": MJ_RIVER}),
        Zone("plate_0", 8, hand_y, hand_x - 18, hand_h, {"kind": "plate", "position": 0}),
        # Two columns, three rows of buttons: each action keeps its cell (see the table's ``places``).
        buttons,
    ]


def mahjong_table(players: int) -> list[Zone]:
    """Rivers in a cross round the centre (the wall's count and the indicator), each seat's hand
    and melds along its edge of the table, plates, info and waits in the corners."""
    if players not in (3, 4):
        raise ValueError(f"the mahjong table seats 3 or 4, not {players}")
    zones = mahjong_viewer()
    melds_top = zones[1].y
    length, depth = mahjong_block(90)
    side_y = 8
    right_x, left_x = WIDTH - 8 - depth, 8
    seats = {1: (90, right_x, side_y)}
    if players == 4:
        seats[2] = (180, (WIDTH - length) // 2, 8)
        seats[3] = (270, left_x, side_y)
    else:
        seats[2] = (270, left_x, side_y)
    for position, (rotation, x, y) in seats.items():
        zones += mahjong_seat(position, rotation, x, y)
    # the cross of rivers: each river's rows start at the centre box and grow towards its seat
    along, across = river_box(MJ_RIVER)
    gap = 8
    centre_w = along
    bottom_river_y = melds_top - 8 - across
    centre_h = 158
    cx, centre_y = WIDTH // 2, bottom_river_y - gap - centre_h
    box_x = cx - centre_w // 2
    river = {"scale": MJ_RIVER, "per_row": RIVER_ROW, "gap": TILE_GAP}
    mid_y = centre_y + centre_h // 2
    rivers = {0: (0, (box_x, bottom_river_y, along, across)),
              1: (90, (box_x + centre_w + gap, mid_y - along // 2, across, along))}
    left = 3 if players == 4 else 2
    rivers[left] = (270, (box_x - gap - across, mid_y - along // 2, across, along))
    if players == 4:
        rivers[2] = (180, (box_x, centre_y - gap - across, along, across))
    for position, (rotation, rect) in sorted(rivers.items()):
        zones.append(Zone(f"river_{position}", *rect, {"kind": "river", "position": position, "card_rotation": rotation,
                                                        "flow": FLOW[rotation], "wrap": WRAP[rotation], **river}))
    # Anonymous discards (a game option) lie in one pile across the foot of the cross, where the
    # rivers are drawn otherwise: the two are never used together, so the pile may overlap them.
    pile_x, pile_top = box_x - gap - across, mid_y + along // 2 + 6
    zones.append(Zone("pile", pile_x, pile_top, 2 * (across + gap) + centre_w, melds_top - 8 - 44 - 4 - pile_top,
                      {"kind": "pile", "scale": MJ_OPP, "per_row": PILE_ROW, "gap": TILE_GAP, "flow": "right",
                       "wrap": "down"}))
    half = centre_w // 2
    zones += [
        Zone("center", box_x, centre_y, centre_w, 48, {"kind": "center"}),
        Zone("stock", box_x, centre_y + 52, half - 2, centre_h - 52, {"kind": "stock", "scale": MJ_OPP}),
        Zone("indicator", box_x + half + 2, centre_y + 52, centre_w - half - 2, centre_h - 52,
             {"kind": "indicator", "scale": MJ_RIVER, "align": "center", "gap": TILE_GAP}),
    ]
    # corners: plates by the seats' hands, the info panel, the waits, the message
    column = 236
    east = right_x - 8 - column
    west = left_x + depth + 8
    zones.append(Zone(f"plate_{left}", west, 8, column, 64, {"kind": "plate", "position": left}))
    zones.append(Zone("plate_1", east, melds_top - 12 - 64, column, 64, {"kind": "plate", "position": 1}))
    if players == 4:
        zones.append(Zone("plate_2", east, 8, column, 64, {"kind": "plate", "position": 2}))
        zones.append(Zone("info", east, 80, column, 190, {"kind": "info"}))
    else:
        zones.append(Zone("info", cx - 200, 8, 400, 150, {"kind": "info"}))
    zones.append(Zone("waits", east, melds_top - 12 - 64 - 10 - 150, column, 150, {"kind": "waits", "scale": MJ_RIVER}))
    zones.append(Zone("message", west, melds_top - 8 - 44, box_x - 8 - west - 8, 44, {"kind": "message"}))
    check(zones, players, lambda a, b: {a.split("_")[0], b.split("_")[0]} == {"pile", "river"})
    return zones


def property_element(parent: ET.Element, name: str, value: object) -> None:
    kind = "bool" if isinstance(value, bool) else "int" if isinstance(value, int) else "float" if isinstance(value, float) else None
    attrs = {"name": name}
    if kind:
        attrs["type"] = kind
    attrs["value"] = str(value).lower() if isinstance(value, bool) else str(value)
    ET.SubElement(parent, "property", attrs)


def write_map(players: int, out: Path = OUT, family: str = "emperor") -> Path:
    if family == "emperor":
        zones = table(players)
    elif family == "mahjong":
        zones = mahjong_table(players)
    elif family == "climbing":
        zones = [Zone(*spec) for spec in climb_tables.climb_table(players)]
        check(zones, players, climb_tables.may_overlap)
    else:  # piquet, ninety_nine
        zones = [Zone(*spec) for spec in trick_tables.trick_table(family, players)]
        check(zones, players, trick_tables.may_overlap)
    root = ET.Element("map", {
        "version": "1.8", "tiledversion": "1.8.2", "orientation": "orthogonal", "renderorder": "right-down",
        "width": str(WIDTH // TILE), "height": str(HEIGHT // TILE), "tilewidth": str(TILE), "tileheight": str(TILE),
        "infinite": "0", "backgroundcolor": "#1e5a3c", "nextlayerid": "2", "nextobjectid": str(len(zones) + 1),
    })
    props = ET.SubElement(root, "properties")
    property_element(props, "variant", family)
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
    path = out / f"{family}_{players}.tmx"
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")
    return path


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for players in (3, 4, 5):
        print(write_map(players))
    for players in (3, 4):
        print(write_map(players, family="mahjong"))
    print(write_map(2, family="piquet"))
    print(write_map(3, family="ninety_nine"))
    for players in (3, 4):
        print(write_map(players, family="climbing"))


if __name__ == "__main__":
    main()

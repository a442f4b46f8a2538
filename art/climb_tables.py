"""The climbing game's tables (Fuxi 富戯): art/tables/climbing_3.tmx and climbing_4.tmx (written by
make_tables.py).

Played with mahjong tiles (material "tiles": ``scale`` is a share of game.tileart.BASE_WIDTH, a
hand's tiles stand, every other pile lies face up). Positions as at every table: 0 the viewer
(bottom), 1 the next seat in turn order (right), then the top seat (four players) and the left.

Zones:
    hand_0       the viewer's hand along the bottom: twenty standing tiles side by side (more
                 overlap evenly), room above it for the tiles lifted to choose a play
                 (game/table/drawing.py LIFT)
    hand_{p}     an opponent's hand, twenty backs standing along its edge (its count: the plate's
                 markers; a label would have no room above the top seat's)
    plate_{p}    name, score; markers: the role (地頭 lord / 民 commoner), tiles in hand, "passed"
    played_{p}   that seat's last play since the table was cleared, between its hand and the
                 middle, labelled (the play's name, "passed" when the seat has passed since)
    table        the middle (the drop target of a play: the select action's ``zone``), which
                 holds, as ``center`` does (banners), the order, the play to beat and the stack:
    order        a row of up to nine small tiles weakest to strongest, labelled with the order
                 (normal, or reversed after a bamboo kong)
    beat         the combination to beat, large, labelled with who played it and what it counts as
    stack1..4    the plays before it, smaller, newest first (stack1 left, stack2 right, then the
                 row below), each labelled with who played it
    stock        the wall: its stack of backs and the count of tiles left
    info         the hand, the lord, the order in words, the wall
    message      the status line; buttons: two columns, three rows, never moving

Every tile here is upright (played tiles are read by everyone), except the opponents' backs,
which turn to face their owners. Like trick_tables.py, this module imports nothing from
make_tables: a zone is a tuple ``(name, x, y, w, h, props)``; make_tables checks that only the
containers overlap (:func:`may_overlap`); the labels' room is checked here (:func:`check_labels`).
"""

from __future__ import annotations

WIDTH, HEIGHT = 1280, 800
Spec = tuple[str, int, int, int, int, dict[str, object]]

BASE_WIDTH, FACE_ASPECT = 52, 0.75  # game.tileart: a face 52 px wide at scale 1.0, 3:4
EDGE = {"standing": 1.2, "lying": 1.1}  # the face's height with the thickness below it
TILE_GAP, GROUP_GAP, FRESH_GAP = 1, 10, 18  # as game/table/piles.py lays tiles
# Tile scales: the own hand, the opponents' backs, the play to beat, the stack, played spots, order, wall.
OWN, OPP, BEAT, STACK, PLAYED, ORDER, STOCK = 0.9, 0.38, 0.74, 0.42, 0.4, 0.4, 0.5
HAND_MOST = 20  # tiles a hand shows side by side (more overlap evenly)
PLAY_MOST, PLAY_GROUPS = 10, 4  # a long play: 444 carrying 333 carrying 111 carrying 5
BEAT_MOST, BEAT_GROUPS = 14, 5  # a whole going-out chain: four triplets and a pair
STACK_DEPTH = 4  # plays shown under the one to beat
# A label (game/table/render.py pile_label: up to two 14 px lines, wrapped at the pile's length + 60
# px, LABEL_WIDTH at least) goes above its tiles: this much room; the own hand's chosen tiles rise LIFT px.
LABEL_ROOM, LABEL_WIDTH, LIFT = 36, 170, 16
CONTAINERS = ("table", "center")
INSIDE = ("order", "beat", "stack")  # what the containers hold
FLOW = {0: "right", 90: "up", 180: "left", 270: "down"}
MARGIN = 16  # clear of the table's wooden rail (14 px)


def tile(scale: float, pose: str) -> tuple[int, int]:
    """A tile's sprite size in a pose, rounded as game.tileart.size_for_scale does."""
    w = max(8, round(BASE_WIDTH * scale))
    return (w, round(w / FACE_ASPECT * EDGE[pose]))


def row(n: int, scale: float, pose: str, groups: int = 1, fresh: bool = False) -> int:
    """Length of ``n`` tiles side by side in ``groups`` sets (+ the drawn tile apart), + 2 px for rounding."""
    return n * tile(scale, pose)[0] + (n - 1) * TILE_GAP + (groups - 1) * GROUP_GAP + (FRESH_GAP if fresh else 0) + 2


def thick(scale: float, pose: str) -> int:
    return tile(scale, pose)[1] + 3


def tiles(scale: float, **props: object) -> dict[str, object]:
    """Props of an upright pile laid to the right, tiles touching."""
    return {"card_rotation": 0, "scale": scale, "flow": "right", "gap": TILE_GAP, **props}


DEPTH = thick(OPP, "standing")  # an opponent's row of backs, across
LENGTH = row(HAND_MOST, OPP, "standing", fresh=True)  # ... and along
PLAY_W, PLAY_H = row(PLAY_MOST, PLAYED, "lying", PLAY_GROUPS), thick(PLAYED, "lying")
PANEL_H = 140  # the info panel and the wall, in the top corners between the side seats' backs
TOP_PLAY_Y = MARGIN + 64 + LABEL_ROOM  # the top seat's last play: under its plate and its label
SIDE_PLAY_Y = MARGIN + PANEL_H + 6 + LABEL_ROOM  # the side seats': under the corner panels and their labels


def seat(kind: str, position: int, x: int, y: int, w: int, h: int, **props: object) -> Spec:
    return (f"{kind}_{position}", x, y, w, h, {"kind": kind, "position": position, **props})


def backs(position: int, rotation: int, x: int, y: int) -> Spec:
    """An opponent's hand: its backs standing along its edge, turned to face it."""
    w, h = (LENGTH, DEPTH) if rotation in (0, 180) else (DEPTH, LENGTH)
    return seat("hand", position, x, y, w, h, card_rotation=rotation, scale=OPP, flow=FLOW[rotation], gap=TILE_GAP,
                face="down")


def label_half(w: int) -> int:
    """Half the width of a label over a pile ``w`` px long (render.pile_label wraps at w + 60, 170 at least)."""
    return max(LABEL_WIDTH, w + 60) // 2 + 2


def played(position: int, x: int, y: int) -> Spec:
    """A seat's last play: ten tiles in four sets, centred, so a long label stays over it."""
    return seat("played", position, x, y, PLAY_W, PLAY_H, **tiles(PLAYED, align="center"))


def own_seat() -> list[Spec]:
    """The viewer: twenty tiles along the bottom; above them its plate, its last play, the buttons."""
    w, h = row(HAND_MOST, OWN, "standing", fresh=True), thick(OWN, "standing") + 2
    hand_y = HEIGHT - 12 - h  # the tiles' feet on the rail's edge
    play_y = hand_y - LIFT - 5 - PLAY_H
    return [
        seat("hand", 0, (WIDTH - w) // 2, hand_y, w, h, **tiles(OWN, face="up")),
        seat("plate", 0, MARGIN, play_y + PLAY_H - 64, 300, 64),
        played(0, (WIDTH - PLAY_W) // 2, play_y),
        # Two columns, three rows of buttons: each action keeps its cell (the model's ``places``).
        ("buttons", WIDTH - MARGIN - 420, play_y + PLAY_H - 148, 420, 148, {"kind": "buttons"}),
    ]


def side_x() -> int:
    """x of the left seat's last play: its label, as wide as it gets, clear of the backs."""
    return MARGIN + DEPTH + 2 + label_half(PLAY_W) - PLAY_W // 2


def side_seats(players: int) -> list[Spec]:
    """The right (1) and left seats: backs down the edge, the plate below them, the last play inward."""
    left = 3 if players == 4 else 2
    plate_y = MARGIN + LENGTH + 8
    return [
        backs(1, 90, WIDTH - MARGIN - DEPTH, MARGIN),
        seat("plate", 1, WIDTH - MARGIN - 240, plate_y, 240, 64),
        played(1, WIDTH - side_x() - PLAY_W, SIDE_PLAY_Y),
        backs(left, 270, MARGIN, MARGIN),
        seat("plate", left, MARGIN, plate_y, 240, 64),
        played(left, side_x(), SIDE_PLAY_Y),
    ]


def top_seat() -> list[Spec]:
    """The top seat (four players): its backs and plate side by side, its last play below."""
    x = (WIDTH - (LENGTH + 8 + 240)) // 2
    return [
        backs(2, 180, x, MARGIN),
        seat("plate", 2, x + LENGTH + 8, MARGIN, 240, 64),
        played(2, (WIDTH - PLAY_W) // 2, TOP_PLAY_Y),
    ]


def middle() -> list[Spec]:
    """The order, the play to beat and the stack of plays before it, inside ``table`` and ``center``:
    between the side seats' last plays, below the top seat's."""
    x = side_x() + PLAY_W + 4
    y, w = TOP_PLAY_Y + PLAY_H + 6, WIDTH - 2 * x
    order_w, beat_w = row(9, ORDER, "lying"), row(BEAT_MOST, BEAT, "lying", BEAT_GROUPS)
    order_y = y + LABEL_ROOM + 4
    beat_y = order_y + thick(ORDER, "lying") + 6 + LABEL_ROOM
    zones: list[Spec] = [
        ("order", x + (w - order_w) // 2, order_y, order_w, thick(ORDER, "lying"),
         {"kind": "order", **tiles(ORDER, align="center")}),
        ("beat", x + (w - beat_w) // 2, beat_y, beat_w, thick(BEAT, "lying"), {"kind": "beat", **tiles(BEAT, align="center")}),
    ]
    # Two columns as far apart as the middle allows, so that two long labels side by side never meet.
    stack_w, stack_h = row(PLAY_MOST, STACK, "lying", PLAY_GROUPS), thick(STACK, "lying")
    top = beat_y + thick(BEAT, "lying") + 6 + LABEL_ROOM
    for n in range(STACK_DEPTH):  # newest first: left then right, row by row
        r, c = divmod(n, 2)
        zones.append((f"stack{n + 1}", (x + 4, x + w - 4 - stack_w)[c], top + r * (stack_h + 6 + LABEL_ROOM), stack_w, stack_h,
                      {"kind": "stack", "depth": n + 1, **tiles(STACK, align="center")}))
    bottom = zones[-1][2] + stack_h + 4
    return [(name, x, y, w, bottom - y, {"kind": name}) for name in CONTAINERS] + zones


def climbing(players: int) -> list[Spec]:
    zones = own_seat() + side_seats(players) + middle() + (top_seat() if players == 4 else [])
    _, x, y, _, h, _ = next(z for z in zones if z[0] == "table")
    corner = MARGIN + DEPTH + 8
    return zones + [
        ("info", corner, MARGIN, 224, PANEL_H, {"kind": "info"}),
        ("stock", WIDTH - corner - 224, MARGIN, 224, PANEL_H, {"kind": "stock", "scale": STOCK}),
        ("message", x + 16, y + h + 8, 480, 44, {"kind": "message"}),
    ]


def labelled(name: str) -> bool:
    """The zones whose piles carry a label: the played spots and what lies in the middle."""
    return name.split("_")[0].rstrip("0123456789") in ("played",) + INSIDE


def may_overlap(a: str, b: str) -> bool:
    """Only the containers overlap: each other, and the piles of the middle they hold."""
    inside = lambda name: name.rstrip("0123456789") in INSIDE  # noqa: E731
    if a in CONTAINERS:
        return b in CONTAINERS or inside(b)
    return b in CONTAINERS and inside(a)


def above(zone: Spec, room: int) -> tuple[int, int, int, int]:
    """The band above a zone that its label (or its lifted tiles: no wider than the zone) needs."""
    _, x, y, w, _, _ = zone
    half = label_half(w) if room == LABEL_ROOM else w // 2
    left = max(0, x + w // 2 - half)
    return (left, y - room, min(WIDTH, x + w // 2 + half) - left, room)


def meet(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def check_labels(zones: list[Spec]) -> None:
    """Every labelled zone keeps its label's room free, on the map and clear of the other labels;
    the own hand its lift."""
    bands = {}
    for zone in zones:
        room = LABEL_ROOM if labelled(zone[0]) else LIFT if zone[0] == "hand_0" else 0
        if not room:
            continue
        band = bands[zone[0]] = above(zone, room)
        if band[1] < 0:
            raise SystemExit(f"climbing: the label of {zone[0]} leaves the map")
        for name, *rect, _ in zones:
            if name != zone[0] and name not in CONTAINERS and meet(band, tuple(rect)):
                raise SystemExit(f"climbing: {name} lies where {zone[0]}'s label goes")
    names = list(bands)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if meet(bands[a], bands[b]):
                raise SystemExit(f"climbing: the labels of {a} and {b} meet")


def climb_table(players: int) -> list[Spec]:
    if players not in (3, 4):
        raise ValueError(f"the climbing table seats 3 or 4, not {players}")
    zones = climbing(players)
    check_labels(zones)
    return zones

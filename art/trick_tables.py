"""The trick games' tables: art/tables/piquet_2.tmx and ninety_nine_3.tmx (written by make_tables.py).

Upright cards everywhere (a revealed 99 hand lies face up for all, so even the opponents' cards are
read, never turned): the viewer's hand along the bottom, the trick in the middle (``trick_{p}``,
one card each, placed towards its owner, inside the ``trick`` drop area and the ``center`` where
banners are drawn), and each seat's plate, tricks won and other piles grouped by the seat.

Piquet (0 bottom, 1 top) mirrors its two seats about the middle: a hand along the edge, then a
row of plate, tricks won, shown cards and discards; the talon and the last trick lie left of the
trick, the info panel and buttons right of it. 99 (0 bottom, 1 right, 2 left): a side seat's
plate is in its top corner, its hand runs down its edge, its bid and tricks won lie beside it.

This module imports nothing from make_tables (which imports it, after putting art/ on sys.path,
so it loads both as a script and from its file path in the tests): a zone here is a plain tuple
``(name, x, y, w, h, props)`` that make_tables turns into its Zone and checks, letting the
containers overlap what they contain (:func:`may_overlap`). Labels are checked here.
"""

from __future__ import annotations

WIDTH, HEIGHT = 1280, 800
Spec = tuple[str, int, int, int, int, dict[str, object]]

BASE = (80, 112)  # game.cardart.BASE_SIZE: a card at scale 1.0
STEP_GAP = 3  # game/table/piles.py: between two cards side by side
# A pile's label is drawn up to two lines (14 px, 17 px a line) above its cards: keep this free,
# over at least LABEL_WIDTH px centred on the zone (a narrow zone's label is wider than its card).
LABEL_ROOM, LABEL_WIDTH = 36, 120
LIFT = 16  # a selected card of the own hand stands up this much
CONTAINERS = ("trick", "center")
# Card scales: the own hand, opponents' hands, the trick, tricks won, shown cards, discards.
HAND, OPP, TRICK, WON, SHOWN, SMALL = 1.0, 0.55, 0.8, 0.4, 0.5, 0.45
MARGIN = 16


def size(scale: float) -> tuple[int, int]:
    """A card's size at ``scale``, rounded as game/table/piles.py's card_size does."""
    return (max(8, round(BASE[0] * scale)), max(11, round(BASE[1] * scale)))


def row_len(n: int, scale: float) -> int:
    """``n`` cards side by side (without overlapping), + 3 px for rounding."""
    return n * size(scale)[0] + (n - 1) * STEP_GAP + 3


def seat(kind: str, position: int, x: int, y: int, w: int, h: int, **props: object) -> Spec:
    return (f"{kind}_{position}", x, y, w, h, {"kind": kind, "position": position, **props})


def cards(scale: float, **props: object) -> dict[str, object]:
    """Props of an upright pile laid to the right (side hands pass flow="down")."""
    return {"card_rotation": 0, "scale": scale, "flow": "right", **props}


def own_hand() -> Spec:
    """Twelve cards side by side, centred along the bottom edge."""
    w, h = row_len(12, HAND), size(HAND)[1]
    return seat("hand", 0, (WIDTH - w) // 2, HEIGHT - 8 - h, w, h, **cards(HAND, face="up"))


def trick_card(position: int, x: int, y: int) -> Spec:
    w, h = size(TRICK)
    return seat("trick", position, x, y, w + 6, h + 6, **cards(TRICK, align="center"))


def middle(x: int, y: int, w: int, h: int) -> list[Spec]:
    """The drop area for a played card and the centre of banners: one rect round the trick."""
    return [(name, x, y, w, h, {"kind": name}) for name in CONTAINERS]


def piquet() -> list[Spec]:
    zones = [own_hand()]
    hand_w = row_len(12, OPP)
    zones.append(seat("hand", 1, (WIDTH - hand_w) // 2, 44, hand_w, size(OPP)[1] + 4,
                      **cards(OPP, face="down", align="center")))
    # The seat's row next to its hand: plate | 12 tricks won | 12 shown | 8 discards. Top row from
    # y 150 (its labels clear of hand_1), the bottom one ending at y 640 (the own hand's label and
    # lifted card clear); each row is the other mirrored about the middle.
    for position in (0, 1):
        top = position == 1
        zones += [
            seat("plate", position, MARGIN, 150 if top else 640 - 64, 300, 64),
            seat("won", position, 332, 150 if top else 640 - 54, 140, 54, **cards(WON, face="down")),
            seat("shown", position, 488, 150 if top else 640 - 58, 440, 58, **cards(SHOWN)),
            seat("discards", position, 944, 150 if top else 640 - 52, WIDTH - MARGIN - 944, 52, **cards(SMALL)),
        ]
    # The middle, y 222..540: the talon and last trick left, the trick, the info and buttons right.
    zones += middle(520, 222, 240, 268)
    zones += [trick_card(1, 605, 258), trick_card(0, 605, 390)]  # 36 px between them for a label
    zones += [
        ("talon", MARGIN, 258, 480, size(OPP)[1] + 4, {"kind": "talon", **cards(OPP)}),
        ("stock", MARGIN, 368, 90, 120, {"kind": "stock", "scale": SMALL}),
        ("last_trick", 400, 420, row_len(2, SMALL) + 2, 54, {"kind": "last_trick", **cards(SMALL)}),
        ("info", 844, 222, 420, 162, {"kind": "info"}),
        # Two columns, three rows of buttons: each action keeps its cell (see the table's ``places``).
        ("buttons", 844, 392, 420, 148, {"kind": "buttons"}),
        ("message", 344, 496, 480, 44, {"kind": "message"}),
    ]
    return zones


def mirror(left: bool, at: int, w: int) -> int:
    """x of a zone ``w`` wide lying ``at`` px from the left edge, or as far from the right one."""
    return at if left else WIDTH - at - w


def ninety_nine() -> list[Spec]:
    zones = [own_hand()]
    # Side seats, mirrored: the plate in the top corner, twelve cards down the edge (each showing
    # its top 30 px: the rank and the suit under it, readable when the hand is revealed; the plate
    # says so, so the hand has no label), the bid and the tricks won beside them.
    hand_h, bid_w = size(OPP)[1] + 11 * 30 + 8, row_len(3, SHOWN) + 1
    for position, left in ((2, True), (1, False)):
        zones += [
            seat("plate", position, mirror(left, MARGIN, 300), MARGIN, 300, 64),
            seat("hand", position, mirror(left, MARGIN, 48), 88, 48, hand_h, **cards(OPP, flow="down", face="down")),
            seat("bid", position, mirror(left, 80, bid_w), 160, bid_w, 58, **cards(SHOWN)),
            seat("won", position, mirror(left, 80, 140), 272, 140, 54, **cards(WON, face="down")),
        ]
    zones += [
        ("stock", 326, MARGIN, 90, 120, {"kind": "stock", "scale": SMALL}),
        ("info", 432, MARGIN, 400, 164, {"kind": "info"}),
        ("turn_up", 870, 52, 48, size(OPP)[1] + 4, {"kind": "turn_up", **cards(OPP)}),
    ]
    # The middle, y 246..520: the left seat's card left, the right seat's right, the own below.
    zones += middle(470, 246, 340, 274)
    zones += [trick_card(2, 500, 290), trick_card(1, 710, 290), trick_card(0, 605, 410)]
    zones += [
        ("message", 356, 526, 480, 44, {"kind": "message"}),
        ("buttons", 844, 496, 420, 148, {"kind": "buttons"}),
        seat("plate", 0, MARGIN, 600, 300, 64),
        seat("won", 0, 332, 610, 140, 54, **cards(WON, face="down")),
        seat("bid", 0, 488, 606, bid_w, 58, **cards(SHOWN)),
    ]
    return zones


# Zones whose piles carry a label (game/table/render.py pile_label) in each game.
LABELLED = {
    "piquet": ("hand", "trick", "won", "talon", "discards", "shown", "last_trick"),
    "ninety_nine": ("trick", "won", "bid", "turn_up"),
}


def labelled(family: str, name: str) -> bool:
    """99 labels no hand; Piquet labels both hands' draw for the deal."""
    if name in CONTAINERS:
        return False
    kind = name.rsplit("_", 1)[0] if name[-1].isdigit() else name  # last_trick is a table zone
    return kind in LABELLED[family]


def may_overlap(a: str, b: str) -> bool:
    """Only the containers overlap: each other, and the trick cards they hold."""
    if a in CONTAINERS:
        return b in CONTAINERS or b.startswith("trick_")
    return b in CONTAINERS and a.startswith("trick_")


def above(zone: Spec, room: int) -> tuple[int, int, int, int]:
    """The band above a zone that its label (or lifted card) needs, at least LABEL_WIDTH wide."""
    _, x, y, w, _, _ = zone
    width = max(w, LABEL_WIDTH)
    left = max(0, x + w // 2 - width // 2)
    return (left, y - room, min(WIDTH, left + width) - left, room)


def check_labels(family: str, zones: list[Spec]) -> None:
    """Every labelled zone keeps its label's room free and on the map; the own hand its lift."""
    for zone in zones:
        room = LABEL_ROOM if labelled(family, zone[0]) else LIFT if zone[0] == "hand_0" else 0
        if not room:
            continue
        bx, by, bw, bh = above(zone, room)
        if by < 0:
            raise SystemExit(f"{family}: the label of {zone[0]} leaves the map")
        for other in zones:
            name, x, y, w, h, _ = other
            if name == zone[0] or name in CONTAINERS:
                continue
            if bx < x + w and x < bx + bw and by < y + h and y < by + bh:
                raise SystemExit(f"{family}: {name} lies where {zone[0]}'s label goes")


def trick_table(family: str, players: int) -> list[Spec]:
    games = {"piquet": (2, piquet), "ninety_nine": (3, ninety_nine)}
    seats, make = games[family]
    if players != seats:
        raise ValueError(f"{family} is laid out for {seats} players, not {players}")
    zones = make()
    check_labels(family, zones)
    return zones

"""The climbing table maps (art/tables/climbing_{3,4}.tmx, Fuxi's): every zone a seat and the middle
need, on the map and none over another but the middle's containers; the fullest pile of every
zone laid out by the table's own code (game/table/piles.py) inside its zone, no tile over
another (the own hand's chosen tiles lifted), the labels and the wall's stack as game/table/render.py
draws them clear of everything else."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.fonts import Fonts  # noqa: E402
from game.layout import FAMILY, TABLE_DIR, ZONE_KINDS, Layout, Zone, layout_for, load_layout, table_name  # noqa: E402
from game.table import render  # noqa: E402
from game.table.buttons import Grid  # noqa: E402
from game.table.drawing import LIFT  # noqa: E402
from game.table.piles import Slot, lay_out, piece_size  # noqa: E402

SHAPES = (3, 4)
MAP = pygame.Rect(0, 0, 1280, 800)
CONTAINERS = ("table", "center")
INSIDE = ("order", "beat", "stack1", "stack2", "stack3", "stack4")
# The most a play can hold in a played spot or the stack: 444 carrying 333 carrying 111 carrying 5.
LONG_PLAY = {"cards": ["4m"] * 3 + ["3s"] * 3 + ["1p"] * 3 + ["5m"], "groups": [3, 3, 3, 1]}
# The play to beat may be a whole going-out chain: four triplets carrying each other and a pair.
GOING_OUT = {"cards": ["9m"] * 3 + ["8p"] * 3 + ["7s"] * 3 + ["6m"] * 3 + ["5p"] * 2, "groups": [3, 3, 3, 3, 2]}
# Labels of the longest kind a table draws: render.pile_label wraps them to two lines and drops the rest.
LABELS = {kind: " · ".join([text] * 4) for kind, text in {
    "played": "Passed · 刻4帯333帯111帯5", "beat": "To beat: Dee's triplet 4 carrying 333, 111 and 5 (刻4帯333帯111帯5)",
    "stack": "Cy: triplet 4 (刻4帯333帯111帯5)", "order": "Reversed order 逆 (bamboo kong): 9 weakest → 1 strongest"}.items()}


def layout(players: int) -> Layout:
    return load_layout(TABLE_DIR / f"climbing_{players}.tmx")


def fullest(zone: Zone) -> dict:
    """The fullest pile a zone must hold (visible codes, so tiles are told apart), labelled."""
    kind = zone.kind
    if zone.name == "hand_0":  # twenty tiles, the drawn one set apart
        cards = [f"{n}{s}" for s in "mps" for n in range(1, 10)][:20]
        return {"cards": cards, "fresh": [cards[-1]], "face_up": True}
    if kind == "hand":
        return {"cards": [None] * 20}
    if kind == "beat":
        return dict(GOING_OUT, label=LABELS["beat"])
    if kind in ("played", "stack"):
        return dict(LONG_PLAY, label=LABELS[kind])
    if kind == "order":
        return {"cards": [f"{n}s" for n in range(9, 0, -1)], "label": LABELS["order"]}
    if kind == "stock":
        return {"cards": [None], "count": 108}
    raise AssertionError(kind)


def laid(zone: Zone, pile: dict) -> list[Slot]:
    slots = lay_out(zone.name, zone.rect, dict(zone.props), pile, tiles=True)
    assert len(slots) == len(pile["cards"]), zone.name
    return slots


def drawn_rect(draw) -> pygame.Rect:
    """The bounding box of what ``draw`` paints on a clear map-sized surface."""
    surface = pygame.Surface(MAP.size, pygame.SRCALPHA)
    draw(surface)
    return surface.get_bounding_rect()


class Backs:
    """The tile images' one call render.stock makes: a back of the size asked."""

    tiled = True

    def get(self, code, size, angle=0, pose=None, marked=False) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        surface.fill((200, 120, 30, 255))
        return surface


@pytest.fixture(scope="module")
def fonts() -> Fonts:
    pygame.init()
    return Fonts()


@pytest.mark.parametrize("players", SHAPES)
def test_every_seat_has_its_zones_and_nothing_else(players: int) -> None:
    lay = layout(players)
    seat_kinds, table_zones = ZONE_KINDS["climbing"]
    assert lay.size == (1280, 800) and lay.positions == players
    assert lay.props["variant"] == "climbing" and lay.props["players"] == players
    # each zone's kind and seat position (None: the table's): every one expected, nothing else
    expected = {f"{k}_{p}": (k, p) for k in seat_kinds for p in range(players)}
    expected |= {name: ("stack" if name.startswith("stack") else name, None) for name in table_zones}
    assert {name: (z.kind, z.props.get("position")) for name, z in lay.zones.items()} == expected
    assert [lay.zone(f"stack{n}").props["depth"] for n in range(1, 5)] == [1, 2, 3, 4]


@pytest.mark.parametrize("players", SHAPES)
def test_zones_lie_on_the_map_and_only_the_middle_overlaps(players: int) -> None:
    lay = layout(players)
    zones = list(lay.zones.values())
    for i, a in enumerate(zones):
        assert a.rect.w > 0 and a.rect.h > 0 and MAP.contains(a.rect), a.name
        for b in zones[i + 1:]:
            if a.name in CONTAINERS or b.name in CONTAINERS:
                continue
            assert not a.rect.colliderect(b.rect), f"{a.name} {a.rect} overlaps {b.name} {b.rect}"
    for container in CONTAINERS:  # the middle holds exactly the order, the play to beat and the stack
        rect = lay.zone(container).rect
        assert rect == lay.zone("table").rect
        for zone in zones:
            if zone.name not in CONTAINERS:
                assert rect.contains(zone.rect) == (zone.name in INSIDE), (container, zone.name)


@pytest.mark.parametrize("players", SHAPES)
def test_the_fullest_piles_fit_and_no_tile_lies_over_another(players: int) -> None:
    """Twenty tiles in every hand, a ten-tile play in every played spot and in the stack, a
    fourteen-tile chain to beat, the order's nine tiles and the full wall: each inside its zone,
    none over another tile anywhere (the own hand's tiles lifted as when chosen), none overlapping
    along its row."""
    lay = layout(players)
    rects: list[tuple[str, pygame.Rect]] = []
    for name, zone in lay.zones.items():
        if name in CONTAINERS or zone.kind in ("plate", "info", "buttons", "message"):
            continue
        slots = laid(zone, fullest(zone))
        own = [s.rect for s in slots]
        for r in own:  # (a centre on a half pixel rounds a tile of odd size one pixel out)
            assert zone.rect.inflate(2, 2).contains(r), f"{name}: a tile at {r} leaves {zone.rect}"
        for i, a in enumerate(own):
            assert a.collidelist(own[i + 1:]) == -1, f"{name}: its tiles overlap"
        if name == "hand_0":
            own += [r.move(0, -LIFT) for r in own]
        if name != "stock":  # the wall is drawn by render.stock (see the next test)
            rects += [(name, r) for r in own]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            assert a == b or not ra.colliderect(rb), f"a tile of {a} {ra} lies over one of {b} {rb}"
    panels = [z for z in lay.zones.values() if z.kind in ("plate", "info", "buttons", "message")]
    for name, r in rects:
        for panel in panels:
            assert not r.colliderect(panel.rect), f"a tile of {name} lies under {panel.name}"


@pytest.mark.parametrize("players", SHAPES)
def test_labels_and_the_wall_are_drawn_clear_of_everything(players: int, fonts: Fonts) -> None:
    """Each label as render.pile_label draws it over its fullest pile, and the full wall as
    render.stock draws it, stay on the map and off every tile and panel of other zones."""
    lay = layout(players)
    tiles = {name: [s.rect for s in laid(z, fullest(z))] for name, z in lay.zones.items()
             if z.kind in ("hand", "played", "order", "beat", "stack")}
    tiles["hand_0"] += [r.move(0, -LIFT) for r in tiles["hand_0"]]
    panels = {z.name: [z.rect] for z in lay.zones.values() if z.kind in ("plate", "info", "buttons", "message")}
    drawn: dict[str, pygame.Rect] = {}
    for name, zone in lay.zones.items():
        pile = fullest(zone) if zone.kind in ("played", "order", "beat", "stack") else None
        if pile is not None:
            cards = tiles[name][0].unionall(tiles[name])
            drawn[name] = drawn_rect(lambda s, c=cards, t=pile["label"]: render.pile_label(s, fonts, c, t, zone.rect.w))
    stock = lay.zone("stock")
    size = piece_size(dict(stock.props), tiles=True)
    wall = drawn_rect(lambda s: render.stock(s, fonts, Backs(), stock.rect, size, 108))
    assert stock.rect.contains(wall), f"the wall {wall} leaves {stock.rect}"
    drawn["stock"] = wall
    for name, rect in drawn.items():
        assert MAP.inflate(-28, -28).contains(rect), f"{name}'s label leaves the felt: {rect}"
        for other, rects in {**tiles, **panels}.items():
            if other != name:
                assert rect.collidelist(rects) == -1, f"{name}'s label {rect} lies over {other}"
        for other, rect2 in drawn.items():
            assert other == name or not rect.colliderect(rect2), f"the labels of {name} and {other} meet"


@pytest.mark.parametrize("players", SHAPES)
def test_tiles_are_sized_and_turned_for_their_place(players: int) -> None:
    lay = layout(players)
    own = lay.zone("hand_0")
    assert own.props["face"] == "up" and own.props["flow"] == "right" and own.rotation == 0
    # twenty standing tiles of the own hand at least 46 px wide: read at a glance
    assert piece_size(dict(own.props), True, "standing")[0] >= 46
    turns = {1: 90, 2: 180, 3: 270} if players == 4 else {1: 90, 2: 270}
    for p, turn in turns.items():
        hand = lay.seat("hand", p)
        assert hand.props["face"] == "down" and hand.rotation == turn and hand.scale < own.scale, hand.name
    beat, stack, played = lay.zone("beat"), lay.zone("stack1"), lay.seat("played", 0)
    assert beat.scale > stack.scale >= played.scale  # the play to beat is the largest on the table
    for zone in lay.zones.values():  # every face-up tile on the table is upright, for everyone to read
        if zone.kind in ("played", "order", "beat", "stack"):
            assert zone.rotation == 0 and zone.props["flow"] == "right", zone.name


@pytest.mark.parametrize("players", SHAPES)
def test_each_seat_s_zones_lie_on_its_side(players: int) -> None:
    """A seat's last play lies between its hand and the middle; its plate beside its hand."""
    lay = layout(players)
    middle = pygame.Vector2(lay.zone("table").rect.center)
    left = players - 1
    for p in range(players):
        hand, played, plate = (pygame.Vector2(lay.seat(k, p).rect.center) for k in ("hand", "played", "plate"))
        assert played.distance_to(middle) < hand.distance_to(middle), p
        assert plate.distance_to(hand) < plate.distance_to(middle), p
        side = played - middle
        if p == 0:
            assert side.y > 0 and abs(side.x) <= 8
        elif p == 1:
            assert side.x > 0
        elif p == left:
            assert side.x < 0
        else:
            assert side.y < 0 and abs(side.x) <= 8
    # the order sits over the play to beat, the stack under it
    order, beat = lay.zone("order").rect, lay.zone("beat").rect
    assert order.bottom < beat.top and all(lay.zone(f"stack{n}").rect.top > beat.bottom for n in range(1, 5))


@pytest.mark.parametrize("players", SHAPES)
def test_buttons_message_and_panels(players: int) -> None:
    lay = layout(players)
    grid = Grid(lay.zone("buttons").rect)
    assert (grid.cols, grid.rows) == (2, 3)  # as every table: each action keeps its cell
    assert lay.zone("message").rect.w >= 460 and lay.zone("message").rect.h >= 44
    info = lay.zone("info").rect
    assert info.w >= 220 and (info.h - 26) // 18 >= 6  # the hand's title and six lines (render.info_panel)
    for p in range(players):
        plate = lay.seat("plate", p).rect
        assert plate.w >= 240 and plate.h >= 64
    # the status line lies between the middle and the own hand
    assert lay.zone("table").rect.bottom <= lay.zone("message").rect.y < lay.zone("hand_0").rect.y


def test_fuxi_sits_at_the_climbing_table() -> None:
    assert FAMILY["fuxi"] == "climbing" == table_name("fuxi")
    for players in SHAPES:
        assert layout_for("fuxi", players).path.name == f"climbing_{players}.tmx"
    with pytest.raises(FileNotFoundError, match="fuxi with 5 players"):
        layout_for("fuxi", 5)

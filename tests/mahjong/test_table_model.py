"""The family's table-model builder (rules/mahjong/table.py) on hand-made views: positions round
the table, what is face up, where a claimed tile lies, the drawn tile and the tile on offer."""

from __future__ import annotations

import json

import pytest

from rules.mahjong.table import MahjongTable, lay_meld, sideways_index, unseen_counts

# (players, owner, source, size) -> index of the claimed tile: left (previous) first, opposite
# second, right (next) last.
SIDEWAYS = [
    (4, 0, 3, 3, 0), (4, 0, 2, 3, 1), (4, 0, 1, 3, 2),
    (4, 2, 1, 3, 0), (4, 2, 0, 3, 1), (4, 2, 3, 3, 2),
    (4, 1, 0, 4, 0), (4, 1, 3, 4, 1), (4, 1, 2, 4, 3),
    (3, 0, 2, 3, 0), (3, 0, 1, 3, 2), (3, 2, 1, 4, 0), (3, 2, 0, 4, 3),
]


@pytest.mark.parametrize("players,owner,source,size,index", SIDEWAYS)
def test_sideways_index_says_where_the_tile_came_from(players, owner, source, size, index):
    assert sideways_index(owner, source, players, size) == index


@pytest.mark.parametrize("meld,owner,laid,sideways", [
    # a chow is always called from the left: the called tile first, then the two own tiles
    ({"kind": "chow", "tiles": ["4m", "5m", "6m"], "called_tile": "5m", "from_seat": 3}, 0, ["5m", "4m", "6m"], [0]),
    ({"kind": "pung", "tiles": ["E", "E", "E"], "called_tile": "E", "from_seat": 1}, 0, ["E", "E", "E"], [2]),
    ({"kind": "kong_exposed", "tiles": ["9p"] * 4, "called_tile": "9p", "from_seat": 2}, 0, ["9p"] * 4, [1]),
    # an added kong: the added tile lies sideways beside the claimed one
    ({"kind": "kong_added", "tiles": ["Wh"] * 4, "called_tile": "Wh", "from_seat": 0}, 1, ["Wh"] * 4, [0, 1]),
    ({"kind": "kong_added", "tiles": ["Wh"] * 4, "called_tile": "Wh", "from_seat": 2}, 1, ["Wh"] * 4, [2, 3]),
    # no claim record (a concealed kong, a table that does not keep it): nothing turned
    ({"kind": "kong_concealed", "tiles": ["??"] * 4}, 0, [None] * 4, []),
    ({"kind": "pung", "tiles": ["3s"] * 3}, 0, ["3s"] * 3, []),
])
def test_lay_meld(meld, owner, laid, sideways):
    assert lay_meld(meld, owner, 4) == (laid, sideways)


def test_lay_meld_with_a_tile_being_added():
    meld = {"kind": "pung", "tiles": ["7s"] * 3, "called_tile": "7s", "from_seat": 3}
    assert lay_meld(meld, 0, 4, adding="7s") == (["7s"] * 4, [0, 1])


def test_unseen_counts():
    assert unseen_counts(["1m", "E", "5s"], ["1m", "1m", "E", "2p", "E", "E", "E"]) == [2, 0, 4]


def seat(hand=None, count=13, melds=(), river=()):
    return {"hand": hand, "hand_count": count if hand is None else len(hand), "melds": list(melds), "river": list(river)}


def view(**changes):
    v = {
        "players": 4, "seat": 1, "phase": "claim", "turn": 0, "to_act": [1, 2], "dealer": 0,
        "scores": [0, 10, -10, 0], "wall": 50, "drawn": None, "offer": "3p", "label": "Hand 1",
        "seats": [
            seat(river=["N", "3p"], melds=[{"kind": "kong_concealed", "tiles": ["??"] * 4}], count=10),
            seat(hand=["Rd", "1m", "E", "9s", "2p", "1p", "1m", "5m", "3s", "Wh", "S", "7p", "7p"]),
            seat(river=["W"], melds=[{"kind": "chow", "tiles": ["1s", "2s", "3s"], "called_tile": "3s", "from_seat": 1}],
                 count=10),
            seat(),
        ],
    }
    v.update(changes)
    return v


def test_model_is_seen_from_the_viewer():
    model = MahjongTable().model(view(), {"names": ["Ann", "Bob", "Cy", "Di"]})
    json.dumps(model)
    piles = model["piles"]
    assert model["material"] == "tiles" and model["seats"] == [1, 2, 3, 0] and model["viewer"] == 1
    # The viewer's hand sorted by kind (m, p, s, winds, dragons); the others only as backs.
    assert piles["hand_0"]["cards"] == ["1m", "1m", "5m", "1p", "2p", "7p", "7p", "3s", "9s", "E", "S", "Wh", "Rd"]
    assert piles["hand_1"]["cards"] == [None] * 10 and piles["hand_3"]["cards"] == [None] * 10
    assert piles["hand_2"]["cards"] == [None] * 13
    # Seat 0 (position 3) offers its 3p; its concealed kong shows as four backs.
    assert piles["river_3"] == {"cards": ["N", "3p"], "fresh": ["3p"]}
    assert piles["melds_3"] == {"cards": [None] * 4, "groups": [4], "sideways": []}
    # Seat 2 (position 1) chowed the viewer's 3s: the viewer is on its left, so the tile is first.
    assert piles["melds_1"] == {"cards": ["3s", "1s", "2s"], "groups": [3], "sideways": [0]}
    assert piles["stock"] == {"cards": [None], "count": 50}
    # In a call window only the viewer's own call shows: seat 2 may call too, but that is its secret.
    assert [model["plates"][f"plate_{p}"]["turn"] for p in range(4)] == [True, False, False, False]
    assert model["plates"]["plate_3"]["markers"] == ["Dealer (荘家)"] and model["plates"]["plate_0"]["name"] == "Bob"
    assert model["drops"] == {"river_0": "discard"} and model["private"] == ["hand_0"]
    assert set(model["wins"]) == {"win", "ron", "rob"} and model["pass"] == ["pass"]
    assert all(0 <= cell < 5 for cell in model["places"].values())


def test_drawn_tile_is_last_and_fresh():
    v = view(phase="turn", turn=1, to_act=[1], offer=None, drawn="1m")
    v["seats"][1]["hand"].append("1m")
    piles = MahjongTable().model(v, {})["piles"]
    assert piles["hand_0"]["cards"][-1] == "1m" and piles["hand_0"]["fresh"] == ["1m"]
    assert piles["hand_0"]["cards"][:2] == ["1m", "1m"] and "fresh" not in piles["river_3"]


def test_own_concealed_kong_is_face_up_and_private():
    v = view()
    v["seats"][1]["melds"] = [{"kind": "kong_concealed", "tiles": ["5p"] * 4}]
    model = MahjongTable().model(v, {})
    assert model["piles"]["melds_0"]["cards"] == ["5p"] * 4 and model["private"] == ["hand_0", "melds_0"]


def test_spectator_sees_no_hand():
    v = view(seat=None, to_act=[])
    v["seats"][1] = seat()  # a spectator's view holds no hand
    model = MahjongTable().model(v, {})
    assert model["seats"] == [0, 1, 2, 3] and model["waits"] is None
    assert model["piles"]["hand_1"]["cards"] == [None] * 13


def test_three_players():
    v = view(players=3, seat=2, scores=[0, 0, 0])
    v["seats"] = v["seats"][:3]
    v["seats"][2] = seat(hand=["1p"] * 3 + ["2s"] * 10)
    v["seats"][0]["melds"] = [{"kind": "pung", "tiles": ["W"] * 3, "called_tile": "W", "from_seat": 2}]
    model = MahjongTable().model(v, {})
    assert model["seats"] == [2, 0, 1] and sorted(z for z in model["piles"] if z.startswith("hand")) == [
        "hand_0", "hand_1", "hand_2"]
    # Seat 0 (position 1) punged from seat 2, the seat before it: on its left, first.
    assert model["piles"]["melds_1"]["sideways"] == [0]

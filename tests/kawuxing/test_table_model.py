"""Kawuxing's table model and score sheets (rules/kawuxing/table.py) on stacked walls
(tests/kawuxing/rig.py) and CPU-played matches. Figures are worked out by hand from
../shared/rules/kawuxing.md."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.core.text import set_language
from rules.kawuxing.variant import VARIANT
from tests.kawuxing.rig import BASE, do, meld, rigged

NAMES = {"names": ["Ann", "Bob", "Cy", "Di"]}


def model_of(session, seat, meta=NAMES):
    model = VARIANT.table(session.view(seat), meta)
    assert json.loads(json.dumps(model)) == model  # JSON types only
    return model


def sheets_of(session, events, meta=NAMES):
    out = [VARIANT.sheet(e, session.view(None), meta) for e in events]
    made = [s for s in out if s is not None]
    for s in made:
        assert json.loads(json.dumps(s)) == s and s["material"] == "tiles"
    return made


def face_codes(model, skip=()):
    return Counter(c for zone, pile in model["piles"].items() if zone not in skip for c in pile["cards"] if c)


# -- privacy ----------------------------------------------------------------------------------------


def public_tiles(state, viewer):
    """Every tile the viewer may see face up: rivers, melds (others' closed kongs aside), disclosed
    tiles, a tile being added to a pung."""
    out: Counter = Counter()
    from rules.mahjong.tiles import tile_code

    for i, s in enumerate(state.seats):
        out.update(tile_code(t) for t in s.river)
        for m in s.melds:
            if m.kind != "kong_concealed" or i == viewer:
                out.update(tile_code(t) for t in m.tiles)
        if i != viewer:
            out.update(tile_code(t) for t in s.shown)
    if state.phase == "rob" and state.offer is not None:
        out[tile_code(state.offer)] += 1
    return out


@pytest.mark.parametrize("players, options, scope", [
    (3, {}, "all"), (3, {"anonymous_discards": True}, "waiting_part"), (4, {"four_player_rotation": True}, "all"),
    (4, {"four_player_rotation": True}, "waiting_part"),
])
def test_no_hidden_tile_of_another_seat_ever_shows(players, options, scope) -> None:
    for seed in (1, 2):
        s = Session("kawuxing", players, dict(options, disclosure_scope=scope, hands_per_game=3), seed=seed, meta=NAMES)
        cpus = [VARIANT.cpu("easy", i) for i in range(players)]
        steps = 0
        while not s.is_over():
            for viewer in range(players):
                model = model_of(s, viewer)
                own = s.state.seats[viewer]
                from rules.mahjong.tiles import tile_code

                mine = Counter(tile_code(t) for t in own.hand)
                seen = face_codes(model, skip=("hand_0",))
                assert not seen - public_tiles(s.state, viewer) - (mine if s.state.phase == "rob" else Counter())
                assert Counter(c for c in model["piles"]["hand_0"]["cards"] if c) == mine
                for pos, seat in enumerate(model["seats"]):
                    if seat != viewer:
                        hand = model["piles"][f"hand_{pos}"]["cards"]
                        assert Counter(c for c in hand if c) == Counter(tile_code(t) for t in s.state.seats[seat].shown)
            seat = min(s.to_act())
            s.submit(cpus[seat].choose(s.view(seat), s.legal(seat)))
            steps += 1
        assert steps > 20


# -- the table as seen -------------------------------------------------------------------------------


def test_a_three_player_hand_from_a_seat() -> None:
    s = rigged(BASE, draws="5s")
    model = model_of(s, 1)
    piles = model["piles"]
    assert model["material"] == "tiles" and model["players"] == 3 and model["seats"] == [1, 2, 0]
    assert piles["hand_0"]["cards"] == ["2p", "4p", "6p", "8p", "1s", "3s", "4s", "5s", "7s", "9s", "Wh", "Wh", "Gn"]
    assert piles["hand_2"] == {"cards": [None] * 14, "face_up": False}  # the dealer, to Bob's left
    assert model["plates"]["plate_2"]["markers"] == ["Dealer (荘家)"] and model["plates"]["plate_2"]["turn"]
    assert "Dealer 荘家: Ann" in model["info"] and f"Wall: {s.state.wall.remaining} tiles left" in model["info"]
    assert model["drops"] == {"river_0": "discard"} and model["auto"] == ["discard"]
    assert model["toggles"] == {"disclose": {"label": "Disclose 亮倒", "instead_of": "discard"}}
    assert set(model["wins"]) == {"win", "ron", "rob"} and model["pass"] == ["pass"]
    assert model["labels"]["pung"] == "Pung 碰 {cards}" and model["labels"]["kong"] == "Kong 明槓 {cards}"
    assert model["labels"]["disclose"] == "Disclose 亮倒 {cards}" and model["labels"]["rob"] == "Rob the kong 搶槓 {cards}"
    assert model["sounds"]["pung"] == "call" and model["sounds"]["disclose"] == "riichi"
    # in normal play the automatic discard never applies: there is always more than one legal move
    assert len([c for c in s.legal(0) if c.action == "discard"]) > 1


def test_the_dealers_drawn_tile_is_apart_and_the_waits_are_counted() -> None:
    hands = {**BASE, 0: "1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 1s 1s 2s Rd"}
    s = rigged(hands, drawn="Rd")
    model = model_of(s, 0)
    assert model["piles"]["hand_0"]["cards"][-1] == "Rd" and model["piles"]["hand_0"]["fresh"] == ["Rd"]
    waits = model["waits"]  # drawn to: the hand without Rd waits on 2s and 3s
    assert waits["label"] == "Ready 聴牌: waits" and waits["cards"] == ["2s", "3s"]
    assert waits["counts"] == [3, 4]  # one 2s in the hand; 2s... none elsewhere visible
    assert model["prompts"][0][0] == ["ron"]
    assert any(actions == ["disclose"] for actions, _ in model["prompts"])


READY = {
    0: "1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 1s 1s 2s Rd",
    1: "2p 4p 6p 8p 3s 5s 7s 9s 4s 6s 8s 9p Wh",
    2: "1p 3p 5p 7p 4s 5s 6s 7s 8s 9s 9s 6p 8p",
}


@pytest.mark.parametrize("scope, shown", [("all", ["1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", "1s", "1s", "1s", "2s"]),
                                          ("waiting_part", ["1s", "1s", "1s", "2s"])])
def test_a_discloser_shows_his_tiles_to_everyone(scope, shown) -> None:
    s = rigged(READY, draws="Wh Gn 7s", options={"disclosure_scope": scope})
    assert any(c.action == "disclose" for c in s.legal(0))
    do(s, 0, "disclose", "Rd")
    model = model_of(s, 1)
    hand = model["piles"]["hand_2"]  # Ann sits left of Bob
    assert hand["cards"][:len(shown)] == shown and hand["cards"][len(shown):] == [None] * (13 - len(shown))
    assert "Disclosed 亮倒" in model["plates"]["plate_2"]["markers"] and "Ann has disclosed 亮倒" in model["info"]
    own = model_of(s, 0)
    assert own["waits"]["label"] == "Disclosed 亮倒: waits" and own["waits"]["cards"] == ["2s", "3s"]
    do(s, 1, "discard", "Wh")
    do(s, 2, "discard", "Gn")
    # Ann's only move is the drawn tile's discard: the table makes it for her (auto)
    assert s.legal(0) == [Command(0, "discard", ("7s",))] and model_of(s, 0)["auto"] == ["discard"]
    assert model_of(s, 0)["prompts"][0] == [["win"], "Disclosed 亮倒: win 胡 by self-draw, or the drawn tile goes"]


def test_closed_kongs_lie_face_down_to_the_others_and_are_private() -> None:
    hands = {**BASE, 0: "1p 2p 3p 5p 6p 7p 1s 2s 3s 9s 9s 9s 9s 9p", 1: "2p 4p 6p 8p 1s 3s 5s 7s 8s Wh Wh Gn 4s"}
    s = rigged(hands, drawn="9s", supplements="4s")
    do(s, 0, "closed_kong", "9s")
    assert model_of(s, 1)["piles"]["melds_2"]["cards"] == [None] * 4
    own = model_of(s, 0)
    assert own["piles"]["melds_0"]["cards"] == ["9s"] * 4 and own["private"] == ["hand_0", "melds_0"]
    assert own["told"] == {"closed_kong": "Closed kong 暗槓"}


def test_a_claimed_tile_lies_sideways_by_where_it_came_from() -> None:
    hands = {**BASE, 1: "2p 4p 6p 8p 1s 3s 5s 7s 9s Wh Wh Wh 4s"}
    s = rigged(hands, supplements="8s")
    do(s, 0, "discard", "Wh")
    model = model_of(s, 1)
    assert set(c.action for c in s.legal(1)) == {"kong"}
    assert model["prompts"][2] == [["kong"], "You hold three of this tile: kong it (明槓), or win"]
    do(s, 1, "kong", "Wh")
    melds = model_of(s, 1)["piles"]["melds_0"]
    assert melds["cards"] == ["Wh"] * 4 and melds["sideways"] == [0]  # from Ann, the previous player: left


def test_the_restriction_is_told_in_the_info_panel() -> None:
    from tests.kawuxing.test_flow import RESTRICT

    s = rigged(RESTRICT, draws="1p 4s")
    do(s, 0, "discard", "Rd")
    do(s, 2, "pass")
    assert s.view(2)["restricted"] == 1
    line = "Missed a win (doubles: 1): until your next draw you may win on a discard only with more"
    assert line in model_of(s, 2)["info"] and line not in model_of(s, 1)["info"]


# -- the four-player rotation ----------------------------------------------------------------------


DOUBLE = {
    0: "5p 1p 2p 3p 7p 8p 9p 4s 5s 6s 4s 5s 6s Rd",
    1: "4p 6p 1s 2s 3s 7s 8s 9s Gn Gn Gn Rd Rd",
    2: "4p 6p 1s 2s 3s 7s 8s 9s Wh Wh Wh 3p 3p",
}


def test_the_resting_seat_shows_no_tiles_and_its_plate_says_so() -> None:
    s = rigged(BASE, players=4, resting=3, draws="5s")
    model = model_of(s, 0)
    assert model["players"] == 4 and model["seats"] == [0, 1, 2, 3]
    assert model["plates"]["plate_3"]["markers"] == ["Sits out (休み)"] and not model["plates"]["plate_3"]["turn"]
    assert model["piles"]["hand_3"]["cards"] == [] and model["piles"]["melds_3"]["cards"] == []
    assert "Sits out 休み: Di" in model["info"]
    assert model_of(s, 3)["waits"] is None and model_of(s, 3)["piles"]["hand_0"]["cards"] == []


def turn_positions(session, viewer):
    """The positions of the active seats, in turn order from the viewer's next."""
    model = model_of(session, viewer)
    st = session.state
    seat, out = viewer, []
    for _ in range(2):
        seat = st.next_seat(seat)
        out.append(model["seats"].index(seat))
    return out, model


def test_positions_follow_the_turn_order_after_the_rotation() -> None:
    s = rigged(DOUBLE, players=4, resting=3)
    assert turn_positions(s, 0)[0] == [1, 2]
    do(s, 0, "discard", "5p")
    do(s, 1, "ron", "5p")
    do(s, 2, "pass")
    st = s.state
    assert st.order == [0, 3, 2] and st.resting == 1  # Di takes Bob's place; Bob sits out
    positions, model = turn_positions(s, 0)
    assert model["seats"] == [0, 3, 2, 1]  # Di in Bob's old chair, Bob on the bench
    assert positions == [1, 2]  # Ann -> Di (right) -> Cy (opposite): counter-clockwise
    assert model["plates"]["plate_3"]["markers"] == ["Sits out (休み)"]
    for viewer in (2, 3):
        positions, _ = turn_positions(s, viewer)
        assert positions == sorted(positions)  # counter-clockwise; the bench may lie between


# -- score sheets -------------------------------------------------------------------------------------


def test_two_winners_on_one_discard_share_one_sheet() -> None:
    s = rigged(DOUBLE)
    do(s, 0, "discard", "5p")
    do(s, 1, "ron", "5p")
    events = do(s, 2, "ron", "5p")
    sheet = sheets_of(s, events)[0]
    assert sheet["kind"] == "win" and sheet["title"] == "Bob and Cy both win on the discard of Ann (放銃)"
    hands = [b for b in sheet["blocks"] if b["type"] == "hand"]
    assert [b["title"] for b in hands] == ["Winning hand of Bob", "Winning hand of Cy"]
    assert hands[0]["highlight"] == ["5p"]
    assert {"cards": ["4p", "5p", "6p"], "label": "Chow (順子)"} in hands[0]["groups"]
    patterns = [b for b in sheet["blocks"] if b["type"] == "rows" and b["title"].startswith("Doubling patterns")]
    assert patterns[0]["rows"][0] == {"original": "卡五星", "english": "Fit five: the winning 5 between 4 and 6",
                                      "value": "1 double"}
    amounts = [b for b in sheet["blocks"] if b["type"] == "lines" and b["title"] == "Amount"]
    assert "Amount: unit × 2^D = 1 × 2^1 = 2" in amounts[0]["lines"] and "Ann pays Bob 2" in amounts[0]["lines"]
    scores = sheet["blocks"][-1]
    assert scores["rows"][0] == ["Ann", "0", "-4", "-4", "-4"]
    assert "Next hand: Ann deals" in sheet["subtitle"]


def test_a_bloom_win_sheet_with_chained_kongs() -> None:
    chain = {
        0: "9s 9s 9s 9s 4s 1p 2p 3p 7p 8p 9p",
        1: "1s 2s 3s 5s 6s 7s Gn Gn Rd Rd 2p 4p 8p",
        2: "1p 2p 3p 7p 8p 9p 2s 3s 5p 5p Wh Wh Rd",
    }
    s = rigged(chain, drawn="9s", supplements="6p 4s", melds={0: [meld("pung", "6p 6p 6p", 1)]})
    do(s, 0, "closed_kong", "9s")
    do(s, 0, "add_kong", "6p")
    events = do(s, 0, "win")
    sheet = sheets_of(s, events)[0]
    assert sheet["title"] == "Ann wins on a kong's supplement (槓上開花)"
    rows = next(b for b in sheet["blocks"] if b["title"] == "Doubling patterns of Ann (飜)")["rows"]
    assert {"original": "槓上開花", "english": "Bloom on a kong", "value": "2 doubles"} in rows
    kongs = next(b for b in sheet["blocks"] if b["title"] == "Kong payments this hand (槓)")["rows"]
    assert [r["original"] for r in kongs] == ["Closed kong 暗槓", "Growing kong 加槓"]
    assert kongs[0]["english"] == "Ann: 2 from Bob, Cy" and kongs[0]["value"] == "+4"
    assert kongs[1]["english"] == "Ann: 2 from Bob, Cy · link 2 (×2)" and kongs[1]["cards"] == ["6p"] * 4
    assert kongs[1]["value"] == "+4"
    lines = next(b for b in sheet["blocks"] if b["title"] == "Amount")["lines"]
    assert "A self-draw: each other player pays the amount" in lines
    declared = next(b for b in sheet["blocks"] if b["type"] == "hand")["groups"][-2:]
    assert [g["label"] for g in declared] == ["Growing kong 加槓", "Closed kong 暗槓"]
    assert sheet["blocks"][-1]["rows"][0][1:] == ["+8", "+8", "+16", "+16"]


def test_a_disclosed_winner_on_a_discard_is_paid_twice() -> None:
    s = rigged(READY, draws="Wh 2s", options={"disclosure_scope": "waiting_part"})
    do(s, 0, "disclose", "Rd")
    do(s, 1, "discard", "Wh")
    events = do(s, 2, "discard", "2s")
    if not any(e.kind == "hand_ended" for e in events):
        events = do(s, 0, "ron", "2s")
    sheet = sheets_of(s, events)[0]
    hand = next(b for b in sheet["blocks"] if b["type"] == "hand")
    assert hand["title"] == "Winning hand of Ann · disclosed 亮倒"
    rows = next(b for b in sheet["blocks"] if b["title"] == "Doubling patterns of Ann (飜)")["rows"]
    assert {"original": "亮倒", "english": "Disclosure", "value": "1 double"} in rows
    lines = next(b for b in sheet["blocks"] if b["title"] == "Amount")["lines"]
    amount = s.state.history[-1]["wins"][0]["score"]["amount"]
    assert f"Disclosed 亮倒: Cy pays the amount twice, {amount} × 2 = {2 * amount}" in lines
    assert f"Cy pays Ann {2 * amount}" in lines


def test_the_drawn_hand_sheet_shows_the_disclosure_penalty() -> None:
    s = rigged(READY, draws="Wh Gn", remaining=2)
    do(s, 0, "disclose", "Rd")
    do(s, 1, "discard", "Wh")
    events = do(s, 2, "discard", "Gn")
    sheet = sheets_of(s, events)[0]
    assert sheet["kind"] == "draw" and sheet["title"] == "Exhaustive draw (流局)"
    penalty = sheet["blocks"][0]
    assert penalty["title"] == "Disclosure penalty (亮倒)"
    assert "Ann disclosed 亮倒 first and pays each other player 1: Ann -2, Bob +1, Cy +1" in penalty["lines"]
    hands = [b for b in sheet["blocks"] if b["type"] == "hand"]
    assert [b["title"] for b in hands] == ["Ann · disclosed 亮倒", "Bob", "Cy"]
    assert "Next hand: Ann deals" in sheet["subtitle"]


def test_the_match_sheet_lists_standings_and_hands() -> None:
    s = Session("kawuxing", 4, {"four_player_rotation": True, "hands_per_game": 2}, seed=3, meta=NAMES)
    cpus = [VARIANT.cpu("easy", i) for i in range(4)]
    last = []
    while not s.is_over():
        seat = min(s.to_act())
        last = s.submit(cpus[seat].choose(s.view(seat), s.legal(seat)))
    sheet = sheets_of(s, last)[-1]
    assert sheet["kind"] == "match" and sheet["blocks"][0]["title"] == "Final standings"
    assert len(sheet["blocks"][0]["rows"]) == 4
    hands = sheet["blocks"][1]
    assert hands["columns"] == ["Hand", "Result", "Ann", "Bob", "Cy", "Di"] and len(hands["rows"]) == 2


def test_the_sheets_in_japanese() -> None:
    set_language("ja")
    try:
        s = rigged(DOUBLE)
        do(s, 0, "discard", "5p")
        do(s, 1, "ron", "5p")
        events = do(s, 2, "ron", "5p")
        sheet = sheets_of(s, events)[0]
        model = model_of(s, 0)
    finally:
        set_language("en")
    text = json.dumps(sheet, ensure_ascii=False) + json.dumps(model, ensure_ascii=False)
    for english in ("Winning hand", "Doubling patterns", "Amount", "Scores", "Fit five", "Wall:"):
        assert english not in text

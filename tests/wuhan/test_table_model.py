"""Wuhan's table model and score sheets (rules/wuhan/table.py) on stacked walls and CPU-played
games. Laizi is 5s (indicator 4s) and 中 the kong tile unless said otherwise; figures are worked
out by hand from ../shared/rules/wuhan.md."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from rules.core.command import Command
from rules.core.session import Session
from rules.mahjong.table import tile_key
from rules.wuhan.tiles import CODE
from rules.wuhan.variant import VARIANT
from tests.wuhan.rig import BASE, adding_kong, meld, rigged

NAMES = {"names": ["Ann", "Bob", "Cy", "Di"]}


def do(session, seat, action, *cards):
    return session.submit(Command(seat, action, tuple(cards)))


def model_of(session, seat, meta=NAMES):
    model = VARIANT.table(session.view(seat), meta)
    assert json.loads(json.dumps(model)) == model  # JSON types only
    return model


def fill(label, command):
    return label.replace("{cards}", " ".join(command.cards)).strip()


# -- what the viewer sees ------------------------------------------------------------------------


def test_viewer_sees_its_own_hand_only_and_the_laizi_marked():
    s = rigged(BASE)
    model = model_of(s, 2)
    piles = model["piles"]
    assert model["material"] == "tiles" and model["seats"] == [2, 3, 0, 1]
    assert piles["hand_0"] == {"cards": ["2m", "5m", "8m", "9p", "9p", "2s", "6s", "6s", "W", "W", "Wh", "Gn", "Gn"],
                               "face_up": True}
    assert piles["hand_2"] == {"cards": [None] * 14, "face_up": False}  # the dealer, seat 0
    assert piles["hand_1"]["cards"] == [None] * 13 and piles["hand_3"]["cards"] == [None] * 13
    assert model["marked"] == ["5s"]
    assert piles["indicator"] == {"cards": ["4s"], "label": "Indicator 頼子表示牌 → laizi 5 Bamboo"}
    assert piles["stock"]["count"] == s.state.wall.remaining
    info = model["info"]
    assert "Laizi 頼子: 5 Bamboo (indicator 4 Bamboo)" in info and "Threshold 縛り: 8 points from every payer" in info
    assert "Dealer 荘家: Ann" in info and f"Wall: {s.state.wall.remaining} tiles left" in info
    plate = model["plates"]["plate_2"]
    assert (plate["seat"], plate["name"], plate["turn"], plate["markers"]) == (0, "Ann", True, ["Dealer (荘家)"])
    assert model["private"] == ["hand_0"] and model["drops"] == {"river_0": "discard"}


def test_the_drawn_tile_is_set_apart_and_the_discard_on_offer_is_fresh():
    s = rigged(BASE, draws="5p")
    do(s, 0, "discard", "9p")  # seat 2 may pon, seat 1 may chi
    model = model_of(s, 2)
    assert model["piles"]["river_2"]["fresh"] == ["9p"]
    assert model["plates"]["plate_0"]["turn"] and not model["plates"]["plate_3"]["turn"]  # seat 1's call is its own
    assert s.view(2)["to_act"] == [2] and s.view(3)["to_act"] == [] and s.view(None)["to_act"] == []
    do(s, 2, "pass")
    do(s, 1, "pass")
    hand = model_of(s, 1)["piles"]["hand_0"]
    assert hand["cards"][-1] == "5p" and hand["fresh"] == ["5p"] and len(hand["cards"]) == 14
    assert "fresh" not in model_of(s, 1)["piles"]["river_3"]  # the discard is no longer on offer


def test_single_kongs_lie_with_the_melds_and_discarded_ones_too():
    hands = dict(BASE)
    hands[0] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 中 東 南 5s 9p"
    s = rigged(hands, replacements="1p", draws="9s")
    do(s, 0, "hongzhong_kong", "Rd")
    do(s, 0, "discard", "5s")  # a discarded laizi counts as a laizi kong: it lies in the corner
    piles = model_of(s, 1)["piles"]
    assert piles["melds_3"] == {"cards": ["Rd", "5s"], "groups": [1, 1], "sideways": []}
    assert piles["river_3"]["cards"] == []


# -- melds: who gave a tile is not shown ------------------------------------------------------------
# The original (001): 「チー・ポン・カンで,誰からどの牌をもらったかは示しません」 — and §7.1: "Which player
# supplied a called tile is not shown". No meld tile lies sideways, and the view carries no giver.


def test_no_meld_says_who_gave_its_tile():
    hands = dict(BASE)
    hands[2] = "9p 9p 2m 5m"
    melds = {2: [meld("pung", "222p", 1), meld("pung", "333s", 0), meld("pung", "北北北", 3)]}
    hands[0], hands[3] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 南 西 9p", "3m 6m 9m 5p 8p 4s 7s 8s 南 東 白 白 6p"
    s = rigged(hands, melds=melds)
    for viewer in range(4):
        piles = model_of(s, viewer)["piles"]
        pos = (2 - viewer) % 4
        assert piles[f"melds_{pos}"] == {"cards": ["2p"] * 3 + ["3s"] * 3 + ["N"] * 3, "groups": [3, 3, 3],
                                         "sideways": []}
        assert all(set(m) == {"kind", "tiles"} for m in s.view(viewer)["seats"][2]["melds"])


def test_a_chow_lies_in_order_and_opens_a_mouth():
    s = rigged(BASE, draws="5p 5p")
    do(s, 0, "discard", "9p")
    do(s, 2, "pass")
    do(s, 1, "chi", "7p", "8p")
    piles = model_of(s, 3)["piles"]
    assert piles["melds_2"] == {"cards": ["7p", "8p", "9p"], "groups": [3], "sideways": []}
    assert piles["river_1"]["cards"] == []  # the claimed discard left seat 0's river
    assert "Open 口×1" in model_of(s, 3)["plates"]["plate_2"]["markers"]


def test_a_kong_being_added_shows_with_the_pung_and_is_seen():
    s = adding_kong("2m 3m 4m 6p 7p 2s 3s 4s 8s 8s", "6m 7m 8m 2p 3p 4p 4p 6p 2s 2s", dealer=0)
    do(s, 1, "added_kong", "5p")
    model = model_of(s, 2)
    assert model["piles"]["melds_3"] == {"cards": ["5p"] * 4, "groups": [4], "sideways": [], "fresh": ["5p"]}
    assert model["labels"]["rob"] == "Rob the kong 搶槓 {cards}" and model["prompts"][1] == [
        ["rob"], "Rob the kong (搶槓) and win, or pass?"]


def test_anonymous_discards_lie_in_one_pile_and_keep_no_giver():
    s = rigged(BASE, draws="5p 5p", options={"anonymous_discards": True})
    do(s, 0, "discard", "9p")
    do(s, 2, "pon", "9p")
    do(s, 1, "pass")
    model = model_of(s, 3)
    assert model["piles"]["melds_3"] == {"cards": ["9p"] * 3, "groups": [3], "sideways": []}
    assert all(model["piles"][f"river_{p}"]["cards"] == [] for p in range(4))
    assert "from_seat" not in s.view(3)["seats"][2]["melds"][0]
    # one pile, sorted by kind: its order tells nobody who discarded what
    pile = model["piles"]["pile"]["cards"]
    assert pile == sorted(pile, key=tile_key) and len(pile) == sum(len(x.river) for x in s.state.seats)


# -- plates: open mouths ---------------------------------------------------------------------------


def test_plates_count_open_mouths_and_name_no_giver():
    hands = dict(BASE)
    hands[3] = "1s 1s 9s 9s"
    hands[1] = "2p 3p 4p 6p 7p 8p 1m 2m 3m 7m 8m 9m 白"
    melds = {3: [meld("pung", "222s", 0), meld("chow", "123s", 2), meld("pung", "777s", 1)]}
    hands[0] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 南 北 9p"
    hands[2] = "9p 9p 2m 5m 8m 2p 6p 6p 西 西 發 發 白"
    s = rigged(hands, melds=melds)
    model = model_of(s, 0)
    # Seat 1 fed seat 3's third one-suit mouth, but the table keeps no giver: liability (包) is for
    # the players to remember, and is settled on the score sheet.
    assert model["plates"]["plate_3"]["markers"] == ["Open 口×3"]
    assert model["plates"]["plate_1"]["markers"] == [] and model["plates"]["plate_2"]["markers"] == []


# -- buttons ----------------------------------------------------------------------------------------


def test_every_chow_way_is_its_own_labelled_button():
    hands = dict(BASE)
    hands[1] = "3m 4m 6m 7m 2p 3p 4p 1s 2s 3s 7s 8s 白"
    hands[0] = "1m 2m 3m 5m 6m 7m 8m 1p 1p 1p 東 南 北 9p"
    hands[3] = "3m 6m 9m 2p 5p 8p 3s 4s 7s 8s 南 北 東"
    hands[2] = "9p 9p 2m 5m 8m 2s 6s 6s 西 西 發 發 白"
    s = rigged(hands, draws="5p")
    do(s, 0, "discard", "5m")
    legal = s.legal(1)
    model = model_of(s, 1)
    chis = [fill(model["labels"][c.action], c) for c in legal if c.action == "chi"]
    assert chis == ["Chi 吃 3m 4m", "Chi 吃 4m 6m", "Chi 吃 6m 7m"]
    assert all(c.action in model["labels"] and c.action in model["places"] for c in legal)
    assert model["prompts"][4] == [["pass"], "A discard is on offer: call it or pass"]


def test_turn_buttons_have_their_own_cells():
    hands = dict(BASE)
    hands[0] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 中 東 南 5s 5s"
    s = rigged(hands, replacements="1p")
    model = model_of(s, 0)
    labels = {fill(model["labels"][c.action], c) for c in s.legal(0) if c.action != "discard"}
    assert labels == {"Hongzhong kong 紅中槓 Rd", "Laizi kong 頼子槓 5s"}
    places = model["places"]
    assert places["hongzhong_kong"] != places["laizi_kong"]
    # a call is followed by one's own turn: no kong or win takes the cell just clicked
    for call in ("chi", "pon", "exposed_kong", "pass"):
        assert all(places[call] != places[a] for a in ("hongzhong_kong", "laizi_kong", "concealed_kong", "added_kong",
                                                      "win"))
    assert places["ron"] == places["win"] == places["rob"] and set(model["wins"]) == {"win", "ron", "rob"}
    assert all(0 <= cell <= 4 for cell in places.values())  # cell 5 is the Hint's
    pizi = model_of(rigged(BASE, indicator="1s", options={"pizi_kong": True}), 0)
    assert pizi["labels"]["hongzhong_kong"] == "Pizi kong 皮子槓 {cards}"


# -- waits ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("dealer,cards,counts", [
    # 234m 678p 234s 8m + 北北北 (open): 8m pairs (hard), or the laizi 5s stands for 8m (soft).
    # 8m: 4 less the viewer's own and seat 3's 789m = 2 unseen; 5s: none seen, 4.
    (0, ["8m", "5s"], [2, 4]),
    # Not the dealer: a soft self-draw pays 1 × 2 (open) × 2 (self-draw) = 4 from seat 2, who has
    # nothing to double it: below the threshold of 8, so 5s is no wait; the hard 8m pays 8.
    (1, ["8m"], [2]),
])
def test_waits_and_the_unseen_count_of_each(dealer, cards, counts):
    hands = {
        0: "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m 西",
        1: "2p 3p 4p 6p 7p 1p 1s 2s 3s 7s 8s 9s 白",
        2: "9p 9p 2m 5m 1m 2s 6s 6s 南 西 發 發 白",
        3: "3m 6m 3m 2p 5p 8p 3s 4s 7s 8s",
    }
    melds = {0: [meld("pung", "北北北", 2)], 3: [meld("chow", "789m", 2)]}
    s = rigged(hands, melds=melds, dealer=dealer, turn=0, draws="1p 1p")
    assert not any(t in (7, 22) for seat in s.state.seats for t in seat.river)
    do(s, 0, "discard", "W")
    assert s.state.turn == 1 and s.state.phase == "turn"
    waits = model_of(s, 0)["waits"]
    assert waits == {"label": "Ready 聴牌: waits", "cards": cards, "counts": counts}
    assert model_of(s, 1)["waits"] is None  # seat 1's hand is far from ready


def test_waits_on_ones_turn_are_those_drawn_to_and_none_without_an_open_mouth():
    hands = dict(BASE)
    hands[0] = "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m 9m"
    s = rigged(hands, melds={0: [meld("pung", "北北北", 2)]}, drawn="9m")
    assert model_of(s, 0)["waits"]["cards"] == ["8m", "5s"]
    hands[0] = "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m 9m 1s 1s 1s"
    s = rigged(hands, drawn="9m")
    waits = model_of(s, 0)["waits"]
    assert waits["cards"] == ["8m", "5s"] and waits["label"].startswith("Shape only")


# -- no hidden tile ever shows ---------------------------------------------------------------------


def public_tiles(state, viewer):
    """Every tile ``viewer`` may see face up, from the full state."""
    out = Counter([state.indicator])
    if viewer is not None:
        out.update(state.seats[viewer].hand)
    for i, seat in enumerate(state.seats):
        for m in seat.melds:
            if m.kind != "kong_concealed" or i == viewer:
                out.update(m.tiles)
        out.update(k for k, _ in seat.singles)
        out.update(seat.river)
    if state.phase == "rob":
        out[state.offer] += 1
    return Counter({CODE[k]: n for k, n in out.items()})


def shown_tiles(model):
    return Counter(c for pile in model["piles"].values() for c in pile["cards"] if c is not None)


@pytest.mark.parametrize("players,options,seed", [
    (4, {}, 11), (4, {"anonymous_discards": True}, 12), (4, {"pizi_kong": True}, 13),
    (3, {"variant": "jingzhou"}, 14), (3, {"variant": "jingzhou", "removed_suit": "s"}, 15),
])
def test_no_hidden_tile_in_any_seat_model_over_cpu_games(players, options, seed):
    s = Session(VARIANT, players, dict(options, laps=1), seed)
    cpus = [VARIANT.cpu("normal" if i % 2 else "easy", seed + i) for i in range(players)]
    steps = 0
    while not s.is_over() and steps < 250:
        for viewer in list(range(players)) + [None]:
            model = model_of(s, viewer, {})
            assert shown_tiles(model) == public_tiles(s.state, viewer)
            for pos in range(players):
                if pos or viewer is None:
                    assert set(model["piles"][f"hand_{pos}"]["cards"]) <= {None}
            assert model["marked"] == [CODE[s.state.laizi]]
            if model["waits"]:
                assert len(model["waits"]["cards"]) == len(model["waits"]["counts"])
                assert all(0 <= n <= 4 for n in model["waits"]["counts"])
            if viewer is not None:
                for c in s.legal(viewer):
                    assert c.action in model["labels"] and (c.action in model["places"] or c.action == "discard")
        seat = min(s.to_act())
        s.submit(cpus[seat].choose(s.view(seat), s.legal(seat)))
        steps += 1
    assert steps > 50


# -- score sheets -----------------------------------------------------------------------------------


def blocks_by_title(sheet):
    return {b["title"]: b for b in sheet["blocks"]}


def test_win_sheet_of_the_worked_example():
    """§11.7: A dealer, open; B discards, open; C open with a 紅中槓 and a 頼子槓; D wins a small
    hard win, open, on B's 8m. A and B pay 16, C pays 64: 96."""
    hands = {
        0: "3m 3m 4p 4p 6s 6s 8s 8s 北 北",
        1: "1m 1m 9m 9m 5p 5p 6s 7s 9p 9p 8m",
        2: "1s 1s 2p 3p 5m 5m 7p 7p 9s 9s 中 5s",
        3: "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m",
    }
    melds = {0: [meld("pung", "發發發", 3)], 1: [meld("pung", "西西西", 0)], 2: [meld("pung", "白白白", 3)],
             3: [meld("pung", "南南南", 0)]}
    s = rigged(hands, melds=melds, dealer=0, turn=1)
    s.meta.update({"names": ["A", "B", "C", "D"]})
    c = s.state.seats[2]
    for k in (33, 22):  # C's 紅中槓 and 頼子槓
        c.hand.remove(k)
        c.singles.append((k, "kong"))
    do(s, 1, "discard", "8m")
    assert s.to_act() == {3}
    ended = next(e for e in do(s, 3, "ron", "8m") if e.kind == "hand_ended")
    sheet = VARIANT.sheet(ended, s.view(None), s.meta)
    assert json.loads(json.dumps(sheet)) == sheet
    assert sheet["kind"] == "win" and sheet["title"] == "D wins on the discard of B (放銃)"
    hand = sheet["blocks"][0]
    assert hand["type"] == "hand" and hand["title"] == "Winning hand · 小胡 Small win" and hand["highlight"] == ["8m"]
    assert sorted((g["label"], tuple(g["cards"])) for g in hand["groups"]) == [
        ("Chow (順子)", ("2m", "3m", "4m")), ("Chow (順子)", ("2s", "3s", "4s")), ("Chow (順子)", ("6p", "7p", "8p")),
        ("Pair 将 (2, 5 or 8)", ("8m", "8m")), ("Pon 碰", ("S", "S", "S"))]
    blocks = blocks_by_title(sheet)
    assert blocks["Base (起翻): 1"]["rows"] == [{"original": "小胡", "english": "Small win", "value": "1"}]
    rows = lambda title: [(r["original"], r["value"]) for r in blocks[title]["rows"]]  # noqa: E731
    assert rows("Doublings of the winner, D (飜)") == [("開口", "×2"), ("硬胡", "×2")]
    assert rows("Doublings of A, payer") == [("開口", "×2"), ("荘家", "×2")]
    assert rows("Doublings of B, payer") == [("開口", "×2"), ("放銃", "×2")]
    assert rows("Doublings of C, payer") == [("開口", "×2"), ("頼子槓", "×4"), ("紅中槓", "×2")]
    assert blocks["Formula"]["lines"] == [
        # each factor names its seat as the table does (the players' names), not "seat 4"
        "A: 1 (小胡) × 2 (D 開口) × 2 (D 硬胡) × 2 (A 開口) × 2 (A 荘家) = 16",
        "B: 1 (小胡) × 2 (D 開口) × 2 (D 硬胡) × 2 (B 開口) × 2 (B 放銃) = 16",
        "C: 1 (小胡) × 2 (D 開口) × 2 (D 硬胡) × 2 (C 開口) × 4 (C 頼子槓) × 2 (C 紅中槓) = 64",
        "Threshold (縛り): 8 points from every payer, before caps: met",
    ]
    assert not any(title.startswith("Caps") for title in blocks)  # no payment reaches a cap
    assert rows("Payments: 96 in all") == [("A → D", "16"), ("B → D", "16"), ("C → D", "64")]
    assert blocks["Scores"]["rows"] == [["A", "-16", "-16"], ["B", "-16", "-16"], ["C", "-64", "-64"], ["D", "+96", "+96"]]


def test_win_sheet_with_liability_and_a_laizi_standing_in():
    s = adding_kong("2m 3m 4m 6p 5s 2s 3s 4s 8s 8s", "6m 7m 8m 2p 3p 4p 4p 6p 2s 2s", dealer=0)
    do(s, 1, "added_kong", "5p")
    do(s, 3, "pass")
    ended = next(e for e in do(s, 2, "rob", "5p") if e.kind == "hand_ended")
    sheet = VARIANT.sheet(ended, s.view(None), NAMES)
    assert sheet["title"] == "Cy robs the kong of Bob (搶槓)"
    groups = sheet["blocks"][0]["groups"]
    # 5p robbed + 6p and the laizi 5s: it stands in the chow as 4p (7p would do as well)
    assert {"cards": ["5s", "5p", "6p"], "label": "Chow (順子) · laizi as 4 Dots"} in groups
    blocks = blocks_by_title(sheet)
    base = next(b for t, b in blocks.items() if t.startswith("Base"))
    assert base["title"] == "Base (起翻): 10 搶槓" and base["rows"] == [
        {"original": "搶槓", "english": "Robbing a kong", "value": "10"}]
    pay = next(b for t, b in blocks.items() if t.startswith("Payments"))
    assert pay["rows"][0]["original"] == "包" and pay["rows"][0]["english"].startswith("Bob pays for everyone")
    assert [r["value"] for r in pay["rows"][1:]] == ["0", str(ended.data["breakdown"]["total"]), "0"]
    assert ("軟胡", "×1") in [(r["original"], r["value"]) for r in blocks["Doublings of the winner, Cy (飜)"]["rows"]]


def test_draw_sheet():
    hands = dict(BASE)
    hands[0] = "1m 2m 3m 4m 6m 7m 8m 1p 1p 1p 東 南 北 中"
    s = rigged(hands, draws="5p 9s 9m 1s 1s 7p", remaining=15)
    do(s, 0, "discard", "Rd")
    ended = next(e for e in do(s, 1, "discard", "5p") if e.kind == "hand_ended")
    sheet = VARIANT.sheet(ended, s.view(None), NAMES)
    assert json.loads(json.dumps(sheet)) == sheet
    assert sheet["kind"] == "draw" and sheet["title"] == "Exhaustive draw (流局)"
    assert [b["title"] for b in sheet["blocks"] if b["type"] == "hand"] == ["Ann", "Bob", "Cy", "Di"]
    ann = sheet["blocks"][1]["groups"]
    assert ann[-1] == {"cards": ["Rd"], "label": "Hongzhong kong 紅中槓 · discarded"}
    assert len(ann[0]["cards"]) == 14  # 13 and the last-phase draw
    assert sheet["blocks"][-1]["rows"] == [["Ann", "0", "0"], ["Bob", "0", "0"], ["Cy", "0", "0"], ["Di", "0", "0"]]


def test_match_sheet():
    hands = dict(BASE)
    hands[3], hands[0] = BASE[0], "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m"
    s = rigged(hands, melds={0: [meld("pung", "999s", 2)]}, dealer=3, options={"min_points": 0, "laps": 1})
    s.state.passes = 3
    do(s, 3, "discard", "8m")
    events = do(s, 0, "ron", "8m")
    sheets = [VARIANT.sheet(e, s.view(None), NAMES) for e in events]
    sheets = [sh for sh in sheets if sh]
    assert [sh["kind"] for sh in sheets] == ["win", "match"]
    match = sheets[1]
    assert json.loads(json.dumps(match)) == match
    standings, hands_table = match["blocks"]
    assert standings["columns"] == ["Rank", "Player", "Score"] and standings["rows"][0][:2] == ["1", "Ann"]
    assert hands_table["columns"] == ["Hand", "Result", "Ann", "Bob", "Cy", "Di"]
    assert len(hands_table["rows"]) == 1 and hands_table["rows"][0][1] == "Ann off Di (放銃)"
    deltas = [int(x) for x in hands_table["rows"][0][2:]]
    assert sum(deltas) == 0 and deltas[0] > 0


def test_sheets_in_japanese():
    from rules.core.text import set_language

    s = rigged(BASE)
    try:
        set_language("ja")
        model = model_of(s, 0)
        assert model["labels"]["pon"] == "ポン（碰） {cards}" and model["labels"]["pass"] == "パス"
        assert "頼子：5索（表示牌 4索）" in model["info"]
        hands = dict(BASE)
        hands[0] = "2m 3m 4m 6p 7p 8p 2s 3s 4s 8m 8m"
        s = rigged(hands, melds={0: [meld("pung", "北北北", 2)]}, drawn="8m", options={"min_points": 0})
        ended = next(e for e in do(s, 0, "win") if e.kind == "hand_ended")
        sheet = VARIANT.sheet(ended, s.view(None), {})
        assert sheet["title"] == "席1の自摸上がり" and sheet["blocks"][0]["title"] == "上がり手 · 小胡"
    finally:
        set_language("en")


def test_jingzhou_three_seats():
    hands = {
        0: "1p 2p 3p 4p 6p 7p 8p 1s 1s 1s 南 西 北 9p",
        1: "2p 3p 4p 6p 7p 8p 9p 9p 2s 3s 7s 8s 白",
        2: "5p 5p 2s 5s 8s 6s 6s 西 西 發 發 白 白",
    }
    s = rigged(hands, players=3, draws="9s 9s", indicator="4s")
    do(s, 0, "discard", "9p")
    do(s, 1, "chi", "7p", "8p")
    model = model_of(s, 2)
    assert model["seats"] == [2, 0, 1] and not any(z.endswith("_3") for z in model["piles"])
    # Seat 1 (position 2) chowed 7-8-9 of dots; who gave the 9 is not shown.
    assert model["piles"]["melds_2"] == {"cards": ["7p", "8p", "9p"], "groups": [3], "sideways": []}
    assert "Threshold 縛り: 8 points from at least one payer" in model["info"]
    assert model["piles"]["indicator"]["cards"] == ["4s"] and model["marked"] == ["5s"]


def test_an_any_tile_wait_is_told_as_such():
    # 碰碰胡 with a laizi single wait: every kind completes it (§9.3), self-draw or robbing only
    hands = dict(BASE)
    hands[1] = "5s"
    melds = {1: [meld("pung", "999s", 2), meld("pung", "777s", 3), meld("pung", "白白白", 2), meld("pung", "333s", 0)]}
    s = rigged(hands, melds=melds)
    waits = model_of(s, 1)["waits"]
    assert waits["label"] == "Any tile wins: by self-draw or robbing only (§9.3)"
    assert "Rd" not in waits["cards"] and len(waits["cards"]) == 33  # every kind but 中
    assert waits["counts"][waits["cards"].index("9s")] == 1  # 999s shown, the 4s indicator elsewhere

"""The calculator (`python -m rules.score trump_mahjong`): every documented example with its
payments computed by hand, the refusals of illegal wins, and bad or impossible input."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path

import pytest

from rules.score import main as score_main
from rules.trump_mahjong.calculator import main
from tests.calcfuzz import check, examples, fuzz_test
from tests.calcfuzz import run as run_stdin
from tests.calcfuzz import run_json as calc_json

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples" / "trump_mahjong"

# file -> (han or yakuman multiple "×k" or None, net per seat), each computed by hand.
EXPECTED = {
    # §13: 平和 1 han 30 fu: 30 × 8 = 240; 4 × 240 = 960 -> 1,000
    "spec13-nondealer-ron-1han-30fu.json": (1, [1000, 0, -1000, 0]),
    # §13: 3 han 40 fu dealer tsumo: 1,280 × 2 = 2,560 -> 2,600 each, + the riichi stick 1,000
    "spec13-dealer-tsumo-3han-40fu.json": (3, [-2600, 8800, -2600, -2600]),
    # §13: mangan non-dealer tsumo: dealer (seat 2) 4,000, others 2,000
    "spec13-nondealer-tsumo-mangan.json": (5, [8000, -2000, -4000, -2000]),
    # §11.3: 4 han 30 fu: 4 × 1,920 = 7,680 -> 7,700
    "no-kiriage-4han-30fu.json": (4, [7700, 0, 0, -7700]),
    # 9 han baiman tsumo, 1 honba: dealer 8,000 + 100, others 4,000 + 100
    "suuankou-tsumo-baiman.json": (9, [-4100, 16300, -4100, -8100]),
    # 天和 + 字一色 ×2: 16,000 base, the dealer gets 2 × 16,000 from each
    "tenhou-tsuuiisou.json": ("×2", [96000, -32000, -32000, -32000]),
    # 大四喜 ×2 + 四槓子 ×2 = ×4: 32,000 base, 4 × 32,000 from seat 1
    "daisuushi-suukantsu.json": ("×4", [128000, -128000, 0, 0]),
    # open 二盃口 2 han 30 fu: 480 × 4 = 1,920 -> 2,000
    "open-ryanpeikou.json": (2, [2000, 0, -2000, 0]),
    # 小三喜 4 + red K fanpai 1 = 5: mangan 8,000
    "shousanki-other-king.json": (5, [8000, 0, -8000, 0]),
    # 九蓮宝燈 ×2, dealer ron: 6 × 16,000
    "chuuren.json": ("×2", [96000, 0, 0, -96000]),
    # 11 + 2 joker han = 13: counted yakuman; dealer (seat 1) 16,000, others 8,000
    "jokers-kazoe-yakuman.json": (13, [-8000, -16000, 32000, -8000]),
    # seat 3: 3 han 30 fu, 4 × 960 = 3,840 -> 3,900 + 300 + 1,000; seat 0: 1,000
    "double-ron.json": (None, [1000, 0, -5200, 5200]),
    # 3 players: dealer (seat 0) 4,000 + seat 2 2,000
    "three-players-tsumo.json": (5, [-4000, 6000, -2000]),
    # two tenpai (0, 2), two noten: 1,500 each way
    "draw-hands.json": (None, [1500, -1500, 1500, -1500]),
    # 3 players, one tenpai: 1,000 from each other
    "draw-three-players.json": (None, [-1000, 2000, -1000]),
}
REFUSED = {"no-yaku.json": "yaku"}
run_json = partial(calc_json, main)


def load(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def test_every_example_is_listed() -> None:
    assert sorted(p.name for p in EXAMPLES.glob("*.json")) == sorted(set(EXPECTED) | set(REFUSED))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example(name: str) -> None:
    value, net = EXPECTED[name]
    status, doc, _ = run_json(load(name))
    assert status == 0 and doc is not None and doc["valid"]
    b = doc["breakdown"]
    assert [b["deltas"][str(i)] for i in range(len(net))] == net
    if isinstance(value, int):
        assert b["wins"][0]["han"] == value
    elif isinstance(value, str):
        assert b["wins"][0]["multiple"] == int(value[1:]) and b["wins"][0]["limit"] == "yakuman"


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refused_example(name: str) -> None:
    status, doc, _ = run_json(load(name))
    assert status == 1 and doc is not None and doc["refused"]["rule"] == REFUSED[name]


def test_text_output_through_the_dispatcher(capsys) -> None:
    assert score_main(["trump_mahjong", str(EXAMPLES / "spec13-dealer-tsumo-3han-40fu.json")]) == 0
    out = capsys.readouterr().out
    assert "立直" in out and "翻牌" in out and "3 han 40 fu: base 40 × 2^5 = 1280" in out
    assert "Net: seat 1 -2600, seat 2 +8800" in out
    assert score_main(["trump_mahjong", str(EXAMPLES / "no-yaku.json")]) == 1
    assert "Not a legal win: no yaku" in capsys.readouterr().out


def test_head_bump_option() -> None:
    data = dict(load("double-ron.json"), options={"multiple_ron": False})
    status, doc, _ = run_json(data)
    # only seat 3 (nearest seat 2 in turn order): 3,900 + 300 + 1,000
    assert status == 0 and doc is not None and doc["breakdown"]["paid"] == [3]
    assert doc["breakdown"]["deltas"] == {"0": 0, "1": 0, "2": -4200, "3": 5200}


def test_stacking_off() -> None:
    status, doc, _ = run_json(dict(load("daisuushi-suukantsu.json"), options={"yakuman_stacking": False}))
    # ×2: 4 × 16,000
    assert status == 0 and doc is not None and doc["breakdown"]["deltas"]["0"] == 64000


PINFU = {"dealer": 1, "winner": 0, "hand": "A♥ 2♦ 3♥ 4♥ 5♦ 6♦ 7♠ 8♣ 9♠ 2♣ 3♠ 4♣ 10♥ 10♦",
         "winning_card": "4♥", "by": "ron", "payer": 2}


def test_not_a_winning_shape() -> None:
    # 3♥ 4♠ 5♥ is no sequence: the colours differ
    status, doc, _ = run_json(dict(PINFU, hand="A♥ 2♦ 3♥ 4♠ 5♦ 6♦ 7♠ 8♣ 9♠ 2♣ 3♠ 4♣ 10♥ 10♦", winning_card="4♠"))
    assert status == 1 and doc is not None and doc["refused"]["rule"] == "shape"


def test_table_options_change_nothing() -> None:
    options = {"rounds": 1, "start_points": 30000, "reserve_cards": "auto", "tobi": False}
    status, doc, _ = run_json(dict(PINFU, options=options))
    assert status == 0 and doc is not None and doc["breakdown"]["deltas"]["0"] == 1000


def test_kind_notation() -> None:
    status, doc, _ = run_json(dict(PINFU, hand="r123 r456 b789 b234 rTT", winning_card="r4"))
    assert status == 0 and doc is not None and doc["breakdown"]["deltas"]["0"] == 1000


def test_draw_without_hands_or_tenpai() -> None:
    status, _, err = run_json({"kind": "draw"})
    assert status == 2 and "either" in err


OPEN = dict(PINFU, hand="A♥ 2♦ 3♥ 4♥ 5♦ 6♦ 2♣ 3♠ 4♣ 10♥ 10♦")
CHI = {"kind": "chow", "cards": "7♠ 8♣ 9♠", "from": 3}


@pytest.mark.parametrize("change,words", [
    ({"hand": "A♥ 2♦ 3♥ 4♥ 5♦ 6♦ 7♠ 8♣ 9♠ 2♣ 3♠ 4♣ 10♥"}, "not 13"),
    ({"hand": "A♥ A♦ A♥ A♦ A♥ 6♦ 7♠ 8♣ 9♠ 2♣ 3♠ 4♣ 10♥ 10♦", "winning_card": "A♥"}, "more than four"),
    ({"hand": "A♥ A♥ A♥ 4♥ 5♦ 6♦ 7♠ 8♣ 9♠ 2♣ 3♠ 4♣ 10♥ 10♦", "winning_card": "A♥"}, "more than two copies"),
    ({"hand": "JK 2♦ 3♥ 4♥ 5♦ 6♦ 7♠ 8♣ 9♠ 2♣ 3♠ 4♣ 10♥ 10♦"}, "jokers are laid out"),
    ({"hand": "1X 2♦"}, "not a card"),
    ({"hand": "g123"}, "not a card"),
    ({"winning_card": "9♥"}, "one card of the hand"),
    ({"winning_card": "4♥ 5♦"}, "one card"),
    ({"by": "draw"}, '"by"'),
    ({"payer": 0}, "cannot be the payer"),
    ({"payer": 4}, '"payer"'),
    ({"by": "tsumo"}, "tsumo has no payer"),
    ({"dealer": None}, '"dealer"'),
    ({"colour": 1}, "unknown field"),
    ({"options": {"players": 5}}, "players"),
    ({"options": {"joker_han": 3}}, "joker_han"),
    ({"options": {"kuitan": "yes"}}, "kuitan"),
    ({"options": {"dora": 1}}, "unknown field"),
    ({"options": {"rounds": 3}}, "rounds"),
    ({"options": {"reserve_cards": 15}}, "reserve_cards"),
    ({"options": {"players": 3}, "winner": 3}, '"winner"'),
    ({"jokers": 5}, "jokers"),
    ({"jokers": 1, "options": {"jokers": False}}, "jokers"),
    ({"ippatsu": True}, "need riichi"),
    ({"haitei": True}, "won by tsumo"),
    ({"riichi": True}, "\"deposits\" must be at least 1000"),
    ({"deposits": 1500}, "multiple of 1000"),
    ({"honba": -1}, "honba"),
    ({"chankan": True, "hand": "A♥ 2♦ 3♥ 4♥ 4♦ 6♦ 7♠ 8♣ 9♠ 2♣ 3♠ 4♣ 10♥ 10♦"}, "no other card"),
    ({"first_draw": True, "by": "tsumo", "payer": None, "hand": OPEN["hand"], "melds": [CHI]}, "before any call"),
    ({"riichi": True, "deposits": 1000, "hand": OPEN["hand"], "melds": [CHI]}, "closed hand"),
    ({"hand": OPEN["hand"], "melds": [dict(CHI, **{"from": 1})]}, "上家"),
    ({"hand": OPEN["hand"], "melds": [dict(CHI, cards="7♠ 8♥ 9♠")]}, "one colour"),
    ({"hand": OPEN["hand"], "melds": [dict(CHI, cards="8♠ 9♠ 10♠")]}, "consecutive"),
    ({"hand": OPEN["hand"], "melds": [{"kind": "pung", "cards": "7♠ 7♠ 7♥", "from": 2}]}, "one colour and rank"),
    ({"hand": OPEN["hand"], "melds": [dict(CHI, **{"from": 0})]}, "names the winner"),
    ({"hand": OPEN["hand"], "melds": [{"kind": "kong_concealed", "cards": "7♠ 7♠ 7♣ 7♣", "from": 2}]}, "no \"from\""),
    ({"names": ["a", "b"]}, "names"),
])
def test_bad_or_impossible_input_is_one_error_line(change: dict, words: str) -> None:
    data = {k: v for k, v in {**PINFU, **change}.items() if v is not None}
    status, doc, err = run_json(data)
    assert status == 2 and doc is None and err.startswith("error: ") and err.count("\n") == 1 and words in err


TWO = load("double-ron.json")


@pytest.mark.parametrize("change,words", [
    ({"wins": TWO["wins"][:1]}, "2 to 3 rons"),
    ({"wins": [TWO["wins"][0], dict(TWO["wins"][0])]}, "different winner"),
    ({"wins": [TWO["wins"][0], dict(TWO["wins"][1], winner=2)]}, "different winner"),
    # seats 0 and 1 hold the same cards: with seat 3's hand, three 3♠ on one table
    ({"wins": [TWO["wins"][0], dict(TWO["wins"][0], winner=1), TWO["wins"][1]]}, "more than two of 3♠"),
    ({"wins": [TWO["wins"][0], dict(TWO["wins"][1], by="tsumo")]}, "unknown field"),
    ({"deposits": 0}, "at least 1000"),
])
def test_bad_several_rons(change: dict, words: str) -> None:
    status, _, err = run_json(dict(TWO, **change))
    assert status == 2 and words in err


@pytest.mark.parametrize("change,words", [
    ({"tenpai": [0, 0]}, "different seats"),
    ({"tenpai": [4]}, "different seats"),
    ({"tenpai": [0], "hands": []}, "not both"),
    ({"options": {"players": 4}}, None),
])
def test_bad_draws(change: dict, words: str | None) -> None:
    status, doc, err = run_json(dict(load("draw-three-players.json"), **change))
    if words is None:  # four players, one tenpai: 1,000 from each of three
        assert status == 0 and doc is not None and doc["breakdown"]["deltas"] == {"0": -1000, "1": 3000, "2": -1000,
                                                                                 "3": -1000}
    else:
        assert status == 2 and words in err


def test_draw_hands_must_fit_one_table() -> None:
    data = load("draw-hands.json")
    data["hands"][1] = {"hand": "5♥ 5♦ 5♥ 5♦ 2♣ 3♣ 4♠ 5♠ 6♣ 7♣ K♠ K♣ K♠"}  # a copy of seat 3's hand
    status, _, err = run_json(data)
    assert status == 2 and "more than" in err


# Any input, however wrong, ends in a result or one plain error line (never a traceback).
test_fuzzed_input_never_raises = fuzz_test(main, examples("trump_mahjong"))


@pytest.mark.parametrize("text", ["[" * 5000 + "]" * 5000, '{"note": ' + "9" * 5000 + "}", '{"options": [1]}',
                                  '{"melds": [3]}', "[1]", '{"kind": "draw", "hands": [[1]]}'])
def test_wrong_input_is_one_error_line(text: str) -> None:
    check(main, text)
    assert run_stdin(main, text, ["-"])[0] == 2

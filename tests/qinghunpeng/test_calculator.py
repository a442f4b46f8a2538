"""The calculator (`python -m rules.score qinghunpeng`): every documented example with its
payments computed by hand, the refusals of illegal hands, and bad or impossible input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.qinghunpeng.calculator import main
from rules.score import main as score_main
from tests.calcfuzz import check, examples, fuzz_test, run as run_stdin

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples" / "qinghunpeng"

# file -> (V or None for flower wins, net per seat 0-3), each computed by hand.
EXPECTED = {
    # 2 flowers + 東 pung 1 = 3 hua: 20 + 30 = 50 from seat 2
    "hunyise-flowers-discard.json": (50, [50, 0, -50, 0]),
    # kongs 1 + 3 + 3, pung 8p 0, 3 flowers = 10 hua, cap 8: 20 + 80 = 100 from each
    "pengpeng-kongs-capped.json": (100, [-100, 300, -100, -100]),
    # lazi_hua 4: L = 60; 10 hua stops at 4: 20 + 40 = 60 from seat 2
    "lazi-hua-4.json": (60, [0, 60, -60, 0]),
    # 混碰 = L = 100 from seat 1
    "hunpeng.json": (100, [0, -100, 100, 0]),
    # 清一色 100, 門清 ×2 = 200 from seat 3
    "qingyise-menqing.json": (200, [200, 0, 0, -200]),
    # 清碰 200, 海底撈 ×2 = 400 from each
    "qingpeng-haidi.json": (400, [-400, -400, -400, 1200]),
    # 全風向 2 L = 200 from seat 2
    "quanfeng.json": (200, [0, 200, -200, 0]),
    # 風碰 4 L = 400 from each
    "fengpeng.json": (400, [1200, -400, -400, -400]),
    # 混一色 30 raised by 槓開 to 100, from each
    "gangkai-raise.json": (100, [300, -100, -100, -100]),
    # 碰碰胡 0 hua (20), 単釣 raised to 100, from seat 3
    "dandiao.json": (100, [100, 0, 0, -100]),
    # 小包: seat 3 pays 100 + 200, seats 1 and 2 pay 100
    "xiaobao.json": (100, [500, -100, -100, -300]),
    # 大包: seat 3 pays 5 × 100
    "dabao.json": (100, [500, 0, 0, -500]),
    # 自銃両家: seat 3 pays 2 × 100
    "zichong.json": (100, [200, 0, 0, -200]),
    # 一人一家: seats 2 and 3 pay 100 each
    "yiren-yijia.json": (100, [200, 0, -100, -100]),
    # not ready: seat 2 pays 2 × 100
    "not-ready.json": (100, [200, 0, -200, 0]),
    # robbing seat 1's kong: seat 1 pays 300, partner 3 pays 300
    "rob-pao.json": (100, [600, -300, 0, -300]),
    # two relations with seat 3: 100 + 200 + 200 = 500; seats 1, 2 pay 100
    "two-relations.json": (100, [700, -100, -100, -500]),
    # 大包, partners 3 (earliest) and 2: 3 pays 100 + 200 + 100, 2 pays 100 + 200, 1 nothing
    "two-partners-dabao.json": (100, [700, 0, -300, -400]),
    # 七捉一: seat 0 pays 2 × 100 to seat 2
    "seven-catch-one.json": (None, [-200, 0, 200, 0]),
    # 八花斉: each pays 200 to seat 1
    "eight-flowers.json": (None, [-200, 600, -200, -200]),
    # two winners on seat 3's 5m: 50 to seat 0; 100 + 100 (not ready, partner 2) to seat 1
    "two-winners.json": (None, [50, 200, 0, -250]),
}


def load(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def run_json(data: dict) -> tuple[int, dict | None, str]:
    status, out, err = run_stdin(main, json.dumps(data, ensure_ascii=False), ["-", "--json"])
    return status, (json.loads(out) if out else None), err


def test_every_example_is_listed() -> None:
    assert sorted(p.name for p in EXAMPLES.glob("*.json")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example(name: str) -> None:
    value, net = EXPECTED[name]
    status, doc, _ = run_json(load(name))
    assert status == 0 and doc is not None and doc["valid"]
    b = doc["breakdown"]
    assert [b["deltas"][str(i)] for i in range(4)] == net
    if value is not None:
        assert b["value"] == value


TWO = json.loads((EXAMPLES / "two-winners.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("change,words", [
    ({"wins": TWO["wins"][:1]}, "2 or 3 wins"),
    ({"wins": [TWO["wins"][0], dict(TWO["wins"][1], payer=2)]}, "must share"),
    ({"wins": [TWO["wins"][0], dict(TWO["wins"][0], flowers=1)]}, "different winner"),
    ({"wins": [TWO["wins"][0], dict(TWO["wins"][0], winner=2)]}, "more than four copies of 5m"),
    ({"wins": [dict(w, by="draw", payer=None) for w in TWO["wins"]]}, "only on a discard"),
    ({"wins": [TWO["wins"][0], dict(TWO["wins"][1], options={})]}, "unknown field"),
])
def test_bad_several_winners(change: dict, words: str) -> None:
    data = dict(TWO, **change)
    data["wins"] = [{k: v for k, v in w.items() if v is not None} for w in data["wins"]]
    status, doc, err = run_json(data)
    assert status == 2 and words in err


def test_a_refused_winner_refuses_the_set() -> None:
    # seat 0 without flowers has 1 hua: no discard win
    data = dict(TWO, wins=[dict(TWO["wins"][0], flowers=0), TWO["wins"][1]])
    status, doc, _ = run_json(data)
    assert status == 1 and doc is not None and doc["refused"]["winner"] == 0 and doc["refused"]["rule"] == "two_hua"


def test_text_output_through_the_dispatcher(capsys) -> None:
    assert score_main(["qinghunpeng", str(EXAMPLES / "hunyise-flowers-discard.json")]) == 0
    out = capsys.readouterr().out
    assert "混一色" in out and "花牌" in out and "V0 = 20 + 3 × 10 = 50" in out
    assert score_main(["qinghunpeng", str(EXAMPLES / "xiaobao.json")]) == 0
    out = capsys.readouterr().out
    assert "小包" in out and "三口の包" in out and "Net: seat 1 +500" in out


ONE_HUA = {"hand": "123m 456m 789m 東東東 55m", "winning_tile": "5m", "by": "discard", "winner": 0, "payer": 1}


def test_discard_under_two_hua_is_refused() -> None:
    status, doc, _ = run_json(ONE_HUA)
    assert status == 1 and doc is not None and doc["refused"]["rule"] == "two_hua"
    # one flower makes 2 hua: 20 + 20 = 40
    status, doc, _ = run_json(dict(ONE_HUA, flowers=1))
    assert status == 0 and doc is not None and doc["breakdown"]["value"] == 40
    # self-drawn, no minimum: 30 from each
    status, doc, _ = run_json({k: v for k, v in dict(ONE_HUA, by="draw").items() if k != "payer"})
    assert status == 0 and doc is not None and doc["breakdown"]["deltas"]["0"] == 90


def test_none_of_the_seven_hands_is_refused() -> None:
    status, doc, _ = run_json(dict(ONE_HUA, hand="123m 456p 789s 東東東 55m"))
    assert status == 1 and doc is not None and doc["refused"]["rule"] == "shape"
    _, out, _ = run_stdin(main, json.dumps(dict(ONE_HUA, hand="123m 456p 789s 東東東 55m")), ["-"])
    assert "Not a legal win: the tiles are none of the seven hands" in out


def test_flower_win_needs_its_option() -> None:
    status, doc, _ = run_json({"kind": "flower_win", "win": "eight_flowers", "winner": 1})
    assert status == 1 and doc is not None and doc["refused"]["rule"] == "option_off"


PAO = dict(ONE_HUA, hand="789p 55p", winning_tile="5p", payer=2,
           melds=[{"kind": "chow", "tiles": "123p", "from": 3}, {"kind": "pung", "tiles": "444p", "from": 3},
                  {"kind": "pung", "tiles": "666p", "from": 3}])


def test_split_option_needs_no_readiness() -> None:
    status, _, err = run_json(PAO)
    assert status == 2 and "discarder_ready" in err
    status, doc, _ = run_json(dict(PAO, options={"pao_split_even_if_not_ready": True}))
    # seat 2 and partner 3 pay 100 each
    assert status == 0 and doc is not None and doc["breakdown"]["deltas"] == {"0": 200, "1": 0, "2": -100, "3": -100}


@pytest.mark.parametrize("change,words", [
    ({"hand": "123m 456m 789m 東東東 555m"}, "not 15"),
    ({"hand": "11111m 456m 789m 東東東", "winning_tile": "1m"}, "more than four copies of 1m"),
    ({"flowers": 9}, "flowers"),
    ({"flowers": "春春"}, "one twice"),
    ({"flowers": "春 東"}, "flowers only"),
    ({"hand": "123m 456m 789m 東東東 5m 春"}, "flowers are laid aside"),
    ({"winning_tile": "9p"}, "one tile of the hand"),
    ({"by": "tsumo"}, '"by"'),
    ({"payer": 0}, "cannot be the payer"),
    ({"payer": 4}, '"payer"'),
    ({"by": "draw"}, "self-draw has no payer"),
    ({"colour": 1}, "unknown field"),
    ({"options": {"lazi_hua": 6}}, "lazi_hua"),
    ({"options": {"big_pao": "yes"}}, "big_pao"),
    ({"options": {"dora": 1}}, "unknown field"),
    ({"last_draw": True}, "last_draw"),
    ({"by": "rob", "winning_tile": "東", "hand": "123m 456m 789m 東東 東 55m"}, "no other copy"),
    ({"hand": "789m 東東東 55m", "melds": [{"kind": "chow", "tiles": "123m", "from": 2}]}, "上家"),
    ({"hand": "789m 東東東 55m", "melds": [{"kind": "chow", "tiles": "124m", "from": 3}]}, "consecutive"),
    ({"hand": "789m 東東東 55m", "melds": [{"kind": "pung", "tiles": "111m", "from": 0}]}, "names the winner"),
    ({"hand": "789m 東東東 55m", "melds": [{"kind": "kong_concealed", "tiles": "1111m", "from": 2}]}, "no \"from\""),
    ({"relations": [[0, 2]]}, "not 3"),
    ({"relations": [[1, 2], [1, 3]]}, "one relation only"),
    ({"relations": [[1, 1]]}, "two different seats"),
    ({"names": ["a", "b"]}, "names"),
])
def test_bad_or_impossible_input_is_one_error_line(change: dict, words: str) -> None:
    data = {k: v for k, v in {**ONE_HUA, "flowers": 1, **change}.items() if v is not None}
    status, doc, err = run_json(data)
    assert status == 2 and doc is None and err.startswith("error: ") and err.count("\n") == 1 and words in err


# Any input, however wrong, ends in a result or one plain error line (never a traceback).
test_fuzzed_input_never_raises = fuzz_test(main, examples("qinghunpeng"))


@pytest.mark.parametrize("text", ["[" * 5000 + "]" * 5000, '{"note": ' + "9" * 5000 + "}", '{"options": [1]}',
                                  '{"melds": [3]}', "[1]", '{"relations": [[0]]}'])
def test_wrong_input_is_one_error_line(text: str) -> None:
    check(main, text)
    assert run_stdin(main, text, ["-"])[0] == 2

"""The calculator (`python -m rules.score kawuxing`): every documented example with its payments
computed by hand, the refusals of impossible or illegal hands, and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.kawuxing.calculator import main
from rules.score import main as score_main
from tests.calcfuzz import check, examples, fuzz_test, run as run_stdin

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples" / "kawuxing"

# file -> (doubles or None for kongs / draw, net points per seat), each computed by hand.
EXPECTED = {
    # §8.1: A +2+2 +2+2 −8 = 0; B −2 −2 +8 = +4; C −2 −2 = −4.
    "chained-kongs.json": (None, {0: 0, 1: 4, 2: -4}),
    # §10: the first discloser (1) pays 5 to each of 0 and 2.
    "draw-penalty.json": (None, {0: 5, 1: -10, 2: 5}),
    # 碰碰胡 1: 2 from seat 1.
    "pengpeng-discard.json": (1, {0: 2, 1: -2, 2: 0}),
    # 卡五星 1 + 亮倒 1 = 2 → 4; disclosed discard: 2 × 4 = 8 from seat 2.
    "kawuxing-disclosed.json": (2, {0: 8, 1: 0, 2: -8}),
    # 明四帰一 1 → 2 from seat 0.
    "ming-sigui.json": (1, {0: -2, 1: 2, 2: 0}),
    # 槓上開花 2 + 海底撈 1 = 3 → 8 from each of 0 and 1.
    "gang-kaihua-haidi.json": (3, {0: -8, 1: -8, 2: 16}),
    # 槓上炮 1 → 2 from seat 1.
    "gang-pao.json": (1, {0: 2, 1: -2, 2: 0}),
    # 搶槓 1 at unit 2 → 4 from the robbed seat 2.
    "qiang-gang.json": (1, {0: 4, 1: 0, 2: -4}),
    # 清一色 2 → 4 from each of seats 1 and 2; seat 0 rests.
    "qingyise-rotation.json": (2, {1: -4, 2: -4, 3: 8}),
    # 七対 2 → 4 from seat 2.
    "qidui.json": (2, {0: 0, 1: 4, 2: -4}),
    # 龍七対 3 (not 3 + 暗四帰一 2) → 8 from each.
    "long-qidui.json": (3, {0: 16, 1: -8, 2: -8}),
    # 双龍七対 4 under double_dragon_four_doubles → 16 from each.
    "shuang-long-qidui-16.json": (4, {0: 32, 1: -16, 2: -16}),
    # 小三元 2 + 明四帰一 1 (D11 clause) = 3 → 8.
    "xiao-sanyuan-ming-sigui.json": (3, {0: 8, 1: -8, 2: 0}),
    # 大三元 3 → 8 from seat 0.
    "da-sanyuan.json": (3, {0: -8, 1: 0, 2: 8}),
    # 手把一 2 + 碰碰胡 1 = 3 → 8 from seat 2.
    "shoubayi.json": (3, {0: 0, 1: 8, 2: -8}),
    # 清一色 2 + 暗四帰一 2 = 4 → capped 3 → 8 from each.
    "an-sigui-qingyise-cap.json": (3, {0: 16, 1: -8, 2: -8}),
    # 平胡 by self-draw: 1 from each.
    "plain-self-draw.json": (0, {0: 2, 1: -1, 2: -1}),
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
    doubles, net = EXPECTED[name]
    status, doc, _ = run_json(load(name))
    assert status == 0 and doc is not None and doc["valid"]
    b = doc["breakdown"]
    deltas = b["total"] if b["kind"] == "kongs" else b["deltas"]
    assert {int(k): v for k, v in deltas.items()} == net
    if doubles is not None:
        assert b["doubles"] == doubles


def test_text_output_through_the_dispatcher(capsys) -> None:
    assert score_main(["kawuxing", str(EXAMPLES / "kawuxing-disclosed.json")]) == 0
    out = capsys.readouterr().out
    assert "卡五星" in out and "亮倒" in out and "2 × 4 = 8" in out
    assert score_main(["kawuxing", str(EXAMPLES / "chained-kongs.json")]) == 0
    assert "A → B: 8" in capsys.readouterr().out


def test_capped_text_names_both_totals(capsys) -> None:
    assert main([str(EXAMPLES / "an-sigui-qingyise-cap.json")]) == 0
    assert "Doubles: 4, capped at 3" in capsys.readouterr().out


PLAIN = {"hand": "123p 456p 789s 234s 55s", "winning_tile": "5s", "by": "discard", "winner": 0, "payer": 1}


def test_plain_discard_win_is_refused_unless_the_option_is_off() -> None:
    status, doc, _ = run_json(PLAIN)
    assert status == 1 and doc is not None and doc["refused"]["rule"] == "plain_discard"
    status, doc, _ = run_json(dict(PLAIN, options={"plain_hand_self_draw_only": False}))
    # 1 × 2^0 = 1 from the discarder
    assert status == 0 and doc is not None and doc["breakdown"]["deltas"] == {"0": 1, "1": -1, "2": 0}
    status, doc, _ = run_json(dict(PLAIN, disclosed=True))
    # 亮倒 makes it legal: 1 double → 2, both shares from the discarder → 4
    assert status == 0 and doc is not None and doc["breakdown"]["deltas"] == {"0": 4, "1": -4, "2": 0}
    status, doc, _ = run_json(dict(PLAIN, last_discard=True))
    assert status == 1  # the last discard brings no 海底撈


def test_no_shape_is_refused() -> None:
    broken = {"hand": "123p 456p 789s 234s 5s 6s", "winning_tile": "6s", "by": "draw", "winner": 0}  # no pair
    status, doc, _ = run_json(broken)
    assert status == 1 and doc is not None and doc["refused"]["rule"] == "shape"
    _, out, _ = run_stdin(main, json.dumps(broken), ["-"])
    assert "Not a legal win: the tiles make neither" in out


@pytest.mark.parametrize("change,words", [
    ({"hand": "123p 456p 789s 234s 555s"}, "not 15"),  # 15 tiles
    ({"hand": "123p 456p 789s 55555s"}, "more than four copies of 5s"),
    ({"hand": "123m 456p 789s 234s 55s"}, "removed suit"),
    ({"hand": "123p 456p 789s 234s 東東", "winning_tile": "東"}, "no winds"),
    ({"hand": "123p 456p 789s 234s"}, "14 concealed tiles"),
    ({"hand": "11p 33p 55s 77s 99s 中中 發發", "winning_tile": "中", "melds": [{"kind": "pung", "tiles": "白白白"}]},
     "needs no declared melds"),
    ({"melds": [{"kind": "chow", "tiles": "123p"}], "hand": "456p 789s 234s 55s"}, "no chows"),
    ({"winning_tile": "9p"}, "one tile of the hand"),
    ({"by": "tsumo"}, '"by"'),
    ({"payer": 0}, "cannot be the payer"),
    ({"payer": 3}, '"payer"'),
    ({"by": "draw"}, "self-draw has no payer"),
    ({"colour": 1}, "unknown field"),
    ({"options": {"max_doubles": "3"}}, "max_doubles"),
    ({"options": {"removed_suit": "z"}}, "removed_suit"),
    ({"options": {"dora": 1}}, "unknown field"),
    ({"kong_discard": True, "by": "draw", "payer": None}, "kong_discard"),
    ({"last_tile": True}, "last_discard"),
    ({"bloom_kongs": 1}, "supplement"),
    ({"by": "rob", "winning_tile": "5s"}, "no other copy"),
    ({"seats": [0, 1, 1]}, "seats"),
])
def test_bad_or_impossible_input_is_one_error_line(change: dict, words: str) -> None:
    data = {k: v for k, v in dict(PLAIN, **change).items() if v is not None}
    status, doc, err = run_json(data)
    assert status == 2 and doc is None and err.startswith("error: ") and err.count("\n") == 1 and words in err


def test_supplement_needs_the_kongs_it_counts() -> None:
    hand = {"hand": "123p 456p 789s 中中", "melds": [{"kind": "kong_concealed", "tiles": "3333s"}],
            "winning_tile": "中", "by": "supplement", "winner": 0}
    status, doc, _ = run_json(hand)
    assert status == 0 and doc is not None and doc["breakdown"]["doubles"] == 1  # bloom_kongs defaults to 1
    status, _, err = run_json(dict(hand, bloom_kongs=2))
    assert status == 2 and "shows 1 kong" in err
    status, _, err = run_json(dict(hand, disclosed=True))
    assert status == 2 and "D15" in err


@pytest.mark.parametrize("data,words", [
    ({"kind": "kongs", "kongs": [{"kind": "kong_exposed", "by": 0}]}, '"discarder"'),
    ({"kind": "kongs", "kongs": [{"kind": "kong_added", "by": 0, "discarder": 1}]}, "only a direct kong"),
    ({"kind": "kongs", "kongs": [{"kind": "kong_added", "by": 0, "link": 0}]}, '"link"'),
    ({"kind": "kongs", "kongs": []}, '"kongs"'),
    ({"kind": "draw", "first_discloser": 3}, '"first_discloser"'),
    ({"kind": "deal"}, '"kind"'),
])
def test_bad_kong_and_draw_input(data: dict, words: str) -> None:
    status, _, err = run_json(data)
    assert status == 2 and words in err


def test_nobody_disclosed_nobody_pays() -> None:
    status, doc, _ = run_json({"kind": "draw"})
    assert status == 0 and doc is not None and doc["breakdown"]["deltas"] == {"0": 0, "1": 0, "2": 0}


# Any input, however wrong, ends in a result or one plain error line (never a traceback).
test_fuzzed_input_never_raises = fuzz_test(main, examples("kawuxing"))


@pytest.mark.parametrize("text", ["[" * 5000 + "]" * 5000, '{"note": ' + "9" * 5000 + "}", '{"options": [1]}',
                                  '{"melds": [3]}', "[1]"])
def test_wrong_input_is_one_error_line(text: str) -> None:
    check(main, text)
    assert run_stdin(main, text, ["-"])[0] == 2

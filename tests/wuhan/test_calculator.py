"""The calculator (`python -m rules.score wuhan`): the documented examples, bad input, illegal hands."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.score import main as score_main
from rules.wuhan.calculator import build, main, score
from tests.calcfuzz import check, examples, fuzz_test, run as run_stdin

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples" / "wuhan"


@pytest.fixture
def run(tmp_path, capsys):
    def go(data: dict) -> tuple[int, str, str]:
        path = tmp_path / "hand.json"
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        status = main([str(path), "--json"])
        out, err = capsys.readouterr()
        return status, out, err

    return go


def example(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("name,pays", [
    ("worked-example.json", {0: 16, 1: 16, 2: 64}),  # §11.7: 16 + 16 + 64 = 96
    ("qing-pengpeng-self-draw.json", {0: 240, 2: 120, 3: 240}),
    ("gangkai-cap.json", {0: 400, 1: 400, 3: 500}),
    ("jingzhou-feng.json", {0: 400, 2: 500}),
    ("robbed-kong.json", {0: 0, 1: 240, 2: 0}),
])
def test_examples(name, pays):
    state, how = build(example(name))
    b = score(state, how)
    assert b is not None and {row["payer"]: row["pays"] for row in b["payers"]} == pays


def test_worked_example_through_the_dispatcher(capsys):
    assert score_main(["wuhan", str(EXAMPLES / "worked-example.json")]) == 0
    out = capsys.readouterr().out
    assert "Total: 96" in out and "= 64" in out and "頼子槓" in out


def test_json_output(run):
    status, out, _ = run(example("worked-example.json"))
    data = json.loads(out)
    assert status == 0 and data["valid"] and data["breakdown"]["total"] == 96


def test_not_a_win_exits_1(run):
    data = example("worked-example.json")
    data["hand"], data["winning_tile"] = "123m 456m 789p 33s", "3s"  # a 3 pair: no small win
    status, out, _ = run(data)
    assert status == 1 and json.loads(out)["valid"] is False


def test_threshold_in_the_calculator(run):
    # the same win with min_points 32: A and B owe 16 < 32
    data = dict(example("worked-example.json"), options={"min_points": 32})
    status, _, _ = run(data)
    assert status == 1


@pytest.mark.parametrize("change,message", [
    ({"by": "tsumo"}, '"by"'),
    ({"hand": "123m 456m 789p 2s"}, "14"),
    ({"winning_tile": "9s"}, "not in the hand"),
    ({"colour": 1}, "unknown field"),
    ({"players": []}, "players"),
    ({"hand": "123m 456m 789p 22x"}, "cannot read"),
    ({"indicator": "4s", "laizi": "6s"}, "makes 5s the laizi"),
])
def test_bad_input_exits_2(run, change, message):
    status, _, err = run(dict(example("worked-example.json"), **change))
    assert status == 2 and message in err


def test_any_tile_wait_cannot_ron_in_the_calculator():
    # 碰碰胡 laizi single wait on four declared pungs: wins by self-draw, not on a discard
    data = {
        "indicator": "4s", "dealer": 0, "winner": 1, "hand": "5s 3p", "winning_tile": "3p", "by": "ron",
        "discarder": 0, "players": [
            {"melds": [{"kind": "pung", "tiles": "東東東", "from": 1}]},
            {"melds": [{"kind": "pung", "tiles": "999s", "from": 2}, {"kind": "pung", "tiles": "777s", "from": 3},
                       {"kind": "pung", "tiles": "白白白", "from": 2}, {"kind": "pung", "tiles": "333s", "from": 0}]},
            {}, {}],
    }
    state, how = build(data)
    assert score(state, how) is None
    data["by"] = "self_draw"
    del data["discarder"]
    state, how = build(data)
    b = score(state, how)
    # 碰碰胡 10 × 2 open × 1.5 self-draw = 30 (soft); dealer ×1 and open ×2 → 60; others 30
    assert {row["payer"]: row["pays"] for row in b["payers"]} == {0: 60, 2: 30, 3: 30}


def test_quanqiu_liability_of_a_non_ready_discarder():
    # 全求人: four open melds, a bare 5p single won on seat 2's 5p. 10 × 2 open × 2 hard = 40;
    # seat 0 dealer ×1 → 40, seat 2 discarder ×1.5 → 60, seat 3 → 40; seat 2 was not ready: pays 140.
    data = {
        "indicator": "4s", "dealer": 0, "winner": 1, "hand": "5p 5p", "winning_tile": "5p", "by": "ron",
        "discarder": 2, "discarder_ready": False, "players": [
            {}, {"melds": [{"kind": "chow", "tiles": "123m", "from": 0}, {"kind": "pung", "tiles": "東東東", "from": 3},
                           {"kind": "chow", "tiles": "789s", "from": 0}, {"kind": "pung", "tiles": "西西西", "from": 2}]},
            {}, {}],
    }
    state, how = build(data)
    b = score(state, how)
    assert [e["id"] for e in b["elements"]] == ["quanqiu"] and b["liable"] == 2
    assert {row["payer"]: row["pays"] for row in b["payers"]} == {0: 0, 2: 140, 3: 0}
    # when the discarder's hand is given, readiness is computed: 123p 456p 789p 22s 3m is ready
    # only on... a 3m wait with no open mouth: not ready (§9.1 (2)), so still liable
    data.pop("discarder_ready")
    data["players"][2]["hand"] = "123p 456p 789p 22s 3m"
    state, how = build(data)
    assert score(state, how)["liable"] == 2


# Any input, however wrong, ends in a result or one plain error line (never a traceback).
test_fuzzed_input_never_raises = fuzz_test(main, examples("wuhan"))


@pytest.mark.parametrize("text", ["[" * 5000 + "]" * 5000, '{"note": ' + "9" * 5000 + "}", '{"options": [1]}',
                                  '{"players": [3]}', '{"carte_blanche": [[1]]}', "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"])
def test_wrong_input_is_one_error_line(text: str) -> None:
    check(main, text)
    assert run_stdin(main, text, ["-"])[0] == 2


@pytest.mark.parametrize("change,rule,words", [
    # A and B owe 16 (worked example) < 32
    ({"options": {"min_points": 32}}, "threshold", "every payer must owe at least 32"),
    # four sets and a 3s pair, no big win
    ({"hand": "123m 456m 789p 33s", "winning_tile": "3s"}, "pair258", "needs a 2, 5 or 8 pair"),
    # the laizi (5s, indicator 4s) dealt in
    ({"hand": "123m 456m 789p 5s 5s", "winning_tile": "5s"}, "discarded_laizi", "discarded laizi"),
    # 7p + two laizi make 789p: a small win with two laizi in the concealed hand
    ({"hand": "123m 456m 7p 5s 5s 22s", "winning_tile": "2s"}, "laizi_limit", "holds 2"),
    ({"hand": "123m 456m 789p 2s Rd", "winning_tile": "2s"}, "kong_tile", "konged or discarded"),
    ({"hand": "123m 456m 789p 23s", "winning_tile": "3s"}, "shape", "neither four sets and a pair"),
    # the winner's only meld is a concealed kong: no open mouth
    ({"players": [{"melds": [{"kind": "pung", "tiles": "東東東", "from": 1}]}, {}, {},
                  {"melds": [{"kind": "kong_concealed", "tiles": "7777s"}]}]}, "open_mouth", "open mouth"),
])
def test_a_refused_win_names_its_rule(run, change, rule, words):
    status, out, _ = run(dict(example("worked-example.json"), **change))
    result = json.loads(out)
    assert status == 1 and result["refused"]["rule"] == rule and words in result["refused"]["reason"]
    state, how = build(dict(example("worked-example.json"), **change))
    assert score(state, how) is None and main_text(dict(example("worked-example.json"), **change)).endswith(
        "Not a legal win: " + result["refused"]["reason"])


def test_any_tile_wait_is_named(run):
    data = {"indicator": "4s", "dealer": 0, "winner": 1, "hand": "5s 3p", "winning_tile": "3p", "by": "ron",
            "discarder": 0, "players": [
                {"melds": [{"kind": "pung", "tiles": "東東東", "from": 1}]},
                {"melds": [{"kind": "pung", "tiles": "999s", "from": 2}, {"kind": "pung", "tiles": "777s", "from": 3},
                           {"kind": "pung", "tiles": "白白白", "from": 2}, {"kind": "pung", "tiles": "333s", "from": 0}]},
                {}, {}]}
    status, out, _ = run(data)
    assert status == 1 and json.loads(out)["refused"]["rule"] == "any_tile_wait"


def test_rob_needs_a_pung_of_the_tile(run):
    data = example("robbed-kong.json")
    data["players"][1] = {"melds": [{"kind": "pung", "tiles": "666p", "from": 0}]}  # no 5p pung to add to
    status, _, err = run(data)
    assert status == 2 and "seat 1 has no pung of 5p" in err


def main_text(data: dict) -> str:
    """The text output of the calculator for ``data`` (from standard input)."""
    return run_stdin(main, json.dumps(data, ensure_ascii=False), ["-"])[1].strip()

"""The deal-scoring calculator, as a person runs it: the documented examples and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.ninety_nine import calculator
from rules.score import main
from tests.calcfuzz import check, examples, fuzz_test, run as run_stdin

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples" / "ninety_nine"


def run(capsys: pytest.CaptureFixture[str], data: object, *args: str, tmp_path: Path) -> tuple[int, str, str]:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code = main(["ninety_nine", str(path), *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    "name, totals",
    [
        ("hand-reveal-made.json", [96, 0, 3]),  # 6 + 30 + 60; 0; 3
        ("declaration-failed.json", [61, 5, 33]),  # 1 + 30 + 30; 5; 3 + 30
        ("all-made.json", [13, 12, 14]),  # 3 + 10, 2 + 10, 4 + 10
        ("early-joker.json", [2, 35, 2]),  # seat 1 bid 5 (JK as Q♥ = 2, 8♣ 3, A♦ 0) and won 5: 5 + 30
    ],
)
def test_documented_examples(capsys, name: str, totals: list[int]) -> None:
    code = main(["ninety_nine", str(EXAMPLES / name), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["totals"] == totals


def test_offers_are_resolved_by_priority(capsys, tmp_path: Path) -> None:
    # Dealer seat 0: priority seat 1, 2, 0. Two declarations (seats 0 and 1): seat 1's counts.
    data = {"bids": [2, 4, 3], "tricks": [2, 4, 3], "offers": ["declare", "declare", "none"], "dealer": 0}
    code, out, _ = run(capsys, data, "--json", tmp_path=tmp_path)
    result = json.loads(out)
    assert code == 0 and result["premium"] == {"seat": 1, "kind": "declare"}
    assert result["totals"] == [12, 44, 13]  # 2 + 10; 4 + 10 + 30; 3 + 10


def test_text_output_itemises_each_seat(capsys) -> None:
    code = main(["ninety_nine", str(EXAMPLES / "declaration-failed.json")])
    out = capsys.readouterr().out
    assert code == 0
    assert "目標の公開 Bid revealed (declaration): +30  (the revealer failed: +30 to each other player)" in out
    assert "Next deal's trumps (standard game): ♠ spades" in out


@pytest.mark.parametrize(
    "data, words",
    [
        ({"bids": [1, 2, 3], "tricks": [3, 3, 2]}, "add up to 8"),
        ({"bids": [1, 2], "tricks": [3, 3, 3]}, "three entries"),
        ({"bids": [1, 2, 10], "tricks": [3, 3, 3]}, "bids[2]"),
        ({"tricks": [3, 3, 3]}, "either \"bids\""),
        ({"bid_cards": [["Q♣", "7♠"], ["K♥", "8♦", "10♦"], ["A♣", "6♠", "6♦"]], "tricks": [3, 3, 3]}, "exactly three"),
        ({"bid_cards": [["Q♣", "7♠", "5♦"], ["K♥", "8♦", "10♦"], ["A♣", "6♠", "6♦"]], "tricks": [3, 3, 3]}, "not in the 99 pack"),
        ({"bid_cards": [["Q♣", "7♠", "8♦"], ["K♥", "8♦", "10♦"], ["A♣", "6♠", "6♦"]], "tricks": [3, 3, 3]}, "appears twice"),
        ({"bid_cards": [["JK", "7♠", "8♦"], ["K♥", "9♦", "10♦"], ["A♣", "6♠", "6♦"]], "tricks": [3, 3, 3]}, "joker"),
        ({"bids": [1, 2, 3], "tricks": [3, 3, 3], "turn_up": "Q♥"}, "early_version"),
        ({"bids": [1, 2, 3], "tricks": [3, 3, 3], "offers": ["none", "none", "reveal"]}, "dealer"),
        ({"bids": [1, 2, 3], "tricks": [3, 3, 3], "premium": {"seat": 3, "kind": "declare"}}, "premium.seat"),
        ({"bids": [1, 2, 3], "tricks": [3, 3, 3], "premium": {"seat": 1, "kind": "shout"}}, "\"premium\" must be"),
        ({"bids": [1, 2, 3], "tricks": [3, 3, 3], "colour": "red"}, "unknown field \"colour\""),
        ([1, 2, 3], "JSON object"),
    ],
)
def test_bad_input_is_named(capsys, tmp_path: Path, data: object, words: str) -> None:
    code, _, err = run(capsys, data, tmp_path=tmp_path)
    assert code == 2 and words in err and err.startswith("error: ")


# Any input, however wrong, ends in a result or one plain error line (never a traceback).
test_fuzzed_input_never_raises = fuzz_test(calculator.main, examples("ninety_nine"))


@pytest.mark.parametrize("text", ["[" * 5000 + "]" * 5000, '{"note": ' + "9" * 5000 + "}", '{"options": [1]}',
                                  '{"players": [3]}', '{"carte_blanche": [[1]]}', "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"])
def test_wrong_input_is_one_error_line(text: str) -> None:
    check(calculator.main, text)
    assert run_stdin(calculator.main, text, ["-"])[0] == 2


def test_fixed_length_game_example(capsys) -> None:
    # deal totals in the example's note: seat 0 160, seat 1 132, seat 2 69 after nine deals
    code = main(["ninety_nine", str(EXAMPLES / "game-9-deals.json"), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["over"] and out["totals"] == [160, 132, 69]
    assert [(r["rank"], r["seat"], r["score"]) for r in out["standings"]] == [(1, 0, 160), (2, 1, 132), (3, 2, 69)]
    assert out["deals"][8]["points"] == [62, 3, 4]  # 2 tricks + 30 (the only success) + 30 declared


def test_race_to_100_example(capsys) -> None:
    # 98, 129, 65 after deal 8: seat 1's game, scores back to 0; deal 9: 62, 3, 4
    code = main(["ninety_nine", str(EXAMPLES / "race-to-100.json"), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and not out["over"] and out["games_won"] == [0, 1, 0]
    assert out["deals"][7]["scores"] == [98, 129, 65] and out["deals"][7]["game_won"] == 1
    assert [r["score"] for r in out["standings"]] == [3, 62, 4] and out["totals"] == [160, 132, 69]


REVEAL_ALL = {"bids": [9, 0, 0], "tricks": [9, 0, 0], "premium": {"seat": 0, "kind": "reveal"}}  # 9 + 10 + 60 = 79; 10; 10


def test_race_to_100_match_ends_at_three_games(capsys, tmp_path: Path) -> None:
    # two such deals make 158: a game for seat 0; six deals, three games, the match is over
    data = {"kind": "game", "game_format": "race_to_100", "deals": [REVEAL_ALL] * 6}
    code, out, _ = run(capsys, data, "--json", tmp_path=tmp_path)
    result = json.loads(out)
    assert code == 0 and result["over"] and result["games_won"] == [3, 0, 0]
    assert [d["game_won"] for d in result["deals"]] == [None, 0] * 3
    data["deals"].append(REVEAL_ALL)
    code, _, err = run(capsys, data, tmp_path=tmp_path)
    assert code == 2 and "deals[6]: the game was over after deal 6" in err


def test_tied_leaders_win_no_game_and_share_first_place(capsys, tmp_path: Path) -> None:
    # 100 each for seats 0 and 1 (NN-D8): no game; in a fixed game they share rank 1
    tie = {"bids": [5, 4, 0], "tricks": [5, 4, 0]}  # all made: 15, 14, 10
    deals = [tie] * 6 + [{"bids": [0, 1, 8], "tricks": [0, 1, 8]}] * 3  # 10, 11, 18 each
    race = {"kind": "game", "game_format": "race_to_100", "deals": deals[:7]}  # 100, 95, 78: seat 0's game
    code, out, _ = run(capsys, race, "--json", tmp_path=tmp_path)
    assert json.loads(out)["deals"][6]["game_won"] == 0
    deals = [tie] * 6 + [{"bids": [0, 6, 3], "tricks": [0, 6, 3]}] + [{"bids": [0, 0, 9], "tricks": [0, 0, 9]}] * 2
    # 90 + 10 + 10 + 10 = 120 and 84 + 16 + 10 + 10 = 120 (NN-D8: a tie for highest wins no game)
    race["deals"] = deals
    code, out, _ = run(capsys, race, "--json", tmp_path=tmp_path)
    result = json.loads(out)
    assert code == 0 and all(d["game_won"] is None for d in result["deals"]) and result["deals"][8]["scores"][:2] == [120, 120]
    fixed = {"kind": "game", "deals": deals}
    code, out, _ = run(capsys, fixed, "--json", tmp_path=tmp_path)
    assert [(r["rank"], r["seat"]) for r in json.loads(out)["standings"]][:2] == [(1, 0), (1, 1)]


def test_a_bad_deal_of_a_game_is_named(capsys, tmp_path: Path) -> None:
    data = {"kind": "game", "deals": [{"bids": [3, 3, 3], "tricks": [3, 3, 3]}, {"bids": [3, 3, 3], "tricks": [3, 3]}]}
    code, _, err = run(capsys, data, tmp_path=tmp_path)
    assert code == 2 and err.startswith("error: deals[1]: \"tricks\" must be a list of three")

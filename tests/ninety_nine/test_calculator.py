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

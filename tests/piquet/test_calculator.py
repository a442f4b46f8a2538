"""The hand calculator: the documented examples, and bad input refused with a reason."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rules.piquet.calculator import InputError, main, rubicon_game, score_hand
from tests.calcfuzz import check, examples, fuzz_test, run as run_stdin

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples" / "piquet"


@pytest.mark.parametrize(
    ("name", "totals", "bonus"),
    [
        # younger 5+15+15+60 + win 1 + leads 2 + last 1 = 99; elder trio 3 + 10 leads + cards 10 = 23
        ("repique", [23, 99], ("repique", 1)),
        # elder 28 + 1 + 1 + 30 + win 1 + 7 leads + last 1 + cards 10 = 79; younger win 1 + 3 leads = 4
        ("pique", [79, 4], ("pique", 0)),
        ("capot", [61, 0], None),
        ("capot_old_rules", [58, 0], None),
    ],
)
def test_examples(name: str, totals: list[int], bonus: tuple[str, int] | None) -> None:
    result = score_hand(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8")))
    assert result["totals"] == totals
    assert (result["bonus"]["kind"], result["bonus"]["seat"]) == bonus if bonus else result["bonus"] is None
    assert sum(it["points"] for it in result["items"]) == sum(totals)


def test_target_stops_the_hand() -> None:
    data = json.loads((EXAMPLES / "repique.json").read_text(encoding="utf-8"))
    data["options"] = {"target_score": 100}
    data["game_scores"] = [0, 80]
    result = score_hand(data)
    # younger 80 + point 5 + quint 15 = 100 during the sequences: the hand stops there
    assert result["stopped"] and result["totals"] == [0, 20] and result["target_reached_by"] == 1


@pytest.mark.parametrize(
    "data",
    [
        {"point": {"by": "elder", "cards": "AS KH"}},  # two suits
        {"sequences": {"by": "elder", "cards": ["AS KS QS", "JS TS 9S"]}},  # one run cut in two
        {"sequences": {"by": "elder", "cards": ["KH QH JH", "AS KS QS JS"]}},  # extra stronger than the winner
        {"sets": {"by": "younger", "cards": ["9S 9H 9D"]}},  # nines make no set
        {"point": {"by": "elder", "cards": "AS KS"}, "sets": {"by": "younger", "cards": ["AS AH AD"]}},  # A♠ twice
        {"tricks": ["AS KS", "AS 7H"]},  # played twice
        {"tricks": ["AS 7H", "KS 8S"]},  # younger showed no spade, then played one
        {"carte_blanche": ["elder", "younger"]},
        {"tricks": ["AS"]},
        {"bogus": 1},
    ],
)
def test_bad_input_is_refused(data: dict) -> None:
    with pytest.raises(InputError):
        score_hand(data)


def test_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(EXAMPLES / "repique.json"), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["totals"] == [23, 99]
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main([str(bad)]) == 2
    assert capsys.readouterr().err.startswith("error:")


# Any input, however wrong, ends in a result or one plain error line (never a traceback).
test_fuzzed_input_never_raises = fuzz_test(main, examples("piquet"))


@pytest.mark.parametrize("text", ["[" * 5000 + "]" * 5000, '{"note": ' + "9" * 5000 + "}", '{"options": [1]}',
                                  '{"players": [3]}', '{"carte_blanche": [[1]]}', "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"])
def test_wrong_input_is_one_error_line(text: str) -> None:
    check(main, text)
    assert run_stdin(main, text, ["-"])[0] == 2


@pytest.mark.parametrize(
    ("data", "message"),
    [
        # the point shows A♣: K♣ Q♣ J♣ is part of the quart A♣ K♣ Q♣ J♣, not a tierce
        ({"point": {"by": "elder", "cards": "AC KC QC JC 8C"}, "sequences": {"by": "elder", "cards": ["KC QC JC"]}},
         "sequences.cards[0]: K♣ Q♣ J♣ is not the whole run: the same player holds A♣ K♣ Q♣ J♣, a sequence of 4"),
        # the point shows A♣: three aces are a trio out of his quatorze
        ({"point": {"by": "younger", "cards": "AC 9C"}, "sets": {"by": "younger", "cards": ["AS AH AD"]}},
         "sets.cards[0]: A♠ A♥ A♦ is a trio out of a quatorze: the same player holds A♠ A♥ A♦ A♣"),
        # elder plays 10♠ in trick 1, so his quart to the king (K♠ Q♠ J♠ 10♠)... was declared K Q J
        ({"sequences": {"by": "elder", "cards": ["KS QS JS"]}, "tricks": ["TS 7S"]},
         "is not the whole run: the same player holds K♠ Q♠ J♠ 10♠"),
        # the point is the whole suit: elder later plays a fifth heart
        ({"point": {"by": "elder", "cards": "AH KH QH JH"}, "tricks": ["7H 8H"]},
         "point: A♥ K♥ Q♥ J♥ is not the whole suit: the same player also holds 7♥"),
    ],
)
def test_a_combination_is_declared_whole(data: dict, message: str) -> None:
    with pytest.raises(InputError, match=re.escape(message)):
        score_hand(data)


def test_the_whole_quart_is_scored() -> None:
    data = {"point": {"by": "elder", "cards": "AC KC QC JC 8C"}, "sequences": {"by": "elder", "cards": ["AC KC QC JC"]}}
    # point 5 cards = 5, quart = 4
    assert score_hand(data)["totals"] == [9, 0]


def test_rubicon_example() -> None:
    # Ann 151, Bob 174 after six hands: Bob wins 174 - 151 + 100 = 123 (§14.5)
    result = rubicon_game(json.loads((EXAMPLES / "rubicon.json").read_text(encoding="utf-8")))
    assert (result["scores"], result["winner"], result["rubiconed"], result["value"]) == ([151, 174], 1, False, 123)


@pytest.mark.parametrize(
    ("hands", "expected"),
    [
        # 77 against 119: the loser is under 100, rubiconed: 119 + 77 + 100 = 296
        ([[10, 40], [5, 20], [0, 35], [12, 8], [30, 0], [20, 16]], {"winner": 1, "rubiconed": True, "value": 296}),
        # 10-10 after six hands: two more (PQ-D15); 11-10 after eight, 10 is under 100: 11 + 10 + 100 = 121
        ([[10, 10]] + [[0, 0]] * 5, {"winner": None, "length": 8}),
        ([[10, 10]] + [[0, 0]] * 5 + [[1, 0], [0, 0]], {"winner": 0, "rubiconed": True, "value": 121}),
        ([[120, 10]] + [[0, 0]] * 3, {"winner": None, "length": 6}),  # 4 of 6 hands played
    ],
)
def test_rubicon_results(hands: list[list[int]], expected: dict) -> None:
    result = rubicon_game({"kind": "rubicon", "hands": hands})
    assert {k: result[k] for k in expected} == expected


def test_rubicon_refuses_hands_after_the_end(capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps({"kind": "rubicon", "hands": [[10, 0]] * 7})
    assert run_stdin(main, text, ["-"])[:3:2] == (2, "error: hands: the game was over after hand 6 (60–0); later hands "
                                                   "belong to the next game\n")

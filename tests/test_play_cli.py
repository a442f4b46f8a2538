"""The headless runner, as a newcomer runs it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.play import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_short_match_prints_each_hand_and_standings(capsys) -> None:
    code, out, _ = run(capsys, "emperor", "--players", "3", "--seed", "7", "--hands", "2", "--cpu", "easy")
    assert code == 0
    assert out.count("== Hand ") == 2
    assert "Scores:" in out and "Stopped after 2 hands" in out and "1. Seat" in out


def test_same_seed_same_match(capsys) -> None:
    first = run(capsys, "emperor", "--seed", "4", "--hands", "3", "--json", "--cpu", "easy")[1]
    second = run(capsys, "emperor", "--seed", "4", "--hands", "3", "--json", "--cpu", "easy")[1]
    other = run(capsys, "emperor", "--seed", "5", "--hands", "3", "--json", "--cpu", "easy")[1]
    assert first == second and first != other
    data = json.loads(first)
    assert len(data["hands"]) == 3 and data["record"]["variant"] == "emperor"


def test_a_whole_match_reaches_final_standings(capsys) -> None:
    code, out, _ = run(capsys, "emperor", "--players", "5", "--seed", "2", "-o", "match_length=10", "--cpu", "easy")
    assert code == 0 and out.count("== Hand ") == 10 and "Final standings" in out


def test_save_and_load_continue_the_same_match(capsys, tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    assert run(capsys, "emperor", "--seed", "9", "--hands", "2", "--save", str(path), "--cpu", "easy")[0] == 0
    saved = json.loads(path.read_text())
    assert len(saved["log"]) > 0
    code, out, _ = run(capsys, "emperor", "--load", str(path), "--hands", "1", "--cpu", "easy")
    assert code == 0 and f"Continuing the saved game after {len(saved['log'])} moves." in out
    assert out.count("Scores:") == 1


@pytest.mark.parametrize(
    "args, words",
    [
        (("chess",), "unknown game 'chess'"),
        (("emperor", "--players", "7"), "3, 4, 5 players"),
        (("emperor", "-o", "match_length=11"), "match_length must be one of"),
        (("emperor", "--cpu", "grandmaster"), "unknown CPU level"),
        (("emperor", "--load", "/nonexistent/file.json"), "No such file"),
    ],
)
def test_bad_arguments_get_a_clear_message(capsys, args, words: str) -> None:
    code, _, err = run(capsys, *args)
    assert code == 2 and words in err


def test_a_corrupt_save_is_reported(capsys, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format": "parlour-game", "log": [')
    code, _, err = run(capsys, "emperor", "--load", str(path))
    assert code == 2 and "not valid JSON" in err

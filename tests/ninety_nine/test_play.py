"""The headless runner plays whole 99 matches, as a newcomer runs it."""

from __future__ import annotations

import json

from rules.play import main


def test_a_match_prints_every_deal_itemised_and_final_standings(capsys) -> None:
    code = main(["ninety_nine", "--seed", "3", "--cpu", "easy"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.count("== Deal ") == 9 and out.count("Deal total:") == 27 and "Final standings" in out
    assert "勝ち数 Tricks won" in out and "成功 Bonus for making the bid" in out


def test_same_seed_same_match(capsys) -> None:
    runs = []
    for seed in ("4", "4", "5"):
        main(["ninety_nine", "--seed", seed, "--hands", "2", "--json", "--cpu", "easy,random"])
        runs.append(capsys.readouterr().out)
    assert runs[0] == runs[1] != runs[2]
    data = json.loads(runs[0])
    assert len(data["hands"]) == 2 and data["record"]["variant"] == "ninety_nine"


def test_a_race_to_three_games(capsys) -> None:
    code = main(["ninety_nine", "--seed", "2", "--cpu", "easy", "-o", "game_format=race_to_100"])
    out = capsys.readouterr().out
    assert code == 0 and "Final standings" in out
    assert out.count("games won,") == 3  # one standings row per seat
    assert out.count("scores start again from 0") >= 3  # the winner needs three games

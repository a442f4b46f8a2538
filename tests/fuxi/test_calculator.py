"""The calculator (`python -m rules.score fuxi`): every documented example with its verdict or its
points worked out by hand, the refusals (impossible tile counts, plays that are no combination,
plays from tiles the hand lacks), and bad input as one plain error line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.fuxi.calculator import main
from rules.score import main as score_main
from tests.calcfuzz import check, example, examples, fuzz_test, run as run_stdin, run_json as calc_json

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples" / "fuxi"

# file -> (exit status, points for a win / the table after a legal play / None), each by hand.
EXPECTED = {
    "seed-222-carrying-99.json": (0, "刻二萬"),        # 2 > 1, same type; the pair carried is free
    "seed-444-333-111-5.json": (0, "刻四萬"),          # empty table: anything leads; head 444m
    "carry-same-kind.json": (0, "刻七萬"),             # 7 > 6 (D-6: 7m carried by 777m)
    "carry-weak-head.json": (1, None),                 # 2 < 3; the 999p carried does not count
    "wrap-single.json": (0, "単一索"),                 # 1s on the top 9s, same suit
    "wrap-pair.json": (0, "対一筒"),
    "wrap-triplet.json": (0, "刻一萬"),
    "wrap-other-suit.json": (1, None),                 # 1m on 9s: suits differ
    "wrap-reversed.json": (0, "単九索"),               # reversed: 9 is bottom, 1 top
    "pair-on-single.json": (1, None),                  # D-3
    "equal-numbers.json": (1, None),                   # D-4
    "kong-characters-sweep.json": (0, "empty"),        # swept
    "kong-bamboo-reverse.json": (0, "対六萬"),         # the pair stays, order reversed
    "kong-dots-single.json": (0, "単五筒"),            # becomes a single 5p
    "sweep-ends-trick-reversal.json": (0, "empty"),    # and (trick scope) the order is normal again
    "iipeikou-declared.json": (0, "対九索"),           # declared 99s > 88p
    "iipeikou-declaration-too-weak.json": (1, None),   # 88s = 88p
    "sanshoku-carrying.json": (0, "刻九筒"),           # declared 999p > 888s, 7m carried
    "ittsu-as-kong.json": (0, "対九萬"),               # bamboo kong: the table stays
    "hint.json": (0, None),
    "win-normal.json": (0, 1),                         # 1
    "win-jitou-triplet.json": (0, 4),                  # 1 × 2 (刻子) × 2 (親)
    "win-last-tile.json": (0, 2),                      # 1 × 2 (牌底)
    "win-special-as-triplet.json": (0, 4),             # 1 × 4 (特殊), not also ×2 (D-13)
    "win-first-turn-chain.json": (0, 8),               # 1 × 2 (刻子) × 4 (配牌)
    "win-maximum.json": (0, 32),                       # 1 × 4 × 2 × 4
    "win-three-players.json": (0, 4),                  # 1 × 4 (a kong is special)
    "exhaustive-draw.json": (0, 0),                    # nobody scores
}


def load(name: str) -> dict:
    return example("fuxi", name)


def run_json(data: object) -> tuple[int, dict | None, str]:
    return calc_json(main, data)


def test_every_example_is_listed() -> None:
    assert sorted(p.name for p in EXAMPLES.glob("*.json")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example(name: str) -> None:
    status, want = EXPECTED[name]
    got, doc, err = run_json(load(name))
    assert got == status and doc is not None, err
    b = doc["breakdown"]
    assert doc["valid"] is (status == 0)
    if isinstance(want, int):
        assert b["points"] == want
        assert sum(b["deltas"].values()) == want  # only the winner gains
    elif isinstance(want, str):
        table = b["after"]["table"]
        assert (table["name"] if table else "empty") == want


def test_kong_after_states() -> None:
    _, doc, _ = run_json(load("kong-bamboo-reverse.json"))
    assert doc is not None and doc["breakdown"]["after"] == {
        "table": {"type": "pair", "number": 6, "suit": "m", "name": "対六萬"}, "reversed": True, "cleared": False,
        "restart": True, "effect": "reverse"}
    _, doc, _ = run_json(load("sweep-ends-trick-reversal.json"))
    assert doc is not None and doc["breakdown"]["after"]["reversed"] is False
    # Same play under the default scope ("hand"): the reversal outlives the sweep.
    _, doc, _ = run_json(dict(load("sweep-ends-trick-reversal.json"), options={}))
    assert doc is not None and doc["breakdown"]["after"]["reversed"] is True


def test_hint_lists_the_legal_plays() -> None:
    _, doc, _ = run_json(load("hint.json"))
    # On 8s: singles 9p, 9s; the 一盃口 declared as the strongest single of each suit (9m 9p 9s).
    assert doc is not None and sorted(doc["breakdown"]["plays"]) == sorted(
        ["9p", "9s", "334455m=9m", "334455m=9p", "334455m=9s"])


def test_goes_out_and_the_text_through_the_dispatcher(capsys) -> None:
    assert score_main(["fuxi", str(EXAMPLES / "seed-444-333-111-5.json")]) == 0
    out = capsys.readouterr().out
    assert "刻四萬帯刻三索帯刻一筒帯単五萬" in out and "goes out" in out and "never counts" in out
    assert score_main(["fuxi", str(EXAMPLES / "win-maximum.json")]) == 0
    out = capsys.readouterr().out
    assert "1 × 4 × 2 × 4 = 32" in out and "配牌あがり" in out and "親のあがり" in out


@pytest.mark.parametrize("data,rule,words", [
    ({"kind": "play", "play": "12m"}, "combination", "no combination"),             # no combination
    ({"kind": "play", "play": "334455m"}, "combination", "declare"),               # declaration missing
    ({"kind": "play", "play": "55m+3p"}, "combination", "cannot carry"),
    ({"kind": "play", "play": "555m", "hand": "55m 3p"}, "hand", "lacks 5m"),      # tiles the hand lacks
    ({"kind": "play", "play": "55m", "table": "4m"}, "beats", "D-3"),
    ({"kind": "win", "jitou": 0, "winner": 1, "play": "12m"}, "combination", "no combination"),
    ({"kind": "win", "jitou": 0, "winner": 1, "play": "5m", "table": "7m"}, "beats", "weaker"),
])
def test_refused_plays(data: dict, rule: str, words: str) -> None:
    status, doc, _ = run_json(data)
    assert status == 1 and doc is not None and doc["refused"]["rule"] == rule and words in doc["refused"]["reason"]
    _, out, _ = run_stdin(main, json.dumps(data), ["-"])
    assert "Not a legal" in out


@pytest.mark.parametrize("data,words", [
    ({"kind": "play", "play": "55555m"}, "more than four copies of 5m"),
    ({"kind": "play", "play": "999s", "table": "99s"}, "more than four copies of 9s"),  # 3 + 2 = 5
    ({"kind": "play", "hand": "9999s", "table": "9s"}, "more than four copies of 9s"),
    ({"kind": "play", "play": "東東東"}, "only the number tiles"),
    ({"kind": "play", "play": "5x"}, "cannot read"),
    ({"kind": "play", "play": 5}, "\"play\""),
    ({"kind": "play"}, "give the \"play\""),
    ({"kind": "play", "hand": ""}, "holds no tile"),
    ({"kind": "play", "play": "5m", "table": "12m"}, "table:"),
    ({"kind": "play", "play": "5m", "table": "5555p"}, "never stays on the table"),
    ({"kind": "play", "play": "5m", "reversed": "yes"}, "reversed"),
    ({"kind": "play", "play": "5m", "options": {"reversal_scope": "game"}}, "reversal_scope"),
    ({"kind": "play", "play": "5m", "options": {"players": 5}}, "players"),
    ({"kind": "play", "play": "5m", "options": {"dora": 1}}, "unknown field"),
    ({"kind": "play", "play": "5m", "seat": 1}, "unknown field"),
    ({"kind": "win", "jitou": 0, "winner": 4, "play": "5m"}, "\"winner\""),
    ({"kind": "win", "jitou": 3, "winner": 0, "play": "5m", "options": {"players": 3}}, "\"jitou\""),
    ({"kind": "win", "jitou": 0, "winner": 1}, "give the winning"),
    ({"kind": "win", "jitou": 0, "winner": 1, "finish": "kong"}, "\"finish\""),
    ({"kind": "win", "jitou": 0, "winner": 1, "finish": "triplet", "play": "5m"}, "is a normal finish"),
    # A first-turn win plays 14 tiles, less 3 per kong / 8 per 一通 kong: 4 tiles is impossible.
    ({"kind": "win", "jitou": 0, "winner": 1, "play": "555m+5p", "first_turn": True}, "not 4"),
    ({"kind": "win", "jitou": 0, "winner": 1, "play": "55m", "first_turn": True, "last_tile": True}, "cannot both"),
    ({"kind": "win", "jitou": 0, "winner": None, "play": "5m"}, "exhaustive draw"),
    ({"kind": "deal"}, "\"kind\""),
])
def test_bad_or_impossible_input_is_one_error_line(data: dict, words: str) -> None:
    status, doc, err = run_json(data)
    assert status == 2 and doc is None and err.startswith("error: ") and err.count("\n") == 1 and words in err, err


def test_finish_without_a_play() -> None:
    # The conditions alone: a triplet finish by the jitou on the last tile: 1 × 2 × 2 × 2 = 8.
    status, doc, _ = run_json({"jitou": 1, "winner": 1, "finish": "triplet", "last_tile": True})
    assert status == 0 and doc is not None and doc["breakdown"]["points"] == 8
    assert [line["term"] for line in doc["breakdown"]["lines"]] == ["通常あがり", "刻子あがり", "親のあがり", "牌底あがり"]


# Any input, however wrong, ends in a result or one plain error line (never a traceback).
test_fuzzed_input_never_raises = fuzz_test(main, examples("fuxi"))


@pytest.mark.parametrize("text", ["[" * 5000 + "]" * 5000, '{"note": ' + "9" * 5000 + "}", '{"options": [1]}',
                                  '{"kind": "play", "play": ["5m"]}', "[1]", '{"kind": "play", "play": "+++"}'])
def test_wrong_input_is_one_error_line(text: str) -> None:
    check(main, text)
    assert run_stdin(main, text, ["-"])[0] == 2

"""The Emperor calculator (python -m rules.score emperor): the spec's worked examples, errors, JSON."""

from __future__ import annotations

import copy
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules import score
from rules.core.text import render
from rules.emperor import calculator
from rules.emperor.scoring import score_win
from tests.calcfuzz import check, examples, fuzz_test, run as run_stdin

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "docs" / "examples" / "emperor"


def run(capsys, *argv):
    rc = calculator.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return rc, out, err


def breakdown(capsys, name):
    rc, out, err = run(capsys, EXAMPLES / name, "--json")
    assert err == ""
    return rc, json.loads(out)


def yaku(d):
    return [y["id"] for y in d["yaku"]]


def bonus(d):
    return [(b["id"], b["count"]) for b in d["bonus"]]


def virtue(d):
    return {v["id"]: v["count"] for v in d["virtue"]}


def pays(d):
    return sorted((p["payer"], p["payee"], p["amount"]) for p in d["payments"])


# ---------------------------------------------------------------------------------------------
# §12 worked examples (4 players), figures from the spec


def test_notation_example_1(capsys):
    # 一双・同色・同士・連番 = 4 → 4 × 3 × 50 = 600; the heart sou has no indicator; 1 sou < 3 virtue.
    rc, d = breakdown(capsys, "notation-1.json")
    assert rc == 0 and d["valid"]
    assert yaku(d) == ["issou", "doushoku", "doushi", "renban"] and d["yaku_count"] == 4
    assert d["bonus"] == [] and virtue(d) == {"sou": 1} and not d["virtuous"]
    assert d["base"] == 600 and pays(d) == [(3, 1, 1800)]


def test_notation_example_2(capsys):
    # 同種・一色・大通番 = 3 + 2 + 3 = 8 → 2,800; closed tsumo: 2 sou + menzen = 3 → 300.
    rc, d = breakdown(capsys, "notation-2.json")
    assert yaku(d) == ["doushu", "isshoku", "daitsuuban"] and d["yaku_count"] == 8
    assert sorted(d["absorbed"]) == sorted(["nisou", "issou", "doushoku", "tsuuban", "renban", "dairenban"])
    assert d["yaku_points"] == 2800 and d["virtue_points"] == 300 and d["base"] == 3100
    assert pays(d) == [(0, 2, 3100), (1, 2, 3100), (3, 2, 3100)]
    assert d["succession"] == "unification"


def test_example_1(capsys):
    rc, d = breakdown(capsys, "example-1.json")
    assert yaku(d) == ["daidoushi", "dairenban"] and d["yaku_count"] == 5
    assert sorted(d["sets"][2]["cards"]) == ["KD", "KH"]
    assert d["yaku_points"] == 1000 and d["bonus_count"] == 0
    assert virtue(d) == {"king": 2} and not d["virtuous"] and d["virtue_points"] == 0
    assert d["base"] == 1000 and pays(d) == [(2, 1, 3000)]
    assert render(d["formulas"][0]) == "Commoner: 5 × 4 × 50 = 1,000"
    assert d["succession"] is None


def test_example_2(capsys):
    rc, d = breakdown(capsys, "example-2.json")
    assert yaku(d) == ["issou", "doushoku", "tsuuban"] and d["yaku_points"] == 600
    (dora,) = d["bonus"]
    assert dora["id"] == "dora" and dora["sou"] == ["5H", "8H"] and dora["dora"] == 1 and dora["count"] == 2
    assert {(i["kind"], i["card"]) for i in dora["indicators"]} == {("king", "KH"), ("ura", "3H")}
    assert d["bonus_points"] == 1000
    assert virtue(d) == {"sou": 1, "king": 1, "joker": 1} and d["virtue_points"] == 300
    assert d["base"] == 1900 and pays(d) == [(3, 1, 5700)]
    assert d["succession"] == "unification"  # in the Warring States


def test_example_3(capsys):
    rc, d = breakdown(capsys, "example-3.json")
    assert d["role"] == "emperor" and d["shibari"] == 5
    assert yaku(d) == ["nisou", "isshoku", "douban"] and d["yaku_points"] == 2100
    assert render(d["formulas"][0]) == "Emperor: 6 × 7 × 50 = 2,100"
    dora = {tuple(b["sou"]): [(i["kind"], i["card"]) for i in b["indicators"]] for b in d["bonus"]}
    assert dora == {("4S", "9S"): [("king", "KS")], ("4C", "9C"): [("dynasty_card", "AC")]}
    assert d["bonus_points"] == 2000
    assert virtue(d) == {"sou": 2, "king": 2, "dynasty_card": 1} and d["virtue_points"] == 500
    assert d["base"] == 4600 and pays(d) == [(1, 0, 4600), (2, 0, 4600), (3, 0, 4600)]
    assert d["succession"] == "virtuous_win"


def test_three_sou_example(capsys):
    rc, d = breakdown(capsys, "three-sou.json")
    assert d["shape"] == "sansou" and d["yaku"] == [] and d["yaku_count"] == 0
    assert d["bonus"] == [] and virtue(d) == {"sou": 3, "king": 1, "menzen_tsumo": 1}
    assert d["base"] == 500 and pays(d) == [(0, 3, 500), (1, 3, 500), (2, 3, 500)]


def test_tenhou_example_1(capsys):
    rc, d = breakdown(capsys, "tenhou-1.json")
    assert d["shape"] == "sansou" and d["role"] == "emperor"
    assert sorted(bonus(d)) == [("dora", 2), ("tenhou", 4)] and d["bonus_points"] == 3000
    assert virtue(d) == {"sou": 3, "king": 1, "dynasty_card": 1, "menzen_tsumo": 1} and d["virtue_points"] == 600
    assert d["base"] == 3600 and pays(d) == [(1, 0, 3600), (2, 0, 3600), (3, 0, 3600)]


def test_chiihou_example_2(capsys):
    rc, d = breakdown(capsys, "chiihou-2.json")
    assert rc == 0 and d["valid"] and d["shape"] == "normal" and d["yaku_count"] == 0
    assert bonus(d) == [("chiihou", 4)] and d["bonus_points"] == 2000
    assert virtue(d) == {"menzen_tsumo": 1} and not d["virtuous"]
    assert d["base"] == 2000 and pays(d) == [(0, 2, 2000), (1, 2, 2000), (3, 2, 2000)]


def test_dora_ceiling_example(capsys):
    rc, on = breakdown(capsys, "dora-ceiling.json")
    assert on["dora_count"] == 7 and on["bonus_count"] == 14 and on["bonus_points"] == 7000
    assert sorted(b["dora"] for b in on["bonus"]) == [1, 3, 3]
    club = next(b for b in on["bonus"] if b["suit"] == "C")
    assert [(i["kind"], i["card"]) for i in club["indicators"]] == [("ura", "KC")]  # an ura K is no king dora
    assert virtue(on) == {"sou": 3, "king": 1, "joker": 2, "dynasty_card": 1, "menzen_tsumo": 1}
    assert on["virtue_points"] == 800 and on["base"] == 7800
    assert pays(on) == [(1, 0, 7800), (2, 0, 7800), (3, 0, 7800)]
    rc, off = breakdown(capsys, "dora-ceiling-off.json")
    assert off["dora_count"] == 3 and off["bonus_points"] == 3000 and off["base"] == 3800


def test_human_output(capsys):
    rc, out, err = run(capsys, EXAMPLES / "example-3.json")
    assert rc == 0 and err == ""
    for line in ("二双 ニソウ  Two Sou  2", "一色 イッショク  Full Colour  2", "同番 ドウバン  Same Numbers  2",
                 "absorbed by a higher yaku: 一双 One Sou, 同色 Twin Colour", "4♠9♠  sou (双) (exposed)",
                 "Dora (ドラ): sou 4♣ 9♣ shown by A♣ (dynasty card): 1 dora = 2",
                 "Base: 2,100 + 2,000 + 500 = 4,600", "seat 3 pays seat 0: 4,600",
                 "Succession: Virtuous win (有徳上がり)"):
        assert line in out


def test_the_documented_example_output_is_current(capsys):
    doc = (ROOT / "docs" / "emperor-calculator.md").read_text(encoding="utf-8")
    rc, out, err = run(capsys, EXAMPLES / "example-3.json")
    assert out.strip() in doc


HANDS = sorted(p.name for p in EXAMPLES.glob("*.json") if "kind" not in json.loads(p.read_text(encoding="utf-8")))


@pytest.mark.parametrize("name", HANDS)
def test_json_round_trip(capsys, name):
    data = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    rc, out, err = run(capsys, EXAMPLES / name, "--json")
    assert rc == 0
    assert json.loads(out) == score_win(calculator.parse_input(data)).to_dict()


def test_not_a_valid_win_exits_1(capsys, tmp_path):
    data = {"players": 4, "winner": 0, "hand": "3♥ 10♥ 5♠ 8♦ 2♠ 2♣", "winning_card": "2♣", "by": "tsumo"}
    f = tmp_path / "h.json"
    f.write_text(json.dumps(data), encoding="utf-8")
    rc, out, err = run(capsys, f)
    assert rc == 1 and "NOT A VALID WIN" in out and "shibari of 4" in out and "Payments" not in out


def test_card_spellings_and_stdin(capsys, monkeypatch):
    data = {"players": 4, "winner": 1, "hand": ["a♠", "QH", "2c", "j♦", "K♥", "kd"], "winning_card": "KD",
            "by": "ron", "discarder": 2}
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(data)))
    rc, out, err = run(capsys, "--json")
    assert rc == 0 and json.loads(out)["base"] == 1000
    data["hand"] = "A♠ 12♥ 2♣ J♦ K♥ K♦"
    with pytest.raises(calculator.InputError, match="12♥"):
        calculator.parse_input(data)
    data["hand"] = "A♠ Q♥ 2♣ J♦ K♥ K♦"
    data["winning_card"] = "10h"
    with pytest.raises(calculator.InputError, match="winning_card 10♥ is not in the hand"):
        calculator.parse_input(data)


def test_jokers_written_jk(capsys):
    # bare JK is numbered in turn across the whole input; a third is an error
    data = json.loads((EXAMPLES / "dora-ceiling.json").read_text(encoding="utf-8"))
    ctx = calculator.parse_input(data)
    assert sorted(ctx.river) == ["3S", "JK1", "JK2", "KH"]
    data["hand"] = ["6♥", "7♥", "5♥", "8♥", "4♣", "JK"]
    data["winning_card"] = "JK"
    with pytest.raises(calculator.InputError, match="third joker"):
        calculator.parse_input(data)


# ---------------------------------------------------------------------------------------------
# Errors: exit 2 and one message naming the problem

BASE = {"players": 4, "winner": 1, "hand": ["A♠", "Q♥", "2♣", "J♦", "K♥", "K♦"], "winning_card": "K♦",
        "by": "ron", "discarder": 2, "river": ["7♠"]}


def _with(**changes):
    d = copy.deepcopy(BASE)
    for k, v in changes.items():
        if v is None:
            d.pop(k, None)
        else:
            d[k] = v
    return d


ERRORS = [
    ("unknown field", _with(colour="red"), "unknown field \"colour\""),
    ("players", _with(players=6), "\"players\" must be 3, 4 or 5"),
    ("missing players", _with(players=None), "missing field \"players\""),
    ("bad card", _with(river=["7♠", "1Z"]), "river: '1Z' is not a card"),
    ("card twice", _with(river=["K♥"]), "card K♥ appears twice (hand and river)"),
    ("wrong count", _with(hand=["A♠", "Q♥", "2♣", "J♦", "K♥"]), "hand has 5 cards"),
    ("count with calls", _with(exposed=[["3♠", "10♠"]]), "hand has 6 cards; with 1 exposed set(s) it needs 4"),
    ("winning card", _with(winning_card="9♦"), "winning_card 9♦ is not in the hand"),
    ("no winning card", _with(winning_card=None), "missing field \"winning_card\""),
    ("ron without discarder", _with(discarder=None), "missing field \"discarder\""),
    ("discarder is winner", _with(discarder=1), "cannot be the winner"),
    ("tsumo with discarder", _with(by="tsumo"), "a tsumo has no discarder"),
    ("bad by", _with(by="draw", discarder=None), "\"by\" must be \"tsumo\" or \"ron\""),
    ("seat range", _with(winner=4), "\"winner\" must be a seat number 0 to 3"),
    ("unknown flag", _with(flags=["rinshan"]), "unknown flag \"rinshan\""),
    ("ippatsu without option", _with(flags=["ippatsu"]), "flag \"ippatsu\" needs the option \"ippatsu\""),
    ("double riichi without option", _with(flags=["double_riichi"]),
     "flag \"double_riichi\" needs the option \"double_riichi\""),
    ("unknown option", _with(options={"aka": True}), "unknown option \"aka\""),
    ("exposed not a set", _with(hand=["2♣", "J♦", "K♥", "K♦"], exposed=[["A♠", "J♥"]]),
     "exposed[0]: A♠ J♥ is not a set"),
    ("dead joker exposed", _with(hand=["2♣", "J♦", "K♥", "K♦"], exposed=[["JK", "Q♥"]]),
     "exposed[0]: JK Q♥ is not a set"),
    ("three calls", _with(exposed=[["A♠", "Q♥"], ["2♣", "J♦"], ["K♥", "K♦"]], hand=[]), "at most two calls"),
    ("dynasty without emperor", _with(dynasty_card="A♣"), "missing field \"emperor\""),
    ("warring states with dynasty card", _with(era="warring_states", dynasty_card="A♣", emperor=0),
     "the Warring States have no dynasty card"),
    ("dynasty K", _with(dynasty_card="K♣", emperor=0), "K♣ cannot be a dynasty card"),
    ("dynasty card in hand", _with(dynasty_card="A♠", emperor=0), "card A♠ appears twice (dynasty_card and hand)"),
    ("kept non-K", _with(kept_kings=["Q♣"]), "kept_kings: Q♣ is not a K"),
    ("ura without joker", _with(ura_cards=["3♥"]), "ura_cards: 1 card(s) drawn, but the winner's field holds 0"),
    ("ura after last card", _with(river=["JK"], ura_cards=["3♥"], flags=["last_card"]), "no ura-dora"),
    ("tenhou with winning card", _with(flags=["tenhou"], by="tsumo", discarder=None),
     "a tenhou has no winning card"),
    ("chiihou by ron", _with(flags=["chiihou"], river=None), "chiihou is a tsumo win"),
    ("chiihou with river", _with(flags=["chiihou"], by="tsumo", discarder=None), "river must be empty"),
    ("tenhou not emperor", _with(flags=["tenhou"], by="tsumo", discarder=None, winning_card=None, river=None,
                                 dynasty_card="3♣", emperor=0), "tenhou is the dealer's win"),
    ("ippatsu on tsumo without riichi", _with(flags=["ippatsu"], options={"ippatsu": True}, by="tsumo",
                                              discarder=None), "needs riichi"),
    ("not an object", [1, 2], "must be a JSON object"),
]


@pytest.mark.parametrize("what, data, message", ERRORS, ids=[e[0] for e in ERRORS])
def test_input_errors(capsys, tmp_path, what, data, message):
    f = tmp_path / "hand.json"
    f.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    rc, out, err = run(capsys, f)
    assert rc == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1
    assert message in err


def test_the_base_input_is_valid(capsys, tmp_path):
    f = tmp_path / "hand.json"
    f.write_text(json.dumps(BASE), encoding="utf-8")
    assert run(capsys, f)[0] == 0


def test_bad_json_and_missing_file(capsys, tmp_path):
    f = tmp_path / "bad.json"
    f.write_text('{"players": 4,', encoding="utf-8")
    rc, out, err = run(capsys, f)
    assert rc == 2 and "is not valid JSON" in err and "line 1" in err
    rc, out, err = run(capsys, tmp_path / "nope.json")
    assert rc == 2 and "cannot read" in err and "nope.json" in err
    rc, out, err = run(capsys, f, "--colour")
    assert rc == 2 and "--colour" in err


def test_score_dispatch(capsys):
    assert score.main(["--help"]) == 0
    assert "emperor" in capsys.readouterr().out
    assert score.main(["no_such_game"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'no_such_game'" in err and "emperor" in err
    assert score.main([]) == 2


def test_command_line(tmp_path):
    """The real entry point, once: no traceback, the right exit codes."""
    ok = subprocess.run([sys.executable, "-m", "rules.score", "emperor", str(EXAMPLES / "example-1.json")],
                        cwd=ROOT, capture_output=True, text=True, encoding="utf-8")
    assert ok.returncode == 0 and "Ron: the discarder pays 1,000 × 3 = 3,000" in ok.stdout
    bad = subprocess.run([sys.executable, "-m", "rules.score", "emperor"], input="{nope", cwd=ROOT,
                         capture_output=True, text=True, encoding="utf-8")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "not valid JSON" in bad.stderr


# Any input, however wrong, ends in a result or one plain error line (never a traceback).
test_fuzzed_input_never_raises = fuzz_test(calculator.main, examples("emperor"))


@pytest.mark.parametrize("text", ["[" * 5000 + "]" * 5000, '{"note": ' + "9" * 5000 + "}", '{"options": [1]}',
                                  '{"players": [3]}', '{"carte_blanche": [[1]]}', "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"])
def test_wrong_input_is_one_error_line(text: str) -> None:
    check(calculator.main, text)
    assert run_stdin(calculator.main, text, ["-"])[0] == 2


def test_recombination_is_accepted_and_changes_no_figure(capsys, tmp_path):
    # the exposed sets are entered as regrouped; they score as any exposed sets (§10, D-27)
    data = json.loads((EXAMPLES / "example-3.json").read_text(encoding="utf-8"))
    plain = run(capsys, EXAMPLES / "example-3.json", "--json")
    path = tmp_path / "regrouped.json"
    path.write_text(json.dumps(dict(data, options={"recombination": True}), ensure_ascii=False), encoding="utf-8")
    rc, out, err = run(capsys, path, "--json")
    assert (rc, err) == (0, "") and json.loads(out) == json.loads(plain[1]) and json.loads(out)["base"] == 4600


def test_exhaustive_draw_example(capsys):
    # §9.4: tenpai seats 0 (closed, formal tenpai) and 1 (riichi); seat 2 open with shape tenpai
    # only, seat 3 noten: 3,600 / (2 × 2) = 900 from each noten to each tenpai
    rc, d = breakdown(capsys, "exhaustive-draw.json")
    assert rc == 0 and d["tenpai"] == [0, 1]
    assert pays(d) == [(2, 0, 900), (2, 1, 900), (3, 0, 900), (3, 1, 900)]
    assert d["deltas"] == [1800, 1800, -1800, -1800] and d["scores"] == [26800, 26800, 23200, 23200]
    assert d["kept_kings"] == {"0": ["KD"]} and d["kings_voided"] == {"2": ["KC"]}  # §8.5


def test_exhaustive_draw_one_tenpai_of_three(capsys, tmp_path):
    # 3 players, only seat 1 tenpai: each noten pays 3,600 / (1 × 2) = 1,800; no scores given
    data = {"kind": "exhaustive_draw", "players": 3, "seats": [
        {"hand": "2♦ 5♠ 7♥ 10♣ Q♠"}, {"hand": "4♠ 9♠ 4♣ 9♣ 7♦"}, {"hand": "2♥ 6♣ 8♦ J♣ 3♠"}]}
    path = tmp_path / "draw.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    rc, out, _ = run(capsys, path)
    assert rc == 0 and "seat 0 pays seat 1: 1,800" in out and "seat 2 pays seat 1: 1,800" in out
    assert "Score changes: -1,800, +3,600, -1,800" in out


def test_final_standings_example(capsys):
    # §9.6: oka 20,000 and uma 20,000/10,000 (figures in the example's note)
    rc, d = breakdown(capsys, "final-standings.json")
    assert rc == 0
    assert [(r["rank"], r["seat"], r["oka"], r["uma"], r["points"]) for r in d["standings"]] == [
        (1, 2, 20000, 20000, 520), (2, 0, 0, 10000, 110), (3, 3, 0, -10000, -220), (4, 1, 0, -20000, -410)]


@pytest.mark.parametrize("change, message", [
    # seat 1's riichi hand without valid tenpai would be noten riichi, a chombo
    ({"seats": 1, "hand": "2♥ 5♥ 7♣ 9♥ Q♥"}, "noten riichi, a chombo"),
    ({"seats": 2, "hand": "5♣ 8♣ 6♥ 6♦"}, "holds 3"),
    ({"seats": 2, "riichi": True}, "riichi is declared only with a closed hand"),
])
def test_exhaustive_draw_refusals(capsys, tmp_path, change, message):
    data = json.loads((EXAMPLES / "exhaustive-draw.json").read_text(encoding="utf-8"))
    seat = change.pop("seats")
    data["seats"][seat].update(change)
    path = tmp_path / "draw.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    rc, _, err = run(capsys, path)
    assert rc == 2 and message in err


def test_standings_must_add_up(capsys, tmp_path):
    data = json.loads((EXAMPLES / "final-standings.json").read_text(encoding="utf-8"))
    data["scores"][0] += 100
    path = tmp_path / "standings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    rc, _, err = run(capsys, path)
    assert rc == 2 and "add up to 100,100" in err

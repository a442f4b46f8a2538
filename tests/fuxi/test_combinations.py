"""Fuxi combinations (spec §5, §15; D-6, D-9, D-10): which tiles make which combination, the
notation and the §15 JSON, carries, declarations, and every refusal with its reason."""

from __future__ import annotations

import pytest

from rules.fuxi import Face, Play, finish_of, form_of, make_play, parse_play, play_from_json, play_name
from rules.mahjong.tiles import parse_tiles


def t(text: str) -> list[int]:
    return parse_tiles(text)


def _group(p: Play) -> str:
    """One link of a chain written alone (without what it carries in turn)."""
    return Play(p.form, p.tiles, p.declared).text()


def play(text: str) -> Play:
    p = parse_play(text)
    assert isinstance(p, Play), p
    return p


@pytest.mark.parametrize("tiles,form", [
    ("5m", "single"),
    ("5m5m", "pair"),
    ("555m", "triplet"),
    ("5555p", "kong"),
    ("334455m", "iipeikou"),       # §5.2 example 3m3m4m4m5m5m
    ("778899s", "iipeikou"),       # the highest run 7-8-9
    ("234m 234s 234p", "sanshoku"),  # §5.2 example
    ("789m789p789s", "sanshoku"),
    ("123456789p", "ittsu"),
    ("12m", None),                 # two numbers are nothing
    ("5m5p", None),                # a pair is two *identical* tiles: same suit
    ("555m5p", None),
    ("55555m", None),              # five alike is no group (and impossible)
    ("889911m", None),             # 一盃口 does not wrap around 9 -> 1 (§5.2)
    ("335577m", None),             # not consecutive
    ("334455m6m", None),
    ("334455p" , "iipeikou"),
    ("3344p55m", None),            # one suit only
    ("234m234p345s", None),        # 三色 needs the same numbers in all three suits
    ("234m234p", None),
    ("123456788m", None),          # 一通 is 1-9 once each
    ("123m456p789s", None),        # a "mixed straight" is nothing in Fuxi
    ("", None),
])
def test_form_of(tiles: str, form: str | None) -> None:
    assert form_of(t(tiles)) == form


def test_honours_are_not_fuxi_tiles() -> None:
    assert form_of(t("東")) is None
    assert isinstance(parse_play("東東東"), str)
    assert "only the number tiles" in make_play("single", t("中"))  # type: ignore[operator]


@pytest.mark.parametrize("text,form,face,carried", [
    # The seed's own examples (§4 of seed 003): 222帯99 and 444帯333帯111帯5.
    ("222m+99p", "triplet", Face("triplet", 2, "m"), ["99p"]),
    ("444m+333s+111p+5m", "triplet", Face("triplet", 4, "m"), ["333s", "111p", "5m"]),
    ("444m帯333s帯111p帯5m", "triplet", Face("triplet", 4, "m"), ["333s", "111p", "5m"]),
    # D-6: the carry may be the same kind as the triplet: four 7m played as 刻7帯7 (no kong effect).
    ("777m+7m", "triplet", Face("triplet", 7, "m"), ["7m"]),
    # §5.2: a 一盃口 declared as a pair of 9 bamboo; its own tiles say nothing.
    ("334455m=99s", "iipeikou", Face("pair", 9, "s"), []),
    # 三色 as a triplet of 9 dots carrying a single 7m (it may carry, §5.2).
    ("234m234p234s=999p+7m", "sanshoku", Face("triplet", 9, "p"), ["7m"]),
    # D-10: 一通 as a characters kong of 5, as a single, and as a triplet carrying a chain.
    ("123456789p=5555m", "ittsu", Face("kong", 5, "m"), []),
    ("123456789s=1s", "ittsu", Face("single", 1, "s"), []),
    ("123456789s=999m+222p+33m", "ittsu", Face("triplet", 9, "m"), ["222p", "33m"]),
    ("5555p", "kong", Face("kong", 5, "p"), []),
])
def test_parse_play(text: str, form: str, face: Face, carried: list[str]) -> None:
    p = play(text)
    assert (p.form, p.face) == (form, face)
    assert [_group(c) for c in p.chain()[1:]] == carried
    assert play(p.text()) == p  # the notation reads back


@pytest.mark.parametrize("text,why", [
    ("12m", "no combination"),
    ("334455m", "declare"),                      # a special without its declaration
    ("555m=999s", "Only 一盃口, 三色 and 一通 are declared"),
    ("5555m=9m", "Only 一盃口, 三色 and 一通 are declared"),
    ("334455m=5555s", "Only 一通 may act as a kong"),   # D-10: only 一通 is "any combination"
    ("234m234p234s=9999m", "Only 一通 may act as a kong"),
    ("55m+3p", "cannot carry"),                  # only triplets carry
    ("5m+3p", "cannot carry"),
    ("5555m+3p", "cannot carry"),                # a kong carries nothing
    ("334455m=99s+3p", "cannot carry"),          # 一盃口 cannot carry (§5.2)
    ("123456789p=5555m+3p", "cannot carry"),     # 一通 as a kong carries nothing
    ("555m+7777p", "normal one"),                # D-6: special combinations cannot be carried
    ("555m+334455p=9p", "normal one"),
    ("555m+55m", "only four"),                   # five 5m
    ("999m+99m99m", "normal one"),               # 99m99m is one group of four 9m: a kong, never carried
    ("111m=9m", "Only"),
    ("334455m=12m", "no declaration"),
    ("334455m=東", "no declaration"),
    ("", "Write a play"),
    ("555m+", "Empty group"),
    ("5x", "cannot read"),
])
def test_parse_refusals(text: str, why: str) -> None:
    reason = parse_play(text)
    assert isinstance(reason, str) and why in reason, reason


def test_spec_15_json_round_trip() -> None:
    # §15: {"form": "triplet", "tiles": [...], "carry": <play or null>} and the specials' "as".
    doc = {"form": "triplet", "tiles": ["2m", "2m", "2m"],
           "carry": {"form": "pair", "tiles": ["9p", "9p"], "carry": None}}
    p = play_from_json(doc)
    assert p == play("222m+99p")
    assert p.to_json() == doc
    kong_doc = {"form": "ittsu", "tiles": [f"{n}p" for n in range(1, 10)], "as": {"kong": "m", "number": 5},
                "carry": None}
    assert play_from_json(kong_doc) == play("123456789p=5555m")
    assert play("123456789p=5555m").to_json() == kong_doc
    decl = play("334455m=99s").to_json()
    assert decl["as"] == {"type": "pair", "number": 9, "suit": "s"}
    assert play_from_json(decl) == play("334455m=99s")
    assert play("5555p").to_json() == {"form": "kong", "tiles": ["5p"] * 4}


@pytest.mark.parametrize("doc,why", [
    ([], "object"),
    ({"form": "pair"}, "\"tiles\""),
    ({"form": "pair", "tiles": ["5m", "6m"]}, "not a pair"),
    ({"form": "pung", "tiles": ["5m"] * 3}, "not a combination"),
    ({"form": "iipeikou", "tiles": ["3m", "3m", "4m", "4m", "5m", "5m"], "as": {"type": "pair", "number": 10,
                                                                                  "suit": "s"}}, "number 1-9"),
    ({"form": "iipeikou", "tiles": ["3m", "3m", "4m", "4m", "5m", "5m"], "as": {"type": "pair", "number": 9,
                                                                                  "suit": "z"}}, "suit m, p or s"),
    ({"form": "iipeikou", "tiles": ["3m", "3m", "4m", "4m", "5m", "5m"], "as": "pair"}, "\"as\" is an object"),
    ({"form": "triplet", "tiles": ["2m"] * 3, "carry": {"form": "kong", "tiles": ["9p"] * 4}}, "normal one"),
    ({"form": "single", "tiles": ["10m"]}, "1-9"),
])
def test_json_refusals(doc: object, why: str) -> None:
    reason = play_from_json(doc)
    assert isinstance(reason, str) and why in reason, reason


def test_json_nesting_is_bounded() -> None:
    doc: dict = {"form": "single", "tiles": ["5m"], "carry": None}
    for _ in range(5000):  # far deeper than any chain of real tiles; refused, not a RecursionError
        doc = {"form": "triplet", "tiles": ["2m"] * 3, "carry": doc}
    reason = play_from_json(doc)
    assert isinstance(reason, str) and "at most" in reason


def test_all_tiles_codes_and_chain() -> None:
    p = play("444m+333s+111p+5m")
    assert p.all_tiles() == sorted(t("4445m 111p 333s"))  # 3 + 3 + 3 + 1 = 10 tiles
    assert sorted(p.codes()) == sorted(["4m"] * 3 + ["5m"] + ["1p"] * 3 + ["3s"] * 3)
    assert [c.form for c in p.chain()] == ["triplet", "triplet", "triplet", "single"]


def test_canonical_sorts_the_carried_chain_but_keeps_the_head() -> None:
    # 444帯111帯5帯... : carried triplets in tile order, the single last; the head 444m stays first.
    a = play("444m+333s+111p+5m")
    b = play("444m+111p+333s+5m")
    assert a != b and a.canonical() == b.canonical()
    assert a.canonical().text() == "444m+111p+333s+5m"
    assert play("333s+444m+111p+5m").canonical().face == Face("triplet", 3, "s")
    assert play("5m").canonical() == play("5m")


@pytest.mark.parametrize("text,finish", [
    ("5m", "normal"), ("55m", "normal"), ("555m", "triplet"), ("222m+99p", "triplet"),
    ("777m+7m", "triplet"),  # four alike as triplet + single is a triplet finish, not special
    ("5555m", "special"), ("334455m=999s", "special"),  # D-13: special acting as triplet is special
    ("234m234p234s=9p", "special"), ("123456789p=5555s", "special"),
])
def test_finish_of(text: str, finish: str) -> None:
    assert finish_of(play(text)) == finish


@pytest.mark.parametrize("text,name", [
    ("5m", "単五萬"),  # the seed's 単5
    ("55p", "対五筒"),  # 対5
    ("222m+99p", "刻二萬帯対九筒"),  # 刻5帯▲ style: 222帯99
    ("5555s", "槓五索"),
    ("334455m=99s", "一盃口(対九索)"),
    ("123456789p=5555m", "一通(槓五萬)"),
])
def test_play_name_uses_the_seed_calls(text: str, name: str) -> None:
    assert play_name(play(text)) == name


def test_face_tiles_and_text() -> None:
    f = Face("pair", 9, "s")
    assert f.text() == "99s" and f.tiles() == t("99s") and f.name() == "対九索"

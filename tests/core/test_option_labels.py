"""Option choices carry the player's words in their schemas: one label per choice wherever a choice
is a word, each label marked for translation where it is declared."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from rules.core.options import OptionSpec
from rules.core.registry import get_variant, variant_ids
from rules.wuhan.options import CAPS
from tests.core.test_catalogs import extract

SPECS = [(vid, spec) for vid in variant_ids() for spec in get_variant(vid).options]


def _is_number(value: Any) -> bool:
    """A value the options screen can show as it is: 25000, or "20000/10000"."""
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, str) and re.fullmatch(r"\d+(/\d+)+", value) is not None)


def _name(item: tuple[str, OptionSpec]) -> str:
    return f"{item[0]}.{item[1].id}"


@pytest.mark.parametrize("vid, spec", SPECS, ids=[_name(s) for s in SPECS])
def test_labels_when_given_are_one_per_choice_and_tell_the_choices_apart(vid: str, spec: OptionSpec) -> None:
    if spec.labels:
        assert len(spec.labels) == len(spec.choices), f"{len(spec.labels)} labels for {len(spec.choices)} choices"
        assert len(set(spec.labels)) == len(spec.labels)


def test_every_choice_that_is_a_word_has_a_label() -> None:
    unlabelled = [
        f"{vid}.{spec.id}: {spec.choices}"
        for vid, spec in SPECS
        if spec.type == "choice" and not all(_is_number(c) for c in spec.choices) and not spec.labels
    ]
    assert unlabelled == []


def test_the_games_label_their_word_choices() -> None:
    """Not vacuous: each game here has at least one choice option spelled in words."""
    labelled = {vid for vid, spec in SPECS if spec.labels}
    assert {"emperor", "piquet", "ninety_nine", "wuhan"} <= labelled


def test_labels_are_marked_for_translation_where_declared() -> None:
    messages, _ = extract()
    unmarked = sorted({label for _, spec in SPECS for label in spec.labels} - set(messages))
    assert unmarked == [], "not marked with N_: " + ", ".join(map(repr, unmarked))


def test_wuhan_words_its_choices() -> None:
    options = {spec.id: spec for spec in get_variant("wuhan").options}
    suit = options["removed_suit"]
    assert dict(zip(suit.choices, suit.labels)) == {"m": "Characters (萬子)", "p": "Dots (筒子)", "s": "Bamboo (索子)"}
    # The caps labels spell the amounts play uses (cap / golden / sunshine / triple sun, §13.4):
    # "standard" is 300/400/500/600, "kou_kou" 600/800/1,000/1,200.
    caps = options["caps"]
    assert list(caps.labels) == ["/".join(f"{n:,}" for n in CAPS[c]) for c in caps.choices]
    assert caps.labels[0] == "300/400/500/600" and caps.labels[-1] == "600/800/1,000/1,200"


def test_numbers_keep_no_labels() -> None:
    emperor = {spec.id: spec for spec in get_variant("emperor").options}
    assert emperor["match_length"].labels == () and emperor["starting_points"].labels == ()


def test_labels_are_part_of_the_schema_json() -> None:
    spec = OptionSpec("style", "choice", "a", "Style", ("a", "b"), "", ("Plain", "Fancy"))
    data = json.loads(json.dumps(spec.to_json()))
    assert data["labels"] == ["Plain", "Fancy"] and data["choices"] == ["a", "b"]
    assert OptionSpec("n", "choice", 1, "N", (1, 2)).to_json()["labels"] == []

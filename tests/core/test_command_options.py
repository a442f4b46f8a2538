import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.core.command import Command
from rules.core.options import OptionSpec, resolve


def test_command_round_trips_through_json() -> None:
    cmd = Command(2, "call", ("5S", "8S"), "x")
    assert Command.from_json(json.loads(json.dumps(cmd.to_json()))) == cmd
    assert Command.from_json({"seat": 0, "action": "draw"}) == Command(0, "draw")


@pytest.mark.parametrize(
    "data, words",
    [
        ([], "must be an object"),
        ({"seat": -1, "action": "draw"}, "seat"),
        ({"seat": True, "action": "draw"}, "seat"),
        ({"seat": 0, "action": ""}, "action"),
        ({"seat": 0, "action": "discard", "cards": "5S"}, "cards"),
        ({"seat": 0, "action": "draw", "extra": 1}, "unknown command field"),
    ],
)
def test_malformed_commands_are_named(data: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        Command.from_json(data)


def test_commands_sort_stably() -> None:
    cmds = [Command(0, "riichi", ("5S",)), Command(0, "discard", ("9H",)), Command(0, "discard", ("2C",))]
    assert sorted(cmds) == [Command(0, "discard", ("2C",)), Command(0, "discard", ("9H",)), Command(0, "riichi", ("5S",))]


@given(st.lists(st.builds(Command, st.integers(0, 4), st.sampled_from(["play", "exchange", "pass"]),
                          st.lists(st.sampled_from(["AS", "KS", "7H", "TD"]), max_size=3).map(tuple),
                          st.sampled_from(["", "S", "good"])), max_size=12))
def test_the_sort_key_sorts_as_the_commands_compare(cmds: list[Command]) -> None:
    assert sorted(cmds, key=Command.sort_key) == sorted(cmds)


SCHEMA = (
    OptionSpec("length", "choice", 15, "hands", (10, 15, 20)),
    OptionSpec("ceiling", "bool", False, "dora ceiling"),
    OptionSpec("points", "int", 5, "any number"),
)


def test_resolve_fills_defaults_and_checks_values() -> None:
    assert resolve(SCHEMA, {"length": 10}) == {"length": 10, "ceiling": False, "points": 5}
    with pytest.raises(ValueError, match="length must be one of 10, 15, 20, not 12"):
        resolve(SCHEMA, {"length": 12})
    with pytest.raises(ValueError, match="ceiling must be true or false"):
        resolve(SCHEMA, {"ceiling": "yes"})
    with pytest.raises(ValueError, match="points must be a whole number"):
        resolve(SCHEMA, {"points": True})
    with pytest.raises(ValueError, match="unknown option"):
        resolve(SCHEMA, {"colour": 1})


@pytest.mark.parametrize(
    "fields, error",
    [
        ((None, "draw"), TypeError),
        ((True, "draw"), TypeError),  # not seat 1
        ((1.0, "draw"), TypeError),
        ((-1, "draw"), ValueError),
        ((0, ""), ValueError),
        ((0, ["draw"]), TypeError),
        ((0, None), TypeError),
        ((0, "play", 5), TypeError),
        ((0, "play", "AS"), TypeError),  # a string is not a list of codes
        ((0, "play", ("AS", 5)), TypeError),
        ((0, "play", (), None), TypeError),
        ((0, "play", (), 3), TypeError),
    ],
)
def test_a_command_is_checked_when_it_is_made(fields: tuple, error: type[Exception]) -> None:
    with pytest.raises(error, match="command"):
        Command(*fields)


def test_cards_given_as_a_list_are_kept_as_a_tuple() -> None:
    cmd = Command(0, "bid", ["AS", "KS", "QS"])
    assert cmd.cards == ("AS", "KS", "QS") and cmd == Command(0, "bid", ("AS", "KS", "QS"))
    assert hash(cmd) == hash(Command(0, "bid", ("AS", "KS", "QS")))


@pytest.mark.parametrize(
    "data",
    [
        {"seat": None, "action": "draw"},
        {"action": "draw"},
        {"seat": 0},
        {"seat": 0, "action": ["draw"]},
        {"seat": 0, "action": "play", "cards": [5]},
        {"seat": 0, "action": "play", "choice": None},
        {"seat": 1.0, "action": "draw"},
    ],
)
def test_malformed_json_commands_raise_value_error_only(data: object) -> None:
    with pytest.raises(ValueError, match="command"):
        Command.from_json(data)

"""Saved-game records: round trip, and a clear refusal of every kind of bad record."""

import copy
import json
import random
from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.command import Command
from rules.core.session import IllegalCommand, RecordError, Session


def _play(session: Session, moves: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if session.is_over():
            return
        seat = min(session.to_act())
        session.submit(rng.choice(session.legal(seat)))


def test_record_round_trip_reproduces_the_state() -> None:
    session = Session("emperor", players=4, options={"match_length": 10}, seed=11, meta={"names": ["Ann", "Bo", "Cy", "Di"]})
    _play(session, 150)
    text = session.dumps()
    loaded = Session.loads(text)
    assert loaded.digest() == session.digest()
    assert loaded.log == session.log and loaded.meta == session.meta
    assert loaded.view(2) == session.view(2)


def test_illegal_submit_leaves_state_unchanged() -> None:
    session = Session("emperor", players=3, seed=5)
    before = session.digest()
    seat = min(session.to_act())
    other = (seat + 1) % 3
    with pytest.raises(IllegalCommand) as err:
        session.submit(Command(other, "discard", (session.state.seats[other].hand[0],)))
    assert err.value.reason == "It is not your turn."
    assert session.digest() == before and session.log == []


def _record() -> dict:
    session = Session("emperor", players=4, seed=2)
    _play(session, 30)
    return session.to_record()


@pytest.mark.parametrize(
    "mutate, words",
    [
        (lambda r: r.update(format="something-else"), "not a Parlour saved game"),
        (lambda r: r.update(format_version=99), "newer Parlour"),
        (lambda r: r.update(variant="chess"), "unknown game 'chess'"),
        (lambda r: r.update(variant_version=0), "rules version"),
        (lambda r: r.update(seed="x"), "seed"),
        (lambda r: r.update(players=7), "set-up is invalid"),
        (lambda r: r.update(options={"match_length": 11}), "set-up is invalid"),
        (lambda r: r["log"].insert(0, {"seat": 0, "action": "tsumo"}), "move 1 of the saved game does not replay"),
        (lambda r: r["log"].append({"seat": "x"}), "is malformed"),
        (lambda r: r.update(digest="0000000000000000"), "different position"),
        (lambda r: r.update(log="nope"), "malformed"),
    ],
)
def test_bad_records_are_refused_with_the_reason(mutate, words: str) -> None:
    record = _record()
    mutate(record)
    with pytest.raises(RecordError, match=words):
        Session.from_record(record)


def test_bad_json_is_refused() -> None:
    text = json.dumps(_record())
    with pytest.raises(RecordError, match="not valid JSON"):
        Session.loads(text[: len(text) // 2])
    with pytest.raises(RecordError, match="JSON object"):
        Session.loads("[1, 2]")


# -- any malformed record is refused with RecordError, never another error ----------------------


def _deep(levels: int) -> list:
    value: list = []
    for _ in range(levels):
        value = [value]
    return value


def _in_phase(game: str, phase: str, players: int | None = None, moves: int = 0) -> Session:
    """A session played by random legal moves, at least ``moves`` of them, until ``phase`` comes round."""
    session = Session(game, players=players, seed=4)
    rng = random.Random(4)
    while len(session.log) < moves or session.state.phase != phase:
        seat = min(session.to_act())
        session.submit(rng.choice(session.legal(seat)))
    return session


@lru_cache(maxsize=None)
def _records() -> dict[str, dict]:
    """Valid records to spoil: Emperor with a discard on offer (draw phase), 99 with one bid to lay."""
    return {
        "emperor": _in_phase("emperor", "draw", players=4, moves=5).to_record(),
        "ninety_nine": _in_phase("ninety_nine", "bid", moves=2).to_record(),
    }


def _with(game: str, **fields: object) -> dict:
    record = copy.deepcopy(_records()[game])
    record.update(fields)
    return record


def _with_move(game: str, move: object) -> dict:
    record = copy.deepcopy(_records()[game])
    record["log"].append(move)
    return record


def _offer() -> str:
    return Session.from_record(_records()["emperor"]).state.offer


def _to_act(game: str) -> int:
    return min(Session.from_record(_records()[game]).to_act())


MALFORMED = {
    # wrong types anywhere
    "format_version text": lambda: _with("emperor", format_version="1"),
    "format_version true": lambda: _with("emperor", format_version=True),
    "variant a list": lambda: _with("emperor", variant=["emperor"]),
    "variant an object": lambda: _with("emperor", variant={"id": "emperor"}),
    "variant_version text": lambda: _with("emperor", variant_version="1"),
    "players text": lambda: _with("emperor", players="4"),
    "players a float": lambda: _with("emperor", players=4.0),
    "players true": lambda: _with("emperor", players=True),
    "players a list": lambda: _with("emperor", players=[4]),
    "options a list": lambda: _with("emperor", options=[["match_length", 10]]),
    "options a number": lambda: _with("emperor", options=3),
    "options text": lambda: _with("emperor", options="match_length"),
    "seed a float": lambda: _with("emperor", seed=2.0),
    "meta a list": lambda: _with("emperor", meta=[]),
    "log an object": lambda: _with("emperor", log={}),
    "a key that is not text": lambda: _with("emperor", meta={1: "x"}),
    "a Python object": lambda: _with("emperor", meta={"x": object()}),
    # deep nesting
    "deep variant": lambda: _with("emperor", variant=_deep(5000)),
    "deep variant_version": lambda: _with("emperor", variant_version=_deep(5000)),
    "deep players": lambda: _with("emperor", players=_deep(5000)),
    "deep option value": lambda: _with("emperor", options={"match_length": _deep(5000)}),
    "deep meta": lambda: _with("emperor", meta={"names": _deep(5000)}),
    "deep move": lambda: _with_move("emperor", {"seat": 0, "action": "draw", "cards": _deep(5000)}),
    # huge ints
    "huge format_version": lambda: _with("emperor", format_version=10**5000),
    "huge variant_version": lambda: _with("emperor", variant_version=10**5000),
    "huge players": lambda: _with("emperor", players=10**5000),
    "huge seed": lambda: _with("emperor", seed=10**5000),
    "huge option": lambda: _with("emperor", options={"match_length": 10**5000}),
    "huge seat": lambda: _with_move("emperor", {"seat": 10**5000, "action": "draw"}),
    # commands the rules cannot read
    "seat null": lambda: _with_move("emperor", {"seat": None, "action": "draw"}),
    "seat true": lambda: _with_move("emperor", {"seat": True, "action": "draw"}),
    "action a list": lambda: _with_move("emperor", {"seat": 0, "action": ["draw"]}),
    "cards a number": lambda: _with_move("emperor", {"seat": 0, "action": "discard", "cards": 5}),
    "call with an empty code": lambda: _with_move("emperor", {"seat": _to_act("emperor"), "action": "call", "cards": [_offer(), ""]}),
    "call with NaN": lambda: _with_move("emperor", {"seat": _to_act("emperor"), "action": "call", "cards": [_offer(), "NaN"]}),
    "call with a suit symbol": lambda: _with_move("emperor", {"seat": _to_act("emperor"), "action": "call", "cards": [_offer(), "A♠"]}),
    "bid with suit symbols": lambda: _with_move("ninety_nine", {"seat": _to_act("ninety_nine"), "action": "bid", "cards": ["A♠", "x", "y"]}),
    "bid with NaN": lambda: _with_move("ninety_nine", {"seat": _to_act("ninety_nine"), "action": "bid", "cards": ["NaN", "", "AS"]}),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_a_malformed_record_raises_only_record_error(name: str) -> None:
    record = MALFORMED[name]()
    with pytest.raises(RecordError):
        Session.from_record(record)


@pytest.mark.parametrize("text", ['{"format": ' + "1" * 5000 + "}", "[" * 100_000 + "]" * 100_000])
def test_unreadable_json_raises_only_record_error(text: str) -> None:
    with pytest.raises(RecordError):
        Session.loads(text)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(-2, 6) | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
FIELDS = ["format", "format_version", "variant", "variant_version", "players", "options", "seed", "meta", "log", "digest"]
MOVE_FIELDS = ["seat", "action", "cards", "choice", "extra"]


@settings(max_examples=150, derandomize=True, deadline=None)
@given(game=st.sampled_from(["emperor", "ninety_nine"]), field=st.sampled_from(FIELDS + MOVE_FIELDS), value=JSON,
       where=st.integers(0, 10**6))
def test_any_spoilt_record_loads_or_raises_record_error(game: str, field: str, value: object, where: int) -> None:
    """One field of the record, or of one of its moves, replaced by any JSON value."""
    record = copy.deepcopy(_records()[game])
    if field in FIELDS:
        record[field] = value
    else:
        move = record["log"][where % len(record["log"])]
        move[field] = value
    try:
        Session.from_record(record)
    except RecordError:
        pass


def test_a_long_seed_still_loads() -> None:
    """The limit on numbers is for junk, not for a seed typed on the command line."""
    session = Session("ninety_nine", seed=2**80)
    _play(session, 10)
    assert Session.loads(session.dumps()).digest() == session.digest()

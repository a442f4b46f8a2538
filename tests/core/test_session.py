"""Saved-game records: round trip, and a clear refusal of every kind of bad record."""

import json
import random

import pytest

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

"""Session: one match of one variant, reached only through Commands, with its command log.

A saved game is the JSON record of a session: variant id and version, player count, options,
seed and the command log (plus free ``meta`` the app keeps, such as seat names). Loading replays
the log through ``validate`` and ``apply`` and checks the final state against the saved digest,
so a record that does not replay is refused with the reason, never half-loaded.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from rules.core.command import Command
from rules.core.events import Event
from rules.core.options import resolve
from rules.core.registry import get_variant
from rules.core.variant import Variant

RECORD_FORMAT = "parlour-game"
RECORD_VERSION = 1


class IllegalCommand(ValueError):
    """A command refused by the rules; ``reason`` says why. The state is unchanged."""

    def __init__(self, command: Command, reason: str) -> None:
        super().__init__(reason)
        self.command = command
        self.reason = reason


class RecordError(ValueError):
    """A saved record that cannot be loaded; the message says what is wrong with it."""


class Session:
    def __init__(
        self,
        variant: Variant | str,
        players: int | None = None,
        options: dict[str, Any] | None = None,
        seed: int = 0,
        meta: dict[str, Any] | None = None,
    ) -> None:
        self.variant: Variant = get_variant(variant) if isinstance(variant, str) else variant
        self.players = self.variant.default_players if players is None else players
        if self.players not in self.variant.player_counts:
            counts = ", ".join(map(str, self.variant.player_counts))
            raise ValueError(f"{self.variant.id} is played by {counts} players, not {self.players}")
        self.options = resolve(self.variant.options, options)
        self.seed = seed
        self.meta = dict(meta or {})
        self.state, self.opening = self.variant.new_game(self.players, self.options, seed)
        self.log: list[Command] = []
        # A session rebuilt from a record keeps the events its replay made (opening first), so a
        # table resumed by Continue can tell the game so far; a live session keeps none.
        self.replayed: list[Event] = []

    # -- play -------------------------------------------------------------------------------
    def to_act(self) -> frozenset[int]:
        return self.variant.to_act(self.state)

    def legal(self, seat: int) -> list[Command]:
        return self.variant.legal(self.state, seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.variant.view(self.state, seat)

    def is_over(self) -> bool:
        return self.variant.is_over(self.state)

    def validate(self, command: Command) -> str | None:
        return self.variant.validate(self.state, command)

    def submit(self, command: Command) -> list[Event]:
        """Apply a command; IllegalCommand (state untouched) if the rules refuse it."""
        reason = self.variant.validate(self.state, command)
        if reason is not None:
            raise IllegalCommand(command, reason)
        events = self.variant.apply(self.state, command)
        self.log.append(command)
        return events

    def digest(self) -> str:
        """A short fingerprint of the whole state, to check that a replay reproduced it."""
        text = json.dumps(self.variant.snapshot(self.state), sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]

    # -- records ----------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "format_version": RECORD_VERSION,
            "variant": self.variant.id,
            "variant_version": self.variant.version,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "meta": self.meta,
            "log": [c.to_json() for c in self.log],
            "digest": self.digest(),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_record(), ensure_ascii=False, indent=1)

    @classmethod
    def from_record(cls, record: Any) -> Session:
        """Rebuild a session by replaying a record; RecordError says what is wrong, and is the only
        error any record, however malformed, makes this raise."""
        if not isinstance(record, dict):
            raise RecordError("a saved game must be a JSON object")
        fault = _json_fault(record, depth=0)
        if fault:
            raise RecordError(f"the saved game is malformed: {fault}")
        if record.get("format") != RECORD_FORMAT:
            raise RecordError("this file is not a Parlour saved game")
        version = record.get("format_version")
        if not _is_int(version):
            raise RecordError("the saved game has no format version")
        if version > RECORD_VERSION:
            raise RecordError(
                f"the saved game was written by a newer Parlour (format {version}; this one reads up to {RECORD_VERSION})"
            )
        name = record.get("variant")
        try:
            variant = get_variant(name if isinstance(name, str) else "")
        except ValueError as exc:
            raise RecordError(str(exc)) from None
        rules = record.get("variant_version")
        if not _is_int(rules):
            raise RecordError("the saved game has no rules version")
        if rules != variant.version:
            raise RecordError(
                f"the saved game was played under {variant.id} rules version "
                f"{rules}, and this Parlour has version {variant.version}"
            )
        seed, players, options = record.get("seed"), record.get("players"), record.get("options")
        if not _is_int(seed):
            raise RecordError("the saved game has no valid seed")
        if not _is_int(players) or not (options is None or isinstance(options, dict)):
            raise RecordError("the saved game's players or options are malformed")
        meta = record.get("meta", {})
        log = record.get("log")
        if not isinstance(meta, dict) or not isinstance(log, list):
            raise RecordError("the saved game's meta or log is malformed")
        try:
            session = cls(variant, players, options, seed, meta)
        except ValueError as exc:
            raise RecordError(f"the saved game's set-up is invalid: {exc}") from None
        replayed = list(session.opening)
        for index, raw in enumerate(log, start=1):
            try:
                command = Command.from_json(raw)
                replayed.extend(session.submit(command))
            except IllegalCommand as exc:
                raise RecordError(f"move {index} of the saved game does not replay: {exc.reason}") from None
            except ValueError as exc:
                raise RecordError(f"move {index} of the saved game is malformed: {exc}") from None
        digest = record.get("digest")
        if digest is not None and digest != session.digest():
            raise RecordError("the saved game replays to a different position than was saved")
        session.replayed = replayed
        return session

    @classmethod
    def loads(cls, text: str) -> Session:
        try:
            record = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"the saved game is not valid JSON (line {exc.lineno}, column {exc.colno})") from None
        except (ValueError, RecursionError):  # a number too long to read, or nesting too deep
            raise RecordError("the saved game is not JSON that Parlour can read") from None
        return cls.from_record(record)


MAX_DEPTH = 32  # far deeper than any record Parlour writes
MAX_INT = 10**100  # seeds are short; Python cannot even print an int past 4,300 digits


def _is_int(value: Any) -> bool:
    return type(value) is int  # not bool: true is no version, seed or player count


def _json_fault(value: Any, depth: int) -> str:
    """What makes ``value`` unlike the JSON Parlour writes ('' if nothing): a type JSON has not,
    nesting deeper than MAX_DEPTH, an integer of more than 100 digits. Checked once, so nothing later (a
    message that quotes a value, a digest, a save) can fail on such a value."""
    if depth > MAX_DEPTH:
        return "it is nested too deeply"
    if isinstance(value, dict):
        if not all(isinstance(k, str) for k in value):
            return "an object has a key that is not text"
        return next((f for f in (_json_fault(v, depth + 1) for v in value.values()) if f), "")
    if isinstance(value, list):
        return next((f for f in (_json_fault(v, depth + 1) for v in value) if f), "")
    if isinstance(value, int) and not -MAX_INT <= value < MAX_INT:
        return "a number is too large"
    if value is None or isinstance(value, (str, int, float)):
        return ""
    return f"it holds a {type(value).__name__}, which JSON has not"

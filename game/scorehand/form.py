"""What a player builds on the Score-a-hand screen, as data: the zones pieces are clicked into (a
hand, a winning tile, melds, a river...), the conditions chosen from valid values only, and the
Entry they fill. Each game's adapter (game/scorehand/games/) declares its zones and fields and
turns an Entry into the calculator's JSON input (and a worked example back into an Entry)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from rules.core.text import tr

Choices = list[tuple[Any, str]]  # (value, label in the player's language)
Values = dict[str, Any]


@dataclass(frozen=True)
class Field:
    """One condition: a value chosen among ``choices(entry)`` (only the valid ones), shown when
    ``shown(entry)``; ``page`` is "conditions" or "options" (the game's rules options). Labels
    are already in the player's language: each game builds its adapter when the screen opens."""

    id: str
    label: str
    choices: Callable[[Entry, Values], Choices]  # (the entry, the dict holding this field's value)
    default: Any
    shown: Callable[[Entry, Values], bool] = lambda entry, values: True
    page: str = "conditions"


def fixed(pairs: Choices) -> Callable[[Entry, Values], Choices]:
    return lambda entry, values: pairs


def yes_no(entry: Entry, values: Values) -> Choices:
    return [(False, tr("no")), (True, tr("yes"))]


def flag(id: str, label: str, shown: Callable[[Entry, Values], bool] = lambda e, v: True, page: str = "conditions",
         default: bool = False) -> Field:
    return Field(id, label, yes_no, default, shown, page)


def when(field_id: str, *allowed: Any) -> Callable[[Entry, Values], bool]:
    """Shown while the entry's ``field_id`` is one of ``allowed``."""
    return lambda entry, values: entry.values.get(field_id) in allowed


@dataclass(frozen=True)
class Zone:
    """Where clicked pieces go: at most ``limit`` of them. A zone with ``most`` > 1 is a kind of
    group the player adds (melds, declarations), each with its own ``fields`` (kind, from whom)."""

    id: str
    label: str
    limit: int
    most: int = 1
    fields: tuple[Field, ...] = ()
    sort: bool = True  # kept in order as the game sorts it (a trick's order matters: False)
    pool: str = "main"  # zones of one pool share the copies of each piece (Piquet's tricks do not)
    shown: Callable[[Entry], bool] = lambda entry: True
    note: str | Callable[[Entry], str] = ""  # how to fill it, shown while it is the framed row
    tag: str = ""  # whose row it is (a further winner's), beside its count
    start: int = -1  # groups in a new entry (-1: one for a single zone, none for groups the player adds)


@dataclass
class Group:
    zone: str
    pieces: list[str] = field(default_factory=list)
    values: dict[str, Any] = field(default_factory=dict)


@dataclass
class Entry:
    """The hand being built: its groups (a zone with most 1 has exactly one) and conditions."""

    groups: list[Group]
    values: dict[str, Any]

    def zone(self, zone_id: str) -> list[Group]:
        return [g for g in self.groups if g.zone == zone_id]

    def pieces(self, zone_id: str) -> list[str]:
        return [p for g in self.zone(zone_id) for p in g.pieces]

    def used(self, zones: dict[str, Zone], pool: str) -> Counter[str]:
        return Counter(p for g in self.groups if zones[g.zone].pool == pool for p in g.pieces)


@dataclass(frozen=True)
class Adapter:
    """A game's knowledge of its calculator input. ``palette``: the piece codes offered (the
    app's card or tile codes), each available ``copies`` times; ``order`` sorts a zone's pieces;
    ``build`` makes the calculator's JSON from an Entry; ``load`` makes the Entry of a worked
    example (ValueError when the screen cannot build that input)."""

    game: str
    name: str
    material: str
    palette: Callable[[Entry], tuple[str, ...]]
    copies: Callable[[str], int]  # how many of a piece the game has
    zones: tuple[Zone, ...]
    fields: tuple[Field, ...]
    build: Callable[[Entry], dict[str, Any]]
    load: Callable[[dict[str, Any]], Entry]
    order: Callable[[str], Any]
    hand_groups: Callable[[Entry], list[dict[str, Any]]]
    marked: Callable[[Entry], list[str]] = lambda entry: []
    pages: tuple[tuple[str, str], ...] = ()  # (page, label) beyond "conditions" and "options"
    summary: Callable[[Entry], list[str]] = lambda entry: []  # lines shown where no row is laid out (99's deals)

    def zone(self, zone_id: str) -> Zone:
        return next(z for z in self.zones if z.id == zone_id)

    def note(self, zone_id: str, entry: Entry) -> str:
        note = self.zone(zone_id).note
        return note(entry) if callable(note) else note

    def new_entry(self) -> Entry:
        entry = Entry([Group(z.id) for z in self.zones for _ in range(z.start if z.start >= 0 else z.most == 1)], {})
        settle_values(self, entry)
        return entry

    def new_group(self, zone_id: str, entry: Entry) -> Group:
        group = Group(zone_id)
        for f in self.zone(zone_id).fields:
            group.values[f.id] = f.default
        return group


def all_fields(adapter: Adapter, entry: Entry) -> list[tuple[Field, dict[str, Any]]]:
    """Every field with the dict holding its value: the entry's, then each group's."""
    out = [(f, entry.values) for f in adapter.fields]
    for g in entry.groups:
        out += [(f, g.values) for f in adapter.zone(g.zone).fields]
    return out


def settle_values(adapter: Adapter, entry: Entry) -> None:
    """Keep every value valid: a value no longer among its field's choices (the player count
    fell, the win became a self-draw) moves to the field's default, else its first choice. Runs
    until nothing changes, as one field's choices may follow another's value."""
    for _ in range(8):
        changed = False
        for f, values in all_fields(adapter, entry):
            valid = [v for v, _ in f.choices(entry, values)]
            if values.get(f.id, object()) not in valid and valid:
                values[f.id] = f.default if f.default in valid else valid[0]
                changed = True
        if not changed:
            return


def put(out: dict[str, Any], entry: Entry, adapter_fields: tuple[Field, ...], values: Values | None = None,
        skip_default: tuple[str, ...] = ()) -> None:
    """Copy into ``out`` the value of every shown field (a field named in ``skip_default`` only
    when it differs from its default): fields that do not apply are left out of the input."""
    values = entry.values if values is None else values
    for f in adapter_fields:
        if f.page == "conditions" and f.shown(entry, values) and not (f.id in skip_default and values[f.id] == f.default):
            out[f.id] = values[f.id]


def seats(n: int, skip: tuple[Any, ...] = (), first: int = 1) -> Choices:
    """Seats 0..n-1, less ``skip``, named as the game's calculator names them: "seat 1" for seat 0
    (``first`` 1), or "seat 0" where its sheet counts from 0 (Emperor, 99)."""
    return [(i, tr("seat {n}", n=i + first)) for i in range(n) if i not in skip]


def from_seats(n: int, skip: tuple[Any, ...] = ()) -> Choices:
    """The seat a called piece came from, as a meld's box says it."""
    return [(i, tr("from seat {n}", n=i + 1)) for i in range(n) if i not in skip]


Shown = Callable[[Entry, Values], bool]


def both(first: Shown, second: Shown) -> Shown:
    return lambda entry, values: first(entry, values) and second(entry, values)


def only_when(cond: Shown, fields: tuple[Field, ...]) -> tuple[Field, ...]:
    """``fields`` shown only while ``cond`` holds too (a win's conditions hidden at a draw)."""
    return tuple(replace(f, shown=both(cond, f.shown)) for f in fields)

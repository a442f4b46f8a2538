"""Several winners on one discard (Trump Mahjong's double ron, Qing-Hun-Peng's 一炮多響): the
first winner's rows are the single win's (hand, melds...), each further winner k has its own
copies (zone ``hand.k``, ``meld.k``...) and conditions (``riichi.k``...), and the winning piece is
laid out once, shared. One winner's rows show at a time, chosen by the "Lay out" field, so the
screen keeps the size of a single win."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from game.scorehand.form import Choices, Entry, Field, Group, Values, Zone
from rules.core.text import tr

MOST = 3  # rons on one discard: at most one fewer than the players
SEVERAL = "wins"  # the calculators' kind for several winners
SHOWING = "showing"  # the field choosing whose rows are laid out


def key(name: str, k: int) -> str:
    """The id of the k-th winner's zone or condition (the first winner's is the single win's)."""
    return name if k == 1 else f"{name}.{k}"


def several(entry: Entry) -> bool:
    return entry.values.get("kind") == SEVERAL


def winners(entry: Entry) -> list[int]:
    """The winners named (1 always; k when its seat is chosen), in order."""
    if not several(entry):
        return [1]
    return [k for k in range(1, MOST + 1) if entry.values.get(key("winner", k)) is not None]


def laid_out(k: int, single: Callable[[Entry], bool]) -> Callable[[Entry], bool]:
    """The k-th winner's rows show while they are the ones chosen (the first: also at a single win)."""
    def shown(entry: Entry) -> bool:
        if several(entry):
            return k in winners(entry) and entry.values.get(SHOWING, 1) == k
        return k == 1 and single(entry)
    return shown


def winner_zones(zones: tuple[Zone, ...], shared: tuple[str, ...], single: Callable[[Entry], bool],
                 fields_for: Callable[[int], tuple[Field, ...]]) -> tuple[Zone, ...]:
    """The zones of every winner: ``zones`` (the single win's) for the first, then copies for the
    others; a zone named in ``shared`` (the winning piece) is laid out once, with every winner."""
    out = []
    for k in range(1, MOST + 1):
        for z in zones:
            if z.id in shared:
                if k == 1:
                    out.append(replace(z, shown=lambda e, z=z: single(e) or (several(e) and z.shown(e))))
                continue
            tag = tr("winner {k}", k=k) if k > 1 else ""
            fields = fields_for(k) if z.fields else ()
            out.append(replace(z, id=key(z.id, k), tag=tag, fields=fields, shown=laid_out(k, single)))
    return tuple(out)


def showing_field(seat_label: Callable[[int], str]) -> Field:
    def choices(entry: Entry, values: Values) -> Choices:
        return [(k, tr("winner {k} ({seat})", k=k, seat=seat_label(entry.values[key("winner", k)])))
                for k in winners(entry)]
    return Field(SHOWING, tr("Lay out the hand of"), choices, 1, lambda e, v: several(e), page="winners")


def winner_seats(k: int, seats: Callable[[Entry], Choices], payer: str = "payer") -> Callable[[Entry, Values], Choices]:
    """The seats the k-th winner can be: not the payer, not an earlier winner; a third winner may
    be nobody."""
    def choices(entry: Entry, values: Values) -> Choices:
        taken = {entry.values.get(payer)} | {entry.values.get(key("winner", j)) for j in range(1, k)}
        pairs = [(s, label) for s, label in seats(entry) if s not in taken]
        return ([(None, tr("nobody"))] if k > 2 else []) + pairs
    return choices


def sub_entry(entry: Entry, k: int, shared: tuple[str, ...], names: tuple[str, ...]) -> Entry:
    """The k-th winner's win as a single win's Entry: their rows under the single win's zone ids,
    the shared rows, and their conditions ``names`` under the single win's ids (the other
    winners' fields then are not shown)."""
    groups = [Group(g.zone.split(".")[0], g.pieces, g.values) for g in entry.groups
              if g.zone in shared or (("." in g.zone) == (k > 1) and (k == 1 or g.zone.endswith(f".{k}")))]
    values = dict(entry.values) | {n: entry.values[key(n, k)] for n in names} | {"kind": "win"}
    return Entry(groups, values)


def loaded(data: dict[str, Any], load_one: Callable[[dict[str, Any]], Entry], shared: dict[str, Any],
           names: tuple[str, ...], singles: tuple[str, ...]) -> Entry:
    """A worked example of several winners as an Entry: each win read as a single one (with the
    ``shared`` fields), the further winners' rows and conditions renamed for their place; a winner
    not named has empty ``singles`` rows (the hand) to fill if one is chosen."""
    wins = data["wins"]
    if not 2 <= len(wins) <= MOST:
        raise ValueError("two or three winners")
    entries = [load_one(dict(w, **shared)) for w in wins]
    first = entries[0]
    for k, e in enumerate(entries[1:], start=2):
        first.groups += [Group(key(g.zone, k), g.pieces, g.values) for g in e.groups if g.zone != "win"]
        first.values |= {key(n, k): e.values[n] for n in names}
    first.values |= {"kind": SEVERAL, SHOWING: 1}
    for k in range(len(wins) + 1, MOST + 1):
        first.values[key("winner", k)] = None
        first.groups += [Group(key(z, k)) for z in singles]
    return first


def sheet_groups(entry: Entry, one: Callable[[Entry], list[dict[str, Any]]], shared: tuple[str, ...],
                 names: tuple[str, ...], seat_label: Callable[[int], str]) -> list[dict[str, Any]]:
    """The sheet's hands: each winner's, labelled with their seat."""
    if not several(entry):
        return one(entry)
    out = []
    for k in winners(entry):
        groups = one(sub_entry(entry, k, shared, names))
        for g in groups[:1]:
            g["label"] = tr("Winner {k} ({seat})", k=k, seat=seat_label(entry.values[key("winner", k)]))
        out += groups
    return out


def further_fields(k: int, winner: Field, own: tuple[Field, ...], room: Callable[[Entry], bool]) -> tuple[Field, ...]:
    """The k-th winner's page of conditions: their seat (while ``room`` says the table has a k-th
    winner's place), then ``own`` conditions while a seat is chosen."""
    def seat_shown(entry: Entry, values: Values) -> bool:
        return several(entry) and room(entry)

    def own_shown(f: Field) -> Callable[[Entry, Values], bool]:
        return lambda e, v: seat_shown(e, v) and e.values.get(key("winner", k)) is not None and f.shown(e, v)
    return (replace(winner, page="winners", shown=seat_shown),
            *(replace(f, page="winners", shown=own_shown(f)) for f in own))

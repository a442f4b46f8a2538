"""Dealing the opponent's hidden cards consistently with what one seat has seen and heard.

Known for certain: cards scored and shown (point, sequences, shown sets), elder's peeked talon
cards younger went on to take, a carte blanche hand (its owner's discards came from it), the
seat's own cards and discards, the rest of the talon if seen, every card played. Constraints:
voids shown by not following suit (hard), what the opponent declared or announced (hard), and
his answers to our declarations (not good / equal hard; good soft, since he may hide).
"""

from __future__ import annotations

import random
from itertools import combinations
from math import comb
from typing import Any

from rules.piquet.combos import PIPS, held_suits, sequences, sets, suit_cards
from rules.tricks.history import shown_voids
from rules.tricks.play import pack, strength

TRIES = 24


def opponent_cards(view: dict[str, Any], rng: random.Random) -> list[str]:
    """A hand the opponent may hold now: the known cards plus hidden ones dealt at random, the
    best of a few tries against the constraints."""
    me = view["seat"]
    opp = 1 - me
    h = view["hand"]
    order = view["order"]
    known, pool, need = _known_and_pool(view, rng)
    voids = shown_voids(h["tricks"]).get(opp, set())
    fitting = [c for c in pool if c[-1] not in voids]
    if len(fitting) >= need:
        pool = fitting
    played_by_opp = [c for t in h["tricks"] for s, c in zip(t["seats"], t["cards"]) if s == opp]
    checks = _constraints(view)
    best, best_miss = None, None
    for _ in range(TRIES):
        cards = known + rng.sample(pool, need)
        if not checks:
            return cards
        holding = cards + played_by_opp
        miss = sum(weight for weight, test in checks if not test(holding, order))
        if miss == 0:
            return cards
        if best_miss is None or miss < best_miss:
            best, best_miss = cards, miss
    assert best is not None
    return best


def consistent_hands(view: dict[str, Any], limit: int) -> list[list[str]] | None:
    """Every hand the opponent may hold now, when the unknown part has at most ``limit``
    possibilities: those meeting every constraint (or, if none does, those missing least).
    None when there are more (the caller samples instead) or a carte blanche makes the known
    part itself uncertain."""
    opp = 1 - view["seat"]
    h = view["hand"]
    if any(it["seat"] == opp and it["kind"] == "carte_blanche" for it in h["items"]):
        return None
    known, pool, need = _known_and_pool(view, random.Random(0))
    voids = shown_voids(h["tricks"]).get(opp, set())
    fitting = [c for c in pool if c[-1] not in voids]
    if len(fitting) >= need:
        pool = fitting
    if comb(len(pool), need) > limit:
        return None
    order = view["order"]
    played_by_opp = [c for t in h["tricks"] for s, c in zip(t["seats"], t["cards"]) if s == opp]
    checks = _constraints(view)
    scored = []
    for pick in combinations(pool, need):
        cards = known + list(pick)
        miss = sum(weight for weight, test in checks if not test(cards + played_by_opp, order))
        scored.append((miss, cards))
    least = min(m for m, _ in scored)
    return [cards for m, cards in scored if m == least]


def _known_and_pool(view: dict[str, Any], rng: random.Random) -> tuple[list[str], list[str], int]:
    """(cards the opponent surely holds, cards he may hold, how many of those he holds)."""
    me = view["seat"]
    opp = 1 - me
    h = view["hand"]
    played = {c for t in h["tricks"] for c in t["cards"]}
    excluded = set(h["cards"]) | set(h["memory"]["discards"]) | played | set(h["rest"] or [])
    sure: set[str] = set()
    for it in h["items"]:
        if it["seat"] == opp and it["kind"] != "carte_blanche":
            sure |= set(it["cards"])
    if h["peek"]:  # elder: younger took the first of the cards elder peeked at; the others lie in the talon
        took = h["taken"][h["younger"]]
        sure |= set(h["peek"][:took])
        excluded |= set(h["peek"][took:])
    sure -= played
    pool_base = set(pack(view["order"])) - excluded - sure
    dealt = next((it["cards"] for it in h["items"] if it["seat"] == opp and it["kind"] == "carte_blanche"), None)
    if dealt:  # his discards came from the hand he showed
        left = sorted(set(dealt) & pool_base)
        thrown = set(rng.sample(left, min(h["discard_counts"][opp], len(left))))
        sure |= set(left) - thrown
        pool_base -= set(dealt)
    need = h["counts"][opp] - len(sure)
    pool = sorted(pool_base)
    if need > len(pool) or need < 0:  # inconsistent knowledge (should not happen): deal from all unseen
        sure = set()
        pool = sorted(set(pack(view["order"])) - excluded)
        need = h["counts"][opp]
    return sorted(sure), pool, need


def _point_keys(holding: list[str], by_pips: bool) -> list[tuple[int, ...]]:
    out = []
    for s in held_suits(holding):
        cards = suit_cards(holding, s)
        total = sum(PIPS[c[0]] for c in cards)
        out.append((total,) if by_pips else (len(cards), total))
    return out


def _keys(cls: str, holding: list[str], order: str, by_pips: bool) -> list[tuple[int, ...]]:
    if cls == "point":
        return _point_keys(holding, by_pips)
    combos = sequences(holding, order) if cls == "sequence" else sets(holding, order)
    return [c.key for c in combos]


def _stated(cls: str, line: dict[str, Any], order: str, by_pips: bool) -> tuple[int, ...]:
    """The key prefix a declaration line states."""
    if cls == "point":
        if by_pips:
            return (line["pips"],)
        return (line["count"], line["pips"]) if "pips" in line else (line["count"],)
    size = line["length"] if cls == "sequence" else line["size"]
    top = line.get("top") if cls == "sequence" else line.get("rank")
    return (size, strength(top + "S", order)) if top else (size,)


def _constraints(view: dict[str, Any]) -> list[tuple[float, Any]]:
    """(weight, test(holding, order)) for what the opponent said."""
    me = view["seat"]
    opp = 1 - me
    by_pips = view["options"]["point_by_pips"]
    order = view["order"]
    checks: list[tuple[float, Any]] = []
    last_mine: dict[str, tuple[int, ...]] = {}
    for line in view["hand"]["dialogue"]:
        cls, says = line["class"], line["says"]
        if line["seat"] == me and says in ("declare", "announce"):
            last_mine[cls] = _stated(cls, line, order, by_pips)
        elif line["seat"] == opp and says in ("declare", "announce"):
            t = _stated(cls, line, order, by_pips)
            checks.append((3.0, lambda hold, o, cls=cls, t=t: any(k[: len(t)] == t for k in _keys(cls, hold, o, by_pips))))
        elif line["seat"] == opp and says in ("good", "not_good", "equal") and cls in last_mine:
            t = last_mine[cls]
            if says == "good":
                checks.append((0.5, lambda hold, o, cls=cls, t=t: not any(k[: len(t)] > t for k in _keys(cls, hold, o, by_pips))))
            elif says == "not_good":
                checks.append((3.0, lambda hold, o, cls=cls, t=t: any(k[: len(t)] > t for k in _keys(cls, hold, o, by_pips))))
            else:
                checks.append((3.0, lambda hold, o, cls=cls, t=t: any(k[: len(t)] == t for k in _keys(cls, hold, o, by_pips))))
    return checks

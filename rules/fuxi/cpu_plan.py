"""The normal CPU's reading of a Fuxi hand: what it holds as groups, what it can play, and what a
play is worth. Pure functions over tile counts and the public facts of a seat's view.

Why the measures are what they are: every turn adds a drawn tile, and a normal play sheds at most
one *loose group* (a kind held once or twice) -- a triplet chain carries any number of triplets
but only one single or pair. The specials break that limit (``cpu_shape``): 一通 sheds nine kinds
and 三色 nine tiles, each carrying one more normal combination (a whole triplet chain), and 一盃口
sheds three pairs, all on any table. So the plan counts loose groups, values the pairs that a draw
turns into triplets and the tiles kept toward a special by the chance that the special is
completed, and values keeping the table (everyone passes, the CPU leads again), most of all when
the hand is one draw from going out.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from rules.fuxi.beats import beats, bottom, declarations_for, rank, top
from rules.fuxi.combinations import SIZES, TILE_KINDS, Face, Play
from rules.fuxi.cpu_shape import TARGETS, Target
from rules.fuxi.kongs import EFFECTS
from rules.mahjong.tiles import number_of, suit_of, tile_from_code

NUMBERS = tuple(number_of(k) for k in range(TILE_KINDS))
SUIT_OF = tuple(suit_of(k) for k in range(TILE_KINDS))
# A copy of a kind drawn later is worth, in loose groups: for a pair kept, a triplet (-1) rather
# than a new single (+1) had it been shed; for a single kept, a pair (0) rather than +1. They
# are counted at a half and a fifth of that, times the chance that a copy comes at all: a shed
# pays now and for sure, a triplet drawn into pays only if the hand gets near going out before
# the wall ends, and a single needs two copies to get there (so singles are shed before pairs).
# Weighed on bench/fuxi_cpu.py: at the full 2.0 and 1.0 the CPU passed rather than shed a pair.
PAIR_WORTH = 1.0
SINGLE_WORTH = 0.2
HOLD_WORTH = 0.2  # keeping the table: the next turn is a free lead
OUT_WORTH = 6.0  # a hand one draw from going out, when the CPU will lead
KONG_KEPT = 0.5  # a kong in hand: a play that is legal on any table, with a restart
SPEND = 0.3  # a strong single or pair spent now cannot beat a high table later (per 8 steps)
RESTART = {"sweep": 1.0, "reverse": 0.6, "single": 0.6}  # an extra draw and play after the kong
STUCK_RESTART = 0.1  # a restart on a table the CPU cannot shed on: only the draw
REVERSAL_WORTH = 1.0  # the loose tiles' mean strength gained by a reversal, as a share of 8 steps
# Tiles kept toward a special count only while at most this many are missing: a special further
# off is too unlikely to be completed before the wall ends to be worth keeping loose tiles for.
SPECIAL_REACH = 3
SPECIAL_KEPT = 0.5  # a completed 三色 / 一通 in hand: a play legal on any table, that can carry the rest out


@dataclass(frozen=True)
class Seen:
    """What a seat knows of the tiles: ``live[k]`` copies of kind k it has not seen (in other hands
    or the wall), ``unseen`` their total, ``opponents`` the other hands' sizes, ``draws`` about how
    many more tiles the seat will draw."""

    live: tuple[int, ...]
    unseen: int
    opponents: tuple[int, ...]
    draws: float

    @cached_property
    def chances(self) -> tuple[float, ...]:
        miss = 1.0 - min(self.draws / self.unseen, 1.0)
        return tuple(1.0 - miss ** u for u in self.live)

    @cached_property
    def kind_worths(self) -> tuple[tuple[float, ...], ...]:
        """``kind_worth`` of every kind and count 0-4, worked out once (the plan reads it often)."""
        return tuple(tuple(kind_worth(k, n, self) for n in range(5)) for k in range(TILE_KINDS))

    @cached_property
    def kept_from_all(self) -> tuple[tuple[float, ...], ...]:
        """For a single, pair and triplet: per kind, the chance that no opponent (after its draw)
        holds that many of its live copies, each copy held at random among the unseen tiles."""
        out = []
        for size in (1, 2, 3):
            by_live = [1.0] * 5  # the chance for 0-4 live copies: worked out once per count
            for u in range(size, 5):
                for h in self.opponents:
                    by_live[u] *= 1.0 - _at_least(size, u, min((h + 1) / self.unseen, 1.0))
            out.append(tuple(by_live[u] for u in self.live))
        return tuple(out)

    def chance(self, k: int, copies: int = 1) -> float:
        """The chance that the seat draws at least ``copies`` more copies of kind k (each of its
        draws taking a given unseen tile with chance draws/unseen): small near the end of the wall.
        Two copies are counted as the first chance squared (a rough, cautious figure)."""
        if self.live[k] < copies:
            return 0.0
        return self.chances[k] ** copies


def counts_of(codes: list[str]) -> list[int]:
    c = [0] * TILE_KINDS
    for code in codes:
        c[tile_from_code(code)] += 1
    return c


def seen_of(view: dict[str, Any]) -> Seen:
    """The live copies of each kind: four less the own hand and every tile played face up."""
    seat = view["seat"]
    used = counts_of(view["seats"][seat]["hand"])
    for p in view["pile"]:
        for code in p["tiles"]:
            used[tile_from_code(code)] += 1
    live = tuple(max(4 - n, 0) for n in used)
    others = tuple(s["hand_count"] for i, s in enumerate(view["seats"]) if i != seat)
    return Seen(live, max(sum(live), 1), others, view["wall"] / view["players"])


def loose(c: list[int]) -> int:
    """Loose groups: kinds held once or twice (each needs a play of its own, or the last carry)."""
    return sum(1 for n in c if n in (1, 2))


def kind_worth(k: int, n: int, seen: Seen) -> float:
    """One kind's share of the hand's standing: a loose group is -1, less what a copy still to
    come would make of it; a triplet is nothing (a chain carries it); a kong is kept for a stuck turn."""
    if n == 1:
        return -1.0 + SINGLE_WORTH * seen.chance(k)
    if n == 2:
        return -1.0 + PAIR_WORTH * seen.chance(k)
    return KONG_KEPT if n == 4 else 0.0


def worth(c: list[int], seen: Seen, targets: tuple[Target, ...] = TARGETS) -> float:
    """The hand's standing: minus its loose groups, plus what the copies still to be drawn are
    worth to the pairs and singles kept, plus the kongs kept for a stuck turn, plus the best
    special the hand can build, weighed by the chance of completing it. ``targets``: the specials
    worth looking at (``reachable``: shedding tiles never brings another within reach)."""
    table = seen.kind_worths
    return sum(table[k][n] for k, n in enumerate(c) if n) + special_bonus(c, seen, targets)


def reachable(c: list[int]) -> tuple[Target, ...]:
    """The specials the hand lacks at most ``SPECIAL_REACH`` tiles of."""
    return tuple(t for t in TARGETS if sum(n - c[k] for k, n in t.need if c[k] < n) <= SPECIAL_REACH)


def special_bonus(c: list[int], seen: Seen, targets: tuple[Target, ...] = TARGETS) -> float:
    """What the most promising special is worth: the loose groups its tiles stop being (its play
    costs one, and a 三色 or 一通 carries one more loose group out) times the chance of drawing the
    tiles it lacks, if it lacks at most ``SPECIAL_REACH``; a completed carrier also counts as a play
    kept for any table (a 一盃口 cannot carry, so it goes out only alone: it is played when it sheds
    most)."""
    loose_now = loose(c)
    best = 0.0
    for t in targets:
        value = _target_value(c, t, seen, loose_now)
        if value > best:
            best = value
    return best


def _target_value(c: list[int], t: Target, seen: Seen, loose_now: float) -> float:
    if sum(n - c[k] for k, n in t.need if c[k] < n) > SPECIAL_REACH:
        return 0.0
    p, short_total, delta, loose_after = 1.0, 0, 0.0, loose_now
    table = seen.kind_worths
    for k, n in t.need:
        have = c[k]
        short = n - have
        if short > 0:
            short_total += short
            if short_total > SPECIAL_REACH:
                return 0.0
            p *= seen.chance(k, short)
            if p == 0.0:
                return 0.0
            after = 0
        else:
            after = have - n
        if after != have:
            delta += table[k][after] - table[k][have]
            loose_after += (after in (1, 2)) - (have in (1, 2))
    gain = delta - 1.0 + (1.0 if t.carrier and loose_after > 0 else 0.0)
    return p * gain + (SPECIAL_KEPT if short_total == 0 and t.carrier else 0.0)


def out_chance(c: list[int], seen: Seen) -> float:
    """About how likely the next draw leaves a hand that goes out in one play: triplets plus at
    most one loose group (a kong counts as a triplet and a loose single), or a held 三色 / 一通
    carrying such a rest."""
    best = _chain_out_chance(c, seen)
    for t in TARGETS:
        if t.carrier and best < 1.0 and all(c[k] >= n for k, n in t.need):
            rest = list(c)
            for k, n in t.need:
                rest[k] -= n
            best = max(best, _chain_out_chance(rest, seen))
    return best


def _chain_out_chance(c: list[int], seen: Seen) -> float:
    lone = [k for k, n in enumerate(c) if n in (1, 2)]
    if any(n == 4 for n in c):
        lone += [k for k, n in enumerate(c) if n == 4]
    if not lone:
        return 1.0
    if len(lone) == 1:
        return seen.live[lone[0]] / seen.unseen
    if len(lone) == 2:  # only a pair that becomes a triplet leaves one loose group
        return sum(seen.live[k] for k in lone if c[k] == 2) / seen.unseen
    return 0.0


def hold_chance(face: Face, reversed_: bool, seen: Seen) -> float:
    """About how likely no opponent beats ``face`` with a normal play: each opponent (after its
    draw) holds each beating kind's copies at random among the unseen tiles."""
    miss = seen.kept_from_all[SIZES[face.form] - 1]
    mine = rank(face.number, reversed_)
    wrap = face.number == top(reversed_)
    low = bottom(reversed_)
    p_hold = 1.0
    for k in range(TILE_KINDS):  # the kinds that beat the face (§6): stronger, or the wrap
        n = NUMBERS[k]
        if rank(n, reversed_) > mine or (wrap and n == low and SUIT_OF[k] == face.suit):
            p_hold *= miss[k]
    return p_hold


def _at_least(size: int, u: int, q: float) -> float:
    """P(at least ``size`` of ``u`` copies) when each copy is held with chance ``q``."""
    miss = (1 - q) ** u
    if size == 1:
        return 1 - miss
    one = u * q * (1 - q) ** (u - 1)
    if size == 2:
        return 1 - miss - one
    two = u * (u - 1) / 2 * q * q * (1 - q) ** (u - 2)
    return 1 - miss - one - two


def declaration(form: str, table: Face | None, reversed_: bool, seen: Seen) -> Face:
    """The declaration a 一盃口 / 三色 / 一通 makes as a normal play: the one most likely to keep the
    table, and of those the weakest (the strength it does not need is left for nobody)."""
    faces = [f for f in declarations_for(form, table, reversed_) if f.form != "kong"]
    return max(faces, key=lambda f: (round(hold_chance(f, reversed_, seen), 6), -rank(f.number, reversed_),
                                     -("single", "pair", "triplet").index(f.form), f.suit))


def _group(k: int, n: int) -> Play:
    return Play({1: "single", 2: "pair", 3: "triplet"}[n], (k,) * n)


def chain_of(c: list[int], table: Face | None, reversed_: bool) -> Play | None:
    """The whole hand as one triplet chain (canonical: carried triplets in tile order, the loose
    group last), headed by a triplet that may go on the table; None if the hand is no chain."""
    triplets = [k for k, n in enumerate(c) if n >= 3]
    rest = [(k, n % 3) for k, n in enumerate(c) if n % 3]
    if not triplets or len(rest) > 1:
        return None
    heads = [k for k in triplets if beats(Face("triplet", number_of(k), suit_of(k)), table, reversed_)]
    if not heads:
        return None
    head = max(heads, key=lambda k: rank(number_of(k), reversed_))
    tail: Play | None = _group(*rest[0]) if rest else None
    for k in reversed([k for k in triplets if k != head]):
        tail = Play("triplet", (k,) * 3, None, tail)
    return Play("triplet", (head,) * 3, None, tail)


def _carry_of(c: list[int]) -> Play | None | bool:
    """What a carrier takes to empty the hand: None (nothing left), a chain or group, or False."""
    if not any(c):
        return None
    held = [k for k, n in enumerate(c) if n]
    if len(held) == 1 and c[held[0]] < 4:
        return _group(held[0], c[held[0]])
    return chain_of(c, None, False) or False


@dataclass(frozen=True)
class Special:
    form: str
    tiles: tuple[int, ...]


def specials_in(c: list[int]) -> list[Special]:
    """Every 一盃口, 三色 and 一通 the counts hold."""
    return [Special(t.form, t.tiles) for t in TARGETS if all(c[k] >= n for k, n in t.need)]


def going_out(c: list[int], table: Face | None, reversed_: bool, seen: Seen) -> Play | None:
    """A play of the whole hand, the richest finish first (a special, then a triplet chain, then
    a lone single, pair or kong)."""
    for sp in specials_in(c):
        rest = list(c)
        for t in sp.tiles:
            rest[t] -= 1
        carry = _carry_of(rest)
        if carry is False or (carry is not None and sp.form == "iipeikou"):
            continue
        face = declaration(sp.form, table, reversed_, seen)
        return Play(sp.form, sp.tiles, face, carry if isinstance(carry, Play) else None)
    chain = chain_of(c, table, reversed_)
    if chain is not None:
        return chain
    held = [k for k, n in enumerate(c) if n]
    if len(held) == 1:
        k, n = held[0], c[held[0]]
        if n == 4:
            return Play("kong", (k,) * 4)
        play = _group(k, n)
        if beats(play.face, table, reversed_):
            return play
    return None


def candidates(c: list[int], table: Face | None, reversed_: bool, seen: Seen) -> Iterator[Play]:
    """The plays worth weighing, built from the plan rather than from every legal play: each single,
    pair and kong; each triplet alone or carrying one loose group; each special alone or carrying
    one loose group, with its declaration."""
    lone = [k for k, n in enumerate(c) if n in (1, 2)]
    for k, n in enumerate(c):
        f_n, f_s = number_of(k), suit_of(k)
        for size, form in ((1, "single"), (2, "pair"), (3, "triplet")):
            if n >= size and beats(Face(form, f_n, f_s), table, reversed_):
                head = Play(form, (k,) * size)
                yield head
                if form == "triplet":
                    for j in lone:
                        if j != k:
                            yield Play("triplet", head.tiles, None, _group(j, c[j]))
        if n == 4:
            yield Play("kong", (k,) * 4)
    for sp in specials_in(c):
        face = declaration(sp.form, table, reversed_, seen)
        yield Play(sp.form, sp.tiles, face)
        if sp.form != "iipeikou":
            rest = list(c)
            for t in sp.tiles:
                rest[t] -= 1
            for j in (k for k, n in enumerate(rest) if n in (1, 2)):
                yield Play(sp.form, sp.tiles, face, _group(j, rest[j]))


def kong_gain(play: Play, c_after: list[int], table: Face | None, reversed_: bool, seen: Seen) -> float:
    """What a kong's restart is worth: a sweep gives a free lead; a reversal or the dots single
    are worth as much as the CPU can shed on the table they leave, and a reversal also by how much
    stronger it makes the loose tiles the CPU still has to shed."""
    effect = EFFECTS[play.face.suit]
    if effect == "sweep":
        return RESTART["sweep"]
    if effect == "reverse":
        after, order = table, not reversed_
    else:
        after, order = Face("single", play.face.number, "p"), reversed_
    gain = 0.0
    lone = [k for k, n in enumerate(c_after) if n in (1, 2)]
    if effect == "reverse" and lone:
        gain = REVERSAL_WORTH * sum(rank(number_of(k), order) - rank(number_of(k), reversed_) for k in lone) / (8 * len(lone))
    if after is None:
        return gain + RESTART["sweep"]
    now = loose(c_after)
    for p in candidates(c_after, after, order, seen):
        rest = list(c_after)
        for t in p.all_tiles():
            rest[t] -= 1
        if loose(rest) < now:
            return gain + RESTART[effect]
    return gain + STUCK_RESTART


def score(play: Play, c: list[int], table: Face | None, reversed_: bool, seen: Seen,
          now: float | None = None, targets: tuple[Target, ...] = TARGETS) -> float:
    """How much better the hand stands after ``play`` than after a pass (``now``: the hand's
    ``worth``, if already known; ``targets``: the specials worth looking at)."""
    after = list(c)
    for t in play.all_tiles():
        after[t] -= 1
    gain = worth(after, seen, targets) - (worth(c, seen) if now is None else now)
    if play.is_kong:
        return gain + kong_gain(play, after, table, reversed_, seen)
    hold = hold_chance(play.face, reversed_, seen)
    spent = SPEND * (rank(play.face.number, reversed_) - 1) / 8 if play.form in ("single", "pair") else 0.0
    return gain - spent + hold * (HOLD_WORTH + OUT_WORTH * out_chance(after, seen))


def ranked(c: list[int], table: Face | None, reversed_: bool, seen: Seen) -> list[tuple[float, Play]]:
    """The planned plays with their scores, best first (of equal scores, the later in play order)."""
    reach = reachable(c)
    now = worth(c, seen, reach)
    scored = sorted(((score(p, c, table, reversed_, seen, now, reach), p.sort_key(), p)
                     for p in candidates(c, table, reversed_, seen)), key=_first_two, reverse=True)
    return [(v, p) for v, _, p in scored]


def _first_two(item: tuple[float, Any, Play]) -> tuple[float, Any]:
    return item[0], item[1]


def best_play(c: list[int], table: Face | None, reversed_: bool, seen: Seen) -> Play | None:
    """The normal level's turn: go out if it can, else the best-scoring play if it beats a pass,
    else None (pass)."""
    out = going_out(c, table, reversed_, seen)
    if out is not None:
        return out
    reach = reachable(c)
    now = worth(c, seen, reach)
    best = max(((score(p, c, table, reversed_, seen, now, reach), p.sort_key(), p)
                for p in candidates(c, table, reversed_, seen)), key=_first_two, default=None)
    return best[2] if best is not None and best[0] > 0 else None


def give_worth(c: list[int], k: int, seen: Seen) -> float:
    """The hand's standing after giving one tile of kind ``k`` away (the exchange)."""
    after = list(c)
    after[k] -= 1
    return worth(after, seen)

"""Fuxi's CPU players and the hint. A CPU reads only its seat's ``view`` and its legal commands.

- **random**: any legal move from its own seeded Random, but it never lets a chance to go out go.
- **easy**: goes out whenever it can (with the richest finish); else makes the play that leaves
  the hand fewest plays from going out (every triplet in one chain carrying one loose pair or
  single, then one play per loose group; a kong's restart counts as a free play), shedding the
  most tiles and spending the weakest single or pair (but heading a triplet chain with its
  strongest triplet, which seldom loses the table); it passes when every play would leave it
  further from going out. In the exchange it keeps its sets: a commoner gives the highest tile
  it holds fewest of, the lord its weakest lone tiles.
- **normal**: plans the hand as loose groups, pairs growing into triplets, triplets to carry,
  kongs to keep and the specials it can build (``cpu_plan``, ``cpu_shape``): it keeps the tiles of
  a 一通, 三色 or 一盃口 that a few draws would complete, by the chance of drawing them, and holds a
  completed 三色 or 一通 as the play that can go on any table and carry the rest out. It weighs only
  the plays the plan builds (never the full legal list, which runs to tens of thousands for a large
  hand): it goes out with the richest finish (a special carrying a chain included); else it makes
  the play that most improves the hand, counting the chance that nobody beats it (the next turn is
  a free lead), most of all when one draw would then let it go out. A kept pair or single is worth
  only the chance of drawing its next copy before the wall ends, and less than a sure shed, so it
  sheds a loose group rather than pass; it keeps kongs for turns it would otherwise pass, and
  declares a special as the weakest face most likely to keep the table. In the exchange it gives
  the tile whose loss hurts the plan least.
- **strong**: the normal plan, with its turn checked by determinized search (``cpu_strong``): the
  plan's best few plays and a pass, each played out on deals of the hidden tiles consistent with
  its view, every seat following the normal plan, and valued by the points won or the hand's
  standing. Its exchange and its going out are the normal level's.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from rules.core.command import Command
from rules.core.search import Budget
from rules.core.text import tr
from rules.core.variant import Hint
from rules.fuxi.beats import rank
from rules.fuxi import cpu_plan, cpu_strong
from rules.fuxi.combinations import Face, Play, finish_of, parse_play, play_name
from rules.mahjong.telling import tile_words
from rules.mahjong.tiles import number_of, tile_from_code

LEVELS = ("random", "easy", "normal", "strong")
FINISH_ORDER = {"normal": 0, "triplet": 1, "special": 2}
SIZE_FORMS = {1: "single", 2: "pair", 3: "triplet", 4: "kong"}


def _play(command: Command) -> Play:
    play = parse_play(command.choice)
    assert not isinstance(play, str), command
    return play


class CpuPlayer:
    def __init__(self, level: str, seed: int, budget: Budget | None = None) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.budget = budget or Budget(cpu_strong.PLAYOUTS, cpu_strong.SAFETY_SECONDS)
        self.capped = 0  # searches the safety net stopped short of the budget (the bench counts them)

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        return self.decide(view, legal)[0]

    def decide(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        hand = view["seats"][view["seat"]]["hand"]
        if self.level in ("normal", "strong") and len(legal) > 1:
            return self._normal(view, hand, legal)
        going_out = [c for c in legal if c.action == "play" and len(c.cards) == len(hand)]
        if going_out:
            best = max(going_out, key=lambda c: (FINISH_ORDER[finish_of(_play(c))], c.sort_key()))
            return best, tr("Go out with {play}: the hand is empty.", play=best.choice)
        if self.level == "random":
            return self.rng.choice(legal), tr("A move at random.")
        if len(legal) == 1:
            return legal[0], tr("The only move.")
        if view["phase"] == "exchange":
            return self._give(hand, legal)
        return self._turn(view, hand, legal)

    def _normal(self, view: dict[str, Any], hand: list[str], legal: list[Command]) -> tuple[Command, str]:
        seen = cpu_plan.seen_of(view)
        c = cpu_plan.counts_of(hand)
        if view["phase"] == "exchange":
            best = max(legal, key=lambda g: (cpu_plan.give_worth(c, tile_from_code(g.cards[0]), seen), g.sort_key()))
            return best, tr("Give {tile}: the tile the hand misses least.", tile=tile_words(best.cards[0]))
        seat, t = view["seat"], view["table"]
        table = Face(t["form"], t["number"], t["suit"]) if t else None
        reversed_ = view["reversed"]
        out = cpu_plan.going_out(c, table, reversed_, seen)
        if out is not None:
            command = _command(seat, out)
            return command, tr("Go out with {play}: the hand is empty.", play=command.choice)
        if self.level == "strong":
            searched = self._strong(view)
            if searched is not None:
                return searched
        play = cpu_plan.best_play(c, table, reversed_, seen)
        if play is None:
            return Command(seat, "pass"), tr("Pass: every play would leave the hand worse.")
        return _command(seat, play), tr("Play {play} ({name}): it sheds a loose group or keeps the table best.",
                           play=play.text(), name=play_name(play))

    def _strong(self, view: dict[str, Any]) -> tuple[Command, str] | None:
        """The search's move with its reason; None when it keeps the normal move (normal says why)."""
        command, play, playouts, overturned = cpu_strong.choose(view, self.rng.getrandbits(32), self.budget)
        self.capped += playouts < self.budget.iterations
        if not overturned:
            return None
        if play is None:
            return command, tr("Pass: in {n} playouts of the hidden tiles, keeping the tiles clearly beat the planned play.", n=playouts)
        return command, tr("Play {play} ({name}): in {n} playouts of the hidden tiles it clearly beat passing.",
                           play=play.text(), name=play_name(play), n=playouts)

    def _give(self, hand: list[str], legal: list[Command]) -> tuple[Command, str]:
        held = Counter(hand)
        best = min(legal, key=lambda c: (held[c.cards[0]], number_of(tile_from_code(c.cards[0])), c.sort_key()))
        if best.choice:
            return best, tr("Give {tile}: a weak tile that makes no set.", tile=tile_words(best.cards[0]))
        return best, tr("Give {tile}: the highest number, the copy that breaks the fewest sets.", tile=tile_words(best.cards[0]))

    def _turn(self, view: dict[str, Any], hand: list[str], legal: list[Command]) -> tuple[Command, str]:
        reversed_ = view["reversed"]
        held = Counter(hand)
        now = plays_needed(held)
        best: tuple[tuple[int, int, int], Command] | None = None
        for command in legal:
            if command.action != "play":
                continue
            form, number = face_of(command.choice)
            rest = held - Counter(command.cards)
            # A kong's restart is a free play: it counts as one play fewer. Spend the weakest
            # single or pair, but head a triplet chain with the strongest triplet, which few can
            # beat: the table comes back and the CPU leads again.
            strength = rank(number, reversed_)
            key = (plays_needed(rest) - (form == "kong"), -len(command.cards),
                   -strength if form == "triplet" else strength)
            if best is None or key < best[0]:
                best = (key, command)
        if best is None or best[0][0] > now:
            return next(c for c in legal if c.action == "pass"), tr("Pass: no play brings the hand nearer to going out.")
        (left, _, _), command = best
        play = _play(command)
        return command, tr("Play {play} ({name}): about {n} more plays to go out.", play=play.text(),
                           name=play_name(play), n=max(left, 1))


def _command(seat: int, play: Play) -> Command:
    """The legal list's command for a play (its canonical chain)."""
    p = play.canonical()
    return Command(seat, "play", p.codes(), p.text())


def face_of(text: str) -> tuple[str, int]:
    """The form and number a play counts as, read off its notation's head group ('555m+2p':
    triplet 5; '334455m=99s': pair 9; '123456789p=5555m': kong 5) without parsing the whole."""
    head = text.split("+", 1)[0]
    group = head.split("=", 1)[-1]
    digits = group[:-1]
    return SIZE_FORMS[len(digits)], int(digits[0])


def plays_needed(held: Counter[str]) -> int:
    """About how many plays empty a hand of these tile counts: one chain of every triplet carrying
    one loose pair or single, then one play per other pair or single (a fourth tile is a single)."""
    triplets = sum(1 for n in held.values() if n >= 3)
    loose = sum(1 for n in held.values() if n in (1, 2, 4))
    return 1 + max(loose - 1, 0) if triplets else loose


def make_cpu(level: str, seed: int) -> CpuPlayer:
    if level not in LEVELS:
        raise ValueError(f"unknown CPU level {level!r}; Fuxi has {', '.join(LEVELS)}")
    return CpuPlayer(level, seed)


def hint(view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
    """What the normal CPU would do, with its reason in one line."""
    command, reason = CpuPlayer("normal", 0).decide(view, legal)
    return Hint(command, reason)

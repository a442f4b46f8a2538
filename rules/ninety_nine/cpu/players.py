"""The CPU players (random, easy, normal, strong), make_cpu and the hint.

- **random** plays any legal command: the floor of the strength ladder.
- **easy** lays the three cards whose bid best matches the tricks its nine others should take
  (sure winners and sure losers kept, doubtful cards laid), declares or reveals only a bid it
  is very likely to make, and plays toward its bid: wins cheaply while it needs tricks, sheds
  high cards safely once it has enough.
- **normal** and **strong** search over the hidden cards (:mod:`rules.core.search`) with the
  models of :mod:`rules.ninety_nine.cpu.playout`: each iteration deals the unseen cards
  consistently with the view (voids shown, revealed cards, plausible bids) and plays the deal
  out. normal uses a fixed budget cheap enough for ladders; strong a larger one (its half-second
  cap is a safety net only: bench/trick_cpu_speed.py shows strong well inside it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rules.core.cards import display
from rules.core.command import Command
from rules.core.text import tr
from rules.core.variant import CpuPlayer, Hint
from rules.ninety_nine.cpu.heuristics import choose_play, ranked_bids, success_chance
from rules.ninety_nine.cpu.playout import BidModel, PlayModel, opening_deal, sample_holdings
from rules.ninety_nine.cpu.reading import Reading, read
from rules.ninety_nine.scoring import DECLARE, NONE, REVEAL
from rules.core.search import Budget, search

LEVELS = ("random", "easy", "normal", "strong")

# easy reveals when its bid looks this sure (its estimated chance of making it exactly).
DECLARE_AT, REVEAL_AT = 0.7, 0.9
BID_CANDIDATES = 10  # bids the search weighs: the heuristic's best few


@dataclass(frozen=True)
class Level:
    bid_iterations: int
    play_iterations: int
    premium_playouts: int
    seconds: float | None  # wall-clock safety net per search, far above the iterations' time (hit, it would make choices vary with speed)
    # The playouts play the seat's own cards by the heuristic, which makes bids less often than
    # the search does at the table, so a searching seat reveals on lower playout odds than easy:
    # in 108 seeded deals against easy it made 21 of 31 declarations (odds 50% and up) and 18 of
    # 19 hand reveals (65% and up).
    declare_at: float = 0.5
    reveal_at: float = 0.65


SEARCH_LEVELS = {
    "normal": Level(bid_iterations=120, play_iterations=60, premium_playouts=40, seconds=None),
    "strong": Level(bid_iterations=400, play_iterations=300, premium_playouts=120, seconds=0.45),
}


# -- easy decisions -----------------------------------------------------------------------------


def easy_bid(r: Reading) -> tuple[str, ...]:
    return ranked_bids(r.hand, r.table)[0][1]


def easy_premium(r: Reading) -> tuple[str, float]:
    chance = success_chance(r.hand, r.bid or 0, r.table)
    if chance >= REVEAL_AT:
        return REVEAL, chance
    if chance >= DECLARE_AT:
        return DECLARE, chance
    return NONE, chance


def easy_play(r: Reading, view: dict[str, Any]) -> str:
    return choose_play(r.hand, list(view["current_trick"]), r.need, r.gone, r.table)


def _find(legal: list[Command], action: str, cards: tuple[str, ...] = (), choice: str = "") -> Command:
    for c in legal:
        if c.action == action and sorted(c.cards) == sorted(cards) and c.choice == choice:
            return c
    raise ValueError(f"{action} {cards} {choice} is not legal here")


# -- players --------------------------------------------------------------------------------------


class RandomCpu:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        return self.rng.choice(legal)


class EasyCpu:
    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        return easy_decision(view, legal)[0]


def easy_decision(view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
    """The easy choice and the reason a person would give for it."""
    r = read(view)
    phase = view["phase"]
    if phase == "bid":
        laid = easy_bid(r)
        bid = r.table.bid_of(laid)
        return _find(legal, "bid", laid), tr(
            "Lay {cards} (bid {bid}): the other nine should take about {bid} tricks; keep the sure winners and sure losers.",
            cards=" ".join(display(c) for c in laid), bid=bid)
    if phase == "premium":
        choice, chance = easy_premium(r)
        reason = {
            REVEAL: tr("Reveal: your hand makes its bid about {pct}% of the time, worth the 60 premium.", pct=round(chance * 100)),
            DECLARE: tr("Declare: your bid looks sure enough (about {pct}%) for the 30 premium.", pct=round(chance * 100)),
            NONE: tr("Keep your bid secret: making it is too uncertain (about {pct}%) to risk a premium.",
                     pct=round(chance * 100)),
        }[choice]
        return _find(legal, "premium", (), choice), reason
    card = easy_play(r, view)
    return _find(legal, "play", (card,)), _play_reason(r, card)


def _play_reason(r: Reading, card: str) -> str:
    if r.need > 0:
        return tr("Play {card}: you still need {n} trick(s) for your bid.", card=display(card), n=r.need)
    if r.need == 0:
        return tr("Play {card}: you have your {bid} trick(s); stay under.", card=display(card), bid=r.bid)
    return tr("Play {card}: your bid is already passed; take as few more as you can.", card=display(card))


class SearchCpu:
    """Determinized search over the hidden cards (normal and strong)."""

    def __init__(self, level: Level, seed: int) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        return search_decision(view, legal, self.level, self.rng.randrange(1 << 30))[0]


def search_decision(view: dict[str, Any], legal: list[Command], level: Level, seed: int) -> tuple[Command, str]:
    r = read(view)
    phase = view["phase"]
    eldest = view["priority"][0]
    if phase == "bid":
        candidates = [_find(legal, "bid", laid) for _, laid in ranked_bids(r.hand, r.table)[:BID_CANDIDATES]]
        result = search(view, candidates, BidModel(r, eldest), Budget(level.bid_iterations, level.seconds), seed)
        cmd = result.command
        return cmd, tr("Lay {cards} (bid {bid}): in {n} sampled deals it scored best on average ({mean:+.1f} against the others).",
                       cards=" ".join(display(c) for c in cmd.cards), bid=r.table.bid_of(cmd.cards), n=result.iterations,
                       mean=result.means.get(cmd, 0.0))
    if phase == "premium":
        chance = made_chance(r, eldest, level.premium_playouts, random.Random(seed))
        choice = REVEAL if chance >= level.reveal_at else DECLARE if chance >= level.declare_at else NONE
        return _find(legal, "premium", (), choice), tr(
            "In {n} sampled deals you made your bid {pct}% of the time: {verdict}.", n=level.premium_playouts,
            pct=round(chance * 100), verdict={REVEAL: tr("reveal for 60"), DECLARE: tr("declare for 30"),
                                              NONE: tr("keep it secret")}[choice])
    result = search(view, legal, PlayModel(r, view), Budget(level.play_iterations, level.seconds), seed)
    cmd = result.command
    return cmd, tr("Play {card}: best of {n} sampled deals ({mean:+.1f} against the others); you need {need} more trick(s).",
                   card=display(cmd.cards[0]), n=result.iterations, mean=result.means.get(cmd, 0.0), need=max(r.need, 0))


def made_chance(r: Reading, eldest: int, playouts: int, rng: random.Random) -> float:
    """How often the seat's laid bid is made when the others' cards are dealt at random."""
    made = 0
    for _ in range(playouts):
        deal = opening_deal(r, r.hand, r.bid or 0, sample_holdings(r, rng), eldest, rng)
        deal.play_out()
        made += deal.won[r.seat] == r.bid
    return made / playouts


def make_cpu(level: str, seed: int) -> CpuPlayer:
    if level == "random":
        return RandomCpu(seed)
    if level == "easy":
        return EasyCpu()
    if level in SEARCH_LEVELS:
        return SearchCpu(SEARCH_LEVELS[level], seed)
    raise ValueError(f"unknown CPU level {level!r}; 99 has {', '.join(LEVELS)}")


def hint(view: dict[str, Any], legal: list[Command]) -> Hint:
    """The normal CPU's move with its reason (a fixed budget: the same position, the same hint)."""
    cmd, reason = search_decision(view, legal, SEARCH_LEVELS["normal"], 0)
    return Hint(cmd, reason)

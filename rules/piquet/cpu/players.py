"""Piquet CPU players. Both read only their seat's view and pick one of the legal commands.

easy:   sound heuristics: discard toward the point, sequences and sets while keeping guarded
        honours; declare and answer with the strongest true statement; cash masters, win tricks
        cheaply, throw low cards.
normal: easy's exchange and declarations; trick play by the search below on a small budget.
strong: the same declarations, except that as elder it sinks a sequence or set younger almost
        surely beats (rules.piquet.cpu.sinking); the exchange chosen by simulating the whole
        deal each candidate leads to over sampled talons and opponent hands
        (rules.piquet.cpu.exchange); trick play by determinized search (rules.core.search) over
        opponent hands consistent with everything seen and heard (rules.piquet.cpu.sampler),
        with lean playouts (rules.piquet.cpu.sim), and from the 10th-last trick by solving the
        rest of the deal exactly in every such hand (rules.piquet.cpu.exact; all of them once
        few remain).
        Budgets are counted in playouts and worlds; a time cap on the playouts is only a safety
        net at the table, which ladders and tests leave out, so results replay.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rules.core.cards import SUIT_SYMBOLS, display
from rules.core.command import Command
from rules.core.text import tr
from rules.core.variant import Hint
from rules.piquet.combos import PIPS, find_combo, suit_cards
from rules.piquet.cpu.exact import ExactPlan, exact_play, tricks_left
from rules.piquet.cpu.exchange import best_exchange
from rules.piquet.cpu.judge import CARD_WORTH, hand_value, masters
from rules.piquet.cpu.partie import Partie, partie_term
from rules.piquet.cpu.sim import TrickModel
from rules.piquet.cpu.sinking import sink
from rules.tricks.play import pack, strength
from rules.core.search import Budget, search

DRAW_WORTH = 1.4  # what an unseen talon card adds on average to hand_value (measured roughly)
TABLE_BUDGET = Budget(iterations=400, seconds=0.45)
NORMAL_BUDGET = Budget(iterations=40, seconds=0.2)
EXCHANGE_PER_SIZE, EXCHANGE_SAMPLES = 3, 24
SHORTLIST_CARDS = 8  # discards are chosen among this many least useful cards


@dataclass(frozen=True)
class Features:
    """Strong's parts, each switchable: all off is the strong level it replaced, which the
    bench (bench/piquet_strong.py) keeps playing against to measure them."""

    exact_endgame: bool = True
    sim_exchange: bool = True
    partie: bool = True  # value a deal's end by what it decides of the game (target, Rubicon)
    sink: bool = True  # as elder, declare none when younger almost surely beats it (rules.piquet.cpu.sinking)


STRONG = Features()
FORMER_STRONG = Features(exact_endgame=False, sim_exchange=False, partie=False, sink=False)


class PiquetCpu:
    def __init__(self, level: str, seed: int, budget: Budget = TABLE_BUDGET, features: Features = STRONG,
                 plan: ExactPlan = ExactPlan()) -> None:
        if level not in ("random", "easy", "normal", "strong"):
            raise ValueError(f"unknown piquet CPU level {level!r}")
        self.level = level
        self.rng = random.Random(seed)
        self.budget = NORMAL_BUDGET if level == "normal" else budget
        self.features, self.plan = features, plan

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        return self.decide(view, legal).command

    def decide(self, view: dict[str, Any], legal: list[Command]) -> Hint:
        if self.level == "random":
            return Hint(self.rng.choice(legal), tr("A random legal move."))
        actions = {c.action for c in legal}
        main = [c for c in legal if c.action not in ("reveal_rest", "request_show")] or legal
        if "play" in actions:
            plays = [c for c in legal if c.action == "play"]
            solvable = self.features.exact_endgame and tricks_left(view) <= self.plan.from_tricks
            if self.level == "strong" and solvable and len(plays) > 1:
                return self._exact_play(view, plays)
            if self.level in ("normal", "strong") and len(plays) > 1:
                return self._search_play(view, plays)
            return play_heuristic(view, plays)
        if actions & {"exchange", "discard", "carte_blanche"}:
            return self._exchange(view, main)
        if self.level == "strong" and self.features.sink:
            sunk = sink(view, main)
            if sunk is not None:
                return sunk
        return speak(view, main)

    # -- the exchange ----------------------------------------------------------------------------

    def _exchange(self, view: dict[str, Any], legal: list[Command]) -> Hint:
        cb = [c for c in legal if c.action == "carte_blanche"]
        swaps = [c for c in legal if c.action in ("exchange", "discard")]
        best = self._best_swap(view, swaps) if swaps else None
        if cb:  # carte blanche always pays 10; elder names the count he means to exchange
            want = str(len(best.cards)) if best and view["hand"]["elder"] == view["seat"] else ""
            pick = next((c for c in cb if c.choice == want), cb[-1])
            return Hint(pick, tr("Carte blanche: no face cards, worth 10 points."))
        assert best is not None
        if not best.cards:
            return Hint(best, tr("Keep the hand: no exchange improves it."))
        return Hint(best, tr("Discard {cards}: keep the long suit, sequences, sets and guarded honours.",
                             cards=" ".join(display(c) for c in best.cards)))

    def _best_swap(self, view: dict[str, Any], swaps: list[Command]) -> Command:
        hand = view["hand"]["cards"]
        order = view["order"]
        scored = sorted(_shortlist(hand, order, swaps), key=lambda c: -(hand_value([x for x in hand if x not in c.cards], order) + DRAW_WORTH * len(c.cards)))
        if self.level != "strong" or len(scored) == 1:
            return scored[0]
        by_size: dict[int, list[Command]] = {}
        for cmd in scored:  # the best few of every size: how many to take is itself the question
            by_size.setdefault(len(cmd.cards), []).append(cmd)
        shortlist = [c for group in by_size.values() for c in group[:EXCHANGE_PER_SIZE]]
        if self.features.sim_exchange and not any(view["hand"]["carte_blanche"]):
            return best_exchange(view, shortlist, self.rng, self._finish(view))
        # Monte Carlo over the talon: the same draws for every candidate (common random numbers).
        unseen = _unseen(view)
        draws = [self.rng.sample(unseen, len(unseen)) for _ in range(EXCHANGE_SAMPLES)]
        best, best_value = scored[0], float("-inf")
        for cmd in shortlist:
            kept = [x for x in hand if x not in cmd.cards]
            value = sum(hand_value(kept + d[: len(cmd.cards)], order) for d in draws) / len(draws)
            if value > best_value:
                best, best_value = cmd, value
        return best

    # -- trick play by search --------------------------------------------------------------------

    def _finish(self, view: dict[str, Any]) -> Partie | None:
        return partie_term(view) if self.level == "strong" and self.features.partie else None

    def _exact_play(self, view: dict[str, Any], plays: list[Command]) -> Hint:
        card, mean, n = exact_play(view, plays, self.rng, self.plan.worlds_at(tricks_left(view)), self._finish(view), self.plan)
        return Hint(card, tr("Play {card}: solved exactly for {n} hands he may hold, it nets {mean:+.1f} points on average.",
                             card=display(card.cards[0]), n=n, mean=mean))

    def _search_play(self, view: dict[str, Any], plays: list[Command]) -> Hint:
        result = search(view, plays, TrickModel(view, self._finish(view)), self.budget, seed=self.rng.randrange(2**31))
        mean = result.means.get(result.command, 0.0)
        return Hint(result.command, tr("Play {card}: over {n} sampled deals it nets {mean:+.1f} points on average.",
                                       card=display(result.command.cards[0]), n=result.iterations, mean=mean))


def _shortlist(hand: list[str], order: str, swaps: list[Command]) -> list[Command]:
    """The exchanges made only of the hand's least useful cards (by what each adds to
    hand_value): a few hundred candidates instead of thousands."""
    whole = hand_value(hand, order)
    loss = {c: whole - hand_value([x for x in hand if x != c], order) for c in hand}
    cheap = set(sorted(hand, key=lambda c: (loss[c], c))[:SHORTLIST_CARDS])
    return [c for c in swaps if set(c.cards) <= cheap] or swaps


def _unseen(view: dict[str, Any]) -> list[str]:
    """Cards this seat has not seen anywhere (candidates for the talon cards it will draw)."""
    h = view["hand"]
    seen = set(h["cards"]) | set(h["memory"]["discards"]) | set(h["peek"] or []) | set(h["rest"] or [])
    for shown in h["shown"]:
        seen |= set(shown)
    return sorted(set(pack(view["order"])) - seen)


# -- declarations, answers, announcements -----------------------------------------------------------


def speak(view: dict[str, Any], legal: list[Command]) -> Hint:
    """The strongest true statement, all extras, and the obvious answers elsewhere."""
    first = legal[0]
    action = first.action
    hand = view["hand"]["cards"] if view["hand"] else []
    order = view["order"]
    if action == "draw":
        return Hint(first, tr("Draw for the deal: the lower card deals."))
    if action == "choose_role":
        pick = next(c for c in legal if c.choice == "elder")
        return Hint(pick, tr("Elder exchanges first, declares first and leads."))
    if action in ("expose_rest", "leave_rest"):
        pick = next(c for c in legal if c.action == "leave_rest")
        return Hint(pick, tr("Leave the rest unseen: turning it up tells elder as much as you."))
    if action == "answer":
        pick = next(c for c in (Command(first.seat, "answer", (), a) for a in ("not_good", "equal", "good")) if c in legal)
        reasons = {
            "not_good": tr("Not good: you hold a stronger combination."),
            "equal": tr("Equal: you hold an exactly equal combination."),
            "good": tr("Good: you hold nothing stronger."),
        }
        return Hint(pick, reasons[pick.choice])
    if action == "score_extras":
        pick = max(legal, key=lambda c: len(c.cards))
        return Hint(pick, tr("Score every extra combination you may.") if pick.cards else tr("No extras to score."))
    if action in ("declare_point", "announce_point"):
        pick = max(legal, key=lambda c: (len(suit_cards(hand, c.choice)), sum(PIPS[x[0]] for x in suit_cards(hand, c.choice))))
        return Hint(pick, tr("Declare your best point: {suit}.", suit=SUIT_SYMBOLS[pick.choice]))
    cls = "sequence" if action.endswith("sequence") else "sets"
    kind = "sequence" if cls == "sequence" else "set"
    made = [c for c in legal if c.cards]
    if not made:
        return Hint(legal[0], tr("Nothing to declare here."))
    pick = max(made, key=lambda c: find_combo(kind, hand, order, c.cards).key)  # type: ignore[union-attr]
    return Hint(pick, tr("Declare your strongest: {cards}.", cards=" ".join(display(c) for c in pick.cards)))


# -- trick play by rule of thumb ---------------------------------------------------------------------


def gone_cards(view: dict[str, Any]) -> set[str]:
    """Cards that can no longer be played against us: played, our discards, the seen talon rest."""
    h = view["hand"]
    gone = {c for t in h["tricks"] for c in t["cards"]} | set(h["memory"]["discards"]) | set(h["rest"] or [])
    if h["peek"]:
        gone |= set(h["peek"][h["taken"][h["younger"]] :])
    return gone


def play_heuristic(view: dict[str, Any], plays: list[Command]) -> Hint:
    order = view["order"]
    h = view["hand"]
    hand = h["cards"]
    options = [c.cards[0] for c in plays]
    trick = h["current_trick"]
    if not trick:
        tops = [c for c in masters(hand, gone_cards(view), order) if c in options]
        if tops:
            card = max(tops, key=lambda c: (len(suit_cards(hand, c[-1])), strength(c, order)))
            return _play(plays, card, tr("Lead {card}: the highest card left in its suit.", card=display(card)))
        longest = max(options, key=lambda c: (len(suit_cards(hand, c[-1])), -strength(c, order)))
        card = min((c for c in options if c[-1] == longest[-1]), key=lambda c: strength(c, order))
        return _play(plays, card, tr("Lead low from your longest suit: {card}.", card=display(card)))
    led = trick["cards"][0]
    following = [c for c in options if c[-1] == led[-1]]
    if following:
        beaters = [c for c in following if strength(c, order) > strength(led, order)]
        if beaters:
            card = min(beaters, key=lambda c: strength(c, order))
            return _play(plays, card, tr("Win the trick as cheaply as you can: {card}.", card=display(card)))
        card = min(following, key=lambda c: strength(c, order))
        return _play(plays, card, tr("You cannot win it: follow with your lowest, {card}.", card=display(card)))
    card = min(options, key=lambda c: (CARD_WORTH[c[0]], len(suit_cards(hand, c[-1]))))
    return _play(plays, card, tr("You cannot follow: throw your least useful card, {card}.", card=display(card)))


def _play(plays: list[Command], card: str, reason: str) -> Hint:
    return Hint(next(c for c in plays if c.cards[0] == card), reason)

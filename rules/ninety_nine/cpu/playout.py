"""The search's model of a deal: hidden cards dealt consistently with a seat's view, and a
fast playout to the end of the deal with the heuristic player in every seat.

A :class:`Deal` is a lean copy of one deal (lists and a set, no events, no Commands), so a
playout costs well under a millisecond. The models here are the ``Model`` of
:mod:`rules.core.search`: :class:`PlayModel` for the card play, :class:`BidModel` for the
choice of bid cards. Opponents' bids in a sample come from their sampled twelve cards through
the heuristic bidder, so the search plays against plausible targets, not random ones.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from itertools import combinations

from rules.core.command import Command
from rules.ninety_nine.cpu.heuristics import Table, choose_play, win_chances
from rules.ninety_nine.cpu.reading import Reading
from rules.ninety_nine.deck import BID_SIZE
from rules.ninety_nine.scoring import Premium, quick_totals
from rules.ninety_nine.state import PLAYERS


@dataclass
class Deal:
    table: Table
    hands: list[list[str]]
    bids: list[int]
    won: list[int]
    trick: list[str]  # the trick in progress
    leader: int
    gone: set[str]
    premium: Premium | None = None

    @property
    def turn(self) -> int:
        return (self.leader + len(self.trick)) % PLAYERS

    def play(self, card: str) -> None:
        seat = self.turn
        self.hands[seat].remove(card)
        self.trick.append(card)
        self.gone.add(self.table.counted[card])
        if len(self.trick) == PLAYERS:
            winner = (self.leader + self.table.winner(self.trick)) % PLAYERS
            self.won[winner] += 1
            self.trick, self.leader = [], winner

    def play_out(self) -> None:
        """Every seat plays by the heuristic to the end of the deal (``play`` inlined: the hot loop)."""
        hands, bids, won, gone, table = self.hands, self.bids, self.won, self.gone, self.table
        counted, winner = table.counted, table.winner
        trick, leader = self.trick, self.leader
        while True:
            seat = (leader + len(trick)) % PLAYERS
            hand = hands[seat]
            if not hand:
                break
            card = choose_play(hand, trick, bids[seat] - won[seat], gone, table)
            hand.remove(card)
            trick.append(card)
            gone.add(counted[card])
            if len(trick) == PLAYERS:
                leader = (leader + winner(trick)) % PLAYERS
                won[leader] += 1
                trick = []
        self.trick, self.leader = trick, leader

    def reward(self, seat: int) -> float:
        """The seat's deal total less the others' mean: what it gains on the field."""
        totals = quick_totals(self.bids, self.won, self.premium)
        return totals[seat] - (sum(totals) - totals[seat]) / (PLAYERS - 1)


class HiddenDealer:
    """Shares out the unseen cards: {seat: (hand, hidden bid cards)} for every other seat whose
    hand is not shown. A seat's hand never holds a suit it has shown it lacks (its bid cards may).

    Who may take which card is worked out once per search; ``deal`` is called every iteration."""

    def __init__(self, reading: Reading, hand_counts: list[int], hidden_bids: list[int]) -> None:
        suit = reading.table.suit_of
        groups = []  # [seat, is_hand, room, lacking suits]
        for seat in range(PLAYERS):
            if seat == reading.seat:
                continue
            if seat not in reading.known_hands and hand_counts[seat]:
                groups.append([seat, True, hand_counts[seat], reading.voids.get(seat, set())])
            if hidden_bids[seat]:
                groups.append([seat, False, hidden_bids[seat], set()])
        self.groups, self.cards = groups, list(reading.unseen)
        fits = {s: [g for g in range(len(groups)) if s not in groups[g][3]] for s in set(suit[c] for c in self.cards)}
        self.options = {c: fits[suit[c]] for c in self.cards}  # the groups a card may go to
        self.width = {c: len(self.options[c]) for c in self.cards}  # the most constrained go first

    def deal(self, rng: random.Random) -> dict[int, tuple[list[str], list[str]]]:
        groups, options, width = self.groups, self.options, self.width
        cards = list(self.cards)
        for attempt in range(30):
            rng.shuffle(cards)
            if attempt == 29:  # should never happen; fall back to ignoring shown voids
                options = {c: list(range(len(groups))) for c in cards}
                width = {c: len(groups) for c in cards}
            room = [g[2] for g in groups]
            placed: dict[int, list[str]] = {g: [] for g in range(len(groups))}
            ok = True
            for c in sorted(cards, key=width.__getitem__):
                free = [g for g in options[c] if room[g]]
                if not free:
                    ok = False
                    break
                pick = rng.randrange(sum([room[g] for g in free]))
                for g in free:
                    pick -= room[g]
                    if pick < 0:
                        break
                placed[g].append(c)
                room[g] -= 1
            if ok:
                out: dict[int, tuple[list[str], list[str]]] = {}
                for g, (seat, is_hand, _, _) in enumerate(groups):
                    hand, bid = out.get(seat, ([], []))
                    (hand if is_hand else bid).extend(placed[g])
                    out[seat] = (hand, bid)
                return out
        raise AssertionError("no deal of the unseen cards fits the view")


def plausible_bid(pool: list[str], played: list[str], forced: list[str], table: Table, rng: random.Random) -> list[str]:
    """Three bid cards a sensible player could have laid from ``pool`` (his unplayed cards),
    keeping ``forced`` (cards of suits he has shown he lacks) among them.

    Choices whose bid is nearer the tricks the rest should take are likelier (weight
    exp(-miss²)), not certain: the others do not all bid like this heuristic."""
    chances = win_chances(pool + played, table)
    total = sum(chances.values())
    # The six most doubtful cards (chance nearest a half) are the candidates.
    top = [c for _, c in sorted([(-p * (1 - p), c) for c in pool if c not in forced for p in (chances[c],)])[:6]]
    bid = table.bid_value
    options, weights = [], []
    if forced:
        for extra in combinations(top, BID_SIZE - len(forced)):
            laid = [*forced, *extra]
            options.append(laid)
            miss = total - sum([chances[c] for c in laid]) - sum([bid[c] for c in laid])
            weights.append(math.exp(-(miss ** 2)))
    else:  # the usual case, unrolled: the searches draw this some hundred thousand times a move
        odds, bids = [chances[c] for c in top], [bid[c] for c in top]
        for i, j, k in combinations(range(len(top)), BID_SIZE):
            options.append([top[i], top[j], top[k]])
            miss = total - sum([odds[i], odds[j], odds[k]]) - (bids[i] + bids[j] + bids[k])
            weights.append(math.exp(-(miss ** 2)))
    return rng.choices(options, weights)[0]


class PlayModel:
    """Card play: the unseen cards dealt anew each iteration, then the deal played out."""

    def __init__(self, reading: Reading, view: dict) -> None:
        self.reading = reading
        seats = view["seats"]
        self.premium = None if view["premium"] is None else Premium(view["premium"]["seat"], view["premium"]["kind"])
        trick = view["tricks"][-1] if view["tricks"] else None
        if trick is None or len(trick["cards"]) == PLAYERS:
            self.trick, self.leader = [], view["turn"]
        else:
            self.trick, self.leader = list(trick["cards"]), trick["leader"]
        self.played = {s: [] for s in range(PLAYERS)}
        for t in view["tricks"]:
            for s, c in zip(t["seats"], t["cards"]):
                self.played[s].append(c)
        counts = [s["hand_count"] for s in seats]
        hidden_bids = [0 if s["bid_cards"] is not None else BID_SIZE for s in seats]
        hidden_bids[reading.seat] = 0
        self.dealer = HiddenDealer(reading, counts, hidden_bids)

    def sample(self, view: dict, rng: random.Random) -> Deal:
        r = self.reading
        shared = self.dealer.deal(rng)
        hands: list[list[str]] = [[] for _ in range(PLAYERS)]
        bids = [b if b is not None else 0 for b in r.bids]
        for seat in range(PLAYERS):
            if seat == r.seat:
                hands[seat] = list(r.hand)
            elif seat in r.known_hands:
                hands[seat] = list(r.known_hands[seat])
        for seat, (hand, bid_cards) in shared.items():
            if r.bids[seat] is None:
                pool = hand + bid_cards
                forced = [c for c in bid_cards if r.table.suit_of[c] in r.voids.get(seat, set())]
                laid = plausible_bid(pool, self.played[seat], forced, r.table, rng)
                hand = [c for c in pool if c not in laid]
                bids[seat] = r.table.bid_of(laid)
            hands[seat] = hand
        return Deal(r.table, hands, bids, list(r.won), list(self.trick), self.leader, set(r.gone), self.premium)

    def outcome(self, deal: Deal, command: Command, rng: random.Random) -> float:
        deal.play(command.cards[0])
        deal.play_out()
        return deal.reward(self.reading.seat)


def sample_holdings(reading: Reading, rng: random.Random) -> list[list[str]]:
    """Before play: the others' twelve cards each (hand and bid cards together), at random."""
    cards = list(reading.unseen)
    rng.shuffle(cards)
    holdings: list[list[str]] = [[] for _ in range(PLAYERS)]
    others = [s for s in range(PLAYERS) if s != reading.seat]
    size = len(cards) // len(others)
    for k, seat in enumerate(others):
        holdings[seat] = cards[k * size:(k + 1) * size]
    return holdings


def opening_deal(reading: Reading, keep: list[str], my_bid: int, holdings: list[list[str]], eldest: int,
                 rng: random.Random) -> Deal:
    """A deal at the first lead: the others lay plausible bids from their sampled holdings."""
    hands: list[list[str]] = [[] for _ in range(PLAYERS)]
    bids = [0] * PLAYERS
    hands[reading.seat], bids[reading.seat] = list(keep), my_bid
    for seat in range(PLAYERS):
        if seat != reading.seat:
            laid = plausible_bid(holdings[seat], [], [], reading.table, rng)
            hands[seat] = [c for c in holdings[seat] if c not in laid]
            bids[seat] = reading.table.bid_of(laid)
    return Deal(reading.table, hands, bids, [0] * PLAYERS, [], eldest, set())


class BidModel:
    """The choice of bid cards: the others' cards dealt at random, each candidate bid played out."""

    def __init__(self, reading: Reading, eldest: int) -> None:
        self.reading, self.eldest = reading, eldest

    def sample(self, view: dict, rng: random.Random) -> list[list[str]]:
        return sample_holdings(self.reading, rng)

    def outcome(self, holdings: list[list[str]], command: Command, rng: random.Random) -> float:
        keep = [c for c in self.reading.hand if c not in command.cards]
        deal = opening_deal(self.reading, keep, self.reading.table.bid_of(command.cards), holdings, self.eldest, rng)
        deal.play_out()
        return deal.reward(self.reading.seat)

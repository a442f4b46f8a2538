"""A lean model of Piquet's trick play for rules.core.search: small integers for cards, the
trick points of §9 and §14.1-14.3, pique (§10), and a quick greedy policy for the playouts.

Card code -> int: suit * 16 + the rank's index in the order (0 = ace), so ``c >> 4`` is the
suit and, within a suit, a smaller int is a higher card.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core.command import Command
from rules.piquet.cpu.partie import Partie
from rules.piquet.cpu.sampler import opponent_cards

DEALS = 16  # distinct opponent hands dealt per search
HIGH_INDEX = 4  # ranks A K Q J 10 have index 0..4: "10 or higher"
SUITS = "SHDC"


def encode(card: str, order: str) -> int:
    return SUITS.index(card[-1]) * 16 + order.index(card[0])


class SimState:
    __slots__ = ("hands", "led", "leader", "to_play", "done", "won", "so", "bonus", "pts")

    def __init__(self, hands: list[list[int]], led: int, leader: int, to_play: int, done: int,
                 won: list[int], so: list[int], bonus: bool) -> None:
        self.hands, self.led, self.leader, self.to_play = hands, led, leader, to_play
        self.done, self.won, self.so, self.bonus = done, won, so, bonus
        self.pts = [0, 0]


class LeanPlay:
    """Trick play on a SimState by the rules of the deal's options, and the playouts' policy."""

    def __init__(self, options: dict[str, Any]) -> None:
        self.req10 = options["trick_points_require_ten"]
        self.last10 = options["last_trick_requires_ten"]
        self.no_last_capot = options["no_last_trick_point_on_capot"]

    def play_out(self, s: SimState, rng: random.Random) -> None:
        while s.done < 12:
            self._play(s, self._policy(s, rng))

    # -- the rules, leanly ---------------------------------------------------------------------

    def _score(self, s: SimState, seat: int, points: int, trick_point: bool = True) -> None:
        s.pts[seat] += points
        if not trick_point:
            return
        s.so[seat] += points
        if not s.bonus and s.so[seat] >= 30 and s.so[1 - seat] == 0:
            s.bonus = True
            s.pts[seat] += 30
            s.so[seat] += 30

    def _play(self, s: SimState, card: int) -> None:
        seat = s.to_play
        s.hands[seat].remove(card)
        if s.led < 0:
            s.led, s.leader, s.to_play = card, seat, 1 - seat
            if not self.req10 or card & 15 <= HIGH_INDEX:
                self._score(s, seat, 1)
            return
        led = s.led
        winner = seat if card >> 4 == led >> 4 and card < led else s.leader
        best = card if winner == seat else led
        s.done += 1
        s.won[winner] += 1
        if winner == seat and (not self.req10 or best & 15 <= HIGH_INDEX):
            self._score(s, winner, 1)
        if s.done == 12:
            capot = s.won[winner] == 12
            if (not self.last10 or best & 15 <= HIGH_INDEX) and not (capot and self.no_last_capot):
                self._score(s, winner, 1)
            if s.won[0] != s.won[1]:
                top = 0 if s.won[0] > s.won[1] else 1
                self._score(s, top, 40 if s.won[top] == 12 else 10, trick_point=False)
        s.led, s.to_play = -1, winner

    def _policy(self, s: SimState, rng: random.Random) -> int:
        hand = s.hands[s.to_play]
        led = s.led
        if led >= 0:
            suit = led >> 4
            follow = [c for c in hand if c >> 4 == suit]
            if follow:
                beat = [c for c in follow if c < led]
                return max(beat) if beat else max(follow)  # win as cheaply as possible, else go low
            return max(hand, key=lambda c: (c & 15, rng.random()))  # throw a low card
        if rng.random() < 0.2:
            return rng.choice(hand)
        other = s.hands[1 - s.to_play]
        for c in sorted(hand):  # a master: no higher card of its suit left against it
            if not any(o >> 4 == c >> 4 and o < c for o in other):
                return c
        counts = [0, 0, 0, 0]
        for c in hand:
            counts[c >> 4] += 1
        long_suit = max(range(4), key=lambda x: counts[x])
        return max(c for c in hand if c >> 4 == long_suit)  # lead low from the longest suit


class TrickModel(LeanPlay):
    """The Model of rules.core.search for one seat's trick-play decision."""

    scale = 12.0  # the usual spread of trick-play results: a few trick points and the cards' 10

    def __init__(self, view: dict[str, Any], finish: Partie | None = None) -> None:
        """``finish``: what the deal's end totals add for seat 0 (rules.piquet.cpu.partie)."""
        super().__init__(view["options"])
        self.finish = finish
        self.view = view
        self.me = view["seat"]
        self.order = view["order"]
        h = view["hand"]
        self.mine = [encode(c, self.order) for c in h["cards"]]
        trick = h["current_trick"]
        self.led = encode(trick["cards"][0], self.order) if trick else -1
        self.leader = trick["leader"] if trick else self.me
        self.done = sum(1 for t in h["tricks"] if t["winner"] is not None)
        self.won = list(h["tricks_won"])
        self.so = list(h["so_totals"] if h["combinations_settled"] else h["running"])
        self.bonus = bool(h["bonus"])
        self.deals: list[list[int]] = []

    def sample(self, view: dict[str, Any], rng: random.Random) -> SimState:
        # Consistent deals are costly to draw (constraints are checked by rejection), so a search
        # deals DEALS of them and then revisits them at random.
        if len(self.deals) < DEALS:
            self.deals.append([encode(c, self.order) for c in opponent_cards(view, rng)])
            opp = list(self.deals[-1])
        else:
            opp = list(rng.choice(self.deals))
        hands = [[], []]  # type: list[list[int]]
        hands[self.me], hands[1 - self.me] = list(self.mine), opp
        return SimState(hands, self.led, self.leader, self.me, self.done, list(self.won), list(self.so), self.bonus)

    def outcome(self, s: SimState, command: Command, rng: random.Random) -> float:
        self._play(s, encode(command.cards[0], self.order))
        self.play_out(s, rng)
        value = s.pts[self.me] - s.pts[1 - self.me]
        if self.finish is not None:
            extra = self.finish(self.so[0] + s.pts[0], self.so[1] + s.pts[1])
            value += extra if self.me == 0 else -extra
        return float(value)

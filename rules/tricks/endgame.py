"""Exact (double-dummy) solver of the remaining tricks of a two-hand, no-trump, must-follow game
(Piquet's trick play): alpha-beta over both open hands with a transposition table.

Cards are small ints, ``suit * 16 + rank index`` (index 0 = the highest rank), as in
rules.piquet.cpu.sim; a hand is a bit mask of such ints. So within a suit a lower bit is a
higher card. Values are points seat 0 scores minus points seat 1 scores from here to the end of
the deal: a point for each card led, a point for winning the opponent's lead, a point for the
last trick, the cards (10) or capot (40) after the last trick, and a pique bonus when a seat
reaches ``pique_at`` while the other has scored nothing, per ``TrickRules``. 99 (three hands,
trumps) does not fit this model; it keeps its playout search.

Cards adjacent in rank among those still out, held by one seat, are equivalent (unless the
"10 or higher" rule splits them), so only one of them is searched.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

INF = 10_000
Track = tuple[int, int, bool] | None  # hand totals (seat 0, seat 1) and whether a pique may still fall
SUIT_MASK = 0xFFFF


@dataclass(frozen=True)
class TrickRules:
    tricks: int = 12  # tricks in a deal
    high_index: int = 99  # lead and win points only for cards of rank index <= this (old rules: 4)
    last_high_index: int = 99  # the same for the last-trick point (c. 1620 rule: 4)
    last_on_capot: bool = True  # the capot winner also scores the last trick
    cards_bonus: int = 10
    capot_bonus: int = 40
    pique: int = 30  # 0 = no pique
    pique_at: int = 30


def mask(cards: list[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(m: int) -> list[int]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


class Endgame:
    """A solver and its table, valid for one set of rules (and so for any hands under them)."""

    def __init__(self, rules: TrickRules, finish: Callable[[int, int], int] | None = None) -> None:
        """``finish(t0, t1)``: an optional extra value of the deal ending with these hand totals
        (what they decide beyond the margin; the caller's hand totals so far are passed in ``so``)."""
        self.rules = rules
        self.finish = finish
        self.tt: dict[tuple, tuple[int, int]] = {}
        self.lead_moves: dict[tuple[int, int], list[int]] = {}  # lead orders, as they recur
        self.nodes = 0

    # -- public ---------------------------------------------------------------------------------

    def value(self, hands: tuple[int, int], leader: int, won0: int, so: tuple[int, int], bonus: bool) -> int:
        """The exact value (seat 0 minus seat 1) of the rest of the deal, ``leader`` to lead."""
        return self._lead(hands[0], hands[1], leader, won0, self._pq(so, bonus), -INF, INF)

    def lead_values(self, hands: tuple[int, int], leader: int, won0: int, so: tuple[int, int], bonus: bool) -> dict[int, int]:
        """The exact value of leading each card of the leader's hand."""
        pq = self._pq(so, bonus)
        h0, h1 = hands
        return {c: self._after_lead(h0, h1, leader, won0, pq, c, -INF, INF) for c in cards_of(hands[leader])}

    def follow_values(self, hands: tuple[int, int], leader: int, led: int, won0: int, so: tuple[int, int], bonus: bool) -> dict[int, int]:
        """The exact value of each legal reply to ``led`` (already out of the leader's hand and
        already scored: ``so`` includes its lead point)."""
        pq = self._pq(so, bonus)
        h0, h1 = hands
        follower = 1 - leader
        hand = hands[follower]
        same = hand & (SUIT_MASK << (led & ~15))
        return {b: self._finish(h0, h1, leader, won0, pq, led, b) for b in cards_of(same or hand)}

    # -- search ---------------------------------------------------------------------------------

    def _pq(self, so: tuple[int, int], bonus: bool) -> Track:
        """What the search tracks of the hand totals: (seat 0's, seat 1's, whether a pique may
        still fall). Without a ``finish`` term, only while a pique may fall, capped at its mark
        (so equal futures share their table entries); else None."""
        r = self.rules
        alive = not bonus and bool(r.pique) and min(so) == 0
        if self.finish is not None:
            return (so[0], so[1], alive)
        if not alive:
            return None
        return (min(so[0], r.pique_at), min(so[1], r.pique_at), True)

    def _add(self, pq: Track, seat: int, pts: int) -> tuple[int, Track]:
        """Score ``pts`` (0 or 1) for ``seat``: (points incl. a pique bonus, the new tracked totals)."""
        if pq is None or not pts:
            return pts, pq
        s0, s1, alive = pq
        mine, theirs = (s0, s1) if seat == 0 else (s1, s0)
        mine += pts
        if alive and theirs > 0:  # both have scored now: nobody can be piqued
            alive = False
        elif alive and mine >= self.rules.pique_at:
            pts += self.rules.pique
            mine += self.rules.pique
            alive = False
        if self.finish is None:
            if not alive:
                return pts, None
            mine = min(mine, self.rules.pique_at)
        return pts, ((mine, theirs, alive) if seat == 0 else (theirs, mine, alive))

    def _lead(self, h0: int, h1: int, leader: int, won0: int, pq: Track, alpha: int, beta: int) -> int:
        if not h0:
            return self._end(won0, pq)
        key = (h0, h1, leader, won0, pq)
        hit = self.tt.get(key)
        if hit is not None:
            lo, hi = hit
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            alpha, beta = max(alpha, lo), min(beta, hi)
        self.nodes += 1
        a0, b0 = alpha, beta
        hand, other = (h0, h1) if leader == 0 else (h1, h0)
        moves = self.lead_moves.get((hand, other))
        if moves is None:
            moves = self.lead_moves[(hand, other)] = self._lead_order(hand, other)
        best = self._pick(leader == 0, moves, lambda c, al, be: self._after_lead(h0, h1, leader, won0, pq, c, al, be), alpha, beta)
        lo, hi = hit if hit is not None else (-INF, INF)
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.tt[key] = (lo, hi)
        return best

    def _after_lead(self, h0: int, h1: int, leader: int, won0: int, pq: Track, a: int, alpha: int, beta: int) -> int:
        """Value after ``leader`` leads card ``a`` (its lead point included): the follower picks his reply."""
        bit = 1 << a
        if leader == 0:
            h0 ^= bit
        else:
            h1 ^= bit
        lead_pts, pq = self._add(pq, leader, 1 if a & 15 <= self.rules.high_index else 0)
        base = lead_pts if leader == 0 else -lead_pts
        follower = 1 - leader
        hand = h1 if follower == 1 else h0
        same = hand & (SUIT_MASK << (a & ~15))
        moves = self._follow_order(same, hand, a, h0 | h1)
        return self._pick(follower == 0, moves, lambda b, al, be: base + self._finish(h0, h1, leader, won0, pq, a, b, al - base, be - base), alpha, beta)

    @staticmethod
    def _pick(maxing: bool, moves: list[int], child: Callable[[int, int, int], int], alpha: int, beta: int) -> int:
        """Alpha-beta over ``moves`` (fail-soft): the best child value for the side to move."""
        best = -INF if maxing else INF
        for m in moves:
            v = child(m, alpha, beta)
            if maxing:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    def _finish(self, h0: int, h1: int, leader: int, won0: int, pq: Track, a: int, b: int,
                alpha: int = -INF, beta: int = INF) -> int:
        """Value after the follower replies ``b`` to ``a`` (the lead point not included)."""
        r = self.rules
        bit = 1 << b
        if leader == 0:
            h1 ^= bit
        else:
            h0 ^= bit
        follower = 1 - leader
        beats = b >> 4 == a >> 4 and b < a
        winner, top = (follower, b) if beats else (leader, a)
        if winner == 0:
            won0 += 1
        pts = 0
        if beats and top & 15 <= r.high_index:
            got, pq = self._add(pq, winner, 1)
            pts += got
        last = not h0 and not h1
        if last:
            capot = won0 in (0, r.tricks)
            if top & 15 <= r.last_high_index and not (capot and not r.last_on_capot):
                got, pq = self._add(pq, winner, 1)
                pts += got
        signed = pts if winner == 0 else -pts
        if last:
            return signed + self._end(won0, pq)
        return signed + self._lead(h0, h1, winner, won0, pq, alpha - signed, beta - signed)

    def _end(self, won0: int, pq: Track) -> int:
        """The cards (or capot) after the last trick, and the ``finish`` term on the totals."""
        r = self.rules
        won1 = r.tricks - won0
        cards = [0, 0]
        if won0 != won1:
            top = 0 if won0 > won1 else 1
            cards[top] = r.capot_bonus if min(won0, won1) == 0 else r.cards_bonus
        extra = 0
        if self.finish is not None and pq is not None:
            extra = self.finish(pq[0] + cards[0], pq[1] + cards[1])
        return cards[0] - cards[1] + extra

    # -- move generation ------------------------------------------------------------------------

    def _distinct(self, cards: int, out: int) -> list[int]:
        """One card of each run of ``cards`` touching in rank among the cards still ``out``."""
        reps = []
        prev = -2
        split = self.rules.high_index
        for c in cards_of(cards):
            between = out & ((1 << c) - (1 << (prev + 1))) if prev >= 0 else 1
            same_band = prev >= 0 and (prev & 15 <= split) == (c & 15 <= split) and prev >> 4 == c >> 4
            if same_band and not (between & ~cards):
                prev = c
                continue
            reps.append(c)
            prev = c
        return reps

    def _lead_order(self, hand: int, other: int) -> list[int]:
        """Masters first (nothing of the other hand's beats them), then the rest low to high."""
        reps = self._distinct(hand, hand | other)
        masters, rest = [], []
        for c in reps:
            higher = ((1 << c) - 1) & (SUIT_MASK << (c & ~15))
            (rest if other & higher else masters).append(c)
        rest.reverse()
        return masters + rest

    def _follow_order(self, same: int, hand: int, a: int, out: int) -> list[int]:
        """Following: the cheapest winner first, then low cards; discarding: low cards first."""
        if same:
            reps = self._distinct(same, out | (1 << a))
            wins = [c for c in reps if c < a]
            low = [c for c in reps if c > a]
            return wins[::-1] + low[::-1]
        reps = self._distinct(hand, out)
        return sorted(reps, key=lambda c: -(c & 15))

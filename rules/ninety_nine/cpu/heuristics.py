"""Card sense shared by every 99 CPU: how likely each card is to win a trick, which three cards
to lay as the bid, whether to reveal, and which card to play toward the bid.

Everything works on plain lists of card codes with a :class:`Table` of the deal's constants
(trumps, the joker alias), so the same functions serve the easy player (from its view) and the
search's playouts (thousands of times a move).
"""

from __future__ import annotations

from itertools import combinations

from rules.core.cards import SUITS
from rules.ninety_nine.deck import BID_VALUES, JOKER, ORDER, counts_as, full_pack
from rules.tricks import ALL_TRUMPS


class Table:
    """The constants of a deal a CPU plays by: trumps (suit, None or ALL_TRUMPS) and the alias.

    Suit and rank of every card are looked up once here: playouts ask them millions of times."""

    def __init__(self, trump: str | None, alias: dict[str, str] | None = None) -> None:
        self.trump, self.alias = trump, alias
        cards = [c for c in full_pack(True) if c != JOKER or alias]
        self.counted = {c: counts_as(c, alias) for c in cards}
        self.suit_of = {c: self.counted[c][-1] for c in cards}
        self.rank_of = {c: 9 - ORDER.index(self.counted[c][0]) for c in cards}
        side_trump = trump not in (None, ALL_TRUMPS)
        # How precious a card is to keep: trumps above side cards, then by rank.
        self.value_of = {c: self.rank_of[c] + (10 if side_trump and self.suit_of[c] == trump else 0) for c in self.rank_of}
        self.trumps = {c for c in cards if self.is_trump(c)}
        self.bid_value = {c: BID_VALUES[self.suit_of[c]] for c in cards}
        # The higher cards of a card's suit (as they count): it is a master once these are gone.
        self.higher = {c: tuple(r + self.suit_of[c] for r in ORDER[: 9 - self.rank_of[c]]) for c in cards}
        # power[led][card]: within a trick led in ``led`` the highest power wins, the first played
        # of equals (as rules.tricks.play.trick_winner rules): trumps above the suit led above the rest.
        self.power = {led: {c: self._power(c, led) for c in cards} for led in SUITS}
        # Sort keys of choose_play, built once: (value, card) and (is trump, value, card).
        self.play_key = {c: (self.value_of[c], c) for c in cards}
        self.lead_key = {c: (c in self.trumps, self.value_of[c], c) for c in cards}
        self.memo: dict[tuple[str, tuple[str, ...]], dict[str, float]] = {}  # chances of one suit's cards

    def _power(self, card: str, led: str) -> int:
        rank, s = self.rank_of[card], self.suit_of[card]
        if self.trump == ALL_TRUMPS:
            return rank
        if s == self.trump:
            return 20 + rank
        return 10 + rank if s == led else 0

    def winner(self, trick: list[str]) -> int:
        """Index in play order of the card winning a complete trick (rules.tricks.play.trick_winner)."""
        power = self.power[self.suit_of[trick[0]]]
        best, top = 0, power[trick[0]]
        for i in range(1, len(trick)):
            p = power[trick[i]]
            if p > top:
                best, top = i, p
        return best

    def suit(self, card: str) -> str:
        return self.suit_of[card]

    def rank(self, card: str) -> int:
        """9 for an ace down to 1 for a six."""
        return self.rank_of[card]

    def is_trump(self, card: str) -> bool:
        return self.trump is not None and (self.trump == ALL_TRUMPS or self.suit_of[card] == self.trump)

    def bid_of(self, cards: tuple[str, ...] | list[str]) -> int:
        bid = self.bid_value
        return sum([bid[c] for c in cards])


# -- how likely each card is to take a trick ------------------------------------------------------

# By the number of higher cards of the suit the holder lacks (0 = the top card of the suit).
_TRUMP_CHANCE = (0.97, 0.8, 0.6, 0.42, 0.3)
_SIDE_CHANCE = (0.88, 0.55, 0.25)
_ALL_TRUMP_CHANCE = {9: 0.8, 8: 0.55, 7: 0.35, 6: 0.2, 5: 0.1}


def win_chances(hand: list[str], table: Table) -> dict[str, float]:
    """A rough chance that each card of ``hand`` (the nine to play) wins a trick."""
    by_suit: dict[str, list[str]] = {s: [] for s in SUITS}
    suit, rank = table.suit_of, table.rank_of.__getitem__
    for c in hand:
        by_suit[suit[c]].append(c)
    chance: dict[str, float] = {}
    for s, cards in by_suit.items():
        chance.update(_suit_chances(s, tuple(sorted(cards, key=rank, reverse=True)), table))
    trump = table.trump
    if trump not in (None, ALL_TRUMPS):
        # Short side suits let low trumps ruff.
        shortness = sum(2 if not by_suit[s] else 1 if len(by_suit[s]) == 1 else 0 for s in SUITS if s != trump)
        low = [c for c in sorted(by_suit[trump], key=rank, reverse=True) if chance[c] < 0.6]
        for c in low[:shortness]:
            chance[c] = 0.6
    return chance


def _suit_chances(s: str, cards: tuple[str, ...], table: Table) -> dict[str, float]:
    """The chances of the cards of one suit (high to low), memoised on the table."""
    key = (s, cards)
    cached = table.memo.get(key)
    if cached is not None:
        return cached
    trump, length = table.trump, len(cards)
    out = {}
    for k, c in enumerate(cards):
        gap = (9 - table.rank(c)) - k  # higher cards of the suit held elsewhere
        if trump == ALL_TRUMPS:
            p = _ALL_TRUMP_CHANCE.get(table.rank(c), 0.03)
        elif s == trump:
            p = _TRUMP_CHANCE[gap] if gap < len(_TRUMP_CHANCE) else 0.22
            if length >= 4 and k >= 3:
                p = max(p, 0.5)  # long trumps outlast the others'
        else:
            p = _SIDE_CHANCE[gap] if gap < len(_SIDE_CHANCE) else 0.04
            if length - 1 - k < gap:  # too few lower cards to guard it against the higher ones
                p *= 0.5
            if trump is None:
                if k >= 4:
                    p = max(p, 0.5)  # the long cards of a long suit
            elif length >= 4:
                p *= 0.6  # the others run out and trump it
        out[c] = p
    table.memo[key] = out
    return out


def trick_distribution(chances: list[float]) -> list[float]:
    """P(exactly k tricks), treating the cards as independent chances."""
    dist = [1.0]
    for p in chances:
        nxt = [0.0] * (len(dist) + 1)
        for k, q in enumerate(dist):
            nxt[k] += q * (1 - p)
            nxt[k + 1] += q * p
        dist = nxt
    return dist


def bid_cost(keep: list[str], laid: tuple[str, ...], table: Table) -> float:
    """Expected squared miss of the bid ``laid`` by the nine cards kept: bias² + variance."""
    chances = win_chances(keep, table).values()
    expected = sum(chances)
    variance = sum(p * (1 - p) for p in chances)
    return (expected - table.bid_of(laid)) ** 2 + variance


def ranked_bids(hand: list[str], table: Table) -> list[tuple[float, tuple[str, ...]]]:
    """Every choice of three bid cards, best first (ties in card order)."""
    cards = sorted(hand)
    out = []
    for laid in combinations(cards, 3):
        keep = [c for c in cards if c not in laid]
        out.append((bid_cost(keep, laid, table), laid))
    out.sort()
    return out


def success_chance(keep: list[str], bid: int, table: Table) -> float:
    dist = trick_distribution(list(win_chances(keep, table).values()))
    return dist[bid] if bid < len(dist) else 0.0


# -- which card to play ------------------------------------------------------------------------


def choose_play(hand: list[str], trick: list[str], need: int, gone: set[str], table: Table) -> str:
    """A card toward the bid: win cheaply while tricks are needed, else shed high cards safely.

    ``need`` is bid minus tricks won; ``gone`` the cards played this deal, as they count.
    Every choice is a min or max over keys that end with the card itself, so the order of the
    legal cards never matters (the playouts call this millions of times: no sorting, no copies).
    """
    suit = table.suit_of
    if trick:
        led = suit[trick[0]]
        legal = [c for c in hand if suit[c] == led] or hand  # follow suit if able (rules.tricks.play.legal_plays)
    else:
        legal = hand
    if len(legal) == 1:
        return legal[0]
    key = table.play_key.__getitem__
    if not trick:
        if need > 0:
            counted, higher = table.counted, table.higher
            held = {counted[c] for c in hand}
            masters = [c for c in legal if all(h in gone or h in held for h in higher[c])]
            if masters:
                side = [c for c in masters if c not in table.trumps]
                return max(side or masters, key=key)
        return min(legal, key=table.lead_key.__getitem__)
    # A card wins the trick if it beats every card so far (the first played wins among equals).
    power = table.power[suit[trick[0]]]
    top = max([power[c] for c in trick])
    winners = [c for c in legal if power[c] > top]
    losers = [c for c in legal if power[c] <= top]
    last = len(trick) == 2
    if need > 0:
        if winners:
            return min(winners, key=key) if last else max(winners, key=key)
        return min(losers, key=key)
    if losers:
        return max(losers, key=key)
    return max(winners, key=key) if last else min(winners, key=key)

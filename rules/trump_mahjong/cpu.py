"""Trump Mahjong's CPU players and the hint. A CPU reads only its seat's ``view``.

- **random**: any legal move from its own seeded Random, but it never lets a win go.
- **easy**: takes every win; keeps the hand closed to win by riichi or tsumo: declares riichi as
  soon as it may (the discard leaving the most waits), else discards the card that leaves the hand
  fewest cards from tenpai, loose honours and ends first; pons only kings (翻牌, a yaku of its
  own) and declares concealed kongs that do not slow the hand.
- **normal** (``NormalCpu``, knowledge in ``cpu_eval``): discards by shanten along the yaku the
  hand can still make, then by live useful cards; calls only when the call keeps a yaku and brings
  the hand nearer; riichis a closed tenpai unless the wait is poor and the hand already has a good
  yaku (then dama); folds with 現物 and suji against a riichi or an evident flush when far from
  tenpai.
"""

from __future__ import annotations

from typing import Any

from rules.core.command import Command
from rules.core.report import cards_text
from rules.core.text import tr
from rules.core.variant import Hint
from rules.mahjong.card_tiles import CARD_KINDS, KINGS
from rules.mahjong.cpu_frame import CpuFrame
from rules.mahjong.shanten import shanten
from rules.mahjong.melds import Meld
from rules.trump_mahjong.cpu_eval import FAR, Table, counts, plans_for
from rules.trump_mahjong.flow import chi_forbidden
from rules.trump_mahjong.state import KINDS

LEVELS = ("random", "easy", "normal", "strong")
# the weight of danger against the hand's progress: ready (less the better the hand), one card
# off, farther (fold)
PUSH_READY = (1.3, 1.0)
PUSH_ONE_OFF = 1.5
FOLD = 3.0
DAMA_HAN = 4  # a ready hand worth this many han on a ron stays dama
RIICHI_LIVE = 3  # live winning cards that make a wait decent enough to declare
OPEN_FROM = 3  # a closed hand opens (other than for kings) only this near to tenpai


def _counts(cards: list[str]) -> list[int]:
    c = [0] * CARD_KINDS
    for card in cards:
        c[KINDS[card]] += 1
    return c


def _without(cards: list[str], *gone: str) -> list[str]:
    rest = list(cards)
    for card in gone:
        rest.remove(card)
    return rest


def _loose(card: str, hand: list[str]) -> int:
    """How lonely a card is: honours and ends with no partner go first."""
    k = KINDS[card]
    near = sum(1 for c in hand if (o := KINDS[c]) != k and k < 18 and o // 9 == k // 9 and abs(o - k) <= 2)
    pairs = sum(1 for c in hand if KINDS[c] == k) - 1
    edge = k >= 18 or k % 9 in (0, 8)
    return -(near + 2 * pairs) * 2 + edge


class CpuPlayer(CpuFrame):
    def think(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        me = view["seats"][view["seat"]]
        hand, melds = list(me["hand"]), len(me["melds"])
        if view["phase"] == "turn":
            return self._turn(hand, melds, legal)
        return self._answer(hand, melds, legal)

    def _turn(self, hand: list[str], melds: int, legal: list[Command]) -> tuple[Command, str]:
        riichi = [c for c in legal if c.action == "riichi"]
        if riichi:
            best = max(riichi, key=lambda c: (self._waits(_without(hand, c.cards[0]), melds), c.cards))
            return best, tr("Riichi discarding {card}: the hand is ready and stays closed.", card=cards_text(best.cards[:1]))
        now = shanten(_counts(hand), melds)
        for command in legal:
            if command.action == "concealed_kong":
                rest = [c for c in hand if KINDS[c] != KINDS[command.cards[0]]]
                if shanten(_counts(rest), melds + 1) <= now:
                    return command, tr("Concealed kong: it costs nothing and brings a replacement card.")
        scored = []
        for command in (c for c in legal if c.action == "discard"):
            rest = _without(hand, command.cards[0])
            scored.append(((shanten(_counts(rest), melds), -_loose(command.cards[0], hand), self.rng.random()), command))
        scored.sort(key=lambda x: x[0])
        (d, _, _), best = scored[0]
        return best, tr("Discard {card}: it leaves the hand {d} from tenpai.", card=cards_text(best.cards[:1]), d=max(d, 0))

    @staticmethod
    def _waits(rest: list[str], melds: int) -> int:
        c = _counts(rest)
        total = 0
        for k in range(CARD_KINDS):
            if c[k] < 4:
                c[k] += 1
                total += shanten(c, melds) == -1
                c[k] -= 1
        return total

    def _answer(self, hand: list[str], melds: int, legal: list[Command]) -> tuple[Command, str]:
        passing = next(c for c in legal if c.action == "pass")
        for command in legal:
            if command.action == "pon" and KINDS[command.cards[0]] in KINGS:
                return command, tr("Pon the kings: 翻牌 is a yaku.")
        return passing, tr("Pass: the hand stays closed for riichi.")


class NormalCpu(CpuFrame):
    ready_push = 1.0  # the share of PUSH_READY a ready hand weighs danger by (the strong level's is less)

    def think(self, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        t = Table(view)
        if view["phase"] == "turn":
            return self._turn(t, legal)
        return self._answer(t, view, legal)

    # -- on turn ----------------------------------------------------------------------------
    def _options(self, t: Table, legal: list[Command]) -> tuple[dict[int, tuple[float, float, str]], float, float]:
        """Each discarded kind's (distance, quality, card), the nearest distance, and how much
        danger weighs (``_push``)."""
        c14 = counts(t.hand)
        options: dict[int, tuple[float, float, str]] = {}
        for command in legal:
            if command.action in ("discard", "riichi"):
                k = KINDS[command.cards[0]]
                if k not in options:
                    c14[k] -= 1
                    options[k] = (*self._measure(t, c14, k), command.cards[0])
                    c14[k] += 1
        nearest = min(d for d, _, _ in options.values())
        return options, nearest, self._push(nearest, max(q for d, q, _ in options.values() if d == nearest))

    @staticmethod
    def _cost(t: Table, option: tuple[float, float, str], push: float, k: int) -> float:
        d, quality, card = option
        return d - quality + push * t.danger(k) - 0.001 * _discard_first(card, t.cards)

    def ranked_discards(self, t: Table, legal: list[Command], push: float | None = None) -> list[tuple[float, str]]:
        """(cost, card) of one card of each discarded kind, cheapest (the normal discard) first;
        ``push`` in place of the hand's own weight of danger (0: by the hand's progress alone)."""
        options, _, own = self._options(t, legal)
        weight = own if push is None else push
        return sorted((self._cost(t, option, weight, k), option[2]) for k, option in options.items())

    def _turn(self, t: Table, legal: list[Command]) -> tuple[Command, str]:
        hand = t.hand
        options, nearest, push = self._options(t, legal)
        kong = self._kong(t, counts(hand), legal, nearest)
        if kong is not None:
            return kong
        k = min(options, key=lambda x: (self._cost(t, options[x], push, x), options[x][2]))
        d, _, card = options[k]
        riichi = next((c for c in legal if c.action == "riichi" and KINDS[c.cards[0]] == k), None)
        if riichi is not None and round(d) == 0:
            rest = list(hand)
            rest.remove(k)
            value, live, least = t.ready_value(rest, riichi=False)
            # riichi for a yaku the hand lacks, or with a decent wait when it adds a lot; dama
            # once the hand is worth 4 han without it (riichi adds little and warns the table)
            if least == 0 or (least < DAMA_HAN and live >= RIICHI_LIVE):
                return riichi, tr("Riichi discarding {card}: the hand is ready and stays closed.", card=cards_text([card]))
            return _discard(legal, card), tr("Discard {card} and stay dama: the hand already has its yaku.", card=cards_text([card]))
        if t.threats and t.danger(k) == 0 and push >= FOLD:
            return _discard(legal, card), tr("Discard {card}: a safe card while an opponent threatens.", card=cards_text([card]))
        if d >= FAR:
            return _discard(legal, card), tr("Discard {card}: no yaku is left to win with; the hand still heads for tenpai.",
                                             card=cards_text([card]))
        return _discard(legal, card), tr("Discard {card}: it leaves the hand {d} from tenpai.", card=cards_text([card]),
                                         d=max(round(d), 0))

    def _push(self, nearest: float, quality: float) -> float:
        """How much danger weighs against speed: little for a ready hand worth a lot, more for a
        cheap or thin one, much from one card off, fully (fold) farther or without a yaku."""
        if nearest >= FAR or round(nearest) >= 2:
            return FOLD
        if round(nearest) == 1:
            return PUSH_ONE_OFF
        return self.ready_push * (PUSH_READY[0] - PUSH_READY[1] * quality / 0.9)

    def _measure(self, t: Table, c13: list[int], gone: int) -> tuple[float, float]:
        """(effective distance, quality < 1) of the hand after discarding ``gone``: its live
        useful cards, or for a ready hand what its waits are worth."""
        d = t.distance(c13, t.melds, t.plans)
        if round(d) >= 1:
            u = t.ukeire(c13, t.melds, t.plans)
            return d, 0.9 * u / (u + 30)
        rest = list(t.hand)
        rest.remove(gone)
        value, live, _ = t.ready_value(rest, riichi=t.closed)
        if value == 0:  # dead waits (one card off), or live ones none of which has a yaku
            return (1.0 if live == 0 else FAR), 0.0
        ev = live * value
        return d, 0.9 * ev / (ev + 4000)

    def _kong(self, t: Table, c14: list[int], legal: list[Command], nearest: float) -> tuple[Command, str] | None:
        if t.threats:
            return None
        for command in legal:
            k = KINDS[command.cards[0]]
            if command.action == "concealed_kong":
                c14[k] -= 4
                d = t.distance(c14, t.melds + 1, t.plans)
                c14[k] += 4
                if d <= nearest:
                    return command, tr("Concealed kong: it costs nothing and brings a replacement card.")
            if command.action == "added_kong":
                c14[k] -= 1
                d = t.distance(c14, t.melds, t.plans)
                c14[k] += 1
                if d <= nearest:
                    return command, tr("Added kong: the card is no use in hand and brings a replacement.")
        return None

    # -- answering a discard --------------------------------------------------------------------
    def _answer(self, t: Table, view: dict[str, Any], legal: list[Command]) -> tuple[Command, str]:
        passing = next(c for c in legal if c.action == "pass")
        offer = KINDS[view["offer"]]
        c13 = counts(t.hand)
        now = t.distance(c13, t.melds, t.plans)
        if t.closed and round(now) <= 0:
            return passing, tr("Pass: the closed hand is ready.")
        best: tuple[float, Command] | None = None
        for command in legal:
            if command.action not in ("pon", "chi", "exposed_kong"):
                continue
            after = self._after_call(t, c13, offer, command)
            king = offer in KINGS and command.action != "chi"
            if after >= FAR or after > now or (after == now and not king):
                continue
            if t.threats and round(after) > 0:
                continue
            if command.action == "exposed_kong" and t.closed and not king:
                continue
            if t.closed and not king and now > OPEN_FROM:
                continue  # too far to give up riichi for a cheap open hand
            if best is None or after < best[0]:
                best = (after, command)
        if best is None:
            return passing, tr("Pass: a call would not bring the hand nearer with a yaku.")
        return best[1], tr("Call: the hand keeps a yaku and comes {d} from tenpai.", d=max(round(best[0]), 0))

    @staticmethod
    def _after_call(t: Table, c13: list[int], offer: int, command: Command) -> float:
        """The distance after the call and its best discard (kuikae respected, §5)."""
        if command.action == "chi":
            used = [KINDS[c] for c in command.cards]
            first = min(used + [offer])
            meld = Meld("chow", (first, first + 1, first + 2))
            banned = chi_forbidden(offer, first)
        else:
            n = 3 if command.action == "exposed_kong" else 2
            used = [offer] * n
            meld = Meld("kong_exposed" if n == 3 else "pung", (offer,) * (n + 1))
            banned = {offer}
        plans = plans_for(t.meld_list + [meld], t.options)
        c = list(c13)
        for k in used:
            c[k] -= 1
        if command.action == "exposed_kong":  # a replacement card comes before the discard
            return t.distance(c, t.melds + 1, plans)
        best = float(FAR)
        for k in range(len(c)):
            if c[k] and k not in banned:
                c[k] -= 1
                best = min(best, t.distance(c, t.melds + 1, plans))
                c[k] += 1
        return best


def _discard(legal: list[Command], card: str) -> Command:
    return next(c for c in legal if c.action == "discard" and c.cards[0] == card)


def _discard_first(card: str, hand: list[str]) -> int:
    """Which of equally good discards goes first: loose cards, and honours other than K (a K
    pair or pung is a yaku, §10 #5)."""
    k = KINDS[card]
    return _loose(card, hand) + (k >= 27 and k not in KINGS)


def make_cpu(level: str, seed: int) -> Any:
    if level == "strong":  # the shared determinized search (rules.mahjong.strong)
        from rules.trump_mahjong.cpu_strong import make_strong

        return make_strong(seed)
    if level not in LEVELS:
        raise ValueError(f"unknown CPU level {level!r}; Trump Mahjong has {', '.join(LEVELS)}")
    return NormalCpu(level, seed) if level == "normal" else CpuPlayer(level, seed)


def hint(view: dict[str, Any], legal: list[Command], meta: dict[str, Any] | None = None) -> Hint:
    """What the normal CPU would do, with its reason in one line."""
    command, reason = NormalCpu("normal", 0, meta).decide(view, legal)
    return Hint(command, reason)

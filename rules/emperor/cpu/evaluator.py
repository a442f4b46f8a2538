"""What a hand is worth to the normal player: WinValue, the Evaluator and the tuning of its model."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.cards import SUITS, suit_of
from rules.emperor.cpu.shapes import (
    _WINS_BY_FACE,
    Summary,
    _potential_options,
    _singles,
    _with,
    _without,
    completions,
    faces_of,
    winning_holdings,
)
from rules.emperor.cpu.table import Table, Threat, _mask
from rules.emperor.hand import FACES, PARTNERS
from rules.emperor.scoring import SHIBARI, VIRTUE_THRESHOLD, yaku_points

INF = float("inf")


# -- tuning of the normal player's model (points; checked against easy in bench/emperor_cpu.py)
HAZARD_PER_OPPONENT = 0.012  # chance per opponent and round that someone else ends the hand
DRAW_GAIN = 1600  # being tenpai rather than noten at an exhaustive draw (§9.4), roughly
SUCCESSION_GAIN = 1500  # a commoner's virtuous win founds a dynasty: the emperor scores more later
SOFT_STEP = 0.3  # credit kept per missing yaku for a shape that waits on an invalid win
SOFT_SCALE = 0.2  # and the share of a valid win's value such a shape is worth at best
POTENTIAL = 0.35  # weight of a one-set hand's chance to reach a good two-set core
CALL_MARGIN = 1.05  # a call must beat drawing by a little: it shows the hand and freezes a set
RON_SHARE = 1.1  # an opponent's discard is about as likely as my draw to be a card I wait on (fitted)
WAITS_PER_HAND = 1.5  # normalises the danger count: fitted so predicted deal-ins match those of CPU games
TYPICAL_EXTRA = 600  # dora and virtue points a win usually adds to its yaku points
DANGER_STRIDE = 3  # the danger's normalisation is counted on a sample of the winning holdings
FROZEN_SHARE = 0.1  # share of today's danger each later forced discard of a riichi hand carries


# =============================================================================================
# What a hand is worth


@dataclass(frozen=True)
class WinValue:
    gain: float  # points I collect, plus a share for founding a dynasty
    base: int  # base points of the best valid reading (what each payer owes on tsumo)
    valid: bool
    yaku: int  # yaku of the best normal reading (valid or not), -1 for none
    virtuous: bool


NO_WIN = WinValue(0.0, 0, False, -1, False)



_WIN_CACHE: dict[tuple, dict[tuple, WinValue]] = {}


class Evaluator:
    """Per-decision valuation of hands for one table; memoises everything that depends on it."""

    danger_weight = 1.0  # the share of a discard's danger counted (strong pushes with less)

    def __init__(self, table: Table) -> None:
        self.t = table
        self.n = table.players
        self.unseen = max(1, len(table.unseen))
        self.hazard = HAZARD_PER_OPPONENT * (self.n - 1)
        self.need_virtue = VIRTUE_THRESHOLD[self.n]
        self.dyn_suit = suit_of(table.dynasty_card) if table.dynasty_card and table.emperor else ""
        self.dyn_face = table.dyn_face
        # What a win scores changes only with the Ks and jokers I hold and the era, so the values
        # are shared between the decisions of a hand (and between players at the same context).
        context = (self.n, table.emperor, table.dynasty_card, table.field_k_suits, table.field_jokers,
                   table.hand_jokers, table.stock > 0, table.dora_ceiling, min(4, table.hands_left))
        self._win = _WIN_CACHE.get(context)
        if self._win is None:
            if len(_WIN_CACHE) > 64:
                _WIN_CACHE.clear()
            self._win = _WIN_CACHE[context] = {}
        elif len(self._win) > 200_000:
            self._win.clear()
        self._leaf: dict[tuple, float] = {}
        self._credit: dict[tuple[int, int], list[float]] = {}
        self._danger: dict[int, float] | None = None

    # -- one complete holding ---------------------------------------------------------------
    def win(self, conc: tuple[int, ...], f: int, exp: tuple[tuple[int, int], ...], tsumo: bool) -> WinValue:
        """What completing ``conc`` (one card short) with face ``f`` would bring."""
        summary = completions(conc, exp).get(f)
        if summary is None:
            return NO_WIN
        t = self.t
        # Ks and jokers I would hold beyond those already in my field (a card drawn since).
        new_k = ()
        if f >= 48 or (conc and conc[-1] >= 48):
            new_k = tuple(sorted({FACES[x][1] for x in conc + (f,) if x >= 48} - t.field_k_suits))
        new_j = 0
        if self.dyn_face >= 0:  # the dynasty face in hand can only be a joker (the card is on the table)
            new_j = max(0, conc.count(self.dyn_face) + (f == self.dyn_face) - t.hand_jokers)
        key = (summary, new_k, new_j, tsumo, len(exp))
        got = self._win.get(key)
        if got is None:
            got = self._win[key] = self._score(summary, len(t.field_k_suits) + len(new_k),
                                               t.field_k_suits.union(new_k), t.field_jokers + new_j, tsumo, len(exp))
        return got

    def _score(self, summary: Summary, kings: int, k_suits, jokers: int, tsumo: bool, calls: int) -> WinValue:
        t = self.t
        shib = SHIBARI[self.n] + calls
        indicators = dict.fromkeys(SUITS, 0)
        for s in k_suits:
            indicators[s] += 1
        if self.dyn_suit:
            indicators[self.dyn_suit] += 1
        ura = jokers if t.stock > 0 else 0  # one ura card per joker; its suit is a guess
        menzen = 1 if (tsumo and calls == 0) else 0
        best: tuple | None = None
        best_y = -1
        for sansou, y, sou in summary:
            if not sansou:
                best_y = max(best_y, y)
            if not (sansou or y >= shib):
                continue
            dora = 0.0
            for s in sou:
                if t.dora_ceiling:
                    dora += indicators[s] + ura / 4
                else:
                    dora += 1 if indicators[s] else 1 - 0.75 ** ura
            virtue = len(sou) + kings + jokers + (1 if t.emperor else 0) + menzen
            virtuous = virtue >= self.need_virtue
            base = yaku_points(y, t.emperor) + 1000 * dora + (virtue * 100 if virtuous else 0)
            cand = (base, virtue, virtuous)
            if best is None or cand > best:
                best = cand
        if best is None:
            return WinValue(0.0, 0, False, best_y, False)
        base, _, virtuous = best
        gain = base * (self.n - 1)
        if virtuous and not t.emperor:  # a commoner's virtuous win founds a dynasty (§7.3)
            gain += SUCCESSION_GAIN * min(1.0, t.hands_left / 4)
        return WinValue(gain, int(round(base)), True, best_y, virtuous)

    # -- a hand waiting for its next card ------------------------------------------------------
    def soft(self, y: int, shib: int, draws: int) -> float:
        """Credit for a shape that completes with ``y`` yaku below the shibari: it may be upgraded."""
        if y < 0 or draws <= 1:
            return 0.0
        ref = yaku_points(shib, self.t.emperor) * (self.n - 1)
        return SOFT_SCALE * ref * SOFT_STEP ** max(0, shib - y) * min(1.0, (draws - 1) / 4)

    def waits(self, conc, exp, tsumo: bool = True) -> list[tuple[int, WinValue]]:
        """Every face completing a winning shape, with the value of that win."""
        return [(f, self.win(conc, f, exp, tsumo)) for f in sorted(completions(conc, exp))]

    def _ev(self, p: float, per_draw: float, draws: int) -> tuple[float, float]:
        """(expected points, chance the hand reaches its end) for ``draws`` chances at rate ``p``.

        ``per_draw`` is the expected gain of one chance; the others may end the hand first.
        """
        h = self.hazard
        r = (1 - h) * (1 - p)
        if r >= 1:
            return 0.0, 1.0
        return (1 - h) * per_draw * (1 - r ** draws) / (1 - r), r ** draws

    def leaf(self, conc: tuple[int, ...], exp: tuple[tuple[int, int], ...], draws: int, riichi: bool = True) -> float:
        """Expected points of keeping this hand as it is for ``draws`` more draws (a static guess):
        the better of waiting for tsumo and, if ``riichi``, declaring riichi (ron on anyone's
        discard, but frozen)."""
        key = (conc, exp, draws)
        got = self._leaf.get(key)
        if got is None:
            got = self._leaf[key] = self._leaf_values(conc, exp, draws)
        return max(got) if riichi else got[0]

    def _leaf_values(self, conc, exp, draws) -> tuple[float, float]:
        """(waiting for tsumo, declaring riichi; -inf when riichi is not allowed)."""
        live, n, u = self.t.live, self.n, self.unseen
        shib = SHIBARI[n] + len(exp)
        mass = total = ron_total = soft_total = 0.0
        shape = riichi = False
        for f in completions(conc, exp):
            wt = self.win(conc, f, exp, True)
            if wt.yaku >= 0:
                shape = True
                if wt.yaku >= shib:
                    riichi = True
            lv = live[f]
            if not lv:
                continue
            if wt.valid:
                wr = self.win(conc, f, exp, False)
                mass += lv
                total += lv * wt.gain
                ron_total += lv * (wt.gain + (n - 1) * wr.gain) / n
            else:
                soft_total += lv * self.soft(wt.yaku, shib, draws)
        tenpai_at_draw = (shape and not exp) or riichi
        if draws <= 0:
            return (DRAW_GAIN if tenpai_at_draw else 0.0), -INF
        value, end = self._ev(mass / u, (total + soft_total) / u, draws)
        if tenpai_at_draw:
            value += DRAW_GAIN * end
        elif not shape:
            value += self.potential(conc, exp, draws)
        return value, (self._riichi_ev(mass, ron_total, draws) if riichi and mass else -INF)

    def _riichi_ev(self, mass: float, ron_total: float, draws: int) -> float:
        p = mass / self.unseen
        # Each round: my draw, and each opponent's discard (somewhat less often one I wait on).
        p_round = 1 - (1 - p) * (1 - RON_SHARE * p) ** (self.n - 1)
        value, end = self._ev(p_round, p_round * ron_total / mass, draws)
        return value + DRAW_GAIN * end - self.frozen_risk(draws)

    def riichi_value(self, conc, exp, draws: int) -> float:
        """Expected points of declaring riichi now, leaving this hand."""
        live, n = self.t.live, self.n
        mass = ron_total = 0.0
        for f in completions(conc, exp):
            wt = self.win(conc, f, exp, True)
            if not wt.valid or not live[f]:
                continue
            wr = self.win(conc, f, exp, False)
            mass += live[f]
            ron_total += live[f] * (wt.gain + (n - 1) * wr.gain) / n
        if not mass or draws <= 0:
            return DRAW_GAIN * (1 - self.hazard) - self.frozen_risk(draws)
        return self._riichi_ev(mass, ron_total, draws)

    def potential(self, conc, exp, draws) -> float:
        """A hand two steps from a shape: what one good draw would make of its best set."""
        if draws <= 1:
            return 0.0
        live, shib = self.t.live, SHIBARI[self.n] + len(exp)
        credit = self._credit.get((shib, draws))
        if credit is None:
            full = self.soft(shib, shib, draws)
            credit = self._credit[(shib, draws)] = [self.soft(y, shib, draws) if y < shib else full for y in range(16)]
        best = 0.0
        for options in _potential_options(conc, exp):
            total = 0.0
            for f, y in options:
                total += live[f] * credit[y]
            best = max(best, total)
        return POTENTIAL * best / self.unseen * min(draws, 6)

    def lookahead(self, conc: tuple[int, ...], exp: tuple[tuple[int, int], ...], draws: int) -> float:
        """Expected points of this hand: one explicit draw (then the best discard), then leaves."""
        if draws <= 0:
            return self.leaf(conc, exp, 0)
        live = self.t.live
        # A draw that leaves the hand as it is leaves the same choice as now: riichi later is
        # counted only for hands that change (else dama would always look like "riichi next turn").
        stay = self.leaf(conc, exp, draws - 1, riichi=False)
        near: set[int] = set()
        for f in conc:
            if f >= 0:
                near |= PARTNERS[f]
        discards = sorted(set(conc))
        # A drawn card that pairs with nothing can only stand in for the single of a ready hand:
        # those are the only discards worth trying for it (a better wait), and only if ready.
        singles = _singles(conc) if completions(conc, exp) else ()
        total, mass = 0.0, 0
        for d in range(52):
            lv = live[d]
            if not lv:
                continue
            if d in near:
                w = self.win(conc, d, exp, True)
                if w.valid:
                    total += lv * w.gain
                    mass += lv
                    continue
                tries = discards
            elif singles:
                tries = singles
            else:
                continue
            six = _with(conc, d)
            value = stay
            for c in tries:
                if c != d:
                    v = self.leaf(_without(six, c), exp, draws - 1)
                    if v > value:
                        value = v
            total += lv * value
            mass += lv
        return (1 - self.hazard) * (total + (self.unseen - mass) * stay) / self.unseen

    # -- what a discard may cost -----------------------------------------------------------------
    def danger(self) -> dict[int, float]:
        """Expected points lost by discarding each face of my hand, to the opponents in riichi."""
        if self._danger is None:
            self._danger = {}
            mine = _mask(faces_of(self.t.hand, self.t.dynasty_card))
            for threat in self.t.threats:
                for f, loss in self._threat_loss(threat, mine).items():
                    self._danger[f] = self._danger.get(f, 0.0) + loss
            if self.danger_weight != 1.0:
                self._danger = {f: v * self.danger_weight for f, v in self._danger.items()}
        return self._danger

    def _threat_loss(self, threat: Threat, mine: int) -> dict[int, float]:
        return {f: p * pay for f, (p, pay) in self.threat_odds(threat, mine).items()}

    def threat_odds(self, threat: Threat, mine: int) -> dict[int, tuple[float, float]]:
        """For each of my faces: (P(their hand wins on it), what that ron would cost me).

        Their frozen hand is taken as any valid tenpai holding of unseen cards (besides their
        exposed sets), except those that would have won on a card that has passed since their
        riichi. Counting holdings is a uniform prior: crude, but it knows the shibari and the sets.
        """
        live = self.t.live
        avail = _mask(f for f in range(52) if live[f])
        need = SHIBARI[self.n] + threat.calls
        exp = threat.exposed_mask
        wins, by_face = winning_holdings(), _WINS_BY_FACE
        # How many (hand, winning card) pairs their reach allows: counted on every third holding.
        pairs = 0
        for mask, y in wins[::DANGER_STRIDE]:
            if y < need:
                break
            if mask & exp != exp:
                continue
            rest = mask ^ exp
            miss = rest & ~avail
            if not miss:
                pairs += bin(rest).count("1")
            elif not miss & (miss - 1):  # exactly one card of it is out of their reach
                pairs += 1
        pairs *= DANGER_STRIDE
        # Hands that would have won on a card passed since the riichi are not theirs.
        excluded: set[int] = set()
        for g in range(52):
            bit = 1 << g
            if threat.passed_mask & bit:
                for mask, y in by_face[g]:
                    if y < need:
                        break
                    if mask & exp == exp and not (mask ^ exp ^ bit) & ~avail:
                        excluded.add(mask ^ exp ^ bit)
        candidates: list[tuple[int, int, int]] = []  # (their hand, my face that completes it, yaku)
        for face in range(52):
            bit = 1 << face
            if not mine & bit:
                continue
            for mask, y in by_face[face]:
                if y < need:
                    break
                if mask & exp != exp:
                    continue
                hand = mask ^ exp ^ bit
                if not hand & ~avail and hand not in excluded:
                    candidates.append((hand, bit, y))
        hands = (pairs - len(excluded)) / WAITS_PER_HAND
        if hands <= 0:
            return {}
        count: dict[int, int] = {}
        pay: dict[int, float] = {}
        for hand, bit, y in candidates:
            face = bit.bit_length() - 1
            count[face] = count.get(face, 0) + 1
            pay[face] = pay.get(face, 0.0) + yaku_points(min(y, 12), threat.emperor) + TYPICAL_EXTRA
        return {f: (min(1.0, c / hands), pay[f] / c * (self.n - 1)) for f, c in count.items()}

    def frozen_risk(self, draws: int) -> float:
        """Riichi freezes my hand: each later draw is thrown, whatever the danger."""
        if not self.t.threats or draws <= 0:
            return 0.0
        danger = self.danger()
        mine = faces_of(self.t.hand, self.t.dynasty_card)
        typical = sum(danger.get(f, 0.0) for f in mine) / max(1, len(mine))
        return typical * min(draws, 6) * FROZEN_SHARE

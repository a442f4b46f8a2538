"""Emperor's CPU players (easy, normal) and the hint (spec §3–§9, §11).

A CPU sees only its own seat's ``view`` and its ``legal`` commands. Everything it knows about
hidden cards is derived here: the *unseen* cards are the 54 of the pack minus every card the
view shows (own hand, every river, exposed sets, kept Ks, the dynasty card, the ura row).

Hands are handled as sorted tuples of face ids (``rules.emperor.hand``): a joker is the dynasty
face during a dynasty and ``NO_FACE`` (dead) in the Warring States. Structure (which cards
complete a hand, the readings of a complete hand) is memoised for the whole process; what a
hand is *worth* depends on the table (unseen cards, Ks and jokers in the field, emperor or not)
and is memoised per decision.

- **easy** keeps cards that form or can form sets (wangzi, pairs), throws the loosest card,
  takes every win, declares riichi when offered and calls only a set that leaves a valid wait.
- **normal** maximises expected points. Each candidate hand is valued by a one-draw expectimax
  over the unseen cards whose leaves count the unseen winning cards, weighted by what each win
  would score (yaku, dora, virtue, founding a dynasty), as a tsumo-only wait or as a riichi (ron on
  anyone's discard), with a little credit for shapes one step from valid. Against opponents in
  riichi, each discard also pays its expected cost: the chance that it completes one of their
  possible valid hands (never one that would have won on a card that has passed since), times
  what that ron would cost. Riichi, calls and regrouping are weighed on the same scale; wins are
  always taken; a new emperor picks a dynasty suit that none of their kept Ks already marks.
"""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from typing import Any, Callable

from rules.core.cards import SUITS, display, is_joker, rank_of, standard_pack, suit_of
from rules.core.command import Command
from rules.core.text import tr
from rules.core.variant import CpuPlayer, Hint
from rules.emperor.hand import FACES, FID_CARD, KIND, MATCHINGS, NO_FACE, PAIR, PARTNERS, SOU, fid
from rules.emperor.scoring import SHIBARI, VIRTUE_THRESHOLD, yaku_points
from rules.emperor.yaku import yaku_count

LEVELS = ("easy", "normal")
INF = float("inf")
PACK = tuple(standard_pack(jokers=2))


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
# Structure on face ids (memoised for the process)


def _kind(a: int, b: int) -> int:
    return 0 if a < 0 or b < 0 else KIND[a * 52 + b]


@lru_cache(maxsize=1 << 16)
def all_sets(conc: tuple[int, ...]) -> bool:
    """Whether the concealed faces split completely into sets (an empty tuple does)."""
    if not conc:
        return True
    if NO_FACE in conc or len(conc) % 2:
        return False
    return any(all(KIND[conc[i] * 52 + conc[j]] for i, j in m) for m in MATCHINGS[len(conc)])


@lru_cache(maxsize=1 << 17)
def shape_waits(conc: tuple[int, ...]) -> tuple[int, ...]:
    """Faces that would turn these concealed faces (one short) into sets only.

    Exposed sets are sets already, so they do not matter here; whether the result is a winning
    shape (two wangzi and a pair, or three sou) is for :func:`completions` to say.
    """
    if NO_FACE in conc:
        return ()
    out: set[int] = set()
    for i, single in enumerate(conc):
        if all_sets(conc[:i] + conc[i + 1:]):
            out |= PARTNERS[single]
    return tuple(sorted(out))


Summary = tuple[tuple[bool, int, tuple[str, ...]], ...]


@lru_cache(maxsize=1 << 15)
def _yaku(w1: tuple[int, int], w2: tuple[int, int], p: tuple[int, int]) -> int:
    return yaku_count((FACES[w1[0]], FACES[w1[1]]), (FACES[w2[0]], FACES[w2[1]]), (FACES[p[0]], FACES[p[1]]))


def _read(sets: list[tuple[int, int, int]]) -> tuple[bool, int, tuple[str, ...]] | None:
    """One reading of three sets (kind, face, face): (three-sou?, yaku, sou suits), or None."""
    pairs = [x for x in sets if x[0] == PAIR]
    if not pairs:
        if all(x[0] == SOU for x in sets):
            return (True, 0, tuple(sorted(FACES[x[1]][1] for x in sets)))
        return None
    if len(pairs) != 1:
        return None
    w1, w2 = sorted(tuple(sorted(x[1:])) for x in sets if x[0] != PAIR)
    p = pairs[0]
    y = _yaku(w1, w2, (min(p[1], p[2]), max(p[1], p[2])))
    return (False, y, tuple(sorted(FACES[w[0]][1] for w in (w1, w2) if KIND[w[0] * 52 + w[1]] == SOU)))


@lru_cache(maxsize=1 << 18)
def completions(conc: tuple[int, ...], exp: tuple[tuple[int, int], ...]) -> dict[int, Summary]:
    """For a holding one card short: each face that completes a winning shape, with every reading
    of the completed holding as (three-sou?, yaku count, suits of its sou), the same readings as
    :func:`rules.emperor.hand.readings` (the tests check it). Do not mutate the result.

    Any reading of the completed holding puts the new card in a set with one concealed card, the
    *single*, and the other concealed cards in sets; so the decompositions of this hand give them all.
    """
    if NO_FACE in conc or len(conc) + 2 * len(exp) != 5:
        return {}
    fixed = []
    for a, b in exp:
        k = _kind(a, b)
        if not k:
            return {}
        fixed.append((k, a, b))
    found: dict[int, set] = {}
    for i, single in enumerate(conc):
        if i and conc[i - 1] == single:
            continue  # the same face as the previous single gives the same decompositions
        rest = conc[:i] + conc[i + 1:]
        for m in MATCHINGS[len(rest)]:
            sets = list(fixed)
            for a, b in m:
                k = KIND[rest[a] * 52 + rest[b]]
                if not k:
                    break
                sets.append((k, rest[a], rest[b]))
            else:
                for f in PARTNERS[single]:
                    reading = _read(sets + [(KIND[single * 52 + f], single, f)])
                    if reading is not None:
                        found.setdefault(f, set()).add(reading)
    return {f: tuple(sorted(r)) for f, r in found.items()}


@lru_cache(maxsize=1 << 12)
def core_yaku(w1: tuple[int, int], w2: tuple[int, int]) -> int:
    """Yaku that two wangzi give on their own (the ○ yaku of §5.1, after absorption)."""
    (r1, s1), (r2, s2) = FACES[w1[0]], FACES[w1[1]]
    (r3, s3), (r4, s4) = FACES[w2[0]], FACES[w2[1]]
    sou1, sou2 = s1 == s2, s3 == s4
    y = 0
    if sou1 and sou2:
        y += 3 if s1 == s3 else 2
    elif sou1 or sou2:
        y += 1
    if len({s in "HD" for s in (s1, s2, s3, s4)}) == 1 and not (sou1 and sou2 and s1 == s3):
        y += 1
    faces1 = [s for r, s in ((r1, s1), (r2, s2)) if r >= 11]
    faces2 = [s for r, s in ((r3, s3), (r4, s4)) if r >= 11]
    if faces1 and faces2 and (faces1[0] in "HD") == (faces2[0] in "HD"):
        y += 1
    i1, i2 = min(r1, r2), min(r3, r4)
    if {i1, i2} == {5, 6}:
        y += 2
    elif abs(i1 - i2) == 1:
        y += 1
    elif i1 == i2:
        y += 2
    return y


@lru_cache(maxsize=1 << 14)
def core_options(core: tuple[int, int], single: int) -> tuple[tuple[int, int], ...]:
    """For a set and a loose card: each face that would make the loose card a set, with a guess
    of the yaku the two sets promise (two wangzi: their own yaku plus one the pair usually adds;
    a wangzi and a pair: one, two with a sou); two pairs promise nothing."""
    out = []
    k1 = KIND[core[0] * 52 + core[1]]
    for f in sorted(PARTNERS[single]):
        k2 = KIND[single * 52 + f]
        if k1 == PAIR and k2 == PAIR:
            continue
        if k1 != PAIR and k2 != PAIR:
            y = core_yaku(tuple(sorted(core)), tuple(sorted((single, f)))) + 1
        else:
            w = core if k1 != PAIR else (single, f)
            y = 1 + (FACES[w[0]][1] == FACES[w[1]][1])
        out.append((f, y))
    return tuple(out)


@lru_cache(maxsize=1 << 15)
def _singles(conc: tuple[int, ...]) -> tuple[int, ...]:
    """The cards that can be left over when the rest of the hand splits into sets."""
    return tuple(sorted({f for i, f in enumerate(conc) if all_sets(conc[:i] + conc[i + 1:])}))


def faces_of(cards, dynasty_card: str | None) -> tuple[int, ...]:
    return tuple(sorted(fid(c, dynasty_card) for c in cards))


def exposed_faces(exposed, dynasty_card: str | None) -> tuple[tuple[int, int], ...]:
    return tuple(sorted(tuple(sorted((fid(a, dynasty_card), fid(b, dynasty_card)))) for a, b in exposed))


def _without(conc: tuple[int, ...], f: int) -> tuple[int, ...]:
    i = conc.index(f)
    return conc[:i] + conc[i + 1:]


def _with(conc: tuple[int, ...], f: int) -> tuple[int, ...]:
    return tuple(sorted(conc + (f,)))


@lru_cache(maxsize=1 << 17)
def _potential_options(conc: tuple[int, ...], exp: tuple[tuple[int, int], ...]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """For each set the hand could keep (exposed or concealed): the (face, promised yaku) of every
    card that would turn one of the other cards into a second set."""
    cores = list(exp)
    for i in range(len(conc)):
        for j in range(i + 1, len(conc)):
            if _kind(conc[i], conc[j]):
                cores.append((conc[i], conc[j]))
    out = []
    for core in cores:
        rest = list(conc)
        for f in core:
            if f in rest:
                rest.remove(f)
        out.append(tuple(opt for a in rest if a >= 0 for opt in core_options(core, a)))
    return tuple(out)


# -- every valid winning holding, for reading the danger of a discard ---------------------------

_WINS: list[tuple[int, int]] = []  # (bit mask of the 6 faces, best yaku; 99 for three-sou), by yaku
_WINS_BY_FACE: list[list[tuple[int, int]]] = [[] for _ in range(52)]  # the same, per face they hold
_WINS_LOCK = threading.Lock()  # CPU players may think on several threads


def winning_holdings() -> list[tuple[int, int]]:
    """Every 6-face holding of natural faces that is a normal hand with 3+ yaku or three-sou.

    Built once, in a fraction of a second; the lowest shibari of any table is 3, so it serves all.
    """
    with _WINS_LOCK:
        if not _WINS:
            wins = _build_winning_holdings()
            for mask, y in wins:
                for f in range(52):
                    if mask >> f & 1:
                        _WINS_BY_FACE[f].append((mask, y))
            _WINS.extend(wins)
    return _WINS


def _build_winning_holdings() -> list[tuple[int, int]]:
    sets = [(a, b) for a in range(52) for b in range(a + 1, 52) if KIND[a * 52 + b]]
    wangzi = [s for s in sets if KIND[s[0] * 52 + s[1]] != PAIR]
    pairs = [s for s in sets if KIND[s[0] * 52 + s[1]] == PAIR]
    sou = [s for s in wangzi if KIND[s[0] * 52 + s[1]] == SOU]
    best: dict[int, int] = {}
    for i, w1 in enumerate(wangzi):
        m1 = (1 << w1[0]) | (1 << w1[1])
        f1 = (FACES[w1[0]], FACES[w1[1]])
        for w2 in wangzi[i + 1:]:
            m2 = (1 << w2[0]) | (1 << w2[1])
            if m1 & m2:
                continue
            f2 = (FACES[w2[0]], FACES[w2[1]])
            for p in pairs:
                mp = (1 << p[0]) | (1 << p[1])
                if mp & (m1 | m2):
                    continue
                y = yaku_count(f1, f2, (FACES[p[0]], FACES[p[1]]))
                if y >= 3:
                    mask = m1 | m2 | mp
                    if y > best.get(mask, -1):
                        best[mask] = y
    for a, b, c in combinations(sou, 3):
        mask = (1 << a[0]) | (1 << a[1]) | (1 << b[0]) | (1 << b[1]) | (1 << c[0]) | (1 << c[1])
        if bin(mask).count("1") == 6:
            best[mask] = 99
    return sorted(best.items(), key=lambda kv: -kv[1])


# =============================================================================================
# What the seat knows (from its view only)


@dataclass
class Threat:
    """An opponent in riichi: what their frozen hand may be waiting on."""

    seat: int
    exposed_mask: int  # faces of their exposed sets
    calls: int
    passed_mask: int  # faces discarded since their riichi that they did not win on
    emperor: bool


@dataclass
class Table:
    """The seat's digest of its view: its cards, the unseen cards, and what a win would score."""

    me: int
    players: int
    hand: list[str]
    exposed: list[tuple[str, str]]
    dynasty_card: str | None
    emperor: bool
    stock: int
    unseen: list[str]
    live: list[int]  # per face id: unseen cards that play as that face
    field_k_suits: frozenset[str]  # suits of the Ks in my field (river, kept, exposed, hand)
    field_jokers: int  # jokers in my field
    hand_jokers: int
    dora_ceiling: bool
    hands_left: int
    threats: list[Threat] = field(default_factory=list)

    @property
    def dyn_face(self) -> int:
        return fid(self.dynasty_card, None) if self.dynasty_card else NO_FACE

    def shibari(self, calls: int | None = None) -> int:
        return SHIBARI[self.players] + (len(self.exposed) if calls is None else calls)


def _mask(faces) -> int:
    m = 0
    for f in faces:
        if f >= 0:
            m |= 1 << f
    return m


def _threats(view: dict[str, Any], dyn: str | None) -> list[Threat]:
    """Opponents in riichi, with the cards that have passed them since (they always win if they can)."""
    me, n, seats = view["seat"], view["players"], view["seats"]
    dealer = view.get("dealer", 0)
    out = []
    for r, s in enumerate(seats):
        if r == me or not s["riichi"]:
            continue
        passed: list[str] = []
        river = s["river"]
        if s.get("riichi_card") in river:
            after = len(river) - river.index(s["riichi_card"]) - 1
            passed += river[len(river) - after:] if after else []
            at_riichi = s["discards"] - after  # their discard count when they declared
            pos_r = (r - dealer) % n
            for j, other in enumerate(seats):
                if j == r:
                    continue
                before = at_riichi if (j - dealer) % n < pos_r else at_riichi - 1
                since = max(0, min(len(other["river"]), other["discards"] - before))
                passed += other["river"][len(other["river"]) - since:] if since else []
        exposed = [c for p in s["exposed"] for c in p]
        out.append(Threat(r, _mask(fid(c, dyn) for c in exposed), len(s["exposed"]),
                          _mask(fid(c, dyn) for c in passed), view.get("emperor") == r))
    return out


def read_table(view: dict[str, Any]) -> Table:
    me = view["seat"]
    seat = view["seats"][me]
    hand = list(seat["hand"] or [])
    exposed = [tuple(p) for p in seat["exposed"]]
    dyn = view.get("dynasty_card")
    seen: set[str] = set(hand)
    for s in view["seats"]:
        seen.update(s["river"])
        seen.update(c for p in s["exposed"] for c in p)
        seen.update(s["kept_kings"])
    seen.update(view.get("ura_row") or [])
    if dyn:
        seen.add(dyn)
    unseen = [c for c in PACK if c not in seen]
    live = [0] * 52
    for c in unseen:
        f = fid(c, dyn)
        if f != NO_FACE:
            live[f] += 1
    mine = hand + list(seat["river"]) + list(seat["kept_kings"]) + [c for p in exposed for c in p]
    return Table(
        me=me,
        players=view["players"],
        hand=hand,
        exposed=exposed,
        dynasty_card=dyn,
        emperor=view.get("emperor") == me,
        stock=view.get("stock", 0),
        unseen=unseen,
        live=live,
        field_k_suits=frozenset(suit_of(c) for c in mine if rank_of(c) == 13),
        field_jokers=sum(1 for c in mine if is_joker(c)),
        hand_jokers=sum(1 for c in hand if is_joker(c)),
        dora_ceiling=bool(view.get("options", {}).get("dora_ceiling", False)),
        hands_left=max(0, view.get("match_length", 15) - view.get("hand_no", 1)),
        threats=_threats(view, dyn),
    )


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


# =============================================================================================
# Decisions


def _face(card: str, table: Table) -> int:
    return fid(card, table.dynasty_card)


def keep_score(card: str, hand: list[str], table: Table) -> float:
    """How much a card holds the hand together: sets it forms now, and unseen cards it could pair with."""
    f = _face(card, table)
    if f == NO_FACE:
        return -10.0  # a joker in the Warring States is dead in hand; in the river it is virtue
    score = 0.0
    skipped = False
    for other in hand:
        if other == card and not skipped:
            skipped = True
            continue
        k = _kind(f, _face(other, table))
        if k:
            score += 3.5 if k == 2 else 3.0
    score += 0.15 * sum(table.live[p] for p in PARTNERS[f])
    return score


@dataclass
class Decision:
    command: Command
    reason: Callable[[], str]  # built only when a person asks (the hint)
    values: dict[Command, float] = field(default_factory=dict)  # expected points of each option weighed


def _first(legal: list[Command], action: str) -> Command | None:
    return next((c for c in legal if c.action == action), None)


def _win_reason(view: dict[str, Any], legal: list[Command], cmd: Command) -> Callable[[], str]:
    def reason() -> str:
        label = tr("Tsumo") if cmd.action == "tsumo" else tr("Ron on {card}", card=display(cmd.cards[0]))
        scored = _score_now(view, cmd)
        if scored is None:
            return tr("{label}: your hand is complete and valid; take the win.", label=label)
        names, points = scored
        return tr("{label}: {yaku}, {points:,} points.", label=label, yaku=names, points=points)

    return reason


def _score_now(view: dict[str, Any], cmd: Command) -> tuple[str, int] | None:
    """The yaku and the points a win now brings, from the scoring module (ura-dora not yet known)."""
    try:
        from rules.emperor.scoring import WinContext, score_win
    except ImportError:  # pragma: no cover - the scoring module is always there in a full tree
        return None
    me = view["seat"]
    seat = view["seats"][me]
    hand = list(seat["hand"] or [])
    winning = view.get("drawn")
    if cmd.action == "ron":
        winning = cmd.cards[0]
        hand.append(winning)
    # The bonus yaku the view shows (ippatsu and double riichi are not in it; the hint leaves them out).
    first_turn = seat["discards"] == 0 and not view.get("called")
    tenhou = cmd.action == "tsumo" and winning is None and me == view.get("dealer") and first_turn
    chiihou = (cmd.action == "tsumo" and winning is not None and me != view.get("dealer") and seat["draws"] == 1
               and not view.get("any_call"))
    last = view.get("stock") == 0 and (cmd.action == "ron" or winning is not None)
    try:
        b = score_win(
            WinContext(
                players=view["players"],
                winner=me,
                concealed=tuple(hand),
                exposed=tuple(tuple(p) for p in seat["exposed"]),
                winning_card=winning,
                by=cmd.action,
                discarder=view["turn"] if cmd.action == "ron" else None,
                dynasty_card=view.get("dynasty_card"),
                emperor=view.get("emperor"),
                river=tuple(seat["river"]),
                kept_kings=tuple(seat["kept_kings"]),
                ura_cards=(),
                dora_ceiling=bool(view["options"].get("dora_ceiling", False)),
                last_card=last,
                tenhou=tenhou,
                chiihou=chiihou,
            )
        )
    except Exception:  # the hint must never break the table
        return None
    if not b.valid:
        return None
    names = [y.japanese for y in b.yaku]
    label = "・".join(names) if names else (tr("three sou (三双)") if b.shape == "sansou" else tr("no yaku"))
    total = b.base * (view["players"] - 1)
    return label, total


def _take_win(view: dict[str, Any], legal: list[Command]) -> Decision | None:
    """Both levels always take a win that is offered."""
    for action in ("tsumo", "ron"):
        win = _first(legal, action)
        if win:
            return Decision(win, _win_reason(view, legal, win))
    return None


class _Player:
    level = ""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)  # the CPU's own randomness; never the module-level one

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        if not legal:
            raise ValueError("a CPU player was asked to act with no legal command")
        cmd = self.decide(view, legal).command
        assert cmd in legal
        return cmd

    def decide(self, view: dict[str, Any], legal: list[Command]) -> Decision:
        raise NotImplementedError


class EasyCpu(_Player):
    """Sound heuristics, no arithmetic of points."""

    level = "easy"

    def decide(self, view: dict[str, Any], legal: list[Command]) -> Decision:
        win = _take_win(view, legal)
        if win:
            return win
        if legal[0].action == "dynasty":
            cmd = self.rng.choice(legal)
            return Decision(cmd, lambda: tr("Any suit will do for the dynasty card."))
        table = read_table(view)
        if _first(legal, "draw"):
            return self._draw_or_call(table, legal)
        riichi = [c for c in legal if c.action == "riichi"]
        if riichi:
            best = max(riichi, key=lambda c: (self._live_waits(table, c.cards[0]), -legal.index(c)))
            return Decision(best, lambda: tr("Riichi: your hand is ready."))
        discards = [c for c in legal if c.action == "discard"]
        if len(discards) == 1:
            return Decision(discards[0], lambda: tr("Your hand is frozen: discard the card you drew."))
        scores = {c: keep_score(c.cards[0], table.hand, table) for c in discards}
        low = min(scores.values())
        loosest = [c for c in discards if scores[c] <= low + 1e-9]
        cmd = self.rng.choice(loosest)
        return Decision(cmd, lambda: tr("Discard {card}: it holds the hand together least.", card=display(cmd.cards[0])))

    def _live_waits(self, table: Table, discard: str) -> int:
        rest = list(table.hand)
        rest.remove(discard)
        return sum(table.live[f] for f in shape_waits(faces_of(rest, table.dynasty_card)))

    def _draw_or_call(self, table: Table, legal: list[Command]) -> Decision:
        draw = _first(legal, "draw")
        for cmd in legal:
            if cmd.action != "call":
                continue
            offer, own = cmd.cards
            rest = list(table.hand)
            rest.remove(own)
            exp = exposed_faces(table.exposed + [(offer, own)], table.dynasty_card)
            shib = table.shibari(len(exp))
            conc = faces_of(rest, table.dynasty_card)
            for c in sorted(set(conc)):
                after = _without(conc, c)
                for summary in completions(after, exp).values():
                    if any(s or y >= shib for s, y, _ in summary):
                        return Decision(cmd, lambda: tr("Call: the set leaves a valid wait."))
        return Decision(draw, lambda: tr("Draw: no call gives a valid wait."))


class NormalCpu(_Player):
    """Expected points: a one-draw lookahead over the unseen cards, valued by what each win scores."""

    level = "normal"

    def decide(self, view: dict[str, Any], legal: list[Command]) -> Decision:
        win = _take_win(view, legal)
        if win:
            return win
        if legal[0].action == "dynasty":
            return self._dynasty(view, legal)
        table = read_table(view)
        ev = Evaluator(table)
        if _first(legal, "draw"):
            return self._draw_or_call(table, ev, legal)
        return self._discard(table, ev, legal)

    # -- the new emperor's dynasty card -----------------------------------------------------
    def _dynasty(self, view: dict[str, Any], legal: list[Command]) -> Decision:
        me = view["seat"]
        kept = {suit_of(k) for k in view["seats"][me]["kept_kings"]}
        # Spread the dora: a suit none of my kept Ks already shows makes one more suit's sou dora
        # (without the ceiling a sou counts one dora however many indicators share its suit).
        fresh = [c for c in legal if suit_of(c.cards[0]) not in kept] or list(legal)
        cmd = self.rng.choice(fresh)
        suit = display(cmd.cards[0])[-1]
        if kept:
            kings = " ".join(display(k) for k in sorted(view["seats"][me]["kept_kings"]))
            return Decision(cmd, lambda: tr("Choose {suit}: your kept {kings} already show their suits, so {suit} sou become dora too.",
                                            suit=suit, kings=kings))
        return Decision(cmd, lambda: tr("Choose {suit}: with no kept K, any suit serves; its sou will be your dora.", suit=suit))

    # -- draw or call ---------------------------------------------------------------------------
    def _draw_or_call(self, table: Table, ev: Evaluator, legal: list[Command]) -> Decision:
        draw = _first(legal, "draw")
        dyn = table.dynasty_card
        conc = faces_of(table.hand, dyn)
        exp = exposed_faces(table.exposed, dyn)
        n = table.players
        draw_value = ev.lookahead(conc, exp, 1 + max(0, table.stock - 1) // n)
        best, best_value, best_discard = draw, draw_value * CALL_MARGIN, None
        for cmd in legal:
            if cmd.action != "call":
                continue
            offer, own = cmd.cards
            new_exp = exposed_faces(table.exposed + [(offer, own)], dyn)
            rest = _without(conc, fid(own, dyn))
            for c in sorted(set(rest)):
                v = ev.lookahead(_without(rest, c), new_exp, table.stock // n)
                if v > best_value:
                    best, best_value, best_discard = cmd, v, c
        if best is draw:
            shib = table.shibari() + 1
            return Decision(draw, lambda: tr("Draw: a call would raise your shibari to {need} yaku for too little.", need=shib)
                            if any(c.action == "call" for c in legal) else tr("Draw a card."))
        cmd = best
        return Decision(cmd, lambda: tr("Call {a} with {b}: the set keeps a strong hand even with the shibari at {need}.",
                                        a=display(cmd.cards[0]), b=display(cmd.cards[1]), need=table.shibari() + 1))

    # -- discard, riichi, regroup ---------------------------------------------------------------
    def _discard(self, table: Table, ev: Evaluator, legal: list[Command]) -> Decision:
        discards = [c for c in legal if c.action == "discard"]
        if len(discards) == 1 and not any(c.action in ("riichi", "regroup") for c in legal):
            cmd = discards[0]
            return Decision(cmd, lambda: tr("Your hand is frozen in riichi: discard {card}.", card=display(cmd.cards[0])))
        dyn, n = table.dynasty_card, table.players
        conc = faces_of(table.hand, dyn)
        exp = exposed_faces(table.exposed, dyn)
        draws = table.stock // n  # my draws once I have discarded: the others draw first, in turn
        danger = ev.danger() if table.threats else {}
        values: dict[Command, float] = {}
        hand_values: dict[Command, float] = {}  # the same, without the danger of the discard
        for cmd in legal:
            if cmd.action in ("discard", "riichi"):
                f = fid(cmd.cards[0], dyn)
                rest = _without(conc, f)
                hand_values[cmd] = (ev.lookahead(rest, exp, draws) if cmd.action == "discard"
                                    else ev.riichi_value(rest, exp, draws))
                values[cmd] = hand_values[cmd] - danger.get(f, 0.0)
            elif cmd.action == "regroup":
                a, b, c, d = cmd.cards
                new_exp = exposed_faces([(a, b), (c, d)], dyn)
                values[cmd] = hand_values[cmd] = max(
                    ev.lookahead(_without(conc, f), new_exp, draws) - danger.get(f, 0.0) for f in set(conc))
        # Ties (often all zero far from a shape) go to the card that holds the hand together least.
        def rank(c: Command, table_of: dict[Command, float]) -> tuple[float, int]:
            loose = -keep_score(c.cards[0], table.hand, table) * 1e-3 if c.action == "discard" else 0.0
            return table_of[c] + loose, -legal.index(c)

        cmd = max(values, key=lambda c: rank(c, values))
        greedy = max(values, key=lambda c: rank(c, hand_values))
        defensive = greedy != cmd and danger.get(fid(greedy.cards[0], dyn), 0.0) > danger.get(fid(cmd.cards[0], dyn), 0.0)
        return Decision(cmd, lambda: self._discard_reason(table, ev, cmd, greedy if defensive else None), values)

    def _discard_reason(self, table: Table, ev: Evaluator, cmd: Command, greedy: Command | None) -> str:
        dyn = table.dynasty_card
        if cmd.action == "regroup":
            a, b, c, d = (display(x) for x in cmd.cards)
            return tr("Regroup your exposed cards as {a}{b} / {c}{d}: the new sets give the hand more yaku.",
                      a=a, b=b, c=c, d=d)
        card = cmd.cards[0]
        conc = _without(faces_of(table.hand, dyn), fid(card, dyn))
        exp = exposed_faces(table.exposed, dyn)
        if cmd.action == "riichi":
            waits = _candidates([(f, w) for f, w in ev.waits(conc, exp, False) if w.valid], table)
            return tr("Riichi discarding {card}: you wait on {cards} ({live} unseen), worth about {points:,} each.",
                      card=display(card), cards=_wait_cards(waits), live=sum(table.live[f] for _, f, _ in waits),
                      points=_typical_points(waits, table))
        if greedy is not None:
            seats = ", ".join(tr("Seat {n}", n=t.seat + 1) for t in table.threats)
            return tr("Discard {card}: {other} would suit your hand better, but against the riichi of {seats} "
                      "{card} is the safer card.", card=display(card), other=display(greedy.cards[0]), seats=seats)
        f = fid(card, dyn)
        if f == NO_FACE:
            why = tr("a joker is dead in hand before a dynasty, but counts as virtue in your river")
        elif rank_of(card) == 13:
            why = tr("a K only pairs with a K; in your river it still counts as virtue and dora for you")
        elif not any(_kind(f, g) for g in conc):
            why = tr("it fits no wangzi or pair")
        else:
            why = tr("it is the weakest part of the hand")
        waits = _candidates([(g, w) for g, w in ev.waits(conc, exp) if w.valid], table)
        if waits:
            return tr("Discard {card}: {why}, and the rest waits on {cards} ({live} unseen), worth about {points:,} each.",
                      card=display(card), why=why, cards=_wait_cards(waits),
                      live=sum(table.live[g] for _, g, _ in waits), points=_typical_points(waits, table))
        if any(w.yaku >= 0 for _, w in ev.waits(conc, exp)):
            return tr("Discard {card}: {why}; the rest is one card from a shape, but still short of the {need} yaku the shibari asks.",
                      card=display(card), why=why, need=table.shibari())
        return tr("Discard {card}: {why}, and keeping the rest leaves {count} unseen cards that build a set.",
                  card=display(card), why=why, count=_improving_cards(conc, table))


def _candidates(waits: list[tuple[int, WinValue]], table: Table) -> list[tuple[str, int, WinValue]]:
    """The waits as cards that could still come (never my own cards or the dynasty card):
    (card as a player reads it, face, value)."""
    held = set(table.hand) | {c for p in table.exposed for c in p}
    out = []
    for f, w in waits:
        natural = FID_CARD[f]
        if natural not in held and natural != table.dynasty_card:
            out.append((display(natural), f, w))
        elif f == table.dyn_face and len(held & {"JK1", "JK2"}) < 2:
            out.append(("JK", f, w))
    return out


def _wait_cards(waits: list[tuple[str, int, WinValue]]) -> str:
    return " ".join(name for name, _, _ in waits)


def _typical_points(waits: list[tuple[str, int, WinValue]], table: Table) -> int:
    """What a win on the unseen winning cards brings on average (base × payers), rounded to 100."""
    mass = sum(table.live[f] for _, f, _ in waits)
    if mass:
        avg = sum(table.live[f] * w.base for _, f, w in waits) / mass
    else:
        avg = max((w.base for _, _, w in waits), default=0)
    return int(round(avg * (table.players - 1), -2))


def _improving_cards(conc: tuple[int, ...], table: Table) -> int:
    """Unseen cards that make a new set with a card not yet in one."""
    faces: set[int] = set()
    for f in conc:
        if f >= 0:
            faces |= PARTNERS[f]
    return sum(table.live[f] for f in faces)


# =============================================================================================
# The API


def make_cpu(level: str, seed: int) -> CpuPlayer:
    """A CPU player of ``level`` ("easy" or "normal") whose choices depend only on ``seed`` and the views."""
    if level == "easy":
        return EasyCpu(seed)
    if level == "normal":
        return NormalCpu(seed)
    raise ValueError(f"unknown CPU level {level!r}; the levels are {', '.join(LEVELS)}")


def hint(view: dict[str, Any], legal: list[Command]) -> Hint:
    """What the normal CPU would do here, and why in one line."""
    if not legal:
        raise ValueError("there is nothing to hint: this seat has no move now")
    decision = NormalCpu(0).decide(view, legal)
    return Hint(decision.command, decision.reason())

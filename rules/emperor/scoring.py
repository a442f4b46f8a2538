"""Scoring an Emperor win (spec §6–§9): shibari, yaku, bonus yaku, virtue, base points, payments.

:func:`score_win` takes a :class:`WinContext` (everything the table shows at the win) and returns
an itemised :class:`Breakdown`: every set, every yaku, every bonus item (each dora with the sou
and the indicators behind it), every virtue item, the formulas and each payment. Among several
readings of the hand it picks (1) a valid one, (2) the highest base, (3) the highest virtue (§4.4).

:func:`can_win` is the fast yes/no test the game and the CPU players call in loops.

Contract errors (a seat out of range, ron without a discarder, a dynasty card without an
emperor, a winning card that is not in the hand) raise ``ValueError``; everything else gives a
Breakdown, with ``valid`` False and a ``reason`` when the hand is not a valid win. For an
invalid hand that has a normal reading, the breakdown still describes the best such reading
(yaku, base) so that a CPU player can see how far it is from the shibari.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any
from functools import lru_cache

from rules.core.cards import Card, display, is_joker, rank_of, suit_of
from rules.core.text import N_, msg, tr
from rules.emperor.hand import Reading, face_key, readings, shape_summary
from rules.emperor.sets import cards_form_set
from rules.emperor.yaku import YAKU_BY_ID

SHIBARI = {3: 5, 4: 4, 5: 3}  # closed; +1 per call
VIRTUE_THRESHOLD = {3: 4, 4: 3, 5: 2}
BONUS_YAKU_POINTS = 500
VIRTUE_POINTS = 100


def shibari(players: int, calls: int) -> int:
    """The minimum yaku count of a normal hand with this many calls (§6)."""
    return SHIBARI[players] + calls


def yaku_points(y: int, emperor: bool) -> int:
    """Commoner Y(Y−1)×50, emperor Y(Y+1)×50 (§9.1)."""
    return y * (y + 1) * 50 if emperor else y * (y - 1) * 50


def _n(x: int) -> str:
    return f"{x:,}"


def _cards(cards) -> str:
    return "".join(display(c) for c in cards)


# ---------------------------------------------------------------------------------------------
# Input


@dataclass(frozen=True)
class WinContext:
    players: int  # 3, 4 or 5
    winner: int  # seat index 0..players-1
    concealed: tuple[str, ...]  # concealed cards INCLUDING the winning card (6 - 2*len(exposed))
    exposed: tuple[tuple[str, str], ...]  # called sets, fixed (after any recombination)
    winning_card: str | None  # None only for tenhou (the dealt 6 cards)
    by: str  # "tsumo" or "ron"
    discarder: int | None = None  # seat that dealt in (ron only)
    dynasty_card: str | None = None  # None = Warring States
    emperor: int | None = None  # seat of the emperor (None in the Warring States)
    river: tuple[str, ...] = ()  # the winner's own river as it now stands
    kept_kings: tuple[str, ...] = ()  # the winner's kept Ks (§8.5)
    ura_cards: tuple[str, ...] = ()  # cards drawn for ura-dora (a joker = the dynasty card's suit)
    last_card: bool = False  # haitei (tsumo) / houtei (ron)
    tenhou: bool = False
    chiihou: bool = False
    ippatsu: bool = False
    double_riichi: bool = False
    dora_ceiling: bool = False


# ---------------------------------------------------------------------------------------------
# Output


@dataclass(frozen=True)
class SetItem:
    kind: str  # "wangzi", "sou" or "pair"
    cards: tuple[str, str]
    exposed: bool


@dataclass(frozen=True)
class YakuItem:
    id: str
    japanese: str
    kana: str
    english: str  # untranslated: shown as tr(YAKU_BY_ID[id].english)
    value: int


@dataclass(frozen=True)
class Indicator:
    kind: str  # "king" (a K in the own field), "dynasty_card" (emperor only) or "ura"
    card: str
    suit: str


@dataclass(frozen=True)
class BonusItem:
    id: str  # dora, haitei, houtei, tenhou, chiihou, ippatsu, double_riichi
    label: dict[str, Any]  # a msg(): shown through render()
    count: int  # bonus yaku
    sou: tuple[str, ...] = ()  # dora: the sou
    suit: str = ""  # dora: its suit
    indicators: tuple[Indicator, ...] = ()  # dora: every indicator of that suit
    dora: int = 0  # dora: how many dora this sou scores (1, or one per indicator with dora_ceiling)


@dataclass(frozen=True)
class VirtueItem:
    id: str  # sou, king, joker, dynasty_card, menzen_tsumo
    label: dict[str, Any]  # a msg(): shown through render()
    count: int
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class Payment:
    payer: int
    payee: int
    amount: int


@dataclass(frozen=True)
class Breakdown:
    valid: bool
    reason: str  # '' when valid
    shape: str | None  # "normal", "sansou" or None (no winning shape)
    sets: tuple[SetItem, ...]
    yaku: tuple[YakuItem, ...]
    absorbed: tuple[str, ...]
    yaku_count: int
    shibari: int
    bonus: tuple[BonusItem, ...]
    bonus_count: int
    dora_count: int
    virtue: tuple[VirtueItem, ...]
    virtue_count: int
    virtue_threshold: int
    virtuous: bool
    role: str  # "emperor" or "commoner"
    yaku_points: int
    bonus_points: int
    virtue_points: int
    base: int
    formulas: tuple[dict[str, Any], ...]  # msg() lines, shown through render()
    payments: tuple[Payment, ...]
    succession: str | None
    players: int = 4
    winner: int = 0
    by: str = "tsumo"

    def to_dict(self) -> dict:
        """Plain JSON types only (dicts, lists, str, int, bool, None)."""
        return _plain(self)


def _plain(obj):
    if hasattr(obj, "__dataclass_fields__"):
        return {f.name: _plain(getattr(obj, f.name)) for f in fields(obj)}
    if isinstance(obj, (list, tuple)):
        return [_plain(x) for x in obj]
    return obj


# ---------------------------------------------------------------------------------------------
# Fast validity test


def can_win(concealed: tuple[str, ...], exposed: tuple[tuple[str, str], ...], dynasty_card: str | None,
            players: int, any_shibari_exempt: bool = False) -> bool:
    """Is there a reading that is a valid win: a normal shape meeting the shibari, or three-sou
    (any winning shape with ``any_shibari_exempt``, i.e. tenhou/chiihou)."""
    if exposed:
        exposed = tuple(tuple(s) for s in exposed)
    else:
        exposed = ()
    return _can_win(tuple(sorted(concealed)), exposed, dynasty_card, players, any_shibari_exempt)


@lru_cache(maxsize=1 << 16)
def _can_win(concealed, exposed, dynasty_card, players, exempt) -> bool:
    best, sansou = shape_summary(*face_key(concealed, exposed, dynasty_card))
    if sansou:
        return True
    if best < 0:
        return False
    return exempt or best >= SHIBARI[players] + len(exposed)


# ---------------------------------------------------------------------------------------------
# Succession


def succession(dynasty_card: str | None, winner_is_emperor: bool, virtuous: bool, by: str,
               discarder_is_emperor: bool) -> str | None:
    """§7.3: "unification", "abdication", "overthrow", "virtuous_win" or None (no change)."""
    if dynasty_card is None:
        return "unification" if virtuous else None
    if winner_is_emperor:
        return "virtuous_win" if virtuous else None
    if not virtuous:
        return None
    if by == "ron" and discarder_is_emperor:
        return "overthrow"
    return "abdication"


# ---------------------------------------------------------------------------------------------
# Scoring


_BONUS_LABELS = {
    "dora": N_("Dora (ドラ)"),
    "haitei": N_("Haitei (海底)"),
    "houtei": N_("Houtei (河底)"),
    "tenhou": N_("Tenhou (天和)"),
    "chiihou": N_("Chiihou (地和)"),
    "ippatsu": N_("Ippatsu (一発)"),
    "double_riichi": N_("Double riichi (ダブルリーチ)"),
}
_VIRTUE_LABELS = {
    "sou": N_("Sou (双)"),
    "king": N_("K in own field"),
    "joker": N_("Joker in own field"),
    "dynasty_card": N_("Dynasty card (王朝カード)"),
    "menzen_tsumo": N_("Menzen tsumo (門前清自摸和)"),
}


def _check(ctx: WinContext) -> None:
    if ctx.players not in SHIBARI:
        raise ValueError(f"players must be 3, 4 or 5, not {ctx.players}")
    if not 0 <= ctx.winner < ctx.players:
        raise ValueError(f"winner seat {ctx.winner} is not a seat of {ctx.players} players")
    if ctx.by not in ("tsumo", "ron"):
        raise ValueError(f"by must be 'tsumo' or 'ron', not {ctx.by!r}")
    if ctx.by == "ron":
        if ctx.discarder is None or not 0 <= ctx.discarder < ctx.players or ctx.discarder == ctx.winner:
            raise ValueError("a ron needs the discarder's seat, another seat than the winner's")
    if (ctx.dynasty_card is None) != (ctx.emperor is None):
        raise ValueError("a dynasty has both a dynasty card and an emperor; the Warring States neither")
    if ctx.emperor is not None and not 0 <= ctx.emperor < ctx.players:
        raise ValueError(f"emperor seat {ctx.emperor} is not a seat of {ctx.players} players")
    if ctx.winning_card is None:
        if not ctx.tenhou:
            raise ValueError("only a tenhou has no winning card")
    elif ctx.winning_card not in ctx.concealed:
        raise ValueError(f"the winning card {ctx.winning_card} is not among the concealed cards")


@dataclass
class _Common:
    role: str
    field_cards: tuple[Card, ...]
    kings: tuple[Card, ...]
    jokers: tuple[Card, ...]
    indicators: tuple[Indicator, ...]
    other_bonus: tuple[BonusItem, ...]
    menzen_tsumo: bool
    threshold: int
    shibari: int
    exempt: bool
    extra_virtue: tuple[VirtueItem, ...]


def _common(ctx: WinContext) -> _Common:
    role = "emperor" if ctx.emperor is not None and ctx.winner == ctx.emperor else "commoner"
    exposed_cards = tuple(c for s in ctx.exposed for c in s)
    field_cards = tuple(ctx.concealed) + exposed_cards + tuple(ctx.river)
    kings = tuple(c for c in field_cards + tuple(ctx.kept_kings) if not is_joker(c) and rank_of(c) == 13)
    jokers = tuple(c for c in field_cards if is_joker(c))
    indicators = [Indicator("king", k, suit_of(k)) for k in kings]
    if role == "emperor":
        indicators.append(Indicator("dynasty_card", ctx.dynasty_card, suit_of(ctx.dynasty_card)))
    for u in ctx.ura_cards:
        if is_joker(u):
            if ctx.dynasty_card is not None:  # a drawn joker shows the dynasty card's suit
                indicators.append(Indicator("ura", u, suit_of(ctx.dynasty_card)))
        else:
            indicators.append(Indicator("ura", u, suit_of(u)))
    other: list[BonusItem] = []
    if ctx.last_card:
        bid = "haitei" if ctx.by == "tsumo" else "houtei"
        other.append(BonusItem(bid, msg(_BONUS_LABELS[bid]), 1))
    if ctx.tenhou:
        other.append(BonusItem("tenhou", msg(_BONUS_LABELS["tenhou"]), 4))
    if ctx.chiihou:
        other.append(BonusItem("chiihou", msg(_BONUS_LABELS["chiihou"]), 4))
    if ctx.ippatsu:
        other.append(BonusItem("ippatsu", msg(_BONUS_LABELS["ippatsu"]), 1))
    if ctx.double_riichi:
        other.append(BonusItem("double_riichi", msg(_BONUS_LABELS["double_riichi"]), 1))
    menzen = ctx.tenhou or ctx.chiihou or (ctx.by == "tsumo" and not ctx.exposed)
    extra: list[VirtueItem] = []
    if kings:
        extra.append(VirtueItem("king", msg(_VIRTUE_LABELS["king"]), len(kings), kings))
    if jokers:
        extra.append(VirtueItem("joker", msg(_VIRTUE_LABELS["joker"]), len(jokers), jokers))
    if role == "emperor":
        extra.append(VirtueItem("dynasty_card", msg(_VIRTUE_LABELS["dynasty_card"]), 1, (ctx.dynasty_card,)))
    if menzen:
        extra.append(VirtueItem("menzen_tsumo", msg(_VIRTUE_LABELS["menzen_tsumo"]), 1))
    return _Common(role, field_cards, kings, jokers, tuple(indicators), tuple(other), menzen,
                   VIRTUE_THRESHOLD[ctx.players], shibari(ctx.players, len(ctx.exposed)),
                   ctx.tenhou or ctx.chiihou, tuple(extra))


@dataclass
class _Scored:
    reading: Reading
    valid: bool
    yaku_points: int
    dora: tuple[BonusItem, ...]
    bonus_count: int
    virtue: tuple[VirtueItem, ...]
    virtue_count: int
    virtuous: bool
    virtue_points: int
    base: int


def _score_reading(ctx: WinContext, com: _Common, r: Reading) -> _Scored:
    y = r.yaku_count
    yp = yaku_points(y, com.role == "emperor")
    dora_items = []
    for s in r.sou:
        inds = tuple(i for i in com.indicators if i.suit == s.suit)
        if inds:
            n = len(inds) if ctx.dora_ceiling else 1
            dora_items.append(BonusItem("dora", msg(_BONUS_LABELS["dora"]), 2 * n, s.cards, s.suit, inds, n))
    bonus_count = sum(b.count for b in dora_items) + sum(b.count for b in com.other_bonus)
    virtue = []
    if r.sou:
        virtue.append(VirtueItem("sou", msg(_VIRTUE_LABELS["sou"]), len(r.sou),
                                 tuple(c for s in r.sou for c in s.cards)))
    virtue.extend(com.extra_virtue)
    v = sum(i.count for i in virtue)
    virtuous = v >= com.threshold
    vp = v * VIRTUE_POINTS if virtuous else 0
    valid = r.shape == "sansou" or com.exempt or y >= com.shibari
    base = yp + bonus_count * BONUS_YAKU_POINTS + vp
    return _Scored(r, valid, yp, tuple(dora_items), bonus_count, tuple(virtue), v, virtuous, vp, base)


def score_win(ctx: WinContext) -> Breakdown:
    """Score a declared win; see the module docstring."""
    _check(ctx)
    com = _common(ctx)
    rs = readings(ctx.concealed, ctx.exposed, ctx.dynasty_card)
    if not rs:
        return _no_shape(ctx, com)
    scored = [_score_reading(ctx, com, r) for r in rs]
    valid = [s for s in scored if s.valid]
    if valid:
        best = max(valid, key=lambda s: (s.base, s.virtue_count, s.reading.yaku_count))
        return _breakdown(ctx, com, best, True, "")
    best = max(scored, key=lambda s: (s.reading.yaku_count, s.base, s.virtue_count))
    reason = tr("{y} yaku is below the shibari of {s} ({players} players, {calls} call(s)); "
                "only three-sou, tenhou or chiihou win without it",
                y=best.reading.yaku_count, s=com.shibari, players=ctx.players, calls=len(ctx.exposed))
    return _breakdown(ctx, com, best, False, reason)


def _no_shape(ctx: WinContext, com: _Common) -> Breakdown:
    n = len(ctx.concealed) + 2 * len(ctx.exposed)
    if n != 6:
        reason = tr("A winning hand has 6 cards; this one has {n}", n=n)
    elif ctx.dynasty_card is None and any(is_joker(c) for c in ctx.concealed):
        reason = tr("No winning shape: in the Warring States a joker belongs to no set")
    else:
        bad = [s for s in ctx.exposed if not _exposed_is_set(s, ctx.dynasty_card)]
        if bad:
            reason = tr("No winning shape: the exposed cards {cards} are not a set", cards=_cards(bad[0]))
        else:
            reason = tr("No winning shape: the cards are neither two wangzi and a pair nor three sou")
    v = sum(i.count for i in com.extra_virtue)
    return Breakdown(False, reason, None, (), (), (), 0, com.shibari, tuple(com.other_bonus),
                     sum(b.count for b in com.other_bonus), 0, tuple(com.extra_virtue), v, com.threshold,
                     v >= com.threshold, com.role, 0, 0, 0, 0, (), (), None, ctx.players, ctx.winner, ctx.by)


def _exposed_is_set(s, dynasty_card) -> bool:
    a, b = s
    if dynasty_card is None and (is_joker(a) or is_joker(b)):
        return False
    return cards_form_set(a, b, dynasty_card)


def _breakdown(ctx: WinContext, com: _Common, s: _Scored, valid: bool, reason: str) -> Breakdown:
    r = s.reading
    bonus = s.dora + com.other_bonus
    bp = s.bonus_count * BONUS_YAKU_POINTS
    y = r.yaku_count
    emperor = com.role == "emperor"
    formulas = []
    if r.shape == "sansou":
        formulas.append(msg("Three-sou (三双): no yaku = 0"))
    elif emperor:
        formulas.append(msg("Emperor: {y} × {y1} × 50 = {points}", y=y, y1=y + 1, points=_n(s.yaku_points)))
    else:
        formulas.append(msg("Commoner: {y} × {y1} × 50 = {points}", y=y, y1=y - 1, points=_n(s.yaku_points)))
    formulas.append(msg("Bonus yaku: {b} × 500 = {points}", b=s.bonus_count, points=_n(bp)))
    if s.virtuous:
        formulas.append(msg("Virtue: {v} × 100 = {points}", v=s.virtue_count, points=_n(s.virtue_points)))
    else:
        formulas.append(msg("Virtue: {v}, fewer than {t}, not virtuous = 0", v=s.virtue_count, t=com.threshold))
    formulas.append(msg("Base: {y} + {b} + {v} = {base}", y=_n(s.yaku_points), b=_n(bp), v=_n(s.virtue_points),
                       base=_n(s.base)))
    payments: tuple[Payment, ...] = ()
    succ = None
    if valid:
        if ctx.by == "tsumo":
            payments = tuple(Payment(p, ctx.winner, s.base) for p in range(ctx.players) if p != ctx.winner)
            formulas.append(msg("Tsumo: each of the other {n} players pays {base}", n=ctx.players - 1,
                               base=_n(s.base)))
        else:
            amount = s.base * (ctx.players - 1)
            payments = (Payment(ctx.discarder, ctx.winner, amount),)
            formulas.append(msg("Ron: the discarder pays {base} × {m} = {amount}",
                               base=_n(s.base), m=ctx.players - 1, amount=_n(amount)))
        succ = succession(ctx.dynasty_card, emperor, s.virtuous, ctx.by,
                          ctx.by == "ron" and ctx.discarder == ctx.emperor)
    sets = tuple(SetItem(h.kind, h.cards, h.exposed) for h in r.sets)
    yaku = tuple(YakuItem(i, YAKU_BY_ID[i].kanji, YAKU_BY_ID[i].kana, YAKU_BY_ID[i].english,
                          YAKU_BY_ID[i].value) for i in r.yaku)
    return Breakdown(valid, reason, r.shape, sets, yaku, r.absorbed, y, com.shibari, bonus, s.bonus_count,
                     sum(b.dora for b in s.dora), s.virtue, s.virtue_count, com.threshold, s.virtuous,
                     com.role, s.yaku_points, bp, s.virtue_points, s.base, tuple(formulas), payments, succ,
                     ctx.players, ctx.winner, ctx.by)

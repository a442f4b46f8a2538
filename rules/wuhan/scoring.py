"""Payments of a Wuhan win (spec §10-§11, §12, §13): the base, every doubling of the winner and
of each payer, whole numbers, the threshold, the caps and liability (包), as an itemised
breakdown per payer.

The input is plain facts (:class:`Holding` per seat, :class:`Situation`, :class:`Reading`), so
the same code scores a hand in play and a hand typed into the calculator. The breakdown goes into
the state's history, which must not depend on the reader's language, so its text (English names,
formulas) is kept as msg() values that readers render().
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable

from rules.core.text import N_, msg
from rules.wuhan.options import Rules

# Big-win elements (§10.2), in the order they are listed.
SHAPE_ELEMENTS = ("pengpeng", "feng", "jiang", "qing")
SITUATION_ELEMENTS = ("haidi", "gangkai", "qiangkong", "quanqiu")
ELEMENTS = SHAPE_ELEMENTS + SITUATION_ELEMENTS
ONE_SUIT = frozenset({"feng", "jiang", "qing"})  # worth 15 under §13.7
# The original terms stay in the original script, as printed in every language.
ELEMENT_TERMS = {"pengpeng": "碰碰胡", "feng": "風一色", "jiang": "将一色", "qing": "清一色", "haidi": "海底撈",
                 "gangkai": "槓上開", "qiangkong": "搶槓", "quanqiu": "全求人"}
KIND_LABELS = {
    "pengpeng": N_("All pungs"),
    "feng": N_("All winds and 發/白"),
    "jiang": N_("All 2-5-8"),
    "qing": N_("Pure one suit"),
    "haidi": N_("Fishing the sea bed"),
    "gangkai": N_("Win on a kong replacement"),
    "qiangkong": N_("Robbing a kong"),
    "quanqiu": N_("All from others"),
    "small": N_("Small win"),
    "big": N_("Big win"),
    "open": N_("Open mouth"),
    "open_each": N_("Open mouths, ×2 each"),
    "concealed_kong": N_("Concealed kong, ×4 each"),
    "laizi_kong": N_("Laizi kong (konged or discarded), ×4 each"),
    "exposed_kong": N_("Exposed kong, ×2 each"),
    "hongzhong_kong": N_("Hongzhong kong (kong tile konged or discarded), ×2 each"),
    "dealer": N_("Dealer"),
    "hard": N_("Hard win: no laizi used as a wildcard"),
    "self_draw": N_("Self-draw"),
    "discarder": N_("Discarder"),
    "robbed": N_("Robbed player (as discarder)"),
}
ITEM_TERMS = {"small": "小胡", "big": "大胡", "open": "開口", "open_each": "口口飜", "concealed_kong": "暗槓",
              "laizi_kong": "頼子槓", "exposed_kong": "明槓", "hongzhong_kong": "紅中槓", "dealer": "荘家",
              "hard": "硬胡", "self_draw": "自摸", "discarder": "放銃", "robbed": "搶槓"}
TIER_TERMS = {"cap": "封頂", "golden": "金頂", "sunshine": "陽光頂", "triple": "三陽", "auto_golden": "金頂"}
_BONUS_LABELS = {
    "cap": N_("Cap"),
    "golden": N_("Golden cap: every payer reached the cap"),
    "sunshine": N_("Sunshine cap: golden cap, and no open mouth"),
    "triple": N_("Triple sun: every payer at the sunshine cap"),
    "auto_golden": N_("Jingzhou: 風一色 and 将一色 are always a golden cap"),
    "quanqiu": N_("全求人 dealt in by a player who was not ready"),
    "qing_third": N_("Supplied the third open mouth of a one-suit hand"),
    "robbed": N_("Robbed kong: the robbed player pays for everyone"),
}


@dataclass(frozen=True)
class Holding:
    """What one seat has exposed or thrown that scores (§11.2 (1))."""

    open_mouths: int = 0  # chows, pungs, exposed kongs (direct or added; a robbed Pon stays)
    exposed_kongs: int = 0  # direct or added, a robbed one excluded
    concealed_kongs: int = 0
    hongzhong_kongs: int = 0  # kong tiles konged singly or discarded
    laizi_kongs: int = 0  # laizi konged singly or discarded

    def to_json(self) -> dict[str, int]:
        return {"open_mouths": self.open_mouths, "exposed_kongs": self.exposed_kongs,
                "concealed_kongs": self.concealed_kongs, "hongzhong_kongs": self.hongzhong_kongs,
                "laizi_kongs": self.laizi_kongs}


@dataclass(frozen=True)
class Situation:
    """Who won, how, and who might be liable."""

    winner: int
    dealer: int
    holdings: tuple[Holding, ...]
    self_draw: bool
    discarder: int | None = None  # who dealt in, or the robbed player in 搶槓 (D6)
    robbed: bool = False
    third_mouth_from: int | None = None  # who supplied the winner's third open meld
    discarder_ready: bool = True  # the discarder's hand after the discard (for 全求人, D8)


@dataclass(frozen=True)
class Reading:
    """One legal reading of the winning hand: its big-win elements (none: a small win) and hardness."""

    elements: tuple[str, ...]
    hard: bool


def _factor(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"


def _item(kind: str, seat: int, whose: str, factor: Fraction, count: int = 1) -> dict[str, Any]:
    return {"id": kind, "term": ITEM_TERMS.get(kind, ELEMENT_TERMS.get(kind, "")), "english": msg(KIND_LABELS[kind]),
            "seat": seat, "whose": whose, "count": count, "factor": _factor(factor)}


def _both_sides(rules: Rules, h: Holding, seat: int, whose: str, big: bool, dealer: bool) -> list[dict[str, Any]]:
    """§11.2 (1): the items counted for the winner and for each payer."""
    items = []
    if h.open_mouths:
        if rules.kou_kou_fan:
            items.append(_item("open_each", seat, whose, Fraction(2) ** h.open_mouths, h.open_mouths))
        else:
            items.append(_item("open", seat, whose, Fraction(2)))
    for kind, each, count in (("concealed_kong", 4, h.concealed_kongs), ("laizi_kong", 4, h.laizi_kongs),
                              ("exposed_kong", 2, h.exposed_kongs), ("hongzhong_kong", 2, h.hongzhong_kongs)):
        if count:
            items.append(_item(kind, seat, whose, Fraction(each) ** count, count))
    if dealer:
        items.append(_item("dealer", seat, whose, Fraction(1 if big else 2)))
    return items


def _half(rules: Rules, big: bool) -> Fraction:
    """The self-draw and discarder factor: ×2 in a small win, ×1.5 in a big one (×2 in Jingzhou)."""
    return Fraction(3, 2) if big and rules.half_fan else Fraction(2)


def base_points(rules: Rules, elements: tuple[str, ...], half_fan_in_base: bool) -> tuple[int, str]:
    """The base and how it is made (§10, §13.6, §13.7); with ``half_fan_in_base`` the ×1.5 of a
    15-point table is folded in element by element (D23)."""
    if not elements:
        return 1, "1"
    if rules.doubling_base:
        value = 10 * 2 ** (len(elements) - 1)
        return value, f"10 × 2^{len(elements) - 1} = {value}" if len(elements) > 1 else "10"
    parts = []
    total = 0
    for e in elements:
        worth = 15 if rules.one_suit_15 and e in ONE_SUIT else 10
        if half_fan_in_base:
            worth = worth + 5 if worth == 15 else worth * 3 // 2
        parts.append(f"{worth} {ELEMENT_TERMS[e]}")
        total += worth
    return total, " + ".join(parts) + (f" = {total}" if len(parts) > 1 else "")


def _pays_half(situation: Situation, reading: Reading, payer: int) -> tuple[bool, bool]:
    """(the winner's self-draw factor applies, this payer is the discarder)."""
    self_draw = situation.self_draw and not ({"gangkai", "haidi"} & set(reading.elements))
    return self_draw, situation.discarder == payer


def uncapped(rules: Rules, situation: Situation, reading: Reading) -> dict[int, dict[str, Any]]:
    """Each payer's uncapped payment with its items and formula (§11.1-§11.3)."""
    big = bool(reading.elements)
    w = situation.winner
    out: dict[int, dict[str, Any]] = {}
    for payer in range(len(situation.holdings)):
        if payer == w:
            continue
        self_draw, discarder = _pays_half(situation, reading, payer)
        half = _half(rules, big)
        fold = rules.one_suit_15 and big and half == Fraction(3, 2) and (self_draw or discarder)
        base, base_formula = base_points(rules, reading.elements, fold)
        items = [{"id": "big" if big else "small", "term": "大胡" if big else "小胡",
                  "english": msg(KIND_LABELS["big" if big else "small"]), "seat": w, "whose": "base",
                  "count": len(reading.elements), "factor": str(base), "formula": base_formula}]
        items += _both_sides(rules, situation.holdings[w], w, "winner", big, w == situation.dealer)
        if reading.hard:
            items.append(_item("hard", w, "winner", Fraction(2)))
        if self_draw:
            items.append(_item("self_draw", w, "winner", Fraction(1) if fold else half))
        items += _both_sides(rules, situation.holdings[payer], payer, "payer", big, payer == situation.dealer)
        if discarder:
            items.append(_item("robbed" if situation.robbed else "discarder", payer, "payer",
                               Fraction(1) if fold else half))
        value = Fraction(1)
        for item in items:
            value *= Fraction(item["factor"])
        assert value.denominator == 1, items  # §11.3: always whole
        out[payer] = {"payer": payer, "items": items, "uncapped": int(value)}
    return out


def meets_threshold(rules: Rules, amounts: list[int]) -> bool:
    """§11.4: every payer (Wuhan) or at least one (Jingzhou) owes at least ``min_points``."""
    if rules.any_payer_threshold:
        return any(a >= rules.min_points for a in amounts)
    return all(a >= rules.min_points for a in amounts)


def liable_seat(rules: Rules, situation: Situation, reading: Reading) -> tuple[int | None, str]:
    """§11.6 with precedence D7: (who pays for everyone, why) or (None, "")."""
    if situation.robbed:  # any robbing win, with or without the 搶槓 element (non-2/5/8 pair)
        return situation.discarder, "robbed"
    if "quanqiu" in reading.elements and not situation.discarder_ready:
        return situation.discarder, "quanqiu"
    one_suit = {"qing"} | ({"feng", "jiang"} if rules.extended_liability else set())
    if one_suit & set(reading.elements) and situation.third_mouth_from is not None:
        if situation.third_mouth_from != situation.winner:
            return situation.third_mouth_from, "qing_third"
    return None, ""


def settle(rules: Rules, situation: Situation, reading: Reading) -> dict[str, Any]:
    """The full breakdown of one reading: payments per payer before and after caps and liability,
    and whether the threshold makes it a legal win."""
    rows = uncapped(rules, situation, reading)
    payers = sorted(rows)
    amounts = [rows[p]["uncapped"] for p in payers]
    cap, golden, sunshine, triple = rules.caps
    auto = rules.auto_golden and bool({"feng", "jiang"} & set(reading.elements))
    valid = auto or meets_threshold(rules, amounts)
    open_ = {p: situation.holdings[p].open_mouths > 0 for p in payers}
    all_capped = all(a >= cap for a in amounts)
    for p in payers:
        row = rows[p]
        if auto or all_capped:
            if not any(open_.values()):
                row["capped"], row["tier"] = triple, "triple"
            elif not open_[p]:
                row["capped"], row["tier"] = sunshine, "sunshine"
            else:
                row["capped"], row["tier"] = golden, "auto_golden" if auto else "golden"
        elif row["uncapped"] > cap:
            row["capped"], row["tier"] = cap, "cap"
        else:
            row["capped"], row["tier"] = row["uncapped"], ""
        if row["tier"]:
            row["tier_term"] = TIER_TERMS[row["tier"]]
            row["tier_english"] = msg(_BONUS_LABELS[row["tier"]])
        row["formula"] = formula(row)
    liable, why = liable_seat(rules, situation, reading)
    total = sum(rows[p]["capped"] for p in payers)
    for p in payers:
        if liable is None:
            rows[p]["pays"] = rows[p]["capped"]
        else:
            rows[p]["pays"] = total if p == liable else 0
    return {
        "valid": valid,
        "winner": situation.winner,
        "elements": [{"id": e, "term": ELEMENT_TERMS[e], "english": msg(KIND_LABELS[e])} for e in reading.elements],
        "big": bool(reading.elements),
        "hard": reading.hard,
        "self_draw": situation.self_draw,
        "discarder": situation.discarder,
        "threshold": {"min_points": rules.min_points, "scope": "any_payer" if rules.any_payer_threshold else "all_payers",
                      "met": valid, "waived": auto},
        "payers": [rows[p] for p in payers],
        "liable": liable,
        "liability": {"id": why, "term": "包", "english": msg(_BONUS_LABELS[why])} if liable is not None else None,
        "total": total,
    }


def formula(row: dict[str, Any], seat: Callable[[int], Any] = lambda i: msg("seat {n}", n=i + 1)) -> dict[str, Any]:
    """"1 (小胡) × 2 (seat 4 開口) × ... = 16 → 16 (封頂)" as a msg(), built factor by factor; each
    factor names its seat by ``seat`` (a score sheet passes the players' names)."""
    text: str | dict[str, Any] = f"{row['items'][0]['factor']} ({row['items'][0]['term']})"
    for item in row["items"][1:]:
        text = msg("{left} × {factor} ({seat} {term})", left=text, factor=item["factor"], seat=seat(item["seat"]),
                   term=item["term"])
    text = msg("{left} = {value}", left=text, value=row["uncapped"])
    if row["tier"]:
        text = msg("{left} → {capped} ({term})", left=text, capped=row["capped"], term=row["tier_term"])
    return text


def best(rules: Rules, situation: Situation, readings: list[Reading]) -> dict[str, Any] | None:
    """D17: the legal reading that pays the winner most after caps (ties: the first listed); None
    if no reading meets the threshold."""
    chosen = None
    for reading in readings:
        result = settle(rules, situation, reading)
        if result["valid"] and (chosen is None or result["total"] > chosen["total"]):
            chosen = result
    return chosen

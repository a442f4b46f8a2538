"""The score ledger of a hand: itemised points, taken in the scoring order of spec §10.1.

Points are recorded in real time (what the players announce, PQ-D22) and *taken* in scoring
order: carte blanche, point, sequences, sets (categories 1-4), then trick points trick by trick
(5), then the 10 or 40 for the cards (6). Repique, pique and the game target are judged only on
points taken, after each one (PQ-D11, PQ-D13, PQ-D21). Categories 1-4 are taken together once
younger has announced; from then on each point is taken as it is scored.
"""

from __future__ import annotations

from typing import Any

from rules.core.text import N_, tr
from rules.piquet.state import Hand, PiquetState

CARTE_BLANCHE, POINT, SEQUENCE, SETS, TRICKS, CARDS = 1, 2, 3, 4, 5, 6
REPIQUE, PIQUE, PIQUE_AT = 60, 30, 30

# kind -> (French term, the seed's Japanese term); the English label is in KIND_LABELS.
TERMS: dict[str, tuple[str, str]] = {
    "carte_blanche": ("cartes blanches", "絵札なし (カルト・ブランシュ)"),
    "point": ("point", "点 (ポアン)"),
    "tierce": ("tierce", "ティエルス"),
    "quart": ("quatrième", "カトリエーム"),
    "quint": ("quinte", "カント"),
    "sixieme": ("seizième", "セジエーム"),
    "septieme": ("dix-septième", "ディス・セティエーム"),
    "huitieme": ("dix-huitième", "ディズ・ウィティエーム"),
    "neuvieme": ("neuvième", "9 枚続き"),
    "trio": ("trois", "トロワ"),
    "quatorze": ("quatorze", "カトルズ"),
    "lead": ("point de levée", "先手の点"),
    "win": ("point de levée", "相手の先手に勝った点"),
    "last_trick": ("dernière levée", "12 回目の勝ち"),
    "cards": ("les cartes", "勝ち数が多い"),
    "capot": ("capot", "12 回全勝"),
    "repique": ("repic", "ルピック"),
    "pique": ("pic", "ピック"),
}

KIND_LABELS = {
    "carte_blanche": N_("Carte blanche (no face cards)"),
    "point": N_("Point"),
    "tierce": N_("Tierce (3 in sequence)"),
    "quart": N_("Quart (4 in sequence)"),
    "quint": N_("Quint (5 in sequence)"),
    "sixieme": N_("Sixième (6 in sequence)"),
    "septieme": N_("Septième (7 in sequence)"),
    "huitieme": N_("Huitième (8 in sequence)"),
    "neuvieme": N_("Neuvième (9 in sequence)"),
    "trio": N_("Trio (three of a rank)"),
    "quatorze": N_("Quatorze (four of a rank)"),
    "lead": N_("Lead to a trick"),
    "win": N_("Win the opponent's lead"),
    "last_trick": N_("Last trick"),
    "cards": N_("The cards (more tricks)"),
    "capot": N_("Capot (all 12 tricks)"),
    "repique": N_("Repique"),
    "pique": N_("Pique"),
}


def label(kind: str) -> str:
    """The English label of an item kind, in the current language."""
    return tr(KIND_LABELS[kind])


def item(seat: int, category: int, kind: str, points: int, formula: str, cards: list[str] | tuple[str, ...] = (), trick: int = 0) -> dict[str, Any]:
    """One ledger entry; ``formula`` is plain arithmetic (numbers and card codes, no words to translate)."""
    french, japanese = TERMS[kind]
    return {
        "seat": seat,
        "category": category,
        "trick": trick,
        "kind": kind,
        "french": french,
        "japanese": japanese,
        "english": KIND_LABELS[kind],
        "points": points,
        "formula": formula,
        "cards": list(cards),
    }


def running_totals(hand: Hand) -> list[int]:
    """Hand totals as announced in real time (PQ-D22): every point recorded so far."""
    totals = [0, 0]
    for it in hand.items:
        totals[it["seat"]] += it["points"]
    return totals


def record(state: PiquetState, entry: dict[str, Any]) -> str:
    """Record ``entry``; once categories 1-4 are settled, take it at once. Returns "stop" if the
    game ends here (a target reached in categories 1-4), else ""."""
    hand = state.hand
    assert hand is not None
    hand.items.append(entry)
    if hand.combinations_settled:
        return _take(state, entry)
    return ""


def settle_combinations(state: PiquetState) -> str:
    """Take categories 1-4 in scoring order, then any trick point already scored (elder's first
    lead). Returns "stop" when a player reaches the target in categories 1-4: the game ends and the
    points not yet taken are void (PQ-D13)."""
    hand = state.hand
    assert hand is not None
    hand.combinations_settled = True
    pending = sorted(range(len(hand.items)), key=lambda i: (hand.items[i]["category"], i))
    for i in pending:
        if _take(state, hand.items[i]) == "stop":
            return "stop"
    return ""


def _take(state: PiquetState, entry: dict[str, Any]) -> str:
    hand = state.hand
    assert hand is not None
    seat, category = entry["seat"], entry["category"]
    hand.scoring_order.append(entry)
    hand.so_totals[seat] += entry["points"]
    if not hand.bonus and category <= TRICKS and hand.so_totals[seat] >= PIQUE_AT and hand.so_totals[1 - seat] == 0:
        kind, value = ("repique", REPIQUE) if category < TRICKS else ("pique", PIQUE)
        hand.bonus = kind
        bonus = item(seat, category, kind, value, f"{hand.so_totals[seat]} >= 30, 0 → +{value}", trick=entry["trick"])
        hand.items.append(bonus)
        hand.scoring_order.append(bonus)
        hand.so_totals[seat] += value
    if state.options["match_format"] == "rubicon" or entry["points"] == 0:
        return ""
    if state.scores[seat] + hand.so_totals[seat] >= state.options["target_score"]:
        if category < TRICKS:
            hand.first_to_target = seat
            return "stop"
        if hand.first_to_target is None:
            hand.first_to_target = seat
    return ""

"""Kawuxing (卡五星) hand scoring: the doubling patterns of spec §12, combined by §13, capped by §11.

The input is plain facts (the concealed kinds with the winning tile, the declared melds, and a
:class:`WinContext` saying how the tile came), so the same code scores a hand in play, a hand
typed into the calculator, and a hand the CPU is weighing.  Every reading of the tiles (seven
pairs, and each split into sets and a pair) is scored; the best after the cap is kept (§13).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.text import N_, tr
from rules.mahjong.hand import Decomposition, decompositions
from rules.mahjong.melds import Meld
from rules.mahjong.shanten import waits
from rules.mahjong.tiles import DRAGONS, counts, is_number, number_of

SOURCES = ("draw", "supplement", "discard", "rob")
SELF_DRAWN = frozenset({"draw", "supplement"})


@dataclass(frozen=True)
class WinContext:
    """How the winning tile came (§9.2) and the situational facts of §12."""

    win_tile: int  # the winning tile's kind
    source: str  # "draw" (head), "supplement" (kong supplement), "discard", "rob" (a growing kong)
    bloom_kongs: int = 0  # 槓上開花: the kongs in the winner's own chain this turn (only "supplement")
    kong_discard: bool = False  # 槓上炮: the discard was made right after a kong supplement
    disclosed: bool = False  # 亮倒: the winner had disclosed
    last_tile: bool = False  # 海底撈: self-draw of the wall's last tile (head or supplement, D17); ignored otherwise
    last_discard: bool = False  # a win on the very last discard (gets no 海底撈)


@dataclass(frozen=True)
class Pattern:
    id: str
    chinese: str
    doubles: int  # 槓上開花: one per chained kong


@dataclass(frozen=True)
class WinScore:
    patterns: tuple[Pattern, ...]  # the chosen reading's patterns, in the spec's order
    raw: int  # doubles before the cap
    doubles: int  # after the cap
    seven_pairs: bool  # the reading chosen

    @property
    def plain(self) -> bool:
        """No doubling pattern: 平胡 / 屁胡 (§9.3)."""
        return not self.patterns

    def amount(self, unit: int) -> int:
        """What one payer owes (§11): unit × 2^doubles."""
        return unit * 2**self.doubles

    def ids(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.patterns)


# The patterns in the spec's order (§12), with their original names and fixed doubles.
PATTERNS: dict[str, tuple[str, int]] = {
    "pengpeng": ("碰碰胡", 1),
    "kawuxing": ("卡五星", 1),
    "ming_sigui": ("明四帰一", 1),
    "gang_kaihua": ("槓上開花", 1),
    "gang_pao": ("槓上炮", 1),
    "qiang_gang": ("搶槓", 1),
    "liangdao": ("亮倒", 1),
    "haidi": ("海底撈", 1),
    "qingyise": ("清一色", 2),
    "qidui": ("七対", 2),
    "xiao_sanyuan": ("小三元", 2),
    "shoubayi": ("手把一", 2),
    "an_sigui": ("暗四帰一", 2),
    "da_sanyuan": ("大三元", 3),
    "long_qidui": ("龍七対", 3),
    "shuang_long_qidui": ("双龍七対", 4),
}
ORDER = tuple(PATTERNS)
LABELS = {
    "pengpeng": N_("All pungs"),
    "kawuxing": N_("Fit five: the winning 5 between 4 and 6"),
    "ming_sigui": N_("Open four-in-one"),
    "gang_kaihua": N_("Bloom on a kong"),
    "gang_pao": N_("Win on a kong's discard"),
    "qiang_gang": N_("Robbing a kong"),
    "liangdao": N_("Disclosure"),
    "haidi": N_("Win on the wall's last tile"),
    "qingyise": N_("Pure one suit"),
    "qidui": N_("Seven pairs"),
    "xiao_sanyuan": N_("Small three dragons"),
    "shoubayi": N_("Lone tile: four melds and a bare single wait"),
    "an_sigui": N_("Closed four-in-one"),
    "da_sanyuan": N_("Big three dragons"),
    "long_qidui": N_("Dragon seven pairs"),
    "shuang_long_qidui": N_("Double dragon seven pairs"),
}
# D11: "清一色 or a higher pattern" in the four-in-one clauses (the seven-pair ones cannot coexist).
CLAUSE_PATTERNS = frozenset({"qingyise", "xiao_sanyuan", "shoubayi", "da_sanyuan"})
DEFAULTS: dict[str, Any] = {"max_doubles": 3, "double_dragon_four_doubles": False, "plain_hand_self_draw_only": True}


def pattern_label(pattern_id: str) -> str:
    """The pattern's English name in the current language."""
    return tr(LABELS[pattern_id])


def _option(options: dict[str, Any], key: str) -> Any:
    return options.get(key, DEFAULTS[key])


def context_problem(ctx: WinContext) -> str | None:
    """Why ``ctx`` describes no possible win (a flag that does not fit its source), or None."""
    if ctx.source not in SOURCES:
        return f"source must be one of {', '.join(SOURCES)}, not {ctx.source!r}"
    if ctx.bloom_kongs < 0 or (ctx.bloom_kongs and ctx.source != "supplement"):
        return "bloom_kongs counts the kongs before a supplement win"
    if ctx.kong_discard and ctx.source != "discard":
        return "kong_discard describes a win on a discard"
    if ctx.last_discard and ctx.source != "discard":
        return "last_discard describes a win on a discard"
    return None


def _check(concealed: list[int], melds: list[Meld], ctx: WinContext) -> None:
    problem = context_problem(ctx)
    if problem:
        raise ValueError(problem)
    if any(m.kind == "chow" for m in melds):
        raise ValueError("Kawuxing has no chows (§6.2)")
    if ctx.win_tile not in concealed:
        raise ValueError("the concealed tiles must include the winning tile")


def _all_counts(concealed: list[int], melds: list[Meld]) -> list[int]:
    c = counts(concealed)
    for m in melds:
        c[m.tiles[0]] += len(m.tiles)
    return c


def _situational(ctx: WinContext) -> list[Pattern]:
    """The patterns every reading shares (§13 first bullet)."""
    out = []
    if ctx.source == "supplement":  # a supplement always follows at least one kong
        out.append(Pattern("gang_kaihua", "槓上開花", max(1, ctx.bloom_kongs)))
    if ctx.kong_discard:
        out.append(_pattern("gang_pao"))  # always exactly 1, whatever the chain (§13)
    if ctx.source == "rob":
        out.append(_pattern("qiang_gang"))
    if ctx.disclosed:
        out.append(_pattern("liangdao"))
    if ctx.last_tile and ctx.source in SELF_DRAWN:  # an empty wall gives a discard or a rob nothing (§10)
        out.append(_pattern("haidi"))
    return out


def _pattern(pid: str) -> Pattern:
    chinese, doubles = PATTERNS[pid]
    return Pattern(pid, chinese, doubles)


def _one_suit(all_counts: list[int]) -> bool:
    held = [k for k, n in enumerate(all_counts) if n]
    return all(is_number(k) for k in held) and len({k // 9 for k in held}) == 1


def _standard_ids(d: Decomposition, concealed_counts: list[int], melds: list[Meld], ctx: WinContext,
                  one_suit: bool) -> set[str]:
    """The shape patterns of one four-sets-and-a-pair reading (§12)."""
    ids: set[str] = set()
    triplets = [g.first for g in d.sets if g.kind == "pung"] + [m.tiles[0] for m in melds]
    if all(g.kind == "pung" for g in d.sets):
        ids.add("pengpeng")
    w = ctx.win_tile
    # D10: any reading with the winning 5 in the middle of its own suit's 4-5-6
    if is_number(w) and number_of(w) == 5 and any(g.kind == "chow" and g.first == w - 1 for g in d.sets):
        ids.add("kawuxing")
    if one_suit:
        ids.add("qingyise")
    dragon_sets = sum(1 for k in triplets if k in DRAGONS)
    if dragon_sets == 3:
        ids.add("da_sanyuan")
    elif dragon_sets == 2 and d.pair in DRAGONS:
        ids.add("xiao_sanyuan")
    if len(melds) == 4:
        ids.add("shoubayi")  # four declared melds leave a lone tile, won on its pair (D18)
    clause = bool(ids & CLAUSE_PATTERNS)  # D11: the four-in-one patterns widen with a 2+ pattern
    pungs = [m.tiles[0] for m in melds if m.kind == "pung"]
    if any((clause and concealed_counts[k] >= 1) or k == w for k in pungs):
        ids.add("ming_sigui")  # the fourth copy of a pung's kind can only sit in a run
    if concealed_counts[w] == 4 or (clause and 4 in concealed_counts):
        ids.add("an_sigui")
    return ids


def _seven_pairs_ids(concealed_counts: list[int], one_suit: bool) -> set[str]:
    fours = concealed_counts.count(4)
    ids = {"shuang_long_qidui" if fours >= 2 else "long_qidui" if fours == 1 else "qidui"}  # D12
    if one_suit:
        ids.add("qingyise")
    return ids


def _score(ids: set[str], shared: list[Pattern], seven_pairs: bool, options: dict[str, Any]) -> WinScore:
    patterns = sorted([_pattern(i) for i in ids] + shared, key=lambda p: ORDER.index(p.id))
    raw = sum(p.doubles for p in patterns)
    return WinScore(tuple(patterns), raw, min(raw, cap_for(ids, options)), seven_pairs)


def cap_for(ids: set[str] | tuple[str, ...], options: dict[str, Any]) -> int:
    """§11: max_doubles (3), or at least 4 for 双龍七対 under double_dragon_four_doubles."""
    cap = int(_option(options, "max_doubles"))
    if "shuang_long_qidui" in ids and _option(options, "double_dragon_four_doubles"):
        cap = max(cap, 4)
    return cap


def is_seven_pairs_shape(concealed_counts: list[int], melds: list[Meld]) -> bool:
    """Seven pairs (§9.1): no declared melds, 14 tiles, every kind held an even number of times;
    four of a kind counts as two pairs (龍七対)."""
    return not melds and sum(concealed_counts) == 14 and all(n % 2 == 0 for n in concealed_counts)


def readings(concealed: list[int], melds: list[Meld], ctx: WinContext, options: dict[str, Any]) -> list[WinScore]:
    """Every reading of the winning hand, scored (none: no winning shape)."""
    _check(concealed, melds, ctx)
    if len(concealed) + 3 * len(melds) != 14:
        return []
    c = counts(concealed)
    all_c = _all_counts(concealed, melds)
    if max(all_c) > 4:
        raise ValueError("more than four copies of a kind")
    one_suit = _one_suit(all_c)
    shared = _situational(ctx)
    out = [_score(_standard_ids(d, c, melds, ctx, one_suit), shared, False, options) for d in decompositions(c)]
    if is_seven_pairs_shape(c, melds):
        out.append(_score(_seven_pairs_ids(c, one_suit), shared, True, options))
    return out


def score_win(concealed: list[int], melds: list[Meld], ctx: WinContext, options: dict[str, Any]) -> WinScore | None:
    """The best reading after the cap (ties: the higher raw total), or None when the tiles make
    no winning shape.  ``concealed`` holds the winning tile; a kong counts as three tiles."""
    best = None
    for s in readings(concealed, melds, ctx, options):
        if best is None or (s.doubles, s.raw) > (best.doubles, best.raw):
            best = s
    return best


def plain_refused(score: WinScore, ctx: WinContext, options: dict[str, Any]) -> bool:
    """§9.3, D7: a plain hand wins only by self-draw (supplements included) under the option."""
    return score.plain and ctx.source not in SELF_DRAWN and bool(_option(options, "plain_hand_self_draw_only"))


def may_win(concealed: list[int], melds: list[Meld], ctx: WinContext, options: dict[str, Any]) -> bool:
    """A winning shape, and not a plain hand won on a discard under plain_hand_self_draw_only."""
    score = score_win(concealed, melds, ctx, options)
    return score is not None and not plain_refused(score, ctx, options)


def winning_tiles(concealed: list[int], melds: list[Meld], options: dict[str, Any], kinds: list[int]) -> list[int]:
    """The kinds among ``kinds`` that complete the 13-tile hand into a winning shape (D16: shape
    ready is enough, the 亮倒 double making any shape legal).  A fifth copy is never a wait."""
    if len(concealed) + 3 * len(melds) != 13:
        return []
    c = counts(concealed)
    all_c = _all_counts(concealed, melds)
    candidates = [k for k in kinds if all_c[k] < 4]
    found = waits(c, len(melds), kinds=candidates)
    if not melds and sum(c) == 13 and sum(n % 2 for n in c) == 1:
        found |= {k for k in candidates if c[k] % 2}  # seven pairs, four of a kind as two pairs
    return sorted(found)

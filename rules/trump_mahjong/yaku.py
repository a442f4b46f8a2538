"""Trump Mahjong yaku (spec §10, seed 004 役): the table of names and han, and the yaku of one
reading of a winning hand.

API:
- ``YAKU``: id -> ``Yaku(kanji, kana, closed, open, yakuman)``: ``closed`` / ``open``
  han (``open`` None = closed hands only; fanpai's values are per K pung), ``yakuman`` the
  multiple of a yakuman (1 or 2; 0 for regular yaku).  ``YAKU_ORDER`` is the §10 order.
- ``YAKU_LABELS``: id -> the English name (N_-marked); ``yaku_label(id) -> str`` gives it
  through tr().
- ``regular_yaku(reading, ctx, options) -> list[tuple[str, int]]``: (id, han) in §10 order, the
  exclusive groups of §10 "Combining" applied.  Joker han are not yaku (scoring adds them).
- ``yakuman_of(reading, ctx, options) -> list[tuple[str, int]]``: (id, multiple).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from rules.core.text import N_, tr
from rules.trump_mahjong.context import WinContext, option
from rules.trump_mahjong.hands import Reading, colour, is_number_kind, is_simple, rank


class Yaku(NamedTuple):
    kanji: str
    kana: str
    closed: int
    open: int | None
    yakuman: int = 0


YAKU: dict[str, Yaku] = {
    "menzen_tsumo": Yaku("門前清自摸和", "めんぜんちんつもほー", 1, None),
    "tanyao": Yaku("断幺九", "たんやおちゅー", 1, 1),
    "pinfu": Yaku("平和", "ぴんふ", 1, None),
    "iipeikou": Yaku("一盃口", "いーぺーこー", 1, None),
    "fanpai": Yaku("翻牌", "ふぁんぱい", 1, 1),
    "riichi": Yaku("立直", "りーち", 1, None),
    "haitei": Yaku("海底撈月", "はいていらおゆえ", 1, 1),
    "houtei": Yaku("河底撈魚", "ほーていらおゆい", 1, 1),
    "rinshan": Yaku("嶺上開花", "りんしゃんかいほー", 1, 1),
    "chankan": Yaku("搶槓", "ちゃんかん", 1, 1),
    "ittsu": Yaku("一気通貫", "いっきつーかん", 2, 1),
    "toitoi": Yaku("対々和", "といといほー", 2, 2),
    "sanankou": Yaku("三暗刻", "さんあんこー", 2, 2),
    "riichi_ippatsu": Yaku("立直即", "りーちそく", 2, None),
    "double_riichi": Yaku("ダブル立直", "だぶるりーち", 2, None),
    "honitsu": Yaku("混一色", "ほんいーそー", 3, 2),
    "ryanpeikou": Yaku("二盃口", "りゃんぺーこー", 3, 2),
    "double_riichi_ippatsu": Yaku("ダブル立直即", "だぶるりーちそく", 3, None),
    "honroutou": Yaku("混老頭", "ほんろーとー", 4, 4),
    "shousanki": Yaku("小三喜", "しょーさんきー", 4, 4),
    "shousangen": Yaku("小三元", "しょーさんげん", 4, 4),
    "chinitsu": Yaku("清一色", "ちんいーそー", 6, 5),
    "daisanki": Yaku("大三喜", "だいさんきー", 6, 6),
    "daisangen": Yaku("大三元", "だいさんげん", 6, 6),
    "suuankou": Yaku("四暗刻", "すーあんこー", 8, None),
    "shousuushi": Yaku("小四喜", "しょーすーしー", 0, 0, 1),
    "shousuugen": Yaku("小四元", "しょーすーげん", 0, 0, 1),
    "tsuuiisou": Yaku("字一色", "つーいーそー", 0, 0, 1),
    "chinroutou": Yaku("清老頭", "ちんろーとー", 0, 0, 1),
    "sankantsu": Yaku("三槓子", "さんかんつ", 0, 0, 1),
    "tenhou": Yaku("天和", "てんほー", 0, None, 1),
    "chiihou": Yaku("地和", "ちーほー", 0, None, 1),
    "daisuushi": Yaku("大四喜", "だいすーしー", 0, 0, 2),
    "daisuugen": Yaku("大四元", "だいすーげん", 0, 0, 2),
    "chuuren": Yaku("九蓮宝燈", "ちゅーれんぽーとー", 0, None, 2),
    "suukantsu": Yaku("四槓子", "すーかんつ", 0, 0, 2),
}
YAKU_LABELS = {
    "menzen_tsumo": N_("Fully concealed self-draw"),
    "tanyao": N_("All simples"),
    "pinfu": N_("All sequences (pinfu)"),
    "iipeikou": N_("Two identical sequences"),
    "fanpai": N_("Pung of kings"),
    "riichi": N_("Riichi"),
    "haitei": N_("Win on the last card"),
    "houtei": N_("Win on the last discard"),
    "rinshan": N_("Win on a replacement card"),
    "chankan": N_("Robbing a kong"),
    "ittsu": N_("Straight 1 to 9"),
    "toitoi": N_("All pungs"),
    "sanankou": N_("Three concealed pungs"),
    "riichi_ippatsu": N_("Riichi with ippatsu"),
    "double_riichi": N_("Double riichi"),
    "honitsu": N_("One colour with honours"),
    "ryanpeikou": N_("Two pairs of identical sequences"),
    "double_riichi_ippatsu": N_("Double riichi with ippatsu"),
    "honroutou": N_("All 1, 9, 10 and faces"),
    "shousanki": N_("Little three (black J Q K)"),
    "shousangen": N_("Little three (red J Q K)"),
    "chinitsu": N_("One colour, numbers only"),
    "daisanki": N_("Big three (black J Q K)"),
    "daisangen": N_("Big three (red J Q K)"),
    "suuankou": N_("Four concealed pungs"),
    "shousuushi": N_("Little four (black 10 J Q K)"),
    "shousuugen": N_("Little four (red 10 J Q K)"),
    "tsuuiisou": N_("Faces only"),
    "chinroutou": N_("Only 1, 9 and 10"),
    "sankantsu": N_("Three kongs"),
    "tenhou": N_("Dealer's dealt win"),
    "chiihou": N_("Win on the first draw"),
    "daisuushi": N_("Big four (black 10 J Q K)"),
    "daisuugen": N_("Big four (red 10 J Q K)"),
    "chuuren": N_("Nine gates"),
    "suukantsu": N_("Four kongs"),
}
YAKU_ORDER = tuple(YAKU)
KINGS = {"r": 30, "b": 34}
FACES = {"r": (28, 29, 30), "b": (32, 33, 34)}  # J Q K
HONOURS = {"r": (27, 28, 29, 30), "b": (31, 32, 33, 34)}  # 10 J Q K
_THREE = {"r": ("shousangen", "daisangen"), "b": ("shousanki", "daisanki")}
_FOUR = {"r": ("shousuugen", "daisuugen"), "b": ("shousuushi", "daisuushi")}


def yaku_label(yaku_id: str) -> str:
    return tr(YAKU_LABELS[yaku_id])


def _triplets(r: Reading) -> set[int]:
    return {s.first for s in r.sets if s.is_triplet}


def _big_little(r: Reading, kinds: tuple[int, ...]) -> str | None:
    """'big' when every kind is a pung/kong, 'little' when all but the pair's are, else None."""
    t = _triplets(r)
    held = sum(k in t for k in kinds)
    if held == len(kinds):
        return "big"
    if held == len(kinds) - 1 and r.pair in kinds:
        return "little"
    return None


def _riichi(ctx: WinContext) -> str | None:
    if not ctx.riichi:
        return None
    name = "double_riichi" if ctx.double_riichi else "riichi"
    if ctx.ippatsu:
        name = "double_riichi_ippatsu" if ctx.double_riichi else "riichi_ippatsu"
    return name


def _peikou(r: Reading) -> int:
    """How many pairs of identical sequences the reading holds (0, 1 or 2)."""
    chows = sorted(s.first for s in r.sets if s.kind == "chow")
    pairs, i = 0, 0
    while i + 1 < len(chows):
        if chows[i] == chows[i + 1]:
            pairs, i = pairs + 1, i + 2
        else:
            i += 1
    return pairs


def regular_yaku(r: Reading, ctx: WinContext, options: dict[str, Any] | None = None) -> list[tuple[str, int]]:
    kinds = r.kinds
    closed = r.closed
    found: dict[str, int] = {}

    def add(yaku_id: str, count: int = 1) -> None:
        y = YAKU[yaku_id]
        han = y.closed if closed else y.open
        if han is not None and count:
            found[yaku_id] = han * count

    if ctx.tsumo:
        add("menzen_tsumo")
    if all(is_simple(k) for k in kinds) and (closed or option(options, "kuitan")):
        add("tanyao")
    chows = [s for s in r.sets if s.kind == "chow"]
    if len(chows) == 4 and r.wait == "ryanmen" and r.pair not in (28, 29, 30, 32, 33, 34):
        add("pinfu")
    peikou = _peikou(r)
    if peikou == 2 and (closed or option(options, "open_ryanpeikou")):
        add("ryanpeikou")
    elif peikou >= 1:
        add("iipeikou")
    # the colour whose J Q K make 小三/大三 already includes its own K (seed; D-10)
    threes = {c: _big_little(r, FACES[c]) for c in "rb"}
    kings = sum(1 for c in "rb" if KINGS[c] in _triplets(r) and threes[c] is None)
    add("fanpai", kings)
    riichi = _riichi(ctx)
    if riichi:
        add(riichi)
    if ctx.haitei:
        add("haitei")
    if ctx.houtei:
        add("houtei")
    if ctx.rinshan:
        add("rinshan")
    if ctx.chankan:
        add("chankan")
    firsts = {s.first for s in chows}
    if any({base, base + 3, base + 6} <= firsts for base in (0, 9)):
        add("ittsu")
    triplets = [s for s in r.sets if s.is_triplet]
    concealed_triplets = sum(s.concealed for s in triplets)
    honroutou = all(not is_simple(k) for k in kinds)
    if concealed_triplets == 4:
        add("suuankou")  # 対々和 and 三暗刻 not added (seed; D-11)
    else:
        if len(triplets) == 4 and not honroutou:
            add("toitoi")
        if concealed_triplets == 3:
            add("sanankou")
    colours = {colour(k) for k in kinds}
    if len(colours) == 1:
        add("chinitsu" if all(is_number_kind(k) for k in kinds) else "honitsu")
    if honroutou:
        add("honroutou")
    for c in "rb":
        if threes[c] is not None:
            add(_THREE[c][threes[c] == "big"])
    return sorted(found.items(), key=lambda item: YAKU_ORDER.index(item[0]))


def yakuman_of(r: Reading, ctx: WinContext, options: dict[str, Any] | None = None) -> list[tuple[str, int]]:
    kinds = r.kinds
    found = []
    for c in "rb":
        four = _big_little(r, HONOURS[c])
        if four is not None:
            found.append(_FOUR[c][four == "big"])
    if all(rank(k) in (11, 12, 13) for k in kinds):
        found.append("tsuuiisou")
    if all(rank(k) in (1, 9, 10) for k in kinds):
        found.append("chinroutou")
    kongs = sum(s.kind == "kong" for s in r.sets)
    if kongs == 4:
        found.append("suukantsu")  # 三槓子 not added
    elif kongs == 3:
        found.append("sankantsu")
    if ctx.first_draw and r.closed:
        found.append("tenhou" if ctx.dealer else "chiihou")
    if _chuuren(r):
        found.append("chuuren")
    return sorted(((y, YAKU[y].yakuman) for y in found), key=lambda item: YAKU_ORDER.index(item[0]))


def _chuuren(r: Reading) -> bool:
    """九蓮宝燈: no declared set at all, 1112345678999 of one colour's numbers plus one more."""
    if any(s.kind == "kong" for s in r.sets) or not r.closed:
        return False
    kinds = r.kinds
    base = kinds[0] - kinds[0] % 9
    if not all(is_number_kind(k) and k - k % 9 == base for k in kinds):
        return False
    n = [kinds.count(base + i) for i in range(9)]
    return all(have >= need for have, need in zip(n, (3, 1, 1, 1, 1, 1, 1, 1, 3)))

"""Trump Mahjong yaku (spec §10, seed 004 役): the table of names and han, and the yaku of one
reading of a winning hand.

API:
- ``YAKU``: id -> ``Yaku(kanji, kana, english, closed, open, yakuman)``: ``closed`` / ``open``
  han (``open`` None = closed hands only; fanpai's values are per K pung), ``yakuman`` the
  multiple of a yakuman (1 or 2; 0 for regular yaku).  ``YAKU_ORDER`` is the §10 order.
- ``yaku_label(id) -> str``: the English name through tr().
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
    english: str
    closed: int
    open: int | None
    yakuman: int = 0


YAKU: dict[str, Yaku] = {
    "menzen_tsumo": Yaku("門前清自摸和", "めんぜんちんつもほー", N_("Fully concealed self-draw"), 1, None),
    "tanyao": Yaku("断幺九", "たんやおちゅー", N_("All simples"), 1, 1),
    "pinfu": Yaku("平和", "ぴんふ", N_("All sequences (pinfu)"), 1, None),
    "iipeikou": Yaku("一盃口", "いーぺーこー", N_("Two identical sequences"), 1, None),
    "fanpai": Yaku("翻牌", "ふぁんぱい", N_("Pung of kings"), 1, 1),
    "riichi": Yaku("立直", "りーち", N_("Riichi"), 1, None),
    "haitei": Yaku("海底撈月", "はいていらおゆえ", N_("Win on the last card"), 1, 1),
    "houtei": Yaku("河底撈魚", "ほーていらおゆい", N_("Win on the last discard"), 1, 1),
    "rinshan": Yaku("嶺上開花", "りんしゃんかいほー", N_("Win on a replacement card"), 1, 1),
    "chankan": Yaku("搶槓", "ちゃんかん", N_("Robbing a kong"), 1, 1),
    "ittsu": Yaku("一気通貫", "いっきつーかん", N_("Straight 1 to 9"), 2, 1),
    "toitoi": Yaku("対々和", "といといほー", N_("All pungs"), 2, 2),
    "sanankou": Yaku("三暗刻", "さんあんこー", N_("Three concealed pungs"), 2, 2),
    "riichi_ippatsu": Yaku("立直即", "りーちそく", N_("Riichi with ippatsu"), 2, None),
    "double_riichi": Yaku("ダブル立直", "だぶるりーち", N_("Double riichi"), 2, None),
    "honitsu": Yaku("混一色", "ほんいーそー", N_("One colour with honours"), 3, 2),
    "ryanpeikou": Yaku("二盃口", "りゃんぺーこー", N_("Two pairs of identical sequences"), 3, 2),
    "double_riichi_ippatsu": Yaku("ダブル立直即", "だぶるりーちそく", N_("Double riichi with ippatsu"), 3, None),
    "honroutou": Yaku("混老頭", "ほんろーとー", N_("All 1, 9, 10 and faces"), 4, 4),
    "shousanki": Yaku("小三喜", "しょーさんきー", N_("Little three (black J Q K)"), 4, 4),
    "shousangen": Yaku("小三元", "しょーさんげん", N_("Little three (red J Q K)"), 4, 4),
    "chinitsu": Yaku("清一色", "ちんいーそー", N_("One colour, numbers only"), 6, 5),
    "daisanki": Yaku("大三喜", "だいさんきー", N_("Big three (black J Q K)"), 6, 6),
    "daisangen": Yaku("大三元", "だいさんげん", N_("Big three (red J Q K)"), 6, 6),
    "suuankou": Yaku("四暗刻", "すーあんこー", N_("Four concealed pungs"), 8, None),
    "shousuushi": Yaku("小四喜", "しょーすーしー", N_("Little four (black 10 J Q K)"), 0, 0, 1),
    "shousuugen": Yaku("小四元", "しょーすーげん", N_("Little four (red 10 J Q K)"), 0, 0, 1),
    "tsuuiisou": Yaku("字一色", "つーいーそー", N_("Faces only"), 0, 0, 1),
    "chinroutou": Yaku("清老頭", "ちんろーとー", N_("Only 1, 9 and 10"), 0, 0, 1),
    "sankantsu": Yaku("三槓子", "さんかんつ", N_("Three kongs"), 0, 0, 1),
    "tenhou": Yaku("天和", "てんほー", N_("Dealer's dealt win"), 0, None, 1),
    "chiihou": Yaku("地和", "ちーほー", N_("Win on the first draw"), 0, None, 1),
    "daisuushi": Yaku("大四喜", "だいすーしー", N_("Big four (black 10 J Q K)"), 0, 0, 2),
    "daisuugen": Yaku("大四元", "だいすーげん", N_("Big four (red 10 J Q K)"), 0, 0, 2),
    "chuuren": Yaku("九蓮宝燈", "ちゅーれんぽーとー", N_("Nine gates"), 0, None, 2),
    "suukantsu": Yaku("四槓子", "すーかんつ", N_("Four kongs"), 0, 0, 2),
}
YAKU_ORDER = tuple(YAKU)
KINGS = {"r": 30, "b": 34}
FACES = {"r": (28, 29, 30), "b": (32, 33, 34)}  # J Q K
HONOURS = {"r": (27, 28, 29, 30), "b": (31, 32, 33, 34)}  # 10 J Q K
_THREE = {"r": ("shousangen", "daisangen"), "b": ("shousanki", "daisanki")}
_FOUR = {"r": ("shousuugen", "daisuugen"), "b": ("shousuushi", "daisuushi")}


def yaku_label(yaku_id: str) -> str:
    return tr(YAKU[yaku_id].english)


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

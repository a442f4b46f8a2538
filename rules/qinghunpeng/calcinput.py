"""Reading and checking the Qing-Hun-Peng calculator's JSON (docs/qinghunpeng-calculator.md):
every fault, an impossible hand included, is an InputError whose message names it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.calcinput import InputError, fields, flag, seat_names, whole_number
from rules.core.text import N_, tr
from rules.mahjong.melds import Meld
from rules.mahjong.tiles import counts, format_tiles, is_flower, parse_tiles
from rules.qinghunpeng.payments import claim_count
from rules.qinghunpeng.scoring import DEFAULTS, SOURCES, WinContext
from rules.qinghunpeng.state import PLAYERS

COMMON = ("game", "kind", "note", "options", "names")
WIN_FIELDS = COMMON + ("winner", "hand", "winning_tile", "melds", "flowers", "by", "payer", "last_draw",
                       "relations", "discarder_ready")
FLOWER_FIELDS = COMMON + ("win", "winner", "loser")
WINS_FIELDS = COMMON + ("wins",)
MELD_FIELDS = ("kind", "tiles", "from")
MELD_LABELS = {
    "chow": N_("Chow"),
    "pung": N_("Pung"),
    "kong_exposed": N_("Exposed kong"),
    "kong_added": N_("Added kong"),
    "kong_concealed": N_("Concealed kong"),
}
MELD_TERMS = {"chow": "吃", "pung": "碰", "kong_exposed": "明槓", "kong_added": "加槓", "kong_concealed": "暗槓"}
BOOL_OPTIONS = ("menqing_double", "three_mouth_pao", "big_pao", "pao_self_discard_double",
                "pao_split_even_if_not_ready", "seven_catch_one", "eight_flowers")


def meld_label(kind: str) -> str:
    return tr(MELD_LABELS[kind])


@dataclass
class Hand:
    """A described win, checked: ready for score_win and settle_win."""

    concealed: list[int]
    melds: list[Meld]
    flowers: int
    ctx: WinContext
    options: dict[str, Any]
    winner: int
    payer: int | None
    relations: list[tuple[int, int]]
    discarder_ready: bool
    names: list[str] | None


def options_of(data: dict[str, Any]) -> dict[str, Any]:
    raw = data.get("options", {})
    if raw is None:
        raw = {}
    raw = fields(raw, tuple(DEFAULTS), "options")
    out = dict(DEFAULTS, **raw)
    for key in BOOL_OPTIONS:
        flag(out, key)
    whole_number(out, "base_points", 1, 1_000_000)
    whole_number(out, "hua_value", 1, 1_000_000)
    if out["lazi_hua"] not in (4, 8) or isinstance(out["lazi_hua"], bool):
        raise InputError(tr("\"lazi_hua\" must be 8 or 4"))
    whole_number(out, "seven_catch_one_lazi", 1, 100)
    whole_number(out, "eight_flowers_lazi", 1, 100)
    whole_number(out, "hands_per_game", 1, 1000)
    if out["multi_win_dealer"] not in ("after_nearest_winner", "nearest_winner"):
        raise InputError(tr("\"multi_win_dealer\" must be \"after_nearest_winner\" or \"nearest_winner\""))
    return out



def _seat(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 3:
        raise InputError(tr("\"{key}\" must be a seat from 0 to 3", key=key))
    return value


def _tiles(value: Any, where: str) -> list[int]:
    if not isinstance(value, str):
        raise InputError(tr("{where} must be tiles written as text, e.g. \"123m 55p 東東\"", where=where))
    try:
        tiles = parse_tiles(value)
    except ValueError as e:
        raise InputError(f"{where}: {e}") from None
    if any(is_flower(k) for k in tiles):
        raise InputError(tr("{where}: flowers are laid aside and given in \"flowers\"", where=where))
    return tiles


def _flowers(value: Any) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        if not 0 <= value <= 8:
            raise InputError(tr("\"flowers\" must be 0 to 8 (there are eight flowers, one of each)"))
        return value
    if not isinstance(value, str):
        raise InputError(tr("\"flowers\" must be a count or the flowers as text, e.g. \"春夏\" or \"F1 F2\""))
    try:
        tiles = parse_tiles(value)
    except ValueError as e:
        raise InputError(f"flowers: {e}") from None
    if not all(is_flower(k) for k in tiles):
        raise InputError(tr("\"flowers\" must hold flowers only"))
    if len(set(tiles)) != len(tiles):
        raise InputError(tr("each flower exists once: \"flowers\" names one twice"))
    return len(tiles)


def _meld(raw: Any, where: str, winner: int) -> Meld:
    raw = fields(raw, MELD_FIELDS, where)
    kind = raw.get("kind")
    if not isinstance(kind, str) or kind not in MELD_LABELS:
        raise InputError(tr("{where}: \"kind\" must be one of {kinds}", where=where, kinds=", ".join(MELD_LABELS)))
    tiles = _tiles(raw.get("tiles"), where)
    size = 4 if kind.startswith("kong") else 3
    if len(tiles) != size:
        raise InputError(tr("{where}: a {kind} has {n} tiles", where=where, kind=kind, n=size))
    if kind == "chow":
        lo = min(tiles)
        if sorted(tiles) != [lo, lo + 1, lo + 2] or lo >= 27 or lo // 9 != (lo + 2) // 9:
            raise InputError(tr("{where}: a chow is three consecutive tiles of one suit", where=where))
    elif len(set(tiles)) != 1:
        raise InputError(tr("{where}: a {kind} is {n} identical tiles", where=where, kind=kind, n=size))
    if kind == "kong_concealed":
        if raw.get("from") is not None:
            raise InputError(tr("{where}: a concealed kong claims no tile, so has no \"from\"", where=where))
        return Meld(kind, tuple(tiles))
    src = _seat(raw, "from")
    if src == winner:
        raise InputError(tr("{where}: \"from\" names the winner; a claimed tile comes from another player", where=where))
    if kind == "chow" and src != (winner + 3) % 4:
        raise InputError(tr("{where}: a chow is claimed from the 上家 only (seat {seat})", where=where,
                            seat=(winner + 3) % 4))
    return Meld(kind, tuple(tiles), tiles[0], src)


def _relations(data: dict[str, Any], winner: int, melds: list[Meld]) -> list[tuple[int, int]]:
    raw = data.get("relations", [])
    if not isinstance(raw, list) or len(raw) > 4:
        raise InputError(tr("\"relations\" must list at most 4 [caller, discarder] pairs in the order they formed"))
    out: list[tuple[int, int]] = []
    for i, pair in enumerate(raw):
        if (not isinstance(pair, list) or len(pair) != 2
                or not all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= 3 for s in pair)
                or pair[0] == pair[1]):
            raise InputError(tr("relations[{i}] must be [caller, discarder], two different seats 0-3", i=i))
        x, y = pair
        if x in [c for c, _ in out]:
            raise InputError(tr("relations[{i}]: a player has at most four melds, so calls in one relation only", i=i))
        if x == winner and claim_count(melds, y) < 3:
            raise InputError(tr("relations[{i}]: the winner's melds show {n} claim(s) from seat {seat}, not 3",
                                i=i, n=claim_count(melds, y), seat=y))
        out.append((x, y))
    # the winner's own relation follows from the melds' "from"; unlisted, it counts as the earliest
    own = [(winner, y) for y in range(4) if y != winner and claim_count(melds, y) >= 3]
    return [r for r in own if r not in out] + out


def build_win(data: dict[str, Any]) -> Hand:
    fields(data, WIN_FIELDS, tr("the input"))
    options = options_of(data)
    names = seat_names(data, PLAYERS)
    winner = _seat(data, "winner")
    by = data.get("by")
    if by not in SOURCES:
        raise InputError(tr("\"by\" must be one of {values}", values=", ".join(SOURCES)))
    payer = None
    if by in ("discard", "rob"):
        payer = _seat(data, "payer")
        if payer == winner:
            raise InputError(tr("the winner cannot be the payer"))
    elif data.get("payer") is not None:
        raise InputError(tr("a self-draw has no payer: each other player pays"))
    concealed = _tiles(data.get("hand"), "hand")
    melds_raw = data.get("melds", [])
    if not isinstance(melds_raw, list) or len(melds_raw) > 4:
        raise InputError(tr("\"melds\" must be a list of at most 4 melds"))
    melds = [_meld(m, f"melds[{i}]", winner) for i, m in enumerate(melds_raw)]
    if len(concealed) + 3 * len(melds) != 14:
        raise InputError(tr("hand: with {m} meld(s) the winner holds {need} concealed tiles including the winning "
                            "tile, not {n}", m=len(melds), need=14 - 3 * len(melds), n=len(concealed)))
    whole = counts(concealed + [int(t) for m in melds for t in m.tiles])
    over = [format_tiles([k]) for k, n in enumerate(whole) if n > 4]
    if over:
        raise InputError(tr("more than four copies of {tiles}", tiles=", ".join(over)))
    win = _tiles(data.get("winning_tile"), "winning_tile")
    if len(win) != 1 or win[0] not in concealed:
        raise InputError(tr("\"winning_tile\" must be one tile of the hand"))
    w = win[0]
    if by == "rob" and (concealed.count(w) > 1 or any(w in m.tiles for m in melds)):
        raise InputError(tr("by \"rob\": the robbed player held three {tile} and added the fourth, so the winner "
                            "holds no other copy", tile=format_tiles([w])))
    last = flag(data, "last_draw")
    if last and by not in ("draw", "replacement"):
        raise InputError(tr("\"last_draw\" (海底撈) describes a tile the winner drew: \"by\" draw or replacement"))
    relations = _relations(data, winner, melds)
    ready = data.get("discarder_ready")
    third_party = by == "discard" and any(winner in r and payer not in r for r in relations)
    if ready is None and third_party and options["three_mouth_pao"] and not options["pao_split_even_if_not_ready"]:
        raise InputError(tr("a partner of the winner did not discard: say whether the discarder was ready "
                            "(\"discarder_ready\": true or false)"))
    if ready is not None and not isinstance(ready, bool):
        raise InputError(tr("\"discarder_ready\" must be true or false"))
    flowers = _flowers(data.get("flowers", 0))
    return Hand(concealed, melds, flowers, WinContext(w, by, last), options, winner, payer, relations,
                bool(ready), names)


def build_flower_win(data: dict[str, Any]) -> dict[str, Any]:
    fields(data, FLOWER_FIELDS, tr("the input"))
    options = options_of(data)
    names = seat_names(data, PLAYERS)
    win = data.get("win")
    if win not in ("seven_catch_one", "eight_flowers"):
        raise InputError(tr("\"win\" must be seven_catch_one or eight_flowers"))
    winner = _seat(data, "winner")
    loser = None
    if win == "seven_catch_one":
        loser = _seat(data, "loser")
        if loser == winner:
            raise InputError(tr("the winner cannot be the loser"))
    elif data.get("loser") is not None:
        raise InputError(tr("eight_flowers is paid by all three other players: no \"loser\""))
    return {"win": win, "winner": winner, "loser": loser, "names": names, "options": options}


def build_wins(data: dict[str, Any]) -> list[Hand]:
    """Several winners on one discard or one robbed kong (§7.4): each settled on its own."""
    fields(data, WINS_FIELDS, tr("the input"))
    raw = data.get("wins")
    if not isinstance(raw, list) or not 2 <= len(raw) <= 3:
        raise InputError(tr("\"wins\" must list 2 or 3 wins on the same tile"))
    hands = []
    for i, w in enumerate(raw):
        w = fields(w, tuple(f for f in WIN_FIELDS if f not in COMMON), f"wins[{i}]")
        try:
            hands.append(build_win(dict(w, options=data.get("options"), names=data.get("names"))))
        except InputError as e:
            raise InputError(f"wins[{i}]: {e}") from None
    first = hands[0]
    if first.ctx.source not in ("discard", "rob"):
        raise InputError(tr("several players win together only on a discard or a robbed kong"))
    for h in hands[1:]:
        if (h.ctx.source, h.payer, h.ctx.win_tile) != (first.ctx.source, first.payer, first.ctx.win_tile):
            raise InputError(tr("the wins must share \"by\", \"payer\" and \"winning_tile\""))
    if len({h.winner for h in hands}) != len(hands):
        raise InputError(tr("each win needs a different winner"))
    # the winners' hands lie on one table: together they hold at most 4 of a kind (the shared
    # winning tile counted once)
    whole = counts([t for h in hands for t in h.concealed + [int(x) for m in h.melds for x in m.tiles]])
    whole[first.ctx.win_tile] -= len(hands) - 1
    over = [format_tiles([k]) for k, n in enumerate(whole) if n > 4]
    if over:
        raise InputError(tr("the winners together hold more than four copies of {tiles}", tiles=", ".join(over)))
    return hands

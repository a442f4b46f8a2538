"""Reading and checking the Kawuxing calculator's JSON (docs/kawuxing-calculator.md): every fault,
an impossible hand included, is an InputError whose message names it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.calcinput import InputError, fields, flag, whole_number
from rules.core.text import N_, tr
from rules.kawuxing.scoring import SOURCES, WinContext, is_seven_pairs_shape
from rules.mahjong.melds import Meld
from rules.mahjong.tiles import WINDS, counts, format_tiles, parse_tiles, suit_of

COMMON = ("game", "kind", "note", "options", "names", "seats")
WIN_FIELDS = COMMON + ("winner", "hand", "winning_tile", "melds", "by", "payer", "bloom_kongs", "kong_discard",
                       "disclosed", "last_tile", "last_discard")
KONGS_FIELDS = COMMON + ("kongs",)
DRAW_FIELDS = COMMON + ("first_discloser",)
KONG_FIELDS = ("kind", "by", "discarder", "link", "tile")
MELD_LABELS = {
    "pung": N_("Pung"),
    "kong_exposed": N_("Direct kong"),
    "kong_added": N_("Growing kong"),
    "kong_concealed": N_("Closed kong"),
}
KONGS = ("kong_exposed", "kong_added", "kong_concealed")
# §17: the options that change a score are checked and used; the others are accepted, as in the game.
BOOL_OPTIONS = ("double_dragon_four_doubles", "plain_hand_self_draw_only", "four_player_rotation", "anonymous_discards")
DEFAULTS: dict[str, Any] = {"unit": 1, "max_doubles": 3, "double_dragon_four_doubles": False,
                            "plain_hand_self_draw_only": True, "removed_suit": "m", "four_player_rotation": False,
                            "hands_per_game": 12, "disclosure_scope": "all", "anonymous_discards": False}


def meld_label(kind: str) -> str:
    return tr(MELD_LABELS[kind])


@dataclass
class Hand:
    """A described win, checked: ready for score_win and win_payments."""

    concealed: list[int]
    melds: list[Meld]
    ctx: WinContext
    options: dict[str, Any]
    winner: int
    payer: int | None
    active: list[int]
    names: list[str] | None


def options_of(data: dict[str, Any]) -> dict[str, Any]:
    raw = data.get("options", {})
    if raw is None:
        raw = {}
    raw = fields(raw, tuple(DEFAULTS), "options")
    out = dict(DEFAULTS, **raw)
    for key in BOOL_OPTIONS:
        flag(out, key)
    whole_number(out, "unit", 1, 1_000_000)
    whole_number(out, "max_doubles", 1, 10)
    whole_number(out, "hands_per_game", 1, 1000)
    if out["removed_suit"] not in ("m", "p", "s"):
        raise InputError(tr("\"removed_suit\" must be \"m\", \"p\" or \"s\""))
    if out["disclosure_scope"] not in ("all", "waiting_part"):
        raise InputError(tr("\"disclosure_scope\" must be \"all\" or \"waiting_part\""))
    return out


def _seats(data: dict[str, Any]) -> tuple[list[int], list[str] | None]:
    active = data.get("seats", [0, 1, 2])
    if (not isinstance(active, list) or len(active) != 3 or len(set(map(repr, active))) != 3
            or not all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= 3 for s in active)):
        raise InputError(tr("\"seats\" must list the three active seats, different numbers from 0 to 3"))
    names = data.get("names")
    if names is not None:
        if (not isinstance(names, list) or not all(isinstance(n, str) and 0 < len(n) <= 20 for n in names)
                or len(names) <= max(active)):
            raise InputError(tr("\"names\" must list a short name for every seat up to the highest active one"))
    return sorted(active), names


def _seat(data: dict[str, Any], key: str, active: list[int]) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value not in active:
        raise InputError(tr("\"{key}\" must be one of the active seats {seats}", key=key,
                            seats=", ".join(map(str, active))))
    return value


def _tiles(value: Any, where: str, removed: str) -> list[int]:
    if not isinstance(value, str):
        raise InputError(tr("{where} must be tiles written as text, e.g. \"123p 55s 中\"", where=where))
    try:
        tiles = parse_tiles(value)
    except ValueError as e:
        raise InputError(f"{where}: {e}") from None
    for k in tiles:
        if k >= 34:
            raise InputError(tr("{where}: Kawuxing has no flowers", where=where))
        if k in WINDS:
            raise InputError(tr("{where}: Kawuxing has no winds (§2)", where=where))
        if suit_of(k) == removed:
            raise InputError(tr("{where}: {tile} is of the removed suit (removed_suit \"{suit}\")", where=where,
                                tile=format_tiles([k]), suit=removed))
    return tiles


def _meld(raw: Any, where: str, removed: str) -> Meld:
    raw = fields(raw, ("kind", "tiles"), where)
    kind = raw.get("kind")
    if kind == "chow":
        raise InputError(tr("{where}: Kawuxing has no chows (§6.2)", where=where))
    if kind not in MELD_LABELS:
        raise InputError(tr("{where}: \"kind\" must be one of {kinds}", where=where, kinds=", ".join(MELD_LABELS)))
    tiles = _tiles(raw.get("tiles"), where, removed)
    size = 4 if kind in KONGS else 3
    if len(tiles) != size or len(set(tiles)) != 1:
        raise InputError(tr("{where}: a {kind} is {n} identical tiles", where=where, kind=kind, n=size))
    return Meld(kind, tuple(tiles), tiles[0], None)


def build_win(data: dict[str, Any]) -> Hand:
    fields(data, WIN_FIELDS, tr("the input"))
    options = options_of(data)
    removed = options["removed_suit"]
    active, names = _seats(data)
    winner = _seat(data, "winner", active)
    by = data.get("by")
    if by not in SOURCES:
        raise InputError(tr("\"by\" must be one of {values}", values=", ".join(SOURCES)))
    payer = None
    if by in ("discard", "rob"):
        payer = _seat(data, "payer", active)
        if payer == winner:
            raise InputError(tr("the winner cannot be the payer"))
    elif "payer" in data:
        raise InputError(tr("a self-draw has no payer: each other active player pays"))
    concealed = _tiles(data.get("hand"), "hand", removed)
    melds_raw = data.get("melds", [])
    if not isinstance(melds_raw, list) or len(melds_raw) > 4:
        raise InputError(tr("\"melds\" must be a list of at most 4 melds"))
    melds = [_meld(m, f"melds[{i}]", removed) for i, m in enumerate(melds_raw)]
    if len(concealed) + 3 * len(melds) != 14:
        if melds and is_seven_pairs_shape(counts(concealed), []):
            raise InputError(tr("seven pairs needs no declared melds (§9.1)"))
        raise InputError(tr("hand: with {m} meld(s) the winner holds {need} concealed tiles including the winning "
                            "tile, not {n}", m=len(melds), need=14 - 3 * len(melds), n=len(concealed)))
    whole = counts(concealed + [t for m in melds for t in m.tiles])
    over = [format_tiles([k]) for k, n in enumerate(whole) if n > 4]
    if over:
        raise InputError(tr("more than four copies of {tiles}", tiles=", ".join(over)))
    win = _tiles(data.get("winning_tile"), "winning_tile", removed)
    if len(win) != 1 or win[0] not in concealed:
        raise InputError(tr("\"winning_tile\" must be one tile of the hand"))
    return Hand(concealed, melds, _context(data, win[0], by, concealed, melds), options, winner, payer, active, names)


def _context(data: dict[str, Any], win: int, by: str, concealed: list[int], melds: list[Meld]) -> WinContext:
    flags = {key: flag(data, key) for key in ("kong_discard", "disclosed", "last_tile", "last_discard")}
    kongs = sum(1 for m in melds if m.is_kong)
    bloom = whole_number(data, "bloom_kongs", 0, 4, 1 if by == "supplement" else 0)
    if by == "supplement":
        if bloom < 1:
            raise InputError(tr("a supplement win follows at least one kong: \"bloom_kongs\" is 1 or more"))
        if bloom > kongs:
            raise InputError(tr("\"bloom_kongs\" is {n} but the winner shows {kongs} kong(s)", n=bloom, kongs=kongs))
        if flags["disclosed"]:
            raise InputError(tr("a disclosed player makes no kongs (D15), so never wins on a supplement"))
    elif bloom:
        raise InputError(tr("\"bloom_kongs\" describes a win on a kong supplement (\"by\": \"supplement\")"))
    if flags["kong_discard"] and by != "discard":
        raise InputError(tr("\"kong_discard\" describes a win on a discard"))
    if flags["last_discard"] and by != "discard":
        raise InputError(tr("\"last_discard\" describes a win on a discard"))
    if flags["last_tile"] and by not in ("draw", "supplement"):
        raise InputError(tr("\"last_tile\" describes a self-draw; a win on the last discard is \"last_discard\""))
    if by == "rob" and (concealed.count(win) > 1 or any(m.tiles[0] == win for m in melds)):
        raise InputError(tr("by \"rob\": the robbed player held three {tile} and added the fourth, so the winner "
                            "holds no other copy", tile=format_tiles([win])))
    return WinContext(win, by, bloom, flags["kong_discard"], flags["disclosed"], flags["last_tile"],
                      flags["last_discard"])


def build_kongs(data: dict[str, Any]) -> dict[str, Any]:
    fields(data, KONGS_FIELDS, tr("the input"))
    options = options_of(data)
    active, names = _seats(data)
    raw = data.get("kongs")
    if not isinstance(raw, list) or not 1 <= len(raw) <= 16:
        raise InputError(tr("\"kongs\" must list 1 to 16 kongs in the order they were made"))
    kongs = []
    for i, k in enumerate(raw):
        where = f"kongs[{i}]"
        k = fields(k, KONG_FIELDS, where)
        kind = k.get("kind")
        if kind not in KONGS:
            raise InputError(tr("{where}: \"kind\" must be one of {kinds}", where=where, kinds=", ".join(KONGS)))
        konger = _seat(k, "by", active)
        discarder = None
        if kind == "kong_exposed":
            discarder = _seat(k, "discarder", active)
            if discarder == konger:
                raise InputError(tr("{where}: a direct kong is made on another player's discard", where=where))
        elif "discarder" in k:
            raise InputError(tr("{where}: only a direct kong has a discarder", where=where))
        tile = None
        if "tile" in k:
            tiles = _tiles(k["tile"], f"{where}.tile", options["removed_suit"])
            if len(tiles) != 1:
                raise InputError(tr("{where}: \"tile\" is the one kind konged", where=where))
            tile = format_tiles(tiles)
        kongs.append({"kind": kind, "by": konger, "discarder": discarder, "link": whole_number(k, "link", 1, 8, 1),
                      "tile": tile})
    return {"active": active, "names": names, "unit": options["unit"], "kongs": kongs}


def build_draw(data: dict[str, Any]) -> dict[str, Any]:
    fields(data, DRAW_FIELDS, tr("the input"))
    options = options_of(data)
    active, names = _seats(data)
    first = None if data.get("first_discloser") is None else _seat(data, "first_discloser", active)
    return {"active": active, "names": names, "unit": options["unit"], "first_discloser": first}

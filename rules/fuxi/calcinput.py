"""Reading and checking the Fuxi calculator's JSON (docs/fuxi-calculator.md): every fault, an
impossible tile count included, is an InputError whose message names it.  A play written in
readable tiles that makes no combination is not a fault of the input: the calculator refuses it
as a play (exit status 1) with the reason."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from rules.core.calcinput import InputError, fields, flag, seat_names, whole_number
from rules.core.text import tr
from rules.fuxi.combinations import TILE_KINDS, Face, Play, parse_play
from rules.fuxi.kongs import REVERSAL_SCOPES
from rules.fuxi.scoring import FINISHES
from rules.mahjong.tiles import parse_tiles, tile_code

COMMON = ("game", "kind", "note", "options", "names")
WIN_FIELDS = COMMON + ("jitou", "winner", "play", "finish", "last_tile", "first_turn", "table", "reversed")
PLAY_FIELDS = COMMON + ("table", "reversed", "play", "hand")
OPTION_DEFAULTS: dict[str, Any] = {"players": 4, "reversal_scope": "hand", "unseats_to_end": 2}
HAND_SIZE = 13
# A first-turn hand holds 13 + 1 tiles, less 3 for each kong played before (4 out, 1 drawn) and 8 for
# each 一通 played as a kong (9 out, 1 drawn): the sizes a first-turn winning play can have.
FIRST_TURN_SIZES = frozenset(14 - 3 * a - 8 * b for a in range(5) for b in range(2) if 14 - 3 * a - 8 * b > 0)


def options_of(data: dict[str, Any]) -> dict[str, Any]:
    raw = data.get("options", {})
    raw = fields({} if raw is None else raw, tuple(OPTION_DEFAULTS), "options")
    out = dict(OPTION_DEFAULTS, **raw)
    if out["players"] not in (3, 4) or isinstance(out["players"], bool):
        raise InputError(tr("\"players\" must be 3 or 4"))
    if out["reversal_scope"] not in REVERSAL_SCOPES:
        raise InputError(tr("\"reversal_scope\" must be \"hand\" or \"trick\""))
    whole_number(out, "unseats_to_end", 1, 100)
    return out



def tiles_of(value: Any, where: str) -> list[int]:
    """Readable Fuxi tiles (number tiles only, at most four of a kind), else InputError."""
    if not isinstance(value, str):
        raise InputError(tr("{where} must be tiles written as text, e.g. \"222m 99p\"", where=where))
    text = value.replace("+", " ").replace("帯", " ").replace("=", " ")
    try:
        tiles = parse_tiles(text)
    except ValueError as e:
        raise InputError(f"{where}: {e}") from None
    if any(not 0 <= k < TILE_KINDS for k in tiles):
        raise InputError(tr("{where}: Fuxi uses only the number tiles 1-9 of m, p and s (no honours, no flowers)",
                            where=where))
    return tiles


def _play_tiles(value: Any, where: str) -> list[int]:
    """The real tiles of a play written in the notation: its declaration (after '=') shows tiles
    that need not exist, so it is read but not counted."""
    tiles_of(value, where)  # the whole text, declarations included, must be readable
    return [k for group in value.replace("帯", "+").split("+") for k in tiles_of(group.partition("=")[0], where)]


def check_copies(tiles: list[int], where: str) -> None:
    over = [tile_code(k) for k, n in sorted(Counter(tiles).items()) if n > 4]
    if over:
        raise InputError(tr("{where}: more than four copies of {tiles} (there are four of each tile)", where=where,
                            tiles=", ".join(over)))


@dataclass
class Written:
    """A play as written: its real tiles, and the play or the reason it is no combination."""

    text: str
    tiles: list[int]
    play: Play | str


def written_play(data: dict[str, Any], key: str) -> Written:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise InputError(tr("\"{key}\" must be a play written as text, e.g. \"222m+99p\" or \"334455m=99s\"", key=key))
    tiles = _play_tiles(value, key)
    if not tiles:
        raise InputError(tr("\"{key}\" holds no tile", key=key))
    check_copies(tiles, key)
    return Written(value.strip(), tiles, parse_play(value))


def table_of(data: dict[str, Any]) -> tuple[Face | None, list[int]]:
    """The table (None or "" = empty) as the face in force and its real tiles.  The table is what
    a normal play, or a declared special, left; a kong never stays on the table."""
    value = data.get("table")
    if value is None or (isinstance(value, str) and not value.strip()):
        return None, []
    w = written_play(data, "table")
    if isinstance(w.play, str):
        raise InputError(tr("table: {why}", why=w.play))
    if w.play.is_kong:
        raise InputError(tr("table: a kong never stays on the table (萬子 sweeps it, 索子 leaves what was there, "
                            "筒子 leaves a single of its number: write that instead)"))
    return w.play.face, w.tiles


def seat(data: dict[str, Any], key: str, players: int) -> int:
    return whole_number(data, key, 0, players - 1)


@dataclass
class WinInput:
    options: dict[str, Any]
    names: list[str] | None
    jitou: int
    winner: int | None
    written: Written | None
    finish: str
    last_tile: bool
    first_turn: bool
    table: Face | None
    reversed: bool


def build_win(data: dict[str, Any]) -> WinInput:
    fields(data, WIN_FIELDS, tr("the input"))
    options = options_of(data)
    players = options["players"]
    names = seat_names(data, players)
    jitou = seat(data, "jitou", players)
    winner = None if "winner" in data and data["winner"] is None else seat(data, "winner", players)
    written = written_play(data, "play") if data.get("play") is not None else None
    finish = data.get("finish")
    if finish is not None and finish not in FINISHES:
        raise InputError(tr("\"finish\" must be one of {values}", values=", ".join(FINISHES)))
    last, first, rev = flag(data, "last_tile"), flag(data, "first_turn"), flag(data, "reversed")
    table, table_tiles = table_of(data)
    if winner is None:
        if written is not None or finish is not None or last or first:
            raise InputError(tr("an exhaustive draw (\"winner\": null) has no winning play, finish or bonus"))
        return WinInput(options, names, jitou, None, None, "normal", False, False, table, rev)
    if written is None and finish is None:
        raise InputError(tr("give the winning \"play\" (e.g. \"222m+99p\") or its \"finish\" (normal, triplet, special)"))
    if written is not None:
        check_copies(written.tiles + table_tiles, tr("play and table together"))
        if first and len(written.tiles) not in FIRST_TURN_SIZES:
            raise InputError(tr("a first-turn (配牌) win plays the whole hand: 14 tiles, less 3 for each kong and 8 for "
                                "each 一通 kong played before it ({sizes}), not {n}",
                                sizes=", ".join(map(str, sorted(FIRST_TURN_SIZES, reverse=True))),
                                n=len(written.tiles)))
    if last and first:
        raise InputError(tr("牌底 and 配牌 cannot both happen: the wall holds {n} tiles and nobody's first turn empties it",
                            n=108 - players * HAND_SIZE))
    return WinInput(options, names, jitou, winner, written, finish or "", last, first, table, rev)


@dataclass
class PlayInput:
    options: dict[str, Any]
    table: Face | None
    reversed: bool
    written: Written | None
    hand: list[int] | None


def build_play(data: dict[str, Any]) -> PlayInput:
    fields(data, PLAY_FIELDS, tr("the input"))
    options = options_of(data)
    seat_names(data, options["players"])
    rev = flag(data, "reversed")
    table, table_tiles = table_of(data)
    hand = tiles_of(data["hand"], "hand") if data.get("hand") is not None else None
    written = written_play(data, "play") if data.get("play") is not None else None
    if written is None and hand is None:
        raise InputError(tr("give the \"play\" to judge, or a \"hand\" to list its legal plays"))
    if hand is not None:
        check_copies(hand + table_tiles, tr("hand and table together"))
        if not hand:
            raise InputError(tr("hand: a player who holds no tile has already won"))
    elif written is not None:
        check_copies(written.tiles + table_tiles, tr("play and table together"))
    return PlayInput(options, table, rev, written, hand)

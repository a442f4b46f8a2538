"""Wuhan hand-scoring calculator: one finished hand as JSON in, the itemised payments out.

    python -m rules.score wuhan [FILE] [--json]

The input format is documented in docs/wuhan-calculator.md (examples in docs/examples/wuhan/).
Exit status: 0 a legal win, 1 a hand that is not a legal win (the output says why), 2 bad input
(one message on standard error naming the problem).
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

from rules.core.calcinput import ArgumentParser, InputError, read_input, write_output
from rules.core.options import resolve
from rules.core.text import render, tr
from rules.mahjong.melds import MELD_KINDS, Meld
from rules.mahjong.tiles import counts, parse_tiles, tile_code
from rules.mahjong.wall import Wall
from rules.wuhan.hand import legal_shapes, readings
from rules.wuhan.options import OPTIONS, PLAYERS, make_rules
from rules.wuhan.state import LAST, TURN, SeatState, WuhanState
from rules.wuhan.tiles import kinds_in_play, kong_tiles_for, laizi_for
from rules.wuhan.winning import any_tile_wait, in_play, meld_facts, rob_win, ron_win, self_draw_win

PROG = "python -m rules.score wuhan"
FIELDS = ("game", "note", "variant", "options", "indicator", "laizi", "dealer", "winner", "hand", "winning_tile",
          "by", "discarder", "replacement", "last_phase", "discarder_ready", "players")
PLAYER_FIELDS = ("melds", "hongzhong_kongs", "laizi_kongs", "hand")
BY = ("self_draw", "ron", "rob")


def _tiles(value: Any, where: str) -> list[int]:
    if not isinstance(value, str):
        raise InputError(tr("{where} must be tiles written as text, e.g. \"123m 55p 東\"", where=where))
    try:
        tiles = parse_tiles(value)
    except ValueError as e:
        raise InputError(f"{where}: {e}") from None
    if any(t >= 34 for t in tiles):
        raise InputError(tr("{where}: Wuhan has no flowers", where=where))
    return tiles


def _int(data: dict[str, Any], key: str, where: str, low: int, high: int, default: int | None = None) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise InputError(tr("{where}: \"{key}\" must be a whole number from {low} to {high}", where=where, key=key,
                            low=low, high=high))
    return value


def _meld(raw: Any, where: str) -> Meld:
    if not isinstance(raw, dict) or set(raw) - {"kind", "tiles", "from"} or "kind" not in raw or "tiles" not in raw:
        raise InputError(tr("{where} must be an object with \"kind\", \"tiles\" and, for an open meld, \"from\"",
                            where=where))
    kind = raw["kind"]
    if kind not in MELD_KINDS:
        raise InputError(tr("{where}: kind must be one of {kinds}", where=where, kinds=", ".join(MELD_KINDS)))
    tiles = tuple(sorted(_tiles(raw["tiles"], where)))
    size = 4 if kind.startswith("kong") else 3
    same = len(set(tiles)) == 1
    run = len(set(tiles)) == 3 and tiles[0] < 27 and tiles[2] - tiles[0] == 2 and tiles[0] // 9 == tiles[2] // 9
    if len(tiles) != size or (kind == "chow" and not run) or (kind != "chow" and not same):
        raise InputError(tr("{where}: {tiles} is not a {kind}", where=where, tiles=raw["tiles"], kind=kind))
    source = raw.get("from")
    if kind == "kong_concealed":
        if source is not None:
            raise InputError(tr("{where}: a concealed kong comes from no one", where=where))
    elif not isinstance(source, int) or isinstance(source, bool):
        raise InputError(tr("{where}: an open meld needs \"from\": the seat that discarded its tile", where=where))
    return Meld(kind, tiles, tiles[0] if source is not None else None, source)


def build(data: Any) -> tuple[WuhanState, dict[str, Any]]:
    """A position holding the finished hand, and how it was won; InputError names a fault."""
    if not isinstance(data, dict):
        raise InputError(tr("the input must be a JSON object"))
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise InputError(tr("unknown field(s): {names}; known: {known}", names=", ".join(unknown),
                            known=", ".join(FIELDS)))
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise InputError(tr("\"options\" must be an object like {\"min_points\": 16}"))
    options = dict(options)
    options["variant"] = data.get("variant", options.get("variant", "wuhan"))
    if not isinstance(options["variant"], str):
        raise InputError(tr("\"variant\" must be \"wuhan\" or \"jingzhou\""))
    try:
        options = resolve(OPTIONS, options)
        players = PLAYERS[options["variant"]]
        rules = make_rules(players, options)
    except (ValueError, KeyError) as e:
        raise InputError(tr("options: {why}", why=e)) from None
    state = WuhanState(players=players, options=options, rules=rules, rng=random.Random(0), scores=[0] * players,
                       first_dealer=0, dealer=_int(data, "dealer", "dealer", 0, players - 1))
    in_play = set(kinds_in_play(rules.removed_suit))
    if "indicator" in data:
        state.indicator = _one_tile(data["indicator"], "indicator", in_play)
        state.kong_tiles = kong_tiles_for(state.indicator, rules.fa_as_hongzhong, rules.pizi_kong)
        state.laizi = laizi_for(state.indicator, rules.removed_suit, state.kong_tiles, rules.pizi_kong)
        if "laizi" in data and _one_tile(data["laizi"], "laizi", in_play) != state.laizi:
            raise InputError(tr("laizi: indicator {indicator} makes {laizi} the laizi", indicator=data["indicator"],
                                laizi=tile_code(state.laizi)))
    elif "laizi" in data:
        if rules.pizi_kong:
            raise InputError(tr("with pizi_kong give the \"indicator\": it decides the pizi"))
        state.laizi = _one_tile(data["laizi"], "laizi", in_play)
        state.kong_tiles = kong_tiles_for(0, rules.fa_as_hongzhong, False)
        if state.laizi in state.kong_tiles:
            raise InputError(tr("laizi: a kong tile is never the laizi"))
    else:
        raise InputError(tr("give the laizi indicator (\"indicator\") or the laizi (\"laizi\")"))
    raw_players = data.get("players")
    if not isinstance(raw_players, list) or len(raw_players) != players:
        raise InputError(tr("\"players\" must list the {n} seats in turn order", n=players))
    state.seats = []
    for seat, raw in enumerate(raw_players):
        where = tr("players[{i}]", i=seat)
        if not isinstance(raw, dict) or set(raw) - set(PLAYER_FIELDS):
            raise InputError(tr("{where} must be an object with {fields}", where=where, fields=", ".join(PLAYER_FIELDS)))
        s = SeatState()
        melds = raw.get("melds", [])
        if not isinstance(melds, list):
            raise InputError(tr("{where}: \"melds\" must be a list", where=where))
        s.melds = [_meld(m, f"{where}.melds[{j}]") for j, m in enumerate(melds)]
        for m in s.melds:
            if m.from_seat is not None and not (0 <= m.from_seat < players and m.from_seat != seat):
                raise InputError(tr("{where}: \"from\" must be another seat", where=where))
            if state.laizi in m.tiles or set(m.tiles) & state.kong_tiles:
                raise InputError(tr("{where}: laizi and kong tiles are never in a meld", where=where))
        kong_tile = min(state.kong_tiles)
        s.singles = [(kong_tile, "kong")] * _int(raw, "hongzhong_kongs", where, 0, 8, 0)
        s.singles += [(state.laizi, "kong")] * _int(raw, "laizi_kongs", where, 0, 4, 0)
        if "hand" in raw:
            s.hand = sorted(_tiles(raw["hand"], f"{where}.hand"))
        state.seats.append(s)
    winner = _int(data, "winner", "winner", 0, players - 1)
    by = data.get("by")
    if by not in BY:
        raise InputError(tr("\"by\" must be one of {values}", values=", ".join(BY)))
    me = state.seats[winner]
    if "hand" in raw_players[winner]:
        raise InputError(tr("give the winner's concealed tiles as \"hand\" at the top level"))
    me.hand = sorted(_tiles(data.get("hand"), "hand"))
    if len(me.hand) + 3 * len(me.melds) != 14:
        raise InputError(tr("hand: the concealed tiles and the melds make {n} tiles, not 14",
                            n=len(me.hand) + 3 * len(me.melds)))
    tile = _one_tile(data.get("winning_tile"), "winning_tile", in_play)
    if tile not in me.hand:
        raise InputError(tr("winning_tile {tile} is not in the hand", tile=data.get("winning_tile")))
    how: dict[str, Any] = {"by": by, "tile": tile, "winner": winner}
    if by == "self_draw":
        if "discarder" in data:
            raise InputError(tr("a self-draw has no discarder"))
    else:
        how["discarder"] = _int(data, "discarder", "discarder", 0, players - 1)
        if how["discarder"] == winner:
            raise InputError(tr("the winner cannot be the discarder"))
        robbed = state.seats[how["discarder"]].melds
        if by == "rob" and not any(m.kind == "pung" and m.tiles[0] == tile for m in robbed):
            raise InputError(tr("by \"rob\": seat {seat} has no pung of {tile}; only a tile added to a pung can be "
                                "robbed (搶槓, §9.5)", seat=how["discarder"], tile=tile_code(tile)))
    how["replacement"] = _flag(data, "replacement")
    how["last_phase"] = _flag(data, "last_phase")
    if (how["replacement"] or how["last_phase"]) and by != "self_draw":
        raise InputError(tr("\"replacement\" and \"last_phase\" describe a self-draw"))
    if how["last_phase"] and not rules.last_draw_phase:
        raise InputError(tr("Jingzhou has no last-draw phase"))
    ready = data.get("discarder_ready")
    if ready is not None and not isinstance(ready, bool):
        raise InputError(tr("\"discarder_ready\" must be true or false"))
    how["discarder_ready"] = ready
    counts = [0] * 34
    for s in state.seats:
        for t in s.tiles():
            counts[t] += 1
    over = [tile_code(k) for k, c in enumerate(counts) if c > (4 if k in in_play else 0)]
    if over:
        raise InputError(tr("too many copies of {tiles} (each kind in play has 4)", tiles=", ".join(over)))
    state.wall = Wall([])
    return state, how


def _flag(data: dict[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise InputError(tr("\"{key}\" must be true or false", key=key))
    return value


def _one_tile(value: Any, where: str, in_play: set[int]) -> int:
    tiles = _tiles(value, where)
    if len(tiles) != 1:
        raise InputError(tr("{where} must be exactly one tile", where=where))
    if tiles[0] not in in_play:
        raise InputError(tr("{where}: {tile} is not in play", where=where, tile=value))
    return tiles[0]


def score(state: WuhanState, how: dict[str, Any]) -> dict[str, Any] | None:
    """The breakdown of the described win, or None if it is not a legal win."""
    winner, tile = how["winner"], how["tile"]
    me = state.seats[winner]
    if how["by"] == "self_draw":
        state.phase = LAST if how["last_phase"] else TURN
        state.drawn, state.replacement, state.turn = tile, how["replacement"], winner
        return self_draw_win(state, winner)
    me.hand.remove(tile)
    try:
        if how["by"] == "rob":
            return rob_win(state, winner, tile, how["discarder"])
        return ron_win(state, winner, tile, how["discarder"], how["discarder_ready"])
    finally:
        me.hand.append(tile)
        me.hand.sort()


def refusal(state: WuhanState, how: dict[str, Any]) -> dict[str, str]:
    """Which requirement of a legal win (§9.1-§9.3, §11.4) the described hand fails: its id and
    the sentence that names it. Asked only when score() found no legal win."""
    winner, tile, by = how["winner"], how["tile"], how["by"]
    me = state.seats[winner]
    if any(k in state.kong_tiles for k in me.hand):
        return _refused("kong_tile", tr("every kong tile (中) must be konged or discarded before winning (§9.1 (1))"))
    if not any(m.is_open for m in me.melds):
        return _refused("open_mouth", tr("a win needs an open mouth: a chow, a pung or an exposed kong (§9.1 (2))"))
    if by == "ron" and tile == state.laizi:
        return _refused("discarded_laizi", tr("a discarded laizi is never a winning tile (§9.2)"))
    found = readings(tuple(counts(me.hand)), state.laizi, meld_facts(me), state.kong_tiles, in_play(state))
    if not found:
        return _refused("shape", tr("the tiles make neither four sets and a pair nor 風一色 or 将一色 (§9.1 (3))"))
    quanqiu = by == "ron" and len(me.hand) == 2 and len(me.melds) == 4 and all(m.is_open for m in me.melds)
    situational = by == "rob" or how["replacement"] or how["last_phase"] or quanqiu
    if not legal_shapes(tuple(counts(me.hand)), state.laizi, meld_facts(me), state.kong_tiles,
                        in_play(state), situational):
        if any(r.standard and r.pair258 for r in found):
            return _refused("laizi_limit", tr("a small win may hold at most one laizi in the concealed hand; this one "
                                              "holds {n} (§9.1 (5))", n=me.hand.count(state.laizi)))
        return _refused("pair258", tr("a small win needs a 2, 5 or 8 pair; only 碰碰胡, 風一色, 将一色 and 清一色 may "
                                      "have another (§9.1 (4))"))
    if by == "ron":
        rest = list(me.hand)
        rest.remove(tile)
        if any_tile_wait(state, winner, rest):
            return _refused("any_tile_wait", tr("an any-tile wait wins only by self-draw or by robbing a kong, never on "
                                                "a discard (§9.3)"))
    scope = tr("at least one payer") if state.rules.any_payer_threshold else tr("every payer")
    return _refused("threshold", tr("the threshold is not reached: {scope} must owe at least {n} before caps (§11.4)",
                                    scope=scope, n=state.rules.min_points))


def _refused(rule: str, reason: str) -> dict[str, str]:
    return {"rule": rule, "reason": reason}


def breakdown_text(state: WuhanState, how: dict[str, Any], b: dict[str, Any] | None) -> str:
    seat = lambda i: tr("seat {n}", n=i + 1)  # noqa: E731
    lines = [tr("Laizi {laizi}; kong tiles {kong}", laizi=tile_code(state.laizi),
                kong=" ".join(tile_code(k) for k in sorted(state.kong_tiles)))]
    if b is None:
        lines.append(tr("Not a legal win: {why}", why=refusal(state, how)["reason"]))
        return "\n".join(lines)
    if b["big"]:
        lines.append(tr("大胡 Big win: {names}", names=", ".join(f"{e['term']} {render(e['english'])}" for e in b["elements"])))
    else:
        lines.append(tr("小胡 Small win (base 1)"))
    lines.append(tr("硬胡 Hard win") if b["hard"] else tr("軟胡 Soft win: a laizi stands in"))
    for row in b["payers"]:
        lines.append(tr("{payer} pays:", payer=seat(row["payer"])))
        for item in row["items"]:
            lines.append(tr("  ×{factor:<5} {term} {english} ({whose} {seat})", factor=item["factor"],
                            term=item["term"], english=render(item["english"]), seat=seat(item["seat"]),
                            whose=tr("winner") if item["whose"] == "winner" else tr("payer"))
                         if item["whose"] != "base" else
                         tr("  base {factor:<4} {term} {english}: {formula}", factor=item["factor"], term=item["term"],
                            english=render(item["english"]), formula=item["formula"]))
        lines.append("  = " + render(row["formula"]))
        if row.get("tier"):
            lines.append(tr("  {term} {english}", term=row["tier_term"], english=render(row["tier_english"])))
    if b["liable"] is not None:
        lines.append(tr("包 {seat} pays for everyone: {why}", seat=seat(b["liable"]), why=render(b["liability"]["english"])))
    for row in b["payers"]:
        lines.append(tr("{payer} → {payee}: {amount}", payer=seat(row["payer"]), payee=seat(b["winner"]),
                        amount=row["pays"]))
    lines.append(tr("Total: {total}", total=b["total"]))
    return "\n".join(lines)


def _parser() -> ArgumentParser:
    parser = ArgumentParser(prog=PROG, description=tr(
        "Score one Wuhan (紅中頼子槓) or Jingzhou win described in JSON (see docs/wuhan-calculator.md)."))
    parser.add_argument("file", nargs="?", help=tr("the JSON file (default: standard input)"))
    parser.add_argument("--json", action="store_true", help=tr("print the breakdown as JSON"))
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = _parser().parse_args(argv)
        data = read_input(args.file)
        state, how = build(data)
    except InputError as e:
        print(tr("error: {message}", message=e), file=sys.stderr)
        return 2
    b = score(state, how)
    if args.json:
        refused = None if b is not None else refusal(state, how)
        write_output(json.dumps({"valid": b is not None, "refused": refused, "breakdown": b}, ensure_ascii=False,
                                indent=1))
    else:
        write_output(breakdown_text(state, how, b))
    return 0 if b is not None else 1


if __name__ == "__main__":
    sys.exit(main())

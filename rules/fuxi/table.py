"""Fuxi (富戯) at the generic table (the climbing map, art/tables/climbing_3/4.tmx): the table model
and what a selection of tiles plays.

Zones: ``hand_i`` (the viewer's face up, the others' backs), ``played_i`` (each seat's last play
of this trick, "passed" when it passed since), ``beat`` (the play to beat, large, named with who
made it), ``stack1``-``stack4`` (the trick's plays before it, newest first), ``order`` (nine
bamboo tiles laid weakest to strongest: the order at a glance), ``stock`` (the wall and its count),
plates (地頭 / 民, tiles in hand, passed) and the info panel.

A play is made by selecting tiles (``select``): the variant's ``select_ways`` reads the selection
as every play that uses all of it (the table keeps the legal ones), so no list of every legal play
is built for the table (a rich hand has thousands). A 一盃口 / 三色 / 一通 reads as one way per
declaration: the table asks type, number and suit in turn, offering only declarations that beat
the table (``declarations_for`` by way of the flow's legality). The exchange's gives are a
selection of one tile too; the lord's names the commoner in the same menu. Passing is a button;
the draw is the flow's own.
"""

from __future__ import annotations

from typing import Any

from rules.core.command import Command
from rules.core.report import seat_name
from rules.core.text import N_, tr
from rules.fuxi.combinations import CALLS, TERMS, Face, Play, form_label, parse_play, play_name
from rules.fuxi.kongs import kong_effect
from rules.fuxi.legal import iter_plays
from rules.mahjong.tiles import number_of, tile_from_code, tile_kanji
from rules.tricks.table import order_round, plate

SUITS = {"m": N_("萬子 characters"), "p": N_("筒子 dots"), "s": N_("索子 bamboo")}
EFFECT_SHORT = {"sweep": N_("sweep 流す"), "reverse": N_("reverse 逆"), "single": N_("single 単")}
EFFECT_WORDS = {"sweep": N_("sweeps the table (流す)"), "reverse": N_("reverses the order (逆)"),
                "single": N_("stays as a single (単)")}
STACKS = 4  # stack1..stack4: the trick's plays before the one to beat
PLACES = {"play": 0, "give": 0, "pass": 3}


def table(view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    players, viewer = view["players"], view["seat"]
    seats = order_round(viewer, players)
    piles: dict[str, dict[str, Any]] = {}
    for pos, seat in enumerate(seats):
        info = view["seats"][seat]
        if info["hand"] is not None:
            piles[f"hand_{pos}"] = {"cards": list(info["hand"]), "face_up": True,
                                    "fresh": [view["drawn"]] if view["drawn"] else []}
        else:
            piles[f"hand_{pos}"] = {"cards": [None] * info["hand_count"], "face_up": False}
        piles[f"played_{pos}"] = played_pile(view, seat)
    piles.update(middle_piles(view, meta))
    piles["stock"] = {"cards": [None] if view["wall"] else [], "count": view["wall"]}
    over = view["phase"] == "over"
    plates = {f"plate_{pos}": plate(seat, meta, str(view["scores"][seat]), markers(view, seat),
                                    not over and seat in view["to_act"]) for pos, seat in enumerate(seats)}
    hand = view["seats"][viewer]["hand"] if viewer is not None else None
    most = max(1, len(hand or []))
    return {
        "players": players, "viewer": viewer, "seats": seats, "material": "tiles", "piles": piles,
        "plates": plates, "info": info_lines(view, meta), "drops": {}, "toggles": {},
        "labels": {"pass": tr("Pass")}, "choices": {},
        "select": {"play": {"count": [1, most], "label": "", "zone": "table", "idle": tr("Select tiles to play")},
                   "give": {"count": [1, 1], "label": "", "zone": "table", "idle": tr("Select a tile to give")}},
        "menus": {}, "auto": ["give", "pass"],  # a forced give, or a pass when nothing beats: no hand-off
        "pass": [], "wins": [], "sounds": {"play": "discard"}, "places": dict(PLACES),
        "prompts": prompts(view), "waits": None, "private": ["hand_0"], "told": {}, "spoken": spoken(view, meta),
        "gather": None,
    }


# -- the middle ------------------------------------------------------------------------------------

def groups(text: str) -> list[int]:
    """The sizes of a play's groups as laid out: each part of its chain apart."""
    play = parse_play(text)
    return [len(p.tiles) for p in play.chain()] if isinstance(play, Play) else []


def call(text: str) -> str:
    play = parse_play(text)
    return play_name(play) if isinstance(play, Play) else text


def played_pile(view: dict[str, Any], seat: int) -> dict[str, Any]:
    """``seat``'s last play of this trick, and "passed" when it passed since the last play (shown
    with no tiles too)."""
    mine = [p for p in view["trick"] if p["seat"] == seat]
    pile: dict[str, Any] = {"cards": [], "always_label": True}
    words = [tr("passed")] if seat in view["passed"] else []
    if mine:
        pile.update(cards=list(mine[-1]["tiles"]), groups=groups(mine[-1]["play"]))
        words.append(call(mine[-1]["play"]))
    if words:
        pile["label"] = " · ".join(words)
    return pile


def middle_piles(view: dict[str, Any], meta: dict[str, Any]) -> dict[str, dict[str, Any]]:
    trick = view["trick"]
    piles: dict[str, dict[str, Any]] = {}
    last = trick[-1] if trick and view["table"] is not None else None
    if last is not None:
        face = Face(view["table"]["form"], view["table"]["number"], view["table"]["suit"])
        label = tr("To beat: {face} ({words}) · {name}", face=face.name(), words=face_words(face),
                   name=seat_name(last["seat"], meta))
        if call(last["play"]) != face.name():  # a carry, a declaration or a dots kong: the play itself too
            label = tr("{label}: {call}", label=label, call=call(last["play"]))
        piles["beat"] = {"cards": list(last["tiles"]), "groups": groups(last["play"]), "label": label}
    else:
        piles["beat"] = {"cards": []}
    before = list(reversed(trick[:-1] if last is not None else trick))
    for i in range(STACKS):
        if i < len(before):
            p = before[i]
            piles[f"stack{i + 1}"] = {"cards": list(p["tiles"]), "groups": groups(p["play"]),
                                      "label": f"{seat_name(p['seat'], meta)}: {call(p['play'])}"}
        else:
            piles[f"stack{i + 1}"] = {"cards": []}
    numbers = range(9, 0, -1) if view["reversed"] else range(1, 10)
    piles["order"] = {"cards": [f"{n}s" for n in numbers],
                      "label": tr("REVERSED order 逆: 9 weakest → 1 strongest") if view["reversed"]
                      else tr("Normal order: 1 weakest → 9 strongest")}
    return piles


def markers(view: dict[str, Any], seat: int) -> list[str]:
    out = [tr("地頭 lord") if seat == view["lord"] else tr("民 commoner")]
    out.append(tr("{n} tiles", n=view["seats"][seat]["hand_count"]))
    if seat in view["passed"]:
        out.append(tr("passed"))
    if view["unseats"][seat]:
        out.append(tr("unseated {n}/{m}", n=view["unseats"][seat], m=view["unseats_to_end"]))
    return out


def info_lines(view: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    lines = [tr("Fuxi 富戯 · {label}", label=view["label"])]
    if view["phase"] == "over":
        return lines
    lines.append(tr("Lord 地頭: {name}", name=seat_name(view["lord"], meta)))
    lines.append(tr("Order: REVERSED 逆") if view["reversed"] else tr("Order: normal"))
    lines.append(tr("Wall: {n} tiles left", n=view["wall"]))
    if view["phase"] == "exchange":
        lines.append(tr("Exchange 牌交換"))
    me = view["seat"]
    if me is not None and me != view["lord"]:  # what this commoner gave and got (§11: only the two know)
        gave, got = view["given_to_lord"].get(str(me)), view["given_by_lord"].get(str(me))
        if gave:
            lines.append(tr("You gave {tile}", tile=tile_kanji(tile_from_code(gave))) if not got else
                         tr("You gave {tile}, got {got}", tile=tile_kanji(tile_from_code(gave)),
                            got=tile_kanji(tile_from_code(got))))
    elif me is not None and view["phase"] == "exchange" and view["given_by_lord"]:
        lines.append(tr("Given: {n} of {m}", n=len(view["given_by_lord"]), m=view["players"] - 1))
    return lines


def prompts(view: dict[str, Any]) -> list[list[Any]]:
    me = view["seat"]
    if view["phase"] == "exchange" and me is not None:
        if me == view["lord"]:
            return [[["give"], tr("Exchange: give each commoner one tile (select it, then whom)")]]
        hand = [tile_from_code(c) for c in view["seats"][me]["hand"]]
        top = max(number_of(t) for t in hand) if hand else 9
        return [[["give"], tr("Exchange: give the lord (地頭) a tile of your highest number, {n}", n=top)]]
    if view["table"] is None:
        return [[["play"], tr("Your turn: lead any combination (select tiles, then Play)")]]
    name = Face(view["table"]["form"], view["table"]["number"], view["table"]["suit"]).name()
    return [[["play"], tr("Your turn: beat {table} (select tiles, then Play) or pass", table=name)],
            [["pass"], tr("Nothing of yours beats {table}: pass", table=name)]]


def spoken(view: dict[str, Any], meta: dict[str, Any]) -> list[list[str]]:
    """What the table says aloud: every kong's effect (an 一通 played as a kong too), and the table
    cleared once all passed. Each line is named by its place in the hand's pile: said once."""
    out = []
    pile = view["pile"]
    for i, p in enumerate(pile):
        if p["face"]["form"] != "kong":
            continue
        kind = kong_effect(Face("kong", p["face"]["number"], p["face"]["suit"])).kind
        words = tr(EFFECT_WORDS[kind])
        if kind == "reverse" and i == len(pile) - 1 and not view["reversed"]:
            words = tr("turns the order back to normal")
        out.append([f"{view['hand_no']}:{i}", tr("{name}: kong {call} {effect}", name=seat_name(p["seat"], meta),
                                                 call=call(p["play"]), effect=words)])
    if pile and not view["trick"] and view["phase"] == "turn" and pile[-1]["face"]["form"] != "kong":
        out.append([f"{view['hand_no']}:clear:{len(pile)}",
                    tr("Everyone passed: the table is cleared (流す); {name} leads", name=seat_name(view["turn"], meta))])
    return out


# -- plays in words ----------------------------------------------------------------------------------

def face_words(face: Face) -> str:
    if face.form == "kong":
        return tr("{suit} kong {n}", suit=tr(SUITS[face.suit]), n=face.number)
    return tr("{form} {n}", form=form_label(face.form), n=face.number)


def part_words(part: Play) -> str:
    if part.declared is not None:
        return tr("{special} as {face}", special=form_label(part.form), face=face_words(part.declared))
    return face_words(part.face)


def play_words(play: Play) -> str:
    """A play in English: "triplet 4 carrying pair 9"; "1-9 straight as triplet 9"."""
    parts = [part_words(p) for p in play.chain()]
    if len(parts) == 1:
        return parts[0]
    return tr("{head} carrying {rest}", head=parts[0], rest=", ".join(parts[1:]))


def play_label(play: Play) -> str:
    return tr("Play {call} ({words})", call=play_name(play), words=play_words(play))


# -- a selection of tiles -----------------------------------------------------------------------------

def select_ways(view: dict[str, Any], action: str, cards: tuple[str, ...],
                meta: dict[str, Any]) -> list[tuple[Command, str, tuple[str, ...]]] | str:
    """What the selected tiles could make (the table keeps the legal ones), each way with its label
    and its menu steps; or why they make nothing."""
    seat = view["seat"]
    if seat is None:
        return tr("Only a player may choose tiles.")
    if action == "give":
        return give_ways(view, seat, cards, meta)
    tiles = sorted(tile_from_code(c) for c in cards)
    # Read on an empty table, every play of these tiles is found (with every declaration); which
    # of them beats the table now is the flow's to say.
    plays = [p for p in iter_plays(tiles, None, view["reversed"]) if len(p.all_tiles()) == len(tiles)]
    if not plays:
        return tr("{tiles} make no combination: a single, pair, triplet (carrying one more), kong, 一盃口, 三色 or 一通.",
                  tiles=" ".join(cards))
    return [(Command(seat, "play", p.codes(), p.text()), play_label(p), steps(p)) for p in plays]


def steps(play: Play) -> tuple[str, ...]:
    """The menu steps that tell this play from other readings of the same tiles: for a declared
    special, the special, then the declared type, number and suit."""
    special = next((p for p in play.chain() if p.declared is not None), None)
    if special is None or special.declared is None:
        return (tr("Play these tiles"),)  # readings differ in which triplet heads the chain
    declared = special.declared  # a special heads its chain: a carry is a normal play
    head = tr("Play {term} ({special})", term=TERMS[special.form], special=form_label(special.form))
    if play.carry is not None:
        head = tr("{head} carrying {rest}", head=head, rest=", ".join(part_words(p) for p in play.chain()[1:]))
    kind = tr("as a {form} ({call})", form=form_label(declared.form), call=CALLS[declared.form])
    suit = tr(SUITS[declared.suit])
    if declared.form == "kong":
        suit = tr("{suit} · {effect}", suit=suit, effect=tr(EFFECT_SHORT[kong_effect(declared).kind]))
    return (head, kind, str(declared.number), suit)


def give_ways(view: dict[str, Any], seat: int, cards: tuple[str, ...],
              meta: dict[str, Any]) -> list[tuple[Command, str, tuple[str, ...]]] | str:
    if len(cards) != 1:
        return tr("Give exactly one tile.")
    tile, name = cards[0], tile_kanji(tile_from_code(cards[0]))
    if seat != view["lord"]:
        return [(Command(seat, "give", (tile,)), tr("Give {tile} to the lord (地頭)", tile=name), ())]
    players, lord = view["players"], view["lord"]
    commoners = [(lord + i) % players for i in range(1, players)]
    return [(Command(seat, "give", (tile,), str(c)), tr("Give {tile} to {seat}", tile=name, seat=seat_name(c, meta)),
             (tr("Give {tile} to…", tile=name),)) for c in commoners]

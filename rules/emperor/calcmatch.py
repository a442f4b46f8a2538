"""The Emperor calculator's other inputs: an exhaustive draw (流局, spec §9.4) and the final
standings of a match (§9.6). Both are settled by the game's own code (rules.emperor.settlement):
this module only reads the table's facts into a position and shows the result."""

from __future__ import annotations

import json
import random
from typing import Any

from rules.core.cards import display, is_joker, rank_of
from rules.core.calcinput import InputError
from rules.core.options import resolve
from rules.core.text import tr
from rules.emperor.options import OPTIONS as GAME_OPTIONS
from rules.emperor.settlement import is_tenpai_at_draw, settle_exhaustive_draw, standings
from rules.emperor.scoring import SHIBARI
from rules.emperor.sets import cards_form_set
from rules.emperor.state import EmperorState, SeatState

DRAW_FIELDS = ("kind", "game", "note", "players", "era", "dynasty_card", "emperor", "dealer", "scores", "seats")
SEAT_FIELDS = ("hand", "exposed", "river", "kept_kings", "riichi")
STANDINGS_FIELDS = ("kind", "game", "note", "players", "scores", "first_dealer", "options")
STANDINGS_OPTIONS = ("starting_points", "uma")


def _players(data: dict[str, Any]) -> int:
    players = data.get("players")
    if isinstance(players, bool) or not isinstance(players, int) or players not in SHIBARI:
        raise InputError(tr("\"players\" must be 3, 4 or 5, not {value}", value=json.dumps(players)))
    return players


def _seat_no(data: dict[str, Any], name: str, players: int) -> int:
    value = data.get(name)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise InputError(tr("\"{name}\" must be a seat number 0 to {last} for {players} players, not {value}",
                            name=name, last=players - 1, players=players, value=json.dumps(value)))
    return value


def _scores(data: dict[str, Any], players: int, default: int | None) -> list[int]:
    scores = data.get("scores", None if default is None else [default] * players)
    if not (isinstance(scores, list) and len(scores) == players
            and all(isinstance(s, int) and not isinstance(s, bool) for s in scores)):
        raise InputError(tr("\"scores\" must list the {n} seats' scores as whole numbers, seat 0 first", n=players))
    return scores


def _unknown(data: dict[str, Any], known: tuple[str, ...]) -> None:
    unknown = [k for k in data if k not in known]
    if unknown:
        raise InputError(tr("unknown field \"{name}\" (known fields: {known})", name=unknown[0], known=", ".join(known)))


# -- exhaustive draw ----------------------------------------------------------------------------


def draw_state(data: dict[str, Any], cards: Any) -> EmperorState:
    """The position at an exhaustive draw (scores 0 when not given); ``cards`` parses cards and catches repeats (the
    calculator's card reader)."""
    _unknown(data, DRAW_FIELDS)
    players = _players(data)
    era = data.get("era", "dynasty" if "dynasty_card" in data else "warring_states")
    if era not in ("warring_states", "dynasty"):
        raise InputError(tr("\"era\" must be \"warring_states\" or \"dynasty\", not {value}", value=json.dumps(era)))
    dynasty_card, emperor = None, None
    if era == "dynasty":
        if "dynasty_card" not in data:
            raise InputError(tr("missing field \"dynasty_card\": a dynasty has a dynasty card (A to Q)"))
        dynasty_card = cards.parse(data["dynasty_card"], "dynasty_card")
        if is_joker(dynasty_card) or rank_of(dynasty_card) == 13:
            raise InputError(tr("dynasty_card: {card} cannot be a dynasty card (ranks A to Q only)",
                                card=display(dynasty_card)))
        emperor = _seat_no(data, "emperor", players)
    elif "dynasty_card" in data or "emperor" in data:
        raise InputError(tr("the Warring States have no dynasty card and no emperor; "
                            "remove \"dynasty_card\"/\"emperor\" or set \"era\": \"dynasty\""))
    # in a dynasty the emperor deals (§3.1); in the Warring States the dealer is given, seat 0 by default
    dealer = emperor if emperor is not None else _seat_no(dict({"dealer": 0}, **data), "dealer", players)
    raw = data.get("seats")
    if not isinstance(raw, list) or len(raw) != players:
        raise InputError(tr("\"seats\" must list the {n} seats in order, each with its \"hand\"", n=players))
    options = resolve(GAME_OPTIONS, {})
    state = EmperorState(players=players, options=options, rng=random.Random(0), scores=_scores(data, players, 0),
                         first_dealer=dealer, dealer=dealer, emperor=emperor, dynasty=1 if dynasty_card else 0,
                         dynasty_card=dynasty_card, generation=1 if dynasty_card else 0)
    state.seats = [_draw_seat(seat, i, cards, dynasty_card, players) for i, seat in enumerate(raw)]
    return state


def _draw_seat(raw: Any, i: int, cards: Any, dynasty_card: str | None, players: int) -> SeatState:
    where = f"seats[{i}]"
    if not isinstance(raw, dict) or "hand" not in raw or any(k not in SEAT_FIELDS for k in raw):
        raise InputError(tr("{where} must be an object with \"hand\" and optionally {fields}", where=where,
                            fields=", ".join(SEAT_FIELDS[1:])))
    exposed_in = raw.get("exposed", [])
    if not isinstance(exposed_in, list) or len(exposed_in) > 2:
        raise InputError(tr("{where}.exposed: at most two sets, like [[\"4♠\", \"9♠\"]]", where=where))
    exposed = []
    for j, s in enumerate(exposed_in):
        pair = cards.parse_list(s, f"{where}.exposed[{j}]")
        if len(pair) != 2 or not cards_form_set(*pair, dynasty_card):
            raise InputError(tr("{where}.exposed[{j}] is not a set of two cards", where=where, j=j))
        exposed.append((pair[0], pair[1]))
    hand = list(cards.parse_list(raw["hand"], f"{where}.hand"))
    # every turn is a draw and a discard, so at the draw each hand is 5 cards less 2 per call
    need = 5 - 2 * len(exposed)
    if len(hand) != need:
        raise InputError(tr("{where}.hand has {n} cards; at an exhaustive draw a hand with {e} exposed set(s) "
                            "holds {need}", where=where, n=len(hand), e=len(exposed), need=need))
    riichi = raw.get("riichi", False)
    if not isinstance(riichi, bool):
        raise InputError(tr("{where}.riichi must be true or false", where=where))
    if riichi and exposed:
        raise InputError(tr("{where}: riichi is declared only with a closed hand", where=where))
    kept = list(cards.parse_list(raw.get("kept_kings"), f"{where}.kept_kings"))
    if any(is_joker(k) or rank_of(k) != 13 for k in kept):
        raise InputError(tr("{where}.kept_kings: only Ks are kept", where=where))
    seat = SeatState(hand=hand, exposed=exposed, river=list(cards.parse_list(raw.get("river"), f"{where}.river")),
                     kept_kings=kept, riichi=riichi)
    return seat


def settle_draw(state: EmperorState, scores_given: bool) -> dict[str, Any]:
    """The game's settlement of the exhaustive draw (§9.4, §8.5), as the calculator shows it;
    the scores after it only when those before were given."""
    for i, seat in enumerate(state.seats):
        if seat.riichi and not is_tenpai_at_draw(state, seat):
            raise InputError(tr("seat {seat} is in riichi without valid tenpai: that is noten riichi, a chombo "
                                "(§9.5), not an exhaustive-draw payment", seat=i))
    before = {i: list(s.kept_kings) for i, s in enumerate(state.seats)}
    events = settle_exhaustive_draw(state)
    drawn = next(e.data for e in events if e.kind == "exhaustive_draw")
    ended = next(e.data for e in events if e.kind == "hand_ended")
    kept = {int(i): ks for i, ks in ended["kept_kings"].items()}
    return {
        "kind": "exhaustive_draw",
        "players": state.players,
        "dynasty_card": state.dynasty_card,
        "emperor": state.emperor,
        "tenpai": drawn["tenpai"],
        "payments": drawn["payments"],
        "deltas": ended["deltas"],
        "scores": ended["scores"] if scores_given else None,
        "kept_kings": kept,
        "kings_voided": {i: ks for i, ks in before.items() if ks and i not in drawn["tenpai"]},
    }


def draw_text(result: dict[str, Any]) -> str:
    seats = lambda xs: ", ".join(tr("seat {n}", n=i) for i in xs) or "—"  # noqa: E731
    era = (tr("Warring States") if result["dynasty_card"] is None else
           tr("dynasty card {card}, emperor seat {seat}", card=display(result["dynasty_card"]), seat=result["emperor"]))
    tenpai = result["tenpai"]
    out = [tr("Emperor (皇帝) · exhaustive draw (流局) · {players} players · {era}", players=result["players"], era=era),
           tr("Tenpai: {tenpai}; noten: {noten}", tenpai=seats(tenpai),
              noten=seats(i for i in range(result["players"]) if i not in tenpai))]
    if result["payments"]:
        out.append(tr("Payments (3,600 from the noten players, shared by the tenpai players):"))
        out += [tr("  seat {payer} pays seat {payee}: {amount}", payer=p["payer"], payee=p["payee"],
                   amount=f"{p['amount']:,}") for p in result["payments"]]
    else:
        out.append(tr("No payments: everyone or no one is tenpai."))
    if result["scores"] is None:
        out.append(tr("Score changes: {deltas}", deltas=", ".join(f"{d:+,}" for d in result["deltas"])))
    else:
        out.append(tr("Scores: {scores}", scores=", ".join(f"{s:,} ({d:+,})" for s, d in zip(result["scores"], result["deltas"]))))
    for i, ks in result["kept_kings"].items():
        out.append(tr("Seat {seat} keeps {cards} for the next hand", seat=i, cards=" ".join(display(k) for k in ks)))
    for i, ks in result["kings_voided"].items():
        out.append(tr("Seat {seat} is noten: its kept Ks ({cards}) go back to the pack", seat=i,
                      cards=" ".join(display(k) for k in ks)))
    out.append(tr("The era, the emperor and the dealer do not change."))
    return "\n".join(out)


# -- final standings ----------------------------------------------------------------------------


def final_standings(data: dict[str, Any]) -> dict[str, Any]:
    """The ranking with oka, uma and result points (§9.6) of the final scores."""
    _unknown(data, STANDINGS_FIELDS)
    players = _players(data)
    given = data.get("options", {})
    if not isinstance(given, dict) or any(k not in STANDINGS_OPTIONS for k in given):
        raise InputError(tr("\"options\" may set only: {known}", known=", ".join(STANDINGS_OPTIONS)))
    try:
        options = resolve(GAME_OPTIONS, given)
    except ValueError as e:
        raise InputError(tr("options: {why}", why=e)) from None
    scores = _scores(data, players, None)
    start = options["starting_points"]
    if sum(scores) != start * players:  # every payment moves points from seat to seat
        raise InputError(tr("the scores add up to {total:,}, but {players} players starting with {start:,} always "
                            "hold {expected:,} together", total=sum(scores), players=players, start=start,
                            expected=start * players))
    first = _seat_no(dict({"first_dealer": 0}, **data), "first_dealer", players)
    state = EmperorState(players=players, options=options, rng=random.Random(0), scores=scores, first_dealer=first,
                         dealer=first)
    return {"kind": "standings", "players": players, "starting_points": start, "uma": options["uma"],
            "standings": standings(state)}


def standings_text(result: dict[str, Any]) -> str:
    out = [tr("Emperor (皇帝) · final standings · {players} players, start {start:,}, uma {uma}",
              players=result["players"], start=result["starting_points"], uma=result["uma"])]
    for row in result["standings"]:
        out.append(tr("  {rank}. seat {seat}: {score:,}  oka {oka:+,}  uma {uma:+,}  → {points:+.1f}", **row))
    return "\n".join(out)

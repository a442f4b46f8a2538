"""99 deal-scoring calculator: bids, tricks and the premium as JSON in, itemised scores out.

    python -m rules.score ninety_nine [FILE] [--json]

The input format is documented in docs/ninety_nine-calculator.md (examples in
docs/examples/ninety_nine/). Exit status: 0 scored, 2 bad input (one message on standard
error naming the problem).
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

from rules.core.calcinput import ArgumentParser, InputError, input_kind, read_input, write_output
from rules.core.options import resolve
from rules.core.cards import display, is_joker, parse_card
from rules.core.text import render, tr
from rules.ninety_nine.options import OPTIONS, RACE_TO_100
from rules.ninety_nine.settlement import add_points, award_game, match_finished, standings
from rules.ninety_nine.state import NinetyNineState
from rules.ninety_nine.deck import JOKER, TRICKS, alias_for, bid_value, trump_label
from rules.ninety_nine.scoring import DECLARE, OFFERS, PLAYERS, REVEAL, DealScore, Premium, item_label, premium_name, resolve_premium, score_deal

PROG = "python -m rules.score ninety_nine"
KINDS = ("deal", "game")
GAME_FIELDS = ("kind", "game", "note", "game_format", "num_deals", "deals")
FIELDS = ("kind", "game", "note", "bids", "bid_cards", "tricks", "premium", "offers", "dealer", "early_version", "turn_up")


def _seat(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < PLAYERS:
        raise InputError(tr("{where} must be a seat number 0, 1 or 2, not {value}", where=where, value=json.dumps(value)))
    return value


def _three(data: dict, name: str) -> list:
    value = data.get(name)
    if not isinstance(value, list) or len(value) != PLAYERS:
        raise InputError(tr("\"{name}\" must be a list of three entries, one per seat (0, 1, 2)", name=name))
    return value


def _card(text: object, where: str, seen: dict[str, str]) -> str:
    if not isinstance(text, str):
        raise InputError(tr("{where}: {value} is not a card (write cards like \"Q♣\", \"QC\" or \"10♥\")",
                            where=where, value=json.dumps(text)))
    try:
        code = parse_card(text)
    except ValueError as e:
        raise InputError(f"{where}: {e}") from None
    if is_joker(code):
        code = JOKER
    elif code[0] in "2345":
        raise InputError(tr("{where}: {card} is not in the 99 pack (A K Q J 10 9 8 7 6)", where=where, card=display(code)))
    if code in seen:
        raise InputError(tr("card {card} appears twice ({first} and {second})", card=display(code), first=seen[code], second=where))
    seen[code] = where
    return code


def parse_input(data: object) -> tuple[list[int], list[int], Premium | None, dict[str, Any]]:
    """(bids, tricks, premium, extra facts to show), or InputError naming the problem."""
    if not isinstance(data, dict):
        raise InputError(tr("the input must be a JSON object {...} describing one deal"))
    unknown = [k for k in data if k not in FIELDS]
    if unknown:
        raise InputError(tr("unknown field \"{name}\" (known fields: {known})", name=unknown[0], known=", ".join(FIELDS)))
    if data.get("game", "ninety_nine") != "ninety_nine":
        raise InputError(tr("\"game\" is {value}, but this is the 99 calculator", value=json.dumps(data["game"])))
    if "note" in data and not isinstance(data["note"], str):
        raise InputError(tr("\"{name}\" must be a string", name="note"))
    early = data.get("early_version", False)
    if not isinstance(early, bool):
        raise InputError(tr("option \"{name}\" must be true or false", name="early_version"))
    seen: dict[str, str] = {}
    turn_up = None
    if "turn_up" in data:
        if not early:
            raise InputError(tr("\"turn_up\" belongs to the early version: add \"early_version\": true"))
        turn_up = _card(data["turn_up"], "turn_up", seen)
    extra: dict[str, Any] = {"early_version": early, "turn_up": turn_up, "bid_cards": None}

    if ("bids" in data) == ("bid_cards" in data):
        raise InputError(tr("give either \"bids\" (three numbers) or \"bid_cards\" (three cards per seat), not both or neither"))
    if "bids" in data:
        bids = _three(data, "bids")
        for seat, b in enumerate(bids):
            if isinstance(b, bool) or not isinstance(b, int) or not 0 <= b <= TRICKS:
                raise InputError(tr("bids[{seat}] must be a whole number 0 to 9, not {value}", seat=seat, value=json.dumps(b)))
    else:
        alias = alias_for(turn_up)
        laid = []
        for seat, cards in enumerate(_three(data, "bid_cards")):
            where = f"bid_cards[{seat}]"
            if not isinstance(cards, list) or len(cards) != 3:
                raise InputError(tr("{where} must be a list of exactly three cards", where=where))
            codes = [_card(c, where, seen) for c in cards]
            if JOKER in codes and (not early or alias is None):
                raise InputError(tr("{where}: the joker is in play only in the early version, copying a natural "
                                    "turn-up card; give \"turn_up\"", where=where))
            laid.append(codes)
        bids = [bid_value(cards, alias) for cards in laid]
        extra["bid_cards"] = laid

    tricks = _three(data, "tricks")
    for seat, t in enumerate(tricks):
        if isinstance(t, bool) or not isinstance(t, int) or t < 0:
            raise InputError(tr("tricks[{seat}] must be a whole number 0 to 9, not {value}", seat=seat, value=json.dumps(t)))
    if sum(tricks) != TRICKS:
        raise InputError(tr("the tricks add up to {n}; the three players win 9 tricks in all", n=sum(tricks)))

    if "premium" in data and "offers" in data:
        raise InputError(tr("give either \"premium\" (the reveal that happened) or \"offers\" (every seat's offer), not both"))
    premium = None
    if "premium" in data and data["premium"] is not None:
        p = data["premium"]
        if not isinstance(p, dict) or set(p) != {"seat", "kind"} or p["kind"] not in (DECLARE, REVEAL):
            raise InputError(tr("\"premium\" must be like {{\"seat\": 1, \"kind\": \"declare\"}} (kind \"declare\" or \"reveal\")"))
        premium = Premium(_seat(p["seat"], "premium.seat"), p["kind"])
    if "offers" in data:
        offers = _three(data, "offers")
        for seat, o in enumerate(offers):
            if o not in OFFERS:
                raise InputError(tr("offers[{seat}] must be \"none\", \"declare\" or \"reveal\", not {value}",
                                    seat=seat, value=json.dumps(o)))
        if "dealer" not in data:
            raise InputError(tr("with \"offers\", give the \"dealer\" (seat 0, 1 or 2): priority runs from the dealer's left"))
        dealer = _seat(data["dealer"], "dealer")
        premium = resolve_premium(offers, dealer)
        extra.update(offers=offers, dealer=dealer)
    elif "dealer" in data:
        extra["dealer"] = _seat(data["dealer"], "dealer")
    return bids, tricks, premium, extra


def score_game(data: dict[str, Any]) -> dict[str, Any]:
    """A game (or, racing to 100, a match) from its deals in order, each described as a single
    deal is: the running scores, the games won and the standings (spec §8)."""
    unknown = [k for k in data if k not in GAME_FIELDS]
    if unknown:
        raise InputError(tr("unknown field \"{name}\" (known fields: {known})", name=unknown[0],
                            known=", ".join(GAME_FIELDS)))
    try:
        options = resolve(OPTIONS, {k: data[k] for k in ("game_format", "num_deals") if k in data})
    except ValueError as e:
        raise InputError(tr("options: {why}", why=e)) from None
    race = options["game_format"] == RACE_TO_100
    if race and "num_deals" in data:
        raise InputError(tr("\"num_deals\" is for a game of fixed length; racing to 100 the match ends at 3 games"))
    deals = data.get("deals")
    if not isinstance(deals, list) or not deals:
        raise InputError(tr("\"deals\" must list the deals in order, each as for one deal (bids, tricks, premium...)"))
    state = NinetyNineState(options=options, rng=random.Random(0), first_dealer=0, dealer=0)
    rows = []
    for n, deal in enumerate(deals, start=1):
        if match_finished(state):
            raise InputError(tr("deals[{i}]: the game was over after deal {n}", i=n - 1, n=n - 1))
        try:
            if isinstance(deal, dict) and "kind" in deal:
                raise InputError(tr("a deal of a game has no \"kind\""))
            bids, tricks, premium, _ = parse_input(deal)
        except InputError as e:
            raise InputError(f"deals[{n - 1}]: {e}") from None
        totals = score_deal(bids, tricks, premium).totals
        add_points(state, totals)
        scores = list(state.scores)  # before a won game resets them
        rows.append({"deal": n, "points": totals, "scores": scores, "game_won": award_game(state) if race else None})
        state.deal_no += 1
    over = match_finished(state)
    return {"kind": "game", "game_format": options["game_format"], "num_deals": None if race else options["num_deals"],
            "deals": rows, "totals": list(state.totals), "games_won": list(state.games_won) if race else None,
            "over": over, "standings": standings(state)}


def render_game(result: dict[str, Any]) -> str:
    race = result["game_format"] == RACE_TO_100
    out = [tr("99 · first to 3 games of 100") if race else tr("99 · game of {n} deals", n=result["num_deals"])]
    for row in result["deals"]:
        points = " ".join(f"{p:+}" for p in row["points"])
        scores = " ".join(str(p) for p in row["scores"])
        out.append(tr("Deal {n}: {points} → {scores}", n=row["deal"], points=points, scores=scores))
        if row["game_won"] is not None:
            out.append(tr("  Seat {seat} wins a game at {scores}; the scores start again from 0", seat=row["game_won"],
                          scores=scores))
    out.append("")
    if race:
        out.append(tr("Games won: {games}", games=", ".join(tr("seat {seat} {n}", seat=s, n=g)
                                                             for s, g in enumerate(result["games_won"]))))
    if result["over"]:
        out.append(tr("Final standings:"))
    else:
        out.append(tr("Standings so far (the match is not over):") if race else
                   tr("Standings so far (the game is not over):"))
    for row in result["standings"]:
        out.append(tr("  {rank}. seat {seat}: {games} game(s), {score} in the game in play", **row) if race else
                   tr("  {rank}. seat {seat}: {score}", **row))
    return "\n".join(out)


def render_deal(score: DealScore, extra: dict[str, Any]) -> str:
    out = [tr("99 · deal score")]
    if extra.get("turn_up"):
        out.append(tr("Early version, turn-up {card}", card=display(extra["turn_up"])))
    if "offers" in extra:
        offers = ", ".join(tr("seat {seat} {offer}", seat=s, offer=premium_name(o)) for s, o in enumerate(extra["offers"]))
        out.append(tr("Offers: {offers}; dealer seat {dealer}, priority from seat {first}", offers=offers,
                      dealer=extra["dealer"], first=(extra["dealer"] + 1) % PLAYERS))
    if score.premium:
        out.append(tr("Premium: seat {seat}, {what}: {verdict}", seat=score.premium.seat, what=premium_name(score.premium.kind),
                      verdict=tr("made") if score.premium_made else tr("failed")))
    else:
        out.append(tr("Premium: none"))
    out.append(tr("{k} of 3 made their bid: {bonus} to each who did", k=score.successes, bonus=score.success_bonus))
    out.append("")
    for row in score.seats:
        cards = ""
        if extra["bid_cards"]:
            cards = " (" + " ".join(display(c) for c in extra["bid_cards"][row.seat]) + ")"
        out.append(tr("Seat {seat}: bid {bid}{cards}, won {tricks}: {verdict}", seat=row.seat, bid=row.bid, cards=cards,
                      tricks=row.tricks, verdict=tr("made") if row.made else tr("failed")))
        for item in row.items:
            out.append(tr("  {japanese} {english}: {value:+}  ({formula})", japanese=item.japanese,
                          english=item_label(item.id), value=item.value, formula=render(item.formula)))
        out.append(tr("  Total: {total}", total=row.total))
    out.append("")
    if not extra["early_version"]:
        out.append(tr("Next deal's trumps (standard game): {trumps}", trumps=trump_label(score.next_trump)))
    return "\n".join(out)


def _parser() -> ArgumentParser:
    p = ArgumentParser(prog=PROG, description=tr("Score one deal of 99 described in JSON (see docs/ninety_nine-calculator.md)."))
    p.add_argument("file", nargs="?", help=tr("the JSON file (standard input when omitted or '-')"))
    p.add_argument("--json", action="store_true", help=tr("print the breakdown as JSON"))
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = _parser().parse_args(argv)
        data = read_input(args.file)
        if input_kind(data, KINDS) == "game":
            result = score_game(data)
            write_output(json.dumps(result, ensure_ascii=False, indent=2) if args.json else render_game(result))
            return 0
        bids, tricks, premium, extra = parse_input(data)
    except InputError as e:
        print(tr("error: {message}", message=e), file=sys.stderr)
        return 2
    score = score_deal(bids, tricks, premium)
    if args.json:
        out = score.to_dict()
        out["bid_cards"] = extra["bid_cards"]
        text = json.dumps(out, ensure_ascii=False, indent=2)
    else:
        text = render_deal(score, extra)
    write_output(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

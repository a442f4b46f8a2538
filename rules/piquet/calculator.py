"""Piquet hand calculator: one hand's scored combinations and tricks as JSON in, every point out,
itemised in the scoring order of spec §10.1 with repique and pique.

    python -m rules.score piquet [FILE] [--json]

The input format is documented in docs/piquet-calculator.md (examples in docs/examples/piquet/).
Exit status: 0 scored, 2 bad input (one message on standard error naming the problem). The
scoring is the game's own: the same ledger (rules.piquet.ledger), combination entries
(rules.piquet.declare) and trick points (rules.piquet.trickscore).
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

from rules.core.calcinput import ArgumentParser, InputError, input_kind, read_input, write_output
from rules.core.cards import display, parse_cards
from rules.core.options import resolve
from rules.core.text import tr
from rules.piquet import ledger
from rules.piquet.combos import SET_RANKS, combos_of, find_combo, sequences
from rules.piquet.declare import combo_entry
from rules.piquet.match import rubicon_value, rubicon_winner, target_winner
from rules.piquet.options import OPTIONS
from rules.piquet.report import item_line
from rules.piquet.state import Hand, PiquetState
from rules.piquet.trickscore import TRICKS_IN_HAND, score_lead, score_trick
from rules.tricks.history import Trick
from rules.tricks.play import PIQUET_36_ORDER, PIQUET_ORDER

PROG = "python -m rules.score piquet"
KINDS = ("hand", "rubicon")
RUBICON_FIELDS = ("kind", "note", "names", "hands")
FIELDS = ("kind", "note", "names", "options", "game_scores", "carte_blanche", "point", "sequences", "sets", "tricks")
CALC_OPTIONS = ("point_by_pips", "trick_points_require_ten", "last_trick_requires_ten", "no_last_trick_point_on_capot",
                "extra_combinations_unrestricted", "deck_36", "target_score")
ROLES = {"elder": 0, "younger": 1}
NO_TARGET = 10**9  # without a target the game never stops mid-hand


def _cards(text: Any, where: str, order: str) -> list[str]:
    if not isinstance(text, str) and not (isinstance(text, list) and all(isinstance(t, str) for t in text)):
        raise InputError(tr("{where}: write the cards as a string like \"A♠ K♠ Q♠\"", where=where))
    try:
        cards = parse_cards(text)
    except ValueError as e:
        raise InputError(f"{where}: {e}") from None
    for c in cards:
        if c[0] not in order:
            raise InputError(tr("{where}: {card} is not in this pack", where=where, card=display(c)))
    return cards


def _role(value: Any, where: str) -> int:
    if not isinstance(value, str) or value not in ROLES:
        raise InputError(tr("{where}: say \"elder\" or \"younger\"", where=where))
    return ROLES[value]


def score_hand(data: Any) -> dict[str, Any]:
    """The itemised result of a hand described as in docs/piquet-calculator.md."""
    if not isinstance(data, dict):
        raise InputError(tr("the input must be a JSON object"))
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise InputError(tr("unknown field(s): {fields}; known: {known}", fields=", ".join(unknown), known=", ".join(FIELDS)))
    given = data.get("options") or {}
    if not isinstance(given, dict) or set(given) - set(CALC_OPTIONS):
        raise InputError(tr("options may set only: {known}", known=", ".join(CALC_OPTIONS)))
    try:
        options = resolve(OPTIONS, given)
    except ValueError as e:
        raise InputError(str(e)) from None
    if "target_score" not in given:
        options["target_score"] = NO_TARGET
    order = PIQUET_36_ORDER if options["deck_36"] else PIQUET_ORDER
    state = PiquetState(options=options, rng=random.Random(0), order=order)
    scores = data.get("game_scores", [0, 0])
    if not (isinstance(scores, list) and len(scores) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in scores)):
        raise InputError(tr("game_scores: give the two game scores before the hand, elder's first"))
    state.scores = list(scores)
    state.hand = hand = Hand(elder=0, dealt=[[], []], hands=[[], []], talon=[])
    owner: dict[str, int] = {}  # card -> the seat known to hold it

    def claim(cards: list[str], seat: int, where: str) -> None:
        for c in cards:
            if owner.setdefault(c, seat) != seat:
                raise InputError(tr("{where}: {card} belongs to the other player", where=where, card=display(c)))

    cb = data.get("carte_blanche", [])
    if not isinstance(cb, list) or not all(isinstance(c, str) for c in cb) or len(set(cb)) != len(cb):
        raise InputError(tr("carte_blanche: a list of who declared it, e.g. [\"elder\"]"))
    for i, who in enumerate(cb):
        seat = _role(who, f"carte_blanche[{i}]")
        hand.carte_blanche[seat] = True
    if all(hand.carte_blanche) and not options["deck_36"]:
        raise InputError(tr("carte_blanche: both players cannot have it in the 32-card game"))
    for seat in (0, 1):  # elder's first (§10.1)
        if hand.carte_blanche[seat]:
            ledger.record(state, ledger.item(seat, ledger.CARTE_BLANCHE, "carte_blanche", 10, "K Q J × 0 → 10"))
    declared = _point(state, data.get("point"), claim)
    declared += _combos(state, "sequence", data.get("sequences"), claim)
    declared += _combos(state, "sets", data.get("sets"), claim)
    stopped = ledger.settle_combinations(state) == "stop"
    tricks = data.get("tricks", [])
    if not isinstance(tricks, list) or len(tricks) > TRICKS_IN_HAND:
        raise InputError(tr("tricks: a list of at most 12 tricks, each \"leader's card follower's card\""))
    if not stopped:
        _tricks(state, tricks, claim, owner)
    _check_whole(declared, owner, state.order)
    names = _names(data, tr("Elder"), tr("Younger"), tr("names: two names, elder's first"))
    bonus = next((it for it in hand.scoring_order if it["kind"] in ("repique", "pique")), None)
    game_scores = [state.scores[s] + hand.so_totals[s] for s in (0, 1)]
    return {
        "names": names,
        "items": hand.scoring_order,
        "totals": list(hand.so_totals),
        "bonus": {"kind": bonus["kind"], "seat": bonus["seat"], "points": bonus["points"]} if bonus else None,
        "tricks_won": [sum(1 for t in hand.tricks if t.winner == s) for s in (0, 1)],
        "tricks_played": len(hand.tricks),
        "stopped": stopped,
        "target_reached_by": hand.first_to_target if options["target_score"] != NO_TARGET else None,
        "game_scores": game_scores,
        "game_won_by": target_winner(game_scores, options["target_score"], stopped, hand.first_to_target)
        if options["target_score"] != NO_TARGET else None,
    }


# what was declared, for the check that each is whole: (class, seat, cards, where)
Declared = list[tuple[str, int, list[str], str]]


def _point(state: PiquetState, spec: Any, claim: Any) -> Declared:
    if spec is None:
        return []
    if not isinstance(spec, dict) or set(spec) != {"by", "cards"}:
        raise InputError(tr("point: give \"by\" (elder or younger) and \"cards\" (the whole suit)"))
    seat = _role(spec["by"], "point.by")
    cards = _cards(spec["cards"], "point.cards", state.order)
    if not cards or len({c[-1] for c in cards}) != 1:
        raise InputError(tr("point.cards: the point is all the cards of one suit"))
    claim(cards, seat, "point")
    ledger.record(state, combo_entry(state, seat, "point", cards, cards))
    return [("point", seat, cards, "point")]


def _combos(state: PiquetState, cls: str, spec: Any, claim: Any) -> Declared:
    """The winner's combinations of a class: the winning one first, then the extras (§7.3)."""
    field = "sequences" if cls == "sequence" else "sets"
    if spec is None:
        return []
    if not isinstance(spec, dict) or set(spec) != {"by", "cards"} or not isinstance(spec["cards"], list) or not spec["cards"]:
        raise InputError(tr("{field}: give \"by\" (elder or younger) and \"cards\" (a list: the winning one first, then extras)", field=field))
    seat = _role(spec["by"], f"{field}.by")
    combos = [_cards(text, f"{field}.cards[{i}]", state.order) for i, text in enumerate(spec["cards"])]
    held = [c for combo in combos for c in combo]
    if len(held) != len(set(held)):
        raise InputError(tr("{field}: a card is named twice", field=field))
    keys = []
    for i, cards in enumerate(combos):
        where = f"{field}.cards[{i}]"
        if cls == "sequence":
            whole = find_combo("sequence", held, state.order, cards)
            if whole is None or len(sequences(cards, state.order)) != 1:
                raise InputError(tr("{where}: not a whole sequence of 3 or more cards of one suit", where=where))
        else:
            whole = find_combo("set", held, state.order, cards)
            if whole is None or cards[0][0] not in SET_RANKS:
                raise InputError(tr("{where}: a set is 3 or 4 aces, kings, queens, jacks or tens", where=where))
        keys.append(whole.key)
        claim(cards, seat, where)
    if not state.options["extra_combinations_unrestricted"] and any(k > keys[0] for k in keys[1:]):
        raise InputError(tr("{field}: an extra may be no stronger than the first (winning) one", field=field))
    for cards in combos:
        ledger.record(state, combo_entry(state, seat, cls, cards, held))
    return [(cls, seat, cards, f"{field}.cards[{i}]") for i, cards in enumerate(combos)]


def _check_whole(declared: Declared, owner: dict[str, int], order: str) -> None:
    """PQ-D1: a point is the whole suit, a sequence the whole run, a set every card of its rank, of
    all that the same player is known to hold (his other combinations and the cards he played)."""
    for cls, seat, cards, where in declared:
        held = [c for c, s in owner.items() if s == seat]
        shown = " ".join(display(c) for c in cards)
        if cls == "point":
            more = [c for c in held if c[-1] == cards[0][-1] and c not in cards]
            if more:
                raise InputError(tr("point: {cards} is not the whole suit: the same player also holds {more} "
                                    "(a point is all the cards of one suit, PQ-D1)", cards=shown,
                                    more=" ".join(display(c) for c in more)))
            continue
        whole = next(c for c in combos_of("sequence" if cls == "sequence" else "set", held, order)
                     if set(cards) <= set(c.cards))
        if len(whole.cards) > len(cards):
            text = " ".join(display(c) for c in whole.cards)
            if cls == "sequence":
                raise InputError(tr("{where}: {cards} is not the whole run: the same player holds {whole}, a sequence "
                                    "of {n} (a sequence is declared whole, PQ-D1)", where=where, cards=shown,
                                    whole=text, n=len(whole.cards)))
            raise InputError(tr("{where}: {cards} is a trio out of a quatorze: the same player holds {whole} "
                                "(a set is all the cards of its rank, PQ-D1)", where=where, cards=shown, whole=text))


def _tricks(state: PiquetState, tricks: list[Any], claim: Any, owner: dict[str, int]) -> None:
    hand = state.hand
    assert hand is not None
    leader = hand.elder
    voids: list[set[str]] = [set(), set()]
    played: set[str] = set()
    for n, text in enumerate(tricks, start=1):
        where = f"tricks[{n - 1}]"
        cards = _cards(text, where, state.order)
        if len(cards) != 2:
            raise InputError(tr("{where}: a trick is two cards, the leader's first", where=where))
        seats = (leader, 1 - leader)
        for seat, card in zip(seats, cards):
            if card in played:
                raise InputError(tr("{where}: {card} was already played", where=where, card=display(card)))
            if card[-1] in voids[seat]:
                raise InputError(tr("{where}: {card} was played after its player showed he had none of that suit",
                                    where=where, card=display(card)))
            played.add(card)
        claim([cards[0]], leader, where)
        claim([cards[1]], 1 - leader, where)
        led = cards[0][-1]
        if cards[1][-1] != led:
            follower = 1 - leader
            if any(s == follower and c[-1] == led and c not in played for c, s in owner.items()):
                raise InputError(tr("{where}: the follower did not follow suit though he held that suit", where=where))
            voids[follower].add(led)
        trick = Trick(leader=leader)
        trick.add(leader, cards[0])
        trick.add(1 - leader, cards[1])
        trick.settle(state.order)
        hand.tricks.append(trick)
        score_lead(state, leader, cards[0], n)
        score_trick(state, trick, n)
        assert trick.winner is not None
        leader = trick.winner


def rubicon_game(data: dict[str, Any]) -> dict[str, Any]:
    """A Rubicon game (§14.5) from each hand's points, player by player: its winner and value,
    or how many hands are still to play."""
    unknown = sorted(set(data) - set(RUBICON_FIELDS))
    if unknown:
        raise InputError(tr("unknown field(s): {fields}; known: {known}", fields=", ".join(unknown),
                            known=", ".join(RUBICON_FIELDS)))
    names = _names(data, tr("Player 1"), tr("Player 2"), tr("names: two names, in the order of \"hands\""))
    hands = data.get("hands")
    if not (isinstance(hands, list) and hands and all(
            isinstance(h, list) and len(h) == 2 and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in h)
            for h in hands)):
        raise InputError(tr("hands: a list of each hand's points, like [[23, 99], [41, 12]], the players in the "
                            "order of \"names\" (roles alternate, so name players, not elder and younger)"))
    scores, length, winner = [0, 0], PiquetState.rubicon_length, None
    for n, (a, b) in enumerate(hands, start=1):
        if winner is not None:
            raise InputError(tr("hands: the game was over after hand {n} ({a}–{b}); later hands belong to the next "
                                "game", n=n - 1, a=scores[0], b=scores[1]))
        scores = [scores[0] + a, scores[1] + b]
        winner, length = rubicon_winner(scores, n, length)
    result: dict[str, Any] = {"kind": "rubicon", "names": names, "hands_played": len(hands), "length": length,
                              "scores": scores, "winner": winner}
    if winner is not None:
        result.update(rubicon_value(scores[winner], scores[1 - winner]))
    return result


def _names(data: dict[str, Any], first: str, second: str, fault: str) -> list[str]:
    names = data.get("names") or [first, second]
    if not (isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) for n in names)):
        raise InputError(fault)
    return names


def render_rubicon(result: dict[str, Any]) -> str:
    names, scores = result["names"], result["scores"]
    lines = [tr("Rubicon piquet: {a} {x}, {b} {y} after {n} hands", a=names[0], x=scores[0], b=names[1], y=scores[1],
                n=result["hands_played"])]
    if result["winner"] is None:
        tied = (tr(" (the totals were tied: the game goes on two hands at a time)")
                if result["length"] > PiquetState.rubicon_length else "")
        lines.append(tr("The game is not over: {k} more hand(s) to play{tied}.",
                        k=result["length"] - result["hands_played"], tied=tied))
        return "\n".join(lines)
    loser = names[1 - result["winner"]]
    how = (tr("{loser} is rubiconed (under 100): sum + 100", loser=loser) if result["rubiconed"]
           else tr("{loser} reached 100: difference + 100", loser=loser))
    lines.append(tr("{who} wins the game: {formula} = {value} ({how})", who=names[result["winner"]],
                    formula=result["formula"], value=result["value"], how=how))
    return "\n".join(lines)


def render(result: dict[str, Any]) -> str:
    names = result["names"]
    meta = {"names": names}
    lines = [tr("Piquet hand: elder {elder}, younger {younger}", elder=names[0], younger=names[1]), tr("In scoring order:")]
    lines += [item_line(it, meta) for it in result["items"]] or [tr("  (nothing scored)")]
    bonus = result["bonus"]
    if bonus:
        label = tr("Repique") if bonus["kind"] == "repique" else tr("Pique")
        lines.append(tr("{bonus} for {who}: +{points}", bonus=label, who=names[bonus["seat"]], points=bonus["points"]))
    else:
        lines.append(tr("No repique or pique."))
    if result["stopped"]:
        lines.append(tr("The game target was reached before trick play: the hand stops there."))
    else:
        won = result["tricks_won"]
        lines.append(tr("Tricks: {a} {x}, {b} {y} ({n} of 12 played)", a=names[0], x=won[0], b=names[1], y=won[1], n=result["tricks_played"]))
    lines.append(tr("Hand total: {a} {x}, {b} {y}", a=names[0], x=result["totals"][0], b=names[1], y=result["totals"][1]))
    if result["game_won_by"] is not None:
        scores = result["game_scores"]
        lines.append(tr("{who} wins the game, {a}–{b}.", who=names[result["game_won_by"]], a=scores[0], b=scores[1]))
    return "\n".join(lines)


def _parser() -> ArgumentParser:
    p = ArgumentParser(prog=PROG, description=tr("Score one Piquet hand (declarations and tricks) described in JSON."))
    p.add_argument("file", nargs="?", help=tr("the JSON file (default: standard input)"))
    p.add_argument("--json", action="store_true", help=tr("print the result as JSON"))
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = _parser().parse_args(argv)
        data = read_input(args.file)
        rubicon = input_kind(data, KINDS) == "rubicon"
        result = rubicon_game(data) if rubicon else score_hand(data)
    except InputError as e:
        print(tr("error: {message}", message=e), file=sys.stderr)
        return 2
    show = render_rubicon if rubicon else render
    out = json.dumps(result, ensure_ascii=False, indent=2) if args.json else show(result)
    write_output(out)
    return 0

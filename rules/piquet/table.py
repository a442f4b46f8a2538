"""Piquet at the generic table: a seat's view as the table model, a finished hand, game or partie
as a score sheet (shapes on :meth:`rules.core.variant.Variant.table` and ``sheet``).

Built on :mod:`rules.tricks.table`. Piquet's own zones: ``talon`` (backs, with the cards the
viewer has seen face up: elder's peek, the rest once seen or exposed), ``discards_{p}`` (backs, or
the viewer's own under own_discards_viewable), ``shown_{p}`` (cards a seat has shown: carte blanche,
its sets) and ``last_trick`` (the last finished trick, which both may look at, PQ-D19). The exchange
is a ``select`` action; the declaration dialogue is buttons, one per legal command, worded as the
original (いい / だめ / あいこ; c'est bon / mieux / égal), with every weaker combination and "none"
offered (sinking, §7.2).
"""

from __future__ import annotations

from typing import Any

from rules.core.cards import SUIT_SYMBOLS
from rules.core.events import Event
from rules.core.report import seat_name
from rules.core.text import N_, tr
from rules.piquet.declare import pips
from rules.piquet.ledger import TRICKS, label
from rules.piquet.options import sizes
from rules.piquet.state import CB_DISCARD, CB_EXCHANGE, ELDER_EXCHANGE, YOUNGER_EXCHANGE
from rules.tricks.play import sort_hand
from rules.tricks.table import (gathered, hand_pile, marker, order_round, plate, trick_piles, trick_table,
                                won_piles)

# Button labels of the moves not made by dropping a card; {cards} and {choice} are filled in.
ACTION_LABELS = {
    "draw": N_("Draw a card"),
    "exchange": N_("Exchange {cards}"),
    "discard": N_("Discard {cards}"),
    "expose_rest": N_("Turn up the rest"),
    "leave_rest": N_("Leave the rest unseen"),
    "declare_sequence": N_("Declare {cards}"),
    "declare_sets": N_("Declare {cards}"),
    "announce_sequence": N_("Announce {cards}"),
    "announce_sets": N_("Announce {cards}"),
    "score_extras": N_("Also score {cards}"),
    "request_show": N_("Ask to see his sets"),
    "play": N_("Play {cards}"),
}
# Labels of single choices: the answer's words as the original says them, roles, "none" (sinking).
CHOICE_LABELS = {
    "good": N_("Good (いい, c'est bon)"),
    "not_good": N_("Not good (だめ, mieux)"),
    "equal": N_("Equal (あいこ, égal)"),
    "elder": N_("Be elder (1番手)"),
    "younger": N_("Be younger (2番手)"),
    "no_sequence": N_("No sequence"),
    "no_sets": N_("No sets"),
    "carte_blanche": N_("Carte blanche (絵札なし)"),
}
# Select inputs: the button's label once the selection is legal ({n}: how many cards, {cards}).
SELECT_LABELS = {
    "exchange": N_("Discard {cards}, take {n}"),
    "discard": N_("Discard {cards} (you take after elder)"),
}
# What the other player is told of a move: the number of cards exchanged, never which; the
# declaration dialogue is said aloud line by line (the model's ``spoken``), so its moves say nothing more.
TOLD = {"exchange": N_("Exchanges {n} cards"), "discard": N_("Discards {n} cards")}
SPOKEN = ("declare_point", "declare_sequence", "declare_sets", "announce_point", "announce_sequence", "announce_sets",
          "answer", "score_extras")
# Each action's cell among the buttons (two columns, three rows, Hint last).
BUTTON_PLACES = {
    "draw": 0, "choose_role": 0, "exchange": 0, "discard": 0, "expose_rest": 0, "leave_rest": 1,
    "declare_point": 0, "declare_sequence": 0, "declare_sets": 0, "answer": 0, "score_extras": 0,
    "announce_point": 0, "announce_sequence": 0, "announce_sets": 0,
    "carte_blanche": 2, "reveal_rest": 3, "request_show": 4,
}
SOUNDS = {"play": "discard", "exchange": "draw", "discard": "discard", "draw": "deal", "carte_blanche": "call",
          "answer": "call"}
# What the table says when the viewer must act: the first entry all of whose actions are legal.
PROMPTS = {
    ("draw",): N_("Draw a card: the lower card deals"),
    ("choose_role",): N_("You drew higher: choose to be elder or younger"),
    ("exchange", "carte_blanche"): N_("Exchange 1 to {n} cards, or declare carte blanche"),
    ("discard", "carte_blanche"): N_("Carte blanche? Or select your discards (you take after elder)"),
    ("discard",): N_("Select your discards: elder declared carte blanche, you take after him"),
    ("exchange",): N_("Exchange: select the cards to discard, then press the button"),
    ("expose_rest",): N_("Turn up the rest of the talon for both, or leave it unseen"),
    ("declare_point",): N_("Declare your point: its number of cards"),
    ("declare_sequence",): N_("Declare a sequence, or none (you may sink it)"),
    ("declare_sets",): N_("Declare a trio or quatorze, or none (you may sink it)"),
    ("answer",): N_("Answer elder: good, not good or equal"),
    ("score_extras",): N_("Score your other combinations of this class?"),
    ("announce_point",): N_("Announce your point before playing"),
    ("announce_sequence",): N_("Announce your sequence before playing"),
    ("announce_sets",): N_("Announce your sets before playing"),
    ("play",): N_("Your turn: play a card (drag it to the middle)"),
}
# The dialogue's words: "quint to the king", "three kings", "quatorze of aces".
SEQUENCE_WORDS = {3: N_("Tierce"), 4: N_("Quart"), 5: N_("Quint"), 6: N_("Sixième"), 7: N_("Septième"),
                  8: N_("Huitième"), 9: N_("Neuvième")}
RANK_WORDS = {"A": N_("ace"), "K": N_("king"), "Q": N_("queen"), "J": N_("jack"), "T": N_("ten"), "9": N_("nine"),
              "8": N_("eight")}
TRIO_WORDS = {"A": N_("Three aces"), "K": N_("Three kings"), "Q": N_("Three queens"), "J": N_("Three jacks"),
              "T": N_("Three tens")}
QUATORZE_WORDS = {"A": N_("Quatorze of aces"), "K": N_("Quatorze of kings"), "Q": N_("Quatorze of queens"),
                  "J": N_("Quatorze of jacks"), "T": N_("Quatorze of tens")}
SET_WORDS = {3: N_("A trio"), 4: N_("A quatorze")}
CLASS_NAMES = {"point": N_("Point"), "sequence": N_("Sequence"), "sets": N_("Sets")}
BONUS_NAMES = {"pique": N_("Pique! (ピック)"), "repique": N_("Repique! (ルピック)"), "capot": N_("Capot! (カポ)")}


def _points(n: int) -> str:
    return str(n)


# -- the table model ----------------------------------------------------------------------------


def table(view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    viewer = view["seat"]
    # Between games the last hand is still in the view; the draw for the next deal replaces it.
    h = None if view["phase"] in ("draw_for_deal", "choose_role") else view["hand"]
    view = {**view, "hand": h}
    seats = order_round(viewer, 2)
    piles: dict[str, dict[str, Any]] = {}
    plates: dict[str, dict[str, Any]] = {}
    for pos, seat in enumerate(seats):
        if h is not None:
            cards = h["cards"] if seat == viewer else None
            piles[f"hand_{pos}"] = hand_pile(cards, h["counts"][seat], view["order"])
            piles[f"discards_{pos}"] = _discards(h, seat, viewer)
            shown = h["shown"][seat]
            piles[f"shown_{pos}"] = {"cards": sort_hand(shown, view["order"]),
                                     "label": tr("Carte blanche (絵札なし)") if h["carte_blanche"][seat] else (
                                         tr("Shown") if shown else "")}
        elif view["draws"][seat]:
            piles[f"hand_{pos}"] = {"cards": [view["draws"][seat]], "face_up": True, "label": tr("Drawn for the deal")}
        else:
            piles[f"hand_{pos}"] = {"cards": [], "face_up": True}
        plates[f"plate_{pos}"] = plate(seat, meta, _score(view, seat), _markers(view, seat), seat in view["to_act"])
    if h is not None:
        piles.update(trick_piles(h["current_trick"], seats))
        piles.update(won_piles(h["tricks_won"], seats))
        piles["talon"] = _talon(h)
        last = h["last_trick"]
        piles["last_trick"] = {"cards": list(last["cards"]) if last else [], "label": tr("Last trick") if last else ""}
    gather, spoken = None, []
    if h is not None:
        key = f"{view['game']}-{view['hand_no']}"
        gather = gathered(h["last_trick"], seats, f"{key}-{sum(h['tricks_won'])}")
        spoken = _spoken(h, key, meta)
    model = trick_table(players=2, viewer=viewer, seats=seats, piles=piles, plates=plates, info=_info(view, meta),
                        sounds=SOUNDS)
    private = ["hand_0", "discards_0"]
    if h is not None and viewer is not None and (h["peek"] or (h["rest"] and not h["rest_exposed"])):
        private.append("talon")
    model.update({
        "labels": {a: tr(ACTION_LABELS[a]) for a in ACTION_LABELS},
        "choices": _choices(view),
        "select": _select(view),
        "auto": ["draw"],
        "places": BUTTON_PLACES,
        "prompts": _prompts(view),
        "private": private,
        "told": {**{a: tr(TOLD[a]) for a in TOLD}, **{a: None for a in SPOKEN}},
        # Elder may turn up the rest of the talon by naming his first lead (PQ-D18): four ways, rarely
        # wanted, so one button opens them.
        # Carte blanche names how many cards elder will then exchange: its ways open from one button.
        "menus": {"reveal_rest": tr("Turn up the rest…"), "carte_blanche": tr("Carte blanche (絵札なし)…")},
        "gather": gather,
        "spoken": spoken,
    })
    return model


def _spoken(h: dict[str, Any], key: str, meta: dict[str, Any]) -> list[list[str]]:
    """What is said aloud, each with a name the table knows it by: the dialogue's newest line, and
    a pique or repique as it happens."""
    out = []
    if h["dialogue"]:
        line = h["dialogue"][-1]
        out.append([f"{key}-said-{len(h['dialogue'])}",
                    tr("{who}: “{words}”", who=seat_name(line["seat"], meta), words=said(line))])
    for item in h["items"]:
        if item["kind"] in ("pique", "repique"):
            out.append([f"{key}-{item['kind']}", tr("{who}: {bonus} +{points}", who=seat_name(item["seat"], meta),
                                                    bonus=tr(BONUS_NAMES[item["kind"]]), points=item["points"])])
    return out


def _discards(h: dict[str, Any], seat: int, viewer: int | None) -> dict[str, Any]:
    count = h["discard_counts"][seat]
    if seat == viewer and h["discards"] is not None:
        return {"cards": list(h["discards"]), "count": count, "label": tr("Your discards") if count else ""}
    return {"cards": [None] * count, "count": count, "label": tr("Discards: {n}", n=count) if count else ""}


def _talon(h: dict[str, Any]) -> dict[str, Any]:
    """The talon still to be taken (or the rest after the exchanges), with the cards the viewer saw."""
    left = h["talon_left"]
    if h["rest"] is not None:
        cards: list[str | None] = list(h["rest"])
    elif h["peek"]:
        # Elder's peek lies on top of what is left, until younger takes those cards.
        used = h["talon_size"] - left
        still = h["peek"][max(0, used - (h["peek_from"] - 1)):]
        cards = list(still) + [None] * (left - len(still))
    else:
        cards = [None] * left
    label = tr("Talon: {n}", n=left) if left else ""
    if h["rest_exposed"] and left:
        label = tr("The rest, face up: {n}", n=left)
    return {"cards": cards, "count": left, "label": label}


def _score(view: dict[str, Any], seat: int) -> str:
    h = view["hand"]
    if h is None:
        return _points(view["scores"][seat])
    return tr("{game} (hand {hand})", game=view["scores"][seat], hand=h["running"][seat])


def _markers(view: dict[str, Any], seat: int) -> list[str]:
    out = []
    h = view["hand"]
    if h is not None and seat == view["dealer"]:  # before the draw for the deal nobody deals yet
        out.append(marker("dealer"))
    if h is not None:
        out.append(marker("elder") if seat == h["elder"] else marker("younger"))
        if h["carte_blanche"][seat]:
            out.append(tr("Carte blanche"))
    if view["options"]["match_format"] == "best_of_three":
        out.append(tr("Games won: {n}", n=view["games_won"][seat]))
    return out


def said(line: dict[str, Any]) -> str:
    """One line of the declaration dialogue in words, as it was said aloud (never a suit)."""
    cls, says = line["class"], line["says"]
    if says in ("good", "not_good", "equal"):
        return tr(CHOICE_LABELS[says])
    if says == "none":
        return {"point": tr("No point"), "sequence": tr(CHOICE_LABELS["no_sequence"]),
                "sets": tr(CHOICE_LABELS["no_sets"])}[cls]
    if cls == "point":
        if "count" not in line:
            return tr("Point making {pips}", pips=line["pips"])
        if "pips" in line:
            return tr("Point of {count}, making {pips}", count=line["count"], pips=line["pips"])
        return tr("Point of {count}", count=line["count"])
    if cls == "sequence":
        name = tr(SEQUENCE_WORDS[line["length"]])
        if "top" in line:
            return tr("{sequence} to the {rank}", sequence=name, rank=tr(RANK_WORDS[line["top"]]))
        return name
    if "rank" in line:
        return tr(TRIO_WORDS[line["rank"]]) if line["size"] == 3 else tr(QUATORZE_WORDS[line["rank"]])
    return tr(SET_WORDS[line["size"]])


def _info(view: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    fmt = view["options"]["match_format"]
    if view["phase"] == "over":
        result = view["result"] or {}
        return [tr("The partie is over: {winner} wins.", winner=seat_name(result.get("winner", 0), meta))]
    lines = [tr("Game {game}, hand {hand}", game=view["game"], hand=max(view["hand_no"], 1))]
    if fmt != "rubicon":
        lines.append(tr("Target: {n} points", n=view["options"]["target_score"]))
    elif fmt == "rubicon":
        lines.append(tr("Rubicon piquet: six hands"))
    h = view["hand"]
    if h is None:
        return lines
    # The running totals as the original states them: each player his own hand total, elder first (§10.2).
    e, y = h["elder"], h["younger"]
    lines.append(tr("Elder {elder}: {a} · Younger {younger}: {b}", elder=seat_name(e, meta), a=h["running"][e],
                    younger=seat_name(y, meta), b=h["running"][y]))
    for line in h["dialogue"][-3:]:
        lines.append(tr("{who}: “{words}”", who=seat_name(line["seat"], meta), words=said(line)))
    if h["bonus"]:
        lines.append(tr(BONUS_NAMES[h["bonus"]]))
    if any(it["kind"] == "capot" for it in h["items"]):
        lines.append(tr(BONUS_NAMES["capot"]))
    if h["lead_suit"]:
        lines.append(tr("Elder's first lead: {suit}", suit=SUIT_SYMBOLS.get(h["lead_suit"], h["lead_suit"])))
    return lines


def _choices(view: dict[str, Any]) -> dict[str, dict[str, str]]:
    """Whole button labels for commands told apart by their choice."""
    out: dict[str, dict[str, str]] = {
        "answer": {a: tr(CHOICE_LABELS[a]) for a in ("good", "not_good", "equal")},
        "choose_role": {r: tr(CHOICE_LABELS[r]) for r in ("elder", "younger")},
        "declare_sequence": {"none": tr(CHOICE_LABELS["no_sequence"])},
        "announce_sequence": {"none": tr(CHOICE_LABELS["no_sequence"])},
        "declare_sets": {"none": tr(CHOICE_LABELS["no_sets"])},
        "announce_sets": {"none": tr(CHOICE_LABELS["no_sets"])},
        "carte_blanche": {"": tr(CHOICE_LABELS["carte_blanche"])},
        "reveal_rest": {s: tr("Turn up the rest, lead {suit} first", suit=SUIT_SYMBOLS[s]) for s in "SHDC"},
        "request_show": {"sets": tr(ACTION_LABELS["request_show"])},
        "score_extras": {"sequence": tr("No other sequence"), "sets": tr("No other sets")},
    }
    talon_size, elder_most = sizes(view["options"])
    out["carte_blanche"].update({str(n): tr("Carte blanche, exchange {n}", n=n) for n in range(1, elder_most + 1)})
    h = view["hand"]
    if h is not None and h["cards"] is not None:
        for action in ("declare_point", "announce_point"):
            out[action] = {}
            for s in "SHDC":
                suit = [c for c in h["cards"] if c[-1] == s]
                if suit:
                    out[action][s] = tr("Point of {count}, making {pips} ({suit})", count=len(suit), pips=pips(suit),
                                        suit=SUIT_SYMBOLS[s])
    return out


def _select(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The exchange (and carte blanche's discard) as a selection of hand cards and a button."""
    h = view["hand"]
    if h is None:
        return {}
    talon_size, elder_most = sizes(view["options"])
    low = 0 if view["options"]["younger_may_exchange_zero"] else 1
    phase = view["phase"]
    if phase == ELDER_EXCHANGE:
        rule = ("exchange", [1, elder_most])
    elif phase == CB_DISCARD:
        rule = ("discard", [low, talon_size - h["cb_count"]])
    elif phase == CB_EXCHANGE:
        rule = ("exchange", [h["cb_count"], h["cb_count"]])
    elif phase == YOUNGER_EXCHANGE:
        rule = ("exchange", [low, h["talon_left"]])
    else:
        return {}
    action, count = rule
    return {action: {"count": count, "label": tr(SELECT_LABELS[action]), "zone": "discards_0"}}


def _prompts(view: dict[str, Any]) -> list[list[Any]]:
    _, elder_most = sizes(view["options"])
    return [[list(actions), tr(PROMPTS[actions], n=elder_most)] for actions in PROMPTS]


# -- score sheets ---------------------------------------------------------------------------------


def sheet(event: Event, view: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any] | None:
    if event.kind == "hand_ended":
        return hand_sheet(event.data, meta)
    if event.kind == "game_ended" and view["phase"] != "over":  # the last game is told by the partie's sheet
        return game_sheet(event.data, view["history"], meta)
    if event.kind == "match_ended":
        return partie_sheet(event.data, view["history"], meta)
    return None


def _item_row(item: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    formula = item["formula"]
    if item["cards"]:  # the cards are drawn beneath the row: the words keep only the count ("5 → 15")
        formula = formula.split(": ", 1)[-1]
    row = {"original": f"{item['french']} / {item['japanese']}",
           "english": tr("{who}: {label} [{formula}]", who=seat_name(item["seat"], meta), label=label(item["kind"]),
                         formula=formula),
           "value": f"+{item['points']}"}
    if item["cards"]:
        row["cards"] = list(item["cards"])
    return row


def hand_sheet(record: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    """A hand in scoring order (§10.1): declarations with cards and points, tricks, pique/repique/capot, totals."""
    items = record["items"]
    combos = [it for it in items if it["category"] < TRICKS and it["kind"] not in ("pique", "repique")]
    bonuses = [it for it in items if it["kind"] in ("pique", "repique", "capot")]
    blocks: list[dict[str, Any]] = []
    blocks.append({"type": "rows", "title": tr("Declarations"),
                   "rows": [_item_row(it, meta) for it in combos] or
                   [{"original": "", "english": tr("Nobody scored a combination."), "value": ""}]})
    trick_rows = []
    for seat in (0, 1):
        played = [it for it in items if it["seat"] == seat and it["kind"] in ("lead", "win")]
        if played:
            trick_rows.append({"original": "", "english": tr("{who}: leads and wins, {n} tricks", who=seat_name(seat, meta),
                                                              n=record["tricks_won"][seat]),
                               "value": f"+{sum(it['points'] for it in played)}"})
    trick_rows += [_item_row(it, meta) for it in items if it["kind"] in ("last_trick", "cards")]
    blocks.append({"type": "rows", "title": tr("Tricks won: {a} to {b}", a=record["tricks_won"][0], b=record["tricks_won"][1]),
                   "rows": trick_rows or [{"original": "", "english": tr("No trick was played."), "value": ""}]})
    if bonuses:
        blocks.append({"type": "rows", "title": tr("Pique, repique, capot"), "rows": [_item_row(it, meta) for it in bonuses]})
    if record.get("dialogue"):
        blocks.append({"type": "lines", "title": tr("What was said"),
                       "lines": [tr("{who}: “{words}”", who=seat_name(line["seat"], meta), words=said(line))
                                 for line in record["dialogue"]]})
    if record["stopped"]:
        blocks.append({"type": "lines", "title": tr("Target"),
                       "lines": [tr("The target was reached before trick play: the hand stops here.")]})
    rows = [[seat_name(s, meta), tr("Elder") if s == record["elder"] else tr("Younger"), _points(record["totals"][s]),
             _points(record["scores"][s])] for s in (0, 1)]
    blocks.append({"type": "table", "title": tr("Totals"),
                   "columns": [tr("Player"), tr("Role"), tr("Hand"), tr("Game")], "rows": rows})
    title = tr("Game {game}, hand {hand}", game=record["game"], hand=record["hand"])
    subtitle = tr(BONUS_NAMES[record["bonus"]]) if record["bonus"] else ""
    return {"kind": "hand", "title": title, "subtitle": subtitle, "blocks": blocks}


def _hands_table(history: list[dict[str, Any]], game: int | None, meta: dict[str, Any]) -> dict[str, Any]:
    rows = []
    for r in history:
        if game is not None and r["game"] != game:
            continue
        bonus = tr(BONUS_NAMES[r["bonus"]]) if r["bonus"] else ""
        rows.append([f"{r['game']}-{r['hand']}", seat_name(r["dealer"], meta),
                     _points(r["totals"][0]), _points(r["totals"][1]), bonus, f"{r['scores'][0]}-{r['scores'][1]}"])
    return {"type": "table", "title": tr("Deals"),
            "columns": [tr("Deal"), tr("Dealer"), seat_name(0, meta), seat_name(1, meta), tr("Bonus"), tr("Game")],
            "rows": rows}


def _game_lines(game: dict[str, Any], meta: dict[str, Any]) -> list[str]:
    winner, loser = game["winner"], 1 - game["winner"]
    lines = [tr("{winner} wins game {game}, {w}-{l}.", winner=seat_name(winner, meta), game=game["game"],
                w=game["scores"][winner], l=game["scores"][loser])]
    if "value" in game:
        if game["rubiconed"]:
            lines.append(tr("{loser} is rubiconed (under 100): the winner scores both totals and the 100 bonus.",
                            loser=seat_name(loser, meta)))
        else:
            lines.append(tr("Both passed 100: the winner scores the difference and the 100 bonus."))
        lines.append(tr("Game worth {value} = {formula}", value=game["value"], formula=game["formula"]))
    return lines


def game_sheet(game: dict[str, Any], history: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    """One game: each deal of it, and who won (the Rubicon's value, bonus and penalty)."""
    blocks = [_hands_table(history, game["game"], meta),
              {"type": "lines", "title": tr("Result"), "lines": _game_lines(game, meta)}]
    return {"kind": "game", "title": tr("Game {game} over", game=game["game"]), "subtitle": "", "blocks": blocks}


def partie_sheet(result: dict[str, Any], history: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    """The partie: every deal, each game's result, the winner."""
    lines = [line for game in result["games"] for line in _game_lines(game, meta)]
    lines.append(tr("{winner} wins the partie, games {g0}-{g1}.", winner=seat_name(result["winner"], meta),
                    g0=result["games_won"][0], g1=result["games_won"][1]))
    blocks = [_hands_table(history, None, meta), {"type": "lines", "title": tr("Result"), "lines": lines}]
    return {"kind": "match", "title": tr("The partie is over"), "subtitle": "", "blocks": blocks}

"""The declarations (spec §7): elder declares point, sequence and sets; younger answers good, not
good or equal; the winner of a class scores his extras; younger announces after the first lead.

A class's dialogue has one or two *stages*. The point has two in the modern game (count, then
pips) and one by the old rule (pips). Sequences and sets have one (length and top together)
unless ``staged_declarations`` (length, then top). At stage s younger compares the key prefix
that stage reveals; his answers are checked against his actual cards (PQ-D3).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from rules.core.cards import display
from rules.core.command import Command
from rules.core.events import Event
from rules.core.text import tr
from rules.piquet import ledger
from rules.piquet.combos import combos_of, find_combo, held_suits, pips, point_key, point_value, split_combos, suit_cards
from rules.piquet.state import ANSWERS, EQUAL, FIRST_LEAD, GOOD, NOT_GOOD, ClassState, Hand, PiquetState

CATEGORY = {"point": ledger.POINT, "sequence": ledger.SEQUENCE, "sets": ledger.SETS}
KIND_OF = {"sequence": "sequence", "sets": "set"}


# -- keys and stages ----------------------------------------------------------------------------


def stage_count(state: PiquetState, cls: str) -> int:
    if cls == "point":
        return 1 if state.options["point_by_pips"] else 2
    return 2 if state.options["staged_declarations"] else 1


def _prefix(key: tuple[int, ...], stage: int, stages: int) -> tuple[int, ...]:
    return key if stages == 1 else key[: stage + 1]


def key_of(state: PiquetState, cls: str, hand: list[str], cards: list[str]) -> tuple[int, ...]:
    """The strength of a combination of ``hand`` (point: the cards of one suit)."""
    if cls == "point":
        return point_key(hand, cards[0][-1], state.options["point_by_pips"])
    combo = find_combo(KIND_OF[cls], hand, state.order, cards)
    assert combo is not None
    return combo.key


def options_of(state: PiquetState, cls: str, hand: list[str]) -> list[list[str]]:
    """Every whole combination of the class in ``hand`` (point: every held suit's cards)."""
    if cls == "point":
        return [suit_cards(hand, s) for s in held_suits(hand)]
    return [list(c.cards) for c in combos_of(KIND_OF[cls], hand, state.order)]


def beats(state: PiquetState, cls: str, stage: int, mine: tuple[int, ...], theirs: tuple[int, ...]) -> str:
    """How ``mine`` compares with ``theirs`` at ``stage``: NOT_GOOD (stronger), EQUAL, or "" (neither)."""
    stages = stage_count(state, cls)
    if stage and mine[:stage] != theirs[:stage]:
        return ""  # at a later stage only combinations equal so far are compared
    a, b = _prefix(mine, stage, stages), _prefix(theirs, stage, stages)
    return NOT_GOOD if a > b else EQUAL if a == b else ""


def true_answers(state: PiquetState, cls: str, younger_hand: list[str], elder_key: tuple[int, ...], stage: int) -> list[str]:
    found = {GOOD}
    for cards in options_of(state, cls, younger_hand):
        verdict = beats(state, cls, stage, key_of(state, cls, younger_hand, cards), elder_key)
        if verdict:
            found.add(verdict)
    return [a for a in ANSWERS if a in found]


def statement(state: PiquetState, cls: str, cards: list[str], stage: int, hand: list[str]) -> dict[str, Any]:
    """What a declaration says aloud at ``stage`` (never the suit): count, pips, length, top, size, rank."""
    if cls == "point":
        count, total = len(cards), pips(cards)
        if state.options["point_by_pips"]:
            return {"pips": total}
        return {"count": count} if stage == 0 else {"count": count, "pips": total}
    word = "length" if cls == "sequence" else "size"
    rank = "top" if cls == "sequence" else "rank"
    if stage_count(state, cls) == 2 and stage == 0:
        return {word: len(cards)}
    return {word: len(cards), rank: cards[0][0]}


# -- what younger may still announce ------------------------------------------------------------


def younger_entitled(c: ClassState) -> str:
    """"must" (he said not good), "may" (elder declared none), or "" for a class."""
    if c.answer == NOT_GOOD:
        return "must"
    if c.declared == []:
        return "may"
    return ""


def announce_options(state: PiquetState, cls: str) -> list[list[str]]:
    """Combinations younger may name as his main one in ``cls`` ([] = none is allowed too, when he may)."""
    hand = state.hand
    assert hand is not None
    c = hand.classes[cls]
    mine = _holding(hand, hand.younger)
    found = options_of(state, cls, mine)
    if c.answer != NOT_GOOD:
        return found
    elder_key = key_of(state, cls, _holding(hand, hand.elder), c.declared or [])
    return [cards for cards in found if beats(state, cls, c.stage, key_of(state, cls, mine, cards), elder_key) == NOT_GOOD]


def extra_options(state: PiquetState, cls: str, seat: int) -> list[list[str]]:
    """Other whole combinations ``seat`` may score besides the winning one (§7.3, PQ-D6)."""
    hand = state.hand
    assert hand is not None
    c = hand.classes[cls]
    mine = _holding(hand, seat)
    main = key_of(state, cls, mine, c.main)
    return [
        cards
        for cards in options_of(state, cls, mine)
        if set(cards) != set(c.main) and (state.options["extra_combinations_unrestricted"] or key_of(state, cls, mine, cards) <= main)
    ]


def _holding(hand: Hand, seat: int) -> list[str]:
    """The seat's cards as they were after the exchange: in hand, plus any already played."""
    played = [card for t in hand.tricks for s, card in zip(t.seats, t.cards) if s == seat]
    return hand.hands[seat] + played


# -- commands -----------------------------------------------------------------------------------


def current_class(hand: Hand) -> str | None:
    for cls in ("point", "sequence", "sets"):
        if hand.classes[cls].step != "done":
            return cls
    return None


def declare_candidates(state: PiquetState, seat: int) -> list[Command]:
    hand = state.hand
    assert hand is not None
    cls = current_class(hand)
    if cls is None:
        return []
    c = hand.classes[cls]
    if c.step == "declare" and seat == hand.elder:
        if cls == "point":
            return [Command(seat, "declare_point", (), s) for s in held_suits(hand.hands[seat])]
        action = f"declare_{cls}"
        return [Command(seat, action, (), "none")] + [
            Command(seat, action, tuple(sorted(cards))) for cards in options_of(state, cls, hand.hands[seat])
        ]
    if c.step == "answer" and seat == hand.younger:
        return [Command(seat, "answer", (), a) for a in ANSWERS]
    if c.step == "extras" and seat == hand.elder:
        return extras_commands(state, cls, seat)
    return []


def extras_commands(state: PiquetState, cls: str, seat: int) -> list[Command]:
    """Every subset of the eligible extras (each one optional), as one command each."""
    extras = extra_options(state, cls, seat)
    out = []
    for n in range(len(extras) + 1):
        for chosen in combinations(extras, n):
            out.append(Command(seat, "score_extras", tuple(sorted(c for combo in chosen for c in combo)), cls))
    return out


def check_declare(state: PiquetState, cmd: Command) -> str | None:
    hand = state.hand
    assert hand is not None
    cls = current_class(hand)
    c = hand.classes[cls] if cls else None
    if c is None:
        return tr("The declarations are over.")
    if cmd.action == "answer":
        if c.step != "answer" or cmd.seat != hand.younger:
            return tr("There is no declaration to answer now.")
        if cmd.choice not in ANSWERS:
            return tr("Answer good, not good or equal.")
        elder_key = key_of(state, cls, hand.hands[hand.elder], c.declared or [])
        if cmd.choice not in true_answers(state, cls, hand.hands[hand.younger], elder_key, c.stage):
            if cmd.choice == NOT_GOOD:
                return tr("You may say not good only with a stronger combination in your hand.")
            return tr("You may say equal only with an exactly equal combination in your hand.")
        return None
    if cmd.action == "score_extras":
        if c.step != "extras" or cmd.seat != hand.elder or cmd.choice != cls:
            return tr("There are no extra combinations to score now.")
        return _check_extras(state, cls, cmd)
    if c.step != "declare" or cmd.seat != hand.elder or cmd.action != f"declare_{cls}":
        return tr("Elder now declares the {what}.", what=tr_class(cls))
    if cls == "point":
        if cmd.choice not in held_suits(hand.hands[cmd.seat]):
            return tr("Name a suit you hold for the point; the point cannot be declined.")
        return None
    if cmd.choice == "none" and not cmd.cards:
        return None
    if cmd.choice or find_combo(KIND_OF[cls], hand.hands[cmd.seat], state.order, cmd.cards) is None or len(cmd.cards) != len(set(cmd.cards)):
        return tr("Declare one whole {what} of your hand, or none.", what=tr_class(cls))
    return None


def _check_extras(state: PiquetState, cls: str, cmd: Command) -> str | None:
    hand = state.hand
    assert hand is not None
    if len(cmd.cards) != len(set(cmd.cards)):
        return tr("A card is named twice.")
    chosen = split_combos(KIND_OF[cls], _holding(hand, cmd.seat), state.order, cmd.cards)
    allowed = [set(x) for x in extra_options(state, cls, cmd.seat)]
    if chosen is None or any(set(x.cards) not in allowed for x in chosen):
        return tr("Extras must be whole combinations no stronger than the one that won the class.")
    return None


def tr_class(cls: str) -> str:
    if cls == "point":
        return tr("point")
    return tr("sequence") if cls == "sequence" else tr("sets")


def apply_declare(state: PiquetState, cmd: Command) -> list[Event]:
    hand = state.hand
    assert hand is not None
    cls = current_class(hand)
    assert cls is not None
    c = hand.classes[cls]
    elder, younger = hand.elder, hand.younger
    events: list[Event] = []
    if cmd.action.startswith("declare_"):
        if cmd.choice == "none" and not cmd.cards:
            c.declared, c.step = [], "done"
            line = {"seat": elder, "class": cls, "says": "none"}
            hand.dialogue.append(line)
            return [Event("declared", elder, (), False, line)] + _after_class(state)
        cards = suit_cards(hand.hands[elder], cmd.choice) if cls == "point" else _high_first(state, list(cmd.cards))
        c.declared, c.step, c.stage = cards, "answer", 0
        line = {"seat": elder, "class": cls, "says": "declare", **statement(state, cls, cards, 0, hand.hands[elder])}
        hand.dialogue.append(line)
        return [Event("declared", elder, tuple(cards), True, line)]
    if cmd.action == "answer":
        c.answer = cmd.choice
        line = {"seat": younger, "class": cls, "says": cmd.choice, "stage": c.stage}
        hand.dialogue.append(line)
        events.append(Event("answered", younger, (), False, line))
        if cmd.choice == EQUAL and c.stage + 1 < stage_count(state, cls):
            c.stage += 1
            more = {"seat": elder, "class": cls, "says": "declare", **statement(state, cls, c.declared or [], c.stage, hand.hands[elder])}
            hand.dialogue.append(more)
            return events + [Event("declared", elder, (), False, more)]
        if cmd.choice == GOOD:
            c.winner, c.main = elder, list(c.declared or [])
            events += score_combo(state, elder, cls, c.main)
            if cls != "point" and extra_options(state, cls, elder):
                c.step = "extras"
                return events
        c.step = "done"  # not good: younger announces later; equal at the last stage: nobody scores (PQ-D5)
        return events + _after_class(state)
    # score_extras
    chosen = split_combos(KIND_OF[cls], _holding(hand, cmd.seat), state.order, cmd.cards) or []
    for combo in chosen:
        c.extras.append(list(combo.cards))
        events += score_combo(state, cmd.seat, cls, list(combo.cards), extra=True)
    c.step = "done"
    return events + _after_class(state)


def _cards(cards: list[str] | tuple[str, ...]) -> str:
    return " ".join(display(c) for c in cards)


def _high_first(state: PiquetState, cards: list[str]) -> list[str]:
    return sorted(cards, key=lambda x: ("SHDC".index(x[-1]), state.order.index(x[0])))


def _after_class(state: PiquetState) -> list[Event]:
    """When the sets are done, elder leads."""
    hand = state.hand
    assert hand is not None
    if current_class(hand) is None:
        state.phase = FIRST_LEAD
    return []


def combo_entry(state: PiquetState, seat: int, cls: str, cards: list[str], holding: list[str]) -> dict[str, Any]:
    """The ledger entry for a scored point, sequence or set of a seat holding ``holding``."""
    if cls == "point":
        by_pips = state.options["point_by_pips"]
        value = point_value(holding, cards[0][-1], by_pips)
        total = pips(suit_cards(holding, cards[0][-1]))
        formula = f"{_cards(cards)}: {total} → {value * 10} / 10 = {value}" if by_pips else f"{_cards(cards)}: {len(cards)} × 1 = {value}"
        return ledger.item(seat, ledger.POINT, "point", value, formula, cards)
    combo = find_combo(KIND_OF[cls], holding, state.order, cards)
    assert combo is not None
    return ledger.item(seat, CATEGORY[cls], combo.name, combo.value, f"{_cards(combo.cards)}: {combo.size} → {combo.value}", combo.cards)


def score_combo(state: PiquetState, seat: int, cls: str, cards: list[str], extra: bool = False) -> list[Event]:
    """Record a scored combination; point and sequence cards are shown to the opponent (§7.5)."""
    hand = state.hand
    assert hand is not None
    entry = combo_entry(state, seat, cls, cards, _holding(hand, seat))
    entry["extra"] = extra
    ledger.record(state, entry)
    events = [Event("scored", seat, tuple(cards), False, entry)]
    if cls != "sets":
        hand.shown[seat] += [x for x in cards if x not in hand.shown[seat]]
        events.append(Event("shown", seat, tuple(cards), False, {"class": cls}))
    return events


# -- younger's announcements --------------------------------------------------------------------


ANNOUNCE_STEPS = ("point", "sequence", "sequence_extras", "sets", "sets_extras")


def announce_candidates(state: PiquetState, seat: int) -> list[Command]:
    hand = state.hand
    assert hand is not None
    if seat != hand.younger:
        return []
    step = hand.announce_step
    if step.endswith("_extras"):
        return extras_commands(state, step.split("_")[0], seat)
    c = hand.classes[step]
    out = []
    if younger_entitled(c) == "may":
        out.append(Command(seat, f"announce_{step}", (), "none"))
    for cards in announce_options(state, step):
        if step == "point":
            out.append(Command(seat, "announce_point", (), cards[0][-1]))
        else:
            out.append(Command(seat, f"announce_{step}", tuple(sorted(cards))))
    return out


def step_needed(state: PiquetState, step: str) -> bool:
    """Whether younger has a real choice (or a duty) at an announcement step."""
    hand = state.hand
    assert hand is not None
    if step.endswith("_extras"):
        cls = step.split("_")[0]
        c = hand.classes[cls]
        return c.winner == hand.younger and bool(c.main) and bool(extra_options(state, cls, hand.younger))
    entitled = younger_entitled(hand.classes[step])
    return entitled == "must" or (entitled == "may" and bool(announce_options(state, step)))


def check_announce(state: PiquetState, cmd: Command) -> str | None:
    hand = state.hand
    assert hand is not None
    step = hand.announce_step
    if cmd.seat != hand.younger:
        return tr("Younger is announcing his combinations.")
    if step.endswith("_extras"):
        cls = step.split("_")[0]
        if cmd.action != "score_extras" or cmd.choice != cls:
            return tr("Score your extra combinations now (or none).")
        return _check_extras(state, cls, cmd)
    if cmd.action != f"announce_{step}":
        return tr("Announce your {what} now.", what=tr_class(step))
    if Command(cmd.seat, cmd.action, tuple(sorted(cmd.cards)), cmd.choice) in announce_candidates(state, cmd.seat):
        return None
    if younger_entitled(hand.classes[step]) == "must":
        return tr("You said not good: announce a {what} that beats elder's.", what=tr_class(step))
    return tr("Announce one whole {what} of your hand, or none.", what=tr_class(step))


def apply_announce(state: PiquetState, cmd: Command) -> list[Event]:
    hand = state.hand
    assert hand is not None
    step = hand.announce_step
    seat = hand.younger
    events: list[Event] = []
    if step.endswith("_extras"):
        cls = step.split("_")[0]
        for combo in split_combos(KIND_OF[cls], _holding(hand, seat), state.order, cmd.cards) or []:
            hand.classes[cls].extras.append(list(combo.cards))
            events += score_combo(state, seat, cls, list(combo.cards), extra=True)
    else:
        c = hand.classes[step]
        if cmd.choice == "none" and not cmd.cards:
            line = {"seat": seat, "class": step, "says": "none"}
            hand.dialogue.append(line)
            events.append(Event("announced", seat, (), False, line))
        else:
            cards = suit_cards(_holding(hand, seat), cmd.choice) if step == "point" else _high_first(state, list(cmd.cards))
            c.winner, c.main = seat, cards
            line = {"seat": seat, "class": step, "says": "announce", **statement(state, step, cards, 1, _holding(hand, seat))}
            hand.dialogue.append(line)
            events.append(Event("announced", seat, (), False, line))
            events += score_combo(state, seat, step, cards)
    next_step(state, ANNOUNCE_STEPS.index(step) + 1)
    return events


def next_step(state: PiquetState, start: int) -> None:
    """Move to the first announcement step from ``start`` that needs younger; "" when none is left."""
    hand = state.hand
    assert hand is not None
    for step in ANNOUNCE_STEPS[start:]:
        if step_needed(state, step):
            hand.announce_step = step
            return
    hand.announce_step = ""

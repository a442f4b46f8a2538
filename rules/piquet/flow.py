"""The course of a Piquet match: the draw for deal, the deal, carte blanche and the exchange,
the declarations (rules.piquet.declare), trick play, the end of a hand, game and match.

Every legal command is listed by ``candidates`` and kept by ``check``, the same check
``validate`` runs, so what ``legal`` offers and what ``validate`` accepts cannot drift apart.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from rules.core.command import CARDS, CARDS_AND_CHOICE, CHOICE, NO_FIELDS, Command
from rules.core.events import Event
from rules.core.text import tr
from rules.piquet import declare, ledger
from rules.piquet.combos import is_carte_blanche
from rules.piquet.match import deal, end_hand
from rules.piquet.options import sizes
from rules.piquet.trickscore import TRICKS_IN_HAND, bonus_events, score_lead, score_trick
from rules.piquet.state import (
    ANNOUNCE,
    CB_DISCARD,
    CB_EXCHANGE,
    CHOOSE_ROLE,
    DECLARE,
    DRAW,
    ELDER_EXCHANGE,
    FIRST_LEAD,
    OVER,
    PLAY,
    YOUNGER_EXCHANGE,
    YOUNGER_REST,
    Hand,
    PiquetState,
)
from rules.tricks.history import Trick
from rules.tricks.play import legal_plays, pack, sort_hand, strength

# Every action and the fields it uses: a move with anything in another field is refused. A sequence
# or sets is declared with its cards, or declined with the choice "none".
MOVES = {
    "draw": NO_FIELDS,
    "choose_role": CHOICE,
    "exchange": CARDS,
    "discard": CARDS,
    "carte_blanche": CHOICE,
    "expose_rest": NO_FIELDS,
    "leave_rest": NO_FIELDS,
    "declare_point": CHOICE,
    "declare_sequence": CARDS_AND_CHOICE,
    "declare_sets": CARDS_AND_CHOICE,
    "answer": CHOICE,
    "score_extras": CARDS_AND_CHOICE,
    "announce_point": CHOICE,
    "announce_sequence": CARDS_AND_CHOICE,
    "announce_sets": CARDS_AND_CHOICE,
    "reveal_rest": CHOICE,
    "request_show": CHOICE,
    "play": CARDS,
}


def codes(state: PiquetState) -> frozenset[str]:
    """Every card code of the pack in play (32 or 36 cards)."""
    return _pack(state.order)


@lru_cache(maxsize=None)
def _pack(order: str) -> frozenset[str]:
    return frozenset(pack(order))


# -- who acts ---------------------------------------------------------------------------------


def to_act(state: PiquetState) -> frozenset[int]:
    phase, hand = state.phase, state.hand
    if phase == OVER:
        return frozenset()
    if phase == DRAW:
        return frozenset(s for s in (0, 1) if not state.draws[s])
    if phase == CHOOSE_ROLE:
        return frozenset({state.chooser}) if state.chooser is not None else frozenset()
    assert hand is not None
    if phase in (ELDER_EXCHANGE, CB_EXCHANGE, FIRST_LEAD):
        return frozenset({hand.elder})
    if phase in (CB_DISCARD, YOUNGER_EXCHANGE, YOUNGER_REST, ANNOUNCE):
        return frozenset({hand.younger})
    if phase == DECLARE:
        cls = declare.current_class(hand)
        step = hand.classes[cls].step if cls else ""
        return frozenset({hand.younger if step == "answer" else hand.elder})
    return frozenset({hand.turn})


# -- legal commands -------------------------------------------------------------------------------


def legal(state: PiquetState, seat: int) -> list[Command]:
    if seat not in to_act(state):
        return []
    return sorted({c for c in candidates(state, seat) if check(state, c) is None}, key=Command.sort_key)


def candidates(state: PiquetState, seat: int) -> list[Command]:
    phase, hand = state.phase, state.hand
    if phase == DRAW:
        return [Command(seat, "draw")]
    if phase == CHOOSE_ROLE:
        return [Command(seat, "choose_role", (), r) for r in ("elder", "younger")]
    assert hand is not None
    talon_size, elder_most = sizes(state.options)
    own = sort_hand(hand.hands[seat], state.order)
    low = 0 if state.options["younger_may_exchange_zero"] else 1
    out: list[Command] = []
    if phase == ELDER_EXCHANGE:
        out += _subsets(seat, "exchange", own, 1, elder_most)
        out += [Command(seat, "carte_blanche", (), str(n)) for n in range(1, elder_most + 1)]
    elif phase == CB_DISCARD:
        out += _subsets(seat, "discard", own, low, talon_size - hand.cb_count)
        out.append(Command(seat, "carte_blanche"))
    elif phase == CB_EXCHANGE:
        out += _subsets(seat, "exchange", own, hand.cb_count, hand.cb_count)
    elif phase == YOUNGER_EXCHANGE:
        out += _subsets(seat, "exchange", own, low, talon_size - hand.used)
        out.append(Command(seat, "carte_blanche"))
    elif phase == YOUNGER_REST:
        out += [Command(seat, "expose_rest"), Command(seat, "leave_rest")]
    elif phase == DECLARE:
        out += declare.declare_candidates(state, seat)
    elif phase == ANNOUNCE:
        out += declare.announce_candidates(state, seat)
    if phase in (FIRST_LEAD, PLAY):
        trick = _open_trick(hand)
        out += [Command(seat, "play", (c,)) for c in legal_plays(hand.hands[seat], trick.cards if trick else [])]
    if phase in (DECLARE, FIRST_LEAD) and seat == hand.elder:
        out += [Command(seat, "reveal_rest", (), s) for s in "SHDC"]
    if phase in (DECLARE, FIRST_LEAD, ANNOUNCE, PLAY):
        out.append(Command(seat, "request_show", (), "sets"))
    return out


def _subsets(seat: int, action: str, cards: list[str], low: int, high: int) -> list[Command]:
    return [Command(seat, action, combo) for n in range(low, min(high, len(cards)) + 1) for combo in combinations(cards, n)]


def _open_trick(hand: Hand) -> Trick | None:
    """The trick being played (None between tricks)."""
    if hand.tricks and hand.tricks[-1].winner is None:
        return hand.tricks[-1]
    return None


# -- validation ---------------------------------------------------------------------------------


def validate(state: PiquetState, cmd: Command) -> str | None:
    """Why ``cmd`` is refused, or None; FlowVariant has already checked its seat, action, fields
    and card codes against MOVES."""
    if state.phase == OVER:
        return tr("The match is over.")
    if cmd.seat not in to_act(state):
        return tr("It is not your turn.")
    return check(state, cmd)


def check(state: PiquetState, cmd: Command) -> str | None:
    """Why ``cmd`` (by a seat that may act now, with no junk in the fields its action does not
    use: MOVES) is refused, or None."""
    phase, hand, action = state.phase, state.hand, cmd.action
    if phase == DRAW:
        return None if action == "draw" else tr("Draw a card for the deal.")
    if phase == CHOOSE_ROLE:
        if action == "choose_role" and cmd.choice in ("elder", "younger"):
            return None
        return tr("Choose to be elder or younger.")
    assert hand is not None
    if action == "reveal_rest":
        return _check_reveal(state, cmd)
    if action == "request_show":
        return _check_request_show(state, cmd)
    if action in ("exchange", "discard"):
        return _check_exchange(state, cmd)
    if action == "carte_blanche":
        return _check_carte_blanche(state, cmd)
    if phase == YOUNGER_REST:
        if action in ("expose_rest", "leave_rest"):
            return None
        return tr("Turn the rest of the talon face up for both, or leave it unseen.")
    if phase == DECLARE:
        return declare.check_declare(state, cmd)
    if phase == ANNOUNCE:
        return declare.check_announce(state, cmd)
    if phase in (FIRST_LEAD, PLAY):
        return _check_play(state, cmd)
    return tr("Exchange cards with the talon first.")


def _check_exchange(state: PiquetState, cmd: Command) -> str | None:
    hand = state.hand
    assert hand is not None
    phase, n = state.phase, len(cmd.cards)
    expected = {ELDER_EXCHANGE: "exchange", CB_EXCHANGE: "exchange", YOUNGER_EXCHANGE: "exchange", CB_DISCARD: "discard"}
    if expected.get(phase) != cmd.action:
        return tr("You cannot exchange cards now.")
    if len(set(cmd.cards)) != n or any(c not in hand.hands[cmd.seat] for c in cmd.cards):
        return tr("Discard cards from your own hand, each once.")
    talon_size, elder_most = sizes(state.options)
    low = 0 if state.options["younger_may_exchange_zero"] else 1
    if phase == ELDER_EXCHANGE:
        low, high = 1, elder_most
    elif phase == CB_EXCHANGE:
        low = high = hand.cb_count
    elif phase == CB_DISCARD:
        high = talon_size - hand.cb_count
    else:
        high = talon_size - hand.used
    if not low <= n <= high:
        if low == high:
            return tr("Exchange exactly {n} cards, as you announced.", n=low)
        return tr("Exchange between {low} and {high} cards.", low=low, high=high)
    return None


def _check_carte_blanche(state: PiquetState, cmd: Command) -> str | None:
    hand = state.hand
    assert hand is not None
    seat = cmd.seat
    if hand.carte_blanche[seat]:
        return tr("You have already declared carte blanche.")
    if not is_carte_blanche(hand.dealt[seat]):
        return tr("Carte blanche needs a dealt hand without any K, Q or J.")
    _, elder_most = sizes(state.options)
    if state.phase == ELDER_EXCHANGE:
        if cmd.choice not in [str(n) for n in range(1, elder_most + 1)]:
            return tr("Say how many cards (1 to {most}) you will exchange.", most=elder_most)
        return None
    if state.phase == YOUNGER_EXCHANGE or (state.phase == CB_DISCARD and state.options["deck_36"]):
        return None if not cmd.choice else tr("Younger declares carte blanche without a number.")
    return tr("Carte blanche is declared before your exchange.")


def _check_reveal(state: PiquetState, cmd: Command) -> str | None:
    hand = state.hand
    assert hand is not None
    if state.phase not in (DECLARE, FIRST_LEAD) or cmd.seat != hand.elder:
        return tr("Only elder may expose the rest of the talon, before his first lead.")
    if not hand.rest or hand.rest_exposed:
        return tr("There is no unseen rest of the talon to expose.")
    if cmd.choice not in "SHDC" or len(cmd.choice) != 1 or not any(c[-1] == cmd.choice for c in hand.hands[cmd.seat]):
        return tr("Name a suit you hold: your first lead must be of that suit.")
    return None


def _check_request_show(state: PiquetState, cmd: Command) -> str | None:
    hand = state.hand
    assert hand is not None
    other = 1 - cmd.seat
    c = hand.classes["sets"]
    if cmd.choice != "sets":
        return tr("You may ask to see only the opponent's scored sets.")
    if c.winner != other or not c.main or hand.sets_shown[other]:
        return tr("Your opponent has no scored sets left to show.")
    return None


def _check_play(state: PiquetState, cmd: Command) -> str | None:
    hand = state.hand
    assert hand is not None
    if cmd.action != "play" or len(cmd.cards) != 1:
        return tr("Play one card.")
    card = cmd.cards[0]
    if card not in hand.hands[cmd.seat]:
        return tr("You do not hold that card.")
    trick = _open_trick(hand)
    if trick is None and hand.lead_suit and not hand.tricks and card[-1] != hand.lead_suit:
        return tr("You exposed the talon by naming your first lead: lead that suit.")
    if trick is not None and card not in legal_plays(hand.hands[cmd.seat], trick.cards):
        return tr("You must follow suit.")
    return None


# -- carrying commands out -----------------------------------------------------------------------


def apply(state: PiquetState, cmd: Command) -> list[Event]:
    action = cmd.action
    if action == "draw":
        return _draw(state, cmd.seat)
    if action == "choose_role":
        assert state.chooser is not None
        elder = state.chooser if cmd.choice == "elder" else 1 - state.chooser
        state.dealer = 1 - elder
        return [Event("role_chosen", cmd.seat, (), False, {"choice": cmd.choice, "elder": elder})] + deal(state)
    if action == "reveal_rest":
        return _reveal(state, cmd)
    if action == "request_show":
        return _show_sets(state, 1 - cmd.seat)
    if action == "carte_blanche":
        return _carte_blanche(state, cmd)
    if action in ("exchange", "discard"):
        return _exchange(state, cmd)
    if action in ("expose_rest", "leave_rest"):
        hand = state.hand
        assert hand is not None
        state.phase = DECLARE
        if action == "leave_rest":
            return [Event("rest_left", cmd.seat, (), False, {"count": len(hand.rest)})]
        hand.rest_exposed = True
        return [Event("rest_exposed", cmd.seat, tuple(hand.rest), False, {})]
    if state.phase == DECLARE:
        return declare.apply_declare(state, cmd)
    if state.phase == ANNOUNCE:
        events = declare.apply_announce(state, cmd)
        assert state.hand is not None
        return events + ([] if state.hand.announce_step else _start_tricks(state))
    return _play(state, cmd)


def _draw(state: PiquetState, seat: int) -> list[Event]:
    drawn = [c for c in state.draws if c]
    card = state.rng.choice([c for c in pack(state.order) if c not in drawn])
    state.draws[seat] = card
    events = [Event("drew_for_deal", seat, (card,), False, {})]
    if not all(state.draws):
        return events
    a, b = (strength(c, state.order) for c in state.draws)
    if a == b:  # equal ranks draw again (PQ-D14)
        state.draws = ["", ""]
        return events + [Event("draw_tied", None, (), False, {})]
    low = 0 if a < b else 1
    if state.options["match_format"] == "rubicon":
        state.chooser = 1 - low  # the higher card chooses (§14.5)
        state.phase = CHOOSE_ROLE
        return events
    state.dealer = low  # the lower card deals (§2)
    return events + deal(state)


def _carte_blanche(state: PiquetState, cmd: Command) -> list[Event]:
    hand = state.hand
    assert hand is not None
    seat = cmd.seat
    hand.carte_blanche[seat] = True
    events = [Event("carte_blanche", seat, (), False, {"count": int(cmd.choice) if cmd.choice else None})]
    if state.phase == ELDER_EXCHANGE:  # §5.2: younger discards first; the show comes after
        hand.cb_count = int(cmd.choice)
        state.phase = CB_DISCARD
        return events
    if state.phase == CB_DISCARD:  # 36 cards: younger shows with elder at step 3 (PQ-D9)
        return events
    return events + _show_carte_blanche(state, seat)


def _show_carte_blanche(state: PiquetState, seat: int) -> list[Event]:
    hand = state.hand
    assert hand is not None
    hand.shown[seat] += [c for c in hand.dealt[seat] if c not in hand.shown[seat]]
    entry = ledger.item(seat, ledger.CARTE_BLANCHE, "carte_blanche", 10, "K Q J × 0 → 10", hand.dealt[seat])
    ledger.record(state, entry)
    return [
        Event("shown", seat, tuple(hand.dealt[seat]), False, {"class": "carte_blanche"}),
        Event("scored", seat, (), False, entry),
    ]


def _take(state: PiquetState, seat: int, count: int) -> list[str]:
    hand = state.hand
    assert hand is not None
    taken = hand.talon[hand.used : hand.used + count]
    hand.used += count
    hand.taken[seat] += count
    hand.hands[seat] = sort_hand(hand.hands[seat] + taken, state.order)
    return taken


def _exchange(state: PiquetState, cmd: Command) -> list[Event]:
    hand = state.hand
    assert hand is not None
    seat, phase = cmd.seat, state.phase
    for c in cmd.cards:
        hand.hands[seat].remove(c)
    hand.discards[seat] += list(cmd.cards)
    if phase == CB_DISCARD:  # §5.2 step 2: discarded, nothing taken yet; then elder shows
        hand.pending = list(cmd.cards)
        events = [Event("discarded", seat, cmd.cards, True, {"count": len(cmd.cards)})]
        for s in (hand.elder, hand.younger):
            if hand.carte_blanche[s]:
                events += _show_carte_blanche(state, s)
        state.phase = CB_EXCHANGE
        return events
    taken = _take(state, seat, len(cmd.cards))
    events = [Event("exchanged", seat, tuple(taken), True, {"count": len(cmd.cards)})]
    if seat == hand.elder:
        _, elder_most = sizes(state.options)
        hand.peek = hand.talon[hand.used : elder_most]
        if hand.peek:
            events.append(Event("peeked", seat, tuple(hand.peek), True, {"from": hand.used + 1}))
        if phase == ELDER_EXCHANGE:
            state.phase = YOUNGER_EXCHANGE
            return events
        younger = hand.younger  # §5.2 step 5: younger takes as many as he discarded
        got = _take(state, younger, len(hand.pending))
        events.append(Event("exchanged", younger, tuple(got), True, {"count": len(hand.pending)}))
        hand.pending = []
    return events + _after_exchanges(state)


def _after_exchanges(state: PiquetState) -> list[Event]:
    """The rest of the talon: younger's private look, or Parlett's choice to expose it (§5.1)."""
    hand = state.hand
    assert hand is not None
    hand.rest = hand.talon[hand.used :]
    state.phase = DECLARE
    if not hand.rest:
        return []
    if state.options["talon_rest_private_view"]:
        hand.rest_seen = True
        return [Event("rest_viewed", hand.younger, tuple(hand.rest), True, {})]
    state.phase = YOUNGER_REST
    return []


def _reveal(state: PiquetState, cmd: Command) -> list[Event]:
    hand = state.hand
    assert hand is not None
    hand.rest_exposed = True
    hand.lead_suit = cmd.choice
    return [Event("rest_exposed", cmd.seat, tuple(hand.rest), False, {"lead_suit": cmd.choice})]


def _show_sets(state: PiquetState, seat: int) -> list[Event]:
    hand = state.hand
    assert hand is not None
    c = hand.classes["sets"]
    hand.sets_shown[seat] = True
    cards = list(c.main) + [x for extra in c.extras for x in extra]
    hand.shown[seat] += [x for x in cards if x not in hand.shown[seat]]
    return [Event("shown", seat, tuple(cards), False, {"class": "sets"})]


def _start_tricks(state: PiquetState) -> list[Event]:
    """Younger has announced: take categories 1-4 in scoring order; stop or play on (PQ-D13)."""
    hand = state.hand
    assert hand is not None
    before = len(hand.items)
    stop = ledger.settle_combinations(state)
    events = bonus_events(hand, before)
    if stop:
        return events + end_hand(state, stopped=True)
    state.phase = PLAY
    hand.turn = hand.younger
    return events


def _play(state: PiquetState, cmd: Command) -> list[Event]:
    hand = state.hand
    assert hand is not None
    seat, card = cmd.seat, cmd.cards[0]
    hand.hands[seat].remove(card)
    trick = _open_trick(hand)
    number = len(hand.tricks) + (0 if trick else 1)
    events = [Event("played", seat, (card,), False, {"trick": number})]
    if trick is None:
        trick = Trick(leader=seat)
        trick.add(seat, card)
        hand.tricks.append(trick)
        hand.leader = seat
        events += score_lead(state, seat, card, number)
        if state.phase == FIRST_LEAD:
            state.phase = ANNOUNCE
            declare.next_step(state, 0)
            if not hand.announce_step:
                events += _start_tricks(state)
            return events
        hand.turn = 1 - seat
        return events
    trick.add(seat, card)
    winner = trick.settle(state.order)
    events.append(Event("trick_won", winner, tuple(trick.cards), False, {"trick": number, "leader": trick.leader}))
    events += score_trick(state, trick, number)
    if number == TRICKS_IN_HAND:
        return events + end_hand(state, stopped=False)
    hand.leader = hand.turn = winner
    return events

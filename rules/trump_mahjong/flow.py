"""Play of a Trump Mahjong hand (spec §4-§9, §18): who acts, the legal commands, validation with
a plain reason, and carrying commands out.

Commands (cards are card codes, e.g. "7H", "TD", "KS"), named as the mahjong family names them:
  own turn: discard (card), riichi (card: discard it declaring riichi), win (tsumo),
  concealed_kong (card of the kind), added_kong (card); on a discard: ron (card), pon (card),
  exposed_kong (card), chi (two hand cards, the 下家 only), pass; on an added kong's card: rob
  (card: ron by 搶槓), pass.
Draws, jokers and their replacements are automatic. A call window asks only the seats that have
a call; when all have answered: the win (several, or the first from the discarder: head bump),
else pon/kong, else chi (rules/mahjong/claims.py).
"""

from __future__ import annotations

from collections import Counter

from rules.core.cards import standard_pack
from rules.core.command import CARDS, NO_FIELDS, Command
from rules.core.events import HIDDEN, Event
from rules.core.text import tr
from rules.mahjong.claims import Claim, resolve
from rules.mahjong import window
from rules.mahjong.melds import Meld
from rules.trump_mahjong import deal
from rules.trump_mahjong.flow_wins import offer_score, tsumo_score
from rules.trump_mahjong.riichi import RIICHI_STICK, furiten, riichi_discards, waits_of
from rules.trump_mahjong.settlement import settle_exhaustive, settle_hand_wins
from rules.trump_mahjong.state import CLAIM, ROB, TURN, TmState, kind

TURN_ACTIONS = ("discard", "riichi", "win", "concealed_kong", "added_kong")
CLAIM_ACTIONS = ("chi", "pon", "exposed_kong", "ron", "pass")
MOVES = {a: NO_FIELDS if a in ("win", "pass") else CARDS for a in TURN_ACTIONS + CLAIM_ACTIONS + ("rob",)}
WINS = ("ron", "rob")
_CLAIM_KIND = {"ron": "win", "rob": "win", "exposed_kong": "kong", "pon": "pung", "chi": "chow", "pass": "pass"}
_CODES = frozenset(standard_pack())


def codes(state: TmState) -> frozenset[str]:
    return _CODES


def to_act(state: TmState) -> frozenset[int]:
    return window.to_act(state)


# -- legal commands ----------------------------------------------------------------------------


def legal(state: TmState, seat: int) -> list[Command]:
    return list(_cached(state, seat)[0])


def _cached(state: TmState, seat: int) -> tuple[list[Command], frozenset[Command]]:
    return window.legal_sets(state, seat, turn_moves)


def kong_allowed(state: TmState) -> bool:
    """A kong needs a live draw still to be possible (§5)."""
    return state.wall.live_count > 0


def turn_moves(state: TmState, seat: int) -> list[Command]:
    me = state.seats[seat]
    moves = [Command(seat, "win")] if tsumo_score(state, seat) is not None else []
    if me.riichi:  # the hand is locked: the drawn card goes (§6)
        assert state.drawn is not None
        return moves + [Command(seat, "discard", (state.drawn,))]
    held = sorted(set(me.hand))
    moves += [Command(seat, "discard", (c,)) for c in held if kind(c) not in state.forbidden]
    moves += [Command(seat, "riichi", (c,)) for c in riichi_discards(state, seat)]
    if state.drawn is not None and kong_allowed(state):  # not right after a chi or pon
        counted = Counter(kind(c) for c in me.hand)
        fours = {k for k, n in counted.items() if n == 4}
        pungs = {kind(m.tiles[0]) for m in me.melds if m.kind == "pung"}  # type: ignore[arg-type]
        first_of_kind = {kind(c): c for c in reversed(held)}  # one kong per kind, whatever the suits (D-18)
        moves += [Command(seat, "concealed_kong", (c,)) for k, c in sorted(first_of_kind.items()) if k in fours]
        moves += [Command(seat, "added_kong", (c,)) for k, c in sorted(first_of_kind.items()) if k in pungs]
    return moves


def _leaves_discard(hand: list[str], used: list[str], forbidden: set[int]) -> bool:
    """Kuikae (§5): a call must leave a card that may be discarded."""
    rest = list(hand)
    for c in used:
        rest.remove(c)
    return any(kind(c) not in forbidden for c in rest)


def chi_forbidden(called: int, first: int) -> set[int]:
    """The kinds kuikae bars after a chi of ``called`` into the run from ``first``: the called
    kind and, when it was an end of the run, the kind beyond the other end."""
    out = {called}
    if called == first and first % 9 + 3 <= 8:
        out.add(first + 3)
    if called == first + 2 and first % 9 >= 1:
        out.add(first - 1)
    return out


def claim_choices(state: TmState, seat: int, card: str, discarder: int) -> list[tuple[str, tuple[str, ...]]]:
    """The calls ``seat`` may make on ``discarder``'s discard (§5, §7)."""
    me = state.seats[seat]
    out: list[tuple[str, tuple[str, ...]]] = []
    if offer_score(state, seat, card, "ron") is not None:
        out.append(("ron", (card,)))
    if state.final or me.riichi:  # the last discard, or a locked hand: ron only (§5, §6)
        return out
    k = kind(card)
    same = [c for c in me.hand if kind(c) == k]
    if len(same) >= 2 and _leaves_discard(me.hand, same[:2], {k}):
        out.append(("pon", (card,)))
    if len(same) >= 3 and kong_allowed(state):
        out.append(("exposed_kong", (card,)))
    if k < 18 and seat == state.next_seat(discarder):  # chi: number cards, the discarder's 下家 only
        n = k % 9
        for a, b in ((n - 2, n - 1), (n - 1, n + 1), (n + 1, n + 2)):
            if a < 0 or b > 8:
                continue
            first = k - n + min(a, n)
            # One way per run of kinds: the suits are cosmetic (D-18), so one held card of each kind
            # (of the called card's suit when there is one) stands for it; two ways never make the same chi.
            def pick(want: int) -> str | None:
                return min((c for c in me.hand if kind(c) == want), key=lambda c: (c[-1] != card[-1], c), default=None)

            low, high = pick(k - n + a), pick(k - n + b)
            if low and high and _leaves_discard(me.hand, [low, high], chi_forbidden(k, first)):
                out.append(("chi", (low, high)))
    return out


# -- validation ----------------------------------------------------------------------------


def validate(state: TmState, cmd: Command) -> str | None:
    return window.check(state, cmd, turn_moves, _reason)


def _reason(state: TmState, cmd: Command) -> str:
    if state.phase == TURN:
        return _turn_reason(state, cmd)
    offer = state.offer or "?"
    me = state.seats[cmd.seat]
    if state.phase == ROB:
        if cmd.action not in ("rob", "pass"):
            return tr("A card is being added to a pung: rob it (搶槓) or pass.")
        if cmd.cards != (offer,):
            return tr("The card on offer is {card}.", card=offer)
        return _no_win_reason(state, cmd.seat, offer)
    if cmd.action not in CLAIM_ACTIONS:
        return tr("A discard is on offer: call it or pass.")
    if cmd.action == "ron":
        if cmd.cards != (offer,):
            return tr("The card on offer is {card}.", card=offer)
        return _no_win_reason(state, cmd.seat, offer)
    if state.final:
        return tr("The last discard may be called only to win.")
    if me.riichi:
        return tr("After riichi you may call only to win.")
    if cmd.action == "chi":
        if cmd.seat != state.next_seat(state.turn):
            return tr("Only the discarder's next player (下家) may chi.")
        return tr("Chi needs two cards from your hand that make a run of one colour with {card}, and leave a card "
                  "you may discard.", card=offer)
    if cmd.cards != (offer,):
        return tr("The card on offer is {card}.", card=offer)
    if cmd.action == "pon":
        return tr("A pon needs two cards of the kind of {card} and must leave a card you may discard.", card=offer)
    if sum(kind(c) == kind(offer) for c in me.hand) >= 3:
        return tr("No kong without a live draw left: there would be no replacement card.")
    return tr("An exposed kong needs three cards of the kind of {card}.", card=offer)


def _no_win_reason(state: TmState, seat: int, card: str) -> str:
    me = state.seats[seat]
    if kind(card) not in waits_of(me):
        return tr("{card} does not complete your hand.", card=card)
    if furiten(me):
        return tr("Furiten (振聴): a winning card is among your discards, or you let a win pass.")
    return tr("A win needs at least one yaku (jokers are not a yaku).")


def _turn_reason(state: TmState, cmd: Command) -> str:
    me = state.seats[cmd.seat]
    if cmd.action not in TURN_ACTIONS:
        return tr("On your turn you win, declare a kong or riichi, or discard.")
    if cmd.action == "win":
        if state.drawn is None:
            return tr("You can win by tsumo only right after drawing.")
        return tr("Your hand is not complete with a yaku.")
    if len(cmd.cards) != 1:
        return tr("Name exactly one card.")
    card = cmd.cards[0]
    if card not in me.hand:
        return tr("You do not hold {card}.", card=card)
    if me.riichi:
        return tr("After riichi the hand cannot change: discard the card you drew, or win.")
    if cmd.action == "discard":
        return tr("Kuikae: you may not discard the kind you just called, nor the other end of the run.")
    if cmd.action == "riichi":
        if not me.closed:
            return tr("Riichi needs a closed hand.")
        if state.scores[cmd.seat] < RIICHI_STICK:
            return tr("Riichi needs 1,000 points for the deposit.")
        if state.wall.live_count < state.rules.riichi_draws:
            return tr("Riichi needs at least {n} live draws left.", n=state.rules.riichi_draws)
        return tr("Your hand would not be tenpai after discarding {card}.", card=card)
    if state.drawn is None:
        return tr("Kongs are declared after a draw, not right after a chi or pon.")
    if not kong_allowed(state):
        return tr("No kong without a live draw left: there would be no replacement card.")
    if cmd.action == "concealed_kong":
        return tr("A concealed kong needs four cards of the kind of {card}.", card=card)
    return tr("An added kong needs your own open pung of the kind of {card}.", card=card)


# -- carrying out --------------------------------------------------------------------------


def apply(state: TmState, cmd: Command) -> list[Event]:
    state.moves += 1
    seat = cmd.seat
    if state.phase == TURN:
        if cmd.action == "win":
            win = tsumo_score(state, seat)
            assert win is not None and state.drawn is not None
            return [Event("tsumo", seat)] + settle_hand_wins(state, [(seat, win)], state.drawn, "tsumo", None)
        card = cmd.cards[0]
        if cmd.action in ("discard", "riichi"):
            return _discard(state, seat, card, cmd.action == "riichi")
        if cmd.action == "concealed_kong":
            return _concealed_kong(state, seat, card)
        return _adding_kong(state, seat, card)
    return window.answer(state, cmd, _resolve)


def _discard(state: TmState, seat: int, card: str, declare: bool) -> list[Event]:
    me = state.seats[seat]
    me.hand.remove(card)
    me.river.append(card)
    me.discarded.append(kind(card))
    if declare:
        me.riichi_at = len(me.river) - 1
        me.double_riichi = me.discards == 0 and not state.called  # ダブル立直 (§6)
    me.discards += 1
    me.passed = me.ippatsu = False  # a passed win ends at the own discard; so does ippatsu (§6, §7)
    state.drawn, state.replacement, state.haitei, state.forbidden = None, False, False, []
    state.final = state.wall.live_count == 0
    state.declaring = declare
    events = [Event("discarded", seat, (card,), data={"riichi": declare, "last": state.final})]
    state.offer, state.turn = card, seat
    if window.open_window(state, seat, CLAIM, lambda other: claim_choices(state, other, card, seat)):
        return events
    return events + _after_offer(state, seat)


def _riichi_stands(state: TmState, seat: int) -> list[Event]:
    """The riichi discard was not ronned: the deposit goes on the table (§6)."""
    if not state.declaring:
        return []
    state.declaring = False
    me = state.seats[seat]
    me.riichi = me.ippatsu = True
    state.scores[seat] -= RIICHI_STICK
    state.deposits += RIICHI_STICK
    return [Event("riichi", seat, data={"double": me.double_riichi, "deposits": state.deposits})]


def _after_offer(state: TmState, discarder: int) -> list[Event]:
    events = _riichi_stands(state, discarder)
    state.offer, state.choices, state.answers = None, {}, {}
    if state.wall.live_count == 0:
        return events + settle_exhaustive(state)
    more, empty = deal.draw(state, state.next_seat(discarder))
    return events + more + (settle_exhaustive(state) if empty else [])


def _break_ippatsu(state: TmState) -> None:
    """Any call (chi, pon, any kong) ends every ippatsu and double riichi chance (§6, §9)."""
    state.called = True
    for s in state.seats:
        s.ippatsu = False


def _concealed_kong(state: TmState, seat: int, card: str) -> list[Event]:
    me = state.seats[seat]
    k = kind(card)
    cards = tuple(c for c in me.hand if kind(c) == k)
    for c in cards:
        me.hand.remove(c)
    me.melds.append(Meld("kong_concealed", cards))
    _break_ippatsu(state)
    shown = (HIDDEN, cards[1], cards[2], HIDDEN)  # the outer two face down: the kind is known (§12)
    return [Event("kong", seat, shown, data={"kind": "concealed"})] + _replace(state, seat)


def _adding_kong(state: TmState, seat: int, card: str) -> list[Event]:
    """The 4th card added to an own pung; the others may rob it first (搶槓, §5, §8)."""
    state.seats[seat].hand.remove(card)
    state.offer, state.turn, state.drawn, state.replacement, state.haitei = card, seat, None, False, False
    events = [Event("adding_kong", seat, (card,))]
    if window.open_window(state, seat, ROB, lambda other: [("rob", (card,))] if offer_score(
            state, other, card, "rob") is not None else []):
        return events
    return events + _complete_added_kong(state, seat, card)


def _complete_added_kong(state: TmState, seat: int, card: str) -> list[Event]:
    me = state.seats[seat]
    i = next(i for i, m in enumerate(me.melds) if m.kind == "pung" and kind(m.tiles[0]) == kind(card))  # type: ignore[arg-type]
    me.melds[i] = me.melds[i].added_kong(card)
    state.offer, state.choices, state.answers = None, {}, {}
    _break_ippatsu(state)
    return [Event("kong", seat, me.melds[i].tiles, data={"kind": "added"})] + _replace(state, seat)  # type: ignore[arg-type]


def _replace(state: TmState, seat: int) -> list[Event]:
    more, empty = deal.replace(state, seat)
    return more + (settle_exhaustive(state) if empty else [])


def _passed_wins(state: TmState) -> None:
    """§7: a seat that could win on the card and did not may not ron until its own next discard;
    in riichi, for the rest of the hand."""
    for seat, answer in state.answers.items():
        could = any(a in WINS for a, _ in state.choices[seat])
        if could and answer is not None and answer[0] not in WINS:
            me = state.seats[seat]
            me.passed = True
            me.riichi_furiten = me.riichi_furiten or me.riichi


def _resolve(state: TmState) -> list[Event]:
    source, card = state.turn, state.offer
    assert card is not None
    claims = [Claim(s, _CLAIM_KIND[a]) for s, (a, _) in sorted(state.answers.items())]  # type: ignore[misc]
    taken = resolve(claims, source, state.players, multiple_winners=state.rules.multiple_ron)
    robbing = state.phase == ROB
    _passed_wins(state)
    if taken and taken[0].kind == "win":
        way = "rob" if robbing else "ron"
        wins = [(c.seat, offer_score(state, c.seat, card, way)) for c in taken]
        if state.declaring:  # a riichi discard that is ronned does not count (§6)
            me = state.seats[source]
            me.riichi_at, me.double_riichi, state.declaring = None, False, False
        state.offer, state.choices, state.answers = None, {}, {}
        return settle_hand_wins(state, wins, card, way, source)  # type: ignore[arg-type]
    if robbing:
        return _complete_added_kong(state, source, card)
    if not taken:
        return _after_offer(state, source)
    seat = taken[0].seat
    action, cards = state.answers[seat]  # type: ignore[misc]
    return _call(state, seat, source, card, action, cards)


def _call(state: TmState, seat: int, source: int, card: str, action: str, cards: tuple[str, ...]) -> list[Event]:
    events = _riichi_stands(state, source)  # a riichi discard called by pon or chi still counts
    me = state.seats[seat]
    state.seats[source].river.pop()  # the called card moves to the caller's meld
    k = kind(card)
    if action == "chi":
        own = list(cards)
        meld = Meld("chow", tuple(sorted(own + [card], key=kind)), card, source)
        state.forbidden = sorted(chi_forbidden(k, min(kind(c) for c in meld.tiles)))  # type: ignore[arg-type]
    else:
        own = [c for c in me.hand if kind(c) == k][:3 if action == "exposed_kong" else 2]
        meld = Meld("kong_exposed" if action == "exposed_kong" else "pung", tuple(own + [card]), card, source)
        state.forbidden = [] if action == "exposed_kong" else [k]
    for c in own:
        me.hand.remove(c)
    me.melds.append(meld)
    _break_ippatsu(state)
    state.offer, state.choices, state.answers, state.final = None, {}, {}, False
    state.phase, state.turn, state.drawn, state.replacement, state.haitei = TURN, seat, None, False, False
    events.append(Event("called", seat, meld.tiles, data={"call": action, "card": card, "from": source}))  # type: ignore[arg-type]
    if action == "exposed_kong":
        events.append(Event("kong", seat, meld.tiles, data={"kind": "exposed", "from": source}))  # type: ignore[arg-type]
        return events + _replace(state, seat)
    return events

"""The edges of a hand: the deal, the end of a hand (a win or an exhaustive draw) with its
payments, K carry-over and succession (spec §3.8), and the final ranking of the match (§9.6)."""

from __future__ import annotations

from typing import Any

from rules.core.cards import JOKERS, card, is_joker, rank_of, standard_pack
from rules.core.events import Event
from rules.core.text import msg
from rules.emperor.options import uma_amounts
from rules.emperor.scoring import WinContext, score_win, succession
from rules.emperor.state import DISCARD, DYNASTY, OVER, EmperorState, SeatState
from rules.emperor.waits import shape_tenpai, valid_tenpai

RETURN_POINTS = 30000
DRAW_POOL = 3600  # what the noten players pay in all at an exhaustive draw (§9.4)

# Names offered to a new emperor in the detailed style: historical one-kanji dynasties.
DYNASTY_NAMES = "秦漢晋隋唐宋元明清周殷夏魏呉蜀楚斉燕趙韓梁陳遼金"


def new_hand(state: EmperorState) -> list[Event]:
    """Shuffle and deal (§3.1): everything but the dynasty card and kept Ks, 6 to the dealer."""
    kept = {k for s in state.seats for k in s.kept_kings}
    pack = [c for c in standard_pack(jokers=2) if c not in kept and c != state.dynasty_card]
    state.rng.shuffle(pack)
    old = state.seats or [SeatState() for _ in range(state.players)]
    state.seats = [SeatState(kept_kings=list(s.kept_kings)) for s in old]
    order = [(state.dealer + i) % state.players for i in range(state.players)]
    for _ in range(5):
        for seat in order:
            state.seats[seat].hand.append(pack.pop())
    state.seats[state.dealer].hand.append(pack.pop())
    state.stock = pack
    state.ura_row = []
    state.phase, state.turn = DISCARD, state.dealer
    state.drawn, state.called, state.regrouped, state.any_call = None, False, False, False
    state.offer, state.ron_claims = None, {}
    events = [
        Event(
            "hand_started",
            state.dealer,
            data={
                "hand_no": state.hand_no,
                "label": hand_label(state),
                "dealer": state.dealer,
                "emperor": state.emperor,
                "dynasty_card": state.dynasty_card,
                "stock": len(state.stock),
            },
        )
    ]
    events += [Event("dealt", seat, tuple(s.hand), private=True) for seat, s in enumerate(state.seats)]
    return events


def hand_label(state: EmperorState) -> dict[str, Any]:
    """"Hand 4 · 漢 Dynasty, 2nd generation" (detailed) or "Hand 4" (simple), §2, as a msg()."""
    if state.options["naming_style"] == "simple":
        return msg("Hand {n}", n=state.hand_no)
    if state.dynasty == 0:
        return msg("Hand {n} · Warring States", n=state.hand_no)
    return msg(
        "Hand {n} · {name} Dynasty, {generation}",
        n=state.hand_no,
        name=state.dynasty_name,
        generation=generation_label(state.generation),
    )


def generation_label(generation: int) -> dict[str, Any]:
    kanji = "初代" if generation == 1 else f"{_kanji_number(generation)}代"
    return msg("{ordinal} generation ({kanji})", ordinal=_ordinal(generation), kanji=kanji)


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _kanji_number(n: int) -> str:
    digits = "〇一二三四五六七八九"
    if n < 10:
        return digits[n]
    tens, ones = divmod(n, 10)
    return ("" if tens == 1 else digits[tens]) + "十" + (digits[ones] if ones else "")


def dynasty_rank(ordinal: int) -> int:
    """A for the 1st dynasty … Q for the 12th, then A again; K never (§2)."""
    return (ordinal - 1) % 12 + 1


def suggested_dynasty_name(state: EmperorState) -> str:
    """The emperor's name for the new dynasty: a historical kanji (detailed) or '' (simple)."""
    if state.options["naming_style"] == "simple":
        return ""
    for name in DYNASTY_NAMES:
        if name not in state.dynasty_names_used:
            return name
    return f"第{state.dynasty + 1}"


def found_dynasty(state: EmperorState, suit: str, name: str) -> list[Event]:
    """The new emperor lays the dynasty card of the new ordinal in the chosen suit (§3.1)."""
    assert state.emperor is not None
    state.dynasty += 1
    state.dynasty_card = card(dynasty_rank(state.dynasty), suit)
    state.dynasty_name = name or msg("Dynasty {k}", k=state.dynasty)
    state.dynasty_names_used.append(state.dynasty_name)
    state.generation = 1
    state.dealer = state.emperor
    founded = Event(
        "dynasty_founded",
        state.emperor,
        (state.dynasty_card,),
        data={"ordinal": state.dynasty, "name": state.dynasty_name},
    )
    return [founded, *new_hand(state)]


# -- the end of a hand ------------------------------------------------------------------------


def own_field_kings(seat: SeatState) -> list[str]:
    """Every K in a seat's own field: river, revealed hand, exposed sets, kept (§8.5)."""
    cards = seat.river + seat.holding() + seat.kept_kings
    return sorted({c for c in cards if rank_of(c) == 13})


def draw_ura(state: EmperorState, jokers: int) -> list[str]:
    """Ura-dora draws from the top of the stock, one per joker in the winner's field (§8.1).

    In the Warring States a drawn joker has no suit: it is void and another card is drawn.
    Every drawn card stays in the ura row, so all 54 cards remain accounted for.
    """
    wanted = jokers
    while wanted and state.stock:
        drawn = state.stock.pop()
        state.ura_row.append(drawn)
        if is_joker(drawn) and state.dynasty_card is None:
            continue
        wanted -= 1
    return [c for c in state.ura_row if not (is_joker(c) and state.dynasty_card is None)]


def settle_win(state: EmperorState, winner: int, by: str, winning_card: str | None, flags: dict[str, bool]) -> list[Event]:
    """Score a declared win (its legality was checked before), pay, then close the hand."""
    seat = state.seats[winner]
    discarder = state.turn if by == "ron" else None
    field_cards = seat.holding() + seat.river
    jokers = sum(1 for c in field_cards if c in JOKERS)
    ura = draw_ura(state, jokers)
    breakdown = score_win(
        WinContext(
            players=state.players,
            winner=winner,
            concealed=tuple(seat.hand),
            exposed=tuple(seat.exposed),
            winning_card=winning_card,
            by=by,
            discarder=discarder,
            dynasty_card=state.dynasty_card,
            emperor=state.emperor,
            river=tuple(seat.river),
            kept_kings=tuple(seat.kept_kings),
            ura_cards=tuple(ura),
            dora_ceiling=state.options["dora_ceiling"],
            **flags,
        )
    )
    assert breakdown.valid, breakdown.reason
    deltas = [0] * state.players
    for payment in breakdown.payments:
        deltas[payment.payer] -= payment.amount
        deltas[payment.payee] += payment.amount
    change = succession(
        state.dynasty_card,
        winner == state.emperor,
        breakdown.virtuous,
        by,
        discarder is not None and discarder == state.emperor,
    )
    kept = {winner: own_field_kings(seat)}
    record = {
        "result": "win",
        "winner": winner,
        "by": by,
        "discarder": discarder,
        "winning_card": winning_card,
        "hand": list(seat.hand),
        "exposed": [list(p) for p in seat.exposed],
        "ura_row": list(state.ura_row),
        "breakdown": breakdown.to_dict(),
        "succession": change,
        "naming_style": state.options["naming_style"],
    }
    events = [Event("won", winner, tuple(seat.hand), data=record)]
    return events + _close_hand(state, record, deltas, kept, new_emperor=winner if change in _NEW_DYNASTY else None)


_NEW_DYNASTY = ("unification", "abdication", "overthrow")


def is_tenpai_at_draw(state: EmperorState, seat: SeatState) -> bool:
    """§9.4: riichi and open hands need valid tenpai; a closed hand needs shape tenpai."""
    args = (tuple(seat.hand), tuple(seat.exposed), state.dynasty_card, state.players)
    if seat.riichi or seat.exposed:
        return valid_tenpai(*args)
    return shape_tenpai(*args)


def settle_exhaustive_draw(state: EmperorState) -> list[Event]:
    tenpai = [i for i, s in enumerate(state.seats) if is_tenpai_at_draw(state, s)]
    noten = [i for i in range(state.players) if i not in tenpai]
    deltas = [0] * state.players
    payments = []
    if tenpai and noten:
        each = DRAW_POOL // (len(tenpai) * len(noten))
        for payer in noten:
            for payee in tenpai:
                payments.append({"payer": payer, "payee": payee, "amount": each})
                deltas[payer] -= each
                deltas[payee] += each
    kept = {i: own_field_kings(state.seats[i]) for i in tenpai}
    record = {
        "result": "exhaustive_draw",
        "tenpai": tenpai,
        "hands": {str(i): list(state.seats[i].hand) for i in tenpai},
        "exposed": {str(i): [list(pair) for pair in state.seats[i].exposed] for i in tenpai},
        "payments": payments,
    }
    events = [Event("exhaustive_draw", None, data=record)]
    return events + _close_hand(state, record, deltas, kept, new_emperor=None)


def _close_hand(
    state: EmperorState,
    record: dict[str, Any],
    deltas: list[int],
    kept: dict[int, list[str]],
    new_emperor: int | None,
) -> list[Event]:
    """Payments, K carry-over, succession, the hand counter (§3.8); then the next deal."""
    for i, delta in enumerate(deltas):
        state.scores[i] += delta
    record.update(
        hand_no=state.hand_no,
        label=hand_label(state),
        dealer=state.dealer,
        emperor=state.emperor,
        dynasty_card=state.dynasty_card,
        deltas=deltas,
        scores=list(state.scores),
        kept_kings={str(i): ks for i, ks in kept.items() if ks},
    )
    state.history.append(record)
    events = [Event("hand_ended", None, data=record)]
    state.hand_no += 1
    if new_emperor is not None:
        state.emperor = new_emperor
        state.dealer = new_emperor
    elif state.dynasty:
        state.generation += 1
    if state.hand_no > state.options["match_length"]:
        return events + finish_match(state)
    for i, seat in enumerate(state.seats):
        seat.kept_kings = kept.get(i, [])
    if new_emperor is not None:
        # The old dynasty card goes back to the pack; the new emperor chooses the new one.
        # The cards are gathered into the pack meanwhile, so all of them stay accounted for.
        state.dynasty_card = None
        state.phase, state.turn = DYNASTY, new_emperor
        state.seats = [SeatState(kept_kings=list(s.kept_kings)) for s in state.seats]
        kept_all = {k for s in state.seats for k in s.kept_kings}
        state.stock = [c for c in standard_pack(jokers=2) if c not in kept_all]
        state.ura_row = []
        return events
    return events + new_hand(state)


# -- the end of the match ---------------------------------------------------------------------


def finish_match(state: EmperorState) -> list[Event]:
    state.standings = standings(state)
    state.phase = OVER
    return [Event("match_over", None, data={"standings": state.standings})]


def standings(state: EmperorState) -> list[dict[str, Any]]:
    """The ranking with oka and uma and result points, as if the match ended now (§9.6)."""
    n = state.players
    order = sorted(range(n), key=lambda s: (-state.scores[s], (s - state.first_dealer) % n))
    oka = (RETURN_POINTS - state.options["starting_points"]) * n
    big, small = uma_amounts(state.options["uma"])
    uma = [0] * n
    uma[order[0]] += big
    uma[order[-1]] -= big
    if n >= 4:
        uma[order[1]] += small
        uma[order[-2]] -= small
    table = []
    for rank, seat in enumerate(order, start=1):
        bonus = oka if rank == 1 else 0
        points = (state.scores[seat] - RETURN_POINTS + bonus + uma[seat]) / 100
        table.append({"rank": rank, "seat": seat, "score": state.scores[seat], "oka": bonus, "uma": uma[seat], "points": points})
    return table

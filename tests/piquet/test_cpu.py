"""CPU players: the search finds the obvious card, replays from its seed, reads only the view;
the heuristics make sensible exchanges and declarations; hints carry a reason."""

from __future__ import annotations

import random

from rules.core.command import Command
from rules.core.session import Session
from rules.piquet.cpu import hint, make_cpu
from rules.piquet.cpu.sampler import opponent_cards
from rules.piquet.state import PLAY
from rules.tricks.history import Trick
from rules.core.search import Budget
from tests.piquet.rig import REPIQUE_ELDER, REPIQUE_TALON, announce_repique, do, repique_to_first_lead, rigged

PAIRS = [("AS", "KS"), ("QS", "JS"), ("TS", "9S"), ("8S", "7S"), ("AD", "KD"), ("QD", "JD"), ("TD", "9D"), ("8D", "7D"), ("AC", "KC"), ("QC", "JC")]


def played_tricks(pairs: list[tuple[str, str]]) -> list[Trick]:
    """Tricks from (high, low) pairs, seats 0 and 1 leading (and winning) by turns."""
    tricks = []
    for i, (hi, lo) in enumerate(pairs):
        t = Trick(leader=i % 2)
        t.add(i % 2, hi)
        t.add(1 - i % 2, lo)
        t.winner = i % 2
        tricks.append(t)
    return tricks


def at_trick(s: Session, tricks: list[Trick], hands: list[list[str]], discards: list[list[str]],
             taken: list[int], rest: list[str], so: list[int], turn: int) -> Session:
    """The session's hand put into trick play as given (combinations settled at ``so``)."""
    hand = s.state.hand
    hand.tricks, hand.hands, hand.discards = tricks, hands, discards
    hand.used, hand.taken, hand.rest = sum(taken), taken, rest
    hand.combinations_settled, hand.so_totals = True, so
    hand.turn, hand.leader = turn, tricks[-1].leader if tricks[-1].winner is None else turn
    s.state.phase = PLAY
    return s


def _endgame():
    """Trick 11 of 12, tricks 5-5. Seat 0 has led K♥; seat 1 (to play) holds A♥ 8♥ and threw
    10 9 8 7♣ Q♥. Seat 0's last card is one of J♥ 10♥ 9♥ 7♥ (the others are his discards)."""
    current = Trick(leader=0)
    current.add(0, "KH")
    return at_trick(rigged(REPIQUE_ELDER, REPIQUE_TALON), played_tricks(PAIRS) + [current], [["JH"], ["AH", "8H"]],
                    [["TH", "9H", "7H"], ["TC", "9C", "8C", "7C", "QH"]], [5, 3], [], [10, 10], 1)


def test_search_takes_the_trick_with_the_ace() -> None:
    # A♥ now: +1 for the win, +1 for leading the last trick, then either he wins it (+2 for him,
    # 6-6) or I do (+1 last trick, 7-5: +10): +3.25 on average. 8♥ now: he wins his own lead,
    # leads the last, I win it with A♥ (+2 against his +1), 6-6: +1. The ace is clearly better.
    s = _endgame()
    view, legal = s.view(1), s.legal(1)
    assert [c.cards for c in legal if c.action == "play"] == [("8H",), ("AH",)]
    cpu = make_cpu("strong", 7, Budget(iterations=120))
    first = cpu.decide(view, legal)
    assert first.command == Command(1, "play", ("AH",))
    again = make_cpu("strong", 7, Budget(iterations=120)).decide(view, legal)
    assert again == first  # the same seed replays the same search


def test_sampler_keeps_to_what_the_seat_knows() -> None:
    s = _endgame()
    rng = random.Random(1)
    seen = {tuple(opponent_cards(s.view(1), rng)) for _ in range(60)}
    # one card, never a card seat 1 holds, threw, or saw played
    assert all(len(c) == 1 for c in seen) and {c[0] for c in seen} <= {"JH", "TH", "9H", "7H"}
    assert len(seen) > 1


def test_sampler_respects_shown_cards_and_declarations() -> None:
    s = repique_to_first_lead()
    announce_repique(s)
    rng = random.Random(2)
    shown = {"AS", "KS", "QS", "JS", "TS", "KH", "QH", "JH", "TH", "9H"}
    for _ in range(20):
        opp = opponent_cards(s.view(0), rng)  # elder's guess at younger's 12
        assert shown <= set(opp) and len(opp) == 12
        assert "AD" not in opp  # played
        assert not set(opp) & set(s.state.hand.hands[0])
    for _ in range(20):
        opp = opponent_cards(s.view(1), rng)  # younger's guess at elder's 11: he declared a trio of aces
        assert {"AH", "AC"} <= set(opp) and len(opp) == 11


def test_easy_declares_its_best_and_answers_truthfully() -> None:
    s = rigged(REPIQUE_ELDER, REPIQUE_TALON)
    do(s, 0, "exchange", "7H")
    do(s, 1, "exchange", "7C")
    cpu = make_cpu("easy", 1)
    assert cpu.choose(s.view(0), s.legal(0)) == Command(0, "declare_point", (), "D")  # 4 diamonds, 38
    do(s, 0, "declare_point", choice="D")
    assert cpu.choose(s.view(1), s.legal(1)) == Command(1, "answer", (), "not_good")


def test_exchange_keeps_the_long_suit() -> None:
    # Elder's A K Q J 10 9♠ stays; he throws from the short suits.
    s = rigged("AS KS QS JS TS 9S 7H 8D 7D 9C 8C 7C", "AH KH QH JH TH 9H 8H AD")
    for level in ("easy", "strong"):
        choice = make_cpu(level, 3, Budget(iterations=20)).choose(s.view(0), s.legal(0))
        assert choice.action == "exchange" and not {c for c in choice.cards if c[-1] == "S"}


def test_hint_has_a_reason() -> None:
    s = _endgame()
    h = hint(s.view(1), s.legal(1))
    assert h.command in s.legal(1) and h.reason


def test_variant_model_searches_through_the_full_command_path() -> None:
    # With every card known (the "sample" is the true state), seat 0's last card is J♥:
    # A♥ now wins 1 and leads 8♥ into J♥ (he wins it and the last trick): 2 - 2 = 0.
    # 8♥ now: he wins his own K♥ lead, leads J♥ into my A♥: I get 2, he 1: +1. So 8♥.
    import copy

    from rules.piquet.variant import VARIANT
    from rules.core.search import VariantModel, search

    s = _endgame()
    hands_before = len(s.state.history)

    def reward(state, seat):
        totals = state.history[hands_before]["totals"]
        return float(totals[seat] - totals[1 - seat])

    model = VariantModel(
        VARIANT, 1,
        sample_state=lambda view, rng: copy.deepcopy(s.state),
        policy=lambda state, seat, legal, rng: legal[0],
        reward=reward,
        horizon=lambda state: len(state.history) > hands_before,
    )
    result = search(s.view(1), s.legal(1), model, Budget(iterations=6), seed=0)
    assert result.command == Command(1, "play", ("8H",)) and result.means[result.command] == 1.0

"""Stacked decks for Piquet tests: a session at elder's exchange with the cards the test sets."""

from __future__ import annotations

from rules.core.command import Command
from rules.core.events import Event
from rules.core.session import Session
from rules.piquet.state import ELDER_EXCHANGE, Hand, PiquetState
from rules.tricks.play import pack, sort_hand


def rigged(elder: str, talon: str, options: dict | None = None, dealer: int = 1, scores: tuple[int, int] = (0, 0)) -> Session:
    """Elder holds ``elder``, the talon is ``talon`` (card 1 first), younger holds the rest.

    Cards are codes separated by spaces ("AS KS TH"). Seat ``dealer`` is younger, the other elder.
    """
    session = Session("piquet", 2, options, seed=1)
    state: PiquetState = session.state
    elder_cards, talon_cards = elder.split(), talon.split()
    full = pack(state.order)
    assert len(elder_cards) == 12 and len(talon_cards) == len(full) - 24, "12 for elder and the whole talon"
    assert len(set(elder_cards + talon_cards)) == 12 + len(talon_cards) and set(elder_cards + talon_cards) <= set(full)
    younger_cards = [c for c in full if c not in elder_cards and c not in talon_cards]
    e = 1 - dealer
    hands = [[], []]  # type: list[list[str]]
    hands[e], hands[dealer] = sort_hand(elder_cards, state.order), sort_hand(younger_cards, state.order)
    state.dealer = dealer
    state.hand = Hand(elder=e, dealt=[list(h) for h in hands], hands=hands, talon=talon_cards)
    state.hand_no = 1
    state.scores = list(scores)
    state.phase = ELDER_EXCHANGE
    return session


def do(session: Session, seat: int, action: str, cards: str = "", choice: str = "") -> list[Event]:
    """Submit a command that must be legal (and listed by legal())."""
    command = Command(seat, action, tuple(cards.split()), choice)
    reason = session.validate(command)
    assert reason is None, f"{command} refused: {reason}"
    return session.submit(command)


def refused(session: Session, seat: int, action: str, cards: str = "", choice: str = "") -> str:
    """The reason a command is refused; the state must be left exactly as it was."""
    before = session.variant.snapshot(session.state)
    command = Command(seat, action, tuple(cards.split()), choice)
    reason = session.validate(command)
    assert reason, f"{command} was accepted"
    assert session.variant.snapshot(session.state) == before
    return reason


def kinds(session: Session) -> list[tuple[int, str, int]]:
    """(seat, kind, points) of the current hand's items taken in scoring order."""
    return [(it["seat"], it["kind"], it["points"]) for it in session.state.hand.scoring_order]


def hand_record(session: Session) -> dict:
    return session.state.history[-1]


# The spec's repique hand (§10): elder's cards and the talon. Elder throws 7♥ and takes 8♦; younger
# throws 7♣ and takes 8♣; younger then holds two quints (spades, hearts) and five spades for the point.
REPIQUE_ELDER = "9S 8S 7S AH 8H 7H AD KD 9D AC KC 9C"
REPIQUE_TALON = "8D 8C QD JD TD QC JC TC"


def repique_to_first_lead(scores: tuple[int, int] = (0, 0)) -> Session:
    """The repique hand through elder's declarations (point not good, sequence sunk, trio of aces
    good) and his first lead, A♦: younger is to announce."""
    s = rigged(REPIQUE_ELDER, REPIQUE_TALON, scores=scores)
    do(s, 0, "exchange", "7H")
    do(s, 1, "exchange", "7C")
    do(s, 0, "declare_point", choice="D")
    do(s, 1, "answer", choice="not_good")
    do(s, 0, "declare_sequence", choice="none")
    do(s, 0, "declare_sets", "AH AD AC")
    do(s, 1, "answer", choice="good")
    do(s, 0, "play", "AD")
    return s


def announce_repique(s: Session) -> list[Event]:
    """Younger's announcements after :func:`repique_to_first_lead`: five spades, then both quints."""
    do(s, 1, "announce_point", choice="S")
    do(s, 1, "announce_sequence", "AS KS QS JS TS")
    return do(s, 1, "score_extras", "KH QH JH TH 9H", "sequence")

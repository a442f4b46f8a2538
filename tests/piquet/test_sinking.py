"""Strong's sinking (§7.2): as elder it declares no sequence when younger almost surely holds a
stronger one, keeps declaring one younger is unlikely to beat, and the choice draws nothing from
its own generator."""

from __future__ import annotations

from rules.core.session import Session
from rules.piquet.combos import Combo, sequences
from rules.piquet.cpu import make_cpu
from rules.piquet.cpu.sinking import SINK_SHARE, beaten_share
from tests.piquet.rig import REPIQUE_ELDER, REPIQUE_TALON, do, rigged


def at_sequence(elder: str, talon: str, elder_throws: str, younger_throws: str, point: str, answer: str) -> Session:
    """Elder (seat 0) to declare a sequence, after the exchanges and the point."""
    s = rigged(elder, talon)
    do(s, 0, "exchange", elder_throws)
    do(s, 1, "exchange", younger_throws)
    do(s, 0, "declare_point", choice=point)
    do(s, 1, "answer", choice=answer)
    return s


def best_run(view: dict) -> Combo:
    return sequences(view["hand"]["cards"], view["order"])[0]


def test_elder_sinks_a_tierce_younger_beats() -> None:
    # The repique hand: elder's only run is 9-8-7♠ (a tierce to the nine, the lowest there is);
    # younger answered "not good" to his five diamonds, so he holds six cards of a suit, and the
    # unseen A-K-Q-J-10♠ and K-Q-J-10-9♥ give him a stronger run in every hand he may hold.
    s = at_sequence(REPIQUE_ELDER, REPIQUE_TALON, "7H", "7C", "D", "not_good")
    view, legal = s.view(0), s.legal(0)
    assert best_run(view).key == (3, 3)  # three cards to the nine (strength 3 of 8): the lowest tierce
    assert beaten_share(view, "sequence", best_run(view).key) >= SINK_SHARE
    strong = make_cpu("strong", 3)
    before = strong.rng.getstate()
    hint = strong.decide(view, legal)
    assert (hint.command.action, hint.command.cards, hint.command.choice) == ("declare_sequence", (), "none")
    assert "stronger one" in hint.reason
    assert strong.rng.getstate() == before  # the estimate has its own generator
    assert s.validate(hint.command) is None
    # normal declares its strongest, as before
    assert make_cpu("normal", 3).decide(view, legal).command.cards == ("7S", "8S", "9S")


def test_elder_declares_a_quint_to_the_ace() -> None:
    # Elder holds A-K-Q-J-10♠: only a sixième or better beats it, which younger rarely holds.
    elder = "AS KS QS JS TS AH KH AD KD AC KC QC"
    talon = "7S 8S 9S 7H 8H 9H 7D 8D"
    s = at_sequence(elder, talon, "QC", "JD", "S", "good")
    view, legal = s.view(0), s.legal(0)
    assert beaten_share(view, "sequence", best_run(view).key) < SINK_SHARE
    hint = make_cpu("strong", 3).decide(view, legal)
    assert hint.command.action == "declare_sequence"
    assert set(hint.command.cards) == {"AS", "KS", "QS", "JS", "TS"}

"""The exchange, the talon's information, carte blanche (both procedures), and the 36-card game."""

from __future__ import annotations

from rules.piquet.state import CB_DISCARD, CB_EXCHANGE, DECLARE, YOUNGER_EXCHANGE, YOUNGER_REST
from tests.piquet.rig import do, refused, rigged

FACES = "KS QS JS KH QH JH KD QD JD KC QC JC"
ELDER = "AS KS QS JS TS 9S AH KH AD KD 8C 7C"
TALON = "7H QD JD TD 9D AC KC QC"


def test_exchange_limits_peek_and_rest() -> None:
    s = rigged(ELDER, TALON)
    assert refused(s, 0, "exchange", "AS KS QS JS TS 9S") == "Exchange between 1 and 5 cards."
    refused(s, 0, "exchange")  # at least one
    refused(s, 0, "exchange", "7D")  # not his card
    refused(s, 1, "exchange", "7D")  # not younger's turn
    do(s, 0, "exchange", "8C 7C")  # takes 7♥ Q♦; peeks at cards 3-5: J♦ 10♦ 9♦
    v0 = s.view(0)["hand"]
    assert v0["peek"] == ["JD", "TD", "9D"] and v0["peek_from"] == 3
    assert s.view(1)["hand"]["peek"] is None
    assert s.state.phase == YOUNGER_EXCHANGE
    refused(s, 1, "exchange", "8S 7S 8H 9H JH TH QH")  # 7 > the 6 left
    do(s, 1, "exchange", "8S 7S")  # takes J♦ 10♦; the rest 9♦ A♣ K♣ Q♣ is his to look at
    assert s.view(1)["hand"]["rest"] == ["9D", "AC", "KC", "QC"]
    assert s.view(0)["hand"]["rest"] is None and s.state.phase == DECLARE
    assert s.view(0)["hand"]["counts"] == [12, 12]
    assert s.view(0)["hand"]["discards"] is None and s.view(0)["hand"]["memory"]["discards"] == ["8C", "7C"]


def test_elder_reveals_the_rest_by_naming_his_lead() -> None:
    s = rigged(ELDER, TALON)
    do(s, 0, "exchange", "8C 7C")  # takes 7♥ Q♦
    do(s, 1, "exchange", "7D")  # takes J♦; the rest is 10♦ 9♦ A♣ K♣ Q♣
    refused(s, 0, "reveal_rest", choice="C")  # he must hold the suit he names: no club left
    # Junk in a field the move does not use is refused, so it never reaches a saved log.
    assert refused(s, 0, "reveal_rest", "AH", choice="H") == "This move takes no cards."
    do(s, 0, "reveal_rest", choice="H")
    assert s.view(0)["hand"]["rest"] == s.view(1)["hand"]["rest"] == ["TD", "9D", "AC", "KC", "QC"]
    do(s, 0, "declare_point", choice="S")
    assert refused(s, 1, "answer", "AS", choice="good") == "This move takes no cards."
    do(s, 1, "answer", choice="good")
    do(s, 0, "declare_sequence", choice="none")
    do(s, 0, "declare_sets", choice="none")
    assert refused(s, 0, "play", "AS") == "You exposed the talon by naming your first lead: lead that suit."
    assert {c.cards[0][-1] for c in s.legal(0) if c.action == "play"} == {"H"}


def test_parlett_talon_rest_and_zero_exchange() -> None:
    opts = {"younger_may_exchange_zero": True, "talon_rest_private_view": False, "own_discards_viewable": True}
    s = rigged(ELDER, TALON, opts)
    do(s, 0, "exchange", "8C 7C")
    do(s, 1, "exchange")  # Parlett: younger may take nothing
    assert s.state.phase == YOUNGER_REST and s.view(1)["hand"]["rest"] is None  # no private look
    do(s, 1, "expose_rest")
    assert s.view(0)["hand"]["rest"] == s.view(1)["hand"]["rest"] == ["JD", "TD", "9D", "AC", "KC", "QC"]
    assert s.view(0)["hand"]["discards"] == ["8C", "7C"] and s.view(1)["hand"]["discards"] == []


def test_zero_exchange_refused_by_default() -> None:
    s = rigged(ELDER, TALON)
    do(s, 0, "exchange", "8C")
    assert refused(s, 1, "exchange") == "Exchange between 1 and 7 cards."


def test_younger_carte_blanche() -> None:
    # Elder holds all twelve face cards; the talon has the aces and tens; younger the 9s, 8s, 7s.
    s = rigged(FACES, "AS AH AD AC TS TH TD TC")
    refused(s, 0, "carte_blanche", choice="2")  # elder has face cards
    do(s, 0, "exchange", "KS")  # takes A♠
    assert any(c.action == "carte_blanche" for c in s.legal(1))
    events = do(s, 1, "carte_blanche")
    assert [e.kind for e in events] == ["carte_blanche", "shown", "scored"]
    assert sorted(s.view(0)["hand"]["shown"][1]) == sorted("9S 8S 7S 9H 8H 7H 9D 8D 7D 9C 8C 7C".split())
    refused(s, 1, "carte_blanche")  # only once
    do(s, 1, "exchange", "7S 7H")
    assert s.view(0)["hand"]["running"] == [0, 10]


def test_elder_carte_blanche_procedure() -> None:
    # §5.2: elder (no face cards) names 3; younger discards 2 blind; elder shows and exchanges 3;
    # younger then takes cards 4-5, and the rest 6-8 is younger's to see.
    s = rigged("AS AH AD AC TS TH TD TC 9S 9H 9D 9C", "8S 8H 8D 8C 7S 7H 7D 7C")
    do(s, 0, "carte_blanche", choice="3")
    assert s.state.phase == CB_DISCARD and s.to_act() == {1}
    assert s.view(1)["hand"]["shown"][0] == []  # not shown before younger has discarded
    refused(s, 1, "discard", "KS KH KD KC QS QH")  # 6 > 8 - 3
    do(s, 1, "discard", "JS JH")
    assert s.state.phase == CB_EXCHANGE
    assert len(s.view(1)["hand"]["shown"][0]) == 12 and s.view(1)["hand"]["running"] == [10, 0]
    assert len(s.state.hand.hands[1]) == 10  # nothing taken yet
    assert refused(s, 0, "exchange", "9S 9H") == "Exchange exactly 3 cards, as you announced."
    do(s, 0, "exchange", "9S 9H 9D")  # takes 8♠ 8♥ 8♦; peeks at 8♣ 7♠
    assert s.view(0)["hand"]["peek"] == ["8C", "7S"]
    assert {"8C", "7S"} <= set(s.state.hand.hands[1]) and len(s.state.hand.hands[1]) == 12
    assert s.view(1)["hand"]["rest"] == ["7H", "7D", "7C"] and s.state.phase == DECLARE


def test_36_card_game_double_carte_blanche_and_limits() -> None:
    opts = {"deck_36": True}
    # Elder A 10 9 of each suit; younger 8 7 6 of each suit; the talon is all twelve face cards.
    s = rigged("AS AH AD AC TS TH TD TC 9S 9H 9D 9C", "KS QS JS KH QH JH KD QD JD KC QC JC", opts)
    assert len(s.state.hand.talon) == 12
    assert {c.choice for c in s.legal(0) if c.action == "carte_blanche"} == {str(n) for n in range(1, 9)}
    do(s, 0, "carte_blanche", choice="4")
    do(s, 1, "carte_blanche")  # the 36-card game: younger declares at step 2 too (PQ-D9)
    refused(s, 1, "discard", "8S 8H 8D 8C 7S 7H 7D 7C 6S")  # 9 > 12 - 4
    do(s, 1, "discard", "6S 6H 6D")
    assert [(it["seat"], it["kind"], it["points"]) for it in s.state.hand.items] == [(0, "carte_blanche", 10), (1, "carte_blanche", 10)]
    do(s, 0, "exchange", "9S 9H 9D 9C")  # takes cards 1-4, peeks at 5-8
    assert len(s.view(0)["hand"]["peek"]) == 4
    assert len(s.state.hand.hands[1]) == 12 and len(s.view(1)["hand"]["rest"]) == 5

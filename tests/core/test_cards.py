import pytest

from rules.core.cards import colour_of, display, parse_card, parse_cards, rank_of, standard_pack, suit_of


def test_pack_has_54_distinct_cards() -> None:
    pack = standard_pack(jokers=2)
    assert len(pack) == 54 and len(set(pack)) == 54


@pytest.mark.parametrize(
    "text, code",
    [("10♥", "TH"), ("10h", "TH"), ("TH", "TH"), ("a♠", "AS"), ("Q♦", "QD"), ("K♣", "KC"), ("2s", "2S"), ("JK", "JK1"), ("jk2", "JK2")],
)
def test_parse_card_accepts_how_people_write(text: str, code: str) -> None:
    assert parse_card(text) == code


@pytest.mark.parametrize("text", ["11♥", "1x", "Z♠", "", "♥"])
def test_parse_card_names_the_bad_text(text: str) -> None:
    with pytest.raises(ValueError) as err:
        parse_card(text)
    assert repr(text) in str(err.value)


def test_parse_cards_numbers_jokers_and_refuses_duplicates() -> None:
    assert parse_cards("JK 5♠ JK") == ["JK1", "5S", "JK2"]
    with pytest.raises(ValueError, match="appears twice"):
        parse_cards(["5♠", "5s"])


def test_card_properties() -> None:
    assert (rank_of("TH"), suit_of("TH"), colour_of("TH"), display("TH")) == (10, "H", "red", "10♥")
    assert (rank_of("JK2"), suit_of("JK2"), colour_of("JK2"), display("JK2")) == (0, "", "", "JK")
    assert colour_of("KC") == "black" and rank_of("AS") == 1

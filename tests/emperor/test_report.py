"""The printed account of a hand, as the runner shows it."""

from __future__ import annotations

import pytest

from rules.core.command import Command as C
from rules.emperor.report import report

from tests.emperor.rig import rigged


def unification(style: str) -> list[str]:
    # §12 three-sou example: a commoner's closed tsumo with K♦ in the river, V = 5: a unification.
    session = rigged(4, {0: ["AD", "3D", "TH", "9D", "QD", "JC"], 1: ["6H", "7H", "5S", "8S", "AC"]},
                     stock_top=["QC"], rivers={1: ["KD"]}, options={"naming_style": style})
    session.state.seats[1].draws = session.state.seats[1].discards = 1
    session.submit(C(0, "discard", ("AD",)))
    session.submit(C(1, "draw"))
    events = session.submit(C(1, "tsumo"))
    return [line for e in events for line in report(e, {"names": ["Ann", "Bo", "Cy", "Di"]})]


@pytest.mark.parametrize(
    "style, line",
    [
        ("detailed", "  統一 Unification: Bo becomes the first emperor"),
        ("simple", "  有徳上がり Virtuous win: Bo becomes the new emperor"),
    ],
)
def test_a_win_is_told_in_full(style: str, line: str) -> None:
    lines = unification(style)
    assert lines[:3] == [
        "Bo (commoner) wins by tsumo: 6♥ 7♥ / 5♠ 8♠ / A♣ Q♣",
        "  三双 Three-sou: no yaku",
        "  Virtue 5 (virtuous, needs 3): Sou (双) 3, K in own field 1, Menzen tsumo (門前清自摸和) 1",
    ]
    assert "  Base: 0 + 0 + 500 = 500" in lines
    assert "  Ann pays Bo 500" in lines and "  Di pays Bo 500" in lines
    assert line in lines
    assert "  Bo keeps K♦ for the next hand" in lines
    assert lines[-1] == "  Scores: Ann 24,500, Bo 26,500, Cy 24,500, Di 24,500"

"""Emperor's options (spec §10); the player count is chosen apart, at the table."""

from __future__ import annotations

from rules.core.options import OptionSpec
from rules.core.text import N_

UMA_CHOICES = ("20000/10000", "10000/5000", "30000/10000", "none")

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("match_length", "choice", 15, N_("Hands in a match"), (10, 15, 20), "局数"),
    OptionSpec(
        "starting_points",
        "choice",
        25000,
        N_("Starting points (25,000 pays the oka to the winner; 30,000 has no oka)"),
        (25000, 30000),
        "配給原点",
    ),
    OptionSpec(
        "uma",
        "choice",
        "20000/10000",
        N_("Rank bonus (uma) paid at the end: first/second"),
        UMA_CHOICES,
        "順位ウマ",
        (N_("20,000 / 10,000"), N_("10,000 / 5,000"), N_("30,000 / 10,000"), N_("No uma")),
    ),
    OptionSpec("dora_ceiling", "bool", False, N_("Each dora indicator of a suit adds a dora to every sou of that suit"), (), "ドラ天井"),
    OptionSpec("recombination", "bool", False, N_("Regroup your two exposed sets right after your second call"), (), "組み替え"),
    OptionSpec("ippatsu", "bool", False, N_("Ippatsu: a bonus yaku for winning within one go-round of riichi"), (), "一発"),
    OptionSpec("double_riichi", "bool", False, N_("Double riichi: a bonus yaku for riichi on your first discard"), (), "ダブルリーチ"),
    OptionSpec(
        "naming_style",
        "choice",
        "detailed",
        N_("Hand and dynasty names: simple or detailed"),
        ("simple", "detailed"),
        "簡易版 / 詳細版",
        (N_("Simple"), N_("Detailed")),
    ),
)


def uma_amounts(choice: str) -> tuple[int, int]:
    """(big, small) uma in points; (0, 0) when uma is off."""
    if choice == "none":
        return (0, 0)
    big, small = choice.split("/")
    return (int(big), int(small))

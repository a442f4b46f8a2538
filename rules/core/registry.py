"""Which games Parlour knows. Variants are imported on first use, so listing them is cheap."""

from __future__ import annotations

from importlib import import_module

from rules.core.variant import Variant

# id -> module exposing VARIANT; add a game here when it lands.
_MODULES = {
    "emperor": "rules.emperor.variant",
    "wuhan": "rules.wuhan.variant",
    "ninety_nine": "rules.ninety_nine.variant",
    "piquet": "rules.piquet.variant",
    "kawuxing": "rules.kawuxing.variant",
    "qinghunpeng": "rules.qinghunpeng.variant",
    "fuxi": "rules.fuxi.variant",
    "trump_mahjong": "rules.trump_mahjong.variant",
}


def variant_ids() -> list[str]:
    return sorted(_MODULES)


def get_variant(variant_id: str) -> Variant:
    """The variant with this id; ValueError lists the known ids otherwise."""
    module = _MODULES.get(variant_id)
    if module is None:
        raise ValueError(f"unknown game {variant_id!r}; known games: {', '.join(variant_ids())}")
    return import_module(module).VARIANT

"""A game's named presets (the variant's optional ``presets``, rules/core/variant.py) as the options
screen offers them: one choice row whose values are the presets, plus "Custom" for options that
match none. A preset is every option at its default overlaid with the preset's own, so choosing it
always gives the same rules, whatever was set before."""

from __future__ import annotations

from typing import Any

from rules.core.options import OptionSpec, resolve
from rules.core.text import N_
from rules.core.variant import Variant

CUSTOM = "custom"  # the row's value when the options match no preset


def preset_spec(variant: Variant, custom: bool) -> OptionSpec | None:
    """The preset row as a choice option (None when the game has no presets); "Custom" is offered
    while there are custom options to show or go back to."""
    presets = getattr(variant, "presets", ())
    if not presets:
        return None
    choices = tuple(name for name, _, _ in presets) + ((CUSTOM,) if custom else ())
    labels = tuple(label for _, label, _ in presets) + ((N_("Custom"),) if custom else ())
    return OptionSpec("preset", "choice", presets[0][0], N_("Preset"), choices, labels=labels)


def preset_values(variant: Variant, name: str) -> dict[str, Any]:
    """Every option of the game under preset ``name``; ValueError if the preset breaks the schema."""
    given = next(options for preset, _, options in variant.presets if preset == name)  # type: ignore[attr-defined]
    return resolve(variant.options, given)


def matching(variant: Variant, values: dict[str, Any]) -> str:
    """The first preset ``values`` are exactly (compared over the game's options), else CUSTOM."""
    own = {spec.id: values[spec.id] for spec in variant.options}
    for name, _, _ in getattr(variant, "presets", ()):
        if preset_values(variant, name) == own:
            return name
    return CUSTOM

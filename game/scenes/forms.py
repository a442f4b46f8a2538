"""A game played in another form by another number of players: Wuhan's 3-player form is Jingzhou.

The rules say it through the variant's ``players_for(options)`` and one choice or bool option
(Wuhan's ``variant``: ``wuhan`` for 4, ``jingzhou`` for 3; Kawuxing's ``four_player_rotation``). The picker keeps that option and its player
count in step, names the game by its form, and the options screen greys out the options the form
does not use (those the rules refuse in it), so a 3-player Wuhan table reads and plays as Jingzhou.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.scenes import game_name
from rules.core.options import OptionSpec
from rules.core.registry import get_variant
from rules.core.text import tr
from rules.core.variant import Variant


def defaults(variant: Variant) -> dict[str, Any]:
    return {spec.id: spec.default for spec in variant.options}


def form_values(spec: OptionSpec) -> tuple[Any, ...]:
    """The values a form option may take: a choice's choices, a bool's two."""
    if spec.type == "bool":
        return (spec.default, not spec.default)
    return tuple(spec.choices) if spec.type == "choice" else ()


def form_option(variant: Variant) -> OptionSpec | None:
    """The choice (or bool) option that decides how many play, if the game has one."""
    players_for = getattr(variant, "players_for", None)
    if players_for is None:
        return None
    base = defaults(variant)
    for spec in variant.options:
        if len({players_for({**base, spec.id: c}) for c in form_values(spec)}) > 1:
            return spec
    return None


def form_for(variant: Variant, players: int) -> Any:
    """The form played by ``players`` (None when the game has no forms or none fits)."""
    spec = form_option(variant)
    if spec is None:
        return None
    base = defaults(variant)
    fits = [c for c in form_values(spec) if variant.players_for({**base, spec.id: c}) == players]  # type: ignore[attr-defined]
    return fits[0] if fits else None


def shown_name(variant: Variant, options: dict[str, Any]) -> str:
    """The game's name, or its form's when the form is not the game's usual one (Jingzhou)."""
    spec = form_option(variant)
    if spec is not None and spec.labels:
        value = options.get(spec.id, spec.default)
        if value != spec.default and value in spec.choices:
            return tr(spec.labels[spec.choices.index(value)])
    return game_name(variant)


@lru_cache(maxsize=None)
def unused_options(variant_id: str, form: Any) -> frozenset[str]:
    """The options the rules refuse to change from their default in this form (Jingzhou has no
    發 kong tile, no pizi kong, no 口口飜): asked of the rules by setting each up on its own."""
    variant = get_variant(variant_id)
    spec = form_option(variant)
    if spec is None:
        return frozenset()
    base = {**defaults(variant), spec.id: form}
    players = variant.players_for(base)  # type: ignore[attr-defined]
    unused = set()
    for other in variant.options:
        if other is spec or other.type not in ("bool", "choice"):
            continue
        values = [not other.default] if other.type == "bool" else [c for c in other.choices if c != other.default]
        if values and all(_refused(variant, players, {**base, other.id: v}) for v in values):
            unused.add(other.id)
    return frozenset(unused)


def _refused(variant: Variant, players: int, options: dict[str, Any]) -> bool:
    try:
        variant.new_game(players, options, 0)
    except ValueError:
        return True
    return False


def fit_form(variant_id: str, options: dict[str, Any], players: int) -> dict[str, Any]:
    """``options`` for a table of ``players``: the form that many play, and the options that form
    does not use back at their defaults (the rules would refuse them)."""
    variant = get_variant(variant_id)
    spec, form = form_option(variant), form_for(variant, players)
    if spec is None or form is None:
        return options
    fitted = {**options, spec.id: form}
    for option in unused_options(variant_id, form):
        fitted[option] = next(s.default for s in variant.options if s.id == option)
    return fitted

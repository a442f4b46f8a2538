"""Kong effects by suit (spec §5.2, D-7/D-8) and the table and order after any play.

萬子 sweeps the table, 索子 reverses the order (the table stays, judged anew), 筒子 leaves a single
of its number in dots; then the same player restarts the turn.  ``reversal_scope`` (§12):
"hand" (default) keeps a reversal until another bamboo kong or the end of the hand; "trick"
returns the order to normal whenever the table is cleared, a characters kong's sweep included.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.fuxi.combinations import Face, Play

REVERSAL_SCOPES = ("hand", "trick")
DEFAULTS: dict[str, Any] = {"reversal_scope": "hand"}
EFFECTS = {"m": "sweep", "s": "reverse", "p": "single"}
EFFECT_TERMS = {"sweep": "場を流す", "reverse": "強弱逆転", "single": "単騎として扱う"}


def reversal_scope(options: dict[str, Any] | None) -> str:
    scope = (options or {}).get("reversal_scope", DEFAULTS["reversal_scope"])
    if scope not in REVERSAL_SCOPES:
        raise ValueError(f"reversal_scope must be one of {', '.join(REVERSAL_SCOPES)}, not {scope!r}")
    return scope


@dataclass(frozen=True)
class KongEffect:
    """``kind``: "sweep" (萬子), "reverse" (索子) or "single" (筒子); ``face``: the kong played."""

    kind: str
    face: Face


def kong_effect(face: Face) -> KongEffect:
    """The effect of a kong (or an 一通 acting as one) of this face's suit."""
    if face.form != "kong":
        raise ValueError(f"{face} is not a kong")
    return KongEffect(EFFECTS[face.suit], face)


@dataclass(frozen=True)
class Outcome:
    """After a play: the table in force, the order, whether the table was cleared (a sweep), the
    kong effect if any, and whether the player restarts the turn (any kong: §4 step 5)."""

    table: Face | None
    reversed: bool
    cleared: bool = False
    effect: KongEffect | None = None

    @property
    def restart(self) -> bool:
        return self.effect is not None


def after_play(play: Play, table: Face | None, reversed_: bool, options: dict[str, Any] | None = None) -> Outcome:
    """The table and order after ``play`` (assumed legal) is made on ``table``."""
    scope = reversal_scope(options)
    if not play.is_kong:
        return Outcome(play.face, reversed_)
    effect = kong_effect(play.face)
    if effect.kind == "sweep":
        return Outcome(None, reversed_ and scope == "hand", True, effect)
    if effect.kind == "reverse":
        return Outcome(table, not reversed_, False, effect)
    return Outcome(Face("single", play.face.number, "p"), reversed_, False, effect)


def after_clear(reversed_: bool, options: dict[str, Any] | None = None) -> bool:
    """The order once the table has been cleared (D-1): unchanged, or normal under "trick"."""
    return reversal_scope(options) == "hand" and reversed_

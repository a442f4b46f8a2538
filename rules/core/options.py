"""Typed option schemas: each variant declares its options once, and everything else
(validation, defaults, saved settings, the options screen) is generated from them.

An option may declare the values of other options it cannot be played with (``excludes``):
:func:`resolve` refuses such a combination with its reason, and :func:`settle` gives the options
screen the nearest combination the game accepts after one change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

OPTION_TYPES = ("bool", "int", "choice")


@dataclass(frozen=True)
class Excludes:
    """When the declaring option is ``value``, option ``other`` may not be any of ``values``;
    ``reason`` (English, N_-marked where declared, shown through tr()) says why."""

    value: Any
    other: str
    values: tuple[Any, ...]
    reason: str


@dataclass(frozen=True)
class OptionSpec:
    id: str
    type: str  # one of OPTION_TYPES
    default: Any
    description: str  # English, marked with N_ and shown through tr()
    choices: tuple[Any, ...] = ()  # the allowed values for "choice" and "int" (empty: any int)
    seed_term: str = ""  # the original text's word for it, e.g. ドラ天井
    # The player's words for each of ``choices``, in the same order (English, N_-marked where declared,
    # shown through tr()); empty where the values read well as they are (numbers).
    labels: tuple[str, ...] = ()
    excludes: tuple[Excludes, ...] = ()  # combinations with other options the game refuses
    minimum: int | None = None  # the least an "int" option without choices may be

    def check(self, value: Any) -> Any:
        """The value if it fits this option, else ValueError naming the option and the fault."""
        if self.type == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"option {self.id} must be true or false, not {value!r}")
        elif self.type == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"option {self.id} must be a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"option {self.id} must be at least {self.minimum}, not {value}")
        if self.choices and value not in self.choices:
            allowed = ", ".join(_show(c) for c in self.choices)
            raise ValueError(f"option {self.id} must be one of {allowed}, not {_show(value)}")
        return value

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "type": self.type,
            "default": self.default,
            "choices": list(self.choices),
            "description": self.description,
            "seed_term": self.seed_term,
            "labels": list(self.labels),
            "excludes": [{"value": e.value, "other": e.other, "values": list(e.values), "reason": e.reason} for e in self.excludes],
            "minimum": self.minimum,
        }


def _show(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def resolve(schema: tuple[OptionSpec, ...], given: dict[str, Any] | None) -> dict[str, Any]:
    """Defaults overlaid with ``given``; unknown ids and bad values raise ValueError."""
    given = dict(given or {})
    known = {spec.id for spec in schema}
    unknown = sorted(set(given) - known)
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(unknown)}; known: {', '.join(sorted(known))}")
    values = {spec.id: spec.check(given.get(spec.id, spec.default)) for spec in schema}
    clash = conflicts(schema, values)
    if clash:
        spec, rule = clash[0]
        raise ValueError(
            f"options {spec.id} = {_show(values[spec.id])} and {rule.other} = {_show(values[rule.other])} "
            f"cannot be combined: {rule.reason}"
        )
    return values


def conflicts(schema: tuple[OptionSpec, ...], values: dict[str, Any]) -> list[tuple[OptionSpec, Excludes]]:
    """The declared exclusions that ``values`` break, in schema order."""
    return [
        (spec, rule)
        for spec in schema
        for rule in spec.excludes
        if values.get(spec.id) == rule.value and rule.other in values and values[rule.other] in rule.values
    ]


def settle(schema: tuple[OptionSpec, ...], values: dict[str, Any], keep: str) -> tuple[dict[str, Any], list[tuple[str, Excludes]]]:
    """``values`` after option ``keep`` was changed, with every option it now clashes with moved
    to an allowed value (its default where that is allowed, else its first allowed value).

    Returns the settled values and, for each option moved, (its id, the exclusion that moved it),
    so the screen can say what changed and why.
    """
    values = dict(values)
    moved: list[tuple[str, Excludes]] = []
    specs = {spec.id: spec for spec in schema}
    for _ in range(len(schema) * 2):  # each pass settles one clash; the bound stops exclusions that chase each other round
        clash = conflicts(schema, values)
        if not clash:
            return values, moved
        spec, rule = clash[0]
        target = specs[rule.other] if spec.id == keep or rule.other != keep else spec
        for candidate in _candidates(target):
            trial = dict(values, **{target.id: candidate})
            # Moved because of the option just changed, it must not clash with that one; a clash it
            # makes with a third is settled on a later pass (Jingzhou back to Wuhan, then the
            # removed suit back to its default). Moved for a third option, it must clash with none.
            pair = {target.id, keep} if keep in (spec.id, rule.other) else {target.id}
            if not any(pair <= {s.id, r.other} for s, r in conflicts(schema, trial)):
                values = trial
                break
        else:
            raise ValueError(f"option {target.id} has no value that fits the others")
        moved.append((target.id, rule))
    raise ValueError("the options' exclusions cannot all be met")


def _candidates(spec: OptionSpec) -> list[Any]:
    """The values to try for an option that must move: its default first."""
    if spec.type == "bool":
        pool: list[Any] = [False, True]
    else:
        pool = list(spec.choices)
    return [spec.default] + [v for v in pool if v != spec.default]

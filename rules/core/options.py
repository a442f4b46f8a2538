"""Typed option schemas: each variant declares its options once, and everything else
(validation, defaults, saved settings, the future settings screen) is generated from them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

OPTION_TYPES = ("bool", "int", "choice")


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

    def check(self, value: Any) -> Any:
        """The value if it fits this option, else ValueError naming the option and the fault."""
        if self.type == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"option {self.id} must be true or false, not {value!r}")
        elif self.type == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"option {self.id} must be a whole number, not {value!r}")
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
    return {spec.id: spec.check(given.get(spec.id, spec.default)) for spec in schema}

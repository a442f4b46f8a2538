"""The one translation function for every text a player reads.

Messages are written in English in the code, gettext style: the English text with ``{named}``
placeholders is the key, and a catalog maps it to another language. A missing entry falls back
to English, so a new message never shows up blank. Catalogs live beside this module as
``catalogs/<lang>/<part>.json``, one file per package (core, each game, the table), so work on
one game never edits another's file; they are merged on first use. The game's settings choose the
language with :func:`set_language`.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "ja")
_CATALOG_DIR = Path(__file__).with_name("catalogs")
_language = "en"


def set_language(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    global _language
    _language = lang


def language() -> str:
    return _language


def catalog_files(lang: str) -> list[Path]:
    return sorted((_CATALOG_DIR / lang).glob("*.json"))


@lru_cache(maxsize=None)
def _catalog(lang: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    if lang != "en":
        for path in catalog_files(lang):
            merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def N_(message: str) -> str:
    """``message`` unchanged: marks an English literal kept in a table for :func:`tr` later.

    As gettext's ``N_``: the literal is found by extraction (the catalog test) though the
    ``tr`` call that shows it takes a looked-up value, not the literal itself.
    """
    return message


def tr(message: str, /, **values: object) -> str:
    """``message`` in the current language, with ``values`` filled in."""
    text = _catalog(_language).get(message, message)
    return text.format(**values) if values else text


def msg(message: str, /, **values: object) -> dict[str, Any]:
    """``message`` kept untranslated, as JSON, for :func:`render` to show later.

    A game's state and its events must not depend on the reader's language (a match saved in
    Japanese replays to the same digest in English), so text they carry is kept this way; a
    value may itself be such a message.
    """
    return {"msg": message, "args": values}


def render(value: object) -> str:
    """A :func:`msg` in the current language, its message values rendered too; other values as text."""
    if isinstance(value, dict) and "msg" in value:
        values = {k: render(v) if isinstance(v, dict) else v for k, v in value["args"].items()}
        return tr(value["msg"], **values)
    return str(value)

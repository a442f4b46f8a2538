"""What every hand calculator (``python -m rules.score GAME``) reads the same way: a JSON file
or standard input, refused with a plain reason when it cannot be read."""

from __future__ import annotations

import json
import sys
from typing import Any

from rules.core.text import tr


class InputError(Exception):
    """Bad input; the message names what is wrong (the calculator exits with status 2)."""


def read_input(path: str | None) -> Any:
    """The JSON document in ``path`` (standard input for None or "-")."""
    if path in (None, "-"):
        text, source = sys.stdin.read(), tr("standard input")
    else:
        try:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
        except OSError as e:
            raise InputError(tr("cannot read {file}: {why}", file=path, why=e.strerror or e)) from None
        except UnicodeDecodeError:
            raise InputError(tr("{file} is not UTF-8 text", file=path)) from None
        source = path
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(tr("{source} is not valid JSON: {msg} (line {line}, column {col})", source=source,
                            msg=e.msg, line=e.lineno, col=e.colno)) from None

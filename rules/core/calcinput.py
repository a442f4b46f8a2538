"""What every hand calculator (``python -m rules.score GAME``) does the same way: read a JSON file
or standard input, refused with a plain reason when it cannot be read, and print its result."""

from __future__ import annotations

import json
import os
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


def write_output(text: str) -> None:
    """Print ``text`` on any console: as UTF-8 where the console cannot show ♥ or 漢字, and
    quietly when the reader stops early (piped into ``head``)."""
    try:
        try:
            print(text)
        except UnicodeEncodeError:
            sys.stdout.flush()
            sys.stdout.buffer.write((text + "\n").encode("utf-8"))
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())

"""Atomic JSON files, and the quarantine of files that cannot be read.

A file is written to a temporary file in the same folder and moved over the old one with
``os.replace``, so a crash mid-write leaves the old file whole. A file that cannot be read
(truncated, not JSON, from a newer Parlour) is renamed aside with ``.bad`` and a time stamp, so
nothing is lost and the program can start afresh.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any


def write_json_atomic(path: Path | str, data: Any) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, ensure_ascii=False, indent=1)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_json(path: Path | str) -> Any:
    """The decoded file; ValueError with a plain reason when it is not readable JSON."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"{path.name} is not a text file") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path.name} is not valid JSON (line {exc.lineno}, column {exc.colno})") from None


def quarantine(path: Path | str) -> Path:
    """Move an unreadable file aside (never delete it); returns where it went."""
    path = Path(path)
    aside = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
    counter = 1
    while aside.exists():
        aside = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}-{counter}")
        counter += 1
    os.replace(path, aside)
    return aside

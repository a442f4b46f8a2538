"""Atomic JSON files, and the quarantine of files that cannot be read.

A file is written to a temporary file in the same folder and moved over the old one with
``os.replace``, so a crash mid-write leaves the old file whole. A file that cannot be read
(truncated, not JSON, nested too deeply, a folder, unreadable, from a newer Parlour) is renamed
aside with ``.bad`` and a time stamp, so nothing is lost and the program can start afresh.

Errors from the file system (a read-only folder, a folder that is a file, a full disk) are left
to the callers as ``OSError``: they decide what the player is told.
"""

from __future__ import annotations

import errno
import json
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any

# ``.settings.json.k3j_x9a2.tmp``: what tempfile.mkstemp names the temporary file of a write.
TEMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")
STALE_SECONDS = 60.0  # a write takes milliseconds: an older temporary file is left by a killed process


def write_json_atomic(path: Path | str, data: Any) -> None:
    """Write ``data`` as JSON over ``path`` whole or not at all; OSError when the folder refuses."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except FileExistsError:  # mkdir's own words ("File exists") would not say which file is in the way
        raise NotADirectoryError(errno.ENOTDIR, "a file stands where its folder should be", str(path.parent)) from None
    remove_stale_temps(path.parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, ensure_ascii=False, indent=1)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass  # removed at the next write or start-up (remove_stale_temps)
        raise


def remove_stale_temps(folder: Path | str, older_than: float = STALE_SECONDS) -> int:
    """Delete the temporary files that killed writes left in ``folder``; how many went.

    Only files named as :func:`write_json_atomic` names them and older than ``older_than``
    seconds, so the write of another Parlour running at this moment is left alone.
    """
    now = time.time()
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0  # no folder (yet), or not one we may list: nothing to tidy
    for entry in entries:
        try:
            if TEMP_NAME.fullmatch(entry.name) and entry.is_file(follow_symlinks=False) and now - entry.stat().st_mtime > older_than:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue  # a read-only folder: the files stay, harmless
    return removed


def read_json(path: Path | str) -> Any:
    """The decoded file; ValueError with a plain reason when it is not readable JSON."""
    path = Path(path)
    if path.is_dir():
        raise ValueError(f"{path.name} is a folder, not a file")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ValueError(f"{path.name} cannot be read ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"{path.name} is not a text file") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path.name} is not valid JSON (line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise ValueError(f"{path.name} is nested too deeply to be a Parlour file") from None


def quarantine(path: Path | str) -> Path:
    """Move an unreadable file aside (never delete it); returns where it went. OSError when the
    folder does not allow it (the file then stays where it is)."""
    path = Path(path)
    aside = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
    counter = 1
    while aside.exists():
        aside = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}-{counter}")
        counter += 1
    os.replace(path, aside)
    return aside

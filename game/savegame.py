"""The autosave: the running match, written atomically after every command and on quit.

The table hands over ``{"config": ..., "record": ..., "ui": ...}``; it is kept inside a versioned
envelope ``{"format": "parlour-autosave", "version": 1, "match": {...}}``. An unusable file is
moved aside and reported, and the title then offers no Continue.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.settings import VERSION, read_versioned, report_unusable
from saves.files import write_json_atomic

AUTOSAVE_FORMAT = "parlour-autosave"


class SaveGames:
    def __init__(self, data_dir: Path, messages: list[str]) -> None:
        self.dir = Path(data_dir)
        self.messages = messages

    @property
    def path(self) -> Path:
        return self.dir / "autosave.json"

    def autosave(self, match_record: dict[str, Any]) -> None:
        write_json_atomic(self.path, {"format": AUTOSAVE_FORMAT, "version": VERSION, "match": match_record})

    def load_autosave(self) -> dict[str, Any] | None:
        """The saved match, or None when there is none or it was unusable (then moved aside)."""
        data = read_versioned(self.path, AUTOSAVE_FORMAT, self.messages, saved_match=True)
        if data is None:
            return None
        match = data.get("match")
        if not isinstance(match, dict):
            report_unusable(self.path, f"{self.path.name} holds no match", self.messages, saved_match=True)
            return None
        return match

    def discard_unusable(self, reason: str) -> None:
        """The saved match could not be resumed (e.g. its log no longer replays): keep it aside."""
        if self.path.exists():
            report_unusable(self.path, reason, self.messages, saved_match=True)

    def clear(self) -> None:
        """The match ended (or a new one starts): there is nothing to continue."""
        self.path.unlink(missing_ok=True)

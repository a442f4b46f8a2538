"""What Continue resumes, read from the autosave as the table writes it (``{"config", "record",
"ui"}``): the game (by its form: Jingzhou), how far the match has gone, and who sits at it.

The progress comes from replaying the record, as Continue itself does, and asking the game's own
view for its label ("Hand 3 · 漢 Dynasty, 2nd generation") and, where it has one, the match's
length; nothing extra needs saving. A replay takes milliseconds (a whole Wuhan match ~0.15 s)
and is remembered per record, so coming back to the title does not replay again.
"""

from __future__ import annotations

from typing import Any

from game.scenes.forms import shown_name
from game.table.config import MatchConfig
from rules.core.registry import get_variant
from rules.core.session import Session
from rules.core.text import language, tr

_progress_cache: dict[tuple[str, int, str], list[str]] = {}


def describe(match: dict[str, Any]) -> list[str]:
    """Lines for the title: the game, its progress (when the record replays), the players.
    [] when the save does not even say which game (Continue then reports it when pressed)."""
    try:
        config = MatchConfig.from_json(match.get("config"))
        variant = get_variant(config.variant_id)
    except (ValueError, TypeError, AttributeError):
        return []
    return [shown_name(variant, config.options), *progress(match.get("record")), people(config)]


def progress(record: Any) -> list[str]:
    """"Hand 3 of 15" and the game's own label of the hand; [] for a record that does not replay."""
    if not isinstance(record, dict):
        return []
    log = record.get("log")
    key = (str(record.get("digest")), len(log) if isinstance(log, list) else -1, language())
    if key not in _progress_cache:
        try:
            view = Session.from_record(record).view(None)
        except (ValueError, KeyError, TypeError):
            return []  # Continue says why when it is pressed, and sets the file aside
        lines = []
        if isinstance(view.get("hand_no"), int) and isinstance(view.get("match_length"), int) and view.get("phase") != "over":
            lines.append(tr("Hand {n} of {total}", n=min(view["hand_no"], view["match_length"]), total=view["match_length"]))
        if view.get("label"):
            lines.append(str(view["label"]))
        _progress_cache[key] = lines
    return _progress_cache[key]


def people(config: MatchConfig) -> str:
    """"Ada against 3 CPU players", "Ada and Bo at one screen", "4 CPU players, watched"."""
    humans = [s.shown_name(i) for i, s in enumerate(config.seats) if s.human]
    cpus = config.players - len(humans)
    names = ", ".join(humans)
    if not humans:
        return tr("{n} CPU players, watched", n=cpus)
    if not cpus:
        return tr("{names}, at one screen", names=names)
    if cpus == 1:
        return tr("{names} against one CPU player", names=names)
    return tr("{names} against {n} CPU players", names=names, n=cpus)

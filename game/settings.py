"""Global settings and per-variant options, kept as versioned JSON under the user config dir.

A file that cannot be used (not JSON, truncated, another format, a newer version) is moved aside
with :func:`saves.files.quarantine`, reported through ``messages`` and replaced by the defaults,
so a bad file never stops the app from starting.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Callable

from game.tileart import STYLES as TILE_STYLES
from rules.core.options import resolve
from rules.core.registry import get_variant
from rules.core.text import LANGUAGES, tr
from saves.files import quarantine, read_json, remove_stale_temps, write_json_atomic

VERSION = 1
SETTINGS_FORMAT = "parlour-settings"
OPTIONS_FORMAT = "parlour-options"

CARD_STYLES = ("classic", "four_colour")
# pygame's SCALED mode never makes the window smaller than the logical 1280x800; larger sizes scale up.
WINDOW_SIZES = ((1280, 800), (1440, 900), (1600, 1000), (1920, 1200), (2560, 1600))
ANIMATION_SPEEDS = (0, 1, 2, 3)  # 0 = instant, 1 = normal, 3 = fastest
# A call window waits for the person; a countdown that passes it is an option, off (0) by default.
# The key is new: the old call_pause_seconds (a 3 s countdown by default) is ignored on reading.
CALL_COUNTDOWNS = (0.0, 2.0, 3.0, 5.0, 8.0, 15.0)


@dataclass
class Settings:
    language: str = "en"
    animation_speed: int = 1
    sound: bool = True
    volume: float = 0.7  # 0..1
    card_style: str = "classic"
    tile_style: str = "classic"  # game.tileart.STYLES: "learner" adds a small index to each face
    window_size: tuple[int, int] = (1280, 800)
    call_countdown: float = 0.0  # seconds before an unanswered call window passes; 0: never
    move_log: bool = False  # the table's move log panel is open (game/table/move_log.py)
    cpu_reasons: bool = False  # the move log tells a CPU's reason, which can say what it holds
    lessons_done: list[str] = field(default_factory=list)  # the games whose lesson was played to its end

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        """Known keys only; a value of the wrong kind raises ValueError naming the setting."""
        if not isinstance(data, dict):
            raise ValueError("settings are not a JSON object")
        s = cls()
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key in known:
                setattr(s, key, value)
        s.window_size = tuple(s.window_size)  # type: ignore[assignment]
        s.check()
        return s

    def check(self) -> None:
        def bad(name: str) -> ValueError:
            return ValueError(f"setting {name} has an invalid value {getattr(self, name)!r}")

        if self.language not in LANGUAGES:
            raise bad("language")
        if self.animation_speed not in ANIMATION_SPEEDS or isinstance(self.animation_speed, bool):
            raise bad("animation_speed")
        if not isinstance(self.sound, bool):
            raise bad("sound")
        if not isinstance(self.move_log, bool):
            raise bad("move_log")
        if not isinstance(self.cpu_reasons, bool):
            raise bad("cpu_reasons")
        if not isinstance(self.volume, (int, float)) or isinstance(self.volume, bool) or not 0 <= self.volume <= 1:
            raise bad("volume")
        if self.card_style not in CARD_STYLES:
            raise bad("card_style")
        if self.tile_style not in TILE_STYLES:
            raise bad("tile_style")
        if len(self.window_size) != 2 or not all(isinstance(v, int) and 320 <= v <= 8192 for v in self.window_size):
            raise bad("window_size")
        if not isinstance(self.call_countdown, (int, float)) or isinstance(self.call_countdown, bool) \
                or not 0 <= self.call_countdown <= 60:
            raise bad("call_countdown")
        if not isinstance(self.lessons_done, list) or not all(isinstance(v, str) for v in self.lessons_done):
            raise bad("lessons_done")


def read_versioned(path: Path, fmt: str, messages: list[str], saved_match: bool = False) -> dict[str, Any] | None:
    """The body of a ``{"format": fmt, "version": 1, ...}`` file; None when absent or unusable
    (an unusable file is quarantined and reported in ``messages``)."""
    try:
        if not path.exists():
            return None
        data = read_json(path)
        if not isinstance(data, dict) or data.get("format") != fmt:
            raise ValueError(f"{path.name} is not a Parlour {fmt} file")
        version = data.get("version")
        if not isinstance(version, int) or version > VERSION or version < 1:
            raise ValueError(f"{path.name} has version {version!r}; this Parlour reads version {VERSION}")
    except OSError as exc:  # the folder itself cannot be looked into
        once(messages)(tr("{path} cannot be read ({reason}); Parlour goes on without it.", path=str(path), reason=exc.strerror or str(exc)))
        return None
    except ValueError as exc:
        report_unusable(path, str(exc), messages, saved_match)
        return None
    return data


def report_unusable(path: Path, reason: str, messages: list[str], saved_match: bool = False) -> None:
    """Move ``path`` aside and tell the player why and where it went (or that it had to stay)."""
    try:
        aside = quarantine(path)
    except OSError as exc:  # a read-only folder: the file stays, unused, and is told once however often it is read
        error = exc.strerror or str(exc)
        if saved_match:
            once(messages)(tr("{reason}. It could not be moved aside ({error}); there is no match to continue.", reason=reason, error=error))
        else:
            once(messages)(tr("{reason}. It could not be moved aside ({error}); defaults are used.", reason=reason, error=error))
        return
    if saved_match:
        messages.append(tr("{reason}. It was moved aside to {path}; there is no match to continue.", reason=reason, path=str(aside)))
    else:
        messages.append(tr("{reason}. It was moved aside to {path} and defaults are used.", reason=reason, path=str(aside)))


def once(messages: list[str]) -> Callable[[str], None]:
    """A notice sink that adds each message once (a write failing on every move says so once)."""

    def notify(message: str) -> None:
        if message not in messages:
            messages.append(message)

    return notify


class SettingsStore:
    """settings.json and options/<variant>.json in one config folder.

    A folder that refuses writes (read-only, a file in its place, a full disk) is reported through
    ``notify``; the settings stay in the app's memory and the options in ``unsaved``, so the
    session goes on with what the player chose.
    """

    def __init__(self, config_dir: Path, messages: list[str], notify: Callable[[str], None] | None = None) -> None:
        self.dir = Path(config_dir)
        self.messages = messages
        self.notify = notify or once(messages)
        self.unsaved: dict[str, dict[str, Any]] = {}  # options the folder refused, by variant
        for folder in (self.dir, self.dir / "options"):
            remove_stale_temps(folder)

    @property
    def settings_path(self) -> Path:
        return self.dir / "settings.json"

    def options_path(self, variant_id: str) -> Path:
        return self.dir / "options" / f"{variant_id}.json"

    def load_settings(self) -> Settings:
        data = read_versioned(self.settings_path, SETTINGS_FORMAT, self.messages)
        if data is None:
            return Settings()
        try:
            return Settings.from_json(data.get("settings"))
        except (ValueError, TypeError) as exc:
            report_unusable(self.settings_path, str(exc), self.messages)
            return Settings()

    def save_settings(self, settings: Settings) -> None:
        settings.check()
        try:
            write_json_atomic(self.settings_path, {"format": SETTINGS_FORMAT, "version": VERSION, "settings": settings.to_json()})
        except OSError as exc:
            self.notify(tr("Your settings could not be saved to {path} ({reason}); they apply until Parlour closes.",
                           path=str(self.settings_path), reason=exc.strerror or str(exc)))

    def load_options(self, variant_id: str) -> dict[str, Any]:
        """The saved options of the variant over its defaults (resolved against its schema)."""
        schema = get_variant(variant_id).options
        if variant_id in self.unsaved:
            return dict(self.unsaved[variant_id])
        path = self.options_path(variant_id)
        data = read_versioned(path, OPTIONS_FORMAT, self.messages)
        if data is None:
            return resolve(schema, {})
        saved = data.get("options")
        if not isinstance(saved, dict):
            report_unusable(path, f"{path.name} holds no options", self.messages)
            return resolve(schema, {})
        # Options a newer rules version dropped are ignored rather than failing the whole file.
        known = {spec.id for spec in schema}
        try:
            return resolve(schema, {k: v for k, v in saved.items() if k in known})
        except ValueError as exc:  # a bad value, or a combination the game refuses
            report_unusable(path, str(exc), self.messages)
            return resolve(schema, {})

    def save_options(self, variant_id: str, options: dict[str, Any]) -> None:
        resolved = resolve(get_variant(variant_id).options, options)
        path = self.options_path(variant_id)
        try:
            write_json_atomic(path, {"format": OPTIONS_FORMAT, "version": VERSION, "variant": variant_id, "options": resolved})
        except OSError as exc:
            self.unsaved[variant_id] = resolved
            self.notify(tr("The options could not be saved to {path} ({reason}); they apply until Parlour closes.",
                           path=str(path), reason=exc.strerror or str(exc)))
            return
        self.unsaved.pop(variant_id, None)

"""Sound effects for the table, silent when there is no audio device.

The WAVs in sounds/ are made by sounds/make_sounds.py. ``Audio.play`` never raises for a
missing device or an unreadable file: the game must play on silently. An unknown sound
*name* is a programming error and raises KeyError, so tests catch a typo.
"""

from __future__ import annotations

from pathlib import Path

import pygame

SOUND_DIR = Path(__file__).resolve().parents[1] / "sounds"
NAMES = ("draw", "discard", "call", "riichi", "win", "click", "deal", "gather")


class Audio:
    """``Audio(enabled=True, volume=0.8).play("discard")``."""

    def __init__(self, enabled: bool = True, volume: float = 0.8, sound_dir: str | Path | None = None) -> None:
        self.dir = Path(sound_dir) if sound_dir is not None else SOUND_DIR
        self.enabled = enabled
        self.volume = min(1.0, max(0.0, volume))
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.available = self._start() if enabled else False

    def _start(self) -> bool:
        """Open the mixer if nobody has; False (silent) when SDL finds no device."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            return pygame.mixer.get_init() is not None
        except pygame.error:
            return False

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        if enabled and not self.available:
            self.available = self._start()

    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, volume))

    def play(self, name: str) -> None:
        if name not in NAMES:
            raise KeyError(f"unknown sound {name!r}; known: {', '.join(NAMES)}")
        if not (self.enabled and self.available) or self.volume <= 0:
            return
        sound = self._load(name)
        if sound is None:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error:
            pass  # the device went away mid-game: keep playing silently

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(self.dir / f"{name}.wav"))
            except (pygame.error, FileNotFoundError):
                self._sounds[name] = None  # a missing or unreadable file stays silent
        return self._sounds[name]

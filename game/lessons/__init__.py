"""Guided first hands: one lesson per game, played through the real rules engine.

Each game's lesson lives in its own module here (``game/lessons/<game id>.py``, holding
``LESSON``); ``LESSONS`` lists them in the order the Learn screen shows them.
"""

from __future__ import annotations

from importlib import import_module

from game.lessons.lesson import Lesson

LESSONS = ("emperor", "piquet", "ninety_nine", "wuhan", "kawuxing", "qinghunpeng", "trump_mahjong", "fuxi")  # the Learn screen's order


def get_lesson(game: str) -> Lesson:
    if game not in LESSONS:
        raise ValueError(f"no lesson for {game!r}; lessons: {', '.join(LESSONS)}")
    return import_module(f"game.lessons.{game}").LESSON

"""One adapter per game with a calculator: ``adapter()`` builds it in the player's language."""

from __future__ import annotations

from importlib import import_module

from game.scorehand.form import Adapter

# rules.score's games, in its order: each module here has ``adapter() -> Adapter``
GAMES = ("emperor", "piquet", "wuhan", "ninety_nine", "kawuxing", "qinghunpeng", "trump_mahjong", "fuxi")


def adapter(game: str) -> Adapter:
    return import_module(f"game.scorehand.games.{game}").adapter()

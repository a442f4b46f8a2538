"""The seeded GUI monkey (tests/game/monkey.py) over every scene: a few thousand random clicks,
drags, keys, wheel turns, resizes and quits, at CPU-only, one-person and hot-seat Emperor tables
and through the menus, with the app started afresh whenever it quits or idles. Not one may raise.
The longer run with figures is bench/gui_monkey.py."""

from __future__ import annotations

from pathlib import Path

from tests.game.monkey import Monkey

EVENTS = 3000


def test_the_monkey_gets_deep_and_nothing_raises(tmp_path: Path) -> None:
    report = Monkey(tmp_path, seed=20261125).run(EVENTS, max_seconds=50)
    assert report.errors == [], f"{len(report.errors)} exception(s); the first:\n{report.errors[0]}"
    assert report.events >= EVENTS or report.seconds >= 50
    assert report.episodes >= 6  # every kind of table had its turn, and restarts read the autosave back
    # Where it went: the tables it was seated at and the screens only clicks lead to.
    reached = set(report.scenes)
    assert {"TitleScene", "TableScene", "HandOffScene", "PauseScene"} <= reached, report.scenes
    assert len(reached & {"PickerScene", "SettingsScene", "RulesScene", "OptionsScene", "ConfirmScene", "HandResultScene"}) >= 3, report.scenes

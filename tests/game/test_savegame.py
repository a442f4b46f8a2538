"""The autosave: round trip, Continue only when there is one, and unusable files reported and kept
aside while the app starts without them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.app import App
from game.savegame import SaveGames
from game.scenes.title import TitleScene
from tests.game.conftest import click_button, labels

MATCH = {"config": {"variant_id": "emperor", "players": 4}, "record": {"commands": [["0", "discard", ["AS"]]]}, "ui": {}}

NAMED = json.dumps({"format": "parlour-autosave", "version": 1, "match": {**MATCH, "names": ["山田"]}}, ensure_ascii=False).encode()

BAD_SAVES = {
    "not JSON": b"\x00\x01garbage",
    "not text": b"\xff\xfe\x00\x01",
    "truncated": json.dumps({"format": "parlour-autosave", "version": 1, "match": MATCH}).encode()[:-20],
    "truncated inside a character": NAMED[: NAMED.index("山".encode()) + 1],  # 1 of 山's 3 UTF-8 bytes
    "future version": json.dumps({"format": "parlour-autosave", "version": 99, "match": MATCH}).encode(),
    "no match inside": json.dumps({"format": "parlour-autosave", "version": 1, "match": "gone"}).encode(),
    "a settings file": json.dumps({"format": "parlour-settings", "version": 1, "settings": {}}).encode(),
}


def test_autosave_round_trip_and_clear(tmp_path: Path) -> None:
    saves = SaveGames(tmp_path, [])
    assert saves.load_autosave() is None
    saves.autosave(MATCH)
    on_disk = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    assert on_disk == {"format": "parlour-autosave", "version": 1, "match": MATCH}
    assert saves.load_autosave() == MATCH
    saves.clear()
    assert saves.load_autosave() is None and not (tmp_path / "autosave.json").exists()


def test_continue_appears_only_with_an_autosave(app: App) -> None:
    app.push(TitleScene(app))
    assert "Continue" not in labels(app)
    app.saves.autosave(MATCH)
    app.pop()
    app.push(TitleScene(app))
    assert labels(app)[0] == "Continue"
    app.saves.clear()
    app.pop()
    app.push(TitleScene(app))
    assert "Continue" not in labels(app)


@pytest.mark.parametrize("fault", sorted(BAD_SAVES))
def test_an_unusable_autosave_is_reported_moved_aside_and_the_title_starts(tmp_path: Path, fault: str) -> None:
    path = tmp_path / "data" / "autosave.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(BAD_SAVES[fault])
    app = App(settings_dir=tmp_path / "config", data_dir=tmp_path / "data", headless=True)
    app.push(TitleScene(app))
    app.step([], 1 / 60)
    assert "Continue" not in labels(app)
    aside = list(path.parent.glob("autosave.json.bad-*"))
    assert not path.exists() and len(aside) == 1
    assert aside[0].read_bytes() == BAD_SAVES[fault]  # kept as it was, byte for byte
    assert len(app.messages) == 1 and str(aside[0]) in app.messages[0]
    assert "Dismiss" in labels(app)  # the title shows the notice
    click_button(app, "Dismiss")
    assert app.messages == [] and "Dismiss" not in labels(app)

import json
from pathlib import Path

import pytest

from saves.files import quarantine, read_json, write_json_atomic


def test_atomic_write_replaces_whole_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "game.json"
    write_json_atomic(target, {"a": 1})
    write_json_atomic(target, {"a": 2, "名": "皇帝"})
    assert read_json(target) == {"a": 2, "名": "皇帝"}
    assert [p.name for p in target.parent.iterdir()] == ["game.json"]


def test_failed_write_keeps_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    write_json_atomic(target, {"ok": True})
    with pytest.raises(TypeError):
        write_json_atomic(target, {"bad": object()})
    assert json.loads(target.read_text()) == {"ok": True}
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_unreadable_file_is_reported_and_kept_aside(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    target.write_text('{"format": "parlour-game", "log": [', encoding="utf-8")
    with pytest.raises(ValueError, match="not valid JSON"):
        read_json(target)
    aside = quarantine(target)
    assert not target.exists() and aside.read_text().startswith('{"format"')
    target.write_text("again")
    assert quarantine(target) != aside  # a second bad file never overwrites the first

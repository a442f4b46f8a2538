"""bench/ladder_table.py: the ladder benches' figures kept per pairing and printed for the README."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("ladder_table", ROOT / "bench" / "ladder_table.py")
assert spec is not None and spec.loader is not None
ladder_table = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ladder_table)


def test_a_later_run_replaces_its_pairing_and_the_table_is_ordered_by_game_and_level(tmp_path: Path) -> None:
    path = tmp_path / "ladders.json"
    ladder_table.record("qinghunpeng", 4, "easy", "normal", 0.01, 0.05, 1000, "lazi a seat-hand", "b", path)
    ladder_table.record("emperor", 5, "normal", "strong", 1.5, 0.4, 1200, "points a seat-hand", "b", path)
    ladder_table.record("emperor", 5, "easy", "normal", 0.9, 0.3, 2000, "points a seat-hand", "b", path)
    ladder_table.record("qinghunpeng", 4, "easy", "normal", 0.055, 0.031, 3008, "lazi a seat-hand", "b", path)
    entries = ladder_table.load(path)
    assert [(e["game"], e["a"], e["b"]) for e in entries] == [
        ("emperor", "easy", "normal"), ("emperor", "normal", "strong"), ("qinghunpeng", "easy", "normal")]
    assert entries[-1]["sample"] == 3008  # the later run of the same pairing replaced the first
    rows = ladder_table.table(entries).splitlines()[2:]
    assert "| emperor | 5 | normal | easy | +0.90 ± 0.30 |" in rows[0]
    assert "+0.055 ± 0.031 |" in rows[2] and "(not clear)" not in rows[2]
    ladder_table.record("fuxi", 4, "easy", "normal", -0.2, 0.5, 1000, "points a seat-hand", "b", path)
    assert "(not clear)" in ladder_table.table(ladder_table.load(path)).splitlines()[-1]


def test_the_readme_gets_the_table_between_its_markers_and_keeps_the_rest(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    readme.write_text(f"# P\nbefore\n{ladder_table.START}\nold table\n{ladder_table.END}\nafter\n", encoding="utf-8")
    ladder_table.write_readme("| new |", readme)
    assert readme.read_text(encoding="utf-8") == f"# P\nbefore\n{ladder_table.START}\n| new |\n{ladder_table.END}\nafter\n"

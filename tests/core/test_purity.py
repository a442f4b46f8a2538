"""The rules layer stays pure: no pygame, no module-level random (GUIDE §2)."""

import ast
from pathlib import Path

RULES = Path(__file__).resolve().parents[2] / "rules"


def _modules() -> list[Path]:
    files = sorted(RULES.rglob("*.py"))
    assert len(files) > 10  # the walk found the package
    return files


def test_nothing_under_rules_imports_pygame() -> None:
    offenders = []
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] == "pygame"]
    assert offenders == []


def test_rules_never_use_the_module_level_random() -> None:
    """Only random.Random(seed) objects: `random.shuffle(...)`, `from random import choice` are refused."""
    offenders = []
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                offenders += [f"{path.name}: from random import {a.name}" for a in node.names if a.name != "Random"]
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "random"
                and node.attr != "Random"
            ):
                offenders.append(f"{path.name}:{node.lineno} random.{node.attr}")
    assert offenders == []

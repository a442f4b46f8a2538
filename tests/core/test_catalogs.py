"""Every text a player reads has a translation, and no catalog keeps texts the code dropped.

The messages are found as gettext's xgettext would: the string literal passed first to ``tr(...)``,
``N_(...)`` or ``msg(...)`` anywhere under ``rules/`` and ``game/``. A ``tr`` call whose first argument is not a literal
must be one of the known table look-ups, whose tables hold ``N_``-marked literals; an f-string
or a concatenation handed to ``tr`` could never match a catalog key and fails the test.
"""

from __future__ import annotations

import ast
import json
import string
from pathlib import Path

import pytest

from rules.core import text
from rules.core.text import LANGUAGES, language, set_language, tr

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "rules"
SOURCES = (RULES, ROOT / "game")  # every package whose text a player reads
CATALOGS = RULES / "core" / "catalogs"
TRANSLATOR = RULES / "core" / "text.py"
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]


def _label_tables(tree: ast.Module) -> set[str]:
    """Module-level dict literals whose values are all ``N_("...")``: tr(TABLE[key]) may read them."""
    tables = set()
    for node in tree.body:
        target, value = None, None
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        elif isinstance(node, ast.AnnAssign):
            target, value = node.target, node.value
        if (
            isinstance(target, ast.Name)
            and isinstance(value, ast.Dict)
            and value.values
            and all(isinstance(v, ast.Call) and _callee(v) == "N_" for v in value.values)
        ):
            tables.add(target.id)
    return tables


def _known_lookup(arg: ast.expr, tables: set[str]) -> bool:
    """A non-literal first argument of tr() that is known to carry an extracted message."""
    # tr(_BONUS_LABELS[bid]): a table of N_-marked labels defined in the same module
    if isinstance(arg, ast.Subscript) and isinstance(arg.value, ast.Name) and arg.value.id in tables:
        return True
    # tr(YAKU_BY_ID[i].english): the yaku names, N_-marked in rules/emperor/yaku.py
    if (
        isinstance(arg, ast.Attribute)
        and arg.attr == "english"
        and isinstance(arg.value, ast.Subscript)
        and isinstance(arg.value.value, ast.Name)
        and arg.value.value.id == "YAKU_BY_ID"
    ):
        return True
    # tr(spec.description) on the options screen: OptionSpec descriptions are N_-marked where declared
    if isinstance(arg, ast.Attribute) and arg.attr == "description" and isinstance(arg.value, ast.Name) and arg.value.id == "spec":
        return True
    # tr(rule.reason): an option exclusion's reason (rules.core.options.Excludes), N_-marked where declared
    if isinstance(arg, ast.Attribute) and arg.attr == "reason" and isinstance(arg.value, ast.Name) and arg.value.id == "rule":
        return True
    # tr(spec.labels[i]) on the options screen: OptionSpec labels are N_-marked where declared;
    # tr(words.sentences[key]) in rules/core/telling.py: a game's move-log sentences, N_-marked where declared
    if (
        isinstance(arg, ast.Subscript)
        and isinstance(arg.value, ast.Attribute)
        and isinstance(arg.value.value, ast.Name)
        and (arg.value.value.id, arg.value.attr) in (("spec", "labels"), ("words", "sentences"))
    ):
        return True
    # tr(variant.level_notes[level]) in the picker: each variant's notes are N_-marked where declared
    if isinstance(arg, ast.Subscript) and isinstance(arg.value, ast.Attribute) and arg.value.attr == "level_notes":
        return True
    # tr(step.text), tr(step.why), tr(lesson.title), tr(lesson.summary): a lesson's texts, N_-marked in
    # its module under game/lessons/
    if (
        isinstance(arg, ast.Attribute)
        and isinstance(arg.value, ast.Name)
        and (arg.value.id, arg.attr) in {("step", "text"), ("step", "why"), ("lesson", "title"), ("lesson", "summary")}
    ):
        return True
    # tr(b["role"]) in rules/emperor/report.py: "emperor" or "commoner" (checked below)
    if (
        isinstance(arg, ast.Subscript)
        and isinstance(arg.value, ast.Name)
        and arg.value.id == "b"
        and isinstance(arg.slice, ast.Constant)
        and arg.slice.value == "role"
    ):
        return True
    return False


def _callee(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):  # text.tr(...)
        return node.func.attr
    return None


def extract(roots: tuple[Path, ...] = SOURCES) -> tuple[dict[str, list[str]], list[str]]:
    """(message -> ["file:line", ...], untranslatable tr() calls as "file:line: source")."""
    messages: dict[str, list[str]] = {}
    bad: list[str] = []
    for path in sorted(p for root in roots for p in root.rglob("*.py")):
        where_file = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        tables = _label_tables(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or _callee(node) not in ("tr", "N_", "msg"):
                continue
            where = f"{where_file}:{node.lineno}"
            arg = node.args[0] if node.args else None
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                messages.setdefault(arg.value, []).append(where)
            elif path == TRANSLATOR:
                continue  # render() hands tr() the msg() literals found where msg() is called
            elif _callee(node) == "N_" or arg is None or not _known_lookup(arg, tables):
                source = ast.unparse(arg) if arg is not None else "(no argument)"
                bad.append(f"{where}: {_callee(node)}({source}) cannot be translated; pass a literal or an N_-marked table value")
    return messages, bad


def _files(lang: str) -> list[Path]:
    return sorted((CATALOGS / lang).glob("*.json"))


def _catalog(lang: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    for path in _files(lang):
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def _fields(message: str) -> set[tuple[str, str, str]]:
    """The placeholders of a str.format template, as (field name, conversion, format spec)."""
    return {(name, conv or "", spec or "") for _, name, spec, conv in string.Formatter().parse(message) if name is not None}


def test_extraction_finds_the_messages() -> None:
    messages, _ = extract()
    assert len(messages) > 100
    assert "Hand {n}" in messages  # a literal tr() argument
    assert "Two Sou" in messages  # an N_-marked yaku name
    assert "Dora (ドラ)" in messages  # an N_-marked table label


def test_tr_is_only_given_translatable_messages() -> None:
    _, bad = extract()
    assert bad == [], "\n".join(bad)


def test_looked_up_messages_are_all_extracted() -> None:
    """The values behind the look-ups that are not N_ tables of their own module are extracted too."""
    from rules.emperor.yaku import YAKU

    messages, _ = extract()
    looked_up = {y.english for y in YAKU} | {"emperor", "commoner"}  # b["role"] in report.py
    missing = sorted(looked_up - set(messages))
    assert missing == [], "not marked with N_: " + ", ".join(map(repr, missing))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_catalog_is_complete(lang: str) -> None:
    messages, _ = extract()
    catalog = _catalog(lang)
    missing = [f"{m!r} ({', '.join(messages[m])})" for m in sorted(messages) if m not in catalog]
    assert missing == [], f"{len(missing)} message(s) missing from {lang}.json:\n" + "\n".join(missing)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_catalog_has_no_stale_entries(lang: str) -> None:
    messages, _ = extract()
    stale = sorted(set(_catalog(lang)) - set(messages))
    assert stale == [], f"{len(stale)} entr(ies) in {lang}.json no longer in the code:\n" + "\n".join(map(repr, stale))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_use_only_the_placeholders_of_their_key(lang: str) -> None:
    wrong = []
    for key, value in _catalog(lang).items():
        if not isinstance(value, str) or not value.strip():
            wrong.append(f"{key!r}: empty or not a string")
        elif not _fields(value) <= _fields(key):
            # A translation may leave a value out (Japanese needs no English ordinal), never invent one.
            wrong.append(f"{key!r} -> {value!r}: {sorted(_fields(value) - _fields(key))} are not in the key")
    assert wrong == [], "\n".join(wrong)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_catalog_files_are_sorted_and_tidy(lang: str) -> None:
    for path in _files(lang):
        raw = path.read_text(encoding="utf-8")
        assert raw == json.dumps(json.loads(raw), ensure_ascii=False, indent=1, sort_keys=True) + "\n", path.name


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_message_in_two_files_has_one_translation(lang: str) -> None:
    seen: dict[str, tuple[str, str]] = {}
    clashes = []
    for path in _files(lang):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if key in seen and seen[key][1] != value:
                clashes.append(f"{key!r}: {seen[key][0]} says {seen[key][1]!r}, {path.name} says {value!r}")
            seen.setdefault(key, (path.name, value))
    assert clashes == [], "\n".join(clashes)


def test_japanese_is_used_once_chosen() -> None:
    try:
        set_language("ja")
        assert language() == "ja"
        assert tr("Match over") == _catalog("ja")["Match over"] != "Match over"
        assert tr("Hand {n}", n=3) == "3局目"
        assert tr("  {payer} pays {payee} {amount:,}", payer="A", payee="B", amount=12000).endswith("12,000点")
        assert tr("a message that has no entry") == "a message that has no entry"  # English fallback
    finally:
        set_language("en")
    assert tr("Hand {n}", n=3) == "Hand 3"


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError):
        set_language("xx")
    assert language() == "en"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_catalog_is_where_tr_reads_it(lang: str) -> None:
    """tr() reads the catalogs beside rules/core/text.py, so they must ship as package data."""
    assert text.catalog_files(lang) == _files(lang) != []

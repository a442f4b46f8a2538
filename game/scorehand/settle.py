"""Settling a built hand with the very code of ``python -m rules.score``. A calculator with a
``run(data) -> (status, document, text)`` (those built on rules/core/calcinput.settle_main) is
called directly; the others' command line runs in-process on the JSON the screen built (standard
input, output and error redirected), once for its text and once for its ``--json`` document."""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import sys
from dataclasses import dataclass
from typing import Any

from rules import score
from rules.core.calcinput import InputError


@dataclass(frozen=True)
class Settled:
    """``status`` as the calculator exits: 0 scored, 1 not a legal win (``text`` says why), 2 bad
    input or an impossible hand (``refusal`` is its one line)."""

    status: int
    text: str
    doc: dict[str, Any] | None
    refusal: str

    @property
    def scored(self) -> bool:
        return self.status == 0


def _run(game: str, data: dict[str, Any], extra: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    stdin = sys.stdin
    sys.stdin = io.StringIO(json.dumps(data, ensure_ascii=False))
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = score.main([game, "-", *extra])
    finally:
        sys.stdin = stdin
    return status, out.getvalue().rstrip("\n"), err.getvalue().strip()


def settle(game: str, data: dict[str, Any]) -> Settled:
    module = importlib.import_module(score.CALCULATORS[game][0])
    if hasattr(module, "run"):
        try:  # the input and the document pass through JSON, as on the command line
            status, doc, text = module.run(json.loads(json.dumps(data)))
        except InputError as e:
            return Settled(2, "", None, str(e))
        doc = json.loads(json.dumps(doc, ensure_ascii=False))
        return Settled(status, text, doc, refusal_of(doc, text) if status else "")
    status, text, err = _run(game, data, [])
    if status == 2:
        line = err.splitlines()[-1] if err else text
        return Settled(2, text, None, line.split(": ", 1)[1] if line.startswith(("error: ", "エラー: ")) else line)
    _, doc_text, _ = _run(game, data, ["--json"])
    doc = json.loads(doc_text)
    return Settled(status, text, doc, refusal_of(doc, text) if status else "")


def refusal_of(doc: dict[str, Any], text: str) -> str:
    """Why a hand is not a legal win: the calculator's refusal, else its text's last line."""
    refused = doc.get("refused") if isinstance(doc, dict) else None
    if isinstance(refused, dict) and refused.get("reason"):
        return str(refused["reason"])
    for key in ("reason", "invalid_reason"):
        if isinstance(doc.get(key), str) and doc[key]:
            return doc[key]
    return text.splitlines()[-1] if text else ""

"""Fuzzing a hand calculator through its command line: random JSON, mostly mutations of the
documented examples (wrong types, deleted or unknown fields, deep nesting, huge numbers), must
always end in a result or one plain error line, never a traceback."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

DOCS = Path(__file__).resolve().parents[1] / "docs" / "examples"
# Stand-ins put into the document, replaced in its text once dumped: json.dumps itself cannot
# write them (a 5,000-digit int passes Python's int/str limit, 100,000 brackets its recursion).
DEEP, HUGE, HUGE_NEG = "\x00deep\x00", "\x00huge\x00", "\x00hugeneg\x00"
RAW = {json.dumps(DEEP): "[" * 100_000 + "]" * 100_000, json.dumps(HUGE): "9" * 5000,
       json.dumps(HUGE_NEG): "-" + "7" * 5000}

JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 12), st.integers(), st.just(10**300), st.just(-(10**300)),
    st.floats(allow_nan=False), st.just(float("inf")), st.text(max_size=8),
    st.sampled_from(["", "A♠", "JK", "5s", "中", "elder", "rob", "ron", "tsumo", "self_draw", "declare", "[1]", "{}"]),
    st.sampled_from([DEEP, HUGE, HUGE_NEG]),
    st.lists(st.integers(-2, 5), max_size=4), st.lists(st.text(max_size=3), max_size=3),
    st.dictionaries(st.sampled_from(["by", "cards", "seat", "kind", "tiles", "from", "x"]), st.integers(-1, 3), max_size=3),
)


def examples(game: str, extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    docs = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((DOCS / game).glob("*.json"))]
    return docs + (extra or [])


def _slots(doc: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) of a document, parents before children."""
    out: list[tuple[Any, Any]] = []
    stack = [doc]
    while stack:
        node = stack.pop()
        keys = list(node) if isinstance(node, dict) else range(len(node)) if isinstance(node, list) else []
        for k in keys:
            out.append((node, k))
            stack.append(node[k])
    return out


@st.composite
def inputs(draw: st.DrawFn, docs: list[dict[str, Any]]) -> str:
    """The text of a JSON input: an example with one to four mutations, or junk outright."""
    if draw(st.integers(0, 9)) == 0:
        doc: Any = draw(JUNK)
    else:
        holder = [copy.deepcopy(draw(st.sampled_from(docs)))]
        for _ in range(draw(st.integers(1, 4))):
            container, key = draw(st.sampled_from(_slots(holder)))
            action = draw(st.sampled_from(["junk", "junk", "delete", "wrap", "unknown"]))
            if action == "delete" and container is not holder:
                del container[key]
            elif action == "wrap":
                container[key] = [container[key]]
            elif action == "unknown" and isinstance(container[key], dict):
                container[key]["zz"] = draw(JUNK)
            else:
                container[key] = draw(JUNK)
        doc = holder[0]
    text = json.dumps(doc, ensure_ascii=False)
    for stand_in, raw in RAW.items():
        text = text.replace(stand_in, raw)
    return text


def run(main: Callable[[list[str]], int], text: str, argv: list[str]) -> tuple[int, str, str]:
    """main(argv) reading ``text`` on standard input: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(text)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(argv)
    finally:
        sys.stdin = old
    return status, out.getvalue(), err.getvalue()


def run_json(main: Callable[[list[str]], int], data: Any) -> tuple[int, Any, str]:
    """main(["-", "--json"]) reading ``data`` as JSON: (status, the parsed output or None, stderr)."""
    status, out, err = run(main, json.dumps(data, ensure_ascii=False), ["-", "--json"])
    return status, (json.loads(out) if out else None), err


def example(game: str, name: str) -> dict[str, Any]:
    """One documented example, docs/examples/GAME/NAME."""
    return json.loads((DOCS / game / name).read_text(encoding="utf-8"))


def check(main: Callable[[list[str]], int], text: str) -> None:
    """Text and --json output: a result (0, or 1 for an illegal hand) or one `error:` line (2)."""
    for argv in (["-"], ["-", "--json"]):
        status, out, err = run(main, text, argv)
        assert "Traceback" not in out + err
        assert status in (0, 1, 2), status
        if status == 2:
            assert err.startswith("error: "), err[:300]
            assert not out
        else:
            assert out and not err
            if "--json" in argv:
                json.loads(out)


def fuzz_test(main: Callable[[list[str]], int], docs: list[dict[str, Any]]) -> Callable[[], None]:
    """A deterministic test feeding 200 random inputs to ``main``."""

    @settings(max_examples=200, derandomize=True, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(inputs(docs))
    def test(text: str) -> None:
        check(main, text)

    return test

"""What every hand calculator (``python -m rules.score GAME``) does the same way: read a JSON file
or standard input, refused with a plain reason when it cannot be read, and print its result."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from rules.core.text import tr


MAX_DEPTH = 32  # no hand needs more than a few levels; deeper is a mistake, refused before it is read


class InputError(Exception):
    """Bad input; the message names what is wrong (the calculator exits with status 2)."""


class ArgumentParser(argparse.ArgumentParser):
    """The calculators' command line: a bad one is reported like any bad input (one error line,
    exit status 2) by the calculator's own error handling."""

    def error(self, message: str) -> NoReturn:
        raise InputError(message)


def calculator_parser(prog: str, description: str) -> ArgumentParser:
    """A calculator's usual command line: an optional FILE (standard input by default) and --json."""
    parser = ArgumentParser(prog=prog, description=description)
    parser.add_argument("file", nargs="?", help=tr("the JSON file (default: standard input)"))
    parser.add_argument("--json", action="store_true", help=tr("print the breakdown as JSON"))
    return parser


def read_input(path: str | None) -> Any:
    """The JSON document in ``path`` (standard input for None or "-")."""
    if path in (None, "-"):
        text, source = sys.stdin.read(), tr("standard input")
    else:
        try:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
        except OSError as e:
            raise InputError(tr("cannot read {file}: {why}", file=path, why=e.strerror or e)) from None
        except UnicodeDecodeError:
            raise InputError(tr("{file} is not UTF-8 text", file=path)) from None
        source = path
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(tr("{source} is not valid JSON: {msg} (line {line}, column {col})", source=source,
                            msg=e.msg, line=e.lineno, col=e.colno)) from None
    except RecursionError:
        raise InputError(tr("{source} is nested more than {n} levels deep", source=source, n=MAX_DEPTH)) from None
    except ValueError:  # Python's limit on the digits of an integer (4,300)
        raise InputError(tr("{source} holds a number too long to be a score or a count", source=source)) from None
    if _depth(data) > MAX_DEPTH:
        raise InputError(tr("{source} is nested more than {n} levels deep", source=source, n=MAX_DEPTH))
    return data


def _depth(data: Any) -> int:
    """How deeply lists and objects nest in ``data`` (counted without recursion)."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        node, level = stack.pop()
        children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else None
        if children is not None:
            deepest = max(deepest, level)
            stack.extend((child, level + 1) for child in children)
    return deepest


def input_kind(data: Any, kinds: tuple[str, ...]) -> str:
    """What an input describes, by its "kind" field (the first of ``kinds`` when it has none)."""
    if not isinstance(data, dict):
        raise InputError(tr("the input must be a JSON object"))
    kind = data.get("kind", kinds[0])
    if not isinstance(kind, str) or kind not in kinds:
        raise InputError(tr("\"kind\" must be one of {kinds}", kinds=", ".join(kinds)))
    return kind


def write_output(text: str) -> None:
    """Print ``text`` on any console: as UTF-8 where the console cannot show ♥ or 漢字, and
    quietly when the reader stops early (piped into ``head``)."""
    try:
        try:
            print(text)
        except UnicodeEncodeError:
            sys.stdout.flush()
            sys.stdout.buffer.write((text + "\n").encode("utf-8"))
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def whole_number(data: dict[str, Any], key: str, low: int, high: int, default: int | None = None) -> int:
    """``data[key]``: a whole number from ``low`` to ``high`` (not a bool), else InputError naming it."""
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise InputError(tr("\"{key}\" must be a whole number from {low} to {high}", key=key, low=low, high=high))
    return value


def flag(data: dict[str, Any], key: str) -> bool:
    """``data[key]``: true or false (false when absent), else InputError naming it."""
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise InputError(tr("\"{key}\" must be true or false", key=key))
    return value


def seat_names(data: dict[str, Any], players: int) -> list[str] | None:
    """``data["names"]`` if given: a short name for each of the ``players`` seats, else InputError."""
    names = data.get("names")
    if names is not None and (not isinstance(names, list) or len(names) != players
                              or not all(isinstance(n, str) and 0 < len(n) <= 20 for n in names)):
        raise InputError(tr("\"names\" must list a short name for each of the {n} seats", n=players))
    return names


def seat_name(names: list[str] | None, seat: int) -> str:
    """How a calculator's output names ``seat``: its name from the input's ``"names"``, else "seat n"."""
    return names[seat] if names else tr("seat {n}", n=seat + 1)


def fields(data: Any, known: tuple[str, ...], where: str) -> dict[str, Any]:
    """``data`` as an object with only the ``known`` fields, else InputError naming what is wrong."""
    if not isinstance(data, dict):
        raise InputError(tr("{where} must be a JSON object", where=where))
    unknown = sorted(set(data) - set(known))
    if unknown:
        raise InputError(tr("{where}: unknown field(s) {names}; known: {known}", where=where,
                            names=", ".join(map(str, unknown)), known=", ".join(known)))
    return data


def settle_main(argv: list[str] | None, parser: argparse.ArgumentParser,
                run: Callable[[Any], tuple[int, dict[str, Any], str]]) -> int:
    """A calculator's command line: read the JSON (``file`` or standard input), settle it with
    ``run`` -> (status, JSON document, text), print the text or, with ``--json``, the document;
    a bad input is one ``error:`` line on standard error and status 2."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = parser.parse_args(argv)
        status, doc, text = run(read_input(args.file))
    except InputError as e:
        print(tr("error: {message}", message=e), file=sys.stderr)
        return 2
    write_output(json.dumps(doc, ensure_ascii=False, indent=1) if args.json else text)
    return status

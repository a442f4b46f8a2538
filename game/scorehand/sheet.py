"""The sheet of a hand scored on the Score-a-hand screen, in the form the table's results screen
draws (game/table/results.py): the hand as built, set by set, then the calculator's own itemised
text (each item, the formula, every payment), a block per paragraph."""

from __future__ import annotations

from typing import Any

from game.scorehand.form import Adapter, Entry
from game.scorehand.settle import Settled
from rules.core.text import tr

BLOCK_LINES = 12  # a longer paragraph is cut into parts


def sheet_of(adapter: Adapter, entry: Entry, settled: Settled) -> dict[str, Any]:
    blocks: list[dict[str, Any]] = []
    groups = adapter.hand_groups(entry)
    if groups:
        blocks.append({"type": "hand", "title": tr("The hand"), "groups": groups, "highlight": entry.pieces("win")})
    for para in paragraphs(settled.text):
        # the first line heads the paragraph (a lone line is all title); a long one is cut into even
        # parts under the same heading, so the two columns come out even
        head, body = para[0].strip(), [line.strip() for line in para[1:]]
        parts = max(1, -(-len(body) // BLOCK_LINES))
        size = -(-len(body) // parts) if body else 0
        for i in range(parts):
            blocks.append({"type": "lines", "title": head, "lines": body[i * size:(i + 1) * size]})
    return {"kind": "hand", "title": tr("Score a hand"), "subtitle": adapter.name, "material": adapter.material,
            "marked": adapter.marked(entry), "blocks": blocks}


def paragraphs(text: str) -> list[list[str]]:
    """The text's paragraphs: a blank line ends one, and a line ending in ":" ("seat 2 pays:",
    "Payments:") heads a new one."""
    out: list[list[str]] = [[]]
    for line in text.splitlines():
        if not line.strip():
            out.append([])
            continue
        if line.rstrip().endswith(":") and out[-1]:
            out.append([])
        out[-1].append(line)
    return [p for p in out if p]

"""The autosave: the running match, written atomically after every command and on quit.

The table hands over ``{"config": ..., "record": ..., "ui": ...}``; it is kept inside a versioned
envelope ``{"format": "parlour-autosave", "version": 1, "match": {...}}``. An unusable file is
moved aside and reported, and the title then offers no Continue. A folder that refuses the
write is reported (once) and play goes on.

:func:`check_table`, :func:`check_ui` and :func:`check_sheet` check a loaded save (its seats, a
table for its game, what the table kept of itself), so a damaged save is refused with a reason
before the table uses any of it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from game.layout import layout_for
from game.settings import VERSION, once, read_versioned, report_unusable
from rules.core.cards import standard_pack
from rules.mahjong.tiles import FLOWERS, KINDS, tile_code
from rules.core.text import tr
from saves.files import remove_stale_temps, write_json_atomic

if TYPE_CHECKING:
    from game.table.config import MatchConfig
    from rules.core.session import Session

AUTOSAVE_FORMAT = "parlour-autosave"
CARDS = frozenset(standard_pack(jokers=2))  # the codes the card art draws
TILES = frozenset(tile_code(k) for k in range(KINDS + len(FLOWERS)))  # ... and the tile art (a "tiles" sheet)
MATERIAL_CODES = {"cards": CARDS, "tiles": TILES, "card_tiles": CARDS}  # a sheet's material: the codes it may hold
BLOCK_FIELDS: dict[str, dict[str, type]] = {  # each sheet block's required fields (rules/core/variant.py, Variant.sheet)
    "hand": {"groups": list},
    "rows": {"rows": list},
    "lines": {"lines": list},
    "cards": {"cards": list},
    "table": {"columns": list, "rows": list},
}


class SaveGames:
    def __init__(self, data_dir: Path, messages: list[str], notify: Callable[[str], None] | None = None) -> None:
        self.dir = Path(data_dir)
        self.messages = messages
        self.notify = notify or once(messages)
        remove_stale_temps(self.dir)

    @property
    def path(self) -> Path:
        return self.dir / "autosave.json"

    def autosave(self, match_record: dict[str, Any]) -> None:
        try:
            write_json_atomic(self.path, {"format": AUTOSAVE_FORMAT, "version": VERSION, "match": match_record})
        except OSError as exc:
            self.notify(tr("The match could not be saved to {path} ({reason}); play goes on, but Continue will not find it.",
                           path=str(self.path), reason=exc.strerror or str(exc)))

    def load_autosave(self) -> dict[str, Any] | None:
        """The saved match, or None when there is none or it was unusable (then moved aside)."""
        data = read_versioned(self.path, AUTOSAVE_FORMAT, self.messages, saved_match=True)
        if data is None:
            return None
        match = data.get("match")
        if not isinstance(match, dict):
            report_unusable(self.path, f"{self.path.name} holds no match", self.messages, saved_match=True)
            return None
        return match

    def discard_unusable(self, reason: str) -> None:
        """The saved match could not be resumed (e.g. its log no longer replays): keep it aside."""
        if self.path.exists():
            report_unusable(self.path, reason, self.messages, saved_match=True)

    def clear(self) -> None:
        """The match ended (or a new one starts): there is nothing to continue."""
        try:
            self.path.unlink(missing_ok=True)
        except NotADirectoryError:
            return  # the data folder is a file: no save can be there
        except OSError as exc:
            self.notify(tr("The old saved match at {path} could not be removed ({reason}).", path=str(self.path),
                           reason=exc.strerror or str(exc)))


def check_table(config: MatchConfig, session: Session) -> None:
    """The saved seats fit the saved game, and this Parlour has a table for it; ValueError if not."""
    variant = session.variant
    if variant.id != config.variant_id or session.players != config.players:
        raise ValueError("the saved seats do not match the saved game")
    if not hasattr(variant, "table"):
        raise ValueError(f"this Parlour has no table for {variant.id} yet")
    try:
        layout_for(variant.id, session.players)
    except FileNotFoundError:
        raise ValueError(f"this Parlour has no table for {variant.id} with {session.players} players") from None
    for seat in config.seats:
        if not seat.human and seat.level not in variant.cpu_levels:
            raise ValueError(f"the saved CPU level {seat.level!r} is not one of {', '.join(variant.cpu_levels)}")
    names = session.meta.get("names")
    if names is not None and not (isinstance(names, list) and len(names) == session.players and all(isinstance(n, str) for n in names)):
        raise ValueError("the saved player names do not fit the seats")


def check_ui(ui: Any, players: int) -> dict[str, Any]:
    """The table's own part of a save (viewer, hand order, score sheets not yet closed), checked;
    ValueError names the first thing that is wrong."""
    if ui is None:
        return {}
    if not isinstance(ui, dict):
        raise ValueError("the saved table state is not an object")
    viewer = ui.get("viewer")
    if viewer is not None and (not isinstance(viewer, int) or isinstance(viewer, bool) or not 0 <= viewer < players):
        raise ValueError(f"the saved viewer {viewer!r} is not a seat")
    order = ui.get("order")
    if order is not None and not (isinstance(order, list) and all(isinstance(c, str) for c in order)):
        raise ValueError("the saved hand order is not a list of cards")
    pending = ui.get("pending", [])
    if not isinstance(pending, list):
        raise ValueError("the saved score sheets are not a list")
    for sheet in pending:
        check_sheet(sheet)
    return ui


def check_sheet(sheet: Any) -> None:
    """A score sheet as ``Variant.sheet`` makes it, down to each block's fields; ValueError if not."""
    if not isinstance(sheet, dict) or not isinstance(sheet.get("kind"), str) or not isinstance(sheet.get("title"), str):
        raise ValueError("a saved score sheet has no kind or title")
    if not isinstance(sheet.get("subtitle", ""), str) or not isinstance(sheet.get("blocks"), list):
        raise ValueError("a saved score sheet has no blocks")
    material = sheet.get("material", "cards")
    codes = MATERIAL_CODES.get(material) if isinstance(material, str) else None
    if codes is None:
        raise ValueError("a saved score sheet is of no known material")
    marked = sheet.get("marked", [])
    if not isinstance(marked, list) or any(not isinstance(c, str) or c not in codes for c in marked):
        raise ValueError("a saved score sheet marks something that is not a tile")
    for block in sheet["blocks"]:
        if not isinstance(block, dict) or block.get("type") not in BLOCK_FIELDS or not isinstance(block.get("title", ""), str):
            raise ValueError("a saved score sheet has a block of no known kind")
        for name, kind in BLOCK_FIELDS[block["type"]].items():
            if not isinstance(block.get(name), kind):
                raise ValueError(f"a saved score sheet's {block['type']} block has no {name}")
        _check_block(block, codes)


def _check_block(block: dict[str, Any], codes: frozenset[str]) -> None:
    kind = block["type"]
    texts: list[Any] = []
    cards: list[Any] = []
    if kind == "hand":
        cards += block.get("highlight", [])
        for group in block["groups"]:
            if not isinstance(group, dict) or not isinstance(group.get("cards"), list):
                raise ValueError("a saved score sheet has a hand group without cards")
            cards += group["cards"]
            texts.append(group.get("label", ""))
    elif kind == "rows":
        for row in block["rows"]:
            if not isinstance(row, dict):
                raise ValueError("a saved score sheet has a row that is not an object")
            texts += [row.get(k, "") for k in ("original", "english", "value")]
    elif kind == "lines":
        texts += block["lines"]
    elif kind == "cards":
        cards += block["cards"]
        texts.append(block.get("text", ""))
    else:
        width = len(block["columns"])
        if width == 0 or any(not isinstance(row, list) or len(row) != width for row in block["rows"]):
            raise ValueError("a saved score sheet has a table whose rows do not fit its columns")
        # Cells are drawn with str(): any JSON scalar reads, a list or an object does not.
        texts += [str(c) for c in block["columns"] + [cell for row in block["rows"] for cell in row] if not isinstance(c, (list, dict))]
        if len(texts) != width * (1 + len(block["rows"])):
            raise ValueError("a saved score sheet has a table cell that is not text")
    if any(not isinstance(t, str) for t in texts):
        raise ValueError(f"a saved score sheet's {kind} block holds something that is not text")
    if any(not isinstance(c, str) or c not in codes for c in cards):
        raise ValueError(f"a saved score sheet's {kind} block holds an unknown card")

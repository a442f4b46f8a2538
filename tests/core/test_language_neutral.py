"""A game's state does not depend on the reader's language.

A match played in Japanese and saved must load and replay in English (the record's digest is
of the state), so every game keeps player text in its state as msg() values, rendered when shown.
"""

from __future__ import annotations

import pytest

from rules.core.registry import get_variant, variant_ids
from rules.core.session import Session
from rules.core.text import set_language
from rules.play import play_match


def _played(variant_id: str, lang: str) -> Session:
    set_language(lang)
    variant = get_variant(variant_id)
    easy = "easy" if "easy" in variant.cpu_levels else variant.cpu_levels[0]
    session = Session(variant, variant.default_players, {}, seed=5)
    return play_match(session, [easy], max_hands=3)


@pytest.mark.parametrize("variant_id", variant_ids())
def test_the_same_seed_gives_the_same_state_in_every_language(variant_id: str) -> None:
    try:
        japanese = _played(variant_id, "ja")
        record = japanese.dumps()
        english = _played(variant_id, "en")
        assert japanese.digest() == english.digest()
        assert Session.loads(record).digest() == japanese.digest()  # saved in Japanese, loaded in English
    finally:
        set_language("en")

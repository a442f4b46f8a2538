"""Shared test set-up: the rules never depend on the language, so tests read English."""

import pytest

from rules.core.text import set_language


@pytest.fixture(autouse=True)
def english() -> None:
    set_language("en")

"""Telling a qtgames file's kind by what it holds (`documents.py`)."""

from __future__ import annotations

from typing import Any

import pytest

from qtgames.engine.core.documents import document_from_json
from qtgames.engine.core.errors import FormatError


@pytest.mark.parametrize("found", [[["qtgames-match"]], {"name": "qtgames-match"}, 3, True, "qtgames-chess"])
def test_a_format_that_names_no_kind_of_ours_is_refused_in_one_sentence(found: Any) -> None:
    """A fuzzed record whose format was a nested list crashed File → Open with a TypeError
    (an unhashable key looked up among the kinds) instead of saying the file is none of ours."""
    with pytest.raises(FormatError, match="the file is no qtgames match, scenario or ruling report"):
        document_from_json({"format": found, "version": 2, "game": "tsuro-seas"})

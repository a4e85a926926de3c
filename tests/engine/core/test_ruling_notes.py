"""The shipped rulings' notes, the case each settles told in a few sentences, read in the player's
language as their titles do (played in French, the lobby's tooltip on a ruling was English)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from qtgames.engine.core import messages
from qtgames.engine.core.registry import speak
from qtgames.engine.core.ruling_report import bundled_notes, bundled_ruling_reports

# A word each language's notes of the Magellan ruling use.
WORD = {"fr": "pillage", "it": "saccheggio", "hu": "fosztogatás"}


@pytest.fixture(params=sorted(WORD))
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    speak(request.param)
    yield request.param
    messages.set_language(messages.ENGLISH)


def test_every_shipped_rulings_notes_read_in_the_language(spoken: str) -> None:
    reports = bundled_ruling_reports()
    assert reports and all(report.notes for _, report in reports)
    assert [name for name, report in reports if bundled_notes(name, report) == report.notes] == []
    assert WORD[spoken] in bundled_notes("magellan-plunder-over-20", dict(reports)["magellan-plunder-over-20"])


def test_a_ruling_whose_notes_its_user_changed_keeps_their_words(spoken: str) -> None:
    name, report = bundled_ruling_reports()[0]
    assert bundled_notes(name, replace(report, notes="My own words.")) == "My own words."

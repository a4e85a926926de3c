"""Magellan's position problems that come from the catalogue read in the player's language in the
editor's Problems list and `qtgames check`, and stay English where scripts read them (`--json`).
(Those still written in Python are English in every language: docs/translating.md.)"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from qtgames.engine.core import messages
from qtgames.engine.core.registry import speak

from .test_scenario import BASES, CASES, GAME

# The broken positions of test_scenario whose problem the catalogue says (the rest are still English).
TRANSLATED = {"mg_p1_later_phase_card_bought", "mg_e1b_last_buyer_bought_nothing", "mg_e2_winners_before_the_end"}


@pytest.fixture(params=["fr", "it", "hu"])
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    speak(request.param)
    yield request.param
    messages.set_language(messages.ENGLISH)


def test_the_catalogues_problems_read_in_the_language(spoken: str) -> None:
    said: dict[str, list[tuple[str, str]]] = {}
    for name, base, edit, rule, _ in CASES:
        position, options = BASES[base]()
        edit(position)
        problems = GAME.read_position(position, options, "position")[1]
        said[name] = [(p.message, p.to_json()["message"]) for p in problems
                      if p.rule == rule and isinstance(p.said, messages.Text)]
    assert {name for name, found in said.items() if found} >= TRANSLATED
    assert len([name for name, found in said.items() if found]) >= 25
    assert [(name, text) for name, found in said.items() for text, english in found if text == english] == []

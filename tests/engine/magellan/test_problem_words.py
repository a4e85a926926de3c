"""Magellan's position problems read in the player's language in the editor's Problems list and
`qtgames check` (played in Italian they were English), and stay English where scripts read them
(`--json`)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from qtgames.engine.core import messages
from qtgames.engine.core.registry import speak

from .test_scenario import BASES, CASES, GAME


@pytest.fixture(params=["fr", "it", "hu"])
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    speak(request.param)
    yield request.param
    messages.set_language(messages.ENGLISH)


def test_every_problem_reads_in_the_language(spoken: str) -> None:
    said: dict[str, list[tuple[str, str]]] = {}
    for name, base, edit, rule, _ in CASES:
        position, options = BASES[base]()
        edit(position)
        problems = GAME.read_position(position, options, "position")[1]
        said[name] = [(p.message, p.to_json()["message"]) for p in problems
                      if p.rule == rule and isinstance(p.said, messages.Text)]
    assert [name for name, found in said.items() if not found] == []
    assert [(name, text) for name, found in said.items() for text, english in found if text == english] == []

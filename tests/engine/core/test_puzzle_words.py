"""The shipped puzzles' notes and hints read in the player's language, as their titles do (played in
French, the lobby's tooltip told the position in English, H gave the author's hint in English, and
the solved puzzle's card the author's words in English)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

import pytest

from qtgames.engine.core import messages
from qtgames.engine.core.registry import speak
from qtgames.engine.core.scenario import bundled_scenarios, bundled_words

# A word of the first Tsuro of the Seas puzzle's first hint in each language ("west").
WEST = {"fr": "ouest", "it": "ovest", "hu": "nyugat"}


@pytest.fixture(params=sorted(WEST))
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    speak(request.param)
    yield request.param
    messages.set_language(messages.ENGLISH)


def test_every_shipped_puzzles_notes_hints_and_verdicts_read_in_the_language(spoken: str) -> None:
    found = [(name, scenario, bundled_words(name, scenario)) for name, scenario in bundled_scenarios()
             if scenario.goal is not None]
    assert len(found) == 9
    assert [name for name, english, worded in found if worded.notes == english.notes] == []
    hints = [(english.goal.hints, worded.goal.hints) for _, english, worded in found
             if english.goal is not None and worded.goal is not None and english.goal.hints]
    assert len(hints) == 3
    for english, worded in hints:
        assert len(worded) == len(english)
        assert [hint for hint, said in zip(english, worded, strict=True) if hint and hint == said] == []
        assert [said for hint, said in zip(english, worded, strict=True) if not hint] == [""] * english.count("")
    verdicts = [(words, said) for _, english, worded in found if english.goal is not None and worded.goal is not None
                for words, said in ((english.goal.success, worded.goal.success),
                                    (english.goal.failure, worded.goal.failure)) if words]
    assert len(verdicts) == 6 and [words for words, said in verdicts if said == words] == []
    tsuro = {name: worded for name, _, worded in found}["tsuro-seas-puzzle-1"]
    assert tsuro.goal is not None and WEST[spoken] in tsuro.goal.hints[0]


def test_a_puzzle_whose_words_its_user_changed_keeps_them(spoken: str) -> None:
    name, scenario = next((name, s) for name, s in bundled_scenarios() if name == "tsuro-seas-puzzle-1")
    assert scenario.goal is not None
    own = replace(scenario, notes="My own words.", goal=replace(scenario.goal, hints=("Go west.", "", "Win.")))
    worded = bundled_words(name, own)
    assert worded.notes == "My own words." and worded.goal is not None
    assert worded.goal.hints == ("Go west.", "", "Win.")


def test_every_shipped_rulebook_examples_notes_read_in_the_language(spoken: str) -> None:
    """The examples have no goal, so no hints or verdicts, but their notes tell the case the lobby's
    tooltip shows (in French they told it in English, under a French title)."""
    found = [(name, scenario, bundled_words(name, scenario)) for name, scenario in bundled_scenarios()
             if scenario.goal is None]
    assert len(found) == 7 and all(english.notes for _, english, _ in found)
    assert [name for name, english, worded in found if worded.notes == english.notes] == []
    for _, english, worded in found:   # the commands they give are the same in every language
        assert re.findall(r"\{[^{}]*\}", worded.notes) == re.findall(r"\{[^{}]*\}", english.notes)

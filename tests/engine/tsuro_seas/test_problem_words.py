"""Tsuro of the Seas' position problems, what the scenario editor's Problems list and `qtgames
check` show, read in the player's language (played in French they were English), and stay English
where scripts read them (`--json`)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from qtgames.engine.core import messages
from qtgames.engine.core.registry import speak
from qtgames.engine.tsuro_seas.options import TsuroOptions

from .helpers import GAME
from .test_scenario import CHECKS, Edit, example_position

# Words each language's problems use and English's do not.
WORDS = {"fr": ("joueur", "navire", "tuile", "partie", "daikaiju"),
         "it": ("giocator", "nave", "tesser", "partita", "daikaiju"),
         "hu": ("játékos", "vitorlás", "lapka", "játék", "daikaiju")}


@pytest.fixture(params=sorted(WORDS))
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    speak(request.param)
    yield request.param
    messages.set_language(messages.ENGLISH)


@pytest.mark.parametrize("edit, rule, path", CHECKS)
def test_each_problem_reads_in_the_language(spoken: str, edit: Edit, rule: str, path: str) -> None:
    position = example_position()
    edit(position)
    problems = GAME.read_position(position, TsuroOptions(), "position")[1]
    english = [problem.to_json()["message"] for problem in problems]
    said = [problem.message for problem in problems]
    assert [text for text, english_text in zip(said, english, strict=True) if text == english_text] == []
    assert all(any(word in text.lower() for word in WORDS[spoken]) for text in said), said
    assert all(not text.startswith(("Player", "The ")) for text in said), said


def test_missing_tiles_are_listed_in_the_language_and_in_english_for_scripts(spoken: str) -> None:
    position = example_position()
    del position["pile"][:5]
    problem = GAME.read_position(position, TsuroOptions(), "position")[1][0]
    assert problem.to_json()["message"].startswith("Wake tiles ") and "nowhere" in problem.to_json()["message"]
    assert not problem.message.startswith("Wake") and any(word in problem.message.lower() for word in WORDS[spoken])

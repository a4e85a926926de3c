"""Names for people (issue 19): no sentence the engine gives a player — move log, prompt, action
label — names a starting mark or a tile by its internal number, or says "tile(s)"."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from qtgames.engine.core import Rng, messages
from qtgames.engine.core.registry import speak
from qtgames.engine.tsuro_seas.events import point_name

from .helpers import GAME

NUMBERED = {
    "en": re.compile(r"\bmark \d|\btile \d|\(s\)", re.IGNORECASE),
    "hu": re.compile(r"\d+\. (kiindulópont|lapka)|\(s\)|\(ok\)", re.IGNORECASE),
}


@pytest.fixture(params=["en", "hu"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    speak(request.param)
    yield request.param
    messages.set_language(messages.ENGLISH)


def sentences(seed: int, players: int) -> Iterator[str]:
    """Everything a random game says: its events, its prompts and the labels of every action a
    player could try (the refused ones too, as "Test a ruling" lists them)."""
    state = GAME.new_state(players, GAME.Options(), seed)
    yield from (event.text for event in state.setup_events)
    rng = Rng(seed)
    while not GAME.is_terminal(state):
        decision = GAME.decision(state)
        assert decision is not None
        yield decision.prompt
        yield from (GAME.describe_action(state, action) for action in GAME.candidate_actions(state))
        yield from (event.text for event in GAME.apply(state, rng.choice(GAME.legal_actions(state))))


@pytest.mark.parametrize("seed", range(4))
def test_marks_and_tiles_are_named_as_people_name_them(language: str, seed: int) -> None:
    said = list(sentences(seed, 3 + seed))
    assert any("edge" in text or "szél" in text for text in said)
    assert [text for text in said if NUMBERED[language].search(text)] == []


def test_a_ships_edge_point_is_named_by_its_edge_and_place(language: str) -> None:
    """What changed in "Test a ruling" said "point: 7 → 0": the eight points read as players say them."""
    names = [point_name(point) for point in range(8)]
    assert len(set(names)) == 8
    expected = {"en": ("top edge, left point", "left edge, upper point"), "hu": ("felső szél, bal pont",
                                                                                 "bal szél, felső pont")}
    assert (names[0], names[7]) == expected[language]

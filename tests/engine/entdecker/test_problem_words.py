"""Entdecker's problems found while reading a position (a card or unit where none may be, too many
units, the ship off its routes) read in the player's language in the editor's Problems list and
`qtgames check`, and stay English where scripts read them (`--json`)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from qtgames.engine.core import messages
from qtgames.engine.core.registry import speak

from .test_scenario import GAME, as_position, laid_out, state_with

# A word of each language's problems.
WORDS = {"fr": ("case", "carte", "joueur", "bateau", "tour", "or"),
         "it": ("spazio", "carta", "giocatore", "nave", "turno", "oro"),
         "hu": ("mező", "térképrészlet", "készlet", "hajó", "kör", "arany", "lap")}


@pytest.fixture(params=sorted(WORDS))
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    speak(request.param)
    yield request.param
    messages.set_language(messages.ENGLISH)


def read(position: dict[str, object], rule: str) -> list[tuple[str, str]]:
    """Each problem of `rule` as the language says it and as a script reads it."""
    found = GAME.read_position(position, GAME.Options(), "position")[1]
    return [(problem.message, problem.to_json()["message"]) for problem in found if problem.rule == rule]


def units_off_land() -> dict[str, object]:
    position = as_position(state_with(("C3", "headland", 0), ("E3", "open_sea", 0)))
    position["units"] = [{"square": "E3", "owner": 0, "kind": "scout"}, {"square": "G5", "owner": 1, "kind": "fort"}]
    return position


def too_many_settlements() -> dict[str, object]:
    position = as_position(state_with(("C3", "headland", 0), ("C5", "headland", 0)))
    position["units"] = [{"square": s, "owner": 0, "kind": "settlement"} for s in ("C3", "C5")]
    return position


def second_unit() -> dict[str, object]:
    position = laid_out()
    position["units"].append({"square": "C3", "owner": 1, "kind": "fort"})   # type: ignore[attr-defined]
    return position


def ship_on_land() -> dict[str, object]:
    position = as_position(state_with(("C3", "solid_land", 0)))
    position.update(phase="declare", round=2, ship={"square": "C3", "route": 0})
    return position


def gold_over_twelve() -> dict[str, object]:
    position = laid_out()
    position["gold"] = [4, 13]
    return position


def card_twice() -> dict[str, object]:
    position = laid_out()
    position["board"].append({"square": "C5", "tile": position["board"][0]["tile"], "quarters": 0})   # type: ignore[index]
    return position


def storm_out_of_turn() -> dict[str, object]:
    position = laid_out()
    position["storm"] = True
    return position


@pytest.mark.parametrize(("position", "rule"), [(units_off_land, "EN-B1"), (too_many_settlements, "EN-C5"),
                                              (second_unit, "EN-B2"), (ship_on_land, "EN-X6"), (ship_on_land, "EN-X1"),
                                              (storm_out_of_turn, "EN-E1"),
                                              (gold_over_twelve, "EN-C5"), (card_twice, "EN-C2")])
def test_the_problems_read_in_the_language_and_in_english_for_scripts(spoken: str, position, rule: str) -> None:  # type: ignore[no-untyped-def]
    said = read(position(), rule)
    assert said
    for text, english in said:
        assert text != english and any(word in text.lower() for word in WORDS[spoken]), text
        assert english.endswith(".") and any(word in english for word in (" on ", " has ", " holds ", " turn ", " at "))

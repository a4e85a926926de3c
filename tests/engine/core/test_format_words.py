"""Issue 31: a file reader's complaint is a catalogue sentence, written in the language spoken when
it is read, with the field's name as the file spells it (data, never translated)."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import pytest

from qtgames.engine.core import FormatError, messages
from qtgames.engine.core.registry import speak
from qtgames.engine.core.scenario import scenario_from_json
from qtgames.engine.entdecker.data import parse_data as entdecker_data
from tests.paths import RESOURCES

NO_BREAK_SPACE = "\u00a0"


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    speak(messages.ENGLISH)


def example() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((RESOURCES / "scenarios" / "tsuro-seas-example-1.json").read_text("utf-8"))
    return data


def refusal(data: Any) -> FormatError:
    with pytest.raises(FormatError) as caught:
        scenario_from_json(data)
    return caught.value


def test_a_bad_field_is_said_in_the_language_spoken_when_it_is_read(english_after: None) -> None:
    data = example()
    data["position"]["ships"] = []
    error = refusal(data)   # raised while the engine speaks English
    assert str(error) == "position.ships: must hold one ship per player (3)"
    speak("fr")
    assert str(error) == f"position.ships{NO_BREAK_SPACE}: doit contenir un navire par joueur (3)"
    assert error.message == "doit contenir un navire par joueur (3)"
    speak("hu")
    assert str(error) == "position.ships: játékosonként egy vitorlást kell tartalmaznia (3)"
    speak("it")
    assert str(error) == "position.ships: deve contenere una nave per giocatore (3)"


def test_a_position_that_breaks_no_rule_but_the_format_names_its_field_in_french(english_after: None) -> None:
    speak("fr")
    data = example()
    data["position"]["daikaiju"][0]["facing"] = "up"
    assert str(refusal(data)) == (f"position.daikaiju[0].facing{NO_BREAK_SPACE}: doit valoir l'un de ces mots"
                                  f"{NO_BREAK_SPACE}: north, east, south, west")
    data = example()
    data["version"] = 99
    assert str(refusal(data)) == (f"version{NO_BREAK_SPACE}: 99 est une version plus récente que celle que lit ce "
                                  f"programme (1){NO_BREAK_SPACE}; mettez qtgames à jour")


def test_pydantics_words_and_a_models_own_check_are_the_catalogues(english_after: None) -> None:
    raw = json.loads((RESOURCES / "entdecker" / "entdecker.json").read_text("utf-8"))
    edges = copy.deepcopy(raw)
    edges["tiles"][0]["class"] = 6 if raw["tiles"][0]["class"] != 6 else 5
    kind = copy.deepcopy(raw)
    kind["stacks"] = "three"
    speak("it")
    with pytest.raises(FormatError) as bad_class:
        entdecker_data(edges)
    with pytest.raises(FormatError) as bad_kind:
        entdecker_data(kind)
    assert str(bad_kind.value) == "stacks: deve essere un numero intero"
    assert bad_class.value.path == "tiles[0]"
    assert str(bad_class.value).startswith("tiles[0]: i lati ")
    speak(messages.ENGLISH)
    assert " belong to class " in str(bad_class.value)


def test_pydantics_choices_and_bounds_read_as_pydantic_says_them_in_english_only(english_after: None) -> None:
    from qtgames.engine.magellan.data import parse_data as magellan_data

    raw = json.loads((RESOURCES / "magellan" / "magellan.json").read_text("utf-8"))
    raw["explorers"][0]["id"] = "marco"
    with pytest.raises(FormatError) as choice:
        magellan_data(raw)
    choices = "'marco_polo', 'vasco_da_gama', 'cook', 'columbus', 'pizarro'"
    assert str(choice.value) == f"explorers[0].id: input should be {choices} or 'magellan'"
    speak("fr")
    assert str(choice.value) == f"explorers[0].id{NO_BREAK_SPACE}: doit valoir {choices} ou 'magellan'"
    raw["plunder_limit"] = 0
    speak("en")
    with pytest.raises(FormatError) as bound:
        magellan_data(raw)
    assert str(bound.value) == "plunder_limit: input should be greater than or equal to 1"
    speak("hu")
    assert str(bound.value) == "plunder_limit: legalább 1 kell legyen"

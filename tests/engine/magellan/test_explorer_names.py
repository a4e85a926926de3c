"""An explorer is named in the player's language wherever a sentence names it ("Christophe Colomb"
in French), through the catalogue keyed by the component data's ID; data of the user's own that
names an explorer otherwise keeps its name."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from qtgames.engine.core import Event, messages
from qtgames.engine.core.registry import speak
from qtgames.engine.magellan.data import EXPLORER_IDS, load_data
from qtgames.engine.magellan.events import explorer_name

COLUMBUS, GAMA, MAGELLAN = (EXPLORER_IDS.index(key) for key in ("columbus", "vasco_da_gama", "magellan"))
# Each language's usual form: French writes "Vasco de Gama"; Italian and Hungarian keep the
# Portuguese "da"; Hungarian puts the family name first.
NAMES = {
    "en": ("Christopher Columbus", "Vasco da Gama", "Ferdinand Magellan"),
    "fr": ("Christophe Colomb", "Vasco de Gama", "Fernand de Magellan"),
    "it": ("Cristoforo Colombo", "Vasco da Gama", "Ferdinando Magellano"),
    "hu": ("Kolumbusz Kristóf", "Vasco da Gama", "Ferdinand Magellán"),
}


@pytest.fixture(params=sorted(NAMES))
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    speak(request.param)
    yield request.param
    messages.set_language(messages.ENGLISH)


def test_each_language_names_the_explorers_its_own_way(spoken: str) -> None:
    assert tuple(explorer_name(explorer) for explorer in (COLUMBUS, GAMA, MAGELLAN)) == NAMES[spoken]


def test_the_move_log_names_the_explorer_in_the_language(spoken: str) -> None:
    sold = Event("sold", "MG-A5", player=0, explorer=COLUMBUS, price=3)
    assert NAMES[spoken][0] in sold.text


def test_an_explorer_the_users_data_renames_keeps_its_name(spoken: str) -> None:
    data = load_data()
    renamed = replace(data, explorers=tuple(replace(explorer, name="Cristóbal Colón") if explorer.key == "columbus"
                                            else explorer for explorer in data.explorers))
    assert explorer_name(COLUMBUS, renamed) == "Cristóbal Colón"

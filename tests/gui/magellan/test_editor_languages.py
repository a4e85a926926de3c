"""The Magellan editor in French, Italian and Hungarian, as a player of that language reads it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from qtgames.gui import i18n
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.magellan.editor import MagellanTools

from ..editor_helpers import open_editor

# What the Decision box says for the auction, in each language.
AUCTION = {"fr": "L'enchère", "it": "L'asta", "hu": "Az árverés"}


@pytest.fixture(params=sorted(AUCTION))
def spoken(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setenv(i18n.ENV_OVERRIDE, request.param)
    translators = i18n.install_translators(request.param)
    yield request.param
    i18n.remove_translators(translators)


@pytest.fixture
def editor(qtbot, spoken: str) -> Iterator[EditorWindow]:  # type: ignore[no-untyped-def]
    """A blank Magellan table in the editor, built once the language is spoken."""
    yield from open_editor(qtbot, blank_scenario("magellan"))


def test_the_decision_box_names_each_stage_only_in_the_language(spoken: str, editor: EditorWindow) -> None:
    """Played in French, the box read "bid — l'enchère": the position file's code word before the
    stage's name."""
    assert isinstance(editor.tools, MagellanTools)
    stage = editor.tools.controls_widget.stage
    shown = {stage.itemData(row): stage.itemText(row) for row in range(stage.count())}
    assert shown["bid"] == AUCTION[spoken]
    assert [text for code, text in shown.items() if text.startswith(f"{code} ") or "—" in text] == []


# What the Problems list says of a blank table's auction with no card up, in each language.
NO_CARD = {"fr": "Cette décision demande une carte mise aux enchères",
           "it": "Questa decisione richiede una carta all'asta",
           "hu": "Ehhez a döntéshez árverésre bocsátott lap kell"}


def test_the_problems_list_says_what_is_missing_in_the_language(spoken: str, editor: EditorWindow) -> None:
    """Played in Italian, a blank table's only problem read "stage bid needs the card up for auction"."""
    listed = [editor.problems.item(row).text() for row in range(editor.problems.count())]
    assert any(NO_CARD[spoken] in text for text in listed), listed
    assert not any("needs the card up" in text for text in listed)

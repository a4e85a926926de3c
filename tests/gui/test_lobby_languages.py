"""The lobby in French, Italian and Hungarian: the shipped rulings' tooltips tell their case in the
language, as their titles do."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from qtgames.gui import i18n
from qtgames.gui.main_window import MainWindow
from qtgames.gui.start_page import REPORT_ROLE

# A word of the Magellan ruling's notes in each language.
WORD = {"fr": "pillage", "it": "saccheggio", "hu": "fosztogatás"}


@pytest.fixture(params=sorted(WORD))
def spoken(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setenv(i18n.ENV_OVERRIDE, request.param)
    translators = i18n.install_translators(request.param)
    yield request.param
    i18n.remove_translators(translators)


def test_the_rulings_tooltips_tell_their_case_in_the_language(qtbot, spoken: str) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow()
    qtbot.addWidget(window)
    listed = window.start_page.scenarios
    rulings = [listed.item(row) for row in range(listed.count()) if listed.item(row).data(REPORT_ROLE) is not None]
    assert len(rulings) == 3
    tips = {item.data(REPORT_ROLE).game: item.toolTip() for item in rulings}
    assert WORD[spoken] in tips["magellan"]
    assert [tip for tip in tips.values() if "From the rulebook example" in tip or "From the puzzle" in tip] == []

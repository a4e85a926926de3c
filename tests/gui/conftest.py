"""GUI fixtures: a main window with instant AIs and animations, isolated from real user files."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem

from qtgames.gui.i18n import install_translators, remove_translators
from qtgames.gui.main_window import MainWindow


@pytest.fixture(autouse=True, scope="session")
def english_catalogue(qapp, tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The app installs its English catalogue at start (it holds the singular of "%n cards");
    tests build windows without `run`, so they get it here, compiled into a temporary cache."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("QTGAMES_HOME", str(tmp_path_factory.mktemp("catalogue")))
        translators = install_translators("en")
    assert translators, "the English catalogue did not load"
    yield
    remove_translators(translators)


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    win = MainWindow()
    win.host.ai_delay_ms = 0
    win.board.animation_ms_per_tile = 0
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def click_item(qtbot, view, item: QGraphicsItem, button=Qt.MouseButton.LeftButton) -> None:  # type: ignore[no-untyped-def]
    """Click a scene item the way a user does: on the view's viewport, at the item's centre."""
    centre: QPointF = item.sceneBoundingRect().center()
    qtbot.mouseClick(view.viewport(), button, pos=view.mapFromScene(centre))


def start_game(qtbot, win: MainWindow, kinds: list[str], seed: int,  # type: ignore[no-untyped-def]
               game: str = "tsuro-seas", animations: bool = False) -> None:
    """Fill in the start page like a player and press Start. The game's board shows its moves at
    once (a board built now would follow the remembered pace) unless the test is about `animations`."""
    page = win.start_page
    page.game_box.setCurrentIndex(page.game_box.findData(game))
    page.player_count.setValue(len(kinds))
    page.seed.setValue(seed)
    for row, kind in zip(page.seat_rows, kinds):
        row.kind.setCurrentIndex(row.kind.findData(kind))
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert win.pages.currentIndex() == 1
    if not animations:
        win.board.animation_ms_per_tile = 0

"""GUI fixtures: a main window with instant AIs and animations, isolated from real user files."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QGraphicsItem

from qtgames.gui.i18n import install_translators, remove_translators
from qtgames.gui.main_window import MainWindow
from qtgames.gui.unfinished import Answer, UnfinishedQuestion
from qtgames.storage import user_paths


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


@pytest.fixture(autouse=True)
def unfinished_games_go(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests leave games unfinished and windows closing over them; the question a player would
    get then is answered "Discard", except in the tests marked `asks`, which answer it themselves
    by clicking its buttons."""
    if request.node.get_closest_marker("asks") is None:
        monkeypatch.setattr(UnfinishedQuestion, "ask", classmethod(lambda cls, *args: Answer.DISCARD))


@pytest.fixture(autouse=True)
def pointer_on_the_first_screen(qapp) -> None:  # type: ignore[no-untyped-def]
    """A window opens on the screen under the mouse pointer (`window_size`): every test's windows
    open on the first test screen (tests/screens.json) unless the test moves the pointer."""
    QCursor.setPos(10, 10)


ASK = UnfinishedQuestion.__dict__["ask"]


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item) -> Iterator[None]:
    """Once a test is over, pytest-qt closes its windows (before fixtures are torn down): a game
    left unfinished goes unasked. The question is itself again afterwards."""
    UnfinishedQuestion.ask = classmethod(lambda cls, *args: Answer.DISCARD)  # type: ignore[method-assign,assignment]
    try:
        yield
    finally:
        UnfinishedQuestion.ask = ASK  # type: ignore[method-assign]


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


def choose_game(qtbot, win: MainWindow, game: str) -> None:  # type: ignore[no-untyped-def]
    """Click the game's card in the lobby."""
    qtbot.mouseClick(win.start_page.cards.buttons[game], Qt.MouseButton.LeftButton)
    assert win.start_page.game_key == game


def start_game(qtbot, win: MainWindow, kinds: list[str], seed: int,  # type: ignore[no-untyped-def]
               game: str = "tsuro-seas", animations: bool = False) -> None:
    """Fill in the start page like a player (the game's card, the seats, the seed under Advanced)
    and press Start. The game's board shows its moves at once (a board built now would follow the
    remembered pace) unless the test is about `animations`."""
    page = win.start_page
    choose_game(qtbot, win, game)
    page.player_count.setValue(len(kinds))
    page.seed.setText(str(seed))
    for row, kind in zip(page.seat_rows, kinds, strict=False):
        row.kind.setCurrentIndex(row.kind.findData(kind))
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert win.pages.currentIndex() == 1
    if not animations:
        win.board.animation_ms_per_tile = 0


def autosaved(win: MainWindow) -> str:
    """The window's autosave once every write it asked for is on disk (they are written in a thread
    of their own)."""
    assert win.host.flush_autosave(), "the autosave was written within the host's patience"
    slot = win.host.autosave_slot
    return (user_paths().autosave if slot is None else slot.path).read_text(encoding="utf-8")

"""What the app remembers between sessions (window geometry, AI pace, animations, the last table
set up, the language, the guides already offered) and the View menu that changes the look:
zoom, animations and language.

Kept apart from the main window so the window only says when to restore and when to save. Values
are read back typed and in range (`settings_values`): a hand-edited file never stops the app.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field
from PySide6.QtCore import QByteArray, QObject, QSettings
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ..engine.core.messages import ENGLISH
from ..storage import user_paths
from .actions import add_action
from .game_ui import GameBoard
from .i18n import SETTINGS_KEY, chosen_language, languages, translate
from .settings_values import (
    setting_bool,
    setting_bytes,
    setting_int,
    setting_json,
    setting_key,
    setting_texts,
)
from .widgets.animation import DEFAULT_AI_DELAY_MS, pace_for
from .widgets.board_view import ZOOM_STEP, BoardView

# The slowest pace the AI speed menu offers is 1.5 s a move; a remembered pace beyond this would
# look like AI players that never move.
MAX_AI_DELAY_MS = 5000

_Short = Annotated[str, Field(max_length=200)]

ANIMATIONS = setting_key("view/animations", "whether moves are animated: true or false")
AI_DELAY = setting_key("play/aiDelayMs", f"the pause before an AI move, 0-{MAX_AI_DELAY_MS} milliseconds")
GEOMETRY = setting_key("window/geometry", "the main window's place and size, as Qt writes it")
TABLE = setting_key("start/table", "the start page's last set-up, as JSON")
GUIDES_OFFERED = setting_key("help/guidesOffered", "the games whose first start offered their guide")
MOST_GAMES = 32   # far more games than there are


class _Table(BaseModel):
    """The start page's remembered set-up (what `StartPage.table` writes)."""

    model_config = ConfigDict(extra="ignore")
    game: _Short = ""
    players: int | None = Field(default=None, ge=1, le=8)
    kinds: list[_Short] = Field(default=[], max_length=8)
    names: list[_Short] = Field(default=[], max_length=8)


def open_settings() -> QSettings:
    """The settings file (an INI under the user's config folder, so `QTGAMES_HOME` moves it too)."""
    return QSettings(str(user_paths().config / "qtgames.ini"), QSettings.Format.IniFormat)


class Preferences:
    def __init__(self, window: QMainWindow, settings: QSettings, boards: Callable[[], Iterable[GameBoard]],
                 speak: Callable[[str], bool]) -> None:
        self.window, self.settings, self.boards = window, settings, boards
        # Installs a language's translators and rebuilds the open windows in it; False if it cannot.
        self.speak = speak
        self.animations_action: QAction | None = None
        self.running_language = chosen_language(settings)
        self.language_actions: dict[str, QAction] = {}

    # ------------------------------------------------------------ the View menu

    def build_view_menu(self, menu: QMenu, owner: QObject) -> None:
        """The View menu's actions, owned by `owner` (the menu bar: they go when it is rebuilt)."""
        add_action(owner, menu, translate("Preferences", "Zoom &in"), QKeySequence.StandardKey.ZoomIn,
                   lambda: self._zoom(ZOOM_STEP))
        add_action(owner, menu, translate("Preferences", "Zoom &out"), QKeySequence.StandardKey.ZoomOut,
                   lambda: self._zoom(1 / ZOOM_STEP))
        add_action(owner, menu, translate("Preferences", "Zoom to &fit"), QKeySequence("Ctrl+0"), self._fit)
        menu.addSeparator()
        self.animations_action = add_action(owner, menu, translate("Preferences", "&Animations"), QKeySequence(),
                                            lambda on: self.set_animations(bool(on)))
        self.animations_action.setCheckable(True)
        self.animations_action.setChecked(self.animations)
        self._build_language_menu(menu.addMenu(translate("Preferences", "&Language")))

    def _build_language_menu(self, menu: QMenu) -> None:
        group = QActionGroup(menu)
        self.language_actions = {}
        for code, name in languages().items():
            action = menu.addAction(name)   # each language in its own words: not translated
            action.setCheckable(True)
            action.setChecked(code == self.running_language)
            action.triggered.connect(lambda _=False, c=code: self.choose_language(c))
            group.addAction(action)
            self.language_actions[code] = action

    def choose_language(self, code: str) -> None:
        """Remember the language and speak it at once: the windows are rebuilt in it (English
        if its catalogue cannot be read)."""
        self.settings.setValue(SETTINGS_KEY, code)
        if code != self.running_language:
            self.running_language = code   # before the menus are rebuilt, which check it
            if not self.speak(code):
                self.running_language = ENGLISH

    def _current_board(self) -> BoardView | None:
        board = getattr(self.window, "board", None)
        return board if isinstance(board, BoardView) else None

    def _zoom(self, factor: float) -> None:
        board = self._current_board()
        if board is not None:
            board.zoom_by(factor)

    def _fit(self) -> None:
        board = self._current_board()
        if board is not None:
            board.set_zoom(1.0)

    # ------------------------------------------------------------ remembered values

    @property
    def animations(self) -> bool:
        return setting_bool(self.settings, ANIMATIONS, True)

    def set_animations(self, on: bool) -> None:
        self.settings.setValue(ANIMATIONS, on)
        for board in self.boards():
            self.apply_to(board)

    def apply_to(self, board: GameBoard) -> None:
        """A board built now follows the remembered look: its moves shown at the AI's pace, or not at all."""
        delay = self.ai_delay_ms
        board.animation_ms_per_tile = pace_for(DEFAULT_AI_DELAY_MS if delay is None else delay) if self.animations else 0

    @property
    def ai_delay_ms(self) -> int | None:
        """The remembered pace of AI moves; None when none (or none in range) is remembered."""
        delay = setting_int(self.settings, AI_DELAY, -1, 0, MAX_AI_DELAY_MS)
        return None if delay < 0 else delay

    def remember_ai_delay(self, delay_ms: int) -> None:
        """Keep the AI speed; the boards' animations follow it at once."""
        self.settings.setValue(AI_DELAY, delay_ms)
        for board in self.boards():
            self.apply_to(board)

    def saved_geometry(self) -> QByteArray | None:
        """The window's size and place when it last closed (`window_size` decides whether it still
        fits, and opens it at its first size when Qt cannot restore it)."""
        return setting_bytes(self.settings, GEOMETRY)

    def save_geometry(self) -> None:
        self.settings.setValue(GEOMETRY, self.window.saveGeometry())

    def table(self) -> dict[str, Any]:
        """The start page's last set-up: game, seat count and who played each seat (JSON, so a
        hand-edited or foreign settings file reads as nothing rather than as a wrong type)."""
        table = setting_json(self.settings, TABLE, _Table)
        return {} if table is None else table.model_dump(exclude_none=True)

    def remember_table(self, table: dict[str, Any]) -> None:
        self.settings.setValue(TABLE, json.dumps(table))

    def offer_guide(self, game_key: str) -> bool:
        """Whether a game's first start offers its guide now: once per game, remembered."""
        offered = setting_texts(self.settings, GUIDES_OFFERED, MOST_GAMES)
        if game_key in offered:
            return False
        self.settings.setValue(GUIDES_OFFERED, offered + [game_key])
        return True

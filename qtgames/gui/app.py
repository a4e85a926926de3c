"""Starting the app: one QApplication, one main window, and a crash dialog for unexpected errors."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from ..engine.core import get_game
from ..engine.core.shipped import shipped_path
from .crash import CrashHandler
from .i18n import chosen_language, install_translators, translate
from .main_window import MainWindow
from .preferences import open_settings
from .registry import registered_games

# Set to 1 by packaging/startup.py: print a line once the main window is up, then quit, so the
# time from process start to a usable window can be measured from outside.
EXIT_AFTER_SHOW = "QTGAMES_EXIT_AFTER_SHOW"


def configure_app(app: QApplication) -> None:
    """Names (QSettings and dialogs use them), the icon every window of the app inherits, and the
    desktop entry's name (packaging/linux/io.github.qtgames.desktop, the AppStream ID), by which
    Wayland shells find that entry's icon for the window."""
    app.setOrganizationName("qtgames")
    app.setApplicationName("qtgames")
    app.setApplicationDisplayName("qtgames")
    app.setDesktopFileName("io.github.qtgames")
    app.setWindowIcon(QIcon(str(shipped_path("resources", "icons", "qtgames.svg"))))


def run(argv: list[str] | None = None) -> int:
    """Open the main window and run until it closes; `argv` may carry Qt's own options and a file
    to open (`qtgames FILE`: a double-click on a saved game or a puzzle)."""
    made = QApplication.instance() is None
    app = QApplication.instance() or QApplication(["qtgames", *(argv or [])])
    assert isinstance(app, QApplication)
    # What Qt's own options (-platform, -style and their values) leave: the file to open, if any.
    files = [Path(arg) for arg in (app.arguments()[1:] if made else argv or []) if not arg.startswith("-")]
    configure_app(app)
    # Before any widget exists: texts are translated when widgets are built.
    install_translators(chosen_language(open_settings()))
    window = MainWindow()
    CrashHandler(window, lambda: window.host.record).install()
    window.show()
    if os.environ.get(EXIT_AFTER_SHOW) == "1":   # a measurement: nothing is asked
        QTimer.singleShot(0, lambda: _report_shown_and_quit(window))   # after the first show's events
    else:   # once the window is up, not before it; one question after another
        QTimer.singleShot(0, lambda: start_with(window, files[0] if files else None))
    return app.exec()


def start_with(window: MainWindow, file: Path | None) -> None:
    """What the window says and asks once it is up: refused data overrides, the unfinished game a
    crash or a quit left (offered first, so opening a file never loses it), then the file the app
    was started with, opened as File → Open opens it (a file that is none of ours is refused there)."""
    report_refused_overrides(window)
    window.files.offer_resume()
    if file is not None:
        window.files.open_path(file)


def report_refused_overrides(window: MainWindow) -> None:
    """Say in the window which of the user's component-data overrides were refused, and why: the
    games go on with the shipped data, and the player knows their corrections are not in force."""
    problems = [problem for key in registered_games() if (problem := get_game(key).data_in_force().problem)]
    if problems:
        window.show_error(translate("App", "A data override is not used"),
                          "\n\n".join(problems) + "\n\n" +
                          translate("App", "qtgames plays with its shipped data until the file is corrected."))


def _report_shown_and_quit(window: MainWindow) -> None:
    print("qtgames: main window shown", flush=True)
    window.close()


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))

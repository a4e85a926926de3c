"""Starting the app: one QApplication, one main window, and a crash dialog for unexpected errors."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from ..engine.core.shipped import shipped_path
from .crash import CrashHandler
from .i18n import chosen_language, install_translators
from .main_window import MainWindow
from .preferences import open_settings

# Set to 1 by packaging/startup.py: print a line once the main window is up, then quit, so the
# time from process start to a usable window can be measured from outside.
EXIT_AFTER_SHOW = "QTGAMES_EXIT_AFTER_SHOW"


def configure_app(app: QApplication) -> None:
    """Names (QSettings and dialogs use them), the icon every window of the app inherits, and the
    desktop entry's name (packaging/qtgames.desktop), by which Wayland shells find that icon."""
    app.setOrganizationName("qtgames")
    app.setApplicationName("qtgames")
    app.setApplicationDisplayName("qtgames")
    app.setDesktopFileName("qtgames")
    app.setWindowIcon(QIcon(str(shipped_path("resources", "icons", "qtgames.svg"))))


def run(argv: list[str] | None = None) -> int:
    """Open the main window and run until it closes; `argv` may carry Qt's own options."""
    app = QApplication.instance() or QApplication(["qtgames", *(argv or [])])
    assert isinstance(app, QApplication)
    configure_app(app)
    # Before any widget exists: texts are translated when widgets are built.
    install_translators(chosen_language(open_settings()))
    window = MainWindow()
    CrashHandler(window, lambda: window.host.record).install()
    window.show()
    if os.environ.get(EXIT_AFTER_SHOW) == "1":   # before offer_resume, which may ask a question
        QTimer.singleShot(0, lambda: _report_shown_and_quit(window))   # after the first show's events
    QTimer.singleShot(0, window.offer_resume)   # once the window is up, not before it
    return app.exec()


def _report_shown_and_quit(window: MainWindow) -> None:
    print("qtgames: main window shown", flush=True)
    window.close()


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))

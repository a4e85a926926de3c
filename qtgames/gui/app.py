"""Starting the app: one QApplication, one main window, and a crash dialog for unexpected errors."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from .crash import CrashHandler
from .i18n import chosen_language, install_translators
from .main_window import MainWindow
from .preferences import open_settings


def run(argv: list[str] | None = None) -> int:
    """Open the main window and run until it closes; `argv` may carry Qt's own options."""
    app = QApplication.instance() or QApplication(["qtgames", *(argv or [])])
    app.setOrganizationName("qtgames")
    app.setApplicationName("qtgames")
    app.setApplicationDisplayName("qtgames")
    # Before any widget exists: texts are translated when widgets are built.
    install_translators(chosen_language(open_settings()))
    window = MainWindow()
    CrashHandler(window, lambda: window.host.record).install()
    window.show()
    QTimer.singleShot(0, window.offer_resume)   # once the window is up, not before it
    return app.exec()


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))

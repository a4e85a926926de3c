"""When a bug raises in a Qt slot: log the traceback, tell the player, offer to save the game, play on.

PySide hands an exception escaping a slot to `sys.excepthook` and carries on with the event loop
(even for a signal Python emits: `emit` returns normally, measured on 6.11), so the hook is the
one place to catch them all. It never touches the match: the game may be fine
(the bug was in drawing, say), and if it is not, the saved copy is the record up to the last
applied move, which replays.
"""

from __future__ import annotations

import html
import logging
import sys
import traceback
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.core.record import MatchRecord
from ..storage import user_paths, write_atomic
from .i18n import match_file_filter, translate

LOG_NAME = "qtgames.log"
LOG_BYTES = 1_000_000   # four files of this size at most: enough for many tracebacks, never a disk filler
LOG_BACKUPS = 3


def crash_logger(folder: Path) -> logging.Logger:
    """The logger for unexpected exceptions, writing to a size-bounded, rotating file in `folder`
    (to standard error when the folder cannot be written: a log must never add a failure)."""
    logger = logging.getLogger("qtgames.crash")
    path = folder / LOG_NAME
    if not any(getattr(h, "baseFilename", None) == str(path) for h in logger.handlers):
        for old in list(logger.handlers):   # a new QTGAMES_HOME (tests) means a new file
            logger.removeHandler(old)
            old.close()
        handler: logging.Handler
        try:
            folder.mkdir(parents=True, exist_ok=True)
            handler = RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
        except OSError:
            handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.ERROR)
        logger.propagate = False
    return logger


class CrashDialog(QDialog):
    """"Something went wrong": the one-line error, where the log is, and a way to keep the game."""

    def __init__(self, error: str, log_path: Path, record: MatchRecord | None, ask_path: Callable[[], str | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crash-dialog")
        self.setWindowTitle(self.tr("Something went wrong"))
        self.record, self.ask_path = record, ask_path
        layout = QVBoxLayout(self)
        self.message = QLabel(self.tr("<b>Something went wrong.</b><br>{error}<br><br>The details are in the log:"
                                      "<br>{log}<br><br>The game is as it was; you can play on.").format(
                                          error=html.escape(error), log=html.escape(str(log_path))))
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.save_button = QPushButton(self.tr("Save a copy of this game…"))
        self.save_button.setObjectName("crash-save-copy")
        self.save_button.clicked.connect(self.save_copy)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button.setVisible(record is not None)   # after addButton, which shows it
        layout.addWidget(buttons)
        self.status = QLabel()
        layout.addWidget(self.status)

    def save_copy(self) -> None:
        path = self.ask_path() if self.record is not None else None
        if self.record is None or not path:
            return
        try:
            write_atomic(path, self.record.dumps())
        except OSError as exc:
            self.status.setText(self.tr("Cannot save {path}: {reason}").format(path=path, reason=exc.strerror))
            return
        self.status.setText(self.tr("Saved to {path}").format(path=path))


class CrashHandler:
    """The installed `sys.excepthook`: logs, then shows one `CrashDialog` at a time."""

    def __init__(self, parent: QWidget, current_record: Callable[[], MatchRecord | None]) -> None:
        self.parent, self.current_record = parent, current_record
        self.dialog: CrashDialog | None = None

    def install(self) -> None:
        sys.excepthook = self.handle

    def ask_path(self) -> str | None:
        suggestion = str(user_paths().saves / "rescued-match.json")
        path, _ = QFileDialog.getSaveFileName(self.parent, translate("CrashDialog", "Save a copy of this game"),
                                              suggestion, match_file_filter())
        return path or None

    def handle(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if not issubclass(kind, Exception):   # Ctrl+C in a terminal still stops the app
            sys.__excepthook__(kind, error, trace)
            return
        log_folder = user_paths().log
        crash_logger(log_folder).error("Unexpected exception\n%s",
                                       "".join(traceback.format_exception(kind, error, trace)).rstrip())
        if self.dialog is not None and self.dialog.isVisible():
            return   # one bug often raises again on every repaint: one dialog is enough
        one_line = traceback.format_exception_only(kind, error)[-1].strip()
        self.dialog = CrashDialog(one_line, log_folder / LOG_NAME, self.current_record(), self.ask_path, self.parent)
        self.dialog.open()   # window-modal and non-blocking: no nested event loop inside the hook

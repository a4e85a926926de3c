"""Every file dialog of the app shows whole file names: Qt's own dialog (where the desktop gives
none of its own) opened at 632 px with its Name column cut, so saves of one game read alike, told
apart only by the dates it hid. An event filter on the application widens each such dialog when
it first shows and keeps its columns as wide as their contents, so the static
`QFileDialog.getSaveFileName`/`getOpenFileName` calls everywhere (the editors' too) stay as they are.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QApplication, QFileDialog, QHeaderView, QTreeView

WIDTH = QSize(960, 560)   # where the screen has room: the names, their size, type and date side by side
_FITTED = "qtgames-whole-names"


class _WholeNames(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QFileDialog) and not watched.property(_FITTED):
            watched.setProperty(_FITTED, True)
            fit_whole_names(watched)
        return False


def fit_whole_names(dialog: QFileDialog) -> None:
    """Detail view, each column (the names, and their dates) as wide as its contents, the dialog as
    wide as the screen allows."""
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    room = dialog.screen().availableGeometry().size() - QSize(40, 80)
    dialog.resize(dialog.size().expandedTo(WIDTH.boundedTo(room)))
    for view in dialog.findChildren(QTreeView):
        view.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)


def show_whole_file_names(app: QApplication) -> None:
    """Install the filter on `app` once (each main window asks; the first one installs it)."""
    if app.findChild(_WholeNames) is None:
        app.installEventFilter(_WholeNames(app))

"""Help → About is a Designer form (ui/about.ui, shipped with the package); it must load and say what it plays."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLabel

from qtgames import __version__


def test_about_dialog_loads_from_its_form_and_closes(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.menus.about_action.trigger()
    dialog = window.findChild(QDialog, "AboutDialog")
    assert dialog is not None and dialog.isVisible()
    assert dialog.findChild(QLabel, "version").text() == f"Version {__version__}"
    assert "Tsuro of the Seas" in dialog.findChild(QLabel, "games").text()
    close = dialog.findChild(QDialogButtonBox, "buttons").button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert QApplication.activeModalWidget() is None

"""Dialogs laid out in Qt Designer: the `.ui` files in the top-level `ui/`, shipped with the package."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QFile, QIODevice, QObject
from PySide6.QtUiTools import QUiLoader
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QWidget

from .. import __version__
from ..engine.core.registry import game_keys, get_game
from ..engine.core.shipped import shipped_path
from .i18n import translate

Child = TypeVar("Child", bound=QObject)


def load_form(name: str, parent: QWidget | None = None) -> QWidget:
    """Build the widget described by `ui/<name>.ui`; a missing form is a packaging bug."""
    path = str(shipped_path("ui", f"{name}.ui"))
    source = QFile(path)
    if not source.open(QIODevice.OpenModeFlag.ReadOnly):
        raise FileNotFoundError(f"the form {path} is missing from the installation")
    try:
        widget = QUiLoader().load(source, parent)
    finally:
        source.close()
    if widget is None:
        raise RuntimeError(f"the form {path} could not be read")
    return widget


def form_child(form: QWidget, kind: type[Child], name: str) -> Child:
    """The widget `name` a form was drawn with; a form without it is a packaging bug, said by name."""
    child = form.findChild(kind, name)
    if child is None:
        raise LookupError(f"the form {form.objectName()!r} has no {kind.__name__} named {name!r}")
    return child


def about_dialog(parent: QWidget) -> QDialog:
    """Help → About: the version and the games this build plays."""
    dialog = load_form("about", parent)
    assert isinstance(dialog, QDialog)
    form_child(dialog, QLabel, "version").setText(translate("AboutDialog",
                                                            "Version {version}").format(version=__version__))
    titles = ", ".join(get_game(key).title for key in game_keys())
    form_child(dialog, QLabel, "games").setText(translate("AboutDialog", "Plays: {games}.").format(games=titles))
    form_child(dialog, QDialogButtonBox, "buttons").rejected.connect(dialog.reject)
    return dialog

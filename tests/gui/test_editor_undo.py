"""The editor's undo steps for the scenario's words: typing is one step, and a closed editor lets
go of everything it held."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.window import EditorWindow


def test_typing_a_title_is_one_step_and_a_closed_editor_lets_its_document_go(qtbot) -> None:  # type: ignore[no-untyped-def]
    """QUndoStack merged each key into the step before by deleting the new command in C++, and
    PySide kept that command's Python side alive, and with it the document and its game state,
    for the rest of the session: the marathon found game states piling up after editor tests."""
    win = EditorWindow(blank_scenario("magellan"))
    win.show()
    qtbot.waitExposed(win)
    title = win.form.title_edit
    before = title.text()
    qtbot.keyClicks(title, "Reef")
    document = win.document
    stack = document.undo_stack
    assert document.title == before + "Reef"
    assert stack.count() == 1, "the four keys are one step"
    stack.undo()
    assert document.title == before and title.text() == before
    stack.redo()
    assert document.title == before + "Reef" and title.text() == before + "Reef"
    stack.setClean()
    qtbot.keyClicks(title, "s")
    assert stack.count() == 2, "typing after a save starts a step of its own, as QUndoStack does"
    stack.undo()
    assert document.title == before + "Reef"

    gone = weakref.ref(document)
    stack.setClean()
    win.close()
    del win, document, stack, title
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    gc.collect()
    assert gone() is None, "the closed editor's document (and the game state it holds) is freed"

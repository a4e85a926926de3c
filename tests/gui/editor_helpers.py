"""Driving the scenario editor like a user, for every game's editor tests: open a window, drag a
piece from a list onto the board or into another list, drag on the board."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtWidgets import QAbstractItemView, QApplication, QDialog

from qtgames.gui.editor.pieces import PieceList
from qtgames.gui.editor.window import EditorWindow


def open_editor(qtbot, scenario: Any, path: Path | None = None) -> Iterator[EditorWindow]:  # type: ignore[no-untyped-def]
    """An editor window; closed without the "discard changes?" question a user would get."""
    win = EditorWindow(scenario, path)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.document.undo_stack.setClean()
    win.close()


def board_point(win: EditorWindow, scene: QPointF) -> Any:
    return win.board.mapFromScene(scene)


def drag_piece(qtbot, pieces: PieceList, piece: dict[str, Any], global_target: QPoint) -> None:  # type: ignore[no-untyped-def]
    """Press on a listed piece, move to `global_target`, let go — as a mouse would."""
    item = pieces.item_for(piece)
    assert item is not None, piece
    pieces.scrollToItem(item)
    start = pieces.visualItemRect(item).center()
    target = pieces.viewport().mapFromGlobal(global_target)
    qtbot.mousePress(pieces.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(pieces.viewport(), pos=start + (target - start) / 2)
    qtbot.mouseMove(pieces.viewport(), pos=target)
    qtbot.mouseRelease(pieces.viewport(), Qt.MouseButton.LeftButton, pos=target)


def drag_from_palette(qtbot, pieces: PieceList, piece: dict[str, Any], win: EditorWindow,  # type: ignore[no-untyped-def]
                      scene: QPointF) -> None:
    """Drag a piece from a list onto the board at a scene point."""
    drag_piece(qtbot, pieces, piece, win.board.viewport().mapToGlobal(board_point(win, scene)))


def drag_into(qtbot, pieces: PieceList, piece: dict[str, Any], target: QAbstractItemView) -> None:  # type: ignore[no-untyped-def]
    """Drag a piece from a list into the middle of another list (a hand, a pile)."""
    drag_piece(qtbot, pieces, piece, target.viewport().mapToGlobal(target.viewport().rect().center()))


def drag_on_board(qtbot, win: EditorWindow, start: QPointF, end: QPointF) -> None:  # type: ignore[no-untyped-def]
    viewport = win.board.viewport()
    a, b = board_point(win, start), board_point(win, end)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(viewport, pos=(a + b) / 2)
    qtbot.mouseMove(viewport, pos=b)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


def play_from_here(window: Any, scenario: Any) -> None:
    """Open `scenario` in an editor from the main window and press "Play from here", accepting the
    seats dialog as offered; the game must then be on the table, started from the scenario's position."""
    editor = window.scenarios.open_editor(scenario)
    assert editor is not None

    def accept_seats() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        dialog.accept()

    QTimer.singleShot(0, accept_seats)
    editor.play_action.trigger()
    assert window.pages.currentIndex() == 1
    record = window.host.record
    assert record is not None and written_out(record) == written_out(scenario)
    editor.document.undo_stack.setClean()
    editor.close()


def written_out(played: Any) -> Any:
    """The position of a scenario or record with every field written out (the editor writes them all;
    a file may leave out those with a default)."""
    return played.rules.state_to_json(played.rules.read_position(played.position, played.options, "position")[0])

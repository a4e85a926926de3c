"""The scenario editor window: one shell for every game.

The board in the middle draws the edited position; the game's palette (left) holds the pieces
to drag onto it; the right side holds the rest of the position, the scenario's words and goal,
and "Test a ruling"; the problem list (bottom) names every rule the position breaks, and a
click on a problem selects the piece it is about. The shell owns selection, the rubber band,
undo/redo and files; what a gesture means is the game's tools' business (`tools.py`).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QCloseEvent,
    QColor,
    QContextMenuEvent,
    QKeySequence,
    QMouseEvent,
    QPen,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGridLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QRubberBand,
    QScrollArea,
    QSpinBox,
    QStyle,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ...engine.core import FormatError, get_game, messages
from ...engine.core.jsonfile import UnreadableFile
from ...engine.core.position_text import scenario_from_pasted, scenario_text
from ...engine.core.protocol import Goal
from ...engine.core.record import PlayerSeat
from ...engine.core.ruling_report import RulingReport, document_from_file
from ...engine.core.scenario import Scenario, file_name_for
from ...storage import user_paths
from ..actions import add_action, new_menu_bar, new_toolbar
from ..analysis.position_dialog import analyse_position
from ..analysis.puzzle_dialog import check_puzzle
from ..board_image import CaptionTooLong, write_scene_image
from ..i18n import translate
from ..registry import registered_games, ui_for
from ..start_page import SeatRow
from ..widgets.plain_warning import warn
from ..window_size import open_within_screen
from .document import ScenarioDocument
from .marks import board_unit, draw_marks, mark_at, mark_between
from .pieces import PieceList
from .ruling_panel import RulingPanel
from .tools import EditorTools

SELECTION_PEN = QPen(QColor("#ffe066"), 4, Qt.PenStyle.DashLine)
SELECTION_HALO = QPen(QColor(0, 0, 0, 170), 7)   # under the dashes: the frame reads on light boards too
PROBLEM_ROLE = Qt.ItemDataRole.UserRole
EDITOR_SIZE = QSize(1400, 900)   # where the screen has room for it


def scrolled(widget: QWidget) -> QScrollArea:
    """A dock's content that scrolls (vertically) rather than making the window taller than a laptop's screen."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(widget)
    bar = area.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    area.setMinimumWidth(max(widget.minimumWidth(), widget.minimumSizeHint().width()) + bar)
    return area


def tools_class(game_key: str) -> type[EditorTools]:
    """The editing tools of a game, imported when first needed (KeyError names a game the editor cannot lay out)."""
    try:
        ui = ui_for(game_key)
    except KeyError:
        raise KeyError(translate("EditorWindow",
                                 "The editor cannot lay out {game} positions yet.").format(game=game_key)) from None
    return ui.editor_tools()


def tools_for(document: ScenarioDocument) -> EditorTools:
    return tools_class(document.game_key)(document)


def blank_scenario(game_key: str) -> Scenario:
    """A fresh scenario to lay out from scratch: the game's empty starting position."""
    rules = get_game(game_key)
    return Scenario(game_key, rules.Options(), tools_class(game_key).blank_position(),
                    title=translate("EditorWindow", "New scenario"))


class EditorWindow(QMainWindow):
    """Lay out a position, check it, test a ruling on it, or play it (`playRequested`)."""

    playRequested = Signal(object, list)   # the Scenario and the seats (list[PlayerSeat])

    def __init__(self, scenario: Scenario, path: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        open_within_screen(self, EDITOR_SIZE)
        self.selection: list[str] = []
        self._pressed_key: str | None = None
        self._press_point = QPoint()
        self._band: QRubberBand | None = None
        self._band_origin = QPoint()
        self._marking = False   # a press on the board draws an arrow or a ring instead of picking a piece
        self._mark_from: QPointF | None = None   # where that press was
        self._mark_preview: list[QGraphicsPathItem] = []   # the arrow being dragged
        self.undo_group = QUndoGroup(self)
        self.toolbar: QToolBar | None = None
        # The side docks run the window's full height; the problems sit under the board only.
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self._adopt(ScenarioDocument(scenario, path, self))
        self._build_menus()
        self._refresh()

    # ------------------------------------------------------------ building

    def _adopt(self, document: ScenarioDocument) -> None:
        """Show `document`: a new board, palette and panels for its game."""
        self.document = document
        self._build_views()
        document.changed.connect(self._refresh)
        document.wordsChanged.connect(self._show_words)
        document.marksChanged.connect(self._redraw)
        document.undo_stack.cleanChanged.connect(self._update_title)
        self.undo_group.addStack(document.undo_stack)
        self.undo_group.setActiveStack(document.undo_stack)

    def _build_views(self) -> None:
        """The board, the palette and the side and problem panels of the document's game, in the
        language installed now."""
        document = self.document
        self.tools = tools_for(document)
        self.tools.ask_ruling = self.ask_ruling
        self.board = self.tools.make_board()
        self.board.setObjectName("editor-board")
        self.setCentralWidget(self.board)
        self.board.viewport().installEventFilter(self)
        self.board.viewport().setMouseTracking(True)
        palette = self.tools.palette()
        for pieces in palette.findChildren(PieceList):
            pieces.dropped.connect(self._dropped)
            pieces.dragged.connect(self.tools.preview_piece)
        palette.setMinimumWidth(190)   # three pieces a row: the board keeps the room on a laptop
        left = self._dock("palette", self.tr("Pieces"), scrolled(palette), Qt.DockWidgetArea.LeftDockWidgetArea)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("editor-tabs")
        self.tabs.addTab(scrolled(self.tools.controls()), self.tr("Position"))
        self.tabs.addTab(self._scenario_form(), self.tr("Scenario"))
        self.ruling = RulingPanel(document, self.tools)
        self.ruling.saveCaseRequested.connect(self.save_ruling_case)
        self.ruling.verdictHighlighted.connect(self.tools.show_verdict)
        self.tabs.addTab(self.ruling, self.tr("Test a ruling"))
        right = self._dock("side", self.tr("Position, scenario and rulings"), self.tabs,
                           Qt.DockWidgetArea.RightDockWidgetArea)
        problems = QWidget()
        layout = QVBoxLayout(problems)
        self.verdict = QLabel()
        self.verdict.setObjectName("editor-verdict")
        self.verdict.setWordWrap(True)
        self.problems = QListWidget()
        self.problems.setObjectName("editor-problems")
        self.problems.itemClicked.connect(self._problem_clicked)
        layout.addWidget(self.verdict)
        layout.addWidget(self.problems)
        dock = self._dock("problems", self.tr("Problems"), problems, Qt.DockWidgetArea.BottomDockWidgetArea)
        # The docks as narrow as their pieces and controls allow, a few lines of problems: the board keeps the room.
        self.resizeDocks([left, right], [left.minimumSizeHint().width(), right.minimumSizeHint().width()],
                         Qt.Orientation.Horizontal)
        self.resizeDocks([dock], [150], Qt.Orientation.Vertical)

    def retranslate(self) -> None:
        """Build the menus and panels again in the language installed now; the scenario, its
        undo history and the selection stay."""
        self._build_views()
        self._build_menus()
        self._refresh()

    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        old = self.findChild(QDockWidget, f"dock-{name}")
        if old is not None:
            self.removeDockWidget(old)
            old.deleteLater()
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock-{name}")
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(area, dock)
        return dock

    def _scenario_form(self) -> QWidget:
        widget = QWidget()
        form = QFormLayout(widget)
        document = self.document
        self.title_edit = QLineEdit(document.title)
        self.title_edit.setObjectName("scenario-title")
        self.title_edit.setMaxLength(200)
        self.title_edit.textEdited.connect(lambda text: document.set_words("title", text, self.tr("Edit the title")))
        self.author_edit = QLineEdit(document.author)
        self.author_edit.setObjectName("scenario-author")
        self.author_edit.setMaxLength(200)
        self.author_edit.textEdited.connect(lambda text: document.set_words("author", text, self.tr("Edit the author")))
        self.notes_edit = QPlainTextEdit(document.notes)
        self.notes_edit.setObjectName("scenario-notes")
        self.notes_edit.setPlaceholderText(self.tr("What the puzzle or ruling is about"))
        self.notes_edit.textChanged.connect(
            lambda: document.set_words("notes", self.notes_edit.toPlainText(), self.tr("Edit the notes")))
        self.goal_kind = QComboBox()
        self.goal_kind.setObjectName("goal-kind")
        self.goal_kind.addItem(self.tr("No goal (a position to study)"), "")
        for kind, sentence in document.rules.goal_kinds().items():
            self.goal_kind.addItem(messages.say(sentence, target="N"), kind)
        self.goal_player = QSpinBox()
        self.goal_player.setRange(1, 8)
        self.goal_target = QSpinBox()
        self.goal_target.setRange(0, 999)
        if document.goal is not None:
            self.goal_kind.setCurrentIndex(max(0, self.goal_kind.findData(document.goal.kind)))
            self.goal_player.setValue(document.goal.player + 1)
            self.goal_target.setValue(document.goal.target)
        for signal in (self.goal_kind.currentIndexChanged, self.goal_player.valueChanged,
                       self.goal_target.valueChanged):
            signal.connect(self._goal_changed)
        form.addRow(self.tr("Title"), self.title_edit)
        form.addRow(self.tr("Author"), self.author_edit)
        form.addRow(self.tr("Notes"), self.notes_edit)
        form.addRow(self.tr("Puzzle goal"), self.goal_kind)
        form.addRow(self.tr("For player"), self.goal_player)
        form.addRow(self.tr("Target (N)"), self.goal_target)
        return widget

    def _goal_changed(self) -> None:
        kind = self.goal_kind.currentData()
        # The author's solution, hints and messages (set in the file) stay with an edited goal.
        edited = Goal(kind, self.goal_player.value() - 1, self.goal_target.value())
        old = self.document.goal
        goal = (replace(old, kind=kind, player=edited.player, target=edited.target) if old else edited) if kind else None
        self.document.set_words("goal", goal, self.tr("Change the goal"))

    def _show_words(self) -> None:
        """The title, author, notes and goal fields as the document has them (after an undo or redo)."""
        document = self.document
        widgets = (self.title_edit, self.author_edit, self.notes_edit, self.goal_kind, self.goal_player,
                   self.goal_target)
        for widget in widgets:
            widget.blockSignals(True)
        try:
            if self.title_edit.text() != document.title:
                self.title_edit.setText(document.title)
            if self.author_edit.text() != document.author:
                self.author_edit.setText(document.author)
            if self.notes_edit.toPlainText() != document.notes:
                self.notes_edit.setPlainText(document.notes)
            goal = document.goal
            self.goal_kind.setCurrentIndex(max(0, self.goal_kind.findData(goal.kind if goal else "")))
            if goal is not None:
                self.goal_player.setValue(goal.player + 1)
                self.goal_target.setValue(goal.target)
        finally:
            for widget in widgets:
                widget.blockSignals(False)

    def _build_menus(self) -> None:
        """A new menu bar and toolbar; their actions belong to the bar, so a rebuild drops the old ones."""
        bar = new_menu_bar(self)
        menu = bar.addMenu(self.tr("&File"))
        new_menu = menu.addMenu(self.tr("&New scenario"))
        for key in registered_games():
            action = new_menu.addAction(get_game(key).title)
            action.triggered.connect(lambda _=False, k=key: self.new_scenario(k))
        add_action(bar, menu, self.tr("&Open scenario or ruling…"), QKeySequence.StandardKey.Open, self.open_scenario)
        add_action(bar, menu, self.tr("&Save"), QKeySequence.StandardKey.Save, self.save)
        add_action(bar, menu, self.tr("Save &as…"), QKeySequence.StandardKey.SaveAs, self.save_as)
        menu.addSeparator()
        add_action(bar, menu, self.tr("Export &image…"), QKeySequence("Ctrl+Shift+E"), self.export_image)
        menu.addSeparator()
        add_action(bar, menu, self.tr("&Close editor"), QKeySequence.StandardKey.Close, self.close)
        edit = bar.addMenu(self.tr("&Edit"))
        # The group follows whichever document is open; its actions name the edit ("Undo Lay tile 12 on C4").
        self.undo_action = self.undo_group.createUndoAction(bar, self.tr("Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo_group.createRedoAction(bar, self.tr("Redo"))
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        edit.addSeparator()
        add_action(bar, edit, self.tr("&Copy position"), QKeySequence.StandardKey.Copy, self.copy_position)
        add_action(bar, edit, self.tr("Copy position as &text"), QKeySequence("Ctrl+Shift+C"),
                   self.copy_position_text)
        add_action(bar, edit, self.tr("&Paste position"), QKeySequence.StandardKey.Paste, self.paste_position)
        edit.addSeparator()
        add_action(bar, edit, self.tr("&Turn clockwise"), QKeySequence("R"), lambda: self._rotate(1))
        add_action(bar, edit, self.tr("Turn &anticlockwise"), QKeySequence("Shift+R"), lambda: self._rotate(-1))
        add_action(bar, edit, self.tr("&Remove"), QKeySequence.StandardKey.Delete, self._remove)
        add_action(bar, edit, self.tr("Select &all"), QKeySequence.StandardKey.SelectAll, self._select_all)
        edit.addSeparator()
        self.mark_action = add_action(bar, edit, self.tr("Draw &arrows and rings"), QKeySequence("A"),
                                      self._marking_toggled)
        self.mark_action.setCheckable(True)
        self.mark_action.setChecked(self._marking)
        self.mark_action.setToolTip(self.tr("For a picture (File → Export image…): drag on the board to draw an "
                                            "arrow, click to ring a spot, click a mark to take it away. Not part "
                                            "of the position."))
        add_action(bar, edit, self.tr("Clear arrows and rings"), QKeySequence(),
                   lambda: self.document.set_marks((), self.tr("Clear arrows and rings")))
        play = bar.addMenu(self.tr("&Play"))
        self.play_action = add_action(bar, play, self.tr("&Play from here…"), QKeySequence("Ctrl+Return"),
                                      self.play_from_here)
        add_action(bar, play, self.tr("&Analyse this position…"), QKeySequence("Ctrl+Shift+A"),
                   lambda: analyse_position(self.document.scenario(), self))
        add_action(bar, play, self.tr("Check the p&uzzle…"), QKeySequence("Ctrl+Shift+K"),
                   lambda: check_puzzle(self.document.scenario(), self))
        self.toolbar = new_toolbar(self, self.toolbar, self.tr("Editor"), "editor-toolbar",
                                   (self.undo_action, self.redo_action, self.mark_action, self.play_action))

    # ------------------------------------------------------------ showing

    def _refresh(self) -> None:
        document = self.document
        self.tools.refresh()
        self.selection = [key for key in self.selection if self.tools.outline(key) is not None]
        self._draw_overlays()
        self.problems.clear()
        for problem in document.problems:
            item = QListWidgetItem(self.tr("{what}: {problem} ({rule})").format(
                what=self.tools.describe(problem.path), problem=problem.message, rule=problem.rule))
            item.setData(PROBLEM_ROLE, problem)
            item.setToolTip(self.tr("{path} — click to select the piece this is about").format(path=problem.path))
            self.problems.addItem(item)
        count = len(document.problems)
        if count == 0:
            self.verdict.setText("<span style='color:#1b7f3a'>✓ "
                                 + self.tr("The position is valid: it can be played and asked about.") + "</span>")
        else:
            self.verdict.setText("<span style='color:#b3261e'>✗ "
                                 + self.tr("The position breaks %n rules:", "", count) + "</span>")
        self.play_action.setEnabled(document.playable)
        self._update_title()

    def _update_title(self) -> None:
        document = self.document
        name = document.path.name if document.path else self.tr("unsaved")
        dirty = "" if document.undo_stack.isClean() else " •"
        self.setWindowTitle(self.tr("Scenario editor — {game} — {file}").format(game=document.rules.title,
                                                                               file=name) + dirty)

    def _redraw(self) -> None:
        """The board drawn afresh with the selection and the marks on it."""
        self.tools.refresh()
        self._draw_overlays()

    def _draw_overlays(self) -> None:
        """The selection frames and the arrows and rings, over a board the tools just drew."""
        scene = self.board.scene()
        draw_marks(scene, self.document.marks)
        for key in self.selection:
            rect = self.tools.outline(key)
            if rect is None:
                continue
            for pen, z in ((SELECTION_HALO, 49), (SELECTION_PEN, 50)):
                frame = QGraphicsRectItem(rect.adjusted(2, 2, -2, -2))
                frame.setPen(pen)
                frame.setBrush(QBrush(Qt.BrushStyle.NoBrush))
                frame.setZValue(z)
                scene.addItem(frame)

    def select(self, keys: list[str]) -> None:
        self.selection = list(dict.fromkeys(keys))
        self._redraw()

    # ------------------------------------------------------------ board gestures

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.board.viewport():
            return False
        if isinstance(event, QContextMenuEvent):
            self._context_menu(event.pos())
            return True
        if not isinstance(event, QMouseEvent):
            return False
        kind = event.type()
        if self._marking and kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
                                      QEvent.Type.MouseMove):
            return self._mark(kind, event)
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            return self._press(event.position().toPoint(), event.modifiers())
        if kind == QEvent.Type.MouseMove:
            point = event.position().toPoint()
            if self._band is not None:
                self._band.setGeometry(QRect(self._band_origin, point).normalized())
            elif (self._pressed_key is not None
                  and (point - self._press_point).manhattanLength() >= QApplication.startDragDistance()):
                self.tools.preview(self._pressed_key, self._scene(point))
            return self._band is not None or self._pressed_key is not None
        if kind == QEvent.Type.MouseButtonRelease and event.button() == Qt.MouseButton.LeftButton:
            return self._release(event.position().toPoint())
        return False

    def _scene(self, point: QPoint) -> QPointF:
        return self.board.mapToScene(point)

    # ------------------------------------------------------------ arrows and rings

    def _marking_toggled(self, on: bool) -> None:
        self._marking = on
        if on:
            self.select([])
        self.statusBar().showMessage(self.tr("Drag on the board to draw an arrow, click to ring a spot, click a mark "
                                             "to take it away; A again to pick pieces.") if on else "", 0 if on else 1)

    def _mark(self, kind: QEvent.Type, event: QMouseEvent) -> bool:
        """A press and release while marking: an arrow between them (shown as it is dragged), a
        ring at a click, or a click on a mark taking it away."""
        point = self._scene(event.position().toPoint())
        drag = QApplication.startDragDistance() * self.board.transform().inverted()[0].m11()
        if kind == QEvent.Type.MouseMove:
            if self._mark_from is not None:
                self._drop_mark_preview()
                self._mark_preview = draw_marks(self.board.scene(), (mark_between(self._mark_from, point, drag),))
            return self._mark_from is not None
        if event.button() != Qt.MouseButton.LeftButton:
            return True
        if kind == QEvent.Type.MouseButtonPress:
            self._mark_from = point
            return True
        start, self._mark_from = self._mark_from, None
        self._drop_mark_preview()
        if start is None:
            return True
        marks = self.document.marks
        mark = mark_between(start, point, drag)
        touched = None if mark.is_arrow else mark_at(marks, point, board_unit(self.board.scene()))
        if touched is not None:
            self.document.set_marks(tuple(m for m in marks if m is not touched), self.tr("Take a mark away"))
        else:
            self.document.set_marks((*marks, mark), self.tr("Draw an arrow") if mark.is_arrow
                                    else self.tr("Draw a ring"))
        return True

    def _drop_mark_preview(self) -> None:
        scene = self.board.scene()
        for item in self._mark_preview:
            if item in scene.items():   # a redraw of the board may have taken it already
                scene.removeItem(item)
        self._mark_preview = []

    def _ask_caption(self, text: str) -> str | None:
        """The words to write under the picture, starting from `text` (None: the user cancelled)."""
        dialog = QInputDialog(self)
        dialog.setObjectName("caption-dialog")
        dialog.setWindowTitle(self.tr("Caption"))
        dialog.setLabelText(self.tr("Words under the board (may stay empty):"))
        dialog.setOption(QInputDialog.InputDialogOption.UsePlainTextEditForTextInput)
        dialog.setTextValue(text)
        for edit in dialog.findChildren(QPlainTextEdit):   # a long answer wraps instead of scrolling sideways
            edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        dialog.resize(560, 260)
        return dialog.textValue() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def export_image(self) -> None:
        """The board as it is drawn, with the arrows and rings and a caption under it, as a PNG or
        SVG picture (the same drawing `qtgames image` makes)."""
        suggestion = self._suggestion("pictures", self.tr("board")).with_suffix(".png")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the board as a picture"), str(suggestion),
                                              self.tr("PNG picture (*.png);;SVG drawing (*.svg)"))
        if not path:
            return
        out = Path(path)
        if out.suffix.lower() not in (".png", ".svg"):
            out = out.with_suffix(".png")
        text = self.ruling.caption() or self.document.title
        while (caption := self._ask_caption(text)) is not None:
            self.tools.refresh()   # the board without selection frames or a ruling's preview
            draw_marks(self.board.scene(), self.document.marks)
            try:
                write_scene_image(self.board.scene(), out, caption.strip(), self.document.title, self.board.font())
            except CaptionTooLong as exc:   # asked again with the words as typed, to shorten them
                self.show_error(self.tr("The caption is too long"), str(exc))
                text = caption
                continue
            except OSError as exc:
                self.show_error(self.tr("Cannot write the picture"), f"{out}: {exc.strerror or exc}")
                return
            finally:
                self._redraw()
            self.statusBar().showMessage(self.tr("Picture written to {path}").format(path=out), 5000)
            return

    def _press(self, point: QPoint, modifiers: Qt.KeyboardModifier) -> bool:
        key = self.tools.key_at(self._scene(point))
        self._press_point = point
        if key is None:
            self._band_origin = point
            self._band = QRubberBand(QRubberBand.Shape.Rectangle, self.board.viewport())
            self._band.setGeometry(QRect(point, QSize()))
            self._band.show()
            return True
        self._pressed_key = key
        if modifiers & Qt.KeyboardModifier.ControlModifier:
            self.select([k for k in self.selection if k != key] if key in self.selection else self.selection + [key])
        elif key not in self.selection:
            self.select([key])
        return True

    def _release(self, point: QPoint) -> bool:
        if self._band is not None:
            rect = QRect(self._band_origin, point).normalized()
            self._band.hide()
            self._band.deleteLater()
            self._band = None
            band = self.board.mapToScene(rect).boundingRect()
            self.select(self.tools.keys_in(band) if rect.width() > 3 or rect.height() > 3 else [])
            return True
        key, self._pressed_key = self._pressed_key, None
        if key is None:
            return False
        self.tools.preview(None)
        if (point - self._press_point).manhattanLength() >= QApplication.startDragDistance():
            target = self.tools.target_at(self._scene(point))
            if target is not None:
                self.tools.move(key, target)
                moved = self.tools.key_at(self._scene(point))
                self.select([moved] if moved else [])
        return True

    def _context_menu(self, point: QPoint) -> None:
        key = self.tools.key_at(self._scene(point))
        if key is not None and key not in self.selection:
            self.select([key])
        if not self.selection:
            return
        menu = QMenu(self)
        menu.addAction(self.tr("Turn clockwise (R)"), lambda: self._rotate(1))
        menu.addAction(self.tr("Turn anticlockwise (Shift+R)"), lambda: self._rotate(-1))
        menu.addAction(self.tr("Remove (Del)"), self._remove)
        menu.popup(self.board.viewport().mapToGlobal(point))

    def _dropped(self, piece: dict[str, Any], global_point: QPoint) -> None:
        if self.tools.drop(piece, global_point):
            local = self.board.viewport().mapFromGlobal(global_point)
            key = self.tools.key_at(self._scene(local))
            self.select([key] if key else [])

    def _rotate(self, quarters: int) -> None:
        if self.selection:
            self.tools.rotate(self.selection, quarters)

    def _remove(self) -> None:
        if self.selection:
            keys, self.selection = self.selection, []
            self.tools.remove(keys)

    def _select_all(self) -> None:
        self.select(self.tools.keys_in(self.board.sceneRect()))

    def ask_ruling(self, action: Any) -> None:
        """Show "Test a ruling" answering `action` in the edited position (applied if legal)."""
        self.tabs.setCurrentWidget(self.ruling)
        if self.document.playable:
            self.ruling.ask(action)

    def _problem_clicked(self, item: QListWidgetItem) -> None:
        path = item.data(PROBLEM_ROLE).path
        key = self.tools.key_for_path(path)
        self.select([key] if key else [])
        if key is None and self.tools.reveal(path):
            self.tabs.setCurrentIndex(0)   # the game's controls

    # ------------------------------------------------------------ clipboard and files

    def show_error(self, title: str, text: str) -> None:
        """A problem the user can act on (a bad file, a full disk); the editor keeps its scenario."""
        warn(self, title, text)

    def copy_position(self) -> None:
        """The whole scenario as JSON text: paste it into a file, a message, or another editor."""
        QApplication.clipboard().setText(self.document.scenario().dumps())
        self.statusBar().showMessage(self.tr("The scenario is on the clipboard as JSON."), 4000)

    def copy_position_text(self) -> None:
        """The whole scenario as one line of text (qtg1:…) to paste into a chat or a forum."""
        QApplication.clipboard().setText(scenario_text(self.document.scenario()))
        self.statusBar().showMessage(self.tr("The position is on the clipboard as text."), 4000)

    def paste_position(self) -> None:
        """Take the position from a position text or a scenario on the clipboard (one undoable
        step); anything else is refused with its reason and the edited position stays."""
        try:
            scenario = scenario_from_pasted(QApplication.clipboard().text())
        except FormatError as exc:
            self.show_error(self.tr("Cannot paste the position"),
                            self.tr("The clipboard holds no usable position: {error}").format(error=exc))
            return
        if scenario.game != self.document.game_key:
            text = self.tr("The clipboard holds a {game} position; this editor shows {shown}.")
            self.show_error(self.tr("Cannot paste the position"),
                            text.format(game=scenario.rules.title, shown=self.document.rules.title))
            return
        self.document.edit(scenario.position, self.tr("Paste position"), scenario.options)

    def new_scenario(self, game_key: str) -> None:
        if self._discard_ok():
            self._replace(ScenarioDocument(blank_scenario(game_key), None, self))

    def open_scenario(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a scenario or a ruling report"),
                                              str(user_paths().data), self._scenario_filter())
        if path and self._discard_ok():
            self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        """Load a scenario file, or a ruling report (shown in "Test a ruling"); a bad one is
        explained and the current one stays."""
        try:
            document = document_from_file(path)
            report = document if isinstance(document, RulingReport) else None
            scenario = document.scenario() if isinstance(document, RulingReport) else document
            tools_for(ScenarioDocument(scenario, path))   # a game the editor cannot lay out is refused here
        except UnreadableFile as exc:
            self.show_error(self.tr("Cannot open the file"), f"{path}: {exc}")
            return False
        except (FormatError, KeyError) as exc:
            self.show_error(self.tr("Not a usable scenario"), f"{path.name}: {exc}")
            return False
        # A report's position is saved as a scenario under a new name: the report file stays as it is.
        self._replace(ScenarioDocument(scenario, None if report else path, self))
        if report is not None:
            self.show_report(report)
        return True

    def show_report(self, report: RulingReport) -> bool:
        """Show an opened ruling report in "Test a ruling": its actions replayed on its position,
        the recorded answer and whether it still holds ("Play from here" plays its position)."""
        self.tabs.setCurrentWidget(self.ruling)
        try:
            self.ruling.show_report(report)
        except FormatError as exc:
            self.show_error(self.tr("Not a usable ruling report"), str(exc))
            return False
        self.document.undo_stack.setClean()   # replaying the report is not an edit to keep
        return True

    def _replace(self, document: ScenarioDocument) -> None:
        old = self.document
        self.selection = []
        self._adopt(document)
        old.deleteLater()
        self._refresh()

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self._save_to(self.document.path)

    def save_as(self) -> bool:
        suggestion = str(self.document.path or self._suggestion("scenarios", self.tr("scenario")))
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the scenario"), suggestion, self._scenario_filter())
        return bool(path) and self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        try:
            self.document.save(path)
        except OSError as exc:
            self.show_error(self.tr("Cannot save"), f"{path}: {exc.strerror}")
            return False
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        self._update_title()
        return True

    def save_ruling_case(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the ruling as a test case"),
                                              str(self._suggestion("rulings", self.tr("ruling"))),
                                              self._scenario_filter())
        if path:
            try:
                self.ruling.save_case(Path(path), self.document.title)
            except OSError as exc:
                self.show_error(self.tr("Cannot save"), f"{path}: {exc.strerror}")
                return
            self.statusBar().showMessage(self.tr("Test case saved to {path}").format(path=path), 5000)

    def _suggestion(self, folder: str, fallback: str) -> Path:
        """A file in the user's `folder` named after the scenario's title (the folder made first: a
        dialog shown a folder that does not exist starts elsewhere)."""
        place = user_paths().data / folder
        try:
            place.mkdir(parents=True, exist_ok=True)
        except OSError:
            place = user_paths().data
        return place / file_name_for(self.document.title, fallback)

    def _scenario_filter(self) -> str:
        return self.tr("qtgames scenario or ruling report (*.json);;All files (*)")   # descriptions translated, patterns not

    def _discard_ok(self) -> bool:
        if self.document.undo_stack.isClean():
            return True
        answer = QMessageBox.question(self, self.tr("Unsaved changes"),
                                      self.tr("Discard the changes to this scenario?"),
                                      QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._discard_ok():
            event.accept()
        else:
            event.ignore()

    # ------------------------------------------------------------ playing

    def play_from_here(self) -> None:
        if not self.document.playable:
            return
        dialog = SeatsDialog(self.document.rules.player_count(self.document.state), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.playRequested.emit(self.document.scenario(), dialog.seats())


class SeatsDialog(QDialog):
    """Who plays each seat of the position: a person or an AI level."""

    def __init__(self, players: int, parent: QWidget | None = None, seats: list[PlayerSeat] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play from here"))
        self.setObjectName("seats-dialog")
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        self.rows = [SeatRow(grid, seat) for seat in range(players)]
        for row, seat in zip(self.rows, seats or [], strict=False):
            row.set_seat(seat)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def seats(self) -> list[PlayerSeat]:
        return [row.seat() for row in self.rows]



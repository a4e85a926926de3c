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
    QAction,
    QBrush,
    QCloseEvent,
    QColor,
    QContextMenuEvent,
    QKeySequence,
    QMouseEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QLabel,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QRubberBand,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ...engine.core import FormatError, get_game
from ...engine.core.jsonfile import UnreadableFile
from ...engine.core.position_text import scenario_from_pasted, scenario_text
from ...engine.core.ruling_report import RulingReport, document_from_file
from ...engine.core.scenario import Scenario, file_name_for
from ...storage import RULING_EXTENSION, SCENARIO_EXTENSION, user_paths, write_atomic
from ..actions import add_action, new_menu_bar, new_toolbar
from ..analysis.position_dialog import analyse_position
from ..analysis.puzzle_dialog import check_puzzle
from ..board_image import CaptionTooLong, write_scene_image
from ..i18n import about_file, ruling_file_filter, scenario_file_filter
from ..registry import registered_games
from ..rules_viewer import RulesHelp
from ..seats_dialog import SeatsDialog
from ..user_scenarios import scenarios_folder
from ..widgets.move_log import RuleLinkList
from ..widgets.panel_parts import scrolled
from ..widgets.plain_warning import warn
from ..window_size import open_within_screen
from .blank import blank_scenario, tools_class
from .caption_dialog import CaptionDialog
from .document import WORDS, ScenarioDocument
from .marks import board_unit, draw_marks, mark_at, mark_between
from .pieces import PieceList
from .ruling_panel import RulingPanel
from .scenario_form import ScenarioForm
from .tools import EditorTools
from .trial_bar import TrialBar

SELECTION_PEN = QPen(QColor("#ffe066"), 4, Qt.PenStyle.DashLine)
SELECTION_HALO = QPen(QColor(0, 0, 0, 170), 7)   # under the dashes: the frame reads on light boards too
PROBLEM_ROLE = Qt.ItemDataRole.UserRole
EDITOR_SIZE = QSize(1400, 900)   # where the screen has room for it


def tools_for(document: ScenarioDocument) -> EditorTools:
    return tools_class(document.game_key)(document)


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
        self.toolbar: QToolBar | None = None
        # The side docks run the window's full height; the problems sit under the board only.
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        # The rules open beside the board, in a tab of the right dock: the board keeps its room.
        self.rules_help = RulesHelp(self, answer_links=False, place=self._place_rules)
        self._adopt(ScenarioDocument(scenario, path, self))
        self._build_menus()
        self._refresh()

    # ------------------------------------------------------------ building

    def _adopt(self, document: ScenarioDocument) -> None:
        """Show `document`: a new board, palette and panels for its game."""
        self.document = document
        self._build_views()
        document.changed.connect(self._refresh)
        document.wordsChanged.connect(self.form.show_words)
        document.marksChanged.connect(self._redraw)
        document.undo_stack.cleanChanged.connect(self._update_title)
        document.undo_stack.indexChanged.connect(self._update_undo)

    def _build_views(self) -> None:
        """The board, the palette and the side and problem panels of the document's game, in the
        language installed now."""
        document = self.document
        self.tools = tools_for(document)
        self.tools.ask_ruling = self.ask_ruling
        self.board = self.tools.make_board()
        self.board.setObjectName("editor-board")
        self.trial_bar = TrialBar()
        self.trial_bar.backRequested.connect(self.back_to_scenario)
        self.trial_bar.keepRequested.connect(self.keep_shown_position)
        self.trial_bar.saveRequested.connect(self.save_shown_as)
        centre = QWidget()
        column = QVBoxLayout(centre)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.trial_bar)
        column.addWidget(self.board, 1)
        self.setCentralWidget(centre)
        self.board.viewport().installEventFilter(self)
        self.board.viewport().setMouseTracking(True)
        palette = self.tools.palette()
        for pieces in palette.findChildren(PieceList):
            pieces.dropped.connect(self._dropped)
            pieces.dragged.connect(self.tools.preview_piece)
        palette.setMinimumWidth(190)   # three pieces a row: the board keeps the room on a laptop
        left = self._dock("palette", self.tr("Pieces"), scrolled(palette), Qt.DockWidgetArea.LeftDockWidgetArea)
        self.palette_dock = left
        self.tabs = QTabWidget()
        self.tabs.setObjectName("editor-tabs")
        self.tabs.addTab(scrolled(self.tools.controls()), self.tr("Position"))
        self.form = ScenarioForm(document)
        self.form.recordRequested.connect(self.record_solution)
        self.tabs.addTab(scrolled(self.form), self.tr("Scenario"))
        self.ruling = RulingPanel(document, self.tools)
        self.ruling.saveCaseRequested.connect(self.save_ruling_case)
        self.ruling.verdictHighlighted.connect(self.tools.show_verdict)
        self.ruling.ruleRequested.connect(self.rules_help.open_url)
        self.tabs.addTab(self.ruling, self.tr("Test a ruling"))
        right = self._dock("side", self.tr("Position, scenario and rulings"), self.tabs,
                           Qt.DockWidgetArea.RightDockWidgetArea)
        problems = QWidget()
        layout = QVBoxLayout(problems)
        self.verdict = QLabel()
        self.verdict.setObjectName("editor-verdict")
        self.verdict.setWordWrap(True)
        self.problems = RuleLinkList()
        self.problems.setObjectName("editor-problems")
        self.problems.itemClicked.connect(self._problem_clicked)
        self.problems.linkActivated.connect(self.rules_help.open_url)
        layout.addWidget(self.verdict)
        layout.addWidget(self.problems)
        dock = self._dock("problems", self.tr("Problems"), problems, Qt.DockWidgetArea.BottomDockWidgetArea)
        # The docks as narrow as their pieces and controls allow, a few lines of problems: the board keeps the room.
        self.resizeDocks([left, right], [left.minimumSizeHint().width(), right.minimumSizeHint().width()],
                         Qt.Orientation.Horizontal)
        self.resizeDocks([dock], [150], Qt.Orientation.Vertical)

    def retranslate(self) -> None:
        """Build the menus and panels again in the language installed now; the scenario, its
        undo history and the selection stay (a ruling under way starts anew)."""
        self.document.end_trial()
        self._build_views()
        self._build_menus()
        self.rules_help.rebuild()
        self._refresh()

    def _place_rules(self, dock: QDockWidget) -> None:
        """The rules beside the board: in a tab of the right dock, brought forward."""
        side = self.findChild(QDockWidget, "dock-side")
        if side is None:
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        else:
            self.tabifyDockWidget(side, dock)

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
        self.save_shown_action = add_action(bar, menu, self.tr("Save the &position after the moves as…"),
                                            QKeySequence(), self.save_shown_as)
        self.save_shown_action.setToolTip(self.tr("What Test a ruling shows, as a new scenario (Save keeps this "
                                                  "one as laid out)"))
        menu.addSeparator()
        add_action(bar, menu, self.tr("Export &image…"), QKeySequence("Ctrl+Shift+E"), self.export_image)
        menu.addSeparator()
        add_action(bar, menu, self.tr("&Close editor"), QKeySequence.StandardKey.Close, self.close)
        edit = bar.addMenu(self.tr("&Edit"))
        # The menu's Undo names the edit ("Undo Lay a tile on C4"); the toolbar's keep their words,
        # so the buttons beside them stay where they are.
        self.undo_action = add_action(bar, edit, self.tr("Undo"), QKeySequence.StandardKey.Undo, self._undo)
        self.redo_action = add_action(bar, edit, self.tr("Redo"), QKeySequence.StandardKey.Redo, self._redo)
        self.undo_button = QAction(self.tr("Undo"), bar)
        self.undo_button.triggered.connect(self._undo)
        self.redo_button = QAction(self.tr("Redo"), bar)
        self.redo_button.triggered.connect(self._redo)
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
                   lambda: analyse_position(self.document.scenario, self))
        add_action(bar, play, self.tr("Check the p&uzzle…"), QKeySequence("Ctrl+Shift+K"),
                   lambda: check_puzzle(self.document.scenario, self))
        help_menu = bar.addMenu(self.tr("&Help"))
        self.rules_action = add_action(bar, help_menu, self.tr("&Rules…"), QKeySequence.StandardKey.HelpContents,
                                       lambda: self.rules_help.show_game(self.document.game_key))
        self.toolbar = new_toolbar(self, self.toolbar, self.tr("Editor"), "editor-toolbar",
                                   (self.undo_button, self.redo_button, self.mark_action, self.play_action))
        self._update_undo()

    def _undo(self) -> None:
        self.document.undo_stack.undo()

    def _redo(self) -> None:
        self.document.undo_stack.redo()

    def _update_undo(self) -> None:
        """Undo and Redo as the document's edits allow now, each naming its edit (a ruling's
        applied actions are no edits: Step back takes them back)."""
        if self.toolbar is None:
            return   # the menus are not built yet
        stack = self.document.undo_stack
        undo = self.tr("Undo {edit}").format(edit=stack.undoText()) if stack.canUndo() else self.tr("Undo")
        redo = self.tr("Redo {edit}").format(edit=stack.redoText()) if stack.canRedo() else self.tr("Redo")
        for action, words, enabled in ((self.undo_action, undo, stack.canUndo()),
                                       (self.redo_action, redo, stack.canRedo())):
            action.setText(words)
            action.setEnabled(enabled)
        for button, menu_action in ((self.undo_button, self.undo_action), (self.redo_button, self.redo_action)):
            button.setToolTip(menu_action.text())
            button.setEnabled(menu_action.isEnabled())

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
        self._show_trial()
        self.form.show_words()
        self._update_undo()
        self._update_title()

    def _show_trial(self) -> None:
        """While a ruling is tried the board shows its result: the bar over it says so, and the
        pieces and controls, which edit the scenario as laid out, wait until it is left."""
        trying = self.document.trying
        steps = len(self.ruling.steps) if trying else 0
        self.trial_bar.show_steps(steps)
        for part in (self.palette_dock.widget(), self.tabs.widget(0)):
            if part is not None:
                part.setEnabled(not trying)
        self.save_shown_action.setEnabled(trying)
        self.form.allow_recording(steps)

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
        if self.document.trying and not self._marking and kind == QEvent.Type.MouseButtonPress:
            self._tell_trying()
            return True
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

    def export_image(self) -> None:
        """The board as it is drawn, with the arrows and rings, the hands and the auction if asked
        for, and a caption under it, as a PNG or SVG picture (the same drawing `qtgames image` makes)."""
        suggestion = self._suggestion("pictures", self.tr("board"), extension=".png")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the board as a picture"), str(suggestion),
                                              self.tr("PNG picture (*.png);;SVG drawing (*.svg)"))
        if not path:
            return
        out = Path(path)
        if out.suffix.lower() not in (".png", ".svg"):
            out = out.with_suffix(".png")
        rows = self.tools.table_rows()
        text = self.ruling.caption() or self.document.title
        while True:
            dialog = CaptionDialog(text, bool(rows), self)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            caption = dialog.textValue()
            self.tools.refresh()   # the board without selection frames or a ruling's preview
            draw_marks(self.board.scene(), self.document.marks)
            try:
                write_scene_image(self.board.scene(), out, caption.strip(), self.document.title,
                                  self.board.font(), rows if dialog.with_table() else ())
            except CaptionTooLong as exc:   # asked again with the words as typed, to shorten them
                self.show_error(self.tr("The caption is too long"), str(exc))
                text = caption
                continue
            except OSError as exc:
                self.show_error(self.tr("Cannot write the picture"), about_file(out, exc.strerror or exc))
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

    def _tell_trying(self) -> None:
        self.statusBar().showMessage(self.tr("The board shows where a ruling's actions lead: go back to the scenario "
                                             "to edit it, or lay out this position."), 6000)

    def _context_menu(self, point: QPoint) -> None:
        if self.document.trying:
            self._tell_trying()
            return
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
        """A palette piece let go: placed where it fell, it is selected and the board takes the keys
        (R turns it, Del takes it back; the palette list kept them for its own search)."""
        if self.tools.drop(piece, global_point):
            local = self.board.viewport().mapFromGlobal(global_point)
            key = self.tools.key_of(piece) or self.tools.key_at(self._scene(local))
            self.select([key] if key else [])
            self.board.setFocus()

    def _rotate(self, quarters: int) -> None:
        if self.document.trying:
            self._tell_trying()
        elif self.selection:
            self.tools.rotate(self.selection, quarters)

    def _remove(self) -> None:
        """Delete: a piece chosen in a side list (a hand's tile) goes back to its supply, else the
        pieces selected on the board do."""
        if self.document.trying:
            self._tell_trying()
        elif not self.tools.remove_from_controls() and self.selection:
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
        """The whole scenario as JSON text, with the position the board shows: paste it into a
        file, a message, or another editor."""
        QApplication.clipboard().setText(self.document.scenario(shown=True).dumps())
        self.statusBar().showMessage(self.tr("The scenario is on the clipboard as JSON."), 4000)

    def copy_position_text(self) -> None:
        """The whole scenario as one line of text (qtg1:…), with the position the board shows, to
        paste into a chat or a forum."""
        QApplication.clipboard().setText(scenario_text(self.document.scenario(shown=True)))
        self.statusBar().showMessage(self.tr("The position is on the clipboard as text."), 4000)

    def paste_position(self) -> None:
        """Take the scenario on the clipboard (a position text or JSON): its position, and its
        title, author, notes and goal, which belong with it (one undoable step); anything else is
        refused with its reason and the edited scenario stays."""
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
        document = self.document
        text = self.tr("Paste position")
        document.undo_stack.beginMacro(text)
        document.edit(scenario.position, text, scenario.options)
        for field in WORDS:
            value = getattr(scenario, field)
            if value or field != "title":   # a pasted scenario without a title keeps the editor's
                document.set_words(field, value, text, merge=False)
        document.undo_stack.endMacro()

    def new_scenario(self, game_key: str) -> None:
        if self._discard_ok():
            self._replace(ScenarioDocument(blank_scenario(game_key), None, self))

    def open_scenario(self) -> None:
        """Open a scenario or report, chosen where this one lies, else where the editor saves them."""
        folder = self.document.path.parent if self.document.path is not None else scenarios_folder()
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a scenario or a ruling report"),
                                              str(folder if folder.is_dir() else user_paths().data),
                                              self._scenario_filter())
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
            self.show_error(self.tr("Cannot open the file"), about_file(path, exc))
            return False
        except (FormatError, KeyError) as exc:
            self.show_error(self.tr("Not a usable scenario"), about_file(path.name, exc))
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
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the scenario"), suggestion, scenario_file_filter())
        return bool(path) and self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        try:
            self.document.save(path)
        except OSError as exc:
            self.show_error(self.tr("Cannot save"), about_file(path, exc.strerror))
            return False
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        self._update_title()
        return True

    def save_ruling_case(self) -> None:
        """Save the ruling as a report titled and named after the question asked."""
        question = self.ruling.question
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the ruling as a test case"),
                                              str(self._suggestion("rulings", self.tr("ruling"), question,
                                                                   RULING_EXTENSION)),
                                              ruling_file_filter())
        if path:
            try:
                self.ruling.save_case(Path(path))
            except OSError as exc:
                self.show_error(self.tr("Cannot save"), about_file(path, exc.strerror))
                return
            self.statusBar().showMessage(self.tr("Test case saved to {path}").format(path=path), 5000)

    def save_shown_as(self) -> None:
        """The position "Test a ruling" shows, saved as a new scenario with this one's words (its
        goal without the solution and hints, which start from the position as laid out); the
        scenario being edited stays as laid out, under its own name."""
        if not self.document.trying:
            return
        scenario = self.document.scenario(shown=True)
        if scenario.goal is not None:
            scenario = replace(scenario, goal=replace(scenario.goal, solution=(), hints=()))
        suggestion = self._suggestion("scenarios", self.tr("scenario"), self.tr("{title} (after the moves)").format(
            title=self.document.title))
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the position after the moves"), str(suggestion),
                                              scenario_file_filter())
        if not path:
            return
        try:
            write_atomic(Path(path), scenario.dumps())
        except OSError as exc:
            self.show_error(self.tr("Cannot save"), about_file(path, exc.strerror))
            return
        self.statusBar().showMessage(self.tr("The position after the moves saved to {path}").format(path=path), 5000)

    def back_to_scenario(self) -> None:
        """Leave the ruling: the board shows the scenario as laid out again."""
        self.document.end_trial()

    def keep_shown_position(self) -> None:
        """Lay out the position the ruling led to (one undo step): Save writes it from now on."""
        self.document.lay_out_shown(self.tr("Lay out the position after the moves"))

    def record_solution(self) -> None:
        """The actions applied in "Test a ruling", from the position as laid out, become the
        puzzle's solution."""
        if self.document.trying:
            rules = self.document.rules
            self.form.record([rules.action_to_json(step.action) for step in self.ruling.steps])

    def _suggestion(self, folder: str, fallback: str, title: str | None = None,
                    extension: str = SCENARIO_EXTENSION) -> Path:
        """A file in the user's `folder` named after `title`, else the scenario's, with the
        extension the desktop knows its kind by (the folder made first: a dialog shown a folder
        that does not exist starts elsewhere)."""
        place = user_paths().data / folder
        try:
            place.mkdir(parents=True, exist_ok=True)
        except OSError:
            place = user_paths().data
        return place / file_name_for(self.document.title if title is None else title, fallback, extension)

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
        scenario = self.document.scenario(shown=True)
        dialog = SeatsDialog(self.document.rules.player_count(self.document.state), self, puzzle=scenario)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.playRequested.emit(scenario, dialog.seats())


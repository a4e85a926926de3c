"""The move log every game's panel shows: one line per event, the rule ID first, as a link to it;
and the list it is made of, whose rows' rule IDs are links wherever a list cites rules (the
scenario editor's rulings and problems)."""

from __future__ import annotations

import html
import math
import re
from collections.abc import Collection

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QSize,
    Qt,
    QTimer,
    QUrl,
    Signal,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QBrush,
    QColor,
    QDesktopServices,
    QMouseEvent,
    QPainter,
    QPalette,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QApplication,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ...engine.core import Event, messages
from .rule_links import linked_rules, rule_tooltip

EMPHASIS_ROLE = Qt.ItemDataRole.UserRole + 2
_LEADING_SPACES = re.compile(r"^ +")
EMPHASIS = QBrush(QColor("#ffe1d6"))   # a line that must not be missed (a player out of the game)
TEXT_MARGIN = 4
FUTURE_LINE = QBrush(QColor("#9aa3ab"))   # a review's lines after the shown moment
LOG_LINES = 5   # the least a side panel leaves the log (more where the screen has room)
MOST_SIZES = 20_000   # rows' sizes remembered (a few widths of the longest logs) before starting anew


class RuleLinkDelegate(QStyledItemDelegate):
    """Draws a row as rich text so its rule IDs read as links, and finds the link under a point.

    A list re-measures every row whenever one is added, and laying out a row's rich text takes
    about 0.1 ms: at 500 lines (a long four-player game) that was 46 ms of the window's time per
    move, growing with the game (`tools/bench_move_log.py`). A row's size depends only on its
    words, its weight, its font and the width, so it is remembered by those, until the list is
    cleared (a new game): the sizes never outlive the lines.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sizes: dict[tuple[str, bool, str, int], QSize] = {}

    def document(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QTextDocument:
        doc = QTextDocument()
        doc.setDefaultFont(option.font)
        doc.setDocumentMargin(TEXT_MARGIN)
        text = linked_rules(html.escape(str(index.data(Qt.ItemDataRole.DisplayRole))))
        text = _LEADING_SPACES.sub(lambda m: "&nbsp;" * len(m.group()), text)   # a row's indent, which HTML drops
        if index.data(EMPHASIS_ROLE):
            text = f"<b>{text}</b>"
        doc.setHtml(text)
        doc.setTextWidth(max(option.rect.width(), 1))
        return doc

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        view_option = QStyleOptionViewItem(option)
        self.initStyleOption(view_option, index)
        view_option.text = ""   # the style draws background, alternation and selection only
        style = view_option.widget.style() if view_option.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, view_option, painter, view_option.widget)
        doc = self.document(option, index)
        context = QAbstractTextDocumentLayout.PaintContext()
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        if foreground is not None:
            context.palette.setColor(QPalette.ColorRole.Text, QBrush(foreground).color())
        if option.state & QStyle.StateFlag.State_Selected:
            context.palette.setColor(QPalette.ColorRole.Text,
                                     option.palette.color(QPalette.ColorRole.HighlightedText))
        painter.save()
        painter.translate(option.rect.topLeft())
        doc.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        key = (str(index.data(Qt.ItemDataRole.DisplayRole)), bool(index.data(EMPHASIS_ROLE)), option.font.key(),
               option.rect.width())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) >= MOST_SIZES:
                self._sizes.clear()
            doc = self.document(option, index)
            size = self._sizes[key] = QSize(int(doc.idealWidth()), int(doc.size().height()))
        return size

    def forget_sizes(self) -> None:
        self._sizes.clear()

    def anchor_at(self, option: QStyleOptionViewItem, index: QModelIndex, point: QPointF) -> str:
        doc = self.document(option, index)   # kept alive while its layout answers
        return doc.documentLayout().anchorAt(point - QPointF(option.rect.topLeft()))


def with_names(text: str, names: list[str]) -> str:
    """An engine sentence with its "Player N" (`messages.player`) replaced by the seats' names."""
    for seat, name in enumerate(names):
        text = text.replace(messages.player(seat), name)
    return text


class RuleLinkList(QListWidget):
    """A list whose rows' rule IDs are links: a click on one emits `linkActivated` with its URL
    (the row is still clicked as usual)."""

    linkActivated = Signal(QUrl)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setMouseTracking(True)
        self.delegate = RuleLinkDelegate(self)
        self.setItemDelegate(self.delegate)

    def clear(self) -> None:
        """Every row goes, and the sizes remembered for them."""
        super().clear()
        self.delegate.forget_sizes()

    def link_at(self, point: QPointF) -> str:
        """The link under a viewport point, empty when the point is not on a rule ID."""
        index = self.indexAt(point.toPoint())
        if not index.isValid():
            return ""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = self.visualRect(index)
        return self.delegate.anchor_at(option, index, point)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        over_link = bool(self.link_at(event.position()))
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor if over_link else Qt.CursorShape.ArrowCursor)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        link = self.link_at(event.position()) if event.button() == Qt.MouseButton.LeftButton else ""
        super().mouseReleaseEvent(event)
        if link:
            self.linkActivated.emit(QUrl(link))


class MoveLog(RuleLinkList):
    """The log of a game's events; its rule links open the rules through our scheme's handler."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlternatingRowColors(True)
        self.linkActivated.connect(QDesktopServices.openUrl)
        self._following = True
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.verticalScrollBar().rangeChanged.connect(self._range_changed)

    def sizeHint(self) -> QSize:
        """Five one-line rows asked for, not a list's 192 px: the side panel gives the log the room
        left, and a panel whose parts asked for more than a screen had scrolled in its frame."""
        return QSize(super().sizeHint().width(), LOG_LINES * self.line_height() + 2 * self.frameWidth())

    def line_height(self) -> int:
        """The height of a row of one line, as the delegate lays it out."""
        doc = QTextDocument()
        doc.setDefaultFont(self.font())
        doc.setDocumentMargin(TEXT_MARGIN)
        doc.setPlainText("[Ag]")   # a rule link's brackets and a letter with a descender
        return math.ceil(doc.size().height())

    def add_events(self, events: list[Event], names: list[str], emphasised: Collection[str] = ()) -> None:
        """Append events, with the engine's "Player N" replaced by the seat's name; events of the
        `emphasised` kinds stand out (bold, on a warm ground)."""
        for event in events:
            item = QListWidgetItem(f"[{event.rule}] {with_names(event.text, names)}")
            if event.kind in emphasised:
                item.setData(EMPHASIS_ROLE, True)
                item.setBackground(EMPHASIS)
            item.setToolTip(rule_tooltip(event.rule))
            self.addItem(item)
        QTimer.singleShot(0, self.scrollToBottom)  # after the new rows are laid out

    def _scrolled(self, value: int) -> None:
        self._following = value == self.verticalScrollBar().maximum()

    def _range_changed(self, _lowest: int, highest: int) -> None:
        """A log that shows its latest line keeps showing it while its lines grow taller or its
        room shrinks (they wrap anew when the panel above it takes a line more); one scrolled back
        stays where its reader put it."""
        if self._following:
            self.verticalScrollBar().setValue(highest)

    def mark_moment(self, row: int) -> None:
        """Reviewing: select the shown moment's last line, grey the lines still to come, and keep
        it in the middle of the view (after the scroll to the bottom queued when lines were added)."""
        for index in range(self.count()):
            self.item(index).setForeground(FUTURE_LINE if index > row else QBrush())
        self.setCurrentRow(row)
        QTimer.singleShot(0, lambda: self._centre_row(row))

    def _centre_row(self, row: int) -> None:
        """By row, not item: the log may have been cleared (a new game) before this runs."""
        if 0 <= row < self.count():
            self.scrollToItem(self.item(row), QListWidget.ScrollHint.PositionAtCenter)

"""Top-level windows that open inside the screen they open on.

Asked for at its preferred size alone (the main window's 1280×800, the editor's 1400×900), a
window on a 1024×700 laptop opened past the screen's bottom and right: *Start game*, the editor's
Problems list and the title bar's buttons out of reach. Every top-level window of the app opens
through `open_within_screen`: a remembered geometry only if the window fits the screen it comes
back on, else the preferred size bounded by that screen's available area, centred on it.

The frame a window manager draws (title bar, borders) is known only once the window is shown, so
the size is first chosen with room for a usual frame; when the real frame turns out larger,
`_KeepInside` shrinks and moves the window inside the screen once.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QMargins, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QCursor, QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication, QStyle, QWidget

# The borders a window manager draws beside and below a window (openbox: 1 px and 5 below); a
# thicker frame is found once shown (`fit_frame`). The title bar's height is the style's.
BORDER = 4


def opening_screen() -> QScreen:
    """The screen a window opens on unless told: the active window's, else the one under the
    mouse pointer (where the player started the app), else the primary screen."""
    active = QApplication.activeWindow()
    if active is not None and active.isVisible():
        return active.screen()
    return QGuiApplication.screenAt(QCursor.pos()) or QGuiApplication.primaryScreen()


def frame_allowance(window: QWidget) -> QMargins:
    """Room for the frame the window will get: the style's title bar and the borders."""
    title = window.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, window)
    return QMargins(BORDER, title + BORDER, BORDER, BORDER)


def room_on(screen: QScreen, window: QWidget) -> QRect:
    """Where the window's inside may lie on `screen`: its available area (no panels, no docks)
    less the window's frame."""
    return screen.availableGeometry().marginsRemoved(frame_allowance(window))


def open_within_screen(window: QWidget, preferred: QSize, saved: QByteArray | None = None,
                       screen: QScreen | None = None) -> None:
    """Size and place `window` before it is first shown: as `saved` (`QWidget.saveGeometry`) left
    it if it fits there, else at `preferred` bounded by `screen` (by default `opening_screen`),
    centred on it."""
    if saved is not None and window.restoreGeometry(saved):
        screen = window.screen()
        if window.isMaximized() or room_on(screen, window).contains(window.normalGeometry()):
            _keep_inside(window)
            return
    elif screen is None:
        screen = opening_screen()
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMaximized)
    room = room_on(screen, window)
    size = preferred.boundedTo(room.size())
    placed = QRect(room.topLeft(), size)
    placed.moveCenter(room.center())
    window.setScreen(screen)
    window.setGeometry(placed)
    _keep_inside(window)


def _keep_inside(window: QWidget) -> None:
    if window.findChild(_KeepInside) is None:   # placed again before it showed: one watch is enough
        window.installEventFilter(_KeepInside(window))


class _KeepInside(QObject):
    """Watches a window until its frame is known (shown and framed), then fits the frame inside
    the screen's available area once, and goes."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        window = self.window
        if (watched is window and event.type() in (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize)
                and window.isVisible() and window.frameGeometry() != window.geometry()):
            window.removeEventFilter(self)
            # A timer of this child of the window, gone with it: a single shot holding a closure
            # over the window kept it alive after it was closed, and ran on its deleted C++ side.
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(self.fit)
            timer.start(0)
        return False

    def fit(self) -> None:
        fit_frame(self.window)
        self.deleteLater()


def fit_frame(window: QWidget) -> None:
    """Shrink and move a shown window so that its frame lies inside its screen's available area
    (a maximized or full-screen one is the window manager's to place)."""
    if window.isMaximized() or window.isFullScreen() or not window.isVisible():
        return
    area = window.screen().availableGeometry()
    frame, inside = window.frameGeometry(), window.geometry()
    if area.contains(frame):
        return
    extra = frame.size() - inside.size()
    size = inside.size().boundedTo(area.size() - extra).expandedTo(window.minimumSize())
    window.resize(size)
    width, height = size.width() + extra.width(), size.height() + extra.height()
    window.move(max(area.left(), min(frame.left(), area.right() + 1 - width)),
                max(area.top(), min(frame.top(), area.bottom() + 1 - height)))

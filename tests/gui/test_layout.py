"""Every screen fits the screens players have, in every language the app speaks: opened on a
1024×700, 1366×768 or 1920×1080 screen (tests/screens.json), each visible widget lies inside its
window (inside a scrolled area: within the area's width), every visible label and button is as large
as its words need (French and Italian run about a fifth longer than English), and while a game is
played the board keeps its place and size on the screen from one move to the next."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QLabel,
    QListView,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qtgames.engine.ai.players import GreedyPlayer
from qtgames.engine.core import Event, game_keys, get_game
from qtgames.engine.core.record import MatchRecord, PlayerSeat
from qtgames.engine.tsuro_seas.state import ChooseStart, PlaceTile
from qtgames.gui import i18n
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.main_window import MainWindow
from qtgames.gui.table import BoardArea, SideFrame
from qtgames.gui.widgets.choice_grid import ChoiceGrid
from qtgames.gui.widgets.move_log import MoveLog

from .conftest import start_game
from .screens import open_main_window_on, screen_of_size
from .test_puzzles import play_listed

# The smallest and the largest screens in the fast gate; the common laptop between them in the slow step.
SIZES = [pytest.param((1024, 700), id="1024x700"), pytest.param((1366, 768), id="1366x768", marks=pytest.mark.slow),
         pytest.param((1920, 1080), id="1920x1080")]
# English and each translation; the translations' middle screen in the slow step too.
LANGUAGES = [pytest.param(code, marks=pytest.mark.slow) if code != "en" else code for code in i18n.languages()]
PLAYERS = {"tsuro-seas": 4, "entdecker": 4, "magellan": 6}   # the crowded tables
OPENING_MOVES = 12
MOVES_WATCHED = 14
USABLE_BOARD = 420   # the board's least width with the rules open (issue 34: 252 px at 1024x700 was not)


def rect_in(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def scrolled_by(widget: QWidget, window: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area whose viewport holds `widget`, if any."""
    child, parent = widget, widget.parentWidget()
    while parent is not None and parent is not window:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and area.viewport() is parent and child is not area.viewport():
            return area
        child, parent = parent, parent.parentWidget()
    return None


def misplaced(window: QWidget) -> list[str]:
    """Visible widgets that stick out of the window, or out of the width of the scrolled area they are in."""
    QApplication.processEvents()
    bounds = window.rect()
    found = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not window:   # a floating dock is a window of its own
            continue
        rect = rect_in(widget, window)
        area = scrolled_by(widget, window)
        if area is None:
            outside = not bounds.contains(rect)
        else:   # it may scroll out of sight; but where no bar scrolls it, it must fit
            view = rect_in(area.viewport(), window)
            sideways = area.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            outside = sideways and (rect.left() < view.left() or rect.right() > view.right())
        if outside:
            found.append(f"{type(widget).__name__} {widget.objectName()!r} at {rect.getRect()} in "
                         f"{bounds.getRect()}")
    return found


def cut_words(window: QWidget) -> list[str]:
    """Visible wrapped labels given fewer lines than their words take."""
    QApplication.processEvents()
    return [f"{label.text()[:40]!r}: {label.height()} px for {label.heightForWidth(label.width())} px of lines"
            for label in window.findChildren(QLabel)
            if label.isVisible() and label.wordWrap() and label.height() < label.heightForWidth(label.width())]


def words_width(widget: QAbstractButton) -> int:
    """How wide a button's words are drawn: its longest line (mnemonic ampersands dropped), and beside
    them a check box's box or the icon of a button that shows one beside its text."""
    metrics, style = widget.fontMetrics(), widget.style()
    lines = widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&").split("\n")
    width = max(metrics.horizontalAdvance(line) for line in lines)
    if isinstance(widget, (QCheckBox, QRadioButton)):
        width += (style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)
                  + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing))
    beside = not isinstance(widget, QToolButton) or widget.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    if beside and not widget.icon().isNull():
        width += widget.iconSize().width() + 4
    return width


def cramped(window: QWidget) -> list[str]:
    """Visible one-line labels narrower or lower than their words, and buttons narrower than theirs:
    the text is cut. (A button's size hint adds its style's padding, which may shrink; its words may not.)"""
    QApplication.processEvents()
    found = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel) and widget.text().strip() and not widget.wordWrap():
            need = widget.minimumSizeHint()
            if widget.width() < need.width() or widget.height() < need.height():
                found.append(f"label {widget.text()[:40]!r}: {widget.width()}x{widget.height()} px for "
                             f"{need.width()}x{need.height()} px of words")
        elif isinstance(widget, QAbstractButton) and widget.text().strip():
            if widget.contentsRect().width() < words_width(widget):
                found.append(f"{type(widget).__name__} {widget.text()[:40]!r}: {widget.contentsRect().width()} px "
                             f"for {words_width(widget)} px of words")
    return found


def cut_items(window: QWidget) -> list[str]:
    """Visible items of icon lists laid on a grid (the editors' palettes) whose label needs more room
    than their cell gives: Qt cuts it ("Giocato…" for "Giocatore 1")."""
    QApplication.processEvents()
    found = []
    for view in window.findChildren(QListView):
        if not view.isVisible() or view.viewMode() != QListView.ViewMode.IconMode or not view.gridSize().isValid():
            continue
        model = view.model()
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            if not index.data():
                continue
            option = QStyleOptionViewItem()
            view.initViewItemOption(option)
            given = view.visualRect(index)
            option.rect = given
            need = view.itemDelegate().sizeHint(option, index)
            if need.width() > given.width() or need.height() > given.height():
                found.append(f"{view.objectName()!r} item {index.data()!r}: {given.width()}x{given.height()} px "
                             f"for {need.width()}x{need.height()} px")
    return found


def drawn_board(window: MainWindow) -> QRect:
    """Where the board is drawn on the screen: the view's place and its scene's rectangle in it."""
    board = window.board
    scene = board.mapFromScene(board.sceneRect()).boundingRect()   # type: ignore[attr-defined]
    return scene.translated(board.viewport().mapTo(window, QPoint(0, 0)))   # type: ignore[attr-defined]


def opening(key: str) -> MatchRecord:
    """A game some moves in, every seat a person at the table (nobody plays while we measure)."""
    game = get_game(key)
    players = PLAYERS[key]
    state = game.new_state(players, game.Options(), 11)
    record = MatchRecord(key, game.Options(), [PlayerSeat(f"Player with a long name {n + 1}", "human")
                                                for n in range(players)], 11)
    ai = GreedyPlayer(3)
    while len(record.actions) < OPENING_MOVES and not game.is_terminal(state):
        action = ai.choose(game, game.observation(state, game.decision(state).player))
        game.apply(state, action)
        record.actions.append(action)
    return record


@pytest.fixture(params=LANGUAGES)
def speaking(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The app speaking each of its languages, windows built after (they take their words then)."""
    monkeypatch.setenv(i18n.ENV_OVERRIDE, request.param)
    translators = i18n.install_translators(request.param) if request.param != "en" else []
    yield request.param
    if translators:
        i18n.remove_translators(translators)


@pytest.fixture
def sized(qtbot, speaking: str, request: pytest.FixtureRequest) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """The main window as it opens on a screen of that size (inside its frame: a little smaller)."""
    win = open_main_window_on(qtbot, screen_of_size(*request.param))
    yield win
    win.close()


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("sized", SIZES, indirect=True)
def test_every_screen_fits_and_the_board_stays_put_while_playing(qtbot, sized: MainWindow,  # type: ignore[no-untyped-def]
                                                                 tmp_path: Path) -> None:
    window = sized
    page = window.start_page
    assert misplaced(window) == [] and cramped(window) == [], "the lobby"
    for key in game_keys():
        page.choose_game(key)
        page.player_count.setValue(page.player_count.maximum())
        page.advanced_button.setChecked(True)
        assert misplaced(window) == [] and cramped(window) == [], f"the lobby with {key}'s seats and options"
        assert page.scenarios.isVisible() and page.recent.isVisible()
        page.advanced_button.setChecked(False)

    for key in game_keys():   # a player's own view at a crowded table: hand, bid box, choices
        start_game(qtbot, window, ["human"] + ["random"] * (PLAYERS[key] - 1), seed=11, game=key)
        qtbot.waitUntil(window.host.human_to_move, timeout=10000)
        assert misplaced(window) == [] and cramped(window) == [], f"{key}: the first decision of the human at the table"
        window.show_start_page()

    ai = GreedyPlayer(5)
    for key in game_keys():
        saved = tmp_path / f"{key}.json"
        saved.write_text(opening(key).dumps(), encoding="utf-8")
        assert window.files.open_path(saved)
        assert misplaced(window) == [], f"{key} in play"
        where = drawn_board(window)
        game = window.host.game
        assert game is not None
        for _ in range(MOVES_WATCHED):
            decision = window.host.decision
            if decision is None:
                break
            action = ai.choose(game, game.observation(window.host.state, decision.player))
            window.human_action(action)
            QApplication.processEvents()
            assert drawn_board(window) == where, f"{key}: the board moved after {window.host.record.actions[-1]!r}"
        assert misplaced(window) == [] and cut_words(window) == [] and cramped(window) == [], f"{key} after some moves"
        window.review.review_current(3)
        assert window.review_bar.isVisible() and misplaced(window) == [], f"{key} reviewed"
        window.review.close()
        window.menus.rules_action.trigger()
        assert misplaced(window) == [], f"{key} with the rules beside it"
        board, dock = rect_in(window.board, window), window.rules_help.dock   # type: ignore[arg-type]
        assert dock.isFloating() or not board.intersects(dock.geometry()), f"{key}: the rules cover the board"
        assert board.width() >= USABLE_BOARD, f"{key}: the rules squeeze the board to {board.width()} px"
        window.rules_help.dock.close()


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("sized", SIZES, indirect=True)
def test_the_editor_and_the_guide_fit(qtbot, sized: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = sized
    width, height = window.screen().size().toTuple()
    for key in game_keys():
        editor = window.scenarios.open_editor(blank_scenario(key))
        assert editor is not None
        qtbot.waitExposed(editor)
        assert window.screen().availableGeometry().contains(editor.frameGeometry()), f"{key}'s editor"
        assert misplaced(editor) == [] and cramped(editor) == [] and cut_items(editor) == [], f"{key}'s editor"
        editor.close()
        guide = window.show_guide(key)
        qtbot.waitExposed(guide)
        assert guide.width() <= width and guide.height() <= height - 40, f"{key}'s guide"
        assert misplaced(guide) == [] and cramped(guide) == [] and cut_words(guide) == []
        guide.close()


@pytest.mark.parametrize("language", i18n.languages())
def test_the_editors_palettes_hold_their_labels(qtbot, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                               language: str) -> None:
    """Played in Italian, the Magellan editor's ships read "Giocato…": a palette's cell is as wide as
    its longest label in every language (the fast gate's check; the slow one opens each editor on
    every screen size)."""
    monkeypatch.setenv(i18n.ENV_OVERRIDE, language)
    translators = i18n.install_translators(language) if language != "en" else []
    try:
        for key in game_keys():
            editor = EditorWindow(blank_scenario(key))   # deleted when closed
            editor.show()
            qtbot.waitExposed(editor)
            assert cut_items(editor) == [], f"{key}'s editor"
            editor.close()
    finally:
        i18n.remove_translators(translators)


def latest_line_in_sight(window: MainWindow) -> bool:
    log = window.panel.log   # type: ignore[attr-defined]
    QApplication.processEvents()
    line = log.visualItemRect(log.item(log.count() - 1))
    return line.top() >= 0 and line.bottom() <= log.viewport().rect().bottom()


@pytest.mark.parametrize("sized", [(1366, 768)], indirect=True, ids=["1366x768"])
def test_the_move_log_keeps_its_latest_line_in_sight_when_the_panel_above_it_grows(  # type: ignore[no-untyped-def]
        qtbot, sized: MainWindow) -> None:
    window = sized
    start_game(qtbot, window, ["human", "greedy"], seed=3)
    host = window.host
    window.human_action(host.legal_actions()[0])   # a starting mark; the AI takes one, the dice roll
    qtbot.waitUntil(lambda: host.human_to_move() and host.decision.kind == "place", timeout=5000)
    qtbot.waitUntil(lambda: latest_line_in_sight(window), timeout=2000)
    qtbot.mouseClick(window.panel.hand_buttons[0], Qt.MouseButton.LeftButton)   # type: ignore[attr-defined]
    assert window.panel.controls.status.isVisible()   # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: latest_line_in_sight(window), timeout=2000)


def test_a_log_line_wraps_anew_whenever_the_log_changes_width(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Rows' sizes are remembered (a long log was re-measured at every move): by width too, so a
    line narrowed wraps onto more lines, and widened again takes its one line back."""
    log = MoveLog()
    qtbot.addWidget(log)
    log.resize(700, 300)
    log.show()
    qtbot.waitExposed(log)
    get_game("entdecker")   # its events' words
    log.add_events([Event("unplayable", "EN-X4c", tile=13, event="pirates", squares=[33])] * 3, ["Ada", "Ben"])

    def height() -> int:
        return log.visualItemRect(log.item(1)).height()

    qtbot.waitUntil(lambda: height() > 0)
    wide = height()
    log.resize(160, 300)
    qtbot.waitUntil(lambda: height() > wide, timeout=2000)   # narrowed, the line wraps
    log.resize(700, 300)
    qtbot.waitUntil(lambda: height() == wide, timeout=2000)   # widened, it is one line again


def test_a_choice_is_as_tall_as_its_wrapped_words_in_a_narrow_panel(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = QWidget()
    QVBoxLayout(panel).addWidget(choices := ChoiceGrid(str, columns=3))
    choices.detail = lambda action: "costs 1 gold · ends your turn · 2 declared cards are lost (EN-B1)"
    frame = SideFrame(panel)
    qtbot.addWidget(frame)
    frame.resize(300, 600)
    frame.show()
    qtbot.waitExposed(frame)
    choices.show_choices([], ["Build a scout", "End your turn"], "What now?")
    assert choices.buttons[0].text().count("\n") == 1, "the cost on a line of its own"
    assert misplaced(frame) == [] and cut_words(frame) == []


@pytest.mark.parametrize("sized", SIZES, indirect=True)
def test_a_card_over_the_board_holds_its_words_and_no_more(qtbot, sized: MainWindow,  # type: ignore[no-untyped-def]
                                                           tmp_path: Path) -> None:
    """A game that ended at the opening, its result card shown as the game comes to the table: the
    card measured its words 4 pixels wider than its style sheet's border leaves them (the seed's
    line cut at 1024x700), and measured once while the board was still small, it kept that height."""
    record = MatchRecord("tsuro-seas", get_game("tsuro-seas").Options(),
                         [PlayerSeat("Player 1", "human"), PlayerSeat("Player 2", "greedy")], 1086253083,
                         [ChooseStart(0), ChooseStart(21), PlaceTile(49, 3), PlaceTile(4, 0)])
    saved = tmp_path / "lost at the opening.json"
    saved.write_text(record.dumps(), encoding="utf-8")
    assert sized.files.open_path(saved)
    overlay = sized.board_area.overlay
    won = i18n.translate("TableCards", "{name} wins!").format(name="Player 2")
    qtbot.waitUntil(lambda: overlay.isVisible() and overlay.title.text() == won, timeout=5000)
    assert "TS-D5" in overlay.detail_text() and "1086253083" in overlay.detail_text()
    assert cut_words(overlay) == [] and cramped(overlay) == []
    assert overlay.title.height() < 2 * overlay.title.fontMetrics().lineSpacing(), "one line, one line's room"


@pytest.mark.parametrize("language", [code for code in i18n.languages() if code != "en"])
@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_switching_the_language_with_the_rules_open_leaves_the_board_its_room(  # type: ignore[no-untyped-def]
        qtbot, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """F1 beside a game at 1366x768, then View → Language: the rules' column took 630 px of the
    window and the board kept 175, and the dock's title stayed in the former language."""
    monkeypatch.delenv(i18n.ENV_OVERRIDE, raising=False)
    window = open_main_window_on(qtbot, screen_of_size(1366, 768))
    start_game(qtbot, window, ["human", "greedy"], seed=3)
    window.menus.rules_action.trigger()   # Help → Rules (F1)
    dock = window.rules_help.dock
    assert dock is not None and dock.isVisible() and not dock.isFloating()
    english_title = dock.windowTitle()
    try:
        window.preferences.language_actions[language].trigger()
        QApplication.processEvents()
        viewer = window.rules_help.viewer
        assert viewer is not None and dock.isVisible()
        board = rect_in(window.board, window)
        assert not board.intersects(dock.geometry())
        assert board.width() >= USABLE_BOARD, f"the rules squeeze the board to {board.width()} px"
        assert dock.windowTitle() == viewer.windowTitle() != english_title, "the dock's title follows the language"
    finally:
        window.preferences.language_actions["en"].trigger()
    window.close()


def overlapping(card: QWidget) -> list[str]:
    """Pairs of the card's visible parts drawn over one another."""
    parts = [child for child in card.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
             if child.isVisible()]
    return [f"{type(one).__name__} {one.geometry()} and {type(other).__name__} {other.geometry()}"
            for i, one in enumerate(parts) for other in parts[i + 1:] if one.geometry().intersects(other.geometry())]


@pytest.mark.parametrize("sized", SIZES, indirect=True)
def test_a_puzzles_verdict_card_is_laid_out_right_the_first_time(qtbot, sized: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A lost puzzle: a verdict card with two lines of words and four buttons comes up over the board.
    It was measured before its new buttons counted (they are hidden until the card shows): at
    1024x700 it came up too narrow for them, two of their words cut and the buttons over the
    detail's second line; only a resize of the window set it right."""
    play_listed(qtbot, sized, "tsuro-seas-puzzle-1")
    host, overlay = sized.host, sized.board_area.overlay
    host.ai_delay_ms = 0
    while host.puzzle_verdict is None:   # the second placement each turn: the goal is lost
        qtbot.waitUntil(lambda: host.human_to_move() or host.puzzle_verdict is not None, timeout=5000)
        if host.puzzle_verdict is None:
            assert host.play(host.legal_actions()[1]) is None
    assert host.puzzle_verdict is False
    qtbot.waitUntil(overlay.isVisible, timeout=5000)
    QApplication.processEvents()   # as the player first sees it: the event loop has placed its parts
    buttons = [button for button in overlay.findChildren(QPushButton) if button.isVisible()]
    assert len(buttons) == 4 and overlay.detail_text().count("\n") == 1
    assert [b.text() for b in buttons if b.width() < b.sizeHint().width()] == []
    assert cut_words(overlay) == [] and cramped(overlay) == [] and overlapping(overlay) == []
    assert overlay.contentsRect().contains(overlay.childrenRect()), "every part on the card"
    assert QRect(QPoint(0, 0), sized.board_area.size()).contains(overlay.geometry()), "the card on the board"


def test_a_cards_buttons_go_in_rows_where_the_board_is_too_narrow_for_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Four long choices on a board narrower than their row: two rows of two, none cut, the card as
    tall as its words and both rows."""
    area = BoardArea(QWidget())
    qtbot.addWidget(area)
    area.resize(440, 500)
    area.show()
    qtbot.waitExposed(area)
    card = area.overlay
    card.present("Puzzle failed", "Player 2: win the game<br><i>Your ship went out first. Try the placement "
                 "that keeps two ways open out of the corner.</i>",
                 [(text, f"choice-{i}", card.hide) for i, text in enumerate(
                     ["Try the puzzle again", "Show the author's solution", "Open it in the editor", "Close"])])
    buttons = card.findChildren(QPushButton)
    assert len({button.y() for button in buttons}) == 2 and len({button.x() for button in buttons}) == 2
    assert [b.text() for b in buttons if b.width() < b.sizeHint().width()] == []
    assert cut_words(card) == [] and cramped(card) == [] and overlapping(card) == []
    assert card.contentsRect().contains(card.childrenRect()) and area.rect().contains(card.geometry())

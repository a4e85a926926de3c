"""Tsuro of the Seas reads at a glance (issue 19): the route a previewed tile sails every ship it
moves, from the engine; moves that can be followed; every loss explained; marks that never hide a
daikaiju; the selected hand tile and the hint on the board."""

from __future__ import annotations

import re

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QTextDocument, QTextDocumentFragment, QTextOption
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from qtgames.engine.core.record import PlayerSeat
from qtgames.engine.core.rulebook import RULE_ID
from qtgames.engine.core.scenario import scenario_from_text
from qtgames.engine.tsuro_seas.routes import legs, placement_routes
from qtgames.engine.tsuro_seas.state import Phase, PlaceTile
from qtgames.gui.main_window import MainWindow
from qtgames.gui.tsuro_seas.board import MarkItem
from qtgames.gui.tsuro_seas.layout import HullItem, position_point, square_rect
from qtgames.gui.tsuro_seas.routes import legs_path
from qtgames.gui.widgets.move_log import EMPHASIS_ROLE

from ...paths import FIXTURES
from ..conftest import start_game
from .test_play import rotate_to_a_legal_placement, wait_for_human_placement

SCENARIOS = FIXTURES / "scenarios"
THREE_SHIPS = PlaceTile(13, 0)   # in tsuro-three-ships-move.json: seat 1's tile that moves three ships


def play(qtbot, window: MainWindow, name: str, kinds: list[str]) -> None:  # type: ignore[no-untyped-def]
    """A fixture scenario on the table, seat 1 a human, as the start page's scenario list plays it."""
    scenario = scenario_from_text((SCENARIOS / name).read_text(encoding="utf-8"))
    window.scenarios.play_scenario(scenario, [PlayerSeat(f"Player {seat + 1}", kind) for seat, kind in enumerate(kinds)])
    wait_for_human_placement(qtbot, window)


def press_hand_key(qtbot, window: MainWindow, tile: int) -> None:  # type: ignore[no-untyped-def]
    """Keys 1-3 pick a hand tile, as a player does."""
    place = window.host.state.hands[0].index(tile)
    qtbot.keyClick(window.board, Qt.Key(Qt.Key.Key_1 + place))


def test_a_previewed_tile_shows_every_moved_ships_route_as_the_engine_traces_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    play(qtbot, window, "tsuro-three-ships-move.json", ["human", "random", "random", "random"])
    press_hand_key(qtbot, window, THREE_SHIPS.tile)
    assert window.board.rotation == THREE_SHIPS.rotation
    drawn = window.board.routes
    assert [item.route for item in drawn] == placement_routes(window.host.observation(), *THREE_SHIPS)
    assert [item.label.text() for item in drawn] == [
        "Player 1: safe", "Player 2: safe", "Player 3: meets a daikaiju (TS-M4)"], \
        "your route and the two other ships the tile moves (TS-M2), each with how it ends"
    assert "Player 3: meets a daikaiju (TS-M4)" in window.panel.controls.status.plain
    state = window.host.state
    for item in drawn:   # drawn as they are traced: from the ship's bow, wake after wake
        start = item.path().elementAt(0)
        assert item.isVisible() and item.path() == legs_path(state.geometry.size, item.route.legs)
        assert QPointF(start.x, start.y) == position_point(state.geometry.size, state.ships[item.route.seat])

    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    placed = window.host.session.steps[0]
    assert placed.action == THREE_SHIPS
    sailed = [(event.data["seat"], legs(event.data["path"])) for event in placed.events if event.kind == "ship_sailed"]
    assert sailed == [(item.route.seat, item.route.legs) for item in drawn], "the previewed routes are the sails"


def test_turning_the_tile_redraws_the_routes_and_an_illegal_turn_keeps_them(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    play(qtbot, window, "tsuro-three-ships-move.json", ["human", "random", "random", "random"])
    press_hand_key(qtbot, window, THREE_SHIPS.tile)
    shown = []
    for _ in range(4):
        shown.append([item.route for item in window.board.routes])
        assert shown[-1] == placement_routes(window.host.observation(), THREE_SHIPS.tile, window.board.rotation)
        qtbot.keyClick(window.board, Qt.Key.Key_R)
    assert len({routes[0].legs for routes in shown}) > 1, "each turn of the tile sails elsewhere"


def test_no_route_label_lies_under_a_ship(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Ships are drawn over the routes: a label by a waiting ship was half hidden by its hull."""
    play(qtbot, window, "tsuro-route-ends-by-a-ship.json", ["human", "random", "random", "random"])
    press_hand_key(qtbot, window, 27)
    hulls = [item.sceneBoundingRect() for item in window.board.scene().items() if isinstance(item, HullItem)]
    for _ in range(4):
        frames = [item.label.parentItem().sceneBoundingRect() for item in window.board.routes]
        assert len(frames) == 3
        assert not [frame for frame in frames if any(frame.intersects(hull) for hull in hulls)]
        qtbot.keyClick(window.board, Qt.Key.Key_R)


def test_an_ai_ship_lost_is_told_on_the_board_and_stands_out_in_the_log(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    play(qtbot, window, "tsuro-three-ships-move.json", ["human", "random", "random", "random"])
    press_hand_key(qtbot, window, THREE_SHIPS.tile)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert window.board.notice.isVisible()
    assert "Player 3's ship, moved by Player 1's tile, sails into the" in window.board.notice.text()
    log = window.panel.log
    out = [log.item(row) for row in range(log.count()) if "Player 3's ship, moved by" in log.item(row).text()]
    assert len(out) == 1 and out[0].data(EMPHASIS_ROLE)
    assert not window.board_area.overlay.isVisible(), "an AI's loss is no card to close"


def test_a_new_game_does_not_inherit_the_last_ones_notice(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    play(qtbot, window, "tsuro-three-ships-move.json", ["human", "random", "random", "random"])
    window.host.set_paused(True)
    press_hand_key(qtbot, window, THREE_SHIPS.tile)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert window.board.notice.isVisible()
    start_game(qtbot, window, ["human", "random"], 5)
    assert not window.board.notice.isVisible(), "a ship lost in the last game, told over the new one"


def visible_buttons(window: MainWindow) -> list[str]:
    return [b.objectName() for b in window.board_area.overlay.findChildren(QPushButton) if b.isVisible()]


def lose_the_ship(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Every legal placement in tsuro-forced-loss.json sails the human's ship off the board."""
    play(qtbot, window, "tsuro-forced-loss.json", ["human", "random", "random"])
    qtbot.keyClick(window.board, Qt.Key.Key_1)
    rotate_to_a_legal_placement(qtbot, window)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    qtbot.waitUntil(window.board_area.overlay.isVisible, timeout=5000)


def test_losing_your_ship_shows_who_what_and_why_and_the_ais_wait(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    lose_the_ship(qtbot, window)
    overlay = window.board_area.overlay
    out = next(event for event in window.host.session.steps[0].events if event.kind == "ship_out")
    assert overlay.title.text() == "Player 1 is out of the game"
    assert out.text in overlay.detail_text() and f"Rule {out.rule}" in overlay.detail_text()
    assert out.rule == "TS-M4" and "sails off the" in out.text and " edge at " in out.text
    assert visible_buttons(window) == ["loss-review", "loss-watch", "loss-skip", "loss-new-game"], \
        "only AIs play on: watch them, skip to the result, or start anew"
    moves = len(window.host.record.actions)
    qtbot.wait(300)
    assert len(window.host.record.actions) == moves, "the AIs wait while the card is read"
    qtbot.mouseClick(overlay.findChild(QPushButton, "loss-watch"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.host.record.actions) > moves, timeout=5000)


def test_skip_to_the_result_reaches_the_result_card_which_says_how_each_ship_went_out(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    lose_the_ship(qtbot, window)
    overlay = window.board_area.overlay
    window.host.ai_delay_ms = 10**6   # watching would take for ever: skipping does not wait
    window.board.animation_ms_per_tile = 10**6
    qtbot.mouseClick(overlay.findChild(QPushButton, "loss-skip"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "result-new-game" in visible_buttons(window), timeout=20000)
    assert window.host.decision is None and " wins!" in overlay.title.text()
    outs = [event for event in window.host.log if event.kind in ("ship_out", "ship_destroyed")]
    assert outs and all(f"{event.text} ({event.rule})" in overlay.detail_text() for event in outs)
    assert_rule_ids_hold_together(overlay.detail)


def assert_rule_ids_hold_together(label: QLabel) -> None:
    """Each rule ID on a card is a link to the rule, and never breaks across lines at whatever width
    the card has (laid out as the label lays out its rich text): "(TS-" ended a line, "D5)" began the next."""
    text = label.text()
    ids = set(RULE_ID.findall(QTextDocumentFragment.fromHtml(text).toPlainText().replace("\u2011", "-")))
    assert ids and all(f'href="qtgames-rule:{rule}"' in text for rule in ids)
    document = QTextDocument()
    document.setDefaultFont(label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)   # a word-wrapped QLabel's
    document.setDefaultTextOption(option)
    document.setHtml(text)
    for width in range(160, 720, 3):
        document.setTextWidth(width)
        document.size()   # lay it out
        block = document.begin()
        while block.isValid():
            layout = block.layout()
            for i in range(layout.lineCount()):
                line = layout.lineAt(i)
                end = block.text()[line.textStart():line.textStart() + line.textLength()].rstrip()
                assert not re.search(r"\b[A-Z]{2}[-\u2011]$", end), (width, end)
            block = block.next()


def test_your_own_loss_is_told_once_and_the_status_bar_says_the_game_waits_for_the_card(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The loss card and the board's notice said the same sentence, and the status bar said "Player 2
    is thinking…" while the card held the AIs back."""
    lose_the_ship(qtbot, window)
    overlay = window.board_area.overlay
    out = next(event for event in window.host.session.steps[0].events if event.kind == "ship_out")
    assert out.text in overlay.detail_text()
    assert not window.board.notice.isVisible() or out.text not in window.board.notice.text()
    assert window.statusBar().currentMessage() == "The game waits until you close the card."
    qtbot.wait(300)   # the AI's thinking ends meanwhile: the game still waits, and says so
    assert window.statusBar().currentMessage() == "The game waits until you close the card."
    assert_rule_ids_hold_together(overlay.detail)
    qtbot.mouseClick(overlay.findChild(QPushButton, "loss-watch"), Qt.MouseButton.LeftButton)
    assert "waits" not in window.statusBar().currentMessage()


def test_review_that_move_shows_the_position_before_it_by_keyboard_too(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    lose_the_ship(qtbot, window)
    fatal = len(window.host.record.actions)
    review = window.board_area.overlay.findChild(QPushButton, "loss-review")
    assert QApplication.focusWidget() is review, "the card's first choice has the keyboard"
    qtbot.keyClick(review, Qt.Key.Key_Space)
    assert window.host.reviewing and window.host.review_at == fatal - 1
    assert window.host.state.phase == Phase.PLACE and window.host.state.alive[0]


def test_with_animations_off_a_move_shows_its_end_at_once_and_on_it_glides(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    play(qtbot, window, "tsuro-three-ships-move.json", ["human", "random", "random", "random"])
    window.host.set_paused(True)   # the AIs' moves are not this test's
    press_hand_key(qtbot, window, THREE_SHIPS.tile)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    size = window.host.state.geometry.size
    hulls = {item.seat: item for item in window.board.scene().items() if isinstance(item, HullItem)}
    assert not window.board.animations.busy
    assert hulls[0].pos() == QPointF(0, 0) and hulls[0].anchor == position_point(size, window.host.state.ships[0])

    play(qtbot, window, "tsuro-three-ships-move.json", ["human", "random", "random", "random"])
    window.host.set_paused(True)
    window.board.animation_ms_per_tile = 5000
    press_hand_key(qtbot, window, THREE_SHIPS.tile)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    hull = next(item for item in window.board.scene().items() if isinstance(item, HullItem) and item.seat == 0)
    assert window.board.animations.busy and hull.pos() != QPointF(0, 0), "the ship starts where it was"
    qtbot.keyClick(window.board, Qt.Key.Key_Space)
    assert not window.board.animations.busy and hull.pos() == QPointF(0, 0), "a key shows the end at once"


def test_starting_marks_lie_outside_the_sea_so_they_never_hide_a_daikaiju(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], 5)
    state = window.host.state
    sea = square_rect(7, 0).united(square_rect(7, 48))
    marks = [item for item in window.board.scene().items() if isinstance(item, MarkItem)]
    assert len(marks) == 56
    assert not [mark for mark in marks if mark.sceneBoundingRect().intersects(sea)]
    assert all(mark.toolTip().startswith("Start at ") and " edge, " in mark.toolTip() for mark in marks)
    assert any(state.kaiju_square[k] >= 0 for k in range(len(state.kaiju_square)))


def test_the_selected_hand_tile_is_framed_in_gold_and_turns_with_the_preview(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], 5)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    wait_for_human_placement(qtbot, window)
    buttons = window.panel.hand_buttons
    before = buttons[1].grab().toImage()
    qtbot.keyClick(window.board, Qt.Key.Key_2)
    selected = buttons[1].grab().toImage()

    def gold(image) -> int:  # type: ignore[no-untyped-def]
        return sum(1 for x in range(image.width()) for y in range(image.height())
                   if _near(image.pixelColor(x, y), QColor("#f2c14e")))

    assert gold(before) < 50 and gold(selected) > 100, "a wide gold frame marks the tile on the board"
    icon_before = buttons[1].icon().cacheKey()
    qtbot.keyClick(window.board, Qt.Key.Key_R)
    assert buttons[1].isChecked() and buttons[1].icon().cacheKey() != icon_before, "the picture turns with it"


def _near(colour: QColor, target: QColor) -> bool:
    return abs(colour.red() - target.red()) + abs(colour.green() - target.green()) + abs(
        colour.blue() - target.blue()) < 40


def test_the_board_names_squares_alike_on_both_sides_and_keeps_the_dice_numbers_apart(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], 5)
    texts = [item.text() for item in window.board.scene().items() if hasattr(item, "text") and item.parentItem() is None]
    for name in "ABCDEFG":
        assert texts.count(name) == 2, "column letters along the top and the bottom"
    for name in "1234567":
        assert texts.count(name) == 2, "row numbers down both sides"
    dice = [item for item in window.board.scene().items() if item.toolTip().startswith(("Gold die", "Blue die"))]
    assert len(dice) == 12 and all("daikaiju" in die.toolTip() for die in dice)


def test_no_sentence_a_player_reads_names_a_mark_or_a_tile_by_number(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    import re

    numbered = re.compile(r"\bmark \d|\btile \d|\(s\)", re.IGNORECASE)
    start_game(qtbot, window, ["human", "random", "random", "random"], 11)
    board = window.board
    seen = [item.toolTip() for item in board.scene().items()] + [window.panel.turn_label.text()]
    qtbot.keyClick(board, Qt.Key.Key_Return)
    wait_for_human_placement(qtbot, window)
    qtbot.keyClick(board, Qt.Key.Key_1)
    seen += [button.toolTip() for button in window.panel.hand_buttons] + [window.panel.controls.status.plain]
    seen += [window.panel.turn_label.text()] + [item.toolTip() for item in board.scene().items()]
    log = window.panel.log
    seen += [log.item(row).text() for row in range(log.count())]
    assert [text for text in seen if numbered.search(text)] == []


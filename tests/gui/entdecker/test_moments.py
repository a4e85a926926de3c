"""Entdecker tells the cost before the click and shows the consequence on the board: the start fee's
badge and hover, what declaring can afford after it, build and end-turn buttons that say they end
the turn, a dead end, a card that fits nowhere, an event card over the board, island scoring, hints
on stacks, the keys after a stack is clicked, and no waiting with animations off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem, QGraphicsSimpleTextItem

from qtgames.engine.core import Event, get_game
from qtgames.engine.core.record import PlayerSeat
from qtgames.engine.core.scenario import scenario_from_state
from qtgames.engine.entdecker.state import FORT, Build, Phase, StartCircle, StartSquare
from qtgames.gui.entdecker.board import ChoiceItem, EntdeckerBoard
from qtgames.gui.game_ui import TableView
from qtgames.gui.widgets.event_card import EventCard

from ...engine.entdecker.helpers import circle_above, fresh, on_top, put, sq, unit
from ..conftest import click_item
from ..test_layout import cut_words
from ..test_preferences import menu_action

GAME = get_game("entdecker")
NAMES = ["Ada", "Ben"]


def items(board, kind):  # type: ignore[no-untyped-def]
    return [item for item in board.scene().items() if isinstance(item, kind)]


def play_position(qtbot, window, state, pace: int = 0) -> None:  # type: ignore[no-untyped-def]
    """Play a hand-made position from its start, Ada (a human) against a random AI."""
    state.legal_cache = None
    window.scenarios.play_scenario(scenario_from_state(GAME, state, state.options, title="test"),
                         [PlayerSeat("Ada", "human"), PlayerSeat("Ben", "random")])
    window.board.animation_ms_per_tile = pace
    qtbot.waitUntil(window.host.human_to_move, timeout=5000)


def start_at_e1_and_declare(qtbot, window, cards: int) -> None:  # type: ignore[no-untyped-def]
    """Ada clicks the circle above E1 and declares `cards` cards, as a player does."""
    host, board = window.host, window.board
    ring = next(item for item in items(board, ChoiceItem)
                if item.action == StartCircle(circle_above(host.state, "E1")))
    click_item(qtbot, board, ring)
    qtbot.waitUntil(lambda: host.state.phase == Phase.DECLARE)
    qtbot.mouseClick(window.panel.choice(f"declare-{cards}"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.state.phase == Phase.EXPLORE)


def shown_cards(board) -> list[str]:  # type: ignore[no-untyped-def]
    return [card.plain_text() for card in items(board, EventCard)]


def log_lines(panel) -> list[str]:  # type: ignore[no-untyped-def]
    return [panel.log.item(row).text() for row in range(panel.log.count())]


def test_a_costly_start_shows_its_fee_and_hovering_or_choosing_it_tells_the_gold_after_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = fresh()
    state.round = 2
    put(state, "C3", "headland")
    unit(state, "C3", owner=1, kind=FORT)
    state.gold = [7, 5]
    play_position(qtbot, window, state)
    board, panel, host = window.board, window.panel, window.host
    c3 = sq(state, "C3")
    badges = [item for item in items(board, QGraphicsSimpleTextItem) if item.text() == "−3"]
    assert len(badges) == 1, "one start costs extra: Ben's fort on C3 (EN-X2)"
    tip = "Starting on C3 costs 3 gold extra, for Ben's fort (EN-X2): it goes to the bank."
    assert badges[0].parentItem().toolTip().startswith(tip)
    fort = next(item for item in board.scene().items() if item.toolTip().startswith("Fort of player 2"))
    assert not fort.collidesWithItem(badges[0].parentItem()), "the badge leaves the unit in sight"

    ring = next(item for item in items(board, ChoiceItem) if item.action == StartSquare(c3, 0))
    qtbot.mouseMove(board.viewport(), board.mapFromScene(ring.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: panel.controls.status.plain == tip + " You would keep 4 gold: up to 4 cards.")

    click_item(qtbot, board, ring)
    qtbot.waitUntil(lambda: host.state.phase == Phase.DECLARE)
    assert host.state.gold[0] == 4
    assert panel.afford_label.text() == tip + " You paid it and have 4 gold left: you can turn over up to 4 cards."
    assert panel.choice("declare-4") is not None and panel.choice("declare-5") is None


def test_building_and_ending_the_turn_say_so_before_the_click(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = fresh()
    on_top(state, "headland")
    state.gold[0] = 8
    play_position(qtbot, window, state)
    start_at_e1_and_declare(qtbot, window, 3)
    panel = window.panel
    qtbot.mouseClick(panel.stack_buttons[0], Qt.MouseButton.LeftButton)
    if window.host.state.phase == Phase.PLACE:
        qtbot.mouseClick(panel.controls.place_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.choice("build-fort-0") is not None)
    assert panel.choice("build-fort-0").text().endswith(
        "costs 3 gold · ends your turn · 2 declared cards are lost (EN-B1)")
    assert panel.choice("end-turn").text().endswith("ends your turn · 2 declared cards are lost (EN-X5)")
    assert cut_words(window.panel) == [], "each choice as tall as its wrapped words"
    assert not panel.choices.heading.isVisible(), "'Your choices' said once, by the box"
    assert panel.turn_label.text() == "Ada: Draw a card, build here (ends your turn), or end your turn."


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_a_dead_end_is_logged_announced_on_the_board_and_the_heading_offers_building_only(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = fresh()
    on_top(state, "land_bridge")        # at E1 land east and west: no free route on (EN-X6)
    state.gold[0] = 5
    play_position(qtbot, window, state, pace=150)
    start_at_e1_and_declare(qtbot, window, 3)
    board, panel, host = window.board, window.panel, window.host
    qtbot.mouseClick(panel.stack_buttons[0], Qt.MouseButton.LeftButton)
    if host.state.phase == Phase.PLACE:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    said = "No free route from here: exploring ends; 2 declared cards are lost."
    qtbot.waitUntil(lambda: f"Dead end\n{said}" in shown_cards(board), timeout=5000)
    assert f"[EN-X6] {said}" in log_lines(panel)
    assert panel.turn_label.text() == "Ada: No free route from here: build on this card, or end your turn."
    assert not any(button.isEnabled() for button in panel.stack_buttons)
    assert any(isinstance(a, Build) for a in host.legal_actions())
    qtbot.waitUntil(lambda: not board.animations.busy, timeout=5000)
    assert not items(board, EventCard), "the card was there for a moment"


def test_a_card_that_fits_nowhere_is_shown_face_up_and_boxed_with_its_reason(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = fresh()
    for name in ("D1", "F1", "E2"):
        put(state, name, "solid_land")   # E1 is a pocket only a bay fits
    on_top(state, "open_sea")
    state.gold[0] = 4
    play_position(qtbot, window, state, pace=150)
    start_at_e1_and_declare(qtbot, window, 2)
    board, panel = window.board, window.panel
    qtbot.mouseClick(panel.stack_buttons[0], Qt.MouseButton.LeftButton)
    said = "An open sea card fits nowhere next to the ship (E1) and leaves the game."
    qtbot.waitUntil(lambda: bool(items(board, EventCard)), timeout=5000)
    card = items(board, EventCard)[0]
    assert card.plain_text() == f"The card fits nowhere\n{said}"
    assert [item for item in card.childItems() if isinstance(item, QGraphicsPixmapItem)], "the card, face up"
    assert f"[EN-X4c] {said}" in log_lines(panel)
    box = next(item for item in items(board, QGraphicsSimpleTextItem) if item.text() == "Out of the game")
    assert [item.text() for item in box.parentItem().childItems()] == ["Out of the game", "1 card"]


def test_an_event_comes_over_the_board_and_with_animations_off_nothing_waits(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = fresh()
    on_top(state, "bay", "pirates")
    state.gold = [8, 8]
    play_position(qtbot, window, state, pace=150)
    start_at_e1_and_declare(qtbot, window, 2)   # 6 gold left: pirates take 3
    board, panel = window.board, window.panel
    qtbot.mouseClick(panel.stack_buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Pirates\nPirates! Ada loses 3 gold." in shown_cards(board), timeout=5000)
    flying = [item.text() for item in items(board, QGraphicsSimpleTextItem) if item.text() == "−3"]
    assert flying, "the lost gold flies to Ada's place on the strip"

    menu_action(window, "View", "Animations").trigger()   # off
    assert board.animation_ms_per_tile == 0 and not board.animations.busy
    assert not items(board, EventCard), "switching off ends what was showing"
    host = window.host
    moves = len(host.record.actions)
    qtbot.mouseClick(panel.choice("end-turn"), Qt.MouseButton.LeftButton)   # the bay is a dead end
    busy: list[bool] = []
    board.animations.busyChanged.connect(busy.append)
    qtbot.waitUntil(lambda: len(host.record.actions) > moves + 3, timeout=10000)   # Ben's moves follow at once
    assert busy == [] and not items(board, EventCard)


def test_a_scored_island_is_outlined_and_its_points_fly_to_the_scores(qtbot) -> None:  # type: ignore[no-untyped-def]
    board = EntdeckerBoard()
    qtbot.addWidget(board)
    board.show()
    board.animation_ms_per_tile = 5000
    state = fresh()
    state.score, state.gold = [5, 2], [4, 4]
    board.show_state(TableView(state, None, NAMES, None, "", [], False))
    scored = Event("island_scored", "EN-I5", value=3, cards=3, token=0, points={0: 3, 1: 2}, squares=[0, 1, 2])
    board.animate([scored])
    assert board.animations.busy
    texts = [item.text() for item in items(board, QGraphicsSimpleTextItem)]
    assert "+3" in texts and "+2" in texts, "each player's points"
    assert "2 points · 4 gold" in texts and "0 points · 4 gold" in texts, "the scores before the points land"
    qtbot.keyClick(board, Qt.Key.Key_Space)   # skip
    texts = [item.text() for item in items(board, QGraphicsSimpleTextItem)]
    assert "+3" not in texts and "5 points · 4 gold" in texts and "2 points · 4 gold" in texts


def test_the_strip_counts_one_point_as_one_point(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The strip read '1 points' (seen in the event screenshot): its words take the count's plural."""
    board = EntdeckerBoard()
    qtbot.addWidget(board)
    state = fresh()
    state.score, state.gold = [1, 0], [4, 1]
    board.show_state(TableView(state, None, NAMES, None, "", [], False))
    texts = [item.text() for item in items(board, QGraphicsSimpleTextItem)]
    assert "1 point · 4 gold" in texts and "0 points · 1 gold" in texts


def test_a_hint_for_a_stack_marks_that_stack(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    play_position(qtbot, window, fresh())
    start_at_e1_and_declare(qtbot, window, 2)
    hints: list[object] = []
    window.host.hintReady.connect(hints.append)
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=10000)
    stack = window.panel.stack_buttons[hints[0].stack]   # type: ignore[attr-defined]
    assert "#ff4081" in stack.styleSheet() and stack.toolTip().endswith("Suggested by the hint")


def test_enter_takes_a_hint_for_a_choice_or_a_stack_on_the_panel(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Seen in a real window (2026-11-29): "Hint: End your turn" framed the button and Enter did
    nothing, while Enter takes the hint in Tsuro of the Seas and for a card to lay here."""
    play_position(qtbot, window, fresh())
    host, board = window.host, window.board
    ring = next(item for item in items(board, ChoiceItem) if item.action == StartCircle(circle_above(host.state, "E1")))
    click_item(qtbot, board, ring)
    qtbot.waitUntil(lambda: host.state.phase == Phase.DECLARE)
    hints: list[object] = []
    host.hintReady.connect(hints.append)
    for step in ("declare", "a stack", "build or end the turn"):
        if host.state.phase == Phase.PLACE:   # the drawn card waits on the board, where Enter lays it
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        window.menus.hint_action.trigger()
        qtbot.waitUntil(lambda: bool(hints), timeout=10000)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        assert host.record.actions[-1] == hints.pop(), f"Enter took the suggested choice: {step}"
        assert not window.panel.log.hasFocus(), f"{step}: the keyboard went back, not to the log (its first line picked)"


def test_the_keyboard_goes_back_where_it_was_once_enter_takes_a_panel_hint(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The hint gives its button the keyboard, and the button goes with the move it made: Qt then
    handed the keyboard to the next widget in line (in a real window the move log, its first line
    shown picked). It goes back to what had it: here the log a reader had clicked into."""
    play_position(qtbot, window, fresh())
    host, board = window.host, window.board
    ring = next(item for item in items(board, ChoiceItem) if item.action == StartCircle(circle_above(host.state, "E1")))
    click_item(qtbot, board, ring)
    qtbot.waitUntil(lambda: host.state.phase == Phase.DECLARE)
    window.panel.log.setFocus()
    hints: list[object] = []
    host.hintReady.connect(hints.append)
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=10000)
    assert not window.panel.log.hasFocus(), "the hinted button has the keyboard"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert host.record.actions[-1] == hints[0] and window.panel.log.hasFocus()


def test_r_and_enter_work_on_a_drawn_card_whatever_had_the_keyboard(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Reported: R/Enter stopped working after clicking a stack. The keyboard sat on whatever had it
    before (the move log, a button being rebuilt): the board now takes it when a card waits."""
    state = fresh()
    on_top(state, "corner")             # at E1 two ways: water north and east, or north and west
    play_position(qtbot, window, state)
    start_at_e1_and_declare(qtbot, window, 2)
    host, board, panel = window.host, window.board, window.panel
    panel.log.setFocus()
    qtbot.mouseClick(panel.stack_buttons[0], Qt.MouseButton.LeftButton)
    assert host.state.phase == Phase.PLACE
    first = board.preview
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R)
    assert board.preview != first, "R turns the card"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert host.state.phase != Phase.PLACE and host.state.tiles[sq(state, "E1")] >= 0, "Enter lays it"

"""Magellan at a table: one bid control for any hand (typed, raised, Enter to bid, Esc or P to pass),
a board that stays readable in a 1024×700 window, and what each move did shown on the board for a
moment — the auction's outcome and payment, the ship sailing to its field, and every explorer's action."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem, QGraphicsSimpleTextItem, QGraphicsTextItem

from qtgames.engine.core import Event, get_game
from qtgames.engine.magellan.state import Bid, Pass, Stage
from qtgames.gui.game_ui import TableView
from qtgames.gui.magellan.board import MagellanBoard, ShipItem
from qtgames.gui.widgets.event_card import EventCard

from ..conftest import start_game
from ..test_preferences import menu_action

SEED = 5   # the first card up is James Cook (side A: show gold), and Player 1 opens the bidding
GAME = get_game("magellan")


def items(board, kind):  # type: ignore[no-untyped-def]
    return [item for item in board.scene().items() if isinstance(item, kind)]


def my_auction(qtbot, window, players: int = 3, pace: int = 0) -> None:  # type: ignore[no-untyped-def]
    """Player 1 (a human) against AIs, invited to open the first auction."""
    start_game(qtbot, window, ["human"] + ["random"] * (players - 1), SEED, game="magellan")
    window.board.animation_ms_per_tile = pace
    qtbot.waitUntil(lambda: window.host.human_to_move() and window.host.state.stage == Stage.BID, timeout=5000)


def test_a_bid_of_17_typed_into_the_bid_control_from_a_hand_worth_45(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    my_auction(qtbot, window)
    bid, host = window.panel.bid, window.host
    assert sum(host.state.hands[0]) == 45
    assert (bid.amount.minimum(), bid.amount.maximum(), bid.amount.value()) == (1, 45, 1), "the lowest legal bid"
    assert bid.amount.hasFocus(), "the keys go to the box"
    assert bid.limit_label.text() == "MG-A1c: You cannot bid more than your gold is worth: at most 45."
    qtbot.keyClicks(bid.amount, "17")
    assert bid.bid_button.text() == "Bid 17 (Enter)"
    qtbot.keyClick(bid.amount, Qt.Key.Key_Return)
    assert host.record.actions[0] == Bid(17)
    log = [window.panel.log.item(row).text() for row in range(window.panel.log.count())]
    assert "[MG-A1] Player 1 bids 17." in log


def test_quick_raises_and_p_to_pass_which_is_not_the_pause_key_then(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    my_auction(qtbot, window)
    bid, host = window.panel.bid, window.host
    for step in (5, 2, 1):
        qtbot.mouseClick(bid.findChild(type(bid.bid_button), f"bid-raise-{step}"), Qt.MouseButton.LeftButton)
    assert bid.amount.value() == 9 and bid.amount.hasFocus()
    qtbot.keyClick(bid.amount, Qt.Key.Key_P)
    assert host.record.actions[0] == Pass()
    assert not window.menus.pause_action.isChecked(), "P passed the auction, it did not pause the AIs"


def test_the_magellan_window_fits_1024_by_700_and_its_board_reads_at_9_points(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    my_auction(qtbot, window, players=6)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.size().height() == 700 and window.size().width() == 1024)
    assert window.minimumSizeHint().height() <= 700 and window.panel.bid.isVisible()
    board = window.board
    qtbot.waitUntil(lambda: board.transform().m11() < 1)   # the board has been fitted into its view
    dpi = board.logicalDpiY()
    sizes = []
    for item in items(board, QGraphicsSimpleTextItem) + items(board, QGraphicsTextItem):
        font = item.font()
        px = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * dpi / 72
        text = item.toPlainText() if isinstance(item, QGraphicsTextItem) else item.text()
        sizes.append((text, px * item.sceneTransform().m22() * board.transform().m22() * 72 / dpi))
    texts = {text for text, _ in sizes}
    assert len(sizes) > 60 and {"Marco Polo", "A card from hand goes under", "UP FOR AUCTION"} <= texts | {
        line for text in texts for line in text.split("\n")}, "names, actions, numbers, ship numbers"
    small = [(text, round(points, 1)) for text, points in sizes if points < 9]
    assert small == [], "board text smaller than 9 pt at 1024×700"


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_the_auction_outcome_the_payment_and_the_ship_are_shown_on_the_board(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    my_auction(qtbot, window, pace=150)
    bid, board = window.panel.bid, window.board
    window.menus.pause_action.trigger()               # the AIs wait: the board stays as this move left it
    bid.amount.setValue(45)                     # no one can raise: sold, and paid with the whole hand
    qtbot.mouseClick(bid.bid_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(items(board, EventCard)), timeout=5000)
    card = items(board, EventCard)[0]
    assert card.plain_text() == ("Sold\nPlayer 1 buys James Cook for 45.\n"
                                 "Player 1 pays 1, 2, 3, 4, 5, 6, 7, 8, 9: the only cards in hand that pay 45.")
    pictures = [item for item in card.childItems() if isinstance(item, QGraphicsPixmapItem)]
    assert len(pictures) == 1 + 9, "the explorer's card and the nine gold cards paid"
    qtbot.waitUntil(lambda: any(c.plain_text() == "James Cook\nPlayer 1 lays their gold open: nothing."
                                for c in items(board, EventCard)), timeout=5000)   # MG-X3, an empty hand
    ship = next(item for item in items(board, ShipItem) if item.seat == 0)
    start = ship.pos()   # steps waiting their turn show how it was: the ship by the name plate
    qtbot.waitUntil(lambda: not board.animations.busy, timeout=5000)
    assert ship.pos().x() > start.x() + 50, "it sailed from James Cook's name plate onto his field I"
    assert not items(board, EventCard)


def test_switching_animations_off_shows_the_outcome_at_once(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    my_auction(qtbot, window, pace=150)
    board = window.board
    window.menus.pause_action.trigger()
    window.panel.bid.amount.setValue(45)
    qtbot.mouseClick(window.panel.bid.bid_button, Qt.MouseButton.LeftButton)
    assert board.animations.busy and items(board, EventCard)
    ship = next(item for item in items(board, ShipItem) if item.seat == 0)
    menu_action(window, "View", "Animations").trigger()   # off
    assert not board.animations.busy and not items(board, EventCard)
    assert ship.pos().x() > board.plates[0].rect().right(), "on field I already"


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_a_hint_puts_its_bid_in_the_box(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    my_auction(qtbot, window)
    hints: list[object] = []
    window.host.hintReady.connect(hints.append)
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=10000)
    bid = window.panel.bid
    if isinstance(hints[0], Bid):
        assert bid.amount.value() == hints[0].amount and "#ff4081" in bid.bid_button.styleSheet()
        assert bid.amount.hasFocus() and bid.amount.lineEdit().selectedText() == str(hints[0].amount), (
            "the box keeps the keyboard, and another amount typed replaces the suggested one")
    else:
        assert "#ff4081" in bid.pass_button.styleSheet()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert window.host.record.actions[-1] == hints[0], "Enter takes the hint, as in the other games"


# Each explorer's action, as one event the engine emits, and what its card shows: its title and
# how many cards it pictures (face up where the table sees them, else backs).
ACTIONS = [
    (Event("drew_gold", "MG-X2", player=1, count=2, explorer=1), "Vasco da Gama", 2),
    (Event("under", "MG-X6", player=1, card=None, cards=1, explorer=5), "Ferdinand Magellan", 1),
    (Event("exchanged", "MG-X1", player=2, cards=[1, 2], drawn=2, explorer=0), "Marco Polo", 4),
    (Event("shows_gold", "MG-X3", player=1, cards=[3, 9], explorer=2), "James Cook", 2),
    (Event("veto", "MG-X4", player=1, explorer=1), "Veto!", 1),
    (Event("plundered", "MG-X5", player=1, card=8, total=21, explorer=4), "Francisco Pizarro", 1),
]


@pytest.mark.parametrize(("event", "title", "pictures"), ACTIONS, ids=[a[0].kind for a in ACTIONS])
def test_each_explorers_action_is_shown_on_the_board_for_a_moment(qtbot, event, title: str, pictures: int) -> None:  # type: ignore[no-untyped-def]
    board = MagellanBoard()
    qtbot.addWidget(board)
    board.show()
    board.animation_ms_per_tile = 5000
    state = GAME.new_state(3, GAME.Options(), SEED)
    board.show_state(TableView(state, None, ["Ada", "Ben", "Cy"], None, "", [], False))
    board.animate([event])
    (card,) = items(board, EventCard)
    assert card.plain_text().split("\n") == [title, event.text.replace("Player 2", "Ben").replace("Player 3", "Cy")]
    assert len([item for item in card.childItems() if isinstance(item, QGraphicsPixmapItem)]) == pictures
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert not items(board, EventCard), "a click or a key ends the moment"

"""Magellan played through the window: a human wins an auction by clicks, and AIs play to the end."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from qtgames.engine.core import get_game
from qtgames.engine.magellan.state import Stage
from qtgames.gui.magellan.board import ShipItem

from ..conftest import choose_game, start_game

SEED = 5   # the first card up is James Cook (side A: show gold), and seat 1 opens the bidding


def ships(board, seat: int, explorer: int, field: int) -> list[ShipItem]:  # type: ignore[no-untyped-def]
    return [item for item in board.scene().items() if isinstance(item, ShipItem)
            and (item.seat, item.explorer, item.field) == (seat, explorer, field)]


def take_the_computer(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Hotseat: the next player presses "show my hand" on the pass-the-computer screen."""
    overlay = window.board_area.overlay
    qtbot.waitUntil(overlay.isVisible, timeout=5000)
    # The previous screen's button may still await deletion, hidden: press the one shown.
    button = next(b for b in overlay.findChildren(QPushButton, "reveal-hand") if b.isVisible())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not overlay.isVisible()


def test_hotseat_auction_the_buyer_chooses_payment_cards_and_their_ship_appears(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "human", "human"], SEED, game="magellan")
    host, board, panel = window.host, window.board, window.panel
    assert panel.hand.card_buttons == [], "hands stay hidden until the player takes the computer"
    take_the_computer(qtbot, window)
    card = host.state.card
    assert "Up for auction" in panel.auction_label.text() and not ships(board, 0, card, 0)
    assert panel.bid.title() == "Your bid for James Cook (MG-A1)", "the decision's rule"
    panel.bid.amount.setValue(10)
    qtbot.mouseClick(panel.bid.bid_button, Qt.MouseButton.LeftButton)
    for _ in (1, 2):
        take_the_computer(qtbot, window)
        assert "High bid <b>10</b>" in panel.auction_label.text()
        qtbot.mouseClick(panel.bid.pass_button, Qt.MouseButton.LeftButton)
    take_the_computer(qtbot, window)
    assert host.state.stage == Stage.PAY and host.decision.player == 0

    one, two, nine = (panel.hand.card_buttons[i] for i in (0, 1, 8))
    for button in (one, two):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert panel.hand.sum_label.text() == "Selected 1 + 2 = 3 for a bid of 10: 7 short."
    qtbot.mouseClick(panel.hand.confirm, Qt.MouseButton.LeftButton)
    assert panel.status.plain == "MG-A2: The cards add up to 3, less than your bid of 10."
    qtbot.mouseClick(nine, Qt.MouseButton.LeftButton)
    assert "overpays by 2" in panel.hand.sum_label.text()
    qtbot.mouseClick(panel.hand.confirm, Qt.MouseButton.LeftButton)
    assert panel.status.plain == "MG-A2: You can pay exactly 10, so you may not overpay."
    assert host.state.stage == Stage.PAY, "refused payments change nothing"

    qtbot.mouseClick(two, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.hand.confirm, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.state.stage != Stage.PAY)
    assert host.state.hands[0] == [2, 3, 4, 5, 6, 7, 8]
    assert len(ships(board, 0, card, 0)) == 1, "the buyer's ship stands on the explorer's field I"
    row = panel.players.item(0).text()
    assert f"{window.names()[0]}: 0 points · 7 gold cards\n5 ships to place" in row
    assert "gold laid open: 2, 3, 4, 5, 6, 7, 8" in row, "James Cook A: the buyer shows their gold (MG-X3)"
    log = [panel.log.item(row).text() for row in range(panel.log.count())]
    assert f"[MG-A2] {window.names()[0]} pays 1, 9." in log


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_ais_play_magellan_to_the_result_screen_with_a_breakdown(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["greedy", "random", "random"], 3, game="magellan")
    qtbot.waitUntil(lambda: window.host.game.is_terminal(window.host.state), timeout=90000)
    overlay = window.board_area.overlay
    qtbot.waitUntil(overlay.isVisible, timeout=2000)
    winners = window.host.game.winners(window.host.state)
    assert overlay.title.text().startswith(window.names()[winners[0]])
    detail = overlay.detail.text()
    for name, points in zip(window.names(), window.host.game.points(window.host.state), strict=True):
        assert f"{name}: <b>{points}</b> points" in detail
        assert f"{name}: fields " in detail and "Magellan" in detail


def test_choosing_magellan_shows_its_options_the_board_note_and_3_to_6_players(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    page = window.start_page
    choose_game(qtbot, window, "magellan")
    qtbot.mouseClick(page.advanced_button, Qt.MouseButton.LeftButton)   # the options are under Advanced
    expected = {f"option-{info.name}" for info in get_game("magellan").Options.describe()}
    qtbot.waitUntil(lambda: {w.objectName() for w in page.options_box.findChildren(QWidget)
                             if w.objectName().startswith("option-") and w.isVisible()} == expected)
    notes = [n for n in page.options_box.findChildren(QLabel, "options-note") if n.isVisible()]
    assert len(notes) == 1 and "Board values are community estimates" in notes[0].text()
    assert (page.player_count.minimum(), page.player_count.maximum()) == (3, 6)


def test_players_list_hides_others_face_down_magellan_cards_as_the_observation_does(qtbot) -> None:  # type: ignore[no-untyped-def]
    from qtgames.gui.game_ui import TableView
    from qtgames.gui.magellan.panel import MagellanPanel

    game = get_game("magellan")
    state = game.new_state(3, game.Options(), SEED)        # side A: the card under lies face down (MG-X6)
    state.stacks[0], state.stacks[1] = [[7]], [[3, 5]]
    panel = MagellanPanel()
    qtbot.addWidget(panel)
    seen = game.observation(state, 0)                       # what the window hands the panel
    panel.show_state(TableView(seen, 0, ["Ada", "Ben", "Cy"], game.decision(state), "", [], False))
    own, other = (panel.players.item(seat).text() for seat in (0, 1))
    assert "Magellan stacks: 7 (1 card)" in own
    assert "Magellan stacks: ?, ? (2 cards)" in other and "3" not in other.split("stacks:")[1]


def test_enter_pays_with_the_cards_a_hint_suggests(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The hint selects the cards and frames Confirm; Enter confirms, as Enter takes a hint in
    every game (seen missing for panel choices in a real window, 2026-11-29)."""
    start_game(qtbot, window, ["human", "human", "human"], SEED, game="magellan")
    host, panel = window.host, window.panel
    host.hint_level = "greedy"
    take_the_computer(qtbot, window)
    panel.bid.amount.setValue(10)
    qtbot.mouseClick(panel.bid.bid_button, Qt.MouseButton.LeftButton)
    for _ in (1, 2):
        take_the_computer(qtbot, window)
        qtbot.mouseClick(panel.bid.pass_button, Qt.MouseButton.LeftButton)
    take_the_computer(qtbot, window)
    assert host.state.stage == Stage.PAY
    hints: list[object] = []
    host.hintReady.connect(hints.append)
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=10000)
    assert panel.hand.selected() == tuple(sorted(hints[0].cards))  # type: ignore[attr-defined]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert host.record.actions[-1] == hints[0] and host.state.stage != Stage.PAY


def test_a_payment_made_for_the_buyer_is_said_on_their_panel_until_the_next_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    """One way to pay (MG-A2): the engine pays without asking; the buyer, who chose no cards, reads
    what was paid beside the choices, not only in a moment's card that goes."""
    from qtgames.engine.core import Event
    from qtgames.gui.game_ui import TableView
    from qtgames.gui.magellan.panel import MagellanPanel

    game = get_game("magellan")
    state = game.new_state(3, game.Options(), SEED)
    names = ["Ada", "Ben", "Cy"]
    panel = MagellanPanel()
    qtbot.addWidget(panel)

    def shown_to(seat: int) -> str:
        panel.show_state(TableView(game.observation(state, seat), seat, names, game.decision(state), "", [], False))
        return panel.status.plain

    panel.add_events([Event("paid", "MG-A2", player=0, cards=[1, 9], price=10, only=True)], names)
    assert shown_to(0) == "Ada pays 1, 9: the only cards in hand that pay 10."
    assert shown_to(1) == "", "said to the buyer"
    panel.add_events([Event("paid", "MG-A2", player=0, cards=[1, 9], price=10, only=False)], names)
    assert shown_to(0) == "", "a payment they chose is not said again"
    qtbot.wait(50)   # the log scrolls to its new lines before the panel goes

"""The cards laid over the board during play: a human player's ship out of the game, the result,
and "pass the computer" between people at one screen.

A card a person must read holds the AIs back ("card" hold of the match host) until it closes,
and the status bar says that the game waits for it. What a card says comes from the engine: the
outcome, the losses the game's GUI module finds in the events, the rule that ended the game.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from .game_ui import Loss
from .widgets.move_log import with_names

if TYPE_CHECKING:
    from .main_window import MainWindow


class TableCards(QObject):
    """Shows the window's cards on the board area's overlay of the game on the table."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def waiting_words(self) -> str:
        return self.tr("The game waits until you close the card.")

    def holds_game(self) -> bool:
        """Whether a card on the board is holding the AIs back."""
        return self.window.host.holding("card") and self.window.board_area.overlay.isVisible()

    def card_closed(self) -> None:
        """The card no longer holds the game: its waiting words go (not what a choice on it said)."""
        status = self.window.statusBar()
        if status.currentMessage() == self.waiting_words():
            status.clearMessage()

    # ------------------------------------------------------------ passing the computer

    def show_pass_screen(self, seat: int) -> None:
        window = self.window
        name = window.names()[seat]
        overlay = window.board_area.overlay

        def reveal() -> None:
            window.host.reveal(seat)
            overlay.hide()
            window.refresh()

        overlay.present(self.tr("Pass the computer to {name}").format(name=name),
                        self.tr("Only they should see their hand."),
                        [(self.tr("I am {name}: show my hand").format(name=name), "reveal-hand", reveal)])

    # ------------------------------------------------------------ a player out

    def _lost_seats(self) -> set[int]:
        return {loss.seat for loss in self.window.view.losses(self.window.host.log)}

    def show_loss(self, loss: Loss, moves: int) -> None:
        """A human player's ship is out: the card says whose, what happened and by which rule, offers
        the move to review, and — when only AIs play on — watching, skipping to the result or a new game."""
        window, host = self.window, self.window.host
        overlay = window.board_area.overlay
        if host.decision is None or host.record is None or moves != len(host.record.actions):
            host.hold("card", False)   # the game ended with it (the result card tells) or moved on
            return

        def closing(then: Callable[[], None]) -> Callable[[], None]:
            def close() -> None:
                then()           # first: a review or a new game stops the AIs before
                overlay.hide()   # the card's closing lets them go on
                window.board.setFocus()
            return close

        names = window.names()
        buttons = [(self.tr("Review that move"), "loss-review",
                    closing(lambda: window.review.review_current(moves - 1)))]
        if any(seat not in self._lost_seats() for seat in host.human_seats()):
            buttons.append((self.tr("Play on"), "loss-play-on", closing(lambda: None)))
        else:
            buttons += [(self.tr("Watch to the end"), "loss-watch", closing(lambda: None)),
                        (self.tr("Skip to the result"), "loss-skip", closing(self.skip_to_result)),
                        (self.tr("New game"), "loss-new-game", closing(self.leave_for_a_new_game))]
        detail = html.escape(with_names(loss.event.text, names), quote=False) + "<br><b>" + html.escape(
            self.tr("Rule {rule}").format(rule=loss.event.rule), quote=False) + "</b>"
        overlay.present(self.tr("{name} is out of the game").format(name=names[loss.seat]), detail, buttons)
        window.statusBar().showMessage(self.waiting_words())   # the AIs wait for the card, whatever they think

    def skip_to_result(self) -> None:
        """Let the AIs finish at once, without animations, up to the result card."""
        self.window.board.animations.finish()
        self.window.statusBar().showMessage(self.tr("Playing out the rest of the game…"))
        self.window.host.rush()

    def leave_for_a_new_game(self) -> None:
        """Stop the AIs playing a game nobody watches, and go to the start page (the autosave keeps it)."""
        self.window.host.cancel()
        self.window.show_start_page()

    # ------------------------------------------------------------ the result

    def show_result(self) -> None:
        window, host = self.window, self.window.host
        session = host.session
        outcome = None if session is None else session.outcome
        if session is None or outcome is None:
            return
        names = window.names()
        winners = [names[s] for s in outcome.winners]
        moves = session.moves
        title = (self.tr("{name} wins!").format(name=winners[0]) if len(winners) == 1 else
                 self.tr("{names} and {last} share the victory!").format(names=", ".join(winners[:-1]),
                                                                         last=winners[-1]))
        text = (self.tr("The game is over ({rule}) after %n moves.", "", moves).format(rule=outcome.rule)
                if outcome.rule else self.tr("The game is over after %n moves.", "", moves))
        if outcome.points is not None:
            ranked = sorted(zip(names, outcome.points, strict=True), key=lambda entry: -entry[1])
            text += "<br>" + " · ".join(self.tr("{name}: <b>%n</b> points", "", score).format(name=html.escape(name))
                                        for name, score in ranked)
        lines = window.view.result_lines(host.log, names)
        lines += [f"{with_names(loss.event.text, names)} ({loss.event.rule})" for loss in window.view.losses(host.log)]
        if lines:
            text += "<br>" + "<br>".join(html.escape(line, quote=False) for line in lines)
        record = host.record
        if record is not None and record.position is None:
            text += "<br><small>" + html.escape(self.tr("Seed {seed}: the same seed and moves replay this game "
                                                        "(Advanced, on the start page).").format(seed=record.seed)) \
                + "</small>"
        if window.scenarios.puzzle is not None and host.puzzle_verdict is not None:
            window.scenarios.show_verdict()   # the puzzle's verdict is the ending that matters
            return
        overlay = window.board_area.overlay
        overlay.present(
            title, text,
            [(self.tr("New game"), "result-new-game", window.show_start_page),
             (self.tr("Review the game"), "result-review", lambda: window.review.review_current(0)),
             (self.tr("Close"), "result-close", overlay.hide)])

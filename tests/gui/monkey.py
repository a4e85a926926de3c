"""A seeded monkey for the main window: raw clicks, drags, wheel turns, keys, undo/redo, saves,
opens (good and hostile files), resizes and new games, mixed with purposeful moves so games get on.

Everything random comes from one seeded `random.Random`, each event drawing its own generator from
it, and each event meets a settled window (layout done, no AI move or hint on its way), so a seed
replays the same events; the last of them are printed with any failed check. Modal dialogs are
never allowed to block: a watchdog closes any that opens and the next check fails, naming it.
"""

from __future__ import annotations

import json
import random
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QKeySequence, QWheelEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QToolBar, QWidget
from pytestqt.exceptions import TimeoutError as WaitTimeout

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from qtgames.engine.core.record import MatchRecord, PlayerSeat, record_from_text, replay
from qtgames.engine.entdecker.state import Draw, Place
from qtgames.engine.magellan.state import Exchange, Pay
from qtgames.engine.tsuro_seas.state import PlaceTile
from qtgames.gui.main_window import MainWindow
from qtgames.storage import user_paths

from ..engine.invariants import (
    check_entdecker_invariants,
    check_magellan_invariants,
    check_tsuro_invariants,
)
from .conftest import autosaved, click_item, start_game

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NO_MOD, SHIFT, CTRL = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier
# Keys a player might press anywhere in the game page (the board's own keys, the Play menu's letters,
# digits for amounts, and keys widgets take for themselves); Ctrl+Q and Ctrl+E are left out: they
# close the window or open the editor, which are not this window's game. Ctrl+N is a "new-game" event.
KEYS: list[tuple[Qt.Key, Qt.KeyboardModifier]] = [
    (Qt.Key.Key_R, NO_MOD), (Qt.Key.Key_R, SHIFT), (Qt.Key.Key_Return, NO_MOD), (Qt.Key.Key_Enter, NO_MOD),
    (Qt.Key.Key_Escape, NO_MOD), (Qt.Key.Key_1, NO_MOD), (Qt.Key.Key_2, NO_MOD), (Qt.Key.Key_3, NO_MOD),
    (Qt.Key.Key_Left, NO_MOD), (Qt.Key.Key_Right, NO_MOD), (Qt.Key.Key_Up, NO_MOD), (Qt.Key.Key_Down, NO_MOD),
    (Qt.Key.Key_Space, NO_MOD), (Qt.Key.Key_Tab, NO_MOD), (Qt.Key.Key_H, NO_MOD), (Qt.Key.Key_P, NO_MOD),
    (Qt.Key.Key_S, NO_MOD), (Qt.Key.Key_S, CTRL), (Qt.Key.Key_S, CTRL | SHIFT),
    (Qt.Key.Key_O, CTRL),
    # review, rules and zoom: Ctrl+R reviews the game (Esc or the bar leaves), F1 the rules window
    (Qt.Key.Key_R, CTRL), (Qt.Key.Key_Home, NO_MOD), (Qt.Key.Key_End, NO_MOD), (Qt.Key.Key_F1, NO_MOD),
    (Qt.Key.Key_0, CTRL), (Qt.Key.Key_Plus, CTRL), (Qt.Key.Key_Minus, CTRL),
]
# How often each kind of event comes; about two thirds are raw input that need not mean anything.
WEIGHTS: dict[str, int] = {
    "click-board": 14, "double-click-board": 4, "right-click-board": 3, "drag-board": 5, "wheel-board": 3,
    "click-panel": 8, "click-button": 12, "key": 14, "undo": 4, "redo": 3, "save": 2, "open": 3, "resize": 3,
    "new-game": 1, "move": 12,
}
# What the start page lets a player reach of the game behind it: the menus and their shortcuts.
FROM_START_PAGE = ("undo", "redo", "save", "open", "resize")
AI_TIMEOUT_MS = 15_000
TRAIL = 25


class MonkeyFailure(AssertionError):
    """A check failed; the message carries the events that led there (the test's id has the seed)."""


@dataclass
class Tally:
    """What one monkey run did, for the test's report."""

    events: Counter[str] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)
    bad_inputs: Counter[str] = field(default_factory=Counter)

    def report(self) -> str:
        def line(counter: Counter[str]) -> str:
            return ", ".join(f"{key} {count}" for key, count in sorted(counter.items())) or "none"

        return (f"events ({sum(self.events.values())}): {line(self.events)}\n"
                f"outcomes: {line(self.outcomes)}\nbad inputs: {line(self.bad_inputs)}")


# ------------------------------------------------------------ the model, checked against a replay

def invariant_checker(game_key: str) -> Callable[[Any], None]:
    """The shared invariants of `tests/engine/invariants.py`, with the history some of them need."""
    if game_key == "tsuro-seas":
        ran_dry = [False]

        def check_tsuro(state: Any) -> None:
            ran_dry[0] = ran_dry[0] or not state.pile
            check_tsuro_invariants(state, ran_dry[0])

        return check_tsuro
    if game_key == "entdecker":
        scores: list[list[int]] = []

        def check_entdecker(state: Any) -> None:
            check_entdecker_invariants(state, scores[-1] if scores else state.score[:])
            scores.append(state.score[:])

        return check_entdecker
    return check_magellan_invariants


def replay_checked(record: MatchRecord) -> Any:
    """Replay `record` from its seed with the invariants after every action; the final state."""
    game = record.rules
    check = invariant_checker(record.game)
    state = record.initial_state()
    check(state)
    for action in record.actions:
        game.apply(state, action)
        check(state)
    return state


def event_keys(events: list[Any]) -> list[tuple[str, str, str]]:
    return [(e.kind, e.rule, json.dumps(e.data, sort_keys=True, default=str)) for e in events]


# ------------------------------------------------------------ files for Open

def finished_record(game_key: str, seed: int) -> MatchRecord:
    """A game played to its end by random AIs, with a human in seat 1: opened, it shows the result
    screen at once, and undo takes it back into play (games played in the window rarely end)."""
    game = get_game(game_key)
    record = play_match(game, ["random"] * 3, game.Options(), seed).record
    record.players[0] = PlayerSeat("Player 1", "human")
    return record


def hostile_files(record: MatchRecord, rng: random.Random) -> dict[str, bytes | None]:
    """Files Open must refuse with one message, keeping the game; None means "no such file"."""
    data = record.to_json()

    def edited(**changes: Any) -> bytes:
        return json.dumps({**data, **changes}).encode()

    text = record.dumps().encode()
    first = data["actions"][0] if data["actions"] else None
    over_players = [{"name": f"P{i}", "kind": "random"} for i in range(9)]
    return {
        "not-json": b"{ not json",
        "empty": b"",
        "invalid-utf8": bytes(rng.randrange(128, 256) for _ in range(64)),
        "nul-bytes": b"\x00" * 32,
        "truncated": text[: max(1, len(text) // 2)],
        "json-array": b"[1, 2, 3]",
        "deep-nesting": b"[" * 100_000,
        "huge": b" " * 5_100_000 + text,
        "unknown-game": edited(game="chess"),
        "newer-version": edited(version=99),
        "unknown-player-kind": edited(players=[{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "wizard"},
                                               {"name": "Cy", "kind": "random"}]),
        "too-many-players": edited(players=over_players),
        "negative-seed": edited(seed=-1),
        "bad-option": edited(options={"no-such-rule": True}),
        "illegal-action": edited(actions=[*data["actions"], *([first] * 3 if first is not None else [{"x": 1}])]),
        "action-of-another-game": edited(actions=[{"bid": 3}] if record.game != "magellan" else [{"mark": 2}]),
        "scenario-not-record": edited(format="qtgames-scenario"),
        "missing-file": None,
    }


# ------------------------------------------------------------ the monkey

class Monkey:
    """Drives one main window with a seeded stream of events and checks it after each."""

    def __init__(self, qtbot: Any, win: MainWindow, rng: random.Random, folder: Path, lineups: list[list[str]],
                 game_key: str, qt_records: Callable[[], list[Any]]) -> None:
        self.qtbot, self.win, self.stream, self.folder = qtbot, win, rng, folder
        self.rng = rng   # each event's own generator, drawn from `stream` (see `run`)
        self.lineups, self.game_key, self.qt_records = lineups, game_key, qt_records
        self.tally = Tally()
        self.trail: deque[str] = deque(maxlen=TRAIL)
        self.errors: list[str] = []
        self.modals: list[str] = []
        self.saves: list[Path] = []
        self.plans: dict[Path, str] = {}     # what the next open of a path should do: "load", "refuse" or "either"
        self.result_closed = False          # the player closed the result screen of the finished game
        self._open_path = win.files.open_path
        win.show_error = lambda title, text: self.errors.append(f"{title}: {text}")  # type: ignore[method-assign]
        win.files.ask_save_path = self._ask_save_path  # type: ignore[method-assign]
        win.files.ask_open_path = self._ask_open_path  # type: ignore[method-assign]
        win.files.open_path = self._checked_open  # type: ignore[method-assign]
        self._human_play = win.host.play
        win.host.play = self._counted_play  # type: ignore[method-assign]
        win.host.finished.connect(lambda: self.tally.outcomes.update(["game over reached"]))
        self.progress = 0   # the host's changes so far: moves, undos, new games and opens
        for signal in (win.host.changed, win.host.started):
            signal.connect(self._progressed)
        self.thinking = False   # an AI move or a hint is being thought about
        win.host.thinking.connect(self._set_thinking)
        win.host.hint_level = "greedy"   # a hint answers at once; its search level is not the point here
        self.watchdog = QTimer(win)
        self.watchdog.timeout.connect(self._close_modals)
        self.watchdog.start(50)

    # ------------------------------------------------------------ running

    def start(self, kinds: list[str]) -> None:
        """The first game, with the table the test is about."""
        self._start_game(kinds)
        self.settle()
        self.check_model()

    def run(self, count: int, check_every: int) -> Tally:
        with self.qtbot.capture_exceptions() as exceptions:
            for index in range(count):
                kind = self._next_kind()
                # The stream gives each event its own generator and so stays in step with the event
                # number even where an event's draws depend on what is on the screen (an AI move can
                # land in the middle of a drag and change the scene the drag picks points from).
                self.rng = random.Random(self.stream.getrandbits(64))
                self.trail.append(f"{index}: {kind}")
                getattr(self, "_" + kind.replace("-", "_"))()
                self.tally.events[kind] += 1
                self._back_to_the_table()
                self.settle()
                self._check_quiet(exceptions)
                if index % check_every == check_every - 1:
                    self.check_model()
            self.check_model()
        self.watchdog.stop()
        self.tally.outcomes["moves in the final record"] = len(self.win.host.record.actions)
        return self.tally

    def _back_to_the_table(self) -> None:
        """A rule link opens the rules beside the game; the player reads them, closes them and
        goes on (the game's shortcuts belong to the main window, so it must be the active one)."""
        viewer, dock = self.win.rules_help.viewer, self.win.rules_help.dock
        if viewer is not None and dock is not None and dock.isVisible():
            if not viewer.marked and not viewer.shown_text():
                self.fail("the rules window opened empty")
            dock.close()
            self.tally.outcomes["rules window opened (a rule link)"] += 1
        self.win.activateWindow()

    def _progressed(self) -> None:
        self.progress += 1

    def _set_thinking(self, busy: bool) -> None:
        self.thinking = busy

    def _next_kind(self) -> str:
        """Any event on the game page; on the start page mostly Start, else what the menus and
        shortcuts reach from there (the game behind it is still open)."""
        if self.win.pages.currentIndex() == 0 and self.stream.random() < 0.7:
            return "start-game"
        kinds = list(WEIGHTS) if self.win.pages.currentIndex() == 1 else list(FROM_START_PAGE)
        return self.stream.choices(kinds, weights=[WEIGHTS[k] for k in kinds])[0]

    def fail(self, message: str) -> None:
        raise MonkeyFailure(f"{message}\nlast events:\n  " + "\n  ".join(self.trail))

    def _check_quiet(self, exceptions: list[Any]) -> None:
        """No exception in a slot, no unexpected Qt warning, no modal dialog."""
        failures = [error for _, error, _ in exceptions if isinstance(error, MonkeyFailure)]
        if failures:   # a check inside a slot (an open by its shortcut): its message has the trail
            raise failures[0]
        if exceptions:
            self.fail("exception in a Qt slot or event handler:\n"
                      + "\n".join(f"{kind.__name__}: {error}" for kind, error, _ in exceptions))
        warnings = [r.message for r in self.qt_records() if r.log_type_name in ("WARNING", "CRITICAL", "FATAL")
                    and not r.ignored]
        if warnings:
            self.fail(f"Qt warned: {warnings}")
        if self.modals:
            self.fail(f"a modal dialog opened: {self.modals}")

    def _close_modals(self) -> None:
        for widget in (QApplication.activeModalWidget(), QApplication.activePopupWidget()):
            if widget is not None:
                self.modals.append(widget.windowTitle() or type(widget).__name__)
                widget.close()

    def _lay_out(self) -> None:
        """Process pending events until the window's and board's sizes hold still for two rounds: a
        panel grown past a small window makes the layout resize it, and that comes back from the window
        system a round or two later. Left pending, the next event would meet a layout timing decides."""
        still = 0
        for _ in range(20):
            sizes = self.win.size(), self.win.board.viewport().size()
            QApplication.processEvents()
            still = still + 1 if (self.win.size(), self.win.board.viewport().size()) == sizes else 0
            if still == 2:
                return

    def settle(self) -> None:
        """Wait until no AI move or hint is on its way, so each event meets a state that the seed alone
        decides; an AI that stops answering fails loudly instead of hanging the test."""
        host = self.win.host
        self._lay_out()

        def idle() -> bool:
            decision = host.decision
            return not self.thinking and (decision is None or host.is_human(decision.player) or host.move_held
                                          or host.held_for_screen   # a card to close first
                                          or host.reviewing)   # nobody plays during a review

        while not idle():
            progress = self.progress
            try:
                self.qtbot.waitUntil(lambda start=progress: idle() or self.progress != start,  # type: ignore[misc]
                                     timeout=AI_TIMEOUT_MS)
            except WaitTimeout:
                self.fail(f"no answer from the AI within {AI_TIMEOUT_MS} ms (decision {host.decision}, players "
                          f"{host.record.players}, paused {host.paused})")
            self._lay_out()

    # ------------------------------------------------------------ where to click

    def _board_point(self) -> QPoint:
        """A viewport point: half the time on some item of the scene, else anywhere."""
        board = self.win.board
        items = board.scene().items()
        if items and self.rng.random() < 0.5:
            rect = self.rng.choice(items).sceneBoundingRect()
            point = QPointF(self.rng.uniform(rect.left(), rect.right()), self.rng.uniform(rect.top(), rect.bottom()))
            return board.mapFromScene(point)
        size = board.viewport().size()
        return QPoint(self.rng.randrange(max(1, size.width())), self.rng.randrange(max(1, size.height())))

    def _buttons(self, root: QWidget) -> list[QAbstractButton]:
        return [b for b in root.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]

    # ------------------------------------------------------------ raw input

    def _click_board(self, button: Qt.MouseButton = LEFT) -> None:
        self.qtbot.mouseClick(self.win.board.viewport(), button, pos=self._board_point())

    def _double_click_board(self) -> None:
        self.qtbot.mouseDClick(self.win.board.viewport(), LEFT, pos=self._board_point())

    def _right_click_board(self) -> None:
        self._click_board(RIGHT)

    def _drag_board(self) -> None:
        viewport = self.win.board.viewport()
        self.qtbot.mousePress(viewport, LEFT, pos=self._board_point())
        for _ in range(self.rng.randrange(1, 4)):
            self.qtbot.mouseMove(viewport, pos=self._board_point())
        self.qtbot.mouseRelease(viewport, LEFT, pos=self._board_point())

    def _wheel_board(self) -> None:
        viewport = self.win.board.viewport()
        point = QPointF(self._board_point())
        event = QWheelEvent(point, QPointF(viewport.mapToGlobal(point)), QPoint(), QPoint(0, self.rng.choice((-120, 120))),
                            Qt.MouseButton.NoButton, NO_MOD, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(viewport, event)

    def _click_panel(self) -> None:
        panel = self.win.panel
        point = QPoint(self.rng.randrange(max(1, panel.width())), self.rng.randrange(max(1, panel.height())))
        widget = panel.childAt(point) or panel
        self.qtbot.mouseClick(widget, LEFT, pos=widget.mapFrom(panel, point))

    def _click_button(self) -> None:
        """A button of the game page (its panel and overlay), now and then one of the toolbar."""
        toolbar = self.win.findChild(QToolBar, "game-toolbar")
        buttons = self._buttons(toolbar if self.rng.random() < 0.2 else self.win.game_pages.currentWidget())
        if buttons:
            button = self.rng.choice(buttons)
            self.trail.append(f"   button {button.objectName() or button.text()!r}")
            self._press(button)

    def _press(self, button: QAbstractButton) -> None:
        self.result_closed = self.result_closed or button.objectName() == "result-close"
        self.qtbot.mouseClick(button, LEFT)

    def _key(self) -> None:
        key, modifiers = self.rng.choice(KEYS)
        target = QApplication.focusWidget()
        if target is None or target.window() is not self.win:
            target = self.win.board
        self.trail.append(f"   key {QKeySequence(key.value | modifiers.value).toString()} to {type(target).__name__}")
        self.qtbot.keyClick(target, key, modifiers)

    def _shortcut(self, sequence: QKeySequence) -> None:
        combination = sequence[0]
        self.qtbot.keyClick(self.win, combination.key(), combination.keyboardModifiers())

    def _undo(self) -> None:
        self._take_back(self.win.menus.undo_action, "undo")

    def _redo(self) -> None:
        self._take_back(self.win.menus.redo_action, "redo")

    def _take_back(self, action: Any, name: str) -> None:
        """Undo or redo by its shortcut or its menu action, counting those that changed the record."""
        before = len(self.win.host.record.actions)
        if self.rng.random() < 0.5:
            self._shortcut(action.shortcut())
        else:
            action.trigger()
        if len(self.win.host.record.actions) != before:
            self.tally.outcomes[f"{name} that changed the record"] += 1

    def _resize(self) -> None:
        if self.rng.random() < 0.15:   # hostile sizes: smaller than the layout's minimum, or huge
            width, height = self.rng.choice(((1, 1), (120, 90), (4000, 3000)))
            self.tally.bad_inputs[f"resize to {width}x{height}"] += 1
        else:
            width, height = self.rng.randrange(640, 1700), self.rng.randrange(480, 1100)
        self.win.resize(width, height)

    # ------------------------------------------------------------ files

    def _save(self) -> None:
        """Save as (by its shortcut) or Save (by its action, to the file open, if any); the file written
        must hold the match as it is. On the start page there is nothing to save: the actions are
        disabled and say why."""
        if not self.win.menus.save_action.isEnabled():
            if "Start or open a game first" not in self.win.menus.save_action.toolTip():
                self.fail(f"a disabled Save does not say why: {self.win.menus.save_action.toolTip()!r}")
            self.tally.outcomes["saves disabled off the table"] += 1
            return
        if self.rng.random() < 0.5:
            self._shortcut(QKeySequence(QKeySequence.StandardKey.SaveAs))
        else:
            self.win.menus.save_action.trigger()
        path, record = self.win.files.current_path, self.win.host.record
        assert record is not None
        if path is None or record_from_text(path.read_text(encoding="utf-8")).to_json() != record.to_json():
            self.fail(f"the save to {path} does not hold the match")
        self.tally.outcomes["saves checked"] += 1

    def _ask_save_path(self) -> str:
        path = self.folder / f"save-{len(self.saves)}.json"
        self.saves.append(path)
        return str(path)

    def _open(self) -> None:
        """Open by its shortcut or its action (the player then picks a file), or from Open recent."""
        recent = self.win.menus.recent_menu.actions()
        choice = self.rng.random()
        if recent and choice < 0.25:
            self.rng.choice(recent).trigger()
            self.tally.outcomes["opens from the recent list"] += 1
        elif choice < 0.6:
            self._shortcut(QKeySequence(QKeySequence.StandardKey.Open))
        else:
            self.win.files.open_game()

    def _ask_open_path(self) -> str:
        """The file the player picks: a save of this run, or a hostile file made for the occasion."""
        host = self.win.host
        if self.saves and self.rng.random() < 0.4:
            path = self.rng.choice(self.saves)
            self.plans[path] = "load" if path.exists() else "refuse"
            return str(path)
        if self.rng.random() < 0.2:
            path = self.folder / "finished.json"
            if not path.exists():
                path.write_text(finished_record(self.game_key, self.rng.randrange(1000)).dumps(), encoding="utf-8")
            self.plans[path] = "load"
            return str(path)
        assert host.record is not None
        files = hostile_files(host.record, self.rng)
        name = self.rng.choice(sorted(files))
        path = self.folder / f"hostile-{sum(self.tally.bad_inputs.values())}-{name}.json"
        content = files[name]
        if content is not None:
            path.write_bytes(content)
        self.plans[path] = "refuse"
        self.tally.bad_inputs[f"open {name}"] += 1
        return str(path)

    def _checked_open(self, path: Path, review: bool = False, asked: bool = False) -> bool:
        """`open_path` with its promise checked: a good file loads; a bad one gives one message and
        leaves the game, its page and the record exactly as they were."""
        host, win = self.win.host, self.win
        plan = self.plans.pop(path, "either")
        before = (host.record.dumps() if host.record else None,
                  host.game.state_to_json(host.state) if host.game else None, win.game_pages.currentWidget(),
                  win.pages.currentIndex())
        errors = len(self.errors)
        loaded = self._open_path(path, review, asked)
        if loaded:
            self.tally.outcomes["opens that loaded"] += 1
            if plan == "refuse":
                self.fail(f"{path.name} should have been refused")
            if self.errors[errors:] or win.files.current_path != path or win.pages.currentIndex() != 1:
                self.fail(f"opening {path.name} loaded but said {self.errors[errors:]} / {win.files.current_path}")
            if host.record.to_json() != record_from_text(path.read_text(encoding="utf-8")).to_json():
                self.fail(f"opening {path.name} loaded another match than the file's")
            return loaded
        self.tally.outcomes["opens refused"] += 1
        if plan == "load":
            self.fail(f"a save of this run was refused: {self.errors[errors:]}")
        after = (host.record.dumps() if host.record else None,
                 host.game.state_to_json(host.state) if host.game else None, win.game_pages.currentWidget(),
                 win.pages.currentIndex())
        if len(self.errors) != errors + 1 or path.name not in self.errors[-1] or "Traceback" in self.errors[-1]:
            self.fail(f"opening {path.name} should give one message naming the file: {self.errors[errors:]}")
        if after != before:
            self.fail(f"a refused open of {path.name} changed the game or the page shown")
        return loaded

    # ------------------------------------------------------------ games

    def _new_game(self) -> None:
        if self.rng.random() < 0.5:
            self._shortcut(self.win.menus.new_action.shortcut())
        else:
            self.win.menus.new_action.trigger()

    def _start_game(self, kinds: list[str] | None = None) -> None:
        """Fill in the start page like a player, with `kinds` or a lineup of this test, and a fresh seed."""
        kinds = kinds or self.rng.choice(self.lineups)
        start_game(self.qtbot, self.win, kinds, self.rng.randrange(1, 1_000_000), game=self.game_key)
        self.result_closed = False
        self.tally.outcomes["games started"] += 1

    def _counted_play(self, action: Any) -> Any:
        refusal = self._human_play(action)
        self.tally.outcomes["human moves applied" if refusal is None else "human moves refused (rule cited)"] += 1
        return refusal

    def _move(self) -> None:
        """A purposeful move: a random legal action, made through the board or panel where they offer it."""
        host = self.win.host
        if not host.human_to_move():
            return
        reveal = [b for b in self._buttons(self.win.board_area) if b.objectName() == "reveal-hand"]
        if reveal:
            self._press(reveal[0])
            self.tally.outcomes["hands revealed (pass the computer)"] += 1
            self._lay_out()   # the hand's new buttons get their places
        action = self.rng.choice(host.legal_actions())
        self.trail.append(f"   move {action!r}")
        before = len(host.record.actions)
        self._through_the_ui(action)
        if len(host.record.actions) > before:
            via = "the UI"
        else:
            self.win.human_action(action)
            via = f"the slot ({type(action).__name__})"
        if len(host.record.actions) <= before or host.record.actions[before] != action:
            self.fail(f"the chosen legal move {action!r} was not the one played (via {via})")
        self.tally.outcomes[f"purposeful moves via {via}"] += 1

    def _through_the_ui(self, action: Any) -> None:
        board, panel = self.win.board, self.win.panel
        for item in board.scene().items():
            if getattr(item, "action", None) == action:   # Tsuro marks, Entdecker circles
                click_item(self.qtbot, board, item)
                return
        if isinstance(action, PlaceTile):
            self._place_tsuro_tile(action)
        elif isinstance(action, Place):
            self._place_entdecker_card(action)
        elif isinstance(action, Draw):
            self._click_if_usable(panel.stack_buttons[action.stack])
        elif isinstance(action, (Pay, Exchange)) and action.cards:
            self._pay_from_hand(action)
        elif hasattr(panel, "choices"):
            self._click_if_usable(panel.choices.choice(panel.choices.name_of(action)))

    def _click_if_usable(self, button: QAbstractButton | None) -> None:
        if button is not None and button.isVisible() and button.isEnabled():
            self._press(button)

    def _place_tsuro_tile(self, action: PlaceTile) -> None:
        board = self.win.board
        self._click_if_usable(next((b for b in self.win.panel.hand_buttons
                                    if b.objectName() == f"hand-tile-{action.tile}"), None))
        if board.selected_tile != action.tile:
            return
        for _ in range((action.rotation - board.rotation) % 4):
            self.qtbot.keyClick(board, Qt.Key.Key_R)
        self.qtbot.keyClick(board, Qt.Key.Key_Return)

    def _place_entdecker_card(self, action: Place) -> None:
        board = self.win.board
        targets = [i for i in board.scene().items() if getattr(i, "square", None) == action.square]
        for _ in range(5):
            if board.preview == action or not targets:
                break
            click_item(self.qtbot, board, targets[0])
        if board.preview == action:
            self.qtbot.keyClick(board, Qt.Key.Key_Return)

    def _pay_from_hand(self, action: Pay | Exchange) -> None:
        hand = self.win.panel.hand
        wanted = Counter(action.cards)
        for value, button in zip(hand.hand, hand.card_buttons, strict=True):
            take = wanted[value] > 0
            wanted[value] -= take
            if button.isChecked() != take:
                self._click_if_usable(button)
        if hand.selected() == tuple(sorted(action.cards)):
            self._click_if_usable(hand.confirm)

    # ------------------------------------------------------------ the model and the view

    def check_model(self) -> None:
        """The host's state is its record replayed (invariants holding all the way); the view shows it;
        the autosave holds the same match."""
        host = self.win.host
        record, game = host.record, host.game
        assert record is not None and game is not None
        if host.reviewing:
            self._check_review()
            return
        try:
            replayed = replay_checked(record)
        except AssertionError as exc:
            self.fail(f"an invariant broke replaying the record: {exc!r}")
        if game.state_to_json(replayed) != game.state_to_json(host.state):
            self.fail("the host's state is not its record replayed")
        result = replay(record)
        if event_keys(host.log) != event_keys(result.log):
            self.fail("the host's event log is not its record's events")
        self._check_view()
        if not host.flush_autosave() or not user_paths().autosave.exists():
            self.fail("no autosave while a match is on")
        saved = record_from_text(autosaved(self.win))
        if saved.to_json() != record.to_json():
            self.fail(f"the autosave holds another match: {len(saved.actions)} actions, the host "
                      f"{len(record.actions)}")
        self.tally.outcomes["model checks passed"] += 1

    def _board_shows_the_observation(self) -> bool:
        """The board draws the engine's observation of the host's position for the screen's viewer."""
        host = self.win.host
        game = host.game
        assert game is not None
        return bool(game.state_to_json(self.win.board.state) == game.state_to_json(host.observation()))

    def _check_review(self) -> None:
        """Reviewing: the state shown is the record's first `review_at` moves replayed, the log is
        the whole match, nothing can be played or taken back, and the autosave is the match."""
        host, win = self.win.host, self.win
        record, game = host.record, host.game
        assert record is not None and game is not None
        moves = host.review_at
        shown = MatchRecord(record.game, record.options, record.players, record.seed, record.actions[:moves],
                            record.position)
        if game.state_to_json(replay(shown).state) != game.state_to_json(host.state):
            self.fail(f"the review shows another position than move {moves}'s")
        result = replay(record)
        if event_keys(host.log) != event_keys(result.log):
            self.fail("the review's log is not the whole match")
        if not self._board_shows_the_observation() or not win.review_bar.isVisible():
            self.fail("the board or the review bar does not show the reviewed position")
        if win.review_bar.position.text() != f"Move {moves} of {len(record.actions)}":
            self.fail(f"the review bar says {win.review_bar.position.text()!r} at move {moves}")
        if host.human_to_move() or win.menus.undo_action.isEnabled() or win.menus.redo_action.isEnabled():
            self.fail("something can be played or taken back during a review")
        saved = record_from_text(autosaved(win))
        if saved.to_json() != record.to_json():
            self.fail("the autosave is not the reviewed match")
        self.tally.outcomes["review checks passed"] += 1

    def _check_view(self) -> None:
        host, win = self.win.host, self.win
        record, decision = host.record, host.decision
        assert record is not None
        names = [p.name for p in record.players]
        view = win.views[record.game]
        if win.view is not view or win.game_pages.currentWidget() is not view.page:
            self.fail(f"the page shown is not {record.game}'s")
        if not self._board_shows_the_observation():
            self.fail("the board does not show the engine's observation of the host's state")
        if (win.menus.undo_action.isEnabled(), win.menus.redo_action.isEnabled()) != (host.can_undo(), host.can_redo()):
            self.fail("Undo/Redo enabled does not match what the host can do")
        prompt = win.panel.turn_label.text()
        if decision is None and prompt != "Game over":
            self.fail(f"game over but the panel says {prompt!r}")
        if decision is not None and not prompt.startswith(names[decision.player]):
            self.fail(f"{names[decision.player]} decides but the panel says {prompt!r}")
        overlay = win.board_area.overlay
        shown = not overlay.isHidden()   # isVisible() is False on the start page, which hides the whole game
        title = overlay.title.text()
        passing = title.startswith("Pass the computer to ")
        if decision is None:
            self.result_closed = self.result_closed and not shown
            if not shown and not self.result_closed:
                self.fail("the game is over but no result screen shows")
            if shown and passing:
                self.fail("the game is over but the pass-the-computer screen shows")
        else:
            self.result_closed = False
            if shown and (not passing or title != f"Pass the computer to {names[decision.player]}"):
                self.fail(f"{names[decision.player]} decides but the overlay says {title!r}")
        self._check_hand_shown(shown and passing)

    def _check_hand_shown(self, passing: bool) -> None:
        """The panel shows the viewer's hand: nobody's while the computer is being passed."""
        host, panel, state = self.win.host, self.win.panel, self.win.host.state
        humans = host.human_seats()
        if host.game is None or not host.game.private_hands:
            return
        shown: list[int] | None
        if host.game.key == "tsuro-seas":
            shown = None if panel.hand_box.title() == "Hand hidden" else sorted(
                int(b.objectName().removeprefix("hand-tile-")) for b in panel.hand_buttons)
        else:
            shown = None if panel.hand.title().startswith("Hands are hidden") else list(panel.hand.hand)
        if passing and shown is not None:
            self.fail("a hand shows while the computer is being passed")
        if len(humans) == 1 and shown != sorted(state.hands[humans[0]]):
            self.fail(f"the panel shows {shown}, not the human's hand {sorted(state.hands[humans[0]])}")


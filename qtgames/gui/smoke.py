"""`qtgames --smoke`: prove that an installed copy or a frozen bundle really runs the app.

A bundle can build cleanly and still lack a Qt plugin, a data file or a working AI process (a
frozen interpreter must re-launch itself for multiprocessing). So this opens the real main
window offscreen, checks the icon and a Designer form load, reads the shipped files the window
does not open by itself (rules texts, bundled scenarios, translations), starts each game with AI seats
only through the window's own start path, and waits until a few AI moves went through the
worker process and back onto the board. One line per check on stdout; a failed check is one
line on stderr and exit status 1 (an unexpected error prints its traceback and exits with 1 too).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import TracebackType

from PySide6.QtCore import QEventLoop, QTimer, QTranslator
from PySide6.QtWidgets import QApplication

from ..engine.build import engine_build
from ..engine.core import game_keys, get_game, messages
from ..engine.core.record import PlayerSeat
from ..engine.core.registry import speak
from ..engine.core.rulebook import rulebook
from ..engine.core.scenario import bundled_scenarios
from .app import configure_app
from .forms import about_dialog
from .i18n import compiled_catalogue, languages
from .main_window import MainWindow
from .registry import registered_games
from .start_page import NewGame

SMOKE_MOVES = 3
# The first AI answer waits for the worker process to start and import the engine (about a
# second); a frozen bundle that cannot re-launch itself never answers, and this bounds the wait.
SMOKE_TIMEOUT_S = 60.0


class SmokeFailure(Exception):
    """A check failed; the message is the one line printed."""


def run_smoke() -> int:
    """Run every check; 0 if all passed, 1 (with one line on stderr) if one failed."""
    # Before the QApplication exists: a smoke run needs no display, but an explicit choice
    # (QT_QPA_PLATFORM=xcb under Xvfb) is honoured.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    errors: list[str] = []
    previous_hook = sys.excepthook
    sys.excepthook = _collect_into(errors)   # an exception in a slot would otherwise only be printed
    try:
        with _own_home():
            _check_all(errors)
    except SmokeFailure as failure:
        print(f"qtgames: smoke test failed: {failure}", file=sys.stderr)
        return 1
    finally:
        sys.excepthook = previous_hook
    print("smoke: all checks passed")
    return 0


@contextmanager
def _own_home() -> Iterator[None]:
    """QTGAMES_HOME in a temporary folder meanwhile: the run autosaves, and the window keeps
    settings (recent files, geometry) and logs; none of that may touch the user's files."""
    previous = os.environ.get("QTGAMES_HOME")
    with tempfile.TemporaryDirectory(prefix="qtgames-smoke-", ignore_cleanup_errors=True) as home:
        os.environ["QTGAMES_HOME"] = home
        try:
            yield
        finally:
            if previous is None:
                del os.environ["QTGAMES_HOME"]
            else:
                os.environ["QTGAMES_HOME"] = previous


def _collect_into(errors: list[str]) -> Callable[[type[BaseException], BaseException, TracebackType | None], None]:
    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        sys.__excepthook__(kind, error, trace)   # the traceback still goes to stderr for the reader
        errors.append(f"{kind.__name__}: {error}")
    return hook


def _check_all(errors: list[str]) -> None:
    app = QApplication.instance() or QApplication(["qtgames"])
    assert isinstance(app, QApplication)
    configure_app(app)
    if app.windowIcon().pixmap(64, 64).isNull():   # rendered, not just named
        raise SmokeFailure("the application icon did not load (is Qt's SVG icon engine missing?)")
    window = MainWindow()
    window.host.ai_delay_ms = 0       # the "Instant" AI speed of the Play menu
    window.show()
    try:
        about_dialog(window).deleteLater()   # loads ui/about.ui through QtUiTools
        print(f"smoke: main window shown on the {app.platformName()} platform; icon and forms load; "
              f"{engine_build().describe()}")
        _check_shipped_files()
        for key in registered_games():
            game = get_game(key)
            kinds = _ai_seats(game.min_players)
            seats = [PlayerSeat(f"AI {seat + 1}", kind) for seat, kind in enumerate(kinds)]
            started = time.perf_counter()
            window.start_game(NewGame(key, seats, game.Options.from_json({}), 1))
            moves = _wait_for_moves(window, errors)
            elapsed_ms = (time.perf_counter() - started) * 1000
            print(f"smoke: {game.title}: {moves} AI moves applied ({', '.join(kinds)}) in {elapsed_ms:.0f} ms")
    finally:
        window.close()   # also shuts the AI worker process down


def _check_shipped_files() -> None:
    """Every game's rules texts in every language, a bundled scenario of every game, and every
    translation catalogue load from this copy's shipped files (an installed package, a bundle)."""
    for key in game_keys():
        for language in languages():
            if not rulebook(key, language).sections:
                raise SmokeFailure(f"the rules texts of {key} ({language}) are empty")
    scenarios = bundled_scenarios()
    without = sorted(set(game_keys()) - {scenario.game for _, scenario in scenarios})
    if without:
        raise SmokeFailure(f"no bundled scenario of {', '.join(without)}")
    for language, name in languages().items():
        catalogue = compiled_catalogue(language)
        if catalogue is None or not QTranslator().load(catalogue.stem, str(catalogue.parent)):
            raise SmokeFailure(f"the {name} translation does not load ({catalogue})")
        _check_engine_catalogue(language, name)
    print(f"smoke: rules texts, {len(scenarios)} bundled scenarios and translations ({', '.join(languages())}) load")


def _check_engine_catalogue(language: str, name: str) -> None:
    """The engine's catalogue formats a sentence with a plural (Fluent and Babel's CLDR data, which
    a bundle must carry along)."""
    speak(language)
    try:
        said = messages.say(messages.LANGUAGE_NAME), messages.say("drew_gold", player="", count=2)
    finally:
        speak(messages.ENGLISH)
    if said[0] != name or said[1] == "drew_gold":
        raise SmokeFailure(f"the {name} engine catalogue does not load: {said}")


def _ai_seats(players: int) -> list[str]:
    """The AI levels of a smoke match, as few seats as the game allows: fast levels only, since
    the point is the round trip through the worker process, not the search."""
    return ["greedy"] + ["random"] * (players - 1)


def _wait_for_moves(window: MainWindow, errors: list[str]) -> int:
    """Run the event loop until SMOKE_MOVES actions were applied or the game ended; the count."""
    host = window.host

    def moves() -> int:
        return 0 if host.record is None else len(host.record.actions)

    def done() -> bool:
        return bool(errors) or moves() >= SMOKE_MOVES or host.decision is None

    loop = QEventLoop()

    def check(*_: object) -> None:
        if done():
            loop.quit()

    host.changed.connect(check)
    host.finished.connect(check)
    timeout = QTimer()
    timeout.setSingleShot(True)
    timeout.timeout.connect(loop.quit)
    timeout.start(int(SMOKE_TIMEOUT_S * 1000))
    poll = QTimer()   # an exception in a slot emits no signal: look at `errors` now and then
    poll.timeout.connect(check)
    poll.start(100)
    try:
        if not done():
            loop.exec()
    finally:
        poll.stop()
        timeout.stop()
        host.changed.disconnect(check)
        host.finished.disconnect(check)
    if errors:
        raise SmokeFailure(f"{host.game.title if host.game else 'the window'}: {errors[0]}")
    if not done():
        title = host.game.title if host.game else "a game"
        raise SmokeFailure(f"{title}: only {moves()} of {SMOKE_MOVES} AI moves within {SMOKE_TIMEOUT_S:g} s "
                           "(does the AI worker process start?)")
    return moves()

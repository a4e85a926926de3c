"""Take the README/issue screenshots offscreen: the lobby, games in progress at a laptop's size,
result screens, a how-to-play page, the rules beside a board, the editors.

Run: `python tools/screenshots.py` (writes docs/screenshots/*.png; `python tools/screenshots.py fr it`
only the pictures of those translations), offscreen on the tests' 1920×1080
screen (tests/screens.json): on the offscreen platform's own 800×800 screen the windows, kept inside
their screen, would shrink.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM",
                      f"offscreen:configfile={Path(__file__).resolve().parents[1] / 'tests' / 'screens.json'}")
# A fresh home: the pictures must not show this machine's recent files, remembered table or window.
os.environ.setdefault("QTGAMES_HOME", tempfile.mkdtemp(prefix="qtgames-screenshots-"))

from PySide6.QtCore import QEventLoop, QTimer, QUrl
from PySide6.QtWidgets import QApplication

from qtgames.engine.ai.play import open_session
from qtgames.engine.ai.players import GreedyPlayer
from qtgames.engine.core import Rng, get_game
from qtgames.engine.core.options import RuleOptions
from qtgames.engine.core.record import MatchRecord, PlayerSeat, replay
from qtgames.engine.magellan.state import Stage
from qtgames.engine.tsuro_seas.routes import placement_routes
from qtgames.engine.tsuro_seas.state import PlaceTile
from qtgames.gui.files import RECENT_KEY
from qtgames.gui.i18n import install_translators, remove_translators
from qtgames.gui.main_window import MainWindow
from qtgames.gui.unfinished import Answer
from qtgames.storage import user_paths

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"


def settle(ms: int = 150) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def played_record(seed: int, moves: int, names: list[str], kinds: list[str],
                  stop: Callable[[Any], bool] = lambda state: False) -> MatchRecord:
    """A record of `moves` random legal actions (stopping short of the end if asked, or at the
    first state `stop` accepts)."""
    game = get_game("tsuro-seas")
    state = game.new_state(len(names), game.Options(), seed)
    rng = Rng(seed)
    record = MatchRecord(game.key, game.Options(), [PlayerSeat(n, k) for n, k in zip(names, kinds, strict=True)], seed)
    while not game.is_terminal(state) and len(record.actions) < moves and not stop(state):
        action = rng.choice(game.legal_actions(state))
        record.actions.append(action)
        game.apply(state, action)
    return record


def greedy_record(game_key: str, seed: int, names: list[str], kinds: list[str],
                  stop: Callable[[Any], bool], options: RuleOptions | None = None) -> MatchRecord:
    """A record of greedy play (a plausible-looking game), ending at the first state `stop` accepts or at the end."""
    game = get_game(game_key)
    options = options or game.Options()
    state = game.new_state(len(names), options, seed)
    players = [GreedyPlayer(seed * 10 + seat) for seat in range(len(names))]
    record = MatchRecord(game.key, options, [PlayerSeat(n, k) for n, k in zip(names, kinds, strict=True)], seed)
    while not game.is_terminal(state) and not stop(state):
        decision = game.decision(state)
        action = players[decision.player].choose(game, game.observation(state, decision.player))
        record.actions.append(action)
        game.apply(state, action)
    return record


def shoot_record(window: MainWindow, record: MatchRecord, path: Path, act: Callable[[], None] | None = None) -> None:
    """Open the record as a user would (File > Open), `act` on it, then photograph the window."""
    file = path.with_suffix(".qtgames.json")
    file.write_text(record.dumps(), encoding="utf-8")
    window.files.open_path(file)
    file.unlink()
    window.guide_offer.hide()
    settle(400)
    if act is not None:
        act()
        settle(400)
    window.grab().save(str(path))


def entdecker_shots(window: MainWindow, folder: Path) -> MatchRecord:
    """A placement with several legal squares late in the game, then the same game's result; the
    record in progress is returned for more pictures."""
    names, kinds = ["Ada", "Ben"], ["human", "greedy"]
    game = get_game("entdecker")

    def placing_late(state: Any) -> bool:
        decision = game.decision(state)
        return (state.round >= 18 and decision is not None and decision.kind == "place"
                and decision.player == 0 and len({a.square for a in game.legal_actions(state)}) > 2)

    # The first seed whose greedy game reaches such a placement (engine changes move it, as they should;
    # a game that never does ends, and its result card stood in for the game in progress).
    seed = next(seed for seed in range(1, 200)
                if not game.is_terminal(replay(greedy_record("entdecker", seed, names, kinds, placing_late)).state))
    for path, stop in ((folder / "entdecker-result.png", lambda state: False),
                       (folder / "entdecker-in-progress.png", placing_late)):
        record = greedy_record("entdecker", seed, names, kinds, stop)
        shoot_record(window, record, path)
    return record


def magellan_shots(window: MainWindow, folder: Path,
                   names: tuple[str, ...] = ("Ines (you)", "Kenji", "Mira", "Tomas")) -> MatchRecord:
    """An auction in phase II on boards B and A (split Vasco da Gama fields), the human to bid
    against a standing bid; then the same game's result with its score breakdown. The record of
    the auction is returned for more pictures."""
    kinds = ["human", "greedy", "greedy", "random"]
    options = get_game("magellan").Options.from_json({"board1": "B"})

    def bidding(state: Any) -> bool:
        return state.phase == 1 and state.stage == Stage.BID and state.bidder == 0 and state.high_bid > 0

    game = get_game("magellan")
    # The first seed whose greedy game reaches such an auction (engine changes move it, as they should).
    seed = next(seed for seed in range(7, 200)
                if not game.is_terminal(replay(greedy_record("magellan", seed, list(names), kinds, bidding, options)).state))
    for path, stop in ((folder / "magellan-result.png", lambda s: False), (folder / "magellan-auction.png", bidding)):
        record = greedy_record("magellan", seed, list(names), kinds, stop, options)
        shoot_record(window, record, path)
    return record


def editor_shot(folder: Path, key: str, scenario: Any, prepare: Callable[[Any], None],
                picture: str | None = None) -> None:
    """One game's editor on `scenario`, after `prepare` (a selection, a tab, a ruling applied), saved
    as `picture` (else editor-<key>.png)."""
    from qtgames.gui.editor.window import EditorWindow

    editor = EditorWindow(scenario)
    editor.resize(1366, 768)   # a laptop's screen: the docks fit it and leave the board its room
    editor.show()
    prepare(editor)
    settle()
    editor.grab().save(str(folder / (picture or f"editor-{key}.png")))
    editor.document.undo_stack.setClean()
    editor.close()


def played_to(key: str, players: int, seed: int, stop: Callable[[Any], bool]) -> Any:
    """A scenario of a seeded rollout game at the first moment `stop` holds."""
    from qtgames.engine.core.scenario import scenario_from_state

    game = get_game(key)
    state = game.new_state(players, game.Options(), seed)
    rng = Rng(seed)
    while not stop(state):
        game.apply(state, game.rollout_action(state, rng))
    return scenario_from_state(game, state, game.Options(), title="Mid-game")


def editor_shots(folder: Path) -> None:
    """The editor of each game: Tsuro testing the TS-D4 rulebook example (the bar over the board
    saying the scenario stays as laid out); a crowded Entdecker middle game with a card and its unit
    selected; a Magellan phase II auction with a ship selected; a puzzle's solution and hints."""
    from qtgames.engine.core.scenario import bundled_scenarios

    def tsuro_ruling(editor: Any) -> None:
        editor.tabs.setCurrentWidget(editor.ruling)
        verdicts = editor.ruling.verdicts
        label = editor.document.rules.describe_action(editor.document.state, PlaceTile(10, 0))
        verdicts.setCurrentRow(next(i for i in range(verdicts.count()) if verdicts.item(i).text() == f"✓ {label}"))
        editor.ruling.apply_selected()

    editor_shot(folder, "tsuro-seas", dict(bundled_scenarios())["tsuro-seas-example-1"], tsuro_ruling)

    entdecker = get_game("entdecker")

    def select_unit(editor: Any) -> None:
        square = editor.document.position["units"][10]["square"]
        editor.select([f"card:{square}", f"unit:{square}"])

    editor_shot(folder, "entdecker", played_to(
        "entdecker", 4, 7, lambda s: s.round >= 14 and entdecker.decision(s).kind == "start"), select_unit)

    def select_ship(editor: Any) -> None:
        editor.select(editor.tools.keys_in(editor.board.sceneRect())[:1])

    editor_shot(folder, "magellan", played_to(
        "magellan", 4, 5, lambda s: s.phase == 1 and s.stage == Stage.BID), select_ship)

    def solution_page(editor: Any) -> None:
        editor.tabs.setCurrentWidget(editor.form.parentWidget().parentWidget())   # its scroll area

    editor_shot(folder, "puzzle", dict(bundled_scenarios())["tsuro-seas-puzzle-1"], solution_page)


def rules_shot(window: MainWindow, record: MatchRecord, folder: Path) -> None:
    """The rules docked beside a game, opened from a citation: the rule marked, the board beside it."""
    window.resize(1366, 768)
    shoot_record(window, record, folder / "rules-beside-board.png", act=lambda: window.rules_help.open_url(
        QUrl("qtgames-rule:TS-D8")))
    window.rules_help.dock.close()  # type: ignore[union-attr]


def laptop_shots(window: MainWindow, records: dict[str, MatchRecord], folder: Path) -> None:
    """Each game in play on a small laptop's screen (1024 × 700): the board keeps its room."""
    window.resize(1024, 700)
    for key, record in records.items():
        shoot_record(window, record, folder / f"{key}-1024x700.png")


def guide_shot(window: MainWindow, folder: Path) -> None:
    """A page of Tsuro of the Seas' how-to-play guide: a moment of its demo game and its rules."""
    guide = window.show_guide("tsuro-seas")
    guide.turn_to(2)
    settle()
    guide.grab().save(str(folder / "how-to-play.png"))
    guide.close()


def tsuro_glance_shots(window: MainWindow, folder: Path) -> None:
    """Issue 19: a busy board where the previewed tile sails three ships (their routes and fates, not
    all safe), the card of a human whose ship is out, and every wake pattern close up."""
    game = get_game("tsuro-seas")

    def sails_three(state: Any) -> PlaceTile | None:
        """The human's placement that moves three ships, not all of them safely, on a busy board."""
        if game.decision(state).kind != "place" or state.active != 0 or sum(t >= 0 for t in state.tiles) < 20:
            return None
        for action in game.legal_actions(state):
            routes = placement_routes(state, action.tile, action.rotation)
            if len(routes) == 3 and routes[0].fate == "safe" and any(route.fate != "safe" for route in routes):
                return action
        return None

    def forced_loss(state: Any) -> bool:
        return (game.decision(state).kind == "place" and state.active == 0 and state.alive.count(True) == 3
                and all(placement_routes(state, a.tile, a.rotation)[0].fate != "safe"
                        for a in game.legal_actions(state)))

    def first_reaching(stop: Callable[[Any], bool], names: list[str], kinds: list[str],
                       play: Callable[..., MatchRecord]) -> MatchRecord:
        """The game of the first seed that reaches `stop` (engine and AI changes move it, as they should)."""
        for seed in range(1, 1000):
            record = play(seed, names=names, kinds=kinds, stop=stop)
            if not game.is_terminal(replay(record).state):
                return record
        raise RuntimeError("no seed reaches the moment to photograph")

    window.view = window._view_for("tsuro-seas")
    window.board.animation_ms_per_tile = 0   # still pictures: each move shown at its end
    names = ["Ayame (you)", "Kenji", "Mira", "Tomas"]
    # Random play: in greedy games one tile seldom moves three ships, and they all end safe.
    record = first_reaching(lambda state: sails_three(state) is not None, names,
                            ["human", "greedy", "greedy", "random"], partial(played_record, moves=10**6))

    def preview_three() -> None:
        three = sails_three(window.host.state)
        assert three is not None
        window.panel.select_hand_tile(window.host.state.hands[0].index(three.tile))
        window.board.rotate_preview(three.rotation)

    shoot_record(window, record, folder / "tsuro-route-preview.png", preview_three)
    record = first_reaching(forced_loss, names[:3], ["human", "greedy", "greedy"],
                            partial(greedy_record, "tsuro-seas"))

    def lose() -> None:
        window.panel.select_hand_tile(0)
        for _ in range(4):
            if window.host.why_illegal(PlaceTile(window.board.selected_tile, window.board.rotation)) is None:
                break
            window.board.rotate_preview(1)
        window.board.place_preview()

    shoot_record(window, record, folder / "tsuro-elimination-card.png", lose)
    wake_patterns_sheet(folder / "tsuro-wake-patterns.png")


def wake_patterns_sheet(path: Path, size: int = 112) -> None:
    """The 35 wake patterns, as the board draws them, seven to a row."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter, QPixmap

    from qtgames.engine.tsuro_seas.data import load_data
    from qtgames.gui.tsuro_seas.art import paint_tile
    from qtgames.gui.widgets import colours

    patterns = sorted({min(turns) for turns in load_data().rotated})
    gap, columns = 12, 7
    rows = -(-len(patterns) // columns)
    sheet = QPixmap(columns * (size + gap) + gap, rows * (size + gap) + gap)
    sheet.fill(colours.BOARD_FRAME)
    painter = QPainter(sheet)
    for index, connections in enumerate(patterns):
        row, column = divmod(index, columns)
        paint_tile(painter, QRectF(gap + column * (size + gap), gap + row * (size + gap), size, size), connections)
    painter.end()
    sheet.save(str(path))


def lobby_shot(window: MainWindow, saved: MatchRecord, path: Path,
               names: tuple[str, ...] = ("Ayame", "Kenji", "Mira", "Tomas")) -> None:
    """The lobby at 1366 × 768 as a returning player sees it: a game saved lately in its list."""
    file = user_paths().saves / "Tsuro of the Seas 2025-05-01 20.15.json"   # under the throwaway QTGAMES_HOME
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(saved.dumps(), encoding="utf-8")
    window.settings.remove(RECENT_KEY)   # only this save: not the pictures' files opened before it
    window.files.open_path(file)   # opened once: it is among the recent games
    window.show_start_page()
    window.resize(1366, 768)
    page = window.start_page
    page.player_count.setValue(4)
    for row, (name, kind) in enumerate(zip(names, ("human", "greedy", "normal", "random"), strict=True)):
        page.seat_rows[row].name.setText(name)
        page.seat_rows[row].kind.setCurrentIndex(page.seat_rows[row].kind.findData(kind))
    settle()
    window.grab().save(str(path))
    window.resize(1400, 860)


# Each translation's picture: its file and the seats' names as a player of that language writes them.
SPEAKERS = {"hu": ("app-hungarian.png", ["Ayame (te)", "Kenji", "Mira", "Tamás"]),
            "fr": ("app-french.png", ["Ayame (vous)", "Kenji", "Mira", "Thomas"]),
            "it": ("app-italian.png", ["Ayame (tu)", "Kenji", "Mira", "Tommaso"])}


def language_shot(language: str, seed: int, moves: int, kinds: list[str]) -> None:
    """The same game in progress with the app speaking a translation, menus to move log (texts are
    translated when widgets are built, so a fresh window under the installed catalogue); then, in
    that language, the lobby, a Magellan auction, the rules viewer beside a board (F1) and the editor
    (`<code>-lobby.png`, `-game.png`, `-rules.png`, `-editor.png`)."""
    picture, names = SPEAKERS[language]
    record = played_record(seed, moves, names, kinds)
    translators = install_translators(language)
    try:
        window = MainWindow()
        window.host.autosave = False
        window.host.ai_delay_ms = 10**9
        window.files.ask_unfinished = lambda record, closing: Answer.DISCARD  # type: ignore[method-assign]
        window.resize(1400, 860)
        window.show()
        window.host.adopt(open_session(record))
        window.pages.setCurrentIndex(1)
        if window.panel.hand_buttons:
            window.panel.hand_buttons[0].click()
        settle()
        window.grab().save(str(OUT / picture))
        if language in TRANSLATED_TOUR:
            translated_tour(window, language, record, names)
        window.close()
    finally:
        remove_translators(translators)


# The languages whose lobby, game, rules viewer and editor are photographed (issue 31).
TRANSLATED_TOUR = ("fr", "it")


def translated_tour(window: MainWindow, language: str, record: MatchRecord, names: list[str]) -> None:
    """What a player of `language` reads most, at a laptop's 1366 × 768: the lobby, a Magellan
    auction (the most text on a game screen), the rules of Entdecker beside the board (their seeds'
    wording) and the Magellan editor."""
    lobby_shot(window, record, OUT / f"{language}-lobby.png", (names[0].split(" ")[0], *names[1:]))
    magellan = magellan_shots(window, Path(tempfile.mkdtemp(prefix="qtgames-screenshots-")), tuple(names))
    window.resize(1366, 768)
    shoot_record(window, magellan, OUT / f"{language}-game.png")
    shoot_record(window, magellan, OUT / f"{language}-rules.png", act=lambda: window.rules_help.open_url(
        QUrl("qtgames-rule:MG-X6")))
    window.rules_help.dock.close()  # type: ignore[union-attr]
    editor_shot(OUT, "magellan", played_to("magellan", 4, 5, lambda s: s.phase == 1 and s.stage == Stage.BID),
                lambda editor: editor.select(editor.tools.keys_in(editor.board.sceneRect())[:1]),
                f"{language}-editor.png")


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)  # noqa: F841  (must outlive the window)
    install_translators("en")   # as the app does: English plurals ("1 card") live in its catalogue
    OUT.mkdir(parents=True, exist_ok=True)
    window = MainWindow()
    window.host.autosave = False
    window.host.ai_delay_ms = 10**9  # freeze the AIs: these are still pictures
    window.files.ask_unfinished = lambda record, closing: Answer.DISCARD  # type: ignore[method-assign]  (nothing to keep)
    window.resize(1400, 860)
    window.show()

    names = ["Ayame (you)", "Kenji", "Mira", "Tomas"]
    kinds = ["human", "greedy", "greedy", "random"]
    for seed in range(1, 400):
        record = played_record(seed, 10**6, names, kinds)
        full = len(record.actions)
        if full >= 30:
            break
    only = sys.argv[1:]   # language codes: only their pictures, e.g. `python tools/screenshots.py fr it`
    for language in only:
        language_shot(language, seed, full - 8, kinds)
    if only:
        window.close()
        return 0
    mid = played_record(seed, full - 8, names, kinds)
    lobby_shot(window, mid, OUT / "lobby.png")

    def preview_a_tile() -> None:
        if window.panel.hand_buttons:
            window.panel.hand_buttons[0].click()  # show a tile previewed in front of the ship

    shoot_record(window, mid, OUT / "mid-game.png", preview_a_tile)
    for language in SPEAKERS:
        language_shot(language, seed, full - 8, kinds)
    shoot_record(window, played_record(seed, 10**6, names, kinds), OUT / "result.png")
    window.host.review(open_session(played_record(seed, 10**6, names, kinds)), full - 12)   # a replay in progress
    settle()
    window.grab().save(str(OUT / "review.png"))
    tsuro_glance_shots(window, OUT)
    in_play = {"tsuro-seas": mid, "entdecker": entdecker_shots(window, OUT), "magellan": magellan_shots(window, OUT)}
    laptop_shots(window, in_play, OUT)
    rules_shot(window, mid, OUT)
    guide_shot(window, OUT)
    editor_shots(OUT)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

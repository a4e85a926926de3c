"""Text from a file is shown as text, never as markup (issue 35, defect 8): every label, tooltip,
card and list row that shows a player's name, a scenario's or a report's words, a component-data
override's names or a file's name shows it as it is written — Qt would otherwise draw a name like
`<img src="x.png"><b>BIG</b>` as a picture and large bold letters.

One walk over every widget of every window (labels, tooltips, what's-this texts, list rows and
their tooltips, the move log's rows, the items on the boards, actions) stands for all of them:
a widget added later that shows file-borne text is walked too."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QMessageBox,
    QStyleOptionViewItem,
    QTextEdit,
    QWidget,
)

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from qtgames.engine.core.record import PlayerSeat
from qtgames.engine.core.scenario import scenario_from_json
from qtgames.engine.magellan import data as mg_data
from qtgames.gui.main_window import MainWindow
from qtgames.gui.widgets.move_log import RuleLinkDelegate
from tests.overrides import data_override, shipped_raw
from tests.paths import RESOURCES

# The file's words: a picture and big red letters if taken for markup. Short enough for a name (40).
MARKUP = '<img src="x.png"><b style="color:red">BIG</b>'
# `<img` read as markup: in a rich text, or in what a text document made of it.
TAKEN_AS_MARKUP = re.compile(r"<img\s+src=\"?x\.png")


def rich(text: str) -> bool:
    return bool(text) and QtGui.mightBeRichText(text)


def label_reads_markup(label: QLabel) -> bool:
    form = label.textFormat()
    return form in (Qt.TextFormat.RichText, Qt.TextFormat.MarkdownText) or (
        form == Qt.TextFormat.AutoText and rich(label.text()))


def texts_shown(widget: QWidget) -> Iterator[tuple[str, str, bool]]:
    """(where, text, read as markup) for everything `widget` shows or pops up."""
    name = f"{type(widget).__name__} {widget.objectName()!r}"
    yield f"{name} tooltip", widget.toolTip(), rich(widget.toolTip())
    yield f"{name} what's this", widget.whatsThis(), rich(widget.whatsThis())
    if isinstance(widget, QLabel):
        yield f"{name} text", widget.text(), label_reads_markup(widget)
    if isinstance(widget, QTextEdit):
        yield f"{name} document", widget.toHtml(), True
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        yield from rows_shown(widget, name)
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():
            yield f"{name} item tooltip", item.toolTip(), rich(item.toolTip())
            if isinstance(item, QGraphicsTextItem):
                yield f"{name} text item", item.toHtml(), True


def rows_shown(view: QAbstractItemView, name: str) -> Iterator[tuple[str, str, bool]]:
    model = view.model()
    delegate = view.itemDelegate()
    for row in range(model.rowCount(QModelIndex())):   # the app's item views are all lists: one column
        index = model.index(row, 0, QModelIndex())
        tip = str(index.data(Qt.ItemDataRole.ToolTipRole) or "")
        yield f"{name} row {row} tooltip", tip, rich(tip)
        if isinstance(delegate, RuleLinkDelegate):   # rows drawn as rich text
            option = QStyleOptionViewItem()
            option.font = view.font()
            yield f"{name} row {row}", delegate.document(option, index).toHtml(), True


def markup_shown() -> list[str]:
    """Where, in any window, file text is read as markup."""
    found = []
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        for widget in [top, *top.findChildren(QWidget)]:
            for where, text, as_markup in texts_shown(widget):
                if as_markup and TAKEN_AS_MARKUP.search(text):
                    found.append(f"{where}: {text[:160]}")
        for action in top.findChildren(QAction):
            if rich(action.toolTip()) and TAKEN_AS_MARKUP.search(action.toolTip()):
                found.append(f"action {action.text()!r} tooltip: {action.toolTip()[:160]}")
    return found


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    return shown


def hostile_override() -> dict[str, Any]:
    """Magellan's component data with markup for every explorer's and board's name."""
    raw = shipped_raw(mg_data)
    for i, explorer in enumerate(raw["explorers"]):
        explorer["name"] = f"{MARKUP[:34]}{i}"
    for board in raw["boards"]:
        board["name"] = MARKUP[:40]
    raw["reconstructed"] = [MARKUP]
    return raw


LINEUPS = {"tsuro-seas": ["greedy", "random"], "entdecker": ["greedy", "random"],
           "magellan": ["greedy", "random", "random"]}


def hostile_record(folder: Path, game_key: str) -> Path:
    """A match of AIs, named in markup, six moves in, saved under a name in markup."""
    game = get_game(game_key)
    record = json.loads(play_match(game, LINEUPS[game_key], game.Options(), 4).record.dumps())
    for seat, player in enumerate(record["players"]):
        player["name"] = f"{MARKUP[:38]}{seat}"
    record["actions"] = record["actions"][:6]
    path = folder / '<img src="x.png">.json'
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def hostile_report(folder: Path) -> Path:
    """A ruling report whose every text is markup, and whose recorded answer no longer holds."""
    report = json.loads((RESOURCES / "rulings" / "tsuro-seas-daikaiju-destroys-a-ship.json").read_text("utf-8"))
    report["title"], report["notes"] = MARKUP, MARKUP
    report["events"][0]["text"] = MARKUP
    path = folder / "report.json"
    path.write_text(json.dumps(report), encoding="utf-8")
    return path


def hostile_puzzle() -> dict[str, Any]:
    puzzle = json.loads((RESOURCES / "scenarios" / "tsuro-seas-puzzle-1.json").read_text(encoding="utf-8"))
    puzzle["title"] = puzzle["author"] = puzzle["notes"] = MARKUP
    goal = puzzle["goal"]
    goal["success"] = goal["failure"] = MARKUP
    goal["hints"] = [MARKUP] * len(goal["solution"])
    return puzzle


def assert_no_markup_shown() -> None:
    found = markup_shown()
    assert found == [], "\n".join(found)


# Entdecker's whole game takes half a minute: the slow step plays it, the fast gate the other two.
@pytest.mark.parametrize("game_key", [pytest.param(key, marks=pytest.mark.slow) if key == "entdecker" else key
                                      for key in sorted(LINEUPS)])
@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_names_from_a_record_and_a_data_override_are_text_through_a_whole_game(
        qtbot, window: MainWindow, tmp_path: Path, game_key: str, boxes: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Defect 8: Magellan's auction and board named an override's explorers in markup, and the recent
    games list and menu showed a file's name as markup in their tooltips."""
    with data_override(mg_data, hostile_override()):
        window.start_page.choose_game(game_key)
        assert_no_markup_shown()
        window.preferences.set_animations(False)
        assert window.files.open_path(hostile_record(tmp_path, game_key))
        session = window.host.session
        assert session is not None
        while session.decision is not None:   # the names on the table, the auction, the log, as it goes
            assert_no_markup_shown()
            qtbot.waitUntil(lambda moves=session.moves: session.moves > moves + 10 or session.decision is None,
                            timeout=30_000)
        qtbot.waitUntil(window.board_area.overlay.isVisible)
        assert_no_markup_shown()
        window.show_start_page()
        assert_no_markup_shown()
        window.rules_help.show_game(game_key)
        assert_no_markup_shown()
    assert boxes == []


def test_a_report_s_words_are_text_in_the_editor(
        qtbot, window: MainWindow, tmp_path: Path, boxes: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Defect 8: a report's details in a tooltip drew large red text and tried to load a local image."""
    assert window.files.open_path(hostile_report(tmp_path))
    editor = window.scenarios.editors[-1]
    qtbot.waitExposed(editor)
    assert "x.png" in editor.ruling.report.toolTip(), "the report's details are on show"
    assert_no_markup_shown()
    editor.document.undo_stack.setClean()
    editor.close()
    assert boxes == []


def test_a_puzzle_s_words_are_text_in_the_editor_and_on_the_table(
        qtbot, window: MainWindow, boxes: list[str]) -> None:  # type: ignore[no-untyped-def]
    puzzle = scenario_from_json(hostile_puzzle())
    editor = window.scenarios.open_editor(puzzle)
    assert editor is not None
    qtbot.waitExposed(editor)
    assert_no_markup_shown()
    editor.document.undo_stack.setClean()
    editor.close()
    window.scenarios.play_scenario(puzzle, [PlayerSeat("Ann", "human"), PlayerSeat("Bo", "greedy")], asked=True)
    window.ask_hint()
    assert "x.png" in window.statusBar().currentMessage(), "the author's hint is on show"
    assert_no_markup_shown()
    assert boxes == []

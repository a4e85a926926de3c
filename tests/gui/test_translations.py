"""Translations: every user-visible string is wrapped for Qt Linguist, the committed `.ts` files are
what lupdate makes of the sources with nothing left to translate, and the app speaks
Hungarian, French and Italian."""

from __future__ import annotations

import ast
import os
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox, QGroupBox, QLabel, QPushButton

from qtgames.engine.ai import AI_KINDS
from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game, messages
from qtgames.engine.core.scenario import bundled_scenarios
from qtgames.engine.entdecker.state import UNIT_NAMES
from qtgames.gui import engine_terms, i18n
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.tools import capitalised, path_words
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.entdecker import engine_terms as entdecker_terms
from qtgames.gui.main_window import MainWindow
from qtgames.gui.resume import MatchWords
from qtgames.gui.widgets.colours import PLAYER_COLOUR_NAMES

from .conftest import start_game

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import update_translations  # noqa: E402 (found through the sys.path entry above)

# Qt calls whose string arguments a user reads. Constructors of widgets and actions take their text
# first; `add_action` is our helper for menu actions.
TEXT_CALLS = {
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setWhatsThis", "setPlaceholderText", "setTitle",
    "showMessage", "addMenu", "addAction", "addItem", "addItems", "insertItem", "addTab", "insertTab", "setTabText",
    "setTabToolTip", "setItemText", "setHeaderLabels", "setLabelText", "setPrefix", "setSuffix",
    "setSpecialValueText", "setInformativeText", "setDetailedText", "addRow", "addButton", "addToolBar",
    "setHtml", "information", "warning", "critical", "question", "getOpenFileName", "getSaveFileName",
    "getText", "getInt", "getItem", "add_action",
    "QLabel", "QPushButton", "QToolButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QMenu",
    "QListWidgetItem", "QDockWidget", "QToolBar", "QMessageBox",
}
WRAPPERS = {"tr", "translate"}
# Markup is not language: tags and entities are dropped before looking for words.
MARKUP = re.compile(r"<[^>]*>|&[a-z]+;|&#\d+;")
# Texts that are the same in every language, each for a reason a translator would agree with.
ALLOWED = {
    "qtgames",     # the program's name
}


def is_language(text: str) -> bool:
    """Whether a literal holds words (so a translator must see it)."""
    bare = MARKUP.sub("", text).replace("&", "")
    for name in ALLOWED:
        bare = bare.replace(name, "")
    return any(ch.isalpha() for ch in bare)


def bare_text(node: ast.expr) -> str | None:
    """The words a user would read in `node` if it is not passed through tr/translate, else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if is_language(node.value) else None
    if isinstance(node, ast.JoinedStr):
        words = "".join(part.value for part in node.values if isinstance(part, ast.Constant))
        return ast.unparse(node) if is_language(words) else None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in {"format", "replace"}:
        return bare_text(node.func.value)   # the template decides: tr("…").format(…) is fine
    if isinstance(node, ast.BinOp):
        return bare_text(node.left) or bare_text(node.right)
    if isinstance(node, ast.IfExp):
        return bare_text(node.body) or bare_text(node.orelse)
    return None


# Receivers whose `warning(…)` and `critical(…)` write the log, which is for developers.
LOGGERS = {"log", "logger", "logging"}


def call_name(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Attribute):
        return "" if isinstance(func.value, ast.Name) and func.value.id in LOGGERS else func.attr
    return func.id if isinstance(func, ast.Name) else ""


def unwrapped(source: str, filename: str = "<snippet>") -> Iterator[str]:
    """Each string literal handed straight to a user-visible Qt text API in `source`."""
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Call) and call_name(node) in TEXT_CALLS:
            for argument in [*node.args, *(keyword.value for keyword in node.keywords)]:
                text = bare_text(argument)
                if text is not None:
                    yield f"{filename}:{argument.lineno}: {call_name(node)}({text!r})"


def test_the_scan_catches_unwrapped_text() -> None:
    snippet = '''
label = QLabel("Your hand")
label.setToolTip(f"Tile {tile}: click to preview")
button.setText("Seat {n}".format(n=1))
menu.addAction(self.tr("Fine") + " twice")
box.setText(self.tr("Seat {seat}").format(seat=1))
box.setText(translate("Ctx", "Fine"))
box.setText(f"{rule}: {message}")
box.setText("<b>●</b> 3")
'''
    found = list(unwrapped(snippet))
    assert [line.split(": ", 1)[1] for line in found] == [
        "QLabel('Your hand')", "setToolTip(\"f'Tile {tile}: click to preview'\")",
        "setText('Seat {n}')", "addAction(' twice')"]


def bare_translate_plurals(source: str) -> Iterator[int]:
    """Lines of `translate(ctx, "…", "", n)`: lupdate drops or misfiles such calls (pass None)."""
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "translate"
                and len(node.args) == 4 and isinstance(node.args[2], ast.Constant) and node.args[2].value == ""):
            yield node.lineno


def test_the_plural_check_catches_an_empty_disambiguation() -> None:
    assert list(bare_translate_plurals('translate("C", "%n tiles", "", n)\ntranslate("C", "%n tiles", None, n)')) == [1]


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_every_user_visible_string_in_the_gui_is_wrapped() -> None:
    problems = [problem for path in sorted((ROOT / "qtgames" / "gui").rglob("*.py"))
                for problem in unwrapped(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))]
    assert problems == [], "wrap these in self.tr(…) or translate(…):\n" + "\n".join(problems)
    plurals = [f"{path}:{line}" for path in sorted((ROOT / "qtgames" / "gui").rglob("*.py"))
               for line in bare_translate_plurals(path.read_text(encoding="utf-8"))]
    assert plurals == []


def test_the_engine_words_the_gui_shows_are_listed_for_lupdate() -> None:
    assert set(engine_terms.AI_KIND_TEXTS) == {text for kind in AI_KINDS.values()
                                               for text in (kind.title, kind.description)}
    assert engine_terms.COLOUR_TEXTS == PLAYER_COLOUR_NAMES
    assert entdecker_terms.UNIT_TEXTS == UNIT_NAMES


def test_the_app_reads_the_translations_the_tools_write() -> None:
    """The tools write the checkout's resources/translations/; from a checkout the app reads them there."""
    assert i18n.translations_dir() == update_translations.TRANSLATIONS


@pytest.mark.parametrize("language", update_translations.LANGUAGES)
def test_committed_ts_is_complete_and_current(language: str, tmp_path: Path) -> None:
    """lupdate over a copy of the committed file changes nothing, and leaves nothing unfinished or
    obsolete: a new string (or a changed one) without its translation fails here."""
    committed = update_translations.TRANSLATIONS / f"qtgames_{language}.ts"
    copy = tmp_path / committed.name
    shutil.copy(committed, copy)
    update_translations.lupdate([copy], extra=["-target-language", language])
    fresh = copy.read_text(encoding="utf-8")
    assert 'type="unfinished"' not in fresh
    assert 'type="obsolete"' not in fresh and 'type="vanished"' not in fresh
    assert fresh == committed.read_text(encoding="utf-8"), "run tools/update_translations.py"


def test_hungarian_never_hedges_its_article() -> None:
    """"a(z)" is what a form letter writes when it does not know the word after it: the catalogue
    writes the article a word takes, or puts the value where none is needed ("5. lap itt: D1"),
    and the engine's catalogues choose it by how the word is read (their ARTICLE function)."""
    hedged = re.compile(r"\b[aA]\(z\)")
    catalogue = (update_translations.TRANSLATIONS / "qtgames_hu.ts").read_text(encoding="utf-8")
    assert hedged.findall(catalogue) == []
    for catalogue in sorted((ROOT / "resources" / "messages" / "hu").glob("*.ftl")):
        assert hedged.findall(catalogue.read_text(encoding="utf-8")) == [], catalogue


# Where "seat" stays a word: the lobby's numbered rows (a place at the table, its name beside it
# reads "Player 1").
SEAT_WORDS_KEPT = {"Seat {seat} ({colour})"}


def test_sentences_name_a_player_from_1_never_a_seat() -> None:
    """Issue 22: files count seats from 0, sentences say "Player 1" (docs/scenario-format.md, Seats);
    the editor's words for seat 0 said "Seat 1" while `qtgames ruling` said "Player 1"."""
    tree = ET.parse(update_translations.TRANSLATIONS / "qtgames_en.ts")
    sources = {message.findtext("source", "") for message in tree.iter("message")}
    seats = sorted(s for s in sources - SEAT_WORDS_KEPT if re.search(r"(?i)\bseat\s*(\{|%n|\d)", s))
    assert seats == [], "say 'Player {seat}' (the engine's messages.player) in these"


@pytest.fixture
def hungarian(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(i18n.ENV_OVERRIDE, "hu")
    translators = i18n.install_translators("hu")
    yield
    i18n.remove_translators(translators)


def test_the_app_speaks_hungarian(qtbot, hungarian: None) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow()
    qtbot.addWidget(window)
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus[:3] == ["&Fájl", "Sz&erkesztés", "&Játék"]
    assert window.start_page.start_button.text() == "Játék indítása"
    boxes = {box.title() for box in window.start_page.findChildren(QGroupBox)}
    assert {"Játékosok", "Szabályok és döntések"} <= boxes
    labels = {label.text() for label in window.start_page.findChildren(QLabel)}
    assert any("1. hely" in text for text in labels)
    buttons = {button.text() for button in window.start_page.findChildren(QPushButton)}
    assert "Forgatókönyv-szerkesztő…" in buttons


def test_a_missing_catalogue_leaves_english(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    assert i18n.install_translators("hu") == []
    assert messages.language() == messages.ENGLISH   # the move log does not switch alone


def test_the_catalogue_is_the_built_qm_unless_the_ts_is_newer(monkeypatch: pytest.MonkeyPatch,
                                                                tmp_path: Path) -> None:
    """A bundle loads its built .qm; a checkout without one, or with one older than its .ts (built
    before the last translation), compiles the .ts into the user cache."""
    shutil.copy(update_translations.TRANSLATIONS / "qtgames_hu.ts", tmp_path)
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    compiled = i18n.compiled_catalogue("hu")
    assert compiled is not None and compiled.parent == i18n.user_cache() / "translations"
    packaged = tmp_path / "qtgames_hu.qm"
    shutil.copy(compiled, packaged)
    source_time = (tmp_path / "qtgames_hu.ts").stat().st_mtime
    os.utime(packaged, (source_time + 10, source_time + 10))
    assert i18n.compiled_catalogue("hu") == packaged
    os.utime(packaged, (source_time - 10, source_time - 10))
    assert i18n.compiled_catalogue("hu") == compiled


class Spoken(NamedTuple):
    """What a language's window says: its menu bar's first three menus, the start button, the name a
    seat is offered, a word of the move log's daikaiju placement, and a word of its rules text."""
    menus: list[str]
    start: str
    second_seat: str
    placed: str
    rules: str


SPOKEN = {
    "hu": Spoken(["&Fájl", "Sz&erkesztés", "&Játék"], "Játék indítása", "2. játékos", "mezőre", "szabálykivonat"),
    "fr": Spoken(["&Fichier", "É&dition", "&Jouer"], "Commencer la partie", "Joueur 2", "posé en",
                 "résumé des règles"),
    "it": Spoken(["&File", "&Modifica", "&Gioca"], "Inizia la partita", "Giocatore 2", "è posto in",
                 "riassunto delle regole"),
}


def test_the_view_menu_names_every_language_in_itself(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    names = {code: action.text() for code, action in window.preferences.language_actions.items()}
    assert {"en": "English", "fr": "Français", "hu": "Magyar", "it": "Italiano"}.items() <= names.items()
    # A language added as docs/translating.md says (its folder, no Python) is offered too.
    assert set(names) == {folder.name for folder in messages.catalogue_dir().iterdir() if folder.is_dir()}


@pytest.mark.parametrize("language", sorted(SPOKEN))
@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_switching_the_language_retranslates_the_open_windows_and_the_move_log_at_once(  # type: ignore[no-untyped-def]
        qtbot, window, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    spoken = SPOKEN[language]
    monkeypatch.delenv(i18n.ENV_OVERRIDE, raising=False)
    start_game(qtbot, window, ["human", "greedy"], seed=3)
    record, english_log = window.host.record, log_lines(window)
    editor = window.scenarios.open_editor()
    window.menus.rules_action.trigger()
    try:
        window.preferences.language_actions[language].trigger()
        assert window.settings.value(i18n.SETTINGS_KEY) == language
        assert i18n.chosen_language(window.settings) == language
        assert [action.text() for action in window.menuBar().actions()][:3] == spoken.menus
        assert window.start_page.start_button.text() == spoken.start
        assert window.start_page.seat_rows[1].name.text() == spoken.second_seat, "a name left as offered follows"
        assert window.host.record is record and window.pages.currentIndex() == 1, "the game goes on"
        assert messages.language() == language and log_lines(window) != english_log
        assert any("daikaiju" in line and spoken.placed in line for line in log_lines(window)), log_lines(window)
        assert editor is not None and editor.menuBar().actions()[0].text() == spoken.menus[0]
        assert window.rules_help.dock is not None and window.rules_help.dock.isVisible()
        assert spoken.rules in window.rules_help.viewer.shown_text()  # type: ignore[union-attr]
    finally:
        window.preferences.language_actions["en"].trigger()
    assert window.menuBar().actions()[0].text() == "&File" and log_lines(window) == english_log
    assert messages.language() == messages.ENGLISH
    editor.document.undo_stack.setClean()  # type: ignore[union-attr]
    editor.close()  # type: ignore[union-attr]


def log_lines(window: MainWindow) -> list[str]:
    log = window.panel.log
    return [log.item(row).text() for row in range(log.count())]


def test_the_environment_overrides_the_remembered_language(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue(i18n.SETTINGS_KEY, "hu")
    monkeypatch.setenv(i18n.ENV_OVERRIDE, "en")
    assert i18n.chosen_language(settings) == "en"
    for language in ("fr", "it"):
        monkeypatch.setenv(i18n.ENV_OVERRIDE, language)
        assert i18n.chosen_language(settings) == language
    monkeypatch.setenv(i18n.ENV_OVERRIDE, "xx")   # a language we do not speak is ignored
    assert i18n.chosen_language(settings) == "hu"


def test_the_former_hungarian_leftovers_speak_hungarian(qtbot, hungarian: None) -> None:  # type: ignore[no-untyped-def]
    """The resume question's count of moves, option values, the data note and the editor's phases."""
    game = get_game("tsuro-seas")
    record = play_match(game, ["random", "random"], game.Options(), 5).record
    assert MatchWords().so_far(record) == f"Tsuro of the Seas, {len(record.actions)} lépésnél"
    window = MainWindow()
    qtbot.addWidget(window)
    page = window.start_page
    page.choose_game("magellan")
    combo = page.option_rows["unsold_opener"].findChild(QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == ["Aki előzőleg nyitott", "A kikiáltó"]
    assert "rekonstruált" in page.data_note.toolTip() and "community" not in page.data_note.toolTip()
    editor = EditorWindow(blank_scenario("tsuro-seas"))
    qtbot.addWidget(editor)
    phase = editor.findChild(QComboBox, "phase")
    assert phase.itemText(0) == "Kiindulópontok választása" and phase.itemData(0) == "start"


def test_the_hungarian_rules_texts_tag_their_sources_in_hungarian_and_send_nobody_to_the_readme(
        qtbot, hungarian: None) -> None:  # type: ignore[no-untyped-def]
    """Issue 31's leftovers: the component data pages' source tags ([seed], [public], [reconstructed] …)
    and "lásd a README-t" (an English file) were all a Hungarian reader got."""
    from qtgames.gui.rules_viewer import preface

    explained = set(re.findall(r"\[([^\]]+)\]", preface()))
    assert explained == {"szabálykönyv", "nyilvános", "átvett", "rekonstruált", "helykitöltő"}
    for page in sorted((ROOT / "resources" / "rules").glob("*-data.hu.md")):
        text = page.read_text(encoding="utf-8")
        tagged = {word for tag in re.findall(r"\[([^\]]+)\](?!\()", text) for word in re.findall(r"\w+", tag)}
        assert tagged & explained, page
        assert not re.search(r"\[[^\]]*\b(seed|public|reconstructed|transcribed|placeholder)\b", text), page
        assert "README" not in text, page
    catalogue = (update_translations.TRANSLATIONS / "qtgames_hu.ts").read_text(encoding="utf-8")
    assert "README" not in "".join(re.findall(r"<translation>(.*?)</translation>", catalogue, re.S))


# The source tags the rules viewer's preface explains, in each language's own words.
PREFACE_TAGS = {
    "fr": {"règle", "public", "transcrit", "reconstitué", "provisoire"},
    "it": {"regolamento", "pubblico", "trascritto", "ricostruito", "segnaposto"},
}


@pytest.mark.parametrize("language", sorted(PREFACE_TAGS))
def test_the_rules_texts_tag_their_sources_in_the_words_of_the_viewers_preface(
        qtbot, monkeypatch: pytest.MonkeyPatch, language: str) -> None:  # type: ignore[no-untyped-def]
    """A French or Italian reader of the component data pages finds each source tag explained in the
    preface above them, and no English tag or README left."""
    from qtgames.gui.rules_viewer import preface

    monkeypatch.setenv(i18n.ENV_OVERRIDE, language)
    translators = i18n.install_translators(language)
    try:
        explained = set(re.findall(r"\[([^\]]+)\]", preface()))
    finally:
        i18n.remove_translators(translators)
    assert explained == PREFACE_TAGS[language]
    pages = sorted((ROOT / "resources" / "rules").glob(f"*-data.{language}.md"))
    assert len(pages) == 3
    for page in pages:
        text = page.read_text(encoding="utf-8")
        tagged = {word for tag in re.findall(r"\[([^\]]+)\](?!\()", text) for word in re.findall(r"\w+", tag)}
        assert tagged & explained, page
        assert not re.search(r"\[[^\]]*\b(seed|reconstructed|transcribed|placeholder)\b", text), page
        assert "README" not in text, page


def test_the_lobby_names_the_shipped_rulings_in_hungarian(qtbot, hungarian: None) -> None:  # type: ignore[no-untyped-def]
    from qtgames.engine.core.ruling_report import bundled_ruling_reports

    window = MainWindow()
    qtbot.addWidget(window)
    listed = window.start_page.scenarios
    texts = [listed.item(row).text() for row in range(listed.count())]
    english = [report.title for _, report in bundled_ruling_reports()]
    assert [title for title in english if any(title in text for text in texts)] == []
    assert any("Egy daikaiju, amely egy vitorlás mezőjére lép, elpusztítja azt (TS‑D4)" in text
               or "Egy daikaiju, amely egy vitorlás mezőjére lép, elpusztítja azt (TS-D4)" in text for text in texts)
    # and so they are titled where they open (the editor's Test a ruling, the window's title)
    from qtgames.gui.start_page import REPORT_ROLE, SCENARIO_ROLE

    opened = [listed.item(row).data(role) for row in range(listed.count()) for role in (SCENARIO_ROLE, REPORT_ROLE)]
    assert [item.title for item in opened if item is not None and item.title in english] == []


def test_the_editors_toolbar_says_undo_and_redo_in_hungarian_as_words(qtbot, hungarian: None) -> None:  # type: ignore[no-untyped-def]
    """Seen in a real window: the toolbar read "Visszavonás:" and "Újra:", translations of the
    prefix "Undo" once was, shown alone; with an edit made the menu names it after the colon."""
    editor = EditorWindow(blank_scenario("tsuro-seas"))
    qtbot.addWidget(editor)
    toolbar = editor.toolbar
    assert toolbar is not None
    words = [button.text() for action in toolbar.actions()[:2] if (button := toolbar.widgetForAction(action))]
    assert words == ["Visszavonás", "Újra"] and editor.undo_action.text() == "Visszavonás"


@pytest.mark.parametrize("language", update_translations.LANGUAGES)
def test_a_translation_ends_in_a_colon_where_its_source_does(language: str) -> None:
    """A label's colon introduces what follows it; one the English has not is a prefix's, left over.
    (An entry not yet translated is empty and reads in English: the completeness test reports it.)"""
    tree = ET.parse(update_translations.TRANSLATIONS / f"qtgames_{language}.ts")
    odd = []
    for message in tree.iter("message"):
        source, translated = message.findtext("source", ""), message.find("translation")
        translation = "".join(translated.itertext()) if translated is not None else ""
        if translation.strip() and source.rstrip().endswith(":") != translation.rstrip().endswith(":"):
            odd.append((source, translation))
    assert odd == []


@pytest.mark.parametrize("name", [name for name, _ in bundled_scenarios()])
def test_what_changed_names_no_field_by_the_files_english_in_hungarian(  # type: ignore[no-untyped-def]
        qtbot, hungarian: None, name: str) -> None:
    """Seen in a real window: "Daikaiju out: bekerült: 3. daikaiju" — a field the game had no
    words for was named by the position format's English ("daikaiju_out", "buyer", "winners")
    in every language. Four actions from every shipped position, and no line of What changed
    begins with a field's name as the file writes it."""
    scenario = next(s for n, s in bundled_scenarios() if n == name)
    editor = EditorWindow(scenario)
    qtbot.addWidget(editor)
    editor.tabs.setCurrentWidget(editor.ruling)
    verdicts, result = editor.ruling.verdicts, editor.ruling.result
    for _ in range(4):
        legal = [i for i in range(verdicts.count()) if verdicts.item(i).text().startswith("✓")]
        if not legal:
            break
        verdicts.setCurrentRow(legal[0])
        qtbot.mouseClick(editor.ruling.apply_button, Qt.MouseButton.LeftButton)
        rows = [result.item(row) for row in range(result.count())]
        changed = next(i for i, item in enumerate(rows) if item.text() == "Mi változott:")
        for item in rows[changed + 1:]:
            paths = [line.split(": ", 1)[0] for line in item.toolTip().splitlines()]
            label = item.text().strip().split(":", 1)[0]
            assert label not in {capitalised(path_words(path)) for path in paths}, (item.text(), paths)


@pytest.mark.parametrize("game", sorted({s.game for _, s in bundled_scenarios()}))
def test_every_plain_field_of_a_position_has_words_in_hungarian(qtbot, hungarian: None, game: str) -> None:  # type: ignore[no-untyped-def]
    """The problem list names a field the same way: "Auctioneer", "Spinner state", "Players" read
    as the file's English in Hungarian where the Position tab's own label was at hand."""
    scenario = next(s for _, s in bundled_scenarios() if s.game == game)
    editor = EditorWindow(scenario)
    qtbot.addWidget(editor)
    plain = [f"position.{key}" for key, value in editor.document.position.items() if not isinstance(value, list | dict)]
    assert [path for path in plain if editor.tools.describe(path) == capitalised(path_words(path))] == []

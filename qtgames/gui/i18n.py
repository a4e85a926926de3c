"""Translations: which language the app speaks, and installing Qt Linguist translators for it.

How to write a user-visible string (lupdate reads the source, so it must see the literal):

- In a QObject subclass: ``self.tr("Save &as…")``.
- Anywhere else: ``translate("Context", "Text")`` (the function below; lupdate knows the name), with
  the module's or class's name as the context.
- A text kept in a table and translated where shown: ``QT_TRANSLATE_NOOP("Context", "Text")`` from
  this module (typed as the `str` it returns; PySide6's is typed `object`).
- Values go in with ``str.format`` and *named* fields, after translating, never with f-strings
  (lupdate cannot read those) and never by gluing pieces together (word order differs by language):
  ``self.tr("Player {seat} holds tile {tile}").format(seat=2, tile=17)``.
- A count that changes the noun uses Qt's plural form, ``%n``, with the count as third argument
  and the source in the English plural (what shows if no catalogue loads): ``self.tr("%n tiles",
  "", count)`` in a QObject (or a tools class's ``tr``). Never a free ``translate`` with a count:
  lupdate files those as plain texts, or drops them. The English catalogue holds the singular.
  Further values still go through ``.format``.
- Never translate object names, settings keys, file patterns, rule IDs or engine data; the few
  engine words the GUI shows are listed for lupdate in `engine_terms.py`, and the engine's own
  sentences have their own catalogues (`resources/messages`, docs/translating.md).

The ``.ts`` sources live in ``resources/translations/``; ``tools/update_translations.py``
regenerates them and ``tools/build_translations.py`` compiles them to ``.qm``. A checkout without
built ``.qm`` files still speaks the chosen language: the ``.ts`` is compiled into the user cache
with the ``lrelease`` that ships with PySide6.
"""

from __future__ import annotations

import logging
import os
import subprocess
from pathlib import Path

import PySide6
from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTranslator,
)

from ..engine.core import messages
from ..engine.core.registry import speak
from ..engine.core.shipped import shipped_path
from ..storage import user_cache
from .settings_values import setting_choice, setting_key

log = logging.getLogger(__name__)

translate = QCoreApplication.translate


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Mark `source` for lupdate, which finds texts by this name, in `context`; it is translated
    where shown (``translate(context, source)``). PySide6's own is typed as returning `object`,
    which every `str` use of a marked text would have to cast."""
    return source

# What `install_translators` put in, so switching languages removes exactly those.
_installed: list[QTranslator] = []

SETTINGS_KEY = setting_key("view/language", "the language the app speaks, as its code")
ENV_OVERRIDE = messages.LANGUAGE_VARIABLE


def translations_dir() -> Path:
    return shipped_path("resources", "translations")


def languages() -> dict[str, str]:
    """The languages the app speaks: those with an engine catalogue (resources/messages/<code>/),
    each named in itself, so a user who cannot read the current language still finds theirs."""
    return messages.languages()


def chosen_language(settings: QSettings) -> str:
    """The override in `QTGAMES_LANG`, else the remembered choice, else the system's language if we
    speak it, else English."""
    for candidate in (os.environ.get(ENV_OVERRIDE), setting_choice(settings, SETTINGS_KEY, languages()),
                      QLocale.system().name().split("_")[0]):
        if isinstance(candidate, str) and candidate in languages():
            return candidate
    return messages.ENGLISH


def qt_tool(name: str) -> Path:
    """A Qt tool shipped inside the PySide6 wheel (`lupdate`, `lrelease`)."""
    return Path(PySide6.__file__).parent / name


def compile_ts(source: Path, target: Path) -> None:
    """Compile a Qt Linguist source into the `.qm` Qt loads; raises OSError/SubprocessError on failure."""
    subprocess.run([str(qt_tool("lrelease")), "-silent", str(source), "-qm", str(target)], check=True,
                   capture_output=True, timeout=60)


def compiled_catalogue(language: str) -> Path | None:
    """The `.qm` for `language`: the packaged one if it is as new as the `.ts` beside it (the bundle),
    else one compiled from the `.ts` into the user cache (a checkout, where a `.qm` built before the
    last `.ts` change would be stale), else whatever `.qm` there is, else None."""
    packaged = translations_dir() / f"qtgames_{language}.qm"
    source = translations_dir() / f"qtgames_{language}.ts"
    if not source.is_file() or (packaged.is_file() and packaged.stat().st_mtime >= source.stat().st_mtime):
        return packaged if packaged.is_file() else None
    cached = user_cache() / "translations" / packaged.name
    if cached.is_file() and cached.stat().st_mtime >= source.stat().st_mtime:
        return cached
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        compile_ts(source, cached)
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("cannot compile %s: %s", source, exc)
        return packaged if packaged.is_file() else None
    return cached


def install_translators(language: str) -> list[QTranslator]:
    """Make the running application speak `language`: our strings, Qt's own (dialog buttons) and
    the engine's sentences (move log, prompts) where the engine has a catalogue for it.

    English loads its catalogue too, for the singular of `%n` texts. Returns the installed
    translators so a caller (a test) can remove them again.
    """
    app = QCoreApplication.instance()
    if app is None:
        return []
    catalogue = compiled_catalogue(language)
    ours = QTranslator(app)
    if catalogue is None or not (ours.load(catalogue.stem, str(catalogue.parent)) and app.installTranslator(ours)):
        log.warning("no usable translation for %r (%s): the app stays in English", language, catalogue)
        return []
    installed = [ours]
    if language != messages.ENGLISH:   # Qt's own texts; a Qt without them keeps its English buttons
        qt_own = QTranslator(app)
        if qt_own.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_own)
            installed.append(qt_own)
    speak(language)   # only once the GUI speaks it too: never half a language
    _installed.extend(installed)
    return installed


def remove_translators(translators: list[QTranslator]) -> None:
    """Undo `install_translators`: back to English, the engine too."""
    speak(messages.ENGLISH)
    app = QCoreApplication.instance()
    for translator in translators:
        if app is not None:
            app.removeTranslator(translator)
        if translator in _installed:
            _installed.remove(translator)


def use_language(language: str) -> bool:
    """Speak `language` from now on, instead of whatever was installed; False (and English) when
    its catalogue cannot be loaded. Widgets built before keep their texts: the windows rebuild."""
    remove_translators(list(_installed))
    return bool(install_translators(language)) or language == messages.ENGLISH


def match_file_filter() -> str:
    """The filter of every dialog that opens or saves a match: descriptions translated, patterns not."""
    return translate("MainWindow", "qtgames match (*.json);;All files (*)")


def scenario_file_filter() -> str:
    """The filter of a dialog that saves a scenario: its own extension first (the desktop's file
    type for it), then any .json, as scenarios were saved before."""
    return translate("MainWindow", "qtgames scenario (*.qtgames-scenario.json *.json);;All files (*)")


def ruling_file_filter() -> str:
    """The filter of a dialog that saves a ruling report, as `scenario_file_filter` does a scenario."""
    return translate("MainWindow", "qtgames ruling report (*.qtgames-ruling.json *.json);;All files (*)")


def ruled(rule: object, reason: object) -> str:
    """A rule ID and what it says or refuses, as one translatable pattern: French writes a space
    before the colon, so the joining is the language's, not Python's."""
    return translate("Rules", "{rule}: {reason}").format(rule=rule, reason=reason)


def about_file(file: object, problem: object) -> str:
    """A file and what went wrong with it, "match.json: …", in the language's punctuation (`ruled`)."""
    return translate("Files", "{file}: {problem}").format(file=file, problem=problem)

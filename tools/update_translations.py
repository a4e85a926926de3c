"""Regenerate the Qt Linguist sources `resources/translations/qtgames_<lang>.ts` from the GUI.

Run: `python tools/update_translations.py` after adding or changing a user-visible string, then
translate the new entries (Qt Linguist, or by hand). Everyone runs lupdate with the same file list
and options, so the committed `.ts` files are exactly what this script writes: the test suite runs
it into a temporary copy and fails on any difference, unfinished or obsolete entry.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from qtgames.gui.i18n import languages, qt_tool

ROOT = Path(__file__).resolve().parents[1]
# The checkout's, not shipped_path's: this writes sources, and the qtgames it imports may be an
# installed copy (packaging/build.sh compiles the .qm files with a `pip install .`).
TRANSLATIONS = ROOT / "resources" / "translations"
# Every language the engine has a catalogue for (resources/messages/<code>/): lupdate starts the
# .ts of a new one.
LANGUAGES = tuple(languages())
# Source locations would churn on every edit of a GUI file; contexts and source texts are enough.
LUPDATE_OPTIONS = ("-silent", "-locations", "none")


def sources(root: Path = ROOT) -> list[Path]:
    """Every GUI module and Designer form, in a stable order."""
    return sorted((root / "qtgames" / "gui").rglob("*.py")) + sorted((root / "ui").glob("*.ui"))


def lupdate(ts_files: Sequence[Path], root: Path = ROOT, extra: Sequence[str] = ()) -> str:
    """Update `ts_files` in place from the sources under `root`; returns lupdate's report."""
    files = [str(path.relative_to(root)) for path in sources(root)]
    result = subprocess.run([str(qt_tool("lupdate")), *LUPDATE_OPTIONS, *extra, *files, "-ts", *map(str, ts_files)],
                            cwd=root, check=True, capture_output=True, text=True)
    return result.stdout + result.stderr


def finish_english(target: Path) -> None:
    """English is the source language: each new entry's translation is its source text. A `%n`
    entry (written in the plural: "%n tiles") is left unfinished: a person writes its singular."""
    tree = ET.parse(target)
    for message in tree.iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished" or message.get("numerus") == "yes":
            continue
        del translation.attrib["type"]
        translation.text = message.findtext("source", "")
    tree.write(target, encoding="utf-8", xml_declaration=True)


def update(language: str) -> None:
    target = TRANSLATIONS / f"qtgames_{language}.ts"
    options = ["-no-obsolete", "-target-language", language]
    print(lupdate([target], extra=options) or f"updated {target.name}")
    if language == "en":
        finish_english(target)
        lupdate([target], extra=options)   # back into lupdate's own layout, which the test compares


def main() -> int:
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        update(language)
    return 0


if __name__ == "__main__":
    sys.exit(main())

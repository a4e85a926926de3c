"""tools/carry_translations.py: strings that moved to another class keep their translations."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import carry_translations  # found through the sys.path entry above

MOVED = """<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="hu_HU">
<context><name>Files</name>
<message><source>Save</source><translation type="unfinished"></translation></message>
<message><source>%n moves</source><translation type="unfinished"><numerusform></numerusform></translation></message>
<message><source>New words</source><translation type="unfinished"></translation></message>
</context>
<context><name>Other</name>
<message><source>Save</source><translation type="unfinished"></translation></message>
</context>
</TS>
"""


def test_unfinished_entries_of_the_new_context_take_the_old_translation_and_no_others(tmp_path: Path) -> None:
    ts_file = tmp_path / "qtgames_hu.ts"
    ts_file.write_text(MOVED, encoding="utf-8")
    save = ET.fromstring("<translation>Mentés</translation>")
    moves = ET.fromstring("<translation><numerusform>%n lépés</numerusform></translation>")
    known = {("Save", None): save, ("%n moves", None): moves}

    assert carry_translations.carry(ts_file, known, ["Files"]) == (2, 1)

    contexts = {context.findtext("name"): {message.findtext("source"): message.find("translation")
                                           for message in context.iter("message")}
                for context in ET.parse(ts_file).getroot().iter("context")}
    files = contexts["Files"]
    assert files["Save"].text == "Mentés" and files["Save"].get("type") is None
    assert files["%n moves"].findtext("numerusform") == "%n lépés"
    assert files["New words"].get("type") == "unfinished", "no old translation: left for a person"
    assert contexts["Other"]["Save"].get("type") == "unfinished", "only the contexts named"

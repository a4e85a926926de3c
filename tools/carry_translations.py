"""Carry translations to strings that moved to another class, so that a split loses none.

lupdate files a `self.tr("…")` under the class it is written in: moving a method to a new class
moves its strings to a new context, where they come back unfinished, and `-no-obsolete` drops the
old entries. After `python tools/update_translations.py`, run

    python tools/carry_translations.py MainWindow MatchFiles Scenarios --from HEAD

to fill each unfinished entry of the new contexts with the translation the old context had at the
given revision (the same source text and comment), then `python tools/update_translations.py`
again to put the files back into lupdate's own layout. Entries with no old translation stay
unfinished, for a person.
"""

from __future__ import annotations

import argparse
import copy
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from update_translations import LANGUAGES, ROOT, TRANSLATIONS

Key = tuple[str | None, str | None]   # a message's source text and comment


def old_translations(revision: str, ts_file: Path, context: str) -> dict[Key, ET.Element]:
    """The translations `context` held in `ts_file` at `revision`."""
    path = ts_file.relative_to(ROOT).as_posix()
    text = subprocess.run(["git", "show", f"{revision}:{path}"], cwd=ROOT, check=True, capture_output=True).stdout
    found: dict[Key, ET.Element] = {}
    for element in ET.fromstring(text).iter("context"):
        if element.findtext("name") == context:
            for message in element.iter("message"):
                translation = message.find("translation")
                if translation is not None:
                    found[(message.findtext("source"), message.findtext("comment"))] = translation
    return found


def carry(ts_file: Path, known: dict[Key, ET.Element], contexts: list[str]) -> tuple[int, int]:
    """Fill the unfinished entries of `contexts` from `known`; (filled, still unfinished)."""
    tree = ET.parse(ts_file)
    filled = left = 0
    for element in tree.getroot().iter("context"):
        if element.findtext("name") not in contexts:
            continue
        for message in element.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            old = known.get((message.findtext("source"), message.findtext("comment")))
            if old is None:
                left += 1
                continue
            message.remove(translation)
            message.append(copy.deepcopy(old))
            filled += 1
    tree.write(ts_file, encoding="utf-8", xml_declaration=True)
    return filled, left


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old", help="the context (class) the strings were in")
    parser.add_argument("new", nargs="+", help="the contexts they moved to")
    parser.add_argument("--from", dest="revision", default="HEAD", help="the git revision with the old entries")
    args = parser.parse_args(argv)
    for language in LANGUAGES:
        ts_file = TRANSLATIONS / f"qtgames_{language}.ts"
        filled, left = carry(ts_file, old_translations(args.revision, ts_file, args.old), args.new)
        print(f"{ts_file.name}: {filled} carried, {left} still unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main())

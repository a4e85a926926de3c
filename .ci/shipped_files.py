"""Run by .ci/run from /tmp with an installed qtgames (a wheel, an editable install): which copy of
resources/ and ui/ it reads, and that the rules texts, a bundled scenario and the Hungarian
catalogues (the engine's and the window's) come from there. Usage: python shipped_files.py installed|checkout

The two install kinds read different copies (qtgames.engine.core.shipped): a wheel its own
qtgames/_resources, an editable install the checkout's resources/. An editable install that
reads the checkout only by accident of the working folder is what running from /tmp rules out.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication

import qtgames
from qtgames.engine.core import messages
from qtgames.engine.core.registry import speak
from qtgames.engine.core.rulebook import find_rule, rulebook
from qtgames.engine.core.scenario import bundled_scenarios
from qtgames.engine.core.shipped import shipped_path
from qtgames.gui.i18n import install_translators, translate


def main(expected: str) -> int:
    package = Path(qtgames.__file__).resolve().parent
    copies = {"installed": package / "_resources", "checkout": package.parent / "resources"}
    resources = shipped_path("resources")
    print(f"shipped files: {resources}; form {shipped_path('ui', 'about.ui')}")
    if resources != copies[expected]:
        print(f"shipped_files: expected the {expected} copy {copies[expected]}", file=sys.stderr)
        return 1
    entry = find_rule("TS-P2")
    assert entry is not None, "TS-P2 has no paragraph"
    print(f"rules: {rulebook('tsuro-seas', 'en').title} / {rulebook('tsuro-seas', 'hu').title}")
    print(f"rules: TS-P2: {entry.text[:90]}…")
    scenarios = bundled_scenarios()
    name, scenario = scenarios[0]
    print(f"scenarios: {len(scenarios)} bundled, e.g. {name}: {scenario.title}")
    speak("hu")
    player = messages.say("player", number=2)
    speak(messages.ENGLISH)
    print(f"engine catalogue: Player 2 → {player}")
    if player != "2. játékos":
        print("shipped_files: the engine's Hungarian catalogue does not load", file=sys.stderr)
        return 1
    _app = QCoreApplication(["qtgames"])   # translators install into a running application
    install_translators("hu")
    start = translate("StartPage", "Start game")
    print(f"translations: Start game → {start}")
    if start == "Start game":
        print("shipped_files: the Hungarian catalogue does not load", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    # A wheel has no .qm files: the Hungarian .ts is compiled into the user cache, here a throwaway one.
    with tempfile.TemporaryDirectory(prefix="qtgames-ci-") as home:
        os.environ["QTGAMES_HOME"] = home
        sys.exit(main(sys.argv[1]))

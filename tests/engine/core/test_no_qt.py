"""The engine floor must never import Qt (ARCHITECTURE.md): checked in a clean interpreter."""

import subprocess
import sys


def test_engine_never_imports_pyside6() -> None:
    code = (
        "import importlib, pkgutil, sys\n"
        "import qtgames.engine\n"
        "for module in pkgutil.walk_packages(qtgames.engine.__path__, 'qtgames.engine.'):\n"
        "    importlib.import_module(module.name)\n"
        "import qtgames.engine.core, qtgames.engine.ai, qtgames.engine.ai.play, qtgames.engine.bench\n"
        "from qtgames.engine.core import get_game, game_keys\n"
        "from qtgames.engine.ai.play import play_match\n"
        "for key in game_keys():\n"
        "    game = get_game(key)\n"
        "    play_match(game, ['greedy'] + ['random'] * (game.min_players - 1), game.Options(), 3)\n"
        "import qtgames.cli\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""

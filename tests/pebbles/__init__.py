"""Pebbles, the tests' own game: declared here, once, as a new game is declared in
`qtgames/engine/core/registry.py`, and known to the app only while a test asks for it (the
`pebbles` and `game_key` fixtures in `tests/conftest.py`). Its rules are `game.py`, its rules
text `rules/pebbles.md`, its screen `screen.py`, its sentences `messages/`; nothing else names it."""

from pathlib import Path

from qtgames.engine.core.protocol import GameInfo

PEBBLES = GameInfo("pebbles", "Pebbles", 2, 4, "PB", "tests.pebbles.game:Pebbles", "tests.pebbles.screen",
                   rules_folder=Path(__file__).resolve().parent / "rules",
                   messages_folder=Path(__file__).resolve().parent / "messages")

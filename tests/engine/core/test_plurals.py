"""Proper plurals: a sentence picks the noun by its count ("1 card is nowhere", "3 cards are
nowhere"), never "card(s)" (Entdecker's and Magellan's position problems said "card(s)",
"ship(s)", "Token(s)", "veto(es)")."""

from __future__ import annotations

import copy
import io
import json
import re
import tokenize
from pathlib import Path
from typing import Any

import pytest

from qtgames.engine.core import get_game
from tests.paths import RESOURCES

PACKAGE = Path(__file__).resolve().parents[3] / "qtgames"
# A word with "(s)" after it in text, not a call such as `_p(s) for s in seats` inside an f-string.
EITHER_NUMBER = re.compile(r"[A-Za-z]{2,}\((?:s|es)\)(?!\s*for\b)")


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_no_string_in_the_code_says_either_number() -> None:
    """Every string literal of the engine, the GUI and the command line, f-strings included."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for token in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline):
            if token.type == tokenize.STRING and EITHER_NUMBER.search(token.string) and '"""' not in token.string:
                found.append(f"{path.relative_to(PACKAGE)}:{token.start[0]}: {token.string}")
    assert found == []


def problems(game_key: str, position: dict[str, Any]) -> list[str]:
    rules = get_game(game_key)
    _, found = rules.read_position(position, rules.Options(), "position")
    return [problem.message for problem in found]


def shipped_position(name: str) -> dict[str, Any]:
    data = json.loads((RESOURCES / "scenarios" / f"{name}.json").read_text(encoding="utf-8"))
    return copy.deepcopy(data["position"])


@pytest.mark.parametrize(("lost", "said"), [(1, "1 card is nowhere"), (2, "2 cards are nowhere")])
def test_entdecker_counts_the_cards_that_are_nowhere(lost: int, said: str) -> None:
    position = shipped_position("entdecker-example-1")
    stack = next(stack for stack in position["stacks"] if len(stack) >= lost)
    del stack[:lost]
    assert any(message.startswith(said) for message in problems("entdecker", position))


def test_magellan_counts_vetoes_and_columbus_cards() -> None:
    position = shipped_position("magellan-puzzle-1")
    position["vetoes"][0] = 1
    said = [message for message in problems("magellan", position) if "veto" in message]
    assert said == ["Player 1 has 1 veto but bought 0 Columbus cards in phase I"], said

"""Each game is declared once (`qtgames/engine/core/registry.py`) and everything the app knows of
it is read from there: its rules object, its rulebook's prefix, the games a command line offers.
A declaration that would make two games one (a key or a prefix taken) is refused."""

from __future__ import annotations

from dataclasses import replace

import pytest

from qtgames.engine.core import game_keys, get_game
from qtgames.engine.core.protocol import GameInfo
from qtgames.engine.core.registry import declare, declared, game_info, prefix_games
from qtgames.engine.core.rulebook import game_of_rule, rulebook


def test_the_rules_object_is_made_once_from_its_declaration(game_key: str) -> None:
    game = get_game(game_key)
    assert game is get_game(game_key) and game.info is game_info(game_key)


def test_each_prefix_names_its_games_rulebook(game_key: str) -> None:
    prefix = game_info(game_key).rule_prefix
    assert prefix_games()[prefix] == game_key
    ids = rulebook(game_key).rule_ids()
    assert ids and all(game_of_rule(rule_id) == game_key for rule_id in ids)


def test_a_declared_game_is_known_while_declared_and_forgotten_after(pebbles: GameInfo) -> None:
    assert game_keys()[-1] == pebbles.key and get_game(pebbles.key).title == "Pebbles"
    declare(pebbles)   # the same declaration again changes nothing (an AI process is sent it with every question)
    with declared(game_info("magellan")):   # a game known before stays known after
        pass
    assert "magellan" in game_keys()


def test_without_its_declaration_a_game_is_unknown() -> None:
    with pytest.raises(KeyError, match="unknown game 'pebbles'; known: tsuro-seas, entdecker, magellan"):
        get_game("pebbles")
    assert "PB" not in prefix_games()


@pytest.mark.parametrize(("change", "refusal"), [
    ({"title": "Tsuro again"}, "'tsuro-seas' is declared already"),
    ({"key": "tsuro-2", "rule_prefix": "EN"}, "prefix 'EN' must be two capitals no other game uses"),
    ({"key": "tsuro-2", "rule_prefix": "T2"}, "prefix 'T2' must be two capitals"),
    ({"key": "tsuro-2", "rule_prefix": "TT", "min_players": 5, "max_players": 4}, "players 5-4 is no range"),
])
def test_a_declaration_that_would_confuse_two_games_is_refused(change: dict[str, object], refusal: str) -> None:
    known = game_keys()
    with pytest.raises(ValueError, match=refusal):
        declare(replace(game_info("tsuro-seas"), **change))  # type: ignore[arg-type]
    assert game_keys() == known

"""The engine's sentences in another language: Tsuro of the Seas speaks Hungarian, and a key a
catalogue lacks falls back to English."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from qtgames.engine.core import Event, Rng, RuleViolation, get_game, messages
from qtgames.engine.core.registry import speak
from qtgames.engine.core.rulebook import rulebook
from qtgames.engine.tsuro_seas import events, routes, rules
from qtgames.engine.tsuro_seas.options import TsuroOptions
from qtgames.engine.tsuro_seas.state import ChooseStart, PlaceTile


@pytest.fixture
def hungarian() -> Iterator[None]:
    speak("hu")
    yield
    messages.set_language(messages.ENGLISH)


def test_every_tsuro_sentence_has_its_hungarian(hungarian: None) -> None:
    keys = set(events._TEXTS) | {f"prompt:{kind}" for kind in ("start", "place", "bonus", "relocate")}
    actions = ("place", "place_other", "start", "relocate", "keep", "swap", "give", "take")
    keys |= {f"action:{name}" for name in actions} | {"player"}
    keys |= {f"route:{fate}" for fate in routes.WORDS} | {"point_name"}
    assert {key for key in keys if messages.formatter(key) is None} == set()


def test_a_tsuro_game_reads_in_hungarian_and_back_in_english(hungarian: None) -> None:
    game = get_game("tsuro-seas")
    state = game.new_state(2, game.Options(), 7)
    event = Event("tile_placed", "TS-P1", seat=1, square=4)
    assert event.text == "2. játékos sodráslapkát tesz az E1 mezőre."
    assert game.decision(state).prompt == "Válassz kiindulópontot a vitorlásodnak."   # type: ignore[union-attr]
    second = state.hands[0][1]
    assert game.describe_action(state, PlaceTile(second, 1)) == "A második lapkád lerakása, egyszer jobbra forgatva"
    assert game.describe_action(state, ChooseStart(15)) == "Indulás innen: G1, jobb szél, alsó pont"
    out = Event("ship_out", "TS-M4", seat=0, fate=-1, square=2, side=0, placed_by=0)
    moved = Event("ship_out", "TS-M4", seat=0, fate=-2, square=2, kaiju=3, placed_by=1)
    assert out.text == "1. játékos vitorlása lesodródik a tábla északi széléről a C1 mezőnél: kiesik a játékból."
    assert moved.text == ("1. játékos vitorlása 2. játékos lapkája nyomán nekiütközik a 2 jelű daikaijunak a C1 "
                          "mezőn: kiesik a játékból.")
    messages.set_language(messages.ENGLISH)
    assert event.text == "Player 2 places a wake tile on E1."
    assert game.describe_action(state, PlaceTile(second, 1)) == "Place your second tile, turned once to the right"
    assert game.describe_action(state, ChooseStart(15)) == "Start at G1, right edge, lower mark"
    assert out.text == "Player 1's ship sails off the north edge at C1: out of the game."
    assert moved.text == "Player 1's ship, moved by Player 2's tile, sails into the daikaiju 2 on C1: out of the game."


def test_a_missing_sentence_falls_back_to_english(hungarian: None) -> None:
    assert messages.say("action:never-translated", "Do {what}", what="it") == "Do it"


def test_the_article_follows_how_the_word_is_read() -> None:
    from qtgames.engine.core.hu import az

    assert [az(word) for word in ("E3", "B2", "F1", "1.", "5. daikaiju", "55.", "25.", "10.", "1★ jelű", "2★")] == [
        "az E3", "a B2", "az F1", "az 1.", "az 5. daikaiju", "az 55.", "a 25.", "a 10.", "az 1★ jelű", "a 2★"]


@pytest.mark.parametrize(("price", "said"), [(5, "kevesebb az 5 licitnél"), (12, "kevesebb a 12 licitnél")])
def test_a_magellan_underpayment_takes_the_article_its_bid_is_read_with(hungarian: None, price: int,
                                                                        said: str) -> None:
    """The catalogue said "kevesebb a(z) 5 licitnél"."""
    assert said in messages.say("refusal:underpaid", "", total=3, price=price)


def test_a_catalogue_cannot_reword_a_registered_sentence(hungarian: None) -> None:
    with pytest.raises(ValueError, match="twice"):
        messages.register("hu", {"tile_placed": lambda d: "x"})
    assert Event("tile_placed", "TS-P1", seat=0, square=0).text.startswith("1. játékos")


def test_the_hungarian_rules_text_defines_every_rule_the_english_one_does() -> None:
    english, hungarian = rulebook("tsuro-seas", "en"), rulebook("tsuro-seas", "hu")
    assert hungarian.title.endswith("szabálykivonat")
    assert hungarian.rule_ids() == english.rule_ids()   # rules and data file alike
    assert hungarian.sections[-1].title.startswith("Tsuro of the Seas — tartozékadatok")
    assert "vitorlás" in hungarian.entry("TS-M4").text   # type: ignore[union-attr]


def test_the_rules_text_follows_the_engine_language(hungarian: None) -> None:
    assert rulebook("tsuro-seas").entry("TS-P1").text.startswith("TS-P1 A soron következő")  # type: ignore[union-attr]
    assert rulebook("magellan").title == "Magellan — szabálykivonat"
    assert rulebook("magellan").sections[-1].title.startswith("Magellan — tartozékadatok")


def test_a_rules_text_without_a_translation_reads_in_english() -> None:
    assert rulebook("magellan", "fr").title == rulebook("magellan", "en").title == "Magellan — rules reference"


def test_tsuro_refusals_and_rule_options_read_in_hungarian(hungarian: None) -> None:
    fixed = [*rules._TIER_TEXT.values(), *(text for _, text in rules._PHASE_RULES.values())]
    fixed += [*rules._RELOCATION_TEXT.values()]
    fixed += [text for info in TsuroOptions.describe() for text in (info.label, info.help)]
    assert [text for text in fixed if messages.sentence(text) == text] == []
    game = get_game("tsuro-seas")
    state = game.new_state(2, game.Options(), 7)
    with pytest.raises(RuleViolation) as refused:
        game.check(state, PlaceTile(0, 0))   # ships are placed first
    assert refused.value.message == "Előbb mindenki kiindulópontra teszi a vitorlását."


def test_every_entdecker_sentence_has_its_hungarian(hungarian: None) -> None:
    from qtgames.engine.entdecker import events as entdecker_events
    from qtgames.engine.entdecker.game import (
        _DECISIONS,
        _PERSONAL_DECLARE,
        BUILD_ONLY_PROMPTS,
        EXPLORE_PROMPTS,
        FIRST_ROUND_START,
    )

    missing = [kind for kind in entdecker_events._TEXTS if messages.formatter(kind) is None]
    prompts = [prompt for _, _, prompt in [*_DECISIONS.values(), _PERSONAL_DECLARE]]
    prompts += [*EXPLORE_PROMPTS.values(), *BUILD_ONLY_PROMPTS.values(), FIRST_ROUND_START]
    assert missing == [] and [p for p in prompts if messages.sentence(p) == p] == []


def test_entdecker_actions_read_in_hungarian_through_a_whole_game(hungarian: None) -> None:
    """Every action a random game offers has a Hungarian label (an English one would slip through
    `say`'s fallback, so the test looks for English words)."""
    game = get_game("entdecker")
    state = game.new_state(3, game.Options(personal_tiles=True), 3)
    rng = Rng(3)
    while not game.is_terminal(state):
        actions = game.legal_actions(state)
        labels = [game.describe_action(state, action) for action in actions]
        assert not [label for label in labels if any(word in label for word in ("Start", "Draw", "Build", "turn"))]
        game.apply(state, rng.choice(actions))


def test_every_magellan_sentence_has_its_hungarian(hungarian: None) -> None:
    from qtgames.engine.magellan import events as magellan_events
    from qtgames.engine.magellan.refusals import NOW

    missing = [kind for kind in magellan_events._TEXTS if messages.formatter(kind) is None]
    assert missing == [] and [prompt for _, prompt in NOW.values() if messages.sentence(prompt) == prompt] == []


def test_magellan_actions_read_in_hungarian_through_a_whole_game(hungarian: None) -> None:
    game = get_game("magellan")
    state = game.new_state(4, game.Options(), 5)
    rng = Rng(5)
    english = {"Bid", "Pass", "Veto", "No", "Pay", "Ship", "Join", "Slide", "Exchange", "Keep", "Turn", "Stop"}
    while not game.is_terminal(state):
        actions = game.legal_actions(state)
        labels = [game.describe_action(state, action) for action in actions[:40]]
        assert not [label for label in labels if label.split()[0] in english]
        game.apply(state, rng.choice(actions))


@pytest.mark.parametrize("module", ["entdecker", "magellan"])
def test_every_fixed_refusal_has_its_hungarian(hungarian: None, module: str) -> None:
    """Every sentence a refusal module returns as a literal has a Hungarian wording, and every
    refusal with values (`say("refusal:…")`) a Hungarian formatter."""
    import ast
    import importlib

    source = Path(importlib.import_module(f"qtgames.engine.{module}.refusals").__file__).read_text(encoding="utf-8")
    literals, keys = [], []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Tuple) and len(node.elts) == 2 and isinstance(node.elts[1], ast.Constant) \
                and isinstance(node.elts[1].value, str):
            literals.append(node.elts[1].value)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "say":
            keys.append(node.args[0].value)   # type: ignore[attr-defined]
    assert literals and keys
    assert [text for text in literals if messages.sentence(text) == text] == []
    assert [key for key in keys if messages.formatter(key) is None] == []


@pytest.mark.parametrize("key", ["tsuro-seas", "entdecker", "magellan"])
def test_every_rule_option_reads_in_hungarian(hungarian: None, key: str) -> None:
    texts = [text for info in get_game(key).Options.describe() for text in (info.label, info.help)]
    assert [text for text in texts if messages.sentence(text) == text] == []


@pytest.mark.parametrize("key", ["tsuro-seas", "entdecker", "magellan"])
def test_every_puzzle_goal_reads_in_hungarian(hungarian: None, key: str) -> None:
    from qtgames.engine.core.protocol import Goal, goal_sentence

    game = get_game(key)
    sentences = {kind: goal_sentence(game, Goal(kind, 0, 3)) for kind in game.goal_kinds()}
    assert [kind for kind, text in sentences.items() if text == game.goal_kinds()[kind].format(target=3)] == []


@pytest.mark.parametrize(("game", "rule", "word"), [("entdecker", "EN-C5", "felderítő"), ("magellan", "MG-X4", "vétó")])
def test_the_hungarian_rules_texts_define_every_rule_the_english_ones_do(game: str, rule: str, word: str) -> None:
    english, hungarian = rulebook(game, "en"), rulebook(game, "hu")
    assert hungarian.rule_ids() == english.rule_ids()
    assert word in hungarian.entry(rule).text   # type: ignore[union-attr]


def test_the_bundled_scenarios_titles_read_in_hungarian(hungarian: None) -> None:
    from qtgames.engine.core.scenario import bundled_scenarios

    assert [s.title for _, s in bundled_scenarios() if messages.sentence(s.title) == s.title] == []
    assert [messages.sentence(name) for name in ("Board 1", "Board 2")] == ["1. tábla", "2. tábla"]

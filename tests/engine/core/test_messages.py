"""The engine's sentences in another language: Tsuro of the Seas speaks Hungarian, and a key a
catalogue lacks falls back to English."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from qtgames.engine.core import Event, Rng, RuleViolation, game_keys, get_game, messages
from qtgames.engine.core.registry import speak
from qtgames.engine.core.rulebook import rulebook
from qtgames.engine.tsuro_seas.state import ChooseStart, PlaceTile


@pytest.fixture
def hungarian() -> Iterator[None]:
    speak("hu")
    yield
    messages.set_language(messages.ENGLISH)


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


@pytest.fixture
def catalogues(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str, str], None]]:
    """Catalogues of the test's own: `write(language, text)` makes that language's core.ftl."""
    def write(language: str, text: str) -> None:
        (tmp_path / language).mkdir()
        (tmp_path / language / "core.ftl").write_text(text, encoding="utf-8")

    monkeypatch.setattr(messages, "catalogue_dir", lambda: tmp_path)
    messages._bundle.cache_clear()
    yield write
    messages._bundle.cache_clear()


def test_a_missing_sentence_falls_back_to_english(hungarian: None, catalogues: Callable[[str, str], None]) -> None:
    """A catalogue without a message reads it in English; a language without a catalogue too."""
    catalogues("en", "a = Do { $what }\nb = Both\n")
    catalogues("hu", "b = Mindkettő\n")
    assert (messages.say("a", what="it"), messages.say("b")) == ("Do it", "Mindkettő")
    messages.set_language("xx")
    assert messages.say("b") == "Both"


def test_a_translation_that_cannot_be_formatted_reads_in_english(hungarian: None,
                                                                 catalogues: Callable[[str, str], None]) -> None:
    """A translation naming a value the engine does not give is no sentence: the English is better."""
    catalogues("en", "a = Do { $what }\n")
    catalogues("hu", "a = Csináld { $mit }\n")
    assert messages.say("a", what="it") == "Do it"


@pytest.mark.parametrize(("word", "said"), [
    ("E3", "az E3"), ("B2", "a B2"), ("F1", "az F1"), ("1.", "az 1."), ("5. daikaiju", "az 5. daikaiju"),
    ("55.", "az 55."), ("25.", "a 25."), ("10.", "a 10."), ("első", "az első"), ("ötödik", "az ötödik"),
    ("negyedik", "a negyedik"), ("N3", "az N3"), ("arany 2. daikaiju", "az arany 2. daikaiju"),
    ("1★ jelű daikaiju", "az 1★ jelű daikaiju"), ("5★ jelű daikaiju", "az 5★ jelű daikaiju"),
    ("2★ jelű daikaiju", "a 2★ jelű daikaiju")])
def test_the_hungarian_article_follows_how_the_word_is_read(hungarian: None, word: str, said: str) -> None:
    """ARTICLE reads the catalogue's own -vowel-sounds: the letter N is "en", the word "negyedik" is not."""
    assert messages._bundle("hu")._functions["ARTICLE"](word) == said


def test_the_english_article_follows_how_the_number_is_read() -> None:
    assert [messages._bundle("en")._functions["ARTICLE"](n) for n in ("5", "8", "11", "18", "80", "islet", "bay")] == [
        "a 5", "an 8", "an 11", "an 18", "an 80", "an islet", "a bay"]


@pytest.mark.parametrize(("price", "said"), [(5, "kevesebb az 5 licitnél"), (12, "kevesebb a 12 licitnél")])
def test_a_magellan_underpayment_takes_the_article_its_bid_is_read_with(hungarian: None, price: int,
                                                                        said: str) -> None:
    """The catalogue said "kevesebb a(z) 5 licitnél"."""
    assert said in messages.say("magellan-underpaid", total=3, price=price)


def test_a_magellan_phase_takes_the_article_its_number_is_read_with(hungarian: None) -> None:
    """"az II. szakaszban" read the Roman II as a word starting with i; it is "második"."""
    assert messages.say("magellan-bought-before", phase="II", previous="I").startswith(
        "A II. szakaszban csak az licitálhat, aki az I. szakaszban")
    assert messages.say("magellan-bought-before", phase="III", previous="II").startswith("A III. szakaszban")


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
    assert "de" not in messages.languages()   # a language qtgames does not speak
    assert rulebook("magellan", "de").title == rulebook("magellan", "en").title == "Magellan — rules reference"


def test_tsuro_refusals_read_in_hungarian(hungarian: None) -> None:
    game = get_game("tsuro-seas")
    state = game.new_state(2, game.Options(), 7)
    with pytest.raises(RuleViolation) as refused:
        game.check(state, PlaceTile(0, 0))   # ships are placed first
    assert refused.value.message == "Előbb mindenki kiindulópontra teszi a vitorlását."
    messages.set_language(messages.ENGLISH)
    assert str(refused.value) == "TS-O2: Each player first puts their ship on a starting mark."


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


@pytest.mark.parametrize("key", game_keys())
def test_every_rule_option_reads_in_hungarian(hungarian: None, key: str) -> None:
    options = get_game(key).Options
    hungarian_texts = [(info.label, info.help) for info in options.describe()]
    messages.set_language(messages.ENGLISH)
    english_texts = [(info.label, info.help) for info in options.describe()]
    assert [pair for pair in zip(hungarian_texts, english_texts, strict=True) if pair[0] == pair[1]] == []


@pytest.mark.parametrize("key", game_keys())
def test_every_puzzle_goal_reads_in_hungarian(hungarian: None, key: str) -> None:
    from qtgames.engine.core.protocol import Goal, goal_sentence

    game = get_game(key)
    hungarian_goals = [goal_sentence(game, Goal(kind, 0, 3)) for kind in game.goal_kinds()]
    messages.set_language(messages.ENGLISH)
    english_goals = [goal_sentence(game, Goal(kind, 0, 3)) for kind in game.goal_kinds()]
    kinds = list(game.goal_kinds())
    assert all("3" in goal for kind, goal in zip(kinds * 2, hungarian_goals + english_goals, strict=True) if kind != "win")
    assert [pair for pair in zip(hungarian_goals, english_goals, strict=True) if pair[0] == pair[1]] == []


@pytest.mark.parametrize(("game", "rule", "word"), [("entdecker", "EN-C5", "felderítő"), ("magellan", "MG-X4", "vétó")])
def test_the_hungarian_rules_texts_define_every_rule_the_english_ones_do(game: str, rule: str, word: str) -> None:
    english, hungarian = rulebook(game, "en"), rulebook(game, "hu")
    assert hungarian.rule_ids() == english.rule_ids()
    assert word in hungarian.entry(rule).text   # type: ignore[union-attr]


def test_the_bundled_titles_read_in_hungarian(hungarian: None) -> None:
    from qtgames.engine.core import ruling_report, scenario
    from qtgames.engine.magellan.events import board_name

    scenarios, reports = scenario.bundled_scenarios(), ruling_report.bundled_ruling_reports()
    assert [s.title for name, s in scenarios if scenario.bundled_title(name, s) == s.title] == []
    assert [r.title for name, r in reports if ruling_report.bundled_title(name, r) == r.title] == []
    assert [board_name(("Board 1", "Board 2"), board) for board in (0, 1)] == ["1. tábla", "2. tábla"]


def test_data_renamed_by_its_user_keeps_its_own_words(hungarian: None) -> None:
    """A board the user's component data calls otherwise is not the shipped "Board 1"."""
    from qtgames.engine.magellan.events import board_name

    assert board_name(("Main board", "Board 2"), 0) == "Main board"


def test_the_shipped_rulings_still_hold_in_hungarian(hungarian: None) -> None:
    """Hungarian's leftover: the reports are written in English, and their events and refusals were
    compared in the app's language, so in Hungarian every shipped ruling "no longer held"."""
    from qtgames.engine.core.ruling_report import bundled_ruling_reports, rejudge

    assert [(name, rejudge(report).now) for name, report in bundled_ruling_reports() if not rejudge(report).holds] == []


def test_a_ruling_report_made_in_hungarian_is_written_in_english(hungarian: None) -> None:
    from qtgames.engine.core.ruling import RefusedStep, ruling_case, try_ruling

    game = get_game("tsuro-seas")
    state = game.new_state(2, game.Options(), 7)
    refused = try_ruling(game, state, PlaceTile(0, 0))
    assert isinstance(refused, RefusedStep) and refused.message.startswith("Előbb")
    start = try_ruling(game, state, game.legal_actions(state)[0])
    case = ruling_case(game, game.Options().to_json(), [start], "start", refused=None)
    assert case["events"][0]["text"].startswith("Player 1 puts their ship on")
    case = ruling_case(game, game.Options().to_json(), [], "refused", refused=refused)
    assert case["answer"]["refused"]["message"] == "Each player first puts their ship on a starting mark."
    assert case["rules"]["TS-O2"].startswith("TS-O2 ") and "kiinduló" not in case["rules"]["TS-O2"]
    assert messages.language() == "hu"

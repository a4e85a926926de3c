"""The engine's message catalogues (resources/messages): every language's is complete and current,
what tools/update_catalogues.py writes, and plays a whole game of each title without a sentence
it cannot write. Each check is shown catching a deliberately broken entry.

Parametrised over the languages present: a new language's folder is checked without an edit here.
"""

from __future__ import annotations

import logging
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from qtgames.engine.core import Rng, RuleViolation, game_keys, get_game, messages
from qtgames.engine.core.protocol import not_your_decision
from qtgames.engine.core.registry import speak

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tools"))
import update_catalogues  # noqa: E402

LANGUAGES = update_catalogues.languages()


@pytest.fixture(scope="module")
def keys() -> set[str]:
    return update_catalogues.used()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogue_is_complete_and_current(language: str, keys: set[str]) -> None:
    """No missing, unused, unfinished or outdated message, no value the English lacks, and the
    files are what the tool writes: `python tools/update_catalogues.py` says what to do."""
    assert update_catalogues.problems(language, keys=keys) == []


def test_the_app_reads_the_catalogues_the_tool_writes() -> None:
    assert messages.catalogue_dir() == update_catalogues.CATALOGUES


def test_every_language_is_offered_by_its_own_name() -> None:
    assert messages.languages()["en"] == "English" and messages.languages()["hu"] == "Magyar"
    assert list(messages.languages()) == ["en", *sorted(set(LANGUAGES) - {"en"})]


@pytest.fixture
def broken(tmp_path: Path) -> Path:
    """A copy of the catalogues to break."""
    shutil.copytree(update_catalogues.CATALOGUES, tmp_path / "messages")
    return tmp_path / "messages"


def edit(root: Path, name: str, old: str, new: str) -> None:
    path = root / name
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def remove(root: Path, name: str, key: str) -> None:
    """Take a translation out, with its `# source` line."""
    path = root / name
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(index for index, line in enumerate(lines) if line.startswith(f"{key} ="))
    assert lines[at - 1].startswith("# source ")
    path.write_text("".join(lines[:at - 1] + lines[at + 1:]), encoding="utf-8")


def check(language: str, root: Path, keys: set[str]) -> list[str]:
    return update_catalogues.problems(language, root, keys=keys)


def test_a_missing_translation_is_found(broken: Path, keys: set[str]) -> None:
    remove(broken, "hu/tsuro-seas.ftl", "tsuro-action-keep")
    assert check("hu", broken, keys) == ["hu/tsuro-seas.ftl: tsuro-action-keep is missing"]


def test_an_unused_translation_is_found(broken: Path, keys: set[str]) -> None:
    edit(broken, "hu/magellan.ftl", "magellan-action-pass = Passz\n", "magellan-action-pass = Passz\nmagellan-passz = Passz\n")
    assert check("hu", broken, keys) == ["hu/magellan.ftl: magellan-passz is not in English magellan.ftl (unused)"]


def test_an_english_message_the_engine_does_not_use_or_lacks_is_found(broken: Path, keys: set[str]) -> None:
    edit(broken, "en/magellan.ftl", "magellan-action-pass = Pass\n", "magellan-action-skip = Pass\n")
    assert check("en", broken, keys) == ["en: no message magellan-action-pass, which the engine uses",
                                         "en: magellan-action-skip is not used by the engine"]


def test_a_translation_of_changed_english_is_outdated(broken: Path, keys: set[str]) -> None:
    """The fingerprint of the English a translation was made from no longer matches."""
    edit(broken, "en/entdecker.ftl", "entdecker-action-end = End your turn\n", "entdecker-action-end = End the turn\n")
    found = check("hu", broken, keys)
    assert len(found) == 1 and found[0].startswith("hu/entdecker.ftl: entdecker-action-end is outdated")


def test_a_value_the_english_does_not_give_or_shows_is_found(broken: Path, keys: set[str]) -> None:
    edit(broken, "hu/tsuro-seas.ftl", "{ $player } sodráslapkát tesz { ARTICLE($square) } mezőre.",
         "{ $player } sodráslapkát tesz { ARTICLE($mezo) } mezőre.")
    assert check("hu", broken, keys) == [
        "hu/tsuro-seas.ftl: tile_placed uses $mezo, which the English does not have",
        "hu/tsuro-seas.ftl: tile_placed leaves out $square"]


def test_a_value_the_english_only_chooses_words_by_may_be_left_out(broken: Path, keys: set[str]) -> None:
    """"2 tiles go" needs the count for the verb; "2 lapka kerül" does not."""
    assert "$count" in (broken / "en/tsuro-seas.ftl").read_text(encoding="utf-8").split("bonus_to_pile =")[1][:80]
    assert "$count" not in (broken / "hu/tsuro-seas.ftl").read_text(encoding="utf-8").split("bonus_to_pile =")[1][:60]
    assert check("hu", broken, keys) == []


def test_an_unreadable_entry_and_an_unknown_function_are_found(broken: Path, keys: set[str]) -> None:
    edit(broken, "hu/core.ftl", "goal-win = nyerd meg a játékot", "goal-win = nyerd meg { UPPER($x) a játékot")
    found = check("hu", broken, keys)
    assert found[0].startswith("hu/core.ftl: cannot read 'goal-win = nyerd meg { UPPER($x) a játékot'")
    assert "hu/core.ftl: goal-win is missing" in found
    edit(broken, "hu/core.ftl", "goal-win = nyerd meg { UPPER($x) a játékot", "goal-win = nyerd meg { UPPER(\"a\") } játékot")
    assert check("hu", broken, keys) == ["hu/core.ftl: goal-win calls UPPER, which no catalogue offers"]


def test_a_file_the_tool_would_write_otherwise_is_found(broken: Path, keys: set[str]) -> None:
    edit(broken, "hu/core.ftl", "goal-win = nyerd meg a játékot", "goal-win =    nyerd meg a játékot")
    assert check("hu", broken, keys) == ["hu/core.ftl: not as tools/update_catalogues.py writes it (run it)"]


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_the_tool_adds_what_is_missing_as_unfinished_and_marks_it_done_when_told(
        broken: Path, keys: set[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    remove(broken, "hu/tsuro-seas.ftl", "tsuro-action-keep")
    edit(broken, "en/entdecker.ftl", "entdecker-action-end = End your turn\n", "entdecker-action-end = End the turn\n")
    monkeypatch.setattr(update_catalogues, "CATALOGUES", broken)
    left = update_catalogues.update_translation("hu")
    assert [problem.split(":")[1].split()[0] for problem in left] == ["entdecker-action-end", "tsuro-action-keep"]
    assert "tsuro-action-keep is unfinished" in left[1]
    text = (broken / "hu/tsuro-seas.ftl").read_text(encoding="utf-8")
    assert "unfinished\ntsuro-action-keep = Keep your tiles\n" in text, "a copy of the English, after its neighbour"
    assert text.index("tsuro-action-take") < text.index("tsuro-action-keep") < text.index("tsuro-route-safe")
    assert update_catalogues.update_translation("hu", {"tsuro-action-keep"}) == left[:1]
    assert update_catalogues.update_translation("hu", set()) == []


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_a_new_language_needs_only_its_name_and_its_translations(broken: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/translating.md, followed to the letter: the copies of the English read "a"/"an" aloud,
    so the tool lends the language the English terms that needs (a fifth language failed the check
    on `-vowel-sounds`, which no step of the page writes)."""
    shutil.rmtree(broken / "nl", ignore_errors=True)   # a checkout that has it already
    (broken / "nl").mkdir()
    (broken / "nl/core.ftl").write_text("language-name = Nederlands\n", encoding="utf-8")
    monkeypatch.setattr(update_catalogues, "CATALOGUES", broken)
    assert update_catalogues.update_translation("nl")
    assert update_catalogues.update_translation("nl", set()) == []
    assert "-vowel-sounds = " in (broken / "nl/core.ftl").read_text(encoding="utf-8")


def test_the_shipped_titles_are_copied_into_the_english(broken: Path, keys: set[str],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    titles = update_catalogues.data_titles()
    titles["scenario-tsuro-seas-puzzle-1"] = "Puzzle 1: the squeeze"
    assert update_catalogues.problems("en", broken, keys=keys, titles=titles) == [
        "en: scenario-tsuro-seas-puzzle-1 is not the shipped data's title 'Puzzle 1: the squeeze' (run the tool)"]
    monkeypatch.setattr(update_catalogues, "CATALOGUES", broken)
    update_catalogues.update_english(keys, titles)
    assert "scenario-tsuro-seas-puzzle-1 = Puzzle 1: the squeeze\n" in (broken / "en/tsuro-seas.ftl").read_text(
        encoding="utf-8")
    assert "hu/tsuro-seas.ftl: scenario-tsuro-seas-puzzle-1 is outdated" in check("hu", broken, keys)[0]


@pytest.fixture
def speaking(request: pytest.FixtureRequest) -> Iterator[str]:
    speak(request.param)
    yield request.param
    speak(messages.ENGLISH)


@pytest.mark.parametrize("speaking", LANGUAGES, indirect=True)
@pytest.mark.parametrize("key", game_keys())
def test_a_whole_game_reads_without_a_sentence_the_catalogue_cannot_write(
        speaking: str, key: str, caplog: pytest.LogCaptureFixture) -> None:
    """Every event, prompt, action label and refusal of a random game, in each language: a message
    missing from both catalogues, or one that cannot be formatted, is logged (and read in English)."""
    game = get_game(key)
    state = game.new_state(game.max_players, game.Options(), 11)
    rng = Rng(11)
    said = [event.text for event in state.setup_events]
    with caplog.at_level(logging.WARNING, logger=messages.__name__):
        while (decision := game.decision(state)) is not None:
            said += [decision.prompt, not_your_decision(decision, None).message]
            said += [game.describe_action(state, action) for action in game.candidate_actions(state)[:50]]
            for action in game.candidate_actions(state)[:50]:
                try:
                    game.check(state, action)
                except RuleViolation as refused:
                    said.append(refused.message)
            said += [event.text for event in game.apply(state, rng.choice(game.legal_actions(state)))]
        said += [f"{info.label} {info.help}" for info in game.Options.describe()]
    assert [record.getMessage() for record in caplog.records] == []
    assert all(text and "{" not in text for text in said)


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {messages.ENGLISH}))
@pytest.mark.parametrize("key", game_keys())
def test_a_translated_rules_text_defines_every_rule_the_english_one_does(language: str, key: str) -> None:
    """A translation of the rules texts (resources/rules/<game>.<language>.md and its -data page)
    keeps every rule ID, so the log's and the refusals' links land; a language without one reads
    the English."""
    from qtgames.engine.core.rulebook import rulebook

    assert rulebook(key, language).rule_ids() == rulebook(key, messages.ENGLISH).rule_ids()

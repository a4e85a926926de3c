"""The rules texts the app shows: every ID the engine cites leads to its paragraph, the shipped
copies are the rules authority's texts, and the app's own rulings sit beside them in a file of their own."""

from __future__ import annotations

import pytest

from qtgames.engine.core import game_keys, get_game
from qtgames.engine.core.rulebook import (
    RULE_ID,
    find_rule,
    game_of_rule,
    parse_rules_markdown,
    rulebook,
)
from tests.paths import RESOURCES, ROOT

SHARED_RULES = ROOT.parent / "shared" / "rules"
SHARED_NAMES = {"tsuro-seas": "tsuro-of-the-seas", "entdecker": "entdecker", "magellan": "magellan"}
PACKAGE = ROOT / "qtgames"


def cited_rule_ids() -> set[str]:
    """Every rule ID written in the app's source: events, refusals, options, problems."""
    return {found for path in PACKAGE.rglob("*.py") for found in RULE_ID.findall(path.read_text("utf-8"))}


def test_every_rule_id_the_app_cites_leads_to_a_paragraph_of_its_game() -> None:
    cited = cited_rule_ids()
    assert len(cited) > 100
    missing = sorted(rule for rule in cited if find_rule(rule) is None)
    assert missing == []


def test_a_sub_rule_without_a_paragraph_of_its_own_leads_to_its_parent() -> None:
    """The engine cites MG-B1b (no ship left, no bid) which the text states within MG-B1."""
    entry = find_rule("MG-B1b")
    assert entry is not None and entry.ids[0] == "MG-B1"
    assert find_rule("MG-Z9") is None and find_rule("XX-A1") is None


@pytest.mark.parametrize("game", game_keys())
def test_each_rule_paragraph_is_found_under_every_id_it_defines(game: str) -> None:
    book = rulebook(game)
    assert book.title.endswith("rules reference")
    for rule_id in book.rule_ids():
        entry = book.entry(rule_id)
        assert entry is not None and rule_id in entry.ids
        assert game_of_rule(rule_id) == game


def test_rulings_named_inside_a_rule_and_lettered_steps_get_their_own_ids() -> None:
    assert find_rule("TS-S4b") == find_rule("TS-S4")
    assert "Ruling TS-S4b" in find_rule("TS-S4b").text  # type: ignore[union-attr]
    steps = find_rule("EN-X4b")
    assert steps is not None and steps.ids[:3] == ("EN-X4", "EN-X4a", "EN-X4b")
    assert steps.text.splitlines()[2].startswith("b. Place it")
    assert find_rule("MG-X4b") is not None and find_rule("MG-X4b").ids[0] == "MG-X4"  # type: ignore[union-attr]
    assert find_rule("EN-D6") is not None, "rules of the component data file count too"


def test_parsing_keeps_plain_paragraphs_and_sections() -> None:
    title, sections = parse_rules_markdown(
        "# T\n\nIntro line\ncontinued.\n\n## Turn (XX-T)\nThe player does:\n- XX-T1 Roll.\n"
        "- **Ruling XX-T2** (silent): no\n  roll twice.\n"
    )
    assert title == "T"
    assert [s.title for s in sections] == ["About this text", "Turn (XX-T)"]
    assert sections[0].entries[0].text == "Intro line continued."
    turn = sections[1].entries
    assert [e.ids for e in turn] == [(), ("XX-T1",), ("XX-T2",)]
    assert turn[2].text == "**Ruling XX-T2** (silent): no roll twice."


def test_a_translation_marks_its_rulings_in_its_own_words() -> None:
    """French and Italian write "Décision"/"Decisione" where English writes "Ruling": the marker is
    any one bold word, so a new language's rules text needs no code; a plain word before an ID at
    a bullet's start ("Voir XX-T1") defines nothing."""
    _title, sections = parse_rules_markdown(
        "## Tour (XX-T)\n- **Décision XX-T1** : non.\n- XX-T2 Lancer.\n  **Decisione XX-T2b**: sì.\n"
        "- Voir XX-T1.\n"
    )
    assert [entry.ids for entry in sections[0].entries] == [("XX-T1",), ("XX-T2", "XX-T2b"), ()]


def test_table_rows_and_fenced_lines_stay_lines_for_a_reader_to_draw_as_rows() -> None:
    _title, sections = parse_rules_markdown(
        "# T\n\n## Data\n| a | b |\n|---|---|\n| 1 | 2 |\n\nThe list:\n```\n00 0123\n01 4567\n```\nafter it.\n")
    table, listing = sections[0].entries
    assert table.text.splitlines() == ["| a | b |", "|---|---|", "| 1 | 2 |"]
    assert listing.text.splitlines() == ["The list:", "```", "00 0123", "01 4567", "```", "after it."]


def test_search_needs_every_word_in_the_ids_or_text() -> None:
    entry = find_rule("TS-P2")
    assert entry is not None
    assert entry.matches("ts-p2") and entry.matches("edge TILE") and not entry.matches("edge daikaiju")


@pytest.mark.skipif(not SHARED_RULES.is_dir(), reason="the rules authority's folder is beside the repo only in development")
@pytest.mark.parametrize("game", game_keys())
@pytest.mark.parametrize("suffix", ["", "-data"])
def test_the_shipped_rules_are_the_rules_authoritys_texts(game: str, suffix: str) -> None:
    shipped = RESOURCES / "rules" / f"{game}{suffix}.md"
    shared = SHARED_RULES / f"{SHARED_NAMES[game]}{suffix}.md"
    assert shipped.read_text("utf-8") == shared.read_text("utf-8"), f"copy {shared} to {shipped}"


@pytest.mark.parametrize("game", game_keys())
def test_the_apps_own_rulings_add_ids_and_never_redefine_the_rules_authoritys(game: str) -> None:
    """`<game>-rulings.md` holds the engine's rulings beside the authority's unchanged texts: the
    rulebook reads it after the rules, it defines only IDs of its own, and each one names the
    rule option that holds it with the option's default."""
    folder = PACKAGE / "resources" / "rules"
    rulings = folder / f"{game}-rulings.md"
    if not rulings.is_file():
        return
    own = [rule_id for _, sections in [parse_rules_markdown(rulings.read_text("utf-8"))]
           for section in sections for entry in section.entries for rule_id in entry.ids]
    authority = {rule_id for name in (f"{game}.md", f"{game}-data.md")
                 for section in parse_rules_markdown((folder / name).read_text("utf-8"))[1]
                 for entry in section.entries for rule_id in entry.ids}
    assert own and not set(own) & authority
    options = {info.rule: info for info in get_game(game).Options.describe()}
    for rule_id in own:
        entry = rulebook(game, "en").entry(rule_id)
        info = options[rule_id]
        assert entry is not None and f"`{info.name}`" in entry.text and f"`{info.default}` (the default" in entry.text


def test_ts_w3b_both_readings_of_a_full_board_are_in_the_shipped_rules() -> None:
    entry = find_rule("TS-W3b")
    assert entry is not None and entry.ids == ("TS-W3b",)
    assert "`covered` (the default" in entry.text and "`no_placement`" in entry.text
    titles = [section.title for section in rulebook("tsuro-seas", "en").sections]
    assert titles.index("Tsuro of the Seas — rulings of this app: End of the game: when the board is full (TS-W3b)") \
        < titles.index("Tsuro of the Seas — component data: Board")

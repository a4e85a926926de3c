"""Bring the engine's message catalogues, `resources/messages/<language>/*.ftl`, up to date with the
engine, and say what a translator still has to do.

Run: `python tools/update_catalogues.py` after adding or changing a sentence in English (the
English catalogue is the source: write the new message there first), or after adding a shipped
puzzle, ruling or board name (their English titles are copied from the data here). It

- copies the shipped data's English titles into the English catalogue;
- drops, in every language, the messages the engine no longer uses;
- adds to every translation the messages it lacks, as a copy of the English marked unfinished;
- lists what is left to translate: unfinished messages, and outdated ones, whose English changed
  since they were translated (each translation keeps the fingerprint of the English it was made
  from, `# source 1a2b3c4d`, as Qt Linguist keeps a source beside each translation).

`python tools/update_catalogues.py --done hu` then marks every unfinished and outdated message of
Hungarian as translated from today's English (name message IDs after the language to mark only
those): run it once the translations are done. The test suite runs `problems` on every language
and fails on a missing, unused, unfinished or outdated message, a value (placeholder) the English
does not have, or a file this tool would write differently (docs/translating.md).
"""

from __future__ import annotations

import argparse
import ast as python_ast
import hashlib
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.serializer import serialize_pattern
from fluent.syntax.visitor import Visitor

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:   # run as a script from anywhere: the checkout's qtgames
    sys.path.insert(0, str(ROOT))

from qtgames.engine.core import get_game, messages  # noqa: E402
from qtgames.engine.core.registry import game_info, game_keys  # noqa: E402
from qtgames.engine.core.rules import Event  # noqa: E402

# The checkout's, not shipped_path's: this writes sources.
CATALOGUES = ROOT / "resources" / "messages"
ENGLISH = messages.ENGLISH
SOURCE = "source"            # a translation's comment line: "source <fingerprint of the English>"
UNFINISHED = "unfinished"    # … followed by this word until a person has translated it
# The functions a catalogue may call: Fluent's own and the engine's (messages.grammar_functions).
FUNCTIONS = {"NUMBER", "DATETIME", "SOUND", "ARTICLE", "CAPITAL"}
# The calls whose first argument names a message (engine/core/messages.py).
MESSAGE_CALLS = {"say", "Text"}


# ------------------------------------------------------------------ what the engine uses

def used_in_code(root: Path = ROOT) -> set[str]:
    """Message IDs written as the first argument of `say(…)` or `Text(…)` in the app's code."""
    found: set[str] = set()
    for path in sorted((root / "qtgames").rglob("*.py")):
        for node in python_ast.walk(python_ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, python_ast.Call) and node.args and isinstance(node.args[0], python_ast.Constant):
                name = node.func.attr if isinstance(node.func, python_ast.Attribute) else getattr(node.func, "id", "")
                if name in MESSAGE_CALLS and isinstance(node.args[0].value, str):
                    found.add(node.args[0].value.partition(".")[0])
    return found


def data_titles() -> dict[str, str]:
    """The English the shipped data says, by the message that translates it: puzzles' and rulings'
    titles, puzzles' and rulebook examples' notes, puzzles' hints and verdict words, rulings' notes,
    Magellan's board and explorer names."""
    from qtgames.engine.core.ruling_report import bundled_ruling_reports
    from qtgames.engine.core.scenario import bundled_scenarios
    from qtgames.engine.magellan.data import load_data
    from qtgames.engine.magellan.events import explorer_message

    scenarios = bundled_scenarios()
    titles = {f"scenario-{name}": scenario.title for name, scenario in scenarios}
    puzzles = [(name, scenario) for name, scenario in scenarios if scenario.goal is not None]
    titles |= {f"scenario-{name}-notes": scenario.notes for name, scenario in scenarios if scenario.notes}
    titles |= {f"scenario-{name}-hint-{move}": hint for name, scenario in puzzles if scenario.goal is not None
               for move, hint in enumerate(scenario.goal.hints, start=1) if hint}
    titles |= {f"scenario-{name}-{verdict}": words for name, scenario in puzzles if scenario.goal is not None
               for verdict, words in (("success", scenario.goal.success), ("failure", scenario.goal.failure)) if words}
    reports = bundled_ruling_reports()
    titles |= {f"ruling-{name}": report.title for name, report in reports}
    titles |= {f"ruling-{name}-notes": report.notes for name, report in reports if report.notes}
    titles |= {f"magellan-board-{board + 1}": name for board, name in enumerate(load_data().board_names)}
    titles |= {explorer_message(explorer.key): explorer.name for explorer in load_data().explorers}
    return titles


def used() -> set[str]:
    """Every message the engine formats: by name in the code, each event kind, each rule option,
    each puzzle goal, each shipped title, and the language's own name. A game declared with a
    catalogue of its own (the tests' Pebbles) keeps its messages there, so they are not asked of
    these catalogues."""
    keys = used_in_code() | set(data_titles()) | {messages.LANGUAGE_NAME}
    for key in game_keys():
        if game_info(key).messages_folder is not None:
            continue
        game = get_game(key)   # imports the game's events, which register their kinds
        keys |= {game.Options.message(info.name) for info in game.Options.describe()}
        keys |= set(game.goal_kinds().values())
    return keys | {kind for kind, values in Event._texts.items() if values.__module__.startswith("qtgames.")}


# ------------------------------------------------------------------ reading and writing catalogues

def parse(path: Path) -> ast.Resource:
    return FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))


def parse_message(text: str) -> ast.Message:
    """One message from its source text."""
    message = FluentParser(with_spans=False).parse(text).body[0]
    assert isinstance(message, ast.Message), text
    return message


def data_pattern(text: str) -> ast.Pattern:
    """The shipped data's English as a message's value: a text of several lines (a puzzle's notes)
    goes on indented lines of its own, as Fluent writes them; a brace (a rulebook example's
    `--action '{"place": 3}'`) is a placeable's quoted text, since Fluent reads a bare one as code."""
    text = re.sub(r"[{}]", lambda brace: '{"' + brace.group() + '"}', text)
    source = "\n    " + text.replace("\n", "\n    ") if "\n" in text else text
    value = parse_message(f"x = {source}\n").value
    assert value is not None, text
    return value


def serialize(resource: ast.Resource) -> str:
    return FluentSerializer().serialize(resource)


def entries(resource: ast.Resource) -> dict[str, ast.Message]:
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


def fingerprint(message: ast.Message) -> str:
    """The English message's words, values and choices in eight hex digits (its comment aside)."""
    bare = ast.Message(message.id, message.value, message.attributes)
    return hashlib.sha1(FluentSerializer().serialize_entry(bare).encode("utf-8")).hexdigest()[:8]


def comment_lines(message: ast.Message) -> list[str]:
    return (message.comment.content or "").splitlines() if message.comment else []


def source_line(message: ast.Message) -> list[str]:
    """The words of a translation's `# source …` line (empty if it has none)."""
    lines = comment_lines(message)
    return lines[-1].split() if lines and lines[-1].startswith(SOURCE + " ") else []


def stamp(message: ast.Message, english: ast.Message, unfinished: bool = False) -> None:
    """Mark `message` as translated from `english` as it is now (or as a copy still to translate)."""
    lines = comment_lines(message)
    if source_line(message):
        lines = lines[:-1]
    lines.append(f"{SOURCE} {fingerprint(english)}" + (f" {UNFINISHED}" if unfinished else ""))
    message.comment = ast.Comment("\n".join(lines))


class _Values(Visitor):
    """The values (`$name`) a message shows, and those it only chooses words by."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: set[str] = set()
        self.chosen_by: set[str] = set()
        self.functions: set[str] = set()
        self._selecting = 0

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self._selecting += 1
        self.visit(node.selector)
        self._selecting -= 1
        for variant in node.variants:
            self.visit(variant)

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:
        self.functions.add(node.id.name)
        self.generic_visit(node)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        (self.chosen_by if self._selecting else self.shown).add(node.id.name)

    @property
    def used(self) -> set[str]:
        return self.shown | self.chosen_by


def values(message: ast.Message) -> _Values:
    found = _Values()
    found.visit(message)
    found.chosen_by -= found.shown
    return found


# ------------------------------------------------------------------ checking

def catalogue_files(language: str, root: Path | None = None) -> list[Path]:
    return sorted(((root or CATALOGUES) / language).glob("*.ftl"))


def languages(root: Path | None = None) -> list[str]:
    return sorted(folder.name for folder in (root or CATALOGUES).iterdir() if folder.is_dir())


def problems(language: str, root: Path | None = None, keys: set[str] | None = None,
             titles: dict[str, str] | None = None) -> list[str]:
    """Everything wrong with `language`'s catalogue, one sentence each (empty: nothing).

    English is checked against the engine (`keys`: every message it uses; `titles`: the shipped
    data's English); a translation against English, file by file."""
    found: list[str] = []
    root = root or CATALOGUES
    english = {path.name: parse(path) for path in catalogue_files(ENGLISH, root)}
    files = {path.name: parse(path) for path in catalogue_files(language, root)}
    seen: dict[str, str] = {}
    terms = {entry.id.name for resource in files.values() for entry in resource.body if isinstance(entry, ast.Term)}
    for name, resource in files.items():
        text = (root / language / name).read_text(encoding="utf-8")
        for junk in (entry for entry in resource.body if isinstance(entry, ast.Junk)):
            found.append(f"{language}/{name}: cannot read {(junk.content or '').strip()[:60]!r}: "
                         f"{'; '.join(str(a.message) for a in junk.annotations)}")
        if serialize(resource) != text:
            found.append(f"{language}/{name}: not as tools/update_catalogues.py writes it (run it)")
        for key in entries(resource):
            if key in seen:
                found.append(f"{language}/{name}: {key} is also in {seen[key]}")
            seen[key] = name
        found += _function_problems(f"{language}/{name}", resource, terms)
    if language == ENGLISH:
        return found + _english_problems(files, used() if keys is None else keys,
                                         data_titles() if titles is None else titles)
    for name, source in english.items():
        found += _translation_problems(language, name, entries(source), entries(files.get(name, ast.Resource([]))))
    found += [f"{language}/{name}: no English {name} to translate" for name in files if name not in english]
    return found


def _english_problems(files: dict[str, ast.Resource], keys: set[str], titles: dict[str, str]) -> list[str]:
    found: list[str] = []
    known = {key: message for resource in files.values() for key, message in entries(resource).items()}
    found += [f"{ENGLISH}: no message {key}, which the engine uses" for key in sorted(keys - set(known))]
    found += [f"{ENGLISH}: {key} is not used by the engine" for key in sorted(set(known) - keys)]
    for key, title in sorted(titles.items()):
        message = known.get(key)
        if (message is not None and message.value is not None
                and serialize_pattern(message.value) != serialize_pattern(data_pattern(title))):
            found.append(f"{ENGLISH}: {key} is not the shipped data's title {title!r} (run the tool)")
    return found


def _translation_problems(language: str, name: str, english: dict[str, ast.Message],
                          translated: dict[str, ast.Message]) -> list[str]:
    where = f"{language}/{name}"
    found = [f"{where}: {key} is missing" for key in english if key not in translated]
    found += [f"{where}: {key} is not in English {name} (unused)" for key in translated if key not in english]
    for key, message in translated.items():
        source = english.get(key)
        if source is None:
            continue
        line = source_line(message)
        if UNFINISHED in line:
            found.append(f"{where}: {key} is unfinished (translate it, then run the tool with --done)")
        elif line[1:2] != [fingerprint(source)]:
            found.append(f"{where}: {key} is outdated: its English changed since it was translated "
                         f"(source {line[1] if len(line) > 1 else 'unknown'}, now {fingerprint(source)})")
        found += _value_problems(where, key, source, message)
    return found


def _value_problems(where: str, key: str, english: ast.Message, translated: ast.Message) -> list[str]:
    """A translation may use only the values the English is given, and uses every one the English
    shows (showing it, or choosing its words by it: "észak" for north); one the English only
    chooses words by (a count for "card"/"cards") it may leave out."""
    found: list[str] = []
    source, ours = values(english), values(translated)
    unknown = ours.used - source.used
    if unknown:
        found.append(f"{where}: {key} uses {_names(unknown)}, which the English does not have")
    if source.shown - ours.used:
        found.append(f"{where}: {key} leaves out {_names(source.shown - ours.used)}")
    attributes = {attribute.id.name for attribute in english.attributes}
    if attributes != {attribute.id.name for attribute in translated.attributes}:
        found.append(f"{where}: {key} needs the attributes {', '.join(f'.{a}' for a in sorted(attributes))}")
    if (english.value is None) != (translated.value is None):
        found.append(f"{where}: {key} must {'not ' if english.value is None else ''}have a value")
    return found


def _function_problems(where: str, resource: ast.Resource, terms: set[str]) -> list[str]:
    """Functions the engine does not offer, and reading aloud without the language's settings."""
    found: list[str] = []
    for key, message in entries(resource).items():
        called = values(message).functions
        found += [f"{where}: {key} calls {function}, which no catalogue offers" for function in sorted(called - FUNCTIONS)]
        if called & {"SOUND", "ARTICLE"} and "vowel-sounds" not in terms:
            found.append(f"{where}: {key} reads words aloud, but the language has no -vowel-sounds")
    return found


def _names(keys: Iterable[str]) -> str:
    return ", ".join(f"${key}" for key in sorted(keys))


# ------------------------------------------------------------------ updating

def update_english(keys: set[str], titles: dict[str, str]) -> None:
    """Copy the shipped titles in (a new one at the end of its game's file) and drop what the engine
    no longer uses."""
    files = {path.name: parse(path) for path in catalogue_files(ENGLISH)}
    known = {key for resource in files.values() for key in entries(resource)}
    for key in sorted(set(titles) - known):
        game = next(game for game in game_keys() if key.split("-", 1)[1].startswith(game))
        files[f"{game}.ftl"].body.append(ast.Message(ast.Identifier(key), ast.Pattern([])))
    for name, resource in files.items():
        kept = []
        for entry in resource.body:
            if isinstance(entry, ast.Message) and entry.id.name not in keys:
                print(f"{ENGLISH}/{name}: dropped {entry.id.name}, which the engine no longer uses")
                continue
            if isinstance(entry, ast.Message) and entry.id.name in titles:
                entry.value = data_pattern(titles[entry.id.name])
            kept.append(entry)
        resource.body = kept
        (CATALOGUES / ENGLISH / name).write_text(serialize(resource), encoding="utf-8")
    for key in sorted(keys - known - set(titles)):
        print(f"{ENGLISH}: write the English of {key}: the engine uses it", file=sys.stderr)


def update_translation(language: str, done: set[str] | None = None) -> list[str]:
    """Drop unused messages, add missing ones as unfinished copies of the English, and mark the
    messages in `done` (all that need it, if empty) as translated from today's English."""
    for name, source in ((path.name, entries(parse(path))) for path in catalogue_files(ENGLISH)):
        path = CATALOGUES / language / name
        resource = parse(path) if path.is_file() else ast.Resource([])
        translated = entries(resource)
        resource.body = [entry for entry in resource.body
                         if not isinstance(entry, ast.Message) or entry.id.name in source]
        for key in (key for key in translated if key not in source):
            print(f"{language}/{name}: dropped {key}, which the English no longer has")
        for position, (key, english) in enumerate(source.items()):
            if key not in translated:
                copy = parse_message(FluentSerializer().serialize_entry(english))   # its notes for the translator too
                stamp(copy, english, unfinished=True)
                _insert_after(resource, [*source][:position], copy)
            elif done is not None and (not done or key in done):
                stamp(translated[key], english)
        path.write_text(serialize(resource), encoding="utf-8")
    _lend_reading_aloud(language)
    return problems(language)


def _lend_reading_aloud(language: str) -> None:
    """A new language starts as copies of the English, whose sentences read words aloud (`ARTICLE`,
    "a"/"an"): lend it the English terms those need (`-vowel-sounds` …), marked unfinished, until
    its translator writes its own or its sentences no longer read aloud. Without them the copies
    could not be formatted, and adding a language would need more than its files."""
    files = {path.name: parse(path) for path in catalogue_files(language)}
    has = {entry.id.name for resource in files.values() for entry in resource.body if isinstance(entry, ast.Term)}
    reads_aloud = any(values(message).functions & {"SOUND", "ARTICLE"}
                      for resource in files.values() for message in entries(resource).values())
    if not reads_aloud or "vowel-sounds" in has:
        return
    for path in catalogue_files(ENGLISH):
        lent = [entry for entry in parse(path).body if isinstance(entry, ast.Term) and entry.id.name not in has]
        if not lent:
            continue
        for term in lent:
            term.comment = ast.Comment(f"English's, lent until translated ({UNFINISHED})")
        resource = files.get(path.name, ast.Resource([]))
        resource.body[0:0] = lent
        (CATALOGUES / language / path.name).write_text(serialize(resource), encoding="utf-8")


def _insert_after(resource: ast.Resource, earlier: list[str], message: ast.Message) -> None:
    """Put `message` after the last of the English messages before it that the translation has."""
    places = {entry.id.name: index for index, entry in enumerate(resource.body) if isinstance(entry, ast.Message)}
    before = [places[key] for key in earlier if key in places]
    resource.body.insert(max(before) + 1 if before else len(resource.body), message)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--done", nargs="+", metavar=("LANGUAGE", "ID"),
                        help="mark a language's messages (these IDs, or every one waiting) as translated")
    args = parser.parse_args(argv)
    keys, titles = used(), data_titles()
    update_english(keys, titles)
    left: list[str] = problems(ENGLISH, keys=keys, titles=titles)
    for language in languages():
        if language != ENGLISH:
            marked = set(args.done[1:]) if args.done and args.done[0] == language else None
            left += update_translation(language, marked)
    print("\n".join(left) or "every catalogue is complete and current")
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())

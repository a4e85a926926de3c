"""The language the engine's sentences speak: move-log events, prompts, action labels, refusals,
rule options, puzzle goals, the shipped puzzles' and rulings' titles, and what the file readers
say is wrong with a file (`FormatError`).


Every sentence is a message of a Project Fluent catalogue, English too: the files
`resources/messages/<language>/*.ftl` (docs/translating.md). The engine names a message by its ID
and hands it named values; the catalogue says the words, with CLDR plural rules and whatever the
language's grammar selects on. So a language is a folder of data files, and a translator never
needs Python. The general functions a catalogue can call (`SOUND`, `ARTICLE`, `CAPITAL`) are
here, each reading its language's own settings from the catalogue's terms. A message a catalogue
lacks reads in English, so a half-done catalogue degrades to mixed text, never to an error.

Sentences are formatted only when someone reads them (`Text`, `Event.text`): the AI makes
decisions and events by the million and reads none, and fluent.runtime is only imported when
the first sentence is. One language per process (the app's), chosen by `registry.speak`; the
command line's JSON output and the files it writes stay English. No Qt here.
"""

from __future__ import annotations

import fnmatch
import logging
import os
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .shipped import shipped_path

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle
    from fluent.syntax import ast as fluent_ast

log = logging.getLogger(__name__)

ENGLISH = "en"
# The message every catalogue names its language with, in that language ("Magyar").
LANGUAGE_NAME = "language-name"
CORE = "core.ftl"   # the file of a language's catalogue that every game shares, with its name
# Names the language to speak for one run, the app's and the command line's ("hu"); docs/translating.md.
LANGUAGE_VARIABLE = "QTGAMES_LANG"
_language = ENGLISH


def catalogue_dir() -> Path:
    return shipped_path("resources", "messages")


# Catalogues of games declared from outside the package (`GameInfo.messages_folder`): each laid out
# as `catalogue_dir()` is, read after it.
_more_folders: list[Path] = []


def add_catalogue_folder(folder: Path) -> None:
    """Read a declared game's own catalogue folder too (`registry.declare`)."""
    if folder not in _more_folders:
        _more_folders.append(folder)
        _bundle.cache_clear()


def remove_catalogue_folder(folder: Path) -> None:
    if folder in _more_folders:
        _more_folders.remove(folder)
        _bundle.cache_clear()


def set_language(language: str) -> None:
    """Speak `language` from now on (`registry.speak` is the public way)."""
    global _language
    _language = language


def language() -> str:
    return _language


@contextmanager
def in_english() -> Iterator[None]:
    """Write sentences in English for a while, whatever the app speaks: what files keep (a ruling
    report's events and refusal), and what is compared with them, read the same in every language."""
    global _language
    spoken, _language = _language, ENGLISH
    try:
        yield
    finally:
        _language = spoken


@cache
def languages() -> dict[str, str]:
    """Every language with a catalogue, each by its own name ("hu": "Magyar"), English first:
    a language is there because its folder is, so adding one needs no code."""
    found = sorted(folder.name for folder in catalogue_dir().iterdir() if (folder / CORE).is_file())
    return {code: _own_name(code) for code in [ENGLISH, *(code for code in found if code != ENGLISH)]}


def requested_language() -> str | None:
    """The language `QTGAMES_LANG` names, if there is a catalogue for it."""
    wanted = os.environ.get(LANGUAGE_VARIABLE)
    return wanted if wanted in languages() else None


def _own_name(language: str) -> str:
    """The `language-name` of a language's core.ftl, read without loading its whole catalogue."""
    from fluent.syntax import ast

    for entry in parse(catalogue_dir() / language / CORE).body:
        if isinstance(entry, ast.Message) and entry.id.name == LANGUAGE_NAME:
            return plain_text(entry.value) or language
    return language


def say(key: str, **values: Any) -> str:
    """The message `key` in the current language with `values` (English if the language lacks it)."""
    for code in (_language, ENGLISH) if _language != ENGLISH else (ENGLISH,):
        said = _format(_bundle(code), key, values)
        if said is not None:
            return said
    log.warning("no message %r in any catalogue", key)
    return key


class Text:
    """A sentence not yet written: a message ID and its values, formatted in the language spoken
    when it is read (`str`). What decisions and refusals carry, so the AI, which makes them by
    the thousand, never formats one; a value may itself be a `Text` (a name inside a sentence)."""

    __slots__ = ("key", "values")

    def __init__(self, key: str, **values: Any) -> None:
        self.key = key
        self.values = values

    def __str__(self) -> str:
        return say(self.key, **self.values)

    def __repr__(self) -> str:
        return f"Text({self.key!r}, {self.values!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.key, self.values) == (other.key, other.values)

    def __hash__(self) -> int:
        return hash(self.key)


def player(seat: int) -> str:
    """How the engine's sentences name a seat ("Player 2"); the GUI puts the player's name there."""
    return say("player", number=seat + 1)


def listed(items: Iterable[object]) -> str:
    """Items as a sentence lists them: "A", "A and B", "A, B and C" (the language's `list-and`)."""
    words = [str(item) for item in items]
    if len(words) < 2:
        return "".join(words)
    return say("list-and", first=", ".join(words[:-1]), last=words[-1])


class Listed:
    """Items listed as a sentence lists them (`listed`), written when read: a `Text`'s value that
    names several things ("Player 1 and Player 2"), in whatever language the Text is read in."""

    __slots__ = ("items",)

    def __init__(self, items: Iterable[object]) -> None:
        self.items = tuple(items)

    def __str__(self) -> str:
        return listed(self.items)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Listed) and self.items == other.items

    def __hash__(self) -> int:
        return hash(self.items)


def chained(items: Iterable[object]) -> str:
    """Items each joined to the next by `list-and`: "A and B and C" (winners, a bonus's leftovers)."""
    words = [str(item) for item in items]
    said = words[0] if words else ""
    for word in words[1:]:
        said = say("list-and", first=said, last=word)
    return said


def data_text(key: str, english: str) -> str:
    """A title that ships as data (a puzzle's, a ruling's, a board's name), in the current
    language: the message `key`, when the data still says what the English catalogue does (a
    user's own data keeps its own words)."""
    if _format(_bundle(ENGLISH), key, {}) != english:
        return english
    return say(key)


def _format(bundle: FluentBundle, key: str, values: dict[str, Any]) -> str | None:
    """`key`'s message (or `key.attribute`) formatted, or None if `bundle` lacks it or cannot
    format it (a translation naming a value the engine does not give: the English is better)."""
    name, _, attribute = key.partition(".")
    if not bundle.has_message(name):
        return None
    message = bundle.get_message(name)
    pattern = message.attributes.get(attribute) if attribute else message.value
    if pattern is None:
        return None
    text, errors = bundle.format_pattern(pattern, {name: _fluent(value) for name, value in values.items()})
    if errors:
        log.warning("%s: %s in %s", key, errors, bundle.locales[0])
        return None
    return str(text)


def _fluent(value: Any) -> Any:
    """A value as a catalogue reads it: whole numbers as written ("1000", not "1,000"), fractions
    as numbers the catalogue formats (`NUMBER($chance, style: "percent")`), true/false for the
    selectors, a `Text` in the language."""
    from fluent.runtime.types import fluent_number

    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, float):
        return fluent_number(value)
    return str(value)


@cache
def _bundle(language: str) -> FluentBundle:
    """Every catalogue file of `language` in one bundle, with the general functions set up by its
    terms. An unknown language is an empty bundle (everything then reads in English)."""
    from fluent.runtime import FluentBundle
    from fluent.syntax import ast

    resources = [parse(path) for folder in (catalogue_dir(), *_more_folders)
                 for path in sorted((folder / language).glob("*.ftl"))]
    terms = {entry.id.name: plain_text(entry.value) for resource in resources for entry in resource.body
             if isinstance(entry, ast.Term)}
    bundle = FluentBundle([language], functions=grammar_functions(terms), use_isolating=False)
    for resource in resources:
        bundle.add_resource(resource)
    return bundle


def parse(path: Path) -> fluent_ast.Resource:
    from fluent.syntax import FluentParser

    return FluentParser().parse(path.read_text(encoding="utf-8"))


def plain_text(pattern: fluent_ast.Pattern | None) -> str:
    """A pattern's literal text (a term holding a setting, not a sentence)."""
    return "".join(getattr(element, "value", "") for element in pattern.elements) if pattern else ""


def grammar_functions(terms: dict[str, str]) -> dict[str, Callable[[Any], Any]]:
    """The functions every catalogue may call, set up by its own terms:

    - `SOUND($word)`: "vowel" when `$word` is read aloud starting with a vowel, else "consonant".
      Its first word, without a final full stop, in lower case, is matched against the
      space-separated patterns of `-vowel-sounds` (`*` any letters, `[lmn]` one of them):
      Hungarian reads "E3" as "e-három", so `[eflmnrsxy][0-9]*` is among its patterns.
    - `ARTICLE($word)`: `$word` after the article `-article-vowel` or `-article-consonant`, by
      its SOUND ("az E3", "a B2"; "an 8", "a 5").
    - `CAPITAL($text)`: the first letter in upper case (an article starting a sentence).
    """
    patterns = terms.get("vowel-sounds", "").split()

    def sound(word: Any) -> str:
        first = str(word).split(" ", 1)[0].removesuffix(".").lower()
        return "vowel" if any(fnmatch.fnmatchcase(first, pattern) for pattern in patterns) else "consonant"

    def article(word: Any) -> str:
        return f"{terms.get('article-' + sound(word), '')} {word}".lstrip()

    def capital(text: Any) -> str:
        said = str(text)
        return said[:1].upper() + said[1:]

    return {"SOUND": sound, "ARTICLE": article, "CAPITAL": capital}

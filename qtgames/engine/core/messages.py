"""The language the engine's sentences speak: move-log events, decision prompts, action labels.

English lives beside the rules that produce each sentence (a game's `events.py`, its `game.py`).
Another language is a catalogue module per game, `<game package>/messages_<language>.py`, that
calls `register` with formatters keyed like the English ones: an event kind ("tile_placed"),
"prompt:<decision kind>" or "action:<label>"; and `register_sentences` for fixed sentences with no
values (refusals, rule options), keyed by the English sentence itself. A key a catalogue lacks
reads in English, so a half-done catalogue degrades to mixed text, never to an error.

One language per process (the app's), chosen by `registry.speak`; the command line never sets one,
so records and JSON output stay English. No Qt here: the GUI tells the engine which language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Formatter = Callable[[dict[str, Any]], str]

ENGLISH = "en"
_catalogues: dict[str, dict[str, Formatter]] = {}
_language = ENGLISH


def register(language: str, texts: dict[str, Formatter]) -> None:
    """Add a game's sentences in `language` (called by the catalogue module on import)."""
    catalogue = _catalogues.setdefault(language, {})
    clash = catalogue.keys() & texts.keys()
    if clash:
        raise ValueError(f"{language} sentences for {sorted(clash)} are registered twice")
    catalogue.update(texts)


def register_sentences(language: str, sentences: dict[str, str]) -> None:
    """Add fixed sentences in `language`, each under its English wording."""
    register(language, {english: _fixed(said) for english, said in sentences.items()})


def _fixed(said: str) -> Formatter:
    """A formatter for a sentence without values."""
    return lambda _values: said


def set_language(language: str) -> None:
    """Speak `language` from now on (`registry.speak` loads the games' catalogues for it first)."""
    global _language
    _language = language


def language() -> str:
    return _language


def formatter(key: str) -> Formatter | None:
    """The current language's formatter for `key`, or None to use the English one."""
    return _catalogues.get(_language, {}).get(key)


def say(key: str, english: str, **values: Any) -> str:
    """A sentence that is not an event (a prompt, an action label) in the current language."""
    own = formatter(key)
    return own(values) if own is not None else english.format(**values)


def sentence(english: str) -> str:
    """A fixed sentence (no values) in the current language, looked up by its English wording."""
    own = formatter(english)
    return own({}) if own is not None else english


def counted(count: int, noun: str, nouns: str = "") -> str:
    """A number with its English noun, singular for one: never "card(s)". `nouns` is the plural
    when it is not the noun with an s.

    >>> counted(1, "card"), counted(3, "card"), counted(0, "veto", "vetoes")
    ('1 card', '3 cards', '0 vetoes')
    """
    return f"{count} {noun if count == 1 else nouns or noun + 's'}"


def player(seat: int) -> str:
    """How the engine's sentences name a seat ("Player 2"); the GUI puts the player's name there."""
    return say("player", "Player {number}", number=seat + 1)

"""The engine's words that the GUI shows, listed here so lupdate finds them.

The engine stays Qt-free, and these words live in its data rather than in its sentence
catalogues; the GUI translates them at display time with the context named here
(`translate("AiKind", kind.title)`). A game's own such words are listed in its package's
`engine_terms.py`. A test checks these lists against the engine's data, so a new AI level or
seat colour cannot ship untranslated. Game titles are names and stay as published.
"""

from __future__ import annotations

from .i18n import QT_TRANSLATE_NOOP

AI_KIND_TEXTS = (
    QT_TRANSLATE_NOOP("AiKind", "Random"),
    QT_TRANSLATE_NOOP("AiKind", "Any legal move, uniformly at random."),
    QT_TRANSLATE_NOOP("AiKind", "Greedy"),
    QT_TRANSLATE_NOOP("AiKind", "Looks one move ahead: survive, then keep the most options."),
    QT_TRANSLATE_NOOP("AiKind", "Easy"),
    QT_TRANSLATE_NOOP("AiKind", "Greedy, with many careless moves."),
    QT_TRANSLATE_NOOP("AiKind", "Normal"),
    QT_TRANSLATE_NOOP("AiKind", "Searches about 300 sampled futures per move."),
    QT_TRANSLATE_NOOP("AiKind", "Hard"),
    QT_TRANSLATE_NOOP("AiKind", "Searches about 1,500 sampled futures per move (under a second)."),
    QT_TRANSLATE_NOOP("AiKind", "Expert"),
    QT_TRANSLATE_NOOP("AiKind", "Searches about 6,000 sampled futures per move (a few seconds)."),
)

COLOUR_TEXTS = (
    QT_TRANSLATE_NOOP("Colour", "vermilion"),
    QT_TRANSLATE_NOOP("Colour", "blue"),
    QT_TRANSLATE_NOOP("Colour", "green"),
    QT_TRANSLATE_NOOP("Colour", "yellow"),
    QT_TRANSLATE_NOOP("Colour", "pink"),
    QT_TRANSLATE_NOOP("Colour", "sky"),
    QT_TRANSLATE_NOOP("Colour", "orange"),
    QT_TRANSLATE_NOOP("Colour", "white"),
)

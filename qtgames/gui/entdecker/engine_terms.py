"""Entdecker's engine words that the GUI shows (the unit names), listed here so lupdate finds them.

The engine's data names the units (`UNIT_NAMES`); the board and the editor translate them at
display time in the "Unit" context. The Hungarian move log inflects the unit names itself
(`engine/entdecker/messages_hu.py` `_UNITS`), which must agree with these translations. A test
checks this list against the engine's data.
"""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP

UNIT_TEXTS = (
    QT_TRANSLATE_NOOP("Unit", "scout"),
    QT_TRANSLATE_NOOP("Unit", "fort"),
    QT_TRANSLATE_NOOP("Unit", "settlement"),
)

"""The autosave a crash (or a quit mid-game) leaves behind, offered back at the next start.

The match host writes the autosave atomically after every move; here it is only read. A file
that no longer reads — a newer version's, or one damaged by hand — is set aside under another
name rather than offered, deleted or left to be overwritten unseen.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject

from ..engine.core import FormatError
from ..engine.core.record import MatchRecord, record_from_text, replay
from ..storage import user_paths


class MatchWords(QObject):
    """How the questions about an unfinished game name it: the game and how far it went.

    A QObject for its `tr`: lupdate marks a count's text as plural (`%n`) only in `self.tr`,
    never in a free `translate` call, which it files as a plain text or drops."""

    def so_far(self, record: MatchRecord) -> str:
        moves = len(record.actions)
        return self.tr("{game}, %n moves in", "", moves).format(game=record.rules.title)

    def saved(self, record: MatchRecord, saved_at: float) -> str:
        minutes = max(0, int((time.time() - saved_at) // 60))
        when = self.tr("just now") if minutes < 1 else self.tr("%n minutes ago", "", minutes)
        return self.tr("{game}, saved {when}").format(game=self.so_far(record), when=when)


@dataclass(frozen=True)
class Unfinished:
    record: MatchRecord
    saved_at: float   # seconds since the epoch

    def describe(self) -> str:
        return MatchWords().saved(self.record, self.saved_at)


def unfinished_game(path: Path | None = None) -> Unfinished | None:
    """The autosaved match if it is still being played; None when there is none or it is over."""
    path = path or user_paths().autosave
    try:
        text = path.read_text(encoding="utf-8")
        record = record_from_text(text)
        state = replay(record).state
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, FormatError):
        set_aside(path)
        return None
    if record.rules.is_terminal(state) or not record.actions:
        return None
    return Unfinished(record, path.stat().st_mtime)


def set_aside(path: Path) -> Path | None:
    """Keep an unreadable autosave for the player to look at, out of the way of the next one."""
    target = path.with_name(f"{path.stem}.unreadable-{int(time.time())}{path.suffix}")
    try:
        path.replace(target)
    except OSError:
        return None
    return target

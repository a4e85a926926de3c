"""The autosave a crash (or a quit mid-game) leaves behind, offered back at the next start.

The match host writes the autosave atomically after every move; here it is only read. A file
that no longer reads — a newer version's, or one damaged by hand — is set aside under another
name rather than offered, deleted or left to be overwritten unseen.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from ..engine.core import FormatError
from ..engine.core.record import MatchRecord, record_from_text, replay
from ..storage import user_paths
from .i18n import translate


@dataclass(frozen=True)
class Unfinished:
    record: MatchRecord
    saved_at: float   # seconds since the epoch

    def describe(self) -> str:
        minutes = max(0, int((time.time() - self.saved_at) // 60))
        when = (translate("Resume", "just now") if minutes < 1 else
                translate("Resume", "%n minutes ago", None, minutes))
        moves = translate("Resume", "%n moves in", None, len(self.record.actions))
        return translate("Resume", "{game}, {moves}, saved {when}").format(game=self.record.rules.title, moves=moves,
                                                                             when=when)


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

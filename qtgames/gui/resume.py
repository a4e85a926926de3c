"""The autosave a crash (or a quit mid-game) leaves behind, offered back at the next start.

The match host writes the autosave atomically after every move; here it is only read, the way
every file is, and the whole match is built before it is offered: its players, every move
replayed. One that cannot be used — a newer version's, one damaged by hand, one naming an AI this
version lacks — is moved to the saves folder under another name and said, never offered again,
deleted, or left to be overwritten unseen.
"""

from __future__ import annotations

import os
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject

from ..engine.ai.play import open_session
from ..engine.core import FormatError
from ..engine.core.record import MatchRecord, record_from_file
from ..engine.core.session import Session
from ..storage import user_paths
from .crash import crash_logger
from .i18n import translate


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
    """An autosaved match still being played, built and ready to go on."""

    session: Session
    saved_at: float   # seconds since the epoch

    def describe(self) -> str:
        return MatchWords().saved(self.session.record, self.saved_at)


@dataclass(frozen=True)
class SetAside:
    """An autosave that could not be resumed: why, and where it is kept now (None: it could not be moved)."""

    problem: str
    kept: Path | None


def unfinished_game(path: Path | None = None) -> Unfinished | SetAside | None:
    """The autosaved match if it is still being played; None when there is none or it is over."""
    path = path or user_paths().autosave
    if not os.path.lexists(path):
        return None
    try:
        session = open_session(record_from_file(path))
    except FormatError as exc:
        return SetAside(str(exc), set_aside(path))
    except Exception as exc:   # a bug replaying it must not crash every later start: logged, set aside
        crash_logger(user_paths().log).error("Cannot replay the autosave %s\n%s", path, traceback.format_exc())
        return SetAside(translate("Resume", "qtgames could not replay it ({error})").format(error=exc),
                        set_aside(path))
    if session.decision is None or not session.moves:
        return None
    return Unfinished(session, path.stat().st_mtime)


def set_aside(path: Path) -> Path | None:
    """Keep an unusable autosave among the saves for the player to look at, out of the way of the next one."""
    return keep_among_saves(path, "unreadable")


def keep_among_saves(path: Path, kind: str) -> Path | None:
    """Move the autosave to the saves folder as `<kind>-<date>-<time>.json`, never over another file;
    None when it cannot be moved (a read-only folder)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = user_paths().saves
    try:
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"{kind}-{stamp}.json"
        copies = 1
        while os.path.lexists(target):
            copies += 1
            target = folder / f"{kind}-{stamp}-{copies}.json"
        path.replace(target)
    except OSError:
        return None
    return target

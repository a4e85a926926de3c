"""The autosaves a crash (or a quit mid-game) leaves behind, offered back at the next start.

Each running copy of the app writes its own autosave (`autosave_slots`); at a start, the slots of
copies no longer running are read, the way every file is, and each whole match is built before it
is offered: its players, every move replayed. Every unfinished one is offered (one question, or
a list to choose from when several copies left one); the one resumed goes on in its own slot, the
others are kept among the saves. One that cannot be used — a newer version's, one damaged by hand,
one naming an AI this version lacks — is moved to the saves folder under another name and said,
never offered again, deleted, or left to be overwritten unseen.
"""

from __future__ import annotations

import os
import time
import traceback
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QVBoxLayout, QWidget

from ..autosave_slots import AutosaveSlot, claim_slot, orphaned_slots
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

    def after_offer(self, resumed: bool, kept: list[Path]) -> str:
        """What became of the unfinished games offered: the one resumed, where the others are kept."""
        words = [self.tr("Resumed where the game stopped.")] if resumed else []
        if len(kept) == 1 and not resumed:
            words.append(self.tr("The unfinished game is kept as {name} (File → Open recent).").format(
                name=kept[0].name))
        elif kept:
            words.append(self.tr("%n unfinished games are kept among your saves (File → Open recent).", "",
                                 len(kept)))
        return " ".join(words)


@dataclass(frozen=True)
class Unfinished:
    """An autosaved match still being played, built and ready to go on; `slot` is its autosave's,
    held by this copy of the app while it is offered."""

    session: Session
    saved_at: float   # seconds since the epoch
    slot: AutosaveSlot | None = None

    def describe(self) -> str:
        return MatchWords().saved(self.session.record, self.saved_at)


@dataclass(frozen=True)
class Unusable:
    """An autosave that cannot be resumed, and why."""

    problem: str


@dataclass(frozen=True)
class SetAside:
    """An autosave that could not be resumed: why, and where it is kept now (None: it could not be moved)."""

    problem: str
    kept: Path | None


def read_autosave(path: Path) -> Unfinished | Unusable | None:
    """The match in an autosave if it is still being played; None when there is none, it has no
    move or it is over (nothing to offer)."""
    if not os.path.lexists(path):
        return None
    try:
        session = open_session(record_from_file(path))
    except FormatError as exc:
        return Unusable(str(exc))
    except Exception as exc:   # a bug replaying it must not crash every later start: logged, set aside
        crash_logger(user_paths().log).error("Cannot replay the autosave %s\n%s", path, traceback.format_exc())
        return Unusable(translate("Resume", "qtgames could not replay it ({error})").format(error=exc))
    if session.decision is None or not session.moves:
        return None
    return Unfinished(session, path.stat().st_mtime)


def unfinished_games() -> tuple[list[Unfinished], list[SetAside]]:
    """The unfinished matches of the copies of the app that are no longer running, newest first,
    each with its slot held; and those that cannot be resumed, set aside."""
    games, aside = [], []
    for slot in orphaned_slots():
        found = read_autosave(slot.path)
        if isinstance(found, Unfinished):
            games.append(replace(found, slot=slot))
            continue
        if isinstance(found, Unusable):
            aside.append(SetAside(found.problem, set_aside(slot.path)))
        slot.release()
    return sorted(games, key=lambda game: -game.saved_at), aside


def claim_autosave_slot() -> AutosaveSlot:
    """A slot for this copy's autosave; one holding a game to offer at the next start is passed over."""
    return claim_slot(lambda path: read_autosave(path) is not None)


def keep_unfinished(games: list[Unfinished]) -> tuple[list[Path], int]:
    """Move the games not resumed among the saves; where each is now, and how many could not be moved."""
    kept, stuck = [], 0
    for game in games:
        target = keep_among_saves(game.slot.path if game.slot else user_paths().autosave, "unfinished")
        if game.slot is not None:
            game.slot.release()
        if target is None:
            stuck += 1
        else:
            kept.append(target)
    return kept, stuck


def set_aside(path: Path) -> Path | None:
    """Keep an unusable autosave among the saves for the player to look at, out of the way of the next one."""
    return keep_among_saves(path, "unreadable")


def keep_among_saves(path: Path, kind: str) -> Path | None:
    """Move an autosave to the saves folder as `<kind>-<date>-<time>.json`, never over another file;
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


class UnfinishedGames(QDialog):
    """Several copies of the app left a game unfinished: which one to resume (the others are kept)."""

    def __init__(self, descriptions: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unfinished-games")
        self.setWindowTitle(self.tr("Resume a game?"))
        layout = QVBoxLayout(self)
        label = QLabel(self.tr("These games were left unfinished. Resume one; the others are kept among your "
                               "saves (File → Open recent)."))
        label.setWordWrap(True)
        layout.addWidget(label)
        self.games = QListWidget()
        self.games.setObjectName("unfinished-list")
        self.games.addItems(descriptions)   # list rows are plain text: a name is never markup
        self.games.setCurrentRow(0)
        self.games.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.games)
        buttons = QDialogButtonBox()
        self.resume = buttons.addButton(self.tr("Resume"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.resume.setObjectName("resume-chosen")
        self.keep = buttons.addButton(self.tr("Keep them all"), QDialogButtonBox.ButtonRole.RejectRole)
        self.keep.setObjectName("keep-all")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def chosen(self) -> int | None:
        return self.games.currentRow() if self.result() == QDialog.DialogCode.Accepted else None

    @classmethod
    def ask(cls, descriptions: list[str], parent: QWidget | None = None) -> int | None:
        dialog = cls(descriptions, parent)
        dialog.exec()
        return dialog.chosen()

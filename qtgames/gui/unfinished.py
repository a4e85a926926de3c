"""The question before an unfinished game leaves the table: keep playing, save it and go on, or
let it go. Asked when a new game, an opened file, a review or a puzzle would replace it, and when
the window closes over it (then the autosave keeps it, and the question says so)."""

from __future__ import annotations

from enum import Enum

from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine.core.record import MatchRecord
from .resume import MatchWords


class Answer(Enum):
    KEEP = "keep"        # stay with the game: nothing happens
    SAVE = "save"        # save it among the saves, then go on
    DISCARD = "discard"  # go on without it


class UnfinishedQuestion(QMessageBox):
    """Keep playing / Save and continue / Discard (Quit, when closing)."""

    def __init__(self, record: MatchRecord, closing: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unfinished-question")
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("The game is not finished"))
        self.setText(self.tr("{game}: the game is not finished.").format(game=MatchWords().so_far(record)))
        self.setInformativeText(
            self.tr("The autosave keeps it: qtgames offers it back at the next start. Save it to keep it "
                    "among your saves as well.") if closing else
            self.tr("The autosave keeps it only until the next game begins. Save it to keep it among your saves."))
        self.keep = self.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        self.save = self.addButton(self.tr("Save and quit") if closing else self.tr("Save and continue"),
                                   QMessageBox.ButtonRole.AcceptRole)
        self.discard = self.addButton(self.tr("Quit") if closing else self.tr("Discard"),
                                      QMessageBox.ButtonRole.DestructiveRole)
        for button, name in ((self.keep, "keep-playing"), (self.save, "save-and-continue"),
                             (self.discard, "discard")):
            button.setObjectName(name)
        self.setDefaultButton(self.keep)
        self.setEscapeButton(self.keep)

    def answer(self) -> Answer:
        clicked = self.clickedButton()
        if clicked is self.save:
            return Answer.SAVE
        if clicked is self.discard:
            return Answer.DISCARD
        return Answer.KEEP

    @classmethod
    def ask(cls, record: MatchRecord, closing: bool, parent: QWidget | None = None) -> Answer:
        question = cls(record, closing, parent)
        question.exec()
        return question.answer()

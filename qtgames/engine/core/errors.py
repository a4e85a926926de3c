"""The error every file reader raises: what is wrong, and where in the file."""

from __future__ import annotations

from . import messages


class FormatError(ValueError):
    """A save, record or scenario that cannot be used; `path` names the bad field (`actions[3].tile`).

    `said` is a catalogue sentence (`messages.Text`, the files.ftl `file-*` messages and the games'
    `*-file-*`), written when read: the player opening a bad file, or the editor's Problems list,
    reads it in the app's language, while the command line's `--json` and a test, which speak
    English, read English. The path is the file's own spelling and is never translated."""

    def __init__(self, path: str, said: messages.Text | str) -> None:
        super().__init__(path, said)
        self.path = path
        self.said = said

    @property
    def message(self) -> str:
        """The sentence after the path, in the current language."""
        return str(self.said)

    def __str__(self) -> str:
        return messages.say("file-error-at", path=self.path, problem=self.said) if self.path else self.message

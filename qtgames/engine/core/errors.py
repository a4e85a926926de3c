"""The error every file reader raises: what is wrong, and where in the file."""

from __future__ import annotations


class FormatError(ValueError):
    """A save, record or scenario that cannot be used; `path` names the bad field (`actions[3].tile`)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path
        self.message = message

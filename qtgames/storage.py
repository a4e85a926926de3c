"""Where qtgames keeps users' files, and writing them so a crash never leaves half a file.

Shared by the command line and the GUI; no Qt here. `QTGAMES_HOME` moves every path under
one folder (tests use it so they never touch a real user's files).
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_config_dir, user_data_dir

APP = "qtgames"


@dataclass(frozen=True, slots=True)
class UserPaths:
    config: Path
    data: Path

    @property
    def saves(self) -> Path:
        return self.data / "saves"

    @property
    def autosave(self) -> Path:
        return self.data / "autosave.json"


def user_paths() -> UserPaths:
    home = os.environ.get("QTGAMES_HOME")
    if home:
        return UserPaths(Path(home) / "config", Path(home) / "data")
    return UserPaths(Path(user_config_dir(APP, appauthor=False)), Path(user_data_dir(APP, appauthor=False)))


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write `text` to a temporary file beside `path`, flush it to disk, then rename over `path`.

    The rename is atomic, so a reader sees the old file or the new one, never a torn one.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise

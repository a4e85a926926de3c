"""Where qtgames keeps users' files, and writing them so a crash never leaves half a file.

Shared by the command line and the GUI; no Qt here. `QTGAMES_HOME` moves every path under
one folder (tests use it so they never touch a real user's files).
"""

from __future__ import annotations

import errno
import os
import secrets
import stat
import time
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_cache_dir, user_config_dir, user_data_dir, user_log_dir

APP = "qtgames"
# A temporary file this old was left by a save that was killed: no save takes a minute. Younger
# ones may belong to another running copy of the app saving the same file, so they are left alone.
STALE_TEMP_SECONDS = 60.0


@dataclass(frozen=True, slots=True)
class UserPaths:
    config: Path
    data: Path
    log: Path

    @property
    def saves(self) -> Path:
        return self.data / "saves"

    @property
    def autosave(self) -> Path:
        return self.data / "autosave.json"

    @property
    def overrides(self) -> Path:
        """Where a player puts corrected component data (`magellan.json`, …), read by the engine."""
        return self.data / "data"


def user_paths() -> UserPaths:
    home = os.environ.get("QTGAMES_HOME")
    if home:
        return UserPaths(Path(home) / "config", Path(home) / "data", Path(home) / "log")
    return UserPaths(Path(user_config_dir(APP, appauthor=False)), Path(user_data_dir(APP, appauthor=False)),
                     Path(user_log_dir(APP, appauthor=False)))


# A saved match's double extension: the desktop's file type for it (packaging/linux's MIME
# glob), so a double-click opens it in qtgames, while every other program still sees JSON.
MATCH_EXTENSION = ".qtgames-match.json"
# A scenario's and a ruling report's, as the same MIME file names them (a plain .json still opens).
SCENARIO_EXTENSION = ".qtgames-scenario.json"
RULING_EXTENSION = ".qtgames-ruling.json"


def save_path(folder: Path, title: str, when: float | None = None) -> Path:
    """A new file in `folder` named after the game and the minute ("Magellan 2025-03-14
    20.05.qtgames-match.json"), numbered when that name is taken, so a save never silently
    replaces another."""
    stamp = time.strftime("%Y-%m-%d %H.%M", time.localtime(when))
    safe = "".join(ch for ch in title if ch.isalnum() or ch in " -_").strip() or APP
    path = folder / f"{safe} {stamp}{MATCH_EXTENSION}"
    number = 2
    while path.exists():
        path = folder / f"{safe} {stamp} ({number}){MATCH_EXTENSION}"
        number += 1
    return path


def user_cache() -> Path:
    """Files the app can rebuild at will (compiled translations); under `QTGAMES_HOME` too."""
    home = os.environ.get("QTGAMES_HOME")
    return Path(home) / "cache" if home else Path(user_cache_dir(APP, appauthor=False))


def temp_pattern(target: Path) -> str:
    """The glob for `write_atomic`'s temporary files for `target`: hidden, and not ending in .json,
    so no open dialog, recent-files list or game loader ever takes one for a save."""
    return f".{target.name}.*.tmp"


def write_atomic(path: str | os.PathLike[str], content: str | bytes) -> None:
    """Write `content` (text as UTF-8, or bytes: a picture) to a temporary file beside `path`,
    flush it to disk, then rename over `path`.

    The rename is atomic, so a reader sees the old file or the new one, never a torn one. A
    process killed mid-save (SIGKILL, power cut) cannot remove its temporary file; the next save
    of the same file removes such leftovers. A symbolic link is followed: the file it names is
    replaced and the link stays. A new file gets the permissions the user's umask gives; a file
    saved over keeps its own. Only a file is saved over: a folder, a device (`/dev/full`) or a
    pipe is an `OSError`, and is left as it is. The name is used as given, byte for byte, even
    one that is not UTF-8.
    """
    target = Path(os.path.realpath(path))
    _refuse_what_is_no_file(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    _remove_stale_temps(target)
    fd, tmp = _create_temp(target)
    data = content.encode("utf-8") if isinstance(content, str) else content
    try:
        if target.exists():
            os.chmod(tmp, stat.S_IMODE(target.stat().st_mode))
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _refuse_what_is_no_file(target: Path) -> None:
    """A save replaces a file; renaming over a device would replace the device itself."""
    try:
        mode = target.stat().st_mode
    except FileNotFoundError:
        return
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "is a folder, not a file", str(target))
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, "is a device or a pipe, not a file", str(target))


def _create_temp(target: Path) -> tuple[int, Path]:
    """A new, empty temporary file beside `target` matching `temp_pattern`. Created with mode 0666 so
    the system applies the umask (tempfile's files are always 0600, whatever the user asked for)."""
    while True:
        tmp = target.with_name(f".{target.name}.{secrets.token_hex(6)}.tmp")
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666), tmp
        except FileExistsError:
            continue


def _remove_stale_temps(target: Path) -> None:
    cutoff = time.time() - STALE_TEMP_SECONDS
    for leftover in target.parent.glob(temp_pattern(target)):
        try:
            if leftover.stat().st_mtime < cutoff:
                leftover.unlink()
        except OSError:
            pass   # gone already (another copy cleaned it) or not ours to remove: the save goes on

"""Text from files made harmless on a terminal, for everything the command line prints.

A shared record, scenario or ruling report is text someone else wrote: a player's name or a
report's title may hold terminal control sequences (ESC [2J clears the screen, a carriage return
writes over the line before it) or a line break that prints a line of its own, such as a fake
"still holds". So the command line writes through `escaped_output`, which shows every control
character, C0 and C1, the bidirectional overrides that reorder what a reader sees, and any lone
surrogate (a file name that is not UTF-8) as a `\\uXXXX` escape. That form is also a JSON escape of
the same character, so `--json` output stays valid JSON meaning the same value. Line breaks and
tabs pass, as every printed line needs them; a field that must stay on its line (a name, a title)
goes through `one_line` first, which escapes those too.
"""

from __future__ import annotations

import io
import os
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

# C0 but line feed and tab, DEL and C1, the bidirectional marks, embeddings, overrides and
# isolates, and lone surrogates.
_UNSAFE = "\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff"
_UNSAFE_IN_TEXT = re.compile(f"[{_UNSAFE}]")
_UNSAFE_IN_LINE = re.compile(f"[{_UNSAFE}\n\t]")


def _escape(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def escape_controls(text: str) -> str:
    """`text` with every control character but line feed and tab escaped."""
    return _UNSAFE_IN_TEXT.sub(_escape, text)


def one_line(text: str) -> str:
    """`text` for one line of output: its line breaks and tabs escaped as well."""
    return _UNSAFE_IN_LINE.sub(_escape, text)


def shown_path(path: str | os.PathLike[str]) -> str:
    """A file name as its bytes read: a byte that is not UTF-8 as `\\xff` (never a U+FFFD, which
    would name another file), control characters escaped."""
    return one_line(os.fsencode(path).decode("utf-8", "backslashreplace"))


class _EscapingStream(io.TextIOBase):
    """A text stream that writes `escape_controls` of everything to the stream it wraps."""

    def __init__(self, stream: TextIO) -> None:
        super().__init__()
        self.raw_stream = stream

    def write(self, text: str) -> int:
        self.raw_stream.write(escape_controls(text))
        return len(text)

    def flush(self) -> None:
        self.raw_stream.flush()

    def fileno(self) -> int:
        return self.raw_stream.fileno()

    def isatty(self) -> bool:
        return self.raw_stream.isatty()

    def writable(self) -> bool:
        return True


@contextmanager
def escaped_output() -> Iterator[None]:
    """Standard output and standard error escape control characters for the length of the block."""
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _EscapingStream(sys.stdout), _EscapingStream(sys.stderr)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved


def unescaped(stream: TextIO) -> TextIO:
    """The stream under an escaping one, for the program's own control sequences (a progress bar
    redrawn in place with a carriage return)."""
    return stream.raw_stream if isinstance(stream, _EscapingStream) else stream

"""Any file qtgames writes, read by what it holds: a match record, a scenario (a puzzle is one
with a goal) or a ruling report.

The app's *File → Open* and `qtgames FILE` (a double-click on a saved file) take any of them and
put each where it belongs; this module only tells them apart and reads them the way their own
readers do (`record`, `scenario`, `ruling_report`). A file that is none of them is one
`FormatError` saying so, whatever it holds.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .errors import FormatError
from .jsonfile import parse_json_bytes, read_file_bytes, size_words
from .messages import Text
from .record import MAX_RECORD_BYTES, RECORD_FORMAT, MatchRecord, record_from_json
from .ruling import RULING_CASE_FORMAT
from .ruling_report import MAX_REPORT_BYTES, RulingReport, ruling_report_from_json
from .scenario import MAX_SCENARIO_BYTES, SCENARIO_FORMAT, Scenario, scenario_from_json

Document = MatchRecord | Scenario | RulingReport

# The largest file any of the three kinds is.
MAX_DOCUMENT_BYTES = max(MAX_RECORD_BYTES, MAX_SCENARIO_BYTES, MAX_REPORT_BYTES)
_LIMITS = {RECORD_FORMAT: MAX_RECORD_BYTES, SCENARIO_FORMAT: MAX_SCENARIO_BYTES, RULING_CASE_FORMAT: MAX_REPORT_BYTES}
WHAT = "document"   # the `file-what` of a file the app opens, whatever kind it is


class BadDocument(FormatError):
    """A file of a kind we read (`kind`: its format name) that its own reader refuses."""

    def __init__(self, kind: str, problem: FormatError) -> None:
        super().__init__(problem.path, problem.said)
        self.kind = kind


def read_document(path: Path) -> Document:
    """The match record, scenario or ruling report in the file at `path`, validated by its own
    reader: `UnreadableFile` when it cannot be read, a `BadDocument` naming the field when its
    reader refuses it, a `FormatError` when it is none of the three."""
    raw = read_file_bytes(path, MAX_DOCUMENT_BYTES, WHAT)
    try:
        data = parse_json_bytes(raw, MAX_DOCUMENT_BYTES, WHAT)
    except FormatError as exc:
        if exc.path:   # JSON, with a value no format of ours holds: said where it is
            raise
        raise FormatError("", Text("file-no-document", problem=exc)) from None
    return document_from_json(data, len(raw))


def document_from_json(data: Any, size: int = 0) -> Document:
    """A parsed file as the document it is (`size` its bytes, held to its kind's limit)."""
    found = data.get("format") if isinstance(data, dict) else None
    # Records written before the format field existed are known by their players and moves.
    kind = RECORD_FORMAT if found is None and isinstance(data, dict) and {"players", "actions"} & data.keys() else found
    if not isinstance(kind, str) or kind not in _LIMITS:   # a list or an object names no format
        if found is None:
            raise FormatError("", Text("file-no-document-format"))
        raise FormatError("", Text("file-no-document-named", found=repr(str(found)[:40])))
    try:
        if size > _LIMITS[kind]:
            raise FormatError("", Text("file-too-big-any", size=size_words(_LIMITS[kind])))

        if kind == SCENARIO_FORMAT:
            return scenario_from_json(data)
        if kind == RULING_CASE_FORMAT:
            return ruling_report_from_json(data)
        return record_from_json(data)
    except FormatError as problem:
        raise BadDocument(str(kind), problem) from None

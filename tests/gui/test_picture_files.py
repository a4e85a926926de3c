"""Pictures are written as saves are (issue 35, defects 2, 5 and 10): whole or not at all, under the
name given, and a picture that could not be written is said to be, never "Picture written"."""

from __future__ import annotations

import contextlib
import errno
import os
import random
import signal
import stat
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox

from qtgames.cli import main
from qtgames.engine.core.scenario import scenario_from_file
from qtgames.gui.editor.caption_dialog import CaptionDialog
from tests.paths import RESOURCES, ROOT

from .editor_helpers import open_editor

SCENARIO = RESOURCES / "scenarios" / "tsuro-seas-example-1.json"


def no_file(tmp_path: Path, kind: str) -> Path:
    """Something at a picture's name that is no file: a folder, or a link to the full device."""
    out = tmp_path / f"board.{kind.split()[-1]}"
    if kind.startswith("folder"):
        out.mkdir()
    else:
        out.symlink_to("/dev/full")
    return out


KINDS = ["folder svg", "folder png", "full device svg", "full device png"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_picture_that_cannot_be_written_is_said_with_exit_2(
        kind: str, qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 2: an SVG into a folder or onto a full disk said "Picture written", exit 0."""
    out = no_file(tmp_path, kind)
    assert main(["image", str(SCENARIO), "--out", str(out)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith(f"qtgames: error: --out: cannot write {out}: ")
    assert len(captured.err.splitlines()) == 1, captured.err
    assert out.is_dir() if kind.startswith("folder") else stat.S_ISCHR(os.stat("/dev/full").st_mode)
    assert list(tmp_path.glob(".*")) == []


def test_a_full_disk_is_said_and_keeps_the_picture_there_before(
        qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Defects 2 and 5: a write that fails left a cut or empty file where the good picture was."""
    out = tmp_path / "board.png"
    assert main(["image", str(SCENARIO), "--out", str(out)]) == 0
    before = out.read_bytes()

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    assert main(["image", str(SCENARIO), "--out", str(out), "--caption", "A new caption"]) == 2
    assert capsys.readouterr().err == f"qtgames: error: --out: cannot write {out}: No space left on device\n"
    assert out.read_bytes() == before and [p.name for p in tmp_path.iterdir()] == ["board.png"]


# Exports the same board for ever, two captions in turn, until killed (each says when it is written).
EXPORTING_FOR_EVER = textwrap.dedent("""
    import sys
    from qtgames.cli import main
    out, scenario = sys.argv[1], sys.argv[2]
    turn = 0
    while True:
        main(["image", scenario, "--out", out, "--caption", ["first", "second"][turn % 2]])
        turn += 1
""")


@pytest.mark.slow   # a kill at each of many moments, per format: the slow step
@pytest.mark.parametrize("suffix", ["svg", "png"])
def test_an_export_killed_at_any_moment_leaves_a_whole_picture(suffix: str, qapp: Any, tmp_path: Path) -> None:
    """Defect 5: kill -9 mid-export left an empty or cut file where the previous picture was."""
    versions = set()
    for caption in ("first", "second"):
        made = tmp_path / f"{caption}.{suffix}"
        assert main(["image", str(SCENARIO), "--out", str(made), "--caption", caption]) == 0
        versions.add(made.read_bytes())
    out = tmp_path / f"board.{suffix}"
    out.write_bytes(min(versions))
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    chance = random.Random(35)
    for _ in range(6):
        with subprocess.Popen([sys.executable, "-c", EXPORTING_FOR_EVER, str(out), str(SCENARIO)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, start_new_session=True) as child:
            try:
                assert child.stdout is not None and child.stdout.readline().startswith(b"Picture written")
                with contextlib.suppress(subprocess.TimeoutExpired):
                    child.wait(chance.uniform(0.0, 0.6))   # somewhere in the next export
            finally:
                os.killpg(child.pid, signal.SIGKILL)
        assert out.read_bytes() in versions, f"{len(out.read_bytes())} bytes after a kill"


def test_a_name_that_is_not_utf8_is_written_as_given(qapp: Any, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 10: `--out $'board\\xff.png'` was written as "board\\ufffd.png" and reported as the name given."""
    out = os.path.join(os.fsdecode(bytes(tmp_path)), os.fsdecode(b"board\xff.png"))
    assert main(["image", str(SCENARIO), "--out", out]) == 0
    assert os.listdir(bytes(tmp_path)) == [b"board\xff.png"]
    assert capsys.readouterr().out == f"Picture written to {tmp_path}/board\\xff.png\n"


@pytest.mark.parametrize("kind", KINDS)
def test_the_editor_says_a_picture_it_could_not_write(
        kind: str, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """Defect 2, in the editor: "Picture written" for a picture that never was."""
    out = no_file(tmp_path, kind)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(f"{box.windowTitle()}: {box.text()}") or 0)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(out), ""))

    def accept_caption() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, CaptionDialog)
        dialog.accept()

    for editor in open_editor(qtbot, scenario_from_file(SCENARIO)):
        QTimer.singleShot(0, accept_caption)
        editor.export_image()
        assert shown == [f"Cannot write the picture: {out}: " + ("is a folder, not a file" if kind.startswith("folder")
                                                                  else "is a device or a pipe, not a file")]
        assert "Picture written" not in editor.statusBar().currentMessage()


# Twenty lines of the widest glyphs there are wrap into forty: within the length and the lines,
# taller under the board than the board.
TALL = "\n".join(["‱‱‱ " * 12 + "‱"] * 20)


@pytest.mark.parametrize(("caption", "words"), [
    ("x" * 1001, "The caption has 1001 characters; a picture's caption has at most 1000."),
    ("x" * 130_000, "The caption has 130000 characters; a picture's caption has at most 1000."),
    ("\n".join("ab" * 11), "The caption has 22 lines; a picture's caption has at most 20."),
    (TALL, "The caption would stand "),
], ids=["1001 characters", "130 KB", "22 lines", "taller than the board"])
def test_a_caption_beyond_its_bounds_is_refused_and_nothing_is_written(
        caption: str, words: str, qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 9: 130 KB of caption made a PNG of 1,387 x 65,589 pixels (449 MB) in 7.7 s."""
    out = tmp_path / "board.png"
    assert main(["image", str(SCENARIO), "--out", str(out), "--caption", caption]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"qtgames: error: --caption: {words}") and len(err.splitlines()) == 1, err
    assert list(tmp_path.iterdir()) == []


def test_a_caption_at_its_bounds_makes_a_picture_at_most_twice_the_board(
        qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from PySide6.QtGui import QImage

    from qtgames.gui.board_image import LONGEST_SIDE, MAX_CAPTION_CHARACTERS, MAX_CAPTION_LINES

    out = tmp_path / "board.png"
    lines = ["A caption, a ruling's answer, in a line."] * MAX_CAPTION_LINES
    caption = "\n".join(lines)[:MAX_CAPTION_CHARACTERS]
    assert main(["image", str(SCENARIO), "--out", str(out), "--caption", caption]) == 0
    picture = QImage(str(out))
    assert picture.width() <= LONGEST_SIDE < picture.height() <= 2 * LONGEST_SIDE
    capsys.readouterr()


def test_the_editor_refuses_a_caption_too_long_and_asks_again_with_the_words_typed(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """Defect 9, in the editor: 1 MB of caption took 2.7 GB and 47 s; 130 KB made a picture 65,589
    pixels tall."""
    out = tmp_path / "board.png"
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(f"{box.windowTitle()}: {box.text()}") or 0)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(out), ""))
    offered: list[str] = []
    long = " ".join(["caption"] * 16_250)   # 130 KB
    typed = [long, "Shorter."]

    def answer(dialog: CaptionDialog) -> int:
        offered.append(dialog.textValue())
        dialog.text.setPlainText(typed.pop(0))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(CaptionDialog, "exec", answer)
    for editor in open_editor(qtbot, scenario_from_file(SCENARIO)):
        editor.export_image()
        assert shown == [f"The caption is too long: The caption has {len(long)} characters; a picture's caption "
                         "has at most 1000."]
        assert offered[1] == long, "the words typed are offered again, to shorten"
        assert out.exists() and editor.statusBar().currentMessage() == f"Picture written to {out}"


def test_a_caption_with_control_characters_gives_a_picture_every_program_opens(
        qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the picture fuzz (issue 35): an escape sequence in a caption made an SVG that was not
    XML, so no program could open the picture "written"."""
    from xml.dom import minidom

    from PySide6.QtSvg import QSvgRenderer

    out = tmp_path / "board.svg"
    caption = "\x1b[2J\r\u202eevil\x9b1m " + os.fsdecode(b"\xff")
    assert main(["image", str(SCENARIO), "--out", str(out), "--caption", caption]) == 0
    capsys.readouterr()
    minidom.parse(str(out))
    drawn = out.read_text(encoding="utf-8")
    assert QSvgRenderer(str(out)).isValid() and "\ufffd[2J" in drawn and "evil\ufffd1m \ufffd" in drawn

"""Which engine runs, as `qtgames bench`, `--smoke` and the app's start say it."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgames.engine import build
from qtgames.engine.core import rules


def test_the_engine_says_whether_it_is_compiled() -> None:
    running = build.engine_build()
    compiled = Path(rules.__file__ or "").suffix in (".so", ".pyd")
    assert running.kind == ("compiled" if compiled else "pure")
    assert running.describe() == ("compiled engine (mypyc)" if compiled else "pure Python engine")


def test_an_install_left_pure_says_why_in_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    if build.engine_build().kind == "compiled":
        pytest.skip("a compiled engine leaves no note")
    build.say_if_left_pure()
    assert capsys.readouterr().err == "", "a checkout runs the sources by design: nothing to say"
    note = tmp_path / "PURE_ENGINE"
    note.write_text("no C compiler: command 'no-such-cc' failed: No such file or directory\n", encoding="utf-8")
    monkeypatch.setattr(build, "PURE_NOTE", note)
    build.say_if_left_pure()
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and "no C compiler: command 'no-such-cc' failed" in said, said
    assert said.startswith("qtgames: the pure Python engine (installed without compiling it: no C compiler")
    assert "reinstall where a C compiler is at hand" in said

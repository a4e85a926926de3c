"""What `pip install .` gets: a wheel built from this checkout carries every file of the top-level
`resources/` and `ui/` inside the package, where `qtgames.engine.core.shipped` looks for them, and
on a machine without a C compiler the pure engine with a note saying why, instead of a failure.

The build runs setuptools' PEP 517 hook (what pip calls) on a copy of the sources in a temporary
folder, so it never writes build/ or egg-info into the checkout; with the compiler hidden (CC
naming a program that does not exist) mypyc never runs and it takes a second or two. Compiling
for real, installing and running from elsewhere is .ci/run's job (minutes, too slow for the suite).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.paths import ROOT

# What setup.py and pyproject.toml build from.
BUILD_SOURCES = ("pyproject.toml", "setup.py", "README.md", "qtgames", "resources", "ui")


def files_under(folder: Path) -> set[str]:
    """The files of a source folder, as paths relative to it; built .qm translations are not sources."""
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*")
            if path.is_file() and path.suffix != ".qm"}


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_a_wheel_carries_resources_and_ui_inside_the_package(tmp_path: Path) -> None:
    source = tmp_path / "source"
    source.mkdir()
    for name in BUILD_SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.qm"))
        else:
            shutil.copy2(ROOT / name, source / name)
    out = tmp_path / "wheel"
    build = "import sys; from setuptools import build_meta; print(build_meta.build_wheel(sys.argv[1]))"
    no_compiler = dict(os.environ, CC=str(tmp_path / "no-such-cc"), QTGAMES_COMPILE="auto")
    done = subprocess.run([sys.executable, "-c", build, str(out)], cwd=source, capture_output=True, text=True,
                          timeout=120, check=False, env=no_compiler)
    assert done.returncode == 0, done.stderr
    assert "qtgames: building the pure Python engine (no C compiler: " in done.stdout
    with zipfile.ZipFile(out / done.stdout.split()[-1]) as wheel:
        names = set(wheel.namelist())
    for folder in ("resources", "ui"):
        inside = {name.removeprefix(f"qtgames/_{folder}/") for name in names if name.startswith(f"qtgames/_{folder}/")}
        assert inside == files_under(ROOT / folder), f"the wheel's qtgames/_{folder}/ differs from {folder}/"
    assert not any(name.startswith(("resources/", "ui/")) for name in names), "never top-level in site-packages"
    assert "qtgames/engine/core/shipped.py" in names
    assert not any(name.endswith((".so", ".pyd")) for name in names), "nothing compiled without a compiler"
    with zipfile.ZipFile(out / done.stdout.split()[-1]) as wheel:
        note = wheel.read("qtgames/engine/PURE_ENGINE").decode()
    assert note.startswith("no C compiler: ") and "no-such-cc" in note, note


def load_setup() -> object:
    """setup.py as a module: it runs setup() only as a script."""
    spec = importlib.util.spec_from_file_location("qtgames_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_module_setup_compiles_exists_and_is_a_source_file() -> None:
    setup = load_setup()
    sources = setup.compiled_sources()  # type: ignore[attr-defined]
    assert sources and len(set(sources)) == len(sources)
    assert all((ROOT / source).is_file() and source.startswith("qtgames/engine/") for source in sources), sources
    assert "qtgames/engine/core/rules.py" in sources, "qtgames.engine.build tells the engines apart by it"


def test_a_compiler_that_does_not_exist_is_named_in_the_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CC", str(tmp_path / "no-such-cc"))
    reason = load_setup().compiler_missing(None)  # type: ignore[attr-defined]
    assert reason is not None and "no-such-cc" in reason, reason

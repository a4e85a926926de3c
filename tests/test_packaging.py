"""What `pip install .` gets: a wheel built from this checkout carries every file of the top-level
`resources/` and `ui/` inside the package, where `qtgames.engine.core.shipped` looks for them.

The build runs setuptools' PEP 517 hook (what pip calls) on a copy of the sources in a temporary
folder, so it never writes build/ or egg-info into the checkout; it takes well under a second.
Installing that wheel and running it from elsewhere is .ci/run's job (too slow for the suite).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from tests.paths import ROOT

# What setup.py and pyproject.toml build from.
BUILD_SOURCES = ("pyproject.toml", "setup.py", "README.md", "qtgames", "resources", "ui")


def files_under(folder: Path) -> set[str]:
    """The files of a source folder, as paths relative to it; built .qm translations are not sources."""
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*")
            if path.is_file() and path.suffix != ".qm"}


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
    done = subprocess.run([sys.executable, "-c", build, str(out)], cwd=source, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    with zipfile.ZipFile(out / done.stdout.split()[-1]) as wheel:
        names = set(wheel.namelist())
    for folder in ("resources", "ui"):
        inside = {name.removeprefix(f"qtgames/_{folder}/") for name in names if name.startswith(f"qtgames/_{folder}/")}
        assert inside == files_under(ROOT / folder), f"the wheel's qtgames/_{folder}/ differs from {folder}/"
    assert not any(name.startswith(("resources/", "ui/")) for name in names), "never top-level in site-packages"
    assert "qtgames/engine/core/shipped.py" in names

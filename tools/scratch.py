"""A scratch copy of the checkout to break on purpose, and the limits a run in it keeps to.

Both mutation tools (`listed_faults.py`, `mutation_sample.py`) change engine files and run
the tests against them; doing that in a copy leaves the checkout, and anyone running tests
in it meanwhile, untouched. The limits are those of a shared 2-core machine: a fault that
makes an endless loop or eats memory must end early and alone.
"""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Seconds per test (pytest-timeout): an endless loop ends here, not at a global cap. The slowest
# engine test takes 17 s on a quiet machine and over 60 s at a load of 12 on its two cores.
TEST_TIMEOUT = 180
MEMORY_CAP = 4 << 30       # bytes of address space per process: a fault that grows without end fails alone
NICENESS = 10


def scratch_copy(target: Path, commit: str | None = None) -> None:
    """The checkout's files as they are now, uncommitted edits and new files included (no venv,
    no caches: what git would see); or as they were at `commit`."""
    if commit is not None:
        archive = subprocess.run(["git", "archive", commit], cwd=ROOT, check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(target)], input=archive, check=True)
        return
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)


def limited() -> None:
    """For `preexec_fn`: lower the priority and cap the memory of a child and all it starts."""
    os.nice(NICENESS)
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def environment(copy: Path) -> dict[str, str]:
    """Imports from the copy, not the checkout the venv's editable install points at."""
    return os.environ | {"PYTHONPATH": str(copy), "PYTHONDONTWRITEBYTECODE": "1"}

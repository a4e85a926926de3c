"""Where the files qtgames ships are: game data, rules texts, scenarios, the icon, translations
(the top-level `resources/`) and Qt Designer forms (`ui/`).

Every reader asks `shipped_path`, so the app, the engine and the tests agree on one answer,
whichever way this copy of qtgames runs (the tools that write these files, such as
tools/update_translations.py, write the checkout's own):

- **installed** (`pip install .`, a wheel, the PyInstaller bundle): the two folders travel inside
  the package as `qtgames/_resources/` and `qtgames/_ui/` (setup.py maps them there; the spec
  copies them to the same place);
- **from a checkout** (the source tree, `pip install -e .`): they are the checkout's own
  `resources/` and `ui/` beside the package, so an edit shows at once, with no rebuild. An
  editable install gets no copy: it runs the checkout's package, and this rule finds the folders
  beside it without setuptools' editable finder having to map anything.

The installed copy is looked for first: a checkout never has one (builds write theirs into
build/, the wheel or dist/), while an installed package's parent folder is site-packages, where
an unrelated distribution may have put a top-level `resources/`; so a checkout must also show
its `pyproject.toml`. No Qt here: the engine reads its data through this.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

# qtgames/engine/core/shipped.py → qtgames/. Frozen, PyInstaller gives modules a __file__ at the
# same place under the bundle's folder, so this holds there too.
PACKAGE = Path(__file__).resolve().parents[2]

Folder = Literal["resources", "ui"]


def shipped_path(folder: Folder, *parts: str) -> Path:
    """A shipped file or folder, named as in the checkout: `shipped_path("resources", "rules",
    "magellan.md")`, `shipped_path("ui", "about.ui")`, `shipped_path("resources")`.

    Inside the installed package if it is there, else in the checkout. Whether the named file
    exists is the caller's question (a translation may be absent); a missing folder is a broken
    installation, said here with both places looked at.
    """
    installed = PACKAGE / f"_{folder}"
    if installed.is_dir():
        return installed.joinpath(*parts)
    checkout = PACKAGE.parent / folder
    if checkout.is_dir() and (PACKAGE.parent / "pyproject.toml").is_file():
        return checkout.joinpath(*parts)
    raise FileNotFoundError(f"qtgames' {folder}/ is missing: neither {installed} (installed) nor "
                            f"{checkout} (a checkout) exists; reinstall qtgames")

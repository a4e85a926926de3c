"""The frozen app's entry point (PyInstaller's script): the `qtgames` command, GUI by default.

A script with absolute imports, not `qtgames/__main__.py`: PyInstaller runs its entry as a
top-level script, where the package's relative imports would fail.
"""

import multiprocessing
import sys

# First, before importing the app: the AI worker is a "spawn" process, which a frozen app starts by
# running its own executable again with multiprocessing's arguments. freeze_support() (made to
# work on every platform by PyInstaller's runtime hook) turns such a run into the worker and
# never returns.
multiprocessing.freeze_support()

from qtgames.cli import main  # noqa: E402  (after freeze_support, which must run first)

if __name__ == "__main__":
    sys.exit(main())

"""Compile the Qt Linguist sources into the `.qm` files the app loads (generated, never committed).

Run: `python tools/build_translations.py` (packaging runs it before PyInstaller so the bundle ships
`resources/translations/qtgames_<lang>.qm`). Without it, the app compiles a `.ts` into the
user cache on first use.
"""

from __future__ import annotations

import sys

from update_translations import TRANSLATIONS

from qtgames.gui.i18n import compile_ts


def main() -> int:
    sources = sorted(TRANSLATIONS.glob("qtgames_*.ts"))
    if not sources:
        print(f"no .ts files in {TRANSLATIONS}", file=sys.stderr)
        return 1
    for source in sources:
        compile_ts(source, source.with_suffix(".qm"))
        print(f"built {source.with_suffix('.qm').name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

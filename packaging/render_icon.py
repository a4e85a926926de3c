"""Render the app icon (resources/icons/qtgames.svg) into the formats a platform needs.

Run at build time by packaging/build.sh, so no generated image is committed: a PNG for Linux
desktop entries, an .ico for the Windows executable, an .icns for the macOS app. Qt's own SVG
renderer and image writers do it (PySide6-Essentials ships the ico and icns writers), so no
extra imaging package is needed. Usage: python packaging/render_icon.py OUTPUT_DIR
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QIcon, QImageWriter

# The checkout's icon: the bundle is built from the checkout (qtgames.spec).
SVG = Path(__file__).resolve().parent.parent / "resources" / "icons" / "qtgames.svg"
SIZE = 256   # the largest size both .ico and desktop icon themes use; smaller ones are scaled from it


def render(output: Path) -> list[Path]:
    """Write qtgames.png, .ico and .icns into `output`; the paths written."""
    output.mkdir(parents=True, exist_ok=True)
    image = QIcon(str(SVG)).pixmap(QSize(SIZE, SIZE)).toImage()
    if image.isNull():
        raise SystemExit(f"render_icon: cannot render {SVG} (Qt's SVG icon engine missing?)")
    written = []
    for suffix in ("png", "ico", "icns"):
        path = output / f"qtgames.{suffix}"
        writer = QImageWriter(str(path), suffix.encode())
        if not writer.write(image):
            raise SystemExit(f"render_icon: cannot write {path}: {writer.errorString()}")
        written.append(path)
    return written


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit("usage: render_icon.py OUTPUT_DIR")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")   # a build machine may have no display
    _app = QGuiApplication(sys.argv[:1])   # Qt renders and writes images only while one exists
    for path in render(Path(sys.argv[1])):
        print(f"render_icon: {path}")


if __name__ == "__main__":
    main()

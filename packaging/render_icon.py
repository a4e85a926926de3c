"""Render the app icon (resources/icons/qtgames.svg) into the formats a platform needs.

Run at build time by packaging/build.sh, so no generated image is committed: a PNG for Linux
desktop entries, an .ico for the Windows executable, an .icns for the macOS app, and the
freedesktop icon theme's sizes (`hicolor/<n>x<n>/apps/io.github.qtgames.png`, each drawn from the
SVG at its own size, not scaled down from a large picture) for the .deb. Qt's own SVG renderer
and image writers do it (PySide6-Essentials ships the ico and icns writers), so no extra
imaging package is needed. Usage: python packaging/render_icon.py OUTPUT_DIR
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QIcon, QImageWriter

# The checkout's icon: the bundle is built from the checkout (qtgames.spec).
SVG = Path(__file__).resolve().parent.parent / "resources" / "icons" / "qtgames.svg"
SIZE = 256   # the largest size .ico uses; smaller ones are scaled from it
# The sizes desktops look for in the hicolor theme (menus 16-48, launchers and software centres
# 64-512); the SVG is installed as the scalable one beside them.
THEME_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICON_NAME = "io.github.qtgames"   # the desktop entry's Icon= and the AppStream ID


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
    for size in THEME_SIZES:
        path = output / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        if not QIcon(str(SVG)).pixmap(QSize(size, size)).toImage().save(str(path)):
            raise SystemExit(f"render_icon: cannot write {path}")
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

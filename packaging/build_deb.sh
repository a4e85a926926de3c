#!/usr/bin/env bash
# Package the built bundle (packaging/build.sh's dist/qtgames/) as a Debian/Ubuntu .deb with its
# desktop integration: dist/qtgames_<version>_<arch>.deb.
#   packaging/build_deb.sh [BUNDLE]   (default dist/qtgames)
# It installs
#   /opt/qtgames/                         the bundle (Python, Qt and the compiled engine inside)
#   /usr/bin/qtgames                      a link to /opt/qtgames/qtgames
#   /usr/share/applications/io.github.qtgames.desktop          the menu entry (Exec=qtgames %f)
#   /usr/share/icons/hicolor/*/apps/io.github.qtgames.{png,svg} the icon in the theme's sizes
#   /usr/share/metainfo/io.github.qtgames.metainfo.xml         AppStream (software centres)
#   /usr/share/mime/packages/io.github.qtgames.xml             the file types (packaging/linux/)
# No maintainer scripts: the desktop, MIME and icon caches are rebuilt by the dpkg triggers of
# desktop-file-utils, shared-mime-info and hicolor-icon-theme when files land in their folders.
# QTGAMES_DEB_COMPRESSION: xz (the default: the smallest .deb, minutes to pack) or zstd (a second;
# CI uses it; dpkg reads it from Debian 12 and Ubuntu 21.10 on, which the bundle's glibc needs anyway).
# QTGAMES_SCREENSHOTS_URL is the web folder the AppStream screenshots are published in (a copy of
# docs/screenshots/); AppStream wants web addresses, and the default names a reserved domain
# that says "not published yet".
set -euo pipefail
cd "$(dirname "$0")/.."

bundle=$(realpath "${1:-dist/qtgames}")
[ -x "$bundle/qtgames" ] || { echo "build_deb.sh: no bundle at $bundle (run packaging/build.sh)" >&2; exit 2; }
[ -d build/icons/hicolor ] || { echo "build_deb.sh: no icons in build/icons (run packaging/build.sh)" >&2; exit 2; }
started=$(date +%s)
version=$(python3 -c "import re; print(re.search(r'__version__ = \"(.+?)\"', open('qtgames/__init__.py').read())[1])")
arch=$(dpkg --print-architecture)
screenshots=${QTGAMES_SCREENSHOTS_URL:-https://qtgames.invalid/screenshots}
id=io.github.qtgames

root=build/deb/qtgames
rm -rf build/deb
mkdir -p "$root/DEBIAN" "$root/opt" "$root/usr/bin" "$root/usr/share/applications" "$root/usr/share/metainfo" \
  "$root/usr/share/mime/packages" "$root/usr/share/icons/hicolor/scalable/apps" "$root/usr/share/doc/qtgames"
cp -a "$bundle" "$root/opt/qtgames"
rm -f "$root/opt/qtgames/$id.desktop" "$root/opt/qtgames/$id.png"   # build.sh's copies for a manual install
ln -s /opt/qtgames/qtgames "$root/usr/bin/qtgames"
install -m644 packaging/linux/$id.desktop "$root/usr/share/applications/"
install -m644 packaging/linux/$id.mime.xml "$root/usr/share/mime/packages/$id.xml"
sed "s|@SCREENSHOTS@|$screenshots|g" packaging/linux/$id.metainfo.xml > "$root/usr/share/metainfo/$id.metainfo.xml"
cp -r build/icons/hicolor "$root/usr/share/icons/"
install -m644 resources/icons/qtgames.svg "$root/usr/share/icons/hicolor/scalable/apps/$id.svg"
cat > "$root/usr/share/doc/qtgames/copyright" <<'EOF'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: qtgames
Comment: /opt/qtgames also holds Python (PSF licence), Qt 6 and PySide6 (LGPL-3.0), pydantic
 and platformdirs (MIT), each under its own licence, as packaging/README.md lists.

Files: *
Copyright: The qtgames developers
License: MIT
 Permission is hereby granted, free of charge, to any person obtaining a copy of this software
 and associated documentation files (the "Software"), to deal in the Software without
 restriction, including without limitation the rights to use, copy, modify, merge, publish,
 distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
 Software is furnished to do so, subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in all copies or
 substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
 NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
 DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT
 OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
EOF
find "$root/usr" -type d -exec chmod 755 {} +

# What the bundle needs from the system: the libraries every desktop has, which the bundle
# leaves out on purpose (packaging/README.md, "Target systems"); found with
# `dpkg -S` on the NEEDED entries of the bundle's ELF files that no file in the bundle provides.
cat > "$root/DEBIAN/control" <<EOF
Package: qtgames
Version: $version
Architecture: $arch
Maintainer: The qtgames developers <qtgames@invalid>
Section: games
Priority: optional
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: libc6 (>= 2.34), libstdc++6, libgcc-s1, libgl1, libegl1, libfontconfig1, libfreetype6, libglib2.0-0, libdbus-1-3,
 libxkbcommon0, libxkbcommon-x11-0, libx11-6, libx11-xcb1, libxcb1, libxcb-cursor0, libxcb-icccm4,
 libxcb-image0, libxcb-keysyms1, libxcb-randr0, libxcb-render-util0, libxcb-shape0, libxcb-xkb1,
 libxcb-shm0, libxcb-sync1, libxcb-xfixes0, libxcb-render0, libxcb-util1, fonts-dejavu-core
Recommends: libwayland-client0, libwayland-cursor0, libwayland-egl1, xdg-utils
Description: Tsuro of the Seas, Entdecker and Magellan with their complete rules
 Three tabletop games with their complete rules, for people playing at one computer and
 against AI opponents, with a scenario editor to lay out any position, set puzzles and test
 rulings. Every refused move and every log line cites its rule.
 .
 A self-contained build: Python, Qt and the compiled game engine are inside /opt/qtgames.
EOF
dpkg-deb --root-owner-group -Z"${QTGAMES_DEB_COMPRESSION:-xz}" --build "$root" "dist/qtgames_${version}_${arch}.deb" >/dev/null
deb="dist/qtgames_${version}_${arch}.deb"
echo "build_deb.sh: $deb built in $(( $(date +%s) - started )) s, $(du -m "$deb" | cut -f1) MB" \
  "($(du -sm --exclude=DEBIAN "$root" | cut -f1) MB installed)"

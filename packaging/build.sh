#!/usr/bin/env bash
# Build the qtgames bundle with PyInstaller: dist/qtgames/ (onedir, the release form).
#   packaging/build.sh            onedir bundle dist/qtgames/, its size printed
#   packaging/build.sh --onefile  also the single executable dist/qtgames-onefile
#   packaging/build.sh --tarball  also dist/qtgames-<version>-linux-<arch>.tar.gz
# The build environment is .build-venv/ (created on first use, reused after): PyInstaller never
# goes into a development virtual environment. PYTHON picks the interpreter (default python3).
set -euo pipefail
cd "$(dirname "$0")/.."

onefile=0 tarball=0
for arg in "$@"; do
  case "$arg" in
    --onefile) onefile=1 ;;
    --tarball) tarball=1 ;;
    *) echo "build.sh: unknown option $arg (use --onefile, --tarball)" >&2; exit 2 ;;
  esac
done

venv=.build-venv
[ -x "$venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$venv"
py="$venv/bin/python"
"$py" -m pip install -q --upgrade pip
# `.` brings the app's own dependency pins; PyInstaller is pinned to the major version the spec is written for.
"$py" -m pip install -q . "pyinstaller>=6.10,<7"

"$py" packaging/render_icon.py build/icons
# The translations' .qm files into resources/translations/ (generated, never committed): the spec
# bundles resources/ as it is.
"$py" tools/build_translations.py

started=$(date +%s)
"$py" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
  packaging/qtgames.spec
# Beside the executable: what a Linux user needs to add the app to the desktop menu.
cp packaging/qtgames.desktop build/icons/qtgames.png dist/qtgames/
echo "build.sh: dist/qtgames/ built in $(( $(date +%s) - started )) s, $(du -sm dist/qtgames | cut -f1) MB"

if [ "$onefile" = 1 ]; then
  started=$(date +%s)
  QTGAMES_ONEFILE=1 "$py" -m PyInstaller --noconfirm --log-level WARN --distpath dist \
    --workpath build/pyinstaller-onefile packaging/qtgames.spec
  echo "build.sh: dist/qtgames-onefile built in $(( $(date +%s) - started )) s, $(du -sm dist/qtgames-onefile | cut -f1) MB"
fi

if [ "$tarball" = 1 ]; then
  version=$("$py" -c "import qtgames; print(qtgames.__version__)")
  archive="dist/qtgames-$version-linux-$(uname -m).tar.gz"
  tar -C dist -czf "$archive" qtgames
  echo "build.sh: $archive, $(du -sm "$archive" | cut -f1) MB"
fi

#!/usr/bin/env bash
# Build the qtgames bundle with PyInstaller: dist/qtgames/ (onedir, the release form).
#   packaging/build.sh            onedir bundle dist/qtgames/, its size printed
#   packaging/build.sh --onefile  also the single executable dist/qtgames-onefile
#   packaging/build.sh --tarball  also dist/qtgames-<version>-linux-<arch>.tar.gz
#   packaging/build.sh --wheel F  installs the wheel F (built from this checkout) instead of building one
# The build environment is .build-venv/ (created on first use, reused after): PyInstaller never
# goes into a development virtual environment. PYTHON picks the interpreter (default python3).
# The engine is compiled with mypyc (QTGAMES_COMPILE=yes: no C compiler is an error here, the
# release is never slower by accident); QTGAMES_COMPILE=auto builds the pure engine instead.
set -euo pipefail
cd "$(dirname "$0")/.."

onefile=0 tarball=0 wheel=""
while [ $# -gt 0 ]; do
  case "$1" in
    --onefile) onefile=1 ;;
    --tarball) tarball=1 ;;
    --wheel) wheel=$(realpath "${2:?--wheel needs a file}"); shift ;;
    *) echo "build.sh: unknown option $1 (use --onefile, --tarball, --wheel FILE)" >&2; exit 2 ;;
  esac
  shift
done

venv=.build-venv
[ -x "$venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$venv"
py="$venv/bin/python"
"$py" -m pip install -q --upgrade pip
# `.` brings the app's own dependency pins, and its compiled engine (setup.py), which the spec
# bundles; PyInstaller is pinned to the major version the spec is written for.
started=$(date +%s)
QTGAMES_COMPILE=${QTGAMES_COMPILE:-yes} "$py" -m pip install -q --force-reinstall --no-deps "${wheel:-.}"
"$py" -m pip install -q qtgames "pyinstaller>=6.10,<7"   # qtgames' dependencies, then PyInstaller
# -P: the installed qtgames, not the checkout in the working folder.
echo "build.sh: qtgames installed in .build-venv in $(( $(date +%s) - started )) s" \
  "($("$py" -P -c 'from qtgames.engine.build import engine_build; print(engine_build().describe())'))"

"$py" packaging/render_icon.py build/icons
# The translations' .qm files into resources/translations/ (generated, never committed): the spec
# bundles resources/ as it is.
"$py" tools/build_translations.py

started=$(date +%s)
"$py" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
  packaging/qtgames.spec
# Beside the executable: what a Linux user needs to add the app to the desktop menu.
cp packaging/linux/io.github.qtgames.desktop build/icons/hicolor/256x256/apps/io.github.qtgames.png dist/qtgames/
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

#!/usr/bin/env bash
# Run a built bundle's smoke test: `qtgames --smoke` opens the main window offscreen, plays a few
# AI moves of each game through the AI worker process, and exits 0 (see packaging/README.md).
#   packaging/smoke.sh [EXECUTABLE]   (default dist/qtgames/qtgames, as packaging/build.sh makes it)
set -euo pipefail
cd "$(dirname "$0")/.."
exe=$(realpath "${1:-dist/qtgames/qtgames}")
# From an empty folder: the bundle must not need the source tree. (--smoke keeps its own files in
# a temporary home.)
elsewhere=$(mktemp -d)
trap 'rm -rf "$elsewhere"' EXIT
(cd "$elsewhere" && timeout 300 "$exe" --smoke)

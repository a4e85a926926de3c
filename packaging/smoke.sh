#!/usr/bin/env bash
# Run a built bundle's smoke test: `qtgames --smoke` opens the main window offscreen, plays a few
# AI moves of each game through the AI worker process, and exits 0 (see packaging/README.md).
#   packaging/smoke.sh [EXECUTABLE]   (default dist/qtgames/qtgames, as packaging/build.sh makes it)
set -euo pipefail
cd "$(dirname "$0")/.."
exe=$(realpath "${1:-dist/qtgames/qtgames}")
# From another folder, with a throwaway home: the bundle must need neither the source tree nor
# anything of the user's.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
(cd "$home" && QTGAMES_HOME="$home" timeout 300 "$exe" --smoke)

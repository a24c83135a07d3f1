#!/usr/bin/env bash
# Generates the Kotlin bindings (package app.tafl.core) into OUT_DIR.
# Usage: bindings/scripts/gen-kotlin.sh OUT_DIR [--android]
#   default: android = false (JVM tests, JNA loads libtafl_ffi from jna.library.path)
#   --android: android = true (Android cleaner; for the app module)
set -euo pipefail
if [ $# -lt 1 ]; then echo "usage: $0 OUT_DIR [--android]" >&2; exit 2; fi
OUT=$(mkdir -p "$1" && cd "$1" && pwd)
ANDROID=${2:-}
SCRIPTS=$(cd "$(dirname "$0")" && pwd)
. "$SCRIPTS/common.sh"
CONFIG=()
if [ "$ANDROID" = "--android" ]; then
  CONFIG=(--config "$SCRIPTS/android-config.toml")
elif [ -n "$ANDROID" ]; then
  echo "unknown option: $ANDROID" >&2; exit 2
fi
"$BINDGEN" generate --library "$LIB" --language kotlin "${CONFIG[@]}" --out-dir "$OUT"
find "$OUT" -name '*.kt' -print

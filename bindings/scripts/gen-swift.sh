#!/usr/bin/env bash
# Generates the Swift bindings into OUT_DIR: TaflCore.swift, TaflCoreFFI.h and module.modulemap
# (uniffi writes TaflCoreFFI.modulemap; it is renamed so the directory works as a clang module).
# Usage: bindings/scripts/gen-swift.sh OUT_DIR
set -euo pipefail
if [ $# -ne 1 ]; then echo "usage: $0 OUT_DIR" >&2; exit 2; fi
OUT=$(mkdir -p "$1" && cd "$1" && pwd)
SCRIPTS=$(cd "$(dirname "$0")" && pwd)
. "$SCRIPTS/common.sh"
"$BINDGEN" generate --library "$LIB" --language swift --out-dir "$OUT"
if [ -f "$OUT/TaflCoreFFI.modulemap" ]; then
  mv -f "$OUT/TaflCoreFFI.modulemap" "$OUT/module.modulemap"
fi
ls -1 "$OUT"

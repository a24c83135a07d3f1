#!/usr/bin/env bash
# Builds the release tafl_ffi library (cdylib + staticlib) without uniffi's cli feature and
# prints the paths of libtafl_ffi.so (.dylib on macOS) and libtafl_ffi.a.
# Usage: bindings/scripts/build-lib.sh [extra cargo args, e.g. --target aarch64-linux-android]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
cargo build -p tafl-ffi --release --lib "$@" >&2
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
TARGET_DIR=${TARGET_DIR:-$ROOT/target}
triple=""
prev=""
for a in "$@"; do
  if [ "$prev" = "--target" ]; then triple="$a"; fi
  case "$a" in --target=*) triple="${a#--target=}" ;; esac
  prev="$a"
done
DIR="$TARGET_DIR/${triple:+$triple/}release"
for f in "$DIR/libtafl_ffi.so" "$DIR/libtafl_ffi.dylib" "$DIR/libtafl_ffi.a"; do
  if [ -f "$f" ]; then echo "$f"; fi
done

#!/usr/bin/env bash
# The native library the apps ship stays at most 1.5 MB (1,500,000 bytes) stripped, per ABI.
#   tools/size/check.sh LIB...        e.g. target/release/libtafl_ffi.so after
#                                     `cargo build --release -p tafl-ffi` (what the apps ship is
#                                     the release profile's), or the .so of each ABI under
#                                     android/app/src/main/jniLibs (the Android workflow)
# Each library is stripped into a temporary copy with $STRIP (default: strip; the NDK's
# llvm-strip for Android's ABIs) and measured; TAFL_SIZE_LIMIT overrides the limit in bytes.
# A size, not a time: the result is the same on any machine. docs/size.md says what takes the space.
set -euo pipefail
LIMIT="${TAFL_SIZE_LIMIT:-1500000}"
STRIP="${STRIP:-strip}"
[ "$#" -gt 0 ] || { echo "usage: $0 LIB..." >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failed=0
for lib in "$@"; do
  [ -f "$lib" ] || { echo "[size] $lib: no such file" >&2; failed=1; continue; }
  "$STRIP" --strip-all -o "$tmp/lib.so" "$lib"
  size="$(wc -c < "$tmp/lib.so")"
  if [ "$size" -le "$LIMIT" ]; then
    echo "[size] ok   $lib: $size bytes stripped (limit $LIMIT)"
  else
    echo "[size] FAIL $lib: $size bytes stripped, over the limit of $LIMIT by $((size - LIMIT))"
    failed=1
  fi
done
exit "$failed"

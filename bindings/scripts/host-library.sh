#!/usr/bin/env bash
# Builds the host's libtafl_ffi (.so or .dylib, and .a) with the cargo profile TAFL_PROFILE
# (release when unset) and prints the folder it is in. The Kotlin, Android and Swift suites and
# the bindings' generators load it from there.
# Under tests/run.sh's `ci` profile it is built as that run's Rust tests build it: cargo unifies
# features per invocation, the workspace's tests turn on features of shared dependencies (serde's
# alloc, libc's std, getrandom's...) through the core's dev-dependencies, and a `cargo build -p
# tafl-ffi` of its own would compile the library and everything under it a second time.
# Usage: bindings/scripts/host-library.sh        (from anywhere)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
PROFILE=${TAFL_PROFILE:-release}
if [ "$PROFILE" = ci ]; then
  cargo build --workspace --exclude uniffi-bindgen --profile ci --lib --tests >&2
else
  cargo build -p tafl-ffi --profile "$PROFILE" --lib >&2
fi
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
DIR="${TARGET_DIR:-$ROOT/target}/$PROFILE"
if [ ! -f "$DIR/libtafl_ffi.a" ] || { [ ! -f "$DIR/libtafl_ffi.so" ] && [ ! -f "$DIR/libtafl_ffi.dylib" ]; }; then
  echo "host-library.sh: no libtafl_ffi in $DIR after the build" >&2
  exit 1
fi
echo "$DIR"

#!/usr/bin/env bash
# Builds the uniffi-bindgen command line and prints its path. It only writes source files, so it
# is built fast: unoptimised, without debug info (the `bindgen` profile), in a target folder of
# its own, so that tests/run.sh can build it while cargo runs the tests in the main one (its
# compile is one long chain of crates that leaves a core idle).
# Usage: bindings/scripts/build-bindgen.sh        (from anywhere)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
DIR="${TARGET_DIR:-$ROOT/target}/bindgen"
cargo build -p uniffi-bindgen --profile bindgen --target-dir "$DIR" >&2
echo "$DIR/bindgen/uniffi-bindgen"

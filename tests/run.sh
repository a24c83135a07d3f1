#!/usr/bin/env bash
# The one test entry: every suite the repository has, plus formatting and lints.
# Usage: ./tests/run.sh            (from anywhere; installs what it needs when missing)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

# Each step says when it starts (seconds since the run began), so slow steps show in CI's log.
RUN_START=$SECONDS
step() { printf '\n==> [%4d s] %s\n' "$((SECONDS - RUN_START))" "$*"; }

step "toolchain"
if ! command -v cargo >/dev/null; then
  echo "cargo is required (rustup: https://rustup.rs)" >&2
  exit 1
fi
cargo --version
rustup component add rustfmt clippy >/dev/null 2>&1 || true

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy --all-targets -- -D warnings"
cargo clippy --workspace --all-targets -- -D warnings

# One cargo profile for everything built here (Cargo.toml: release without LTO). uniffi-bindgen is
# left out of the test build: with it, uniffi's cli feature would be merged into tafl-ffi, which the
# suites then build again without it.
export TAFL_PROFILE=ci
step "Rust tests (core, cli, bindings)"
cargo test --workspace --exclude uniffi-bindgen --profile "$TAFL_PROFILE"

step "CLI smoke: perft and replay from the built binary"
TAFL="$ROOT/target/$TAFL_PROFILE/tafl"
last=$("$TAFL" perft --variant brandubh --depth 4 | tail -n 1)
echo "$last"
[ "$last" = "perft 4 1007392" ] || { echo "unexpected perft result: $last" >&2; exit 1; }
# The sample records: a capture listed twice is no mismatch, a record that goes on after a
# threefold repetition is reported as such and is not illegal.
for sample in "brandubh-aagenielsen brandubh-records.txt" "copenhagen copenhagen-records.txt"; do
  read -r variant file <<<"$sample"
  out=$("$TAFL" replay --variant "$variant" "$ROOT/docs/samples/$file")
  echo "$out"
  last=$(tail -n 1 <<<"$out")
  [ "$last" = "games 4 illegal 0 mismatches 0" ] || { echo "unexpected replay result for $file: $last" >&2; exit 1; }
  grep -q "the rules ended it at ply .* by repetition; the record continues" <<<"$out" \
    || { echo "replay of $file does not report the record past the repetition" >&2; exit 1; }
done

for extra in "$ROOT"/tests/suites/*.sh; do
  [ -e "$extra" ] || continue
  step "suite $(basename "$extra")"
  bash "$extra"
done

echo
echo "All suites passed in $((SECONDS - RUN_START)) s."

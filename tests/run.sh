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

# The suites' tools (the Android jars and the app's Maven dependencies, kotlinc, the Swift chroot,
# actionlint and shellcheck) are installed in the background while Rust compiles, one installer
# after another (apt takes one at a time): a cold run waits for the network and the compiler at
# once. Before the suites the run waits for them; each suite then runs its installer again, a
# no-op after a good install, and the install's error in the suite's own output after a bad one.
TOOLS_LOG=$(mktemp "${TMPDIR:-/tmp}/tafl-tools-install.XXXXXX")
# Their own session where setsid exists (util-linux; not on macOS), so that a stop reaches them all.
SESSION=(); command -v setsid >/dev/null && SESSION=(setsid -w)
# shellcheck disable=SC2016 # the loop runs in the installers' own shell
${SESSION[@]+"${SESSION[@]}"} bash -c 'for installer in install-android install-swift install-lint; do
    echo "== tests/tools/$installer.sh"
    bash "tests/tools/$installer.sh" || echo "== $installer.sh failed: its suite runs it again and says why"
  done' </dev/null >"$TOOLS_LOG" 2>&1 &
TOOLS_PID=$!
# A run that ends lets its background jobs finish (an installer cut off mid-way is repaired by the
# next one, but slowly); a run that is stopped stops the installers (their own session: SIGINT
# does not reach them).
trap 'wait 2>/dev/null || true; rm -f "$TOOLS_LOG" "${BINDGEN_LOG:-}"' EXIT
trap 'kill -TERM -- "-$TOOLS_PID" 2>/dev/null || kill -TERM "$TOOLS_PID" 2>/dev/null || true; exit 130' INT TERM

step "cargo fmt --check"
cargo fmt --all -- --check

step "assets: the sounds are what tools/sounds/make_sounds.py makes"
python3 tools/sounds/make_sounds.py --check

step "assets: the iOS icon's SVGs are what tools/icon/make_icon.py draws, its PNGs opaque 1024 px"
python3 tools/icon/make_icon.py --check

step "cargo clippy --all-targets -- -D warnings"
cargo clippy --workspace --all-targets -- -D warnings
# The stop trace (a diagnostic feature of the core, examples/limits) is built by no other step.
cargo clippy -p tafl-core --features stop-trace --example limits -- -D warnings

# One cargo profile for everything built here (Cargo.toml: release without LTO).
export TAFL_PROFILE=ci

# The phones' targets: the core and its UniFFI layer must compile for every ABI the apps ship
# (Android arm64, armv7, x86_64; iOS devices and the Apple-silicon simulator). `cargo check` only:
# linking needs the NDK and Xcode, which this machine has not. rustup adds the targets it lacks.
# A target whose standard library rustup cannot download (this workplace's mirror of the Rust
# releases lacks some) is checked against a standard library built from rustup's rust-src
# instead, and said so (unless it is the simulator's, covered by the device's: below); when
# neither works the run fails. The check keeps its own target folder
# with the tools: the dependencies (and such a standard library) are checked once per machine,
# not once per clone, so a fresh clone only checks the workspace's own crates.
PHONE_TARGETS=(aarch64-linux-android armv7-linux-androideabi x86_64-linux-android aarch64-apple-ios aarch64-apple-ios-sim)
PHONE_CHECK_DIR="${TAFL_TOOLS:-$HOME/.cache/tafl-tools}/phone-check"
step "cargo check -p tafl-ffi for the phones: ${PHONE_TARGETS[*]}"
command -v rustup >/dev/null || { echo "rustup is required: it adds the phones' Rust targets" >&2; exit 1; }
installed=$(rustup target list --installed)
with_std=(); from_source=()
for target in "${PHONE_TARGETS[@]}"; do
  if grep -qx "$target" <<<"$installed" || rustup target add "$target"; then
    with_std+=("--target=$target")
  else
    from_source+=("--target=$target")
  fi
done
CARGO_TARGET_DIR="$PHONE_CHECK_DIR/rustup-std" cargo check -p tafl-ffi --profile "$TAFL_PROFILE" "${with_std[@]}"
# The simulator's target differs from the device's only in `target_abi = "sim"`. When no crate
# the build resolves for it (ours and every dependency) names "sim" anywhere in its sources, both
# compile the very same code, so the device's check just made covers the simulator's; building a
# standard library from source for it (about 90 s) would check nothing more. The iOS workflow
# compiles the simulator's slice for real.
if [[ " ${from_source[*]} " == *" --target=aarch64-apple-ios-sim "* && " ${with_std[*]} " == *" --target=aarch64-apple-ios "* ]]; then
  mapfile -t sources < <(cargo metadata --format-version 1 --filter-platform aarch64-apple-ios-sim \
    | python3 -c 'import json, os, sys; print("\n".join(sorted({os.path.dirname(p["manifest_path"]) for p in json.load(sys.stdin)["packages"]})))')
  naming=$(grep -rlF '"sim"' --include='*.rs' "${sources[@]}" || true)
  if [ "${#sources[@]}" -gt 0 ] && [ -z "$naming" ]; then
    echo "NOTE: aarch64-apple-ios-sim is covered by the aarch64-apple-ios check: none of the ${#sources[@]} packages it resolves names \"sim\"" >&2
    from_source=("${from_source[@]/--target=aarch64-apple-ios-sim}")
    read -r -a from_source <<<"${from_source[*]}"
  else
    echo "NOTE: aarch64-apple-ios-sim needs its own check: ${naming:-no package list} names \"sim\"" >&2
  fi
fi
if [ "${#from_source[@]}" -gt 0 ]; then
  echo "NOTE: rustup could not add ${from_source[*]#--target=}; checking against a standard library built from rust-src" >&2
  rustup component add rust-src || { echo "rustup can add neither ${from_source[*]#--target=} nor rust-src" >&2; exit 1; }
  # -Zbuild-std is unstable: RUSTC_BOOTSTRAP lets this stable toolchain take it, for this check
  # only. Its own folder: cargo rebuilds what was built without RUSTC_BOOTSTRAP.
  RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR="$PHONE_CHECK_DIR/built-std" \
    cargo check -p tafl-ffi --profile "$TAFL_PROFILE" -Zbuild-std=std,panic_abort "${from_source[@]}"
fi

# One build for the Rust tests and the library the suites load (bindings/scripts/host-library.sh
# builds it the same way, so they find it built): cargo unifies features per invocation, and the
# core's dev-dependencies turn on features of shared dependencies; a build of tafl-ffi of its own
# would compile the library and everything under it a second time. uniffi-bindgen has no tests
# and stays out: it turns on uniffi's cli feature.
step "Rust tests (core, cli, bindings), building the library the suites load"
cargo build --workspace --exclude uniffi-bindgen --profile "$TAFL_PROFILE" --lib --tests
# The suites' bindings generator is built meanwhile, in its own target folder: the tests leave a
# core idle most of the time, and its compile is one long chain of crates.
BINDGEN_LOG=$(mktemp "${TMPDIR:-/tmp}/tafl-bindgen-build.XXXXXX")
bash bindings/scripts/build-bindgen.sh </dev/null >"$BINDGEN_LOG" 2>&1 &
BINDGEN_PID=$!
cargo test --workspace --exclude uniffi-bindgen --profile "$TAFL_PROFILE"
step "uniffi-bindgen, built while the tests ran"
wait "$BINDGEN_PID" || { cat "$BINDGEN_LOG"; rm -f "$BINDGEN_LOG"; echo "building uniffi-bindgen failed" >&2; exit 1; }
tail -n 1 "$BINDGEN_LOG"
rm -f "$BINDGEN_LOG"

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

step "the suites' tools, installed in the background since the start"
wait "$TOOLS_PID" || true
cat "$TOOLS_LOG"

for extra in "$ROOT"/tests/suites/*.sh; do
  [ -e "$extra" ] || continue
  step "suite $(basename "$extra")"
  bash "$extra"
done

echo
echo "All suites passed in $((SECONDS - RUN_START)) s."

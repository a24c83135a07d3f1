#!/usr/bin/env bash
# Swift suite: the UniFFI Swift bindings (ios/TaflKit) built against the Rust static library and
# tested with Swift Testing: Tests/TaflKitTests (API, every tests/scenarios/*.scn, concurrency/cancel)
# and Tests/TaflGameTests (the iOS app's model over the core's app object driven as a player would:
# its files kept by the core, statistics, settings, pages and the en/et/ru Localizable.strings of
# ios/App). Then the views are checked to be views and every file of ios/App is type-checked in
# Swift 6 mode (ios/TypeCheck).
# Run from anywhere (tests/run.sh runs it from the repo root); needs root on a host without Swift 6
# (a Debian chroot is installed by tests/tools/install-swift.sh).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PKG="$ROOT/ios/TaflKit"
start=$(date +%s)
log() { echo "[swift-suite] $*"; }

log "toolchain"
bash "$ROOT/tests/tools/install-swift.sh" </dev/null

log "Rust library + generated Swift bindings"
HEADER="$PKG/Sources/TaflCoreFFI/TaflCoreFFI.h"
header_before="$(cksum "$HEADER" 2>/dev/null || true)"
bash "$ROOT/ios/scripts/prepare-package.sh" </dev/null
# SwiftPM does not notice a changed system-library header (its clang module stays cached), and a
# test binary built against the old one reads the core's records wrongly: rebuild from scratch.
if [ -n "$header_before" ] && [ "$header_before" != "$(cksum "$HEADER")" ] && [ -d "$PKG/.build" ]; then
  log "TaflCoreFFI.h changed: removing ios/TaflKit/.build"
  rm -rf "$PKG/.build"
fi

log "swift test (Swift Testing) in ios/TaflKit"
out="$(mktemp /tmp/tafl-swift-test.XXXXXX)"
trap 'rm -f "$out"' EXIT
rc=0
bash "$ROOT/tests/tools/swift-run.sh" "$PKG" 'swift test --disable-xctest 2>&1' </dev/null 2>&1 | tee "$out" || rc=$?
# Swift Testing's summary line, e.g. "✔ Test run with 30 tests passed after 6.1 seconds."
summary="$(grep -E 'Test run with [0-9]+ tests? (passed|failed)' "$out" | tail -n1 || true)"
summary="$(printf '%s' "$summary" | sed 's/\x1b\[[0-9;]*m//g')"
if [ "$rc" -ne 0 ] || ! printf '%s' "$summary" | grep -Eq 'Test run with [0-9]+ tests? passed'; then
  log "FAILED (swift test exit $rc): ${summary:-no Swift Testing summary line}"
  exit 1
fi

# The app target holds views only: its state lives in TaflGame (tested above). SwiftUI files must be
# views: no @Observable state and no direct use of the core's controller. Then every file of
# ios/App is type-checked in Swift 6 mode against the built TaflGame/TaflKit/TaflCore and the
# declaration-only stand-ins of SwiftUI and AVFoundation (ios/TypeCheck), and three deliberate
# mistakes are shown to fail that check (ios/TypeCheck/mutations.sh).
log "ios/App: views only; every file type-checked (Swift 6 mode) against ios/TypeCheck's stand-ins"
if grep -rlE '^import (SwiftUI|UIKit)' "$PKG/Sources/TaflGame" "$PKG/Sources/TaflKit"; then
  log "FAILED: the packages must not import SwiftUI/UIKit (they are built and tested on Linux)"; exit 1
fi
while IFS= read -r f; do
  if grep -nE '@Observable|GameController|ScoreTally\(|\.controller\b' "$f"; then
    log "FAILED: ${f#"$ROOT"/} holds state or talks to the core; move that into TaflGame"; exit 1
  fi
done < <(grep -rlE '^import SwiftUI' "$ROOT/ios/App" --include='*.swift' | sort)
for f in $(find "$ROOT/ios/App" -name '*.swift' | sort); do
  name="$(basename "$f" .swift)"
  grep -q "$name" "$ROOT/ios/project.yml" || { log "FAILED: ios/project.yml does not mention ${f#"$ROOT"/}"; exit 1; }
done
bash "$ROOT/tests/tools/swift-run.sh" "$PKG" "bash ../TypeCheck/typecheck.sh" </dev/null
bash "$ROOT/ios/TypeCheck/mutations.sh" </dev/null

log "passed in $(( $(date +%s) - start )) s"
echo "$summary"

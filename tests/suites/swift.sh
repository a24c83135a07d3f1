#!/usr/bin/env bash
# Swift suite: the UniFFI Swift bindings (ios/TaflKit) built against the Rust static library and
# tested with Swift Testing (ios/TaflKit/Tests/TaflKitTests: API, every tests/scenarios/*.scn,
# concurrency/cancel). Run from anywhere (tests/run.sh runs it from the repo root); needs root
# on a host without Swift 6 (a Debian chroot is installed by tests/tools/install-swift.sh).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PKG="$ROOT/ios/TaflKit"
start=$(date +%s)
log() { echo "[swift-suite] $*"; }

log "toolchain"
bash "$ROOT/tests/tools/install-swift.sh" </dev/null

log "Rust library + generated Swift bindings"
bash "$ROOT/ios/scripts/prepare-package.sh" </dev/null

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

# The app's model (no SwiftUI in it) is type-checked against the freshly built TaflKit module.
log "type-check ios/App/GameModel.swift (Swift 6 mode) against TaflKit"
bash "$ROOT/tests/tools/swift-run.sh" "$PKG" \
  'swiftc -typecheck -swift-version 6 -I .build/debug/Modules -I Sources/TaflCoreFFI ../App/GameModel.swift' </dev/null

log "passed in $(( $(date +%s) - start )) s"
echo "$summary"

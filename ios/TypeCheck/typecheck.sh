#!/usr/bin/env bash
# Type-checks the SwiftUI app (every Swift file of ios/App) in Swift 6 mode, with complete
# concurrency checking, against the package's built modules (TaflGame, TaflKit, TaflCore) and the
# declaration-only stand-ins of the Apple frameworks it imports (ios/TypeCheck/SwiftUI,
# ios/TypeCheck/AVFoundation). Needs Swift 6 on PATH (tests/tools/swift-run.sh provides it) and
# the package built (`swift build` or `swift test` in ios/TaflKit).
#   ios/TypeCheck/typecheck.sh            # ios/App
#   ios/TypeCheck/typecheck.sh DIR        # another copy of the app (tests/typecheck-mutations.sh)
# The stand-ins are compiled once into ios/TaflKit/.build/typecheck and again when they change.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
IOS="$(dirname "$HERE")"
PKG="$IOS/TaflKit"
APP="${1:-$IOS/App}"
OUT="$PKG/.build/typecheck"
DEPLOYMENT_TARGET=17.0

# Every declaration of a stand-in says the iOS release that introduced it: one newer than the
# deployment target would compile here and fail on the oldest iPhone the app supports.
newer="$(grep -rnoE '@available\(iOS,? (introduced: )?[0-9]+(\.[0-9]+)*' "$HERE" --include='*.swift' \
  | awk -v max="$DEPLOYMENT_TARGET" '{ v = $0; sub(/.*[ :] ?/, "", v); if (v + 0 > max + 0) print }' || true)"
if [ -n "$newer" ]; then
  echo "[typecheck] FAILED: stand-in declarations introduced after iOS $DEPLOYMENT_TARGET:" >&2
  echo "$newer" >&2
  exit 1
fi

mkdir -p "$OUT"
# One build of the stand-ins at a time (mutations.sh checks its copies side by side).
exec 8>"$OUT/.lock"
flock 8
stamp="$OUT/stand-ins.cksum"
sums="$(cat "$HERE"/SwiftUI/*.swift "$HERE"/AVFoundation/*.swift | cksum) $(swiftc --version 2>&1 | head -n1)"
if [ ! -f "$OUT/SwiftUI.swiftmodule" ] || [ ! -f "$OUT/AVFoundation.swiftmodule" ] \
   || [ "$(cat "$stamp" 2>/dev/null)" != "$sums" ]; then
  for module in SwiftUI AVFoundation; do
    swiftc -parse-as-library -swift-version 6 -module-name "$module" -emit-module \
      -emit-module-path "$OUT/$module.swiftmodule" "$HERE/$module"/*.swift
  done
  printf '%s' "$sums" > "$stamp"
fi
flock -u 8

files=()
while IFS= read -r f; do files+=("$f"); done < <(find "$APP" -name '*.swift' | sort)
[ "${#files[@]}" -gt 0 ] || { echo "[typecheck] no Swift files in $APP" >&2; exit 1; }
swiftc -typecheck -parse-as-library -swift-version 6 -strict-concurrency=complete -warnings-as-errors \
  -I "$OUT" -I "$PKG/.build/debug/Modules" -I "$PKG/Sources/TaflCoreFFI" \
  -I "$PKG/Sources/LinuxObservationShim/include" "${files[@]}"
echo "[typecheck] ${#files[@]} files of ${APP#"$IOS"/} type-check in Swift 6 mode"

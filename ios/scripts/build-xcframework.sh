#!/usr/bin/env bash
# macOS only: builds ios/TaflKit/Frameworks/TaflCoreFFI.xcframework (static libtafl_ffi.a for iOS
# devices, the iOS simulator and macOS, with TaflCoreFFI.h + module.modulemap) and the generated
# Swift bindings ios/TaflKit/Sources/TaflCore/Generated/TaflCore.swift. Once the xcframework exists,
# ios/TaflKit/Package.swift links it as a binary target (no -L flags), so Xcode / XcodeGen projects
# and `swift build` on the Mac just work.
#
# Needs: Xcode (xcodebuild, lipo), rustup. Usage: ios/scripts/build-xcframework.sh [--no-macos]
# Env: IPHONEOS_DEPLOYMENT_TARGET (default 17.0), MACOSX_DEPLOYMENT_TARGET (default 14.0).
set -euo pipefail
IOS="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ROOT="$(cd "$IOS/.." && pwd)"
PKG="$IOS/TaflKit"
OUT="$PKG/Frameworks/TaflCoreFFI.xcframework"
WORK="$IOS/build/xcframework"
log() { echo "[build-xcframework] $*" >&2; }

[ "$(uname -s)" = Darwin ] || { log "ERROR: needs macOS with Xcode (use ios/scripts/prepare-package.sh on Linux)"; exit 1; }
command -v xcodebuild >/dev/null || { log "ERROR: xcodebuild not found (install Xcode, xcode-select -s)"; exit 1; }

with_macos=1
[ "${1:-}" = "--no-macos" ] && with_macos=0

export IPHONEOS_DEPLOYMENT_TARGET="${IPHONEOS_DEPLOYMENT_TARGET:-17.0}"
export MACOSX_DEPLOYMENT_TARGET="${MACOSX_DEPLOYMENT_TARGET:-14.0}"

IOS_DEVICE=aarch64-apple-ios
IOS_SIM=(aarch64-apple-ios-sim x86_64-apple-ios)
MACOS=(aarch64-apple-darwin x86_64-apple-darwin)
targets=("$IOS_DEVICE" "${IOS_SIM[@]}")
[ "$with_macos" = 1 ] && targets+=("${MACOS[@]}")

log "rustup target add ${targets[*]}"
rustup target add "${targets[@]}"

cd "$ROOT"
TARGET_DIR="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
TARGET_DIR="${TARGET_DIR:-$ROOT/target}"
for t in "${targets[@]}"; do
  log "cargo build -p tafl-ffi --release --lib --target $t"
  cargo build -p tafl-ffi --release --lib --target "$t"
done

rm -rf "$WORK"; mkdir -p "$WORK/gen" "$WORK/headers" "$WORK/ios-simulator" "$WORK/macos"

# Swift bindings + header (generated from the host build, identical for every target).
bash bindings/scripts/gen-swift.sh "$WORK/gen" >&2
mkdir -p "$PKG/Sources/TaflCore/Generated"
cp "$WORK/gen/TaflCore.swift" "$PKG/Sources/TaflCore/Generated/TaflCore.swift"
cp "$WORK/gen/TaflCoreFFI.h" "$WORK/headers/TaflCoreFFI.h"
# No `link` line: Xcode links the xcframework's archive itself.
cat > "$WORK/headers/module.modulemap" <<'MAP'
module TaflCoreFFI {
    header "TaflCoreFFI.h"
    export *
}
MAP

# Fat archives per platform (one library per platform inside an xcframework).
lipo -create "$TARGET_DIR/aarch64-apple-ios-sim/release/libtafl_ffi.a" \
             "$TARGET_DIR/x86_64-apple-ios/release/libtafl_ffi.a" \
     -output "$WORK/ios-simulator/libtafl_ffi.a"
args=(-library "$TARGET_DIR/$IOS_DEVICE/release/libtafl_ffi.a" -headers "$WORK/headers"
      -library "$WORK/ios-simulator/libtafl_ffi.a" -headers "$WORK/headers")
if [ "$with_macos" = 1 ]; then
  lipo -create "$TARGET_DIR/aarch64-apple-darwin/release/libtafl_ffi.a" \
               "$TARGET_DIR/x86_64-apple-darwin/release/libtafl_ffi.a" \
       -output "$WORK/macos/libtafl_ffi.a"
  args+=(-library "$WORK/macos/libtafl_ffi.a" -headers "$WORK/headers")
fi

rm -rf "$OUT"; mkdir -p "$(dirname "$OUT")"
xcodebuild -create-xcframework "${args[@]}" -output "$OUT"
log "wrote ${OUT#"$ROOT"/} and Sources/TaflCore/Generated/TaflCore.swift"
log "next: cd ios && xcodegen generate && open Tafl.xcodeproj"

#!/usr/bin/env bash
# Prepare ios/TaflKit for `swift build` / `swift test` on the HOST platform (Linux CI or a Mac):
#   1. bindings/scripts/host-library.sh             (host libtafl_ffi.a)
#   2. bindings/scripts/gen-swift.sh                (TaflCore.swift, TaflCoreFFI.h, modulemap)
#   3. copy TaflCore.swift  -> TaflKit/Sources/TaflCore/Generated/
#      copy TaflCoreFFI.h   -> TaflKit/Sources/TaflCoreFFI/  + write module.modulemap (link "tafl_ffi")
#      copy libtafl_ffi.a   -> TaflKit/.build-rust/lib/       (a folder holding ONLY the archive)
# Files are only replaced when their content changed, so SwiftPM rebuilds incrementally.
# All of it is git-ignored (ios/.gitignore).
set -euo pipefail
IOS="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ROOT="$(cd "$IOS/.." && pwd)"
PKG="$IOS/TaflKit"
log() { echo "[prepare-package] $*" >&2; }

install_if_changed() { # SRC DST
  if [ -f "$2" ] && cmp -s "$1" "$2"; then return 0; fi
  mkdir -p "$(dirname "$2")"
  cp "$1" "$2.tmp.$$" && mv -f "$2.tmp.$$" "$2"
  log "updated ${2#"$ROOT"/}"
}

PROFILE=${TAFL_PROFILE:-release}   # tests/run.sh builds with the ci profile
log "the host library (bindings/scripts/host-library.sh, profile $PROFILE)"
LIB="$(TAFL_PROFILE=$PROFILE bash "$ROOT/bindings/scripts/host-library.sh")/libtafl_ffi.a"
[ -f "$LIB" ] || { log "ERROR: $LIB missing after the build"; exit 1; }

GEN="$PKG/.build-rust/gen"
rm -rf "$GEN"; mkdir -p "$GEN"
log "bindings/scripts/gen-swift.sh ${GEN#"$ROOT"/}"
(cd "$ROOT" && bash bindings/scripts/gen-swift.sh "$GEN") >&2
for f in TaflCore.swift TaflCoreFFI.h; do
  [ -f "$GEN/$f" ] || { log "ERROR: gen-swift.sh did not write $f (got: $(ls "$GEN"))"; exit 1; }
done

install_if_changed "$GEN/TaflCore.swift" "$PKG/Sources/TaflCore/Generated/TaflCore.swift"
install_if_changed "$GEN/TaflCoreFFI.h" "$PKG/Sources/TaflCoreFFI/TaflCoreFFI.h"
# UniFFI's own modulemap has no `link` line and `use "Darwin"`; SwiftPM's system library needs the link.
printf '%s\n' 'module TaflCoreFFI {' '    header "TaflCoreFFI.h"' '    link "tafl_ffi"' '    export *' '}' \
  > "$GEN/module.modulemap.linux"
install_if_changed "$GEN/module.modulemap.linux" "$PKG/Sources/TaflCoreFFI/module.modulemap"

LIBDIR="$PKG/.build-rust/lib"
mkdir -p "$LIBDIR"
find "$LIBDIR" -mindepth 1 ! -name libtafl_ffi.a -exec rm -rf {} +   # ONLY the archive in there
install_if_changed "$LIB" "$LIBDIR/libtafl_ffi.a"
log "ready: $(cd "$PKG" && ls Sources/TaflCore/Generated Sources/TaflCoreFFI .build-rust/lib | tr '\n' ' ')"

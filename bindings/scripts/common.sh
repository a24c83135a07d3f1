# Shared by gen-kotlin.sh and gen-swift.sh: builds the library and the uniffi-bindgen binary and
# sets ROOT, LIB (the cdylib to read the interface from) and BINDGEN.
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
# TAFL_PROFILE picks the cargo profile of the library (release by default; tests/run.sh uses ci).
# The bindgen only writes source files: its dev build is as good and minutes faster than release.
LIBDIR=$(bash "$ROOT/bindings/scripts/host-library.sh")
cargo build -p uniffi-bindgen >&2
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
TARGET_DIR=${TARGET_DIR:-$ROOT/target}
LIB="$LIBDIR/libtafl_ffi.so"
[ -f "$LIB" ] || LIB="$LIBDIR/libtafl_ffi.dylib"
BINDGEN="$TARGET_DIR/debug/uniffi-bindgen"

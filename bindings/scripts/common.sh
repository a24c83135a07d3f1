# Shared by gen-kotlin.sh and gen-swift.sh: builds the library and the uniffi-bindgen binary and
# sets ROOT, LIB (the cdylib to read the interface from) and BINDGEN.
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
# TAFL_PROFILE picks the cargo profile of the library (release by default; tests/run.sh uses ci).
LIBDIR=$(bash "$ROOT/bindings/scripts/host-library.sh")
LIB="$LIBDIR/libtafl_ffi.so"
[ -f "$LIB" ] || LIB="$LIBDIR/libtafl_ffi.dylib"
BINDGEN=$(bash "$ROOT/bindings/scripts/build-bindgen.sh")

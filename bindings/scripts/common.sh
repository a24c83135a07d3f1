# Shared by gen-kotlin.sh and gen-swift.sh: builds the library and the uniffi-bindgen binary and
# sets ROOT, LIB (the cdylib to read the interface from) and BINDGEN.
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
cargo build -p tafl-ffi --release --lib >&2
cargo build -p uniffi-bindgen --release >&2
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
TARGET_DIR=${TARGET_DIR:-$ROOT/target}
LIB="$TARGET_DIR/release/libtafl_ffi.so"
[ -f "$LIB" ] || LIB="$TARGET_DIR/release/libtafl_ffi.dylib"
BINDGEN="$TARGET_DIR/release/uniffi-bindgen"

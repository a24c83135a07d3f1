//! `uniffi-bindgen`: generates the Kotlin and Swift sources from the built `tafl_ffi` library.

fn main() {
    uniffi::uniffi_bindgen_main()
}

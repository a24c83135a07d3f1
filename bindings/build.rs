//! How the library the Android app ships is linked.

fn main() {
    // Android's loader (API 23 on; the app's minimum is 24) reads relative relocations packed in
    // lld's APS2 form: the library's `.rela.dyn`, a table of some 76 KB in a 2.1 MB library, is
    // then a few KB. The NDK links with lld. docs/size.md has the figures.
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("android") {
        println!("cargo:rustc-cdylib-link-arg=-Wl,--pack-dyn-relocs=android");
    }
    println!("cargo:rerun-if-changed=build.rs");
}

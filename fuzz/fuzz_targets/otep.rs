#![no_main]
// The check lives in tafl-cli, shared with the corpus replay of `cargo test`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| tafl_cli::fuzz_checks::otep(data));

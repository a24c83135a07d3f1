#![no_main]
// The check lives in tafl-core, shared with the corpus replay of `cargo test`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| tafl_fuzz_checks::game_save(data));

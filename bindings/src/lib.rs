//! # tafl-ffi
//!
//! The library the Kotlin and Swift apps load. The API is the core's own: `tafl-core` built with
//! its `uniffi` feature derives the UniFFI records, enums, errors and objects on its types and
//! exports its controllers (`AppCore`, `GameController`, `LessonController`,
//! `PuzzleController`, `ReviewController`), the one `Listener` the apps implement, and the words
//! of the apps' own screens (`tafl_core::options`), so that the core's doc comments reach the
//! generated Kotlin and Swift. This crate only links it into the `cdylib` and `staticlib` the
//! apps ship, and makes sure the core's scaffolding is exported from them. See `API.md`.

pub use tafl_core;

tafl_core::uniffi_reexport_scaffolding!();

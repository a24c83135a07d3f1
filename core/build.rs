//! Finds the Fluent resource files under `locales/<language>/*.ftl` and compiles them into the
//! library, so that a new language is a new folder of files and no code.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets the manifest dir"));
    let locales = root.join("locales");
    println!("cargo:rerun-if-changed={}", locales.display());

    let mut languages: Vec<(String, Vec<PathBuf>)> = Vec::new();
    for entry in read_sorted(&locales) {
        if !entry.is_dir() {
            continue;
        }
        let code = entry
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a language folder is named by its code")
            .to_string();
        let files: Vec<PathBuf> = read_sorted(&entry)
            .into_iter()
            .filter(|f| f.extension().is_some_and(|e| e == "ftl"))
            .collect();
        println!("cargo:rerun-if-changed={}", entry.display());
        for f in &files {
            println!("cargo:rerun-if-changed={}", f.display());
        }
        languages.push((code, files));
    }
    // English first: it is the fallback of every other language.
    languages.sort_by_key(|(code, _)| (code != "en", code.clone()));
    assert!(
        languages.first().is_some_and(|(code, _)| code == "en"),
        "core/locales/en is required: English is every language's fallback"
    );

    // Every file's text, comments dropped, one after the other and deflated as one stream: the
    // words are a third of the library's constants as written, and a quarter of that packed.
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let mut text = String::new();
    let mut out = String::from(
        "/// Every language under `core/locales`, English first: its code and its Fluent files,\n\
         /// each as its name and its bytes in [`TEXT`] once inflated.\n\
         pub(crate) static LOCALES: &[(&str, &[FileSpan])] = &[\n",
    );
    for (code, files) in &languages {
        out.push_str(&format!("    ({code:?}, &[\n"));
        for f in files {
            let name = f.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            let source = fs::read_to_string(f)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", f.display()));
            let start = text.len();
            text.push_str(&without_comments(&source));
            out.push_str(&format!("        ({name:?}, {start}, {}),\n", text.len()));
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let packed = out_dir.join("locales.deflate");
    fs::write(
        &packed,
        miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 10),
    )
    .expect("OUT_DIR is writable");
    out.push_str(&format!(
        "/// The Fluent files' text, deflated (raw DEFLATE).\n\
         static TEXT: &[u8] = include_bytes!({:?});\n",
        packed.display().to_string()
    ));
    fs::write(out_dir.join("locales.rs"), out).expect("OUT_DIR is writable");
}

/// The Fluent text without its comment lines, which the library never reads (a tenth of the
/// files, in every copy of the library the apps ship). A line that starts with `#` is always a
/// comment (`#`, `##` or `###`, then a space or the line's end): a pattern's continuation lines
/// are indented, so nothing else is dropped; blank lines stay, as they may be part of a pattern.
fn without_comments(text: &str) -> String {
    text.lines()
        .filter(|line| {
            let hashes = line.len() - line.trim_start_matches('#').len();
            !((1..=3).contains(&hashes) && matches!(line.as_bytes().get(hashes), None | Some(b' ')))
        })
        .flat_map(|line| [line, "\n"])
        .collect()
}

fn read_sorted(dir: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    entries
}

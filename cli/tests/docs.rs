//! The README and the documents it points to: they stay inside the repository, and the `tafl`
//! commands they show run as written, with the output they promise.

use std::path::{Path, PathBuf};

/// Runs the `tafl` built for these tests from the repository's root, as the README says, with
/// no standard input (`play` sees the end of input at once).
fn tafl(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_tafl"))
        .args(args)
        .current_dir(root())
        .stdin(std::process::Stdio::null())
        .output()
        .expect("tafl runs")
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Splits a shell command line into words: spaces separate, double quotes group.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    out.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            c => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(word);
    }
    out
}

/// The `tafl …` lines of the README's code blocks, each without its `# comment`.
fn readme_tafl_lines() -> Vec<(String, String)> {
    read("README.md")
        .lines()
        .filter(|l| l.starts_with("tafl "))
        .map(|l| match l.split_once(" # ") {
            Some((cmd, comment)) => (cmd.trim().to_string(), comment.trim().to_string()),
            None => (l.trim().to_string(), String::new()),
        })
        .collect()
}

#[test]
fn the_docs_point_nowhere_outside_the_repository() {
    for path in [
        "README.md",
        "docs/rules.md",
        "docs/fuzzing.md",
        "docs/limits.md",
        "bindings/API.md",
    ] {
        let text = read(path);
        for bad in ["../", "/work/", "shared/spec", "RULES.md", "ffi-plan"] {
            assert!(!text.contains(bad), "{path} mentions {bad:?}");
        }
        // Every relative Markdown link names a file of the repository.
        let dir = Path::new(path).parent().unwrap();
        for part in text.split("](").skip(1) {
            let target = part.split(')').next().unwrap();
            if target.starts_with("http") || target.starts_with('#') {
                continue;
            }
            let file = target.split('#').next().unwrap();
            assert!(
                root().join(dir).join(file).exists(),
                "{path} links to {target}, which is not in the repository"
            );
        }
    }
    assert!(!read("bindings/API.md").to_lowercase().contains("plan"));
}

#[test]
fn the_readme_says_what_run_sh_needs_and_how_to_install_tafl() {
    let readme = read("README.md");
    for needed in [
        "Java 17",
        "npm",
        "Maven",
        "mvn",
        "Root on Debian or Ubuntu",
        "Disk",
        "Time",
    ] {
        assert!(readme.contains(needed), "README does not mention {needed}");
    }
    let install = readme
        .find("cargo install --path cli")
        .expect("install step");
    let first_use = readme.find("\ntafl ").expect("a tafl example");
    assert!(install < first_use, "install tafl before using it");
}

#[test]
fn the_readme_tafl_commands_run_as_written() {
    let lines = readme_tafl_lines();
    assert!(lines.len() >= 8, "{lines:?}");
    let mut checked_last_lines = 0;
    for (command, comment) in lines {
        let args = words(&command);
        let args: Vec<&str> = args[1..].iter().map(String::as_str).collect();
        let out = tafl(&args);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{command}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        if let Some(expected) = comment.strip_prefix("last line: ") {
            assert_eq!(stdout.lines().last(), Some(expected), "{command}");
            checked_last_lines += 1;
        }
    }
    assert!(checked_last_lines >= 2);
}

#[test]
fn the_readme_replay_output_is_what_replay_prints() {
    let readme = read("README.md");
    let shown = readme
        .split("for the Brandubh sample:\n\n```\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the README shows the replay of the Brandubh sample");
    let out = tafl(&[
        "replay",
        "--variant",
        "brandubh-aagenielsen",
        root()
            .join("docs/samples/brandubh-records.txt")
            .to_str()
            .unwrap(),
    ]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), shown);
}

#[test]
fn the_rules_document_covers_every_preset_and_the_brandubh_rules() {
    let rules = read("docs/rules.md");
    for preset in tafl_core::Preset::ALL {
        assert!(
            rules.contains(&format!("`{}`", preset.id())),
            "docs/rules.md lacks {}",
            preset.id()
        );
    }
    for fact in [
        "Attackers on a4 b4 d1 d2 d6 d7 f4 g4; defenders on c4 d3 d5 e4; the king on d4",
        "100 plies",
        "all four sides",
        "Shieldwall",
        "Exit fort",
        "Encirclement",
        "1 007 392",
        "41 843 336",
    ] {
        assert!(rules.contains(fact), "docs/rules.md lacks {fact:?}");
    }
}

#[test]
fn words_split_like_a_shell() {
    assert_eq!(
        words(r#"tafl play --position "/7/6t/7/6K/7/7/7/"  --to-move d"#),
        [
            "tafl",
            "play",
            "--position",
            "/7/6t/7/6K/7/7/7/",
            "--to-move",
            "d"
        ]
    );
}

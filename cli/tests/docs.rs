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
        "docs/engine.md",
        "docs/matches/README.md",
        "android/README.md",
        "ios/README.md",
        "docs/fuzzing.md",
        "docs/limits.md",
        "bindings/API.md",
        "core/puzzles/README.md",
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
    // No plans: the API document describes what is ("explanation" is a field, not a plan).
    let api = read("bindings/API.md").to_lowercase();
    let mut words = api.split(|c: char| !c.is_alphanumeric());
    assert!(!words.any(|w| w.starts_with("plan")));
}

#[test]
fn the_readme_says_what_run_sh_needs_and_how_to_install_tafl() {
    let readme = read("README.md");
    for needed in [
        "Java 17",
        "Maven",
        "Python 3.11",
        "Root on Debian or Ubuntu",
        "Network access",
        "Disk",
        "Time",
    ] {
        assert!(readme.contains(needed), "README does not mention {needed}");
    }
    let install = readme
        .find("cargo install --locked --path cli")
        .expect("install step (with the lock file)");
    let first_use = readme.find("\ntafl ").expect("a tafl example");
    assert!(install < first_use, "install tafl before using it");
}

/// The programs the test scripts call that a bare machine may lack. Each must be named in the
/// README's prerequisites, and each must still be called by a script (else it leaves this list).
const HOST_TOOLS: [&str; 13] = [
    "cargo",
    "rustup",
    "java",
    "javac",
    "npm",
    "mvn",
    "python3",
    "zip",
    "unzip",
    "git",
    "aapt2",
    "debootstrap",
    "chroot",
];

#[test]
fn the_readme_names_every_host_tool_the_test_scripts_call() {
    let readme = read("README.md");
    let testing = readme
        .split("\n## Testing")
        .nth(1)
        .expect("a Testing section")
        .split("\n## ")
        .next()
        .unwrap();
    let mut scripts = String::new();
    for dir in ["tests", "tests/suites", "tests/tools"] {
        for entry in std::fs::read_dir(root().join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "sh") {
                scripts += &std::fs::read_to_string(&path).unwrap();
            }
        }
    }
    let calls = |text: &str, tool: &str| {
        text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .any(|word| word == tool)
    };
    for tool in HOST_TOOLS {
        assert!(
            calls(testing, tool),
            "the README's Testing section does not name {tool}"
        );
        assert!(
            calls(&scripts, tool),
            "no test script calls {tool} any more"
        );
    }
}

/// The commands of a Markdown file's `sh` code blocks, one per line (a line ending in `\`
/// goes on), without their `# comments`; a block's lines share one working directory.
fn shell_blocks(path: &str) -> Vec<Vec<String>> {
    let mut blocks = Vec::new();
    let mut block: Option<Vec<String>> = None;
    let mut pending = String::new();
    for line in read(path).lines() {
        match block.as_mut() {
            None if line.trim_start().starts_with("```sh") => block = Some(Vec::new()),
            None => {}
            Some(_) if line.trim_start().starts_with("```") => blocks.push(block.take().unwrap()),
            Some(lines) => {
                let code = match line.split_once(" # ") {
                    Some((code, _)) => code,
                    None if line.trim_start().starts_with('#') => "",
                    None => line,
                };
                match code.trim_end().strip_suffix('\\') {
                    Some(start) => pending += start,
                    None => {
                        let command = pending.clone() + code;
                        pending.clear();
                        if !command.trim().is_empty() {
                            lines.push(command.trim().to_string());
                        }
                    }
                }
            }
        }
    }
    blocks
}

/// Name, directory and manifest text of each package of the workspace.
fn packages() -> Vec<(String, PathBuf, String)> {
    let manifest = read("Cargo.toml");
    let members = manifest
        .split("members = [")
        .nth(1)
        .and_then(|m| m.split(']').next())
        .expect("workspace members");
    members
        .split(',')
        .map(|m| m.trim().trim_matches('"'))
        .filter(|m| !m.is_empty())
        .map(|dir| {
            let text = read(&format!("{dir}/Cargo.toml"));
            let name = text
                .lines()
                .find_map(|l| l.strip_prefix("name = "))
                .expect("a package name")
                .trim_matches('"')
                .to_string();
            (name, root().join(dir), text)
        })
        .collect()
}

fn rustc_targets() -> Vec<String> {
    let out = std::process::Command::new(std::env::var("RUSTC").unwrap_or("rustc".into()))
        .args(["--print", "target-list"])
        .output()
        .expect("rustc runs");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

/// Checks one command of a document against the repository: what can run here runs (`tafl`,
/// `cargo run -p tafl-cli`), and what needs another machine names things that exist (packages,
/// tests, scripts, Rust targets, the Gradle and Xcode projects, the variables a script reads).
/// `dir` is the working directory relative to the root (`cd` moves it). Unknown programs fail,
/// so a new kind of command in the docs comes with its check here.
fn check_command(doc: &str, command: &str, dir: &mut PathBuf, targets: &[String]) {
    let all = words(command);
    let split = all
        .iter()
        .position(|w| !w.contains('=') || w.starts_with('-'))
        .unwrap_or(all.len());
    let (env, args) = all.split_at(split);
    let env: Vec<&str> = env.iter().map(|e| e.split('=').next().unwrap()).collect();
    let arg = |flag: &str| {
        args.iter()
            .position(|w| w == flag)
            .map(|i| args.get(i + 1).map(String::as_str).unwrap_or(""))
    };
    let here = root().join(&*dir);
    let context = format!("{doc}: `{command}`");
    // Files the command names: the variables it sets must be read by one of them.
    let mut named: Vec<PathBuf> = Vec::new();
    let program = args.first().map(String::as_str).unwrap_or("");
    match program {
        "tafl" => {} // run by the_readme_tafl_commands_run_as_written
        "cargo" => match args.get(1).map(String::as_str) {
            Some("run") => {
                assert_eq!(arg("-p"), Some("tafl-cli"), "{context}");
                let rest = args
                    .iter()
                    .position(|w| w == "--")
                    .expect("`--` before tafl's arguments");
                let rest: Vec<&str> = args[rest + 1..].iter().map(String::as_str).collect();
                let out = tafl(&rest);
                assert!(
                    out.status.success(),
                    "{context}: {}",
                    String::from_utf8_lossy(&out.stderr)
                );
            }
            Some("install") => {
                assert!(
                    args.iter().any(|w| w == "--locked"),
                    "{context}: without --locked"
                );
                if let Some(path) = arg("--path") {
                    let manifest = std::fs::read_to_string(here.join(path).join("Cargo.toml"))
                        .unwrap_or_else(|e| panic!("{context}: {e}"));
                    assert!(
                        manifest.contains("[[bin]]"),
                        "{context}: no binary to install"
                    );
                    assert!(root().join("Cargo.lock").exists());
                }
            }
            Some(_) => {
                let packages = packages();
                let package = arg("-p").map(|p| {
                    packages
                        .iter()
                        .find(|(name, _, _)| name == p)
                        .unwrap_or_else(|| panic!("{context}: no package {p}"))
                });
                if let Some(test) = arg("--test") {
                    let (_, pkg_dir, _) = package.expect("--test with -p");
                    named.push(pkg_dir.join("tests").join(format!("{test}.rs")));
                }
                if let Some(example) = arg("--example") {
                    let (_, pkg_dir, _) = package.expect("--example with -p");
                    named.push(pkg_dir.join("examples").join(format!("{example}.rs")));
                }
                if let Some(target) = arg("--target") {
                    assert!(
                        targets.iter().any(|t| t == target),
                        "{context}: no target {target}"
                    );
                }
                if let Some(profile) = arg("--profile") {
                    let section = format!("[profile.{profile}]");
                    assert!(
                        read("Cargo.toml").contains(&section),
                        "{context}: no {section}"
                    );
                }
                for file in &named {
                    assert!(file.exists(), "{context}: no {}", file.display());
                }
            }
            None => panic!("{context}: cargo what?"),
        },
        "rustup" => {
            assert_eq!(
                args.get(1..3),
                Some(&["target".into(), "add".into()][..]),
                "{context}"
            );
            for target in &args[3..] {
                assert!(
                    targets.contains(target),
                    "{context}: rustc knows no target {target}"
                );
            }
        }
        "cd" => {
            *dir = dir.join(&args[1]);
            assert!(
                root().join(&*dir).is_dir(),
                "{context}: no folder {}",
                dir.display()
            );
        }
        "bash" => named.push(here.join(&args[1])),
        "gradle" | "./gradlew" => {
            assert!(
                here.join("settings.gradle.kts").exists(),
                "{context}: not in the Gradle project"
            );
            if let Some(version) = arg("--gradle-version") {
                let wrapper =
                    std::fs::read_to_string(here.join("gradle/wrapper/gradle-wrapper.properties"))
                        .unwrap();
                assert!(
                    wrapper.contains(&format!("gradle-{version}-bin.zip")),
                    "{context}: the wrapper's Gradle is not {version}"
                );
            }
        }
        "xcodegen" => assert!(
            here.join("project.yml").exists(),
            "{context}: no project.yml"
        ),
        "open" => {
            let project = args[1]
                .strip_suffix(".xcodeproj")
                .expect("opens the Xcode project");
            let spec = std::fs::read_to_string(here.join("project.yml")).unwrap();
            assert!(
                spec.lines().any(|l| l == format!("name: {project}")),
                "{context}: project.yml makes no {project}"
            );
        }
        "swift" => assert!(
            here.join("Package.swift").exists(),
            "{context}: no Package.swift"
        ),
        "brew" | "apt-get" => assert_eq!(
            args.get(1).map(String::as_str),
            Some("install"),
            "{context}"
        ),
        path if path.contains('/') => {
            let file = here.join(path);
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                let mode = std::fs::metadata(&file)
                    .unwrap_or_else(|e| panic!("{context}: {e}"))
                    .permissions()
                    .mode();
                assert!(mode & 0o111 != 0, "{context}: {path} is not executable");
            }
            named.push(file);
        }
        other => panic!("{context}: the docs test does not know how to check `{other}`"),
    }
    for file in &named {
        assert!(file.is_file(), "{context}: no {}", file.display());
    }
    for name in env {
        assert!(
            named.iter().any(|f| std::fs::read_to_string(f)
                .unwrap_or_default()
                .contains(name)),
            "{context}: nothing it runs reads {name}"
        );
    }
}

/// Runs or checks every shell command of the README and of the apps' READMEs.
#[test]
fn every_command_the_readmes_show_runs_or_names_what_exists() {
    let targets = rustc_targets();
    assert!(
        targets.iter().any(|t| t == "aarch64-linux-android"),
        "{targets:?}"
    );
    let mut checked = 0;
    for doc in ["README.md", "android/README.md", "ios/README.md"] {
        for block in shell_blocks(doc) {
            let mut dir = PathBuf::new();
            for line in block {
                let (line, subshell) =
                    match line.strip_prefix('(').and_then(|l| l.strip_suffix(')')) {
                        Some(inner) => (inner.to_string(), true),
                        None => (line, false),
                    };
                let outer = dir.clone();
                for command in line.split(" && ") {
                    check_command(doc, command.trim(), &mut dir, &targets);
                    checked += 1;
                }
                if subshell {
                    dir = outer;
                }
            }
        }
    }
    assert!(checked >= 30, "only {checked} commands found");
}

#[test]
fn the_commands_named_in_the_engine_document_exist() {
    let engine = read("docs/engine.md");
    let packages = packages();
    let core = &packages
        .iter()
        .find(|(name, _, _)| name == "tafl-core")
        .unwrap()
        .1;
    let mut checked = 0;
    for (flag, folder) in [("--example ", "examples"), ("--test ", "tests")] {
        for part in engine.split(flag).skip(1) {
            let name: String = part
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            assert!(
                core.join(folder).join(format!("{name}.rs")).exists(),
                "docs/engine.md: {flag}{name}"
            );
            checked += 1;
        }
    }
    for part in engine.split("target/release/examples/").skip(1) {
        let name: String = part
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        assert!(
            core.join("examples").join(format!("{name}.rs")).exists(),
            "docs/engine.md: example {name}"
        );
        checked += 1;
    }
    assert!(checked >= 5, "{checked}");
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

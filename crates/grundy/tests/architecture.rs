//! The architecture invariants of ARCHITECTURE.md that a machine can check: each test
//! reads the source tree and names the file and line that breaks a rule.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every file under `dir` (relative to the repository root) whose name ends in one of
/// `extensions`.
fn files(dir: &str, extensions: &[&str]) -> Vec<PathBuf> {
    fn walk(dir: &Path, extensions: &[&str], out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                if !path.ends_with("node_modules") && !path.ends_with("target") {
                    walk(&path, extensions, out);
                }
            } else if extensions
                .iter()
                .any(|e| path.to_string_lossy().ends_with(e))
            {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(&root().join(dir), extensions, &mut out);
    out.sort();
    out
}

/// The lines of `path` that are code (not `//` comments, not unit tests: a file's lines
/// from `#[cfg(test)]` on, or a file named `tests.rs`), with their numbers from 1.
fn code_lines(path: &Path) -> Vec<(usize, String)> {
    if path.ends_with("tests.rs") {
        return Vec::new();
    }
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .enumerate()
        .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        .filter(|(_, l)| !l.trim_start().starts_with("//"))
        .map(|(i, l)| (i + 1, l.to_string()))
        .collect()
}

fn violations(paths: &[PathBuf], bad: &dyn Fn(&Path, &str) -> bool) -> Vec<String> {
    let mut out = Vec::new();
    for p in paths {
        for (n, line) in code_lines(p) {
            if bad(p, &line) {
                out.push(format!("{}:{n}: {}", p.display(), line.trim()));
            }
        }
    }
    out
}

#[test]
fn front_ends_never_match_on_a_game() {
    let mut paths = files("crates/grundy-cli/src", &[".rs"]);
    paths.extend(files("crates/grundy-web/src", &[".rs"]));
    paths.extend(files("crates/grundy-bench/src", &[".rs"]));
    assert!(!paths.is_empty());
    let found = violations(&paths, &|_, line| {
        line.contains("downcast_ref::<grundy")
            || (line.contains("games::") && !line.contains("games::GAMES"))
    });
    assert!(
        found.is_empty(),
        "front ends name a game:\n{}",
        found.join("\n")
    );
}

#[test]
fn games_import_nothing_above_the_contract() {
    let paths = files("crates/grundy/src/games", &[".rs"]);
    assert!(paths.len() >= 10);
    let found = violations(&paths, &|path, line| {
        let own = path.to_string_lossy();
        // By design: arc Kayles is node Kayles on the line graph, and the games where
        // Nim hides (and Wythoff, whose P-positions are shown beside Nim) reuse Nim.
        let allowed = (own.contains("arc_kayles") && line.contains("crate::games::node_kayles"))
            || ((own.contains("games/hidden") || own.contains("games/wythoff"))
                && line.contains("crate::games::nim"))
            || own.ends_with("games/mod.rs");
        let other_game = line.contains("crate::games::") && !allowed;
        other_game
            || line.contains("crate::analysis::")
            || line.contains("crate::play::")
            || line.contains("crate::position")
    });
    assert!(
        found.is_empty(),
        "games reach above the contract:\n{}",
        found.join("\n")
    );
}

#[test]
fn outside_its_folder_the_library_never_asks_which_game() {
    let paths: Vec<PathBuf> = files("crates/grundy/src", &[".rs"])
        .into_iter()
        .filter(|p| {
            let p = p.to_string_lossy();
            // i18n/errors.rs finds the error *types* of an error chain (`localized`: which
            // catalogue says it), never a game's component.
            !p.contains("/src/games/")
                && !p.contains("/src/component/")
                && !p.ends_with("/src/i18n/errors.rs")
        })
        .collect();
    let found = violations(&paths, &|_, line| line.contains("downcast_ref::<"));
    assert!(
        found.is_empty(),
        "a game asked for by type:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_library_does_no_io() {
    // No files, terminals, sockets, clocks or environment. The generic `std::io::Read` and
    // `Write` traits are allowed: a checkpoint is streamed into and out of whatever its
    // caller passes (the front end opens the file).
    let paths = files("crates/grundy/src", &[".rs"]);
    let found = violations(&paths, &|_, line| {
        [
            "std::fs",
            "std::net",
            "io::stdin",
            "io::stdout",
            "io::stderr",
            "std::process",
            "println!",
            "eprintln!",
            "Instant",
            "SystemTime",
            "std::env",
        ]
        .iter()
        .any(|w| line.contains(w))
    });
    assert!(
        found.is_empty(),
        "I/O in the library:\n{}",
        found.join("\n")
    );
}

#[test]
fn all_unsafe_code_of_the_library_is_in_the_x86_kernels() {
    // The front ends have their own (the CLI's allocator and memory-mapped input).
    let paths = files("crates/grundy/src", &[".rs"]);
    let found = violations(&paths, &|path, line| {
        let p = path.to_string_lossy();
        line.contains("unsafe")
            && !p.ends_with("vector/x86.rs")
            && !p.ends_with("tests/architecture.rs")
    });
    assert!(
        found.is_empty(),
        "unsafe outside vector/x86.rs:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_project_cites_only_itself() {
    let mut paths = files("crates", &[".rs", ".js", ".html", ".md", ".toml"]);
    paths.extend(files("docs", &[".md"]));
    paths.extend(files("bench", &[".py", ".sh", ".md"]));
    for top in ["README.md", "ARCHITECTURE.md", "BENCHMARKS.md"] {
        paths.push(root().join(top));
    }
    let outside = ["THEORY", "HEAP-GAMES", "shared/"];
    let found = violations(&paths, &|path, line| {
        !path.ends_with("tests/architecture.rs")
            && outside
                .iter()
                .any(|w| line.contains(&format!("{w}.md")) || line.contains(&format!("../{w}")))
    });
    assert!(
        found.is_empty(),
        "citations outside the repository:\n{}",
        found.join("\n")
    );
}

#[test]
fn page_scripts_know_no_game() {
    let paths = files("crates/grundy-web/assets", &[".js", ".html"]);
    assert!(paths.len() > 4);
    let mut names: Vec<&str> = grundy::component::registry::names();
    names.extend(grundy::heap::rule::ALIASES.iter().map(|(name, _)| *name));
    names.retain(|n| n.len() > 3); // "nim", "sub", "tb": too short to tell from words
                                   // A game named in a string, in a page's text or code, or a board's symbol matched
                                   // (the boards say how they are clicked: `clicks`).
    let found = violations(&paths, &|_, line| {
        let named = names.iter().any(|n| {
            ["\"", "'", ">", "`"]
                .iter()
                .any(|before| line.contains(&format!("{before}{n}")))
        });
        named || line.contains('●') || line.contains('▮')
    });
    assert!(
        found.is_empty(),
        "page scripts name a game:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_readme_game_table_is_the_registry() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let table = readme
        .split("<!-- games:begin -->\n")
        .nth(1)
        .and_then(|rest| rest.split("<!-- games:end -->").next())
        .expect("README.md has the game table between <!-- games:begin --> and <!-- games:end -->");
    assert_eq!(
        table,
        grundy::component::registry::markdown_table(),
        "README's game table is out of date: regenerate it with `grundy games --markdown`"
    );
}

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
    paths.extend(files("python/src", &[".rs"]));
    assert!(!paths.is_empty());
    let found = violations(&paths, &|_, line| {
        // The registry (`games::GAMES`, `games::registry`) is their one door to the games.
        line.contains("downcast_ref::<grundy")
            || (line.contains("games::")
                && !line.contains("games::GAMES")
                && !line.contains("games::registry"))
    });
    assert!(
        found.is_empty(),
        "front ends name a game:\n{}",
        found.join("\n")
    );
}

#[test]
fn games_import_nothing_above_the_contract() {
    // Above the contract (positions, analysis, play) is the facade, which `grundy-games`
    // cannot name: the compiler keeps that. What is left to check is that a game names
    // no other game but where the design says so.
    let paths = files("crates/grundy-games/src/games", &[".rs"]);
    assert!(paths.len() >= 10);
    let found = violations(&paths, &|path, line| {
        let own = path.to_string_lossy();
        // A game's own folder (`games/<name>/…`) may name itself (`pub(in crate::games::cram)`).
        let folder = own
            .split("/games/")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .unwrap_or_default();
        let names_only_itself = line
            .match_indices("crate::games::")
            .all(|(i, _)| line[i + "crate::games::".len()..].starts_with(folder));
        // By design: arc Kayles is node Kayles on the line graph; the games where Nim
        // hides, Wythoff (whose P-positions are shown beside Nim) and Moore's Nim_k (Nim's
        // binary columns, summed mod k+1) reuse Nim; a subtraction game and a formula are
        // heap rules, whose nim-sequence reads as the heap games' does.
        let allowed = (own.contains("arc_kayles") && line.contains("crate::games::node_kayles"))
            || ((own.contains("games/hidden")
                || own.contains("games/wythoff")
                || own.contains("games/moore"))
                && line.contains("crate::games::nim"))
            || (own.contains("games/subtraction") && line.contains("crate::games::heap::"))
            // A heap rule written as a formula is a heap rule: its nim-sequence reads as
            // the heap games' does.
            || (own.contains("games/formula") && line.contains("crate::games::heap::"))
            || own.ends_with("games/mod.rs")
            || own.ends_with("games/registry.rs")
            // The registry is no game: a compound reads its parts through it, the tests'
            // helpers their components.
            || line.contains("crate::games::registry::");
        line.contains("crate::games::") && !allowed && !names_only_itself
    });
    assert!(
        found.is_empty(),
        "a game names another game:\n{}",
        found.join("\n")
    );
}

#[test]
fn outside_its_folder_the_library_never_asks_which_game() {
    let mut paths = files("crates/grundy/src", &[".rs"]);
    paths.extend(files("crates/grundy-games/src/language", &[".rs"]));
    paths.extend(files("crates/grundy-games/src/nimber", &[".rs"]));
    let paths: Vec<PathBuf> = paths
        .into_iter()
        .filter(|p| {
            // errors.rs finds the error *types* of an error chain (`localized`: which
            // catalogue says it), never a game's component.
            !p.to_string_lossy().ends_with("/grundy/src/errors.rs")
        })
        .collect();
    assert!(paths.len() >= 20, "{}", paths.len());
    let found = violations(&paths, &|_, line| line.contains("downcast_ref::<"));
    assert!(
        found.is_empty(),
        "a game asked for by type:\n{}",
        found.join("\n")
    );
}

/// Every source file of the library's crates: the facade and the crates under it.
fn library_files() -> Vec<PathBuf> {
    let mut paths = Vec::new();
    for krate in LIBRARY_CRATES {
        paths.extend(files(&format!("crates/{krate}/src"), &[".rs"]));
    }
    paths
}

/// The library's crates, bottom first (ARCHITECTURE.md, "Layers").
const LIBRARY_CRATES: [&str; 6] = [
    "grundy-core",
    "grundy-heap",
    "grundy-misere",
    "grundy-loopy",
    "grundy-games",
    "grundy",
];

#[test]
fn the_library_does_no_io() {
    // No files, terminals, sockets, clocks or environment. The generic `std::io::Read` and
    // `Write` traits are allowed: a checkpoint is streamed into and out of whatever its
    // caller passes (the front end opens the file). One exception: the heap engine's
    // instruction-set level reads the one variable `GRUNDY_SIMD` (a process-wide choice,
    // like `RAYON_NUM_THREADS`), in `heap/vector/level.rs` alone.
    let paths = library_files();
    let found = violations(&paths, &|path, line| {
        if path.ends_with("heap/vector/level.rs") && line.contains("std::env::var(ENV)") {
            return false;
        }
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
fn all_unsafe_code_of_the_library_is_in_the_vector_kernels() {
    // The x86-64 kernels and the aarch64 (NEON) kernels, one file each. The front ends
    // have their own (the CLI's allocator and memory-mapped input).
    let paths = library_files();
    let found = violations(&paths, &|path, line| {
        let p = path.to_string_lossy();
        line.contains("unsafe")
            && !p.ends_with("heap/vector/x86.rs")
            && !p.ends_with("heap/vector/aarch64.rs")
            && !p.ends_with("tests/architecture.rs")
    });
    assert!(
        found.is_empty(),
        "unsafe outside heap/vector/x86.rs and heap/vector/aarch64.rs:\n{}",
        found.join("\n")
    );
}

/// The most lines a source file may have: a longer file holds several concepts and is
/// split into a folder of modules, one concept each.
const MAX_FILE_LINES: usize = 1000;

/// The files allowed to be longer, relative to the repository root: the x86-64 vector
/// kernels, whose `unsafe` code stays whole in one file.
const LONG_FILES_ALLOWED: &[&str] = &["crates/grundy-heap/src/heap/vector/x86.rs"];

#[test]
fn no_source_file_is_longer_than_a_thousand_lines() {
    let root = root();
    let mut found = Vec::new();
    for path in files("crates", &[".rs"]) {
        let relative = path.strip_prefix(&root).unwrap_or(&path);
        let allowed = LONG_FILES_ALLOWED.iter().any(|a| relative == Path::new(a));
        let lines = std::fs::read_to_string(&path)
            .unwrap_or_default()
            .lines()
            .count();
        if lines > MAX_FILE_LINES && !allowed {
            found.push(format!("{}: {lines} lines", relative.display()));
        }
    }
    assert!(
        found.is_empty(),
        "files of more than {MAX_FILE_LINES} lines (split each into a folder of modules, one \
         concept each):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_project_cites_only_itself() {
    let mut paths = files("crates", &[".rs", ".js", ".html", ".md", ".toml"]);
    paths.extend(files("docs", &[".md"]));
    paths.extend(files("bench", &[".py", ".sh", ".md"]));
    paths.extend(files(
        "python",
        &[".rs", ".py", ".pyi", ".md", ".toml", ".sh"],
    ));
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
    let mut names: Vec<&str> = grundy::games::registry::names();
    names.extend(grundy::heap::rule::ALIASES.iter().map(|(name, _)| *name));
    names.retain(|n| n.len() > 3); // "nim", "sub", "tb": too short to tell from words
                                   // "rule" (a heap rule written as a formula, `rule(n -> …)`) is also the pages' word
                                   // for a board's rule line (the class `rule`), which names no game.
    names.retain(|n| *n != "rule");
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
fn the_guide_game_table_is_the_registry() {
    // The table of every game is in the guide's chapter on the position language (it was
    // in README.md, which now links there).
    let page = "docs/guide/position-language.md";
    let text = std::fs::read_to_string(root().join(page)).unwrap();
    let table = text
        .split("<!-- games:begin -->\n")
        .nth(1)
        .and_then(|rest| rest.split("<!-- games:end -->").next())
        .unwrap_or_else(|| {
            panic!("{page} has the game table between <!-- games:begin --> and <!-- games:end -->")
        });
    assert_eq!(
        table,
        grundy::games::registry::markdown_table(),
        "{page}'s game table is out of date: regenerate it with `grundy games --markdown`"
    );
}

/// The top-level modules of the crate whose sources are in `src` (relative to the
/// repository root), and which of them each names: `crate::m` paths, `crate::{a, b}`
/// groups included, in code (comments, and unit tests from `#[cfg(test)]` on, left
/// out). An edge `a → b` means a file of `a` names `b`; the first such file is kept.
fn module_graph(
    src: &str,
) -> std::collections::BTreeMap<String, std::collections::BTreeMap<String, PathBuf>> {
    use std::collections::BTreeMap;
    let src_dir = root().join(src);
    let top_of = |path: &Path| -> Option<String> {
        let rel = path.strip_prefix(&src_dir).ok()?;
        let first = rel
            .components()
            .next()?
            .as_os_str()
            .to_string_lossy()
            .into_owned();
        if ["lib.rs", "main.rs", "bin"].contains(&first.as_str()) || path.ends_with("tests.rs") {
            return None;
        }
        Some(first.trim_end_matches(".rs").to_string())
    };
    let paths = files(src, &[".rs"]);
    let modules: std::collections::BTreeSet<String> =
        paths.iter().filter_map(|p| top_of(p)).collect();
    let mut graph: BTreeMap<String, BTreeMap<String, PathBuf>> = BTreeMap::new();
    for path in &paths {
        let Some(top) = top_of(path) else { continue };
        let code = strip_comments(&std::fs::read_to_string(path).unwrap_or_default());
        let code = code.split("#[cfg(test)]").next().unwrap_or_default();
        for named in crate_paths(code) {
            if named != top && modules.contains(&named) {
                graph
                    .entry(top.clone())
                    .or_default()
                    .entry(named)
                    .or_insert_with(|| path.clone());
            }
        }
    }
    graph
}

/// `text` without `//` and `/* */` comments (string literals are not told apart: a
/// `//` inside a string cuts the rest of its line, which never holds a `crate::` path
/// in this code base).
fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('/') {
        out.push_str(&rest[..i]);
        let after = &rest[i..];
        if after.starts_with("//") {
            rest = after.find('\n').map_or("", |j| &after[j..]);
        } else if after.starts_with("/*") {
            rest = after.find("*/").map_or("", |j| &after[j + 2..]);
        } else {
            out.push('/');
            rest = &after[1..];
        }
    }
    out.push_str(rest);
    out
}

/// The first segments after each `crate::` in `code`: `crate::heap::rule` gives `heap`,
/// `crate::{nat::Nat, mex}` gives `nat` and `mex`.
fn crate_paths(code: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = Vec::new();
    for (i, _) in code.match_indices("crate::") {
        let before = code[..i].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue; // `grundy_crate::`, `$crate::`
        }
        let after = &code[i + "crate::".len()..];
        if let Some(group) = after.strip_prefix('{') {
            // The top-level items of the group: split at commas outside inner braces.
            let mut depth = 0usize;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.push(ident(&item));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                if depth == 0 {
                    item.push(c);
                }
            }
            out.push(ident(&item));
        } else {
            out.push(ident(after));
        }
    }
    out.retain(|m| !m.is_empty() && m != "self");
    out
}

/// The cycles of `graph` (its strongly connected components of more than one module),
/// each sorted, with one edge of each pair of modules that name each other.
fn cycles(
    graph: &std::collections::BTreeMap<String, std::collections::BTreeMap<String, PathBuf>>,
) -> Vec<Vec<String>> {
    use std::collections::BTreeSet;
    // Two modules are in one cycle when each reaches the other.
    let reach = |from: &str| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.to_string()];
        while let Some(m) = stack.pop() {
            for next in graph.get(&m).into_iter().flat_map(|e| e.keys()) {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reaches: std::collections::BTreeMap<&String, BTreeSet<String>> =
        graph.keys().map(|m| (m, reach(m))).collect();
    let mut out: Vec<Vec<String>> = Vec::new();
    for (m, r) in &reaches {
        if !r.contains(*m) || out.iter().any(|c| c.contains(m)) {
            continue;
        }
        let cycle: Vec<String> = r
            .iter()
            .filter(|o| reaches.get(o).is_some_and(|back| back.contains(*m)))
            .cloned()
            .collect();
        out.push(cycle);
    }
    out
}

/// The layers inside the crates of games and of the facade, bottom first: a module may
/// name only modules of the layers below its own (ARCHITECTURE.md, "Layers inside the
/// games and the facade"). A new module must be placed here. (Between the crates, the
/// compiler keeps the order: `grundy-games` cannot name the facade.)
const MODULE_LAYERS: &[(&str, &[&[&str]])] = &[
    (
        "crates/grundy-games/src",
        &[
            // The position grammar, the nimbers (field arithmetic and the expression
            // grammar of `grundy nimber`). (Below: the crates grundy-core — with the
            // words' view model and the reasoning steps — grundy-heap, grundy-misere,
            // grundy-loopy.)
            &["language", "nimber"],
            // The contract every game implements, and its answers.
            &["component"],
            // The games, one folder each, and their registry.
            &["games"],
        ],
    ),
    (
        "crates/grundy/src",
        &[
            // A position: components read through the registry, moves, a move in words.
            &["position"],
            // The answers as data and in words; nim-sequences read by game name.
            &["report", "sequence"],
            // From a position to a report.
            &["analysis"],
            // Playing: sessions, the computer's move, the coach.
            &["play"],
            // Exercises, checked by the coach.
            &["exercise"],
            // Every error of the library in any language.
            &["errors"],
        ],
    ),
];

#[test]
fn the_modules_of_the_games_and_the_facade_import_only_from_the_layers_below() {
    let mut problems = Vec::new();
    for (src, layers) in MODULE_LAYERS {
        let graph = module_graph(src);
        let layer = |m: &str| layers.iter().position(|l| l.contains(&m));
        let modules: std::collections::BTreeSet<&String> = graph
            .iter()
            .flat_map(|(a, named)| std::iter::once(a).chain(named.keys()))
            .collect();
        // Re-exports of the crates below (`i18n`, `heap` …) are not modules of this
        // crate: only those declared with `mod` are placed in a layer.
        let declared = declared_modules(src);
        for m in &modules {
            if declared.contains(*m) && layer(m).is_none() {
                problems.push(format!(
                    "{src}: module `{m}` is in no layer of MODULE_LAYERS"
                ));
            }
        }
        for (a, named) in &graph {
            for (b, file) in named {
                if let (Some(la), Some(lb)) = (layer(a), layer(b))
                    && lb >= la
                {
                    problems.push(format!(
                        "{a} (layer {la}) names {b} (layer {lb}) in {}",
                        file.display()
                    ));
                }
            }
        }
        assert!(
            declared.len() >= layers.iter().map(|l| l.len()).sum::<usize>(),
            "{src}: {declared:?}"
        );
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The modules `src/lib.rs` declares (`pub mod x;` / `mod x;`).
fn declared_modules(src: &str) -> std::collections::BTreeSet<String> {
    let lib = std::fs::read_to_string(root().join(src).join("lib.rs")).unwrap();
    lib.lines()
        .filter_map(|l| {
            let l = l.trim();
            l.strip_prefix("pub mod ")
                .or_else(|| l.strip_prefix("mod "))
                .and_then(|rest| rest.strip_suffix(';'))
                .map(str::to_string)
        })
        .collect()
}

#[test]
fn the_modules_of_every_crate_form_a_dag() {
    let mut crates: Vec<String> = std::fs::read_dir(root().join("crates"))
        .unwrap()
        .flatten()
        .filter(|e| e.path().join("src").is_dir())
        .map(|e| format!("crates/{}/src", e.file_name().to_string_lossy()))
        .collect();
    crates.sort();
    assert!(crates.len() >= 8, "{crates:?}");
    let mut problems = Vec::new();
    for src in &crates {
        let graph = module_graph(src);
        for cycle in cycles(&graph) {
            let edges: Vec<String> = cycle
                .iter()
                .flat_map(|a| {
                    graph[a]
                        .iter()
                        .filter(|(b, _)| cycle.contains(b))
                        .map(move |(b, why)| format!("    {a} → {b} ({})", why.display()))
                })
                .collect();
            problems.push(format!(
                "{src}: a cycle of {}: {}\n{}",
                cycle.len(),
                cycle.join(", "),
                edges.join("\n")
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_module_graph_reader_finds_paths_and_cycles() {
    // The reader itself, on code written for it.
    let code = strip_comments(
        "use crate::{nat::Nat, heap::{rule, code}};\n// crate::games\nlet x = crate::report::f(); /* crate::misere */ $crate::i18n",
    );
    assert_eq!(crate_paths(&code), ["nat", "heap", "report"]);
    let mut g = std::collections::BTreeMap::new();
    for (a, b) in [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d"), ("d", "e")] {
        g.entry(a.to_string())
            .or_insert_with(std::collections::BTreeMap::new)
            .insert(b.to_string(), PathBuf::new());
    }
    assert_eq!(cycles(&g), [["a", "b", "c"]]);
}

/// The `grundy-*` crates a crate depends on (its `[dependencies]`, not the dev ones).
fn grundy_dependencies(krate: &str) -> Vec<String> {
    let toml =
        std::fs::read_to_string(root().join("crates").join(krate).join("Cargo.toml")).unwrap();
    let deps = toml
        .split("\n[dependencies]\n")
        .nth(1)
        .unwrap_or_default()
        .split("\n[")
        .next()
        .unwrap_or_default();
    let mut out: Vec<String> = deps
        .lines()
        .filter_map(|l| l.split_once('=').map(|(name, _)| name.trim().to_string()))
        .filter(|name| name.starts_with("grundy"))
        .collect();
    out.sort();
    out
}

#[test]
fn the_crates_depend_only_downward() {
    // The layers (ARCHITECTURE.md): grundy-core at the bottom, the heap engines on it, the
    // misère and loopy theories on both, the games on those four, the facade on all five;
    // the front ends on top. An upward dependency cannot be written.
    assert_eq!(grundy_dependencies("grundy-core"), Vec::<String>::new());
    assert_eq!(grundy_dependencies("grundy-heap"), ["grundy-core"]);
    assert_eq!(
        grundy_dependencies("grundy-misere"),
        ["grundy-core", "grundy-heap"]
    );
    assert_eq!(
        grundy_dependencies("grundy-loopy"),
        ["grundy-core", "grundy-heap"]
    );
    assert_eq!(
        grundy_dependencies("grundy-games"),
        [
            "grundy-core",
            "grundy-heap",
            "grundy-loopy",
            "grundy-misere"
        ]
    );
    assert_eq!(
        grundy_dependencies("grundy"),
        [
            "grundy-core",
            "grundy-games",
            "grundy-heap",
            "grundy-loopy",
            "grundy-misere"
        ]
    );
}

/// `grundy-check`, the checker of certificates, shares no code with the engines it checks:
/// no grundy crate among its dependencies (dev-dependencies included), none named in its
/// sources (docs/certificate.md).
#[test]
fn the_checker_shares_no_code_with_the_engines() {
    assert_eq!(grundy_dependencies("grundy-check"), Vec::<String>::new());
    let toml = std::fs::read_to_string(root().join("crates/grundy-check/Cargo.toml")).unwrap();
    for line in toml.lines().filter(|l| !l.trim_start().starts_with('#')) {
        let name = line.split('=').next().unwrap_or("").trim();
        assert!(
            !name.starts_with("grundy") || name == "name",
            "grundy-check depends on {name}"
        );
    }
    let mut sources = 0;
    for path in files("crates/grundy-check", &[".rs"]) {
        sources += 1;
        for (n, line) in code_lines(&path) {
            // A path into a crate of grundy: `grundy::…`, `grundy_heap::…` (at the start
            // of an identifier; `grundy_check::` is the checker itself).
            let named = line.match_indices("grundy").any(|(i, _)| {
                let before = line[..i].chars().next_back();
                let ident: String = line[i..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
                    && line[i + ident.len()..].starts_with("::")
                    && ident != "grundy_check"
            });
            assert!(!named, "{}:{n}: {line}", path.display());
        }
    }
    assert!(
        sources >= 3,
        "only {sources} source files of grundy-check found"
    );
}

/// Every error type said in each language (`impl Localized for T`) announces itself with
/// `localized_error!(T)` in the same file, once — so a front end finds its sentence in
/// any `dyn Error` with `grundy::errors::localized`, and no list of the error types is
/// kept anywhere. (The announcement's effect is checked in `tests/errors.rs`.)
#[test]
fn every_localized_error_announces_itself_beside_its_impl() {
    let mut bad = Vec::new();
    let mut impls = 0;
    for path in files("crates", &[".rs"]) {
        if !path.to_string_lossy().contains("/src/") {
            continue;
        }
        let code: Vec<String> = code_lines(&path).into_iter().map(|(_, l)| l).collect();
        for line in &code {
            let Some(rest) = line.strip_prefix("impl ") else {
                continue;
            };
            let Some((trait_path, ty)) = rest.split_once(" for ") else {
                continue;
            };
            if trait_path != "Localized" && !trait_path.ends_with("::Localized") {
                continue;
            }
            let ty = ty.trim_end_matches('{').trim();
            impls += 1;
            let announced = code
                .iter()
                .filter(|l| l.trim_end().ends_with(&format!("localized_error!({ty});")))
                .count();
            if announced != 1 {
                bad.push(format!(
                    "{}: impl Localized for {ty} is announced {announced} times (want once: localized_error!({ty});)",
                    path.display()
                ));
            }
        }
    }
    assert!(
        impls >= 40,
        "only {impls} Localized impls found: the reader is broken"
    );
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// The most methods a public trait of the library may have: a game implements small
/// capability traits, each with defaults, never one wide contract (ARCHITECTURE.md,
/// "The contract").
const MAX_TRAIT_METHODS: usize = 14;

/// `code` with the contents of its string and character literals blanked (the quotes
/// kept), so that braces inside them are not counted.
fn blank_literals(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut chars = code.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '"' {
            while let Some(d) = chars.next() {
                if d == '\\' {
                    chars.next();
                } else if d == '"' {
                    out.push('"');
                    break;
                }
            }
        } else if c == '\'' {
            // A character literal ('{', '\n'), not a lifetime ('a).
            let rest: String = chars.clone().take(4).collect();
            if let Some(end) = rest.find('\'').filter(|&e| e > 0 && e <= 3) {
                for _ in 0..=end {
                    chars.next();
                }
                out.push('\'');
            }
        }
    }
    out
}

/// Each `pub trait` of `code` (comments already stripped) and how many `fn` items its
/// block holds directly (not those of nested blocks: default bodies, closures).
fn trait_method_counts(code: &str) -> Vec<(String, usize)> {
    let code = blank_literals(code);
    let mut out = Vec::new();
    let mut rest = code.as_str();
    while let Some(i) = rest.find("pub trait ") {
        let after = &rest[i + "pub trait ".len()..];
        let name: String = after
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let Some(open) = after.find(['{', ';']) else {
            break;
        };
        if after[open..].starts_with(';') {
            rest = &after[open..];
            continue;
        }
        let (mut depth, mut count, mut end) = (0usize, 0usize, after.len());
        let body = &after[open..];
        for (j, c) in body.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + j;
                        break;
                    }
                }
                'f' if depth == 1
                    && body[j..].starts_with("fn ")
                    && !body[..j].ends_with(|c: char| c.is_alphanumeric() || c == '_') =>
                {
                    count += 1
                }
                _ => {}
            }
        }
        out.push((name, count));
        rest = &after[end..];
    }
    out
}

#[test]
fn the_trait_method_counter_counts_only_a_trait_s_own_methods() {
    let code = "pub trait Small: Clone {\n    fn a(&self);\n    fn b(&self) -> String {\n        \
                let f = |x: u8| x;\n        format!(\"{{}} }}\")\n    }\n    fn c<'a>(&'a self) \
                -> char { '}' }\n}\npub trait Marker {}\nstruct X; impl X { fn d() {} }";
    assert_eq!(
        trait_method_counts(code),
        vec![("Small".to_string(), 3), ("Marker".to_string(), 0)]
    );
}

#[test]
fn no_public_trait_of_the_library_has_more_than_fourteen_methods() {
    let mut wide = Vec::new();
    let mut traits = 0;
    for path in library_files() {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let code = strip_comments(&text);
        let code = code.split("#[cfg(test)]").next().unwrap_or_default();
        for (name, count) in trait_method_counts(code) {
            traits += 1;
            if count > MAX_TRAIT_METHODS {
                wide.push(format!(
                    "{}: `{name}` has {count} methods (at most {MAX_TRAIT_METHODS}): split it \
                     into capability traits with defaults",
                    path.display()
                ));
            }
        }
    }
    assert!(wide.is_empty(), "{}", wide.join("\n"));
    assert!(
        traits >= 15,
        "only {traits} public traits found: is the parser broken?"
    );
}

/// The paths an `include_str!` or `include_bytes!` in `code` names: the first string
/// literal after the macro's name (the folder part of a `concat!`).
fn included_paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for mac in ["include_str!(", "include_bytes!("] {
        for (at, _) in code.match_indices(mac) {
            let rest = &code[at + mac.len()..];
            if let Some(open) = rest.find('"') {
                let literal = &rest[open + 1..];
                if let Some(close) = literal.find('"') {
                    out.push(literal[..close].to_string());
                }
            }
        }
    }
    out
}

/// `path` with its `.` and `..` parts resolved (without touching the file system).
fn normalized(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

#[test]
fn the_included_paths_reader_finds_the_folder_of_a_concat() {
    let code = r#"x = include_str!(concat!("../../locales/", $lang, "/a.ftl")); y = include_bytes!("b.bin");"#;
    assert_eq!(included_paths(code), ["../../locales/", "b.bin"]);
    assert_eq!(normalized(Path::new("/r/c/src/../../x")), Path::new("/r/x"));
}

#[test]
fn a_published_crate_includes_only_files_inside_it() {
    // A crate on crates.io has only its own folder: a file it includes from outside
    // would build here and fail for every user of the package. (CI packages the library
    // crates without building them from their packages: this is what that build checked.)
    let mut bad = Vec::new();
    for krate in LIBRARY_CRATES {
        let dir = normalized(&root().join("crates").join(krate));
        for path in files(&format!("crates/{krate}/src"), &[".rs"]) {
            let code = std::fs::read_to_string(&path).unwrap();
            for included in included_paths(&code) {
                let target = normalized(&path.parent().unwrap().join(&included));
                if !target.starts_with(&dir) {
                    bad.push(format!("{}: {included}", path.display()));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "files included from outside their crate:\n{}",
        bad.join("\n")
    );
}

//! The integration tests of `grundy-cli`, one binary (each file below is a module: one
//! link instead of one a file). A test file joins with a `mod` line here; the last
//! test checks that none is left out.

mod canonical;
mod census;
mod certificate;
mod cli;
mod cmd_lang;
mod coach;
mod common;
mod docs;
mod engine_lang;
mod errors;
mod graph;
mod graph_dist;
mod hidden;
mod lang;
mod misere_forms;
mod notes;
mod options;
mod play;
mod plot_lang;
mod reasons;
mod seq;
mod serve;
mod tools_lang;
mod values;

/// Every `.rs` file of `tests/` is a module of this binary, or one of the binaries of its
/// own in Cargo.toml ([]): with `autotests = false`, a file with no `mod` line
/// here would never run.
#[test]
fn every_test_file_is_compiled() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let main = include_str!("main.rs");
    let own: &[&str] = &[];
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let Some(stem) = name.strip_suffix(".rs") else {
            continue;
        };
        if stem == "main" || own.contains(&stem) {
            continue;
        }
        assert!(
            main.lines().any(|l| l == format!("mod {stem};")),
            "tests/{name} is not a module of tests/main.rs"
        );
    }
}

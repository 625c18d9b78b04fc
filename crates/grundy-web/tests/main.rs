//! The integration tests of `grundy-web`, one binary (each file below is a module: one
//! link instead of one a file). A test file joins with a `mod` line here; the last
//! test checks that none is left out.

mod api;
mod boards_lang;
mod common;
mod compression;
mod connections;
mod content_type;
mod e2e;
mod engine_lang;
mod errors;
mod golden;
mod jobs;
mod jobs_lang;
mod lang;
mod limits;
mod notes;
mod openapi;
mod practice;
mod quick;

/// Every `.rs` file of `tests/` (and of a folder of it that is a module, `NAME/mod.rs`)
/// is a module of this binary, or one of the binaries of its
/// own in Cargo.toml ([]): with `autotests = false`, a file with no `mod` line
/// here would never run.
#[test]
fn every_test_file_is_compiled() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let main = include_str!("main.rs");
    let own: &[&str] = &[];
    for entry in std::fs::read_dir(&dir).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        let folder_mod = entry.path().join("mod.rs");
        if let Ok(mod_rs) = std::fs::read_to_string(&folder_mod) {
            // A module that is a folder: each of its files has its `mod` line in mod.rs.
            for file in std::fs::read_dir(entry.path()).unwrap() {
                let file = file.unwrap().file_name().to_string_lossy().into_owned();
                let Some(stem) = file.strip_suffix(".rs") else {
                    continue;
                };
                assert!(
                    stem == "mod" || mod_rs.lines().any(|l| l == format!("mod {stem};")),
                    "tests/{name}/{file} is not a module of tests/{name}/mod.rs"
                );
            }
        }
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

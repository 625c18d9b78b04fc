//! The integration tests of `grundy`, one binary (each file below is a module: one
//! link instead of one a file). A test file joins with a `mod` line here; the last
//! test checks that none is left out.

mod analyze_far;
mod architecture;
mod bounded_moves;
mod cancel;
mod coach;
mod coach_i18n;
mod common;
mod compounds;
mod cram;
mod engine_lang;
mod errors;
mod heap_code;
mod heap_dense;
mod heap_engine;
mod heap_periodicity;
mod heap_sparse;
mod heap_splits;
mod heap_threads;
mod heap_vector;
mod hidden_analysis;
mod hidden_chocolate;
mod hidden_coins;
mod hidden_hackenbush;
mod hidden_nimber;
mod hidden_poker;
mod hidden_seed003;
mod hidden_strip;
mod hidden_wythoff;
mod i18n;
mod kayles_graphs;
mod levels;
mod loopy_sums;
mod misere_canonical;
mod misere_methods;
mod misere_quotient;
mod moore;
mod nim;
mod no_panic_parsers;
mod notes;
mod options;
mod oracle;
mod parse_errors;
mod reasons;
mod spawning;
mod subtraction;
mod sums;
mod take_away;
mod wythoff_a;

/// Every `.rs` file of `tests/` (and of a folder of it that is a module, `NAME/mod.rs`)
/// is a module of this binary, or one of the binaries of its
/// own in Cargo.toml (["outside_games"]): with `autotests = false`, a file with no `mod` line
/// here would never run.
#[test]
fn every_test_file_is_compiled() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let main = include_str!("main.rs");
    let own: &[&str] = &["outside_games"];
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

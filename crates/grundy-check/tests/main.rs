//! The integration tests of `grundy-check`, one binary (each file below is a module).
//! The certificates of `fixtures/` were written by real runs of `grundy seq … --period
//! --certificate` (the commands are in `fixtures/README.md`).

mod checks;
mod cli;

/// Every `.rs` file of `tests/` is a module of this binary (`autotests = false`).
#[test]
fn every_test_file_is_compiled() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let main = include_str!("main.rs");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let Some(stem) = name.strip_suffix(".rs") else {
            continue;
        };
        if stem != "main" {
            assert!(
                main.contains(&format!("mod {stem};")),
                "tests/{name} has no mod line"
            );
        }
    }
}

/// A fixture's text.
pub fn fixture(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A fixture with some fields replaced.
pub fn tampered(name: &str, change: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut json: serde_json::Value = serde_json::from_str(&fixture(name)).unwrap();
    change(&mut json);
    serde_json::to_string_pretty(&json).unwrap()
}

//! The integration tests of `grundy-check`, one binary (each file below is a module).
//! The certificates of `fixtures/` were written by real runs of `grundy seq … --period
//! --certificate` (the commands are in `fixtures/README.md`).

mod checks;
mod cli;

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

//! Helpers shared by the CLI test files: run `grundy`, read its JSON, check refusals.
#![allow(dead_code)] // each test file uses a different subset

use assert_cmd::Command;
use serde_json::Value;

/// The `grundy` binary under test.
pub fn grundy() -> Command {
    Command::cargo_bin("grundy").unwrap()
}

/// Runs `grundy ARGS --json`, asserts success, returns the JSON.
pub fn json(args: &[&str]) -> Value {
    let out = grundy().args(args).arg("--json").output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The `after` text of every listed winning move.
pub fn afters(v: &Value) -> Vec<String> {
    v["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["after"].as_str().unwrap().to_string())
        .collect()
}

/// A bad input: exit 2, exactly one line on stderr that contains `needle`, no panic, no
/// output.
pub fn refused(args: &[&str], needle: &str) {
    let out = grundy().args(args).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(
        !err.contains("panicked") && !err.contains("backtrace"),
        "{err}"
    );
    assert!(out.stdout.is_empty(), "{args:?}: output on a refusal");
}

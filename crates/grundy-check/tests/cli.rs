//! The binary: one line, and the exit status 0, 1, 2 or 3.

use crate::{fixture, tampered};
use assert_cmd::Command;
use predicates::prelude::*;
use serde_json::json;

fn run(text: &str) -> assert_cmd::assert::Assert {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("certificate.json");
    std::fs::write(&file, text).unwrap();
    let out = Command::cargo_bin("grundy-check")
        .unwrap()
        .arg(&file)
        .assert();
    drop(dir);
    out
}

#[test]
fn exit_status_says_the_verdict() {
    run(&fixture("dawson-chess.json"))
        .code(0)
        .stdout(predicate::str::starts_with(
            "proof holds: G(n + 34) = G(n) for every n ≥ 52 in 0.137",
        ))
        .stdout(predicate::function(|s: &str| s.lines().count() == 1));
    run(&tampered("dawson-chess.json", |j| j["period"] = json!(35)))
        .code(1)
        .stdout(predicate::str::starts_with(
            "proof fails: G(53) = 3 but G(53 + 35) = 0 ",
        ));
    run("not json")
        .code(2)
        .stderr(predicate::str::contains("not JSON"));
    run(&fixture("lasker.json"))
        .code(3)
        .stdout(predicate::str::starts_with(
            "cannot check theorem lasker-nim",
        ));
}

#[test]
fn a_missing_file_is_refused_by_name() {
    Command::cargo_bin("grundy-check")
        .unwrap()
        .arg("/nonexistent/cert.json")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "cannot read /nonexistent/cert.json",
        ));
    Command::cargo_bin("grundy-check").unwrap().assert().code(2);
}

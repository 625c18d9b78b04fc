//! `grundy seq … --period --certificate FILE` and `grundy census --certificates DIR`,
//! checked end to end by the independent checker `grundy-check` (its own crate, no code
//! shared with the engines); and, for random small octal codes whose period is proved,
//! the certificate holds.

use crate::common::{grundy, grundy_check_bin};
use assert_cmd::Command;
use predicates::prelude::*;
use proptest::prelude::*;

fn check(file: &std::path::Path) -> assert_cmd::assert::Assert {
    Command::new(grundy_check_bin()).arg(file).assert()
}

/// `grundy seq GAME --period --certificate FILE`.
fn seq(game: &str, file: &std::path::Path) -> assert_cmd::assert::Assert {
    grundy()
        .args(["seq", game, "--period", "--quiet", "--certificate"])
        .arg(file)
        .assert()
}

#[test]
fn seq_writes_certificates_that_the_checker_accepts() {
    let dir = tempfile::tempdir().unwrap();
    for (game, holds) in [
        (
            "0.137",
            "proof holds: G(n + 34) = G(n) for every n ≥ 52 in 0.137 (guy-smith",
        ),
        (
            "0.07",
            "proof holds: G(n + 34) = G(n) for every n ≥ 53 in 0.07 (guy-smith",
        ),
        (
            "kayles",
            "proof holds: G(n + 12) = G(n) for every n ≥ 71 in 0.77 (guy-smith",
        ),
        ("4.7", "proof holds: "),
        ("hex(0.F)", "(multi-heap: k = 3"),
        ("tb(80.7)", "in hex(80.7) (multi-heap: k = 3"),
        (
            "sub(1,3,4)",
            "proof holds: G(n + 7) = G(n) for every n ≥ 0 in sub(1,3,4) (no-splitting",
        ),
        (
            "bounded(3)",
            "proof holds: G(n) = n mod 4 for every n in bounded(3)",
        ),
    ] {
        let file = dir.path().join("c.json");
        seq(game, &file)
            .success()
            .stderr(predicate::str::contains("wrote the proof's certificate to"))
            .stderr(predicate::str::contains("verify it with: grundy-check"));
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(
            text.starts_with("{\n  \"format\": \"grundy-certificate\",\n  \"version\": 1,"),
            "{text}"
        );
        check(&file)
            .code(0)
            .stdout(predicate::str::starts_with(holds).or(predicate::str::contains(holds)));
    }
}

#[test]
fn theorems_the_checker_cannot_verify_are_said_so_on_both_sides() {
    let dir = tempfile::tempdir().unwrap();
    for (game, theorem) in [("lasker", "lasker-nim"), ("allbut(2,3,5)", "all-but-state")] {
        let file = dir.path().join("c.json");
        seq(game, &file).success().stderr(predicate::str::contains(
            "grundy-check cannot verify its theorem",
        ));
        let json: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
        assert_eq!(json["checkable"], false);
        assert_eq!(json["theorem"]["name"], theorem);
        check(&file)
            .code(3)
            .stdout(predicate::str::starts_with(format!(
                "cannot check theorem {theorem}"
            )));
    }
}

#[test]
fn a_tampered_certificate_fails_with_its_first_wrong_fact() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("dawson.json");
    seq("dawson-chess", &file).success();
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("\"period\": 34", "\"period\": 35")).unwrap();
    check(&file).code(1).stdout(predicate::str::starts_with(
        "proof fails: G(53) = 3 but G(53 + 35) = 0 ",
    ));
    std::fs::write(&file, "{\"format\": \"grundy-certificate\"").unwrap();
    check(&file)
        .code(2)
        .stderr(predicate::str::contains("not JSON"));
}

#[test]
fn no_proof_no_certificate() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("c.json");
    // Grundy's game: a modifier, so no theorem; its period is never proved.
    grundy()
        .args([
            "seq",
            "grundy-game",
            "--period",
            "--upto",
            "300",
            "--certificate",
        ])
        .arg(&file)
        .assert()
        .failure()
        .stdout(predicate::str::contains("4!.0"))
        .stderr(predicate::str::contains(
            "no period of grundy-game was proved in G(0), …, G(300): no certificate written",
        ));
    assert!(!file.exists());
    // --certificate needs --period.
    grundy()
        .args(["seq", "0.137", "--certificate"])
        .arg(&file)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--period"));
}

#[test]
fn the_certificate_is_written_like_the_other_outputs() {
    let dir = tempfile::tempdir().unwrap();
    // A folder is refused, never replaced.
    seq("0.137", dir.path()).failure();
    assert!(dir.path().is_dir());
    // A device is written in place.
    seq("0.137", std::path::Path::new("/dev/null")).success();
    // A symbolic link stays a link; the file it names gets the certificate, and no
    // temporary file is left.
    #[cfg(unix)]
    {
        let real = dir.path().join("real.json");
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink("real.json", &link).unwrap();
        seq("0.137", &link).success();
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        check(&real).code(0);
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names.len(), 2, "{names:?}");
    }
}

#[test]
fn census_writes_a_certificate_per_proved_row() {
    let dir = tempfile::tempdir().unwrap();
    let codes = dir.path().join("codes.txt");
    std::fs::write(&codes, "0.137\n0.07\nsub(1,3,4)\n4!.0\n").unwrap();
    let certs = dir.path().join("certs");
    grundy()
        .args(["census", "--codes"])
        .arg(&codes)
        .args(["--upto", "2^10", "--no-table", "-w", "1", "--out"])
        .arg(dir.path().join("rows.jsonl"))
        .arg("--certificates")
        .arg(&certs)
        .assert()
        .success()
        .stderr(predicate::str::contains("wrote 3 certificates into"));
    let mut names: Vec<String> = std::fs::read_dir(&certs)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["0.07.json", "0.137.json", "sub_1_3_4_.json"]);
    for name in names {
        check(&certs.join(name)).code(0);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    /// Random octal codes of one to three digits: where grundy proves a period, the
    /// independent checker accepts its certificate.
    #[test]
    fn certificates_of_random_octal_codes_hold(digits in proptest::collection::vec(0u8..8, 1..4)) {
        use grundy::sequence::certificate::Certificate;
        use grundy::sequence::{compute, SequenceRule};
        let code = format!("0.{}", digits.iter().map(|d| d.to_string()).collect::<String>());
        let rule = SequenceRule::from(grundy::heap::rule::HeapRule::parse(&code).unwrap());
        let cancel = std::sync::atomic::AtomicBool::new(false);
        let report = compute(rule.clone(), code.clone(), 1 << 12, true, &cancel).unwrap();
        if let Some(c) = report.period.as_ref().and_then(|p| Certificate::new(&rule, p)) {
            let json = serde_json::to_string(&c).unwrap();
            match grundy_check::check_text(&json).unwrap() {
                grundy_check::Verdict::Holds(_) => {}
                other => prop_assert!(false, "{code}: {other:?}"),
            }
        }
    }
}

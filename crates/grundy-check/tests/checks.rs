//! The checker on real certificates, on tampered ones (each rejected with the fact that
//! fails) and on files that are not certificates.

use crate::{fixture, tampered};
use grundy_check::{check_text, CertificateError, Verdict};
use serde_json::json;

/// The certificates that must hold.
const HOLDING: &[&str] = &[
    "dawson-chess.json",
    "dawson-kayles.json",
    "kayles.json",
    "4.7.json",
    "hex-0.F.json",
    "hex-80.7.json",
    "sub-1-3-4.json",
    "bounded-3.json",
];

fn fails(text: &str) -> String {
    match check_text(text).unwrap() {
        Verdict::Fails(why) => why,
        other => panic!("expected a failure, got {other:?}"),
    }
}

#[test]
fn certificates_of_real_runs_hold() {
    for name in HOLDING {
        match check_text(&fixture(name)).unwrap() {
            Verdict::Holds(why) => assert!(why.contains("for every n"), "{name}: {why}"),
            other => panic!("{name}: {other:?}"),
        }
    }
}

#[test]
fn the_holding_line_says_what_was_checked() {
    let Verdict::Holds(why) = check_text(&fixture("dawson-chess.json")).unwrap() else {
        panic!()
    };
    assert!(
        why.starts_with("G(n + 34) = G(n) for every n ≥ 52 in 0.137 (guy-smith: t = 3, bound 141"),
        "{why}"
    );
}

#[test]
fn theorems_it_cannot_check_are_said_so() {
    for (name, theorem) in [
        ("lasker.json", "lasker-nim"),
        ("allbut-2-3-5.json", "all-but-state"),
    ] {
        match check_text(&fixture(name)).unwrap() {
            Verdict::CannotCheck(why) => {
                assert!(
                    why.starts_with(&format!("cannot check theorem {theorem}")),
                    "{why}"
                );
                assert!(why.contains("not a proof"), "{why}");
            }
            other => panic!("{name}: {other:?}"),
        }
    }
    // A wrong saltus is still caught by the values it compares.
    let why = fails(&tampered("allbut-2-3-5.json", |j| j["saltus"] = json!(5)));
    assert!(why.contains("but G(0 + 18)"), "{why}");
    let why = fails(&tampered("lasker.json", |j| j["preperiod"] = json!(0)));
    assert!(why.contains("does not cover"), "{why}");
    // An unknown theorem: cannot check.
    let text = tampered("dawson-chess.json", |j| {
        j["theorem"] = json!({"name": "fermat"})
    });
    assert!(
        matches!(check_text(&text).unwrap(), Verdict::CannotCheck(w) if w.starts_with("cannot check theorem fermat"))
    );
}

#[test]
fn a_wrong_period_fails_at_the_first_counterexample() {
    let why = fails(&tampered("dawson-chess.json", |j| j["period"] = json!(35)));
    assert!(why.starts_with("G(53) = 3 but G(53 + 35) = 0 "), "{why}");
    assert!(
        why.ends_with("(the certificate claims G(n + 35) = G(n) for every n ≥ 52 in 0.137)"),
        "{why}"
    );
    // A multiple of the period holds from the same preperiod, but is not minimal.
    let why = fails(&tampered("dawson-chess.json", |j| {
        j["period"] = json!(68);
        j["bound"] = json!(300);
    }));
    assert!(
        why.starts_with("the period is not minimal: G(n + 34) = G(n)"),
        "{why}"
    );
}

#[test]
fn a_wrong_preperiod_fails() {
    // Too small: the relation fails just before the true preperiod.
    let why = fails(&tampered("dawson-chess.json", |j| {
        j["preperiod"] = json!(51)
    }));
    assert!(why.starts_with("G(51) = "), "{why}");
    // Too large: not minimal.
    let why = fails(&tampered("dawson-chess.json", |j| {
        j["preperiod"] = json!(53);
        j["bound"] = json!(143);
    }));
    assert!(
        why.starts_with("the preperiod is not minimal: G(52) = G(52 + 34)"),
        "{why}"
    );
}

#[test]
fn a_wrong_code_fails() {
    // Kayles' t = 2, not the 3 of 0.137.
    let why = fails(&tampered("dawson-chess.json", |j| {
        j["rule"] = json!("0.77")
    }));
    assert!(
        why.starts_with(
            "the most tokens a move of 0.77 removes is t = 2, and the theorem says t = 3"
        ),
        "{why}"
    );
    // Same t and k, other values.
    let why = fails(&tampered("dawson-chess.json", |j| {
        j["rule"] = json!("0.136")
    }));
    assert!(why.contains(" but G("), "{why}");
    // A subtraction game is not covered by Guy and Smith's theorem.
    let why = fails(&tampered("dawson-chess.json", |j| {
        j["rule"] = json!("sub(1,2,3)")
    }));
    assert!(
        why.contains("its theorem is no-splitting, not guy-smith"),
        "{why}"
    );
}

#[test]
fn a_range_too_short_for_the_bound_fails() {
    let why = fails(&tampered("dawson-chess.json", |j| j["bound"] = json!(120)));
    assert!(
        why.starts_with("the range is too short for the theorem: guy-smith needs G(n + 34) = G(n) for 52 ≤ n < 141, and the certificate's bound is 120"),
        "{why}"
    );
    let why = fails(&tampered("dawson-chess.json", |j| j["bound"] = json!(null)));
    assert!(why.starts_with("the certificate gives no bound"), "{why}");
    // A larger t in the theorem does not move the bound: the checker derives it.
    let why = fails(&tampered("dawson-chess.json", |j| {
        j["theorem"]["max_take"] = json!(9)
    }));
    assert!(why.contains("t = 3, and the theorem says t = 9"), "{why}");
}

#[test]
fn other_tampering_fails() {
    let why = fails(&tampered("dawson-chess.json", |j| j["saltus"] = json!(1)));
    assert!(
        why.starts_with("the theorem guy-smith proves plain periodicity"),
        "{why}"
    );
    let why = fails(&tampered("bounded-3.json", |j| j["period"] = json!(5)));
    assert!(
        why.starts_with("bounded-closed-form (k = 3) gives preperiod 0, period 4"),
        "{why}"
    );
    let why = fails(&tampered("bounded-3.json", |j| {
        j["rule"] = json!("sub(1,2)")
    }));
    assert!(why.contains("which is not the rule sub(1,2)"), "{why}");
    let why = fails(&tampered("dawson-chess.json", |j| j["period"] = json!(0)));
    assert!(why.starts_with("the period is 0"), "{why}");
}

#[test]
fn files_that_are_not_certificates_are_refused() {
    let cases: Vec<(String, &str)> = vec![
        ("{".to_string(), "not JSON"),
        ("[1, 2]".to_string(), "a certificate is a JSON object"),
        (
            r#"{"format": "grundy-values"}"#.to_string(),
            "\"format\" is not \"grundy-certificate\"",
        ),
        (
            tampered("dawson-chess.json", |j| j["version"] = json!(2)),
            "version 2",
        ),
        (
            tampered("dawson-chess.json", |j| {
                j.as_object_mut()
                    .unwrap()
                    .remove("period")
                    .map(|_| ())
                    .unwrap()
            }),
            "\"period\" is missing",
        ),
        (
            tampered("dawson-chess.json", |j| j["preperiod"] = json!(-3)),
            "\"preperiod\" must be a non-negative whole number",
        ),
        (
            tampered("dawson-chess.json", |j| j["rule"] = json!("0.9")),
            "'9' is not a digit",
        ),
        (
            tampered("dawson-chess.json", |j| j["rule"] = json!(7)),
            "\"rule\" is missing or not a string",
        ),
        (
            tampered("dawson-chess.json", |j| j["theorem"] = json!("guy-smith")),
            "\"theorem\" is not a theorem",
        ),
    ];
    for (text, says) in cases {
        let e: CertificateError = check_text(&text).unwrap_err();
        assert!(e.to_string().contains(says), "{says:?} not in {e}");
    }
    // A code with a modifier: no theorem of a certificate covers it.
    let e = check_text(&tampered("dawson-chess.json", |j| {
        j["rule"] = json!("4!.0")
    }))
    .unwrap_err();
    assert!(e.to_string().contains("modifiers"), "{e}");
}

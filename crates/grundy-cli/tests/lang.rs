//! `grundy --lang` and the locale variables: the explanation, verdict, moves and errors in
//! Korean, Russian and Vietnamese; the JSON's field names and values unchanged.

mod common;

use common::grundy;
use predicates::prelude::*;

#[test]
fn lang_flag_chooses_the_language() {
    grundy()
        .args(["--lang", "ko", "3", "4", "5"])
        .assert()
        .success()
        .stdout(predicate::str::contains("님 합"))
        .stdout(predicate::str::contains("N-국면(필승)"))
        .stdout(predicate::str::contains(
            "무더기 1에서 2개 가져가기 (3 → 1)",
        ))
        // Numbers and binary tables are not translated.
        .stdout(predicate::str::contains("0 1 1"))
        .stdout(predicate::str::contains("take").not());
    grundy()
        .args(["analyze", "1 1 5", "--misere", "--lang", "ru"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Мизерный ним (Бутон)"))
        .stdout(predicate::str::contains("взять 4 из кучи 3 (5 → 1)"));
    grundy()
        .args(["--lang", "vi", "kayles 10 6"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Nước đi thắng (2)"))
        .stdout(predicate::str::contains("đánh đổ các ki 2–3 của hàng 1"));
}

#[test]
fn the_locale_variables_choose_it_too() {
    // LANG alone; LC_ALL over LANG; LC_MESSAGES over LANG; --lang over everything.
    let run = |env: &[(&str, &str)], args: &[&str]| {
        let mut c = grundy();
        for (k, v) in env {
            c.env(k, v);
        }
        let out = c.args(args).output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    assert!(run(&[("LANG", "ru_RU.UTF-8")], &["1", "2", "3"])
        .contains("P-позиция: ходящий проигрывает"));
    assert!(run(
        &[("LANG", "ru_RU.UTF-8"), ("LC_ALL", "vi_VN.UTF-8")],
        &["1", "2", "3"]
    )
    .contains("Vị trí P"));
    assert!(run(
        &[("LANG", "ru_RU.UTF-8"), ("LC_MESSAGES", "ko_KR")],
        &["1", "2", "3"]
    )
    .contains("P-국면"));
    assert!(
        run(&[("LANG", "ko_KR.UTF-8")], &["--lang", "en", "1", "2", "3"]).contains("P-position")
    );
    // A locale we do not have, or C: English.
    assert!(run(&[("LANG", "fr_FR.UTF-8")], &["1", "2", "3"]).contains("P-position"));
    assert!(run(&[("LC_ALL", "C")], &["1", "2", "3"]).contains("P-position"));
}

#[test]
fn errors_in_the_language_one_line_exit_2() {
    let out = grundy()
        .env("LANG", "ru_RU.UTF-8")
        .args(["3 -4"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(
        err.contains("ошибка: в позиции \"3 -4\": размеры куч должны быть неотрицательными"),
        "{err}"
    );
    let out = grundy().args(["--lang", "ko", "kayls 3"]).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(err.contains("알 수 없는 게임입니다 (kayles"), "{err}");
    grundy()
        .args(["--lang", "fr", "3"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("fr"));
}

#[test]
fn json_keeps_its_field_names_and_values() {
    let out = grundy()
        .args(["--lang", "ru", "3 4 5", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["reasoning"][0]["kind"], "nim_columns");
    // Only prose changes: the move's description.
    assert_eq!(
        v["winning_moves"][0]["description"],
        "взять 2 из кучи 1 (3 → 1)"
    );
    assert_eq!(v["winning_moves"][0]["after"], "1 4 5");
}

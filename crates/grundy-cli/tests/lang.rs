//! `grundy --lang` and the locale variables: the explanation, verdict, moves and errors in
//! Korean, Russian and Vietnamese; the JSON's field names and values unchanged.

use crate::common;

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

#[test]
fn lang_before_or_after_a_subcommand() {
    // Before the subcommand (it used to be read as a position "analyze 3 4 5"), after it,
    // and written --lang=…; the last one wins.
    for args in [
        &["--lang", "ko", "analyze", "3 4 5"][..],
        &["analyze", "3 4 5", "--lang", "ko"],
        &["--lang=ko", "analyze", "3 4 5"],
        &["--lang", "ru", "analyze", "--lang", "ko", "3 4 5"],
    ] {
        grundy()
            .args(args)
            .assert()
            .success()
            .stdout(predicate::str::contains("님 합"));
    }
    // After `--`, it is the position's.
    grundy()
        .args(["--", "--lang", "ko"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--lang ko"));
    // A language we do not have is clap's to refuse, before or after the subcommand.
    for args in [
        &["--lang", "fr", "analyze", "3"][..],
        &["seq", "kayles", "--lang", "fr"],
    ] {
        grundy()
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("possible values: en, ko, ru, vi"));
    }
}

/// `grundy ARGS` with the locale variables `env` (the others cleared): its standard output.
fn help(env: &[(&str, &str)], args: &[&str]) -> String {
    let mut c = grundy();
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn help_in_the_language() {
    let ru = help(&[], &["--lang", "ru", "--help"]);
    for text in [
        "Кто выигрывает в этой беспристрастной игре и каким ходом?",
        "Использование: grundy",
        "Команды:",
        "Проанализировать позицию: исход, значение, все выигрышные ходы и почему",
        "Параметры:",
        "Игра мизер: тот, кто делает последний ход, проигрывает",
        "Игры (`grundy games`",
    ] {
        assert!(ru.contains(text), "{text:?} not in\n{ru}");
    }
    let vi = help(&[("LANG", "vi_VN.UTF-8")], &["seq", "--help"]);
    assert!(vi.contains("Dãy Nim của một trò chơi đống"), "{vi}");
    assert!(vi.contains("Cách dùng: grundy seq"), "{vi}");
    assert!(vi.contains("Tùy chọn:"), "{vi}");
    // Every subcommand, also through `grundy help`, and the serve limits' own heading.
    let ko = help(&[], &["--lang", "ko", "help", "graph", "solve"]);
    assert!(ko.contains("후퇴 분석으로 구한"), "{ko}");
    let ko = help(&[("LC_ALL", "ko_KR.UTF-8")], &["serve", "--help"]);
    assert!(ko.contains("제한:") && ko.contains("들을 포트"), "{ko}");
    // English by default: clap's headings, the same sentences as before.
    let en = help(&[], &["--help"]);
    for text in [
        "Who wins this impartial game, and with which move?",
        "Usage: grundy [OPTIONS] [POSITION]...",
        "Commands:",
        "Options:",
        "Analyse a position: outcome, value, every winning move, and why",
        "Games (`grundy games` lists them with what a move is):",
    ] {
        assert!(en.contains(text), "{text:?} not in\n{en}");
    }
    assert!(!en.chars().any(|c| ('а'..='я').contains(&c)), "{en}");
    let en = help(&[("LANG", "C")], &["play", "--help"]);
    assert!(en.contains("Play a game against the computer, which plays perfectly"));
}

#[test]
fn parse_errors_in_the_language() {
    // --lang: the unknown game with its suggestion, in Russian, on one line, exit 2.
    let out = grundy()
        .args(["--lang", "ru", "analyze", "kayls 3"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(
        err.contains("неизвестная игра (может быть, kayles? известны: "),
        "{err}"
    );
    assert!(err.contains("\"kayls\" (символ 1)"), "{err}");
    // LANG: a negative heap, in Korean.
    let out = grundy()
        .env("LANG", "ko_KR.UTF-8")
        .args(["analyze", "3 -4"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err.contains("무더기 크기는 음이 아닌 정수여야 합니다: \"-4\" (3번째 글자)"),
        "{err}"
    );
    // A game's own parse error (a take-and-break code and its hint), in Vietnamese.
    let out = grundy()
        .args(["--lang", "vi", "analyze", "0.8 3"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err.contains("'8' ở ký tự thứ 3 không phải một chữ số bát phân (0-7); với mã thập lục phân hãy viết hex(0.8)"),
        "{err}"
    );
    // English is as it was.
    grundy()
        .args(["--lang", "en", "analyze", "moore(0) 3"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            r#"k must be at least 1: "0" at column 7"#,
        ));
}

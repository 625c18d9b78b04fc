//! What the subcommands print themselves — summaries, headings, progress lines, their
//! errors, and clap's usage errors and help notes — in the language of `--lang` or the
//! locale; the data (values, JSON) unchanged.

use crate::common;

use common::grundy;
use predicates::prelude::*;
use std::path::PathBuf;

fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-cmd-lang-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Fails when `text` holds one of the English words our messages and clap's use.
fn no_english(text: &str) {
    for word in [
        "error:",
        "invalid",
        "wrote",
        "cannot",
        "For more information",
        "Usage:",
        "vertices",
        "checksum",
        "rows",
        "standard form",
        "default:",
        "possible values",
        "unexpected",
        "found",
    ] {
        assert!(!text.contains(word), "English {word:?} left in:\n{text}");
    }
}

#[test]
fn a_clap_usage_error_is_in_the_language() {
    let o = grundy()
        .args(["--lang", "ru", "seq", "--upto", "x"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains(
            "ошибка: недопустимое значение 'x' для '--upto <N>': в строке недопустимая цифра"
        ),
        "{err}"
    );
    assert!(err.contains("Подробнее: '--help'."), "{err}");
    no_english(&err);

    // The locale chooses it too; an unknown argument, with clap's suggestion.
    let o = grundy()
        .env("LANG", "vi_VN.UTF-8")
        .args(["seq", "kayles", "--perod"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains("lỗi: đối số không mong đợi '--perod'"),
        "{err}"
    );
    assert!(err.contains("'--period'"), "{err}");
    assert!(err.contains("Cách dùng: grundy seq"), "{err}");
    no_english(&err);

    // A value a value parser of ours refuses, and a missing value.
    let o = grundy()
        .args(["--lang", "ko", "serve", "--max-jobs", "0"])
        .output()
        .unwrap();
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("\"0\": 0보다 큰 정수를 주세요"), "{err}");
    no_english(&err);
    let o = grundy()
        .args(["--lang", "ru", "seq", "kayles", "--upto"])
        .output()
        .unwrap();
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("для '--upto <N>' нужно значение"), "{err}");
    no_english(&err);

    // English keeps clap's own words.
    grundy()
        .args(["seq", "--upto", "x"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "error: invalid value 'x' for '--upto <N>'",
        ));
}

#[test]
fn help_notes_defaults_and_possible_values_in_the_language() {
    let o = grundy()
        .args(["--lang", "ru", "seq", "--help"])
        .output()
        .unwrap();
    assert!(o.status.success());
    let help = String::from_utf8(o.stdout).unwrap();
    assert!(help.contains("[по умолчанию: 60]"), "{help}");
    assert!(
        help.contains("[возможные значения: en, ko, ru, vi]"),
        "{help}"
    );
    no_english(&help);
    let o = grundy().args(["seq", "--help"]).output().unwrap();
    let help = String::from_utf8(o.stdout).unwrap();
    assert!(help.contains("[default: 60]"), "{help}");
    assert!(help.contains("[possible values: en, ko, ru, vi]"), "{help}");
}

#[test]
fn seq_says_what_it_wrote_in_the_language_and_the_values_stay() {
    let dir = tmp("seq");
    let out = dir.join("k.csv");
    let o = grundy()
        .args([
            "--lang", "ru", "seq", "kayles", "--upto", "100", "--period", "--out",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success());
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("grundy: G(0), …, G(100) записаны в"), "{err}");
    no_english(&err);
    // The data is the same in every language.
    let ru = std::fs::read(&out).unwrap();
    grundy()
        .args(["seq", "kayles", "--upto", "100", "--period", "--out"])
        .arg(&out)
        .assert()
        .success()
        .stderr(predicate::str::contains("wrote G(0), …, G(100) to"));
    assert_eq!(ru, std::fs::read(&out).unwrap());
    assert!(ru.starts_with(b"n,g\n0,0\n1,1\n2,2\n3,3\n4,1\n"));

    // --check and --compare in Korean.
    let o = grundy()
        .args(["--lang", "ko", "seq", "kayles", "--check"])
        .arg(&out)
        .output()
        .unwrap();
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.contains("G(0), …, G(100): 값 101개 모두 다시 계산한 값과 일치함"),
        "{text}"
    );
    no_english(&text);
    let o = grundy()
        .args(["--lang", "vi", "seq", "--compare"])
        .arg(&out)
        .arg(&out)
        .output()
        .unwrap();
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("cùng 101 giá trị G(0), …, G(100)"), "{text}");

    // A bad option combination.
    let o = grundy()
        .args([
            "--lang", "ru", "seq", "kayles", "--from", "50", "--upto", "10", "--csv",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains("grundy: ошибка: --from 50 больше --upto 10: записывать нечего"),
        "{err}"
    );
    no_english(&err);
}

#[test]
fn graph_gen_and_stats_in_the_language() {
    let dir = tmp("graph");
    let g = dir.join("c.bin");
    let o = grundy()
        .args([
            "--lang",
            "ru",
            "graph",
            "gen",
            "cycle",
            "--vertices",
            "5",
            "--out",
        ])
        .arg(&g)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("вершин — 5, дуг — 5"), "{text}");
    no_english(&text);
    let o = grundy()
        .env("LANG", "ru_RU.UTF-8")
        .args(["graph", "stats"])
        .arg(&g)
        .output()
        .unwrap();
    assert!(o.status.success());
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("контрольная сумма в порядке"), "{text}");
    assert!(
        text.contains("вершин 5, дуг 5, средняя полустепень исхода 1.00"),
        "{text}"
    );
    assert!(text.contains("стоков 0, петель 0"), "{text}");
    no_english(&text);
    // The JSON is the same in every language.
    let json = |lang: &str| {
        grundy()
            .args(["--lang", lang, "graph", "stats", "--json"])
            .arg(&g)
            .output()
            .unwrap()
            .stdout
    };
    assert_eq!(json("ru"), json("en"));
    // A file that is not there.
    let o = grundy()
        .args(["--lang", "vi", "graph", "stats", "/nonexistent/g.bin"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("không mở được /nonexistent/g.bin"), "{err}");
}

#[test]
fn census_summary_and_table_in_the_language() {
    let dir = tmp("census");
    let out = dir.join("c.jsonl");
    let o = grundy()
        .args([
            "--lang",
            "ru",
            "census",
            "--subtraction-max",
            "2",
            "--upto",
            "2^8",
            "--out",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("станд. форма"), "{text}");
    assert!(text.contains("перепись: строк — 3"), "{text}");
    assert!(text.contains("строки: "), "{text}");
    no_english(&text);
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("периодическая, предпериод 0, период"), "{err}");
    no_english(&err);
    // The rows file is data: the same words in every language.
    let rows = std::fs::read_to_string(&out).unwrap();
    assert!(rows.contains(r#""status":"periodic""#), "{rows}");
}

#[test]
fn quotient_words_and_errors_in_the_language() {
    let o = grundy()
        .args(["--lang", "ru", "quotient", "0.75", "--maxheap", "12"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("частное"), "{text}");
    no_english(&text);
    let o = grundy()
        .args([
            "--lang",
            "ru",
            "quotient",
            "--verify",
            "/nonexistent/q.json",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains("grundy: ошибка: не удаётся открыть /nonexistent/q.json"),
        "{err}"
    );
    no_english(&err);
}
